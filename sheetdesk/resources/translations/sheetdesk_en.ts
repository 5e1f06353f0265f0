<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>expeditions</name>
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
        <source>If no pyramid can be filled any more, the game ends too, and after %n roll(s) at the latest.</source>
        <translation>
            <numerusform>If no pyramid can be filled any more, the game ends too, and after %n roll at the latest.</numerusform>
            <numerusform>If no pyramid can be filled any more, the game ends too, and after %n rolls at the latest.</numerusform>
        </translation>
    </message>
</context>
</TS>
