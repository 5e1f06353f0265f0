"""Treasure cards: the Silver & Gold flip-and-write game.

Rules in rules.py, card data in cards.py, computer players in bot.py, the sheet in sheet.py.
"""
