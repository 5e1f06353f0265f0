"""Screenshots of every page at 1366×768 in English, Greek and Polish (for the README and for a
look at what a family sees): `python -m sheetdesk.ui.screenshots [OUT_DIR]`.

It plays a seeded 2-player game of Number rows with its first bot choosing for both humans,
in a temporary data folder (never the user's saves).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

SIZE = (1366, 768)
NAMES = {"en": ("Ana", "Ben"), "el": ("Άννα", "Νίκος"), "pl": ("Ania", "Bartek")}


def _pump(app, rounds: int = 5) -> None:  # type: ignore[no-untyped-def]
    for _ in range(rounds):
        app.processEvents()


def take(out_dir: Path, languages: tuple[str, ...] = ("en", "el", "pl")) -> list[Path]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["SHEETDESK_DATA_DIR"] = tempfile.mkdtemp(prefix="sheetdesk-shots-")
    from sheetdesk.core import registry
    from sheetdesk.core.rng import Rng
    from sheetdesk.core.session import Player

    from .app import build_window, create_application
    from .new_game_dialog import NewGameChoice, NewGameDialog

    app = create_application([sys.argv[0]])
    window = build_window(app)
    window.resize(*SIZE)
    window.show()
    _pump(app)
    out_dir.mkdir(parents=True, exist_ok=True)
    saved: list[Path] = []

    def shot(name: str, widget=None) -> None:  # type: ignore[no-untyped-def]
        _pump(app)
        path = out_dir / f"{name}.png"
        (widget or window).grab().save(str(path))
        saved.append(path)

    entry = registry.get("number_rows")
    for language in languages:
        window.set_language(language)
        window.show_start()
        shot(f"start_{language}")
        dialog = NewGameDialog(window)
        dialog.set_players(list(NAMES[language]))
        dialog.show()
        dialog.adjustSize()
        shot(f"new_game_{language}", dialog)
        dialog.close()
        players = tuple(Player(name) for name in NAMES[language])
        window.start_new(NewGameChoice(entry, players, {"jokers": False}, 123456))
        controller = window.controller
        controller.bot_delay_ms = 0
        shot(f"handover_{language}")
        session = window.session
        bot = entry.bot()
        moves = 0
        while not session.is_over():
            if controller.waiting_for is not None:
                controller.confirm_handover()
                continue
            seat = session.acting_seat()
            if moves == 40:
                shot(f"table_{language}")
            legal = list(session.legal_actions(seat))
            controller.choose(bot(session.view(seat), seat, legal, Rng(moves)))
            moves += 1
        shot(f"scores_{language}")
        window.show_saved_games()
        shot(f"saved_games_{language}")
        window.show_rules()
        shot(f"rules_{language}")
    window.close_game()
    window.set_language("")
    return saved


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    out = Path(argv[0]) if argv else Path("/tmp/shots")
    for path in take(out):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
