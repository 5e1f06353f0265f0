"""One look for the whole app: big, friendly, readable for children and grandparents.

The window's colours in each palette (`UI_COLOURS`: light, dark, high contrast, by role) and the
pairs of them that must stay readable (`UI_TEXT_PAIRS`, `UI_MARK_PAIRS`: what the contrast test
reads); the sheets' colours are declared in `ui/palette.py`. `apply_style(app, look)` sets the
style sheet, the Qt palette and the sheets' palette for a `Look` (Settings ▸ Colours and
Larger text) at once, for the open window too; `Look("system")` follows the system's colour
scheme where Qt tells it (6.5 and later)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtGui import QColor, QFont, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

from . import palette as sheet_palette

if TYPE_CHECKING:  # (PySide6 builds a class, and its enums, when it is first named)
    from PySide6.QtWidgets import QPushButton, QTableView

# by role: the light palette; the dark one (a dark window around dimmed sheets); high contrast
# ("hatch": what tells a disabled check box or radio button: the stripes inside high contrast's,
# the edge of the light and dark palettes', about 2:1 on the window, as faint in both; "edge":
# a control's edge (a button's, a field's, a list's, an indicator's), 3:1 or more on the window;
# "focus": the keyboard's edge on a control, 3:1 or more against the window and the control's
# inside (high contrast: and its black edge) alike; "accent_focus": the keyboard's edge on a
# button filled with the accent, 3:1 or more against that filling and the window alike)
_ROLES = (
    "window", "text", "base", "button", "button_border", "hover", "pressed", "disabled",
    "disabled_back", "accent", "accent_text", "accent_border", "accent_hover", "accent_off",
    "accent_off_text", "title", "hint", "group", "group_border", "suggest", "note", "note_border",
    "lesson", "lesson_border", "lesson_ink", "warning", "done", "marked", "marked_text", "edge",
    "hatch", "focus", "accent_focus",
)  # fmt: skip
_LIGHT = (
    "#f6f3ea", "#1b1f24", "#ffffff", "#ffffff", "#b9b2a0", "#eef4fb", "#dce8f6", "#8a877f",
    "#f0eee8", "#2f6db5", "#ffffff", "#24558c", "#245a96", "#9fb6d1", "#eef2f7", "#27303c",
    "#5b5f66", "#fbfaf6", "#d5cfbf", "#6a1b9a", "#fff3c4", "#e0c060", "#f3eefa", "#6a1b9a",
    "#4a1270", "#8a1c1c", "#1d6b1d", "#ffe3cc", "#2b2116", "#6b6b6b", "#b9b2a0", "#2f6db5",
    "#1b1f24",
)  # fmt: skip
_DARK = (
    "#1e2024", "#e6e3dc", "#2a2d32", "#33373d", "#6b6f78", "#3b4452", "#46536a", "#8d8f94",
    "#2a2c30", "#4f8fd8", "#0d1117", "#8ab8f0", "#69a3e6", "#3a4a60", "#9aa6b5", "#f0ede6",
    "#b9bcc2", "#25282d", "#4a4e56", "#c38ae0", "#4a4126", "#a08a3c", "#2d2638", "#a774c8",
    "#e0c4f4", "#ff9c9c", "#8fdc8f", "#5a3a1c", "#ffe3cc", "#9a9da3", "#4a4e56", "#4f8fd8",
    "#ffffff",
)  # fmt: skip
_CONTRAST = (
    "#ffffff", "#000000", "#ffffff", "#ffffff", "#000000", "#e8f0ff", "#c8dcff", "#3d3d3d",
    "#e6e6e6", "#0a3a80", "#ffffff", "#000000", "#002a66", "#3d3d3d", "#ffffff", "#000000",
    "#1f1f1f", "#ffffff", "#000000", "#4b0082", "#fff3b0", "#000000", "#ffffff", "#4b0082",
    "#3a0066", "#7a0000", "#004d00", "#ffd9b3", "#000000", "#000000", "#8c8c8c", "#2f6db5",
    "#4d8ce4",
)  # fmt: skip
UI_COLOURS: dict[str, dict[str, str]] = {
    name: dict(zip(_ROLES, values, strict=True))
    for name, values in (("light", _LIGHT), ("dark", _DARK), ("contrast", _CONTRAST))
}
# what is written on what (the contrast test reads these in every palette)
UI_TEXT_PAIRS = (
    ("text", "window"), ("text", "base"), ("text", "button"), ("text", "hover"),
    ("text", "pressed"), ("text", "group"), ("title", "window"), ("hint", "window"),
    ("hint", "group"), ("accent_text", "accent"), ("accent_text", "accent_hover"),
    ("text", "note"), ("lesson_ink", "lesson"), ("text", "lesson"), ("warning", "window"),
    ("done", "base"), ("accent_off_text", "accent_off"), ("disabled", "disabled_back"),
    ("marked_text", "marked"), ("hint", "lesson"), ("disabled", "window"), ("disabled", "base"),
    ("disabled", "group"),
)  # fmt: skip
# an edge or ring that shows where a control is, that it is chosen or that the keyboard is on it;
# "edge" also the outline of a drawn mark (a chart's points, New game's dashed ring of a look not
# chosen yet)
UI_MARK_PAIRS = (
    ("accent", "window"), ("accent", "button"), ("suggest", "button"), ("lesson_border", "window"),
    ("accent_border", "window"), ("lesson_border", "base"), ("edge", "window"), ("edge", "base"),
    ("edge", "button"), ("edge", "group"), ("focus", "window"), ("focus", "base"),
    ("focus", "button"), ("focus", "group"), ("focus", "text"), ("accent_focus", "accent"),
    ("accent_focus", "window"), ("accent_focus", "group"),
)  # fmt: skip


@dataclass(frozen=True)
class Look:
    """How the app looks: its colours ("system", "light", "dark", "contrast") and whether its
    words are larger."""

    colours: str = "system"
    larger: bool = False

    def palette(self) -> str:
        """The palette drawn with: the system's scheme where the look follows it."""
        if self.colours in sheet_palette.PALETTES:
            return self.colours
        return "dark" if system_is_dark() else "light"


def system_is_dark() -> bool:
    hints = QGuiApplication.styleHints()
    scheme = getattr(hints, "colorScheme", None)  # (Qt 6.5 and later)
    if scheme is None:
        return False
    from PySide6.QtCore import Qt

    return bool(scheme() == Qt.ColorScheme.Dark)


TEXT_PX = 15  # a widget's words, in pixels, as designed
BUTTON_RADIUS_PX = 8  # a button's rounded corners
LIST_RADIUS_PX = 6  # a list's, a table's and a text box's (under their viewport's corners too)
# a field's padding inside its edge at the sides (a spin box's words are given it as their
# margin: print_dialog.py)
FIELD_PADDING_PX = 4
BUTTON_SIDES_PX = 14  # a button's padding at the sides of its words
TIGHT_SIDES_PX = 6  # a `tight` one's, in a long row in a cramped window with Larger text
HINT_EDGE_PX = 3  # the dashed outline of a button the hint points at
HANDOVER_TARGET_PX = 68
"""[design] How high the hand-over page's "I'm Ana" button is where a click or a finger pushes
it (its face: inside the 2 px margin every button keeps free, 72 px with it), at the least: the
big target a child or a grandparent is sure to hit, still on a 1024×600 screen at 125 %."""


def outlined_by_hint(button: QPushButton) -> bool:
    """Whether `button` shows the hint's dashed outline (a choice chosen shows it too: its
    chosen face inside it)."""
    return bool(button.property("hint"))


def text_px(size: float, larger: bool) -> int:
    """A widget text's size in pixels: as designed, or with Larger text a fifth larger (big words
    3 px larger: they read already) and never under 16 px (12 pt)."""
    return max(16, round(size + min(size * 0.2, 3.2))) if larger else round(size)


def style_sheet(palette: str = "light", larger: bool = False) -> str:
    c = UI_COLOURS[palette]

    def px(size: float) -> str:
        return f"{text_px(size, larger)}px"

    chosen = f"background: {c['accent']}; color: {c['accent_text']};"
    # a table's row of game buttons (up to four side by side beside a lesson's words on a
    # 1024 px screen), a page's long row of buttons (`tight`): with Larger text their words
    # take the room their sides had (beside a lesson's wider column too); the game buttons' row
    # gives the sheet above it the height their padding had (44 px buttons, over the 40 px a
    # click needs, words whole in the 38 px their content keeps): the larger menu, header and
    # instruction take that much from it; a `roomy` one, in a row with room to spare, keeps the
    # sides the header's buttons have in that window, whatever the text: `BUTTON_SIDES_PX`, a
    # `tight` button's `TIGHT_SIDES_PX` in a cramped window with Larger text (at 2 px, Giza's
    # "Δεν γράφω τίποτα" touched its edges beside the header's buttons with 6; at 6 it had less
    # room than they, with 14, at 1024x600 and 1366x768; the card games' rows in Polish have
    # no px to spare)
    # A button's edge is 1 px inside a 2 px margin it keeps free; with the keyboard on it
    # (:focus) or the hint's outline, 3 px that take the margin's room: the button's size (and
    # its row's height, the sheet's above it) stays the same whatever its edge. The keyboard's
    # edge grows 2 px out of the button's face: a change of 3:1 or more against the window over
    # more than a 2 px ring round it (WCAG's focus appearance), whatever its edge's colour was.
    # With the usual text in a cramped window (palette.cramped: 1024x600 at 125 %) the game
    # buttons' sides narrow too: their row fits one line beside the others' sheets
    game_buttons = (
        "QWidget#game_buttons QPushButton { padding: 0px 2px; }"
        f' QWidget#game_buttons QPushButton[roomy="true"] {{ padding: 0px {BUTTON_SIDES_PX}px; }}'
        ' QWidget#game_buttons[cramped="true"] QPushButton[roomy="true"]'
        f" {{ padding: 0px {TIGHT_SIDES_PX}px; }}"
        f' QPushButton[tight="true"] {{ padding: 4px {TIGHT_SIDES_PX}px; }}'
        if larger
        else 'QWidget#game_buttons[cramped="true"] QPushButton { padding-left: 4px;'
        " padding-right: 4px; }"
        ' QWidget#game_buttons[cramped="true"] QPushButton[roomy="true"]'
        f" {{ padding-left: {BUTTON_SIDES_PX}px; padding-right: {BUTTON_SIDES_PX}px; }}"
    )
    disabled_edge = "dashed" if palette == "contrast" else "solid"
    # the lesson's scroll bar: its groove is as white as the panel round it (high contrast) or
    # hardly lighter or darker than the panel's tint (1.05-1.14:1), so in every look an edge
    # tells where the handle moves
    groove_edge = f"border: 2px solid {c['edge']};"
    controls = _indicators(c, palette) + _fields(c, palette) + _slider_and_tabs(c)
    return f"""
QWidget {{ font-size: {px(TEXT_PX)}; color: {c["text"]}; }}
/* the rule above gives every widget the text colour, its disabled state too: a choice that
   cannot be made (a computer's level with no computer in the seat, a spin box or check box
   turned off) is written in the disabled colour, as a disabled button is */
QCheckBox:disabled, QRadioButton:disabled, QComboBox:disabled, QSpinBox:disabled,
QLineEdit:disabled {{ color: {c["disabled"]}; }}
QMainWindow, QStackedWidget > QWidget, QDialog {{ background: {c["window"]}; }}
QPushButton {{
    min-height: 38px; margin: 2px; padding: 4px {BUTTON_SIDES_PX}px;
    border-radius: {BUTTON_RADIUS_PX}px;
    border: 1px solid {c["edge"]}; background: {c["button"]};
}}
QPushButton:hover {{ background: {c["hover"]}; border-color: {c["accent"]}; }}
QPushButton:pressed {{ background: {c["pressed"]}; }}
QPushButton:disabled {{ color: {c["disabled"]}; background: {c["disabled_back"]};
    border: 1px {disabled_edge} {c["button_border"]}; }}
QPushButton:focus {{ margin: 0px; border: 3px solid {c["focus"]}; }}
/* (the ring alone: the style's own focus rectangle, drawn once the keyboard has moved the
   focus, hugged the words inside it, its edge touching their first and last letters) */
QPushButton, QCheckBox, QRadioButton {{ outline: none; }}
QPushButton[role="big"], QPushButton[big="true"] {{
    font-size: {px(20)}; min-height: 52px; padding: 6px 22px;
}}
QPushButton[role="primary"] {{
    {chosen} border-color: {c["accent_border"]}; font-weight: bold;
}}
QPushButton[role="primary"]:hover {{ background: {c["accent_hover"]}; }}
QPushButton[role="primary"]:focus {{ border-color: {c["accent_focus"]}; }}
QPushButton[role="primary"]:disabled {{ background: {c["accent_off"]};
    color: {c["accent_off_text"]}; }}
/* (the keyboard on one: sheetkit/focus_ring.py draws its ring inside the dashed outline) */
QPushButton[hint="true"] {{ margin: 0px; border: {HINT_EDGE_PX}px dashed {c["suggest"]}; }}
QPushButton[role="chip"] {{ min-height: 30px; padding: 0px 8px; border-radius: 15px; }}
/* a row of game buttons on two lines (sheetkit/button_row.py): each line as high as a click's
   target needs, no more (the sheet above gives up the line's height) */
QWidget#game_buttons[wrapped="true"] QPushButton {{ padding-top: 0px; padding-bottom: 0px; }}
QPushButton#sound {{ min-height: 34px; min-width: 34px; padding: 0px; border-radius: 20px; }}
QPushButton[choice="big"] {{ font-size: {px(26)}; font-weight: bold; min-height: 40px;
    padding: 3px 2px; }}
QPushButton[choice="small"] {{ font-size: {px(19)}; font-weight: bold; min-height: 28px;
    padding: 3px 2px; }}
/* a choice the hint points at keeps its fixed height (its row's room): its dashed edge takes
   the 2 px its padding gives up (a toggle with the app's padding keeps it: its edge takes the
   margin's room, as every button's) */
QPushButton[choice="big"][hint="true"], QPushButton[choice="small"][hint="true"] {{
    padding: 3px 2px; }}
/* a choice chosen: filled with the accent to its edge, 3 px over the margin every button keeps
   free (larger than the others, not only of another colour); the keyboard on it: that edge in
   the colour that stands out from the accent and the window alike, as a primary button's */
QPushButton[choice]:checked {{ {chosen} margin: 0px; border: 3px solid {c["accent"]}; }}
QPushButton[choice]:checked:focus {{ border-color: {c["accent_focus"]}; }}
/* a choice chosen that the hint points at: the hint's dashed outline for its edge round its
   accent face, the window's colour between the dashes (dashes on the accent were hardly told
   from it); a table's choice button's face inside its narrow padding, apart from the dashes */
QPushButton[choice][hint="true"]:checked, QPushButton[choice][hint="true"]:checked:focus {{
    border: {HINT_EDGE_PX}px dashed {c["suggest"]}; background-clip: padding; }}
QPushButton[choice="big"][hint="true"]:checked,
QPushButton[choice="big"][hint="true"]:checked:focus,
QPushButton[choice="small"][hint="true"]:checked,
QPushButton[choice="small"][hint="true"]:checked:focus {{ background-clip: content; }}
/* (a choice whose picture keeps its own colours: the frame alone; the hint's outline, where
   the hint points at it, over its frame) */
QPushButton[choice="edge"]:checked {{ background: {c["button"]}; color: {c["text"]}; }}
QPushButton[choice="edge"][hint="true"]:checked,
QPushButton[choice="edge"][hint="true"]:checked:focus {{
    border: {HINT_EDGE_PX}px dashed {c["suggest"]}; background-clip: border; }}
/* a player's colour and symbol chosen: a thick edge (the symbol keeps its own colours on the
   button's white, so the choice is not told by a colour alone); the keyboard on it: the edge
   grows 2 px over the margin, as every button's */
QDialog#look_dialog QPushButton:checked {{ margin: 2px; border: 4px solid {c["accent_border"]};
    padding: 1px 11px; }}
QDialog#look_dialog QPushButton:checked:focus {{ margin: 0px; border-width: 6px; }}
/* the hand-over page's "I'm Ana": a big target (a child's finger, a grandparent's mouse); the
   least height is the style sheet's to set (it overrides the button's own minimum) */
QPushButton#handover_confirm {{ font-size: {px(26)};
    min-height: {HANDOVER_TARGET_PX - 2 * (4 + 1)}px; }}
/* New game's number of players: its own small arrows give way to the big buttons beside it
   (NoButtons would leave no room for the number) */
QDialog#new_game_dialog QSpinBox#players {{ font-size: {px(20)}; font-weight: bold; }}
QDialog#new_game_dialog QSpinBox#players::up-button,
QDialog#new_game_dialog QSpinBox#players::down-button {{ width: 0px; border: none; }}
QDialog#new_game_dialog QSpinBox#players::up-arrow,
QDialog#new_game_dialog QSpinBox#players::down-arrow {{ image: none; width: 0px; }}
QDialog#new_game_dialog QPushButton#players_fewer,
QDialog#new_game_dialog QPushButton#players_more {{
    font-size: {px(24)}; font-weight: bold; padding: 0px;
}}
QLabel[role="title"] {{ font-size: {px(32)}; font-weight: bold; color: {c["title"]}; }}
QLabel[role="heading"] {{ font-size: {px(22)}; font-weight: bold; color: {c["title"]}; }}
QLabel[role="hint"] {{ color: {c["hint"]}; }}
QLabel#save_status {{ color: {c["warning"]}; font-weight: bold; }}
QLabel#banner, QLabel#lesson_wrong, QLabel#table_caption[note="true"] {{
    background: {c["note"]}; border: 1px solid {c["note_border"]}; border-radius: 6px;
    padding: 4px 8px; color: {c["text"]};
}}
QFrame#lesson_panel {{ background: {c["lesson"]}; border: 2px solid {c["lesson_border"]};
    border-radius: 6px; }}
QFrame#lesson_panel QScrollArea, QFrame#lesson_panel QScrollArea > QWidget > QWidget
    {{ background: transparent; }}
/* a lesson's words longer than the panel: a scroll bar a grandparent sees and can grab, its
   handle in the panel's own edge colour on the groove (3:1 or more: the style's grey handle
   was hardly told from its groove), no arrows (small targets: the wheel, a drag or a click in
   the groove move it) */
QFrame#lesson_panel QScrollBar:vertical {{ width: 16px; margin: 0px; {groove_edge}
    border-radius: 8px; background: {c["base"]}; }}
QFrame#lesson_panel QScrollBar::handle:vertical {{ min-height: 32px; border-radius: 8px;
    background: {c["lesson_border"]}; }}
QFrame#lesson_panel QScrollBar::add-line:vertical, QFrame#lesson_panel QScrollBar::sub-line:vertical
    {{ height: 0px; border: none; background: none; }}
QFrame#lesson_panel QScrollBar::add-page:vertical, QFrame#lesson_panel QScrollBar::sub-page:vertical
    {{ background: none; }}
QLabel#lesson_step {{ font-weight: bold; color: {c["lesson_ink"]}; }}
QLabel#zoom_caption {{ font-weight: bold; font-size: {px(16)}; }}
QGroupBox {{ font-weight: bold; border: 1px solid {c["group_border"]}; border-radius: 8px;
    margin-top: 14px; padding-top: 6px; background: {c["group"]}; }}
QGroupBox::title {{ subcontrol-origin: margin; left: 10px; padding: 0 4px; }}
QListWidget, QTableWidget, QTextBrowser, QLineEdit, QSpinBox, QComboBox, QPlainTextEdit {{
    background: {c["base"]}; color: {c["text"]}; }}
QListWidget#log, QListWidget#replay_log {{ font-size: {px(14)}; }}
QTableWidget#score_card {{ font-size: {px(20)}; }}
QTableWidget#score_card[many="true"] {{ font-size: {px(16)}; }}
QTableWidget#score_card[many="true"][least="true"],
QTableWidget#score_card[many="true"][least="true"] QHeaderView {{ font-size: {px(14)}; }}
QTabBar#rules_games::tab {{ font-size: {px(17)}; padding: 4px 16px; }}
/* (the games' list in the tabs' place, where they have no room: their words as big) */
QComboBox#rules_game {{ font-size: {px(17)}; padding: 2px 12px; }}
QComboBox#rules_game QAbstractItemView {{ font-size: {px(17)}; }}
/* the game whose rules are shown: a thick line under its tab, not only a lighter background */
QTabBar#rules_games::tab:selected {{ border-bottom: 4px solid {c["accent"]}; padding-bottom: 1px;
    background: {c["base"]}; }}
QTabBar#rules_games::tab:selected:focus {{ padding-bottom: 3px; }}
QTextBrowser#rules_text {{ font-size: {px(17)}; padding: 8px; }}
QLineEdit, QSpinBox, QComboBox {{ min-height: 32px; }}
QCheckBox::indicator {{ width: 20px; height: 20px; }}
QStatusBar, QStatusBar QLabel {{ font-size: {px(16)}; }}  /* (its message is a label) */
QToolTip {{ color: {c["text"]}; background: {c["base"]}; border: 1px solid {c["text"]}; }}
{game_buttons}
{controls}
"""


def _indicators(c: dict[str, str], palette: str) -> str:
    """The check boxes' and radio buttons' indicators, 20 px with their edge, enabled or not
    (their words do not move when a choice is turned off). An enabled one has a 2 px edge of
    3:1 or more against what it lies on and against its inside (WCAG's non-text contrast: the
    style's own thin grey edge kept under 2:1 in the light and dark palettes), the accent's
    when the pointer is on it; a ticked check box is filled with the accent (high contrast:
    with the text's black), its tick in the colour written on that; a chosen radio button has
    a dot (light and dark: its ring and dot in the accent). A tick or dot is a picture
    (scripts/make_control_pictures.py: Qt draws nothing else in an indicator given an edge).
    A disabled one: `_disabled_indicators`. The keyboard on one: a 2 px ring in the focus
    colour around it and its words (3:1 or more against the window; the style drew none over
    an indicator given an edge, and its focus rectangle round the words, touching them, is
    left out: `outline: none`), transparent without it, so that nothing moves; 3 px clear
    between the words and its right edge (a letter's ink may reach past its advance: Greek's
    final ς touched the ring). The words
    begin 8 px after the indicator (at 4 px they read as stuck to it); a dialog is as wide as
    its check box's words need (the Settings dialog's Greek hints)."""
    contrast = palette == "contrast"
    fill = c["text"] if contrast else c["accent"]
    ring = c["edge"] if contrast else c["accent"]
    checked_hover = (
        ""
        if contrast
        else "QCheckBox::indicator:enabled:checked:hover"
        f" {{ background: {c['accent_hover']}; border-color: {c['accent_hover']}; }}"
    )
    return f"""
QCheckBox, QRadioButton {{ spacing: 8px; border: 2px solid transparent; border-radius: 4px;
    padding-right: 3px; }}
QCheckBox:focus, QRadioButton:focus {{ border-color: {c["focus"]}; }}
QRadioButton::indicator {{ width: 20px; height: 20px; }}
QCheckBox::indicator:enabled, QRadioButton::indicator:enabled {{
    width: 16px; height: 16px; border: 2px solid {c["edge"]}; background: {c["base"]}; }}
QRadioButton::indicator:enabled {{ border-radius: 10px; }}
QCheckBox::indicator:enabled:checked {{ image: url("{_control_picture("tick", palette)}");
    background: {fill}; border-color: {fill}; }}
QRadioButton::indicator:enabled:checked {{ image: url("{_control_picture("dot", palette)}");
    border-color: {ring}; }}
QCheckBox::indicator:enabled:hover, QRadioButton::indicator:enabled:hover {{
    border-color: {c["accent"]}; }}
{checked_hover}
{_disabled_indicators(c, palette)}
"""


def _fields(c: dict[str, str], palette: str) -> str:
    """The fields (a line edit, spin box, combo box) and the lists, tables and text browsers:
    an edge of 3:1 or more against the window and a group box's inside (the style's own grey
    frames had 1.3:1 to 2:1, the lists' edge about 1.4:1 in the light palette); the keyboard on
    one: a 3 px edge in the focus colour that takes the room of a margin kept free round it, as
    a button's does (a change of 3:1 or more over more than a 2 px ring: WCAG's focus
    appearance; the style's own focus frame was 1 px of a dark blue, a spin box's and a list's
    hardly seen, a combo box's none): a field or list keeps its size, its focus or not. High
    contrast: a field's edge is 2 px in the text's black in a 1 px margin (the focus blue 3:1 or
    more against the black too) and its inside tinted with the keyboard on it; a disabled one
    has a dashed edge, as a disabled button's. Light and dark: a 1 px edge in a 2 px margin, a
    disabled one's faint.
    The spin box's buttons and the combo box's arrow are drawn with the edge, a disabled one's
    arrows in the disabled colour (pictures: scripts/make_control_pictures.py)."""
    contrast = palette == "contrast"
    edge = f"2px solid {c['text']}" if contrast else f"1px solid {c['edge']}"
    inner = c["text"] if contrast else c["edge"]
    margin = 1 if contrast else 2
    tinted = f" background: {c['hover']};" if contrast else ""
    disabled = f"2px dashed {c['disabled']}" if contrast else f"1px solid {c['hatch']}"
    return f"""
QLineEdit, QSpinBox, QComboBox {{ margin: {margin}px; border: {edge}; border-radius: 4px;
    padding: 0px {FIELD_PADDING_PX}px; }}
QLineEdit:focus, QSpinBox:focus, QComboBox:focus {{ margin: 0px;
    border: 3px solid {c["focus"]};{tinted} }}
QLineEdit:disabled, QSpinBox:disabled, QComboBox:disabled {{
    border: {disabled}; background: {c["disabled_back"]}; }}
QComboBox::drop-down {{ subcontrol-origin: padding; subcontrol-position: center right;
    width: 16px; border: none; }}
QSpinBox::up-button, QSpinBox::down-button {{ subcontrol-origin: padding; width: 20px;
    border: none; border-left: {edge}; background: transparent; }}
QSpinBox::up-button {{ subcontrol-position: top right; border-bottom: 1px solid {inner}; }}
QSpinBox::down-button {{ subcontrol-position: bottom right; }}
QSpinBox::up-button:hover, QSpinBox::down-button:hover {{ background: {c["hover"]}; }}
QSpinBox::up-arrow {{ image: url("{_control_picture("up", palette)}"); width: 10px;
    height: 10px; }}
QSpinBox::down-arrow, QComboBox::down-arrow {{ image: url("{_control_picture("down", palette)}");
    width: 10px; height: 10px; }}
QSpinBox::up-arrow:disabled {{ image: url("{_control_picture("up-disabled", palette)}"); }}
QSpinBox::down-arrow:disabled, QComboBox::down-arrow:disabled {{
    image: url("{_control_picture("down-disabled", palette)}"); }}
QListWidget, QTableWidget, QTextBrowser {{ margin: 2px; border: 1px solid {c["edge"]};
    border-radius: {LIST_RADIUS_PX}px; }}
/* one the keyboard never reaches keeps the margin's room (the table's scores beside a sheet) */
QListWidget[focusPolicy="NoFocus"], QTableWidget[focusPolicy="NoFocus"],
QTextBrowser[focusPolicy="NoFocus"] {{ margin: 0px; }}
/* a table draws its headers and cells square, over a rounded edge's corners */
QTableWidget {{ border-radius: 0px; }}
QListWidget:focus, QTableWidget:focus, QTextBrowser:focus {{ margin: 0px;
    border: 3px solid {c["focus"]}; }}
/* the end page's score card keeps the room of the margin (nine columns with Larger text at
   1024x600 need it): the keyboard's edge grows inward instead, 4 px over the 3 px of its own
   background kept inside its edge, so that its cells keep their room, its focus or not (a
   change of 3:1 or more over more than a 2 px ring round it, as every control's) */
QTableWidget#score_card {{ margin: 0px; padding: 3px; }}
QTableWidget#score_card:focus {{ margin: 0px; padding: 0px; border-width: 4px; }}
"""


def _slider_and_tabs(c: dict[str, str]) -> str:
    """A slider (Settings' volume) and the tabs of a tab bar: an edge of 3:1 or more against the
    window, as a button's (the style's own grey groove and tabs had 1.1:1 to 2:1); the keyboard
    on a slider: a 2 px ring in the focus colour round it, transparent without it, as a check
    box's; on a tab: its edge 3 px in the focus colour in the room of a margin kept free, as a
    button's (the style showed the keyboard on neither). A disabled slider's edges are faint."""
    return f"""
QSlider {{ border: 2px solid transparent; border-radius: 4px; min-height: 24px; }}
QSlider:focus {{ border-color: {c["focus"]}; }}
QSlider::groove:horizontal {{ height: 8px; border: 1px solid {c["edge"]}; border-radius: 5px;
    background: {c["base"]}; }}
QSlider::sub-page:horizontal {{ background: {c["accent"]}; border: 1px solid {c["edge"]};
    border-radius: 5px; }}
QSlider::handle:horizontal {{ width: 16px; margin: -7px 0px; border: 2px solid {c["edge"]};
    border-radius: 10px; background: {c["button"]}; }}
QSlider::handle:horizontal:hover {{ border-color: {c["accent"]}; }}
QSlider::groove:horizontal:disabled, QSlider::handle:horizontal:disabled {{
    border-color: {c["hatch"]}; background: {c["disabled_back"]}; }}
QSlider::sub-page:horizontal:disabled {{ border-color: {c["hatch"]};
    background: {c["accent_off"]}; }}
/* (the style's line under the tabs, faint, runs across the keyboard's edge round a tab) */
QTabBar {{ qproperty-drawBase: 0; }}
QTabBar::tab {{ margin: 2px; border: 1px solid {c["edge"]}; border-top-left-radius: 6px;
    border-top-right-radius: 6px; padding: 4px 12px; background: {c["button"]}; }}
QTabBar::tab:selected {{ background: {c["base"]}; }}
QTabBar::tab:hover {{ border-color: {c["accent"]}; }}
QTabBar::tab:focus {{ margin: 0px; border: 3px solid {c["focus"]}; }}
/* (that ring alone, as round a button: the style's focus rectangle crossed the words) */
QTabBar {{ outline: none; }}
/* (Qt's print preview's tool bar, reached by Tab: print_dialog.open_to_the_keyboard) */
QPrintPreviewDialog QToolButton:focus {{ border: 3px solid {c["focus"]}; border-radius: 4px; }}
"""


def _control_picture(name: str, palette: str) -> str:
    """The path of a check box's or radio button's mark (`name`) drawn for `palette`, as a style
    sheet's url takes it."""
    from ..resources import resource_path

    own = name if palette == "contrast" else f"{name}-{palette}"
    return resource_path("controls", f"{own}.png").as_posix().replace('"', '\\"')


def _disabled_indicators(c: dict[str, str], palette: str) -> str:
    """Disabled check boxes and radio buttons, told from enabled ones as a disabled button is.
    Light and dark: a thin faint edge (about 2:1) around the disabled background, the tick or
    dot in the disabled colour. High contrast's disabled colour is nearly the text's
    black (it keeps 7:1 on white), so there a disabled one is told by its shape, as a disabled
    button is by its dashed edge: a dotted edge and a hatched inside (a radio button's more
    densely: its solid ring, as round as the dotted one, leaves less to tell them apart)."""
    tick = _control_picture("tick-disabled", palette)
    dot = _control_picture("dot-disabled", palette)
    marks = f"""
QCheckBox::indicator:disabled:checked {{ image: url("{tick}"); }}
QRadioButton::indicator:disabled:checked {{ image: url("{dot}"); }}
"""
    if palette != "contrast":
        return f"""
QCheckBox::indicator:disabled, QRadioButton::indicator:disabled {{
    width: 18px; height: 18px; border: 1px solid {c["hatch"]};
    background: {c["disabled_back"]}; }}
QRadioButton::indicator:disabled {{ border-radius: 10px; }}
{marks}"""

    def hatch(share: float) -> str:  # (`share`: of the stripes' width the hatch colour's)
        return (
            "qlineargradient(spread: repeat, x1: 0, y1: 0, x2: 0.25, y2: 0.25,"
            f" stop: 0 {c['base']}, stop: {1 - share:.2f} {c['base']},"
            f" stop: {1.01 - share:.2f} {c['hatch']}, stop: 1 {c['hatch']})"
        )

    return f"""
QCheckBox::indicator:disabled, QRadioButton::indicator:disabled {{
    width: 16px; height: 16px; border: 2px dotted {c["disabled"]}; background: {hatch(0.3)}; }}
QRadioButton::indicator:disabled {{ border-radius: 10px; background: {hatch(0.45)}; }}
{marks}"""


STYLE_SHEET = style_sheet()


def ui_colour(role: str) -> QColor:
    """A window colour by its role, in the palette in use."""
    return QColor(UI_COLOURS[sheet_palette.current()][role])


def qt_palette(name: str) -> QPalette:
    c = UI_COLOURS[name]
    made = QPalette()
    role = QPalette.ColorRole
    for qt_role, key in (
        (role.Window, "window"),
        (role.WindowText, "text"),
        (role.Base, "base"),
        (role.AlternateBase, "group"),
        (role.Text, "text"),
        (role.Button, "button"),
        (role.ButtonText, "text"),
        (role.ToolTipBase, "base"),
        (role.ToolTipText, "text"),
        (role.Highlight, "accent"),
        (role.HighlightedText, "accent_text"),
        (role.PlaceholderText, "hint"),
        (role.Link, "accent_border" if name == "dark" else "accent"),
    ):
        made.setColor(qt_role, QColor(c[key]))
    for qt_role in (role.Text, role.WindowText, role.ButtonText):
        made.setColor(QPalette.ColorGroup.Disabled, qt_role, QColor(c["disabled"]))
    return made


def apply_style(app: QApplication, look: Look | None = None, *, again: bool = False) -> None:
    """The app's look: its font, style sheet, palette and the sheets' (every open window and
    sheet takes it at once). A look the app has already is left as it is (restyling every
    widget again, a stall of a good part of a second with a game open, would change nothing),
    unless `again`: the system's colours changed under a look that follows them."""
    look = look or Look("light")  # (a tool or a test: the same look on every machine)
    name = look.palette()
    font = QFont(app.font())
    # (the size the app's font had before any look: Larger text turned off goes back to it)
    base = app.property("sheetdesk_base_points")
    if base is None:
        base = font.pointSizeF()
        app.setProperty("sheetdesk_base_points", base)
    font.setPointSizeF(12.5 if look.larger else max(float(base), 11.0))
    palette = qt_palette(name)
    sheet = style_sheet(name, look.larger)
    # (each part compared: a tool or a test may have set the sheets' palette alone)
    if (
        not again
        and (sheet_palette.current(), sheet_palette.larger()) == (name, look.larger)
        and (app.font(), app.palette(), app.styleSheet()) == (font, palette, sheet)
    ):
        return
    sheet_palette.use(name, look.larger)
    app.setFont(font)
    app.setPalette(palette)
    app.setStyleSheet(sheet)
    repaint_sheets(app)


def repaint_sheets(app: QApplication) -> None:
    """Every sheet drawn afresh in the palette in use (their items' cached pictures too), and
    every widget that keeps something drawn in the look's colours or sizes (a score card's
    tints, the rules' pictures) told at once by its `look_changed()`, whether it is shown or
    not (a page shown later shows the new look)."""
    from PySide6.QtWidgets import QGraphicsView

    for widget in app.allWidgets():
        if isinstance(widget, QGraphicsView) and widget.scene() is not None:
            for item in widget.scene().items():
                item.update()
            widget.viewport().update()
        redraw = getattr(widget, "look_changed", None)
        if callable(redraw):
            redraw()


def set_role(widget, role: str) -> None:  # type: ignore[no-untyped-def]
    widget.setProperty("role", role)


def rows_follow_columns(table: QTableView) -> None:
    """Keep a word-wrapping table's rows as high as their wrapped cells: measured again when a
    column's width changes (the window resized, a stretched column narrower), once for all
    the columns that changed together. Its columns sized to their contents then wrap their
    words where its stretched columns lack the room for theirs (`word_columns`)."""
    table.setWordWrap(True)
    table.words_kept = True  # type: ignore[attr-defined]
    timer = QTimer(table)
    timer.setSingleShot(True)
    timer.setInterval(0)
    timer.timeout.connect(table.resizeRowsToContents)
    table.horizontalHeader().sectionResized.connect(lambda *_args: timer.start())
