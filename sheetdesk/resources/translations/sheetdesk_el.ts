<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="el_GR">
<context>
    <name>Controller</name>
    <message>
        <source>Read only: this game is open in another window</source>
        <translation>Μόνο για ανάγνωση: το παιχνίδι είναι ανοιχτό σε άλλο παράθυρο</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Το παιχνίδι τελείωσε</translation>
    </message>
    <message>
        <source>{player} (computer) is playing…</source>
        <translation>Παίζει: {player} (υπολογιστής)…</translation>
    </message>
    <message>
        <source>{player}&apos;s turn</source>
        <translation>Παίζει: {player}</translation>
    </message>
    <message>
        <source>The game could not be saved ({reason}). You can keep playing.</source>
        <translation>Το παιχνίδι δεν αποθηκεύτηκε ({reason}). Μπορείτε να συνεχίσετε να παίζετε.</translation>
    </message>
</context>
<context>
    <name>HandoverPage</name>
    <message>
        <source>Pass the laptop to {name}</source>
        <translation>Δώστε τον υπολογιστή σε: {name}</translation>
    </message>
    <message>
        <source>Only {name} should look at the screen now. The cards stay hidden until then.</source>
        <translation>Τώρα κοιτάζει την οθόνη μόνο ο/η {name}. Οι κάρτες μένουν κρυφές μέχρι τότε.</translation>
    </message>
    <message>
        <source>I&apos;m {name}</source>
        <translation>Είμαι {name}</translation>
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
        <translation>&amp;Αναίρεση «{action}»</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Αναίρεση</translation>
    </message>
    <message>
        <source>&amp;Redo “{action}”</source>
        <translation>&amp;Επανάληψη «{action}»</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Επανάληψη</translation>
    </message>
    <message>
        <source>Restart &amp;turn</source>
        <translation>Ξανά από την αρχή του &amp;γύρου</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Άνοιγμα αποθηκευμένου παιχνιδιού</translation>
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
        <source>Read only</source>
        <translation>Μόνο για ανάγνωση</translation>
    </message>
    <message>
        <source>This game is open in another sheetdesk window. It is shown here read-only: nothing you see here is saved.</source>
        <translation>Αυτό το παιχνίδι είναι ανοιχτό σε άλλο παράθυρο του sheetdesk. Εδώ εμφανίζεται μόνο για ανάγνωση: τίποτα δεν αποθηκεύεται από αυτό το παράθυρο.</translation>
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
        <translation>Να διαγραφεί το «{game}» με τους παίκτες {players} από {date}; Αυτό δεν αναιρείται.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Διαγραφή</translation>
    </message>
    <message>
        <source>“{file}”: {reason}</source>
        <translation>«{file}»: {reason}</translation>
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
        <translation>Αυτό το αποθηκευμένο παιχνίδι δεν μπόρεσε να ανοίξει:</translation>
    </message>
    <message>
        <source>Could not open some saved games</source>
        <translation>Κάποια αποθηκευμένα παιχνίδια δεν άνοιξαν</translation>
    </message>
    <message>
        <source>These saved games could not be opened:</source>
        <translation>Αυτά τα αποθηκευμένα παιχνίδια δεν μπόρεσαν να ανοίξουν:</translation>
    </message>
    <message>
        <source>The settings could not be saved.</source>
        <translation>Οι ρυθμίσεις δεν αποθηκεύτηκαν.</translation>
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

Παιχνίδια με χαρτάκι σκορ για όλη την οικογένεια γύρω από έναν υπολογιστή.

Ελεύθερο λογισμικό με άδεια MIT. Χρησιμοποιεί το Qt (μέσω PySide6) με την άδεια GNU LGPL έκδοση 3.

Τα παιχνίδια σας αποθηκεύονται στον φάκελο:
{folder}</translation>
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
        <source>Options</source>
        <translation>Επιλογές</translation>
    </message>
    <message>
        <source>empty = a new random deal</source>
        <translation>κενό = νέο τυχαίο μοίρασμα</translation>
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
        <source>Player {number}</source>
        <translation>Παίκτης {number}</translation>
    </message>
    <message>
        <source>Clever</source>
        <translation>Έξυπνος</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Τυχαίος</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>Cancel</source>
        <translation>Άκυρο</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Rules</source>
        <translation>Κανόνες</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Πίσω</translation>
    </message>
</context>
<context>
    <name>SavedGamesPage</name>
    <message>
        <source>Finished</source>
        <translation>Τελειωμένο</translation>
    </message>
    <message>
        <source>Turn {turn} · {actions} moves</source>
        <translation>Γύρος {turn} · κινήσεις: {actions}</translation>
    </message>
    <message>
        <source>{actions} moves</source>
        <translation>κινήσεις: {actions}</translation>
    </message>
    <message>
        <source>{name} (computer)</source>
        <translation>{name} (υπολογιστής)</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Αποθηκευμένα παιχνίδια</translation>
    </message>
    <message>
        <source>No saved games yet. Start a new game!</source>
        <translation>Δεν υπάρχουν ακόμα αποθηκευμένα παιχνίδια. Ξεκινήστε ένα νέο!</translation>
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
        <source>Score so far</source>
        <translation>Πόντοι ως τώρα</translation>
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
        <translation>Σύνολο</translation>
    </message>
    <message>
        <source>{name} wins on the tie-break!</source>
        <translation>Ισοπαλία στους πόντους: κερδίζει {name}!</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>Κερδίζει ο/η {name}!</translation>
    </message>
    <message>
        <source>{names} share the win!</source>
        <translation>Μοιράζονται τη νίκη: {names}!</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Τελική βαθμολογία</translation>
    </message>
    <message>
        <source>Show the sheets</source>
        <translation>Δείξε τα χαρτάκια</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Νέο παιχνίδι</translation>
    </message>
    <message>
        <source>Back to start</source>
        <translation>Πίσω στην αρχή</translation>
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
        <translation>Η νέα γλώσσα εφαρμόζεται αμέσως.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Άκυρο</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Εντάξει</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>No unfinished game.</source>
        <translation>Δεν υπάρχει ημιτελές παιχνίδι.</translation>
    </message>
    <message>
        <source>{game} with {players} — {date}</source>
        <translation>{game} με {players} — {date}</translation>
    </message>
    <message>
        <source>sheetdesk</source>
        <translation>sheetdesk</translation>
    </message>
    <message>
        <source>Paper-sheet games for the whole family</source>
        <translation>Παιχνίδια με χαρτάκι σκορ για όλη την οικογένεια</translation>
    </message>
    <message>
        <source>Continue the last game</source>
        <translation>Συνέχεια του τελευταίου παιχνιδιού</translation>
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
        <source>Settings</source>
        <translation>Ρυθμίσεις</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Έξοδος</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>Game #{number}</source>
        <translation>Παιχνίδι #{number}</translation>
    </message>
    <message>
        <source>Turn {turn}</source>
        <translation>Γύρος {turn}</translation>
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
        <translation>Ο γύρος από την αρχή</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Μενού</translation>
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
        <translation>Δεν χρειάζεται τώρα ενέργεια τύχης.</translation>
    </message>
    <message>
        <source>It is not this player&apos;s turn.</source>
        <translation>Δεν είναι η σειρά αυτού του παίκτη.</translation>
    </message>
    <message>
        <source>Action {index} in the log is not legal: {why}</source>
        <translation>Η ενέργεια {index} του ιστορικού δεν επιτρέπεται: {why}</translation>
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
    <name>games</name>
    <message>
        <source>Number rows</source>
        <translation>Σειρές αριθμών</translation>
    </message>
    <message>
        <source>Treasure cards</source>
        <translation>Κάρτες θησαυρού</translation>
    </message>
</context>
<context>
    <name>number_rows</name>
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
        <translation>Για τον τελευταίο αριθμό μιας σειράς χρειάζονται πρώτα 5 σταυροί σε αυτή τη σειρά.</translation>
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
        <translation>Δεν υπάρχει κάρτα σε αυτή τη θέση της βιτρίνας.</translation>
    </message>
    <message>
        <source>Only the game shuffles the cards.</source>
        <translation>Τις κάρτες τις ανακατεύει μόνο το παιχνίδι.</translation>
    </message>
    <message>
        <source>No shuffle is needed now.</source>
        <translation>Δεν χρειάζεται ανακάτεμα τώρα.</translation>
    </message>
    <message>
        <source>A shuffle must use every card of the discard pile once.</source>
        <translation>Το ανακάτεμα πρέπει να χρησιμοποιεί κάθε κάρτα της στοίβας συσσώρευσης μία φορά.</translation>
    </message>
    <message>
        <source>You can only use the announced number right after the draw.</source>
        <translation>Τον ανακοινωμένο αριθμό τον χρησιμοποιείς μόνο αμέσως μετά τη λήψη καρτών.</translation>
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
        <translation>Έχεις ήδη παίξει τις κάρτες σου σε αυτόν τον γύρο.</translation>
    </message>
    <message>
        <source>Play 1, 2 or 3 cards.</source>
        <translation>Παίξε 1, 2 ή 3 κάρτες.</translation>
    </message>
    <message>
        <source>You can play each card only once.</source>
        <translation>Κάθε κάρτα παίζεται μόνο μία φορά.</translation>
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
        <translation>Κάρτες παίζεις μόνο μετά τη λήψη και τον ανακοινωμένο αριθμό.</translation>
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
        <source>{player} takes card {place} of the display.</source>
        <translation>{player}: παίρνει την κάρτα {place} της βιτρίνας.</translation>
    </message>
    <message>
        <source>{player} crosses the announced number in the {row} row.</source>
        <translation>{player}: τσεκάρει τον ανακοινωμένο αριθμό στην {row} σειρά.</translation>
    </message>
    <message>
        <source>{player} has decided about the announced number.</source>
        <translation>{player}: αποφάσισε για τον ανακοινωμένο αριθμό.</translation>
    </message>
    <message>
        <source>{player} plays 1 {color} card.</source>
        <translation>{player}: παίζει 1 {color} κάρτα.</translation>
    </message>
    <message>
        <source>{player} plays {count} {color} cards.</source>
        <translation>{player}: παίζει {count} κάρτες για την {color} σειρά.</translation>
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
        <translation>{player}: κάνει κίνηση.</translation>
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
        <translation>παραλειμμένο</translation>
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
        <translation>Λάθος ρίψη: σημειώνεται όταν δεν τσεκάρεις τίποτα στον δικό σου γύρο (−5 πόντοι)</translation>
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
        <translation>Κάρτα βιτρίνας {number} (κρυφό χρώμα)</translation>
    </message>
    <message>
        <source>Pile: the top card is {number}</source>
        <translation>Στοίβα: η πάνω κάρτα είναι {number}</translation>
    </message>
    <message>
        <source>Hand card {number} (colour hidden)</source>
        <translation>Κάρτα χεριού {number} (κρυφό χρώμα)</translation>
    </message>
    <message>
        <source>Hand card {number}, {color}</source>
        <translation>Κάρτα χεριού {number}, {color}</translation>
    </message>
    <message>
        <source>Hand card {number}, joker</source>
        <translation>Κάρτα χεριού {number}, τζόκερ</translation>
    </message>
    <message>
        <source>Played card {number}, {color}</source>
        <translation>Κάρτα που παίχτηκε {number}, {color}</translation>
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
        <source>Cards</source>
        <translation>Κάρτες</translation>
    </message>
    <message>
        <source>Joker colour:</source>
        <translation>Χρώμα τζόκερ:</translation>
    </message>
    <message>
        <source>Play cards</source>
        <translation>Παίξε κάρτες</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Τέλος</translation>
    </message>
    <message>
        <source>{player} — points: {points}</source>
        <translation>{player} — πόντοι: {points}</translation>
    </message>
    <message>
        <source>Hand: {numbers}</source>
        <translation>Χέρι: {numbers}</translation>
    </message>
    <message>
        <source>Please wait…</source>
        <translation>Περίμενε λίγο…</translation>
    </message>
    <message>
        <source>{player} is playing. Please wait…</source>
        <translation>Παίζει: {player}. Περίμενε λίγο…</translation>
    </message>
    <message>
        <source>Take 1 card from the display</source>
        <translation>Πάρε 1 κάρτα από τη βιτρίνα</translation>
    </message>
    <message>
        <source>Take {count} cards from the display</source>
        <translation>Πάρε {count} κάρτες από τη βιτρίνα</translation>
    </message>
    <message>
        <source>You crossed the announced {number}. Press Done.</source>
        <translation>Τσέκαρες το ανακοινωμένο {number}. Πάτησε «Τέλος».</translation>
    </message>
    <message>
        <source>Cross the announced {number} in one row, or choose Don&apos;t cross</source>
        <translation>Τσέκαρε το ανακοινωμένο {number} σε μία σειρά ή διάλεξε «Δεν τσεκάρω»</translation>
    </message>
    <message>
        <source>The announced {number} fits in none of your rows. Choose Don&apos;t cross</source>
        <translation>Το ανακοινωμένο {number} δεν χωράει σε καμία σειρά σου. Διάλεξε «Δεν τσεκάρω»</translation>
    </message>
    <message>
        <source>Don&apos;t cross</source>
        <translation>Δεν τσεκάρω</translation>
    </message>
    <message>
        <source>Play 1–3 cards of one colour</source>
        <translation>Παίξε 1–3 κάρτες του ίδιου χρώματος</translation>
    </message>
    <message>
        <source>Cross the numbers you played, then press Done</source>
        <translation>Τσέκαρε τους αριθμούς που έπαιξες και πάτησε «Τέλος»</translation>
    </message>
    <message>
        <source>No more of your played numbers can be crossed. Press Done</source>
        <translation>Κανένας άλλος από τους αριθμούς που έπαιξες δεν τσεκάρεται. Πάτησε «Τέλος»</translation>
    </message>
    <message>
        <source>Done (take a misthrow)</source>
        <translation>Τέλος (λάθος ρίψη)</translation>
    </message>
    <message>
        <source>You cannot do that now.</source>
        <translation>Αυτό δεν γίνεται τώρα.</translation>
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
        <source>You played {color} cards: cross in the {color} row.</source>
        <translation>Έπαιξες κάρτες για την {color} σειρά: τσέκαρε σε αυτή τη σειρά.</translation>
    </message>
    <message>
        <source>First take a card from the display.</source>
        <translation>Πρώτα πάρε μια κάρτα από τη βιτρίνα.</translation>
    </message>
    <message>
        <source>You take cards only at the start of your turn.</source>
        <translation>Κάρτες παίρνεις μόνο στην αρχή του γύρου σου.</translation>
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
        <translation>Τσεκάρετε όσο το δυνατόν περισσότερους αριθμούς στις τέσσερις σειρές χρωμάτων του χαρτιού σας. Όσο περισσότεροι σταυροί υπάρχουν σε μια σειρά, τόσο περισσότερους πόντους φέρνει.</translation>
    </message>
    <message>
        <source>Crossing numbers</source>
        <translation>Τσεκάρισμα αριθμών</translation>
    </message>
    <message>
        <source>In every row you cross from left to right. You may skip numbers, but a skipped number can never be crossed later.</source>
        <translation>Σε κάθε σειρά τσεκάρετε από αριστερά προς τα δεξιά. Επιτρέπεται να παραλείψετε αριθμούς, αλλά έναν αριθμό που παραλείψατε δεν μπορείτε να τον τσεκάρετε αργότερα.</translation>
    </message>
    <message>
        <source>The last number of a row (red 12, yellow 12, green 2, blue 2) needs 5 crosses in that row first. Crossing it also crosses the lock: the row is closed for you.</source>
        <translation>Για τον τελευταίο αριθμό μιας σειράς (κόκκινο 12, κίτρινο 12, πράσινο 2, μπλε 2) χρειάζονται πρώτα 5 σταυροί σε αυτή τη σειρά. Όταν τον τσεκάρετε, τσεκάρετε και την κλειδαριά: η σειρά κλείνει για εσάς.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Ένας γύρος</translation>
    </message>
    <message>
        <source>1. Take cards from the display until you hold 5 cards. The colours of the cards in your hand are secret; their numbers are not.</source>
        <translation>1. Πάρτε κάρτες από τη βιτρίνα ώσπου να έχετε 5 κάρτες στο χέρι. Τα χρώματα των καρτών στο χέρι σας είναι μυστικά· οι αριθμοί τους όχι.</translation>
    </message>
    <message>
        <source>2. The number on top of the draw pile is for everyone: each player may cross it in one row, or not.</source>
        <translation>2. Ο αριθμός πάνω στη στοίβα λήψεων ισχύει για όλους: κάθε παίκτης μπορεί να τον τσεκάρει σε μία σειρά ή όχι.</translation>
    </message>
    <message>
        <source>3. Play 1 to 3 cards of one colour and cross any of their numbers in that colour&apos;s row. Between the first and the last number you cross, at most one number may stay empty.</source>
        <translation>3. Παίξτε 1 έως 3 κάρτες του ίδιου χρώματος και τσεκάρετε όποιους από τους αριθμούς τους θέλετε στη σειρά αυτού του χρώματος. Ανάμεσα στον πρώτο και στον τελευταίο αριθμό που τσεκάρετε μπορεί να μείνει κενός το πολύ ένας αριθμός.</translation>
    </message>
    <message>
        <source>If you crossed nothing in steps 2 and 3, you cross a misthrow box (−5 points).</source>
        <translation>Αν δεν τσεκάρατε τίποτα στα βήματα 2 και 3, σημειώνετε μια λάθος ρίψη (−5 πόντοι).</translation>
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
        <translation>Τζόκερ (παραλλαγή): το τζόκερ παίρνει το χρώμα που διαλέγετε όταν το παίζετε.</translation>
    </message>
</context>
<context>
    <name>saves</name>
    <message>
        <source>It is not an ordinary file, so sheetdesk does not read it.</source>
        <translation>Δεν είναι κανονικό αρχείο, γι&apos; αυτό το sheetdesk δεν το διαβάζει.</translation>
    </message>
    <message>
        <source>Its summary (players, dates, scores) is too long or not where it belongs.</source>
        <translation>Η σύνοψη στο αρχείο (παίκτες, ημερομηνίες, πόντοι) είναι πολύ μεγάλη ή δεν βρίσκεται εκεί που πρέπει.</translation>
    </message>
    <message>
        <source>The file is too big to be a sheetdesk save.</source>
        <translation>Το αρχείο είναι πολύ μεγάλο για αποθήκευση του sheetdesk.</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>Το αρχείο είναι κενό.</translation>
    </message>
    <message>
        <source>The file is cut off or damaged (not valid JSON).</source>
        <translation>Το αρχείο είναι κομμένο ή χαλασμένο (μη έγκυρο JSON).</translation>
    </message>
    <message>
        <source>It is not a sheetdesk save.</source>
        <translation>Δεν είναι αποθήκευση του sheetdesk.</translation>
    </message>
    <message>
        <source>It was saved by a newer version of sheetdesk.</source>
        <translation>Αποθηκεύτηκε από νεότερη έκδοση του sheetdesk.</translation>
    </message>
    <message>
        <source>It was saved in an old format this version cannot read.</source>
        <translation>Αποθηκεύτηκε σε παλιά μορφή που αυτή η έκδοση δεν διαβάζει.</translation>
    </message>
    <message>
        <source>Some parts of it are missing or not as expected.</source>
        <translation>Κάποια μέρη του λείπουν ή δεν είναι όπως αναμένεται.</translation>
    </message>
    <message>
        <source>It is a game this version does not know: {game}.</source>
        <translation>Είναι παιχνίδι που αυτή η έκδοση δεν γνωρίζει: {game}.</translation>
    </message>
    <message>
        <source>It was played with newer rules than this version knows.</source>
        <translation>Παίχτηκε με νεότερους κανόνες από αυτούς που γνωρίζει αυτή η έκδοση.</translation>
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
        <source>The file could not be read ({error}).</source>
        <translation>Το αρχείο δεν διαβάστηκε ({error}).</translation>
    </message>
    <message>
        <source>The disk is full, so the game could not be saved. The last saved version is kept.</source>
        <translation>Ο δίσκος είναι γεμάτος, γι&apos; αυτό το παιχνίδι δεν αποθηκεύτηκε. Η τελευταία αποθηκευμένη έκδοση διατηρείται.</translation>
    </message>
    <message>
        <source>sheetdesk may not write to the saves folder, so the game could not be saved. The last saved version is kept.</source>
        <translation>Το sheetdesk δεν έχει άδεια να γράψει στον φάκελο αποθηκεύσεων, γι&apos; αυτό το παιχνίδι δεν αποθηκεύτηκε. Η τελευταία αποθηκευμένη έκδοση διατηρείται.</translation>
    </message>
    <message>
        <source>The game could not be saved ({error}). The last saved version is kept.</source>
        <translation>Το παιχνίδι δεν αποθηκεύτηκε ({error}). Η τελευταία αποθηκευμένη έκδοση διατηρείται.</translation>
    </message>
    <message>
        <source>The game could not be saved because of an error in sheetdesk. The last saved version is kept.</source>
        <translation>Το παιχνίδι δεν αποθηκεύτηκε εξαιτίας ενός σφάλματος του sheetdesk. Η τελευταία αποθηκευμένη έκδοση διατηρείται.</translation>
    </message>
    <message>
        <source>This game is open in another sheetdesk window, so it cannot be deleted. Close it there first.</source>
        <translation>Αυτό το παιχνίδι είναι ανοιχτό σε άλλο παράθυρο του sheetdesk, γι&apos; αυτό δεν μπορεί να διαγραφεί. Κλείσ&apos; το πρώτα εκεί.</translation>
    </message>
    <message>
        <source>The save could not be deleted ({error}).</source>
        <translation>Η αποθήκευση δεν διαγράφηκε ({error}).</translation>
    </message>
</context>
<context>
    <name>treasure_cards</name>
    <message>
        <source>lilac</source>
        <translation>λιλά</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>πορτοκαλί</translation>
    </message>
    <message>
        <source>green</source>
        <translation>πράσινη</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>γκρι</translation>
    </message>
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
        <source>domino</source>
        <translation>ντόμινο</translation>
    </message>
    <message>
        <source>straight three</source>
        <translation>ευθεία τριάδα</translation>
    </message>
    <message>
        <source>corner three</source>
        <translation>γωνία των τριών</translation>
    </message>
    <message>
        <source>square</source>
        <translation>τετράγωνο</translation>
    </message>
    <message>
        <source>L of four</source>
        <translation>Γ των τεσσάρων</translation>
    </message>
    <message>
        <source>T of four</source>
        <translation>Τ των τεσσάρων</translation>
    </message>
    <message>
        <source>Only the game itself shuffles and turns over cards.</source>
        <translation>Μόνο το ίδιο το παιχνίδι ανακατεύει και ανοίγει κάρτες.</translation>
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
        <translation>Διαλέγεις τις κάρτες σου μόνο στην αρχή του παιχνιδιού.</translation>
    </message>
    <message>
        <source>You have already chosen your two cards.</source>
        <translation>Έχεις ήδη διαλέξει τις δύο κάρτες σου.</translation>
    </message>
    <message>
        <source>Choose from the four cards you were given.</source>
        <translation>Διάλεξε από τις τέσσερις κάρτες που πήρες.</translation>
    </message>
    <message>
        <source>You already chose this card.</source>
        <translation>Έχεις ήδη διαλέξει αυτή την κάρτα.</translation>
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
        <translation>Δεν υπάρχει τίποτα για επιβεβαίωση τώρα.</translation>
    </message>
    <message>
        <source>You have already crossed your boxes for this card.</source>
        <translation>Έχεις ήδη σημειώσει τα πλαίσιά σου για αυτή την κάρτα.</translation>
    </message>
    <message>
        <source>Cross the shape or one box first. You may not skip an expedition card.</source>
        <translation>Σημείωσε πρώτα το σχήμα ή ένα πλαίσιο. Δεν μπορείς να παραλείψεις μια κάρτα εκστρατείας.</translation>
    </message>
    <message>
        <source>You crossed an X symbol: cross one more empty box first.</source>
        <translation>Σημείωσες ένα σύμβολο Χ: σημείωσε πρώτα ακόμη ένα άδειο πλαίσιο.</translation>
    </message>
    <message>
        <source>You can cross boxes only when an expedition card is shown.</source>
        <translation>Σημειώνεις πλαίσια μόνο όταν είναι ανοιχτή μια κάρτα εκστρατείας.</translation>
    </message>
    <message>
        <source>That is not one of your treasure cards.</source>
        <translation>Αυτή δεν είναι μία από τις κάρτες θησαυρού σου.</translation>
    </message>
    <message>
        <source>You have already used this expedition card.</source>
        <translation>Έχεις ήδη χρησιμοποιήσει αυτή την κάρτα εκστρατείας.</translation>
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
        <translation>Παίρνεις νέα κάρτα μόνο αμέσως μόλις συμπληρώσεις μια κάρτα θησαυρού.</translation>
    </message>
    <message>
        <source>The pile is empty.</source>
        <translation>Η στοίβα είναι άδεια.</translation>
    </message>
    <message>
        <source>There is no card in that place.</source>
        <translation>Δεν υπάρχει κάρτα σε αυτή τη θέση.</translation>
    </message>
    <message>
        <source>No shuffle is due now.</source>
        <translation>Δεν χρειάζεται ανακάτεμα τώρα.</translation>
    </message>
    <message>
        <source>A shuffle must use every card of the pile once.</source>
        <translation>Το ανακάτεμα πρέπει να περιέχει κάθε κάρτα της στοίβας μία φορά.</translation>
    </message>
    <message>
        <source>A shuffle must use every expedition card once.</source>
        <translation>Το ανακάτεμα πρέπει να περιέχει κάθε κάρτα εκστρατείας μία φορά.</translation>
    </message>
    <message>
        <source>No expedition card is turned over now.</source>
        <translation>Καμία κάρτα εκστρατείας δεν ανοίγει τώρα.</translation>
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
        <source>{player} chooses a card to keep.</source>
        <translation>{player}: διαλέγει μια κάρτα για να την κρατήσει.</translation>
    </message>
    <message>
        <source>{player} crosses the shape on a {color} card.</source>
        <translation>{player}: σημειώνει το σχήμα σε κάρτα ({color}).</translation>
    </message>
    <message>
        <source>{player} crosses one box on a {color} card.</source>
        <translation>{player}: σημειώνει ένα πλαίσιο σε κάρτα ({color}).</translation>
    </message>
    <message>
        <source>{player} is done.</source>
        <translation>{player}: τελείωσε.</translation>
    </message>
    <message>
        <source>{player} takes the top card of the pile.</source>
        <translation>{player}: παίρνει την επάνω κάρτα της στοίβας.</translation>
    </message>
    <message>
        <source>{player} takes card {place} of the display.</source>
        <translation>{player}: παίρνει την κάρτα {place} του ανοιχτού λογαριασμού.</translation>
    </message>
    <message>
        <source>The other treasure cards are shuffled into the pile.</source>
        <translation>Οι υπόλοιπες κάρτες θησαυρού ανακατεύονται στη στοίβα.</translation>
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
        <translation>{player}: παίζει.</translation>
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
    <message>
        <source>Treasure cards of {player}</source>
        <translation>Κάρτες θησαυρού: {player}</translation>
    </message>
    <message>
        <source>Cards dealt to {player}: keep 2 of these 4</source>
        <translation>Κάρτες για {player}: κράτησε 2 από τις 4</translation>
    </message>
    <message>
        <source>Score card</source>
        <translation>Κάρτα σκοραρίσματος</translation>
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
        <source>Open display: a palm is worth {value} now</source>
        <translation>Ανοιχτός λογαριασμός: ένας φοίνικας αξίζει τώρα {value}</translation>
    </message>
    <message>
        <source>Pile: {count}</source>
        <translation>Στοίβα: {count}</translation>
    </message>
    <message>
        <source>palms: {count}</source>
        <translation>φοίνικες: {count}</translation>
    </message>
    <message>
        <source>Empty place</source>
        <translation>Κενή θέση</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Κρατάς</translation>
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
        <source>{count} more this round</source>
        <translation>Ακόμη {count} σε αυτόν τον γύρο</translation>
    </message>
    <message>
        <source>Not turned over yet</source>
        <translation>Δεν έχει ανοίξει ακόμη</translation>
    </message>
    <message>
        <source>{color} treasure card, {points} points: {left} of {boxes} boxes empty</source>
        <translation>Κάρτα θησαυρού ({color}), {points} πόντοι: {left} από {boxes} πλαίσια άδεια</translation>
    </message>
    <message>
        <source>Seal: {value} points for each completed {color} card</source>
        <translation>Σφραγίδα: {value} πόντοι για κάθε συμπληρωμένη κάρτα ({color})</translation>
    </message>
    <message>
        <source>Coins {coins}, palms {palms}, cross symbols {crosses}</source>
        <translation>Νομίσματα {coins}, φοίνικες {palms}, σύμβολα Χ {crosses}</translation>
    </message>
    <message>
        <source>A treasure card, face down</source>
        <translation>Κάρτα θησαυρού, κλειστή</translation>
    </message>
    <message>
        <source>The treasure pile: {count} cards, face down</source>
        <translation>Η στοίβα καρτών θησαυρού: {count} κλειστές κάρτες</translation>
    </message>
    <message>
        <source>Your treasure cards</source>
        <translation>Οι κάρτες θησαυρού σου</translation>
    </message>
    <message>
        <source>Round card, open display and pile</source>
        <translation>Κάρτα γύρου, ανοιχτός λογαριασμός και στοίβα</translation>
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
        <source>{player} — points: {points}, completed cards: {cards}</source>
        <translation>{player} — πόντοι: {points}, συμπληρωμένες κάρτες: {cards}</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Το παιχνίδι τελείωσε.</translation>
    </message>
    <message>
        <source>Please wait…</source>
        <translation>Περίμενε…</translation>
    </message>
    <message>
        <source>{player} is choosing. Please wait…</source>
        <translation>{player}: διαλέγει. Περίμενε…</translation>
    </message>
    <message>
        <source>{player} is playing. Please wait…</source>
        <translation>{player}: παίζει. Περίμενε…</translation>
    </message>
    <message>
        <source>You keep these 2 cards. Press Confirm (or Undo to change).</source>
        <translation>Κρατάς αυτές τις 2 κάρτες. Πάτησε «Επιβεβαίωση» (ή «Αναίρεση» για αλλαγή).</translation>
    </message>
    <message>
        <source>Choose 2 of your 4 treasure cards to keep: click a card ({count} of 2 chosen). The others do not see your choice.</source>
        <translation>Διάλεξε 2 από τις 4 κάρτες θησαυρού σου: κάνε κλικ σε μια κάρτα (επιλεγμένες {count} από 2). Οι άλλοι δεν βλέπουν την επιλογή σου.</translation>
    </message>
    <message>
        <source>You completed a treasure card! Take a new one: click a card of the open display or the pile ({count} to take).</source>
        <translation>Συμπλήρωσες μια κάρτα θησαυρού! Πάρε νέα: κάνε κλικ σε κάρτα του ανοιχτού λογαριασμού ή στη στοίβα (παίρνεις {count}).</translation>
    </message>
    <message>
        <source>Done for this expedition card? Press Confirm (or Undo to change).</source>
        <translation>Τελείωσες με αυτή την κάρτα εκστρατείας; Πάτησε «Επιβεβαίωση» (ή «Αναίρεση» για αλλαγή).</translation>
    </message>
    <message>
        <source>No empty box is left on your cards. Press Confirm.</source>
        <translation>Δεν έμεινε άδειο πλαίσιο στις κάρτες σου. Πάτησε «Επιβεβαίωση».</translation>
    </message>
    <message>
        <source>Cross symbol: cross {count} more box anywhere on your cards.</source>
        <translation>Σύμβολο Χ: σημείωσε ακόμη {count} πλαίσιο όπου θέλεις στις κάρτες σου.</translation>
    </message>
    <message>
        <source>The {shape} fits on neither card: cross one empty box instead.</source>
        <translation>Το σχήμα «{shape}» δεν χωράει σε καμία κάρτα: σημείωσε αντί γι&apos; αυτό ένα άδειο πλαίσιο.</translation>
    </message>
    <message>
        <source>Cross one empty box instead of the shape: click a box (B: back to the shape).</source>
        <translation>Σημείωσε ένα άδειο πλαίσιο αντί για το σχήμα: κάνε κλικ σε πλαίσιο (B: πίσω στο σχήμα).</translation>
    </message>
    <message>
        <source>Cross the {shape} on one of your cards: move it there and click. R or the wheel turns it, F mirrors it.</source>
        <translation>Σημείωσε το σχήμα «{shape}» σε μία από τις κάρτες σου: φέρ&apos; το εκεί και κάνε κλικ. Το R ή η ροδέλα το γυρίζουν, το F το καθρεφτίζει.</translation>
    </message>
    <message>
        <source>Turn (R)</source>
        <translation>Γύρισμα (R)</translation>
    </message>
    <message>
        <source>Mirror (F)</source>
        <translation>Καθρέφτισμα (F)</translation>
    </message>
    <message>
        <source>Cross one box instead (B)</source>
        <translation>Ένα πλαίσιο αντί γι&apos; αυτό (B)</translation>
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
        <source>You cannot do that now.</source>
        <translation>Δεν μπορείς να το κάνεις αυτό τώρα.</translation>
    </message>
    <message>
        <source>You already keep this card. Use Undo to change your mind.</source>
        <translation>Κρατάς ήδη αυτή την κάρτα. Για να αλλάξεις γνώμη, πάτησε «Αναίρεση».</translation>
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
        <translation>Κάθε παίκτης παίρνει 4 κάρτες θησαυρού και κρατά 2 από αυτές. Οι άλλοι δεν βλέπουν ποιες. Οι υπόλοιπες κάρτες μπαίνουν κλειστές στη στοίβα, και 4 κάρτες ανοίγονται δίπλα της: ο ανοιχτός λογαριασμός.</translation>
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
        <translation>2. Σημείωσε αυτό το σχήμα σε μία από τις δύο κάρτες θησαυρού σου. Μπορείς να το γυρίσεις ή να το καθρεφτίσεις, αλλά κάθε κομμάτι του πρέπει να πέφτει σε άδειο πλαίσιο της ίδιας κάρτας.</translation>
    </message>
    <message>
        <source>If the shape does not fit, or you do not want it there, cross any one empty box on one of your cards instead. You may never skip an expedition card.</source>
        <translation>Αν το σχήμα δεν χωράει ή δεν το θέλεις εκεί, σημείωσε αντί γι&apos; αυτό ένα οποιοδήποτε άδειο πλαίσιο σε μία από τις κάρτες σου. Δεν μπορείς ποτέ να παραλείψεις μια κάρτα εκστρατείας.</translation>
    </message>
    <message>
        <source>Symbols on the boxes</source>
        <translation>Σύμβολα στα πλαίσια</translation>
    </message>
    <message>
        <source>Cross symbol (X): at once cross one more empty box, anywhere on your two cards.</source>
        <translation>Σύμβολο Χ: σημείωσε αμέσως ακόμη ένα άδειο πλαίσιο, όπου θέλεις στις δύο κάρτες σου.</translation>
    </message>
    <message>
        <source>Coin: cross the next coin box on your score card (3 rows of 4). Each coin box is worth 1 point.</source>
        <translation>Νόμισμα: σημείωσε το επόμενο πλαίσιο νομίσματος στην κάρτα σκοραρίσματός σου (3 σειρές των 4). Κάθε πλαίσιο νομίσματος αξίζει 1 πόντο.</translation>
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
        <translation>Όταν σημειωθούν όλα τα πλαίσια μιας κάρτας θησαυρού, η κάρτα είναι συμπληρωμένη. Μπαίνει στην άκρη και μένει δική σου ως το τέλος. Μετά πάρε νέα κάρτα: μία από τον ανοιχτό λογαριασμό ή την επάνω κάρτα της στοίβας.</translation>
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
        <translation>Κερδίζει το μεγαλύτερο σύνολο. Σε ισοπαλία κερδίζει όποιος έχει τις περισσότερες συμπληρωμένες κάρτες· μετά όποιος έχει τις περισσότερες πράσινες, μετά πορτοκαλί, μετά λιλά. Αν υπάρχει ακόμη ισοπαλία, η νίκη μοιράζεται.</translation>
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
        <translation>Το R ή η ροδέλα γυρίζουν το σχήμα, το F το καθρεφτίζει. Το B αλλάζει σε σημείωση ενός μόνο πλαισίου αντί για το σχήμα· πάτησε ξανά B για να γυρίσεις στο σχήμα.</translation>
    </message>
    <message>
        <source>With the keyboard: the arrow keys move the shape, Tab moves it to your other card, Enter crosses it.</source>
        <translation>Με το πληκτρολόγιο: τα βελάκια μετακινούν το σχήμα, το Tab το πηγαίνει στην άλλη σου κάρτα, το Enter το σημειώνει.</translation>
    </message>
    <message>
        <source>When you are done, press Confirm (or Enter). Until then, Undo takes back your crosses.</source>
        <translation>Όταν τελειώσεις, πάτησε «Επιβεβαίωση» (ή Enter). Ως τότε, η «Αναίρεση» παίρνει πίσω τους σταυρούς σου.</translation>
    </message>
</context>
</TS>
