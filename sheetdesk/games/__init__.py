"""The built-in games. `import_all` names each module explicitly so PyInstaller bundles them;
the app itself imports a game only when it is first used (see core/registry.py)."""


def import_all() -> None:
    import sheetdesk.games.expeditions.engine
    import sheetdesk.games.expeditions.table
    import sheetdesk.games.giza_dice.bot
    import sheetdesk.games.giza_dice.rules
    import sheetdesk.games.giza_dice.sheet
    import sheetdesk.games.number_rows.bot
    import sheetdesk.games.number_rows.rules
    import sheetdesk.games.number_rows.sheet
    import sheetdesk.games.pyramid_cards.bot
    import sheetdesk.games.pyramid_cards.rules
    import sheetdesk.games.pyramid_cards.sheet
    import sheetdesk.games.treasure_cards.bot
    import sheetdesk.games.treasure_cards.rules
    import sheetdesk.games.treasure_cards.sheet  # noqa: F401
