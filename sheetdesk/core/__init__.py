"""The game-independent core: randomness, the game contract, sessions, saves, the registry.

Nothing in this package imports Qt (tests/core/test_purity.py enforces it), so the rules, the
headless simulator and the frozen self-test can run without a display.
"""
