"""The corpus's "an illegal move" save for a game where every later move would be legal for the
first player where the first move stands: the move is written for a seat that may not act then."""

from __future__ import annotations

import copy
import json

from sheetdesk.core import savefile
from sheetdesk.core.session import Player, Session
from tests.core.fakegame.rules import RULES, Done, Mark

from .corpus import Good, _illegal_move


def test_the_move_is_written_for_a_seat_that_may_not_act():
    # one turn of Tally: only the first player acts, and each of their later moves (a mark,
    # done) would be legal at their first
    session = Session.new(RULES, [Player("Ana"), Player("Ben")], {"turns": 1}, 5)
    for action in (Mark(amount=1), Mark(amount=2), Done()):
        session.act(0, action)
    assert session.is_over()
    raw = savefile.dumps(session)
    good = Good("tally", raw, json.loads(raw), session)
    data = copy.deepcopy(good.data)
    _illegal_move(data, good)
    first = next(i for i, entry in enumerate(data["log"]) if entry["seat"] is not None)
    changed = data["log"][first]
    assert changed["seat"] == 1 and changed != good.data["log"][first]
