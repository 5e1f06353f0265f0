"""Pyramid cards (Silver & Gold: Pyramids): rules.py (pure), cards.py (the card data), bot.py,
sheet.py (the chambers and score card drawn in Qt) and texts.py (the Rules page summary)."""
