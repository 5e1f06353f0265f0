<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL">
<context>
    <name>Controller</name>
    <message>
        <source>Read only: this game is open in another window</source>
        <translation>Tylko do odczytu: ta gra jest otwarta w innym oknie</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Gra się skończyła</translation>
    </message>
    <message>
        <source>{player} (computer) is playing…</source>
        <translation>{player} (komputer) wykonuje ruch…</translation>
    </message>
    <message>
        <source>{player}&apos;s turn</source>
        <translation>Kolej: {player}</translation>
    </message>
    <message>
        <source>The game could not be saved ({reason}). You can keep playing.</source>
        <translation>Nie udało się zapisać gry ({reason}). Można grać dalej.</translation>
    </message>
</context>
<context>
    <name>HandoverPage</name>
    <message>
        <source>Pass the laptop to {name}</source>
        <translation>Podaj laptopa: {name}</translation>
    </message>
    <message>
        <source>Only {name} should look at the screen now. The cards stay hidden until then.</source>
        <translation>Teraz na ekran patrzy tylko {name}. Do tego czasu karty są ukryte.</translation>
    </message>
    <message>
        <source>I&apos;m {name}</source>
        <translation>Jestem {name}</translation>
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
        <translation>Powrót do &amp;strony startowej</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Zakończ</translation>
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
        <translation>&amp;Cofnij „{action}”</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <source>&amp;Redo “{action}”</source>
        <translation>&amp;Ponów „{action}”</translation>
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
        <source>Open a saved game</source>
        <translation>Otwórz zapisaną grę</translation>
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
        <source>Read only</source>
        <translation>Tylko do odczytu</translation>
    </message>
    <message>
        <source>This game is open in another sheetdesk window. It is shown here read-only: nothing you see here is saved.</source>
        <translation>Ta gra jest otwarta w innym oknie sheetdesk. Tutaj jest pokazana tylko do odczytu: nic z tego okna nie zostanie zapisane.</translation>
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
        <translation>Usunąć grę „{game}” (gracze: {players}) z {date}? Tego nie da się cofnąć.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <source>“{file}”: {reason}</source>
        <translation>„{file}”: {reason}</translation>
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

Gry na kartkach dla całej rodziny przy jednym komputerze.

Wolne oprogramowanie na licencji MIT. Korzysta z Qt (przez PySide6) na licencji GNU LGPL w wersji 3.

Twoje gry są zapisywane w folderze:
{folder}</translation>
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
        <source>Solo practice — not part of the published game</source>
        <translation>Trening solo — nie jest częścią wydanej gry</translation>
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
        <source>Options</source>
        <translation>Opcje</translation>
    </message>
    <message>
        <source>empty = a new random deal</source>
        <translation>puste = nowe losowe rozdanie</translation>
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
        <source>Player {number}</source>
        <translation>Gracz {number}</translation>
    </message>
    <message>
        <source>Clever</source>
        <translation>Sprytny</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Losowy</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Wstecz</translation>
    </message>
</context>
<context>
    <name>SavedGamesPage</name>
    <message>
        <source>Finished</source>
        <translation>Zakończona</translation>
    </message>
    <message>
        <source>Turn {turn} · {actions} moves</source>
        <translation>Tura {turn} · ruchy: {actions}</translation>
    </message>
    <message>
        <source>{actions} moves</source>
        <translation>ruchy: {actions}</translation>
    </message>
    <message>
        <source>{name} (computer)</source>
        <translation>{name} (komputer)</translation>
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
        <source>Score so far</source>
        <translation>Dotychczasowy wynik</translation>
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
        <source>Total</source>
        <translation>Suma</translation>
    </message>
    <message>
        <source>{name} wins on the tie-break!</source>
        <translation>Remis punktowy: wygrywa {name}!</translation>
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
        <source>Final scores</source>
        <translation>Wyniki końcowe</translation>
    </message>
    <message>
        <source>Show the sheets</source>
        <translation>Pokaż karty wyników</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <source>Back to start</source>
        <translation>Powrót na start</translation>
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
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
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
        <translation>Gry na kartkach dla całej rodziny</translation>
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
        <source>Settings</source>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Zakończ</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>Game #{number}</source>
        <translation>Gra nr {number}</translation>
    </message>
    <message>
        <source>Turn {turn}</source>
        <translation>Tura {turn}</translation>
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
        <translation>Tura od nowa</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Back to the start page (the game is saved)</source>
        <translation>Powrót do strony startowej (gra jest zapisana)</translation>
    </message>
    <message>
        <source>Score so far</source>
        <translation>Wynik do tej pory</translation>
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
        <translation>Jego czcionka, Noto Sans, jest na licencji SIL Open Font License 1.1.</translation>
    </message>
</context>
<context>
    <name>core</name>
    <message>
        <source>No chance action is due here.</source>
        <translation>Teraz nie ma losowania.</translation>
    </message>
    <message>
        <source>It is not this player&apos;s turn.</source>
        <translation>To nie jest tura tego gracza.</translation>
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
    <name>games</name>
    <message>
        <source>Number rows</source>
        <translation>Rzędy liczb</translation>
    </message>
    <message>
        <source>Treasure cards</source>
        <translation>Karty skarbów</translation>
    </message>
</context>
<context>
    <name>number_rows</name>
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
        <translation>Ten rząd jest zamknięty: już skreśliłeś jego kłódkę.</translation>
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
        <translation>Może to zrobić tylko gracz.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Gra się skończyła.</translation>
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
        <translation>Na tym miejscu wystawki nie ma karty.</translation>
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
        <translation>Tasowanie musi użyć każdej karty ze stosu odrzuconych dokładnie raz.</translation>
    </message>
    <message>
        <source>You can only use the announced number right after the draw.</source>
        <translation>Ogłoszonej liczby możesz użyć tylko zaraz po dobraniu kart.</translation>
    </message>
    <message>
        <source>You have already decided about the announced number.</source>
        <translation>Już zdecydowałeś o ogłoszonej liczbie.</translation>
    </message>
    <message>
        <source>You may cross the announced number in one row only.</source>
        <translation>Ogłoszoną liczbę możesz skreślić tylko w jednym rzędzie.</translation>
    </message>
    <message>
        <source>You have already played your cards this turn.</source>
        <translation>W tej turze już zagrałeś karty.</translation>
    </message>
    <message>
        <source>Play 1, 2 or 3 cards.</source>
        <translation>Zagraj 1, 2 lub 3 karty.</translation>
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
        <translation>Karty zagrywasz dopiero po dobraniu i ogłoszonej liczbie.</translation>
    </message>
    <message>
        <source>Only the player whose turn it is may play and cross now.</source>
        <translation>Teraz zagrywa i skreśla tylko gracz, którego jest tura.</translation>
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
        <source>{player} takes card {place} of the display.</source>
        <translation>{player} bierze kartę {place} z wystawki.</translation>
    </message>
    <message>
        <source>{player} crosses the announced number in the {row} row.</source>
        <translation>{player} skreśla ogłoszoną liczbę: rząd {row}.</translation>
    </message>
    <message>
        <source>{player} has decided about the announced number.</source>
        <translation>{player} decyduje o ogłoszonej liczbie.</translation>
    </message>
    <message>
        <source>{player} plays 1 {color} card.</source>
        <translation>{player} zagrywa 1 kartę, kolor {color}.</translation>
    </message>
    <message>
        <source>{player} plays {count} {color} cards.</source>
        <translation>{player} zagrywa karty ({count}), kolor {color}.</translation>
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
        <translation>Stos odrzuconych kart zostaje przetasowany w nowy stos.</translation>
    </message>
    <message>
        <source>{player} moves.</source>
        <translation>{player} wykonuje ruch.</translation>
    </message>
    <message>
        <source>Score sheet of {player}</source>
        <translation>Karta wyników: {player}</translation>
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
        <translation>Pudło: zaznaczasz je, gdy w swojej turze nic nie skreślisz (−5 punktów)</translation>
    </message>
    <message>
        <source>{row} row, {number}: you chose to cross it (not yet confirmed)</source>
        <translation>{row}, {number}: wybrano do skreślenia (jeszcze niepotwierdzone)</translation>
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
        <translation>Karta z wystawki {number} (kolor ukryty)</translation>
    </message>
    <message>
        <source>Pile: the top card is {number}</source>
        <translation>Stos: na wierzchu jest {number}</translation>
    </message>
    <message>
        <source>Hand card {number} (colour hidden)</source>
        <translation>Karta na ręce {number} (kolor ukryty)</translation>
    </message>
    <message>
        <source>Hand card {number}, {color}</source>
        <translation>Karta na ręce {number}, kolor {color}</translation>
    </message>
    <message>
        <source>Hand card {number}, joker</source>
        <translation>Karta na ręce {number}, joker</translation>
    </message>
    <message>
        <source>Played card {number}, {color}</source>
        <translation>Zagrana karta {number}, kolor {color}</translation>
    </message>
    <message>
        <source>The announced number: {number}</source>
        <translation>Ogłoszona liczba: {number}</translation>
    </message>
    <message>
        <source>Your score sheet</source>
        <translation>Twoja karta wyników</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karty</translation>
    </message>
    <message>
        <source>Joker colour:</source>
        <translation>Kolor jokera:</translation>
    </message>
    <message>
        <source>Play cards</source>
        <translation>Zagraj karty</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Gotowe</translation>
    </message>
    <message>
        <source>{player} — points: {points}</source>
        <translation>{player} — punkty: {points}</translation>
    </message>
    <message>
        <source>Hand: {numbers}</source>
        <translation>Ręka: {numbers}</translation>
    </message>
    <message>
        <source>Please wait…</source>
        <translation>Chwileczkę…</translation>
    </message>
    <message>
        <source>{player} is playing. Please wait…</source>
        <translation>Teraz gra {player}. Chwileczkę…</translation>
    </message>
    <message>
        <source>Take 1 card from the display</source>
        <translation>Weź 1 kartę z wystawki</translation>
    </message>
    <message>
        <source>Take {count} cards from the display</source>
        <translation>Weź karty z wystawki: {count}</translation>
    </message>
    <message>
        <source>You crossed the announced {number}. Press Done.</source>
        <translation>Skreślono ogłoszoną liczbę {number}. Naciśnij „Gotowe”.</translation>
    </message>
    <message>
        <source>Cross the announced {number} in one row, or choose Don&apos;t cross</source>
        <translation>Skreśl ogłoszoną liczbę {number} w jednym rzędzie albo wybierz „Nie skreślam”</translation>
    </message>
    <message>
        <source>The announced {number} fits in none of your rows. Choose Don&apos;t cross</source>
        <translation>Ogłoszona liczba {number} nie pasuje do żadnego rzędu. Wybierz „Nie skreślam”</translation>
    </message>
    <message>
        <source>Don&apos;t cross</source>
        <translation>Nie skreślam</translation>
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
        <source>Done (take a misthrow)</source>
        <translation>Gotowe (pudło)</translation>
    </message>
    <message>
        <source>You cannot do that now.</source>
        <translation>Teraz nie można tego zrobić.</translation>
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
        <source>You played {color} cards: cross in the {color} row.</source>
        <translation>Zagrane karty mają kolor {color}: skreślaj w rzędzie tego koloru.</translation>
    </message>
    <message>
        <source>First take a card from the display.</source>
        <translation>Najpierw weź kartę z wystawki.</translation>
    </message>
    <message>
        <source>You take cards only at the start of your turn.</source>
        <translation>Karty bierzesz tylko na początku swojej tury.</translation>
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
        <translation>Skreślaj jak najwięcej liczb w czterech kolorowych rzędach swojej karty. Im więcej krzyżyków ma rząd, tym więcej jest wart punktów.</translation>
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
        <translation>1. Bierz karty z wystawki, aż będziesz mieć 5 kart na ręce. Kolory kart na ręce są tajne, ich liczby nie.</translation>
    </message>
    <message>
        <source>2. The number on top of the draw pile is for everyone: each player may cross it in one row, or not.</source>
        <translation>2. Liczba na wierzchu stosu jest dla wszystkich: każdy gracz może ją skreślić w jednym rzędzie albo nie.</translation>
    </message>
    <message>
        <source>3. Play 1 to 3 cards of one colour and cross any of their numbers in that colour&apos;s row. Between the first and the last number you cross, at most one number may stay empty.</source>
        <translation>3. Zagraj od 1 do 3 kart jednego koloru i skreśl dowolne z ich liczb w rzędzie tego koloru. Między pierwszą a ostatnią skreśloną liczbą może zostać najwyżej jedna pusta.</translation>
    </message>
    <message>
        <source>If you crossed nothing in steps 2 and 3, you cross a misthrow box (−5 points).</source>
        <translation>Jeśli w krokach 2 i 3 nic nie skreślisz, zaznaczasz pudło (−5 punktów).</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <source>The game ends at once when someone has closed two rows or has crossed 4 misthrows. The highest total wins; a tie shares the win.</source>
        <translation>Gra kończy się natychmiast, gdy ktoś zamknie dwa rzędy albo zaznaczy 4 pudła. Wygrywa najwyższy wynik; przy remisie zwycięstwo jest wspólne.</translation>
    </message>
    <message>
        <source>Jokers (variant): a joker takes the colour you choose when you play it.</source>
        <translation>Jokery (wariant): joker przyjmuje kolor, który wybierzesz przy zagraniu.</translation>
    </message>
</context>
<context>
    <name>saves</name>
    <message>
        <source>It is not an ordinary file, so sheetdesk does not read it.</source>
        <translation>To nie jest zwykły plik, więc sheetdesk go nie czyta.</translation>
    </message>
    <message>
        <source>Its summary (players, dates, scores) is too long or not where it belongs.</source>
        <translation>Podsumowanie w pliku (gracze, daty, punkty) jest za długie albo nie jest tam, gdzie powinno.</translation>
    </message>
    <message>
        <source>The file is too big to be a sheetdesk save.</source>
        <translation>Plik jest za duży jak na zapis sheetdesk.</translation>
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
        <translation>To nie jest zapis sheetdesk.</translation>
    </message>
    <message>
        <source>It was saved by a newer version of sheetdesk.</source>
        <translation>Zapisała go nowsza wersja sheetdesk.</translation>
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
        <source>It was played with newer rules than this version knows.</source>
        <translation>Grano w nią według nowszych zasad, niż zna ta wersja.</translation>
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
        <translation>Zapisana pozycja nie zgadza się z jej ruchami.</translation>
    </message>
    <message>
        <source>The file could not be read ({error}).</source>
        <translation>Nie udało się odczytać pliku ({error}).</translation>
    </message>
    <message>
        <source>The disk is full, so the game could not be saved. The last saved version is kept.</source>
        <translation>Dysk jest pełny, więc nie udało się zapisać gry. Ostatni zapis został zachowany.</translation>
    </message>
    <message>
        <source>sheetdesk may not write to the saves folder, so the game could not be saved. The last saved version is kept.</source>
        <translation>sheetdesk nie ma prawa zapisu w folderze zapisów, więc nie udało się zapisać gry. Ostatni zapis został zachowany.</translation>
    </message>
    <message>
        <source>The game could not be saved ({error}). The last saved version is kept.</source>
        <translation>Nie udało się zapisać gry ({error}). Ostatni zapis został zachowany.</translation>
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
        <source>lilac</source>
        <translation>liliowa</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>pomarańczowa</translation>
    </message>
    <message>
        <source>green</source>
        <translation>zielona</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>szara</translation>
    </message>
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
        <translation>Tylko sama gra tasuje i odkrywa karty.</translation>
    </message>
    <message>
        <source>Only a player can do that.</source>
        <translation>Tylko gracz może to zrobić.</translation>
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
        <translation>Wybrałeś już swoje dwie karty.</translation>
    </message>
    <message>
        <source>Choose from the four cards you were given.</source>
        <translation>Wybierz spośród czterech kart, które dostałeś.</translation>
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
        <source>You have already crossed your boxes for this card.</source>
        <translation>Pola dla tej karty są już przez ciebie skreślone.</translation>
    </message>
    <message>
        <source>Cross the shape or one box first. You may not skip an expedition card.</source>
        <translation>Najpierw skreśl kształt albo jedno pole. Nie można pominąć karty wyprawy.</translation>
    </message>
    <message>
        <source>You crossed an X symbol: cross one more empty box first.</source>
        <translation>Skreśliłeś symbol X: najpierw skreśl jeszcze jedno puste pole.</translation>
    </message>
    <message>
        <source>You can cross boxes only when an expedition card is shown.</source>
        <translation>Pola skreśla się tylko wtedy, gdy odkryta jest karta wyprawy.</translation>
    </message>
    <message>
        <source>That is not one of your treasure cards.</source>
        <translation>To nie jest żadna z twoich kart skarbów.</translation>
    </message>
    <message>
        <source>You have already used this expedition card.</source>
        <translation>Ta karta wyprawy jest już przez ciebie wykorzystana.</translation>
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
        <source>{player} chooses a card to keep.</source>
        <translation>{player}: wybiera kartę do zatrzymania.</translation>
    </message>
    <message>
        <source>{player} crosses the shape on a {color} card.</source>
        <translation>{player}: skreśla kształt na karcie ({color}).</translation>
    </message>
    <message>
        <source>{player} crosses one box on a {color} card.</source>
        <translation>{player}: skreśla jedno pole na karcie ({color}).</translation>
    </message>
    <message>
        <source>{player} is done.</source>
        <translation>{player}: gotowe.</translation>
    </message>
    <message>
        <source>{player} takes the top card of the pile.</source>
        <translation>{player}: bierze wierzchnią kartę ze stosu.</translation>
    </message>
    <message>
        <source>{player} takes card {place} of the display.</source>
        <translation>{player}: bierze kartę {place} z odkrytych kart.</translation>
    </message>
    <message>
        <source>The other treasure cards are shuffled into the pile.</source>
        <translation>Pozostałe karty skarbów zostają wtasowane do stosu.</translation>
    </message>
    <message>
        <source>The expedition cards are shuffled.</source>
        <translation>Karty wypraw zostają potasowane.</translation>
    </message>
    <message>
        <source>Expedition card {number} of {count}.</source>
        <translation>Karta wyprawy {number} z {count}.</translation>
    </message>
    <message>
        <source>{player} moves.</source>
        <translation>{player}: wykonuje ruch.</translation>
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
    <message>
        <source>Treasure cards of {player}</source>
        <translation>Karty skarbów: {player}</translation>
    </message>
    <message>
        <source>Cards dealt to {player}: keep 2 of these 4</source>
        <translation>Karty dla: {player} – zatrzymaj 2 z tych 4</translation>
    </message>
    <message>
        <source>Score card</source>
        <translation>Karta wyników</translation>
    </message>
    <message>
        <source>Total {points}</source>
        <translation>Razem {points}</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}</source>
        <translation>Runda {round} z {rounds}</translation>
    </message>
    <message>
        <source>Open display: a palm is worth {value} now</source>
        <translation>Odkryte karty: palma jest teraz warta {value}</translation>
    </message>
    <message>
        <source>Pile: {count}</source>
        <translation>Stos: {count}</translation>
    </message>
    <message>
        <source>palms: {count}</source>
        <translation>palmy: {count}</translation>
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
        <source>{count} more this round</source>
        <translation>Jeszcze {count} w tej rundzie</translation>
    </message>
    <message>
        <source>Not turned over yet</source>
        <translation>Jeszcze nieodkryta</translation>
    </message>
    <message>
        <source>{color} treasure card, {points} points: {left} of {boxes} boxes empty</source>
        <translation>Karta skarbu ({color}), {points} pkt: pustych pól {left} z {boxes}</translation>
    </message>
    <message>
        <source>Seal: {value} points for each completed {color} card</source>
        <translation>Pieczęć: {value} pkt za każdą ukończoną kartę ({color})</translation>
    </message>
    <message>
        <source>Coins {coins}, palms {palms}, cross symbols {crosses}</source>
        <translation>Monety {coins}, palmy {palms}, symbole X {crosses}</translation>
    </message>
    <message>
        <source>A treasure card, face down</source>
        <translation>Karta skarbu, zakryta</translation>
    </message>
    <message>
        <source>The treasure pile: {count} cards, face down</source>
        <translation>Stos kart skarbów: zakrytych kart {count}</translation>
    </message>
    <message>
        <source>Your treasure cards</source>
        <translation>Twoje karty skarbów</translation>
    </message>
    <message>
        <source>Round card, open display and pile</source>
        <translation>Karta rund, odkryte karty i stos</translation>
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
        <source>{player} — points: {points}, completed cards: {cards}</source>
        <translation>{player} — punkty: {points}, ukończone karty: {cards}</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Gra skończona.</translation>
    </message>
    <message>
        <source>Please wait…</source>
        <translation>Proszę czekać…</translation>
    </message>
    <message>
        <source>{player} is choosing. Please wait…</source>
        <translation>{player}: wybiera. Proszę czekać…</translation>
    </message>
    <message>
        <source>{player} is playing. Please wait…</source>
        <translation>{player}: gra. Proszę czekać…</translation>
    </message>
    <message>
        <source>You keep these 2 cards. Press Confirm (or Undo to change).</source>
        <translation>Zatrzymujesz te 2 karty. Naciśnij „Zatwierdź” (albo „Cofnij”, by zmienić).</translation>
    </message>
    <message>
        <source>Choose 2 of your 4 treasure cards to keep: click a card ({count} of 2 chosen). The others do not see your choice.</source>
        <translation>Wybierz 2 z 4 kart skarbów do zatrzymania: kliknij kartę (wybrane: {count} z 2). Inni nie widzą twojego wyboru.</translation>
    </message>
    <message>
        <source>You completed a treasure card! Take a new one: click a card of the open display or the pile ({count} to take).</source>
        <translation>Karta skarbu ukończona! Weź nową: kliknij jedną z odkrytych kart albo stos (do wzięcia: {count}).</translation>
    </message>
    <message>
        <source>Done for this expedition card? Press Confirm (or Undo to change).</source>
        <translation>Gotowe z tą kartą wyprawy? Naciśnij „Zatwierdź” (albo „Cofnij”, by zmienić).</translation>
    </message>
    <message>
        <source>No empty box is left on your cards. Press Confirm.</source>
        <translation>Na twoich kartach nie zostało puste pole. Naciśnij „Zatwierdź”.</translation>
    </message>
    <message>
        <source>Cross symbol: cross {count} more box anywhere on your cards.</source>
        <translation>Symbol X: skreśl jeszcze {count} pole w dowolnym miejscu swoich kart.</translation>
    </message>
    <message>
        <source>The {shape} fits on neither card: cross one empty box instead.</source>
        <translation>Kształt „{shape}” nie mieści się na żadnej karcie: zamiast niego skreśl jedno puste pole.</translation>
    </message>
    <message>
        <source>Cross one empty box instead of the shape: click a box (B: back to the shape).</source>
        <translation>Skreśl jedno puste pole zamiast kształtu: kliknij pole (B: powrót do kształtu).</translation>
    </message>
    <message>
        <source>Cross the {shape} on one of your cards: move it there and click. R or the wheel turns it, F mirrors it.</source>
        <translation>Skreśl kształt „{shape}” na jednej ze swoich kart: przesuń go tam i kliknij. R lub kółko myszy go obraca, F odbija.</translation>
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
        <source>Cross one box instead (B)</source>
        <translation>Zamiast tego jedno pole (B)</translation>
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
        <source>You cannot do that now.</source>
        <translation>Teraz nie możesz tego zrobić.</translation>
    </message>
    <message>
        <source>You already keep this card. Use Undo to change your mind.</source>
        <translation>Już zatrzymujesz tę kartę. Aby zmienić zdanie, użyj „Cofnij”.</translation>
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
        <translation>Każdy dostaje 4 karty skarbów i zatrzymuje 2 z nich. Inni nie widzą których. Pozostałe karty tworzą zakryty stos, a 4 karty z niego leżą obok odkryte: to odkryte karty.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Tura</translation>
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
        <translation>Jeśli kształt się nie mieści albo nie chcesz go tam, zamiast niego skreśl dowolne jedno puste pole na jednej ze swoich kart. Nigdy nie można pominąć karty wyprawy.</translation>
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
        <translation>Moneta: skreśl następne pole monet na swojej karcie wyników (3 rzędy po 4). Każde pole monety jest warte 1 punkt.</translation>
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
        <translation>Runda ma 7 kart wypraw (ósma nie jest używana). Gra ma 4 rundy.</translation>
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
        <translation>Przesuń kształt myszą nad jedną ze swoich kart. Zielony z ptaszkiem oznacza, że się mieści; czerwony z krzyżykiem – że nie. Kliknij, aby go skreślić.</translation>
    </message>
    <message>
        <source>R or the mouse wheel turns the shape, F mirrors it. B switches to crossing one box instead; press B again to go back to the shape.</source>
        <translation>R lub kółko myszy obraca kształt, F go odbija. B przełącza na skreślanie jednego pola zamiast kształtu; naciśnij B jeszcze raz, aby wrócić do kształtu.</translation>
    </message>
    <message>
        <source>With the keyboard: the arrow keys move the shape, Tab moves it to your other card, Enter crosses it.</source>
        <translation>Klawiatura: strzałki przesuwają kształt, Tab przenosi go na drugą kartę, Enter go skreśla.</translation>
    </message>
    <message>
        <source>When you are done, press Confirm (or Enter). Until then, Undo takes back your crosses.</source>
        <translation>Gdy skończysz, naciśnij „Zatwierdź” (albo Enter). Do tego czasu „Cofnij” cofa twoje krzyżyki.</translation>
    </message>
</context>
</TS>
