"""The repository's own pages: the README stays short (what sheetdesk is, the two commands, how
to play; the rest in docs/), every relative link of the README and of docs/ leads to a file that
exists, and the project layout of docs/development.md names every game's folder."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"
LINK = re.compile(r"\]\(([^)#\s]+)(?:#[^)]*)?\)")
PAGES = [README, ROOT / "benchmarks" / "RESULTS.md", *sorted((ROOT / "docs").rglob("*.md"))]


def test_the_readme_is_at_most_8_kb():
    assert len(README.read_bytes()) <= 8 * 1024


def test_the_readme_says_how_to_play_every_game_and_links_the_rest():
    from sheetdesk.core.registry import GAMES

    text = README.read_text("utf-8")
    for game in GAMES:
        name = str(game.name)
        assert f"**{name[0].upper()}{name[1:]}.**" in text, name
    for page in ("docs/rules/", "docs/architecture.md", "docs/development.md", "RESULTS.md"):
        assert f"]({page}" in text or page in text, page


def test_every_relative_link_leads_to_a_file():
    broken = []
    for page in PAGES:
        for target in LINK.findall(page.read_text("utf-8")):
            if "://" in target or target.startswith("mailto:"):
                continue
            if not (page.parent / target).exists():
                broken.append(f"{page.relative_to(ROOT)}: {target}")
    assert not broken, broken


def test_the_project_layout_names_every_game_folder():
    text = (ROOT / "docs" / "development.md").read_text("utf-8")
    folders = [
        p.name for p in (ROOT / "sheetdesk" / "games").iterdir() if (p / "__init__.py").exists()
    ]
    assert folders
    for folder in folders:
        assert f"sheetdesk/games/{folder}/" in text, folder
