<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL">
<context>
    <name>Controller</name>
    <message>
        <source>Read only</source>
        <translation>Tylko do odczytu</translation>
    </message>
    <message>
        <source>Read only: this game is open in another window</source>
        <translation>Tylko do odczytu: ta gra jest otwarta w innym oknie</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <source>{player} is thinking…</source>
        <translation>{player} myśli…</translation>
    </message>
    <message>
        <source>{player} (computer) is playing…</source>
        <translation>Teraz gra {player} (komputer)…</translation>
    </message>
    <message>
        <source>No hint this time.</source>
        <translation>Tym razem nie ma podpowiedzi.</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Szukam podpowiedzi…</translation>
    </message>
    <message>
        <source>Hint: {action}</source>
        <translation>Podpowiedź: {action}</translation>
    </message>
    <message>
        <source>The hint is marked on the sheet.</source>
        <translation>Podpowiedź jest zaznaczona na kartce.</translation>
    </message>
    <message>
        <source>{reason} You can keep playing.</source>
        <translation>{reason} Możesz grać dalej.</translation>
    </message>
    <message>
        <source>Now playing: {owner} — {player} decides</source>
        <translation>Teraz gra {owner} — decyduje {player}</translation>
    </message>
    <message>
        <source>Now playing: {player}</source>
        <translation>Teraz gra {player}</translation>
    </message>
</context>
<context>
    <name>DiceItem</name>
    <message>
        <source>Die {die}: {face}</source>
        <translation>Kostka {die}: {face}</translation>
    </message>
    <message>
        <source>Die {die}: not rolled yet</source>
        <translation>Kostka {die}: jeszcze nierzucona</translation>
    </message>
    <message>
        <source>Die {die}: {face}, held</source>
        <translation>Kostka {die}: {face}, zatrzymana</translation>
    </message>
    <message>
        <source>Die {die}: held</source>
        <translation>Kostka {die}: zatrzymana</translation>
    </message>
</context>
<context>
    <name>GameTable</name>
    <message>
        <source>You cannot do that now.</source>
        <translation>Teraz nie możesz tego zrobić.</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Podpowiedź</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>To nie twoja kolej.</translation>
    </message>
    <message>
        <source>Key: {key}</source>
        <translation>Klawisz: {key}</translation>
    </message>
</context>
<context>
    <name>HandoverPage</name>
    <message>
        <source>Pass the laptop to {name}</source>
        <translation>Przekaż laptop {name}</translation>
    </message>
    <message>
        <source>Pass the laptop on: {name} plays next</source>
        <translation>Przekaż laptop — teraz gra {name}</translation>
    </message>
    <message>
        <source>Nothing in this game is hidden: everyone may watch while {name} plays.</source>
        <translation>W tej grze nic nie jest ukryte: wszyscy mogą patrzeć, gdy gra {name}.</translation>
    </message>
    <message>
        <source>Only {name} should look at the screen now.</source>
        <translation>Teraz na ekran patrzy tylko {name}.</translation>
    </message>
    <message>
        <source>I&apos;m {name}</source>
        <translation>To ja, {name}</translation>
    </message>
</context>
<context>
    <name>HeadToHead</name>
    <message>
        <source>Aga&amp;inst:</source>
        <translation>Przeciw&amp;ko:</translation>
    </message>
    <message>
        <source>Games together</source>
        <translation>Wspólne gry</translation>
    </message>
    <message>
        <source>Shared wins</source>
        <translation>Wspólne wygrane</translation>
    </message>
    <message>
        <source>Won by {name}</source>
        <translation>Wygrane: {name}</translation>
    </message>
    <message>
        <source>Won by someone else</source>
        <translation>Wygrał ktoś inny</translation>
    </message>
    <message>
        <source>{first}&apos;s score minus {second}&apos;s, on average</source>
        <translation>Średnia różnica wyników: {first} minus {second}</translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <source>All games</source>
        <translation>Wszystkie gry</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>Wszyscy</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Nie ma jeszcze skończonych gier.</translation>
    </message>
    <message>
        <source>No finished game of {game} with {player}. Choose another game or player.</source>
        <translation>Brak skończonych gier „{game}” z graczem: {player}. Wybierz inną grę lub innego gracza.</translation>
    </message>
    <message>
        <source>Export the finished games</source>
        <translation>Eksport skończonych gier</translation>
    </message>
    <message>
        <source>finished-games.csv</source>
        <translation>skonczone-gry.csv</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Pliki CSV (*.csv)</translation>
    </message>
    <message>
        <source>The file could not be written: {error}</source>
        <translation>Nie udało się zapisać pliku: {error}</translation>
    </message>
    <message>
        <source>Finished games</source>
        <translation>Skończone gry</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Gra:</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Gracz:</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Zwycięzca</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Wyniki</translation>
    </message>
    <message>
        <source>Why it ended</source>
        <translation>Powód końca</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Wstecz</translation>
    </message>
    <message>
        <source>Export as CSV…</source>
        <translation>Eksportuj do CSV…</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>Sta&amp;tystyki</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Otwórz</translation>
    </message>
    <message>
        <source>Look at this game again, move by move (Enter)</source>
        <translation>Obejrzyj tę grę jeszcze raz, ruch po ruchu (Enter)</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Drukuj…</translation>
    </message>
</context>
<context>
    <name>KeysCard</name>
    <message>
        <source>Arrows</source>
        <translation>Strzałki</translation>
    </message>
    <message>
        <source>Move on the sheet, and on to the next card</source>
        <translation>Poruszaj się po kartce i przechodź do następnej karty</translation>
    </message>
    <message>
        <source>Enter or Space</source>
        <translation>Enter lub Spacja</translation>
    </message>
    <message>
        <source>Choose what the outline is on</source>
        <translation>Wybierz to, co jest w obramowaniu</translation>
    </message>
    <message>
        <source>Move between the choices</source>
        <translation>Przechodź między opcjami</translation>
    </message>
    <message>
        <source>Choose the one you are on</source>
        <translation>Wybierz tę, na której jesteś</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Go to the next button or sheet</source>
        <translation>Przejdź do następnego przycisku lub kartki</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Klawisze</translation>
    </message>
    <message>
        <source>Keys that work now</source>
        <translation>Klawisze, które działają teraz</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
</context>
<context>
    <name>LearnPage</name>
    <message>
        <source>Learn to play</source>
        <translation>Naucz się grać</translation>
    </message>
    <message>
        <source>Choose a game: you play a short game against the computer, and each step shows you what to do on the sheet and why. Nothing is saved, and you can leave at any step.</source>
        <translation>Wybierz grę: rozegrasz krótką partię z komputerem, a każdy krok pokaże ci na kartce, co zrobić i dlaczego. Nic się nie zapisuje i możesz przerwać na dowolnym kroku.</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Wstecz</translation>
    </message>
</context>
<context>
    <name>ListSort</name>
    <message>
        <source>So&amp;rt by:</source>
        <translation>Kolej&amp;ność:</translation>
    </message>
    <message>
        <source>{column}: newest first</source>
        <translation>{column}: od najnowszych</translation>
    </message>
    <message>
        <source>{column}: oldest first</source>
        <translation>{column}: od najstarszych</translation>
    </message>
    <message>
        <source>{column}: highest first</source>
        <translation>{column}: od największych</translation>
    </message>
    <message>
        <source>{column}: lowest first</source>
        <translation>{column}: od najmniejszych</translation>
    </message>
    <message>
        <source>{column}: Z to A</source>
        <translation>{column}: od Z do A</translation>
    </message>
    <message>
        <source>{column}: A to Z</source>
        <translation>{column}: od A do Z</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>sheetdesk</source>
        <translation>sheetdesk</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Gra</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nowa gra…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Otwórz…</translation>
    </message>
    <message>
        <source>&amp;Saved games</source>
        <translation>&amp;Zapisane gry</translation>
    </message>
    <message>
        <source>Back to the &amp;start page</source>
        <translation>Wróć do &amp;strony startowej</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Drukuj…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Za&amp;kończ</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edycja</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Ustawienia</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Język</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Język systemu</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Ustawienia…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Zasady</translation>
    </message>
    <message>
        <source>&amp;About sheetdesk</source>
        <translation>&amp;O programie sheetdesk</translation>
    </message>
    <message>
        <source>&amp;Undo “{action}”</source>
        <translation>&amp;Cofnij: „{action}”</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <source>&amp;Redo “{action}”</source>
        <translation>&amp;Ponów: „{action}”</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ponów</translation>
    </message>
    <message>
        <source>Restart &amp;turn</source>
        <translation>Zacznij &amp;turę od nowa</translation>
    </message>
    <message>
        <source>&amp;Hint: what would the computer do?</source>
        <translation>&amp;Podpowiedź: co zrobiłby komputer?</translation>
    </message>
    <message>
        <source>Players and finished games</source>
        <translation>Gracze i skończone gry</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Otwórz zapisaną grę</translation>
    </message>
    <message>
        <source>&amp;Finished games</source>
        <translation>Skoń&amp;czone gry</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>Sta&amp;tystyki</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Gracze</translation>
    </message>
    <message>
        <source>sheetdesk games (*.sheetdesk)</source>
        <translation>Gry sheetdesk (*.sheetdesk)</translation>
    </message>
    <message>
        <source>This game is already in your saved games</source>
        <translation>Ta gra jest już w twoich zapisanych grach</translation>
    </message>
    <message>
        <source>Your saved games already have this game, with moves this copy does not have. Which one do you want to open?</source>
        <translation>W twoich zapisanych grach jest już ta gra, z ruchami, których ta kopia nie ma. Którą chcesz otworzyć?</translation>
    </message>
    <message>
        <source>Open my saved game</source>
        <translation>Otwórz moją zapisaną grę</translation>
    </message>
    <message>
        <source>Open the copy as a separate game</source>
        <translation>Otwórz kopię jako osobną grę</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>Read only: sheetdesk may not write to the saves folder.</source>
        <translation>Tylko do odczytu: sheetdesk nie ma prawa zapisu w folderze zapisów.</translation>
    </message>
    <message>
        <source>Read only</source>
        <translation>Tylko do odczytu</translation>
    </message>
    <message>
        <source>This game is open in another sheetdesk window. It is shown here read-only: nothing you see here is saved.</source>
        <translation>Ta gra jest otwarta w innym oknie sheetdesk. Tutaj możesz ją tylko oglądać: nic z tego, co tu zrobisz, nie zostanie zapisane.</translation>
    </message>
    <message>
        <source>sheetdesk may not write to the folder where this game is saved, so it is shown read-only: you can look at it, but not go on with it. Nothing is lost: the saved game stays as it was.</source>
        <translation>sheetdesk nie ma prawa zapisu w folderze, w którym zapisana jest ta gra, więc możesz ją tylko oglądać, ale nie grać dalej. Nic nie przepadło: zapisana gra zostaje taka, jaka była.</translation>
    </message>
    <message>
        <source>Read only: this game is open in another window.</source>
        <translation>Tylko do odczytu: ta gra jest otwarta w innym oknie.</translation>
    </message>
    <message>
        <source>The game is not saved</source>
        <translation>Gra nie jest zapisana</translation>
    </message>
    <message>
        <source>The last changes to this game could not be saved: {reason}

Save the game somewhere else (for example on a USB stick) before closing it?</source>
        <translation>Nie udało się zapisać ostatnich zmian w tej grze: {reason}

Chcesz zapisać grę gdzie indziej (na przykład na pendrivie), zanim ją zamkniesz?</translation>
    </message>
    <message>
        <source>Save elsewhere…</source>
        <translation>Zapisz gdzie indziej…</translation>
    </message>
    <message>
        <source>Close without saving</source>
        <translation>Zamknij bez zapisywania</translation>
    </message>
    <message>
        <source>Save the game elsewhere</source>
        <translation>Zapisz grę gdzie indziej</translation>
    </message>
    <message>
        <source>Delete the game?</source>
        <translation>Usunąć grę?</translation>
    </message>
    <message>
        <source>Delete {game} with {players} from {date}? This cannot be undone.</source>
        <translation>Usunąć grę „{game}” ({players}, {date})? Tego nie da się cofnąć.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <source>A saved game was damaged</source>
        <translation>Zapisana gra była uszkodzona</translation>
    </message>
    <message>
        <source>sheetdesk mended this saved game from its backup:</source>
        <translation>sheetdesk naprawił tę zapisaną grę z jej kopii:</translation>
    </message>
    <message>
        <source>sheetdesk mended these saved games from their backups:</source>
        <translation>sheetdesk naprawił te zapisane gry z ich kopii:</translation>
    </message>
    <message>
        <source>“{file}”: {reason}</source>
        <translation>„{file}”: {reason}</translation>
    </message>
    <message>
        <source>The damaged file was kept in {folder}.</source>
        <translation>Uszkodzony plik zachowano w folderze {folder}.</translation>
    </message>
    <message>
        <source>It was moved to {folder}.</source>
        <translation>Plik przeniesiono do folderu {folder}.</translation>
    </message>
    <message>
        <source>Could not save</source>
        <translation>Nie można zapisać</translation>
    </message>
    <message>
        <source>The game could not be saved there:</source>
        <translation>Nie udało się tam zapisać gry:</translation>
    </message>
    <message>
        <source>Could not delete</source>
        <translation>Nie można usunąć</translation>
    </message>
    <message>
        <source>The saved game could not be deleted:</source>
        <translation>Nie udało się usunąć zapisanej gry:</translation>
    </message>
    <message>
        <source>Could not open a saved game</source>
        <translation>Nie można otworzyć zapisanej gry</translation>
    </message>
    <message>
        <source>This saved game could not be opened:</source>
        <translation>Nie udało się otworzyć tej zapisanej gry:</translation>
    </message>
    <message>
        <source>Could not open some saved games</source>
        <translation>Nie można otworzyć niektórych zapisanych gier</translation>
    </message>
    <message>
        <source>These saved games could not be opened:</source>
        <translation>Nie udało się otworzyć tych zapisanych gier:</translation>
    </message>
    <message>
        <source>The settings could not be saved.</source>
        <translation>Nie udało się zapisać ustawień.</translation>
    </message>
    <message>
        <source>The settings could not be read, so the usual ones are used. The damaged file is kept as {file}.</source>
        <translation>Nie udało się odczytać ustawień, więc obowiązują domyślne. Uszkodzony plik zachowano jako {file}.</translation>
    </message>
    <message>
        <source>The settings could not be read, so the usual ones are used.</source>
        <translation>Nie udało się odczytać ustawień, więc obowiązują domyślne.</translation>
    </message>
    <message>
        <source>About sheetdesk</source>
        <translation>O programie sheetdesk</translation>
    </message>
    <message>
        <source>sheetdesk {version}

Paper-sheet games for a family around one computer.

Free software under the MIT licence. It uses Qt (through PySide6) under the GNU LGPL version 3.

Your games are saved in:
{folder}</source>
        <translation>sheetdesk {version}

Gry z kartką i ołówkiem dla całej rodziny przy jednym komputerze.

Wolne oprogramowanie na licencji MIT. Korzysta z Qt (przez PySide6) na licencji GNU LGPL w wersji 3.

Twoje gry są zapisywane w folderze:
{folder}</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation>&amp;Klawisze</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Gra:</translation>
    </message>
    <message>
        <source>One player: the solo rules apply.</source>
        <translation>Jeden gracz: obowiązują zasady gry solo.</translation>
    </message>
    <message>
        <source>Solo practice — not part of the published game</source>
        <translation>Trening solo — nie ma go w wydanej grze</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Gracze:</translation>
    </message>
    <message>
        <source>Who plays</source>
        <translation>Kto gra</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Miejsce {number}</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Komputer</translation>
    </message>
    <message>
        <source>Played here before:</source>
        <translation>Wcześniej grali:</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opcje</translation>
    </message>
    <message>
        <source>Game number:</source>
        <translation>Numer gry:</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Seat {name} at the table.</source>
        <translation>Posadź przy stole: {name}</translation>
    </message>
    <message>
        <source>Seat {number}: {reason}</source>
        <translation>Miejsce {number}: {reason}</translation>
    </message>
    <message>
        <source>empty = a new random game</source>
        <translation>zostaw puste, by zagrać nową grę</translation>
    </message>
    <message>
        <source>{name}&apos;s colour and symbol (changed on the Players page)</source>
        <translation>Kolor i znak: {name} (zmienia się je na stronie Gracze)</translation>
    </message>
    <message>
        <source>Choose {name}&apos;s colour and symbol</source>
        <translation>Wybierz kolor i znak: {name}</translation>
    </message>
    <message>
        <source>Colour and symbol</source>
        <translation>Kolor i znak</translation>
    </message>
    <message>
        <source>{name} is at the table: click to take them off.</source>
        <translation>{name} jest już przy stole: kliknij ponownie, by zwolnić miejsce.</translation>
    </message>
</context>
<context>
    <name>OthersPanel</name>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>Click, or press Enter or Space, to see this sheet big</source>
        <translation>Kliknij albo naciśnij Enter lub Spację, aby zobaczyć tę kartkę w powiększeniu</translation>
    </message>
    <message>
        <source>Show this sheet big; Esc or Enter puts it back</source>
        <translation>Pokaż tę kartkę w powiększeniu; Esc lub Enter ją odkłada</translation>
    </message>
    <message>
        <source>Go to the next player&apos;s sheet</source>
        <translation>Przejdź do kartki następnego gracza</translation>
    </message>
    <message>
        <source>{player} — points: {points}</source>
        <translation>{player} — punkty: {points}</translation>
    </message>
    <message>
        <source>The other players&apos; sheets</source>
        <translation>Kartki pozostałych graczy</translation>
    </message>
</context>
<context>
    <name>Paper</name>
    <message numerus="yes">
        <source>{player}: %n point(s)</source>
        <translation>
            <numerusform>{player}: %n punkt</numerusform>
            <numerusform>{player}: %n punkty</numerusform>
            <numerusform>{player}: %n punktów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n page(s) written to {file}</source>
        <translation>
            <numerusform>Zapisano %n stronę do pliku {file}</numerusform>
            <numerusform>Zapisano %n strony do pliku {file}</numerusform>
            <numerusform>Zapisano %n stron do pliku {file}</numerusform>
        </translation>
    </message>
    <message>
        <source>Scores so far</source>
        <translation>Dotychczasowe wyniki</translation>
    </message>
    <message>
        <source>The pages could not be drawn.</source>
        <translation>Nie udało się narysować stron.</translation>
    </message>
    <message>
        <source>The disk is full, so {file} could not be written. Nothing was changed.</source>
        <translation>Dysk jest pełny, więc nie udało się zapisać pliku {file}. Nic nie zostało zmienione.</translation>
    </message>
    <message>
        <source>sheetdesk may not write to the folder {folder}. Choose another place for the file.</source>
        <translation>sheetdesk nie może zapisywać w folderze {folder}. Wybierz inne miejsce na plik.</translation>
    </message>
    <message>
        <source>{file} cannot be written there. Choose another place for the file.</source>
        <translation>Nie można zapisać pliku {file} w tym miejscu. Wybierz inne miejsce na plik.</translation>
    </message>
    <message>
        <source>{file} could not be written ({error}). Nothing was changed.</source>
        <translation>Nie udało się zapisać pliku {file} ({error}). Nic nie zostało zmienione.</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Suma</translation>
    </message>
    <message>
        <source>How to fill it in: cross the boxes as you play; at the end write each part&apos;s points in its box below and their sum in Total.</source>
        <translation>Jak wypełnić: skreślaj pola w trakcie gry; na koniec wpisz punkty za każdą część w jej pole poniżej, a ich sumę w polu Suma.</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Imię:</translation>
    </message>
    <message>
        <source>Played on {date}</source>
        <translation>Rozegrana {date}</translation>
    </message>
    <message>
        <source>Begun on {date}, not finished yet</source>
        <translation>Rozpoczęta {date}, jeszcze niedokończona</translation>
    </message>
    <message>
        <source>Players: {names}</source>
        <translation>Gracze: {names}</translation>
    </message>
</context>
<context>
    <name>PartStop</name>
    <message>
        <source>Show this card big; Esc or Enter puts it back</source>
        <translation>Pokaż tę kartę w powiększeniu; Esc lub Enter ją odkłada</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <source>Merge two players</source>
        <translation>Połącz dwóch graczy</translation>
    </message>
    <message>
        <source>{first} and {second} become one player, with every game of both. Which name stays?</source>
        <translation>{first} i {second} staną się jednym graczem, ze wszystkimi grami obu. Które imię zostaje?</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>Remove the player?</source>
        <translation>Usunąć gracza?</translation>
    </message>
    <message>
        <source>Remove {name} from the list? Their finished games stay, with their name.</source>
        <translation>Usunąć z listy: {name}? Skończone gry zostaną, z tym imieniem.</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <source>Offer in New game</source>
        <translation>Proponuj w Nowej grze</translation>
    </message>
    <message>
        <source>Hide from New game</source>
        <translation>Ukryj w Nowej grze</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Osoba</translation>
    </message>
    <message>
        <source>Computer ({level})</source>
        <translation>Komputer ({level})</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Komputer</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>Ukryty</translation>
    </message>
    <message>
        <source>Offered</source>
        <translation>Proponowany</translation>
    </message>
    <message>
        <source>Made by a newer version of sheetdesk: shown, but not changed here.</source>
        <translation>Z nowszej wersji sheetdesk: lista jest widoczna, ale nie da się jej tu zmienić.</translation>
    </message>
    <message>
        <source>No players yet: the names typed in New game are remembered here.</source>
        <translation>Nie ma jeszcze graczy: imiona wpisane w Nowej grze będą tu zapamiętane.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Plays as</source>
        <translation>Gra jako</translation>
    </message>
    <message>
        <source>In New game</source>
        <translation>W Nowej grze</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Wstecz</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Zmień imię</translation>
    </message>
    <message>
        <source>Merge the two…</source>
        <translation>Połącz dwóch graczy…</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>Usuń…</translation>
    </message>
    <message>
        <source>Reading the list of players…</source>
        <translation>Czytam listę graczy…</translation>
    </message>
    <message>
        <source>Saving the change…</source>
        <translation>Zapisuję zmianę…</translation>
    </message>
    <message>
        <source>{other} is already a player. Are {name} and {other} the same person? Then they become one player, {other}, with every game of both.</source>
        <translation>Gracz {other} już jest na liście. Czy {name} i {other} to ta sama osoba? Wtedy stają się jednym graczem, {other}, ze wszystkimi grami obojga.</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Połącz</translation>
    </message>
    <message>
        <source>Keep {name}</source>
        <translation>Zostaw: {name}</translation>
    </message>
    <message>
        <source>Colour and symbol…</source>
        <translation>Kolor i znak…</translation>
    </message>
</context>
<context>
    <name>PrintDialog</name>
    <message>
        <source>Print</source>
        <translation>Drukuj</translation>
    </message>
    <message>
        <source>Print blank score pads to play at the table. To print the sheets of a game with its scores, open the game first.</source>
        <translation>Wydrukuj puste kartki na wyniki, żeby grać przy stole. Żeby wydrukować kartki rozgrywki z wynikami, najpierw ją otwórz.</translation>
    </message>
    <message>
        <source>&amp;Blank score pads</source>
        <translation>&amp;Puste kartki na wyniki</translation>
    </message>
    <message>
        <source>Print blank score pads to play at the table, or this game with its scores.</source>
        <translation>Wydrukuj puste kartki na wyniki, żeby grać przy stole, albo tę rozgrywkę z wynikami.</translation>
    </message>
    <message>
        <source>&amp;This game, with its scores</source>
        <translation>&amp;Ta rozgrywka, z wynikami</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Gra:</translation>
    </message>
    <message>
        <source>&amp;How many pads:</source>
        <translation>&amp;Ile kartek:</translation>
    </message>
    <message>
        <source>Pa&amp;per:</source>
        <translation>P&amp;apier:</translation>
    </message>
    <message>
        <source>&amp;Save as PDF…</source>
        <translation>&amp;Zapisz jako PDF…</translation>
    </message>
    <message>
        <source>P&amp;rint…</source>
        <translation>&amp;Drukuj…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Zapisz jako PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Pliki PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The PDF was not written</source>
        <translation>Nie zapisano pliku PDF</translation>
    </message>
    <message>
        <source>PDF written</source>
        <translation>Zapisano plik PDF</translation>
    </message>
    <message>
        <source>Saved as {file}.</source>
        <translation>Zapisano jako {file}.</translation>
    </message>
    <message>
        <source>Printing is not available</source>
        <translation>Drukowanie jest niedostępne</translation>
    </message>
    <message>
        <source>This installation cannot print directly. Save a PDF instead and print it from a PDF viewer.</source>
        <translation>Ta instalacja nie może drukować bezpośrednio. Zapisz plik PDF i wydrukuj go z przeglądarki PDF.</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>Folder</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Napęd</translation>
    </message>
</context>
<context>
    <name>QCupsJobWidget</name>
    <message>
        <source>Job</source>
        <translation>Zadanie</translation>
    </message>
    <message>
        <source>Job Control</source>
        <translation>Kontrola zadania</translation>
    </message>
    <message>
        <source>Scheduled &amp;printing:</source>
        <translation>&amp;Kiedy drukować:</translation>
    </message>
    <message>
        <source>&amp;Billing information:</source>
        <translation>Dane do &amp;rozliczenia:</translation>
    </message>
    <message>
        <source>Job &amp;priority:</source>
        <translation>&amp;Priorytet zadania:</translation>
    </message>
    <message>
        <source>Banner Pages</source>
        <translation>Strony oddzielające</translation>
    </message>
    <message>
        <source>Print Immediately</source>
        <translation>Wydrukuj natychmiast</translation>
    </message>
    <message>
        <source>Hold Indefinitely</source>
        <translation>Wstrzymaj</translation>
    </message>
    <message>
        <source>Day (06:00 to 17:59)</source>
        <translation>Dzień (06:00 to 17:59)</translation>
    </message>
    <message>
        <source>Night (18:00 to 05:59)</source>
        <translation>Noc (18:00 to 05:59)</translation>
    </message>
    <message>
        <source>Second Shift (16:00 to 23:59)</source>
        <translation>Druga zmiana (16:00 to 23:59)</translation>
    </message>
    <message>
        <source>Third Shift (00:00 to 07:59)</source>
        <translation>Trzecia zmiana (00:00 to 07:59)</translation>
    </message>
    <message>
        <source>Weekend (Saturday to Sunday)</source>
        <translation>Weekend (od soboty do niedzieli)</translation>
    </message>
    <message>
        <source>Specific Time</source>
        <translation>Konkretny czas</translation>
    </message>
    <message>
        <source>&amp;Start:</source>
        <comment>Banner page at start</comment>
        <translation>&amp;Na początku:</translation>
    </message>
    <message>
        <source>&amp;End:</source>
        <comment>Banner page at end</comment>
        <translation>Na &amp;końcu:</translation>
    </message>
    <message>
        <source>None</source>
        <comment>CUPS Banner page</comment>
        <translation>Brak</translation>
    </message>
    <message>
        <source>Standard</source>
        <comment>CUPS Banner page</comment>
        <translation>Standardowe</translation>
    </message>
    <message>
        <source>Unclassified</source>
        <comment>CUPS Banner page</comment>
        <translation>Jawne</translation>
    </message>
    <message>
        <source>Confidential</source>
        <comment>CUPS Banner page</comment>
        <translation>Poufne</translation>
    </message>
    <message>
        <source>Classified</source>
        <comment>CUPS Banner page</comment>
        <translation>Niejawne</translation>
    </message>
    <message>
        <source>Secret</source>
        <comment>CUPS Banner page</comment>
        <translation>Tajne</translation>
    </message>
    <message>
        <source>Top Secret</source>
        <comment>CUPS Banner page</comment>
        <translation>Ściśle tajne</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Szukaj w:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>Nazwa &amp;pliku:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Pliki &amp;typu:</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Wstecz</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Dalej</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Folder wyżej</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Nowy folder</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Utwórz nowy folder</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Lista</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Szczegóły</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Pokaż listę</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Pokaż szczegóły</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Wstecz</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Dalej</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Do folderu wyżej</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Lista miejsc i zakładek</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Pasek boczny</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Pliki</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Zapisz jako</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Zapisz</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Otwórz</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Otwórz</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>&amp;Nowy folder</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Usuń</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Pokaż &amp;ukryte pliki</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Zmień nazwę</translation>
    </message>
    <message>
        <source>Show </source>
        <translation>Pokaż </translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Nazwa</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Rozmiar</translation>
    </message>
    <message>
        <source>Type</source>
        <comment>All other platforms</comment>
        <translation>Rodzaj</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Data modyfikacji</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Komputer</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>Pokaż szczegóły…</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>Ukryj szczegóły…</translation>
    </message>
</context>
<context>
    <name>QPageSetupWidget</name>
    <message>
        <source>Paper</source>
        <translation>Papier</translation>
    </message>
    <message>
        <source>Page size:</source>
        <translation>Rozmiar strony:</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>Szerokość:</translation>
    </message>
    <message>
        <source>Height:</source>
        <translation>Wysokość:</translation>
    </message>
    <message>
        <source>Paper source:</source>
        <translation>Źródło papieru:</translation>
    </message>
    <message>
        <source>Orientation</source>
        <translation>Położenie</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>Portret</translation>
    </message>
    <message>
        <source>Landscape</source>
        <translation>Pejzaż</translation>
    </message>
    <message>
        <source>Reverse landscape</source>
        <translation>Odwrócony pejzaż</translation>
    </message>
    <message>
        <source>Reverse portrait</source>
        <translation>Odwrócony portret</translation>
    </message>
    <message>
        <source>Margins</source>
        <translation>Marginesy</translation>
    </message>
    <message>
        <source>top margin</source>
        <translation>Górny margines</translation>
    </message>
    <message>
        <source>left margin</source>
        <translation>Lewy margines</translation>
    </message>
    <message>
        <source>right margin</source>
        <translation>Prawy margines</translation>
    </message>
    <message>
        <source>bottom margin</source>
        <translation>Dolny margines</translation>
    </message>
    <message>
        <source>Page Layout</source>
        <translation>Rozmieszczenie stron</translation>
    </message>
    <message>
        <source>Pages &amp;per sheet:</source>
        <translation>Stron na &amp;kartce:</translation>
    </message>
    <message>
        <source>Page &amp;order:</source>
        <translation>&amp;Kolejność stron:</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Własny</translation>
    </message>
    <message>
        <source>mm</source>
        <translation>mm</translation>
    </message>
    <message>
        <source>Millimeters (mm)</source>
        <translation>Milimetry (mm)</translation>
    </message>
    <message>
        <source>Inches (in)</source>
        <translation>Cale (in)</translation>
    </message>
    <message>
        <source>Points (pt)</source>
        <translation>Punkty (pt)</translation>
    </message>
    <message>
        <source>Pica (P̸)</source>
        <translation>Pica (P̸)</translation>
    </message>
    <message>
        <source>Didot (DD)</source>
        <translation>Didot (DD)</translation>
    </message>
    <message>
        <source>Cicero (CC)</source>
        <translation>Cycero (CC)</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Zapisz</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Otwórz</translation>
    </message>
</context>
<context>
    <name>QPrintDialog</name>
    <message>
        <source>Print</source>
        <translation>Drukuj</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>&amp;Drukuj</translation>
    </message>
    <message>
        <source>&amp;Options &gt;&gt;</source>
        <translation>&amp;Opcje &gt;&gt;</translation>
    </message>
    <message>
        <source>&amp;Options &lt;&lt;</source>
        <translation>&amp;Opcje &lt;&lt;</translation>
    </message>
    <message>
        <source>Print to File (PDF)</source>
        <translation>Drukuj do pliku (PDF)</translation>
    </message>
    <message>
        <source>Local file</source>
        <translation>Plik lokalny</translation>
    </message>
    <message>
        <source>Write PDF file</source>
        <translation>Zapisz do pliku PDF</translation>
    </message>
    <message>
        <source>Print To File ...</source>
        <translation>Drukuj do pliku ...</translation>
    </message>
    <message>
        <source>All Pages</source>
        <translation>Wszystkie strony</translation>
    </message>
    <message>
        <source>Odd Pages</source>
        <translation>Nieparzyste strony</translation>
    </message>
    <message>
        <source>Even Pages</source>
        <translation>Parzyste strony</translation>
    </message>
    <message>
        <source>1 (1x1)</source>
        <translation>1 (1x1)</translation>
    </message>
    <message>
        <source>2 (2x1)</source>
        <translation>2 (2x1)</translation>
    </message>
    <message>
        <source>4 (2x2)</source>
        <translation>4 (2x2)</translation>
    </message>
    <message>
        <source>6 (2x3)</source>
        <translation>6 (2x3)</translation>
    </message>
    <message>
        <source>9 (3x3)</source>
        <translation>9 (3x3)</translation>
    </message>
    <message>
        <source>16 (4x4)</source>
        <translation>16 (4x4)</translation>
    </message>
    <message>
        <source>Left to Right, Top to Bottom</source>
        <translation>Od lewej do prawej, z góry do dołu</translation>
    </message>
    <message>
        <source>Left to Right, Bottom to Top</source>
        <translation>Od lewej do prawej, z dołu do góry</translation>
    </message>
    <message>
        <source>Right to Left, Bottom to Top</source>
        <translation>Od prawej do lewej, z dołu do góry</translation>
    </message>
    <message>
        <source>Right to Left, Top to Bottom</source>
        <translation>Od prawej do lewej, z góry do dołu</translation>
    </message>
    <message>
        <source>Bottom to Top, Left to Right</source>
        <translation>Z dołu do góry, od lewej do prawej</translation>
    </message>
    <message>
        <source>Bottom to Top, Right to Left</source>
        <translation>Z dołu do góry, od prawej do lewej</translation>
    </message>
    <message>
        <source>Top to Bottom, Left to Right</source>
        <translation>Z góry do dołu, od lewej do prawej</translation>
    </message>
    <message>
        <source>Top to Bottom, Right to Left</source>
        <translation>Z góry do dołu, od prawej do lewej</translation>
    </message>
    <message>
        <source>%1 is a directory.
Please choose a different file name.</source>
        <translation>%1 jest katalogiem.
Wybierz inną nazwę pliku.</translation>
    </message>
    <message>
        <source>File %1 is not writable.
Please choose a different file name.</source>
        <translation>Plik %1 jest plikiem tylko do odczytu.
Wybierz inną nazwę pliku.</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to overwrite it?</source>
        <translation>%1 już istnieje.
Czy chcesz go zastąpić?</translation>
    </message>
    <message>
        <source>Invalid Pages Definition</source>
        <translation>Błędnie podane strony</translation>
    </message>
    <message>
        <source>%1 does not follow the correct syntax. Please use &apos;,&apos; to separate ranges and pages, &apos;-&apos; to define ranges and make sure ranges do not intersect with each other.</source>
        <translation>%1 jest zapisane błędnie. Oddziel strony i zakresy znakiem &apos;,&apos;, zakres zapisz z &apos;-&apos; i pilnuj, by zakresy na siebie nie zachodziły.</translation>
    </message>
    <message>
        <source>Options &apos;Pages Per Sheet&apos; and &apos;Page Set&apos; cannot be used together.
Please turn one of those options off.</source>
        <translation>Opcji „Stron na kartce” i „Zestaw stron” nie można użyć razem.
Wyłącz jedną z nich.</translation>
    </message>
</context>
<context>
    <name>QPrintPreviewDialog</name>
    <message>
        <source>Fit width</source>
        <translation>Dopasuj szerokość</translation>
    </message>
    <message>
        <source>Fit page</source>
        <translation>Dopasuj stronę</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Powiększ</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Pomniejsz</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>Portret</translation>
    </message>
    <message>
        <source>Landscape</source>
        <translation>Pejzaż</translation>
    </message>
    <message>
        <source>First page</source>
        <translation>Pierwsza strona</translation>
    </message>
    <message>
        <source>Previous page</source>
        <translation>Poprzednia strona</translation>
    </message>
    <message>
        <source>Next page</source>
        <translation>Następna strona</translation>
    </message>
    <message>
        <source>Last page</source>
        <translation>Ostatnia strona</translation>
    </message>
    <message>
        <source>Show single page</source>
        <translation>Pokaż pojedynczą stronę</translation>
    </message>
    <message>
        <source>Show facing pages</source>
        <translation>Pokaż sąsiednie strony</translation>
    </message>
    <message>
        <source>Show overview of all pages</source>
        <translation>Pokaż wszystkie strony</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Drukuj</translation>
    </message>
    <message>
        <source>Page setup</source>
        <translation>Ustawienia strony</translation>
    </message>
    <message>
        <source>Page Setup</source>
        <translation>Ustawienia strony</translation>
    </message>
</context>
<context>
    <name>QPrintPropertiesDialog</name>
    <message>
        <source>Printer Properties</source>
        <translation>Właściwości drukarki</translation>
    </message>
    <message>
        <source>Job Options</source>
        <translation>Opcje zadania</translation>
    </message>
</context>
<context>
    <name>QPrintPropertiesWidget</name>
    <message>
        <source>Page</source>
        <translation>Strona</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Zaawansowane</translation>
    </message>
    <message>
        <source>There are conflicts in some options. Please fix them.</source>
        <translation>Niektóre opcje się wykluczają. Popraw je.</translation>
    </message>
</context>
<context>
    <name>QPrintSettingsOutput</name>
    <message>
        <source>Copies</source>
        <translation>Kopie</translation>
    </message>
    <message>
        <source>Print range</source>
        <translation>Zakres wydruku</translation>
    </message>
    <message>
        <source>Print all</source>
        <translation>Drukuj wszystko</translation>
    </message>
    <message>
        <source>Pages from</source>
        <translation>Strony od</translation>
    </message>
    <message>
        <source>to</source>
        <translation>do</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Strony</translation>
    </message>
    <message>
        <source>Current Page</source>
        <translation>Bieżąca strona</translation>
    </message>
    <message>
        <source>Selection</source>
        <translation>Wybrane strony</translation>
    </message>
    <message>
        <source>Page &amp;Set:</source>
        <translation>&amp;Zestaw stron:</translation>
    </message>
    <message>
        <source>Specify pages or ranges separated by commas. Ranges are specified by two numbers separated by a hyphen. E.g: 3,5-7,9 prints pages 3, 5, 6, 7 and 9.</source>
        <translation>Podaj strony lub zakresy oddzielone przecinkami. Zakres to dwie liczby połączone łącznikiem. Np. 3,5-7,9 drukuje strony 3, 5, 6, 7 i 9.</translation>
    </message>
    <message>
        <source>Output Settings</source>
        <translation>Ustawienia wyjściowe</translation>
    </message>
    <message>
        <source>Copies:</source>
        <translation>Liczba kopii:</translation>
    </message>
    <message>
        <source>Collate</source>
        <translation>Parami</translation>
    </message>
    <message>
        <source>Reverse</source>
        <translation>Odwróć</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opcje</translation>
    </message>
    <message>
        <source>Color Mode</source>
        <translation>Tryb koloru</translation>
    </message>
    <message>
        <source>Color</source>
        <translation>Kolor</translation>
    </message>
    <message>
        <source>Grayscale</source>
        <translation>Skala szarości</translation>
    </message>
    <message>
        <source>Double Sided Printing</source>
        <translation>Druk dwustronny</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Wyłączony</translation>
    </message>
    <message>
        <source>Long side binding</source>
        <translation>Obracanie wzdłuż dłuższej krawędzi</translation>
    </message>
    <message>
        <source>Short side binding</source>
        <translation>Obracanie wzdłuż krótszej krawędzi</translation>
    </message>
</context>
<context>
    <name>QPrintWidget</name>
    <message>
        <source>Printer</source>
        <translation>Drukarka</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nazwa:</translation>
    </message>
    <message>
        <source>P&amp;roperties</source>
        <translation>&amp;Właściwości</translation>
    </message>
    <message>
        <source>Location:</source>
        <translation>Położenie:</translation>
    </message>
    <message>
        <source>Type:</source>
        <translation>Typ:</translation>
    </message>
    <message>
        <source>Output &amp;file:</source>
        <translation>&amp;Plik wyjściowy:</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Podgląd</translation>
    </message>
</context>
<context>
    <name>ReadingPage</name>
    <message>
        <source>Reading the saved games: {done} of {total}…</source>
        <translation>Czytam zapisane gry: {done} z {total}…</translation>
    </message>
    <message>
        <source>{problem} What is shown was read from the saved games themselves.</source>
        <translation>{problem} To, co widzisz, odczytano prosto z zapisanych gier.</translation>
    </message>
    <message>
        <source>Make the list again</source>
        <translation>Utwórz listę na nowo</translation>
    </message>
    <message>
        <source>Put the list aside and make it again from the saved games (the players keep their colours and symbols)</source>
        <translation>Odłóż listę na bok i utwórz ją na nowo z zapisanych gier (gracze zachowają swoje kolory i znaki)</translation>
    </message>
    <message>
        <source>Making the list again from the saved games…</source>
        <translation>Tworzę listę na nowo z zapisanych gier…</translation>
    </message>
</context>
<context>
    <name>ReplayPage</name>
    <message>
        <source>The start of the game, before the first move.</source>
        <translation>Początek gry, przed pierwszym ruchem.</translation>
    </message>
    <message>
        <source>Move {move} of {moves}</source>
        <translation>Ruch {move} z {moves}</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Koniec</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pauza</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Odtwórz</translation>
    </message>
    <message>
        <source>Back to the finished games</source>
        <translation>Wróć do skończonych gier</translation>
    </message>
    <message>
        <source>The start (Home)</source>
        <translation>Początek (Home)</translation>
    </message>
    <message>
        <source>One move back (Left)</source>
        <translation>Ruch wstecz (strzałka w lewo)</translation>
    </message>
    <message>
        <source>One move on (Right)</source>
        <translation>Ruch dalej (strzałka w prawo)</translation>
    </message>
    <message>
        <source>The end (End)</source>
        <translation>Koniec (End)</translation>
    </message>
    <message>
        <source>Play the game move by move, or pause (Space)</source>
        <translation>Odtwórz grę ruch po ruchu albo zatrzymaj (spacja)</translation>
    </message>
    <message>
        <source>The start</source>
        <translation>Początek</translation>
    </message>
    <message>
        <source>One move back</source>
        <translation>Ruch wstecz</translation>
    </message>
    <message>
        <source>One move on</source>
        <translation>Ruch dalej</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Tempo:</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Wolno</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normalnie</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Szybko</translation>
    </message>
    <message>
        <source>Score card</source>
        <translation>Punktacja</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Co się wydarzyło</translation>
    </message>
    <message>
        <source>a finished game, read only</source>
        <translation>skończona gra, tylko do odczytu</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Drukuj…</translation>
    </message>
    <message>
        <source>{game} of {date}</source>
        <translation>{game} z {date}</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>The next game&apos;s rules</source>
        <translation>Zasady następnej gry</translation>
    </message>
    <message>
        <source>The previous game&apos;s rules</source>
        <translation>Zasady poprzedniej gry</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Wstecz</translation>
    </message>
    <message>
        <source>Learn by playing</source>
        <translation>Naucz się, grając</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>Click, or press Enter, to see it big</source>
        <translation>Kliknij albo naciśnij Enter, aby zobaczyć go w powiększeniu</translation>
    </message>
</context>
<context>
    <name>SavedGamesPage</name>
    <message>
        <source>Made by a newer version of sheetdesk</source>
        <translation>Z nowszej wersji sheetdesk</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Skończona</translation>
    </message>
    <message numerus="yes">
        <source>{progress} · %n move(s)</source>
        <translation>
            <numerusform>{progress} · %n ruch</numerusform>
            <numerusform>{progress} · %n ruchy</numerusform>
            <numerusform>{progress} · %n ruchów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turn {turn} · %n move(s)</source>
        <translation>
            <numerusform>Tura {turn} · %n ruch</numerusform>
            <numerusform>Tura {turn} · %n ruchy</numerusform>
            <numerusform>Tura {turn} · %n ruchów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n ruch</numerusform>
            <numerusform>%n ruchy</numerusform>
            <numerusform>%n ruchów</numerusform>
        </translation>
    </message>
    <message>
        <source>Final score: {scores}</source>
        <translation>Wynik końcowy: {scores}</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Zapisane gry</translation>
    </message>
    <message>
        <source>No saved games yet. Start a new game!</source>
        <translation>Nie ma jeszcze zapisanych gier. Zacznij nową grę!</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Postęp</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Wstecz</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Usuń…</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Otwórz</translation>
    </message>
    <message>
        <source>{name} (played as {old})</source>
        <translation>{name} (w tej grze: {old})</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Scores over time</source>
        <translation>Wyniki w czasie</translation>
    </message>
    <message>
        <source>No scores to show.</source>
        <translation>Nie ma jeszcze wyników.</translation>
    </message>
    <message>
        <source>{name} · scores: {games} · first {first}, last {last}, average {mean}</source>
        <translation>{name} · wyniki: {games} · pierwszy {first}, ostatni {last}, średnio {mean}</translation>
    </message>
    <message>
        <source>{name} · games played: {games} · average {mean} (the dashed line)</source>
        <translation>{name} · rozegrane gry: {games} · średnio {mean} (linia przerywana)</translation>
    </message>
</context>
<context>
    <name>ScoreRows</name>
    <message>
        <source>{box}: {points}</source>
        <translation>{box}: {points}</translation>
    </message>
    <message>
        <source>{box}: empty</source>
        <translation>{box}: puste</translation>
    </message>
    <message>
        <source>{box}: empty, {points} if written now</source>
        <translation>{box}: puste, {points}, jeśli wpiszesz teraz</translation>
    </message>
</context>
<context>
    <name>ScoresPage</name>
    <message>
        <source>{crosses} ✗ → {points}</source>
        <translation>{crosses} ✗ → {points}</translation>
    </message>
    <message>
        <source>{count} → {points}</source>
        <translation>{count} → {points}</translation>
    </message>
    <message>
        <source>1st place</source>
        <translation>1. miejsce</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Suma</translation>
    </message>
    <message>
        <source>{name} wins on the tie-break!</source>
        <translation>Remis w punktach, ale wygrywa {name}!</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>Wygrywa {name}!</translation>
    </message>
    <message>
        <source>{names} share the win!</source>
        <translation>Wspólne zwycięstwo: {names}!</translation>
    </message>
    <message>
        <source>The scores are being counted…</source>
        <translation>Liczę punkty…</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Wyniki końcowe</translation>
    </message>
    <message>
        <source>Show the sheets</source>
        <translation>Pokaż kartki graczy</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <source>Back to start</source>
        <translation>Wróć na start</translation>
    </message>
    <message numerus="yes">
        <source>Solo game: {name} scores %n point(s).</source>
        <translation>
            <numerusform>Gra solo: {name} zdobywa %n punkt.</numerusform>
            <numerusform>Gra solo: {name} zdobywa %n punkty.</numerusform>
            <numerusform>Gra solo: {name} zdobywa %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n circled → {points}</source>
        <translation>
            <numerusform>%n bonus, {points} pkt</numerusform>
            <numerusform>%n bonusy, {points} pkt</numerusform>
            <numerusform>%n bonusów, {points} pkt</numerusform>
        </translation>
    </message>
    <message>
        <source>The solo game is played for the highest score you can reach.</source>
        <translation>W grze solo chodzi o uzyskanie jak najwyższego wyniku.</translation>
    </message>
    <message>
        <source>Solo practice — not part of the published game</source>
        <translation>Trening solo — nie ma go w wydanej grze</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Język systemu</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Język:</translation>
    </message>
    <message>
        <source>The new language is used at once.</source>
        <translation>Nowy język działa od razu.</translation>
    </message>
    <message>
        <source>Offer hints: “what would the computer do?” (H)</source>
        <translation>Pokazuj podpowiedzi: „co zrobiłby komputer?” (H)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Włączone</translation>
    </message>
    <message>
        <source>Reduced: nothing moves</source>
        <translation>Ograniczone: nic się nie rusza</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Wyłączone</translation>
    </message>
    <message>
        <source>Animations:</source>
        <translation>Animacje:</translation>
    </message>
    <message>
        <source>Sound (M)</source>
        <translation>Dźwięk (M)</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Głośność</translation>
    </message>
    <message>
        <source>Volume:</source>
        <translation>Głośność:</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Jak w systemie</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Jasne</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Ciemne</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Wysoki kontrast</translation>
    </message>
    <message>
        <source>Colours:</source>
        <translation>Kolory:</translation>
    </message>
    <message>
        <source>Larger text</source>
        <translation>Większy tekst</translation>
    </message>
</context>
<context>
    <name>SheetTargets</name>
    <message>
        <source>shows {text}</source>
        <translation>wpisano {text}</translation>
    </message>
    <message>
        <source>marked, not confirmed yet</source>
        <translation>zaznaczone, jeszcze niepotwierdzone</translation>
    </message>
    <message>
        <source>crossed</source>
        <translation>skreślone</translation>
    </message>
    <message>
        <source>circled</source>
        <translation>zakreślone kółkiem</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>pominięte</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>wybrane</translation>
    </message>
    <message>
        <source>Your sheet</source>
        <translation>Twoja kartka</translation>
    </message>
    <message>
        <source>you can choose it</source>
        <translation>możesz to wybrać</translation>
    </message>
</context>
<context>
    <name>Sound</name>
    <message>
        <source>Sound is on. Turn it off: {key}</source>
        <translation>Dźwięk jest włączony. Wyłącz go: {key}</translation>
    </message>
    <message>
        <source>Sound is off. Turn it on: {key}</source>
        <translation>Dźwięk jest wyłączony. Włącz go: {key}</translation>
    </message>
    <message>
        <source>Turn the sound off</source>
        <translation>Wyłącz dźwięk</translation>
    </message>
    <message>
        <source>Turn the sound on</source>
        <translation>Włącz dźwięk</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>No unfinished game.</source>
        <translation>Brak niedokończonej gry.</translation>
    </message>
    <message>
        <source>{game} with {players} — {date}</source>
        <translation>{game}: {players} — {date}</translation>
    </message>
    <message>
        <source>sheetdesk</source>
        <translation>sheetdesk</translation>
    </message>
    <message>
        <source>Paper-sheet games for the whole family</source>
        <translation>Gry z kartką i ołówkiem dla całej rodziny</translation>
    </message>
    <message>
        <source>Continue the last game</source>
        <translation>Kontynuuj ostatnią grę</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Zapisane gry</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Naucz się grać</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Zakończ</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>Finished games</source>
        <translation>Skończone gry</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statystyki</translation>
    </message>
    <message>
        <source>The family&apos;s players</source>
        <translation>Gracze w rodzinie</translation>
    </message>
    <message>
        <source>The family&apos;s players: open the Players page</source>
        <translation>Gracze w rodzinie: otwórz stronę Gracze</translation>
    </message>
    <message>
        <source>New game of {game}</source>
        <translation>Nowa gra: {game}</translation>
    </message>
    <message>
        <source>A sheet of {game} in play: press to choose the players</source>
        <translation>Kartka z gry {game} w trakcie: naciśnij, aby wybrać graczy</translation>
    </message>
    <message>
        <source>+{count} more</source>
        <translation>+{count} więcej</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <source>Reading the finished games…</source>
        <translation>Czytam skończone gry…</translation>
    </message>
    <message>
        <source>No finished games yet: the figures come with the first one.</source>
        <translation>Nie ma jeszcze skończonych gier: liczby pojawią się po pierwszej.</translation>
    </message>
    <message>
        <source>{name} (computer, {level})</source>
        <translation>{name} (komputer, {level})</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Gry</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Wygrane</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Najlepszy</translation>
    </message>
    <message>
        <source>{wins} ({percent}%)</source>
        <translation>{wins} ({percent}%)</translation>
    </message>
    <message>
        <source>{name}, on average: {parts}</source>
        <translation>{name}, średnio: {parts}</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statystyki</translation>
    </message>
    <message>
        <source>Ga&amp;me:</source>
        <translation>Gr&amp;a:</translation>
    </message>
    <message>
        <source>P&amp;layer:</source>
        <translation>G&amp;racz:</translation>
    </message>
    <message>
        <source>Leave the &amp;computers out</source>
        <translation>Bez ko&amp;mputerów</translation>
    </message>
    <message>
        <source>The overview counts every game and every player. The game and player choices are for the other tabs.</source>
        <translation>Podsumowanie liczy wszystkie gry i wszystkich graczy. Wybór gry i gracza dotyczy pozostałych zakładek.</translation>
    </message>
    <message>
        <source>&amp;Figures</source>
        <translation>&amp;Liczby</translation>
    </message>
    <message>
        <source>Scores over &amp;time</source>
        <translation>Wyniki w c&amp;zasie</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Wstecz</translation>
    </message>
    <message>
        <source>Most wins this month</source>
        <translation>Najwięcej wygranych w tym miesiącu</translation>
    </message>
    <message>
        <source>The next tab</source>
        <translation>Następna zakładka</translation>
    </message>
    <message>
        <source>The previous tab</source>
        <translation>Poprzednia zakładka</translation>
    </message>
    <message>
        <source>Most wins this year</source>
        <translation>Najwięcej wygranych w tym roku</translation>
    </message>
    <message>
        <source>Most wins ever</source>
        <translation>Najwięcej wygranych od początku</translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation>
            <numerusform>%n wygrana</numerusform>
            <numerusform>%n wygrane</numerusform>
            <numerusform>%n wygranych</numerusform>
        </translation>
    </message>
    <message>
        <source>Best score: {game}</source>
        <translation>Najlepszy wynik: {game}</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) won in a row</source>
        <translation>
            <numerusform>%n wygrana z rzędu</numerusform>
            <numerusform>%n wygrane z rzędu</numerusform>
            <numerusform>%n wygranych z rzędu</numerusform>
        </translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Najdłuższa seria wygranych</translation>
    </message>
    <message>
        <source>First win</source>
        <translation>Pierwsza wygrana</translation>
    </message>
    <message>
        <source>Games played: {played} · average score {mean} · middle score {median} · the winners&apos; average {winners} · best {best}</source>
        <translation>Rozegrane gry: {played} · średni wynik {mean} · środkowy wynik {median} · średnia zwycięzców {winners} · najlepszy {best}</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Średnia</translation>
    </message>
    <message>
        <source>Middle score</source>
        <translation>Środkowy wynik</translation>
    </message>
    <message>
        <source>&amp;Overview</source>
        <translation>Pod&amp;sumowanie</translation>
    </message>
    <message>
        <source>He&amp;ad to head</source>
        <translation>&amp;Jeden na jednego</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Kiedy</translation>
    </message>
</context>
<context>
    <name>TableCaption</name>
    <message>
        <source>The game is over.</source>
        <translation>Koniec gry.</translation>
    </message>
    <message>
        <source>Please wait…</source>
        <translation>Chwileczkę…</translation>
    </message>
    <message>
        <source>{player} is playing. Please wait…</source>
        <translation>Teraz gra {player}. Chwileczkę…</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>Game #{number}</source>
        <translation>Gra nr {number}</translation>
    </message>
    <message>
        <source>Undo: {action}</source>
        <translation>Cofnij: {action}</translation>
    </message>
    <message>
        <source>Redo: {action}</source>
        <translation>Ponów: {action}</translation>
    </message>
    <message>
        <source>↶ Undo</source>
        <translation>↶ Cofnij</translation>
    </message>
    <message>
        <source>↷ Redo</source>
        <translation>↷ Ponów</translation>
    </message>
    <message>
        <source>Restart turn</source>
        <translation>Zacznij turę od nowa</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Podpowiedź</translation>
    </message>
    <message>
        <source>What would the computer do? (H)</source>
        <translation>Co zrobiłby komputer? (H)</translation>
    </message>
    <message>
        <source>Thinking</source>
        <translation>Myśli</translation>
    </message>
    <message>
        <source>Back to the scores</source>
        <translation>Wróć do wyników</translation>
    </message>
    <message>
        <source>Back to the start page (the game is saved)</source>
        <translation>Wróć do strony startowej (gra jest zapisana)</translation>
    </message>
    <message>
        <source>Score so far</source>
        <translation>Wynik do tej pory</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Wyniki końcowe</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Co się wydarzyło</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkty</translation>
    </message>
</context>
<context>
    <name>about_dialog</name>
    <message>
        <source>Its font, Noto Sans, is under the SIL Open Font License 1.1.</source>
        <translation>Jego czcionka, Noto Sans, jest dostępna na licencji SIL Open Font License 1.1.</translation>
    </message>
</context>
<context>
    <name>core</name>
    <message>
        <source>No chance action is due here.</source>
        <translation>Teraz nie ma rzutu ani tasowania.</translation>
    </message>
    <message>
        <source>It is not this player&apos;s turn.</source>
        <translation>To nie jest kolej tego gracza.</translation>
    </message>
    <message>
        <source>Action {index} in the log is not legal: {why}</source>
        <translation>Ruch {index} w historii jest niedozwolony: {why}</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Nie ma czego cofnąć.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>Nie ma czego ponowić.</translation>
    </message>
</context>
<context>
    <name>dialogs</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
</context>
<context>
    <name>dice</name>
    <message>
        <source>The dice show {dice}.</source>
        <translation>Kostki pokazują {dice}.</translation>
    </message>
    <message>
        <source>{player} holds die {die}.</source>
        <translation>{player}: zatrzymuje kostkę {die}.</translation>
    </message>
    <message>
        <source>{player} releases die {die}.</source>
        <translation>{player}: zwalnia kostkę {die}.</translation>
    </message>
    <message>
        <source>{player} rolls again.</source>
        <translation>{player}: rzuca ponownie.</translation>
    </message>
</context>
<context>
    <name>expeditions</name>
    <message>
        <source>domino</source>
        <translation>domino</translation>
    </message>
    <message>
        <source>straight three</source>
        <translation>prosta trójka</translation>
    </message>
    <message>
        <source>corner three</source>
        <translation>narożna trójka</translation>
    </message>
    <message>
        <source>square</source>
        <translation>kwadrat</translation>
    </message>
    <message>
        <source>L of four</source>
        <translation>czwórka L</translation>
    </message>
    <message>
        <source>T of four</source>
        <translation>czwórka T</translation>
    </message>
    <message>
        <source>Only the game itself shuffles and turns over cards.</source>
        <translation>Karty tasuje i odkrywa tylko sama gra.</translation>
    </message>
    <message>
        <source>Only a player can do that.</source>
        <translation>To może zrobić tylko gracz.</translation>
    </message>
    <message>
        <source>This game has no such move.</source>
        <translation>W tej grze nie ma takiego ruchu.</translation>
    </message>
    <message>
        <source>You choose your cards only at the start of the game.</source>
        <translation>Karty wybierasz tylko na początku gry.</translation>
    </message>
    <message>
        <source>You have already chosen your two cards.</source>
        <translation>Twoje dwie karty są już wybrane.</translation>
    </message>
    <message>
        <source>Choose from the four cards you were given.</source>
        <translation>Wybierz spośród czterech kart z twojego rozdania.</translation>
    </message>
    <message>
        <source>You already chose this card.</source>
        <translation>Ta karta jest już wybrana.</translation>
    </message>
    <message>
        <source>You may keep only two cards.</source>
        <translation>Możesz zatrzymać tylko dwie karty.</translation>
    </message>
    <message>
        <source>Choose two cards to keep first.</source>
        <translation>Najpierw wybierz dwie karty do zatrzymania.</translation>
    </message>
    <message>
        <source>There is nothing to confirm now.</source>
        <translation>Teraz nie ma czego zatwierdzać.</translation>
    </message>
    <message>
        <source>You have already used this expedition card.</source>
        <translation>Tę kartę wyprawy masz już wykorzystaną.</translation>
    </message>
    <message>
        <source>You take a new card only right after you complete a card.</source>
        <translation>Nową kartę bierzesz tylko zaraz po ukończeniu karty.</translation>
    </message>
    <message>
        <source>The pile is empty.</source>
        <translation>Stos jest pusty.</translation>
    </message>
    <message>
        <source>There is no card in that place.</source>
        <translation>W tym miejscu nie ma karty.</translation>
    </message>
    <message>
        <source>No shuffle is due now.</source>
        <translation>Teraz nie trzeba tasować.</translation>
    </message>
    <message>
        <source>A shuffle must use every card of the pile once.</source>
        <translation>Tasowanie musi objąć każdą kartę stosu dokładnie raz.</translation>
    </message>
    <message>
        <source>A shuffle must use every expedition card once.</source>
        <translation>Tasowanie musi objąć każdą kartę wyprawy dokładnie raz.</translation>
    </message>
    <message>
        <source>No expedition card is turned over now.</source>
        <translation>Teraz nie odkrywa się karty wyprawy.</translation>
    </message>
    <message>
        <source>{player} chooses a card to keep.</source>
        <translation>{player} wybiera kartę do zatrzymania.</translation>
    </message>
    <message>
        <source>{player} is done.</source>
        <translation>{player} kończy ruch.</translation>
    </message>
    <message>
        <source>{player} takes the top card of the pile.</source>
        <translation>{player} bierze wierzchnią kartę ze stosu.</translation>
    </message>
    <message>
        <source>The expedition cards are shuffled.</source>
        <translation>Karty wyprawy zostają potasowane.</translation>
    </message>
    <message>
        <source>Expedition card {number} of {count}.</source>
        <translation>Karta wyprawy {number} z {count}.</translation>
    </message>
    <message>
        <source>{player} moves.</source>
        <translation>{player} wykonuje ruch.</translation>
    </message>
    <message>
        <source>{player} takes {card} from the top of the pile.</source>
        <translation>{player} bierze {card} z wierzchu stosu.</translation>
    </message>
    <message>
        <source>{name} completes {card}.</source>
        <translation>{name} kończy {card}.</translation>
    </message>
    <message>
        <source>Round {round} ends.</source>
        <translation>Runda {round} dobiegła końca.</translation>
    </message>
    <message>
        <source>The 4th round is over: the game ends.</source>
        <translation>Czwarta runda dobiegła końca: koniec gry.</translation>
    </message>
    <message>
        <source>All 4 rounds have been played.</source>
        <translation>Rozegrano wszystkie 4 rundy.</translation>
    </message>
    <message>
        <source>That is not one of your cards.</source>
        <translation>To nie jest twoja karta.</translation>
    </message>
    <message>
        <source>The other cards are shuffled into the pile.</source>
        <translation>Pozostałe karty zostają wtasowane do stosu.</translation>
    </message>
    <message>
        <source>Cards of {player}</source>
        <translation>Karty: {player}</translation>
    </message>
    <message>
        <source>Cards dealt to {player}: keep 2 of these 4</source>
        <translation>{player}: zatrzymaj 2 z tych 4 kart</translation>
    </message>
    <message>
        <source>Total {points}</source>
        <translation>Suma {points}</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}</source>
        <translation>Runda {round} z {rounds}</translation>
    </message>
    <message>
        <source>Pile: {count}</source>
        <translation>Stos: {count}</translation>
    </message>
    <message>
        <source>Pile</source>
        <translation>Stos</translation>
    </message>
    <message>
        <source>Empty place</source>
        <translation>Puste miejsce</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Zatrzymana</translation>
    </message>
    <message>
        <source>Expedition card</source>
        <translation>Karta wyprawy</translation>
    </message>
    <message>
        <source>Card {number} of {count}</source>
        <translation>Karta {number} z {count}</translation>
    </message>
    <message>
        <source>Not turned over yet</source>
        <translation>Zakryta</translation>
    </message>
    <message>
        <source>A card, face down</source>
        <translation>Zakryta karta</translation>
    </message>
    <message numerus="yes">
        <source>The pile: %n card(s), face down</source>
        <translation>
            <numerusform>Stos: %n zakryta karta</numerusform>
            <numerusform>Stos: %n zakryte karty</numerusform>
            <numerusform>Stos: %n zakrytych kart</numerusform>
        </translation>
    </message>
    <message>
        <source>Your cards</source>
        <translation>Twoje karty</translation>
    </message>
    <message>
        <source>Click on one of your two cards.</source>
        <translation>Kliknij jedną ze swoich dwóch kart.</translation>
    </message>
    <message>
        <source>Completed: {cards}</source>
        <translation>Ukończone: {cards}</translation>
    </message>
    <message>
        <source>{player} is choosing. Please wait…</source>
        <translation>Teraz wybiera {player}. Chwileczkę…</translation>
    </message>
    <message>
        <source>You keep these 2 cards. Press Confirm (or Undo to change).</source>
        <translation>Zatrzymujesz te 2 karty. Naciśnij „Zatwierdź” (albo „Cofnij”, żeby zmienić).</translation>
    </message>
    <message>
        <source>You keep these 2 cards. Press Confirm.</source>
        <translation>Zatrzymujesz te 2 karty. Naciśnij „Zatwierdź”.</translation>
    </message>
    <message>
        <source>Choose 2 of your 4 cards to keep: click a card ({count} of 2 chosen). The others do not see your choice.</source>
        <translation>Wybierz 2 z 4 kart, które zatrzymasz: kliknij kartę (wybrane: {count} z 2). Inni nie widzą twojego wyboru.</translation>
    </message>
    <message>
        <source>Done for this expedition card? Press Confirm.</source>
        <translation>Gotowe z tą kartą wyprawy? Naciśnij „Zatwierdź”.</translation>
    </message>
    <message>
        <source>R or the wheel turns it, F mirrors it.</source>
        <translation>R albo kółko myszy go obraca, F go odbija.</translation>
    </message>
    <message>
        <source>Move the shape to your other card</source>
        <translation>Przesuń kształt na swoją drugą kartę</translation>
    </message>
    <message>
        <source>Show big: {card}</source>
        <translation>Pokaż w powiększeniu: {card}</translation>
    </message>
    <message>
        <source>Click, or press {letter}, to see it big</source>
        <translation>Kliknij albo naciśnij {letter}, aby zobaczyć ją w powiększeniu</translation>
    </message>
    <message>
        <source>the last card of this round</source>
        <translation>to ostatnia karta w tej rundzie</translation>
    </message>
    <message>
        <source>no more cards this round</source>
        <translation>w tej rundzie nie ma już kart</translation>
    </message>
    <message>
        <source>Done for this expedition card? Press Confirm (or Undo to change).</source>
        <translation>Gotowe z tą kartą wyprawy? Naciśnij „Zatwierdź” (albo „Cofnij”, żeby zmienić).</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Runda {round}</translation>
    </message>
    <message>
        <source>Completed cards: {cards}</source>
        <translation>Ukończone karty: {cards}</translation>
    </message>
    <message>
        <source>Turn (R)</source>
        <translation>Obróć (R)</translation>
    </message>
    <message>
        <source>Mirror (F)</source>
        <translation>Odbij (F)</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Zatwierdź</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>To nie twoja kolej.</translation>
    </message>
    <message>
        <source>You already keep this card. Use Undo to change your mind.</source>
        <translation>Tę kartę już zatrzymujesz. Żeby zmienić zdanie, użyj „Cofnij”.</translation>
    </message>
    <message>
        <source>You already keep this card.</source>
        <translation>Tę kartę już zatrzymujesz.</translation>
    </message>
    <message numerus="yes">
        <source>%n more card(s) this round</source>
        <translation>
            <numerusform>jeszcze %n karta w tej rundzie</numerusform>
            <numerusform>jeszcze %n karty w tej rundzie</numerusform>
            <numerusform>jeszcze %n kart w tej rundzie</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep the outlined card as well: you always play with two cards, and each shape goes on one of them.</source>
        <translation>Zatrzymaj też obrysowaną kartę: zawsze grasz dwiema kartami, a każdy kształt trafia na jedną z nich.</translation>
    </message>
    <message>
        <source>Press the outlined Confirm: your two cards are chosen, and the two others go back into the pile.</source>
        <translation>Naciśnij obrysowane „Zatwierdź”: twoje dwie karty są wybrane, a dwie pozostałe wracają na stos.</translation>
    </message>
</context>
<context>
    <name>formatting</name>
    <message>
        <source>{name} (computer)</source>
        <translation>{name} (komputer)</translation>
    </message>
    <message>
        <source>{name} (comp.)</source>
        <comment>a computer&apos;s name where (computer) does not fit</comment>
        <translation>{name} (komp.)</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <source>Number rows</source>
        <translation>Rzędy liczb</translation>
    </message>
    <message>
        <source>Treasure cards</source>
        <translation>Karty skarbów</translation>
    </message>
    <message>
        <source>Pyramid cards</source>
        <translation>Karty piramid</translation>
    </message>
    <message>
        <source>Giza dice</source>
        <translation>Kostki z Gizy</translation>
    </message>
</context>
<context>
    <name>giza_dice</name>
    <message>
        <source>More fun: ×2 and :2 symbols</source>
        <translation>Więcej zabawy: symbole ×2 i :2</translation>
    </message>
    <message>
        <source>Quick game: writing nothing costs a Nile digit</source>
        <translation>Szybka rozgrywka: gdy nic nie wpiszesz, skreślasz cyfrę z Nilu</translation>
    </message>
    <message>
        <source>In the pyramid, numbers grow from left to right and every level is higher than the level below: {number} does not fit here.</source>
        <translation>W piramidzie liczby rosną od lewej do prawej, a każdy poziom ma większe liczby niż poziom pod nim: {number} tu nie pasuje.</translation>
    </message>
    <message>
        <source>In the obelisk, numbers grow from bottom to top: {number} does not fit here.</source>
        <translation>W obelisku liczby rosną od dołu do góry: {number} tu nie pasuje.</translation>
    </message>
    <message>
        <source>In the Sphinx, numbers grow from the bottom left over the top to the bottom right: {number} does not fit here.</source>
        <translation>W Sfinksie liczby rosną od dolnego lewego pola przez górne do dolnego prawego: {number} tu nie pasuje.</translation>
    </message>
    <message>
        <source>Your pyramid already holds {number}.</source>
        <translation>W twojej piramidzie jest już {number}.</translation>
    </message>
    <message>
        <source>Your obelisk already holds {number}.</source>
        <translation>W twoim obelisku jest już {number}.</translation>
    </message>
    <message>
        <source>Your Sphinx already holds {number}.</source>
        <translation>W twoim Sfinksie jest już {number}.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Koniec gry.</translation>
    </message>
    <message>
        <source>Only a player can do that.</source>
        <translation>To może zrobić tylko gracz.</translation>
    </message>
    <message>
        <source>There is no such player.</source>
        <translation>Nie ma takiego gracza.</translation>
    </message>
    <message>
        <source>Wait until the number of this roll is known.</source>
        <translation>Poczekaj, aż będzie znana liczba z tego rzutu.</translation>
    </message>
    <message>
        <source>You have already finished with this roll.</source>
        <translation>Ten rzut masz już za sobą.</translation>
    </message>
    <message>
        <source>You have already chosen for this roll: press Done, or Undo to change it.</source>
        <translation>Na ten rzut wybór jest już zrobiony: naciśnij „Gotowe” albo „Cofnij”, żeby go zmienić.</translation>
    </message>
    <message>
        <source>This game has no such move.</source>
        <translation>W tej grze nie ma takiego ruchu.</translation>
    </message>
    <message>
        <source>Only the game rolls the dice.</source>
        <translation>Kostkami rzuca tylko gra.</translation>
    </message>
    <message>
        <source>The dice are not to be rolled now.</source>
        <translation>Teraz nie rzuca się kostkami.</translation>
    </message>
    <message>
        <source>The dice have no such face.</source>
        <translation>Kostki nie mają takiej ścianki.</translation>
    </message>
    <message>
        <source>The dice can only be ordered right after a roll.</source>
        <translation>Liczbę z cyfr na kostkach układa się tylko zaraz po rzucie.</translation>
    </message>
    <message>
        <source>Only the roller orders the dice.</source>
        <translation>Liczbę z cyfr na kostkach układa tylko gracz rzucający.</translation>
    </message>
    <message>
        <source>Order the two dice: {first} or {second}.</source>
        <translation>Ułóż liczbę z dwóch kostek: {first} albo {second}.</translation>
    </message>
    <message>
        <source>Your sheet has no such cell.</source>
        <translation>Na twojej kartce nie ma takiego pola.</translation>
    </message>
    <message>
        <source>A Nile symbol was rolled: form your number from the die and one of your Nile digits.</source>
        <translation>Wypadł symbol Nilu: utwórz swoją liczbę z cyfry na kostce i jednej cyfry ze swojego Nilu.</translation>
    </message>
    <message>
        <source>Everyone writes the announced {number}.</source>
        <translation>Wszyscy wpisują ogłoszoną liczbę {number}.</translation>
    </message>
    <message>
        <source>You may use a Nile digit only when a Nile symbol is rolled.</source>
        <translation>Cyfry z Nilu używasz tylko wtedy, gdy wypadnie symbol Nilu.</translation>
    </message>
    <message>
        <source>With {digit} and the Nile digit {nile} you can form {a} or {b}.</source>
        <translation>Z cyfry {digit} i cyfry {nile} z Nilu utworzysz {a} albo {b}.</translation>
    </message>
    <message>
        <source>Two Nile digits can form a number only in the solo game, and only two digits joined by a &quot;+&quot;.</source>
        <translation>Dwie cyfry z Nilu tworzą liczbę tylko w grze solo i tylko wtedy, gdy łączy je „+”.</translation>
    </message>
    <message>
        <source>With {x} and {y} you can form {a} or {b}.</source>
        <translation>Z cyfr {x} i {y} utworzysz {a} albo {b}.</translation>
    </message>
    <message>
        <source>This cell is already filled.</source>
        <translation>To pole jest już wypełnione.</translation>
    </message>
    <message>
        <source>Each Nile digit can be used only once.</source>
        <translation>Każda cyfra z Nilu może być użyta tylko raz.</translation>
    </message>
    <message>
        <source>{digit} is not a digit of the Nile.</source>
        <translation>{digit} nie jest cyfrą z Nilu.</translation>
    </message>
    <message>
        <source>You have already crossed the Nile digit {digit}.</source>
        <translation>Cyfra {digit} z Nilu jest już skreślona.</translation>
    </message>
    <message>
        <source>The ×2 and :2 symbols are used only in the “More fun” variant.</source>
        <translation>Symbole ×2 i :2 działają tylko w modyfikacji „Więcej zabawy”.</translation>
    </message>
    <message>
        <source>You may use only one ×2 or :2 on one roll.</source>
        <translation>W jednym rzucie możesz użyć tylko jednego ×2 albo :2.</translation>
    </message>
    <message>
        <source>Your sheet has no such symbol.</source>
        <translation>Na twojej kartce nie ma takiego symbolu.</translation>
    </message>
    <message>
        <source>You have already used this symbol.</source>
        <translation>Ten symbol jest już wykorzystany.</translation>
    </message>
    <message>
        <source>Fill both cells beside this symbol first: then it is circled and can be used on a later roll.</source>
        <translation>Najpierw wpisz liczby w oba pola obok tego symbolu: wtedy zaznaczasz go kółkiem i możesz go użyć w jednym z kolejnych rzutów.</translation>
    </message>
    <message>
        <source>That would not change the number {number}.</source>
        <translation>To nie zmieni liczby {number}.</translation>
    </message>
    <message>
        <source>Writing nothing costs a Nile digit only in the quick game.</source>
        <translation>Skreślenie cyfry z Nilu zamiast wpisania liczby jest tylko w szybkiej rozgrywce.</translation>
    </message>
    <message>
        <source>In the quick game, writing nothing costs a Nile digit: choose which one to cross.</source>
        <translation>W szybkiej rozgrywce, gdy nic nie wpiszesz, skreślasz cyfrę z Nilu: wybierz, którą.</translation>
    </message>
    <message>
        <source>Write your number into a cell or choose to write nothing first.</source>
        <translation>Najpierw wpisz liczbę w pole albo wybierz, że nic nie wpisujesz.</translation>
    </message>
    <message>
        <source>First-finisher bonuses</source>
        <translation>Bonusy za pierwszeństwo</translation>
    </message>
    <message>
        <source>{player} announces {number}.</source>
        <translation>{player} ogłasza liczbę {number}.</translation>
    </message>
    <message>
        <source>{player} writes nothing.</source>
        <translation>{player} nic nie wpisuje.</translation>
    </message>
    <message>
        <source>{player} writes nothing and crosses the Nile digit {digit}.</source>
        <translation>{player} nic nie wpisuje i skreśla cyfrę {digit} z Nilu.</translation>
    </message>
    <message>
        <source>{player} confirms.</source>
        <translation>{player} zatwierdza.</translation>
    </message>
    <message>
        <source>{player} moves.</source>
        <translation>{player} wykonuje ruch.</translation>
    </message>
    <message>
        <source>{name} rolls two Nile symbols and rolls again.</source>
        <translation>{name} wyrzuca dwa symbole Nilu i rzuca jeszcze raz.</translation>
    </message>
    <message>
        <source>{name} rolls {digit} and a Nile symbol.</source>
        <translation>{name} wyrzuca {digit} i symbol Nilu.</translation>
    </message>
    <message>
        <source>{name} rolls {first} and {second}.</source>
        <translation>{name} wyrzuca {first} i {second}.</translation>
    </message>
    <message>
        <source>{player} writes {number}</source>
        <translation>{player} wpisuje {number}</translation>
    </message>
    <message>
        <source>{what} ({how}).</source>
        <translation>{what} ({how}).</translation>
    </message>
    <message>
        <source>{player} writes {number} on level {level} of the pyramid</source>
        <translation>{player} wpisuje {number} na poziomie {level} piramidy</translation>
    </message>
    <message>
        <source>{player} writes {number} in the obelisk</source>
        <translation>{player} wpisuje {number} w obelisku</translation>
    </message>
    <message>
        <source>{player} writes {number} in the Sphinx</source>
        <translation>{player} wpisuje {number} w Sfinksie</translation>
    </message>
    <message>
        <source>with the Nile digit {digit}</source>
        <translation>z cyfrą {digit} z Nilu</translation>
    </message>
    <message>
        <source>with the Nile digits {first} and {second}</source>
        <translation>z cyframi {first} i {second} z Nilu</translation>
    </message>
    <message>
        <source>{what}.</source>
        <translation>{what}.</translation>
    </message>
    <message>
        <source>{first}, {second}</source>
        <translation>{first}, {second}</translation>
    </message>
    <message>
        <source>The game ends: {name} has filled the whole pyramid.</source>
        <translation>Koniec gry: {name} ma pełną piramidę.</translation>
    </message>
    <message>
        <source>The game ends: {name} has crossed all the Nile digits.</source>
        <translation>Koniec gry: {name} ma skreślone wszystkie cyfry z Nilu.</translation>
    </message>
    <message>
        <source>The game ends: no pyramid can be filled any more.</source>
        <translation>Koniec gry: żadnej piramidy nie da się już wypełnić.</translation>
    </message>
    <message>
        <source>Roll {count}</source>
        <translation>Rzut {count}</translation>
    </message>
    <message numerus="yes">
        <source>The game ends after %n roll(s).</source>
        <translation>
            <numerusform>Koniec gry po %n rzucie.</numerusform>
            <numerusform>Koniec gry po %n rzutach.</numerusform>
            <numerusform>Koniec gry po %n rzutach.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pyramid level 1</source>
        <translation>Piramida, poziom 1</translation>
    </message>
    <message>
        <source>Pyramid level 2</source>
        <translation>Piramida, poziom 2</translation>
    </message>
    <message>
        <source>Pyramid level 3</source>
        <translation>Piramida, poziom 3</translation>
    </message>
    <message>
        <source>Pyramid level 4</source>
        <translation>Piramida, poziom 4</translation>
    </message>
    <message>
        <source>Pyramid level 5</source>
        <translation>Piramida, poziom 5</translation>
    </message>
    <message>
        <source>Obelisk</source>
        <translation>Obelisk</translation>
    </message>
    <message>
        <source>Sphinx</source>
        <translation>Sfinks</translation>
    </message>
    <message>
        <source>{name} fills level {level} first and circles its bonus +{points}.</source>
        <translation>{name} wypełnia poziom {level} przed innymi i zakreśla kółkiem bonus +{points}.</translation>
    </message>
    <message>
        <source>{name} fills the obelisk first and circles its bonus +{points}.</source>
        <translation>{name} wypełnia obelisk przed innymi i zakreśla kółkiem bonus +{points}.</translation>
    </message>
    <message>
        <source>{name} fills the Sphinx first and circles its bonus +{points}.</source>
        <translation>{name} wypełnia Sfinksa przed innymi i zakreśla kółkiem bonus +{points}.</translation>
    </message>
    <message>
        <source>{name} fills level {level} and circles its bonus +{points}.</source>
        <translation>{name} wypełnia poziom {level} i zakreśla kółkiem bonus +{points}.</translation>
    </message>
    <message>
        <source>{name} fills the obelisk and circles its bonus +{points}.</source>
        <translation>{name} wypełnia obelisk i zakreśla kółkiem bonus +{points}.</translation>
    </message>
    <message>
        <source>{name} fills the Sphinx and circles its bonus +{points}.</source>
        <translation>{name} wypełnia Sfinksa i zakreśla kółkiem bonus +{points}.</translation>
    </message>
    <message>
        <source>{name} pays for the two Nile digits with the bonus +{points} of level {level}.</source>
        <translation>{name} płaci za dwie cyfry z Nilu bonusem +{points} z poziomu {level}.</translation>
    </message>
    <message>
        <source>{name} pays for the two Nile digits with the obelisk bonus +{points}.</source>
        <translation>{name} płaci za dwie cyfry z Nilu bonusem +{points} z obelisku.</translation>
    </message>
    <message>
        <source>{name} pays for the two Nile digits with the Sphinx bonus +{points}.</source>
        <translation>{name} płaci za dwie cyfry z Nilu bonusem +{points} ze Sfinksa.</translation>
    </message>
    <message>
        <source>doubled with ×2</source>
        <translation>po podwojeniu przez ×2</translation>
    </message>
    <message>
        <source>halved with :2</source>
        <translation>po podzieleniu przez :2</translation>
    </message>
    <message>
        <source>{name} circles a ×2 and can use it from now on.</source>
        <translation>{name} zakreśla kółkiem ×2 i od teraz może go użyć.</translation>
    </message>
    <message>
        <source>{name} circles a :2 and can use it from now on.</source>
        <translation>{name} zakreśla kółkiem :2 i od teraz może go użyć.</translation>
    </message>
    <message>
        <source>Nile</source>
        <translation>Nil</translation>
    </message>
    <message>
        <source>Total: {points}</source>
        <translation>Suma: {points}</translation>
    </message>
    <message>
        <source>The dice</source>
        <translation>Kostki</translation>
    </message>
    <message>
        <source>Your sheet</source>
        <translation>Twoja kartka</translation>
    </message>
    <message>
        <source>Write nothing</source>
        <translation>Nic nie wpisuję</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Gotowe</translation>
    </message>
    <message>
        <source>{player} rolled {first} and {second} and puts them in order…</source>
        <translation>{player} układa liczbę z {first} i {second}…</translation>
    </message>
    <message>
        <source>{player} is writing…</source>
        <translation>{player} wpisuje…</translation>
    </message>
    <message>
        <source>{player} rolled {first} and {second}: choose the number everyone writes.</source>
        <translation>{player}: na kostkach {first} i {second}. Wybierz liczbę, którą wszyscy wpiszą.</translation>
    </message>
    <message>
        <source>{player} rolled {first} and {second}: choose the number to write.</source>
        <translation>{player}: na kostkach {first} i {second}. Wybierz liczbę, którą wpiszesz.</translation>
    </message>
    <message>
        <source>Solo rules: you roll every time, and the two Nile digits beside a “+” can make your number (it costs your highest open bonus).</source>
        <translation>Zasady gry solo: rzucasz za każdym razem, a z dwóch cyfr z Nilu po obu stronach „+” możesz utworzyć swoją liczbę (kosztuje to twój najwyższy widoczny bonus).</translation>
    </message>
    <message>
        <source>{player} writes {number}: click a lit cell, or Write nothing.</source>
        <translation>{player}: wpisujesz {number}. Kliknij podświetlone pole albo „Nic nie wpisuję”.</translation>
    </message>
    <message>
        <source>{player}: the die shows {digit} and a Nile symbol. Choose your number on the right, then click a lit cell.</source>
        <translation>{player}: na kostce {digit} i symbol Nilu. Wybierz swoją liczbę po prawej, a potem kliknij podświetlone pole.</translation>
    </message>
    <message>
        <source>{player} writes {number}, or chooses another number on the right: click a lit cell.</source>
        <translation>{player}: wpisujesz {number} albo wybierasz po prawej inną liczbę. Kliknij podświetlone pole.</translation>
    </message>
    <message>
        <source>Your Nile digits are used through the number buttons beside your sheet.</source>
        <translation>Cyfr z Nilu używasz przez przyciski z liczbami obok kartki.</translation>
    </message>
    <message>
        <source>Choose your number with the buttons on the right first.</source>
        <translation>Najpierw wybierz liczbę przyciskami po prawej.</translation>
    </message>
    <message>
        <source>{player}: {number} fits nowhere on your sheet. Press Write nothing.</source>
        <translation>{player}: {number} nigdzie nie pasuje na twojej kartce. Naciśnij „Nic nie wpisuję”.</translation>
    </message>
    <message>
        <source>The game is over. Sheet of {player}.</source>
        <translation>Koniec gry. Kartka: {player}.</translation>
    </message>
    <message>
        <source>Bonuses</source>
        <translation>Bonusy</translation>
    </message>
    <message>
        <source>How to fill it in: as you play, write each roll&apos;s number in a cell and cross each Nile digit you use; at the end write each part&apos;s points in its scarab box and in its box below, and their sum in Total.</source>
        <translation>Jak wypełnić: w trakcie gry wpisuj liczbę z każdego rzutu w jedno pole i skreślaj każdą użytą cyfrę z Nilu; na koniec wpisz punkty za każdą część w jej pole skarabeusza i w jej pole poniżej, a ich sumę w polu Suma.</translation>
    </message>
    <message>
        <source>Solo rules: you roll every time.</source>
        <translation>Gra solo: rzucasz zawsze ty.</translation>
    </message>
    <message>
        <source>{player}: the die shows {digit} and a Nile symbol. Choose your number below, then click a lit cell.</source>
        <translation>{player}: na kostce {digit} i symbol Nilu. Wybierz swoją liczbę poniżej, a potem kliknij podświetlone pole.</translation>
    </message>
    <message>
        <source>{player} writes {number}, or chooses another number below: click a lit cell.</source>
        <translation>{player}: wpisujesz {number} albo wybierasz inną liczbę poniżej. Kliknij podświetlone pole.</translation>
    </message>
    <message>
        <source>{player}: {number} fits nowhere as it is. Double or halve it with a button on the right, or press Write nothing.</source>
        <translation>{player}: {number} w tej postaci nigdzie nie pasuje. Pomnóż albo podziel tę liczbę przez 2 przyciskiem po prawej albo naciśnij „Nic nie wpisuję”.</translation>
    </message>
    <message>
        <source>{player}: {number} fits nowhere as it is. Double or halve it with a button below, or press Write nothing.</source>
        <translation>{player}: {number} w tej postaci nigdzie nie pasuje. Pomnóż albo podziel tę liczbę przez 2 przyciskiem poniżej albo naciśnij „Nic nie wpisuję”.</translation>
    </message>
    <message>
        <source>{player}: no number you can form fits your sheet. Press Write nothing.</source>
        <translation>{player}: żadna liczba, którą możesz utworzyć, nie pasuje na twoją kartkę. Naciśnij „Nic nie wpisuję”.</translation>
    </message>
    <message>
        <source>{player} writes {number}. Press Done, or Undo to change it.</source>
        <translation>{player}: wpisujesz {number}. Naciśnij „Gotowe” albo „Cofnij”, żeby to zmienić.</translation>
    </message>
    <message>
        <source>{player} writes nothing this roll. Press Done, or Undo to change it.</source>
        <translation>{player}: w tym rzucie nic nie wpisujesz. Naciśnij „Gotowe” albo „Cofnij”, żeby to zmienić.</translation>
    </message>
    <message>
        <source>{player} writes {number}. Press Done.</source>
        <translation>{player}: wpisujesz {number}. Naciśnij „Gotowe”.</translation>
    </message>
    <message>
        <source>{player} writes nothing this roll. Press Done.</source>
        <translation>{player}: w tym rzucie nic nie wpisujesz. Naciśnij „Gotowe”.</translation>
    </message>
    <message>
        <source>You have already chosen for this roll: press Done.</source>
        <translation>Na ten rzut wybór jest już zrobiony: naciśnij „Gotowe”.</translation>
    </message>
    <message>
        <source>{player} writes nothing: in the quick game that costs a Nile digit. Click the Nile digit to cross.</source>
        <translation>{player}: nic nie wpisujesz, a w szybkiej rozgrywce kosztuje to cyfrę z Nilu. Kliknij cyfrę, którą skreślasz.</translation>
    </message>
    <message>
        <source>To cross a Nile digit instead of writing, press Write nothing first.</source>
        <translation>Żeby zamiast wpisywania skreślić cyfrę z Nilu, naciśnij najpierw „Nic nie wpisuję”.</translation>
    </message>
    <message>
        <source>Your Nile digits are used through the number buttons below.</source>
        <translation>Cyfr z Nilu używasz przez przyciski z liczbami poniżej.</translation>
    </message>
    <message>
        <source>Choose your number with the buttons below first.</source>
        <translation>Najpierw wybierz liczbę przyciskami poniżej.</translation>
    </message>
    <message>
        <source>The die&apos;s {digit} and your Nile digit {nile}</source>
        <translation>Cyfra {digit} z kostki i cyfra {nile} z twojego Nilu</translation>
    </message>
    <message>
        <source>Your Nile digits {first} and {second}: costs your highest open bonus</source>
        <translation>Cyfry {first} i {second} z twojego Nilu: kosztują twój najwyższy widoczny bonus</translation>
    </message>
    <message>
        <source>Cross this symbol: you write {number} instead</source>
        <translation>Skreśl ten symbol: wpiszesz wtedy {number}</translation>
    </message>
    <message>
        <source>Everyone writes {number}</source>
        <translation>Wszyscy wpisują {number}</translation>
    </message>
    <message>
        <source>You write {number}</source>
        <translation>Wpisujesz {number}</translation>
    </message>
    <message>
        <source>Pyramid, level {level}, cell {place}</source>
        <translation>Piramida, poziom {level}, pole {place}</translation>
    </message>
    <message>
        <source>Obelisk, cell {place} from the bottom</source>
        <translation>Obelisk, pole {place} od dołu</translation>
    </message>
    <message>
        <source>Sphinx, bottom left</source>
        <translation>Sfinks, dolne lewe pole</translation>
    </message>
    <message>
        <source>Sphinx, top</source>
        <translation>Sfinks, górne pole</translation>
    </message>
    <message>
        <source>Sphinx, bottom right</source>
        <translation>Sfinks, dolne prawe pole</translation>
    </message>
    <message>
        <source>Bonus +{points}: still open</source>
        <translation>Bonus +{points}: jeszcze do zdobycia</translation>
    </message>
    <message>
        <source>Bonus +{points}: circled</source>
        <translation>Bonus +{points}: zakreślony kółkiem</translation>
    </message>
    <message>
        <source>Bonus +{points}: crossed out</source>
        <translation>Bonus +{points}: skreślony</translation>
    </message>
    <message>
        <source>The goal</source>
        <translation>Cel gry</translation>
    </message>
    <message>
        <source>Write the numbers the dice give into your pyramid, your obelisk and your Sphinx, always keeping their order. Be the first to fill a level or a building for a bonus, and make one digit come up again and again in each of them: at the end it is your scarab&apos;s points.</source>
        <translation>Wpisuj liczby z kostek w swoją piramidę, obelisk i Sfinksa, zawsze w dobrej kolejności. Jeśli wypełnisz poziom albo budowlę przed innymi, dostaniesz bonus. Staraj się też, żeby w każdej z nich jedna cyfra powtarzała się jak najczęściej: na koniec to punkty twojego skarabeusza.</translation>
    </message>
    <message>
        <source>A roll</source>
        <translation>Rzut</translation>
    </message>
    <message>
        <source>The roller rolls both dice and puts the two digits in the order they like: a 4 and a 6 make 46 or 64. Everyone writes that same number into one empty cell of their sheet, or writes nothing.</source>
        <translation>Gracz rzucający rzuca dwiema kostkami i układa z dwóch cyfr liczbę w dowolnej kolejności: 4 i 6 dają 46 albo 64. Każdy wpisuje tę samą liczbę w jedno puste pole swojej kartki albo nic nie wpisuje.</translation>
    </message>
    <message>
        <source>A Nile symbol on one die: everyone forms their own number from the other die and one of their Nile digits (0, 1, 7, 8, 9), in either order, and crosses that Nile digit. A 6 and the Nile digit 7 make 67 or 76; a 0 in front makes a one-digit number (06 is 6). Two Nile symbols: roll again.</source>
        <translation>Symbol Nilu na jednej kostce: każdy tworzy własną liczbę z cyfry na drugiej kostce i jednej cyfry ze swojego Nilu (0, 1, 7, 8, 9), w dowolnej kolejności, i od razu skreśla tę cyfrę. 6 i cyfra 7 z Nilu dają 67 albo 76; 0 na początku daje liczbę jednocyfrową (06 to 6). Symbol Nilu na obu kostkach: rzuca się jeszcze raz.</translation>
    </message>
    <message>
        <source>Then the next player clockwise rolls.</source>
        <translation>Potem rzuca następna osoba zgodnie z ruchem wskazówek zegara.</translation>
    </message>
    <message>
        <source>Where numbers may go</source>
        <translation>Gdzie wpisywać liczby</translation>
    </message>
    <message>
        <source>Pyramid: on each level the numbers grow from left to right, and every number of a level is bigger than all numbers of the level below. If level 1 holds 15 at most, level 2 starts at 16.</source>
        <translation>Piramida: na każdym poziomie liczby rosną od lewej do prawej, a każda liczba poziomu jest większa od wszystkich liczb poziomu niżej. Jeśli na pierwszym poziomie liczba najwyższa to 15, to na drugim poziomie liczby muszą zaczynać się co najmniej od 16.</translation>
    </message>
    <message>
        <source>Obelisk: the numbers grow from bottom to top. Sphinx: they grow from the bottom left over the top to the bottom right.</source>
        <translation>Obelisk: liczby rosną od dołu do góry. Sfinks: liczby rosną od dolnego lewego pola przez górne do dolnego prawego.</translation>
    </message>
    <message>
        <source>You may write into any empty cell as long as these orders still hold, and no building may hold the same number twice.</source>
        <translation>Możesz wpisać liczbę w dowolne puste pole, jeśli ta kolejność nadal się zgadza. W żadnej budowli nie może się powtórzyć ta sama liczba.</translation>
    </message>
    <message>
        <source>Bonuses, scarabs and the end</source>
        <translation>Bonusy, skarabeusze i koniec gry</translation>
    </message>
    <message>
        <source>Whoever fills a pyramid level, the obelisk or the Sphinx first circles its bonus; everyone else crosses it out. All who fill it on the same roll circle it.</source>
        <translation>Kto pierwszy wypełni poziom piramidy, obelisk albo Sfinksa, zakreśla kółkiem jego bonus; wszyscy inni go skreślają. Jeśli kilka osób zrobi to w tym samym rzucie, wszystkie zakreślają bonus.</translation>
    </message>
    <message>
        <source>The game ends after the roll on which someone fills their whole pyramid. For each level, the obelisk and the Sphinx, the digit that appears most often there goes into the scarab box and is worth its value (on a tie, the lower digit: four 5s and four 2s give 2). Circled bonuses plus scarabs: the most points win.</source>
        <translation>Gra kończy się po rzucie, w którym ktoś wypełni całą swoją piramidę. Dla każdego poziomu, obelisku i Sfinksa cyfra, która występuje tam najczęściej, trafia do pola skarabeusza i jest warta tyle, ile wynosi (przy remisie niższa cyfra: cztery piątki i cztery dwójki dają 2). Wygrywa ten, kto ma najwięcej punktów z bonusów zakreślonych kółkiem i skarabeuszy.</translation>
    </message>
    <message>
        <source>If no pyramid can be filled any more, whatever numbers still come, the game ends too.</source>
        <translation>Gra kończy się także wtedy, gdy żadnej piramidy nie da się już wypełnić, bez względu na to, jakie liczby jeszcze wypadną.</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Modyfikacje</translation>
    </message>
    <message>
        <source>More fun: when both cells beside a ×2 or :2 in the pyramid are filled, the symbol is circled. On a later roll you may cross it to double or halve your number (rounded down), once per symbol.</source>
        <translation>Więcej zabawy: gdy oba pola obok ×2 albo :2 w piramidzie są wypełnione, symbol zakreśla się kółkiem. W jednym z kolejnych rzutów możesz go skreślić, żeby pomnożyć albo podzielić swoją liczbę przez 2 (zaokrąglając w dół), każdy symbol tylko raz.</translation>
    </message>
    <message>
        <source>Solo: you roll every time. You may also form a number from the two Nile digits beside a “+” (0 and 1, or 7 and 8); it costs your highest bonus still open, which you cross out.</source>
        <translation>Gra solo: rzucasz za każdym razem. Możesz też utworzyć liczbę z dwóch cyfr z Nilu po obu stronach „+” (0 i 1 albo 7 i 8); kosztuje to twój najwyższy widoczny bonus, który skreślasz.</translation>
    </message>
    <message>
        <source>Quick game: whenever you write nothing, you cross one Nile digit of your choice. The game also ends when someone has crossed all their Nile digits.</source>
        <translation>Szybka rozgrywka: za każdym razem, gdy nic nie wpisujesz, skreślasz wybraną cyfrę z Nilu. Gra kończy się też, gdy ktoś skreśli wszystkie cyfry z Nilu.</translation>
    </message>
    <message>
        <source>Playing on the computer</source>
        <translation>Gra na komputerze</translation>
    </message>
    <message>
        <source>Everyone writes in turn on the same screen, in sight of all: your sheet is shown big and only the cells your number may go into are lit. Click one (or use the arrow keys and Enter), then press Done. Until then Undo takes your choice back.</source>
        <translation>Wszyscy wpisują po kolei na tym samym ekranie, na oczach wszystkich: twoja kartka jest duża i podświetlone są tylko pola, w które pasuje twoja liczba. Kliknij jedno (albo użyj strzałek i Enter), a potem naciśnij „Gotowe”. Do tego czasu „Cofnij” odwołuje twój wybór.</translation>
    </message>
    <message>
        <source>When you have a choice of numbers (a Nile symbol, a ×2 or :2), pick it with the buttons under your sheet first. Click a small sheet to see it big.</source>
        <translation>Gdy masz do wyboru kilka liczb (symbol Nilu, ×2 albo :2), najpierw wybierz liczbę przyciskami pod kartką. Kliknij małą kartkę, żeby zobaczyć ją w dużym rozmiarze.</translation>
    </message>
    <message>
        <source>You are {learner} and play against {computer}, the computer. Every roll gives a number that everyone writes on their own sheet. Fill your pyramid in order, and use the same digits often: the digit written most in a part is what it scores.</source>
        <translation>Grasz jako {learner} przeciwko komputerowi, który nazywa się {computer}. Każdy rzut daje liczbę, którą wszyscy wpisują na swoich kartkach. Wypełniaj piramidę po kolei i często używaj tych samych cyfr: każda część jest warta tyle, ile cyfra wpisana w niej najczęściej.</translation>
    </message>
    <message>
        <source>You rolled, so you decide the order of the two digits. Choose the outlined {number}: everyone will write this number, and it suits a free place on your sheet.</source>
        <translation>Rzut był twój, więc to ty decydujesz o kolejności dwóch cyfr. Wybierz obrysowaną liczbę {number}: wszyscy ją wpiszą, a pasuje do wolnego miejsca na twojej kartce.</translation>
    </message>
    <message>
        <source>Write {number} in the outlined box of the pyramid. Numbers grow from left to right and each level is higher than the one below, so leave room for the numbers still to come.</source>
        <translation>Wpisz {number} w obrysowane pole piramidy. Liczby rosną od lewej do prawej, a każdy poziom ma większe liczby niż poziom pod nim, więc zostaw miejsce na liczby, które dopiero przyjdą.</translation>
    </message>
    <message>
        <source>Write {number} in the outlined box of the obelisk. Its numbers grow from the bottom to the top, so a low number goes low and a high one goes high.</source>
        <translation>Wpisz {number} w obrysowane pole obelisku. Jego liczby rosną od dołu do góry, więc mała liczba idzie nisko, a duża wysoko.</translation>
    </message>
    <message>
        <source>Write {number} in the outlined box of the Sphinx. Its three numbers grow from the bottom left over the top to the bottom right.</source>
        <translation>Wpisz {number} w obrysowane pole Sfinksa. Jego trzy liczby rosną od lewego dołu przez szczyt do prawego dołu.</translation>
    </message>
    <message>
        <source>One die shows the Nile: everyone makes a number of their own from the other die and one digit of their Nile row. Choose the outlined {number}, then click the outlined box: the Nile digit you used is crossed and cannot be used again.</source>
        <translation>Na jednej kostce wypadł Nil: każdy układa własną liczbę z drugiej kostki i jednej cyfry swojego Nilu. Wybierz obrysowaną liczbę {number}, a potem kliknij obrysowane pole: użyta cyfra Nilu zostaje skreślona i nie można jej użyć ponownie.</translation>
    </message>
    <message>
        <source>Press the outlined button and write nothing this time: {number} fits nowhere useful on your sheet, and a number in the wrong place blocks the boxes around it.</source>
        <translation>Naciśnij obrysowany przycisk i tym razem nic nie wpisuj: {number} nigdzie dobrze nie pasuje na twojej kartce, a liczba w złym miejscu blokuje pola wokół siebie.</translation>
    </message>
    <message>
        <source>Press the outlined Done: your choice is made. Everyone writes on the same roll, and the next roll comes when all have pressed Done.</source>
        <translation>Naciśnij obrysowane „Gotowe”: twój wybór jest zrobiony. Wszyscy wpisują przy tym samym rzucie, a następny rzut jest wtedy, gdy wszyscy naciśną „Gotowe”.</translation>
    </message>
    <message>
        <source>Press the outlined Done: the next roll comes when everyone is done.</source>
        <translation>Naciśnij obrysowane „Gotowe”: następny rzut jest wtedy, gdy wszyscy skończą.</translation>
    </message>
    <message>
        <source>Each part scores the digit written most often in it (on a tie, the lower one): that digit is its points. A part with nothing written in it scores nothing yet.</source>
        <translation>Każda część jest warta cyfrę wpisaną w niej najczęściej (przy remisie tę mniejszą): tyle daje punktów. Część, w której nic jeszcze nie wpisano, nie daje na razie nic.</translation>
    </message>
    <message>
        <source>That is all there is to it. A real game goes on like this until someone has filled their whole pyramid; then the highest total wins.</source>
        <translation>To już wszystko. Prawdziwa partia toczy się tak dalej, aż ktoś wypełni całą swoją piramidę; wtedy wygrywa najwyższy wynik.</translation>
    </message>
    <message numerus="yes">
        <source>%n bonus(es) circled: the first to fill a level of the pyramid, the obelisk or the Sphinx circles its bonus, and everyone else crosses it out.</source>
        <translation>
            <numerusform>%n bonus zakreślony kółkiem: kto pierwszy wypełni poziom piramidy, obelisk albo Sfinksa, zakreśla kółkiem jego bonus, a wszyscy inni go skreślają.</numerusform>
            <numerusform>%n bonusy zakreślone kółkiem: kto pierwszy wypełni poziom piramidy, obelisk albo Sfinksa, zakreśla kółkiem jego bonus, a wszyscy inni go skreślają.</numerusform>
            <numerusform>%n bonusów zakreślonych kółkiem: kto pierwszy wypełni poziom piramidy, obelisk albo Sfinksa, zakreśla kółkiem jego bonus, a wszyscy inni go skreślają.</numerusform>
        </translation>
    </message>
    <message>
        <source>Bonus for finishing first +{points}: still open</source>
        <translation>Bonus za pierwszeństwo +{points}: jeszcze do zdobycia</translation>
    </message>
    <message>
        <source>Bonus for finishing first +{points}: won</source>
        <translation>Bonus za pierwszeństwo +{points}: zdobyty</translation>
    </message>
    <message>
        <source>Bonus for finishing first +{points}: crossed out</source>
        <translation>Bonus za pierwszeństwo +{points}: skreślony</translation>
    </message>
    <message>
        <source>Bonuses for finishing first</source>
        <translation>Bonusy za pierwszeństwo</translation>
    </message>
    <message>
        <source>Words of the game</source>
        <translation>Słowa tej gry</translation>
    </message>
    <message>
        <source>Bonus for finishing first: the points beside each pyramid level, the obelisk and the Sphinx. Whoever fills that part first circles them; everyone else crosses them out.</source>
        <translation>Bonus za pierwszeństwo: punkty obok każdego poziomu piramidy, obelisku i Sfinksa. Kto pierwszy wypełni tę część, zakreśla je kółkiem; wszyscy inni je skreślają.</translation>
    </message>
    <message>
        <source>Nile digits: the digits 0, 1, 7, 8 and 9 on your sheet. A Nile symbol on a die lets you use one of them, once.</source>
        <translation>Cyfry z Nilu: cyfry 0, 1, 7, 8 i 9 na twojej kartce. Symbol Nilu na kostce pozwala użyć jednej z nich, tylko raz.</translation>
    </message>
    <message>
        <source>Scarab: the box beside each part that gets the digit appearing most often there, worth its value.</source>
        <translation>Skarabeusz: pole obok każdej części, do którego wpisujesz cyfrę występującą w niej najczęściej; jest warte tyle, ile ta cyfra.</translation>
    </message>
    <message>
        <source>Nile digit {digit}</source>
        <translation>Cyfra {digit} z Nilu</translation>
    </message>
</context>
<context>
    <name>history</name>
    <message>
        <source>A player needs a name.</source>
        <translation>Gracz musi mieć imię.</translation>
    </message>
    <message>
        <source>A name can have at most {most} letters.</source>
        <translation>Imię może mieć najwyżej {most} znaków.</translation>
    </message>
    <message>
        <source>A name must be a single line, without tabs.</source>
        <translation>Imię musi się mieścić w jednym wierszu, bez tabulatorów.</translation>
    </message>
    <message>
        <source>A name cannot hold invisible characters or marks that change the text&apos;s direction.</source>
        <translation>Imię nie może zawierać niewidocznych znaków ani znaków zmieniających kierunek tekstu.</translation>
    </message>
    <message>
        <source>{name} is already a player. Choose another name, or merge the two.</source>
        <translation>Gracz o imieniu {name} już jest. Wybierz inne imię albo połącz tych dwóch graczy.</translation>
    </message>
    <message>
        <source>The list of players and finished games was made by a newer version of sheetdesk. It is shown as it is, and nothing in it can be changed here.</source>
        <translation>Listę graczy i skończonych gier utworzyła nowsza wersja sheetdesk. Widać ją taką, jaka jest, i nic nie da się w niej tu zmienić.</translation>
    </message>
    <message>
        <source>That player is not on the list any more.</source>
        <translation>Tego gracza nie ma już na liście.</translation>
    </message>
    <message>
        <source>Another sheetdesk window is busy with the list of players and finished games, so it could not be read or changed just now. Nothing is lost: try again in a moment.</source>
        <translation>Inne okno sheetdesk korzysta właśnie z listy graczy i skończonych gier, więc nie udało się jej odczytać ani zmienić. Nic nie przepadło: spróbuj jeszcze raz za chwilę.</translation>
    </message>
    <message>
        <source>The list of players and finished games could not be read or changed ({error}). No saved game is lost.</source>
        <translation>Nie udało się odczytać ani zmienić listy graczy i skończonych gier ({error}). Żadna zapisana gra nie przepadła.</translation>
    </message>
    <message>
        <source>The list of players and finished games could not be read, so it was put aside as {file} and made again from the saved games. No game is lost, and the players keep their colours and symbols.</source>
        <translation>Nie udało się odczytać listy graczy i skończonych gier, więc odłożono ją jako {file} i utworzono na nowo z zapisanych gier. Żadna gra nie przepadła, a gracze zachowali swoje kolory i znaki.</translation>
    </message>
    <message>
        <source>The disk is full, so the list of players and finished games could not be written. No saved game is lost: make room on the disk and try again.</source>
        <translation>Dysk jest pełny, więc nie udało się zapisać listy graczy i skończonych gier. Żadna zapisana gra nie przepadła: zrób miejsce na dysku i spróbuj jeszcze raz.</translation>
    </message>
    <message>
        <source>The list of players and finished games cannot be written: its file or its folder may only be read. No saved game is lost.</source>
        <translation>Nie można zapisać listy graczy i skończonych gier: jej plik albo folder jest tylko do odczytu. Żadna zapisana gra nie przepadła.</translation>
    </message>
    <message>
        <source>Where the list of players and finished games is kept there is something else ({file} is not a file). No saved game is lost.</source>
        <translation>W miejscu listy graczy i skończonych gier jest coś innego ({file} nie jest plikiem). Żadna zapisana gra nie przepadła.</translation>
    </message>
    <message>
        <source>The list of players and finished games was made by a newer version of sheetdesk, so nothing can be added to it here, and the games finished since are not in it. No saved game is lost.</source>
        <translation>Listę graczy i skończonych gier utworzyła nowsza wersja sheetdesk, więc nic nie da się tu do niej dodać, a gier skończonych od tamtej pory w niej nie ma. Żadna zapisana gra nie przepadła.</translation>
    </message>
    <message>
        <source>The list of players and finished games was made by a newer version of sheetdesk and cannot be read by this one. No saved game is lost.</source>
        <translation>Listę graczy i skończonych gier utworzyła nowsza wersja sheetdesk i ta wersja nie potrafi jej odczytać. Żadna zapisana gra nie przepadła.</translation>
    </message>
    <message>
        <source>The list of players and finished games could not be read, and it could not be put aside to be made again ({error}). No saved game is lost.</source>
        <translation>Nie udało się odczytać listy graczy i skończonych gier ani odłożyć jej na bok, żeby utworzyć ją na nowo ({error}). Żadna zapisana gra nie przepadła.</translation>
    </message>
    <message>
        <source>{name} has that colour and symbol already. Choose another of the two.</source>
        <translation>{name} ma już ten kolor i znak. Wybierz inny kolor albo inny znak.</translation>
    </message>
</context>
<context>
    <name>lesson</name>
    <message>
        <source>Mia</source>
        <translation>Mia</translation>
    </message>
    <message>
        <source>Leo</source>
        <translation>Leo</translation>
    </message>
    <message>
        <source>The rules allow that, but this lesson goes on with another move: try the outlined one.</source>
        <translation>Zasady na to pozwalają, ale lekcja idzie dalej innym ruchem: spróbuj tego obrysowanego.</translation>
    </message>
    <message>
        <source>Try the outlined one.</source>
        <translation>Spróbuj tego obrysowanego.</translation>
    </message>
    <message numerus="yes">
        <source>{line}: %n point(s).</source>
        <translation>
            <numerusform>{line}: %n punkt.</numerusform>
            <numerusform>{line}: %n punkty.</numerusform>
            <numerusform>{line}: %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Total: %n point(s).</source>
        <translation>
            <numerusform>Suma: %n punkt.</numerusform>
            <numerusform>Suma: %n punkty.</numerusform>
            <numerusform>Suma: %n punktów.</numerusform>
        </translation>
    </message>
    <message>
        <source>The lesson is over. Your score card, line by line:</source>
        <translation>Lekcja skończona. Twoja punktacja, wiersz po wierszu:</translation>
    </message>
    <message>
        <source>Learn to play · Step {number} of {total}</source>
        <translation>Naucz się grać · Krok {number} z {total}</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Naucz się grać</translation>
    </message>
    <message>
        <source>Finish the lesson</source>
        <translation>Zakończ lekcję</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Przerwij lekcję</translation>
    </message>
    <message>
        <source>Back to where you started the lesson (Esc)</source>
        <translation>Wróć tam, skąd zaczęła się lekcja (Esc)</translation>
    </message>
    <message>
        <source>Here</source>
        <translation>Tutaj</translation>
    </message>
    <message>
        <source>The lesson is over</source>
        <translation>Lekcja skończona</translation>
    </message>
    <message>
        <source>Your sheet as the lesson leaves it.</source>
        <translation>Twoja kartka tak, jak zostawia ją lekcja.</translation>
    </message>
</context>
<context>
    <name>levels</name>
    <message>
        <source>Clever</source>
        <translation>Sprytny</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Losowy</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Łatwy</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Średni</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Trudny</translation>
    </message>
</context>
<context>
    <name>looks</name>
    <message>
        <source>Orange</source>
        <translation>Pomarańczowy</translation>
    </message>
    <message>
        <source>Sky blue</source>
        <translation>Błękitny</translation>
    </message>
    <message>
        <source>Bluish green</source>
        <translation>Morski zielony</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Żółty</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Niebieski</translation>
    </message>
    <message>
        <source>Vermilion</source>
        <translation>Cynobrowy</translation>
    </message>
    <message>
        <source>Reddish purple</source>
        <translation>Różowofioletowy</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Czarny</translation>
    </message>
    <message>
        <source>Star</source>
        <translation>Gwiazda</translation>
    </message>
    <message>
        <source>Heart</source>
        <translation>Serce</translation>
    </message>
    <message>
        <source>Moon</source>
        <translation>Księżyc</translation>
    </message>
    <message>
        <source>Clover</source>
        <translation>Koniczyna</translation>
    </message>
    <message>
        <source>Lightning</source>
        <translation>Błyskawica</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>Kropla</translation>
    </message>
    <message>
        <source>Hexagon</source>
        <translation>Sześciokąt</translation>
    </message>
    <message>
        <source>Flower</source>
        <translation>Kwiat</translation>
    </message>
    <message>
        <source>Colour and symbol of {name}</source>
        <translation>Kolor i znak: {name}</translation>
    </message>
    <message>
        <source>Colour:</source>
        <translation>Kolor:</translation>
    </message>
    <message>
        <source>Symbol:</source>
        <translation>Znak:</translation>
    </message>
    <message>
        <source>Keep this look</source>
        <translation>Zostaw ten wygląd</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
</context>
<context>
    <name>names</name>
    <message>
        <source>Player {number}</source>
        <translation>Gracz {number}</translation>
    </message>
</context>
<context>
    <name>number_rows</name>
    <message>
        <source>{name} locks the red row.</source>
        <translation>{name} zamyka czerwony rząd.</translation>
    </message>
    <message>
        <source>{name} locks the yellow row.</source>
        <translation>{name} zamyka żółty rząd.</translation>
    </message>
    <message>
        <source>{name} locks the green row.</source>
        <translation>{name} zamyka zielony rząd.</translation>
    </message>
    <message>
        <source>{name} locks the blue row.</source>
        <translation>{name} zamyka niebieski rząd.</translation>
    </message>
    <message>
        <source>{player} crosses the announced number in the red row.</source>
        <translation>{player} skreśla ogłoszoną liczbę w czerwonym rzędzie.</translation>
    </message>
    <message>
        <source>{player} crosses the announced number in the yellow row.</source>
        <translation>{player} skreśla ogłoszoną liczbę w żółtym rzędzie.</translation>
    </message>
    <message>
        <source>{player} crosses the announced number in the green row.</source>
        <translation>{player} skreśla ogłoszoną liczbę w zielonym rzędzie.</translation>
    </message>
    <message>
        <source>{player} crosses the announced number in the blue row.</source>
        <translation>{player} skreśla ogłoszoną liczbę w niebieskim rzędzie.</translation>
    </message>
    <message numerus="yes">
        <source>{player} plays %n red card(s).</source>
        <translation>
            <numerusform>{player} zagrywa %n czerwoną kartę.</numerusform>
            <numerusform>{player} zagrywa %n czerwone karty.</numerusform>
            <numerusform>{player} zagrywa %n czerwonych kart.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} plays %n yellow card(s).</source>
        <translation>
            <numerusform>{player} zagrywa %n żółtą kartę.</numerusform>
            <numerusform>{player} zagrywa %n żółte karty.</numerusform>
            <numerusform>{player} zagrywa %n żółtych kart.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} plays %n green card(s).</source>
        <translation>
            <numerusform>{player} zagrywa %n zieloną kartę.</numerusform>
            <numerusform>{player} zagrywa %n zielone karty.</numerusform>
            <numerusform>{player} zagrywa %n zielonych kart.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} plays %n blue card(s).</source>
        <translation>
            <numerusform>{player} zagrywa %n niebieską kartę.</numerusform>
            <numerusform>{player} zagrywa %n niebieskie karty.</numerusform>
            <numerusform>{player} zagrywa %n niebieskich kart.</numerusform>
        </translation>
    </message>
    <message>
        <source>You played red cards: cross in the red row.</source>
        <translation>Zagrane karty są czerwone: skreślaj w czerwonym rzędzie.</translation>
    </message>
    <message>
        <source>You played yellow cards: cross in the yellow row.</source>
        <translation>Zagrane karty są żółte: skreślaj w żółtym rzędzie.</translation>
    </message>
    <message>
        <source>You played green cards: cross in the green row.</source>
        <translation>Zagrane karty są zielone: skreślaj w zielonym rzędzie.</translation>
    </message>
    <message>
        <source>You played blue cards: cross in the blue row.</source>
        <translation>Zagrane karty są niebieskie: skreślaj w niebieskim rzędzie.</translation>
    </message>
    <message numerus="yes">
        <source>Take %n card(s) from the display</source>
        <translation>
            <numerusform>Weź %n kartę z wystawki</numerusform>
            <numerusform>Weź %n karty z wystawki</numerusform>
            <numerusform>Weź %n kart z wystawki</numerusform>
        </translation>
    </message>
    <message>
        <source>red</source>
        <translation>czerwony</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>żółty</translation>
    </message>
    <message>
        <source>green</source>
        <translation>zielony</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>niebieski</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Czerwony</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Żółty</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Zielony</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Niebieski</translation>
    </message>
    <message>
        <source>This row is closed: you already crossed its lock.</source>
        <translation>Ten rząd jest zamknięty: jego kłódka jest już skreślona.</translation>
    </message>
    <message>
        <source>You can only cross numbers to the right of your last cross in this row.</source>
        <translation>W tym rzędzie możesz skreślać tylko liczby na prawo od ostatniego krzyżyka.</translation>
    </message>
    <message>
        <source>The last number of a row needs 5 crosses in that row first.</source>
        <translation>Ostatnią liczbę rzędu możesz skreślić dopiero po 5 krzyżykach w tym rzędzie.</translation>
    </message>
    <message>
        <source>In one play you may leave at most one number open between your first and your last cross.</source>
        <translation>W jednym zagraniu między pierwszym a ostatnim krzyżykiem może zostać najwyżej jedna wolna liczba.</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Jokery</translation>
    </message>
    <message>
        <source>Only a player can do that.</source>
        <translation>To może zrobić tylko gracz.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Koniec gry.</translation>
    </message>
    <message>
        <source>There is no such player.</source>
        <translation>Nie ma takiego gracza.</translation>
    </message>
    <message>
        <source>This game has no such move.</source>
        <translation>W tej grze nie ma takiego ruchu.</translation>
    </message>
    <message>
        <source>You can only take cards at the start of your turn.</source>
        <translation>Karty możesz brać tylko na początku swojej tury.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>To nie twoja kolej.</translation>
    </message>
    <message>
        <source>There is no card at that place in the display.</source>
        <translation>W tym miejscu wystawki nie ma karty.</translation>
    </message>
    <message>
        <source>Only the game shuffles the cards.</source>
        <translation>Karty tasuje tylko gra.</translation>
    </message>
    <message>
        <source>No shuffle is needed now.</source>
        <translation>Teraz nie trzeba tasować.</translation>
    </message>
    <message>
        <source>A shuffle must use every card of the discard pile once.</source>
        <translation>Tasowanie musi objąć każdą kartę ze stosu odrzuconych dokładnie raz.</translation>
    </message>
    <message>
        <source>You can only use the announced number right after the draw.</source>
        <translation>Ogłoszonej liczby możesz użyć tylko zaraz po dobraniu kart.</translation>
    </message>
    <message>
        <source>You have already decided about the announced number.</source>
        <translation>Decyzja o ogłoszonej liczbie już zapadła.</translation>
    </message>
    <message>
        <source>You may cross the announced number in one row only.</source>
        <translation>Ogłoszoną liczbę możesz skreślić tylko w jednym rzędzie.</translation>
    </message>
    <message>
        <source>You have already played your cards this turn.</source>
        <translation>W tej turze twoje karty są już zagrane.</translation>
    </message>
    <message>
        <source>Play 1, 2 or 3 cards.</source>
        <translation>Zagraj 1, 2 albo 3 karty.</translation>
    </message>
    <message>
        <source>You can play each card only once.</source>
        <translation>Każdą kartę możesz zagrać tylko raz.</translation>
    </message>
    <message>
        <source>You can only play cards from your hand.</source>
        <translation>Możesz zagrywać tylko karty z ręki.</translation>
    </message>
    <message>
        <source>Cards you play together must all have the same colour.</source>
        <translation>Karty zagrywane razem muszą mieć ten sam kolor.</translation>
    </message>
    <message>
        <source>The colour you chose is not the colour of your cards.</source>
        <translation>Wybrany kolor nie jest kolorem twoich kart.</translation>
    </message>
    <message>
        <source>You can play cards only after the draw and the announced number.</source>
        <translation>Karty zagrywasz dopiero po dobraniu kart i ogłoszonej liczbie.</translation>
    </message>
    <message>
        <source>Only the player whose turn it is may play and cross now.</source>
        <translation>Teraz zagrywa i skreśla tylko osoba, której jest tura.</translation>
    </message>
    <message>
        <source>Play your cards first, then cross their numbers.</source>
        <translation>Najpierw zagraj karty, potem skreśl ich liczby.</translation>
    </message>
    <message>
        <source>You can only cross numbers of the cards you played.</source>
        <translation>Możesz skreślać tylko liczby z zagranych kart.</translation>
    </message>
    <message>
        <source>Play at least one card before you end your turn.</source>
        <translation>Zanim zakończysz turę, zagraj co najmniej jedną kartę.</translation>
    </message>
    <message>
        <source>Misthrows</source>
        <translation>Pudła</translation>
    </message>
    <message>
        <source>{player} takes the {number} from the display.</source>
        <translation>{player} bierze kartę {number} z wystawki.</translation>
    </message>
    <message>
        <source>{player} takes card {place} of the display.</source>
        <translation>{player} bierze kartę nr {place} z wystawki.</translation>
    </message>
    <message>
        <source>{player} has decided about the announced number.</source>
        <translation>{player} decyduje o ogłoszonej liczbie.</translation>
    </message>
    <message>
        <source>{player} crosses {number}.</source>
        <translation>{player} skreśla {number}.</translation>
    </message>
    <message>
        <source>{player} ends the turn.</source>
        <translation>{player} kończy turę.</translation>
    </message>
    <message>
        <source>The discard pile is shuffled into a new draw pile.</source>
        <translation>Stos odrzuconych kart zostaje przetasowany i tworzy nowy stos.</translation>
    </message>
    <message>
        <source>{player} moves.</source>
        <translation>{player} wykonuje ruch.</translation>
    </message>
    <message>
        <source>{name} crossed nothing this turn: misthrow {count} of 4.</source>
        <translation>{name} nic nie skreśla w tej turze: pudło {count} z 4.</translation>
    </message>
    <message>
        <source>The game ends: {name} has locked two rows.</source>
        <translation>Koniec gry: {name} ma już dwa zamknięte rzędy.</translation>
    </message>
    <message>
        <source>The game ends: {name} has taken a 4th misthrow.</source>
        <translation>Koniec gry: {name} ma już czwarte pudło.</translation>
    </message>
    <message>
        <source>The game ends.</source>
        <translation>Koniec gry.</translation>
    </message>
    <message>
        <source>Turn {turn}</source>
        <translation>Tura {turn}</translation>
    </message>
    <message>
        <source>Score sheet of {player}</source>
        <translation>Kartka: {player}</translation>
    </message>
    <message>
        <source>Crosses</source>
        <translation>Krzyżyki</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkty</translation>
    </message>
    <message>
        <source>Misthrows −5 each</source>
        <translation>Pudła (−5)</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Suma</translation>
    </message>
    <message>
        <source>crossed</source>
        <translation>skreślone</translation>
    </message>
    <message>
        <source>open</source>
        <translation>wolne</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>pominięte</translation>
    </message>
    <message>
        <source>{row} row, {number}: {state}</source>
        <translation>{row}, {number}: {state}</translation>
    </message>
    <message>
        <source>{row} row, lock: crossed together with the last number of the row</source>
        <translation>{row}, kłódka: skreśla się ją razem z ostatnią liczbą rzędu</translation>
    </message>
    <message>
        <source>{row} row, lock: crossed, the row is closed</source>
        <translation>{row}, kłódka: skreślona, rząd jest zamknięty</translation>
    </message>
    <message>
        <source>Misthrow box: crossed when you cross nothing in your own turn (−5 points)</source>
        <translation>Pudło: skreślasz je, gdy w swojej turze nic nie skreślisz (−5 punktów)</translation>
    </message>
    <message>
        <source>{row} row, {number}: you chose to cross it (not yet confirmed)</source>
        <translation>{row}, {number}: wybrane do skreślenia (jeszcze niezatwierdzone)</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>Wystawka</translation>
    </message>
    <message>
        <source>Pile: {count}</source>
        <translation>Stos: {count}</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Odrzucone</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Twoja ręka</translation>
    </message>
    <message>
        <source>Hand of {player}</source>
        <translation>Ręka: {player}</translation>
    </message>
    <message>
        <source>Announced</source>
        <translation>Ogłoszona</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Zagrane</translation>
    </message>
    <message>
        <source>Display card {number} (colour hidden)</source>
        <translation>Karta z wystawki: {number} (kolor ukryty)</translation>
    </message>
    <message>
        <source>Pile: the top card is {number}</source>
        <translation>Stos: na wierzchu jest {number}</translation>
    </message>
    <message>
        <source>Hand card {number} (colour hidden)</source>
        <translation>Karta na ręce: {number} (kolor ukryty)</translation>
    </message>
    <message>
        <source>Hand card {number}, {color}</source>
        <translation>Karta na ręce: {number}, kolor {color}</translation>
    </message>
    <message>
        <source>Hand card {number}, joker</source>
        <translation>Karta na ręce: {number}, joker</translation>
    </message>
    <message>
        <source>Played card {number}, {color}</source>
        <translation>Zagrana karta: {number}, kolor {color}</translation>
    </message>
    <message>
        <source>The announced number: {number}</source>
        <translation>Ogłoszona liczba: {number}</translation>
    </message>
    <message>
        <source>Your score sheet</source>
        <translation>Twoja kartka</translation>
    </message>
    <message>
        <source>Joker colour:</source>
        <translation>Kolor jokera:</translation>
    </message>
    <message>
        <source>Click to see this sheet big</source>
        <translation>Kliknij, aby zobaczyć tę kartkę w powiększeniu</translation>
    </message>
    <message>
        <source>Hand: {numbers}</source>
        <translation>Ręka: {numbers}</translation>
    </message>
    <message>
        <source>Play cards (P)</source>
        <translation>Zagraj karty (P)</translation>
    </message>
    <message>
        <source>Done (D)</source>
        <translation>Gotowe (D)</translation>
    </message>
    <message>
        <source>Don&apos;t cross (D)</source>
        <translation>Nie skreślam (D)</translation>
    </message>
    <message>
        <source>Done: take a misthrow (D)</source>
        <translation>Gotowe: pudło (D)</translation>
    </message>
    <message>
        <source>The announced number is {number}: cross it in one of your rows, or choose Don&apos;t cross</source>
        <translation>Ogłoszona liczba to {number}: skreśl ją w jednym ze swoich rzędów albo wybierz „Nie skreślam”</translation>
    </message>
    <message>
        <source>The announced number is {number}: it fits in none of your rows. Choose Don&apos;t cross</source>
        <translation>Ogłoszona liczba to {number}: nie pasuje do żadnego z twoich rzędów. Wybierz „Nie skreślam”</translation>
    </message>
    <message>
        <source>You crossed the announced {number}. Press Done.</source>
        <translation>Ogłoszona liczba {number} jest skreślona. Naciśnij „Gotowe”.</translation>
    </message>
    <message>
        <source>Play 1–3 cards of one colour</source>
        <translation>Zagraj 1–3 karty jednego koloru</translation>
    </message>
    <message>
        <source>Cross the numbers you played, then press Done</source>
        <translation>Skreśl zagrane liczby i naciśnij „Gotowe”</translation>
    </message>
    <message>
        <source>No more of your played numbers can be crossed. Press Done</source>
        <translation>Żadnej innej zagranej liczby nie można już skreślić. Naciśnij „Gotowe”</translation>
    </message>
    <message>
        <source>The lock is crossed by itself when you cross the last number of the row.</source>
        <translation>Kłódka skreśla się sama, gdy skreślisz ostatnią liczbę rzędu.</translation>
    </message>
    <message>
        <source>Now only the announced number {number} can be crossed.</source>
        <translation>Teraz można skreślić tylko ogłoszoną liczbę {number}.</translation>
    </message>
    <message>
        <source>First take a card from the display.</source>
        <translation>Najpierw weź kartę z wystawki.</translation>
    </message>
    <message>
        <source>You take cards from the display. The pile&apos;s top number is announced to everyone.</source>
        <translation>Karty bierzesz z wystawki. Liczba z wierzchu stosu jest ogłaszana wszystkim.</translation>
    </message>
    <message>
        <source>You choose cards to play after the announced number.</source>
        <translation>Karty do zagrania wybierasz po ogłoszonej liczbie.</translation>
    </message>
    <message>
        <source>Choose 1 to 3 cards of your hand first.</source>
        <translation>Najpierw wybierz od 1 do 3 kart z ręki.</translation>
    </message>
    <message>
        <source>Choose a colour for the joker.</source>
        <translation>Wybierz kolor jokera.</translation>
    </message>
    <message>
        <source>The goal</source>
        <translation>Cel gry</translation>
    </message>
    <message>
        <source>Cross as many numbers as you can in the four coloured rows of your sheet. The more crosses a row has, the more points it is worth.</source>
        <translation>Skreślaj jak najwięcej liczb w czterech kolorowych rzędach swojej kartki. Im więcej krzyżyków ma rząd, tym więcej jest wart punktów.</translation>
    </message>
    <message>
        <source>Crossing numbers</source>
        <translation>Skreślanie liczb</translation>
    </message>
    <message>
        <source>In every row you cross from left to right. You may skip numbers, but a skipped number can never be crossed later.</source>
        <translation>W każdym rzędzie skreślasz od lewej do prawej. Możesz pomijać liczby, ale pominiętej liczby nie można już później skreślić.</translation>
    </message>
    <message>
        <source>The last number of a row (red 12, yellow 12, green 2, blue 2) needs 5 crosses in that row first. Crossing it also crosses the lock: the row is closed for you.</source>
        <translation>Ostatnią liczbę rzędu (czerwone 12, żółte 12, zielone 2, niebieskie 2) można skreślić dopiero po 5 krzyżykach w tym rzędzie. Skreślając ją, skreślasz też kłódkę: rząd zostaje dla ciebie zamknięty.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Tura</translation>
    </message>
    <message>
        <source>1. Take cards from the display until you hold 5 cards. The colours of the cards in your hand are secret; their numbers are not.</source>
        <translation>1. Dobieraj karty z wystawki, aż będziesz mieć 5 kart na ręce. Kolory kart na ręce są tajne, ich liczby nie.</translation>
    </message>
    <message>
        <source>2. The number on top of the draw pile is for everyone: each player may cross it in one row, or not.</source>
        <translation>2. Liczba na wierzchu stosu jest dla wszystkich: każdy może ją skreślić w jednym rzędzie albo nie.</translation>
    </message>
    <message>
        <source>3. Play 1 to 3 cards of one colour and cross any of their numbers in that colour&apos;s row. Between the first and the last number you cross, at most one number may stay empty.</source>
        <translation>3. Zagraj od 1 do 3 kart jednego koloru i skreśl dowolne z ich liczb w rzędzie tego koloru. Między pierwszą a ostatnią skreśloną liczbą może zostać najwyżej jedna pusta.</translation>
    </message>
    <message>
        <source>If you crossed nothing in steps 2 and 3, you cross a misthrow box (−5 points).</source>
        <translation>Jeśli w krokach 2 i 3 nic nie skreślisz, skreślasz pudło (−5 punktów).</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <source>The game ends at once when someone has closed two rows or has crossed 4 misthrows. The highest total wins; a tie shares the win.</source>
        <translation>Gra kończy się natychmiast, gdy ktoś zamknie dwa rzędy albo skreśli 4 pudła. Wygrywa najwyższy wynik; przy remisie zwycięstwo jest wspólne.</translation>
    </message>
    <message>
        <source>Jokers (variant): a joker takes the colour you choose when you play it.</source>
        <translation>Jokery (wariant): joker przyjmuje kolor, który wybierzesz przy zagraniu.</translation>
    </message>
    <message>
        <source>You are {learner} and play against {computer}, the computer. Cross as many numbers as you can in your four rows, always from left to right: a long row scores far more than several short ones.</source>
        <translation>Grasz jako {learner} przeciwko komputerowi, który nazywa się {computer}. Skreślaj jak najwięcej liczb w swoich czterech rzędach, zawsze od lewej do prawej: jeden długi rząd daje dużo więcej punktów niż kilka krótkich.</translation>
    </message>
    <message>
        <source>A turn starts with taking cards from the display until you hold five. Take the outlined {number}: you see its number now, its colour once it is in your hand.</source>
        <translation>Tura zaczyna się od brania kart z wystawki, aż będziesz mieć pięć. Weź obrysowaną kartę {number}: teraz widzisz jej liczbę, a kolor zobaczysz, gdy będzie w twojej ręce.</translation>
    </message>
    <message>
        <source>Take the outlined {number} as well: you fill your hand up to five cards at the start of each of your turns.</source>
        <translation>Weź też obrysowaną kartę {number}: na początku każdej swojej tury dobierasz karty do pięciu.</translation>
    </message>
    <message>
        <source>The number on top of the pile, {number}, is offered to everyone. Cross it in the outlined box: it costs you no card, and an early number leaves room for many more crosses to its right.</source>
        <translation>Liczba na wierzchu stosu, {number}, jest dla wszystkich. Skreśl ją w obrysowanym polu: nie kosztuje cię żadnej karty, a liczba na początku rzędu zostawia miejsce na wiele krzyżyków na prawo od niej.</translation>
    </message>
    <message>
        <source>{player} has drawn, and {number} on top of the pile is offered to everyone, you too. Cross it in the outlined box: you gain a cross on someone else&apos;s turn.</source>
        <translation>{player} dobiera karty: liczba {number} na wierzchu stosu jest dla wszystkich, także dla ciebie. Skreśl ją w obrysowanym polu: zyskujesz krzyżyk w cudzej turze.</translation>
    </message>
    <message>
        <source>Press the outlined Done: you have used the offered number. Each player may use it in one row only.</source>
        <translation>Naciśnij obrysowane „Gotowe”: ogłoszona liczba jest już wykorzystana. Każdy gracz może jej użyć tylko w jednym rzędzie.</translation>
    </message>
    <message>
        <source>Press the outlined button and let {number} go this time: crossing it would skip boxes in your rows, and a skipped box can never be crossed later.</source>
        <translation>Naciśnij obrysowany przycisk i tym razem odpuść {number}: jej skreślenie przeskoczyłoby pola w twoich rzędach, a przeskoczonego pola nie można już nigdy skreślić.</translation>
    </message>
    <message>
        <source>Cross the outlined {number}: a card you play lets you cross its number in the row of its colour, to the right of your last cross there.</source>
        <translation>Skreśl obrysowaną liczbę {number}: zagrana karta pozwala skreślić jej liczbę w rzędzie jej koloru, na prawo od twojego ostatniego krzyżyka w tym rzędzie.</translation>
    </message>
    <message>
        <source>Press the outlined Done to end your turn. You crossed a number this turn, so there is no misthrow.</source>
        <translation>Naciśnij obrysowane „Gotowe”, żeby zakończyć turę. W tej turze masz już krzyżyk, więc nie ma pudła.</translation>
    </message>
    <message>
        <source>Press the outlined button to end your turn. You crossed nothing this turn, so you take a misthrow: 5 points off.</source>
        <translation>Naciśnij obrysowany przycisk, żeby zakończyć turę. W tej turze nie masz żadnego krzyżyka, więc dostajesz pudło: minus 5 punktów.</translation>
    </message>
    <message numerus="yes">
        <source>%n misthrow(s), 5 points off each: a turn in which you cross nothing costs you.</source>
        <translation>
            <numerusform>%n pudło, każde za minus 5 punktów: tura, w której nic nie skreślisz, kosztuje.</numerusform>
            <numerusform>%n pudła, każde za minus 5 punktów: tura, w której nic nie skreślisz, kosztuje.</numerusform>
            <numerusform>%n pudeł, każde za minus 5 punktów: tura, w której nic nie skreślisz, kosztuje.</numerusform>
        </translation>
    </message>
    <message>
        <source>That is all there is to it. A real game goes on like this until a player has locked two rows (crossed a row&apos;s last number, after five crosses in it) or taken a fourth misthrow; then the highest total wins.</source>
        <translation>To już wszystko. Prawdziwa partia toczy się tak dalej, aż ktoś zamknie dwa rzędy (skreśli ostatnią liczbę rzędu, mając w nim już pięć krzyżyków) albo dostanie czwarte pudło; wtedy wygrywa najwyższy wynik.</translation>
    </message>
    <message numerus="yes">
        <source>Now play from your hand: click the %n outlined card(s), then press Play. You may play up to three cards at once, all of one colour.</source>
        <translation>
            <numerusform>Teraz zagraj z ręki: kliknij %n obrysowaną kartę, a potem naciśnij „Zagraj karty”. Możesz zagrać naraz do trzech kart, wszystkie w jednym kolorze.</numerusform>
            <numerusform>Teraz zagraj z ręki: kliknij %n obrysowane karty, a potem naciśnij „Zagraj karty”. Możesz zagrać naraz do trzech kart, wszystkie w jednym kolorze.</numerusform>
            <numerusform>Teraz zagraj z ręki: kliknij %n obrysowanych kart, a potem naciśnij „Zagraj karty”. Możesz zagrać naraz do trzech kart, wszystkie w jednym kolorze.</numerusform>
        </translation>
    </message>
    <message>
        <source>Each row scores its crosses: each cross in a row is worth one point more than the one before.</source>
        <translation>Każdy rząd daje punkty za swoje krzyżyki: każdy kolejny krzyżyk w rzędzie jest wart o punkt więcej niż poprzedni.</translation>
    </message>
    <message numerus="yes">
        <source>%n cross(es).</source>
        <translation>
            <numerusform>%n krzyżyk.</numerusform>
            <numerusform>%n krzyżyki.</numerusform>
            <numerusform>%n krzyżyków.</numerusform>
        </translation>
    </message>
    <message>
        <source>How to fill it in: cross the boxes as you play; at the end write each row&apos;s points in its box and their sum after =.</source>
        <translation>Jak wypełnić: skreślaj pola w trakcie gry; na koniec wpisz punkty każdego rzędu w jego pole, a ich sumę po znaku =.</translation>
    </message>
    <message>
        <source>{player} announces {number}: cross it in one of your rows too, or choose Don&apos;t cross</source>
        <translation>{player} ogłasza liczbę {number}: ty też możesz ją skreślić w jednym ze swoich rzędów albo wybrać „Nie skreślam”</translation>
    </message>
    <message>
        <source>{player} announces {number}: it fits in none of your rows. Choose Don&apos;t cross</source>
        <translation>{player} ogłasza liczbę {number}: nie pasuje do żadnego z twoich rzędów. Wybierz „Nie skreślam”</translation>
    </message>
    <message>
        <source>Words of the game</source>
        <translation>Słowa tej gry</translation>
    </message>
    <message>
        <source>Display: the four face-up cards beside the draw pile. You take cards from it into your hand.</source>
        <translation>Wystawka: cztery odkryte karty obok stosu. Z niej bierzesz karty na rękę.</translation>
    </message>
    <message>
        <source>Misthrow: a box you cross when you cross nothing in your own turn; each costs 5 points.</source>
        <translation>Pudło: pole, które skreślasz, gdy w swojej turze nic nie skreślisz; każde kosztuje 5 punktów.</translation>
    </message>
    <message>
        <source>Lock: crossing a row&apos;s last number, after five crosses in it, closes that row for you.</source>
        <translation>Kłódka: skreślenie ostatniej liczby rzędu, gdy masz w nim już pięć krzyżyków, zamyka ten rząd dla ciebie.</translation>
    </message>
    <message>
        <source>Show the score sheets</source>
        <translation>Pokaż kartki graczy</translation>
    </message>
    <message>
        <source>Move on the score sheet, and on to the next card</source>
        <translation>Poruszaj się po kartce i przechodź do następnej karty</translation>
    </message>
    <message>
        <source>Go to the next button or score sheet</source>
        <translation>Przejdź do następnego przycisku lub kartki</translation>
    </message>
    <message>
        <source>The hint is marked on your score sheet.</source>
        <translation>Podpowiedź jest zaznaczona na twojej kartce.</translation>
    </message>
    <message>
        <source>The colours of the cards in hand stay hidden until {name} presses the button below.</source>
        <translation>Kolory kart na ręce pozostają ukryte, dopóki {name} nie naciśnie przycisku poniżej.</translation>
    </message>
</context>
<context>
    <name>pyramid_cards</name>
    <message>
        <source>the green pyramid card {serial}</source>
        <translation>zieloną kartę piramidy nr {serial}</translation>
    </message>
    <message>
        <source>the orange pyramid card {serial}</source>
        <translation>pomarańczową kartę piramidy nr {serial}</translation>
    </message>
    <message>
        <source>the purple pyramid card {serial}</source>
        <translation>fioletową kartę piramidy nr {serial}</translation>
    </message>
    <message numerus="yes">
        <source>{name} takes %n pyramid point(s) for green.</source>
        <translation>
            <numerusform>{name} zdobywa %n punkt piramid za kolor zielony.</numerusform>
            <numerusform>{name} zdobywa %n punkty piramid za kolor zielony.</numerusform>
            <numerusform>{name} zdobywa %n punktów piramid za kolor zielony.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} takes %n pyramid point(s) for orange.</source>
        <translation>
            <numerusform>{name} zdobywa %n punkt piramid za kolor pomarańczowy.</numerusform>
            <numerusform>{name} zdobywa %n punkty piramid za kolor pomarańczowy.</numerusform>
            <numerusform>{name} zdobywa %n punktów piramid za kolor pomarańczowy.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} takes %n pyramid point(s) for purple.</source>
        <translation>
            <numerusform>{name} zdobywa %n punkt piramid za kolor fioletowy.</numerusform>
            <numerusform>{name} zdobywa %n punkty piramid za kolor fioletowy.</numerusform>
            <numerusform>{name} zdobywa %n punktów piramid za kolor fioletowy.</numerusform>
        </translation>
    </message>
    <message>
        <source>That is not one of your pyramid cards.</source>
        <translation>To nie jest twoja karta piramidy.</translation>
    </message>
    <message>
        <source>Walls can never be marked.</source>
        <translation>Ścian nigdy nie wolno zaznaczać.</translation>
    </message>
    <message>
        <source>That box is already marked.</source>
        <translation>To pole jest już zaznaczone.</translation>
    </message>
    <message>
        <source>The first mark on a pyramid card must cover its entrance.</source>
        <translation>Pierwsze zaznaczenie na karcie piramidy musi obejmować wejście.</translation>
    </message>
    <message>
        <source>A mark must touch a box you have already marked on that card (side by side).</source>
        <translation>Zaznaczenie musi stykać się bokiem z polem już zaznaczonym na tej karcie.</translation>
    </message>
    <message>
        <source>The other pyramid cards are shuffled into the pile.</source>
        <translation>Pozostałe karty piramid zostają wtasowane do stosu.</translation>
    </message>
    <message numerus="yes">
        <source>A tie on %n point(s): {name} completed pyramid card {serial}, the lowest serial number, and wins.</source>
        <translation>
            <numerusform>Remis: %n punkt. Wygrywa {name}, bo ma ukończoną kartę piramidy nr {serial}, z najniższym numerem.</numerusform>
            <numerusform>Remis: %n punkty. Wygrywa {name}, bo ma ukończoną kartę piramidy nr {serial}, z najniższym numerem.</numerusform>
            <numerusform>Remis: %n punktów. Wygrywa {name}, bo ma ukończoną kartę piramidy nr {serial}, z najniższym numerem.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} marks the shape on a green pyramid card.</source>
        <translation>{player} zaznacza kształt na zielonej karcie piramidy.</translation>
    </message>
    <message>
        <source>{player} marks the shape on an orange pyramid card.</source>
        <translation>{player} zaznacza kształt na pomarańczowej karcie piramidy.</translation>
    </message>
    <message>
        <source>{player} marks the shape on a purple pyramid card.</source>
        <translation>{player} zaznacza kształt na fioletowej karcie piramidy.</translation>
    </message>
    <message>
        <source>{player} marks one box on a green pyramid card.</source>
        <translation>{player} zaznacza jedno pole na zielonej karcie piramidy.</translation>
    </message>
    <message>
        <source>{player} marks one box on an orange pyramid card.</source>
        <translation>{player} zaznacza jedno pole na pomarańczowej karcie piramidy.</translation>
    </message>
    <message>
        <source>{player} marks one box on a purple pyramid card.</source>
        <translation>{player} zaznacza jedno pole na fioletowej karcie piramidy.</translation>
    </message>
    <message>
        <source>Torches</source>
        <translation>Pochodnie</translation>
    </message>
    <message>
        <source>Pyramid points</source>
        <translation>Punkty piramid</translation>
    </message>
    <message>
        <source>Gems</source>
        <translation>Klejnoty</translation>
    </message>
    <message>
        <source>Skulls</source>
        <translation>Czaszki</translation>
    </message>
    <message>
        <source>Completed pyramid cards</source>
        <translation>Ukończone karty piramid</translation>
    </message>
    <message>
        <source>Green pyramid card, serial number {serial}: marked boxes {marked} of {cells}</source>
        <translation>Zielona karta piramidy nr {serial}: zaznaczone pola {marked} z {cells}</translation>
    </message>
    <message>
        <source>Orange pyramid card, serial number {serial}: marked boxes {marked} of {cells}</source>
        <translation>Pomarańczowa karta piramidy nr {serial}: zaznaczone pola {marked} z {cells}</translation>
    </message>
    <message>
        <source>Purple pyramid card, serial number {serial}: marked boxes {marked} of {cells}</source>
        <translation>Fioletowa karta piramidy nr {serial}: zaznaczone pola {marked} z {cells}</translation>
    </message>
    <message>
        <source>Pyramid cards of {player}</source>
        <translation>Karty piramid: {player}</translation>
    </message>
    <message>
        <source>A pyramid card, face down</source>
        <translation>Zakryta karta piramidy</translation>
    </message>
    <message numerus="yes">
        <source>The pyramid pile: %n card(s), face down</source>
        <translation>
            <numerusform>Stos piramid: %n zakryta karta</numerusform>
            <numerusform>Stos piramid: %n zakryte karty</numerusform>
            <numerusform>Stos piramid: %n zakrytych kart</numerusform>
        </translation>
    </message>
    <message>
        <source>How to fill it in: cross the boxes as you play; at the end write each part&apos;s points in its box below and their sum in Total.</source>
        <translation>Jak wypełnić: skreślaj pola w trakcie gry; na koniec wpisz punkty za każdą część w jej pole poniżej, a ich sumę w polu Suma.</translation>
    </message>
    <message>
        <source>Mark the {shape} on one of your cards: move it there and click.</source>
        <translation>Zaznacz kształt „{shape}” na jednej ze swoich kart: przesuń go tam i kliknij.</translation>
    </message>
    <message numerus="yes">
        <source>Red X: mark %n more box(es) next to your path (or the entrance of an empty card).</source>
        <translation>
            <numerusform>Czerwony X: zaznacz jeszcze %n pole obok swojej ścieżki (albo wejście pustej karty).</numerusform>
            <numerusform>Czerwony X: zaznacz jeszcze %n pola obok swojej ścieżki (albo wejście pustej karty).</numerusform>
            <numerusform>Czerwony X: zaznacz jeszcze %n pól obok swojej ścieżki (albo wejście pustej karty).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tomb reached! Take %n new pyramid card(s): click a card of the open display or the pile.</source>
        <translation>
            <numerusform>Grobowiec osiągnięty! Weź %n nową kartę piramidy: kliknij odkrytą kartę albo stos.</numerusform>
            <numerusform>Grobowce osiągnięte! Weź %n nowe karty piramid: kliknij odkrytą kartę albo stos.</numerusform>
            <numerusform>Grobowce osiągnięte! Weź %n nowych kart piramid: kliknij odkrytą kartę albo stos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Move on the score card, and on to the next pyramid card</source>
        <translation>Poruszaj się po karcie punktacji i przechodź do następnej karty piramidy</translation>
    </message>
    <message>
        <source>Show the score cards</source>
        <translation>Pokaż karty punktacji</translation>
    </message>
    <message>
        <source>Go to the next button, pyramid card, score card or round</source>
        <translation>Przejdź do następnego przycisku, karty piramidy, karty punktacji lub rundy</translation>
    </message>
    <message>
        <source>The hint is marked on your score card or on a pyramid card.</source>
        <translation>Podpowiedź jest pokazana na twojej karcie punktacji lub na karcie piramidy.</translation>
    </message>
    <message>
        <source>The dealt pyramid cards and the boxes just marked stay hidden until {name} presses the button below.</source>
        <translation>Rozdane karty piramidy i dopiero co zaznaczone pola pozostają ukryte, dopóki {name} nie naciśnie przycisku poniżej.</translation>
    </message>
    <message>
        <source>Your pyramid cards</source>
        <translation>Twoje karty piramid</translation>
    </message>
    <message>
        <source>The goal</source>
        <translation>Cel gry</translation>
    </message>
    <message>
        <source>Explore the treasure chambers under the pyramids: mark a path from the entrance to the golden tomb. Every tomb you reach is worth 10 points. On the way, gems, torches and pyramid points score too; skulls cost points. After 4 rounds, the most points win.</source>
        <translation>Odkrywaj komnaty skarbów pod piramidami: zaznacz ścieżkę od wejścia do złotego grobowca. Każdy grobowiec, do którego dotrzesz, jest wart 10 punktów. Po drodze punkty dają też klejnoty, pochodnie i punkty piramid, a czaszki je odbierają. Po 4 rundach wygrywa ten, kto ma najwięcej punktów.</translation>
    </message>
    <message>
        <source>Getting ready</source>
        <translation>Przygotowanie</translation>
    </message>
    <message>
        <source>Everyone gets 4 pyramid cards and keeps 2 of them. The others do not see which. The other cards go into the face-down pile, and 4 cards lie face up as the open display.</source>
        <translation>Każdy dostaje 4 karty piramid i zatrzymuje 2 z nich. Inni nie widzą, które. Pozostałe karty tworzą zakryty stos, a 4 karty leżą obok odkryte.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Przebieg gry</translation>
    </message>
    <message>
        <source>1. An expedition card is turned over. Its shape of 2 to 4 boxes is for everyone.</source>
        <translation>1. Odkrywa się kartę wyprawy. Jej kształt (od 2 do 4 pól) obowiązuje wszystkich.</translation>
    </message>
    <message>
        <source>2. Mark that shape on one of your two pyramid cards. You may turn it or mirror it. Walls (dark stone) can never be marked.</source>
        <translation>2. Zaznacz ten kształt na jednej ze swoich dwóch kart piramid. Możesz go obrócić albo odbić. Ścian (ciemny kamień) nigdy nie zaznaczasz.</translation>
    </message>
    <message>
        <source>The first shape on a card must cover its entrance (the arrow at the top). Every later shape must touch a box you already marked on that card, so your marks grow as one path.</source>
        <translation>Pierwszy kształt na karcie musi obejmować wejście (strzałka u góry). Każdy kolejny musi stykać się z polem już zaznaczonym na tej karcie, tak żeby powstawała jedna ścieżka.</translation>
    </message>
    <message>
        <source>Instead of the shape you may mark just one box: next to your path, or the entrance of an empty card. You may never skip an expedition card.</source>
        <translation>Zamiast kształtu możesz zaznaczyć tylko jedno pole: obok swojej ścieżki albo wejście pustej karty. Nigdy nie możesz pominąć karty wyprawy.</translation>
    </message>
    <message>
        <source>Symbols in the chambers</source>
        <translation>Symbole w komnatach</translation>
    </message>
    <message>
        <source>Red X: at once mark one more box next to your path, on either card.</source>
        <translation>Czerwony X: od razu zaznacz jeszcze jedno pole obok swojej ścieżki, na dowolnej z twoich kart.</translation>
    </message>
    <message>
        <source>Gem (round red ruby or square green emerald): cross the next gem box of that colour on your score card. A pair of one red and one green gem is worth 5 points, a gem without a partner 1.</source>
        <translation>Klejnot (okrągły czerwony rubin albo kwadratowy zielony szmaragd): skreśl następne pole klejnotu tego koloru na karcie punktacji. Para z jednego czerwonego i jednego zielonego klejnotu daje 5 punktów, klejnot bez pary 1.</translation>
    </message>
    <message>
        <source>Torch: cross this round&apos;s torch box (5 points). Only one torch counts in each round.</source>
        <translation>Pochodnia: skreśl pochodnię tej rundy (5 punktów). W każdej rundzie liczy się tylko jedna pochodnia.</translation>
    </message>
    <message>
        <source>Skull: cross the next skull box. At the end only your worst crossed skull counts, as minus points. A magic potion erases your two worst skulls.</source>
        <translation>Czaszka: skreśl następną czaszkę. Na końcu liczy się tylko twoja najgorsza skreślona czaszka, jako punkty ujemne. Magiczny eliksir wymazuje dwie twoje najgorsze czaszki.</translation>
    </message>
    <message>
        <source>Golden tomb: the card is complete (10 points). Put it aside and take a new card from the open display or the pile.</source>
        <translation>Złoty grobowiec: karta jest ukończona (10 punktów). Odłóż ją i weź nową kartę spośród odkrytych albo ze stosu.</translation>
    </message>
    <message>
        <source>When you complete your 2nd, 4th or 6th card of one colour, you take that colour&apos;s best pyramid points still free: the first player 10, the second 6, the third 3. Everyone else blacks out that box.</source>
        <translation>Gdy ukończysz 2., 4. albo 6. kartę jednego koloru, bierzesz najlepsze wolne punkty piramid tego koloru: pierwsza osoba 10, druga 6, trzecia 3. Wszyscy pozostali zaczerniają to pole.</translation>
    </message>
    <message>
        <source>When several players complete cards at the same time, the card with the lowest serial number (on the pyramid) goes first.</source>
        <translation>Gdy kilka osób ukończy karty jednocześnie, pierwsza jest karta z najniższym numerem (na piramidzie).</translation>
    </message>
    <message>
        <source>Rounds and the end</source>
        <translation>Rundy i koniec gry</translation>
    </message>
    <message>
        <source>A round has 7 expedition cards (the 8th is not used). The game has 4 rounds.</source>
        <translation>Runda to 7 kart wyprawy (ósma nie jest używana). Gra ma 4 rundy.</translation>
    </message>
    <message>
        <source>The highest total wins. In a tie, the player who completed the card with the lowest serial number wins.</source>
        <translation>Wygrywa najwyższy wynik. Przy remisie wygrywa ten, kto ukończył kartę z najniższym numerem.</translation>
    </message>
    <message>
        <source>Playing on the computer</source>
        <translation>Gra na komputerze</translation>
    </message>
    <message>
        <source>Move the shape with the mouse over one of your cards. Green with a check means it fits; red with a cross means it does not. Click to mark it. Only the boxes you may mark are lit.</source>
        <translation>Przesuń kształt myszą nad jedną ze swoich kart. Zielony z ptaszkiem znaczy, że się mieści; czerwony z krzyżykiem – że nie. Kliknij, żeby go zaznaczyć. Podświetlone są tylko pola, które możesz zaznaczyć.</translation>
    </message>
    <message>
        <source>R or the mouse wheel turns the shape, F mirrors it, B switches to one box instead. With the keyboard: the arrow keys move the shape, Tab moves it to your other card, Enter marks it.</source>
        <translation>R albo kółko myszy obraca kształt, F go odbija, B przełącza na jedno pole. Klawiaturą: strzałki przesuwają kształt, Tab przenosi go na drugą kartę, Enter go zaznacza.</translation>
    </message>
    <message>
        <source>You are {learner} and play against {computer}, the computer. Each expedition card shows a shape, and everyone marks it on one of their own two pyramid cards: a path from the entrance at the top to the golden tomb at the bottom.</source>
        <translation>Grasz jako {learner} przeciwko komputerowi, który nazywa się {computer}. Każda karta wyprawy pokazuje kształt, a każdy zaznacza go na jednej ze swoich dwóch kart piramid: ścieżkę od wejścia na górze do złotego grobowca na dole.</translation>
    </message>
    <message>
        <source>You were dealt four pyramid cards and keep two of them. Keep the outlined card: its way from the entrance to the tomb is short, and a card reaching its tomb scores 10 points.</source>
        <translation>Z czterech rozdanych ci kart piramid zatrzymujesz dwie. Zatrzymaj obrysowaną kartę: droga od wejścia do grobowca jest na niej krótka, a karta, na której dojdziesz do grobowca, daje 10 punktów.</translation>
    </message>
    <message>
        <source>Mark the shape of the expedition card on the outlined cells: move it there, turn it with R or mirror it with F until it covers them, and click. The first shape on a card covers its entrance; each later one touches your path.</source>
        <translation>Zaznacz kształt z karty wyprawy na obrysowanych polach: przesuń go tam, obracaj klawiszem R albo odbijaj klawiszem F, aż je zakryje, i kliknij. Pierwszy kształt na karcie zakrywa jej wejście; każdy kolejny dotyka twojej ścieżki.</translation>
    </message>
    <message>
        <source>Mark just the outlined cell this time (One box, B): the shape fits nowhere useful, and one cell next to your path is always allowed instead.</source>
        <translation>Tym razem zaznacz tylko obrysowane pole („Jedno pole”, B): kształt nigdzie dobrze nie pasuje, a jedno pole obok ścieżki zawsze wolno zaznaczyć zamiast niego.</translation>
    </message>
    <message>
        <source>You marked a red X, and it gives you one more cell next to your path: mark the outlined one.</source>
        <translation>Zaznaczony czerwony X daje ci jeszcze jedno pole obok ścieżki: zaznacz to obrysowane.</translation>
    </message>
    <message>
        <source>Press the outlined Confirm: your marks count once everyone has confirmed, and then the next expedition card is turned over.</source>
        <translation>Naciśnij obrysowane „Zatwierdź”: twoje znaki liczą się, gdy wszyscy zatwierdzą, a potem odkrywa się następną kartę wyprawy.</translation>
    </message>
    <message>
        <source>You reached a tomb: the card is complete and scores 10 at the end. Take the outlined card in its place, so that you play with two cards again.</source>
        <translation>Ścieżka doszła do grobowca: karta jest ukończona i na koniec da 10 punktów. Weź na jej miejsce obrysowaną kartę, żeby znów grać dwiema kartami.</translation>
    </message>
    <message>
        <source>A torch marked in a round crosses that round&apos;s torch box: 5 points, once a round.</source>
        <translation>Pochodnia zaznaczona w rundzie skreśla pole pochodni tej rundy: 5 punktów, raz na rundę.</translation>
    </message>
    <message>
        <source>The first players to complete two, four or six cards of one colour win 10, 6 or 3 points.</source>
        <translation>Pierwsi gracze, którzy ukończą dwie, cztery albo sześć kart jednego koloru, dostają 10, 6 albo 3 punkty.</translation>
    </message>
    <message>
        <source>Each pair of one red and one green gem scores 5, and each gem without a partner scores 1.</source>
        <translation>Każda para z czerwonego i zielonego klejnotu daje 5 punktów, a każdy klejnot bez pary daje 1.</translation>
    </message>
    <message>
        <source>Skulls cost points: the more you mark, the more the last one costs; a potion wipes two of them out.</source>
        <translation>Czaszki kosztują punkty: im więcej ich zaznaczysz, tym droższa jest ostatnia; magiczny eliksir wymazuje dwie z nich.</translation>
    </message>
    <message>
        <source>Each card whose tomb you reached scores 10; a card not yet complete scores nothing.</source>
        <translation>Każda karta, na której ścieżka dochodzi do grobowca, daje 10 punktów; karta jeszcze nieukończona nie daje nic.</translation>
    </message>
    <message>
        <source>That is all there is to it. A real game goes on like this for four rounds of seven expedition cards; then the highest total wins.</source>
        <translation>To już wszystko. Prawdziwa partia toczy się tak przez cztery rundy po siedem kart wyprawy; wtedy wygrywa najwyższy wynik.</translation>
    </message>
    <message numerus="yes">
        <source>%n torch box(es) crossed: a torch marked in a round crosses that round&apos;s box, 5 points each, once a round.</source>
        <translation>
            <numerusform>%n skreślone pole pochodni: pochodnia zaznaczona w rundzie skreśla pole tej rundy, po 5 punktów, raz na rundę.</numerusform>
            <numerusform>%n skreślone pola pochodni: pochodnia zaznaczona w rundzie skreśla pole tej rundy, po 5 punktów, raz na rundę.</numerusform>
            <numerusform>%n skreślonych pól pochodni: pochodnia zaznaczona w rundzie skreśla pole tej rundy, po 5 punktów, raz na rundę.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cross the round&apos;s torch box, a gem box for each gem and a skull box for each skull; cross the pyramid points you win (10, 6 or 3) in the colour of the cards you complete.</source>
        <translation>Skreśl pochodnię rundy, pole klejnotu za każdy klejnot i czaszkę za każdą czaszkę; skreśl zdobyte punkty piramidy (10, 6 albo 3) w kolorze kart, które ukończysz.</translation>
    </message>
    <message>
        <source>That is not a box of the card.</source>
        <translation>To nie jest pole tej karty.</translation>
    </message>
    <message>
        <source>Mark exactly the shape on the expedition card. You may turn it or flip it.</source>
        <translation>Zaznacz dokładnie kształt z karty wyprawy. Możesz go obrócić albo odbić.</translation>
    </message>
    <message>
        <source>You can mark only when an expedition card is shown.</source>
        <translation>Zaznaczasz tylko wtedy, gdy odkryta jest karta wyprawy.</translation>
    </message>
    <message>
        <source>You have already marked your boxes for this card.</source>
        <translation>Twoje pola dla tej karty są już zaznaczone.</translation>
    </message>
    <message>
        <source>Mark the shape or one box first. You may not skip an expedition card.</source>
        <translation>Najpierw zaznacz kształt albo jedno pole. Nie możesz pominąć karty wyprawy.</translation>
    </message>
    <message>
        <source>Mark one more box first.</source>
        <translation>Najpierw zaznacz jeszcze jedno pole.</translation>
    </message>
    <message>
        <source>{player} takes card {place} of the open display.</source>
        <translation>{player} bierze odkrytą kartę nr {place}.</translation>
    </message>
    <message>
        <source>{player} takes {card} from the open display.</source>
        <translation>{player} bierze {card} spośród odkrytych kart.</translation>
    </message>
    <message>
        <source>{player} marks the shape.</source>
        <translation>{player} zaznacza kształt.</translation>
    </message>
    <message>
        <source>{player} marks one box.</source>
        <translation>{player} zaznacza jedno pole.</translation>
    </message>
    <message>
        <source>Score card</source>
        <translation>Karta punktacji</translation>
    </message>
    <message>
        <source>Open display</source>
        <translation>Odkryte karty</translation>
    </message>
    <message>
        <source>Round, open display and pile</source>
        <translation>Runda, odkryte karty i stos</translation>
    </message>
    <message>
        <source>The shape fits nowhere: mark one box.</source>
        <translation>Kształt nigdzie się nie mieści: zaznacz jedno pole.</translation>
    </message>
    <message>
        <source>One player&apos;s score card. The cards stay in the box: play them as usual and write the points here.</source>
        <translation>Karta punktacji jednego gracza. Karty zostają w pudełku: gra się nimi jak zwykle, a punkty zapisuje się tutaj.</translation>
    </message>
    <message>
        <source>Nothing is left to mark on your cards. Press Confirm.</source>
        <translation>Na twoich kartach nie ma już czego zaznaczyć. Naciśnij „Zatwierdź”.</translation>
    </message>
    <message>
        <source>The {shape} fits on neither card: mark one box instead.</source>
        <translation>Kształt „{shape}” nie mieści się na żadnej karcie: zamiast niego zaznacz jedno pole.</translation>
    </message>
    <message>
        <source>Mark one box instead of the shape: click a box (B: back to the shape).</source>
        <translation>Zaznacz jedno pole zamiast kształtu: kliknij pole (B: wróć do kształtu).</translation>
    </message>
    <message>
        <source>One box (B)</source>
        <translation>Jedno pole (B)</translation>
    </message>
    <message>
        <source>Words of the game</source>
        <translation>Słowa tej gry</translation>
    </message>
    <message>
        <source>Open display: the four face-up pyramid cards beside the pile. A new card comes from there or from the top of the pile.</source>
        <translation>Odkryte karty: cztery karty piramid leżące odkryte obok stosu. Nową kartę bierzesz spośród nich albo z wierzchu stosu.</translation>
    </message>
    <message>
        <source>Score card: your own card, where you cross your gems, torches, skulls and pyramid points.</source>
        <translation>Karta punktacji: twoja własna karta, na której skreślasz klejnoty, pochodnie, czaszki i punkty piramid.</translation>
    </message>
    <message>
        <source>Expedition card: the card turned over for everyone; its shape is what you mark this turn.</source>
        <translation>Karta wyprawy: karta odkrywana dla wszystkich; jej kształt zaznaczasz w tym ruchu.</translation>
    </message>
</context>
<context>
    <name>saves</name>
    <message>
        <source>It is not an ordinary file, so sheetdesk does not read it.</source>
        <translation>To nie jest zwykły plik, więc sheetdesk go nie czyta.</translation>
    </message>
    <message>
        <source>The file is too big to be a sheetdesk save.</source>
        <translation>Plik jest za duży jak na zapis gry sheetdesk.</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>Plik jest pusty.</translation>
    </message>
    <message>
        <source>The file is cut off or damaged (not valid JSON).</source>
        <translation>Plik jest ucięty lub uszkodzony (niepoprawny JSON).</translation>
    </message>
    <message>
        <source>It is not a sheetdesk save.</source>
        <translation>To nie jest zapis gry sheetdesk.</translation>
    </message>
    <message>
        <source>It was saved in an old format this version cannot read.</source>
        <translation>Zapisano go w starym formacie, którego ta wersja nie odczyta.</translation>
    </message>
    <message>
        <source>Some parts of it are missing or not as expected.</source>
        <translation>Brakuje w nim pewnych części albo są inne, niż powinny.</translation>
    </message>
    <message>
        <source>It is a game this version does not know: {game}.</source>
        <translation>To gra, której ta wersja nie zna: {game}.</translation>
    </message>
    <message>
        <source>The game named in it does not match the rest of the file (its rules version is not one that game has had).</source>
        <translation>Gra podana w pliku nie zgadza się z resztą pliku (ta gra nigdy nie miała takiej wersji zasad).</translation>
    </message>
    <message>
        <source>It has a number of players this game does not allow.</source>
        <translation>Ma liczbę graczy, na którą ta gra nie pozwala.</translation>
    </message>
    <message>
        <source>Move {index} in it is not allowed by the rules.</source>
        <translation>Ruch {index} jest w nim niezgodny z zasadami.</translation>
    </message>
    <message>
        <source>The saved position does not match its moves.</source>
        <translation>Zapisana pozycja nie zgadza się z zapisanymi ruchami.</translation>
    </message>
    <message>
        <source>Its summary (players, dates, scores) is far too long.</source>
        <translation>Podsumowanie w pliku (gracze, daty, punkty) jest o wiele za długie.</translation>
    </message>
    <message>
        <source>It was made by a newer version of sheetdesk. Update sheetdesk to go on with it; the file is kept as it is.</source>
        <translation>Zapisała go nowsza wersja sheetdesk. Zaktualizuj sheetdesk, żeby grać dalej; plik zostaje bez zmian.</translation>
    </message>
    <message>
        <source>It was damaged: {damage} The game goes on from the copy sheetdesk keeps of the move before, so the last move is lost.</source>
        <translation>Plik był uszkodzony: {damage} Gra toczy się dalej od kopii, którą sheetdesk trzyma sprzed ostatniego ruchu, więc ostatni ruch przepadł.</translation>
    </message>
    <message>
        <source>The mark saying it is a sheetdesk save is damaged.</source>
        <translation>Oznaczenie, że to zapisana gra sheetdesk, jest uszkodzone.</translation>
    </message>
    <message>
        <source>Its version number is damaged.</source>
        <translation>Numer wersji w pliku jest uszkodzony.</translation>
    </message>
    <message>
        <source>The name of the game in it is damaged.</source>
        <translation>Nazwa gry w pliku jest uszkodzona.</translation>
    </message>
    <message>
        <source>The game&apos;s options in it are damaged.</source>
        <translation>Opcje gry w pliku są uszkodzone.</translation>
    </message>
    <message>
        <source>Its list of players is damaged, or has no players or too many.</source>
        <translation>Lista graczy w pliku jest uszkodzona, pusta albo za długa.</translation>
    </message>
    <message>
        <source>The game number in it is damaged.</source>
        <translation>Numer gry w pliku jest uszkodzony.</translation>
    </message>
    <message>
        <source>The code that tells this game apart is damaged.</source>
        <translation>Kod, który odróżnia tę grę od innych, jest uszkodzony.</translation>
    </message>
    <message>
        <source>Its list of moves is damaged.</source>
        <translation>Lista ruchów w pliku jest uszkodzona.</translation>
    </message>
    <message>
        <source>The point it had reached in its moves is damaged.</source>
        <translation>Informacja, do którego ruchu doszła gra, jest uszkodzona.</translation>
    </message>
    <message>
        <source>The date the game was started is damaged.</source>
        <translation>Data rozpoczęcia gry jest uszkodzona.</translation>
    </message>
    <message>
        <source>The date the game was last played is damaged.</source>
        <translation>Data ostatniej rozgrywki jest uszkodzona.</translation>
    </message>
    <message>
        <source>The mark saying whether the game is over is damaged.</source>
        <translation>Informacja, czy gra się skończyła, jest uszkodzona.</translation>
    </message>
    <message>
        <source>Its summary of how far the game is (moves, scores) is damaged.</source>
        <translation>Podsumowanie postępu gry (ruchy, punkty) jest uszkodzone.</translation>
    </message>
    <message>
        <source>It has a part this version does not know: “{part}”.</source>
        <translation>Ma część, której ta wersja nie zna: „{part}”.</translation>
    </message>
    <message>
        <source>A part of it is missing: “{part}”.</source>
        <translation>Brakuje w nim części: „{part}”.</translation>
    </message>
    <message>
        <source>The name of player {seat} is empty or too long.</source>
        <translation>Imię gracza {seat} jest puste albo za długie.</translation>
    </message>
    <message>
        <source>Player {seat} in it is damaged.</source>
        <translation>Dane gracza {seat} są uszkodzone.</translation>
    </message>
    <message>
        <source>Player {seat} is a computer player this version does not know.</source>
        <translation>Gracz {seat} to komputer, którego ta wersja nie zna.</translation>
    </message>
    <message>
        <source>Move {index} in its list of moves is damaged.</source>
        <translation>Ruch {index} na liście ruchów jest uszkodzony.</translation>
    </message>
    <message>
        <source>It says it had reached further than its list of moves goes.</source>
        <translation>Według pliku gra doszła dalej, niż sięga lista ruchów.</translation>
    </message>
    <message>
        <source>Its options or players are not ones this game can be set up with.</source>
        <translation>Tej gry nie da się rozpocząć z zapisanymi w nim opcjami lub graczami.</translation>
    </message>
    <message>
        <source>It was played with newer rules than this version knows. Update sheetdesk to go on with it; the file is kept as it is.</source>
        <translation>Grano w nią według nowszych zasad, niż zna ta wersja. Zaktualizuj sheetdesk, żeby grać dalej; plik zostaje bez zmian.</translation>
    </message>
    <message>
        <source>The saved result (the scores, the winner or how it ended) does not match its moves.</source>
        <translation>Zapisany wynik (punkty, zwycięzca albo sposób zakończenia) nie zgadza się z zapisanymi ruchami.</translation>
    </message>
    <message>
        <source>The file could not be read ({error}).</source>
        <translation>Nie udało się odczytać pliku ({error}).</translation>
    </message>
    <message>
        <source>The disk is full, so the game could not be saved.</source>
        <translation>Dysk jest pełny, więc nie udało się zapisać gry.</translation>
    </message>
    <message>
        <source>The disk is full, so the game could not be saved. The last saved version is kept.</source>
        <translation>Dysk jest pełny, więc nie udało się zapisać gry. Ostatni zapis został zachowany.</translation>
    </message>
    <message>
        <source>sheetdesk may not write to the saves folder, so the game could not be saved.</source>
        <translation>sheetdesk nie ma prawa zapisu w folderze zapisów, więc nie udało się zapisać gry.</translation>
    </message>
    <message>
        <source>sheetdesk may not write to the saves folder, so the game could not be saved. The last saved version is kept.</source>
        <translation>sheetdesk nie ma prawa zapisu w folderze zapisów, więc nie udało się zapisać gry. Ostatni zapis został zachowany.</translation>
    </message>
    <message>
        <source>The game could not be saved ({error}).</source>
        <translation>Nie udało się zapisać gry ({error}).</translation>
    </message>
    <message>
        <source>The game could not be saved ({error}). The last saved version is kept.</source>
        <translation>Nie udało się zapisać gry ({error}). Ostatni zapis został zachowany.</translation>
    </message>
    <message>
        <source>The game could not be saved: a player&apos;s name is refused. {reason}</source>
        <translation>Nie udało się zapisać gry: imię jednego z graczy jest niedozwolone. {reason}</translation>
    </message>
    <message>
        <source>The game could not be saved because of an error in sheetdesk.</source>
        <translation>Nie udało się zapisać gry z powodu błędu w sheetdesk.</translation>
    </message>
    <message>
        <source>The game could not be saved because of an error in sheetdesk. The last saved version is kept.</source>
        <translation>Nie udało się zapisać gry z powodu błędu w sheetdesk. Ostatni zapis został zachowany.</translation>
    </message>
    <message>
        <source>This game is open in another sheetdesk window, so it cannot be deleted. Close it there first.</source>
        <translation>Ta gra jest otwarta w innym oknie sheetdesk, więc nie można jej usunąć. Najpierw ją tam zamknij.</translation>
    </message>
    <message>
        <source>The save could not be deleted ({error}).</source>
        <translation>Nie udało się usunąć zapisu ({error}).</translation>
    </message>
</context>
<context>
    <name>treasure_cards</name>
    <message>
        <source>Lilac cards</source>
        <translation>Karty liliowe</translation>
    </message>
    <message>
        <source>Orange cards</source>
        <translation>Karty pomarańczowe</translation>
    </message>
    <message>
        <source>Green cards</source>
        <translation>Karty zielone</translation>
    </message>
    <message>
        <source>Grey cards</source>
        <translation>Karty szare</translation>
    </message>
    <message>
        <source>the lilac card worth {points}</source>
        <translation>liliową kartę za {points} pkt</translation>
    </message>
    <message>
        <source>the orange card worth {points}</source>
        <translation>pomarańczową kartę za {points} pkt</translation>
    </message>
    <message>
        <source>the green card worth {points}</source>
        <translation>zieloną kartę za {points} pkt</translation>
    </message>
    <message>
        <source>the grey card worth {points}</source>
        <translation>szarą kartę za {points} pkt</translation>
    </message>
    <message>
        <source>You have already crossed your boxes for this card.</source>
        <translation>Twoje pola dla tej karty wyprawy są już skreślone.</translation>
    </message>
    <message>
        <source>Cross the shape or one box first. You may not skip an expedition card.</source>
        <translation>Najpierw skreśl kształt albo jedno pole. Nie możesz pominąć karty wyprawy.</translation>
    </message>
    <message>
        <source>You crossed an X symbol: cross one more empty box first.</source>
        <translation>Skreślony symbol X: najpierw skreśl jeszcze jedno puste pole.</translation>
    </message>
    <message>
        <source>{player} crosses the shape.</source>
        <translation>{player} skreśla kształt.</translation>
    </message>
    <message>
        <source>{player} crosses one box.</source>
        <translation>{player} skreśla jedno pole.</translation>
    </message>
    <message>
        <source>{player} crosses the shape on a lilac card.</source>
        <translation>{player} skreśla kształt na liliowej karcie.</translation>
    </message>
    <message>
        <source>{player} crosses the shape on an orange card.</source>
        <translation>{player} skreśla kształt na pomarańczowej karcie.</translation>
    </message>
    <message>
        <source>{player} crosses the shape on a green card.</source>
        <translation>{player} skreśla kształt na zielonej karcie.</translation>
    </message>
    <message>
        <source>{player} crosses the shape on a grey card.</source>
        <translation>{player} skreśla kształt na szarej karcie.</translation>
    </message>
    <message>
        <source>{player} crosses one box on a lilac card.</source>
        <translation>{player} skreśla jedno pole na liliowej karcie.</translation>
    </message>
    <message>
        <source>{player} crosses one box on an orange card.</source>
        <translation>{player} skreśla jedno pole na pomarańczowej karcie.</translation>
    </message>
    <message>
        <source>{player} crosses one box on a green card.</source>
        <translation>{player} skreśla jedno pole na zielonej karcie.</translation>
    </message>
    <message>
        <source>{player} crosses one box on a grey card.</source>
        <translation>{player} skreśla jedno pole na szarej karcie.</translation>
    </message>
    <message numerus="yes">
        <source>{name} fills a row of coins and wins the cup worth %n point(s).</source>
        <translation>
            <numerusform>{name} wypełnia rząd monet i zdobywa puchar za %n punkt.</numerusform>
            <numerusform>{name} wypełnia rząd monet i zdobywa puchar za %n punkty.</numerusform>
            <numerusform>{name} wypełnia rząd monet i zdobywa puchar za %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A tie on %n point(s): {name} completed more treasure cards and wins.</source>
        <translation>
            <numerusform>Remis: %n punkt. Wygrywa {name}, bo ma więcej ukończonych kart skarbów.</numerusform>
            <numerusform>Remis: %n punkty. Wygrywa {name}, bo ma więcej ukończonych kart skarbów.</numerusform>
            <numerusform>Remis: %n punktów. Wygrywa {name}, bo ma więcej ukończonych kart skarbów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A tie on %n point(s) and on completed cards: {name} has more green, orange or lilac cards, counted in that order, and wins.</source>
        <translation>
            <numerusform>Remis: %n punkt i tyle samo ukończonych kart. Wygrywa {name}, bo ma więcej kart zielonych, pomarańczowych lub liliowych (liczonych w tej kolejności).</numerusform>
            <numerusform>Remis: %n punkty i tyle samo ukończonych kart. Wygrywa {name}, bo ma więcej kart zielonych, pomarańczowych lub liliowych (liczonych w tej kolejności).</numerusform>
            <numerusform>Remis: %n punktów i tyle samo ukończonych kart. Wygrywa {name}, bo ma więcej kart zielonych, pomarańczowych lub liliowych (liczonych w tej kolejności).</numerusform>
        </translation>
    </message>
    <message>
        <source>You can cross boxes only when an expedition card is shown.</source>
        <translation>Pola skreślasz tylko wtedy, gdy odkryta jest karta wyprawy.</translation>
    </message>
    <message>
        <source>That is not one of your treasure cards.</source>
        <translation>To nie jest twoja karta skarbu.</translation>
    </message>
    <message>
        <source>Cross exactly the shape on the expedition card. You may turn it or flip it.</source>
        <translation>Skreśl dokładnie kształt z karty wyprawy. Możesz go obrócić albo odbić.</translation>
    </message>
    <message>
        <source>Every part of the shape must go on an empty box of that card.</source>
        <translation>Każda część kształtu musi trafić na puste pole tej karty.</translation>
    </message>
    <message>
        <source>You can only cross an empty box of the card.</source>
        <translation>Możesz skreślić tylko puste pole karty.</translation>
    </message>
    <message>
        <source>You take a new card only right after you complete a treasure card.</source>
        <translation>Nową kartę bierzesz tylko zaraz po ukończeniu karty skarbu.</translation>
    </message>
    <message>
        <source>{name} fills a row of coins, but no cup is left.</source>
        <translation>{name} wypełnia rząd monet, ale nie ma już pucharu.</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Monety</translation>
    </message>
    <message>
        <source>Cups</source>
        <translation>Puchary</translation>
    </message>
    <message>
        <source>Palms</source>
        <translation>Palmy</translation>
    </message>
    <message>
        <source>Seals</source>
        <translation>Pieczęcie</translation>
    </message>
    <message>
        <source>The other treasure cards are shuffled into the pile.</source>
        <translation>Pozostałe karty skarbów zostają wtasowane do stosu.</translation>
    </message>
    <message>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <source>O</source>
        <translation>P</translation>
    </message>
    <message>
        <source>G</source>
        <translation>Z</translation>
    </message>
    <message>
        <source>Gy</source>
        <translation>S</translation>
    </message>
    <message numerus="yes">
        <source>Seal: %n point(s) for each completed lilac card</source>
        <translation>
            <numerusform>Pieczęć: %n punkt za każdą ukończoną liliową kartę</numerusform>
            <numerusform>Pieczęć: %n punkty za każdą ukończoną liliową kartę</numerusform>
            <numerusform>Pieczęć: %n punktów za każdą ukończoną liliową kartę</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Seal: %n point(s) for each completed orange card</source>
        <translation>
            <numerusform>Pieczęć: %n punkt za każdą ukończoną pomarańczową kartę</numerusform>
            <numerusform>Pieczęć: %n punkty za każdą ukończoną pomarańczową kartę</numerusform>
            <numerusform>Pieczęć: %n punktów za każdą ukończoną pomarańczową kartę</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Seal: %n point(s) for each completed green card</source>
        <translation>
            <numerusform>Pieczęć: %n punkt za każdą ukończoną zieloną kartę</numerusform>
            <numerusform>Pieczęć: %n punkty za każdą ukończoną zieloną kartę</numerusform>
            <numerusform>Pieczęć: %n punktów za każdą ukończoną zieloną kartę</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Seal: %n point(s) for each completed grey card</source>
        <translation>
            <numerusform>Pieczęć: %n punkt za każdą ukończoną szarą kartę</numerusform>
            <numerusform>Pieczęć: %n punkty za każdą ukończoną szarą kartę</numerusform>
            <numerusform>Pieczęć: %n punktów za każdą ukończoną szarą kartę</numerusform>
        </translation>
    </message>
    <message>
        <source>palms: {count} · seal: {value}× lilac</source>
        <translation>palmy: {count} · +{value} za liliową</translation>
    </message>
    <message>
        <source>palms: {count} · seal: {value}× orange</source>
        <translation>palmy: {count} · +{value} za pomarańczową</translation>
    </message>
    <message>
        <source>palms: {count} · seal: {value}× green</source>
        <translation>palmy: {count} · +{value} za zieloną</translation>
    </message>
    <message>
        <source>palms: {count} · seal: {value}× grey</source>
        <translation>palmy: {count} · +{value} za szarą</translation>
    </message>
    <message>
        <source>Treasure cards of {player}</source>
        <translation>Karty skarbów: {player}</translation>
    </message>
    <message>
        <source>Open display: a palm is worth {value} now</source>
        <translation>Odkryte karty: palma jest teraz warta {value}</translation>
    </message>
    <message>
        <source>Open display: palm = {value}</source>
        <translation>Odkryte karty: palma = {value}</translation>
    </message>
    <message>
        <source>palms: {count}</source>
        <translation>palmy: {count}</translation>
    </message>
    <message numerus="yes">
        <source>The treasure pile: %n card(s), face down</source>
        <translation>
            <numerusform>Stos kart skarbów: %n zakryta karta</numerusform>
            <numerusform>Stos kart skarbów: %n zakryte karty</numerusform>
            <numerusform>Stos kart skarbów: %n zakrytych kart</numerusform>
        </translation>
    </message>
    <message>
        <source>Score card</source>
        <translation>Karta punktacji</translation>
    </message>
    <message>
        <source>Round card, open display and pile</source>
        <translation>Karta rund, odkryte karty i stos</translation>
    </message>
    <message numerus="yes">
        <source>Treasure card(s) completed! Take %n new card(s): click a card of the open display or the pile.</source>
        <translation>
            <numerusform>Karta skarbu ukończona! Weź %n nową kartę: kliknij jedną z odkrytych kart albo stos.</numerusform>
            <numerusform>Karty skarbów ukończone! Weź %n nowe karty: kliknij jedną z odkrytych kart albo stos.</numerusform>
            <numerusform>Karty skarbów ukończone! Weź %n nowych kart: kliknij jedną z odkrytych kart albo stos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cross symbol: cross %n more box(es) anywhere on your cards.</source>
        <translation>
            <numerusform>Symbol X: skreśl jeszcze %n pole w dowolnym miejscu swoich kart.</numerusform>
            <numerusform>Symbol X: skreśl jeszcze %n pola w dowolnym miejscu swoich kart.</numerusform>
            <numerusform>Symbol X: skreśl jeszcze %n pól w dowolnym miejscu swoich kart.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cross the {shape} on one of your cards: move it there and click.</source>
        <translation>Skreśl kształt „{shape}” na jednej ze swoich kart: przesuń go tam i kliknij.</translation>
    </message>
    <message>
        <source>One box (B)</source>
        <translation>Jedno pole (B)</translation>
    </message>
    <message>
        <source>How to fill it in: cross the boxes as you play; at the end write each part&apos;s points in its box below and their sum in Total.</source>
        <translation>Jak wypełnić: skreślaj pola w trakcie gry; na koniec wpisz punkty za każdą część w jej pole poniżej, a ich sumę w polu Suma.</translation>
    </message>
    <message>
        <source>Move on the score card, and on to the next treasure card</source>
        <translation>Poruszaj się po karcie punktacji i przechodź do następnej karty skarbu</translation>
    </message>
    <message>
        <source>Show the score cards</source>
        <translation>Pokaż karty punktacji</translation>
    </message>
    <message>
        <source>Go to the next button, treasure card, score card or round card</source>
        <translation>Przejdź do następnego przycisku, karty skarbu, karty punktacji lub karty rund</translation>
    </message>
    <message>
        <source>The hint is marked on your score card or on a treasure card.</source>
        <translation>Podpowiedź jest pokazana na twojej karcie punktacji lub na karcie skarbu.</translation>
    </message>
    <message>
        <source>The dealt treasure cards and the boxes just crossed stay hidden until {name} presses the button below.</source>
        <translation>Rozdane karty skarbu i dopiero co skreślone pola pozostają ukryte, dopóki {name} nie naciśnie przycisku poniżej.</translation>
    </message>
    <message>
        <source>Coins {coins}, palms {palms}, cross symbols {crosses}</source>
        <translation>Monety {coins}, palmy {palms}, symbole X {crosses}</translation>
    </message>
    <message numerus="yes">
        <source>Lilac treasure card, %n point(s): empty boxes {left} of {boxes}</source>
        <translation>
            <numerusform>Liliowa karta skarbu, %n punkt: puste pola {left} z {boxes}</numerusform>
            <numerusform>Liliowa karta skarbu, %n punkty: puste pola {left} z {boxes}</numerusform>
            <numerusform>Liliowa karta skarbu, %n punktów: puste pola {left} z {boxes}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Orange treasure card, %n point(s): empty boxes {left} of {boxes}</source>
        <translation>
            <numerusform>Pomarańczowa karta skarbu, %n punkt: puste pola {left} z {boxes}</numerusform>
            <numerusform>Pomarańczowa karta skarbu, %n punkty: puste pola {left} z {boxes}</numerusform>
            <numerusform>Pomarańczowa karta skarbu, %n punktów: puste pola {left} z {boxes}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Green treasure card, %n point(s): empty boxes {left} of {boxes}</source>
        <translation>
            <numerusform>Zielona karta skarbu, %n punkt: puste pola {left} z {boxes}</numerusform>
            <numerusform>Zielona karta skarbu, %n punkty: puste pola {left} z {boxes}</numerusform>
            <numerusform>Zielona karta skarbu, %n punktów: puste pola {left} z {boxes}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Grey treasure card, %n point(s): empty boxes {left} of {boxes}</source>
        <translation>
            <numerusform>Szara karta skarbu, %n punkt: puste pola {left} z {boxes}</numerusform>
            <numerusform>Szara karta skarbu, %n punkty: puste pola {left} z {boxes}</numerusform>
            <numerusform>Szara karta skarbu, %n punktów: puste pola {left} z {boxes}</numerusform>
        </translation>
    </message>
    <message>
        <source>A treasure card, face down</source>
        <translation>Zakryta karta skarbu</translation>
    </message>
    <message>
        <source>Your treasure cards</source>
        <translation>Twoje karty skarbów</translation>
    </message>
    <message>
        <source>Click on one of your two treasure cards.</source>
        <translation>Kliknij jedną ze swoich dwóch kart skarbów.</translation>
    </message>
    <message>
        <source>The shape fits nowhere: cross one box.</source>
        <translation>Kształt nigdzie się nie mieści: skreśl jedno pole.</translation>
    </message>
    <message>
        <source>Choose 2 of your 4 treasure cards to keep: click a card ({count} of 2 chosen). The others do not see your choice.</source>
        <translation>Wybierz 2 z 4 kart skarbów, które zatrzymasz: kliknij kartę (wybrane: {count} z 2). Inni nie widzą twojego wyboru.</translation>
    </message>
    <message>
        <source>No empty box is left on your cards. Press Confirm.</source>
        <translation>Na twoich kartach nie ma już pustego pola. Naciśnij „Zatwierdź”.</translation>
    </message>
    <message>
        <source>The {shape} fits on neither card: cross one empty box instead.</source>
        <translation>Kształt „{shape}” nie mieści się na żadnej karcie: zamiast niego skreśl jedno puste pole.</translation>
    </message>
    <message>
        <source>Cross one empty box instead of the shape: click a box (B: back to the shape).</source>
        <translation>Skreśl jedno puste pole zamiast kształtu: kliknij pole (B: wróć do kształtu).</translation>
    </message>
    <message>
        <source>The goal</source>
        <translation>Cel gry</translation>
    </message>
    <message>
        <source>Fill your treasure cards with crosses. A completed card is worth as many points as it has boxes. Coins, cups, palms and seals give extra points. After 4 rounds, the most points win.</source>
        <translation>Wypełnij swoje karty skarbów krzyżykami. Ukończona karta jest warta tyle punktów, ile ma pól. Monety, puchary, palmy i pieczęcie dają dodatkowe punkty. Po 4 rundach wygrywa ten, kto ma najwięcej punktów.</translation>
    </message>
    <message>
        <source>Getting ready</source>
        <translation>Przygotowanie</translation>
    </message>
    <message>
        <source>Everyone gets 4 treasure cards and keeps 2 of them. The others do not see which. The other cards go into the face-down pile, and 4 cards lie face up as the open display.</source>
        <translation>Każdy dostaje 4 karty skarbów i zatrzymuje 2 z nich. Inni nie widzą, które. Pozostałe karty tworzą zakryty stos, a 4 karty leżą obok odkryte.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Przebieg gry</translation>
    </message>
    <message>
        <source>1. An expedition card is turned over. Its shape of 2 to 4 boxes is for everyone.</source>
        <translation>1. Odkrywa się kartę wyprawy. Jej kształt (od 2 do 4 pól) obowiązuje wszystkich.</translation>
    </message>
    <message>
        <source>2. Cross that shape on one of your two treasure cards. You may turn it or mirror it, but every part of it must land on an empty box of the same card.</source>
        <translation>2. Skreśl ten kształt na jednej ze swoich dwóch kart skarbów. Możesz go obrócić albo odbić, ale każda jego część musi trafić na puste pole tej samej karty.</translation>
    </message>
    <message>
        <source>If the shape does not fit, or you do not want it there, cross any one empty box on one of your cards instead. You may never skip an expedition card.</source>
        <translation>Jeśli kształt się nie mieści albo nie chcesz go tam skreślać, skreśl zamiast niego dowolne jedno puste pole na jednej ze swoich kart. Nigdy nie możesz pominąć karty wyprawy.</translation>
    </message>
    <message>
        <source>Symbols on the boxes</source>
        <translation>Symbole na polach</translation>
    </message>
    <message>
        <source>Cross symbol (X): at once cross one more empty box, anywhere on your two cards.</source>
        <translation>Symbol X: od razu skreśl jeszcze jedno puste pole, w dowolnym miejscu swoich dwóch kart.</translation>
    </message>
    <message>
        <source>Coin: cross the next coin box on your score card (3 rows of 4). Each coin box is worth 1 point.</source>
        <translation>Moneta: skreśl następne pole monety na swojej karcie punktacji (3 rzędy po 4). Każde pole monety jest warte 1 punkt.</translation>
    </message>
    <message>
        <source>Cups: when you fill a row of 4 coins, you win the best cup still left on the round card: first 6 points, then 5, 4, 3, 2 and 1.</source>
        <translation>Puchary: gdy wypełnisz rząd 4 monet, zdobywasz najlepszy puchar, który jeszcze został na karcie rund: najpierw 6 punktów, potem 5, 4, 3, 2 i 1.</translation>
    </message>
    <message>
        <source>Palm: you score 1 point for the palm and 1 more for every palm you can see on the cards of the open display. Only 4 palms count.</source>
        <translation>Palma: dostajesz 1 punkt za palmę i jeszcze 1 za każdą palmę widoczną na odkrytych kartach. Liczą się tylko 4 palmy.</translation>
    </message>
    <message>
        <source>Completing a card</source>
        <translation>Ukończenie karty</translation>
    </message>
    <message>
        <source>When every box of a treasure card is crossed, the card is complete. It is put aside and stays yours until the end. Then take a new card: one from the open display or the top card of the pile.</source>
        <translation>Gdy wszystkie pola karty skarbu są skreślone, karta jest ukończona. Odkładasz ją na bok i zostaje twoja do końca gry. Potem weź nową kartę: jedną z odkrytych kart albo wierzchnią kartę ze stosu.</translation>
    </message>
    <message>
        <source>Rounds and the end</source>
        <translation>Rundy i koniec gry</translation>
    </message>
    <message>
        <source>A round has 7 expedition cards (the 8th is not used). The game has 4 rounds.</source>
        <translation>Runda to 7 kart wyprawy (ósma nie jest używana). Gra ma 4 rundy.</translation>
    </message>
    <message>
        <source>At the end you score your coin boxes, cups and palms and the points of your completed cards. A seal on a completed card shows a colour and 1 or 2: you get that many points for every completed card of that colour. Cards that are not complete score nothing.</source>
        <translation>Na koniec liczysz pola monet, puchary, palmy i punkty ukończonych kart. Pieczęć na ukończonej karcie pokazuje kolor oraz 1 lub 2: dostajesz tyle punktów za każdą ukończoną kartę tego koloru. Nieukończone karty nie dają punktów.</translation>
    </message>
    <message>
        <source>The highest total wins. In a tie, more completed cards win; then more green cards, then orange, then lilac. If it is still a tie, the players share the win.</source>
        <translation>Wygrywa najwyższy wynik. Przy remisie wygrywa ten, kto ma więcej ukończonych kart; potem więcej zielonych, potem pomarańczowych, potem liliowych. Jeśli nadal jest remis, zwycięstwo jest wspólne.</translation>
    </message>
    <message>
        <source>Playing on the computer</source>
        <translation>Gra na komputerze</translation>
    </message>
    <message>
        <source>Move the shape with the mouse over one of your cards. Green with a check means it fits; red with a cross means it does not. Click to cross it.</source>
        <translation>Przesuń kształt myszą nad jedną ze swoich kart. Zielony z ptaszkiem znaczy, że się mieści; czerwony z krzyżykiem – że nie. Kliknij, żeby go skreślić.</translation>
    </message>
    <message>
        <source>R or the mouse wheel turns the shape, F mirrors it. B switches to crossing one box instead; press B again to go back to the shape.</source>
        <translation>R albo kółko myszy obraca kształt, F go odbija. B przełącza na skreślenie jednego pola zamiast kształtu; naciśnij B jeszcze raz, żeby wrócić do kształtu.</translation>
    </message>
    <message>
        <source>With the keyboard: the arrow keys move the shape, Tab moves it to your other card, Enter crosses it.</source>
        <translation>Klawiaturą: strzałki przesuwają kształt, Tab przenosi go na drugą kartę, Enter go skreśla.</translation>
    </message>
    <message>
        <source>When you are done, press Confirm (or Enter). Until then, Undo takes back your crosses.</source>
        <translation>Gdy skończysz, naciśnij „Zatwierdź” (albo Enter). Do tego czasu „Cofnij” cofa twoje krzyżyki.</translation>
    </message>
    <message>
        <source>You are {learner} and play against {computer}, the computer. Each expedition card shows a shape, and everyone crosses it on one of their own two treasure cards. A card scores its points once all its boxes are crossed.</source>
        <translation>Grasz jako {learner} przeciwko komputerowi, który nazywa się {computer}. Każda karta wyprawy pokazuje kształt, a każdy skreśla go na jednej ze swoich dwóch kart skarbów. Karta daje swoje punkty, gdy wszystkie jej pola są skreślone.</translation>
    </message>
    <message>
        <source>You were dealt four treasure cards and keep two of them. Keep the outlined card: a card scores only when every box on it is crossed, so one that is quick to fill is a good start.</source>
        <translation>Z czterech rozdanych ci kart skarbów zatrzymujesz dwie. Zatrzymaj obrysowaną kartę: karta daje punkty dopiero wtedy, gdy skreślisz na niej każde pole, więc taka, którą szybko wypełnisz, to dobry początek.</translation>
    </message>
    <message>
        <source>Cross the shape of the expedition card on the outlined boxes: move it there, turn it with R or mirror it with F until it covers them, and click. Every box of the shape must land on an empty box of one card.</source>
        <translation>Skreśl kształt z karty wyprawy na obrysowanych polach: przesuń go tam, obracaj klawiszem R albo odbijaj klawiszem F, aż je zakryje, i kliknij. Każde pole kształtu musi trafić na puste pole jednej karty.</translation>
    </message>
    <message>
        <source>Cross just the outlined box this time (One box, B): the shape fits nowhere useful, and one box is always allowed instead.</source>
        <translation>Tym razem skreśl tylko obrysowane pole („Jedno pole”, B): kształt nigdzie dobrze nie pasuje, a jedno pole zawsze wolno skreślić zamiast niego.</translation>
    </message>
    <message>
        <source>You crossed a box with a cross symbol, and it gives you one more box: cross the outlined one.</source>
        <translation>Skreślone pole z symbolem X daje ci jeszcze jedno pole: skreśl to obrysowane.</translation>
    </message>
    <message>
        <source>Press the outlined Confirm: your crosses count once everyone has confirmed, and then the next expedition card is turned over.</source>
        <translation>Naciśnij obrysowane „Zatwierdź”: twoje krzyżyki liczą się, gdy wszyscy zatwierdzą, a potem odkrywa się następną kartę wyprawy.</translation>
    </message>
    <message>
        <source>You completed a card: it is set aside and scores at the end. Take the outlined card in its place, so that you play with two cards again.</source>
        <translation>Karta jest ukończona: odkładasz ją na bok i na koniec da punkty. Weź na jej miejsce obrysowaną kartę, żeby znów grać dwiema kartami.</translation>
    </message>
    <message>
        <source>A full row of four coins wins the highest cup still on the round card.</source>
        <translation>Pełny rząd czterech monet zdobywa najwyższy puchar, który został jeszcze na karcie rund.</translation>
    </message>
    <message>
        <source>A crossed palm scores 1, plus 1 for every palm on the cards of the open display.</source>
        <translation>Skreślona palma daje 1 punkt i jeszcze 1 za każdą palmę na odkrytych kartach.</translation>
    </message>
    <message>
        <source>Completed cards score their points, colour by colour; a card not yet complete scores nothing.</source>
        <translation>Ukończone karty dają swoje punkty, kolor po kolorze; karta jeszcze nieukończona nie daje nic.</translation>
    </message>
    <message>
        <source>A seal on a completed card scores its value for each completed card of the colour it names.</source>
        <translation>Pieczęć na ukończonej karcie daje swoją wartość za każdą ukończoną kartę koloru, który wskazuje.</translation>
    </message>
    <message>
        <source>That is all there is to it. A real game goes on like this for four rounds of seven expedition cards; then the highest total wins.</source>
        <translation>To już wszystko. Prawdziwa partia toczy się tak przez cztery rundy po siedem kart wyprawy; wtedy wygrywa najwyższy wynik.</translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s) crossed on your score card: each crossed coin box scores 1.</source>
        <translation>
            <numerusform>%n skreślona moneta na karcie punktacji: każde skreślone pole monety daje 1 punkt.</numerusform>
            <numerusform>%n skreślone monety na karcie punktacji: każde skreślone pole monety daje 1 punkt.</numerusform>
            <numerusform>%n skreślonych monet na karcie punktacji: każde skreślone pole monety daje 1 punkt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cross a coin box for each coin; when a row of 4 coins is full, write the cup&apos;s points in its cup; in a palm box write what the palm is worth.</source>
        <translation>Skreśl pole monety za każdą monetę; gdy rząd 4 monet jest pełny, wpisz punkty pucharu w jego puchar; w polu palmy wpisz, ile palma jest warta.</translation>
    </message>
    <message>
        <source>That is not a box of the card.</source>
        <translation>To nie jest pole tej karty.</translation>
    </message>
    <message>
        <source>{player} takes card {place} of the open display.</source>
        <translation>{player} bierze odkrytą kartę nr {place}.</translation>
    </message>
    <message>
        <source>{player} takes {card} from the open display.</source>
        <translation>{player} bierze {card} spośród odkrytych kart.</translation>
    </message>
    <message>
        <source>One player&apos;s score card. The cards stay in the box: play them as usual and write the points here.</source>
        <translation>Karta punktacji jednego gracza. Karty zostają w pudełku: gra się nimi jak zwykle, a punkty zapisuje się tutaj.</translation>
    </message>
    <message>
        <source>Words of the game</source>
        <translation>Słowa tej gry</translation>
    </message>
    <message>
        <source>Open display: the four face-up treasure cards beside the pile. A new card comes from there or from the top of the pile.</source>
        <translation>Odkryte karty: cztery karty skarbów leżące odkryte obok stosu. Nową kartę bierzesz spośród nich albo z wierzchu stosu.</translation>
    </message>
    <message>
        <source>Score card: your own card beside your treasure cards, where you cross your coins.</source>
        <translation>Karta punktacji: twoja własna karta obok twoich kart skarbów, na której skreślasz swoje monety.</translation>
    </message>
    <message>
        <source>Round card: the card in the middle that counts the 4 rounds and holds the cups still to be won.</source>
        <translation>Karta rund: karta na środku, która liczy 4 rundy i trzyma puchary, które jeszcze można zdobyć.</translation>
    </message>
    <message>
        <source>Expedition card: the card turned over for everyone; its shape is what you cross this turn.</source>
        <translation>Karta wyprawy: karta odkrywana dla wszystkich; jej kształt skreślasz w tym ruchu.</translation>
    </message>
</context>
</TS>
