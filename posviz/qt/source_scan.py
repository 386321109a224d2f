"""PySide6's look at each newly imported module, made cheap while the window starts (issue 27).

PySide6 (PYSIDE-2029, for its ``from __feature__ import snake_case`` switches) asks of every module
imported after it whether it uses PySide6: ``shibokensupport.feature._mod_uses_pyside`` calls
``inspect.getsource(module)`` and looks for "PySide6" in the text. Through inspect and linecache
that is about 0.1 ms a module; the window's imports after PySide6 (pyqtgraph, numpy's submodules,
posviz's own ~110 modules) paid some 50 ms of CPU for it before the first frame, measured with
``time.process_time`` around that function, of which ~10 ms with the lighter one below.

:func:`lighten` puts in its place a function with the same answer that reads the module's
``.py`` file as bytes ("PySide6" is ASCII, so it is found in the bytes exactly when it is in the
text). A module without such a file, or one that cannot be read, still goes to PySide's own. With a
PySide6 that has no such function nothing changes.
"""
from __future__ import annotations

import sys


_LIGHT: list = []      # the functions put in place (not lightened again)


def lighten() -> bool:
    """Replace PySide6's source check by a byte search of the module's file; whether it was replaced now.

    Loads shiboken6 (PySide6's base, which the window imports anyway). Calling it again does nothing.
    """
    import shiboken6  # noqa: F401 (it loads shibokensupport.feature)
    feature = sys.modules.get("shibokensupport.feature")
    original = vars(feature).get("_mod_uses_pyside") if feature is not None else None
    if not callable(original) or original in _LIGHT:
        return False

    def uses_pyside(module) -> bool:
        try:
            path = vars(module).get("__file__")
        except TypeError:       # an object without a __dict__ in sys.modules
            path = None
        if isinstance(path, str) and path.endswith(".py"):
            try:
                with open(path, "rb") as source:
                    return b"PySide6" in source.read()
            except OSError:
                pass
        return original(module)

    uses_pyside.original = original
    _LIGHT.append(uses_pyside)
    feature._mod_uses_pyside = uses_pyside
    return True
