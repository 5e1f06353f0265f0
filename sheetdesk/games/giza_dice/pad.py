"""Giza dice: the printed pad as data (GD-C1, GD-C2), read from `resources/giza_dice/pad.json`.

Every number the rules mark [design] lives in that file, validated here with pydantic when loaded:
the dice faces, the pyramid's levels and their first-finisher bonuses, the obelisk, the Sphinx,
the Nile digits with their "+" marks, the ×2 and :2 symbols between pyramid cells and how many of
them one write may use. This is the only module of the game that reads a
file; `rules.py`, `bot.py` and `sheet.py` use the frozen `Pad` it builds.

Cells are numbered 0..n-1 in one flat order (pyramid level 1 left to right, ... level 5, the
obelisk bottom to top, the Sphinx bottom left, top, bottom right) and have stable ids for the
log: "pyramid.<level>.<cell>", "obelisk.<cell>", "sphinx.<cell>", counted from 1. A building's
`chain` lists its cells in the order in which their numbers must grow (GD-P5, GD-P6).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from typing import Literal, TypeAlias

from pydantic import BaseModel, ConfigDict, Field, model_validator

from sheetdesk.resources import resource_path

PAD_FILE = ("giza_dice", "pad.json")
NILE: Literal["nile"] = "nile"
Face: TypeAlias = int | Literal["nile"]
Building: TypeAlias = Literal["pyramid", "obelisk", "sphinx"]
PowerKind: TypeAlias = Literal["double", "halve"]
BUILDINGS: tuple[Building, ...] = ("pyramid", "obelisk", "sphinx")


# --- the file ------------------------------------------------------------------------------------


class _Model(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class DiceData(_Model):
    count: int = Field(ge=2, le=2)
    faces: tuple[Face, ...] = Field(min_length=2)

    @model_validator(mode="after")
    def _faces(self) -> DiceData:
        digits = [face for face in self.faces if face != NILE]
        if not digits or any(not 0 <= int(d) <= 9 for d in digits):
            raise ValueError("a die needs digit faces 0-9")
        if self.faces.count(NILE) != 1:
            raise ValueError("a die has exactly one Nile face")
        return self


class PyramidData(_Model):
    levels: tuple[int, ...] = Field(min_length=1)  # cells per level, bottom to top
    bonus: tuple[int, ...]

    @model_validator(mode="after")
    def _levels(self) -> PyramidData:
        if len(self.bonus) != len(self.levels) or min(self.levels) < 1:
            raise ValueError("every pyramid level needs cells and a bonus")
        return self


class BuildingData(_Model):
    cells: int = Field(ge=1)
    bonus: int = Field(ge=0)


class NileData(_Model):
    digits: tuple[int, ...] = Field(min_length=1)
    plus: tuple[tuple[int, int], ...] = ()  # digits joined by a "+" (GD-V2)

    @model_validator(mode="after")
    def _digits(self) -> NileData:
        if len(set(self.digits)) != len(self.digits) or any(not 0 <= d <= 9 for d in self.digits):
            raise ValueError("the Nile holds distinct digits 0-9")
        for a, b in self.plus:
            if a not in self.digits or b not in self.digits:
                raise ValueError(f"a '+' joins digits of the Nile, not {a} and {b}")
            if abs(self.digits.index(a) - self.digits.index(b)) != 1:
                raise ValueError(f"a '+' stands between neighbouring digits, not {a} and {b}")
        return self


class PowerData(_Model):
    kind: PowerKind
    level: int = Field(ge=1)  # counted from the bottom, from 1
    between: tuple[int, int]  # two neighbouring cells of that level, counted from the left


class PadData(_Model):
    dice: DiceData
    pyramid: PyramidData
    obelisk: BuildingData
    sphinx: BuildingData
    nile: NileData
    powers: tuple[PowerData, ...] = ()
    powers_per_write: int = Field(ge=1)

    @model_validator(mode="after")
    def _powers(self) -> PadData:
        for power in self.powers:
            if power.level > len(self.pyramid.levels):
                raise ValueError(f"the pyramid has no level {power.level}")
            a, b = power.between
            if b != a + 1 or a < 1 or b > self.pyramid.levels[power.level - 1]:
                raise ValueError(f"a {power.kind} symbol stands between two neighbouring cells")
        if self.sphinx.cells != 3:
            raise ValueError("the Sphinx has 3 cells: bottom left, top, bottom right")
        return self


# --- what the rules use ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Part:
    """A part with its own first-finisher bonus and scarab box: a pyramid level, the obelisk or
    the Sphinx."""

    key: str  # "level1".."level5", "obelisk", "sphinx"
    building: Building
    level: int  # 1.. for pyramid levels, 0 otherwise
    cells: tuple[int, ...]  # flat cell indices, left to right (bottom to top)
    bonus: int


@dataclass(frozen=True, slots=True)
class Cell:
    id: str
    part: int
    building: Building
    place: int  # in its part, from 1


@dataclass(frozen=True, slots=True)
class Power:
    kind: PowerKind
    part: int
    cells: tuple[int, int]  # the two flat cells beside the symbol


@dataclass(frozen=True, slots=True, eq=False)  # one pad per game: compared (and cached) by identity
class Pad:
    faces: tuple[Face, ...]
    parts: tuple[Part, ...]
    cells: tuple[Cell, ...]
    chains: dict[Building, tuple[int, ...]]
    nile: tuple[int, ...]
    plus: tuple[tuple[int, int], ...]  # pairs of Nile digit indices joined by a "+"
    powers: tuple[Power, ...]
    powers_per_write: int
    index: dict[str, int]  # cell id -> flat index

    @property
    def digit_faces(self) -> tuple[int, ...]:
        return tuple(face for face in self.faces if isinstance(face, int))

    def part_of(self, cell: int) -> Part:
        return self.parts[self.cells[cell].part]

    def pyramid_parts(self) -> tuple[int, ...]:
        return tuple(i for i, part in enumerate(self.parts) if part.building == "pyramid")


def build_pad(data: PadData) -> Pad:
    parts: list[Part] = []
    cells: list[Cell] = []

    def add(key: str, building: Building, level: int, count: int, bonus: int, name: str) -> None:
        start = len(cells)
        for place in range(1, count + 1):
            cells.append(Cell(name.format(place=place), len(parts), building, place))
        parts.append(Part(key, building, level, tuple(range(start, start + count)), bonus))

    for number, (count, bonus) in enumerate(
        zip(data.pyramid.levels, data.pyramid.bonus, strict=True), 1
    ):
        add(f"level{number}", "pyramid", number, count, bonus, f"pyramid.{number}.{{place}}")
    add("obelisk", "obelisk", 0, data.obelisk.cells, data.obelisk.bonus, "obelisk.{place}")
    add("sphinx", "sphinx", 0, data.sphinx.cells, data.sphinx.bonus, "sphinx.{place}")
    chains = {
        building: tuple(i for i, cell in enumerate(cells) if cell.building == building)
        for building in BUILDINGS
    }
    powers = tuple(
        Power(
            power.kind,
            power.level - 1,
            (
                parts[power.level - 1].cells[power.between[0] - 1],
                parts[power.level - 1].cells[power.between[1] - 1],
            ),
        )
        for power in data.powers
    )
    digits = data.nile.digits
    return Pad(
        faces=data.dice.faces,
        parts=tuple(parts),
        cells=tuple(cells),
        chains=chains,
        nile=digits,
        plus=tuple(
            tuple(sorted((digits.index(a), digits.index(b))))  # type: ignore[misc]
            for a, b in data.nile.plus
        ),
        powers=powers,
        powers_per_write=data.powers_per_write,
        index={cell.id: i for i, cell in enumerate(cells)},
    )


@cache
def load_pad() -> Pad:
    path = resource_path(*PAD_FILE)
    return build_pad(PadData.model_validate(json.loads(path.read_text(encoding="utf-8"))))
