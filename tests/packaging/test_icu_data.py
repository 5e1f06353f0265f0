"""packaging/icu_data.py: which ICU data items the frozen app keeps, and that the cut-down
package is one ICU reads (fast: no build; the frozen app's --self-test then uses it for real)."""

from __future__ import annotations

import shutil
import struct
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))
import icu_data  # noqa: E402  (packaging/icu_data.py)

KEPT = [
    "icudt73l/coll/root.res",
    "icudt73l/coll/el.res",
    "icudt73l/coll/pl.res",
    "icudt73l/coll/ucadata.icu",
    "icudt73l/coll/res_index.res",
    "icudt73l/root.res",
    "icudt73l/en_GB.res",
    "icudt73l/pool.res",
    "icudt73l/res_index.res",
    "icudt73l/zone/el.res",
    "icudt73l/zone/pool.res",
    "icudt73l/zoneinfo64.res",
    "icudt73l/metaZones.res",
    "icudt73l/supplementalData.res",
    "icudt73l/likelySubtags.res",
    "icudt73l/cnvalias.icu",
    "icudt73l/uprops.icu",
    "icudt73l/nfkc.nrm",
]
DROPPED = [
    "icudt73l/brkitr/cjdict.dict",
    "icudt73l/brkitr/root.res",
    "icudt73l/translit/root.res",
    "icudt73l/rbnf/pl.res",
    "icudt73l/ibm-1253_P100-1995.cnv",
    "icudt73l/rfc3491.spp",
    "icudt73l/confusables.cfu",
    "icudt73l/coll/zh.res",
    "icudt73l/coll/de__PHONEBOOK.res",
    "icudt73l/sv.res",
    "icudt73l/zone/sr_Latn_BA.res",
    "icudt73l/curr/ca_ES_VALENCIA.res",
]


@pytest.mark.parametrize("name", KEPT)
def test_data_qt_reads_for_the_apps_languages_is_kept(name):
    assert icu_data.keep(name)


@pytest.mark.parametrize("name", DROPPED)
def test_data_of_services_and_languages_the_app_never_uses_is_dropped(name):
    assert not icu_data.keep(name)


def _toy_package(entries: list[tuple[str, bytes]]) -> bytes:
    header = bytearray(32)
    header[0:4] = struct.pack("<H", 32) + b"\xda\x27"
    header[4:6] = struct.pack("<H", 20)  # UDataInfo size
    header[8] = 0  # little-endian
    header[12:16] = b"CmnD"
    return icu_data.package(bytes(header), entries)


def test_package_round_trip_keeps_names_data_and_alignment():
    entries = [("icudt73l/a.res", b"x" * 5), ("icudt73l/b.icu", b"yz" * 20), ("icudt73l/c", b"")]
    package = _toy_package(entries)
    header, found = icu_data.items(package)
    assert len(header) == 32
    assert [name for name, _ in found] == [name for name, _ in entries]
    for (_, data), (_, stored) in zip(entries, found, strict=True):
        assert stored[: len(data)] == data and not stored[len(data) :].strip(b"\0")
    toc = package[32:]
    for i in range(len(entries)):
        _, data_offset = struct.unpack_from("<II", toc, 4 + 8 * i)
        assert (32 + data_offset) % 16 == 0


def test_anything_else_is_refused():
    with pytest.raises(ValueError, match="not an ICU common data package"):
        icu_data.items(b"\0" * 64)


@pytest.mark.skipif(
    not sys.platform.startswith("linux") or not all(map(shutil.which, ("as", "ld", "readelf"))),
    reason="Linux with binutils",
)
def test_slim_library_exports_the_package_icu_looks_for(tmp_path):
    """A library built from a toy package exports icudtNN_dat holding exactly that package,
    under the source library's SONAME (what libicuuc links against)."""
    package = _toy_package([("icudt73l/a.res", b"abc")])
    (tmp_path / "src.s").write_text(
        "\t.section .rodata\n\t.balign 16\n\t.globl icudt73_dat\n\t.type icudt73_dat, @object\n"
        f"\t.size icudt73_dat, {len(package)}\n"
        'icudt73_dat:\n\t.incbin "src.bin"\n'
    )
    (tmp_path / "src.bin").write_bytes(package)
    subprocess.run(["as", "-o", "src.o", "src.s"], cwd=tmp_path, check=True)
    source = tmp_path / "libicudata.so.73"
    link = ["ld", "-shared", "-soname", "libicudata.so.73", "-o", str(source), "src.o"]
    subprocess.run(link, cwd=tmp_path, check=True)
    target = tmp_path / "out" / "libicudata.so.73"
    target.parent.mkdir()
    before, after = icu_data.slim(source, target)
    assert before == after == len(package)
    symbol, data = icu_data._elf_symbol(target.read_bytes())
    assert (symbol, data) == ("icudt73_dat", package)
    assert icu_data._soname(target) == "libicudata.so.73"
