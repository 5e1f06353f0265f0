"""Make the README's screenshots: docs/screenshots/{start,game}-{en,el,pl}.png, one of each
card game placing a shape ({treasure,pyramid}-cards-en.png) and a nine-player game of Giza dice
(giza-dice-en.png); the English game shots again on a small laptop screen (*-1024x600.png);
each game's table in large print and in high contrast, and one in the dark palette
(look-<game>-{large,contrast,dark}.png);
the first page of each game's blank pads as printed on A4, at 96 dpi (pad-<game>.png); and the
replay of a finished game of Treasure cards at its end on the small screen, in English and
Greek (replay-treasure-cards-{en,el}-1024x600.png); a computer's move seen on its sheet in each
game, ringed, its log line marked (moves-<game>-en.png, on the small screen too, and Number rows
in Greek and Polish), and part-way through its pen stroke or card turn
(moves-{number-rows,treasure-cards}-stroke-en.png); the end of a game celebrated, its scores
counted up (end-number-rows-{en,el,pl}.png, and on the small screen in English, with a solo game
of Giza dice: end-giza-dice-solo-en-1024x600.png); the start page at both sizes in every
language (start-<language>[-1024x600].png), a family of players remembered, every picture drawn;
and each game's table with its most seats on the small screen in Greek and in Polish
(table-<game>-{el,pl}-1024x600.png). The pictures are saved with at most 256 colours where
ImageMagick's `convert` is at hand (a tenth of the size, the same to the eye).

The app is driven offscreen at 1366×768 (a common laptop size) and 1024×600, in a
temporary data folder holding one game of Number rows in progress (three players, made by the
greedy bot and cut in the middle of a turn). For each language: the game opened on the table
of the player to act, their hand shown.

    .venv/bin/python scripts/screenshots.py [--out DIR] [--only start,tables,pads,replay,moves,end]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SIZE = (1366, 768)
SMALL = (1024, 600)
PLAYERS = ("Ana", "Nikos", "Zofia")


def make_game(seed: int = 3) -> Path:
    """A 3-player game cut about half-way through, the active player's cards played and not yet
    crossed (the sheet highlights where they may go)."""
    from sheetdesk.core import registry, savefile
    from sheetdesk.core.headless import play_one
    from sheetdesk.core.protocol import Decide
    from sheetdesk.core.rng import Rng, derive
    from sheetdesk.core.session import Player, Session
    from sheetdesk.games.number_rows import rules as nr

    full = play_one("number_rows", len(PLAYERS), seed, bot="greedy")
    rules = registry.get("number_rows").rules()
    state = rules.setup(len(PLAYERS), full.options, Rng(derive(full.seed, "setup")))
    cut = 0
    for index, entry in enumerate(full.log):
        step = rules.step(state)
        if (
            index <= len(full.log) * 0.55
            and state.phase == "play"
            and state.played
            and not state.play_crosses
            and isinstance(step, Decide)
            and any(isinstance(a, nr.Cross) for a in rules.legal_actions(state, step.seats[0]))
        ):
            cut = index  # cards played, a cross to make: the sheet shows where it may go
        state = rules.apply(state, entry.seat, entry.action)
    humans = [Player(name, "human") for name in PLAYERS]
    session = Session.restore(
        rules, humans, full.options, full.seed, full.log[:cut], cut, match_id="screenshot-game"
    )
    return savefile.write(session)


def card_game_shot(app, translators, game: str, out: Path, size: tuple[int, int] = SIZE) -> Path:  # type: ignore[no-untyped-def]
    """A 3-player game of `game` in round 2, the player to act aiming the revealed shape (the
    ghost green where it fits), taken through the real window."""
    from PySide6.QtCore import QPoint
    from PySide6.QtTest import QTest

    from sheetdesk.core import registry
    from sheetdesk.core.rng import Rng
    from sheetdesk.core.session import Player
    from sheetdesk.games.expeditions import engine
    from sheetdesk.ui.new_game_dialog import NewGameChoice

    entry = registry.get(game)
    window = english_window(app, translators, size)
    players = tuple(Player(name) for name in PLAYERS)
    window.start_new(NewGameChoice(entry, players, {}, 11))
    session, controller = window.session, window.controller
    bot = entry.bot("greedy")
    for step in range(5000):
        state = session.state
        if window.current_page_name() == "handover":
            controller.confirm_handover()
            settle(app, 2)
            continue
        seat = session.acting_seat()
        legal = list(session.legal_actions(seat))
        if state.round == 2 and state.phase == "mark" and not state.marks[seat]:
            places = [a for a in legal if isinstance(a, engine.Place)]
            if places and state.revealed >= 2:
                table = window.page("table").table
                action = bot(session.view(seat), seat, legal, Rng(step))
                target = action if isinstance(action, engine.Place) else places[0]
                rot, mirrored, anchor = table.pose_for(target.card, target.cells)
                while table._rot != rot:
                    table.turn(1)
                if table._mirrored != mirrored:
                    table.flip()
                point = table.box_center(table.slot_of(target.card), anchor)
                QTest.mouseMove(table.board_view.viewport(), QPoint(point.x(), point.y()))
                settle(app)
                break
        controller.choose(bot(session.view(seat), seat, legal, Rng(step)))
        settle(app, 1)
    return save_and_close(app, window, out / shot_name(f"{game.replace('_', '-')}-en", size))


def giza_dice_shot(app, translators, out: Path, size: tuple[int, int] = SIZE) -> Path:  # type: ignore[no-untyped-def]
    """Nine people at Giza dice, half-way through: the writer has a Nile roll and has chosen a
    number, so the cells it fits light up; the other eight sheets in the overview."""
    from sheetdesk.core import registry
    from sheetdesk.core.rng import Rng
    from sheetdesk.core.session import Player
    from sheetdesk.games.giza_dice import rules as gd
    from sheetdesk.ui.new_game_dialog import NewGameChoice
    from sheetdesk.ui.sheetkit import set_animations

    names = ("Ana", "Nikos", "Zofia", "Dimitris", "Ewa", "Filip", "Gosia", "Helena", "Jan")
    entry = registry.get("giza_dice")
    set_animations(False)
    window = english_window(app, translators, size)
    players = tuple(Player(name) for name in names)
    window.start_new(NewGameChoice(entry, players, {"powers": True, "quick": False}, 31))
    session, controller = window.session, window.controller
    bot = entry.bot("greedy")
    for step in range(20000):
        if session.is_over():
            raise RuntimeError("no Nile roll to show in this game: try another game number")
        state = session.state
        seat = session.acting_seat()
        legal = list(session.legal_actions(seat))
        table = window.page("table").table
        nile_roll = state.phase == "write" and state.number is None
        if state.rolls >= 10 and nile_roll and state.choices[seat] is None:
            action = bot(session.view(seat), seat, legal, Rng(step))
            if isinstance(action, gd.Write) and len(table.formations()) >= 4:
                name = f"form_{action.base}_{'_'.join(map(str, action.nile))}"
                settle(app)
                table.choice(name).click()
                settle(app)
                break
        controller.choose(bot(session.view(seat), seat, legal, Rng(step)))
    return save_and_close(app, window, out / shot_name("giza-dice-en", size))


def moves_shot(app, translators, game, out, size=SIZE, language="en", mid=False):  # type: ignore[no-untyped-def]
    """Ana and two computers at `game`: the table when Ana's turn comes after a computer has
    marked its sheet (its marks ringed, its log line marked); `mid`: part-way through the
    animation of that move (the pen stroke, the card turning)."""
    from sheetdesk.core import registry
    from sheetdesk.core.rng import Rng
    from sheetdesk.core.session import Player
    from sheetdesk.ui.main_window import MainWindow
    from sheetdesk.ui.new_game_dialog import NewGameChoice
    from sheetdesk.ui.settings import Settings
    from sheetdesk.ui.sheetkit import finish_all

    entry = registry.get(game)
    translators.install(language)
    window = MainWindow(translators, Settings(language=language))
    window.resize(*size)
    window.show()
    settle(app)
    players = (Player("Ana"), Player("Nikos", "bot", "greedy"), Player("Zofia", "bot", "greedy"))
    window.start_new(NewGameChoice(entry, players, {}, 5))
    session, controller = window.session, window.controller
    controller.bot_delay_ms = 0
    bot = entry.bot("greedy")
    table = window.page("table").table
    for step in range(3000):
        seat = session.acting_seat()
        if seat is None:
            break
        if not session.players[seat].is_human:
            controller.play_bots_now()
            settle(app, 1)
            continue
        ringed = [
            item for item in table.motion.marked if ":" in item.item_id or "." in item.item_id
        ]
        others = {s for _sc, s, big in table.motion_scenes() if not big}
        shown = [
            i
            for i in ringed
            if any(i.scene() is sc for sc, s, b in table.motion_scenes() if s in others and not b)
        ]
        enough = len(session.history) > (12 if game in ("number_rows", "giza_dice") else 40)
        if enough and shown and (table.motion.running() or not mid):
            break
        controller.choose(
            bot(session.view(seat), seat, list(session.legal_actions(seat)), Rng(step))
        )
        settle(app, 1)
    stem = f"moves-{game.replace('_', '-')}-{language}"
    if mid and table.motion.running():
        animation = table.motion._animation  # (stopped part-way for the picture)
        animation.pause()
        animation.setCurrentTime(animation.duration() * 2 // 5)
        settle(app)
        stem = f"moves-{game.replace('_', '-')}-stroke-{language}"
    else:
        finish_all()
    return save_and_close(app, window, out / shot_name(stem, size), still=not mid)


# the most seats' names in each language (long ones among them)
TABLE_NAMES = {
    "el": (
        "Γιαγιά Σοφία",
        "Νίκος",
        "Παναγιώτης",
        "Ελένη",
        "Δημήτρης",
        "Μαρία",
        "Κώστας",
        "Ζωή",
        "Ίρις",
    ),
    "pl": ("Małgorzata", "Zofia Kowalska", "Jan", "Łucja", "Kuba", "Ewa", "Filip", "Gosia", "Staś"),
}


def table_shot(app, translators, game: str, language: str, out: Path) -> Path:  # type: ignore[no-untyped-def]
    """`game` with its most seats on a 1024×600 screen in `language`, a third of the way
    through (the greedy computer choosing for everyone), on the table of the player to act."""
    from sheetdesk.core import registry
    from sheetdesk.core.rng import Rng
    from sheetdesk.core.session import Player
    from sheetdesk.ui.main_window import MainWindow
    from sheetdesk.ui.new_game_dialog import NewGameChoice
    from sheetdesk.ui.settings import Settings
    from sheetdesk.ui.sheetkit import set_animations

    entry = registry.get(game)
    info = entry.rules().info
    set_animations(False)
    translators.install(language)
    window = MainWindow(translators, Settings(language=language))
    window.resize(*SMALL)
    window.show()
    settle(app)
    players = tuple(Player(name) for name in TABLE_NAMES[language][: info.max_players])
    window.start_new(NewGameChoice(entry, players, {}, 7))
    session, controller = window.session, window.controller
    controller.bot_delay_ms = 0
    bot = entry.bot("greedy")
    step = 0
    while not session.is_over() and step < 20000:
        if window.current_page_name() == "handover":
            controller.confirm_handover()
            settle(app, 2)
            continue
        state = session.state
        if getattr(state, "round", 0) >= 2 or len(session.log) >= 40 * len(players):
            break
        seat = session.acting_seat()
        legal = list(session.legal_actions(seat))
        controller.choose(bot(session.view(seat), seat, legal, Rng(step)))
        settle(app, 1)
        step += 1
    if window.current_page_name() == "handover":
        controller.confirm_handover()
    settle(app, 10)
    name = f"table-{game.replace('_', '-')}-{language}"
    return save_and_close(app, window, out / shot_name(name, SMALL))


def pad_shots(app, translators, out: Path) -> list[Path]:  # type: ignore[no-untyped-def]
    """The first page of each game's blank pads, as `sheetdesk print` writes it on A4, drawn
    at 96 dpi (what a family sees at 100 %)."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter

    from sheetdesk.core import registry
    from sheetdesk.ui import paper

    translators.install("en")
    made = []
    for entry in registry.GAMES:
        document = paper.pad_document(entry.id, 6, "a4")
        room = paper.page_room(document.paper, document.orientation)
        size = room.adjusted(-paper.MARGIN, -paper.MARGIN, paper.MARGIN, paper.MARGIN).size()
        image = QImage(round(size.width()), round(size.height()), QImage.Format.Format_RGB32)
        image.fill(Qt.GlobalColor.white)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        paper.paint_page(painter, document.pages[0], room)
        painter.end()
        document.release()
        path = out / f"pad-{entry.id.replace('_', '-')}.png"
        image.save(str(path))
        made.append(path)
    return made


def replay_shot(app, translators, out: Path, language: str) -> Path:  # type: ignore[no-untyped-def]
    """A finished two-player game of Treasure cards (the greedy computer playing both) opened
    from Finished games on a 1024×600 screen, at its end."""
    from sheetdesk.core import savefile
    from sheetdesk.core.headless import play_one
    from sheetdesk.core.session import Player, Session
    from sheetdesk.ui.main_window import MainWindow
    from sheetdesk.ui.settings import Settings

    played = play_one("treasure_cards", 2, 1, "greedy")
    log = list(played.history)
    players = [Player("Ana"), Player("Nikos")]
    session = Session.restore(
        played.rules, players, played.options, played.seed, log, len(log), "screenshot-replay"
    )
    savefile.write(session)
    translators.install(language)
    window = MainWindow(translators, Settings(language=language))
    window.resize(*SMALL)
    window.show()
    settle(app)
    window.history_action.trigger()
    history = window.page("history")
    for _ in range(600):  # (the finished games are read in the background)
        settle(app, 2)
        if not history.syncing() and history.table.model().rowCount():
            break
        time.sleep(0.05)
    history.table.selectRow(0)
    history.open_button.click()
    settle(app, 10)
    path = out / shot_name(f"replay-treasure-cards-{language}", SMALL)
    window.grab().save(str(path))
    window.close()
    window.deleteLater()
    settle(app)
    return path


def end_shot(app, translators, out: Path, language: str, size, players=PLAYERS, game="number_rows"):  # type: ignore[no-untyped-def]
    """The end of a game (the greedy computer playing every seat but the last move, which is
    played in the window: a finished game opened again is shown quietly): the score card
    counted up, the winner named, the confetti falling (a solo game: its result)."""
    from sheetdesk.core import registry, savefile
    from sheetdesk.core.rng import Rng
    from sheetdesk.core.session import Player, Session
    from sheetdesk.ui.main_window import MainWindow
    from sheetdesk.ui.settings import Settings

    entry = registry.get(game)
    session = Session.new(entry.rules(), [Player(n) for n in players], {}, 5)
    bot = entry.bot("greedy")
    moves = []
    for step in range(50_000):
        if session.is_over():
            break
        seat = session.acting_seat()
        legal = list(session.legal_actions(seat))
        moves.append((seat, bot(session.view(seat), seat, legal, Rng(step))))
        session.act(*moves[-1])
    before = Session.new(entry.rules(), [Player(n) for n in players], {}, 5)
    for seat, action in moves[:-1]:
        before.act(seat, action)
    path = savefile.write(before)
    translators.install(language)
    window = MainWindow(translators, Settings(language=language))
    window.resize(*size)
    window.show()
    settle(app)
    window.open_path(path, external=False)
    settle(app)
    if window.current_page_name() == "handover":
        window.controller.confirm_handover()
        settle(app)
    window.controller.choose(moves[-1][1])  # (the last move, as the table plays it)
    page = window.page("scores")
    for _ in range(2000):  # the count-up, at its own pace
        settle(app, 2)
        if not page.count_up.counting:
            break
        time.sleep(0.01)
    started = time.monotonic()
    while time.monotonic() - started < 0.9:  # the confetti half-way down
        settle(app, 2)
        time.sleep(0.01)
    solo = "-solo" if len(players) == 1 else ""
    name = shot_name(f"end-{game.replace('_', '-')}{solo}-{language}", size)
    return save_and_close(app, window, out / name, still=False)


FAMILY = ("Ana", "Nikos", "Zofia", "Γιαγιά Σοφία", "Katarzyna Szczepankowska", "Dad")


def start_shots(app, translators, path: Path, out: Path) -> list[Path]:  # type: ignore[no-untyped-def]
    """The start page in each language at both sizes, with the game at `path` to continue and
    a family of players remembered, once every picture on it is drawn."""
    from sheetdesk.core.history import History
    from sheetdesk.ui.main_window import MainWindow
    from sheetdesk.ui.settings import Settings

    history = History()
    history.remember_table(FAMILY)
    history.close()
    made = []
    for language in ("en", "el", "pl"):
        for size in (SIZE, SMALL):
            translators.install(language)
            window = MainWindow(translators, Settings(language=language))
            window.resize(*size)
            window.show()
            settle(app)
            window.refresh_start()
            page = window.start_page
            deadline = time.monotonic() + 30
            while time.monotonic() < deadline and not (
                page.continue_picture.isVisible()
                and not page.pictures_waiting()
                and all(not tile.picture.isNull() for tile in page.game_tiles.values())
            ):
                settle(app)
                time.sleep(0.02)
            made.append(save_and_close(app, window, out / shot_name(f"start-{language}", size)))
    return made


LOOKS = {"large": ("system", True), "contrast": ("contrast", False), "dark": ("dark", False)}


def mid_game(game: str, seats: int = 3) -> Path:
    """A seeded game of `game` for `seats` people, played by the greedy bot to the middle (a
    step where the player to act has a choice), saved."""
    from sheetdesk.core import registry, savefile
    from sheetdesk.core.rng import Rng
    from sheetdesk.core.session import Player, Session

    entry = registry.get(game)
    session = Session.new(entry.rules(), [Player(n) for n in PLAYERS[:seats]], {}, 7)
    bot = entry.bot("greedy")
    for step in range(100_000):
        seat = session.acting_seat()
        legal = list(session.legal_actions(seat))
        if len(session.history) >= 12 * seats + 20 and len(legal) > 1:
            break
        session.act(seat, bot(session.view(seat), seat, legal, Rng(step)))
    return savefile.write(session)


def look_shots(app, translators, out: Path, everything: bool = False) -> list[Path]:  # type: ignore[no-untyped-def]
    """Each game's table in large print and in high contrast, and one in the dark palette
    (look-<game>-<look>.png, English at 1366×768); with `everything`, every game in every look
    in English, Greek and Polish at 1366×768 and 1024×600 (named with the language and size)."""
    from sheetdesk.core import registry
    from sheetdesk.ui.main_window import MainWindow
    from sheetdesk.ui.settings import Settings
    from sheetdesk.ui.style import Look, apply_style

    made = []
    games = [game.id for game in registry.GAMES]
    saves = {game: mid_game(game) for game in games}
    languages = ("en", "el", "pl") if everything else ("en",)
    sizes = (SIZE, SMALL) if everything else (SIZE,)
    for look, (colours, larger) in LOOKS.items():
        apply_style(app, Look(colours, larger))
        for language in languages:
            translators.install(language)
            for game in games if everything or look != "dark" else games[:1]:
                for size in sizes:
                    window = MainWindow(translators, Settings(language=language))
                    window.resize(*size)
                    window.show()
                    settle(app)
                    window.open_path(saves[game], external=False)
                    settle(app)
                    if window.current_page_name() == "handover":
                        window.controller.confirm_handover()
                    stem = f"look-{game.replace('_', '-')}-{look}"
                    stem += f"-{language}" if everything else ""
                    made.append(save_and_close(app, window, out / shot_name(stem, size)))
    apply_style(app)
    translators.install("en")
    return made


def shot_name(stem: str, size: tuple[int, int]) -> str:
    """`stem`.png at the usual size, `stem`-WxH.png at another."""
    return f"{stem}.png" if size == SIZE else f"{stem}-{size[0]}x{size[1]}.png"


def english_window(app, translators, size: tuple[int, int]):  # type: ignore[no-untyped-def]
    """A main window in English, shown at `size`."""
    from sheetdesk.ui.main_window import MainWindow
    from sheetdesk.ui.settings import Settings

    translators.install("en")
    window = MainWindow(translators, Settings(language="en"))
    window.resize(*size)
    window.show()
    settle(app)
    return window


def save_and_close(app, window, path: Path, still: bool = True) -> Path:  # type: ignore[no-untyped-def]
    """Save what `window` shows as `path`, then close it. `still`: every animation finished
    first (a roll, a card turning, a pen stroke), so that the same shot is the same picture on
    every run; a shot of something part-way (a pen stroke, the confetti) passes False."""
    from sheetdesk.ui.sheetkit.motion import finish_all

    if still:
        finish_all()
    settle(app)
    window.grab().save(str(path))
    window.close_game()
    window.close()
    window.deleteLater()
    settle(app)
    return path


def settle(app, rounds: int = 5) -> None:  # type: ignore[no-untyped-def]
    for _ in range(rounds):
        app.processEvents()


def _game_ids() -> list[str]:
    from sheetdesk.core import registry

    return [entry.id for entry in registry.GAMES]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(ROOT / "docs" / "screenshots"))
    parser.add_argument(
        "--only",
        default="",
        help=(
            "a comma-separated choice of: pages, start, tables, pads, replay, moves, end, looks"
            " (all when not given); looks-all: every look in every language and size"
        ),
    )
    args = parser.parse_args()
    only = {part.strip() for part in args.only.split(",") if part.strip()}
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    os.environ["SHEETDESK_DATA_DIR"] = tempfile.mkdtemp(prefix="sheetdesk-shots-")
    sys.path.insert(0, str(ROOT))

    from sheetdesk.ui.app import create_application
    from sheetdesk.ui.i18n import Translators
    from sheetdesk.ui.main_window import MainWindow
    from sheetdesk.ui.settings import Settings
    from sheetdesk.ui.style import apply_style

    app = create_application([sys.argv[0]])
    apply_style(app)
    translators = Translators()
    import sheetdesk.games

    sheetdesk.games.import_all()
    if not only or "pads" in only:
        for made in pad_shots(app, translators, out):
            print(made.name)
    if not only or "replay" in only:
        for language in ("en", "el"):
            print(replay_shot(app, translators, out, language).name)
    if not only or "moves" in only:
        for game in ("number_rows", "giza_dice", "treasure_cards", "pyramid_cards"):
            for size in (SIZE, SMALL):
                print(moves_shot(app, translators, game, out, size).name)
        for language in ("el", "pl"):
            print(moves_shot(app, translators, "number_rows", out, SIZE, language).name)
        for game in ("number_rows", "treasure_cards"):
            print(moves_shot(app, translators, game, out, SIZE, "en", mid=True).name)
        translators.install("en")
    if not only or "end" in only:
        for language in ("en", "el", "pl"):
            print(end_shot(app, translators, out, language, SIZE).name)
        print(end_shot(app, translators, out, "en", SMALL).name)
        print(end_shot(app, translators, out, "en", SMALL, ("Ana",), "giza_dice").name)
    if not only or "tables" in only:
        for game in _game_ids():
            for language in ("el", "pl"):
                print(table_shot(app, translators, game, language, out).name)
    if not only or only & {"looks", "looks-all"}:
        for made in look_shots(app, translators, out, everything="looks-all" in only):
            print(made.name)
    if only and not only & {"pages", "start"}:
        return smaller(out)
    path = make_game()
    if not only or "start" in only:
        for made in start_shots(app, translators, path, out):
            print(made.name)
    if only and "pages" not in only:
        return smaller(out)
    for language in ("en", "el", "pl"):
        translators.install(language)
        window = MainWindow(translators, Settings(language=language))
        window.resize(*SIZE)
        window.show()
        settle(app)
        if not window.open_path(path, external=False):
            print(f"could not open {path}", file=sys.stderr)
            return 1
        settle(app)
        if window.current_page_name() == "handover":
            window.controller.confirm_handover()
            settle(app)
        settle(app)
        page = window.current_page_name()
        window.grab().save(str(out / f"game-{language}.png"))
        print(f"{language}: game-{language}.png (page {page})")
        window.close_game()
        window.close()
        window.deleteLater()
        settle(app)
    window = english_window(app, translators, SMALL)
    window.open_path(path, external=False)
    settle(app)
    if window.current_page_name() == "handover":
        window.controller.confirm_handover()
    print(save_and_close(app, window, out / shot_name("game-en", SMALL)).name)
    for size in (SIZE, SMALL):
        for game in ("treasure_cards", "pyramid_cards"):
            print(card_game_shot(app, translators, game, out, size).name)
        print(giza_dice_shot(app, translators, out, size).name)
    return smaller(out)


def smaller(out: Path) -> int:
    """Every picture in `out` saved again with at most 256 colours, where `convert` is at hand."""
    import shutil
    import subprocess

    convert = shutil.which("convert")
    if convert is None:
        return 0
    for path in sorted(out.glob("*.png")):
        # (-strip: no creation time written into the file, so the same picture is the same file)
        subprocess.run([convert, str(path), "-strip", "-colors", "256", f"PNG8:{path}"], check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
