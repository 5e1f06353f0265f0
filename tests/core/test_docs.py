"""The repository's own pages: the README stays short (what sheetdesk is, the two commands, how
to play; the rest in docs/), every relative link of the README and of docs/ leads to a file that
exists, and what they say of the games holds: every game the README names is a registered game
and has its paragraph, its count of games is the games it names, and every game folder the
project layout of docs/development.md names exists. A new game needs neither page: the app's
Rules page says how to play every registered game (tests/ui/test_rules_page.py)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"
LINK = re.compile(r"\]\(([^)#\s]+)(?:#[^)]*)?\)")
PAGES = [README, ROOT / "benchmarks" / "RESULTS.md", *sorted((ROOT / "docs").rglob("*.md"))]


def test_the_readme_is_at_most_8_kb():
    assert len(README.read_bytes()) <= 8 * 1024


COUNTS = ("One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten")
INTRO = re.compile(r"^(\w+) games: (.*?)\n\n", re.M | re.S)
BOLD = re.compile(r"\*\*([^*]+?)\*\*")


def readme_games(text: str) -> tuple[str, list[str]]:
    """The README's count of games ("Four") and the games its introduction names in bold."""
    intro = INTRO.search(text)
    assert intro is not None, "the README's introduction names the games: '<Count> games: **…**'"
    return intro.group(1), BOLD.findall(intro.group(2))


def stale_games(text: str, registered: set[str]) -> list[str]:
    """What the README says of the games that does not hold: a count that is not the games it
    names, a game named that is not registered, a game named with no paragraph on how to play."""
    count, named = readme_games(text)
    wrong = [] if count in COUNTS and COUNTS.index(count) + 1 == len(named) else [count]
    wrong += [name for name in named if name.lower() not in registered]
    return wrong + [name for name in named if f"**{name}.**" not in text]


def test_the_readme_says_how_to_play_the_games_it_names_and_links_the_rest():
    from sheetdesk.core.registry import GAMES

    text = README.read_text("utf-8")
    registered = {str(game.name).lower() for game in GAMES}
    assert readme_games(text)[1]
    assert not stale_games(text, registered)
    for page in ("docs/rules/", "docs/architecture.md", "docs/development.md", "RESULTS.md"):
        assert f"]({page}" in text or page in text, page


def test_a_stale_readme_is_found():
    good = "Two games: **Dice** and **Cards**.\n\n**Dice.** Roll.\n\n**Cards.** Deal.\n"
    assert not stale_games(good, {"dice", "cards"})
    assert stale_games(good, {"dice"}) == ["Cards"]  # a game no longer registered
    assert stale_games(good.replace("Two", "Three"), {"dice", "cards"}) == ["Three"]
    assert stale_games(good.replace("**Cards.** Deal.", ""), {"dice", "cards"}) == ["Cards"]


def test_every_relative_link_leads_to_a_file():
    broken = []
    for page in PAGES:
        for target in LINK.findall(page.read_text("utf-8")):
            if "://" in target or target.startswith("mailto:"):
                continue
            if not (page.parent / target).exists():
                broken.append(f"{page.relative_to(ROOT)}: {target}")
    assert not broken, broken


def test_every_game_folder_the_project_layout_names_exists():
    text = (ROOT / "docs" / "development.md").read_text("utf-8")
    named = set(re.findall(r"sheetdesk/games/(\w+)/", text))
    assert named  # (the layout shows the games' folders)
    missing = [
        f for f in sorted(named) if not (ROOT / "sheetdesk" / "games" / f / "__init__.py").exists()
    ]
    assert not missing, missing
