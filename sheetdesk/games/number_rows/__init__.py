"""Number rows: the Qwixx card game (rules in rules.py, sheet in sheet.py, bots in bot.py)."""
