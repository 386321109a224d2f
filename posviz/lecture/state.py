"""Lecture states: a prepared sequence of sentences with their settings and view, as a JSON file.

A lecturer prepares slides (a sentence, the layer settings, the view options) at home, saves them as
a ``.posviz`` file and opens it in the hall; the app also autosaves the live state in this format.
Pure Python (no Qt). Loading is strict: a truncated, hand-edited, foreign or newer file is refused
with a message that names the problem, and nothing is half-loaded.

File layout (version 1)::

    {"format": "posviz-lecture", "version": 1, "current": 0,
     "slides": [{"text": "...", "settings": {...LayerSettings...}, "view": {...ViewOptions...},
                 "notes": "..."}],
     "extra": {}}

A slide's ``notes`` (the lecturer's speaker notes) is optional: files written before it existed
open with no notes, and a slide without notes is written without the field, so such a file still
opens in a posviz that predates it. The same holds for the view's ``word_order`` and ``order_seed``
(the Word order demo's chosen order and the seed it was drawn from).

``extra`` holds add-ons' own JSON objects by name (e.g. practice drafts); it is kept as is.
"""
from __future__ import annotations

import json
import math
import os
from dataclasses import asdict, dataclass, field, fields, replace
from typing import Any

from posviz.files import parse_json
from posviz.i18n import Context, isolate
from posviz.lecture.fileio import WriteError, atomic_write_bytes, read_capped
from posviz.lessons.shuffle import check_order
from posviz.model.limits import (MAX_HEATMAP_ROWS, MAX_LECTURE_BYTES, MAX_NOTES, MAX_ORDER_SEED, MAX_SLIDES,
                                 MAX_TEXT, clean_text)
from posviz.model.settings import LayerSettings

FORMAT = "posviz-lecture"
VERSION = 1
SUFFIX = ".posviz"
MAX_BYTES = MAX_LECTURE_BYTES   # read and written alike
ZOOM_LIMITS = (0.25, 8.0)
TOP_KEYS = ("format", "version", "current", "slides", "extra")
LectureFile = Context("LectureFile")


class LectureStateError(ValueError):
    """A lecture state that cannot be used; the message says why (and names the file if known)."""


@dataclass(frozen=True)
class ViewOptions:
    """How a slide is shown: the session's view state (its names and meanings)."""

    heatmap_rows: int = 64
    reduce_motion: bool = False
    zoom: float = 1.0
    theme: str = "system"
    colormap: str = "CET-D1"
    step: int = -1                  # walkthrough step, -1 outside the walkthrough
    focus: int = 0                  # focused token
    word_order: tuple = ()          # the Word order demo's order (perm[i]: original position), () = default
    order_seed: int = -1            # the seed that drew word_order, -1 when it was not drawn

    @classmethod
    def from_dict(cls, data: Any) -> "ViewOptions":
        """Validated options; missing keys take their defaults, unknown keys are refused."""
        _check_object(data, "view", {f.name for f in fields(cls)})
        values = {**asdict(cls()), **data}
        _check_int(values["heatmap_rows"], "heatmap_rows", 1, MAX_HEATMAP_ROWS)
        _check_type(values["reduce_motion"], bool, "reduce_motion", "true or false")
        _check_number(values["zoom"], "zoom", *ZOOM_LIMITS)
        for name in ("theme", "colormap"):
            _check_type(values[name], str, name, "a name in quotes")
        _check_int(values["step"], "step", -1, 1000)
        _check_int(values["focus"], "focus", -1, MAX_TEXT)
        order = values["word_order"]
        if not isinstance(order, (list, tuple)) or len(order) > MAX_TEXT:
            raise LectureStateError(LectureFile.tr("'word_order' must be a list of at most {count} positions").format(
                count=f"{MAX_TEXT:,}"))
        try:
            order = tuple(check_order(order).tolist())
        except ValueError as exc:
            raise LectureStateError(f"'word_order': {exc}") from None
        _check_int(values["order_seed"], "order_seed", -1, MAX_ORDER_SEED)
        return cls(**{**values, "zoom": float(values["zoom"]), "word_order": order})

    def to_dict(self) -> dict:
        """The file's view object; the word-order fields only when set (older posviz refuse them)."""
        data = asdict(self)
        for name in ("word_order", "order_seed"):
            if data[name] == getattr(DEFAULT_VIEW, name):
                del data[name]
        if "word_order" in data:
            data["word_order"] = list(self.word_order)
        return data


DEFAULT_VIEW = ViewOptions()


@dataclass(frozen=True)
class Slide:
    """One prepared sentence: the text, the layer settings, the view and the lecturer's notes.

    ``notes`` is shown to the lecturer only (presenter console, Notes dock); "" means none, and then
    the walkthrough step's default notes apply (:func:`posviz.lecture.speaker_notes.notes_for`).
    """

    text: str = "the dog bit the man"
    settings: LayerSettings = field(default_factory=LayerSettings)
    view: ViewOptions = field(default_factory=ViewOptions)
    notes: str = ""

    def to_dict(self) -> dict:
        data = {"text": self.text, "settings": self.settings.to_dict(), "view": self.view.to_dict()}
        if self.notes:              # omitted when empty: older posviz refuse unknown fields
            data["notes"] = self.notes
        return data

    @classmethod
    def from_dict(cls, data: Any) -> "Slide":
        _check_object(data, "slide", {"text", "settings", "view", "notes"}, required=("text", "settings"))
        _check_type(data["text"], str, "text", "a sentence in quotes")
        if len(data["text"]) > MAX_TEXT:
            raise LectureStateError(LectureFile.tr("its sentence has {count} characters (at most {limit})").format(
                count=f"{len(data['text']):,}", limit=f"{MAX_TEXT:,}"))
        notes = data.get("notes", "")
        _check_type(notes, str, "notes", "text in quotes")
        if len(notes) > MAX_NOTES:
            raise LectureStateError(LectureFile.tr("its notes have {count} characters (at most {limit})").format(
                count=f"{len(notes):,}", limit=f"{MAX_NOTES:,}"))
        try:
            settings = LayerSettings.from_dict(data["settings"])
        except (TypeError, ValueError) as exc:
            raise LectureStateError(f"settings: {exc}") from None
        return cls(data["text"], settings, ViewOptions.from_dict(data.get("view", {})), notes)


@dataclass(frozen=True)
class LectureState:
    """A sequence of prepared slides and the one being shown.

    Attributes
    ----------
    slides : tuple of Slide
        At least one.
    current : int
        Index into ``slides``.
    extra : dict
        Add-ons' state by name (JSON values), kept unchanged through save and load.
    replaced : int
        Characters no file can hold (lone surrogates) replaced by U+FFFD when this state was
        read (texts and ``extra`` alike), so that it can be saved again; 0 when none.
    """

    slides: tuple[Slide, ...] = (Slide(),)
    current: int = 0
    extra: dict = field(default_factory=dict)
    replaced: int = field(default=0, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "slides", tuple(self.slides))
        if not 1 <= len(self.slides) <= MAX_SLIDES:
            raise LectureStateError(f"a lecture has 1 to {MAX_SLIDES} slides, got {len(self.slides)}")
        if not 0 <= self.current < len(self.slides):
            raise LectureStateError(f"current slide {self.current} is not one of the "
                                    f"{len(self.slides)} slides (0 to {len(self.slides) - 1})")

    @property
    def slide(self) -> Slide:
        """The slide being shown."""
        return self.slides[self.current]

    def with_slide(self, slide: Slide) -> "LectureState":
        """The same lecture with the current slide replaced (the live state written back)."""
        slides = list(self.slides)
        slides[self.current] = slide
        return replace(self, slides=tuple(slides))

    def moved_to(self, index: int) -> "LectureState":
        """The same slides with ``index`` (clamped) current."""
        return replace(self, current=max(0, min(int(index), len(self.slides) - 1)))

    def inserted(self, slide: Slide) -> "LectureState":
        """``slide`` added after the current one, and made current."""
        slides = list(self.slides)
        slides.insert(self.current + 1, slide)
        return replace(self, slides=tuple(slides), current=self.current + 1)

    def removed(self) -> "LectureState":
        """The current slide removed (the last one stays: a lecture has at least one)."""
        if len(self.slides) == 1:
            return self
        slides = self.slides[: self.current] + self.slides[self.current + 1:]
        return replace(self, slides=slides, current=min(self.current, len(slides) - 1))

    # --- JSON ------------------------------------------------------------------------------
    def to_dict(self) -> dict:
        return {"format": FORMAT, "version": VERSION, "current": self.current,
                "slides": [slide.to_dict() for slide in self.slides], "extra": self.extra}

    def to_json(self) -> str:
        """The file's text; any string no file can hold is written with U+FFFD in its place."""
        data, _ = _cleaned(self.to_dict())
        return json.dumps(data, indent=1, ensure_ascii=False, allow_nan=False) + "\n"

    def to_bytes(self, text: str | None = None) -> bytes:
        """The file's bytes, checked to open again: within MAX_BYTES and read back by :meth:`from_json`.

        ``text``: this state's :meth:`to_json` when the caller has it already (the autosave does:
        a 1,000-slide lecture takes ~45 ms to write out, on the GUI thread).

        Raises
        ------
        LectureStateError
            What a load would refuse (too large, or a value out of range); nothing is written then.
        """
        data = (self.to_json() if text is None else text).encode("utf-8")
        if len(data) > MAX_BYTES:
            raise LectureStateError(LectureFile.tr(
                "it would be {size} MB, and lecture files are at most {limit} MB (so it could not be opened again): "
                "remove some prepared sentences or shorten them").format(size=f"{len(data) / 1e6:.1f}",
                                                                       limit=f"{MAX_BYTES / 1e6:g}"))
        try:
            type(self).from_json(data)
        except LectureStateError as exc:
            raise LectureStateError(LectureFile.tr("it could not be opened again ({reason})").format(reason=exc)) from None
        return data

    @classmethod
    def from_dict(cls, data: Any) -> "LectureState":
        """Validate a parsed file; raise LectureStateError naming the first problem found.

        Strings no file can hold (lone surrogates, valid in JSON) are replaced by U+FFFD and
        counted in ``replaced``."""
        try:
            data, replaced = _cleaned(data)
        except RecursionError:
            raise LectureStateError(LectureFile.tr("its JSON is nested too deeply to be a lecture state")) from None
        _check_header(data)
        _check_object(data, "lecture state", set(TOP_KEYS), required=("slides",))
        slides = data["slides"]
        if not isinstance(slides, list) or not slides:
            raise LectureStateError(LectureFile.tr("'slides' must be a non-empty list of slides"))
        if len(slides) > MAX_SLIDES:
            raise LectureStateError(LectureFile.tr("it has {count} slides; at most {limit} are allowed").format(
                count=f"{len(slides):,}", limit=f"{MAX_SLIDES:,}"))
        parsed = []
        for number, item in enumerate(slides, 1):
            try:
                parsed.append(Slide.from_dict(item))
            except LectureStateError as exc:
                raise LectureStateError(LectureFile.tr("slide {number}: {reason}").format(number=number, reason=exc)) from None
        current = data.get("current", 0)
        _check_int(current, "current", 0, len(parsed) - 1)
        extra = data.get("extra", {})
        if not isinstance(extra, dict):
            raise LectureStateError(LectureFile.tr("'extra' must be a JSON object"))
        return cls(tuple(parsed), current, extra, replaced)

    @classmethod
    def from_json(cls, data: bytes | str) -> "LectureState":
        """Parse and validate the text of a ``.posviz`` file."""
        return cls.from_dict(_parse_json(data))

    # --- files -----------------------------------------------------------------------------
    def save(self, path: str | os.PathLike) -> None:
        """Write atomically: the old file stays whole until the new one is complete.

        Raises
        ------
        WriteError
            The file could not be written, or would not open again (see :meth:`to_bytes`).
        """
        try:
            data = self.to_bytes()
        except LectureStateError as exc:
            raise WriteError(f"cannot save {os.fspath(path)}: {exc}") from None
        atomic_write_bytes(path, data)

    @classmethod
    def load(cls, path: str | os.PathLike) -> "LectureState":
        """Read and validate ``path``; every failure is a LectureStateError that names the file."""
        name = os.fspath(path)
        try:
            data = read_capped(path, MAX_BYTES)
            return cls.from_json(data)
        except (LectureStateError, ValueError) as exc:
            raise LectureStateError(LectureFile.tr("{file}: {reason}").format(file=isolate(name), reason=exc)) from None
        except OSError as exc:
            raise LectureStateError(LectureFile.tr("{file}: cannot be read ({reason})").format(
                file=isolate(name), reason=exc.strerror or exc)) from None


# --- checks ------------------------------------------------------------------------------------
def _cleaned(value: Any) -> tuple[Any, int]:
    """``value`` (parsed JSON) with :func:`clean_text` applied to every string and key; the count."""
    if isinstance(value, str):
        return clean_text(value)
    if isinstance(value, list):
        if not set(map(type, value)) & {str, list, dict}:
            return value, 0             # numbers (a word order of 1,000s): nothing to clean, no recursion
        items = [_cleaned(item) for item in value]
        return [item for item, _ in items], sum(n for _, n in items)
    if isinstance(value, dict):
        result, count = {}, 0
        for key, item in value.items():
            (key, n), (item, m) = clean_text(key), _cleaned(item)
            result[key], count = item, count + n + m
        return result, count
    return value, 0


def _parse_json(data: bytes | str) -> Any:
    if isinstance(data, bytes):
        if not data.strip():
            raise LectureStateError(LectureFile.tr("the file is empty"))
        try:
            data = data.decode("utf-8")
        except UnicodeDecodeError:
            raise LectureStateError(LectureFile.tr("it is not a text file (not UTF-8), so it is not a lecture state")
                                    ) from None
    if not data.strip():
        raise LectureStateError(LectureFile.tr("the file is empty"))
    # Strict JSON (posviz.files): repeated keys, NaN, 400-digit numbers and deep nesting are named.
    return parse_json(data, "the file", LectureStateError)


def _check_header(data: Any) -> None:
    if not isinstance(data, dict):
        raise LectureStateError(LectureFile.tr("it is not a posviz lecture state (the file holds a JSON {kind}, "
                                               "not an object)").format(kind=_kind(data)))
    if data.get("format") != FORMAT:
        if "format" in data:
            raise LectureStateError(LectureFile.tr("it is not a posviz lecture state (its format is {found}; expected "
                                                   "{expected})").format(found=repr(data["format"]), expected=repr(FORMAT)))
        raise LectureStateError(LectureFile.tr("it is not a posviz lecture state (it has no 'format' field; expected "
                                               "{expected})").format(expected=repr(FORMAT)))
    version = data.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise LectureStateError(LectureFile.tr("its 'version' must be a whole number from 1, got {value}").format(
            value=repr(version)))
    if version > VERSION:
        raise LectureStateError(LectureFile.tr("it was written by a newer posviz (format version {version}; this one "
                                               "reads up to {newest}): update posviz to open it").format(
            version=version, newest=VERSION))


def _check_object(data: Any, what: str, allowed: set[str], required: tuple[str, ...] = ()) -> None:
    if not isinstance(data, dict):
        raise LectureStateError(LectureFile.tr("{what} must be a JSON object, got a {kind}").format(
            what=what, kind=_kind(data)))
    unknown = sorted(set(data) - allowed)
    if unknown:
        raise LectureStateError(LectureFile.tr("{what} has unknown field(s): {names}").format(
            what=what, names=", ".join(map(repr, unknown))))
    missing = [key for key in required if key not in data]
    if missing:
        raise LectureStateError(LectureFile.tr("{what} lacks the field(s): {names}").format(
            what=what, names=", ".join(map(repr, missing))))


def _check_type(value: Any, kind: type, name: str, expected: str) -> None:
    if not isinstance(value, kind):
        raise LectureStateError(f"{name!r} must be {expected}, got {value!r}")


def _check_int(value: Any, name: str, low: int, high: int) -> None:
    if isinstance(value, bool) or not isinstance(value, int):
        raise LectureStateError(LectureFile.tr("{name} must be a whole number, got {value}").format(
            name=repr(name), value=repr(value)))
    if not low <= value <= high:
        raise LectureStateError(LectureFile.tr("{name} must be between {low} and {high}, got {value}").format(
            name=repr(name), low=f"{low:,}", high=f"{high:,}", value=f"{value:,}"))


def _check_number(value: Any, name: str, low: float, high: float) -> None:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise LectureStateError(LectureFile.tr("{name} must be a number, got {value}").format(
            name=repr(name), value=repr(value)))
    if not low <= value <= high:
        raise LectureStateError(LectureFile.tr("{name} must be between {low} and {high}, got {value}").format(
            name=repr(name), low=f"{low:g}", high=f"{high:g}", value=f"{value:g}"))


def _kind(value: Any) -> str:
    names = {dict: "object", list: "list", str: "string", bool: "true/false", type(None): "null"}
    return names.get(type(value), "number")
