"""The history database: remembered players, the finished games' index kept true to the saves,
migrations from every earlier schema, a damaged or newer database, and names a family types."""

from __future__ import annotations

import sqlite3

import pytest

from sheetdesk.core import history as history_module
from sheetdesk.core import paths, registry, savefile, stats
from sheetdesk.core.headless import play_one
from sheetdesk.core.history import (
    MIGRATIONS,
    SCHEMA_VERSION,
    History,
    HistoryError,
    HistoryReadOnly,
    name_key,
)
from sheetdesk.core.session import Player, Session
from tests.declared import uniform_bot


def _save(names, seed, *, finished=True, kinds=None, match_id=None):
    """A game played to the end by random bots, saved under these seat names (a person's seat
    unless `kinds` says "bot"); cut before its end if not `finished`. The game is the registry's
    games in turn, by the seed: the index holds every game's."""
    bot = uniform_bot(game_of(seed))
    played = play_one(game_of(seed), len(names), seed, bot)
    log = list(played.history)
    cursor = len(log) if finished else len(log) // 2
    kinds = kinds or ["human"] * len(names)
    players = [Player(n, k, bot if k == "bot" else "") for n, k in zip(names, kinds, strict=True)]
    session = Session.restore(
        played.rules, players, played.options, played.seed, log[:cursor], cursor,
        match_id or f"game{seed}",
    )  # fmt: skip
    return savefile.write(session), session


def game_of(seed: int) -> str:
    return registry.GAMES[seed % len(registry.GAMES)].id


def _rows(db_path):
    with sqlite3.connect(db_path) as db:
        return db.execute("SELECT COUNT(*) FROM games").fetchone()[0]


@pytest.fixture
def hist(data_dir):
    with History() as opened:
        yield opened


def test_a_finished_game_is_indexed_with_its_seats_scores_winner_and_end(hist):
    path, session = _save(["Anna", "Grandma", "Kuba"], 1)
    result = hist.sync()
    assert (result.added, result.failed) == (1, ())
    (game,) = hist.games()
    assert game.file == path.name and game.game == game_of(1) and game.match_id == "game1"
    assert game.rules_version == session.rules.info.rules_version
    scores = session.rules.scores(session.state)
    assert [s.name for s in game.seats] == ["Anna", "Grandma", "Kuba"]
    assert [s.seat for s in game.seats] == [0, 1, 2]
    assert [s.total for s in game.seats] == [scores[n].total for n in range(3)]
    assert [s.winner for s in game.seats] == [scores[n].winner for n in range(3)]
    assert game.seats[0].items == tuple((i.key, i.label, i.points) for i in scores[0].items)
    assert game.end_reason == session.rules.end_reason(session.state)
    assert {p.name for p in hist.players()} == {"Anna", "Grandma", "Kuba"}


def test_unfinished_games_stay_out_of_the_index(hist):
    _save(["Anna", "Kuba"], 2, finished=False)
    assert hist.sync().added == 0
    assert hist.games() == [] and hist.players() == []


def test_the_index_follows_saves_added_changed_and_removed(hist):
    first, _ = _save(["Anna", "Kuba"], 1)
    hist.sync()
    assert not hist.stale()
    _save(["Anna", "Kuba"], 2)
    assert hist.stale()
    assert hist.sync().added == 1 and hist.count_games() == 2
    savefile.delete(first)
    assert hist.stale()
    assert hist.sync().removed == 1
    assert [g.match_id for g in hist.games()] == ["game2"]
    _path, other = _save(["Anna", "Kuba"], 5, match_id="game2")  # the same file, another game
    assert hist.stale()
    hist.sync()
    assert [g.seats[0].total for g in hist.games()] == [other.rules.scores(other.state)[0].total]


def test_a_missing_index_is_rebuilt_from_the_saves(data_dir):
    for seed in (1, 2, 3):
        _save(["Anna", "Kuba"], seed)
    with History() as hist:
        hist.sync()
    paths.history_path().unlink()
    with History() as hist:
        assert hist.stale()
        hist.sync()
        assert hist.count_games() == 3
        assert {p.name for p in hist.players()} == {"Anna", "Kuba"}


def test_renaming_reaches_every_game_played_and_a_rebuild(hist):
    _save(["Ana", "Kuba"], 1)
    _save(["Kuba", "Ana"], 2)
    hist.sync()
    ana = hist.find("Ana")
    hist.rename(ana.id, "Anna")
    assert {s.name for g in hist.games() for s in g.seats} == {"Anna", "Kuba"}
    assert {s.name_then for g in hist.games() for s in g.seats} == {"Ana", "Kuba"}
    hist.rebuild()
    assert {s.name for g in hist.games() for s in g.seats} == {"Anna", "Kuba"}
    assert hist.find("ana").id == ana.id == hist.find("ANNA").id
    assert [p.name for p in hist.players()] == ["Anna", "Kuba"]


def test_merging_two_players_makes_their_games_one_players(hist):
    _save(["Anna", "Kuba"], 1)
    _save(["Anan", "Kuba"], 2)
    hist.sync()
    anna, typo = hist.find("Anna"), hist.find("Anan")
    hist.merge(typo.id, anna.id)
    assert [p.name for p in hist.players()] == ["Anna", "Kuba"]
    assert len(hist.games(player_id=anna.id)) == 2
    hist.rebuild()
    assert len(hist.games(player_id=anna.id)) == 2 and hist.find("Anan").id == anna.id


def test_removing_a_player_keeps_every_game_with_the_name_it_had(hist):
    """A save whose player no longer exists: the game stays, showing the name of the time, and
    a rebuild does not bring the player back."""
    _save(["Anna", "Kuba"], 1)
    hist.sync()
    kuba = hist.find("Kuba")
    hist.rename(kuba.id, "Jakub")
    hist.remove(kuba.id)
    assert [p.name for p in hist.players()] == ["Anna"]
    (game,) = hist.games()
    assert [s.name for s in game.seats] == ["Anna", "Kuba"]
    hist.rebuild()
    assert hist.count_games() == 1 and [p.name for p in hist.players()] == ["Anna"]
    assert [s.name for s in hist.games()[0].seats] == ["Anna", "Kuba"]
    again = hist.add_player("Kuba")  # the family chose the name again: a new player
    assert again.id != kuba.id and not again.removed


def test_one_name_in_two_seats_belongs_to_the_first(hist):
    _save(["Anna", "anna "], 1)
    hist.sync()
    (game,) = hist.games()
    assert game.seats[0].player_id == hist.find("Anna").id
    # (the loader hands the name over as the rule for names makes it: trimmed)
    assert game.seats[1].player_id is None and game.seats[1].name == "anna"
    assert len(hist.players()) == 1


def test_computer_seats_are_computer_players_with_their_level(hist):
    _save(["Bot 1", "Anna"], 1, kinds=["bot", "human"])
    hist.sync()
    bot = hist.find("Bot 1")
    level = uniform_bot(game_of(1))
    assert bot.computer and bot.level == level
    assert hist.games()[0].seats[0].computer and hist.games()[0].seats[0].level == level


def test_new_players_get_different_looks(hist):
    players = [hist.add_player(f"P{n}") for n in range(20)]
    assert len({(p.colour, p.symbol) for p in players}) == 20
    assert len({p.colour for p in players[:8]}) == len({p.symbol for p in players[:8]}) == 8


def test_the_last_table_is_remembered(hist):
    a, b = hist.add_player("Anna"), hist.add_player("Kuba")
    hist.set_last_table([b.id, a.id])
    assert hist.last_table() == [b.id, a.id]


# --- names a family types ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "name",
    [
        "<b>Anna</b> & <i>co</i>",
        "שרה",  # right to left
        "مريم بنت علي",
        "👵🏽 Γιαγιά",
        "Zdzisław Żółć",
        "x" * 24,
    ],
)
def test_names_are_kept_as_typed(hist, name):
    player = hist.add_player(name)
    assert player.name == name
    assert hist.find(name).id == player.id


@pytest.mark.parametrize(
    ("name", "says"),
    [
        ("", "needs a name"),
        ("   ", "needs a name"),
        ("x" * 300, "at most 24"),
        ("Anna\nKuba", "single line"),
        ("Anna\u0000", "invisible"),
        ("Anna\u200b", "invisible"),
    ],
)
def test_names_refused_say_why(hist, name, says):
    with pytest.raises(HistoryError) as refused:
        hist.add_player(name)
    assert says in refused.value.reason.english()
    assert hist.players() == []


def test_two_players_cannot_share_a_name(hist):
    anna = hist.add_player("Anna")
    kuba = hist.add_player("Kuba")
    with pytest.raises(HistoryError) as refused:
        hist.add_player("  anna ")
    assert "Anna is already a player" in refused.value.reason.english()
    with pytest.raises(HistoryError):
        hist.rename(kuba.id, "ANNA")
    assert hist.rename(anna.id, "ANNA").name == "ANNA"  # her own name, written otherwise
    assert [p.name for p in hist.players()] == ["ANNA", "Kuba"]


def test_name_keys_ignore_case_spaces_and_letter_forms():
    assert name_key("  Zoë  Smith ") == name_key("zoe\u0308 smith")


# --- the database file ---------------------------------------------------------------------------


def test_a_damaged_database_is_moved_aside_and_made_again_from_the_saves(data_dir):
    _save(["Anna", "Kuba"], 1)
    target = paths.history_path()
    target.write_bytes(b"this is no database" * 100)
    with History() as hist:
        assert hist.moved_aside is not None and hist.moved_aside.exists()
        assert hist.moved_aside.read_bytes() == b"this is no database" * 100
        assert hist.moved_aside.parent == target.parent
        assert hist.notice is not None and hist.moved_aside.name in hist.notice.english()
        hist.sync()
        assert hist.count_games() == 1


def test_a_locked_database_is_not_taken_for_a_damaged_one(data_dir):
    with History() as hist:
        hist.add_player("Anna")
    blocker = sqlite3.connect(paths.history_path(), isolation_level=None)
    blocker.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(sqlite3.OperationalError):
            History(timeout=0.05)
    finally:
        blocker.execute("ROLLBACK")
        blocker.close()
    assert list(paths.data_dir().glob("*damaged*")) == []
    with History() as hist:
        assert [p.name for p in hist.players()] == ["Anna"]


def test_a_newer_versions_database_is_shown_and_never_written(data_dir):
    _save(["Anna", "Kuba"], 1)
    with History() as hist:
        hist.sync()
    with sqlite3.connect(paths.history_path()) as db:
        db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    before = paths.history_path().read_bytes()
    _save(["Anna", "Kuba"], 2)
    with History() as hist:
        assert hist.read_only and "newer version" in hist.notice.english()
        assert [p.name for p in hist.players()] == ["Anna", "Kuba"]
        assert hist.count_games() == 1
        assert hist.sync().added == 0
        with pytest.raises(HistoryReadOnly):
            hist.add_player("Zosia")
        with pytest.raises(HistoryReadOnly):
            hist.rename(hist.find("Anna").id, "Ania")
    assert paths.history_path().read_bytes() == before
    assert list(paths.data_dir().glob("*damaged*")) == []


def _built_at(path, version):
    """A database as sheetdesk left it at schema `version`, with a player and a game indexed
    where that version has them."""
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("BEGIN")
    for step in MIGRATIONS[:version]:
        step(db)
    db.execute(f"PRAGMA user_version = {version}")
    if version >= 1:
        db.execute(
            "INSERT INTO players (id, name, colour, symbol) VALUES (7, 'Grandma', 'teal', 'star')"
        )
        db.execute("INSERT INTO player_names (key, player_id) VALUES ('grandma', 7)")
    db.execute("COMMIT")
    db.close()


@pytest.mark.parametrize("version", range(SCHEMA_VERSION + 1))
def test_every_earlier_schema_migrates_and_keeps_its_players(data_dir, version):
    _save(["Grandma", "Kuba"], 1)
    _built_at(paths.history_path(), version)
    with History() as hist:
        assert hist.notice is None
        assert hist.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        hist.sync()
        assert hist.count_games() == 1
        if version >= 1:
            grandma = hist.player(7)
            assert (grandma.name, grandma.colour, grandma.symbol) == ("Grandma", "teal", "star")
            assert hist.games()[0].seats[0].player_id == 7


def test_a_failing_migration_changes_nothing(data_dir, monkeypatch):
    _built_at(paths.history_path(), SCHEMA_VERSION)

    def broken(db):
        db.execute("CREATE TABLE half_done (x)")
        raise sqlite3.IntegrityError("a step that fails half way")

    from sheetdesk.core import history_schema

    monkeypatch.setattr(history_schema, "MIGRATIONS", [*MIGRATIONS, broken])
    monkeypatch.setattr(history_schema, "SCHEMA_VERSION", SCHEMA_VERSION + 1)
    db = sqlite3.connect(paths.history_path(), isolation_level=None)
    with pytest.raises(sqlite3.IntegrityError):
        history_module.migrate(db)
    assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    tables = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert "half_done" not in tables and "players" in tables
    db.close()


def test_a_damaged_save_is_reported_and_the_others_indexed(hist):
    _save(["Anna", "Kuba"], 1)
    bad = paths.saves_dir() / "broken.sheetdesk"
    bad.write_text("{not json")
    result = hist.sync()
    assert result.added == 1 and len(result.failed) == 1
    assert (paths.quarantine_dir() / "broken.sheetdesk").exists()  # moved, as the saves page does


def test_a_table_started_is_remembered_for_the_next_new_game(data_dir):
    assert history_module.remembered_names() == []  # no database yet, and none made by asking
    assert not paths.history_path().exists()
    with History() as hist:
        hist.add_player("Bot", computer=True, level="hard")
        zosia = hist.add_player("Zosia")
        hist.change(zosia.id, hidden=True)
        gone = hist.add_player("Piotr")
        hist.remove(gone.id)
        ids = hist.remember_table(["Kuba", "", "anna", "Anna", "Piotr", "x" * 300])
        assert [hist.player(i).name for i in ids] == ["Kuba", "anna", "Piotr"]
        assert hist.find("Piotr").id != gone.id
        hist.add_player("Ala")
    assert history_module.remembered_names() == ["Kuba", "anna", "Piotr", "Ala"]


def test_remembered_names_never_change_a_damaged_or_newer_database(data_dir):
    paths.history_path().write_bytes(b"no database here" * 64)
    assert history_module.remembered_names() == []
    assert paths.history_path().read_bytes() == b"no database here" * 64


def test_a_damaged_database_another_window_moves_aside_first_is_no_failure(data_dir, monkeypatch):
    target = paths.history_path()
    target.write_bytes(b"this is no database" * 100)
    real_replace = history_module.os.replace
    other = target.with_name("history.damaged-by-the-other-window.sqlite")

    def other_window_first(source, destination):
        if source == target and target.exists() and not other.exists():
            real_replace(target, other)  # the other window's move, a moment earlier
        return real_replace(source, destination)

    monkeypatch.setattr(history_module.os, "replace", other_window_first)
    with History() as hist:
        assert hist.notice is None and hist.moved_aside is None
        hist.add_player("Ana")
    assert other.read_bytes() == b"this is no database" * 100


def test_the_statistics_quick_reading_counts_as_the_game_records_do(hist):
    """`seat_scores` and `part_sums` (summed by the database) give the figures the full game
    records give: with a renamed player, a removed one, a name twice in a game and a computer."""
    _save(["Anna", "Kuba"], 1)
    _save(["Kuba", "Anna", "Bot"], 2, kinds=["human", "human", "bot"])
    _save(["Ola", "ola"], 3)  # the second seat is nobody's
    _save(["Anna", "Ola"], 4)
    hist.sync()
    hist.rename(hist.find("Anna").id, "Ania")
    hist.remove(hist.find("Ola").id)
    games = hist.games()
    scores, parts = hist.seat_scores(), hist.part_sums()
    assert scores == stats.seat_scores(games)
    for computers in (True, False):
        quick = stats.player_lines(scores, parts, computers=computers)
        assert quick == stats.per_player(games, computers=computers)
        assert quick and all(line.parts for line in quick)
        assert stats.game_lines(scores, computers=computers) == stats.per_game(
            games, computers=computers
        )
    anna, kuba = hist.find("Ania").id, hist.find("Kuba").id
    assert stats.head_to_head(scores, anna, kuba) == stats.head_to_head(games, anna, kuba)
    assert stats.head_to_head(scores, anna, kuba).games == 2
    for game in {game_of(seed) for seed in (1, 2, 4)}:  # (the games Anna played)
        assert stats.over_time(scores, anna, game) == stats.over_time(games, anna, game)
        assert stats.over_time(scores, anna, game)


def _sums(parts):
    return sorted(parts, key=lambda p: (p.game, p.player_id or 0, p.name, p.level, p.key))


def test_a_version_1_index_with_games_gets_its_score_items_summed(data_dir):
    _save(["Anna", "Kuba"], 1)
    _save(["Kuba", "Bot"], 2, kinds=["human", "bot"])
    with History() as hist:
        hist.sync()
    # the index as version 1 made and filled it: its tables and rows, nothing of version 2
    with sqlite3.connect(paths.history_path()) as db:
        db.execute("DROP TABLE part_totals")
        db.execute("DELETE FROM meta WHERE key LIKE 'part_totals%'")
        db.execute("PRAGMA user_version = 1")
    db.close()
    with History() as hist:
        assert hist.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        assert hist.part_sums() and _sums(hist.part_sums()) == _sums(stats.part_sums(hist.games()))


def test_the_score_item_sums_follow_merged_players_and_a_stopped_sync(hist, monkeypatch):
    _save(["Anna", "Kuba"], 1)
    _save(["Ania", "Kuba"], 2)
    hist.sync()
    hist.merge(hist.find("Ania").id, hist.find("Anna").id)
    assert _sums(hist.part_sums()) == _sums(stats.part_sums(hist.games()))
    assert len({p.player_id for p in hist.part_sums()}) == 2
    _save(["Anna", "Zosia"], 3)
    _save(["Zosia", "Kuba"], 4)
    monkeypatch.setattr(history_module, "SYNC_BATCH", 1)

    def stop(done, total):
        if done == 2:  # the first new game's batch is written, the second's not
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        hist.sync(stop)
    assert hist.count_games() == 3
    assert _sums(hist.part_sums()) == _sums(stats.part_sums(hist.games()))
    hist.sync()
    assert hist.count_games() == 4
    assert _sums(hist.part_sums()) == _sums(stats.part_sums(hist.games()))


def test_a_finished_save_is_indexed_as_its_replay_gives_it(hist, monkeypatch):
    """A save written at a game's end carries its score cards and end reason, but the index
    takes them only as the replay of its log gives them (as opening the game checks): a result
    edited by hand is a damaged save, never a family's figures."""
    import json

    path, session = _save(["Anna", "Grandma", "Kuba"], 1)
    loaded: list[str] = []
    load = savefile.load
    monkeypatch.setattr(savefile, "load", lambda p, **kw: loaded.append(p.name) or load(p, **kw))
    assert (hist.sync().added, hist.count_games()) == (1, 1)
    assert loaded == [path.name]
    (game,) = hist.games()
    scores = session.rules.scores(session.state)
    assert [s.total for s in game.seats] == [scores[n].total for n in range(3)]
    assert [s.winner for s in game.seats] == [scores[n].winner for n in range(3)]
    for n, seat in enumerate(game.seats):
        assert seat.items == tuple((i.key, i.label, i.points) for i in scores[n].items)
    assert game.end_reason == session.rules.end_reason(session.state)
    assert game.file == path.name and game.match_id == "game1"

    forged, _session = _save(["Anna", "Kuba"], 2)
    data = json.loads(forged.read_text(encoding="utf-8"))
    data["progress"]["result"]["scores"][0]["total"] = 9999
    forged.write_text(json.dumps(data), encoding="utf-8")
    forged.with_name(forged.name + savefile.BACKUP_SUFFIX).unlink(missing_ok=True)
    synced = hist.sync()
    assert [error.path.name for error in synced.failed] == [forged.name]
    assert "The saved result" in synced.failed[0].reason.english()
    assert [g.file for g in hist.games()] == [path.name]


def test_a_list_made_again_replays_only_the_saves_whose_bytes_changed(hist, monkeypatch):
    """What a save's replay gave is kept by its bytes beside the list: the list made again (or
    deleted and made anew) takes it from there without replaying, the same games and figures;
    a save whose bytes changed since (a result edited by hand) is replayed, and refused."""
    import json

    kept, _session = _save(["Anna", "Kuba"], 1)
    changed, _session = _save(["Anna", "Zosia"], 2)
    hist.sync()
    before = hist.games()
    loaded: list[str] = []
    load = savefile.load
    monkeypatch.setattr(savefile, "load", lambda p, **kw: loaded.append(p.name) or load(p, **kw))
    assert hist.rebuild().added == 2 and loaded == []
    assert [(g.file, g.seats, g.end_reason) for g in hist.games()] == [
        (g.file, g.seats, g.end_reason) for g in before
    ]
    hist.close()
    paths.history_path().unlink()  # the list deleted: made anew from the saves
    with History() as anew:
        assert anew.sync().added == 2 and loaded == []
        data = json.loads(changed.read_text(encoding="utf-8"))
        data["progress"]["result"]["scores"][0]["total"] = 9999
        changed.write_text(json.dumps(data), encoding="utf-8")
        changed.with_name(changed.name + savefile.BACKUP_SUFFIX).unlink(missing_ok=True)
        synced = anew.rebuild()
        assert loaded == [changed.name]
        assert [error.path.name for error in synced.failed] == [changed.name]
        assert [g.file for g in anew.games()] == [kept.name]


def test_a_memo_of_replays_that_cannot_be_used_only_means_replaying(hist):
    """The memo beside the list is a shortcut: damaged, it is passed by and every save is
    replayed into the list as before."""
    from sheetdesk.core.finished_saves import MEMO_FILE

    _save(["Anna", "Kuba"], 1)
    _save(["Anna", "Zosia"], 2)
    paths.history_path().with_name(MEMO_FILE).write_bytes(b"not a database at all" * 100)
    synced = hist.sync()
    assert (synced.added, synced.failed) == (2, ())
    assert hist.rebuild().added == 2


def test_an_older_save_without_its_result_is_replayed_into_the_index(hist):
    """A format 1 save (no result in its summary) is indexed as before: loaded and replayed."""
    import json

    path, session = _save(["Anna", "Kuba"], 3, kinds=["human", "bot"])
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["progress"].pop("result")
    data["format_version"] = 1
    path.write_text(json.dumps(data), encoding="utf-8")
    assert hist.sync().added == 1
    (game,) = hist.games()
    scores = session.rules.scores(session.state)
    assert [s.total for s in game.seats] == [scores[n].total for n in range(2)]
    assert [(s.kind, s.level) for s in game.seats] == [
        ("human", ""),
        ("bot", uniform_bot(game_of(3))),
    ]
    assert game.end_reason == session.rules.end_reason(session.state)


def test_a_result_that_does_not_match_the_moves_is_refused_when_opened(data_dir, tmp_path):
    """The result is checked against the replay whenever the game is opened, as the snapshot:
    a file whose scores were changed by hand does not open."""
    import json

    path, _session = _save(["Anna", "Kuba"], 4)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["progress"]["result"]["scores"][0]["total"] += 1
    changed = tmp_path / "changed.sheetdesk"  # outside the saves folder: never moved
    changed.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(savefile.SaveError) as raised:
        savefile.load(changed)
    assert raised.value.reason.english().startswith("The saved result (the scores")
    assert savefile.load(path).is_over()


# --- the players file beside the saves ----------------------------------------------------------


def test_a_list_made_again_gives_the_players_back_their_looks_and_names(data_dir):
    _save(["Anna", "Kuba"], 1)
    with History() as hist:
        hist.sync()
        anna = hist.find("Anna")
        hist.change(anna.id, colour="teal", symbol="star")
        hist.rename(anna.id, "Ania")  # (her old saves still say "Anna")
        hist.set_last_table([anna.id])
    paths.history_path().unlink()
    with History() as hist:  # made again: the players come back before any save is read
        ania = hist.find("Anna")  # (by the name her old saves have)
        assert (ania.id, ania.name, ania.colour, ania.symbol) == (anna.id, "Ania", "teal", "star")
        assert hist.last_table() == [anna.id]
        hist.sync()
        (game,) = hist.games()
        assert [seat.name for seat in game.seats] == ["Ania", "Kuba"]  # the old name is hers
        assert len(hist.players()) == 2


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"not json",
        b"[" * 5000 + b"]" * 5000,
        b'{"format": "sheetdesk-players", "players": [{"id": "x"}, 7, {"id": 1, "name": ""}]}',
        b'{"format": "sheetdesk-players", "players": [{"id": 2, "name": "Ola\\u001b[31m", '
        b'"colour": "red", "symbol": "star"}]}',
        b'{"format": "something else", "players": []}',
    ],
)
def test_a_damaged_players_file_is_passed_over(data_dir, content):
    _save(["Anna", "Kuba"], 1)
    history_module.players_file_path().write_bytes(content)
    with History() as hist:
        hist.sync()
        assert sorted(p.name for p in hist.players()) == ["Anna", "Kuba"]
    assert history_module.remembered_names() == ["Anna", "Kuba"]


def test_two_players_never_share_both_colour_and_symbol(hist):
    """New players get the palette's colours and symbols; a look another player has is refused
    with a sentence naming them, and changing one half of it is fine."""
    ana = hist.add_player("Ana")
    kuba = hist.add_player("Kuba")
    assert ana.colour in history_module.COLOURS and ana.symbol in history_module.SYMBOLS
    assert "circle" not in history_module.SYMBOLS and "square" not in history_module.SYMBOLS
    with pytest.raises(HistoryError) as refused:
        hist.change(kuba.id, colour=ana.colour, symbol=ana.symbol)
    assert refused.value.reason.args == (("name", "Ana"),)
    assert hist.change(kuba.id, colour=ana.colour).colour == ana.colour
    with pytest.raises(HistoryError):
        hist.change(kuba.id, symbol=ana.symbol)
    assert (hist.player(kuba.id).colour, hist.player(kuba.id).symbol) == (ana.colour, kuba.symbol)


def test_two_windows_making_a_new_list_at_once_make_it_once(tmp_path):
    """Two windows open a list that is not there yet: the one that waited for the other's
    making finds it made (not "table meta already exists") and leaves it as it is."""
    from sheetdesk.core.history import migrate

    path = tmp_path / "history.sqlite"
    other = sqlite3.connect(path, isolation_level=None)
    mine = sqlite3.connect(path, isolation_level=None)

    class MakingMeanwhile:
        """This window's connection; the other window makes the list right after this one
        has looked at its version, before it starts its own making."""

        looked = False

        def __getattr__(self, name: str) -> object:
            return getattr(mine, name)

        def execute(self, sql: str, *args: object) -> object:
            if sql != "PRAGMA user_version" or self.looked:
                return mine.execute(sql, *args)
            self.looked = True
            (seen,) = mine.execute(sql).fetchall()  # (read whole: the other may then write)
            migrate(other)

            class Cursor:
                def fetchone(self) -> object:
                    return seen

            return Cursor()

    migrate(MakingMeanwhile())  # type: ignore[arg-type]
    assert mine.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert not mine.in_transaction
    other.close()
    mine.close()


def test_two_windows_making_the_list_again_give_it_its_players_once(data_dir):
    """Two windows find a list without players (made again) and both bring back the players
    the players file keeps: the one that waited for the other finds them there (no failure,
    no player twice)."""
    from sheetdesk.core.history import restore_players

    with History() as hist:
        hist.remember_table(["Ana", "Kuba"])
        hist.db.execute("DELETE FROM player_names")
        hist.db.execute("DELETE FROM players")  # (as a list made again has none)
    file = history_module.players_file_path()
    first = sqlite3.connect(paths.history_path(), isolation_level=None)
    second = sqlite3.connect(paths.history_path(), isolation_level=None)
    # both looked and found no players; the first brings them back, then the second does
    restore_players(first, file)
    restore_players(second, file)
    assert sorted(n for (n,) in second.execute("SELECT name FROM players")) == ["Ana", "Kuba"]
    first.close()
    second.close()


def test_the_players_file_ends_as_the_last_change_left_the_list(data_dir, monkeypatch):
    """Two windows (or threads) change the players one after the other while the first is
    still writing the players file: the file ends with the second's change, never with the
    first's older players written over it."""
    import threading

    from sheetdesk.core.history import read_players_file

    with History() as hist:
        hist.remember_table(["Ana", "Kuba"])
        kuba = hist.find("Kuba")
    write = history_module.write_players_file
    second: list[threading.Thread] = []

    def rename_meanwhile() -> None:
        with History() as other:
            other.rename(kuba.id, "Jakub")

    def slow_write(path, data) -> None:  # type: ignore[no-untyped-def]
        if not second:  # the first window's write: the second window changes the list now
            second.append(threading.Thread(target=rename_meanwhile))
            second[0].start()
            second[0].join(0.5)  # (it waits for the first window's change, if that holds)
        write(path, data)

    monkeypatch.setattr(history_module, "write_players_file", slow_write)
    with History() as hist:
        hist.change(kuba.id, hidden=True)
    second[0].join()
    records, _keys, _table = read_players_file(history_module.players_file_path())
    assert sorted(r.name for r in records) == ["Ana", "Jakub"]
