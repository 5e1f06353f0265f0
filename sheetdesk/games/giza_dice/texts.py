"""Giza dice in words: every message of the game as data (the rules' refusals and log lines, the
score sheet's labels, the table's captions, buttons and tooltips), and the Rules page's summary.

Pure data (no Qt at import: the rules use it): `WORDS` is the game's table of core Texts
(core.i18n.words), each template marked for extraction in the "giza_dice" context and keyed by
what it says (a dotted key's last part names the thing a sentence is about: a building, a kind of
symbol, a bonus mark), said with core.i18n's say, pick and listing; the Rules page's summary
(`RULES_SUMMARY`) the sheet's kit translates when the page asks.
"""

from __future__ import annotations

from sheetdesk.core.i18n import QT_TRANSLATE_NOOP, Text, numerus, words

CTX = "giza_dice"

WORDS: dict[str, Text] = words(
    CTX,
    {
        # -- the rules: why a move is refused --
        "over": QT_TRANSLATE_NOOP("giza_dice", "The game is over."),
        "over_sheet": QT_TRANSLATE_NOOP("giza_dice", "The game is over. Sheet of {player}."),
        "no_player": QT_TRANSLATE_NOOP("giza_dice", "Only a player can do that."),
        "no_such_player": QT_TRANSLATE_NOOP("giza_dice", "There is no such player."),
        "no_number_yet": QT_TRANSLATE_NOOP(
            "giza_dice", "Wait until the number of this roll is known."
        ),
        "finished": QT_TRANSLATE_NOOP("giza_dice", "You have already finished with this roll."),
        "chosen": QT_TRANSLATE_NOOP(
            "giza_dice", "You have already chosen for this roll: press Done, or Undo to change it."
        ),
        "no_such_move": QT_TRANSLATE_NOOP("giza_dice", "This game has no such move."),
        "game_rolls": QT_TRANSLATE_NOOP("giza_dice", "Only the game rolls the dice."),
        "not_rolling_now": QT_TRANSLATE_NOOP("giza_dice", "The dice are not to be rolled now."),
        "no_such_face": QT_TRANSLATE_NOOP("giza_dice", "The dice have no such face."),
        "not_ordering_now": QT_TRANSLATE_NOOP(
            "giza_dice", "The dice can only be ordered right after a roll."
        ),
        "roller_orders": QT_TRANSLATE_NOOP("giza_dice", "Only the roller orders the dice."),
        "order_dice": QT_TRANSLATE_NOOP("giza_dice", "Order the two dice: {first} or {second}."),
        "no_such_cell": QT_TRANSLATE_NOOP("giza_dice", "Your sheet has no such cell."),
        "form_from_die": QT_TRANSLATE_NOOP(
            "giza_dice",
            "A Nile symbol was rolled: form your number from the die and one of your Nile digits.",
        ),
        "announced": QT_TRANSLATE_NOOP("giza_dice", "Everyone writes the announced {number}."),
        "with_nile": QT_TRANSLATE_NOOP(
            "giza_dice", "With {digit} and the Nile digit {nile} you can form {a} or {b}."
        ),
        "with_pair": QT_TRANSLATE_NOOP("giza_dice", "With {x} and {y} you can form {a} or {b}."),
        "nile_needs_symbol": QT_TRANSLATE_NOOP(
            "giza_dice", "You may use a Nile digit only when a Nile symbol is rolled."
        ),
        "pair_solo": QT_TRANSLATE_NOOP(
            "giza_dice",
            "Two Nile digits can form a number only in the solo game, and only "
            'two digits joined by a "+".',
        ),
        "filled": QT_TRANSLATE_NOOP("giza_dice", "This cell is already filled."),
        "nile_once": QT_TRANSLATE_NOOP("giza_dice", "Each Nile digit can be used only once."),
        "not_nile": QT_TRANSLATE_NOOP("giza_dice", "{digit} is not a digit of the Nile."),
        "nile_crossed": QT_TRANSLATE_NOOP(
            "giza_dice", "You have already crossed the Nile digit {digit}."
        ),
        "powers_off": QT_TRANSLATE_NOOP(
            "giza_dice", "The ×2 and :2 symbols are used only in the “More fun” variant."
        ),
        "one_power": QT_TRANSLATE_NOOP("giza_dice", "You may use only one ×2 or :2 on one roll."),
        "no_such_power": QT_TRANSLATE_NOOP("giza_dice", "Your sheet has no such symbol."),
        "power_used": QT_TRANSLATE_NOOP("giza_dice", "You have already used this symbol."),
        "power_not_circled": QT_TRANSLATE_NOOP(
            "giza_dice",
            "Fill both cells beside this symbol first: then it is circled and can "
            "be used on a later roll.",
        ),
        "no_change": QT_TRANSLATE_NOOP("giza_dice", "That would not change the number {number}."),
        "pass_free": QT_TRANSLATE_NOOP(
            "giza_dice", "Writing nothing costs a Nile digit only in the quick game."
        ),
        "pass_costs": QT_TRANSLATE_NOOP(
            "giza_dice",
            "In the quick game, writing nothing costs a Nile digit: choose which one to cross.",
        ),
        "choose_first": QT_TRANSLATE_NOOP(
            "giza_dice", "Write your number into a cell or choose to write nothing first."
        ),
        "order.pyramid": QT_TRANSLATE_NOOP(
            "giza_dice",
            "In the pyramid, numbers grow from left to right and every level is higher than the "
            "level below: {number} does not fit here.",
        ),
        "order.obelisk": QT_TRANSLATE_NOOP(
            "giza_dice",
            "In the obelisk, numbers grow from bottom to top: {number} does not fit here.",
        ),
        "order.sphinx": QT_TRANSLATE_NOOP(
            "giza_dice",
            "In the Sphinx, numbers grow from the bottom left over the top to the bottom right: "
            "{number} does not fit here.",
        ),
        "twice.pyramid": QT_TRANSLATE_NOOP("giza_dice", "Your pyramid already holds {number}."),
        "twice.obelisk": QT_TRANSLATE_NOOP("giza_dice", "Your obelisk already holds {number}."),
        "twice.sphinx": QT_TRANSLATE_NOOP("giza_dice", "Your Sphinx already holds {number}."),
        # -- the log: a move, by its kind (a roll by how many digits it shows) --
        "roll.0": QT_TRANSLATE_NOOP("giza_dice", "{name} rolls two Nile symbols and rolls again."),
        "roll.1": QT_TRANSLATE_NOOP("giza_dice", "{name} rolls {digit} and a Nile symbol."),
        "roll.2": QT_TRANSLATE_NOOP("giza_dice", "{name} rolls {first} and {second}."),
        "log.order": QT_TRANSLATE_NOOP("giza_dice", "{player} announces {number}."),
        "log.pass": QT_TRANSLATE_NOOP("giza_dice", "{player} writes nothing."),
        "log.pass_nile": QT_TRANSLATE_NOOP(
            "giza_dice", "{player} writes nothing and crosses the Nile digit {digit}."
        ),
        "log.done": QT_TRANSLATE_NOOP("giza_dice", "{player} confirms."),
        "log.moves": QT_TRANSLATE_NOOP("giza_dice", "{player} moves."),
        # a write: what is written where, then how ("{what} ({how})."), without a full stop
        "write": QT_TRANSLATE_NOOP("giza_dice", "{player} writes {number}"),
        "write.pyramid": QT_TRANSLATE_NOOP(
            "giza_dice", "{player} writes {number} on level {level} of the pyramid"
        ),
        "write.obelisk": QT_TRANSLATE_NOOP("giza_dice", "{player} writes {number} in the obelisk"),
        "write.sphinx": QT_TRANSLATE_NOOP("giza_dice", "{player} writes {number} in the Sphinx"),
        "with.1": QT_TRANSLATE_NOOP("giza_dice", "with the Nile digit {digit}"),
        "with.2": QT_TRANSLATE_NOOP("giza_dice", "with the Nile digits {first} and {second}"),
        "used.double": QT_TRANSLATE_NOOP("giza_dice", "doubled with ×2"),
        "used.halve": QT_TRANSLATE_NOOP("giza_dice", "halved with :2"),
        "joint": QT_TRANSLATE_NOOP("giza_dice", "{first}, {second}"),
        "sentence": QT_TRANSLATE_NOOP("giza_dice", "{what}."),
        "sentence.how": QT_TRANSLATE_NOOP("giza_dice", "{what} ({how})."),
        # -- the log: what a roll's choices did, and the end --
        "circled.pyramid": QT_TRANSLATE_NOOP(
            "giza_dice", "{name} fills level {level} first and circles its bonus +{points}."
        ),
        "circled.obelisk": QT_TRANSLATE_NOOP(
            "giza_dice", "{name} fills the obelisk first and circles its bonus +{points}."
        ),
        "circled.sphinx": QT_TRANSLATE_NOOP(
            "giza_dice", "{name} fills the Sphinx first and circles its bonus +{points}."
        ),
        # alone, there are no rivals: no "first"
        "circled_solo.pyramid": QT_TRANSLATE_NOOP(
            "giza_dice", "{name} fills level {level} and circles its bonus +{points}."
        ),
        "circled_solo.obelisk": QT_TRANSLATE_NOOP(
            "giza_dice", "{name} fills the obelisk and circles its bonus +{points}."
        ),
        "circled_solo.sphinx": QT_TRANSLATE_NOOP(
            "giza_dice", "{name} fills the Sphinx and circles its bonus +{points}."
        ),
        "paid.pyramid": QT_TRANSLATE_NOOP(
            "giza_dice",
            "{name} pays for the two Nile digits with the bonus +{points} of level {level}.",
        ),
        "paid.obelisk": QT_TRANSLATE_NOOP(
            "giza_dice", "{name} pays for the two Nile digits with the obelisk bonus +{points}."
        ),
        "paid.sphinx": QT_TRANSLATE_NOOP(
            "giza_dice", "{name} pays for the two Nile digits with the Sphinx bonus +{points}."
        ),
        "symbol.double": QT_TRANSLATE_NOOP(
            "giza_dice", "{name} circles a ×2 and can use it from now on."
        ),
        "symbol.halve": QT_TRANSLATE_NOOP(
            "giza_dice", "{name} circles a :2 and can use it from now on."
        ),
        "ended.pyramid": QT_TRANSLATE_NOOP(
            "giza_dice", "The game ends: {name} has filled the whole pyramid."
        ),
        "ended.nile": QT_TRANSLATE_NOOP(
            "giza_dice", "The game ends: {name} has crossed all the Nile digits."
        ),
        "ended.stuck": QT_TRANSLATE_NOOP(
            "giza_dice", "The game ends: no pyramid can be filled any more."
        ),
        "ended.limit": numerus.translate("giza_dice", "The game ends after %n roll(s).", None, 1),
        "progress": QT_TRANSLATE_NOOP("giza_dice", "Roll {count}"),
        # -- the score sheet's items --
        "part.level1": QT_TRANSLATE_NOOP("giza_dice", "Pyramid level 1"),
        "part.level2": QT_TRANSLATE_NOOP("giza_dice", "Pyramid level 2"),
        "part.level3": QT_TRANSLATE_NOOP("giza_dice", "Pyramid level 3"),
        "part.level4": QT_TRANSLATE_NOOP("giza_dice", "Pyramid level 4"),
        "part.level5": QT_TRANSLATE_NOOP("giza_dice", "Pyramid level 5"),
        "part.obelisk": QT_TRANSLATE_NOOP("giza_dice", "Obelisk"),
        "part.sphinx": QT_TRANSLATE_NOOP("giza_dice", "Sphinx"),
        "bonuses": QT_TRANSLATE_NOOP("giza_dice", "Bonuses for finishing first"),
        # (solo, GD-V2: every bonus not crossed out is circled, there being no one to finish
        # before)
        "bonuses.solo": QT_TRANSLATE_NOOP("giza_dice", "Bonuses"),
        "pad_how_to": QT_TRANSLATE_NOOP(
            "giza_dice",
            "How to fill it in: as you play, write each roll's number in a cell and cross each "
            "Nile digit you use; at the end write each part's points in its scarab box and in "
            "its box below, and their sum in Total.",
        ),
        # -- the table: captions, buttons and tooltips --
        "nile": QT_TRANSLATE_NOOP("giza_dice", "Nile"),
        "tip_nile": QT_TRANSLATE_NOOP("giza_dice", "Nile digit {digit}"),
        "total": QT_TRANSLATE_NOOP("giza_dice", "Total: {points}"),
        "dice": QT_TRANSLATE_NOOP("giza_dice", "The dice"),
        "your_sheet": QT_TRANSLATE_NOOP("giza_dice", "Your sheet"),
        "pass": QT_TRANSLATE_NOOP("giza_dice", "Write nothing"),
        "done": QT_TRANSLATE_NOOP("giza_dice", "Done"),
        "ordering": QT_TRANSLATE_NOOP(
            "giza_dice", "{player} rolled {first} and {second} and puts them in order…"
        ),
        "writing": QT_TRANSLATE_NOOP("giza_dice", "{player} is writing…"),
        "order": QT_TRANSLATE_NOOP(
            "giza_dice",
            "{player} rolled {first} and {second}: choose the number everyone writes.",
        ),
        "order_solo": QT_TRANSLATE_NOOP(
            "giza_dice", "{player} rolled {first} and {second}: choose the number to write."
        ),
        "solo_note": QT_TRANSLATE_NOOP(
            "giza_dice",
            "Solo rules: you roll every time, and the two Nile digits beside a “+” can make "
            "your number (it costs your highest open bonus).",
        ),
        # (its short form, where the whole one would take the pad's height: the whole one in its
        # tooltip)
        "solo_note_short": QT_TRANSLATE_NOOP("giza_dice", "Solo rules: you roll every time."),
        "writes": QT_TRANSLATE_NOOP(
            "giza_dice", "{player} writes {number}: click a lit cell, or Write nothing."
        ),
        # (where the number buttons are, a sentence for each side of the pad they can be on:
        # ".right" beside it, ".below" under it)
        "form.right": QT_TRANSLATE_NOOP(
            "giza_dice",
            "{player}: the die shows {digit} and a Nile symbol. Choose your number on the right, "
            "then click a lit cell.",
        ),
        "form.below": QT_TRANSLATE_NOOP(
            "giza_dice",
            "{player}: the die shows {digit} and a Nile symbol. Choose your number below, "
            "then click a lit cell.",
        ),
        "choose.right": QT_TRANSLATE_NOOP(
            "giza_dice",
            "{player} writes {number}, or chooses another number on the right: click a lit cell.",
        ),
        "choose.below": QT_TRANSLATE_NOOP(
            "giza_dice",
            "{player} writes {number}, or chooses another number below: click a lit cell.",
        ),
        "fits_nowhere": QT_TRANSLATE_NOOP(
            "giza_dice", "{player}: {number} fits nowhere on your sheet. Press Write nothing."
        ),
        "fits_with_sign.right": QT_TRANSLATE_NOOP(
            "giza_dice",
            "{player}: {number} fits nowhere as it is. Double or halve it with a button on the "
            "right, or press Write nothing.",
        ),
        "fits_with_sign.below": QT_TRANSLATE_NOOP(
            "giza_dice",
            "{player}: {number} fits nowhere as it is. Double or halve it with a button below, "
            "or press Write nothing.",
        ),
        "nothing_fits": QT_TRANSLATE_NOOP(
            "giza_dice", "{player}: no number you can form fits your sheet. Press Write nothing."
        ),
        "written": QT_TRANSLATE_NOOP(
            "giza_dice", "{player} writes {number}. Press Done, or Undo to change it."
        ),
        "passed": QT_TRANSLATE_NOOP(
            "giza_dice", "{player} writes nothing this roll. Press Done, or Undo to change it."
        ),
        # the same where Undo is not offered (a lesson)
        "written_final": QT_TRANSLATE_NOOP("giza_dice", "{player} writes {number}. Press Done."),
        "passed_final": QT_TRANSLATE_NOOP(
            "giza_dice", "{player} writes nothing this roll. Press Done."
        ),
        "chosen_final": QT_TRANSLATE_NOOP(
            "giza_dice", "You have already chosen for this roll: press Done."
        ),
        "sacrifice": QT_TRANSLATE_NOOP(
            "giza_dice",
            "{player} writes nothing: in the quick game that costs a Nile digit. Click the Nile "
            "digit to cross.",
        ),
        "nile_quick": QT_TRANSLATE_NOOP(
            "giza_dice", "To cross a Nile digit instead of writing, press Write nothing first."
        ),
        "nile_forms.right": QT_TRANSLATE_NOOP(
            "giza_dice", "Your Nile digits are used through the number buttons beside your sheet."
        ),
        "nile_forms.below": QT_TRANSLATE_NOOP(
            "giza_dice", "Your Nile digits are used through the number buttons below."
        ),
        "pick_first.right": QT_TRANSLATE_NOOP(
            "giza_dice", "Choose your number with the buttons on the right first."
        ),
        "pick_first.below": QT_TRANSLATE_NOOP(
            "giza_dice", "Choose your number with the buttons below first."
        ),
        "tip_nile_form": QT_TRANSLATE_NOOP(
            "giza_dice", "The die's {digit} and your Nile digit {nile}"
        ),
        "tip_pair": QT_TRANSLATE_NOOP(
            "giza_dice", "Your Nile digits {first} and {second}: costs your highest open bonus"
        ),
        "tip_power": QT_TRANSLATE_NOOP(
            "giza_dice", "Cross this symbol: you write {number} instead"
        ),
        "tip_order": QT_TRANSLATE_NOOP("giza_dice", "Everyone writes {number}"),
        "tip_order_solo": QT_TRANSLATE_NOOP("giza_dice", "You write {number}"),
        "cell.pyramid": QT_TRANSLATE_NOOP("giza_dice", "Pyramid, level {level}, cell {place}"),
        "cell.obelisk": QT_TRANSLATE_NOOP("giza_dice", "Obelisk, cell {place} from the bottom"),
        "cell.sphinx.1": QT_TRANSLATE_NOOP("giza_dice", "Sphinx, bottom left"),
        "cell.sphinx.2": QT_TRANSLATE_NOOP("giza_dice", "Sphinx, top"),
        "cell.sphinx.3": QT_TRANSLATE_NOOP("giza_dice", "Sphinx, bottom right"),
        "tip_bonus.open": QT_TRANSLATE_NOOP(
            "giza_dice", "Bonus for finishing first +{points}: still open"
        ),
        "tip_bonus.circled": QT_TRANSLATE_NOOP(
            "giza_dice", "Bonus for finishing first +{points}: won"
        ),
        "tip_bonus.crossed": QT_TRANSLATE_NOOP(
            "giza_dice", "Bonus for finishing first +{points}: crossed out"
        ),
        # (solo, GD-V2: named as the rules' tally names the line of one sheet, "Bonuses"; a
        # part filled at all circles its bonus, there being no one to finish before)
        "tip_bonus_solo.open": QT_TRANSLATE_NOOP("giza_dice", "Bonus +{points}: still open"),
        "tip_bonus_solo.circled": QT_TRANSLATE_NOOP("giza_dice", "Bonus +{points}: circled"),
        "tip_bonus_solo.crossed": QT_TRANSLATE_NOOP("giza_dice", "Bonus +{points}: crossed out"),
    },
)

# A score line's name as games finished earlier recorded it (the history keeps each line's
# English name): still translated, so their statistics read in the family's language.
EARLIER_LABELS = (QT_TRANSLATE_NOOP("giza_dice", "First-finisher bonuses"),)


# The Rules page's summary: each section its heading, then its paragraphs (the sheet's
# `sheetdesk.ui.sheetkit.rules_summary` translates them when the page asks)
RULES_SUMMARY = (
    (
        QT_TRANSLATE_NOOP("giza_dice", "The goal"),
        QT_TRANSLATE_NOOP(
            "giza_dice",
            "Write the numbers the dice give into your pyramid, your obelisk and your Sphinx, "
            "always keeping their order. Be the first to fill a level or a building for a bonus, "
            "and make one digit come up again and again in each of them: at the end it is your "
            "scarab's points.",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("giza_dice", "A roll"),
        QT_TRANSLATE_NOOP(
            "giza_dice",
            "The roller rolls both dice and puts the two digits in the order they like: a 4 and a "
            "6 make 46 or 64. Everyone writes that same number into one empty cell of their "
            "sheet, or writes nothing.",
        ),
        QT_TRANSLATE_NOOP(
            "giza_dice",
            "A Nile symbol on one die: everyone forms their own number from the other die and one "
            "of their Nile digits (0, 1, 7, 8, 9), in either order, and crosses that Nile digit. "
            "A 6 and the Nile digit 7 make 67 or 76; a 0 in front makes a one-digit number (06 is "
            "6). Two Nile symbols: roll again.",
        ),
        QT_TRANSLATE_NOOP("giza_dice", "Then the next player clockwise rolls."),
    ),
    (
        QT_TRANSLATE_NOOP("giza_dice", "Where numbers may go"),
        QT_TRANSLATE_NOOP(
            "giza_dice",
            "Pyramid: on each level the numbers grow from left to right, and every number of a "
            "level is bigger than all numbers of the level below. If level 1 holds 15 at most, "
            "level 2 starts at 16.",
        ),
        QT_TRANSLATE_NOOP(
            "giza_dice",
            "Obelisk: the numbers grow from bottom to top. Sphinx: they grow from the bottom left "
            "over the top to the bottom right.",
        ),
        QT_TRANSLATE_NOOP(
            "giza_dice",
            "You may write into any empty cell as long as these orders still hold, and no "
            "building may hold the same number twice.",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("giza_dice", "Bonuses, scarabs and the end"),
        QT_TRANSLATE_NOOP(
            "giza_dice",
            "Whoever fills a pyramid level, the obelisk or the Sphinx first circles its bonus; "
            "everyone else crosses it out. All who fill it on the same roll circle it.",
        ),
        QT_TRANSLATE_NOOP(
            "giza_dice",
            "The game ends after the roll on which someone fills their whole pyramid. For each "
            "level, the obelisk and the Sphinx, the digit that appears most often there goes into "
            "the scarab box and is worth its value (on a tie, the lower digit: four 5s and four "
            "2s give 2). Circled bonuses plus scarabs: the most points win.",
        ),
        QT_TRANSLATE_NOOP(
            "giza_dice",
            "If no pyramid can be filled any more, whatever numbers still come, the game ends too.",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("giza_dice", "Variants"),
        QT_TRANSLATE_NOOP(
            "giza_dice",
            "More fun: when both cells beside a ×2 or :2 in the pyramid are filled, the symbol is "
            "circled. On a later roll you may cross it to double or halve your number (rounded "
            "down), once per symbol.",
        ),
        QT_TRANSLATE_NOOP(
            "giza_dice",
            "Solo: you roll every time. You may also form a number from the two Nile digits "
            "beside a “+” (0 and 1, or 7 and 8); it costs your highest bonus still open, which "
            "you cross out.",
        ),
        QT_TRANSLATE_NOOP(
            "giza_dice",
            "Quick game: whenever you write nothing, you cross one Nile digit of your choice. The "
            "game also ends when someone has crossed all their Nile digits.",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("giza_dice", "Playing on the computer"),
        QT_TRANSLATE_NOOP(
            "giza_dice",
            "Everyone writes in turn on the same screen, in sight of all: your sheet is shown big "
            "and only the cells your number may go into are lit. Click one (or use the arrow keys "
            "and Enter), then press Done. Until then Undo takes your choice back.",
        ),
        QT_TRANSLATE_NOOP(
            "giza_dice",
            "When you have a choice of numbers (a Nile symbol, a ×2 or :2), pick it with the "
            "buttons under your sheet first. Click a small sheet to see it big.",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("giza_dice", "Words of the game"),
        QT_TRANSLATE_NOOP(
            "giza_dice",
            "Bonus for finishing first: the points beside each pyramid level, the obelisk and the "
            "Sphinx. Whoever fills that part first circles them; everyone else crosses them out.",
        ),
        QT_TRANSLATE_NOOP(
            "giza_dice",
            "Nile digits: the digits 0, 1, 7, 8 and 9 on your sheet. A Nile symbol on a die lets "
            "you use one of them, once.",
        ),
        QT_TRANSLATE_NOOP(
            "giza_dice",
            "Scarab: the box beside each part that gets the digit appearing most often there, "
            "worth its value.",
        ),
    ),
)
