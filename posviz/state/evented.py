"""Evented dataclasses: each field is declared once, with how a new value is cleaned, and announces
its changes to callbacks (in the spirit of napari's ``EventedModel`` and glue's callback properties).

Setting a field runs "clean, compare, store, announce" in that order, written once here:

- ``clean(obj, value)`` clamps the value or raises ValueError with a one-line reason (the old value
  stays);
- a value the field's ``same`` test finds equal to the current one changes nothing and says nothing;
- the callbacks connected to the field are called with the new value.

Inside :meth:`Evented.holding` the values are stored at once and announced when the block ends, in
the order they first changed, so that every callback reads a state whose fields agree (the focus is
clamped before anyone hears of the new frame).
"""
from __future__ import annotations

import operator
from contextlib import contextmanager
from dataclasses import field, fields
from typing import Any, Callable, Iterator

Callback = Callable[[Any], None]


def evented(default: Any = None, *, clean: Callable[[Any, Any], Any] | None = None,
            same: Callable[[Any, Any], bool] = operator.eq) -> Any:
    """Declare an evented field of an :class:`Evented` dataclass.

    Parameters
    ----------
    default
        The value before anything is set.
    clean : callable, optional
        ``clean(obj, value) -> value``: clamps or converts a new value, or raises ValueError.
    same : callable
        ``same(new, old) -> bool``: whether a new value changes nothing (``operator.is_`` for arrays
        and other values whose ``==`` is not a truth value).
    """
    return field(default=default, metadata={"clean": clean, "same": same})


class Evented:
    """Base of dataclasses whose fields announce their changes (see the module's notes)."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "_meta", {f.name: f.metadata for f in fields(self)})
        object.__setattr__(self, "_callbacks", {name: [] for name in self._meta})
        object.__setattr__(self, "_held", None)

    def connect(self, name: str, callback: Callback) -> None:
        """Call ``callback(value)`` after each change of field ``name`` (in the order connected)."""
        self._callbacks[name].append(callback)

    def disconnect(self, name: str, callback: Callback) -> None:
        self._callbacks[name].remove(callback)

    def __setattr__(self, name: str, value: Any) -> None:
        meta = self.__dict__.get("_meta")
        if meta is None or name not in meta:        # dataclass __init__, or a plain attribute
            object.__setattr__(self, name, value)
            return
        clean = meta[name]["clean"]
        if clean is not None:
            value = clean(self, value)
        old = getattr(self, name)
        if meta[name]["same"](value, old):
            return
        object.__setattr__(self, name, value)
        if self._held is None:
            self._announce(name)
        elif name not in self._held:
            self._held[name] = old

    def put(self, name: str, value: Any) -> None:
        """Store ``value`` without announcing it (a slide's sentence waits for its frame)."""
        if name not in self._meta:
            raise AttributeError(name)
        object.__setattr__(self, name, value)

    @contextmanager
    def holding(self) -> Iterator[None]:
        """Store every change made in the block at once; announce them when it ends, each once, in
        the order they first changed (a field set back to its old value announces nothing)."""
        if self._held is not None:
            yield
            return
        object.__setattr__(self, "_held", {})
        try:
            yield
        finally:
            held, _ = self._held, object.__setattr__(self, "_held", None)
            for name, old in held.items():
                if not self._meta[name]["same"](getattr(self, name), old):
                    self._announce(name)

    def _announce(self, name: str) -> None:
        value = getattr(self, name)
        for callback in list(self._callbacks[name]):
            callback(value)
