"""Which of a scene's sheet items the moves seen (motion.py) look at, at a position drawn.

`Motion` remembers what each item shown was drawn from, with the item's `version` then, and
compares again only an item set since. Each cell of a `SheetScene` tells its scene when one of
its public attributes is set (`SheetItem.tell_settings`: the scene's `set_since`), so at a
position drawn the moves seen look at those items, and at the ones they could not take as they
were (hidden then, or drawn from a value that can change in place), not at every item of every
sheet shown: a click sets a box or two of a hundred and more, and the other players' sheets
are often not set at all. A scene is looked at whole when its items or the seat it shows are
not the ones of its last look, and when one of the items it was looked at for lost its key to
another (the big sheet showing that seat now).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QGraphicsScene

from .sheet_item import SheetItem

Key = tuple[Any, str]  # (the seat whose sheet it is, or None for the table's things; item id)
KeyedItems = list[tuple[SheetItem, Key]]
Keyed = tuple[list[Any], KeyedItems, dict[int, int]]


class SeenItems:
    """For one table's moves seen: each scene's sheet items with their keys, and which of them
    to look at again."""

    def __init__(self) -> None:
        # each scene's sheet items, then with their keys, per seat shown, and each one's place
        # among them (id(item) -> index)
        self._keys: dict[tuple[int, Any, tuple[str, ...]], Keyed] = {}
        # id(scene) -> what its last look was made from (`keyed`), the items it left then
        self._looked: dict[int, tuple[Keyed, list[SheetItem]]] = {}

    def keyed(self, scene: QGraphicsScene, seat: Any, shared: tuple[str, ...]) -> KeyedItems:
        """The scene's sheet items, each with its `Key` when the scene shows `seat`'s sheet."""
        return self._made(scene, seat, shared)[1]

    def _made(self, scene: QGraphicsScene, seat: Any, shared: tuple[str, ...]) -> Keyed:
        # made again only when the scene's items are not the ones they were made from (asked at
        # every position drawn, for a hundred items and more; they seldom change)
        cells = list(getattr(scene, "cells", {}).values())
        made = self._keys.get((id(scene), seat, shared))
        if made is None or made[0] != cells:  # (the very same items: compared by identity)
            keyed = [
                (item, (None if shared and item.item_id.startswith(shared) else seat, item.item_id))
                for item in cells
                if isinstance(item, SheetItem)
            ]
            places = {id(item): i for i, (item, _key) in enumerate(keyed)}
            made = self._keys[(id(scene), seat, shared)] = (cells, keyed, places)
        return made

    def to_look_at(self, scene: QGraphicsScene, seat: Any, shared: tuple[str, ...]) -> KeyedItems:
        """The scene's keyed items to look at now, in the scene's order: those set since its
        last look and those left then (`left`); all of them when it was not looked at so."""
        made = self._made(scene, seat, shared)
        keyed = made[1]
        since: set[SheetItem] | None = getattr(scene, "set_since", None)
        if since is None:
            return keyed
        last = self._looked.pop(id(scene), None)
        told = list(since)
        since.clear()
        if last is None or last[0] is not made:
            return keyed
        places = made[2]
        found = {places.get(id(item)) for item in (*told, *last[1])}
        return [keyed[i] for i in sorted(i for i in found if i is not None)]

    def left(
        self, scene: QGraphicsScene, seat: Any, shared: tuple[str, ...], items: list[SheetItem]
    ) -> None:
        """The scene was looked at (`to_look_at`); `items` are those not taken as they are:
        looked at again next time, with those set since."""
        if getattr(scene, "set_since", None) is not None:
            self._looked[id(scene)] = (self._made(scene, seat, shared), items)

    def mixed(self, item: SheetItem, key: Key) -> None:
        """`item` lost `key` to another item (the big sheet shows another seat, whose small
        sheet had it): its scene is looked at whole next time, if its last look was of it under
        that key (every scene's, when the item is in none now)."""
        scene = item.scene()
        if scene is None:
            self._looked.clear()
            return
        last = self._looked.get(id(scene))
        if last is not None:
            _cells, keyed, places = last[0]
            place = places.get(id(item))
            if place is not None and keyed[place][1] == key:
                del self._looked[id(scene)]

    def forget(self) -> None:
        self._looked.clear()
        self._keys.clear()
