"""Development tools, apart from what the app runs: the soak (`python -m sheetdesk soak`: long
random games through every check) and the golden games (`python -m sheetdesk.devtools.golden`:
make and check the finished games each game ships). The app itself reaches in only for the list
of shipped golden files, which its self-test replays."""
