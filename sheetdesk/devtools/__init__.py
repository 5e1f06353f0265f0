"""Development tools, apart from what the app runs (no module of the app imports them, and the
packaging leaves them out): batch simulation (`python -m sheetdesk simulate`: many games with one
bot in every seat, and their figures), the soak (`python -m sheetdesk soak`: long random games
through every check), the golden games (`python -m sheetdesk.devtools.golden`: make and check the
finished games each game ships) and those commands' options (commands.py)."""
