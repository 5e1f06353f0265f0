<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Paper</name>
    <message numerus="yes">
        <source>{player}: %n point(s)</source>
        <translation>
            <numerusform>{player}: %n point</numerusform>
            <numerusform>{player}: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n page(s) written to {file}</source>
        <translation>
            <numerusform>%n page written to {file}</numerusform>
            <numerusform>%n pages written to {file}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SavedGamesPage</name>
    <message numerus="yes">
        <source>{progress} · %n move(s)</source>
        <translation>
            <numerusform>{progress} · %n move</numerusform>
            <numerusform>{progress} · %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turn {turn} · %n move(s)</source>
        <translation>
            <numerusform>Turn {turn} · %n move</numerusform>
            <numerusform>Turn {turn} · %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoresPage</name>
    <message numerus="yes">
        <source>Solo game: {name} scores %n point(s).</source>
        <translation>
            <numerusform>Solo game: {name} scores %n point.</numerusform>
            <numerusform>Solo game: {name} scores %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n circled → {points}</source>
        <translation>
            <numerusform>%n circled → {points}</numerusform>
            <numerusform>%n circled → {points}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation>
            <numerusform>%n win</numerusform>
            <numerusform>%n wins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) won in a row</source>
        <translation>
            <numerusform>%n game won in a row</numerusform>
            <numerusform>%n games won in a row</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>expeditions</name>
    <message numerus="yes">
        <source>The pile: %n card(s), face down</source>
        <translation>
            <numerusform>The pile: %n card, face down</numerusform>
            <numerusform>The pile: %n cards, face down</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more card(s) this round</source>
        <translation>
            <numerusform>%n more card this round</numerusform>
            <numerusform>%n more cards this round</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>giza_dice</name>
    <message numerus="yes">
        <source>The game ends after %n roll(s).</source>
        <translation>
            <numerusform>The game ends after %n roll.</numerusform>
            <numerusform>The game ends after %n rolls.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bonus(es) circled: the first to fill a level of the pyramid, the obelisk or the Sphinx circles its bonus, and everyone else crosses it out.</source>
        <translation>
            <numerusform>%n bonus circled: the first to fill a level of the pyramid, the obelisk or the Sphinx circles its bonus, and everyone else crosses it out.</numerusform>
            <numerusform>%n bonuses circled: the first to fill a level of the pyramid, the obelisk or the Sphinx circles its bonus, and everyone else crosses it out.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lesson</name>
    <message numerus="yes">
        <source>{line}: %n point(s).</source>
        <translation>
            <numerusform>{line}: %n point.</numerusform>
            <numerusform>{line}: %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Total: %n point(s).</source>
        <translation>
            <numerusform>Total: %n point.</numerusform>
            <numerusform>Total: %n points.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>number_rows</name>
    <message numerus="yes">
        <source>{player} plays %n red card(s).</source>
        <translation>
            <numerusform>{player} plays %n red card.</numerusform>
            <numerusform>{player} plays %n red cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} plays %n yellow card(s).</source>
        <translation>
            <numerusform>{player} plays %n yellow card.</numerusform>
            <numerusform>{player} plays %n yellow cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} plays %n green card(s).</source>
        <translation>
            <numerusform>{player} plays %n green card.</numerusform>
            <numerusform>{player} plays %n green cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} plays %n blue card(s).</source>
        <translation>
            <numerusform>{player} plays %n blue card.</numerusform>
            <numerusform>{player} plays %n blue cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take %n card(s) from the display</source>
        <translation>
            <numerusform>Take %n card from the display</numerusform>
            <numerusform>Take %n cards from the display</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n misthrow(s), 5 points off each: a turn in which you cross nothing costs you.</source>
        <translation>
            <numerusform>%n misthrow, 5 points off each: a turn in which you cross nothing costs you.</numerusform>
            <numerusform>%n misthrows, 5 points off each: a turn in which you cross nothing costs you.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Now play from your hand: click the %n outlined card(s), then press Play. You may play up to three cards at once, all of one colour.</source>
        <translation>
            <numerusform>Now play from your hand: click the %n outlined card, then press Play. You may play up to three cards at once, all of one colour.</numerusform>
            <numerusform>Now play from your hand: click the %n outlined cards, then press Play. You may play up to three cards at once, all of one colour.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cross(es).</source>
        <translation>
            <numerusform>%n cross.</numerusform>
            <numerusform>%n crosses.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pyramid_cards</name>
    <message numerus="yes">
        <source>{name} takes %n pyramid point(s) for green.</source>
        <translation>
            <numerusform>{name} takes %n pyramid point for green.</numerusform>
            <numerusform>{name} takes %n pyramid points for green.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} takes %n pyramid point(s) for orange.</source>
        <translation>
            <numerusform>{name} takes %n pyramid point for orange.</numerusform>
            <numerusform>{name} takes %n pyramid points for orange.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} takes %n pyramid point(s) for purple.</source>
        <translation>
            <numerusform>{name} takes %n pyramid point for purple.</numerusform>
            <numerusform>{name} takes %n pyramid points for purple.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A tie on %n point(s): {name} completed pyramid card {serial}, the lowest serial number, and wins.</source>
        <translation>
            <numerusform>A tie on %n point: {name} completed pyramid card {serial}, the lowest serial number, and wins.</numerusform>
            <numerusform>A tie on %n points: {name} completed pyramid card {serial}, the lowest serial number, and wins.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The pyramid pile: %n card(s), face down</source>
        <translation>
            <numerusform>The pyramid pile: %n card, face down</numerusform>
            <numerusform>The pyramid pile: %n cards, face down</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Red X: mark %n more box(es) next to your path (or the entrance of an empty card).</source>
        <translation>
            <numerusform>Red X: mark %n more box next to your path (or the entrance of an empty card).</numerusform>
            <numerusform>Red X: mark %n more boxes next to your path (or the entrance of an empty card).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tomb reached! Take %n new pyramid card(s): click a card of the open display or the pile.</source>
        <translation>
            <numerusform>Tomb reached! Take %n new pyramid card: click a card of the open display or the pile.</numerusform>
            <numerusform>Tomb reached! Take %n new pyramid cards: click a card of the open display or the pile.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n torch box(es) crossed: a torch marked in a round crosses that round&apos;s box, 5 points each, once a round.</source>
        <translation>
            <numerusform>%n torch box crossed: a torch marked in a round crosses that round&apos;s box, 5 points each, once a round.</numerusform>
            <numerusform>%n torch boxes crossed: a torch marked in a round crosses that round&apos;s box, 5 points each, once a round.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>treasure_cards</name>
    <message numerus="yes">
        <source>{name} fills a row of coins and wins the cup worth %n point(s).</source>
        <translation>
            <numerusform>{name} fills a row of coins and wins the cup worth %n point.</numerusform>
            <numerusform>{name} fills a row of coins and wins the cup worth %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A tie on %n point(s): {name} completed more treasure cards and wins.</source>
        <translation>
            <numerusform>A tie on %n point: {name} completed more treasure cards and wins.</numerusform>
            <numerusform>A tie on %n points: {name} completed more treasure cards and wins.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A tie on %n point(s) and on completed cards: {name} has more green, orange or lilac cards, counted in that order, and wins.</source>
        <translation>
            <numerusform>A tie on %n point and on completed cards: {name} has more green, orange or lilac cards, counted in that order, and wins.</numerusform>
            <numerusform>A tie on %n points and on completed cards: {name} has more green, orange or lilac cards, counted in that order, and wins.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Lilac treasure card, %n point(s): empty boxes {left} of {boxes}</source>
        <translation>
            <numerusform>Lilac treasure card, %n point: empty boxes {left} of {boxes}</numerusform>
            <numerusform>Lilac treasure card, %n points: empty boxes {left} of {boxes}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Orange treasure card, %n point(s): empty boxes {left} of {boxes}</source>
        <translation>
            <numerusform>Orange treasure card, %n point: empty boxes {left} of {boxes}</numerusform>
            <numerusform>Orange treasure card, %n points: empty boxes {left} of {boxes}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Green treasure card, %n point(s): empty boxes {left} of {boxes}</source>
        <translation>
            <numerusform>Green treasure card, %n point: empty boxes {left} of {boxes}</numerusform>
            <numerusform>Green treasure card, %n points: empty boxes {left} of {boxes}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Grey treasure card, %n point(s): empty boxes {left} of {boxes}</source>
        <translation>
            <numerusform>Grey treasure card, %n point: empty boxes {left} of {boxes}</numerusform>
            <numerusform>Grey treasure card, %n points: empty boxes {left} of {boxes}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Seal: %n point(s) for each completed lilac card</source>
        <translation>
            <numerusform>Seal: %n point for each completed lilac card</numerusform>
            <numerusform>Seal: %n points for each completed lilac card</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Seal: %n point(s) for each completed orange card</source>
        <translation>
            <numerusform>Seal: %n point for each completed orange card</numerusform>
            <numerusform>Seal: %n points for each completed orange card</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Seal: %n point(s) for each completed green card</source>
        <translation>
            <numerusform>Seal: %n point for each completed green card</numerusform>
            <numerusform>Seal: %n points for each completed green card</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Seal: %n point(s) for each completed grey card</source>
        <translation>
            <numerusform>Seal: %n point for each completed grey card</numerusform>
            <numerusform>Seal: %n points for each completed grey card</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The treasure pile: %n card(s), face down</source>
        <translation>
            <numerusform>The treasure pile: %n card, face down</numerusform>
            <numerusform>The treasure pile: %n cards, face down</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Treasure card(s) completed! Take %n new card(s): click a card of the open display or the pile.</source>
        <translation>
            <numerusform>Treasure card completed! Take %n new card: click a card of the open display or the pile.</numerusform>
            <numerusform>Treasure cards completed! Take %n new cards: click a card of the open display or the pile.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cross symbol: cross %n more box(es) anywhere on your cards.</source>
        <translation>
            <numerusform>Cross symbol: cross %n more box anywhere on your cards.</numerusform>
            <numerusform>Cross symbol: cross %n more boxes anywhere on your cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s) crossed on your score card: each crossed coin box scores 1.</source>
        <translation>
            <numerusform>%n coin crossed on your score card: each crossed coin box scores 1.</numerusform>
            <numerusform>%n coins crossed on your score card: each crossed coin box scores 1.</numerusform>
        </translation>
    </message>
</context>
</TS>
