<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL">
<context>
    <name>Controller</name>
    <message>
        <location filename="../../ui/controller.py" line="287"/>
        <source>Read only: this game is open in another window</source>
        <translation>Tylko do odczytu: ta gra jest otwarta w innym oknie</translation>
    </message>
    <message>
        <location filename="../../ui/controller.py" line="291"/>
        <source>The game is over</source>
        <translation>Gra się skończyła</translation>
    </message>
    <message>
        <location filename="../../ui/controller.py" line="295"/>
        <source>{player} (computer) is playing…</source>
        <translation>{player} (komputer) wykonuje ruch…</translation>
    </message>
    <message>
        <location filename="../../ui/controller.py" line="298"/>
        <source>{player}&apos;s turn</source>
        <translation>Kolej: {player}</translation>
    </message>
    <message>
        <location filename="../../ui/controller.py" line="451"/>
        <source>The game could not be saved ({reason}). You can keep playing.</source>
        <translation>Nie udało się zapisać gry ({reason}). Można grać dalej.</translation>
    </message>
</context>
<context>
    <name>HandoverPage</name>
    <message>
        <location filename="../../ui/handover_page.py" line="48"/>
        <source>Pass the laptop to {name}</source>
        <translation>Podaj laptopa: {name}</translation>
    </message>
    <message>
        <location filename="../../ui/handover_page.py" line="51"/>
        <source>Only {name} should look at the screen now. The cards stay hidden until then.</source>
        <translation>Teraz na ekran patrzy tylko {name}. Do tego czasu karty są ukryte.</translation>
    </message>
    <message>
        <location filename="../../ui/handover_page.py" line="54"/>
        <source>I&apos;m {name}</source>
        <translation>Jestem {name}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ui/main_window.py" line="181"/>
        <source>sheetdesk</source>
        <translation>sheetdesk</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="182"/>
        <source>&amp;Game</source>
        <translation>&amp;Gra</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="183"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nowa gra…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="184"/>
        <source>&amp;Open…</source>
        <translation>&amp;Otwórz…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="185"/>
        <source>&amp;Saved games</source>
        <translation>&amp;Zapisane gry</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="186"/>
        <source>Back to the &amp;start page</source>
        <translation>Powrót do &amp;strony startowej</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="187"/>
        <source>&amp;Quit</source>
        <translation>&amp;Zakończ</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="188"/>
        <source>&amp;Edit</source>
        <translation>&amp;Edycja</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="189"/>
        <source>&amp;Settings</source>
        <translation>&amp;Ustawienia</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="190"/>
        <source>&amp;Language</source>
        <translation>&amp;Język</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="191"/>
        <source>System language</source>
        <translation>Język systemu</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="192"/>
        <source>Settings…</source>
        <translation>Ustawienia…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="193"/>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="194"/>
        <source>&amp;Rules</source>
        <translation>&amp;Zasady</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="195"/>
        <source>&amp;About sheetdesk</source>
        <translation>&amp;O programie sheetdesk</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="212"/>
        <source>&amp;Undo “{action}”</source>
        <translation>&amp;Cofnij „{action}”</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="212"/>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="215"/>
        <source>&amp;Redo “{action}”</source>
        <translation>&amp;Ponów „{action}”</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="215"/>
        <source>&amp;Redo</source>
        <translation>&amp;Ponów</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="217"/>
        <source>Restart &amp;turn</source>
        <translation>Zacznij &amp;turę od nowa</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="337"/>
        <source>Open a saved game</source>
        <translation>Otwórz zapisaną grę</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="339"/>
        <source>sheetdesk games (*.sheetdesk)</source>
        <translation>Gry sheetdesk (*.sheetdesk)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="381"/>
        <source>Read only</source>
        <translation>Tylko do odczytu</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="383"/>
        <source>This game is open in another sheetdesk window. It is shown here read-only: nothing you see here is saved.</source>
        <translation>Ta gra jest otwarta w innym oknie sheetdesk. Tutaj jest pokazana tylko do odczytu: nic z tego okna nie zostanie zapisane.</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="401"/>
        <source>Read only: this game is open in another window.</source>
        <translation>Tylko do odczytu: ta gra jest otwarta w innym oknie.</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="521"/>
        <source>Delete the game?</source>
        <translation>Usunąć grę?</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="522"/>
        <source>Delete {game} with {players} from {date}? This cannot be undone.</source>
        <translation>Usunąć grę „{game}” (gracze: {players}) z {date}? Tego nie da się cofnąć.</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="527"/>
        <source>Delete</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="543"/>
        <source>“{file}”: {reason}</source>
        <translation>„{file}”: {reason}</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="545"/>
        <source>It was moved to {folder}.</source>
        <translation>Plik przeniesiono do folderu {folder}.</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="555"/>
        <source>Could not delete</source>
        <translation>Nie można usunąć</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="556"/>
        <source>The saved game could not be deleted:</source>
        <translation>Nie udało się usunąć zapisanej gry:</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="558"/>
        <source>Could not open a saved game</source>
        <translation>Nie można otworzyć zapisanej gry</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="559"/>
        <source>This saved game could not be opened:</source>
        <translation>Nie udało się otworzyć tej zapisanej gry:</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="561"/>
        <source>Could not open some saved games</source>
        <translation>Nie można otworzyć niektórych zapisanych gier</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="562"/>
        <source>These saved games could not be opened:</source>
        <translation>Nie udało się otworzyć tych zapisanych gier:</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="593"/>
        <source>The settings could not be saved.</source>
        <translation>Nie udało się zapisać ustawień.</translation>
    </message>
    <message>
        <location filename="../../ui/about_dialog.py" line="31"/>
        <source>About sheetdesk</source>
        <translation>O programie sheetdesk</translation>
    </message>
    <message>
        <location filename="../../ui/about_dialog.py" line="17"/>
        <source>sheetdesk {version}

Paper-sheet games for a family around one computer.

Free software under the MIT licence. It uses Qt (through PySide6) under the GNU LGPL version 3.

Your games are saved in:
{folder}</source>
        <translation>sheetdesk {version}

Gry na kartkach dla całej rodziny przy jednym komputerze.

Wolne oprogramowanie na licencji MIT. Korzysta z Qt (przez PySide6) na licencji GNU LGPL w wersji 3.

Twoje gry są zapisywane w folderze:
{folder}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="50"/>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="63"/>
        <source>Game:</source>
        <translation>Gra:</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="70"/>
        <source>Solo practice — not part of the published game</source>
        <translation>Trening solo — nie jest częścią wydanej gry</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="76"/>
        <source>Players:</source>
        <translation>Gracze:</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="79"/>
        <source>Who plays</source>
        <translation>Kto gra</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="86"/>
        <source>Seat {number}</source>
        <translation>Miejsce {number}</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="90"/>
        <source>Computer</source>
        <translation>Komputer</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="107"/>
        <source>Options</source>
        <translation>Opcje</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="112"/>
        <source>empty = a new random deal</source>
        <translation>puste = nowe losowe rozdanie</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="113"/>
        <source>Game number:</source>
        <translation>Numer gry:</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="120"/>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="122"/>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="145"/>
        <source>Player {number}</source>
        <translation>Gracz {number}</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="148"/>
        <source>Clever</source>
        <translation>Sprytny</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="148"/>
        <source>Random</source>
        <translation>Losowy</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location filename="../../core/selftest.py" line="180"/>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <location filename="../../ui/rules_page.py" line="96"/>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <location filename="../../ui/rules_page.py" line="97"/>
        <source>Back</source>
        <translation>Wstecz</translation>
    </message>
</context>
<context>
    <name>SavedGamesPage</name>
    <message>
        <location filename="../../ui/saved_games_page.py" line="115"/>
        <source>Finished</source>
        <translation>Zakończona</translation>
    </message>
    <message>
        <location filename="../../ui/saved_games_page.py" line="117"/>
        <source>Turn {turn} · {actions} moves</source>
        <translation>Tura {turn} · ruchy: {actions}</translation>
    </message>
    <message>
        <location filename="../../ui/saved_games_page.py" line="120"/>
        <source>{actions} moves</source>
        <translation>ruchy: {actions}</translation>
    </message>
    <message>
        <location filename="../../ui/saved_games_page.py" line="129"/>
        <source>{name} (computer)</source>
        <translation>{name} (komputer)</translation>
    </message>
    <message>
        <location filename="../../ui/saved_games_page.py" line="155"/>
        <source>Saved games</source>
        <translation>Zapisane gry</translation>
    </message>
    <message>
        <location filename="../../ui/saved_games_page.py" line="156"/>
        <source>No saved games yet. Start a new game!</source>
        <translation>Nie ma jeszcze zapisanych gier. Zacznij nową grę!</translation>
    </message>
    <message>
        <location filename="../../ui/saved_games_page.py" line="159"/>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <location filename="../../ui/saved_games_page.py" line="160"/>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <location filename="../../ui/saved_games_page.py" line="161"/>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <location filename="../../ui/saved_games_page.py" line="162"/>
        <source>Progress</source>
        <translation>Postęp</translation>
    </message>
    <message>
        <location filename="../../ui/saved_games_page.py" line="163"/>
        <source>Score so far</source>
        <translation>Dotychczasowy wynik</translation>
    </message>
    <message>
        <location filename="../../ui/saved_games_page.py" line="166"/>
        <source>Back</source>
        <translation>Wstecz</translation>
    </message>
    <message>
        <location filename="../../ui/saved_games_page.py" line="167"/>
        <source>Delete…</source>
        <translation>Usuń…</translation>
    </message>
    <message>
        <location filename="../../ui/saved_games_page.py" line="168"/>
        <source>Open</source>
        <translation>Otwórz</translation>
    </message>
</context>
<context>
    <name>ScoresPage</name>
    <message>
        <location filename="../../ui/scores_page.py" line="104"/>
        <source>{crosses} ✗ → {points}</source>
        <translation>{crosses} ✗ → {points}</translation>
    </message>
    <message>
        <location filename="../../ui/scores_page.py" line="106"/>
        <source>{count} → {points}</source>
        <translation>{count} → {points}</translation>
    </message>
    <message>
        <location filename="../../ui/scores_page.py" line="125"/>
        <source>Total</source>
        <translation>Suma</translation>
    </message>
    <message>
        <location filename="../../ui/scores_page.py" line="150"/>
        <source>{name} wins on the tie-break!</source>
        <translation>Remis punktowy: wygrywa {name}!</translation>
    </message>
    <message>
        <location filename="../../ui/scores_page.py" line="152"/>
        <source>{name} wins!</source>
        <translation>Wygrywa {name}!</translation>
    </message>
    <message>
        <location filename="../../ui/scores_page.py" line="154"/>
        <source>{names} share the win!</source>
        <translation>Wspólne zwycięstwo: {names}!</translation>
    </message>
    <message>
        <location filename="../../ui/scores_page.py" line="164"/>
        <source>Final scores</source>
        <translation>Wyniki końcowe</translation>
    </message>
    <message>
        <location filename="../../ui/scores_page.py" line="165"/>
        <source>Show the sheets</source>
        <translation>Pokaż karty wyników</translation>
    </message>
    <message>
        <location filename="../../ui/scores_page.py" line="166"/>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <location filename="../../ui/scores_page.py" line="167"/>
        <source>Back to start</source>
        <translation>Powrót na start</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../ui/settings_dialog.py" line="24"/>
        <source>Settings</source>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="30"/>
        <source>System language</source>
        <translation>Język systemu</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="35"/>
        <source>Language:</source>
        <translation>Język:</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="37"/>
        <source>The new language is used at once.</source>
        <translation>Nowy język działa od razu.</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="42"/>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="43"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../../ui/start_page.py" line="90"/>
        <source>No unfinished game.</source>
        <translation>Brak niedokończonej gry.</translation>
    </message>
    <message>
        <location filename="../../ui/start_page.py" line="95"/>
        <source>{game} with {players} — {date}</source>
        <translation>{game}: {players} — {date}</translation>
    </message>
    <message>
        <location filename="../../ui/start_page.py" line="103"/>
        <source>sheetdesk</source>
        <translation>sheetdesk</translation>
    </message>
    <message>
        <location filename="../../ui/start_page.py" line="104"/>
        <source>Paper-sheet games for the whole family</source>
        <translation>Gry na kartkach dla całej rodziny</translation>
    </message>
    <message>
        <location filename="../../ui/start_page.py" line="105"/>
        <source>Continue the last game</source>
        <translation>Kontynuuj ostatnią grę</translation>
    </message>
    <message>
        <location filename="../../ui/start_page.py" line="106"/>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <location filename="../../ui/start_page.py" line="107"/>
        <source>Saved games</source>
        <translation>Zapisane gry</translation>
    </message>
    <message>
        <location filename="../../ui/start_page.py" line="108"/>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <location filename="../../ui/start_page.py" line="109"/>
        <source>Settings</source>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <location filename="../../ui/start_page.py" line="110"/>
        <source>Quit</source>
        <translation>Zakończ</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <location filename="../../ui/table_page.py" line="155"/>
        <source>Game #{number}</source>
        <translation>Gra nr {number}</translation>
    </message>
    <message>
        <location filename="../../ui/table_page.py" line="157"/>
        <source>Turn {turn}</source>
        <translation>Tura {turn}</translation>
    </message>
    <message>
        <location filename="../../ui/table_page.py" line="171"/>
        <source>Undo: {action}</source>
        <translation>Cofnij: {action}</translation>
    </message>
    <message>
        <location filename="../../ui/table_page.py" line="172"/>
        <source>Redo: {action}</source>
        <translation>Ponów: {action}</translation>
    </message>
    <message>
        <location filename="../../ui/table_page.py" line="223"/>
        <source>↶ Undo</source>
        <translation>↶ Cofnij</translation>
    </message>
    <message>
        <location filename="../../ui/table_page.py" line="224"/>
        <source>↷ Redo</source>
        <translation>↷ Ponów</translation>
    </message>
    <message>
        <location filename="../../ui/table_page.py" line="225"/>
        <source>Restart turn</source>
        <translation>Tura od nowa</translation>
    </message>
    <message>
        <location filename="../../ui/table_page.py" line="226"/>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <location filename="../../ui/table_page.py" line="227"/>
        <source>Back to the start page (the game is saved)</source>
        <translation>Powrót do strony startowej (gra jest zapisana)</translation>
    </message>
    <message>
        <location filename="../../ui/table_page.py" line="228"/>
        <source>Score so far</source>
        <translation>Wynik do tej pory</translation>
    </message>
    <message>
        <location filename="../../ui/table_page.py" line="229"/>
        <source>What happened</source>
        <translation>Co się wydarzyło</translation>
    </message>
    <message>
        <location filename="../../ui/table_page.py" line="230"/>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <location filename="../../ui/table_page.py" line="230"/>
        <source>Points</source>
        <translation>Punkty</translation>
    </message>
</context>
<context>
    <name>about_dialog</name>
    <message>
        <location filename="../../ui/about_dialog.py" line="23"/>
        <source>Its font, Noto Sans, is under the SIL Open Font License 1.1.</source>
        <translation>Jego czcionka, Noto Sans, jest na licencji SIL Open Font License 1.1.</translation>
    </message>
</context>
<context>
    <name>core</name>
    <message>
        <location filename="../../core/session.py" line="110"/>
        <source>No chance action is due here.</source>
        <translation>Teraz nie ma losowania.</translation>
    </message>
    <message>
        <location filename="../../core/session.py" line="116"/>
        <location filename="../../core/session.py" line="207"/>
        <source>It is not this player&apos;s turn.</source>
        <translation>To nie jest tura tego gracza.</translation>
    </message>
    <message>
        <location filename="../../core/session.py" line="123"/>
        <source>Action {index} in the log is not legal: {why}</source>
        <translation>Ruch {index} w historii jest niedozwolony: {why}</translation>
    </message>
    <message>
        <location filename="../../core/session.py" line="267"/>
        <location filename="../../core/session.py" line="280"/>
        <source>Nothing to undo.</source>
        <translation>Nie ma czego cofnąć.</translation>
    </message>
    <message>
        <location filename="../../core/session.py" line="273"/>
        <source>Nothing to redo.</source>
        <translation>Nie ma czego ponowić.</translation>
    </message>
</context>
<context>
    <name>dialogs</name>
    <message>
        <location filename="../../ui/dialogs.py" line="18"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="32"/>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <location filename="../../core/registry.py" line="54"/>
        <location filename="../../games/number_rows/rules.py" line="343"/>
        <source>Number rows</source>
        <translation>Rzędy liczb</translation>
    </message>
    <message>
        <location filename="../../core/registry.py" line="62"/>
        <location filename="../../games/treasure_cards/rules.py" line="266"/>
        <source>Treasure cards</source>
        <translation>Karty skarbów</translation>
    </message>
</context>
<context>
    <name>number_rows</name>
    <message>
        <location filename="../../games/number_rows/rules.py" line="68"/>
        <source>red</source>
        <translation>czerwony</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/rules.py" line="69"/>
        <source>yellow</source>
        <translation>żółty</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/rules.py" line="70"/>
        <source>green</source>
        <translation>zielony</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/rules.py" line="71"/>
        <source>blue</source>
        <translation>niebieski</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/rules.py" line="74"/>
        <source>Red</source>
        <translation>Czerwony</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/rules.py" line="75"/>
        <source>Yellow</source>
        <translation>Żółty</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/rules.py" line="76"/>
        <source>Green</source>
        <translation>Zielony</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/rules.py" line="77"/>
        <source>Blue</source>
        <translation>Niebieski</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/rules.py" line="236"/>
        <source>This row is closed: you already crossed its lock.</source>
        <translation>Ten rząd jest zamknięty: już skreśliłeś jego kłódkę.</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/rules.py" line="240"/>
        <source>You can only cross numbers to the right of your last cross in this row.</source>
        <translation>W tym rzędzie możesz skreślać tylko liczby na prawo od ostatniego krzyżyka.</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/rules.py" line="245"/>
        <source>The last number of a row needs 5 crosses in that row first.</source>
        <translation>Ostatnią liczbę rzędu możesz skreślić dopiero po 5 krzyżykach w tym rzędzie.</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/rules.py" line="259"/>
        <source>In one play you may leave at most one number open between your first and your last cross.</source>
        <translation>W jednym zagraniu między pierwszym a ostatnim krzyżykiem może zostać najwyżej jedna wolna liczba.</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/rules.py" line="350"/>
        <source>Jokers</source>
        <translation>Jokery</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/rules.py" line="444"/>
        <source>Only a player can do that.</source>
        <translation>Może to zrobić tylko gracz.</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/rules.py" line="446"/>
        <location filename="../../games/number_rows/sheet.py" line="838"/>
        <location filename="../../games/number_rows/sheet.py" line="1032"/>
        <source>The game is over.</source>
        <translation>Gra się skończyła.</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/rules.py" line="448"/>
        <source>There is no such player.</source>
        <translation>Nie ma takiego gracza.</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/rules.py" line="459"/>
        <source>This game has no such move.</source>
        <translation>W tej grze nie ma takiego ruchu.</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/rules.py" line="465"/>
        <source>You can only take cards at the start of your turn.</source>
        <translation>Karty możesz brać tylko na początku swojej tury.</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/rules.py" line="470"/>
        <location filename="../../games/number_rows/sheet.py" line="955"/>
        <location filename="../../games/number_rows/sheet.py" line="966"/>
        <location filename="../../games/number_rows/sheet.py" line="1081"/>
        <source>It is not your turn.</source>
        <translation>To nie twoja kolej.</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/rules.py" line="473"/>
        <source>There is no card at that place in the display.</source>
        <translation>Na tym miejscu wystawki nie ma karty.</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/rules.py" line="485"/>
        <source>Only the game shuffles the cards.</source>
        <translation>Karty tasuje tylko gra.</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/rules.py" line="487"/>
        <source>No shuffle is needed now.</source>
        <translation>Teraz nie trzeba tasować.</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/rules.py" line="491"/>
        <source>A shuffle must use every card of the discard pile once.</source>
        <translation>Tasowanie musi użyć każdej karty ze stosu odrzuconych dokładnie raz.</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/rules.py" line="504"/>
        <source>You can only use the announced number right after the draw.</source>
        <translation>Ogłoszonej liczby możesz użyć tylko zaraz po dobraniu kart.</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/rules.py" line="510"/>
        <source>You have already decided about the announced number.</source>
        <translation>Już zdecydowałeś o ogłoszonej liczbie.</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/rules.py" line="517"/>
        <source>You may cross the announced number in one row only.</source>
        <translation>Ogłoszoną liczbę możesz skreślić tylko w jednym rzędzie.</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/rules.py" line="548"/>
        <source>You have already played your cards this turn.</source>
        <translation>W tej turze już zagrałeś karty.</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/rules.py" line="552"/>
        <location filename="../../games/number_rows/sheet.py" line="1087"/>
        <source>Play 1, 2 or 3 cards.</source>
        <translation>Zagraj 1, 2 lub 3 karty.</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/rules.py" line="554"/>
        <source>You can play each card only once.</source>
        <translation>Każdą kartę możesz zagrać tylko raz.</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/rules.py" line="559"/>
        <source>You can only play cards from your hand.</source>
        <translation>Możesz zagrywać tylko karty z ręki.</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/rules.py" line="568"/>
        <source>Cards you play together must all have the same colour.</source>
        <translation>Karty zagrywane razem muszą mieć ten sam kolor.</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/rules.py" line="574"/>
        <source>The colour you chose is not the colour of your cards.</source>
        <translation>Wybrany kolor nie jest kolorem twoich kart.</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/rules.py" line="591"/>
        <source>You can play cards only after the draw and the announced number.</source>
        <translation>Karty zagrywasz dopiero po dobraniu i ogłoszonej liczbie.</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/rules.py" line="598"/>
        <source>Only the player whose turn it is may play and cross now.</source>
        <translation>Teraz zagrywa i skreśla tylko gracz, którego jest tura.</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/rules.py" line="607"/>
        <location filename="../../games/number_rows/sheet.py" line="1009"/>
        <source>Play your cards first, then cross their numbers.</source>
        <translation>Najpierw zagraj karty, potem skreśl ich liczby.</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/rules.py" line="612"/>
        <source>You can only cross numbers of the cards you played.</source>
        <translation>Możesz skreślać tylko liczby z zagranych kart.</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/rules.py" line="631"/>
        <source>Play at least one card before you end your turn.</source>
        <translation>Zanim zakończysz turę, zagraj co najmniej jedną kartę.</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/rules.py" line="700"/>
        <source>Misthrows</source>
        <translation>Pudła</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/rules.py" line="719"/>
        <source>{player} takes card {place} of the display.</source>
        <translation>{player} bierze kartę {place} z wystawki.</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/rules.py" line="725"/>
        <source>{player} crosses the announced number in the {row} row.</source>
        <translation>{player} skreśla ogłoszoną liczbę: rząd {row}.</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/rules.py" line="733"/>
        <source>{player} has decided about the announced number.</source>
        <translation>{player} decyduje o ogłoszonej liczbie.</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/rules.py" line="742"/>
        <source>{player} plays 1 {color} card.</source>
        <translation>{player} zagrywa 1 kartę, kolor {color}.</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/rules.py" line="747"/>
        <source>{player} plays {count} {color} cards.</source>
        <translation>{player} zagrywa karty ({count}), kolor {color}.</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/rules.py" line="754"/>
        <source>{player} crosses {number}.</source>
        <translation>{player} skreśla {number}.</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/rules.py" line="758"/>
        <source>{player} ends the turn.</source>
        <translation>{player} kończy turę.</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/rules.py" line="762"/>
        <source>The discard pile is shuffled into a new draw pile.</source>
        <translation>Stos odrzuconych kart zostaje przetasowany w nowy stos.</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/rules.py" line="766"/>
        <source>{player} moves.</source>
        <translation>{player} wykonuje ruch.</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="123"/>
        <source>Score sheet of {player}</source>
        <translation>Karta wyników: {player}</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="124"/>
        <source>Crosses</source>
        <translation>Krzyżyki</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="125"/>
        <source>Points</source>
        <translation>Punkty</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="126"/>
        <source>Misthrows −5 each</source>
        <translation>Pudła (−5)</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="127"/>
        <source>Total</source>
        <translation>Suma</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="129"/>
        <source>crossed</source>
        <translation>skreślone</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="130"/>
        <source>open</source>
        <translation>wolne</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="131"/>
        <source>skipped</source>
        <translation>pominięte</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="133"/>
        <source>{row} row, {number}: {state}</source>
        <translation>{row}, {number}: {state}</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="134"/>
        <source>{row} row, lock: crossed together with the last number of the row</source>
        <translation>{row}, kłódka: skreśla się ją razem z ostatnią liczbą rzędu</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="137"/>
        <source>{row} row, lock: crossed, the row is closed</source>
        <translation>{row}, kłódka: skreślona, rząd jest zamknięty</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="138"/>
        <source>Misthrow box: crossed when you cross nothing in your own turn (−5 points)</source>
        <translation>Pudło: zaznaczasz je, gdy w swojej turze nic nie skreślisz (−5 punktów)</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="141"/>
        <source>{row} row, {number}: you chose to cross it (not yet confirmed)</source>
        <translation>{row}, {number}: wybrano do skreślenia (jeszcze niepotwierdzone)</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="332"/>
        <source>Display</source>
        <translation>Wystawka</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="333"/>
        <source>Pile: {count}</source>
        <translation>Stos: {count}</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="334"/>
        <source>Discard</source>
        <translation>Odrzucone</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="335"/>
        <source>Your hand</source>
        <translation>Twoja ręka</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="336"/>
        <source>Hand of {player}</source>
        <translation>Ręka: {player}</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="337"/>
        <source>Announced</source>
        <translation>Ogłoszona</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="338"/>
        <source>Played</source>
        <translation>Zagrane</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="339"/>
        <source>Display card {number} (colour hidden)</source>
        <translation>Karta z wystawki {number} (kolor ukryty)</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="340"/>
        <source>Pile: the top card is {number}</source>
        <translation>Stos: na wierzchu jest {number}</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="341"/>
        <source>Hand card {number} (colour hidden)</source>
        <translation>Karta na ręce {number} (kolor ukryty)</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="342"/>
        <source>Hand card {number}, {color}</source>
        <translation>Karta na ręce {number}, kolor {color}</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="343"/>
        <source>Hand card {number}, joker</source>
        <translation>Karta na ręce {number}, joker</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="344"/>
        <source>Played card {number}, {color}</source>
        <translation>Zagrana karta {number}, kolor {color}</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="345"/>
        <source>The announced number: {number}</source>
        <translation>Ogłoszona liczba: {number}</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="388"/>
        <source>Your score sheet</source>
        <translation>Twoja karta wyników</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="399"/>
        <source>Cards</source>
        <translation>Karty</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="448"/>
        <location filename="../../games/number_rows/sheet.py" line="1134"/>
        <source>Joker colour:</source>
        <translation>Kolor jokera:</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="460"/>
        <location filename="../../games/number_rows/sheet.py" line="1133"/>
        <source>Play cards</source>
        <translation>Zagraj karty</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="462"/>
        <location filename="../../games/number_rows/sheet.py" line="869"/>
        <location filename="../../games/number_rows/sheet.py" line="920"/>
        <source>Done</source>
        <translation>Gotowe</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="677"/>
        <source>{player} — points: {points}</source>
        <translation>{player} — punkty: {points}</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="684"/>
        <source>Hand: {numbers}</source>
        <translation>Ręka: {numbers}</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="842"/>
        <source>Please wait…</source>
        <translation>Chwileczkę…</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="845"/>
        <source>{player} is playing. Please wait…</source>
        <translation>Teraz gra {player}. Chwileczkę…</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="852"/>
        <source>Take 1 card from the display</source>
        <translation>Weź 1 kartę z wystawki</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="855"/>
        <source>Take {count} cards from the display</source>
        <translation>Weź karty z wystawki: {count}</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="864"/>
        <source>You crossed the announced {number}. Press Done.</source>
        <translation>Skreślono ogłoszoną liczbę {number}. Naciśnij „Gotowe”.</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="873"/>
        <source>Cross the announced {number} in one row, or choose Don&apos;t cross</source>
        <translation>Skreśl ogłoszoną liczbę {number} w jednym rzędzie albo wybierz „Nie skreślam”</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="881"/>
        <source>The announced {number} fits in none of your rows. Choose Don&apos;t cross</source>
        <translation>Ogłoszona liczba {number} nie pasuje do żadnego rzędu. Wybierz „Nie skreślam”</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="887"/>
        <source>Don&apos;t cross</source>
        <translation>Nie skreślam</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="891"/>
        <source>Play 1–3 cards of one colour</source>
        <translation>Zagraj 1–3 karty jednego koloru</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="904"/>
        <source>Cross the numbers you played, then press Done</source>
        <translation>Skreśl zagrane liczby i naciśnij „Gotowe”</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="910"/>
        <source>No more of your played numbers can be crossed. Press Done</source>
        <translation>Żadnej innej zagranej liczby nie można już skreślić. Naciśnij „Gotowe”</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="917"/>
        <source>Done (take a misthrow)</source>
        <translation>Gotowe (pudło)</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="962"/>
        <source>You cannot do that now.</source>
        <translation>Teraz nie można tego zrobić.</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="981"/>
        <source>The lock is crossed by itself when you cross the last number of the row.</source>
        <translation>Kłódka skreśla się sama, gdy skreślisz ostatnią liczbę rzędu.</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="999"/>
        <source>Now only the announced number {number} can be crossed.</source>
        <translation>Teraz można skreślić tylko ogłoszoną liczbę {number}.</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="1017"/>
        <source>You played {color} cards: cross in the {color} row.</source>
        <translation>Zagrane karty mają kolor {color}: skreślaj w rzędzie tego koloru.</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="1030"/>
        <source>First take a card from the display.</source>
        <translation>Najpierw weź kartę z wystawki.</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="1046"/>
        <source>You take cards only at the start of your turn.</source>
        <translation>Karty bierzesz tylko na początku swojej tury.</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="1058"/>
        <source>You take cards from the display. The pile&apos;s top number is announced to everyone.</source>
        <translation>Karty bierzesz z wystawki. Liczba z wierzchu stosu jest ogłaszana wszystkim.</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="1075"/>
        <source>You choose cards to play after the announced number.</source>
        <translation>Karty do zagrania wybierasz po ogłoszonej liczbie.</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="1100"/>
        <source>Choose 1 to 3 cards of your hand first.</source>
        <translation>Najpierw wybierz od 1 do 3 kart z ręki.</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="1112"/>
        <source>Choose a colour for the joker.</source>
        <translation>Wybierz kolor jokera.</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="1186"/>
        <source>The goal</source>
        <translation>Cel gry</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="1188"/>
        <source>Cross as many numbers as you can in the four coloured rows of your sheet. The more crosses a row has, the more points it is worth.</source>
        <translation>Skreślaj jak najwięcej liczb w czterech kolorowych rzędach swojej karty. Im więcej krzyżyków ma rząd, tym więcej jest wart punktów.</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="1196"/>
        <source>Crossing numbers</source>
        <translation>Skreślanie liczb</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="1198"/>
        <source>In every row you cross from left to right. You may skip numbers, but a skipped number can never be crossed later.</source>
        <translation>W każdym rzędzie skreślasz od lewej do prawej. Możesz pomijać liczby, ale pominiętej liczby nie można już później skreślić.</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="1203"/>
        <source>The last number of a row (red 12, yellow 12, green 2, blue 2) needs 5 crosses in that row first. Crossing it also crosses the lock: the row is closed for you.</source>
        <translation>Ostatnią liczbę rzędu (czerwone 12, żółte 12, zielone 2, niebieskie 2) można skreślić dopiero po 5 krzyżykach w tym rzędzie. Skreślając ją, skreślasz też kłódkę: rząd zostaje dla ciebie zamknięty.</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="1212"/>
        <source>A turn</source>
        <translation>Tura</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="1214"/>
        <source>1. Take cards from the display until you hold 5 cards. The colours of the cards in your hand are secret; their numbers are not.</source>
        <translation>1. Bierz karty z wystawki, aż będziesz mieć 5 kart na ręce. Kolory kart na ręce są tajne, ich liczby nie.</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="1219"/>
        <source>2. The number on top of the draw pile is for everyone: each player may cross it in one row, or not.</source>
        <translation>2. Liczba na wierzchu stosu jest dla wszystkich: każdy gracz może ją skreślić w jednym rzędzie albo nie.</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="1224"/>
        <source>3. Play 1 to 3 cards of one colour and cross any of their numbers in that colour&apos;s row. Between the first and the last number you cross, at most one number may stay empty.</source>
        <translation>3. Zagraj od 1 do 3 kart jednego koloru i skreśl dowolne z ich liczb w rzędzie tego koloru. Między pierwszą a ostatnią skreśloną liczbą może zostać najwyżej jedna pusta.</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="1230"/>
        <source>If you crossed nothing in steps 2 and 3, you cross a misthrow box (−5 points).</source>
        <translation>Jeśli w krokach 2 i 3 nic nie skreślisz, zaznaczasz pudło (−5 punktów).</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="1238"/>
        <source>The end</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="1240"/>
        <source>The game ends at once when someone has closed two rows or has crossed 4 misthrows. The highest total wins; a tie shares the win.</source>
        <translation>Gra kończy się natychmiast, gdy ktoś zamknie dwa rzędy albo zaznaczy 4 pudła. Wygrywa najwyższy wynik; przy remisie zwycięstwo jest wspólne.</translation>
    </message>
    <message>
        <location filename="../../games/number_rows/sheet.py" line="1245"/>
        <source>Jokers (variant): a joker takes the colour you choose when you play it.</source>
        <translation>Jokery (wariant): joker przyjmuje kolor, który wybierzesz przy zagraniu.</translation>
    </message>
</context>
<context>
    <name>saves</name>
    <message>
        <location filename="../../core/savefile.py" line="83"/>
        <source>The file is too big to be a sheetdesk save.</source>
        <translation>Plik jest za duży jak na zapis sheetdesk.</translation>
    </message>
    <message>
        <location filename="../../core/savefile.py" line="87"/>
        <source>The file is empty.</source>
        <translation>Plik jest pusty.</translation>
    </message>
    <message>
        <location filename="../../core/savefile.py" line="91"/>
        <source>The file is cut off or damaged (not valid JSON).</source>
        <translation>Plik jest ucięty lub uszkodzony (niepoprawny JSON).</translation>
    </message>
    <message>
        <location filename="../../core/savefile.py" line="95"/>
        <source>It is not a sheetdesk save.</source>
        <translation>To nie jest zapis sheetdesk.</translation>
    </message>
    <message>
        <location filename="../../core/savefile.py" line="99"/>
        <source>It was saved by a newer version of sheetdesk.</source>
        <translation>Zapisała go nowsza wersja sheetdesk.</translation>
    </message>
    <message>
        <location filename="../../core/savefile.py" line="104"/>
        <source>It was saved in an old format this version cannot read.</source>
        <translation>Zapisano go w starym formacie, którego ta wersja nie odczyta.</translation>
    </message>
    <message>
        <location filename="../../core/savefile.py" line="109"/>
        <source>Some parts of it are missing or not as expected.</source>
        <translation>Brakuje w nim pewnych części albo są inne, niż powinny.</translation>
    </message>
    <message>
        <location filename="../../core/savefile.py" line="114"/>
        <source>It is a game this version does not know: {game}.</source>
        <translation>To gra, której ta wersja nie zna: {game}.</translation>
    </message>
    <message>
        <location filename="../../core/savefile.py" line="120"/>
        <source>It was played with newer rules than this version knows.</source>
        <translation>Grano w nią według nowszych zasad, niż zna ta wersja.</translation>
    </message>
    <message>
        <location filename="../../core/savefile.py" line="126"/>
        <source>It has a number of players this game does not allow.</source>
        <translation>Ma liczbę graczy, na którą ta gra nie pozwala.</translation>
    </message>
    <message>
        <location filename="../../core/savefile.py" line="132"/>
        <source>Move {index} in it is not allowed by the rules.</source>
        <translation>Ruch {index} jest w nim niezgodny z zasadami.</translation>
    </message>
    <message>
        <location filename="../../core/savefile.py" line="137"/>
        <source>The saved position does not match its moves.</source>
        <translation>Zapisana pozycja nie zgadza się z jej ruchami.</translation>
    </message>
    <message>
        <location filename="../../core/savefile.py" line="141"/>
        <source>The file could not be read ({error}).</source>
        <translation>Nie udało się odczytać pliku ({error}).</translation>
    </message>
    <message>
        <location filename="../../core/savefile.py" line="146"/>
        <source>The disk is full, so the game could not be saved. The last saved version is kept.</source>
        <translation>Dysk jest pełny, więc nie udało się zapisać gry. Ostatni zapis został zachowany.</translation>
    </message>
    <message>
        <location filename="../../core/savefile.py" line="155"/>
        <source>sheetdesk may not write to the saves folder, so the game could not be saved. The last saved version is kept.</source>
        <translation>sheetdesk nie ma prawa zapisu w folderze zapisów, więc nie udało się zapisać gry. Ostatni zapis został zachowany.</translation>
    </message>
    <message>
        <location filename="../../core/savefile.py" line="165"/>
        <source>The game could not be saved ({error}). The last saved version is kept.</source>
        <translation>Nie udało się zapisać gry ({error}). Ostatni zapis został zachowany.</translation>
    </message>
    <message>
        <location filename="../../core/savefile.py" line="175"/>
        <source>The save could not be deleted ({error}).</source>
        <translation>Nie udało się usunąć zapisu ({error}).</translation>
    </message>
</context>
<context>
    <name>treasure_cards</name>
    <message>
        <location filename="../../games/treasure_cards/rules.py" line="63"/>
        <source>lilac</source>
        <translation>liliowa</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/rules.py" line="64"/>
        <source>orange</source>
        <translation>pomarańczowa</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/rules.py" line="65"/>
        <source>green</source>
        <translation>zielona</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/rules.py" line="66"/>
        <source>grey</source>
        <translation>szara</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/rules.py" line="69"/>
        <source>Lilac cards</source>
        <translation>Karty liliowe</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/rules.py" line="70"/>
        <source>Orange cards</source>
        <translation>Karty pomarańczowe</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/rules.py" line="71"/>
        <source>Green cards</source>
        <translation>Karty zielone</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/rules.py" line="72"/>
        <source>Grey cards</source>
        <translation>Karty szare</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/rules.py" line="75"/>
        <source>domino</source>
        <translation>domino</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/rules.py" line="76"/>
        <source>straight three</source>
        <translation>prosta trójka</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/rules.py" line="77"/>
        <source>corner three</source>
        <translation>narożna trójka</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/rules.py" line="78"/>
        <source>square</source>
        <translation>kwadrat</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/rules.py" line="79"/>
        <source>L of four</source>
        <translation>czwórka L</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/rules.py" line="80"/>
        <source>T of four</source>
        <translation>czwórka T</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/rules.py" line="409"/>
        <source>Only the game itself shuffles and turns over cards.</source>
        <translation>Tylko sama gra tasuje i odkrywa karty.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/rules.py" line="415"/>
        <source>Only a player can do that.</source>
        <translation>Tylko gracz może to zrobić.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/rules.py" line="426"/>
        <source>This game has no such move.</source>
        <translation>W tej grze nie ma takiego ruchu.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/rules.py" line="432"/>
        <source>You choose your cards only at the start of the game.</source>
        <translation>Karty wybierasz tylko na początku gry.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/rules.py" line="438"/>
        <location filename="../../games/treasure_cards/rules.py" line="455"/>
        <source>You have already chosen your two cards.</source>
        <translation>Wybrałeś już swoje dwie karty.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/rules.py" line="443"/>
        <source>Choose from the four cards you were given.</source>
        <translation>Wybierz spośród czterech kart, które dostałeś.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/rules.py" line="446"/>
        <source>You already chose this card.</source>
        <translation>Ta karta jest już wybrana.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/rules.py" line="448"/>
        <source>You may keep only two cards.</source>
        <translation>Możesz zatrzymać tylko dwie karty.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/rules.py" line="459"/>
        <source>Choose two cards to keep first.</source>
        <translation>Najpierw wybierz dwie karty do zatrzymania.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/rules.py" line="477"/>
        <source>There is nothing to confirm now.</source>
        <translation>Teraz nie ma czego zatwierdzać.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/rules.py" line="480"/>
        <location filename="../../games/treasure_cards/rules.py" line="525"/>
        <source>You have already crossed your boxes for this card.</source>
        <translation>Pola dla tej karty są już przez ciebie skreślone.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/rules.py" line="487"/>
        <source>Cross the shape or one box first. You may not skip an expedition card.</source>
        <translation>Najpierw skreśl kształt albo jedno pole. Nie można pominąć karty wyprawy.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/rules.py" line="494"/>
        <source>You crossed an X symbol: cross one more empty box first.</source>
        <translation>Skreśliłeś symbol X: najpierw skreśl jeszcze jedno puste pole.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/rules.py" line="519"/>
        <source>You can cross boxes only when an expedition card is shown.</source>
        <translation>Pola skreśla się tylko wtedy, gdy odkryta jest karta wyprawy.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/rules.py" line="532"/>
        <source>That is not one of your treasure cards.</source>
        <translation>To nie jest żadna z twoich kart skarbów.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/rules.py" line="540"/>
        <location filename="../../games/treasure_cards/rules.py" line="570"/>
        <source>You have already used this expedition card.</source>
        <translation>Ta karta wyprawy jest już przez ciebie wykorzystana.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/rules.py" line="549"/>
        <source>Cross exactly the shape on the expedition card. You may turn it or flip it.</source>
        <translation>Skreśl dokładnie kształt z karty wyprawy. Możesz go obrócić albo odbić.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/rules.py" line="557"/>
        <source>Every part of the shape must go on an empty box of that card.</source>
        <translation>Każda część kształtu musi trafić na puste pole tej karty.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/rules.py" line="578"/>
        <source>You can only cross an empty box of the card.</source>
        <translation>Możesz skreślić tylko puste pole karty.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/rules.py" line="675"/>
        <location filename="../../games/treasure_cards/sheet.py" line="1833"/>
        <source>You take a new card only right after you complete a treasure card.</source>
        <translation>Nową kartę bierzesz tylko zaraz po ukończeniu karty skarbu.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/rules.py" line="682"/>
        <source>The pile is empty.</source>
        <translation>Stos jest pusty.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/rules.py" line="688"/>
        <source>There is no card in that place.</source>
        <translation>W tym miejscu nie ma karty.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/rules.py" line="718"/>
        <location filename="../../games/treasure_cards/rules.py" line="738"/>
        <source>No shuffle is due now.</source>
        <translation>Teraz nie trzeba tasować.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/rules.py" line="724"/>
        <source>A shuffle must use every card of the pile once.</source>
        <translation>Tasowanie musi objąć każdą kartę stosu dokładnie raz.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/rules.py" line="741"/>
        <source>A shuffle must use every expedition card once.</source>
        <translation>Tasowanie musi objąć każdą kartę wyprawy dokładnie raz.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/rules.py" line="748"/>
        <source>No expedition card is turned over now.</source>
        <translation>Teraz nie odkrywa się karty wyprawy.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/rules.py" line="809"/>
        <source>Coins</source>
        <translation>Monety</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/rules.py" line="815"/>
        <source>Cups</source>
        <translation>Puchary</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/rules.py" line="821"/>
        <source>Palms</source>
        <translation>Palmy</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/rules.py" line="841"/>
        <source>Seals</source>
        <translation>Pieczęcie</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/rules.py" line="864"/>
        <source>{player} chooses a card to keep.</source>
        <translation>{player}: wybiera kartę do zatrzymania.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/rules.py" line="869"/>
        <source>{player} crosses the shape on a {color} card.</source>
        <translation>{player}: skreśla kształt na karcie ({color}).</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/rules.py" line="877"/>
        <source>{player} crosses one box on a {color} card.</source>
        <translation>{player}: skreśla jedno pole na karcie ({color}).</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/rules.py" line="881"/>
        <source>{player} is done.</source>
        <translation>{player}: gotowe.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/rules.py" line="886"/>
        <source>{player} takes the top card of the pile.</source>
        <translation>{player}: bierze wierzchnią kartę ze stosu.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/rules.py" line="890"/>
        <source>{player} takes card {place} of the display.</source>
        <translation>{player}: bierze kartę {place} z odkrytych kart.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/rules.py" line="896"/>
        <source>The other treasure cards are shuffled into the pile.</source>
        <translation>Pozostałe karty skarbów zostają wtasowane do stosu.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/rules.py" line="902"/>
        <source>The expedition cards are shuffled.</source>
        <translation>Karty wypraw zostają potasowane.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/rules.py" line="907"/>
        <source>Expedition card {number} of {count}.</source>
        <translation>Karta wyprawy {number} z {count}.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/rules.py" line="911"/>
        <source>{player} moves.</source>
        <translation>{player}: wykonuje ruch.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="80"/>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="81"/>
        <source>O</source>
        <translation>P</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="82"/>
        <source>G</source>
        <translation>Z</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="83"/>
        <source>Gy</source>
        <translation>S</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="875"/>
        <source>Treasure cards of {player}</source>
        <translation>Karty skarbów: {player}</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="876"/>
        <source>Cards dealt to {player}: keep 2 of these 4</source>
        <translation>Karty dla: {player} – zatrzymaj 2 z tych 4</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="877"/>
        <source>Score card</source>
        <translation>Karta wyników</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="878"/>
        <source>Total {points}</source>
        <translation>Razem {points}</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="879"/>
        <source>Round {round} of {rounds}</source>
        <translation>Runda {round} z {rounds}</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="880"/>
        <source>Open display: a palm is worth {value} now</source>
        <translation>Odkryte karty: palma jest teraz warta {value}</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="881"/>
        <source>Pile: {count}</source>
        <translation>Stos: {count}</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="882"/>
        <source>palms: {count}</source>
        <translation>palmy: {count}</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="883"/>
        <source>Empty place</source>
        <translation>Puste miejsce</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="884"/>
        <source>Kept</source>
        <translation>Zatrzymana</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="885"/>
        <source>Expedition card</source>
        <translation>Karta wyprawy</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="886"/>
        <source>Card {number} of {count}</source>
        <translation>Karta {number} z {count}</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="887"/>
        <source>{count} more this round</source>
        <translation>Jeszcze {count} w tej rundzie</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="888"/>
        <source>Not turned over yet</source>
        <translation>Jeszcze nieodkryta</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="889"/>
        <source>{color} treasure card, {points} points: {left} of {boxes} boxes empty</source>
        <translation>Karta skarbu ({color}), {points} pkt: pustych pól {left} z {boxes}</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="892"/>
        <source>Seal: {value} points for each completed {color} card</source>
        <translation>Pieczęć: {value} pkt za każdą ukończoną kartę ({color})</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="895"/>
        <source>Coins {coins}, palms {palms}, cross symbols {crosses}</source>
        <translation>Monety {coins}, palmy {palms}, symbole X {crosses}</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="898"/>
        <source>A treasure card, face down</source>
        <translation>Karta skarbu, zakryta</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="899"/>
        <source>The treasure pile: {count} cards, face down</source>
        <translation>Stos kart skarbów: zakrytych kart {count}</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="1050"/>
        <source>Your treasure cards</source>
        <translation>Twoje karty skarbów</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="1076"/>
        <source>Round card, open display and pile</source>
        <translation>Karta rund, odkryte karty i stos</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="1365"/>
        <source>Click on one of your two treasure cards.</source>
        <translation>Kliknij jedną ze swoich dwóch kart skarbów.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="1415"/>
        <source>The shape fits nowhere: cross one box.</source>
        <translation>Kształt nigdzie się nie mieści: skreśl jedno pole.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="1613"/>
        <source>{player} — points: {points}, completed cards: {cards}</source>
        <translation>{player} — punkty: {points}, ukończone karty: {cards}</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="1650"/>
        <source>The game is over.</source>
        <translation>Gra skończona.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="1654"/>
        <source>Please wait…</source>
        <translation>Proszę czekać…</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="1657"/>
        <source>{player} is choosing. Please wait…</source>
        <translation>{player}: wybiera. Proszę czekać…</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="1662"/>
        <source>{player} is playing. Please wait…</source>
        <translation>{player}: gra. Proszę czekać…</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="1674"/>
        <source>You keep these 2 cards. Press Confirm (or Undo to change).</source>
        <translation>Zatrzymujesz te 2 karty. Naciśnij „Zatwierdź” (albo „Cofnij”, by zmienić).</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="1681"/>
        <source>Choose 2 of your 4 treasure cards to keep: click a card ({count} of 2 chosen). The others do not see your choice.</source>
        <translation>Wybierz 2 z 4 kart skarbów do zatrzymania: kliknij kartę (wybrane: {count} z 2). Inni nie widzą twojego wyboru.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="1694"/>
        <source>You completed a treasure card! Take a new one: click a card of the open display or the pile ({count} to take).</source>
        <translation>Karta skarbu ukończona! Weź nową: kliknij jedną z odkrytych kart albo stos (do wzięcia: {count}).</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="1722"/>
        <source>Done for this expedition card? Press Confirm (or Undo to change).</source>
        <translation>Gotowe z tą kartą wyprawy? Naciśnij „Zatwierdź” (albo „Cofnij”, by zmienić).</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="1728"/>
        <source>No empty box is left on your cards. Press Confirm.</source>
        <translation>Na twoich kartach nie zostało puste pole. Naciśnij „Zatwierdź”.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="1734"/>
        <source>Cross symbol: cross {count} more box anywhere on your cards.</source>
        <translation>Symbol X: skreśl jeszcze {count} pole w dowolnym miejscu swoich kart.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="1741"/>
        <source>The {shape} fits on neither card: cross one empty box instead.</source>
        <translation>Kształt „{shape}” nie mieści się na żadnej karcie: zamiast niego skreśl jedno puste pole.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="1749"/>
        <source>Cross one empty box instead of the shape: click a box (B: back to the shape).</source>
        <translation>Skreśl jedno puste pole zamiast kształtu: kliknij pole (B: powrót do kształtu).</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="1755"/>
        <source>Cross the {shape} on one of your cards: move it there and click. R or the wheel turns it, F mirrors it.</source>
        <translation>Skreśl kształt „{shape}” na jednej ze swoich kart: przesuń go tam i kliknij. R lub kółko myszy go obraca, F odbija.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="1768"/>
        <source>Turn (R)</source>
        <translation>Obróć (R)</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="1769"/>
        <source>Mirror (F)</source>
        <translation>Odbij (F)</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="1771"/>
        <source>Cross one box instead (B)</source>
        <translation>Zamiast tego jedno pole (B)</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="1773"/>
        <source>Confirm</source>
        <translation>Zatwierdź</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="1781"/>
        <source>It is not your turn.</source>
        <translation>To nie twoja kolej.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="1792"/>
        <source>You cannot do that now.</source>
        <translation>Teraz nie możesz tego zrobić.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="1813"/>
        <source>You already keep this card. Use Undo to change your mind.</source>
        <translation>Już zatrzymujesz tę kartę. Aby zmienić zdanie, użyj „Cofnij”.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="1900"/>
        <source>The goal</source>
        <translation>Cel gry</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="1902"/>
        <source>Fill your treasure cards with crosses. A completed card is worth as many points as it has boxes. Coins, cups, palms and seals give extra points. After 4 rounds, the most points win.</source>
        <translation>Wypełnij swoje karty skarbów krzyżykami. Ukończona karta jest warta tyle punktów, ile ma pól. Monety, puchary, palmy i pieczęcie dają dodatkowe punkty. Po 4 rundach wygrywa ten, kto ma najwięcej punktów.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="1911"/>
        <source>Getting ready</source>
        <translation>Przygotowanie</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="1913"/>
        <source>Everyone gets 4 treasure cards and keeps 2 of them. The others do not see which. The other cards go into the face-down pile, and 4 cards lie face up as the open display.</source>
        <translation>Każdy dostaje 4 karty skarbów i zatrzymuje 2 z nich. Inni nie widzą których. Pozostałe karty tworzą zakryty stos, a 4 karty z niego leżą obok odkryte: to odkryte karty.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="1922"/>
        <source>A turn</source>
        <translation>Tura</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="1924"/>
        <source>1. An expedition card is turned over. Its shape of 2 to 4 boxes is for everyone.</source>
        <translation>1. Odkrywa się kartę wyprawy. Jej kształt (od 2 do 4 pól) obowiązuje wszystkich.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="1929"/>
        <source>2. Cross that shape on one of your two treasure cards. You may turn it or mirror it, but every part of it must land on an empty box of the same card.</source>
        <translation>2. Skreśl ten kształt na jednej ze swoich dwóch kart skarbów. Możesz go obrócić albo odbić, ale każda jego część musi trafić na puste pole tej samej karty.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="1934"/>
        <source>If the shape does not fit, or you do not want it there, cross any one empty box on one of your cards instead. You may never skip an expedition card.</source>
        <translation>Jeśli kształt się nie mieści albo nie chcesz go tam, zamiast niego skreśl dowolne jedno puste pole na jednej ze swoich kart. Nigdy nie można pominąć karty wyprawy.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="1943"/>
        <source>Symbols on the boxes</source>
        <translation>Symbole na polach</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="1945"/>
        <source>Cross symbol (X): at once cross one more empty box, anywhere on your two cards.</source>
        <translation>Symbol X: od razu skreśl jeszcze jedno puste pole, w dowolnym miejscu swoich dwóch kart.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="1950"/>
        <source>Coin: cross the next coin box on your score card (3 rows of 4). Each coin box is worth 1 point.</source>
        <translation>Moneta: skreśl następne pole monet na swojej karcie wyników (3 rzędy po 4). Każde pole monety jest warte 1 punkt.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="1955"/>
        <source>Cups: when you fill a row of 4 coins, you win the best cup still left on the round card: first 6 points, then 5, 4, 3, 2 and 1.</source>
        <translation>Puchary: gdy wypełnisz rząd 4 monet, zdobywasz najlepszy puchar, który jeszcze został na karcie rund: najpierw 6 punktów, potem 5, 4, 3, 2 i 1.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="1960"/>
        <source>Palm: you score 1 point for the palm and 1 more for every palm you can see on the cards of the open display. Only 4 palms count.</source>
        <translation>Palma: dostajesz 1 punkt za palmę i jeszcze 1 za każdą palmę widoczną na odkrytych kartach. Liczą się tylko 4 palmy.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="1968"/>
        <source>Completing a card</source>
        <translation>Ukończenie karty</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="1970"/>
        <source>When every box of a treasure card is crossed, the card is complete. It is put aside and stays yours until the end. Then take a new card: one from the open display or the top card of the pile.</source>
        <translation>Gdy wszystkie pola karty skarbu są skreślone, karta jest ukończona. Odkładasz ją na bok i zostaje twoja do końca gry. Potem weź nową kartę: jedną z odkrytych kart albo wierzchnią kartę ze stosu.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="1979"/>
        <source>Rounds and the end</source>
        <translation>Rundy i koniec gry</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="1981"/>
        <source>A round has 7 expedition cards (the 8th is not used). The game has 4 rounds.</source>
        <translation>Runda ma 7 kart wypraw (ósma nie jest używana). Gra ma 4 rundy.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="1985"/>
        <source>At the end you score your coin boxes, cups and palms and the points of your completed cards. A seal on a completed card shows a colour and 1 or 2: you get that many points for every completed card of that colour. Cards that are not complete score nothing.</source>
        <translation>Na koniec liczysz pola monet, puchary, palmy i punkty ukończonych kart. Pieczęć na ukończonej karcie pokazuje kolor oraz 1 lub 2: dostajesz tyle punktów za każdą ukończoną kartę tego koloru. Nieukończone karty nie dają punktów.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="1992"/>
        <source>The highest total wins. In a tie, more completed cards win; then more green cards, then orange, then lilac. If it is still a tie, the players share the win.</source>
        <translation>Wygrywa najwyższy wynik. Przy remisie wygrywa ten, kto ma więcej ukończonych kart; potem więcej zielonych, potem pomarańczowych, potem liliowych. Jeśli nadal jest remis, zwycięstwo jest wspólne.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="2001"/>
        <source>Playing on the computer</source>
        <translation>Gra na komputerze</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="2003"/>
        <source>Move the shape with the mouse over one of your cards. Green with a check means it fits; red with a cross means it does not. Click to cross it.</source>
        <translation>Przesuń kształt myszą nad jedną ze swoich kart. Zielony z ptaszkiem oznacza, że się mieści; czerwony z krzyżykiem – że nie. Kliknij, aby go skreślić.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="2008"/>
        <source>R or the mouse wheel turns the shape, F mirrors it. B switches to crossing one box instead; press B again to go back to the shape.</source>
        <translation>R lub kółko myszy obraca kształt, F go odbija. B przełącza na skreślanie jednego pola zamiast kształtu; naciśnij B jeszcze raz, aby wrócić do kształtu.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="2013"/>
        <source>With the keyboard: the arrow keys move the shape, Tab moves it to your other card, Enter crosses it.</source>
        <translation>Klawiatura: strzałki przesuwają kształt, Tab przenosi go na drugą kartę, Enter go skreśla.</translation>
    </message>
    <message>
        <location filename="../../games/treasure_cards/sheet.py" line="2018"/>
        <source>When you are done, press Confirm (or Enter). Until then, Undo takes back your crosses.</source>
        <translation>Gdy skończysz, naciśnij „Zatwierdź” (albo Enter). Do tego czasu „Cofnij” cofa twoje krzyżyki.</translation>
    </message>
</context>
</TS>
