"""The built-in games, one package each (see core/registry.py for what makes a package a game),
and the packages a family of games shares. The app imports a game only when it is first used;
`import_all` imports every module here at once (the self-test proves a frozen bundle holds them).
"""


def import_all() -> list[str]:
    """Import every module below this package, found by walking it (no hand-kept list, so a new
    game's modules are included by being in its folder); the names imported, in order. A game's
    own tests (its `tests` folder) are not part of the app and are left out."""
    import importlib
    import pkgutil

    names: list[str] = []

    def walk(path: list[str], prefix: str) -> None:
        for module in pkgutil.iter_modules(path, prefix):
            if module.name.rpartition(".")[2] == "tests":
                continue
            imported = importlib.import_module(module.name)
            names.append(module.name)
            if module.ispkg:
                walk(list(imported.__path__), f"{module.name}.")

    walk(list(__path__), f"{__name__}.")
    return names
