<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="el_GR">
<context>
    <name>Controller</name>
    <message>
        <source>Read only</source>
        <translation>Μόνο για ανάγνωση</translation>
    </message>
    <message>
        <source>Read only: this game is open in another window</source>
        <translation>Μόνο για ανάγνωση: το παιχνίδι είναι ανοιχτό σε άλλο παράθυρο</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Το παιχνίδι τελείωσε</translation>
    </message>
    <message>
        <source>{player} is thinking…</source>
        <translation>Σκέφτεται: {player}…</translation>
    </message>
    <message>
        <source>{player} (computer) is playing…</source>
        <translation>Παίζει: {player} (υπολογιστής)…</translation>
    </message>
    <message>
        <source>No hint this time.</source>
        <translation>Αυτή τη φορά δεν βρέθηκε υπόδειξη.</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Ψάχνω μια υπόδειξη…</translation>
    </message>
    <message>
        <source>Hint: {action}</source>
        <translation>Υπόδειξη: {action}</translation>
    </message>
    <message>
        <source>The hint is marked on the sheet.</source>
        <translation>Η υπόδειξη είναι σημειωμένη στο φύλλο.</translation>
    </message>
    <message>
        <source>{reason} You can keep playing.</source>
        <translation>{reason} Μπορείς να συνεχίσεις να παίζεις.</translation>
    </message>
    <message>
        <source>Now playing: {owner} — {player} decides</source>
        <translation>Παίζει: {owner} — αποφασίζει: {player}</translation>
    </message>
    <message>
        <source>Now playing: {player}</source>
        <translation>Παίζει: {player}</translation>
    </message>
</context>
<context>
    <name>DiceItem</name>
    <message>
        <source>Die {die}: {face}</source>
        <translation>Ζάρι {die}: {face}</translation>
    </message>
    <message>
        <source>Die {die}: not rolled yet</source>
        <translation>Ζάρι {die}: δεν έχει ριχτεί ακόμα</translation>
    </message>
    <message>
        <source>Die {die}: {face}, held</source>
        <translation>Ζάρι {die}: {face}, κρατημένο</translation>
    </message>
    <message>
        <source>Die {die}: held</source>
        <translation>Ζάρι {die}: κρατημένο</translation>
    </message>
</context>
<context>
    <name>GameTable</name>
    <message>
        <source>You cannot do that now.</source>
        <translation>Αυτό δεν γίνεται τώρα.</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Υπόδειξη</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Δεν είναι η σειρά σου.</translation>
    </message>
    <message>
        <source>Key: {key}</source>
        <translation>Πλήκτρο: {key}</translation>
    </message>
</context>
<context>
    <name>HandoverPage</name>
    <message>
        <source>Pass the laptop to {name}</source>
        <translation>Δώσε το λάπτοπ — παίζει: {name}</translation>
    </message>
    <message>
        <source>Pass the laptop on: {name} plays next</source>
        <translation>Δώσε το λάπτοπ — παίζει: {name}</translation>
    </message>
    <message>
        <source>Nothing in this game is hidden: everyone may watch while {name} plays.</source>
        <translation>{name}: σε αυτό το παιχνίδι τίποτα δεν είναι κρυφό. Όλοι μπορούν να βλέπουν την οθόνη όσο παίζεις.</translation>
    </message>
    <message>
        <source>Only {name} should look at the screen now.</source>
        <translation>{name}: τώρα την οθόνη τη βλέπεις μόνο εσύ.</translation>
    </message>
    <message>
        <source>I&apos;m {name}</source>
        <translation>Είμαι εγώ: {name}</translation>
    </message>
</context>
<context>
    <name>HeadToHead</name>
    <message>
        <source>Aga&amp;inst:</source>
        <translation>Α&amp;ντίπαλος:</translation>
    </message>
    <message>
        <source>Games together</source>
        <translation>Παιχνίδια μαζί</translation>
    </message>
    <message>
        <source>Shared wins</source>
        <translation>Κοινές νίκες</translation>
    </message>
    <message>
        <source>Won by {name}</source>
        <translation>Νίκες: {name}</translation>
    </message>
    <message>
        <source>Won by someone else</source>
        <translation>Νίκησε κάποιος άλλος</translation>
    </message>
    <message>
        <source>{first}&apos;s score minus {second}&apos;s, on average</source>
        <translation>Μέση διαφορά πόντων: {first} μείον {second}</translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <source>All games</source>
        <translation>Όλα τα παιχνίδια</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>Όλοι</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Δεν υπάρχουν ακόμα τελειωμένα παιχνίδια.</translation>
    </message>
    <message>
        <source>No finished game of {game} with {player}. Choose another game or player.</source>
        <translation>Κανένα τελειωμένο παιχνίδι «{game}» με παίκτη: {player}. Διάλεξε άλλο παιχνίδι ή άλλον παίκτη.</translation>
    </message>
    <message>
        <source>Export the finished games</source>
        <translation>Εξαγωγή των τελειωμένων παιχνιδιών</translation>
    </message>
    <message>
        <source>finished-games.csv</source>
        <translation>τελειωμένα-παιχνίδια.csv</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Αρχεία CSV (*.csv)</translation>
    </message>
    <message>
        <source>The file could not be written: {error}</source>
        <translation>Το αρχείο δεν γράφτηκε: {error}</translation>
    </message>
    <message>
        <source>Finished games</source>
        <translation>Τελειωμένα παιχνίδια</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Παιχνίδι:</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Παίκτης:</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Ημερομηνία</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Παιχνίδι</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Νικητής</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Πόντοι</translation>
    </message>
    <message>
        <source>Why it ended</source>
        <translation>Γιατί τελείωσε</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Πίσω</translation>
    </message>
    <message>
        <source>Export as CSV…</source>
        <translation>Εξαγωγή σε CSV…</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>&amp;Στατιστικά</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>Ά&amp;νοιγμα</translation>
    </message>
    <message>
        <source>Look at this game again, move by move (Enter)</source>
        <translation>Δες ξανά αυτό το παιχνίδι, κίνηση προς κίνηση (Enter)</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Εκτύπωση…</translation>
    </message>
</context>
<context>
    <name>KeysCard</name>
    <message>
        <source>Arrows</source>
        <translation>Βέλη</translation>
    </message>
    <message>
        <source>Move on the sheet, and on to the next card</source>
        <translation>Κινήσου στο φύλλο, και πέρνα στην επόμενη κάρτα</translation>
    </message>
    <message>
        <source>Enter or Space</source>
        <translation>Enter ή Διάστημα</translation>
    </message>
    <message>
        <source>Choose what the outline is on</source>
        <translation>Διάλεξε αυτό που έχει το περίγραμμα</translation>
    </message>
    <message>
        <source>Move between the choices</source>
        <translation>Κινήσου ανάμεσα στις επιλογές</translation>
    </message>
    <message>
        <source>Choose the one you are on</source>
        <translation>Διάλεξε αυτή στην οποία βρίσκεσαι</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Go to the next button or sheet</source>
        <translation>Πήγαινε στο επόμενο κουμπί ή φύλλο</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Πλήκτρα</translation>
    </message>
    <message>
        <source>Keys that work now</source>
        <translation>Τα πλήκτρα που λειτουργούν τώρα</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Κλείσιμο</translation>
    </message>
</context>
<context>
    <name>LearnPage</name>
    <message>
        <source>Learn to play</source>
        <translation>Μάθε να παίζεις</translation>
    </message>
    <message>
        <source>Choose a game: you play a short game against the computer, and each step shows you what to do on the sheet and why. Nothing is saved, and you can leave at any step.</source>
        <translation>Διάλεξε ένα παιχνίδι: παίζεις μια σύντομη παρτίδα με τον υπολογιστή, και σε κάθε βήμα βλέπεις πάνω στο παιχνίδι τι να κάνεις και γιατί. Τίποτα δεν αποθηκεύεται και μπορείς να σταματήσεις σε όποιο βήμα θέλεις.</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Πίσω</translation>
    </message>
</context>
<context>
    <name>ListSort</name>
    <message>
        <source>So&amp;rt by:</source>
        <translation>Τα&amp;ξινόμηση:</translation>
    </message>
    <message>
        <source>{column}: newest first</source>
        <translation>{column}: πρώτα τα νεότερα</translation>
    </message>
    <message>
        <source>{column}: oldest first</source>
        <translation>{column}: πρώτα τα παλαιότερα</translation>
    </message>
    <message>
        <source>{column}: highest first</source>
        <translation>{column}: πρώτα τα μεγαλύτερα</translation>
    </message>
    <message>
        <source>{column}: lowest first</source>
        <translation>{column}: πρώτα τα μικρότερα</translation>
    </message>
    <message>
        <source>{column}: Z to A</source>
        <translation>{column}: Ω έως Α</translation>
    </message>
    <message>
        <source>{column}: A to Z</source>
        <translation>{column}: Α έως Ω</translation>
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
        <translation>&amp;Παιχνίδι</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Νέο παιχνίδι…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ά&amp;νοιγμα…</translation>
    </message>
    <message>
        <source>&amp;Saved games</source>
        <translation>Α&amp;ποθηκευμένα παιχνίδια</translation>
    </message>
    <message>
        <source>Back to the &amp;start page</source>
        <translation>Πίσω στην &amp;αρχική σελίδα</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Εκτύπωση…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Έ&amp;ξοδος</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Επεξεργασία</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Ρυθμίσεις</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Γλώσσα</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Γλώσσα συστήματος</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Ρυθμίσεις…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Βοήθεια</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Κανόνες</translation>
    </message>
    <message>
        <source>&amp;About sheetdesk</source>
        <translation>&amp;Σχετικά με το sheetdesk</translation>
    </message>
    <message>
        <source>&amp;Undo “{action}”</source>
        <translation>&amp;Αναίρεση: «{action}»</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Αναίρεση</translation>
    </message>
    <message>
        <source>&amp;Redo “{action}”</source>
        <translation>&amp;Επανάληψη: «{action}»</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Επανάληψη</translation>
    </message>
    <message>
        <source>Restart &amp;turn</source>
        <translation>Αναίρεση ό&amp;λων</translation>
    </message>
    <message>
        <source>&amp;Hint: what would the computer do?</source>
        <translation>&amp;Υπόδειξη: τι θα έκανε ο υπολογιστής;</translation>
    </message>
    <message>
        <source>Players and finished games</source>
        <translation>Παίκτες και τελειωμένα παιχνίδια</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Άνοιγμα αποθηκευμένου παιχνιδιού</translation>
    </message>
    <message>
        <source>&amp;Finished games</source>
        <translation>&amp;Τελειωμένα παιχνίδια</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>&amp;Στατιστικά</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>Παί&amp;κτες</translation>
    </message>
    <message>
        <source>sheetdesk games (*.sheetdesk)</source>
        <translation>Παιχνίδια sheetdesk (*.sheetdesk)</translation>
    </message>
    <message>
        <source>This game is already in your saved games</source>
        <translation>Αυτό το παιχνίδι υπάρχει ήδη στα αποθηκευμένα παιχνίδια σου</translation>
    </message>
    <message>
        <source>Your saved games already have this game, with moves this copy does not have. Which one do you want to open?</source>
        <translation>Τα αποθηκευμένα παιχνίδια σου έχουν ήδη αυτό το παιχνίδι, με κινήσεις που αυτό το αντίγραφο δεν έχει. Ποιο θέλεις να ανοίξεις;</translation>
    </message>
    <message>
        <source>Open my saved game</source>
        <translation>Άνοιξε το αποθηκευμένο παιχνίδι μου</translation>
    </message>
    <message>
        <source>Open the copy as a separate game</source>
        <translation>Άνοιξε το αντίγραφο ως ξεχωριστό παιχνίδι</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Άκυρο</translation>
    </message>
    <message>
        <source>Read only: sheetdesk may not write to the saves folder.</source>
        <translation>Μόνο για ανάγνωση: το sheetdesk δεν έχει άδεια να γράψει στον φάκελο αποθηκεύσεων.</translation>
    </message>
    <message>
        <source>Read only</source>
        <translation>Μόνο για ανάγνωση</translation>
    </message>
    <message>
        <source>This game is open in another sheetdesk window. It is shown here read-only: nothing you see here is saved.</source>
        <translation>Αυτό το παιχνίδι είναι ανοιχτό σε άλλο παράθυρο του sheetdesk. Εδώ το βλέπεις μόνο για ανάγνωση: τίποτα από όσα κάνεις εδώ δεν αποθηκεύεται.</translation>
    </message>
    <message>
        <source>sheetdesk may not write to the folder where this game is saved, so it is shown read-only: you can look at it, but not go on with it. Nothing is lost: the saved game stays as it was.</source>
        <translation>Το sheetdesk δεν έχει άδεια να γράψει στον φάκελο όπου είναι αποθηκευμένο αυτό το παιχνίδι, γι’ αυτό το βλέπεις μόνο για ανάγνωση: μπορείς να το κοιτάξεις, αλλά όχι να το συνεχίσεις. Τίποτα δεν χάνεται: το αποθηκευμένο παιχνίδι μένει όπως ήταν.</translation>
    </message>
    <message>
        <source>Read only: this game is open in another window.</source>
        <translation>Μόνο για ανάγνωση: το παιχνίδι είναι ανοιχτό σε άλλο παράθυρο.</translation>
    </message>
    <message>
        <source>The game is not saved</source>
        <translation>Το παιχνίδι δεν είναι αποθηκευμένο</translation>
    </message>
    <message>
        <source>The last changes to this game could not be saved: {reason}

Save the game somewhere else (for example on a USB stick) before closing it?</source>
        <translation>Οι τελευταίες αλλαγές σε αυτό το παιχνίδι δεν αποθηκεύτηκαν: {reason}

Θέλεις να αποθηκεύσεις το παιχνίδι κάπου αλλού (για παράδειγμα σε ένα στικάκι USB) πριν το κλείσεις;</translation>
    </message>
    <message>
        <source>Save elsewhere…</source>
        <translation>Αποθήκευση αλλού…</translation>
    </message>
    <message>
        <source>Close without saving</source>
        <translation>Κλείσιμο χωρίς αποθήκευση</translation>
    </message>
    <message>
        <source>Save the game elsewhere</source>
        <translation>Αποθήκευση του παιχνιδιού αλλού</translation>
    </message>
    <message>
        <source>Delete the game?</source>
        <translation>Διαγραφή του παιχνιδιού;</translation>
    </message>
    <message>
        <source>Delete {game} with {players} from {date}? This cannot be undone.</source>
        <translation>Να διαγραφεί το παιχνίδι «{game}» ({players}, {date}); Αυτό δεν αναιρείται.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Διαγραφή</translation>
    </message>
    <message>
        <source>A saved game was damaged</source>
        <translation>Ένα αποθηκευμένο παιχνίδι είχε χαλάσει</translation>
    </message>
    <message>
        <source>sheetdesk mended this saved game from its backup:</source>
        <translation>Το sheetdesk επιδιόρθωσε αυτό το αποθηκευμένο παιχνίδι από το αντίγραφό του:</translation>
    </message>
    <message>
        <source>sheetdesk mended these saved games from their backups:</source>
        <translation>Το sheetdesk επιδιόρθωσε αυτά τα αποθηκευμένα παιχνίδια από τα αντίγραφά τους:</translation>
    </message>
    <message>
        <source>“{file}”: {reason}</source>
        <translation>«{file}»: {reason}</translation>
    </message>
    <message>
        <source>The damaged file was kept in {folder}.</source>
        <translation>Το χαλασμένο αρχείο φυλάχτηκε στον φάκελο {folder}.</translation>
    </message>
    <message>
        <source>It was moved to {folder}.</source>
        <translation>Μεταφέρθηκε στον φάκελο {folder}.</translation>
    </message>
    <message>
        <source>Could not save</source>
        <translation>Η αποθήκευση απέτυχε</translation>
    </message>
    <message>
        <source>The game could not be saved there:</source>
        <translation>Το παιχνίδι δεν αποθηκεύτηκε εκεί:</translation>
    </message>
    <message>
        <source>Could not delete</source>
        <translation>Η διαγραφή απέτυχε</translation>
    </message>
    <message>
        <source>The saved game could not be deleted:</source>
        <translation>Το αποθηκευμένο παιχνίδι δεν διαγράφηκε:</translation>
    </message>
    <message>
        <source>Could not open a saved game</source>
        <translation>Ένα αποθηκευμένο παιχνίδι δεν άνοιξε</translation>
    </message>
    <message>
        <source>This saved game could not be opened:</source>
        <translation>Αυτό το αποθηκευμένο παιχνίδι δεν άνοιξε:</translation>
    </message>
    <message>
        <source>Could not open some saved games</source>
        <translation>Κάποια αποθηκευμένα παιχνίδια δεν άνοιξαν</translation>
    </message>
    <message>
        <source>These saved games could not be opened:</source>
        <translation>Αυτά τα αποθηκευμένα παιχνίδια δεν άνοιξαν:</translation>
    </message>
    <message>
        <source>The settings could not be saved.</source>
        <translation>Οι ρυθμίσεις δεν αποθηκεύτηκαν.</translation>
    </message>
    <message>
        <source>The settings could not be read, so the usual ones are used. The damaged file is kept as {file}.</source>
        <translation>Οι ρυθμίσεις δεν διαβάστηκαν, οπότε ισχύουν οι συνηθισμένες. Το χαλασμένο αρχείο φυλάχτηκε ως {file}.</translation>
    </message>
    <message>
        <source>The settings could not be read, so the usual ones are used.</source>
        <translation>Οι ρυθμίσεις δεν διαβάστηκαν, οπότε ισχύουν οι συνηθισμένες.</translation>
    </message>
    <message>
        <source>About sheetdesk</source>
        <translation>Σχετικά με το sheetdesk</translation>
    </message>
    <message>
        <source>sheetdesk {version}

Paper-sheet games for a family around one computer.

Free software under the MIT licence. It uses Qt (through PySide6) under the GNU LGPL version 3.

Your games are saved in:
{folder}</source>
        <translation>sheetdesk {version}

Παιχνίδια χαρτιού και μολυβιού για όλη την οικογένεια, σε έναν υπολογιστή.

Ελεύθερο λογισμικό με άδεια MIT. Χρησιμοποιεί το Qt (μέσω PySide6) με την άδεια GNU LGPL έκδοση 3.

Τα παιχνίδια σου αποθηκεύονται στον φάκελο:
{folder}</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation>&amp;Πλήκτρα</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Νέο παιχνίδι</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Παιχνίδι:</translation>
    </message>
    <message>
        <source>One player: the solo rules apply.</source>
        <translation>Ένας παίκτης: παίζεται με τους κανόνες του σόλο παιχνιδιού.</translation>
    </message>
    <message>
        <source>Solo practice — not part of the published game</source>
        <translation>Εξάσκηση για έναν — δεν ανήκει στο επίσημο παιχνίδι</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Παίκτες:</translation>
    </message>
    <message>
        <source>Who plays</source>
        <translation>Ποιοι παίζουν</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Θέση {number}</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Υπολογιστής</translation>
    </message>
    <message>
        <source>Played here before:</source>
        <translation>Έχουν παίξει ήδη εδώ:</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Επιλογές</translation>
    </message>
    <message>
        <source>Game number:</source>
        <translation>Αριθμός παιχνιδιού:</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Άκυρο</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Έναρξη</translation>
    </message>
    <message>
        <source>Seat {name} at the table.</source>
        <translation>Βάλε στο τραπέζι: {name}</translation>
    </message>
    <message>
        <source>Seat {number}: {reason}</source>
        <translation>Θέση {number}: {reason}</translation>
    </message>
    <message>
        <source>empty = a new random game</source>
        <translation>άφησέ το κενό για ένα νέο παιχνίδι</translation>
    </message>
    <message>
        <source>{name}&apos;s colour and symbol (changed on the Players page)</source>
        <translation>Χρώμα και σύμβολο: {name} (αλλάζουν στη σελίδα Παίκτες)</translation>
    </message>
    <message>
        <source>Choose {name}&apos;s colour and symbol</source>
        <translation>Διάλεξε χρώμα και σύμβολο: {name}</translation>
    </message>
    <message>
        <source>Colour and symbol</source>
        <translation>Χρώμα και σύμβολο</translation>
    </message>
    <message>
        <source>{name} is at the table: click to take them off.</source>
        <translation>{name}: ήδη στο τραπέζι· κάνε κλικ ξανά για να σηκωθεί.</translation>
    </message>
</context>
<context>
    <name>OthersPanel</name>
    <message>
        <source>Close</source>
        <translation>Κλείσιμο</translation>
    </message>
    <message>
        <source>Click, or press Enter or Space, to see this sheet big</source>
        <translation>Κάνε κλικ ή πάτα Enter ή Διάστημα για να δεις αυτό το φύλλο μεγάλο</translation>
    </message>
    <message>
        <source>Show this sheet big; Esc or Enter puts it back</source>
        <translation>Δες αυτό το φύλλο μεγάλο· με Esc ή Enter γυρίζει πίσω</translation>
    </message>
    <message>
        <source>Go to the next player&apos;s sheet</source>
        <translation>Πήγαινε στο φύλλο του επόμενου παίκτη</translation>
    </message>
    <message>
        <source>{player} — points: {points}</source>
        <translation>{player} — πόντοι: {points}</translation>
    </message>
    <message>
        <source>The other players&apos; sheets</source>
        <translation>Τα φύλλα των άλλων παικτών</translation>
    </message>
</context>
<context>
    <name>Paper</name>
    <message numerus="yes">
        <source>{player}: %n point(s)</source>
        <translation>
            <numerusform>{player}: %n πόντος</numerusform>
            <numerusform>{player}: %n πόντοι</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n page(s) written to {file}</source>
        <translation>
            <numerusform>Γράφτηκε %n σελίδα στο {file}</numerusform>
            <numerusform>Γράφτηκαν %n σελίδες στο {file}</numerusform>
        </translation>
    </message>
    <message>
        <source>Scores so far</source>
        <translation>Η βαθμολογία ως τώρα</translation>
    </message>
    <message>
        <source>The pages could not be drawn.</source>
        <translation>Οι σελίδες δεν σχεδιάστηκαν.</translation>
    </message>
    <message>
        <source>The disk is full, so {file} could not be written. Nothing was changed.</source>
        <translation>Ο δίσκος είναι γεμάτος, γι’ αυτό το {file} δεν γράφτηκε. Δεν άλλαξε τίποτα.</translation>
    </message>
    <message>
        <source>sheetdesk may not write to the folder {folder}. Choose another place for the file.</source>
        <translation>Το sheetdesk δεν έχει άδεια να γράψει στον φάκελο {folder}. Διάλεξε άλλο σημείο για το αρχείο.</translation>
    </message>
    <message>
        <source>{file} cannot be written there. Choose another place for the file.</source>
        <translation>Το {file} δεν μπορεί να γραφτεί εκεί. Διάλεξε άλλο σημείο για το αρχείο.</translation>
    </message>
    <message>
        <source>{file} could not be written ({error}). Nothing was changed.</source>
        <translation>Το {file} δεν γράφτηκε ({error}). Δεν άλλαξε τίποτα.</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Σύνολο</translation>
    </message>
    <message>
        <source>How to fill it in: cross the boxes as you play; at the end write each part&apos;s points in its box below and their sum in Total.</source>
        <translation>Πώς το συμπληρώνεις: βάζε Χ στα τετραγωνάκια όσο παίζεις· στο τέλος γράψε τους πόντους κάθε μέρους στο δικό του από κάτω και το άθροισμά τους στο Σύνολο.</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Όνομα:</translation>
    </message>
    <message>
        <source>Played on {date}</source>
        <translation>Παίχτηκε στις {date}</translation>
    </message>
    <message>
        <source>Begun on {date}, not finished yet</source>
        <translation>Ξεκίνησε στις {date}, δεν έχει τελειώσει ακόμα</translation>
    </message>
    <message>
        <source>Players: {names}</source>
        <translation>Παίκτες: {names}</translation>
    </message>
</context>
<context>
    <name>PartStop</name>
    <message>
        <source>Show this card big; Esc or Enter puts it back</source>
        <translation>Δες αυτή την κάρτα μεγάλη· με Esc ή Enter γυρίζει πίσω</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <source>Merge two players</source>
        <translation>Ένωση δύο παικτών</translation>
    </message>
    <message>
        <source>{first} and {second} become one player, with every game of both. Which name stays?</source>
        <translation>{first} και {second}: γίνονται ένας παίκτης, με όλα τα παιχνίδια και των δύο. Ποιο όνομα μένει;</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Άκυρο</translation>
    </message>
    <message>
        <source>Remove the player?</source>
        <translation>Αφαίρεση του παίκτη;</translation>
    </message>
    <message>
        <source>Remove {name} from the list? Their finished games stay, with their name.</source>
        <translation>Να βγει από τη λίστα: {name}; Τα τελειωμένα παιχνίδια μένουν, με αυτό το όνομα.</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Αφαίρεση</translation>
    </message>
    <message>
        <source>Offer in New game</source>
        <translation>Να προτείνεται στο Νέο παιχνίδι</translation>
    </message>
    <message>
        <source>Hide from New game</source>
        <translation>Απόκρυψη από το Νέο παιχνίδι</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Άνθρωπος</translation>
    </message>
    <message>
        <source>Computer ({level})</source>
        <translation>Υπολογιστής ({level})</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Υπολογιστής</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>Κρυφός</translation>
    </message>
    <message>
        <source>Offered</source>
        <translation>Προτείνεται</translation>
    </message>
    <message>
        <source>Made by a newer version of sheetdesk: shown, but not changed here.</source>
        <translation>Από νεότερη έκδοση του sheetdesk: φαίνεται, αλλά δεν αλλάζει εδώ.</translation>
    </message>
    <message>
        <source>No players yet: the names typed in New game are remembered here.</source>
        <translation>Δεν υπάρχουν ακόμα παίκτες: τα ονόματα που γράφεις στο Νέο παιχνίδι θα φυλάγονται εδώ.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Παίκτες</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Παίκτης</translation>
    </message>
    <message>
        <source>Plays as</source>
        <translation>Παίζει ως</translation>
    </message>
    <message>
        <source>In New game</source>
        <translation>Στο Νέο παιχνίδι</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Πίσω</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Μετονομασία</translation>
    </message>
    <message>
        <source>Merge the two…</source>
        <translation>Ένωση των δύο…</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>Αφαίρεση…</translation>
    </message>
    <message>
        <source>Reading the list of players…</source>
        <translation>Διαβάζω τη λίστα των παικτών…</translation>
    </message>
    <message>
        <source>Saving the change…</source>
        <translation>Αποθηκεύω την αλλαγή…</translation>
    </message>
    <message>
        <source>{other} is already a player. Are {name} and {other} the same person? Then they become one player, {other}, with every game of both.</source>
        <translation>Υπάρχει ήδη παίκτης με το όνομα {other}. Είναι {name} και {other} το ίδιο πρόσωπο; Τότε γίνονται ένας παίκτης, {other}, με όλα τα παιχνίδια και των δύο.</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Ένωση</translation>
    </message>
    <message>
        <source>Keep {name}</source>
        <translation>Να μείνει {name}</translation>
    </message>
    <message>
        <source>Colour and symbol…</source>
        <translation>Χρώμα και σύμβολο…</translation>
    </message>
</context>
<context>
    <name>PrintDialog</name>
    <message>
        <source>Print</source>
        <translation>Εκτύπωση</translation>
    </message>
    <message>
        <source>Print blank score pads to play at the table. To print the sheets of a game with its scores, open the game first.</source>
        <translation>Τύπωσε κενά φύλλα βαθμολογίας για παιχνίδι στο τραπέζι. Για να τυπώσεις τα φύλλα μιας παρτίδας με τη βαθμολογία της, άνοιξε πρώτα την παρτίδα.</translation>
    </message>
    <message>
        <source>&amp;Blank score pads</source>
        <translation>&amp;Κενά φύλλα βαθμολογίας</translation>
    </message>
    <message>
        <source>Print blank score pads to play at the table, or this game with its scores.</source>
        <translation>Τύπωσε κενά φύλλα βαθμολογίας για παιχνίδι στο τραπέζι ή αυτή την παρτίδα με τη βαθμολογία της.</translation>
    </message>
    <message>
        <source>&amp;This game, with its scores</source>
        <translation>Αυτή η πα&amp;ρτίδα, με τη βαθμολογία</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>Πα&amp;ιχνίδι:</translation>
    </message>
    <message>
        <source>&amp;How many pads:</source>
        <translation>&amp;Πόσα φύλλα:</translation>
    </message>
    <message>
        <source>Pa&amp;per:</source>
        <translation>&amp;Χαρτί:</translation>
    </message>
    <message>
        <source>&amp;Save as PDF…</source>
        <translation>Αποθήκευση ως P&amp;DF…</translation>
    </message>
    <message>
        <source>P&amp;rint…</source>
        <translation>&amp;Εκτύπωση…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Κλείσιμο</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Αποθήκευση ως PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Αρχεία PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The PDF was not written</source>
        <translation>Το PDF δεν γράφτηκε</translation>
    </message>
    <message>
        <source>PDF written</source>
        <translation>Το PDF γράφτηκε</translation>
    </message>
    <message>
        <source>Saved as {file}.</source>
        <translation>Αποθηκεύτηκε ως {file}.</translation>
    </message>
    <message>
        <source>Printing is not available</source>
        <translation>Η εκτύπωση δεν είναι διαθέσιμη</translation>
    </message>
    <message>
        <source>This installation cannot print directly. Save a PDF instead and print it from a PDF viewer.</source>
        <translation>Αυτή η εγκατάσταση δεν μπορεί να τυπώσει απευθείας. Αποθήκευσε ένα PDF και τύπωσέ το από ένα πρόγραμμα προβολής PDF.</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>Φάκελος</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Δίσκος</translation>
    </message>
</context>
<context>
    <name>QCupsJobWidget</name>
    <message>
        <source>Job</source>
        <translation>Εργασία</translation>
    </message>
    <message>
        <source>Job Control</source>
        <translation>Έλεγχος εργασίας</translation>
    </message>
    <message>
        <source>Scheduled &amp;printing:</source>
        <translation>&amp;Πότε θα τυπωθεί:</translation>
    </message>
    <message>
        <source>&amp;Billing information:</source>
        <translation>Στοιχεία &amp;χρέωσης:</translation>
    </message>
    <message>
        <source>Job &amp;priority:</source>
        <translation>Π&amp;ροτεραιότητα:</translation>
    </message>
    <message>
        <source>Banner Pages</source>
        <translation>Σελίδες διαχωρισμού</translation>
    </message>
    <message>
        <source>Print Immediately</source>
        <translation>Αμέσως</translation>
    </message>
    <message>
        <source>Hold Indefinitely</source>
        <translation>Σε αναμονή</translation>
    </message>
    <message>
        <source>Day (06:00 to 17:59)</source>
        <translation>Μέρα (06:00–17:59)</translation>
    </message>
    <message>
        <source>Night (18:00 to 05:59)</source>
        <translation>Νύχτα (18:00–05:59)</translation>
    </message>
    <message>
        <source>Second Shift (16:00 to 23:59)</source>
        <translation>2η βάρδια (16:00–23:59)</translation>
    </message>
    <message>
        <source>Third Shift (00:00 to 07:59)</source>
        <translation>3η βάρδια (00:00–07:59)</translation>
    </message>
    <message>
        <source>Weekend (Saturday to Sunday)</source>
        <translation>Σαββατοκύριακο</translation>
    </message>
    <message>
        <source>Specific Time</source>
        <translation>Συγκεκριμένη ώρα</translation>
    </message>
    <message>
        <source>&amp;Start:</source>
        <comment>Banner page at start</comment>
        <translation>&amp;Αρχή:</translation>
    </message>
    <message>
        <source>&amp;End:</source>
        <comment>Banner page at end</comment>
        <translation>&amp;Τέλος:</translation>
    </message>
    <message>
        <source>None</source>
        <comment>CUPS Banner page</comment>
        <translation>Καμία</translation>
    </message>
    <message>
        <source>Standard</source>
        <comment>CUPS Banner page</comment>
        <translation>Απλή</translation>
    </message>
    <message>
        <source>Unclassified</source>
        <comment>CUPS Banner page</comment>
        <translation>Μη διαβαθμισμένο</translation>
    </message>
    <message>
        <source>Confidential</source>
        <comment>CUPS Banner page</comment>
        <translation>Εμπιστευτικό</translation>
    </message>
    <message>
        <source>Classified</source>
        <comment>CUPS Banner page</comment>
        <translation>Διαβαθμισμένο</translation>
    </message>
    <message>
        <source>Secret</source>
        <comment>CUPS Banner page</comment>
        <translation>Απόρρητο</translation>
    </message>
    <message>
        <source>Top Secret</source>
        <comment>CUPS Banner page</comment>
        <translation>Άκρως απόρρητο</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Φάκελος:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>Όνομα &amp;αρχείου:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>&amp;Τύπος αρχείων:</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Πίσω</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Εμπρός</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Πάνω φάκελος</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Νέος φάκελος</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Φτιάξε νέο φάκελο</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Λίστα</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Λεπτομέρειες</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Δείξε τα ως λίστα</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Δείξε τα με λεπτομέρειες</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Πίσω</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Εμπρός</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Στον πάνω φάκελο</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Τοποθεσίες και σελιδοδείκτες</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Πλευρική στήλη</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Αρχεία</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Όλα τα αρχεία (*)</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Αποθήκευση ως</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Αποθήκευση</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>Ά&amp;νοιγμα</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Άνοιγμα</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>&amp;Νέος φάκελος</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Διαγραφή</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Δείξε τα &amp;κρυφά αρχεία</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Μετονομασία</translation>
    </message>
    <message>
        <source>Show </source>
        <translation>Δείξε: </translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Όνομα</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Μέγεθος</translation>
    </message>
    <message>
        <source>Type</source>
        <comment>All other platforms</comment>
        <translation>Τύπος</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Αλλαγή</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Υπολογιστής</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>Εμφάνιση λεπτομερειών…</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>Απόκρυψη λεπτομερειών…</translation>
    </message>
</context>
<context>
    <name>QPageSetupWidget</name>
    <message>
        <source>Paper</source>
        <translation>Χαρτί</translation>
    </message>
    <message>
        <source>Page size:</source>
        <translation>Μέγεθος σελίδας:</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>Πλάτος:</translation>
    </message>
    <message>
        <source>Height:</source>
        <translation>Ύψος:</translation>
    </message>
    <message>
        <source>Paper source:</source>
        <translation>Τροφοδοσία χαρτιού:</translation>
    </message>
    <message>
        <source>Orientation</source>
        <translation>Προσανατολισμός</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>Κατακόρυφα</translation>
    </message>
    <message>
        <source>Landscape</source>
        <translation>Οριζόντια</translation>
    </message>
    <message>
        <source>Reverse landscape</source>
        <translation>Οριζόντια ανάποδα</translation>
    </message>
    <message>
        <source>Reverse portrait</source>
        <translation>Κατακόρυφα ανάποδα</translation>
    </message>
    <message>
        <source>Margins</source>
        <translation>Περιθώρια</translation>
    </message>
    <message>
        <source>top margin</source>
        <translation>πάνω περιθώριο</translation>
    </message>
    <message>
        <source>left margin</source>
        <translation>αριστερό περιθώριο</translation>
    </message>
    <message>
        <source>right margin</source>
        <translation>δεξί περιθώριο</translation>
    </message>
    <message>
        <source>bottom margin</source>
        <translation>κάτω περιθώριο</translation>
    </message>
    <message>
        <source>Page Layout</source>
        <translation>Διάταξη σελίδων</translation>
    </message>
    <message>
        <source>Pages &amp;per sheet:</source>
        <translation>&amp;Σελίδες ανά φύλλο:</translation>
    </message>
    <message>
        <source>Page &amp;order:</source>
        <translation>&amp;Σειρά σελίδων:</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Άλλο μέγεθος</translation>
    </message>
    <message>
        <source>mm</source>
        <translation>mm</translation>
    </message>
    <message>
        <source>Millimeters (mm)</source>
        <translation>Χιλιοστά (mm)</translation>
    </message>
    <message>
        <source>Inches (in)</source>
        <translation>Ίντσες (in)</translation>
    </message>
    <message>
        <source>Points (pt)</source>
        <translation>Στιγμές (pt)</translation>
    </message>
    <message>
        <source>Pica (P̸)</source>
        <translation>Πίκα (P̸)</translation>
    </message>
    <message>
        <source>Didot (DD)</source>
        <translation>Ντιντό (DD)</translation>
    </message>
    <message>
        <source>Cicero (CC)</source>
        <translation>Κικερό (CC)</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>Cancel</source>
        <translation>Άκυρο</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Εντάξει</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Αποθήκευση</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Άνοιγμα</translation>
    </message>
</context>
<context>
    <name>QPrintDialog</name>
    <message>
        <source>Print</source>
        <translation>Εκτύπωση</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>&amp;Εκτύπωση</translation>
    </message>
    <message>
        <source>&amp;Options &gt;&gt;</source>
        <translation>&amp;Επιλογές &gt;&gt;</translation>
    </message>
    <message>
        <source>&amp;Options &lt;&lt;</source>
        <translation>&amp;Επιλογές &lt;&lt;</translation>
    </message>
    <message>
        <source>Print to File (PDF)</source>
        <translation>Εκτύπωση σε αρχείο (PDF)</translation>
    </message>
    <message>
        <source>Local file</source>
        <translation>Αρχείο στον υπολογιστή</translation>
    </message>
    <message>
        <source>Write PDF file</source>
        <translation>Γράψιμο αρχείου PDF</translation>
    </message>
    <message>
        <source>Print To File ...</source>
        <translation>Εκτύπωση σε αρχείο…</translation>
    </message>
    <message>
        <source>All Pages</source>
        <translation>Όλες</translation>
    </message>
    <message>
        <source>Odd Pages</source>
        <translation>Μονές</translation>
    </message>
    <message>
        <source>Even Pages</source>
        <translation>Ζυγές</translation>
    </message>
    <message>
        <source>1 (1x1)</source>
        <translation>1 (1×1)</translation>
    </message>
    <message>
        <source>2 (2x1)</source>
        <translation>2 (2×1)</translation>
    </message>
    <message>
        <source>4 (2x2)</source>
        <translation>4 (2×2)</translation>
    </message>
    <message>
        <source>6 (2x3)</source>
        <translation>6 (2×3)</translation>
    </message>
    <message>
        <source>9 (3x3)</source>
        <translation>9 (3×3)</translation>
    </message>
    <message>
        <source>16 (4x4)</source>
        <translation>16 (4×4)</translation>
    </message>
    <message>
        <source>Left to Right, Top to Bottom</source>
        <translation>Αριστερά προς δεξιά, πάνω προς κάτω</translation>
    </message>
    <message>
        <source>Left to Right, Bottom to Top</source>
        <translation>Αριστερά προς δεξιά, κάτω προς πάνω</translation>
    </message>
    <message>
        <source>Right to Left, Bottom to Top</source>
        <translation>Δεξιά προς αριστερά, κάτω προς πάνω</translation>
    </message>
    <message>
        <source>Right to Left, Top to Bottom</source>
        <translation>Δεξιά προς αριστερά, πάνω προς κάτω</translation>
    </message>
    <message>
        <source>Bottom to Top, Left to Right</source>
        <translation>Κάτω προς πάνω, αριστερά προς δεξιά</translation>
    </message>
    <message>
        <source>Bottom to Top, Right to Left</source>
        <translation>Κάτω προς πάνω, δεξιά προς αριστερά</translation>
    </message>
    <message>
        <source>Top to Bottom, Left to Right</source>
        <translation>Πάνω προς κάτω, αριστερά προς δεξιά</translation>
    </message>
    <message>
        <source>Top to Bottom, Right to Left</source>
        <translation>Πάνω προς κάτω, δεξιά προς αριστερά</translation>
    </message>
    <message>
        <source>%1 is a directory.
Please choose a different file name.</source>
        <translation>Το %1 είναι φάκελος.
Διάλεξε άλλο όνομα αρχείου.</translation>
    </message>
    <message>
        <source>File %1 is not writable.
Please choose a different file name.</source>
        <translation>Το αρχείο %1 δεν μπορεί να γραφτεί.
Διάλεξε άλλο όνομα αρχείου.</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to overwrite it?</source>
        <translation>Το %1 υπάρχει ήδη.
Θέλεις να γράψεις από πάνω του;</translation>
    </message>
    <message>
        <source>Invalid Pages Definition</source>
        <translation>Οι σελίδες δεν δόθηκαν σωστά</translation>
    </message>
    <message>
        <source>%1 does not follow the correct syntax. Please use &apos;,&apos; to separate ranges and pages, &apos;-&apos; to define ranges and make sure ranges do not intersect with each other.</source>
        <translation>Το %1 δεν είναι γραμμένο σωστά. Χώρισε σελίδες και διαστήματα με &apos;,&apos;, γράψε ένα διάστημα με &apos;-&apos;, και πρόσεξε να μην επικαλύπτονται τα διαστήματα.</translation>
    </message>
    <message>
        <source>Options &apos;Pages Per Sheet&apos; and &apos;Page Set&apos; cannot be used together.
Please turn one of those options off.</source>
        <translation>Οι επιλογές «Σελίδες ανά φύλλο» και «Σύνολο σελίδων» δεν γίνεται να χρησιμοποιηθούν μαζί.
Κλείσε τη μία από τις δύο.</translation>
    </message>
</context>
<context>
    <name>QPrintPreviewDialog</name>
    <message>
        <source>Fit width</source>
        <translation>Προσαρμογή στο πλάτος</translation>
    </message>
    <message>
        <source>Fit page</source>
        <translation>Προσαρμογή στη σελίδα</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Μεγέθυνση</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Σμίκρυνση</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>Κατακόρυφα</translation>
    </message>
    <message>
        <source>Landscape</source>
        <translation>Οριζόντια</translation>
    </message>
    <message>
        <source>First page</source>
        <translation>Πρώτη σελίδα</translation>
    </message>
    <message>
        <source>Previous page</source>
        <translation>Προηγούμενη σελίδα</translation>
    </message>
    <message>
        <source>Next page</source>
        <translation>Επόμενη σελίδα</translation>
    </message>
    <message>
        <source>Last page</source>
        <translation>Τελευταία σελίδα</translation>
    </message>
    <message>
        <source>Show single page</source>
        <translation>Μία σελίδα τη φορά</translation>
    </message>
    <message>
        <source>Show facing pages</source>
        <translation>Δύο σελίδες αντικριστά</translation>
    </message>
    <message>
        <source>Show overview of all pages</source>
        <translation>Όλες οι σελίδες μαζί</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Εκτύπωση</translation>
    </message>
    <message>
        <source>Page setup</source>
        <translation>Διαμόρφωση σελίδας</translation>
    </message>
    <message>
        <source>Page Setup</source>
        <translation>Διαμόρφωση σελίδας</translation>
    </message>
</context>
<context>
    <name>QPrintPropertiesDialog</name>
    <message>
        <source>Printer Properties</source>
        <translation>Ιδιότητες εκτυπωτή</translation>
    </message>
    <message>
        <source>Job Options</source>
        <translation>Επιλογές εργασίας</translation>
    </message>
</context>
<context>
    <name>QPrintPropertiesWidget</name>
    <message>
        <source>Page</source>
        <translation>Σελίδα</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Για προχωρημένους</translation>
    </message>
    <message>
        <source>There are conflicts in some options. Please fix them.</source>
        <translation>Κάποιες επιλογές συγκρούονται. Διόρθωσέ τες.</translation>
    </message>
</context>
<context>
    <name>QPrintSettingsOutput</name>
    <message>
        <source>Copies</source>
        <translation>Αντίτυπα</translation>
    </message>
    <message>
        <source>Print range</source>
        <translation>Τι θα τυπωθεί</translation>
    </message>
    <message>
        <source>Print all</source>
        <translation>Όλα</translation>
    </message>
    <message>
        <source>Pages from</source>
        <translation>Από</translation>
    </message>
    <message>
        <source>to</source>
        <translation>έως</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Σελίδες</translation>
    </message>
    <message>
        <source>Current Page</source>
        <translation>Η τρέχουσα σελίδα</translation>
    </message>
    <message>
        <source>Selection</source>
        <translation>Η επιλογή</translation>
    </message>
    <message>
        <source>Page &amp;Set:</source>
        <translation>Σύ&amp;νολο σελίδων:</translation>
    </message>
    <message>
        <source>Specify pages or ranges separated by commas. Ranges are specified by two numbers separated by a hyphen. E.g: 3,5-7,9 prints pages 3, 5, 6, 7 and 9.</source>
        <translation>Γράψε σελίδες ή διαστήματα χωρισμένα με κόμματα. Ένα διάστημα είναι δύο αριθμοί με μια παύλα ανάμεσα. Π.χ. το 3,5-7,9 τυπώνει τις σελίδες 3, 5, 6, 7 και 9.</translation>
    </message>
    <message>
        <source>Output Settings</source>
        <translation>Αντίτυπα και σειρά</translation>
    </message>
    <message>
        <source>Copies:</source>
        <translation>Αντίτυπα:</translation>
    </message>
    <message>
        <source>Collate</source>
        <translation>Ανά αντίτυπο</translation>
    </message>
    <message>
        <source>Reverse</source>
        <translation>Αντίστροφη σειρά</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Επιλογές</translation>
    </message>
    <message>
        <source>Color Mode</source>
        <translation>Χρώμα</translation>
    </message>
    <message>
        <source>Color</source>
        <translation>Έγχρωμα</translation>
    </message>
    <message>
        <source>Grayscale</source>
        <translation>Ασπρόμαυρα</translation>
    </message>
    <message>
        <source>Double Sided Printing</source>
        <translation>Εκτύπωση και στις δύο όψεις</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Όχι</translation>
    </message>
    <message>
        <source>Long side binding</source>
        <translation>Γύρισμα στη μακριά πλευρά</translation>
    </message>
    <message>
        <source>Short side binding</source>
        <translation>Γύρισμα στην κοντή πλευρά</translation>
    </message>
</context>
<context>
    <name>QPrintWidget</name>
    <message>
        <source>Printer</source>
        <translation>Εκτυπωτής</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>Ό&amp;νομα:</translation>
    </message>
    <message>
        <source>P&amp;roperties</source>
        <translation>&amp;Ιδιότητες</translation>
    </message>
    <message>
        <source>Location:</source>
        <translation>Θέση:</translation>
    </message>
    <message>
        <source>Type:</source>
        <translation>Τύπος:</translation>
    </message>
    <message>
        <source>Output &amp;file:</source>
        <translation>&amp;Αρχείο:</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Προεπισκόπηση</translation>
    </message>
</context>
<context>
    <name>ReadingPage</name>
    <message>
        <source>Reading the saved games: {done} of {total}…</source>
        <translation>Διαβάζω τα αποθηκευμένα παιχνίδια: {done} από {total}…</translation>
    </message>
    <message>
        <source>{problem} What is shown was read from the saved games themselves.</source>
        <translation>{problem} Όσα βλέπεις διαβάστηκαν απευθείας από τα αποθηκευμένα παιχνίδια.</translation>
    </message>
    <message>
        <source>Make the list again</source>
        <translation>Φτιάξε ξανά τη λίστα</translation>
    </message>
    <message>
        <source>Put the list aside and make it again from the saved games (the players keep their colours and symbols)</source>
        <translation>Βάλε τη λίστα στην άκρη και φτιάξε την ξανά από τα αποθηκευμένα παιχνίδια (οι παίκτες κρατούν τα χρώματα και τα σύμβολά τους)</translation>
    </message>
    <message>
        <source>Making the list again from the saved games…</source>
        <translation>Φτιάχνω ξανά τη λίστα από τα αποθηκευμένα παιχνίδια…</translation>
    </message>
</context>
<context>
    <name>ReplayPage</name>
    <message>
        <source>The start of the game, before the first move.</source>
        <translation>Η αρχή του παιχνιδιού, πριν από την πρώτη κίνηση.</translation>
    </message>
    <message>
        <source>Move {move} of {moves}</source>
        <translation>Κίνηση {move} από {moves}</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Το τέλος</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Παύση</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Αναπαραγωγή</translation>
    </message>
    <message>
        <source>Back to the finished games</source>
        <translation>Πίσω στα τελειωμένα παιχνίδια</translation>
    </message>
    <message>
        <source>The start (Home)</source>
        <translation>Η αρχή (Home)</translation>
    </message>
    <message>
        <source>One move back (Left)</source>
        <translation>Μία κίνηση πίσω (αριστερό βελάκι)</translation>
    </message>
    <message>
        <source>One move on (Right)</source>
        <translation>Μία κίνηση μπροστά (δεξί βελάκι)</translation>
    </message>
    <message>
        <source>The end (End)</source>
        <translation>Το τέλος (End)</translation>
    </message>
    <message>
        <source>Play the game move by move, or pause (Space)</source>
        <translation>Αναπαραγωγή κίνηση προς κίνηση ή παύση (πλήκτρο διαστήματος)</translation>
    </message>
    <message>
        <source>The start</source>
        <translation>Η αρχή</translation>
    </message>
    <message>
        <source>One move back</source>
        <translation>Μία κίνηση πίσω</translation>
    </message>
    <message>
        <source>One move on</source>
        <translation>Μία κίνηση μπροστά</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Ταχύτητα:</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Αργά</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Κανονικά</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Γρήγορα</translation>
    </message>
    <message>
        <source>Score card</source>
        <translation>Βαθμολογία</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Τι έγινε</translation>
    </message>
    <message>
        <source>a finished game, read only</source>
        <translation>τελειωμένο παιχνίδι, μόνο για ανάγνωση</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Εκτύπωση…</translation>
    </message>
    <message>
        <source>{game} of {date}</source>
        <translation>{game}, {date}</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>The next game&apos;s rules</source>
        <translation>Οι κανόνες του επόμενου παιχνιδιού</translation>
    </message>
    <message>
        <source>The previous game&apos;s rules</source>
        <translation>Οι κανόνες του προηγούμενου παιχνιδιού</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Κανόνες</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Πίσω</translation>
    </message>
    <message>
        <source>Learn by playing</source>
        <translation>Μάθε παίζοντας</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Παιχνίδι</translation>
    </message>
    <message>
        <source>Click, or press Enter, to see it big</source>
        <translation>Κάνε κλικ ή πάτα Enter για να τη δεις μεγάλη</translation>
    </message>
</context>
<context>
    <name>SavedGamesPage</name>
    <message>
        <source>Made by a newer version of sheetdesk</source>
        <translation>Από νεότερη έκδοση του sheetdesk</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Τελείωσε</translation>
    </message>
    <message numerus="yes">
        <source>{progress} · %n move(s)</source>
        <translation>
            <numerusform>{progress} · %n κίνηση</numerusform>
            <numerusform>{progress} · %n κινήσεις</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turn {turn} · %n move(s)</source>
        <translation>
            <numerusform>Γύρος {turn} · %n κίνηση</numerusform>
            <numerusform>Γύρος {turn} · %n κινήσεις</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n κίνηση</numerusform>
            <numerusform>%n κινήσεις</numerusform>
        </translation>
    </message>
    <message>
        <source>Final score: {scores}</source>
        <translation>Τελικοί πόντοι: {scores}</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Αποθηκευμένα παιχνίδια</translation>
    </message>
    <message>
        <source>No saved games yet. Start a new game!</source>
        <translation>Δεν υπάρχουν ακόμα αποθηκευμένα παιχνίδια. Ξεκίνα ένα νέο!</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Παιχνίδι</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Παίκτες</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Ημερομηνία</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Πρόοδος</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Πόντοι</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Πίσω</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Διαγραφή…</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Άνοιγμα</translation>
    </message>
    <message>
        <source>{name} (played as {old})</source>
        <translation>{name} (έπαιξε ως {old})</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Scores over time</source>
        <translation>Πόντοι στον χρόνο</translation>
    </message>
    <message>
        <source>No scores to show.</source>
        <translation>Δεν υπάρχουν ακόμα πόντοι.</translation>
    </message>
    <message>
        <source>{name} · scores: {games} · first {first}, last {last}, average {mean}</source>
        <translation>{name} · πόντοι: {games} · πρώτο {first}, τελευταίο {last}, μέσος όρος {mean}</translation>
    </message>
    <message>
        <source>{name} · games played: {games} · average {mean} (the dashed line)</source>
        <translation>{name} · παιχνίδια: {games} · μέσος όρος {mean} (η διακεκομμένη γραμμή)</translation>
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
        <translation>{box}: κενό</translation>
    </message>
    <message>
        <source>{box}: empty, {points} if written now</source>
        <translation>{box}: κενό, {points} αν γραφτεί τώρα</translation>
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
        <translation>1η θέση</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Σύνολο</translation>
    </message>
    <message>
        <source>{name} wins on the tie-break!</source>
        <translation>Ισοπαλία στους πόντους, αλλά κερδίζει: {name}!</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>Κερδίζει: {name}!</translation>
    </message>
    <message>
        <source>{names} share the win!</source>
        <translation>Μοιράζονται τη νίκη: {names}!</translation>
    </message>
    <message>
        <source>The scores are being counted…</source>
        <translation>Οι πόντοι μετριούνται…</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Τελική βαθμολογία</translation>
    </message>
    <message>
        <source>Show the sheets</source>
        <translation>Δες τα φύλλα των παικτών</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Νέο παιχνίδι</translation>
    </message>
    <message>
        <source>Back to start</source>
        <translation>Πίσω στην αρχή</translation>
    </message>
    <message numerus="yes">
        <source>Solo game: {name} scores %n point(s).</source>
        <translation>
            <numerusform>Σόλο παιχνίδι: {name} — %n πόντος.</numerusform>
            <numerusform>Σόλο παιχνίδι: {name} — %n πόντοι.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n circled → {points}</source>
        <translation>
            <numerusform>%n μπόνους, {points} πόντοι</numerusform>
            <numerusform>%n μπόνους, {points} πόντοι</numerusform>
        </translation>
    </message>
    <message>
        <source>The solo game is played for the highest score you can reach.</source>
        <translation>Στο σόλο παιχνίδι στόχος είναι να μαζέψεις όσο περισσότερους πόντους μπορείς.</translation>
    </message>
    <message>
        <source>Solo practice — not part of the published game</source>
        <translation>Εξάσκηση για έναν — δεν ανήκει στο επίσημο παιχνίδι</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Ρυθμίσεις</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Γλώσσα συστήματος</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Γλώσσα:</translation>
    </message>
    <message>
        <source>The new language is used at once.</source>
        <translation>Η νέα γλώσσα ισχύει αμέσως.</translation>
    </message>
    <message>
        <source>Offer hints: “what would the computer do?” (H)</source>
        <translation>Να δίνονται υποδείξεις: «τι θα έκανε ο υπολογιστής;» (H)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Άκυρο</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Εντάξει</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Ενεργή</translation>
    </message>
    <message>
        <source>Reduced: nothing moves</source>
        <translation>Λιγότερη: τίποτα δεν κινείται</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Ανενεργή</translation>
    </message>
    <message>
        <source>Animations:</source>
        <translation>Κίνηση στην οθόνη:</translation>
    </message>
    <message>
        <source>Sound (M)</source>
        <translation>Ήχος (M)</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Ένταση</translation>
    </message>
    <message>
        <source>Volume:</source>
        <translation>Ένταση:</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Όπως το σύστημα</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Ανοιχτά</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Σκούρα</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Υψηλή αντίθεση</translation>
    </message>
    <message>
        <source>Colours:</source>
        <translation>Χρώματα:</translation>
    </message>
    <message>
        <source>Larger text</source>
        <translation>Μεγαλύτερα γράμματα</translation>
    </message>
</context>
<context>
    <name>SheetTargets</name>
    <message>
        <source>shows {text}</source>
        <translation>γράφει {text}</translation>
    </message>
    <message>
        <source>marked, not confirmed yet</source>
        <translation>σημειωμένο, δεν επιβεβαιώθηκε ακόμη</translation>
    </message>
    <message>
        <source>crossed</source>
        <translation>με σταυρό</translation>
    </message>
    <message>
        <source>circled</source>
        <translation>κυκλωμένο</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>χαμένο</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>επιλεγμένο</translation>
    </message>
    <message>
        <source>Your sheet</source>
        <translation>Το φύλλο σου</translation>
    </message>
    <message>
        <source>you can choose it</source>
        <translation>μπορείς να το διαλέξεις</translation>
    </message>
</context>
<context>
    <name>Sound</name>
    <message>
        <source>Sound is on. Turn it off: {key}</source>
        <translation>Ο ήχος είναι ανοιχτός. Για να τον κλείσεις: {key}</translation>
    </message>
    <message>
        <source>Sound is off. Turn it on: {key}</source>
        <translation>Ο ήχος είναι κλειστός. Για να τον ανοίξεις: {key}</translation>
    </message>
    <message>
        <source>Turn the sound off</source>
        <translation>Κλείσε τον ήχο</translation>
    </message>
    <message>
        <source>Turn the sound on</source>
        <translation>Άνοιξε τον ήχο</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>No unfinished game.</source>
        <translation>Δεν υπάρχει μισοτελειωμένο παιχνίδι.</translation>
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
        <translation>Παιχνίδια χαρτιού και μολυβιού για όλη την οικογένεια</translation>
    </message>
    <message>
        <source>Continue the last game</source>
        <translation>Συνέχεια τελευταίου παιχνιδιού</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Νέο παιχνίδι</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Αποθηκευμένα παιχνίδια</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Κανόνες</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Μάθε να παίζεις</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ρυθμίσεις</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Έξοδος</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Παίκτες</translation>
    </message>
    <message>
        <source>Finished games</source>
        <translation>Τελειωμένα παιχνίδια</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Στατιστικά</translation>
    </message>
    <message>
        <source>The family&apos;s players</source>
        <translation>Οι παίκτες της οικογένειας</translation>
    </message>
    <message>
        <source>The family&apos;s players: open the Players page</source>
        <translation>Οι παίκτες της οικογένειας: άνοιξε τη σελίδα Παίκτες</translation>
    </message>
    <message>
        <source>New game of {game}</source>
        <translation>Νέο παιχνίδι: {game}</translation>
    </message>
    <message>
        <source>A sheet of {game} in play: press to choose the players</source>
        <translation>Ένα φύλλο από {game} σε εξέλιξη: πάτησε για να διαλέξεις τους παίκτες</translation>
    </message>
    <message>
        <source>+{count} more</source>
        <translation>+{count} ακόμη</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <source>Reading the finished games…</source>
        <translation>Διαβάζω τα τελειωμένα παιχνίδια…</translation>
    </message>
    <message>
        <source>No finished games yet: the figures come with the first one.</source>
        <translation>Δεν υπάρχουν ακόμα τελειωμένα παιχνίδια: τα νούμερα θα φανούν με το πρώτο.</translation>
    </message>
    <message>
        <source>{name} (computer, {level})</source>
        <translation>{name} (υπολογιστής, {level})</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Παίκτης</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Παιχνίδια</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Νίκες</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Καλύτερο</translation>
    </message>
    <message>
        <source>{wins} ({percent}%)</source>
        <translation>{wins} ({percent}%)</translation>
    </message>
    <message>
        <source>{name}, on average: {parts}</source>
        <translation>{name}, κατά μέσο όρο: {parts}</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Στατιστικά</translation>
    </message>
    <message>
        <source>Ga&amp;me:</source>
        <translation>Παιχνί&amp;δι:</translation>
    </message>
    <message>
        <source>P&amp;layer:</source>
        <translation>Παί&amp;κτης:</translation>
    </message>
    <message>
        <source>Leave the &amp;computers out</source>
        <translation>Χωρίς τους &amp;υπολογιστές</translation>
    </message>
    <message>
        <source>The overview counts every game and every player. The game and player choices are for the other tabs.</source>
        <translation>Η καρτέλα «Με μια ματιά» μετράει όλα τα παιχνίδια και όλους τους παίκτες. Η επιλογή παιχνιδιού και παίκτη ισχύει για τις άλλες καρτέλες.</translation>
    </message>
    <message>
        <source>&amp;Figures</source>
        <translation>&amp;Αριθμοί</translation>
    </message>
    <message>
        <source>Scores over &amp;time</source>
        <translation>Πόντοι στον &amp;χρόνο</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>Πί&amp;σω</translation>
    </message>
    <message>
        <source>Most wins this month</source>
        <translation>Περισσότερες νίκες αυτόν τον μήνα</translation>
    </message>
    <message>
        <source>The next tab</source>
        <translation>Η επόμενη καρτέλα</translation>
    </message>
    <message>
        <source>The previous tab</source>
        <translation>Η προηγούμενη καρτέλα</translation>
    </message>
    <message>
        <source>Most wins this year</source>
        <translation>Περισσότερες νίκες φέτος</translation>
    </message>
    <message>
        <source>Most wins ever</source>
        <translation>Περισσότερες νίκες συνολικά</translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation>
            <numerusform>%n νίκη</numerusform>
            <numerusform>%n νίκες</numerusform>
        </translation>
    </message>
    <message>
        <source>Best score: {game}</source>
        <translation>Ρεκόρ πόντων: {game}</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) won in a row</source>
        <translation>
            <numerusform>%n συνεχόμενη νίκη</numerusform>
            <numerusform>%n συνεχόμενες νίκες</numerusform>
        </translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Περισσότερες συνεχόμενες νίκες</translation>
    </message>
    <message>
        <source>First win</source>
        <translation>Πρώτη νίκη</translation>
    </message>
    <message>
        <source>Games played: {played} · average score {mean} · middle score {median} · the winners&apos; average {winners} · best {best}</source>
        <translation>Παιχνίδια: {played} · μέσος όρος {mean} · μεσαίοι πόντοι {median} · μέσος όρος νικητών {winners} · καλύτερο {best}</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Μέσος όρος</translation>
    </message>
    <message>
        <source>Middle score</source>
        <translation>Μεσαίοι πόντοι</translation>
    </message>
    <message>
        <source>&amp;Overview</source>
        <translation>&amp;Με μια ματιά</translation>
    </message>
    <message>
        <source>He&amp;ad to head</source>
        <translation>Μεταξύ &amp;τους</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Επίδοση</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Ημερομηνία</translation>
    </message>
</context>
<context>
    <name>TableCaption</name>
    <message>
        <source>The game is over.</source>
        <translation>Το παιχνίδι τελείωσε.</translation>
    </message>
    <message>
        <source>Please wait…</source>
        <translation>Περίμενε λίγο…</translation>
    </message>
    <message>
        <source>{player} is playing. Please wait…</source>
        <translation>Παίζει: {player}. Περίμενε λίγο…</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>Game #{number}</source>
        <translation>Παιχνίδι #{number}</translation>
    </message>
    <message>
        <source>Undo: {action}</source>
        <translation>Αναίρεση: {action}</translation>
    </message>
    <message>
        <source>Redo: {action}</source>
        <translation>Επανάληψη: {action}</translation>
    </message>
    <message>
        <source>↶ Undo</source>
        <translation>↶ Αναίρεση</translation>
    </message>
    <message>
        <source>↷ Redo</source>
        <translation>↷ Επανάληψη</translation>
    </message>
    <message>
        <source>Restart turn</source>
        <translation>Αναίρεση όλων</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Μενού</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Υπόδειξη</translation>
    </message>
    <message>
        <source>What would the computer do? (H)</source>
        <translation>Τι θα έκανε ο υπολογιστής; (H)</translation>
    </message>
    <message>
        <source>Thinking</source>
        <translation>Σκέφτεται</translation>
    </message>
    <message>
        <source>Back to the scores</source>
        <translation>Πίσω στη βαθμολογία</translation>
    </message>
    <message>
        <source>Back to the start page (the game is saved)</source>
        <translation>Πίσω στην αρχική σελίδα (το παιχνίδι είναι αποθηκευμένο)</translation>
    </message>
    <message>
        <source>Score so far</source>
        <translation>Πόντοι ως τώρα</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Τελική βαθμολογία</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Τι έγινε</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Παίκτης</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Πόντοι</translation>
    </message>
</context>
<context>
    <name>about_dialog</name>
    <message>
        <source>Its font, Noto Sans, is under the SIL Open Font License 1.1.</source>
        <translation>Η γραμματοσειρά του, Noto Sans, διατίθεται με την άδεια SIL Open Font License 1.1.</translation>
    </message>
</context>
<context>
    <name>core</name>
    <message>
        <source>No chance action is due here.</source>
        <translation>Τώρα δεν είναι ώρα για ζαριά ή ανακάτεμα.</translation>
    </message>
    <message>
        <source>It is not this player&apos;s turn.</source>
        <translation>Δεν είναι η σειρά αυτού του παίκτη.</translation>
    </message>
    <message>
        <source>Action {index} in the log is not legal: {why}</source>
        <translation>Η κίνηση {index} του ιστορικού δεν επιτρέπεται: {why}</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Δεν υπάρχει κάτι για αναίρεση.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>Δεν υπάρχει κάτι για επανάληψη.</translation>
    </message>
</context>
<context>
    <name>dialogs</name>
    <message>
        <source>OK</source>
        <translation>Εντάξει</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Άκυρο</translation>
    </message>
</context>
<context>
    <name>dice</name>
    <message>
        <source>The dice show {dice}.</source>
        <translation>Τα ζάρια δείχνουν {dice}.</translation>
    </message>
    <message>
        <source>{player} holds die {die}.</source>
        <translation>{player}: κρατά το ζάρι {die}.</translation>
    </message>
    <message>
        <source>{player} releases die {die}.</source>
        <translation>{player}: αφήνει το ζάρι {die}.</translation>
    </message>
    <message>
        <source>{player} rolls again.</source>
        <translation>{player}: ξαναρίχνει.</translation>
    </message>
</context>
<context>
    <name>expeditions</name>
    <message>
        <source>domino</source>
        <translation>ντόμινο</translation>
    </message>
    <message>
        <source>straight three</source>
        <translation>ευθεία τριάδα</translation>
    </message>
    <message>
        <source>corner three</source>
        <translation>γωνιακή τριάδα</translation>
    </message>
    <message>
        <source>square</source>
        <translation>τετράγωνο</translation>
    </message>
    <message>
        <source>L of four</source>
        <translation>L με τέσσερα</translation>
    </message>
    <message>
        <source>T of four</source>
        <translation>Τ με τέσσερα</translation>
    </message>
    <message>
        <source>Only the game itself shuffles and turns over cards.</source>
        <translation>Τις κάρτες τις ανακατεύει και τις ανοίγει μόνο το ίδιο το παιχνίδι.</translation>
    </message>
    <message>
        <source>Only a player can do that.</source>
        <translation>Αυτό μπορεί να το κάνει μόνο ένας παίκτης.</translation>
    </message>
    <message>
        <source>This game has no such move.</source>
        <translation>Αυτό το παιχνίδι δεν έχει τέτοια κίνηση.</translation>
    </message>
    <message>
        <source>You choose your cards only at the start of the game.</source>
        <translation>Τις κάρτες σου τις διαλέγεις μόνο στην αρχή του παιχνιδιού.</translation>
    </message>
    <message>
        <source>You have already chosen your two cards.</source>
        <translation>Έχεις ήδη διαλέξει τις δύο κάρτες σου.</translation>
    </message>
    <message>
        <source>Choose from the four cards you were given.</source>
        <translation>Διάλεξε από τις τέσσερις κάρτες που σου μοιράστηκαν.</translation>
    </message>
    <message>
        <source>You already chose this card.</source>
        <translation>Αυτή την κάρτα την έχεις ήδη διαλέξει.</translation>
    </message>
    <message>
        <source>You may keep only two cards.</source>
        <translation>Μπορείς να κρατήσεις μόνο δύο κάρτες.</translation>
    </message>
    <message>
        <source>Choose two cards to keep first.</source>
        <translation>Διάλεξε πρώτα δύο κάρτες για να τις κρατήσεις.</translation>
    </message>
    <message>
        <source>There is nothing to confirm now.</source>
        <translation>Τώρα δεν υπάρχει κάτι για επιβεβαίωση.</translation>
    </message>
    <message>
        <source>You have already used this expedition card.</source>
        <translation>Αυτή την κάρτα εκστρατείας την έχεις ήδη χρησιμοποιήσει.</translation>
    </message>
    <message>
        <source>You take a new card only right after you complete a card.</source>
        <translation>Νέα κάρτα παίρνεις μόνο αμέσως μόλις συμπληρώσεις μια κάρτα.</translation>
    </message>
    <message>
        <source>The pile is empty.</source>
        <translation>Η στοίβα είναι άδεια.</translation>
    </message>
    <message>
        <source>There is no card in that place.</source>
        <translation>Σε αυτή τη θέση δεν υπάρχει κάρτα.</translation>
    </message>
    <message>
        <source>No shuffle is due now.</source>
        <translation>Τώρα δεν χρειάζεται ανακάτεμα.</translation>
    </message>
    <message>
        <source>A shuffle must use every card of the pile once.</source>
        <translation>Στο ανακάτεμα πρέπει να μπει κάθε κάρτα της στοίβας από μία φορά.</translation>
    </message>
    <message>
        <source>A shuffle must use every expedition card once.</source>
        <translation>Στο ανακάτεμα πρέπει να μπει κάθε κάρτα εκστρατείας από μία φορά.</translation>
    </message>
    <message>
        <source>No expedition card is turned over now.</source>
        <translation>Τώρα δεν ανοίγει κάρτα εκστρατείας.</translation>
    </message>
    <message>
        <source>{player} chooses a card to keep.</source>
        <translation>{player}: διαλέγει μια κάρτα για να την κρατήσει.</translation>
    </message>
    <message>
        <source>{player} is done.</source>
        <translation>{player}: ολοκληρώνει την κίνηση.</translation>
    </message>
    <message>
        <source>{player} takes the top card of the pile.</source>
        <translation>{player}: παίρνει την πάνω κάρτα της στοίβας.</translation>
    </message>
    <message>
        <source>The expedition cards are shuffled.</source>
        <translation>Οι κάρτες εκστρατείας ανακατεύονται.</translation>
    </message>
    <message>
        <source>Expedition card {number} of {count}.</source>
        <translation>Κάρτα εκστρατείας {number} από {count}.</translation>
    </message>
    <message>
        <source>{player} moves.</source>
        <translation>{player}: κάνει μια κίνηση.</translation>
    </message>
    <message>
        <source>{player} takes {card} from the top of the pile.</source>
        <translation>{player}: παίρνει {card} από την κορυφή της στοίβας.</translation>
    </message>
    <message>
        <source>{name} completes {card}.</source>
        <translation>{name}: συμπληρώνει {card}.</translation>
    </message>
    <message>
        <source>Round {round} ends.</source>
        <translation>Ο γύρος {round} τελείωσε.</translation>
    </message>
    <message>
        <source>The 4th round is over: the game ends.</source>
        <translation>Ο 4ος γύρος τελείωσε: το παιχνίδι τελειώνει.</translation>
    </message>
    <message>
        <source>All 4 rounds have been played.</source>
        <translation>Παίχτηκαν και οι 4 γύροι.</translation>
    </message>
    <message>
        <source>That is not one of your cards.</source>
        <translation>Αυτή δεν είναι δική σου κάρτα.</translation>
    </message>
    <message>
        <source>The other cards are shuffled into the pile.</source>
        <translation>Οι υπόλοιπες κάρτες ανακατεύονται μέσα στη στοίβα.</translation>
    </message>
    <message>
        <source>Cards of {player}</source>
        <translation>Κάρτες: {player}</translation>
    </message>
    <message>
        <source>Cards dealt to {player}: keep 2 of these 4</source>
        <translation>{player}: κράτησε 2 από αυτές τις 4 κάρτες</translation>
    </message>
    <message>
        <source>Total {points}</source>
        <translation>Σύνολο {points}</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}</source>
        <translation>Γύρος {round} από {rounds}</translation>
    </message>
    <message>
        <source>Pile: {count}</source>
        <translation>Στοίβα: {count}</translation>
    </message>
    <message>
        <source>Pile</source>
        <translation>Στοίβα</translation>
    </message>
    <message>
        <source>Empty place</source>
        <translation>Κενή θέση</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Κρατήθηκε</translation>
    </message>
    <message>
        <source>Expedition card</source>
        <translation>Κάρτα εκστρατείας</translation>
    </message>
    <message>
        <source>Card {number} of {count}</source>
        <translation>Κάρτα {number} από {count}</translation>
    </message>
    <message>
        <source>Not turned over yet</source>
        <translation>Κλειστή</translation>
    </message>
    <message>
        <source>A card, face down</source>
        <translation>Κλειστή κάρτα</translation>
    </message>
    <message numerus="yes">
        <source>The pile: %n card(s), face down</source>
        <translation>
            <numerusform>Η στοίβα: %n κλειστή κάρτα</numerusform>
            <numerusform>Η στοίβα: %n κλειστές κάρτες</numerusform>
        </translation>
    </message>
    <message>
        <source>Your cards</source>
        <translation>Οι κάρτες σου</translation>
    </message>
    <message>
        <source>Click on one of your two cards.</source>
        <translation>Κάνε κλικ σε μία από τις δύο κάρτες σου.</translation>
    </message>
    <message>
        <source>Completed: {cards}</source>
        <translation>Συμπληρ.: {cards}</translation>
    </message>
    <message>
        <source>{player} is choosing. Please wait…</source>
        <translation>Διαλέγει: {player}. Περίμενε λίγο…</translation>
    </message>
    <message>
        <source>You keep these 2 cards. Press Confirm (or Undo to change).</source>
        <translation>Κρατάς αυτές τις 2 κάρτες. Πάτα «Επιβεβαίωση» (ή «Αναίρεση» για να αλλάξεις).</translation>
    </message>
    <message>
        <source>You keep these 2 cards. Press Confirm.</source>
        <translation>Κρατάς αυτές τις 2 κάρτες. Πάτα «Επιβεβαίωση».</translation>
    </message>
    <message>
        <source>Choose 2 of your 4 cards to keep: click a card ({count} of 2 chosen). The others do not see your choice.</source>
        <translation>Διάλεξε 2 από τις 4 κάρτες σου για να τις κρατήσεις: κάνε κλικ σε μια κάρτα (διάλεξες {count} από 2). Οι άλλοι δεν βλέπουν τι διαλέγεις.</translation>
    </message>
    <message>
        <source>Done for this expedition card? Press Confirm.</source>
        <translation>Τελείωσες με αυτή την κάρτα εκστρατείας; Πάτα «Επιβεβαίωση».</translation>
    </message>
    <message>
        <source>R or the wheel turns it, F mirrors it.</source>
        <translation>Με το R ή τη ροδέλα το γυρίζεις, με το F το αναποδογυρίζεις.</translation>
    </message>
    <message>
        <source>Move the shape to your other card</source>
        <translation>Μετακίνησε το σχήμα στην άλλη σου κάρτα</translation>
    </message>
    <message>
        <source>Show big: {card}</source>
        <translation>Δες σε μεγέθυνση: {card}</translation>
    </message>
    <message>
        <source>Click, or press {letter}, to see it big</source>
        <translation>Κάνε κλικ ή πάτα {letter} για να τη δεις μεγάλη</translation>
    </message>
    <message>
        <source>the last card of this round</source>
        <translation>η τελευταία κάρτα στον γύρο</translation>
    </message>
    <message>
        <source>no more cards this round</source>
        <translation>καμία άλλη κάρτα στον γύρο</translation>
    </message>
    <message>
        <source>Done for this expedition card? Press Confirm (or Undo to change).</source>
        <translation>Τελείωσες με αυτή την κάρτα εκστρατείας; Πάτα «Επιβεβαίωση» (ή «Αναίρεση» για να αλλάξεις).</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Γύρος {round}</translation>
    </message>
    <message>
        <source>Completed cards: {cards}</source>
        <translation>Συμπληρωμένες κάρτες: {cards}</translation>
    </message>
    <message>
        <source>Turn (R)</source>
        <translation>Γύρισμα (R)</translation>
    </message>
    <message>
        <source>Mirror (F)</source>
        <translation>Ανάποδα (F)</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Επιβεβαίωση</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Δεν είναι η σειρά σου.</translation>
    </message>
    <message>
        <source>You already keep this card. Use Undo to change your mind.</source>
        <translation>Αυτή την κάρτα την κρατάς ήδη. Για να αλλάξεις γνώμη, πάτα «Αναίρεση».</translation>
    </message>
    <message>
        <source>You already keep this card.</source>
        <translation>Αυτή την κάρτα την κρατάς ήδη.</translation>
    </message>
    <message numerus="yes">
        <source>%n more card(s) this round</source>
        <translation>
            <numerusform>ακόμα %n κάρτα στον γύρο</numerusform>
            <numerusform>ακόμα %n κάρτες στον γύρο</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep the outlined card as well: you always play with two cards, and each shape goes on one of them.</source>
        <translation>Κράτα και την κάρτα με το περίγραμμα: παίζεις πάντα με δύο κάρτες, και κάθε σχήμα μπαίνει σε μία από αυτές.</translation>
    </message>
    <message>
        <source>Press the outlined Confirm: your two cards are chosen, and the two others go back into the pile.</source>
        <translation>Πάτα την «Επιβεβαίωση» με το περίγραμμα: διάλεξες τις δύο κάρτες σου, και οι άλλες δύο γυρίζουν στη στοίβα.</translation>
    </message>
</context>
<context>
    <name>formatting</name>
    <message>
        <source>{name} (computer)</source>
        <translation>{name} (υπολογιστής)</translation>
    </message>
    <message>
        <source>{name} (comp.)</source>
        <comment>a computer&apos;s name where (computer) does not fit</comment>
        <translation>{name} (υπολ.)</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <source>Number rows</source>
        <translation>Σειρές αριθμών</translation>
    </message>
    <message>
        <source>Treasure cards</source>
        <translation>Κάρτες θησαυρού</translation>
    </message>
    <message>
        <source>Pyramid cards</source>
        <translation>Κάρτες πυραμίδας</translation>
    </message>
    <message>
        <source>Giza dice</source>
        <translation>Ζάρια της Γκίζας</translation>
    </message>
</context>
<context>
    <name>giza_dice</name>
    <message>
        <source>More fun: ×2 and :2 symbols</source>
        <translation>Περισσότερη διασκέδαση: σύμβολα ×2 και :2</translation>
    </message>
    <message>
        <source>Quick game: writing nothing costs a Nile digit</source>
        <translation>Γρήγορο παιχνίδι: αν δεν γράψεις τίποτα, διαγράφεις ένα ψηφίο του Νείλου</translation>
    </message>
    <message>
        <source>In the pyramid, numbers grow from left to right and every level is higher than the level below: {number} does not fit here.</source>
        <translation>Στην πυραμίδα οι αριθμοί μεγαλώνουν από αριστερά προς τα δεξιά και κάθε επίπεδο έχει μεγαλύτερους αριθμούς από το επίπεδο από κάτω: το {number} δεν χωράει εδώ.</translation>
    </message>
    <message>
        <source>In the obelisk, numbers grow from bottom to top: {number} does not fit here.</source>
        <translation>Στον οβελίσκο οι αριθμοί μεγαλώνουν από κάτω προς τα πάνω: το {number} δεν χωράει εδώ.</translation>
    </message>
    <message>
        <source>In the Sphinx, numbers grow from the bottom left over the top to the bottom right: {number} does not fit here.</source>
        <translation>Στη Σφίγγα οι αριθμοί μεγαλώνουν από το κάτω αριστερό κουτάκι στο πάνω και μετά στο κάτω δεξί: το {number} δεν χωράει εδώ.</translation>
    </message>
    <message>
        <source>Your pyramid already holds {number}.</source>
        <translation>Η πυραμίδα σου έχει ήδη το {number}.</translation>
    </message>
    <message>
        <source>Your obelisk already holds {number}.</source>
        <translation>Ο οβελίσκος σου έχει ήδη το {number}.</translation>
    </message>
    <message>
        <source>Your Sphinx already holds {number}.</source>
        <translation>Η Σφίγγα σου έχει ήδη το {number}.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Το παιχνίδι τελείωσε.</translation>
    </message>
    <message>
        <source>Only a player can do that.</source>
        <translation>Αυτό μπορεί να το κάνει μόνο ένας παίκτης.</translation>
    </message>
    <message>
        <source>There is no such player.</source>
        <translation>Δεν υπάρχει τέτοιος παίκτης.</translation>
    </message>
    <message>
        <source>Wait until the number of this roll is known.</source>
        <translation>Περίμενε μέχρι να βγει ο αριθμός αυτής της ζαριάς.</translation>
    </message>
    <message>
        <source>You have already finished with this roll.</source>
        <translation>Έχεις ήδη τελειώσει με αυτή τη ζαριά.</translation>
    </message>
    <message>
        <source>You have already chosen for this roll: press Done, or Undo to change it.</source>
        <translation>Έχεις ήδη διαλέξει γι’ αυτή τη ζαριά: πάτα «Τέλος» ή «Αναίρεση» για να το αλλάξεις.</translation>
    </message>
    <message>
        <source>This game has no such move.</source>
        <translation>Αυτό το παιχνίδι δεν έχει τέτοια κίνηση.</translation>
    </message>
    <message>
        <source>Only the game rolls the dice.</source>
        <translation>Τα ζάρια τα ρίχνει μόνο το παιχνίδι.</translation>
    </message>
    <message>
        <source>The dice are not to be rolled now.</source>
        <translation>Δεν είναι ώρα να ριχτούν τα ζάρια.</translation>
    </message>
    <message>
        <source>The dice have no such face.</source>
        <translation>Τα ζάρια δεν έχουν τέτοια πλευρά.</translation>
    </message>
    <message>
        <source>The dice can only be ordered right after a roll.</source>
        <translation>Τα ψηφία των ζαριών μπαίνουν σε σειρά μόνο αμέσως μετά τη ζαριά.</translation>
    </message>
    <message>
        <source>Only the roller orders the dice.</source>
        <translation>Τη σειρά των ψηφίων τη διαλέγει μόνο όποιος έριξε τα ζάρια.</translation>
    </message>
    <message>
        <source>Order the two dice: {first} or {second}.</source>
        <translation>Βάλε τα δύο ζάρια σε σειρά: {first} ή {second}.</translation>
    </message>
    <message>
        <source>Your sheet has no such cell.</source>
        <translation>Το φύλλο σου δεν έχει τέτοιο κουτάκι.</translation>
    </message>
    <message>
        <source>A Nile symbol was rolled: form your number from the die and one of your Nile digits.</source>
        <translation>Έπεσε το σύμβολο του Νείλου: φτιάξε τον αριθμό σου από το άλλο ζάρι και ένα ψηφίο του Νείλου σου.</translation>
    </message>
    <message>
        <source>Everyone writes the announced {number}.</source>
        <translation>Όλοι γράφουν το {number} που ανακοινώθηκε.</translation>
    </message>
    <message>
        <source>You may use a Nile digit only when a Nile symbol is rolled.</source>
        <translation>Ψηφίο του Νείλου χρησιμοποιείς μόνο όταν πέσει το σύμβολο του Νείλου.</translation>
    </message>
    <message>
        <source>With {digit} and the Nile digit {nile} you can form {a} or {b}.</source>
        <translation>Με το {digit} και το ψηφίο {nile} του Νείλου φτιάχνεις {a} ή {b}.</translation>
    </message>
    <message>
        <source>Two Nile digits can form a number only in the solo game, and only two digits joined by a &quot;+&quot;.</source>
        <translation>Δύο ψηφία του Νείλου φτιάχνουν αριθμό μόνο στο σόλο παιχνίδι, και μόνο δύο ψηφία που τα ενώνει ένα «+».</translation>
    </message>
    <message>
        <source>With {x} and {y} you can form {a} or {b}.</source>
        <translation>Με το {x} και το {y} φτιάχνεις {a} ή {b}.</translation>
    </message>
    <message>
        <source>This cell is already filled.</source>
        <translation>Αυτό το κουτάκι είναι ήδη γεμάτο.</translation>
    </message>
    <message>
        <source>Each Nile digit can be used only once.</source>
        <translation>Κάθε ψηφίο του Νείλου χρησιμοποιείται μόνο μία φορά.</translation>
    </message>
    <message>
        <source>{digit} is not a digit of the Nile.</source>
        <translation>Το {digit} δεν είναι ψηφίο του Νείλου.</translation>
    </message>
    <message>
        <source>You have already crossed the Nile digit {digit}.</source>
        <translation>Έχεις ήδη διαγράψει το ψηφίο {digit} του Νείλου.</translation>
    </message>
    <message>
        <source>The ×2 and :2 symbols are used only in the “More fun” variant.</source>
        <translation>Τα σύμβολα ×2 και :2 χρησιμοποιούνται μόνο στην παραλλαγή «Περισσότερη διασκέδαση».</translation>
    </message>
    <message>
        <source>You may use only one ×2 or :2 on one roll.</source>
        <translation>Σε μία ζαριά χρησιμοποιείς μόνο ένα ×2 ή :2.</translation>
    </message>
    <message>
        <source>Your sheet has no such symbol.</source>
        <translation>Το φύλλο σου δεν έχει τέτοιο σύμβολο.</translation>
    </message>
    <message>
        <source>You have already used this symbol.</source>
        <translation>Έχεις ήδη χρησιμοποιήσει αυτό το σύμβολο.</translation>
    </message>
    <message>
        <source>Fill both cells beside this symbol first: then it is circled and can be used on a later roll.</source>
        <translation>Γέμισε πρώτα και τα δύο κουτάκια δίπλα σε αυτό το σύμβολο: τότε κυκλώνεται και το χρησιμοποιείς σε επόμενη ζαριά.</translation>
    </message>
    <message>
        <source>That would not change the number {number}.</source>
        <translation>Αυτό δεν θα άλλαζε τον αριθμό {number}.</translation>
    </message>
    <message>
        <source>Writing nothing costs a Nile digit only in the quick game.</source>
        <translation>Μόνο στο γρήγορο παιχνίδι σού κοστίζει ένα ψηφίο του Νείλου όταν δεν γράφεις τίποτα.</translation>
    </message>
    <message>
        <source>In the quick game, writing nothing costs a Nile digit: choose which one to cross.</source>
        <translation>Στο γρήγορο παιχνίδι, αν δεν γράψεις τίποτα, διαγράφεις ένα ψηφίο του Νείλου: διάλεξε ποιο.</translation>
    </message>
    <message>
        <source>Write your number into a cell or choose to write nothing first.</source>
        <translation>Γράψε πρώτα τον αριθμό σου σε ένα κουτάκι ή διάλεξε να μη γράψεις τίποτα.</translation>
    </message>
    <message>
        <source>First-finisher bonuses</source>
        <translation>Μπόνους πρωτιάς</translation>
    </message>
    <message>
        <source>{player} announces {number}.</source>
        <translation>{player}: ανακοινώνει το {number}.</translation>
    </message>
    <message>
        <source>{player} writes nothing.</source>
        <translation>{player}: δεν γράφει τίποτα.</translation>
    </message>
    <message>
        <source>{player} writes nothing and crosses the Nile digit {digit}.</source>
        <translation>{player}: δεν γράφει τίποτα και διαγράφει το ψηφίο {digit} του Νείλου.</translation>
    </message>
    <message>
        <source>{player} confirms.</source>
        <translation>{player}: επιβεβαιώνει.</translation>
    </message>
    <message>
        <source>{player} moves.</source>
        <translation>{player}: κάνει μια κίνηση.</translation>
    </message>
    <message>
        <source>{name} rolls two Nile symbols and rolls again.</source>
        <translation>{name}: φέρνει δύο σύμβολα του Νείλου και ξαναρίχνει.</translation>
    </message>
    <message>
        <source>{name} rolls {digit} and a Nile symbol.</source>
        <translation>{name}: φέρνει {digit} και το σύμβολο του Νείλου.</translation>
    </message>
    <message>
        <source>{name} rolls {first} and {second}.</source>
        <translation>{name}: φέρνει {first} και {second}.</translation>
    </message>
    <message>
        <source>{player} writes {number}</source>
        <translation>{player}: γράφει το {number}</translation>
    </message>
    <message>
        <source>{what} ({how}).</source>
        <translation>{what} ({how}).</translation>
    </message>
    <message>
        <source>{player} writes {number} on level {level} of the pyramid</source>
        <translation>{player}: γράφει το {number} στο επίπεδο {level} της πυραμίδας</translation>
    </message>
    <message>
        <source>{player} writes {number} in the obelisk</source>
        <translation>{player}: γράφει το {number} στον οβελίσκο</translation>
    </message>
    <message>
        <source>{player} writes {number} in the Sphinx</source>
        <translation>{player}: γράφει το {number} στη Σφίγγα</translation>
    </message>
    <message>
        <source>with the Nile digit {digit}</source>
        <translation>με το ψηφίο {digit} του Νείλου</translation>
    </message>
    <message>
        <source>with the Nile digits {first} and {second}</source>
        <translation>με τα ψηφία {first} και {second} του Νείλου</translation>
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
        <translation>{name}: γέμισε όλη την πυραμίδα. Τέλος παιχνιδιού.</translation>
    </message>
    <message>
        <source>The game ends: {name} has crossed all the Nile digits.</source>
        <translation>{name}: διέγραψε όλα τα ψηφία του Νείλου. Τέλος παιχνιδιού.</translation>
    </message>
    <message>
        <source>The game ends: no pyramid can be filled any more.</source>
        <translation>Τέλος παιχνιδιού: καμία πυραμίδα δεν μπορεί πια να γεμίσει.</translation>
    </message>
    <message>
        <source>Roll {count}</source>
        <translation>Ζαριά {count}</translation>
    </message>
    <message numerus="yes">
        <source>The game ends after %n roll(s).</source>
        <translation>
            <numerusform>Το παιχνίδι τελειώνει μετά από %n ζαριά.</numerusform>
            <numerusform>Το παιχνίδι τελειώνει μετά από %n ζαριές.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pyramid level 1</source>
        <translation>Πυραμίδα, επίπεδο 1</translation>
    </message>
    <message>
        <source>Pyramid level 2</source>
        <translation>Πυραμίδα, επίπεδο 2</translation>
    </message>
    <message>
        <source>Pyramid level 3</source>
        <translation>Πυραμίδα, επίπεδο 3</translation>
    </message>
    <message>
        <source>Pyramid level 4</source>
        <translation>Πυραμίδα, επίπεδο 4</translation>
    </message>
    <message>
        <source>Pyramid level 5</source>
        <translation>Πυραμίδα, επίπεδο 5</translation>
    </message>
    <message>
        <source>Obelisk</source>
        <translation>Οβελίσκος</translation>
    </message>
    <message>
        <source>Sphinx</source>
        <translation>Σφίγγα</translation>
    </message>
    <message>
        <source>{name} fills level {level} first and circles its bonus +{points}.</source>
        <translation>{name}: γεμίζει το επίπεδο {level} πριν από όλους και κυκλώνει το μπόνους +{points}.</translation>
    </message>
    <message>
        <source>{name} fills the obelisk first and circles its bonus +{points}.</source>
        <translation>{name}: γεμίζει τον οβελίσκο πριν από όλους και κυκλώνει το μπόνους +{points}.</translation>
    </message>
    <message>
        <source>{name} fills the Sphinx first and circles its bonus +{points}.</source>
        <translation>{name}: γεμίζει τη Σφίγγα πριν από όλους και κυκλώνει το μπόνους +{points}.</translation>
    </message>
    <message>
        <source>{name} fills level {level} and circles its bonus +{points}.</source>
        <translation>{name}: γεμίζει το επίπεδο {level} και κυκλώνει το μπόνους +{points}.</translation>
    </message>
    <message>
        <source>{name} fills the obelisk and circles its bonus +{points}.</source>
        <translation>{name}: γεμίζει τον οβελίσκο και κυκλώνει το μπόνους +{points}.</translation>
    </message>
    <message>
        <source>{name} fills the Sphinx and circles its bonus +{points}.</source>
        <translation>{name}: γεμίζει τη Σφίγγα και κυκλώνει το μπόνους +{points}.</translation>
    </message>
    <message>
        <source>{name} pays for the two Nile digits with the bonus +{points} of level {level}.</source>
        <translation>{name}: πληρώνει τα δύο ψηφία του Νείλου με το μπόνους +{points} του επιπέδου {level}.</translation>
    </message>
    <message>
        <source>{name} pays for the two Nile digits with the obelisk bonus +{points}.</source>
        <translation>{name}: πληρώνει τα δύο ψηφία του Νείλου με το μπόνους +{points} του οβελίσκου.</translation>
    </message>
    <message>
        <source>{name} pays for the two Nile digits with the Sphinx bonus +{points}.</source>
        <translation>{name}: πληρώνει τα δύο ψηφία του Νείλου με το μπόνους +{points} της Σφίγγας.</translation>
    </message>
    <message>
        <source>doubled with ×2</source>
        <translation>διπλασιασμένο με το ×2</translation>
    </message>
    <message>
        <source>halved with :2</source>
        <translation>μειωμένο στο μισό με το :2</translation>
    </message>
    <message>
        <source>{name} circles a ×2 and can use it from now on.</source>
        <translation>{name}: κυκλώνει ένα ×2 και μπορεί να το χρησιμοποιήσει από εδώ και πέρα.</translation>
    </message>
    <message>
        <source>{name} circles a :2 and can use it from now on.</source>
        <translation>{name}: κυκλώνει ένα :2 και μπορεί να το χρησιμοποιήσει από εδώ και πέρα.</translation>
    </message>
    <message>
        <source>Nile</source>
        <translation>Νείλος</translation>
    </message>
    <message>
        <source>Total: {points}</source>
        <translation>Σύνολο: {points}</translation>
    </message>
    <message>
        <source>The dice</source>
        <translation>Τα ζάρια</translation>
    </message>
    <message>
        <source>Your sheet</source>
        <translation>Το φύλλο σου</translation>
    </message>
    <message>
        <source>Write nothing</source>
        <translation>Δεν γράφω τίποτα</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Τέλος</translation>
    </message>
    <message>
        <source>{player} rolled {first} and {second} and puts them in order…</source>
        <translation>{player}: έφερε {first} και {second} και τα βάζει σε σειρά…</translation>
    </message>
    <message>
        <source>{player} is writing…</source>
        <translation>{player}: γράφει…</translation>
    </message>
    <message>
        <source>{player} rolled {first} and {second}: choose the number everyone writes.</source>
        <translation>{player}: έφερες {first} και {second}. Διάλεξε τον αριθμό που θα γράψουν όλοι.</translation>
    </message>
    <message>
        <source>{player} rolled {first} and {second}: choose the number to write.</source>
        <translation>{player}: έφερες {first} και {second}. Διάλεξε τον αριθμό που θα γράψεις.</translation>
    </message>
    <message>
        <source>Solo rules: you roll every time, and the two Nile digits beside a “+” can make your number (it costs your highest open bonus).</source>
        <translation>Κανόνες σόλο: ρίχνεις πάντα εσύ· δύο ψηφία του Νείλου με «+» ανάμεσα μπορούν να γίνουν ο αριθμός σου (κοστίζει το μεγαλύτερο ανοιχτό μπόνους).</translation>
    </message>
    <message>
        <source>{player} writes {number}: click a lit cell, or Write nothing.</source>
        <translation>{player}: γράφεις το {number}. Κάνε κλικ σε ένα φωτισμένο κουτάκι ή πάτα «Δεν γράφω τίποτα».</translation>
    </message>
    <message>
        <source>{player}: the die shows {digit} and a Nile symbol. Choose your number on the right, then click a lit cell.</source>
        <translation>{player}: το ζάρι δείχνει {digit} και το σύμβολο του Νείλου. Διάλεξε τον αριθμό σου δεξιά και μετά κάνε κλικ σε ένα φωτισμένο κουτάκι.</translation>
    </message>
    <message>
        <source>{player} writes {number}, or chooses another number on the right: click a lit cell.</source>
        <translation>{player}: γράφεις το {number} ή διαλέγεις άλλον αριθμό δεξιά. Κάνε κλικ σε ένα φωτισμένο κουτάκι.</translation>
    </message>
    <message>
        <source>Your Nile digits are used through the number buttons beside your sheet.</source>
        <translation>Τα ψηφία του Νείλου σου τα χρησιμοποιείς με τα κουμπιά αριθμών δίπλα στο φύλλο σου.</translation>
    </message>
    <message>
        <source>Choose your number with the buttons on the right first.</source>
        <translation>Διάλεξε πρώτα τον αριθμό σου με τα κουμπιά δεξιά.</translation>
    </message>
    <message>
        <source>{player}: {number} fits nowhere on your sheet. Press Write nothing.</source>
        <translation>{player}: το {number} δεν χωράει πουθενά στο φύλλο σου. Πάτα «Δεν γράφω τίποτα».</translation>
    </message>
    <message>
        <source>The game is over. Sheet of {player}.</source>
        <translation>Το παιχνίδι τελείωσε. Φύλλο: {player}.</translation>
    </message>
    <message>
        <source>Bonuses</source>
        <translation>Μπόνους</translation>
    </message>
    <message>
        <source>How to fill it in: as you play, write each roll&apos;s number in a cell and cross each Nile digit you use; at the end write each part&apos;s points in its scarab box and in its box below, and their sum in Total.</source>
        <translation>Πώς το συμπληρώνεις: όσο παίζεις, γράψε τον αριθμό κάθε ζαριάς σε ένα κουτάκι και διάγραψε κάθε ψηφίο του Νείλου που χρησιμοποιείς· στο τέλος γράψε τους πόντους κάθε μέρους στο κουτάκι του σκαραβαίου του και στο δικό του από κάτω, και το άθροισμά τους στο Σύνολο.</translation>
    </message>
    <message>
        <source>Solo rules: you roll every time.</source>
        <translation>Σόλο: ρίχνεις πάντα εσύ.</translation>
    </message>
    <message>
        <source>{player}: the die shows {digit} and a Nile symbol. Choose your number below, then click a lit cell.</source>
        <translation>{player}: το ζάρι δείχνει {digit} και το σύμβολο του Νείλου. Διάλεξε τον αριθμό σου από κάτω και μετά κάνε κλικ σε ένα φωτισμένο κουτάκι.</translation>
    </message>
    <message>
        <source>{player} writes {number}, or chooses another number below: click a lit cell.</source>
        <translation>{player}: γράφεις το {number} ή διαλέγεις άλλον αριθμό από κάτω. Κάνε κλικ σε ένα φωτισμένο κουτάκι.</translation>
    </message>
    <message>
        <source>{player}: {number} fits nowhere as it is. Double or halve it with a button on the right, or press Write nothing.</source>
        <translation>{player}: το {number} δεν χωράει πουθενά όπως είναι. Διπλασίασέ το ή μείωσέ το στο μισό με ένα κουμπί δεξιά ή πάτα «Δεν γράφω τίποτα».</translation>
    </message>
    <message>
        <source>{player}: {number} fits nowhere as it is. Double or halve it with a button below, or press Write nothing.</source>
        <translation>{player}: το {number} δεν χωράει πουθενά όπως είναι. Διπλασίασέ το ή μείωσέ το στο μισό με ένα κουμπί από κάτω ή πάτα «Δεν γράφω τίποτα».</translation>
    </message>
    <message>
        <source>{player}: no number you can form fits your sheet. Press Write nothing.</source>
        <translation>{player}: κανένας αριθμός που μπορείς να φτιάξεις δεν χωράει στο φύλλο σου. Πάτα «Δεν γράφω τίποτα».</translation>
    </message>
    <message>
        <source>{player} writes {number}. Press Done, or Undo to change it.</source>
        <translation>{player}: γράφεις το {number}. Πάτα «Τέλος» ή «Αναίρεση» για να το αλλάξεις.</translation>
    </message>
    <message>
        <source>{player} writes nothing this roll. Press Done, or Undo to change it.</source>
        <translation>{player}: δεν γράφεις τίποτα σε αυτή τη ζαριά. Πάτα «Τέλος» ή «Αναίρεση» για να το αλλάξεις.</translation>
    </message>
    <message>
        <source>{player} writes {number}. Press Done.</source>
        <translation>{player}: γράφεις το {number}. Πάτα «Τέλος».</translation>
    </message>
    <message>
        <source>{player} writes nothing this roll. Press Done.</source>
        <translation>{player}: δεν γράφεις τίποτα σε αυτή τη ζαριά. Πάτα «Τέλος».</translation>
    </message>
    <message>
        <source>You have already chosen for this roll: press Done.</source>
        <translation>Έχεις ήδη διαλέξει γι’ αυτή τη ζαριά: πάτα «Τέλος».</translation>
    </message>
    <message>
        <source>{player} writes nothing: in the quick game that costs a Nile digit. Click the Nile digit to cross.</source>
        <translation>{player}: δεν γράφεις τίποτα, και στο γρήγορο παιχνίδι αυτό κοστίζει ένα ψηφίο του Νείλου. Κάνε κλικ στο ψηφίο που διαγράφεις.</translation>
    </message>
    <message>
        <source>To cross a Nile digit instead of writing, press Write nothing first.</source>
        <translation>Για να διαγράψεις ψηφίο του Νείλου αντί να γράψεις, πάτα πρώτα «Δεν γράφω τίποτα».</translation>
    </message>
    <message>
        <source>Your Nile digits are used through the number buttons below.</source>
        <translation>Τα ψηφία του Νείλου σου τα χρησιμοποιείς με τα κουμπιά αριθμών από κάτω.</translation>
    </message>
    <message>
        <source>Choose your number with the buttons below first.</source>
        <translation>Διάλεξε πρώτα τον αριθμό σου με τα κουμπιά από κάτω.</translation>
    </message>
    <message>
        <source>The die&apos;s {digit} and your Nile digit {nile}</source>
        <translation>Το {digit} του ζαριού και το ψηφίο {nile} του Νείλου σου</translation>
    </message>
    <message>
        <source>Your Nile digits {first} and {second}: costs your highest open bonus</source>
        <translation>Τα ψηφία {first} και {second} του Νείλου σου: κοστίζουν το μεγαλύτερο ανοιχτό μπόνους σου</translation>
    </message>
    <message>
        <source>Cross this symbol: you write {number} instead</source>
        <translation>Διάγραψε αυτό το σύμβολο και γράψε το {number} στη θέση του</translation>
    </message>
    <message>
        <source>Everyone writes {number}</source>
        <translation>Όλοι γράφουν το {number}</translation>
    </message>
    <message>
        <source>You write {number}</source>
        <translation>Γράφεις το {number}</translation>
    </message>
    <message>
        <source>Pyramid, level {level}, cell {place}</source>
        <translation>Πυραμίδα, επίπεδο {level}, κουτάκι {place}</translation>
    </message>
    <message>
        <source>Obelisk, cell {place} from the bottom</source>
        <translation>Οβελίσκος, κουτάκι {place} από κάτω</translation>
    </message>
    <message>
        <source>Sphinx, bottom left</source>
        <translation>Σφίγγα, κάτω αριστερά</translation>
    </message>
    <message>
        <source>Sphinx, top</source>
        <translation>Σφίγγα, πάνω</translation>
    </message>
    <message>
        <source>Sphinx, bottom right</source>
        <translation>Σφίγγα, κάτω δεξιά</translation>
    </message>
    <message>
        <source>Bonus +{points}: still open</source>
        <translation>Μπόνους +{points}: ακόμα ανοιχτό</translation>
    </message>
    <message>
        <source>Bonus +{points}: circled</source>
        <translation>Μπόνους +{points}: κυκλωμένο</translation>
    </message>
    <message>
        <source>Bonus +{points}: crossed out</source>
        <translation>Μπόνους +{points}: διαγραμμένο</translation>
    </message>
    <message>
        <source>The goal</source>
        <translation>Ο στόχος</translation>
    </message>
    <message>
        <source>Write the numbers the dice give into your pyramid, your obelisk and your Sphinx, always keeping their order. Be the first to fill a level or a building for a bonus, and make one digit come up again and again in each of them: at the end it is your scarab&apos;s points.</source>
        <translation>Γράψε τους αριθμούς των ζαριών στην πυραμίδα, στον οβελίσκο και στη Σφίγγα σου, κρατώντας πάντα τη σειρά τους. Αν γεμίσεις ένα επίπεδο ή ένα κτίσμα πριν από όλους, παίρνεις μπόνους. Φρόντισε και ένα ψηφίο να εμφανίζεται ξανά και ξανά στο καθένα: στο τέλος είναι οι πόντοι του σκαραβαίου σου.</translation>
    </message>
    <message>
        <source>A roll</source>
        <translation>Μια ζαριά</translation>
    </message>
    <message>
        <source>The roller rolls both dice and puts the two digits in the order they like: a 4 and a 6 make 46 or 64. Everyone writes that same number into one empty cell of their sheet, or writes nothing.</source>
        <translation>Όποιος έχει σειρά ρίχνει και τα δύο ζάρια και βάζει τα δύο ψηφία στη σειρά που θέλει: ένα 4 και ένα 6 κάνουν 46 ή 64. Όλοι γράφουν τον ίδιο αριθμό σε ένα άδειο κουτάκι του φύλλου τους ή δεν γράφουν τίποτα.</translation>
    </message>
    <message>
        <source>A Nile symbol on one die: everyone forms their own number from the other die and one of their Nile digits (0, 1, 7, 8, 9), in either order, and crosses that Nile digit. A 6 and the Nile digit 7 make 67 or 76; a 0 in front makes a one-digit number (06 is 6). Two Nile symbols: roll again.</source>
        <translation>Το σύμβολο του Νείλου σε ένα ζάρι: καθένας φτιάχνει τον δικό του αριθμό από το άλλο ζάρι και ένα ψηφίο του Νείλου του (0, 1, 7, 8, 9), με όποια σειρά θέλει, και διαγράφει αυτό το ψηφίο. Ένα 6 και το ψηφίο 7 του Νείλου κάνουν 67 ή 76· ένα 0 μπροστά δίνει μονοψήφιο αριθμό (το 06 είναι 6). Δύο σύμβολα του Νείλου: τα ζάρια ξαναρίχνονται.</translation>
    </message>
    <message>
        <source>Then the next player clockwise rolls.</source>
        <translation>Μετά ρίχνει ο επόμενος παίκτης δεξιόστροφα.</translation>
    </message>
    <message>
        <source>Where numbers may go</source>
        <translation>Πού μπαίνουν οι αριθμοί</translation>
    </message>
    <message>
        <source>Pyramid: on each level the numbers grow from left to right, and every number of a level is bigger than all numbers of the level below. If level 1 holds 15 at most, level 2 starts at 16.</source>
        <translation>Πυραμίδα: σε κάθε επίπεδο οι αριθμοί μεγαλώνουν από αριστερά προς τα δεξιά, και κάθε αριθμός ενός επιπέδου είναι μεγαλύτερος από όλους τους αριθμούς του επιπέδου από κάτω. Αν το επίπεδο 1 έχει το πολύ 15, το επίπεδο 2 ξεκινά από το 16.</translation>
    </message>
    <message>
        <source>Obelisk: the numbers grow from bottom to top. Sphinx: they grow from the bottom left over the top to the bottom right.</source>
        <translation>Οβελίσκος: οι αριθμοί μεγαλώνουν από κάτω προς τα πάνω. Σφίγγα: μεγαλώνουν από το κάτω αριστερό κουτάκι στο πάνω και μετά στο κάτω δεξί.</translation>
    </message>
    <message>
        <source>You may write into any empty cell as long as these orders still hold, and no building may hold the same number twice.</source>
        <translation>Μπορείς να γράψεις σε όποιο άδειο κουτάκι θέλεις, αρκεί να ισχύουν ακόμα αυτές οι σειρές, και κανένα κτίσμα δεν έχει τον ίδιο αριθμό δύο φορές.</translation>
    </message>
    <message>
        <source>Bonuses, scarabs and the end</source>
        <translation>Μπόνους, σκαραβαίοι και το τέλος</translation>
    </message>
    <message>
        <source>Whoever fills a pyramid level, the obelisk or the Sphinx first circles its bonus; everyone else crosses it out. All who fill it on the same roll circle it.</source>
        <translation>Όποιος γεμίσει πρώτος ένα επίπεδο της πυραμίδας, τον οβελίσκο ή τη Σφίγγα κυκλώνει το μπόνους του· όλοι οι άλλοι το διαγράφουν. Όσοι το γεμίσουν στην ίδια ζαριά το κυκλώνουν όλοι.</translation>
    </message>
    <message>
        <source>The game ends after the roll on which someone fills their whole pyramid. For each level, the obelisk and the Sphinx, the digit that appears most often there goes into the scarab box and is worth its value (on a tie, the lower digit: four 5s and four 2s give 2). Circled bonuses plus scarabs: the most points win.</source>
        <translation>Το παιχνίδι τελειώνει μετά τη ζαριά στην οποία κάποιος γεμίζει όλη την πυραμίδα του. Για κάθε επίπεδο, τον οβελίσκο και τη Σφίγγα, το ψηφίο που εμφανίζεται πιο συχνά εκεί μπαίνει στο κουτάκι του σκαραβαίου και αξίζει όσο η τιμή του (σε ισοπαλία, το μικρότερο ψηφίο: τέσσερα 5 και τέσσερα 2 δίνουν 2). Κερδίζει όποιος έχει τους περισσότερους πόντους από κυκλωμένα μπόνους και σκαραβαίους.</translation>
    </message>
    <message>
        <source>If no pyramid can be filled any more, whatever numbers still come, the game ends too.</source>
        <translation>Το παιχνίδι τελειώνει και όταν καμία πυραμίδα δεν μπορεί πια να γεμίσει, ό,τι αριθμοί κι αν έρθουν.</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Παραλλαγές</translation>
    </message>
    <message>
        <source>More fun: when both cells beside a ×2 or :2 in the pyramid are filled, the symbol is circled. On a later roll you may cross it to double or halve your number (rounded down), once per symbol.</source>
        <translation>Περισσότερη διασκέδαση: όταν γεμίσουν και τα δύο κουτάκια δίπλα σε ένα ×2 ή :2 της πυραμίδας, το σύμβολο κυκλώνεται. Σε επόμενη ζαριά μπορείς να το διαγράψεις για να διπλασιάσεις ή να μειώσεις στο μισό τον αριθμό σου (με στρογγυλοποίηση προς τα κάτω), μία φορά για κάθε σύμβολο.</translation>
    </message>
    <message>
        <source>Solo: you roll every time. You may also form a number from the two Nile digits beside a “+” (0 and 1, or 7 and 8); it costs your highest bonus still open, which you cross out.</source>
        <translation>Σόλο: ρίχνεις κάθε φορά εσύ. Μπορείς επίσης να φτιάξεις αριθμό από τα δύο ψηφία του Νείλου δίπλα σε ένα «+» (0 και 1, ή 7 και 8)· αυτό σου κοστίζει το μεγαλύτερο μπόνους που είναι ακόμα ανοιχτό, και το διαγράφεις.</translation>
    </message>
    <message>
        <source>Quick game: whenever you write nothing, you cross one Nile digit of your choice. The game also ends when someone has crossed all their Nile digits.</source>
        <translation>Γρήγορο παιχνίδι: κάθε φορά που δεν γράφεις τίποτα, διαγράφεις ένα ψηφίο του Νείλου της επιλογής σου. Το παιχνίδι τελειώνει και όταν κάποιος έχει διαγράψει όλα τα ψηφία του Νείλου του.</translation>
    </message>
    <message>
        <source>Playing on the computer</source>
        <translation>Παιχνίδι στον υπολογιστή</translation>
    </message>
    <message>
        <source>Everyone writes in turn on the same screen, in sight of all: your sheet is shown big and only the cells your number may go into are lit. Click one (or use the arrow keys and Enter), then press Done. Until then Undo takes your choice back.</source>
        <translation>Όλοι γράφουν με τη σειρά στην ίδια οθόνη, μπροστά σε όλους: το φύλλο σου φαίνεται μεγάλο και φωτίζονται μόνο τα κουτάκια όπου χωράει ο αριθμός σου. Κάνε κλικ σε ένα (ή χρησιμοποίησε τα βελάκια και το Enter) και μετά πάτα «Τέλος». Μέχρι τότε η «Αναίρεση» παίρνει πίσω την επιλογή σου.</translation>
    </message>
    <message>
        <source>When you have a choice of numbers (a Nile symbol, a ×2 or :2), pick it with the buttons under your sheet first. Click a small sheet to see it big.</source>
        <translation>Όταν έχεις να διαλέξεις αριθμό (σύμβολο του Νείλου, ×2 ή :2), διάλεξέ τον πρώτα με τα κουμπιά κάτω από το φύλλο σου. Κάνε κλικ σε ένα μικρό φύλλο για να το δεις μεγάλο.</translation>
    </message>
    <message>
        <source>You are {learner} and play against {computer}, the computer. Every roll gives a number that everyone writes on their own sheet. Fill your pyramid in order, and use the same digits often: the digit written most in a part is what it scores.</source>
        <translation>Παίζεις ως {learner} απέναντι στον υπολογιστή, που λέγεται {computer}. Κάθε ζαριά δίνει έναν αριθμό που τον γράφουν όλοι στο δικό τους φύλλο. Γέμισε την πυραμίδα σου με τη σειρά και χρησιμοποίησε συχνά τα ίδια ψηφία: κάθε μέρος φέρνει τόσους πόντους όσο το ψηφίο που γράφτηκε εκεί πιο συχνά.</translation>
    </message>
    <message>
        <source>You rolled, so you decide the order of the two digits. Choose the outlined {number}: everyone will write this number, and it suits a free place on your sheet.</source>
        <translation>Εσύ έριξες τα ζάρια, γι’ αυτό εσύ αποφασίζεις τη σειρά των δύο ψηφίων. Διάλεξε το σημειωμένο {number}: αυτόν τον αριθμό θα γράψουν όλοι, και ταιριάζει σε μια ελεύθερη θέση του φύλλου σου.</translation>
    </message>
    <message>
        <source>Write {number} in the outlined box of the pyramid. Numbers grow from left to right and each level is higher than the one below, so leave room for the numbers still to come.</source>
        <translation>Γράψε το {number} στο σημειωμένο κουτάκι της πυραμίδας. Οι αριθμοί μεγαλώνουν από αριστερά προς τα δεξιά και κάθε επίπεδο είναι ψηλότερα από το από κάτω, γι’ αυτό άφησε χώρο για τους αριθμούς που θα έρθουν.</translation>
    </message>
    <message>
        <source>Write {number} in the outlined box of the obelisk. Its numbers grow from the bottom to the top, so a low number goes low and a high one goes high.</source>
        <translation>Γράψε το {number} στο σημειωμένο κουτάκι του οβελίσκου. Οι αριθμοί του μεγαλώνουν από κάτω προς τα πάνω, γι’ αυτό ένας μικρός αριθμός πάει χαμηλά και ένας μεγάλος ψηλά.</translation>
    </message>
    <message>
        <source>Write {number} in the outlined box of the Sphinx. Its three numbers grow from the bottom left over the top to the bottom right.</source>
        <translation>Γράψε το {number} στο σημειωμένο κουτάκι της Σφίγγας. Οι τρεις αριθμοί της μεγαλώνουν από κάτω αριστερά, από την κορυφή, ως κάτω δεξιά.</translation>
    </message>
    <message>
        <source>One die shows the Nile: everyone makes a number of their own from the other die and one digit of their Nile row. Choose the outlined {number}, then click the outlined box: the Nile digit you used is crossed and cannot be used again.</source>
        <translation>Ένα ζάρι δείχνει τον Νείλο: ο καθένας φτιάχνει δικό του αριθμό από το άλλο ζάρι και ένα ψηφίο του Νείλου του. Διάλεξε το σημειωμένο {number} και μετά κάνε κλικ στο σημειωμένο κουτάκι: το ψηφίο του Νείλου που χρησιμοποίησες διαγράφεται και δεν ξαναχρησιμοποιείται.</translation>
    </message>
    <message>
        <source>Press the outlined button and write nothing this time: {number} fits nowhere useful on your sheet, and a number in the wrong place blocks the boxes around it.</source>
        <translation>Πάτα το σημειωμένο κουμπί και μη γράψεις τίποτα αυτή τη φορά: το {number} δεν ταιριάζει πουθενά χρήσιμα στο φύλλο σου, και ένας αριθμός σε λάθος θέση κλείνει τα κουτάκια γύρω του.</translation>
    </message>
    <message>
        <source>Press the outlined Done: your choice is made. Everyone writes on the same roll, and the next roll comes when all have pressed Done.</source>
        <translation>Πάτα το σημειωμένο «Τέλος»: η επιλογή σου έγινε. Όλοι γράφουν στην ίδια ζαριά, και η επόμενη ζαριά έρχεται όταν πατήσουν όλοι «Τέλος».</translation>
    </message>
    <message>
        <source>Press the outlined Done: the next roll comes when everyone is done.</source>
        <translation>Πάτα το σημειωμένο «Τέλος»: η επόμενη ζαριά έρχεται όταν τελειώσουν όλοι.</translation>
    </message>
    <message>
        <source>Each part scores the digit written most often in it (on a tie, the lower one): that digit is its points. A part with nothing written in it scores nothing yet.</source>
        <translation>Κάθε μέρος φέρνει το ψηφίο που γράφτηκε εκεί πιο συχνά (σε ισοπαλία, το μικρότερο): τόσους πόντους φέρνει. Ένα μέρος όπου δεν έχεις γράψει τίποτα δεν φέρνει ακόμα πόντους.</translation>
    </message>
    <message>
        <source>That is all there is to it. A real game goes on like this until someone has filled their whole pyramid; then the highest total wins.</source>
        <translation>Αυτό ήταν όλο. Μια κανονική παρτίδα συνεχίζει έτσι μέχρι κάποιος να γεμίσει όλη την πυραμίδα του· τότε κερδίζει το μεγαλύτερο σύνολο.</translation>
    </message>
    <message numerus="yes">
        <source>%n bonus(es) circled: the first to fill a level of the pyramid, the obelisk or the Sphinx circles its bonus, and everyone else crosses it out.</source>
        <translation>
            <numerusform>%n μπόνους κυκλωμένο: όποιος πρώτος γεμίσει ένα επίπεδο της πυραμίδας, τον οβελίσκο ή τη Σφίγγα κυκλώνει το μπόνους του, και όλοι οι άλλοι το διαγράφουν.</numerusform>
            <numerusform>%n μπόνους κυκλωμένα: όποιος πρώτος γεμίσει ένα επίπεδο της πυραμίδας, τον οβελίσκο ή τη Σφίγγα κυκλώνει το μπόνους του, και όλοι οι άλλοι το διαγράφουν.</numerusform>
        </translation>
    </message>
    <message>
        <source>Bonus for finishing first +{points}: still open</source>
        <translation>Μπόνους πρωτιάς +{points}: ακόμα ανοιχτό</translation>
    </message>
    <message>
        <source>Bonus for finishing first +{points}: won</source>
        <translation>Μπόνους πρωτιάς +{points}: κερδισμένο</translation>
    </message>
    <message>
        <source>Bonus for finishing first +{points}: crossed out</source>
        <translation>Μπόνους πρωτιάς +{points}: διαγραμμένο</translation>
    </message>
    <message>
        <source>Bonuses for finishing first</source>
        <translation>Μπόνους πρωτιάς</translation>
    </message>
    <message>
        <source>Words of the game</source>
        <translation>Οι λέξεις του παιχνιδιού</translation>
    </message>
    <message>
        <source>Bonus for finishing first: the points beside each pyramid level, the obelisk and the Sphinx. Whoever fills that part first circles them; everyone else crosses them out.</source>
        <translation>Μπόνους πρωτιάς: οι πόντοι δίπλα σε κάθε επίπεδο της πυραμίδας, στον οβελίσκο και στη Σφίγγα. Όποιος γεμίσει πρώτος αυτό το μέρος τούς κυκλώνει· όλοι οι άλλοι τούς διαγράφουν.</translation>
    </message>
    <message>
        <source>Nile digits: the digits 0, 1, 7, 8 and 9 on your sheet. A Nile symbol on a die lets you use one of them, once.</source>
        <translation>Ψηφία του Νείλου: τα ψηφία 0, 1, 7, 8 και 9 στο φύλλο σου. Όταν ένα ζάρι φέρει το σύμβολο του Νείλου, χρησιμοποιείς ένα από αυτά, μία φορά.</translation>
    </message>
    <message>
        <source>Scarab: the box beside each part that gets the digit appearing most often there, worth its value.</source>
        <translation>Σκαραβαίος: το κουτάκι δίπλα σε κάθε μέρος, όπου μπαίνει το ψηφίο που εμφανίζεται εκεί πιο συχνά· αξίζει όσο η τιμή του.</translation>
    </message>
    <message>
        <source>Nile digit {digit}</source>
        <translation>Ψηφίο {digit} του Νείλου</translation>
    </message>
</context>
<context>
    <name>history</name>
    <message>
        <source>A player needs a name.</source>
        <translation>Ο παίκτης χρειάζεται ένα όνομα.</translation>
    </message>
    <message>
        <source>A name can have at most {most} letters.</source>
        <translation>Ένα όνομα μπορεί να έχει το πολύ {most} χαρακτήρες.</translation>
    </message>
    <message>
        <source>A name must be a single line, without tabs.</source>
        <translation>Το όνομα πρέπει να χωράει σε μία γραμμή, χωρίς στηλοθέτες.</translation>
    </message>
    <message>
        <source>A name cannot hold invisible characters or marks that change the text&apos;s direction.</source>
        <translation>Ένα όνομα δεν μπορεί να έχει αόρατους χαρακτήρες ή σημάδια που αλλάζουν την κατεύθυνση του κειμένου.</translation>
    </message>
    <message>
        <source>{name} is already a player. Choose another name, or merge the two.</source>
        <translation>Υπάρχει ήδη παίκτης με το όνομα {name}. Διάλεξε άλλο όνομα ή ένωσε τους δύο.</translation>
    </message>
    <message>
        <source>The list of players and finished games was made by a newer version of sheetdesk. It is shown as it is, and nothing in it can be changed here.</source>
        <translation>Η λίστα με τους παίκτες και τα τελειωμένα παιχνίδια φτιάχτηκε από νεότερη έκδοση του sheetdesk. Εμφανίζεται όπως είναι, και εδώ δεν μπορείς να αλλάξεις τίποτα σε αυτήν.</translation>
    </message>
    <message>
        <source>That player is not on the list any more.</source>
        <translation>Αυτός ο παίκτης δεν είναι πια στη λίστα.</translation>
    </message>
    <message>
        <source>Another sheetdesk window is busy with the list of players and finished games, so it could not be read or changed just now. Nothing is lost: try again in a moment.</source>
        <translation>Ένα άλλο παράθυρο του sheetdesk δουλεύει αυτή τη στιγμή με τη λίστα των παικτών και των τελειωμένων παιχνιδιών, γι’ αυτό δεν μπόρεσε να διαβαστεί ή να αλλάξει. Δεν χάθηκε τίποτα· δοκίμασε ξανά σε λίγο.</translation>
    </message>
    <message>
        <source>The list of players and finished games could not be read or changed ({error}). No saved game is lost.</source>
        <translation>Η λίστα με τους παίκτες και τα τελειωμένα παιχνίδια δεν μπόρεσε να διαβαστεί ή να αλλάξει ({error}). Κανένα αποθηκευμένο παιχνίδι δεν χάθηκε.</translation>
    </message>
    <message>
        <source>The list of players and finished games could not be read, so it was put aside as {file} and made again from the saved games. No game is lost, and the players keep their colours and symbols.</source>
        <translation>Η λίστα με τους παίκτες και τα τελειωμένα παιχνίδια δεν μπορούσε να διαβαστεί, γι’ αυτό φυλάχτηκε στην άκρη ως {file} και φτιάχτηκε ξανά από τα αποθηκευμένα παιχνίδια. Κανένα παιχνίδι δεν χάθηκε, και οι παίκτες κρατούν τα χρώματα και τα σύμβολά τους.</translation>
    </message>
    <message>
        <source>The disk is full, so the list of players and finished games could not be written. No saved game is lost: make room on the disk and try again.</source>
        <translation>Ο δίσκος είναι γεμάτος, γι’ αυτό η λίστα με τους παίκτες και τα τελειωμένα παιχνίδια δεν μπόρεσε να γραφτεί. Κανένα αποθηκευμένο παιχνίδι δεν χάθηκε: κάνε χώρο στον δίσκο και δοκίμασε ξανά.</translation>
    </message>
    <message>
        <source>The list of players and finished games cannot be written: its file or its folder may only be read. No saved game is lost.</source>
        <translation>Η λίστα με τους παίκτες και τα τελειωμένα παιχνίδια δεν μπορεί να γραφτεί: το αρχείο της ή ο φάκελός της επιτρέπει μόνο ανάγνωση. Κανένα αποθηκευμένο παιχνίδι δεν χάθηκε.</translation>
    </message>
    <message>
        <source>Where the list of players and finished games is kept there is something else ({file} is not a file). No saved game is lost.</source>
        <translation>Εκεί όπου φυλάγεται η λίστα με τους παίκτες και τα τελειωμένα παιχνίδια υπάρχει κάτι άλλο (το {file} δεν είναι αρχείο). Κανένα αποθηκευμένο παιχνίδι δεν χάθηκε.</translation>
    </message>
    <message>
        <source>The list of players and finished games was made by a newer version of sheetdesk, so nothing can be added to it here, and the games finished since are not in it. No saved game is lost.</source>
        <translation>Η λίστα με τους παίκτες και τα τελειωμένα παιχνίδια φτιάχτηκε από νεότερη έκδοση του sheetdesk, γι’ αυτό εδώ δεν μπορεί να προστεθεί τίποτα σε αυτήν, και τα παιχνίδια που τελείωσαν από τότε δεν είναι μέσα. Κανένα αποθηκευμένο παιχνίδι δεν χάθηκε.</translation>
    </message>
    <message>
        <source>The list of players and finished games was made by a newer version of sheetdesk and cannot be read by this one. No saved game is lost.</source>
        <translation>Η λίστα με τους παίκτες και τα τελειωμένα παιχνίδια φτιάχτηκε από νεότερη έκδοση του sheetdesk και δεν μπορεί να διαβαστεί από αυτήν εδώ. Κανένα αποθηκευμένο παιχνίδι δεν χάθηκε.</translation>
    </message>
    <message>
        <source>The list of players and finished games could not be read, and it could not be put aside to be made again ({error}). No saved game is lost.</source>
        <translation>Η λίστα με τους παίκτες και τα τελειωμένα παιχνίδια δεν μπόρεσε να διαβαστεί, ούτε να μπει στην άκρη για να φτιαχτεί ξανά ({error}). Κανένα αποθηκευμένο παιχνίδι δεν χάθηκε.</translation>
    </message>
    <message>
        <source>{name} has that colour and symbol already. Choose another of the two.</source>
        <translation>{name}: έχει ήδη αυτό το χρώμα με αυτό το σύμβολο. Διάλεξε άλλο χρώμα ή άλλο σύμβολο.</translation>
    </message>
</context>
<context>
    <name>lesson</name>
    <message>
        <source>Mia</source>
        <translation>Μία</translation>
    </message>
    <message>
        <source>Leo</source>
        <translation>Λέο</translation>
    </message>
    <message>
        <source>The rules allow that, but this lesson goes on with another move: try the outlined one.</source>
        <translation>Οι κανόνες το επιτρέπουν, αλλά το μάθημα συνεχίζει με άλλη κίνηση: δοκίμασε αυτή με το περίγραμμα.</translation>
    </message>
    <message>
        <source>Try the outlined one.</source>
        <translation>Δοκίμασε την κίνηση με το περίγραμμα.</translation>
    </message>
    <message numerus="yes">
        <source>{line}: %n point(s).</source>
        <translation>
            <numerusform>{line}: %n πόντος.</numerusform>
            <numerusform>{line}: %n πόντοι.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Total: %n point(s).</source>
        <translation>
            <numerusform>Σύνολο: %n πόντος.</numerusform>
            <numerusform>Σύνολο: %n πόντοι.</numerusform>
        </translation>
    </message>
    <message>
        <source>The lesson is over. Your score card, line by line:</source>
        <translation>Το μάθημα τελείωσε. Οι πόντοι σου, γραμμή γραμμή:</translation>
    </message>
    <message>
        <source>Learn to play · Step {number} of {total}</source>
        <translation>Μάθε να παίζεις · Βήμα {number} από {total}</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Μάθε να παίζεις</translation>
    </message>
    <message>
        <source>Finish the lesson</source>
        <translation>Τέλος του μαθήματος</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Έξοδος από το μάθημα</translation>
    </message>
    <message>
        <source>Back to where you started the lesson (Esc)</source>
        <translation>Πίσω εκεί απ’ όπου ξεκίνησες το μάθημα (Esc)</translation>
    </message>
    <message>
        <source>Here</source>
        <translation>Εδώ</translation>
    </message>
    <message>
        <source>The lesson is over</source>
        <translation>Το μάθημα τελείωσε</translation>
    </message>
    <message>
        <source>Your sheet as the lesson leaves it.</source>
        <translation>Το παιχνίδι σου, όπως το αφήνει το μάθημα.</translation>
    </message>
</context>
<context>
    <name>levels</name>
    <message>
        <source>Clever</source>
        <translation>Έξυπνος</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Τυχαίος</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Εύκολος</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Μέτριος</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Δύσκολος</translation>
    </message>
</context>
<context>
    <name>looks</name>
    <message>
        <source>Orange</source>
        <translation>Πορτοκαλί</translation>
    </message>
    <message>
        <source>Sky blue</source>
        <translation>Γαλάζιο</translation>
    </message>
    <message>
        <source>Bluish green</source>
        <translation>Γαλαζοπράσινο</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Κίτρινο</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Μπλε</translation>
    </message>
    <message>
        <source>Vermilion</source>
        <translation>Κεραμιδί</translation>
    </message>
    <message>
        <source>Reddish purple</source>
        <translation>Ροζ-μωβ</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Μαύρο</translation>
    </message>
    <message>
        <source>Star</source>
        <translation>Αστέρι</translation>
    </message>
    <message>
        <source>Heart</source>
        <translation>Καρδιά</translation>
    </message>
    <message>
        <source>Moon</source>
        <translation>Φεγγάρι</translation>
    </message>
    <message>
        <source>Clover</source>
        <translation>Τριφύλλι</translation>
    </message>
    <message>
        <source>Lightning</source>
        <translation>Κεραυνός</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>Σταγόνα</translation>
    </message>
    <message>
        <source>Hexagon</source>
        <translation>Εξάγωνο</translation>
    </message>
    <message>
        <source>Flower</source>
        <translation>Λουλούδι</translation>
    </message>
    <message>
        <source>Colour and symbol of {name}</source>
        <translation>Χρώμα και σύμβολο: {name}</translation>
    </message>
    <message>
        <source>Colour:</source>
        <translation>Χρώμα:</translation>
    </message>
    <message>
        <source>Symbol:</source>
        <translation>Σύμβολο:</translation>
    </message>
    <message>
        <source>Keep this look</source>
        <translation>Αυτό κρατάω</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Άκυρο</translation>
    </message>
</context>
<context>
    <name>names</name>
    <message>
        <source>Player {number}</source>
        <translation>Παίκτης {number}</translation>
    </message>
</context>
<context>
    <name>number_rows</name>
    <message>
        <source>{name} locks the red row.</source>
        <translation>{name}: κλειδώνει την κόκκινη σειρά.</translation>
    </message>
    <message>
        <source>{name} locks the yellow row.</source>
        <translation>{name}: κλειδώνει την κίτρινη σειρά.</translation>
    </message>
    <message>
        <source>{name} locks the green row.</source>
        <translation>{name}: κλειδώνει την πράσινη σειρά.</translation>
    </message>
    <message>
        <source>{name} locks the blue row.</source>
        <translation>{name}: κλειδώνει την μπλε σειρά.</translation>
    </message>
    <message>
        <source>{player} crosses the announced number in the red row.</source>
        <translation>{player}: τσεκάρει τον ανακοινωμένο αριθμό στην κόκκινη σειρά.</translation>
    </message>
    <message>
        <source>{player} crosses the announced number in the yellow row.</source>
        <translation>{player}: τσεκάρει τον ανακοινωμένο αριθμό στην κίτρινη σειρά.</translation>
    </message>
    <message>
        <source>{player} crosses the announced number in the green row.</source>
        <translation>{player}: τσεκάρει τον ανακοινωμένο αριθμό στην πράσινη σειρά.</translation>
    </message>
    <message>
        <source>{player} crosses the announced number in the blue row.</source>
        <translation>{player}: τσεκάρει τον ανακοινωμένο αριθμό στην μπλε σειρά.</translation>
    </message>
    <message numerus="yes">
        <source>{player} plays %n red card(s).</source>
        <translation>
            <numerusform>{player}: παίζει %n κόκκινη κάρτα.</numerusform>
            <numerusform>{player}: παίζει %n κόκκινες κάρτες.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} plays %n yellow card(s).</source>
        <translation>
            <numerusform>{player}: παίζει %n κίτρινη κάρτα.</numerusform>
            <numerusform>{player}: παίζει %n κίτρινες κάρτες.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} plays %n green card(s).</source>
        <translation>
            <numerusform>{player}: παίζει %n πράσινη κάρτα.</numerusform>
            <numerusform>{player}: παίζει %n πράσινες κάρτες.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} plays %n blue card(s).</source>
        <translation>
            <numerusform>{player}: παίζει %n μπλε κάρτα.</numerusform>
            <numerusform>{player}: παίζει %n μπλε κάρτες.</numerusform>
        </translation>
    </message>
    <message>
        <source>You played red cards: cross in the red row.</source>
        <translation>Έπαιξες κόκκινες κάρτες: τσέκαρε στην κόκκινη σειρά.</translation>
    </message>
    <message>
        <source>You played yellow cards: cross in the yellow row.</source>
        <translation>Έπαιξες κίτρινες κάρτες: τσέκαρε στην κίτρινη σειρά.</translation>
    </message>
    <message>
        <source>You played green cards: cross in the green row.</source>
        <translation>Έπαιξες πράσινες κάρτες: τσέκαρε στην πράσινη σειρά.</translation>
    </message>
    <message>
        <source>You played blue cards: cross in the blue row.</source>
        <translation>Έπαιξες μπλε κάρτες: τσέκαρε στην μπλε σειρά.</translation>
    </message>
    <message numerus="yes">
        <source>Take %n card(s) from the display</source>
        <translation>
            <numerusform>Πάρε %n κάρτα από τη βιτρίνα</numerusform>
            <numerusform>Πάρε %n κάρτες από τη βιτρίνα</numerusform>
        </translation>
    </message>
    <message>
        <source>red</source>
        <translation>κόκκινη</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>κίτρινη</translation>
    </message>
    <message>
        <source>green</source>
        <translation>πράσινη</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>μπλε</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Κόκκινο</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Κίτρινο</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Πράσινο</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Μπλε</translation>
    </message>
    <message>
        <source>This row is closed: you already crossed its lock.</source>
        <translation>Αυτή η σειρά έχει κλείσει: έχεις ήδη τσεκάρει την κλειδαριά της.</translation>
    </message>
    <message>
        <source>You can only cross numbers to the right of your last cross in this row.</source>
        <translation>Σε αυτή τη σειρά μπορείς να τσεκάρεις μόνο αριθμούς δεξιά από τον τελευταίο σου σταυρό.</translation>
    </message>
    <message>
        <source>The last number of a row needs 5 crosses in that row first.</source>
        <translation>Για τον τελευταίο αριθμό μιας σειράς χρειάζεσαι πρώτα 5 σταυρούς σε αυτή τη σειρά.</translation>
    </message>
    <message>
        <source>In one play you may leave at most one number open between your first and your last cross.</source>
        <translation>Σε ένα παίξιμο μπορεί να μείνει ελεύθερος το πολύ ένας αριθμός ανάμεσα στον πρώτο και στον τελευταίο σου σταυρό.</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Τζόκερ</translation>
    </message>
    <message>
        <source>Only a player can do that.</source>
        <translation>Αυτό μπορεί να το κάνει μόνο ένας παίκτης.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Το παιχνίδι τελείωσε.</translation>
    </message>
    <message>
        <source>There is no such player.</source>
        <translation>Δεν υπάρχει τέτοιος παίκτης.</translation>
    </message>
    <message>
        <source>This game has no such move.</source>
        <translation>Αυτό το παιχνίδι δεν έχει τέτοια κίνηση.</translation>
    </message>
    <message>
        <source>You can only take cards at the start of your turn.</source>
        <translation>Κάρτες παίρνεις μόνο στην αρχή του γύρου σου.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Δεν είναι η σειρά σου.</translation>
    </message>
    <message>
        <source>There is no card at that place in the display.</source>
        <translation>Σε αυτή τη θέση της βιτρίνας δεν υπάρχει κάρτα.</translation>
    </message>
    <message>
        <source>Only the game shuffles the cards.</source>
        <translation>Τις κάρτες τις ανακατεύει μόνο το παιχνίδι.</translation>
    </message>
    <message>
        <source>No shuffle is needed now.</source>
        <translation>Τώρα δεν χρειάζεται ανακάτεμα.</translation>
    </message>
    <message>
        <source>A shuffle must use every card of the discard pile once.</source>
        <translation>Στο ανακάτεμα πρέπει να μπει κάθε κάρτα της στοίβας συσσώρευσης από μία φορά.</translation>
    </message>
    <message>
        <source>You can only use the announced number right after the draw.</source>
        <translation>Τον ανακοινωμένο αριθμό τον χρησιμοποιείς μόνο αμέσως αφού πάρεις κάρτες.</translation>
    </message>
    <message>
        <source>You have already decided about the announced number.</source>
        <translation>Έχεις ήδη αποφασίσει για τον ανακοινωμένο αριθμό.</translation>
    </message>
    <message>
        <source>You may cross the announced number in one row only.</source>
        <translation>Τον ανακοινωμένο αριθμό μπορείς να τον τσεκάρεις μόνο σε μία σειρά.</translation>
    </message>
    <message>
        <source>You have already played your cards this turn.</source>
        <translation>Σε αυτόν τον γύρο έχεις ήδη παίξει τις κάρτες σου.</translation>
    </message>
    <message>
        <source>Play 1, 2 or 3 cards.</source>
        <translation>Παίξε 1, 2 ή 3 κάρτες.</translation>
    </message>
    <message>
        <source>You can play each card only once.</source>
        <translation>Κάθε κάρτα την παίζεις μόνο μία φορά.</translation>
    </message>
    <message>
        <source>You can only play cards from your hand.</source>
        <translation>Μπορείς να παίξεις μόνο κάρτες από το χέρι σου.</translation>
    </message>
    <message>
        <source>Cards you play together must all have the same colour.</source>
        <translation>Οι κάρτες που παίζεις μαζί πρέπει να έχουν όλες το ίδιο χρώμα.</translation>
    </message>
    <message>
        <source>The colour you chose is not the colour of your cards.</source>
        <translation>Το χρώμα που διάλεξες δεν είναι το χρώμα των καρτών σου.</translation>
    </message>
    <message>
        <source>You can play cards only after the draw and the announced number.</source>
        <translation>Κάρτες παίζεις μόνο αφού πάρεις κάρτες και περάσει ο ανακοινωμένος αριθμός.</translation>
    </message>
    <message>
        <source>Only the player whose turn it is may play and cross now.</source>
        <translation>Τώρα παίζει και τσεκάρει μόνο ο παίκτης που έχει σειρά.</translation>
    </message>
    <message>
        <source>Play your cards first, then cross their numbers.</source>
        <translation>Πρώτα παίξε τις κάρτες σου και μετά τσέκαρε τους αριθμούς τους.</translation>
    </message>
    <message>
        <source>You can only cross numbers of the cards you played.</source>
        <translation>Μπορείς να τσεκάρεις μόνο αριθμούς των καρτών που έπαιξες.</translation>
    </message>
    <message>
        <source>Play at least one card before you end your turn.</source>
        <translation>Παίξε τουλάχιστον μία κάρτα πριν τελειώσεις τον γύρο σου.</translation>
    </message>
    <message>
        <source>Misthrows</source>
        <translation>Λάθος ρίψεις</translation>
    </message>
    <message>
        <source>{player} takes the {number} from the display.</source>
        <translation>{player}: παίρνει το {number} από τη βιτρίνα.</translation>
    </message>
    <message>
        <source>{player} takes card {place} of the display.</source>
        <translation>{player}: παίρνει την κάρτα {place} της βιτρίνας.</translation>
    </message>
    <message>
        <source>{player} has decided about the announced number.</source>
        <translation>{player}: αποφασίζει για τον ανακοινωμένο αριθμό.</translation>
    </message>
    <message>
        <source>{player} crosses {number}.</source>
        <translation>{player}: τσεκάρει το {number}.</translation>
    </message>
    <message>
        <source>{player} ends the turn.</source>
        <translation>{player}: τελειώνει τον γύρο.</translation>
    </message>
    <message>
        <source>The discard pile is shuffled into a new draw pile.</source>
        <translation>Η στοίβα συσσώρευσης ανακατεύεται και γίνεται νέα στοίβα λήψεων.</translation>
    </message>
    <message>
        <source>{player} moves.</source>
        <translation>{player}: κάνει μια κίνηση.</translation>
    </message>
    <message>
        <source>{name} crossed nothing this turn: misthrow {count} of 4.</source>
        <translation>{name}: δεν τσέκαρε τίποτα σε αυτόν τον γύρο — λάθος ρίψη {count} από 4.</translation>
    </message>
    <message>
        <source>The game ends: {name} has locked two rows.</source>
        <translation>{name}: έκλεισε δύο σειρές. Τέλος παιχνιδιού.</translation>
    </message>
    <message>
        <source>The game ends: {name} has taken a 4th misthrow.</source>
        <translation>{name}: 4η λάθος ρίψη. Τέλος παιχνιδιού.</translation>
    </message>
    <message>
        <source>The game ends.</source>
        <translation>Τέλος παιχνιδιού.</translation>
    </message>
    <message>
        <source>Turn {turn}</source>
        <translation>Γύρος {turn}</translation>
    </message>
    <message>
        <source>Score sheet of {player}</source>
        <translation>Χαρτάκι: {player}</translation>
    </message>
    <message>
        <source>Crosses</source>
        <translation>Σταυροί</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Πόντοι</translation>
    </message>
    <message>
        <source>Misthrows −5 each</source>
        <translation>Λάθος ρίψεις (−5)</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Σύνολο</translation>
    </message>
    <message>
        <source>crossed</source>
        <translation>τσεκαρισμένο</translation>
    </message>
    <message>
        <source>open</source>
        <translation>ελεύθερο</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>χαμένο</translation>
    </message>
    <message>
        <source>{row} row, {number}: {state}</source>
        <translation>{row}, {number}: {state}</translation>
    </message>
    <message>
        <source>{row} row, lock: crossed together with the last number of the row</source>
        <translation>{row}, κλειδαριά: τσεκάρεται μαζί με τον τελευταίο αριθμό της σειράς</translation>
    </message>
    <message>
        <source>{row} row, lock: crossed, the row is closed</source>
        <translation>{row}, κλειδαριά: τσεκαρισμένη, η σειρά έκλεισε</translation>
    </message>
    <message>
        <source>Misthrow box: crossed when you cross nothing in your own turn (−5 points)</source>
        <translation>Λάθος ρίψη: τη σημειώνεις όταν δεν τσεκάρεις τίποτα στον δικό σου γύρο (−5 πόντοι)</translation>
    </message>
    <message>
        <source>{row} row, {number}: you chose to cross it (not yet confirmed)</source>
        <translation>{row}, {number}: διάλεξες να το τσεκάρεις (δεν επιβεβαιώθηκε ακόμα)</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>Βιτρίνα</translation>
    </message>
    <message>
        <source>Pile: {count}</source>
        <translation>Στοίβα: {count}</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Πεταμένες</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Το χέρι σου</translation>
    </message>
    <message>
        <source>Hand of {player}</source>
        <translation>Χέρι: {player}</translation>
    </message>
    <message>
        <source>Announced</source>
        <translation>Ανακοινώθηκε</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Παίχτηκαν</translation>
    </message>
    <message>
        <source>Display card {number} (colour hidden)</source>
        <translation>Κάρτα της βιτρίνας: {number} (το χρώμα δεν φαίνεται)</translation>
    </message>
    <message>
        <source>Pile: the top card is {number}</source>
        <translation>Στοίβα: η πάνω κάρτα είναι {number}</translation>
    </message>
    <message>
        <source>Hand card {number} (colour hidden)</source>
        <translation>Κάρτα στο χέρι: {number} (το χρώμα δεν φαίνεται)</translation>
    </message>
    <message>
        <source>Hand card {number}, {color}</source>
        <translation>Κάρτα στο χέρι: {number}, {color}</translation>
    </message>
    <message>
        <source>Hand card {number}, joker</source>
        <translation>Κάρτα στο χέρι: {number}, τζόκερ</translation>
    </message>
    <message>
        <source>Played card {number}, {color}</source>
        <translation>Κάρτα που παίχτηκε: {number}, {color}</translation>
    </message>
    <message>
        <source>The announced number: {number}</source>
        <translation>Ο ανακοινωμένος αριθμός: {number}</translation>
    </message>
    <message>
        <source>Your score sheet</source>
        <translation>Το χαρτάκι σου</translation>
    </message>
    <message>
        <source>Joker colour:</source>
        <translation>Χρώμα τζόκερ:</translation>
    </message>
    <message>
        <source>Click to see this sheet big</source>
        <translation>Κάνε κλικ για να δεις αυτό το χαρτάκι μεγάλο</translation>
    </message>
    <message>
        <source>Hand: {numbers}</source>
        <translation>Χέρι: {numbers}</translation>
    </message>
    <message>
        <source>Play cards (P)</source>
        <translation>Παίξε κάρτες (P)</translation>
    </message>
    <message>
        <source>Done (D)</source>
        <translation>Τέλος (D)</translation>
    </message>
    <message>
        <source>Don&apos;t cross (D)</source>
        <translation>Δεν τσεκάρω (D)</translation>
    </message>
    <message>
        <source>Done: take a misthrow (D)</source>
        <translation>Τέλος: λάθος ρίψη (D)</translation>
    </message>
    <message>
        <source>The announced number is {number}: cross it in one of your rows, or choose Don&apos;t cross</source>
        <translation>Ανακοινώθηκε το {number}: τσέκαρέ το σε μία σειρά σου ή διάλεξε «Δεν τσεκάρω»</translation>
    </message>
    <message>
        <source>The announced number is {number}: it fits in none of your rows. Choose Don&apos;t cross</source>
        <translation>Ανακοινώθηκε το {number}: δεν χωράει σε καμία σειρά σου. Διάλεξε «Δεν τσεκάρω»</translation>
    </message>
    <message>
        <source>You crossed the announced {number}. Press Done.</source>
        <translation>Τσέκαρες τον ανακοινωμένο αριθμό {number}. Πάτα «Τέλος».</translation>
    </message>
    <message>
        <source>Play 1–3 cards of one colour</source>
        <translation>Παίξε 1–3 κάρτες του ίδιου χρώματος</translation>
    </message>
    <message>
        <source>Cross the numbers you played, then press Done</source>
        <translation>Τσέκαρε τους αριθμούς που έπαιξες και πάτα «Τέλος»</translation>
    </message>
    <message>
        <source>No more of your played numbers can be crossed. Press Done</source>
        <translation>Κανένας άλλος από τους αριθμούς που έπαιξες δεν τσεκάρεται. Πάτα «Τέλος»</translation>
    </message>
    <message>
        <source>The lock is crossed by itself when you cross the last number of the row.</source>
        <translation>Η κλειδαριά τσεκάρεται μόνη της όταν τσεκάρεις τον τελευταίο αριθμό της σειράς.</translation>
    </message>
    <message>
        <source>Now only the announced number {number} can be crossed.</source>
        <translation>Τώρα τσεκάρεται μόνο ο ανακοινωμένος αριθμός {number}.</translation>
    </message>
    <message>
        <source>First take a card from the display.</source>
        <translation>Πρώτα πάρε μια κάρτα από τη βιτρίνα.</translation>
    </message>
    <message>
        <source>You take cards from the display. The pile&apos;s top number is announced to everyone.</source>
        <translation>Κάρτες παίρνεις από τη βιτρίνα. Ο αριθμός πάνω στη στοίβα ανακοινώνεται σε όλους.</translation>
    </message>
    <message>
        <source>You choose cards to play after the announced number.</source>
        <translation>Τις κάρτες που θα παίξεις τις διαλέγεις μετά τον ανακοινωμένο αριθμό.</translation>
    </message>
    <message>
        <source>Choose 1 to 3 cards of your hand first.</source>
        <translation>Πρώτα διάλεξε 1 έως 3 κάρτες από το χέρι σου.</translation>
    </message>
    <message>
        <source>Choose a colour for the joker.</source>
        <translation>Διάλεξε χρώμα για το τζόκερ.</translation>
    </message>
    <message>
        <source>The goal</source>
        <translation>Ο στόχος</translation>
    </message>
    <message>
        <source>Cross as many numbers as you can in the four coloured rows of your sheet. The more crosses a row has, the more points it is worth.</source>
        <translation>Τσέκαρε όσο περισσότερους αριθμούς μπορείς στις τέσσερις σειρές χρωμάτων του χαρτακιού σου. Όσο περισσότερους σταυρούς έχει μια σειρά, τόσο περισσότερους πόντους φέρνει.</translation>
    </message>
    <message>
        <source>Crossing numbers</source>
        <translation>Τσεκάρισμα αριθμών</translation>
    </message>
    <message>
        <source>In every row you cross from left to right. You may skip numbers, but a skipped number can never be crossed later.</source>
        <translation>Σε κάθε σειρά τσεκάρεις από αριστερά προς τα δεξιά. Μπορείς να παραλείψεις αριθμούς, αλλά έναν αριθμό που παρέλειψες δεν μπορείς να τον τσεκάρεις αργότερα.</translation>
    </message>
    <message>
        <source>The last number of a row (red 12, yellow 12, green 2, blue 2) needs 5 crosses in that row first. Crossing it also crosses the lock: the row is closed for you.</source>
        <translation>Για να τσεκάρεις τον τελευταίο αριθμό μιας σειράς (κόκκινο 12, κίτρινο 12, πράσινο 2, μπλε 2) χρειάζεσαι πρώτα 5 σταυρούς σε αυτή τη σειρά. Μαζί του τσεκάρεις και την κλειδαριά: η σειρά κλείνει για σένα.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Ένας γύρος</translation>
    </message>
    <message>
        <source>1. Take cards from the display until you hold 5 cards. The colours of the cards in your hand are secret; their numbers are not.</source>
        <translation>1. Πάρε κάρτες από τη βιτρίνα ώσπου να έχεις 5 κάρτες στο χέρι. Τα χρώματα των καρτών στο χέρι σου είναι μυστικά· οι αριθμοί τους όχι.</translation>
    </message>
    <message>
        <source>2. The number on top of the draw pile is for everyone: each player may cross it in one row, or not.</source>
        <translation>2. Ο αριθμός πάνω στη στοίβα λήψεων ισχύει για όλους: ο καθένας μπορεί να τον τσεκάρει σε μία σειρά ή όχι.</translation>
    </message>
    <message>
        <source>3. Play 1 to 3 cards of one colour and cross any of their numbers in that colour&apos;s row. Between the first and the last number you cross, at most one number may stay empty.</source>
        <translation>3. Παίξε 1 έως 3 κάρτες του ίδιου χρώματος και τσέκαρε όποιους από τους αριθμούς τους θέλεις στη σειρά αυτού του χρώματος. Ανάμεσα στον πρώτο και στον τελευταίο αριθμό που τσεκάρεις μπορεί να μείνει κενός το πολύ ένας αριθμός.</translation>
    </message>
    <message>
        <source>If you crossed nothing in steps 2 and 3, you cross a misthrow box (−5 points).</source>
        <translation>Αν δεν τσέκαρες τίποτα στα βήματα 2 και 3, σημειώνεις μια λάθος ρίψη (−5 πόντοι).</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Το τέλος</translation>
    </message>
    <message>
        <source>The game ends at once when someone has closed two rows or has crossed 4 misthrows. The highest total wins; a tie shares the win.</source>
        <translation>Το παιχνίδι τελειώνει αμέσως όταν κάποιος έχει κλείσει δύο σειρές ή έχει σημειώσει 4 λάθος ρίψεις. Κερδίζει το μεγαλύτερο σύνολο· σε ισοπαλία η νίκη μοιράζεται.</translation>
    </message>
    <message>
        <source>Jokers (variant): a joker takes the colour you choose when you play it.</source>
        <translation>Τζόκερ (παραλλαγή): το τζόκερ παίρνει το χρώμα που διαλέγεις όταν το παίζεις.</translation>
    </message>
    <message>
        <source>You are {learner} and play against {computer}, the computer. Cross as many numbers as you can in your four rows, always from left to right: a long row scores far more than several short ones.</source>
        <translation>Παίζεις ως {learner} απέναντι στον υπολογιστή, που λέγεται {computer}. Τσέκαρε όσο περισσότερους αριθμούς μπορείς στις τέσσερις σειρές σου, πάντα από αριστερά προς τα δεξιά: μια μεγάλη σειρά φέρνει πολύ περισσότερους πόντους από πολλές μικρές.</translation>
    </message>
    <message>
        <source>A turn starts with taking cards from the display until you hold five. Take the outlined {number}: you see its number now, its colour once it is in your hand.</source>
        <translation>Ο γύρος σου αρχίζει παίρνοντας κάρτες από τη βιτρίνα ώσπου να έχεις 5 κάρτες. Πάρε το σημειωμένο {number}: τώρα βλέπεις τον αριθμό του, το χρώμα του μόλις μπει στο χέρι σου.</translation>
    </message>
    <message>
        <source>Take the outlined {number} as well: you fill your hand up to five cards at the start of each of your turns.</source>
        <translation>Πάρε και το σημειωμένο {number}: στην αρχή κάθε γύρου σου συμπληρώνεις το χέρι σου ως τις 5 κάρτες.</translation>
    </message>
    <message>
        <source>The number on top of the pile, {number}, is offered to everyone. Cross it in the outlined box: it costs you no card, and an early number leaves room for many more crosses to its right.</source>
        <translation>Ο αριθμός πάνω στη στοίβα, το {number}, δίνεται σε όλους. Τσέκαρέ τον στο σημειωμένο κουτάκι: δεν σου κοστίζει καμία κάρτα, και ένας αριθμός νωρίς στη σειρά αφήνει χώρο για πολλά τσεκαρίσματα στα δεξιά του.</translation>
    </message>
    <message>
        <source>{player} has drawn, and {number} on top of the pile is offered to everyone, you too. Cross it in the outlined box: you gain a cross on someone else&apos;s turn.</source>
        <translation>{player}: πήρε κάρτες από τη βιτρίνα, και το {number} πάνω στη στοίβα δίνεται σε όλους, και σε σένα. Τσέκαρέ το στο σημειωμένο κουτάκι: κερδίζεις ένα τσεκάρισμα στον γύρο κάποιου άλλου.</translation>
    </message>
    <message>
        <source>Press the outlined Done: you have used the offered number. Each player may use it in one row only.</source>
        <translation>Πάτα το σημειωμένο «Τέλος»: χρησιμοποίησες τον αριθμό που δόθηκε. Κάθε παίκτης τον χρησιμοποιεί σε μία μόνο σειρά.</translation>
    </message>
    <message>
        <source>Press the outlined button and let {number} go this time: crossing it would skip boxes in your rows, and a skipped box can never be crossed later.</source>
        <translation>Πάτα το σημειωμένο κουμπί και άφησε το {number} αυτή τη φορά: αν το τσεκάρεις, θα πηδήξεις κουτάκια στις σειρές σου, και ένα κουτάκι που πήδηξες δεν τσεκάρεται ποτέ πια.</translation>
    </message>
    <message>
        <source>Cross the outlined {number}: a card you play lets you cross its number in the row of its colour, to the right of your last cross there.</source>
        <translation>Τσέκαρε το σημειωμένο {number}: μια κάρτα που παίζεις σου επιτρέπει να τσεκάρεις τον αριθμό της στη σειρά του χρώματός της, δεξιά από το τελευταίο σου τσεκάρισμα εκεί.</translation>
    </message>
    <message>
        <source>Press the outlined Done to end your turn. You crossed a number this turn, so there is no misthrow.</source>
        <translation>Πάτα το σημειωμένο «Τέλος» για να τελειώσει ο γύρος σου. Τσέκαρες αριθμό σε αυτόν τον γύρο, γι’ αυτό δεν έχεις λάθος ρίψη.</translation>
    </message>
    <message>
        <source>Press the outlined button to end your turn. You crossed nothing this turn, so you take a misthrow: 5 points off.</source>
        <translation>Πάτα το σημειωμένο κουμπί για να τελειώσει ο γύρος σου. Δεν τσέκαρες τίποτα σε αυτόν τον γύρο, γι’ αυτό παίρνεις μια λάθος ρίψη: 5 πόντοι λιγότεροι.</translation>
    </message>
    <message numerus="yes">
        <source>%n misthrow(s), 5 points off each: a turn in which you cross nothing costs you.</source>
        <translation>
            <numerusform>%n λάθος ρίψη, 5 πόντοι λιγότεροι η καθεμία: ένας γύρος χωρίς τσεκάρισμα σού κοστίζει.</numerusform>
            <numerusform>%n λάθος ρίψεις, 5 πόντοι λιγότεροι η καθεμία: ένας γύρος χωρίς τσεκάρισμα σού κοστίζει.</numerusform>
        </translation>
    </message>
    <message>
        <source>That is all there is to it. A real game goes on like this until a player has locked two rows (crossed a row&apos;s last number, after five crosses in it) or taken a fourth misthrow; then the highest total wins.</source>
        <translation>Αυτό ήταν όλο. Μια κανονική παρτίδα συνεχίζει έτσι μέχρι κάποιος να κλειδώσει δύο σειρές (να τσεκάρει τον τελευταίο αριθμό μιας σειράς, αφού έχει 5 τσεκαρίσματα σε αυτή) ή να πάρει τέταρτη λάθος ρίψη· τότε κερδίζει το μεγαλύτερο σύνολο.</translation>
    </message>
    <message numerus="yes">
        <source>Now play from your hand: click the %n outlined card(s), then press Play. You may play up to three cards at once, all of one colour.</source>
        <translation>
            <numerusform>Τώρα παίξε από το χέρι σου: κάνε κλικ στη σημειωμένη κάρτα (%n) και μετά πάτα «Παίξε κάρτες». Μπορείς να παίξεις ως τρεις κάρτες μαζί, όλες του ίδιου χρώματος.</numerusform>
            <numerusform>Τώρα παίξε από το χέρι σου: κάνε κλικ στις %n σημειωμένες κάρτες και μετά πάτα «Παίξε κάρτες». Μπορείς να παίξεις ως τρεις κάρτες μαζί, όλες του ίδιου χρώματος.</numerusform>
        </translation>
    </message>
    <message>
        <source>Each row scores its crosses: each cross in a row is worth one point more than the one before.</source>
        <translation>Κάθε σειρά φέρνει πόντους για τα τσεκαρίσματά της: κάθε τσεκάρισμα σε μια σειρά αξίζει έναν πόντο παραπάνω από το προηγούμενο.</translation>
    </message>
    <message numerus="yes">
        <source>%n cross(es).</source>
        <translation>
            <numerusform>%n τσεκάρισμα.</numerusform>
            <numerusform>%n τσεκαρίσματα.</numerusform>
        </translation>
    </message>
    <message>
        <source>How to fill it in: cross the boxes as you play; at the end write each row&apos;s points in its box and their sum after =.</source>
        <translation>Πώς το συμπληρώνεις: τσέκαρε τα κουτάκια όσο παίζεις· στο τέλος γράψε τους πόντους κάθε σειράς στο κουτάκι της και το άθροισμά τους μετά το =.</translation>
    </message>
    <message>
        <source>{player} announces {number}: cross it in one of your rows too, or choose Don&apos;t cross</source>
        <translation>{player}: ανακοινώνει το {number}. Τσέκαρέ το κι εσύ σε μία από τις σειρές σου ή διάλεξε «Δεν τσεκάρω»</translation>
    </message>
    <message>
        <source>{player} announces {number}: it fits in none of your rows. Choose Don&apos;t cross</source>
        <translation>{player}: ανακοινώνει το {number}. Δεν χωράει σε καμία από τις σειρές σου. Διάλεξε «Δεν τσεκάρω»</translation>
    </message>
    <message>
        <source>Words of the game</source>
        <translation>Οι λέξεις του παιχνιδιού</translation>
    </message>
    <message>
        <source>Display: the four face-up cards beside the draw pile. You take cards from it into your hand.</source>
        <translation>Βιτρίνα: οι τέσσερις ανοιχτές κάρτες δίπλα στη στοίβα λήψεων. Από εκεί παίρνεις κάρτες στο χέρι σου.</translation>
    </message>
    <message>
        <source>Misthrow: a box you cross when you cross nothing in your own turn; each costs 5 points.</source>
        <translation>Λάθος ρίψη: ένα κουτάκι που σημειώνεις όταν δεν τσεκάρεις τίποτα στον δικό σου γύρο· η καθεμία κοστίζει 5 πόντους.</translation>
    </message>
    <message>
        <source>Lock: crossing a row&apos;s last number, after five crosses in it, closes that row for you.</source>
        <translation>Κλειδαριά: αν τσεκάρεις τον τελευταίο αριθμό μιας σειράς, αφού έχεις ήδη 5 σταυρούς σε αυτή, η σειρά κλειδώνει για σένα.</translation>
    </message>
    <message>
        <source>Show the score sheets</source>
        <translation>Δες τα χαρτάκια των παικτών</translation>
    </message>
    <message>
        <source>Move on the score sheet, and on to the next card</source>
        <translation>Κινήσου στο χαρτάκι, και πέρνα στην επόμενη κάρτα</translation>
    </message>
    <message>
        <source>Go to the next button or score sheet</source>
        <translation>Πήγαινε στο επόμενο κουμπί ή χαρτάκι</translation>
    </message>
    <message>
        <source>The hint is marked on your score sheet.</source>
        <translation>Η υπόδειξη είναι σημειωμένη στο χαρτάκι σου.</translation>
    </message>
    <message>
        <source>The colours of the cards in hand stay hidden until {name} presses the button below.</source>
        <translation>Τα χρώματα των καρτών στο χέρι σου μένουν κρυφά μέχρι να πατήσεις το κουμπί «Είμαι εγώ: {name}» από κάτω.</translation>
    </message>
</context>
<context>
    <name>pyramid_cards</name>
    <message>
        <source>the green pyramid card {serial}</source>
        <translation>την πράσινη κάρτα πυραμίδας {serial}</translation>
    </message>
    <message>
        <source>the orange pyramid card {serial}</source>
        <translation>την πορτοκαλί κάρτα πυραμίδας {serial}</translation>
    </message>
    <message>
        <source>the purple pyramid card {serial}</source>
        <translation>τη μωβ κάρτα πυραμίδας {serial}</translation>
    </message>
    <message numerus="yes">
        <source>{name} takes %n pyramid point(s) for green.</source>
        <translation>
            <numerusform>{name}: κερδίζει %n πράσινο πόντο πυραμίδας.</numerusform>
            <numerusform>{name}: κερδίζει %n πράσινους πόντους πυραμίδας.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} takes %n pyramid point(s) for orange.</source>
        <translation>
            <numerusform>{name}: κερδίζει %n πορτοκαλί πόντο πυραμίδας.</numerusform>
            <numerusform>{name}: κερδίζει %n πορτοκαλί πόντους πυραμίδας.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} takes %n pyramid point(s) for purple.</source>
        <translation>
            <numerusform>{name}: κερδίζει %n μωβ πόντο πυραμίδας.</numerusform>
            <numerusform>{name}: κερδίζει %n μωβ πόντους πυραμίδας.</numerusform>
        </translation>
    </message>
    <message>
        <source>That is not one of your pyramid cards.</source>
        <translation>Αυτή δεν είναι δική σου κάρτα πυραμίδας.</translation>
    </message>
    <message>
        <source>Walls can never be marked.</source>
        <translation>Τους τοίχους δεν τους μαρκάρεις ποτέ.</translation>
    </message>
    <message>
        <source>That box is already marked.</source>
        <translation>Αυτό το κουτάκι είναι ήδη μαρκαρισμένο.</translation>
    </message>
    <message>
        <source>The first mark on a pyramid card must cover its entrance.</source>
        <translation>Το πρώτο σχήμα σε μια κάρτα πυραμίδας πρέπει να περιέχει το κουτάκι εισόδου.</translation>
    </message>
    <message>
        <source>A mark must touch a box you have already marked on that card (side by side).</source>
        <translation>Ό,τι μαρκάρεις πρέπει να εφάπτεται οριζόντια ή κάθετα σε κουτάκι που έχεις ήδη μαρκάρει σε αυτή την κάρτα.</translation>
    </message>
    <message>
        <source>The other pyramid cards are shuffled into the pile.</source>
        <translation>Οι υπόλοιπες κάρτες πυραμίδας ανακατεύονται μέσα στη στοίβα πυραμίδων.</translation>
    </message>
    <message numerus="yes">
        <source>A tie on %n point(s): {name} completed pyramid card {serial}, the lowest serial number, and wins.</source>
        <translation>
            <numerusform>Ισοπαλία με %n πόντο. Κερδίζει: {name}, που συμπλήρωσε την κάρτα πυραμίδας {serial}, με τον μικρότερο αύξοντα αριθμό.</numerusform>
            <numerusform>Ισοπαλία με %n πόντους. Κερδίζει: {name}, που συμπλήρωσε την κάρτα πυραμίδας {serial}, με τον μικρότερο αύξοντα αριθμό.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} marks the shape on a green pyramid card.</source>
        <translation>{player}: μαρκάρει το σχήμα σε πράσινη κάρτα πυραμίδας.</translation>
    </message>
    <message>
        <source>{player} marks the shape on an orange pyramid card.</source>
        <translation>{player}: μαρκάρει το σχήμα σε πορτοκαλί κάρτα πυραμίδας.</translation>
    </message>
    <message>
        <source>{player} marks the shape on a purple pyramid card.</source>
        <translation>{player}: μαρκάρει το σχήμα σε μωβ κάρτα πυραμίδας.</translation>
    </message>
    <message>
        <source>{player} marks one box on a green pyramid card.</source>
        <translation>{player}: μαρκάρει ένα κουτάκι σε πράσινη κάρτα πυραμίδας.</translation>
    </message>
    <message>
        <source>{player} marks one box on an orange pyramid card.</source>
        <translation>{player}: μαρκάρει ένα κουτάκι σε πορτοκαλί κάρτα πυραμίδας.</translation>
    </message>
    <message>
        <source>{player} marks one box on a purple pyramid card.</source>
        <translation>{player}: μαρκάρει ένα κουτάκι σε μωβ κάρτα πυραμίδας.</translation>
    </message>
    <message>
        <source>Torches</source>
        <translation>Πυρσοί</translation>
    </message>
    <message>
        <source>Pyramid points</source>
        <translation>Πόντοι πυραμίδας</translation>
    </message>
    <message>
        <source>Gems</source>
        <translation>Πετράδια</translation>
    </message>
    <message>
        <source>Skulls</source>
        <translation>Νεκροκεφαλές</translation>
    </message>
    <message>
        <source>Completed pyramid cards</source>
        <translation>Συμπληρωμένες κάρτες πυραμίδας</translation>
    </message>
    <message>
        <source>Green pyramid card, serial number {serial}: marked boxes {marked} of {cells}</source>
        <translation>Πράσινη κάρτα πυραμίδας, αύξων αριθμός {serial}: μαρκαρισμένα κουτάκια {marked} από {cells}</translation>
    </message>
    <message>
        <source>Orange pyramid card, serial number {serial}: marked boxes {marked} of {cells}</source>
        <translation>Πορτοκαλί κάρτα πυραμίδας, αύξων αριθμός {serial}: μαρκαρισμένα κουτάκια {marked} από {cells}</translation>
    </message>
    <message>
        <source>Purple pyramid card, serial number {serial}: marked boxes {marked} of {cells}</source>
        <translation>Μωβ κάρτα πυραμίδας, αύξων αριθμός {serial}: μαρκαρισμένα κουτάκια {marked} από {cells}</translation>
    </message>
    <message>
        <source>Pyramid cards of {player}</source>
        <translation>Κάρτες πυραμίδας: {player}</translation>
    </message>
    <message>
        <source>A pyramid card, face down</source>
        <translation>Κλειστή κάρτα πυραμίδας</translation>
    </message>
    <message numerus="yes">
        <source>The pyramid pile: %n card(s), face down</source>
        <translation>
            <numerusform>Η στοίβα πυραμίδων: %n κλειστή κάρτα</numerusform>
            <numerusform>Η στοίβα πυραμίδων: %n κλειστές κάρτες</numerusform>
        </translation>
    </message>
    <message>
        <source>How to fill it in: cross the boxes as you play; at the end write each part&apos;s points in its box below and their sum in Total.</source>
        <translation>Πώς το συμπληρώνεις: διάγραφε τα κουτάκια όσο παίζεις· στο τέλος γράψε τους πόντους κάθε μέρους στο δικό του κουτάκι από κάτω και το άθροισμά τους στο Σύνολο.</translation>
    </message>
    <message>
        <source>Mark the {shape} on one of your cards: move it there and click.</source>
        <translation>Μάρκαρε το σχήμα «{shape}» σε μία από τις κάρτες σου: φέρ’ το εκεί και κάνε κλικ.</translation>
    </message>
    <message numerus="yes">
        <source>Red X: mark %n more box(es) next to your path (or the entrance of an empty card).</source>
        <translation>
            <numerusform>Κόκκινο Χ: μάρκαρε ακόμα %n κουτάκι δίπλα στο μονοπάτι σου (ή το κουτάκι εισόδου μιας κενής κάρτας).</numerusform>
            <numerusform>Κόκκινο Χ: μάρκαρε ακόμα %n κουτάκια δίπλα στο μονοπάτι σου (ή το κουτάκι εισόδου μιας κενής κάρτας).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tomb reached! Take %n new pyramid card(s): click a card of the open display or the pile.</source>
        <translation>
            <numerusform>Έφτασες στον τάφο! Πάρε %n νέα κάρτα πυραμίδας: κάνε κλικ σε μια κάρτα της ανοιχτής τετράδας ή στη στοίβα.</numerusform>
            <numerusform>Έφτασες σε τάφους! Πάρε %n νέες κάρτες πυραμίδας: κάνε κλικ σε μια κάρτα της ανοιχτής τετράδας ή στη στοίβα.</numerusform>
        </translation>
    </message>
    <message>
        <source>Move on the score card, and on to the next pyramid card</source>
        <translation>Κινήσου στην κάρτα σκοραρίσματος, και πέρνα στην επόμενη κάρτα πυραμίδας</translation>
    </message>
    <message>
        <source>Show the score cards</source>
        <translation>Δες τις κάρτες σκοραρίσματος</translation>
    </message>
    <message>
        <source>Go to the next button, pyramid card, score card or round</source>
        <translation>Πήγαινε στο επόμενο κουμπί, στην επόμενη κάρτα πυραμίδας, στην κάρτα σκοραρίσματος ή στον γύρο</translation>
    </message>
    <message>
        <source>The hint is marked on your score card or on a pyramid card.</source>
        <translation>Η υπόδειξη φαίνεται στην κάρτα σκοραρίσματός σου ή σε μια κάρτα πυραμίδας.</translation>
    </message>
    <message>
        <source>The dealt pyramid cards and the boxes just marked stay hidden until {name} presses the button below.</source>
        <translation>Οι κάρτες πυραμίδας που μοιράστηκαν και τα κουτάκια που μόλις μαρκαρίστηκαν μένουν κρυφά μέχρι να πατήσεις το κουμπί «Είμαι εγώ: {name}» από κάτω.</translation>
    </message>
    <message>
        <source>Your pyramid cards</source>
        <translation>Οι κάρτες πυραμίδας σου</translation>
    </message>
    <message>
        <source>The goal</source>
        <translation>Ο στόχος</translation>
    </message>
    <message>
        <source>Explore the treasure chambers under the pyramids: mark a path from the entrance to the golden tomb. Every tomb you reach is worth 10 points. On the way, gems, torches and pyramid points score too; skulls cost points. After 4 rounds, the most points win.</source>
        <translation>Εξερεύνησε τις αίθουσες θησαυρού κάτω από τις πυραμίδες: μάρκαρε ένα μονοπάτι από το κουτάκι εισόδου ως τον χρυσό τάφο. Κάθε τάφος που φτάνεις αξίζει 10 πόντους. Στον δρόμο πόντους δίνουν και τα πετράδια, οι πυρσοί και οι πόντοι πυραμίδας· οι νεκροκεφαλές αφαιρούν πόντους. Μετά από 4 γύρους κερδίζει όποιος έχει τους περισσότερους πόντους.</translation>
    </message>
    <message>
        <source>Getting ready</source>
        <translation>Προετοιμασία</translation>
    </message>
    <message>
        <source>Everyone gets 4 pyramid cards and keeps 2 of them. The others do not see which. The other cards go into the face-down pile, and 4 cards lie face up as the open display.</source>
        <translation>Ο καθένας παίρνει 4 κάρτες πυραμίδας και κρατά τις 2. Οι άλλοι δεν βλέπουν ποιες. Οι υπόλοιπες κάρτες μπαίνουν κλειστές στη στοίβα πυραμίδων και 4 κάρτες μένουν ανοιχτές δίπλα της: η ανοιχτή τετράδα.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Πώς παίζεται</translation>
    </message>
    <message>
        <source>1. An expedition card is turned over. Its shape of 2 to 4 boxes is for everyone.</source>
        <translation>1. Αποκαλύπτεται μια κάρτα εκστρατείας. Το σχήμα της, από 2 έως 4 κουτάκια, ισχύει για όλους.</translation>
    </message>
    <message>
        <source>2. Mark that shape on one of your two pyramid cards. You may turn it or mirror it. Walls (dark stone) can never be marked.</source>
        <translation>2. Μάρκαρε αυτό το σχήμα σε μία από τις δύο κάρτες πυραμίδας σου. Μπορείς να το γυρίσεις ή να το αναποδογυρίσεις. Τους τοίχους (σκούρα πέτρα) δεν τους μαρκάρεις ποτέ.</translation>
    </message>
    <message>
        <source>The first shape on a card must cover its entrance (the arrow at the top). Every later shape must touch a box you already marked on that card, so your marks grow as one path.</source>
        <translation>Το πρώτο σχήμα σε μια κάρτα πρέπει να περιέχει το κουτάκι εισόδου (με το βελάκι, πάνω). Κάθε επόμενο σχήμα πρέπει να εφάπτεται σε κουτάκι που έχεις ήδη μαρκάρει σε αυτή την κάρτα, ώστε να σχηματίζεται ένα συνεχόμενο μονοπάτι.</translation>
    </message>
    <message>
        <source>Instead of the shape you may mark just one box: next to your path, or the entrance of an empty card. You may never skip an expedition card.</source>
        <translation>Αντί για το σχήμα μπορείς να μαρκάρεις μόνο ένα κουτάκι: δίπλα στο μονοπάτι σου ή το κουτάκι εισόδου μιας κενής κάρτας. Δεν μπορείς ποτέ να παραλείψεις κάρτα εκστρατείας.</translation>
    </message>
    <message>
        <source>Symbols in the chambers</source>
        <translation>Σύμβολα στις αίθουσες</translation>
    </message>
    <message>
        <source>Red X: at once mark one more box next to your path, on either card.</source>
        <translation>Κόκκινο Χ: μάρκαρε αμέσως άλλο ένα κουτάκι δίπλα στο μονοπάτι σου, σε όποια από τις δύο κάρτες θέλεις.</translation>
    </message>
    <message>
        <source>Gem (round red ruby or square green emerald): cross the next gem box of that colour on your score card. A pair of one red and one green gem is worth 5 points, a gem without a partner 1.</source>
        <translation>Πετράδι (στρογγυλό κόκκινο ρουμπίνι ή τετράγωνο πράσινο σμαράγδι): διάγραψε το επόμενο πετράδι αυτού του χρώματος στην κάρτα σκοραρίσματος. Κάθε ζευγάρι από ένα κόκκινο και ένα πράσινο πετράδι δίνει 5 πόντους, κάθε μεμονωμένο πετράδι 1.</translation>
    </message>
    <message>
        <source>Torch: cross this round&apos;s torch box (5 points). Only one torch counts in each round.</source>
        <translation>Πυρσός: διάγραψε τον πυρσό αυτού του γύρου (5 πόντοι). Σε κάθε γύρο μετράει μόνο ένας πυρσός.</translation>
    </message>
    <message>
        <source>Skull: cross the next skull box. At the end only your worst crossed skull counts, as minus points. A magic potion erases your two worst skulls.</source>
        <translation>Νεκροκεφαλή: διάγραψε την επόμενη νεκροκεφαλή. Στο τέλος μετράει μόνο η χειρότερη διαγραμμένη νεκροκεφαλή σου, ως αρνητικοί πόντοι. Ένα μαγικό φίλτρο σβήνει τις δύο χειρότερες νεκροκεφαλές σου.</translation>
    </message>
    <message>
        <source>Golden tomb: the card is complete (10 points). Put it aside and take a new card from the open display or the pile.</source>
        <translation>Χρυσός τάφος: η κάρτα συμπληρώθηκε (10 πόντοι). Βάλ’ την στο πλάι και πάρε νέα κάρτα από την ανοιχτή τετράδα ή από τη στοίβα.</translation>
    </message>
    <message>
        <source>When you complete your 2nd, 4th or 6th card of one colour, you take that colour&apos;s best pyramid points still free: the first player 10, the second 6, the third 3. Everyone else blacks out that box.</source>
        <translation>Όταν συμπληρώνεις τη 2η, την 4η ή την 6η κάρτα του ίδιου χρώματος, παίρνεις τους καλύτερους πόντους πυραμίδας αυτού του χρώματος που είναι ακόμα ελεύθεροι: ο πρώτος παίκτης 10, ο δεύτερος 6, ο τρίτος 3. Όλοι οι άλλοι μαυρίζουν αυτό το κουτάκι.</translation>
    </message>
    <message>
        <source>When several players complete cards at the same time, the card with the lowest serial number (on the pyramid) goes first.</source>
        <translation>Όταν πολλοί παίκτες συμπληρώνουν κάρτες ταυτόχρονα, προηγείται η κάρτα με τον μικρότερο αύξοντα αριθμό (πάνω στην πυραμίδα).</translation>
    </message>
    <message>
        <source>Rounds and the end</source>
        <translation>Γύροι και τέλος</translation>
    </message>
    <message>
        <source>A round has 7 expedition cards (the 8th is not used). The game has 4 rounds.</source>
        <translation>Ένας γύρος έχει 7 κάρτες εκστρατείας (η 8η δεν χρησιμοποιείται). Το παιχνίδι έχει 4 γύρους.</translation>
    </message>
    <message>
        <source>The highest total wins. In a tie, the player who completed the card with the lowest serial number wins.</source>
        <translation>Κερδίζει το μεγαλύτερο σύνολο. Σε ισοπαλία κερδίζει όποιος συμπλήρωσε την κάρτα με τον μικρότερο αύξοντα αριθμό.</translation>
    </message>
    <message>
        <source>Playing on the computer</source>
        <translation>Παιχνίδι στον υπολογιστή</translation>
    </message>
    <message>
        <source>Move the shape with the mouse over one of your cards. Green with a check means it fits; red with a cross means it does not. Click to mark it. Only the boxes you may mark are lit.</source>
        <translation>Φέρε το σχήμα με το ποντίκι πάνω σε μία από τις κάρτες σου. Πράσινο με τικ σημαίνει ότι χωράει· κόκκινο με Χ σημαίνει ότι δεν χωράει. Κάνε κλικ για να το μαρκάρεις. Φωτίζονται μόνο τα κουτάκια που μπορείς να μαρκάρεις.</translation>
    </message>
    <message>
        <source>R or the mouse wheel turns the shape, F mirrors it, B switches to one box instead. With the keyboard: the arrow keys move the shape, Tab moves it to your other card, Enter marks it.</source>
        <translation>Με το R ή τη ροδέλα γυρίζεις το σχήμα, με το F το αναποδογυρίζεις, με το B μαρκάρεις ένα μόνο κουτάκι. Με το πληκτρολόγιο: τα βελάκια μετακινούν το σχήμα, το Tab το πηγαίνει στην άλλη σου κάρτα, το Enter το μαρκάρει.</translation>
    </message>
    <message>
        <source>You are {learner} and play against {computer}, the computer. Each expedition card shows a shape, and everyone marks it on one of their own two pyramid cards: a path from the entrance at the top to the golden tomb at the bottom.</source>
        <translation>Παίζεις ως {learner} απέναντι στον υπολογιστή, που λέγεται {computer}. Κάθε κάρτα εκστρατείας δείχνει ένα σχήμα, και ο καθένας το μαρκάρει σε μία από τις δύο δικές του κάρτες πυραμίδας: ένα μονοπάτι από την είσοδο επάνω ως τον χρυσό τάφο κάτω.</translation>
    </message>
    <message>
        <source>You were dealt four pyramid cards and keep two of them. Keep the outlined card: its way from the entrance to the tomb is short, and a card reaching its tomb scores 10 points.</source>
        <translation>Σου μοιράστηκαν τέσσερις κάρτες πυραμίδας και κρατάς τις δύο. Κράτα τη σημειωμένη κάρτα: ο δρόμος της από την είσοδο ως τον τάφο είναι σύντομος, και μια κάρτα που φτάνει στον τάφο της φέρνει 10 πόντους.</translation>
    </message>
    <message>
        <source>Mark the shape of the expedition card on the outlined cells: move it there, turn it with R or mirror it with F until it covers them, and click. The first shape on a card covers its entrance; each later one touches your path.</source>
        <translation>Μάρκαρε το σχήμα της κάρτας εκστρατείας στα σημειωμένα κουτάκια: φέρ’ το εκεί, γύρισέ το με το R ή αναποδογύρισέ το με το F ώσπου να τα σκεπάσει, και κάνε κλικ. Το πρώτο σχήμα σε μια κάρτα σκεπάζει την είσοδό της· κάθε επόμενο αγγίζει το μονοπάτι σου.</translation>
    </message>
    <message>
        <source>Mark just the outlined cell this time (One box, B): the shape fits nowhere useful, and one cell next to your path is always allowed instead.</source>
        <translation>Μάρκαρε μόνο το σημειωμένο κουτάκι αυτή τη φορά («Ένα κουτάκι», B): το σχήμα δεν ταιριάζει πουθενά χρήσιμα, και ένα κουτάκι δίπλα στο μονοπάτι σου επιτρέπεται πάντα στη θέση του.</translation>
    </message>
    <message>
        <source>You marked a red X, and it gives you one more cell next to your path: mark the outlined one.</source>
        <translation>Μάρκαρες ένα κόκκινο Χ, και σου δίνει ένα ακόμα κουτάκι δίπλα στο μονοπάτι σου: μάρκαρε το σημειωμένο.</translation>
    </message>
    <message>
        <source>Press the outlined Confirm: your marks count once everyone has confirmed, and then the next expedition card is turned over.</source>
        <translation>Πάτα τη σημειωμένη «Επιβεβαίωση»: τα σημάδια σου μετράνε μόλις επιβεβαιώσουν όλοι, και μετά γυρίζει η επόμενη κάρτα εκστρατείας.</translation>
    </message>
    <message>
        <source>You reached a tomb: the card is complete and scores 10 at the end. Take the outlined card in its place, so that you play with two cards again.</source>
        <translation>Έφτασες σε έναν τάφο: η κάρτα συμπληρώθηκε και στο τέλος φέρνει 10 πόντους. Πάρε τη σημειωμένη κάρτα στη θέση της, για να παίζεις πάλι με δύο κάρτες.</translation>
    </message>
    <message>
        <source>A torch marked in a round crosses that round&apos;s torch box: 5 points, once a round.</source>
        <translation>Ένας πυρσός που μαρκάρεις σε έναν γύρο διαγράφει το κουτάκι πυρσού εκείνου του γύρου: 5 πόντοι, μία φορά τον γύρο.</translation>
    </message>
    <message>
        <source>The first players to complete two, four or six cards of one colour win 10, 6 or 3 points.</source>
        <translation>Οι πρώτοι που συμπληρώνουν δύο, τέσσερις ή έξι κάρτες ενός χρώματος κερδίζουν 10, 6 ή 3 πόντους.</translation>
    </message>
    <message>
        <source>Each pair of one red and one green gem scores 5, and each gem without a partner scores 1.</source>
        <translation>Κάθε ζευγάρι από ένα κόκκινο και ένα πράσινο πετράδι φέρνει 5 πόντους, και κάθε πετράδι χωρίς ταίρι φέρνει 1.</translation>
    </message>
    <message>
        <source>Skulls cost points: the more you mark, the more the last one costs; a potion wipes two of them out.</source>
        <translation>Οι νεκροκεφαλές κοστίζουν πόντους: όσο περισσότερες μαρκάρεις, τόσο ακριβότερη βγαίνει η τελευταία· ένα φίλτρο σβήνει δύο από αυτές.</translation>
    </message>
    <message>
        <source>Each card whose tomb you reached scores 10; a card not yet complete scores nothing.</source>
        <translation>Κάθε κάρτα που έφτασες στον τάφο της φέρνει 10 πόντους· μια κάρτα που δεν συμπληρώθηκε ακόμα δεν φέρνει τίποτα.</translation>
    </message>
    <message>
        <source>That is all there is to it. A real game goes on like this for four rounds of seven expedition cards; then the highest total wins.</source>
        <translation>Αυτό ήταν όλο. Μια κανονική παρτίδα συνεχίζει έτσι για τέσσερις γύρους με επτά κάρτες εκστρατείας ο καθένας· τότε κερδίζει το μεγαλύτερο σύνολο.</translation>
    </message>
    <message numerus="yes">
        <source>%n torch box(es) crossed: a torch marked in a round crosses that round&apos;s box, 5 points each, once a round.</source>
        <translation>
            <numerusform>%n κουτάκι πυρσού διαγραμμένο: ένας πυρσός που μαρκάρεις σε έναν γύρο διαγράφει το κουτάκι εκείνου του γύρου, 5 πόντοι το καθένα, μία φορά τον γύρο.</numerusform>
            <numerusform>%n κουτάκια πυρσού διαγραμμένα: ένας πυρσός που μαρκάρεις σε έναν γύρο διαγράφει το κουτάκι εκείνου του γύρου, 5 πόντοι το καθένα, μία φορά τον γύρο.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cross the round&apos;s torch box, a gem box for each gem and a skull box for each skull; cross the pyramid points you win (10, 6 or 3) in the colour of the cards you complete.</source>
        <translation>Διάγραψε το κουτάκι του πυρσού του γύρου, ένα κουτάκι πετραδιού για κάθε πετράδι και ένα κουτάκι νεκροκεφαλής για κάθε νεκροκεφαλή· διάγραψε τους πόντους πυραμίδας που κερδίζεις (10, 6 ή 3) στο χρώμα των καρτών που συμπληρώνεις.</translation>
    </message>
    <message>
        <source>That is not a box of the card.</source>
        <translation>Αυτό δεν είναι κουτάκι της κάρτας.</translation>
    </message>
    <message>
        <source>Mark exactly the shape on the expedition card. You may turn it or flip it.</source>
        <translation>Μάρκαρε ακριβώς το σχήμα της κάρτας εκστρατείας. Μπορείς να το γυρίσεις ή να το αναποδογυρίσεις.</translation>
    </message>
    <message>
        <source>You can mark only when an expedition card is shown.</source>
        <translation>Μαρκάρεις μόνο όταν είναι ανοιχτή μια κάρτα εκστρατείας.</translation>
    </message>
    <message>
        <source>You have already marked your boxes for this card.</source>
        <translation>Έχεις ήδη μαρκάρει τα κουτάκια σου γι’ αυτή την κάρτα.</translation>
    </message>
    <message>
        <source>Mark the shape or one box first. You may not skip an expedition card.</source>
        <translation>Μάρκαρε πρώτα το σχήμα ή ένα κουτάκι. Δεν μπορείς να παραλείψεις κάρτα εκστρατείας.</translation>
    </message>
    <message>
        <source>Mark one more box first.</source>
        <translation>Μάρκαρε πρώτα άλλο ένα κουτάκι.</translation>
    </message>
    <message>
        <source>{player} takes card {place} of the open display.</source>
        <translation>{player}: παίρνει την κάρτα {place} της ανοιχτής τετράδας.</translation>
    </message>
    <message>
        <source>{player} takes {card} from the open display.</source>
        <translation>{player}: παίρνει {card} από την ανοιχτή τετράδα.</translation>
    </message>
    <message>
        <source>{player} marks the shape.</source>
        <translation>{player}: μαρκάρει το σχήμα.</translation>
    </message>
    <message>
        <source>{player} marks one box.</source>
        <translation>{player}: μαρκάρει ένα κουτάκι.</translation>
    </message>
    <message>
        <source>Score card</source>
        <translation>Κάρτα σκοραρίσματος</translation>
    </message>
    <message>
        <source>Open display</source>
        <translation>Ανοιχτή τετράδα</translation>
    </message>
    <message>
        <source>Round, open display and pile</source>
        <translation>Γύρος, ανοιχτή τετράδα και στοίβα</translation>
    </message>
    <message>
        <source>The shape fits nowhere: mark one box.</source>
        <translation>Το σχήμα δεν χωράει πουθενά: μάρκαρε ένα κουτάκι.</translation>
    </message>
    <message>
        <source>One player&apos;s score card. The cards stay in the box: play them as usual and write the points here.</source>
        <translation>Κάρτα σκοραρίσματος ενός παίκτη. Οι κάρτες μένουν στο κουτί του παιχνιδιού: παίζονται όπως πάντα και οι πόντοι γράφονται εδώ.</translation>
    </message>
    <message>
        <source>Nothing is left to mark on your cards. Press Confirm.</source>
        <translation>Δεν έμεινε τίποτα να μαρκάρεις στις κάρτες σου. Πάτα «Επιβεβαίωση».</translation>
    </message>
    <message>
        <source>The {shape} fits on neither card: mark one box instead.</source>
        <translation>Το σχήμα «{shape}» δεν χωράει σε καμία κάρτα: μάρκαρε αντί γι’ αυτό ένα κουτάκι.</translation>
    </message>
    <message>
        <source>Mark one box instead of the shape: click a box (B: back to the shape).</source>
        <translation>Μάρκαρε ένα κουτάκι αντί για το σχήμα: κάνε κλικ σε ένα κουτάκι (B: πίσω στο σχήμα).</translation>
    </message>
    <message>
        <source>One box (B)</source>
        <translation>Ένα κουτάκι (B)</translation>
    </message>
    <message>
        <source>Words of the game</source>
        <translation>Οι λέξεις του παιχνιδιού</translation>
    </message>
    <message>
        <source>Open display: the four face-up pyramid cards beside the pile. A new card comes from there or from the top of the pile.</source>
        <translation>Ανοιχτή τετράδα: οι τέσσερις κάρτες πυραμίδας που βρίσκονται ανοιχτές δίπλα στη στοίβα. Μια νέα κάρτα την παίρνεις από εκεί ή από την κορυφή της στοίβας.</translation>
    </message>
    <message>
        <source>Score card: your own card, where you cross your gems, torches, skulls and pyramid points.</source>
        <translation>Κάρτα σκοραρίσματος: η δική σου κάρτα, όπου διαγράφεις τα πετράδια, τους πυρσούς, τις νεκροκεφαλές και τους πόντους πυραμίδας σου.</translation>
    </message>
    <message>
        <source>Expedition card: the card turned over for everyone; its shape is what you mark this turn.</source>
        <translation>Κάρτα εκστρατείας: η κάρτα που αποκαλύπτεται για όλους· το σχήμα της μαρκάρεις αυτή τη φορά.</translation>
    </message>
</context>
<context>
    <name>saves</name>
    <message>
        <source>It is not an ordinary file, so sheetdesk does not read it.</source>
        <translation>Δεν είναι κανονικό αρχείο, γι’ αυτό το sheetdesk δεν το διαβάζει.</translation>
    </message>
    <message>
        <source>The file is too big to be a sheetdesk save.</source>
        <translation>Το αρχείο είναι πολύ μεγάλο για να είναι αποθηκευμένο παιχνίδι του sheetdesk.</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>Το αρχείο είναι άδειο.</translation>
    </message>
    <message>
        <source>The file is cut off or damaged (not valid JSON).</source>
        <translation>Το αρχείο είναι κομμένο ή χαλασμένο (μη έγκυρο JSON).</translation>
    </message>
    <message>
        <source>It is not a sheetdesk save.</source>
        <translation>Δεν είναι αποθηκευμένο παιχνίδι του sheetdesk.</translation>
    </message>
    <message>
        <source>It was saved in an old format this version cannot read.</source>
        <translation>Αποθηκεύτηκε σε παλιά μορφή που αυτή η έκδοση δεν διαβάζει.</translation>
    </message>
    <message>
        <source>Some parts of it are missing or not as expected.</source>
        <translation>Κάποια μέρη του λείπουν ή δεν είναι όπως θα έπρεπε.</translation>
    </message>
    <message>
        <source>It is a game this version does not know: {game}.</source>
        <translation>Είναι παιχνίδι που αυτή η έκδοση δεν γνωρίζει: {game}.</translation>
    </message>
    <message>
        <source>The game named in it does not match the rest of the file (its rules version is not one that game has had).</source>
        <translation>Το παιχνίδι που αναφέρει δεν ταιριάζει με το υπόλοιπο αρχείο (η έκδοση κανόνων του δεν είναι καμία από όσες είχε αυτό το παιχνίδι).</translation>
    </message>
    <message>
        <source>It has a number of players this game does not allow.</source>
        <translation>Έχει αριθμό παικτών που αυτό το παιχνίδι δεν επιτρέπει.</translation>
    </message>
    <message>
        <source>Move {index} in it is not allowed by the rules.</source>
        <translation>Η κίνηση {index} σε αυτό δεν επιτρέπεται από τους κανόνες.</translation>
    </message>
    <message>
        <source>The saved position does not match its moves.</source>
        <translation>Η αποθηκευμένη θέση δεν ταιριάζει με τις κινήσεις της.</translation>
    </message>
    <message>
        <source>Its summary (players, dates, scores) is far too long.</source>
        <translation>Η σύνοψη στο αρχείο (παίκτες, ημερομηνίες, πόντοι) είναι υπερβολικά μεγάλη.</translation>
    </message>
    <message>
        <source>It was made by a newer version of sheetdesk. Update sheetdesk to go on with it; the file is kept as it is.</source>
        <translation>Το έφτιαξε νεότερη έκδοση του sheetdesk. Ενημέρωσε το sheetdesk για να το συνεχίσεις· το αρχείο μένει όπως είναι.</translation>
    </message>
    <message>
        <source>It was damaged: {damage} The game goes on from the copy sheetdesk keeps of the move before, so the last move is lost.</source>
        <translation>Είχε χαλάσει: {damage} Το παιχνίδι συνεχίζει από το αντίγραφο που κρατά το sheetdesk από την προηγούμενη κίνηση, γι’ αυτό η τελευταία κίνηση χάθηκε.</translation>
    </message>
    <message>
        <source>The mark saying it is a sheetdesk save is damaged.</source>
        <translation>Η ένδειξη ότι είναι αποθηκευμένο παιχνίδι του sheetdesk έχει χαλάσει.</translation>
    </message>
    <message>
        <source>Its version number is damaged.</source>
        <translation>Ο αριθμός έκδοσής του έχει χαλάσει.</translation>
    </message>
    <message>
        <source>The name of the game in it is damaged.</source>
        <translation>Το όνομα του παιχνιδιού μέσα στο αρχείο έχει χαλάσει.</translation>
    </message>
    <message>
        <source>The game&apos;s options in it are damaged.</source>
        <translation>Οι επιλογές του παιχνιδιού μέσα στο αρχείο έχουν χαλάσει.</translation>
    </message>
    <message>
        <source>Its list of players is damaged, or has no players or too many.</source>
        <translation>Η λίστα των παικτών του έχει χαλάσει ή δεν έχει κανέναν παίκτη ή έχει πάρα πολλούς.</translation>
    </message>
    <message>
        <source>The game number in it is damaged.</source>
        <translation>Ο αριθμός παιχνιδιού μέσα στο αρχείο έχει χαλάσει.</translation>
    </message>
    <message>
        <source>The code that tells this game apart is damaged.</source>
        <translation>Ο κωδικός που ξεχωρίζει αυτό το παιχνίδι από τα άλλα έχει χαλάσει.</translation>
    </message>
    <message>
        <source>Its list of moves is damaged.</source>
        <translation>Η λίστα των κινήσεών του έχει χαλάσει.</translation>
    </message>
    <message>
        <source>The point it had reached in its moves is damaged.</source>
        <translation>Το σημείο όπου είχε φτάσει το παιχνίδι στις κινήσεις του έχει χαλάσει.</translation>
    </message>
    <message>
        <source>The date the game was started is damaged.</source>
        <translation>Η ημερομηνία που ξεκίνησε το παιχνίδι έχει χαλάσει.</translation>
    </message>
    <message>
        <source>The date the game was last played is damaged.</source>
        <translation>Η ημερομηνία που παίχτηκε τελευταία φορά το παιχνίδι έχει χαλάσει.</translation>
    </message>
    <message>
        <source>The mark saying whether the game is over is damaged.</source>
        <translation>Η ένδειξη για το αν τελείωσε το παιχνίδι έχει χαλάσει.</translation>
    </message>
    <message>
        <source>Its summary of how far the game is (moves, scores) is damaged.</source>
        <translation>Η σύνοψη για το πόσο έχει προχωρήσει το παιχνίδι (κινήσεις, πόντοι) έχει χαλάσει.</translation>
    </message>
    <message>
        <source>It has a part this version does not know: “{part}”.</source>
        <translation>Έχει ένα κομμάτι που αυτή η έκδοση δεν γνωρίζει: «{part}».</translation>
    </message>
    <message>
        <source>A part of it is missing: “{part}”.</source>
        <translation>Του λείπει ένα κομμάτι: «{part}».</translation>
    </message>
    <message>
        <source>The name of player {seat} is empty or too long.</source>
        <translation>Το όνομα του παίκτη {seat} είναι κενό ή πολύ μεγάλο.</translation>
    </message>
    <message>
        <source>Player {seat} in it is damaged.</source>
        <translation>Τα στοιχεία του παίκτη {seat} έχουν χαλάσει.</translation>
    </message>
    <message>
        <source>Player {seat} is a computer player this version does not know.</source>
        <translation>Ο παίκτης {seat} είναι υπολογιστής που αυτή η έκδοση δεν γνωρίζει.</translation>
    </message>
    <message>
        <source>Move {index} in its list of moves is damaged.</source>
        <translation>Η κίνηση {index} στη λίστα των κινήσεών του έχει χαλάσει.</translation>
    </message>
    <message>
        <source>It says it had reached further than its list of moves goes.</source>
        <translation>Λέει ότι το παιχνίδι είχε φτάσει πιο μακριά απ’ όσο φτάνει η λίστα των κινήσεών του.</translation>
    </message>
    <message>
        <source>Its options or players are not ones this game can be set up with.</source>
        <translation>Αυτό το παιχνίδι δεν στήνεται με τις επιλογές ή τους παίκτες που έχει.</translation>
    </message>
    <message>
        <source>It was played with newer rules than this version knows. Update sheetdesk to go on with it; the file is kept as it is.</source>
        <translation>Παίχτηκε με νεότερους κανόνες από όσους γνωρίζει αυτή η έκδοση. Ενημέρωσε το sheetdesk για να το συνεχίσεις· το αρχείο μένει όπως είναι.</translation>
    </message>
    <message>
        <source>The saved result (the scores, the winner or how it ended) does not match its moves.</source>
        <translation>Το αποθηκευμένο αποτέλεσμα (οι πόντοι, ο νικητής ή πώς τελείωσε) δεν ταιριάζει με τις κινήσεις του.</translation>
    </message>
    <message>
        <source>The file could not be read ({error}).</source>
        <translation>Το αρχείο δεν διαβάστηκε ({error}).</translation>
    </message>
    <message>
        <source>The disk is full, so the game could not be saved.</source>
        <translation>Ο δίσκος είναι γεμάτος, γι’ αυτό το παιχνίδι δεν αποθηκεύτηκε.</translation>
    </message>
    <message>
        <source>The disk is full, so the game could not be saved. The last saved version is kept.</source>
        <translation>Ο δίσκος είναι γεμάτος, γι’ αυτό το παιχνίδι δεν αποθηκεύτηκε. Η τελευταία αποθηκευμένη έκδοση κρατιέται.</translation>
    </message>
    <message>
        <source>sheetdesk may not write to the saves folder, so the game could not be saved.</source>
        <translation>Το sheetdesk δεν έχει άδεια να γράψει στον φάκελο αποθηκεύσεων, γι’ αυτό το παιχνίδι δεν αποθηκεύτηκε.</translation>
    </message>
    <message>
        <source>sheetdesk may not write to the saves folder, so the game could not be saved. The last saved version is kept.</source>
        <translation>Το sheetdesk δεν έχει άδεια να γράψει στον φάκελο αποθηκεύσεων, γι’ αυτό το παιχνίδι δεν αποθηκεύτηκε. Η τελευταία αποθηκευμένη έκδοση κρατιέται.</translation>
    </message>
    <message>
        <source>The game could not be saved ({error}).</source>
        <translation>Το παιχνίδι δεν αποθηκεύτηκε ({error}).</translation>
    </message>
    <message>
        <source>The game could not be saved ({error}). The last saved version is kept.</source>
        <translation>Το παιχνίδι δεν αποθηκεύτηκε ({error}). Η τελευταία αποθηκευμένη έκδοση κρατιέται.</translation>
    </message>
    <message>
        <source>The game could not be saved: a player&apos;s name is refused. {reason}</source>
        <translation>Το παιχνίδι δεν αποθηκεύτηκε: το όνομα ενός παίκτη δεν γίνεται δεκτό. {reason}</translation>
    </message>
    <message>
        <source>The game could not be saved because of an error in sheetdesk.</source>
        <translation>Το παιχνίδι δεν αποθηκεύτηκε εξαιτίας ενός σφάλματος του sheetdesk.</translation>
    </message>
    <message>
        <source>The game could not be saved because of an error in sheetdesk. The last saved version is kept.</source>
        <translation>Το παιχνίδι δεν αποθηκεύτηκε εξαιτίας ενός σφάλματος του sheetdesk. Η τελευταία αποθηκευμένη έκδοση κρατιέται.</translation>
    </message>
    <message>
        <source>This game is open in another sheetdesk window, so it cannot be deleted. Close it there first.</source>
        <translation>Αυτό το παιχνίδι είναι ανοιχτό σε άλλο παράθυρο του sheetdesk, γι’ αυτό δεν μπορεί να διαγραφεί. Κλείσ’ το πρώτα εκεί.</translation>
    </message>
    <message>
        <source>The save could not be deleted ({error}).</source>
        <translation>Το αποθηκευμένο παιχνίδι δεν διαγράφηκε ({error}).</translation>
    </message>
</context>
<context>
    <name>treasure_cards</name>
    <message>
        <source>Lilac cards</source>
        <translation>Λιλά κάρτες</translation>
    </message>
    <message>
        <source>Orange cards</source>
        <translation>Πορτοκαλί κάρτες</translation>
    </message>
    <message>
        <source>Green cards</source>
        <translation>Πράσινες κάρτες</translation>
    </message>
    <message>
        <source>Grey cards</source>
        <translation>Γκρι κάρτες</translation>
    </message>
    <message>
        <source>the lilac card worth {points}</source>
        <translation>τη λιλά κάρτα των {points} πόντων</translation>
    </message>
    <message>
        <source>the orange card worth {points}</source>
        <translation>την πορτοκαλί κάρτα των {points} πόντων</translation>
    </message>
    <message>
        <source>the green card worth {points}</source>
        <translation>την πράσινη κάρτα των {points} πόντων</translation>
    </message>
    <message>
        <source>the grey card worth {points}</source>
        <translation>τη γκρι κάρτα των {points} πόντων</translation>
    </message>
    <message>
        <source>You have already crossed your boxes for this card.</source>
        <translation>Έχεις ήδη σημειώσει τα πλαίσιά σου γι’ αυτή την κάρτα εκστρατείας.</translation>
    </message>
    <message>
        <source>Cross the shape or one box first. You may not skip an expedition card.</source>
        <translation>Σημείωσε πρώτα το σχήμα ή ένα πλαίσιο. Δεν μπορείς να παραλείψεις κάρτα εκστρατείας.</translation>
    </message>
    <message>
        <source>You crossed an X symbol: cross one more empty box first.</source>
        <translation>Σημείωσες σύμβολο σταυρού: σημείωσε πρώτα άλλο ένα άδειο πλαίσιο.</translation>
    </message>
    <message>
        <source>{player} crosses the shape.</source>
        <translation>{player}: σημειώνει το σχήμα.</translation>
    </message>
    <message>
        <source>{player} crosses one box.</source>
        <translation>{player}: σημειώνει ένα πλαίσιο.</translation>
    </message>
    <message>
        <source>{player} crosses the shape on a lilac card.</source>
        <translation>{player}: σημειώνει το σχήμα σε λιλά κάρτα.</translation>
    </message>
    <message>
        <source>{player} crosses the shape on an orange card.</source>
        <translation>{player}: σημειώνει το σχήμα σε πορτοκαλί κάρτα.</translation>
    </message>
    <message>
        <source>{player} crosses the shape on a green card.</source>
        <translation>{player}: σημειώνει το σχήμα σε πράσινη κάρτα.</translation>
    </message>
    <message>
        <source>{player} crosses the shape on a grey card.</source>
        <translation>{player}: σημειώνει το σχήμα σε γκρι κάρτα.</translation>
    </message>
    <message>
        <source>{player} crosses one box on a lilac card.</source>
        <translation>{player}: σημειώνει ένα πλαίσιο σε λιλά κάρτα.</translation>
    </message>
    <message>
        <source>{player} crosses one box on an orange card.</source>
        <translation>{player}: σημειώνει ένα πλαίσιο σε πορτοκαλί κάρτα.</translation>
    </message>
    <message>
        <source>{player} crosses one box on a green card.</source>
        <translation>{player}: σημειώνει ένα πλαίσιο σε πράσινη κάρτα.</translation>
    </message>
    <message>
        <source>{player} crosses one box on a grey card.</source>
        <translation>{player}: σημειώνει ένα πλαίσιο σε γκρι κάρτα.</translation>
    </message>
    <message numerus="yes">
        <source>{name} fills a row of coins and wins the cup worth %n point(s).</source>
        <translation>
            <numerusform>{name}: γεμίζει μια σειρά νομισμάτων και κερδίζει το κύπελλο του %n πόντου.</numerusform>
            <numerusform>{name}: γεμίζει μια σειρά νομισμάτων και κερδίζει το κύπελλο των %n πόντων.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A tie on %n point(s): {name} completed more treasure cards and wins.</source>
        <translation>
            <numerusform>Ισοπαλία με %n πόντο. Κερδίζει: {name}, με τις περισσότερες συμπληρωμένες κάρτες θησαυρού.</numerusform>
            <numerusform>Ισοπαλία με %n πόντους. Κερδίζει: {name}, με τις περισσότερες συμπληρωμένες κάρτες θησαυρού.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A tie on %n point(s) and on completed cards: {name} has more green, orange or lilac cards, counted in that order, and wins.</source>
        <translation>
            <numerusform>Ισοπαλία με %n πόντο και ίδιο αριθμό συμπληρωμένων καρτών. Κερδίζει: {name}, με περισσότερες πράσινες, πορτοκαλί ή λιλά κάρτες (με αυτή τη σειρά).</numerusform>
            <numerusform>Ισοπαλία με %n πόντους και ίδιο αριθμό συμπληρωμένων καρτών. Κερδίζει: {name}, με περισσότερες πράσινες, πορτοκαλί ή λιλά κάρτες (με αυτή τη σειρά).</numerusform>
        </translation>
    </message>
    <message>
        <source>You can cross boxes only when an expedition card is shown.</source>
        <translation>Σημειώνεις πλαίσια μόνο όταν είναι ανοιχτή μια κάρτα εκστρατείας.</translation>
    </message>
    <message>
        <source>That is not one of your treasure cards.</source>
        <translation>Αυτή δεν είναι δική σου κάρτα θησαυρού.</translation>
    </message>
    <message>
        <source>Cross exactly the shape on the expedition card. You may turn it or flip it.</source>
        <translation>Σημείωσε ακριβώς το σχήμα της κάρτας εκστρατείας. Μπορείς να το γυρίσεις ή να το αναποδογυρίσεις.</translation>
    </message>
    <message>
        <source>Every part of the shape must go on an empty box of that card.</source>
        <translation>Κάθε κομμάτι του σχήματος πρέπει να πέφτει σε άδειο πλαίσιο αυτής της κάρτας.</translation>
    </message>
    <message>
        <source>You can only cross an empty box of the card.</source>
        <translation>Μπορείς να σημειώσεις μόνο άδειο πλαίσιο της κάρτας.</translation>
    </message>
    <message>
        <source>You take a new card only right after you complete a treasure card.</source>
        <translation>Νέα κάρτα παίρνεις μόνο αμέσως μόλις συμπληρώσεις μια κάρτα θησαυρού.</translation>
    </message>
    <message>
        <source>{name} fills a row of coins, but no cup is left.</source>
        <translation>{name}: γεμίζει μια σειρά νομισμάτων, αλλά δεν έχει μείνει κύπελλο.</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Νομίσματα</translation>
    </message>
    <message>
        <source>Cups</source>
        <translation>Κύπελλα</translation>
    </message>
    <message>
        <source>Palms</source>
        <translation>Φοίνικες</translation>
    </message>
    <message>
        <source>Seals</source>
        <translation>Σφραγίδες</translation>
    </message>
    <message>
        <source>The other treasure cards are shuffled into the pile.</source>
        <translation>Οι υπόλοιπες κάρτες θησαυρού ανακατεύονται μέσα στη στοίβα.</translation>
    </message>
    <message>
        <source>L</source>
        <translation>Λ</translation>
    </message>
    <message>
        <source>O</source>
        <translation>Πο</translation>
    </message>
    <message>
        <source>G</source>
        <translation>Πρ</translation>
    </message>
    <message>
        <source>Gy</source>
        <translation>Γκ</translation>
    </message>
    <message numerus="yes">
        <source>Seal: %n point(s) for each completed lilac card</source>
        <translation>
            <numerusform>Σφραγίδα: %n πόντος για κάθε συμπληρωμένη λιλά κάρτα</numerusform>
            <numerusform>Σφραγίδα: %n πόντοι για κάθε συμπληρωμένη λιλά κάρτα</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Seal: %n point(s) for each completed orange card</source>
        <translation>
            <numerusform>Σφραγίδα: %n πόντος για κάθε συμπληρωμένη πορτοκαλί κάρτα</numerusform>
            <numerusform>Σφραγίδα: %n πόντοι για κάθε συμπληρωμένη πορτοκαλί κάρτα</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Seal: %n point(s) for each completed green card</source>
        <translation>
            <numerusform>Σφραγίδα: %n πόντος για κάθε συμπληρωμένη πράσινη κάρτα</numerusform>
            <numerusform>Σφραγίδα: %n πόντοι για κάθε συμπληρωμένη πράσινη κάρτα</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Seal: %n point(s) for each completed grey card</source>
        <translation>
            <numerusform>Σφραγίδα: %n πόντος για κάθε συμπληρωμένη γκρι κάρτα</numerusform>
            <numerusform>Σφραγίδα: %n πόντοι για κάθε συμπληρωμένη γκρι κάρτα</numerusform>
        </translation>
    </message>
    <message>
        <source>palms: {count} · seal: {value}× lilac</source>
        <translation>φοίνικες: {count} · +{value} ανά λιλά</translation>
    </message>
    <message>
        <source>palms: {count} · seal: {value}× orange</source>
        <translation>φοίνικες: {count} · +{value} ανά πορτοκαλί</translation>
    </message>
    <message>
        <source>palms: {count} · seal: {value}× green</source>
        <translation>φοίνικες: {count} · +{value} ανά πράσινη</translation>
    </message>
    <message>
        <source>palms: {count} · seal: {value}× grey</source>
        <translation>φοίνικες: {count} · +{value} ανά γκρι</translation>
    </message>
    <message>
        <source>Treasure cards of {player}</source>
        <translation>Κάρτες θησαυρού: {player}</translation>
    </message>
    <message>
        <source>Open display: a palm is worth {value} now</source>
        <translation>Ανοιχτός λογαριασμός: ένας φοίνικας αξίζει τώρα {value}</translation>
    </message>
    <message>
        <source>Open display: palm = {value}</source>
        <translation>Ανοιχτός λογαριασμός: φοίνικας = {value}</translation>
    </message>
    <message>
        <source>palms: {count}</source>
        <translation>φοίνικες: {count}</translation>
    </message>
    <message numerus="yes">
        <source>The treasure pile: %n card(s), face down</source>
        <translation>
            <numerusform>Η στοίβα καρτών θησαυρού: %n κλειστή κάρτα</numerusform>
            <numerusform>Η στοίβα καρτών θησαυρού: %n κλειστές κάρτες</numerusform>
        </translation>
    </message>
    <message>
        <source>Score card</source>
        <translation>Κάρτα αξιολόγησης</translation>
    </message>
    <message>
        <source>Round card, open display and pile</source>
        <translation>Κάρτα γύρου, ανοιχτός λογαριασμός και στοίβα</translation>
    </message>
    <message numerus="yes">
        <source>Treasure card(s) completed! Take %n new card(s): click a card of the open display or the pile.</source>
        <translation>
            <numerusform>Συμπλήρωσες κάρτα θησαυρού! Πάρε %n νέα κάρτα: κάνε κλικ σε μια κάρτα του ανοιχτού λογαριασμού ή στη στοίβα.</numerusform>
            <numerusform>Συμπλήρωσες κάρτες θησαυρού! Πάρε %n νέες κάρτες: κάνε κλικ σε μια κάρτα του ανοιχτού λογαριασμού ή στη στοίβα.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cross symbol: cross %n more box(es) anywhere on your cards.</source>
        <translation>
            <numerusform>Σύμβολο σταυρού: σημείωσε ακόμα %n πλαίσιο όπου θέλεις στις κάρτες σου.</numerusform>
            <numerusform>Σύμβολο σταυρού: σημείωσε ακόμα %n πλαίσια όπου θέλεις στις κάρτες σου.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cross the {shape} on one of your cards: move it there and click.</source>
        <translation>Σημείωσε το σχήμα «{shape}» σε μία από τις κάρτες σου: φέρ’ το εκεί και κάνε κλικ.</translation>
    </message>
    <message>
        <source>One box (B)</source>
        <translation>Ένα πλαίσιο (B)</translation>
    </message>
    <message>
        <source>How to fill it in: cross the boxes as you play; at the end write each part&apos;s points in its box below and their sum in Total.</source>
        <translation>Πώς το συμπληρώνεις: σημείωνε με σταυρό τα πλαίσια όσο παίζεις· στο τέλος γράψε τους πόντους κάθε μέρους στο δικό του πλαίσιο από κάτω και το άθροισμά τους στο Σύνολο.</translation>
    </message>
    <message>
        <source>Move on the score card, and on to the next treasure card</source>
        <translation>Κινήσου στην κάρτα αξιολόγησης, και πέρνα στην επόμενη κάρτα θησαυρού</translation>
    </message>
    <message>
        <source>Show the score cards</source>
        <translation>Δες τις κάρτες αξιολόγησης</translation>
    </message>
    <message>
        <source>Go to the next button, treasure card, score card or round card</source>
        <translation>Πήγαινε στο επόμενο κουμπί, στην επόμενη κάρτα θησαυρού, στην κάρτα αξιολόγησης ή στην κάρτα γύρου</translation>
    </message>
    <message>
        <source>The hint is marked on your score card or on a treasure card.</source>
        <translation>Η υπόδειξη φαίνεται στην κάρτα αξιολόγησής σου ή σε μια κάρτα θησαυρού.</translation>
    </message>
    <message>
        <source>The dealt treasure cards and the boxes just crossed stay hidden until {name} presses the button below.</source>
        <translation>Οι κάρτες θησαυρού που μοιράστηκαν και τα πλαίσια που μόλις σημειώθηκαν με σταυρό μένουν κρυφά μέχρι να πατήσεις το κουμπί «Είμαι εγώ: {name}» από κάτω.</translation>
    </message>
    <message>
        <source>Coins {coins}, palms {palms}, cross symbols {crosses}</source>
        <translation>Νομίσματα {coins}, φοίνικες {palms}, σύμβολα σταυρού {crosses}</translation>
    </message>
    <message numerus="yes">
        <source>Lilac treasure card, %n point(s): empty boxes {left} of {boxes}</source>
        <translation>
            <numerusform>Λιλά κάρτα θησαυρού, %n πόντος: άδεια πλαίσια {left} από {boxes}</numerusform>
            <numerusform>Λιλά κάρτα θησαυρού, %n πόντοι: άδεια πλαίσια {left} από {boxes}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Orange treasure card, %n point(s): empty boxes {left} of {boxes}</source>
        <translation>
            <numerusform>Πορτοκαλί κάρτα θησαυρού, %n πόντος: άδεια πλαίσια {left} από {boxes}</numerusform>
            <numerusform>Πορτοκαλί κάρτα θησαυρού, %n πόντοι: άδεια πλαίσια {left} από {boxes}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Green treasure card, %n point(s): empty boxes {left} of {boxes}</source>
        <translation>
            <numerusform>Πράσινη κάρτα θησαυρού, %n πόντος: άδεια πλαίσια {left} από {boxes}</numerusform>
            <numerusform>Πράσινη κάρτα θησαυρού, %n πόντοι: άδεια πλαίσια {left} από {boxes}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Grey treasure card, %n point(s): empty boxes {left} of {boxes}</source>
        <translation>
            <numerusform>Γκρι κάρτα θησαυρού, %n πόντος: άδεια πλαίσια {left} από {boxes}</numerusform>
            <numerusform>Γκρι κάρτα θησαυρού, %n πόντοι: άδεια πλαίσια {left} από {boxes}</numerusform>
        </translation>
    </message>
    <message>
        <source>A treasure card, face down</source>
        <translation>Κλειστή κάρτα θησαυρού</translation>
    </message>
    <message>
        <source>Your treasure cards</source>
        <translation>Οι κάρτες θησαυρού σου</translation>
    </message>
    <message>
        <source>Click on one of your two treasure cards.</source>
        <translation>Κάνε κλικ σε μία από τις δύο κάρτες θησαυρού σου.</translation>
    </message>
    <message>
        <source>The shape fits nowhere: cross one box.</source>
        <translation>Το σχήμα δεν χωράει πουθενά: σημείωσε ένα πλαίσιο.</translation>
    </message>
    <message>
        <source>Choose 2 of your 4 treasure cards to keep: click a card ({count} of 2 chosen). The others do not see your choice.</source>
        <translation>Διάλεξε 2 από τις 4 κάρτες θησαυρού σου για να τις κρατήσεις: κάνε κλικ σε μια κάρτα (διάλεξες {count} από 2). Οι άλλοι δεν βλέπουν τι διαλέγεις.</translation>
    </message>
    <message>
        <source>No empty box is left on your cards. Press Confirm.</source>
        <translation>Δεν έμεινε άδειο πλαίσιο στις κάρτες σου. Πάτα «Επιβεβαίωση».</translation>
    </message>
    <message>
        <source>The {shape} fits on neither card: cross one empty box instead.</source>
        <translation>Το σχήμα «{shape}» δεν χωράει σε καμία κάρτα: σημείωσε αντί γι’ αυτό ένα άδειο πλαίσιο.</translation>
    </message>
    <message>
        <source>Cross one empty box instead of the shape: click a box (B: back to the shape).</source>
        <translation>Σημείωσε ένα άδειο πλαίσιο αντί για το σχήμα: κάνε κλικ σε ένα πλαίσιο (B: πίσω στο σχήμα).</translation>
    </message>
    <message>
        <source>The goal</source>
        <translation>Ο στόχος</translation>
    </message>
    <message>
        <source>Fill your treasure cards with crosses. A completed card is worth as many points as it has boxes. Coins, cups, palms and seals give extra points. After 4 rounds, the most points win.</source>
        <translation>Γέμισε τις κάρτες θησαυρού σου με σταυρούς. Μια συμπληρωμένη κάρτα δίνει τόσους πόντους όσα πλαίσια έχει. Τα νομίσματα, τα κύπελλα, οι φοίνικες και οι σφραγίδες δίνουν επιπλέον πόντους. Μετά από 4 γύρους κερδίζει όποιος έχει τους περισσότερους πόντους.</translation>
    </message>
    <message>
        <source>Getting ready</source>
        <translation>Προετοιμασία</translation>
    </message>
    <message>
        <source>Everyone gets 4 treasure cards and keeps 2 of them. The others do not see which. The other cards go into the face-down pile, and 4 cards lie face up as the open display.</source>
        <translation>Ο καθένας παίρνει 4 κάρτες θησαυρού και κρατά τις 2. Οι άλλοι δεν βλέπουν ποιες. Οι υπόλοιπες κάρτες μπαίνουν κλειστές στη στοίβα, και 4 κάρτες ανοίγονται δίπλα της: ο ανοιχτός λογαριασμός.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Πώς παίζεται</translation>
    </message>
    <message>
        <source>1. An expedition card is turned over. Its shape of 2 to 4 boxes is for everyone.</source>
        <translation>1. Ανοίγει μια κάρτα εκστρατείας. Το σχήμα της, από 2 έως 4 πλαίσια, ισχύει για όλους.</translation>
    </message>
    <message>
        <source>2. Cross that shape on one of your two treasure cards. You may turn it or mirror it, but every part of it must land on an empty box of the same card.</source>
        <translation>2. Σημείωσε αυτό το σχήμα σε μία από τις δύο κάρτες θησαυρού σου. Μπορείς να το γυρίσεις ή να το αναποδογυρίσεις, αλλά κάθε κομμάτι του πρέπει να πέφτει σε άδειο πλαίσιο της ίδιας κάρτας.</translation>
    </message>
    <message>
        <source>If the shape does not fit, or you do not want it there, cross any one empty box on one of your cards instead. You may never skip an expedition card.</source>
        <translation>Αν το σχήμα δεν χωράει ή δεν το θέλεις εκεί, σημείωσε αντί γι’ αυτό ένα οποιοδήποτε άδειο πλαίσιο σε μία από τις κάρτες σου. Δεν μπορείς ποτέ να παραλείψεις κάρτα εκστρατείας.</translation>
    </message>
    <message>
        <source>Symbols on the boxes</source>
        <translation>Σύμβολα στα πλαίσια</translation>
    </message>
    <message>
        <source>Cross symbol (X): at once cross one more empty box, anywhere on your two cards.</source>
        <translation>Σύμβολο σταυρού (Χ): σημείωσε αμέσως άλλο ένα άδειο πλαίσιο, όπου θέλεις στις δύο κάρτες σου.</translation>
    </message>
    <message>
        <source>Coin: cross the next coin box on your score card (3 rows of 4). Each coin box is worth 1 point.</source>
        <translation>Νόμισμα: σημείωσε το επόμενο πλαίσιο νομίσματος στην κάρτα αξιολόγησής σου (3 σειρές των 4). Κάθε πλαίσιο νομίσματος αξίζει 1 πόντο.</translation>
    </message>
    <message>
        <source>Cups: when you fill a row of 4 coins, you win the best cup still left on the round card: first 6 points, then 5, 4, 3, 2 and 1.</source>
        <translation>Κύπελλα: όταν γεμίσεις μια σειρά με 4 νομίσματα, κερδίζεις το μεγαλύτερο κύπελλο που έχει μείνει στην κάρτα γύρου: πρώτα 6 πόντοι, μετά 5, 4, 3, 2 και 1.</translation>
    </message>
    <message>
        <source>Palm: you score 1 point for the palm and 1 more for every palm you can see on the cards of the open display. Only 4 palms count.</source>
        <translation>Φοίνικας: παίρνεις 1 πόντο για τον φοίνικα και άλλον 1 για κάθε φοίνικα που φαίνεται στις κάρτες του ανοιχτού λογαριασμού. Μετράνε μόνο 4 φοίνικες.</translation>
    </message>
    <message>
        <source>Completing a card</source>
        <translation>Συμπλήρωση κάρτας</translation>
    </message>
    <message>
        <source>When every box of a treasure card is crossed, the card is complete. It is put aside and stays yours until the end. Then take a new card: one from the open display or the top card of the pile.</source>
        <translation>Όταν σημειωθούν όλα τα πλαίσια μιας κάρτας θησαυρού, η κάρτα είναι συμπληρωμένη. Μπαίνει στην άκρη και μένει δική σου ως το τέλος. Μετά πάρε νέα κάρτα: μία από τον ανοιχτό λογαριασμό ή την πάνω κάρτα της στοίβας.</translation>
    </message>
    <message>
        <source>Rounds and the end</source>
        <translation>Γύροι και τέλος</translation>
    </message>
    <message>
        <source>A round has 7 expedition cards (the 8th is not used). The game has 4 rounds.</source>
        <translation>Ένας γύρος έχει 7 κάρτες εκστρατείας (η 8η δεν χρησιμοποιείται). Το παιχνίδι έχει 4 γύρους.</translation>
    </message>
    <message>
        <source>At the end you score your coin boxes, cups and palms and the points of your completed cards. A seal on a completed card shows a colour and 1 or 2: you get that many points for every completed card of that colour. Cards that are not complete score nothing.</source>
        <translation>Στο τέλος μετράς τα πλαίσια νομισμάτων, τα κύπελλα, τους φοίνικες και τους πόντους των συμπληρωμένων καρτών σου. Μια σφραγίδα σε συμπληρωμένη κάρτα δείχνει ένα χρώμα και 1 ή 2: παίρνεις τόσους πόντους για κάθε συμπληρωμένη κάρτα αυτού του χρώματος. Οι κάρτες που δεν συμπληρώθηκαν δεν δίνουν πόντους.</translation>
    </message>
    <message>
        <source>The highest total wins. In a tie, more completed cards win; then more green cards, then orange, then lilac. If it is still a tie, the players share the win.</source>
        <translation>Κερδίζει το μεγαλύτερο σύνολο. Σε ισοπαλία κερδίζει όποιος έχει τις περισσότερες συμπληρωμένες κάρτες· μετά όποιος έχει τις περισσότερες πράσινες, μετά πορτοκαλί, μετά λιλά. Αν υπάρχει ακόμα ισοπαλία, η νίκη μοιράζεται.</translation>
    </message>
    <message>
        <source>Playing on the computer</source>
        <translation>Παιχνίδι στον υπολογιστή</translation>
    </message>
    <message>
        <source>Move the shape with the mouse over one of your cards. Green with a check means it fits; red with a cross means it does not. Click to cross it.</source>
        <translation>Φέρε το σχήμα με το ποντίκι πάνω σε μία από τις κάρτες σου. Πράσινο με τικ σημαίνει ότι χωράει· κόκκινο με Χ σημαίνει ότι δεν χωράει. Κάνε κλικ για να το σημειώσεις.</translation>
    </message>
    <message>
        <source>R or the mouse wheel turns the shape, F mirrors it. B switches to crossing one box instead; press B again to go back to the shape.</source>
        <translation>Με το R ή τη ροδέλα γυρίζεις το σχήμα, με το F το αναποδογυρίζεις. Με το B σημειώνεις ένα μόνο πλαίσιο αντί για το σχήμα· πάτα ξανά B για να γυρίσεις στο σχήμα.</translation>
    </message>
    <message>
        <source>With the keyboard: the arrow keys move the shape, Tab moves it to your other card, Enter crosses it.</source>
        <translation>Με το πληκτρολόγιο: τα βελάκια μετακινούν το σχήμα, το Tab το πηγαίνει στην άλλη σου κάρτα, το Enter το σημειώνει.</translation>
    </message>
    <message>
        <source>When you are done, press Confirm (or Enter). Until then, Undo takes back your crosses.</source>
        <translation>Όταν τελειώσεις, πάτα «Επιβεβαίωση» (ή Enter). Μέχρι τότε η «Αναίρεση» παίρνει πίσω τους σταυρούς σου.</translation>
    </message>
    <message>
        <source>You are {learner} and play against {computer}, the computer. Each expedition card shows a shape, and everyone crosses it on one of their own two treasure cards. A card scores its points once all its boxes are crossed.</source>
        <translation>Παίζεις ως {learner} απέναντι στον υπολογιστή, που λέγεται {computer}. Κάθε κάρτα εκστρατείας δείχνει ένα σχήμα, και ο καθένας το σημειώνει σε μία από τις δύο δικές του κάρτες θησαυρού. Μια κάρτα φέρνει τους πόντους της μόλις σημειωθούν όλα τα πλαίσιά της.</translation>
    </message>
    <message>
        <source>You were dealt four treasure cards and keep two of them. Keep the outlined card: a card scores only when every box on it is crossed, so one that is quick to fill is a good start.</source>
        <translation>Σου μοιράστηκαν τέσσερις κάρτες θησαυρού και κρατάς τις δύο. Κράτα την κάρτα με το περίγραμμα: μια κάρτα φέρνει πόντους μόνο όταν σημειωθεί με σταυρό κάθε πλαίσιό της, γι’ αυτό μια κάρτα που γεμίζει γρήγορα είναι καλό ξεκίνημα.</translation>
    </message>
    <message>
        <source>Cross the shape of the expedition card on the outlined boxes: move it there, turn it with R or mirror it with F until it covers them, and click. Every box of the shape must land on an empty box of one card.</source>
        <translation>Σημείωσε το σχήμα της κάρτας εκστρατείας στα πλαίσια με το περίγραμμα: φέρ’ το εκεί, γύρισέ το με το R ή αναποδογύρισέ το με το F ώσπου να τα σκεπάσει, και κάνε κλικ. Κάθε τετράγωνο του σχήματος πρέπει να πέσει σε κενό πλαίσιο μίας κάρτας.</translation>
    </message>
    <message>
        <source>Cross just the outlined box this time (One box, B): the shape fits nowhere useful, and one box is always allowed instead.</source>
        <translation>Σημείωσε μόνο το πλαίσιο με το περίγραμμα αυτή τη φορά («Ένα πλαίσιο», B): το σχήμα δεν ταιριάζει πουθενά χρήσιμα, και ένα πλαίσιο επιτρέπεται πάντα στη θέση του.</translation>
    </message>
    <message>
        <source>You crossed a box with a cross symbol, and it gives you one more box: cross the outlined one.</source>
        <translation>Σημείωσες πλαίσιο με σύμβολο σταυρού, και σου δίνει ένα ακόμα πλαίσιο: σημείωσε αυτό με το περίγραμμα.</translation>
    </message>
    <message>
        <source>Press the outlined Confirm: your crosses count once everyone has confirmed, and then the next expedition card is turned over.</source>
        <translation>Πάτα την «Επιβεβαίωση» με το περίγραμμα: οι σταυροί σου μετράνε μόλις επιβεβαιώσουν όλοι, και μετά ανοίγει η επόμενη κάρτα εκστρατείας.</translation>
    </message>
    <message>
        <source>You completed a card: it is set aside and scores at the end. Take the outlined card in its place, so that you play with two cards again.</source>
        <translation>Συμπλήρωσες μια κάρτα: μπαίνει στην άκρη και φέρνει πόντους στο τέλος. Πάρε την κάρτα με το περίγραμμα στη θέση της, για να παίζεις πάλι με δύο κάρτες.</translation>
    </message>
    <message>
        <source>A full row of four coins wins the highest cup still on the round card.</source>
        <translation>Μια γεμάτη σειρά με τέσσερα νομίσματα κερδίζει το μεγαλύτερο κύπελλο που μένει ακόμα στην κάρτα γύρου.</translation>
    </message>
    <message>
        <source>A crossed palm scores 1, plus 1 for every palm on the cards of the open display.</source>
        <translation>Ένας φοίνικας που σημειώνεις φέρνει 1 πόντο, και άλλον 1 για κάθε φοίνικα στις κάρτες του ανοιχτού λογαριασμού.</translation>
    </message>
    <message>
        <source>Completed cards score their points, colour by colour; a card not yet complete scores nothing.</source>
        <translation>Οι συμπληρωμένες κάρτες φέρνουν τους πόντους τους, χρώμα με χρώμα· μια κάρτα που δεν συμπληρώθηκε ακόμα δεν φέρνει τίποτα.</translation>
    </message>
    <message>
        <source>A seal on a completed card scores its value for each completed card of the colour it names.</source>
        <translation>Μια σφραγίδα σε συμπληρωμένη κάρτα φέρνει την αξία της για κάθε συμπληρωμένη κάρτα του χρώματος που δείχνει.</translation>
    </message>
    <message>
        <source>That is all there is to it. A real game goes on like this for four rounds of seven expedition cards; then the highest total wins.</source>
        <translation>Αυτό ήταν όλο. Μια κανονική παρτίδα συνεχίζει έτσι για τέσσερις γύρους με επτά κάρτες εκστρατείας ο καθένας· τότε κερδίζει το μεγαλύτερο σύνολο.</translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s) crossed on your score card: each crossed coin box scores 1.</source>
        <translation>
            <numerusform>%n νόμισμα σημειωμένο στην κάρτα αξιολόγησης: κάθε σημειωμένο πλαίσιο νομίσματος φέρνει 1 πόντο.</numerusform>
            <numerusform>%n νομίσματα σημειωμένα στην κάρτα αξιολόγησης: κάθε σημειωμένο πλαίσιο νομίσματος φέρνει 1 πόντο.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cross a coin box for each coin; when a row of 4 coins is full, write the cup&apos;s points in its cup; in a palm box write what the palm is worth.</source>
        <translation>Βάλε σταυρό σε ένα πλαίσιο νομίσματος για κάθε νόμισμα· όταν γεμίσει μια σειρά 4 νομισμάτων, γράψε στο κύπελλο τους πόντους του· σε ένα πλαίσιο φοίνικα γράψε πόσο αξίζει ο φοίνικας.</translation>
    </message>
    <message>
        <source>That is not a box of the card.</source>
        <translation>Αυτό δεν είναι πλαίσιο της κάρτας.</translation>
    </message>
    <message>
        <source>{player} takes card {place} of the open display.</source>
        <translation>{player}: παίρνει την κάρτα {place} του ανοιχτού λογαριασμού.</translation>
    </message>
    <message>
        <source>{player} takes {card} from the open display.</source>
        <translation>{player}: παίρνει {card} από τον ανοιχτό λογαριασμό.</translation>
    </message>
    <message>
        <source>One player&apos;s score card. The cards stay in the box: play them as usual and write the points here.</source>
        <translation>Κάρτα αξιολόγησης ενός παίκτη. Οι κάρτες μένουν στο κουτί του παιχνιδιού: παίζονται όπως πάντα και οι πόντοι γράφονται εδώ.</translation>
    </message>
    <message>
        <source>Words of the game</source>
        <translation>Οι λέξεις του παιχνιδιού</translation>
    </message>
    <message>
        <source>Open display: the four face-up treasure cards beside the pile. A new card comes from there or from the top of the pile.</source>
        <translation>Ανοιχτός λογαριασμός: οι τέσσερις κάρτες θησαυρού που βρίσκονται ανοιχτές δίπλα στη στοίβα. Μια νέα κάρτα την παίρνεις από εκεί ή από την κορυφή της στοίβας.</translation>
    </message>
    <message>
        <source>Score card: your own card beside your treasure cards, where you cross your coins.</source>
        <translation>Κάρτα αξιολόγησης: η δική σου κάρτα δίπλα στις κάρτες θησαυρού σου, όπου σημειώνεις με σταυρό τα νομίσματά σου.</translation>
    </message>
    <message>
        <source>Round card: the card in the middle that counts the 4 rounds and holds the cups still to be won.</source>
        <translation>Κάρτα γύρου: η κάρτα στη μέση που μετράει τους 4 γύρους και κρατά τα κύπελλα που μένουν ακόμα.</translation>
    </message>
    <message>
        <source>Expedition card: the card turned over for everyone; its shape is what you cross this turn.</source>
        <translation>Κάρτα εκστρατείας: η κάρτα που ανοίγει για όλους· το σχήμα της σημειώνεις με σταυρό αυτή τη φορά.</translation>
    </message>
</context>
</TS>
