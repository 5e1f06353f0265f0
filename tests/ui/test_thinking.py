"""The worker thread of the computers' searches (ui/thinking.py) and the cycle collection kept off
the app's other threads (ui/collector.py): a search or a reading of the players' list that
allocates a great deal never starts a collection on its own thread, where it would destroy the
window's Qt objects caught in a cycle; results come back on the window's thread, and a Thinker
gone with its game drops them."""

from __future__ import annotations

import gc
import threading

import shiboken6

from sheetdesk.ui import collector
from sheetdesk.ui.thinking import Thinker


def _churn(flag: threading.Event) -> int:
    """A search's worth of allocations: many small cycles, kept until the end."""
    kept = []
    for n in range(200_000):
        node: list[object] = [n]
        node.append(node)
        kept.append(node)
    return len(kept)


def test_a_search_never_collects_on_its_thread_and_collection_comes_back_after(qtbot):
    collected_on: list[str] = []

    def note(phase: str, info: dict) -> None:
        if phase == "start":
            collected_on.append(threading.current_thread().name)

    thinker = Thinker()
    running = collector._jobs  # (other tests' jobs may still be running in this process)
    gc.callbacks.append(note)
    try:
        with qtbot.waitSignal(thinker.done, timeout=20_000) as got:
            thinker.start(_churn)
            assert not gc.isenabled()  # (while the search runs)
        assert got.args[1] == 200_000
        off_window = [name for name in collected_on if name != threading.main_thread().name]
        assert not off_window, f"cycle collections on other threads: {off_window[:5]}"
        # the result is back: the job no longer holds collection off
        assert collector._jobs == running
        # (where the sound's timer collects instead, automatic collection stays off)
        assert gc.isenabled() or running or collector.installed()
    finally:
        gc.callbacks.remove(note)
        thinker.close()
        thinker.deleteLater()


def test_the_players_list_thread_never_collects_either(qtbot):
    from sheetdesk.ui.pages import SyncThread

    collected_on: list[str] = []

    def note(phase: str, info: dict) -> None:
        if phase == "start":
            collected_on.append(threading.current_thread().name)

    def job(report, stopped) -> int:  # type: ignore[no-untyped-def]
        return _churn(threading.Event())

    thread = SyncThread(job)
    running = collector._jobs  # (other tests' jobs may still be running in this process)
    gc.callbacks.append(note)
    try:
        with qtbot.waitSignal(thread.done, timeout=20_000) as got:
            thread.start()
        thread.wait()
        assert got.args[0] == 200_000
        assert [name for name in collected_on if name != threading.main_thread().name] == []
        # its end heard here: the job no longer counts
        qtbot.waitUntil(lambda: collector._jobs == running, timeout=5_000)
    finally:
        gc.callbacks.remove(note)
        thread.deleteLater()


def test_collect_due_collects_the_generations_whose_thresholds_passed():
    was = gc.get_threshold()
    enabled = gc.isenabled()
    gc.disable()
    try:
        gc.collect()
        gc.set_threshold(10, 2, 2)
        assert collector.collect_due() == -1  # nothing allocated yet
        kept: list[list[object]] = []
        generations = []
        for _ in range(4):
            kept += [[] for _ in range(50)]
            generations.append(collector.collect_due())
        # the youngest each time; the middle one once it has been passed over twice
        assert generations == [0, 0, 0, 1]
    finally:
        gc.set_threshold(*was)
        if enabled:
            gc.enable()


def test_a_thinker_gone_with_its_game_drops_the_result_its_search_still_brings(qtbot):
    started, release = threading.Event(), threading.Event()

    def slow(flag: threading.Event) -> str:
        started.set()
        release.wait(10)
        return "late"

    thinker = Thinker()
    heard: list[object] = []
    thinker.done.connect(lambda job, result: heard.append(result))
    thinker.start(slow)
    assert started.wait(10)
    shiboken6.delete(thinker)  # the game closed while the search ran
    release.set()
    thinker.pool.waitForDone(10_000)
    qtbot.wait(50)  # the relay's queued delivery comes and finds no Thinker
    assert heard == []

    again = Thinker()
    with qtbot.waitSignal(again.done, timeout=10_000) as got:
        again.start(lambda flag: "on time")
    assert got.args[1] == "on time"
    again.close()
    again.deleteLater()
