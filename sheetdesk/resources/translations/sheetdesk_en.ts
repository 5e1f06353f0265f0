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
</TS>
