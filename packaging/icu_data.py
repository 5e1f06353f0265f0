"""ICU's data library, cut down to what Qt asks ICU for (used by sheetdesk.spec on Linux).

PySide6's Qt for Linux brings its own ICU, whose data library (libicudata.so.NN, about 32 MB) is
the largest file of the frozen app. Qt calls ICU for five things only (the ICU symbols
libQt6Core imports): case mapping (u_strToUpper/Lower), collation (ucol_*, QCollator), time zone
IDs and names (ucal_*, QTimeZone), and legacy character sets (ucnv_*, QStringConverter with a
named encoding other than UTF-8/16/32 and Latin-1). This module copies the library with only the
data items those calls read:

- left out, because no ICU service that reads them is called: break-iterator rules and
  dictionaries (brkitr/), transliterators (translit/), number spell-out rules (rbnf/), string
  preparation profiles (*.spp) and the spoof checker's confusables (*.cfu);
- left out: the table-based legacy character sets (*.cnv). UTF-8/16/32, Latin-1 and US-ASCII
  are built into ICU's code (the alias table cnvalias.icu stays), and the app reads and writes
  only UTF-8 (saves, settings) and Qt's own .qm files;
- left out: the locale bundles of every language except English, Greek and Polish, in every
  tree (formats, collation, currency, language, region, unit and zone names). root stays in
  each tree: it is what ICU falls back to for any other system language, as a locale without
  its own bundle does anyway;
- everything else (Unicode properties, normalisation, the collation root ucadata.icu, time zone
  rules and metadata, supplemental data, the pools and indexes) stays as it is.

The result is a shared library with the same SONAME exporting the same symbol (icudtNN_dat, the
common data package), built with binutils (as, ld) from the filtered package.
"""

from __future__ import annotations

import re
import struct
import subprocess
import tempfile
from pathlib import Path

LANGUAGES = {"en", "el", "pl"}
DROPPED_TREES = {"brkitr", "translit", "rbnf"}
DROPPED_SUFFIXES = (".cnv", ".spp", ".cfu")
# Names in a tree that look like a locale (two or three letters, then _parts) but are not one.
NOT_LOCALES = {"res_index"}
_LOCALE = re.compile(r"([a-z]{2,3})(_[A-Za-z0-9]*)*")
_SYMBOL = re.compile(rb"icudt\d+_dat")


def keep(name: str) -> bool:
    """Whether a data item (e.g. 'icudt73l/coll/el.res') is kept."""
    parts = name.split("/")[1:]  # without the package name
    if len(parts) > 1 and parts[0] in DROPPED_TREES:
        return False
    if parts[-1].endswith(DROPPED_SUFFIXES):
        return False
    stem, _, suffix = parts[-1].rpartition(".")
    match = _LOCALE.fullmatch(stem)
    if suffix == "res" and match and stem not in NOT_LOCALES:
        return match.group(1) in LANGUAGES
    return True


def items(package: bytes) -> tuple[bytes, list[tuple[str, bytes]]]:
    """The header and the (name, data) items of an ICU common data package (.dat)."""
    header_size = struct.unpack_from("<H", package, 0)[0]
    if package[2:4] != b"\xda\x27" or package[12:16] != b"CmnD":
        raise ValueError("not an ICU common data package")
    if package[8] != 0:
        raise ValueError("a big-endian ICU data package")
    toc = package[header_size:]
    count = struct.unpack_from("<I", toc, 0)[0]
    entries = [struct.unpack_from("<II", toc, 4 + 8 * i) for i in range(count)]
    result = []
    for index, (name_offset, data_offset) in enumerate(entries):
        end = entries[index + 1][1] if index + 1 < count else len(toc)
        name = toc[name_offset : toc.index(b"\0", name_offset)].decode("ascii")
        result.append((name, toc[data_offset:end]))
    return package[:header_size], result


def package(header: bytes, kept: list[tuple[str, bytes]]) -> bytes:
    """An ICU common data package of these items (names in their original, sorted order; every
    item 16-byte aligned, as ICU's own tools write them)."""
    names = b"".join(name.encode("ascii") + b"\0" for name, _ in kept)
    toc_size = 4 + 8 * len(kept)
    first = toc_size + len(names)
    first += -(len(header) + first) % 16
    offsets, blob, name_offset = [], b"", toc_size
    for name, data in kept:
        offsets.append((name_offset, first + len(blob)))
        name_offset += len(name) + 1
        blob += data + b"\0" * (-len(data) % 16)
    toc = struct.pack("<I", len(kept)) + b"".join(struct.pack("<II", *o) for o in offsets)
    toc += names
    toc += b"\0" * (first - len(toc))
    return header + toc + blob


def _elf_symbol(library: bytes) -> tuple[str, bytes]:
    """(name, contents) of the icudtNN_dat symbol of an ELF64 little-endian shared library."""
    if library[:6] != b"\x7fELF\x02\x01":
        raise ValueError("not a 64-bit little-endian ELF file")
    (shoff,) = struct.unpack_from("<Q", library, 0x28)
    shentsize, shnum = struct.unpack_from("<HH", library, 0x3A)
    sections = [
        struct.unpack_from("<IIQQQQIIQQ", library, shoff + i * shentsize) for i in range(shnum)
    ]
    for _, kind, _, _, offset, size, link, _, _, entsize in sections:
        if kind != 11:  # SHT_DYNSYM
            continue
        strings = sections[link][4]
        for start in range(offset, offset + size, entsize):
            name_at, _, _, shndx, value, length = struct.unpack_from("<IBBHQQ", library, start)
            end = library.index(b"\0", strings + name_at)
            name = library[strings + name_at : end]
            if _SYMBOL.fullmatch(name):
                _, _, _, address, where, *_ = sections[shndx]
                begin = where + value - address
                return name.decode("ascii"), library[begin : begin + length]
    raise ValueError("no icudtNN_dat symbol")


def _soname(path: Path) -> str:
    out = subprocess.run(["readelf", "-d", str(path)], capture_output=True, text=True).stdout
    found = re.search(r"\(SONAME\)\s+Library soname: \[([^\]]+)\]", out)
    return found.group(1) if found else path.name


def slim(source: Path, target: Path) -> tuple[int, int]:
    """Write the cut-down copy of the ICU data library source to target; return the sizes of
    the data package before and after."""
    symbol, data = _elf_symbol(source.read_bytes())
    header, every = items(data)
    smaller = package(header, [item for item in every if keep(item[0])])
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        (folder / "data.bin").write_bytes(smaller)
        (folder / "data.s").write_text(
            f"\t.section .rodata\n\t.balign 16\n\t.globl {symbol}\n\t.type {symbol}, @object\n"
            f'\t.size {symbol}, {len(smaller)}\n{symbol}:\n\t.incbin "data.bin"\n'
            '\t.section .note.GNU-stack,"",@progbits\n'
        )
        subprocess.run(["as", "-o", "data.o", "data.s"], cwd=folder, check=True)
        subprocess.run(
            ["ld", "-shared", "-soname", _soname(source), "-z", "noexecstack", "-o",
             str(target.resolve()), "data.o"],
            cwd=folder,
            check=True,
        )  # fmt: skip
    return len(data), len(smaller)
