"""The built-in games, one package each (see core/registry.py for what makes a package a game),
and the packages a family of games shares. The app imports a game only when it is first used;
`import_all` imports every module here at once (the self-test proves a frozen bundle holds them).
"""


def import_all() -> list[str]:
    """Import every module below this package, found by walking it (no hand-kept list, so a new
    game's modules are included by being in its folder); the names imported, in order."""
    import importlib
    import pkgutil

    names = []
    for module in pkgutil.walk_packages(__path__, f"{__name__}."):
        importlib.import_module(module.name)
        names.append(module.name)
    return names
