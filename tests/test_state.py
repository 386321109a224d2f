"""Lecture-state files: exact round trips, and every bad file refused with its reason."""
import json
import os
import subprocess
import sys

import pytest

from posviz.lecture.fileio import WriteError, atomic_path, atomic_write_bytes, set_aside
from posviz.model.settings import LayerSettings
from posviz.lecture.state import FORMAT, MAX_BYTES, VERSION, LectureState, LectureStateError, Slide, ViewOptions


def lecture() -> LectureState:
    """Three prepared slides that differ in every field."""
    return LectureState((
        Slide("the dog bit the man", LayerSettings(), ViewOptions()),
        Slide("the man bit the dog", LayerSettings(scheme="learned", d_model=8, seed=3, learned_max_len=40),
              ViewOptions(heatmap_rows=128, zoom=1.75, theme="dark", colormap="CET-CBD1", step=3, focus=2)),
        Slide("a cat sat", LayerSettings(scheme="rope", base=500.0, rope_pairing="half", positions_on=False),
              ViewOptions(reduce_motion=True, theme="high-contrast", colormap="CET-CBTD1", step=-1, focus=0)),
    ), current=1, extra={"practice": {"drafts": ["z = e + p"]}})


def test_save_then_load_restores_everything(tmp_path):
    path = tmp_path / "lecture.posviz"
    lecture().save(path)
    assert LectureState.load(path) == lecture()
    data = json.loads(path.read_text("utf-8"))
    assert data["format"] == FORMAT and data["version"] == VERSION and data["current"] == 1


def test_floats_survive_exactly(tmp_path):
    state = LectureState((Slide("x", LayerSettings(base=10000.000000001), ViewOptions(zoom=1.1)),))
    state.save(tmp_path / "f.posviz")
    loaded = LectureState.load(tmp_path / "f.posviz")
    assert loaded.slide.settings.base == 10000.000000001 and loaded.slide.view.zoom == 1.1


def test_missing_view_and_optional_fields_take_defaults():
    data = {"format": FORMAT, "version": 1, "slides": [{"text": "hi", "settings": {"scheme": "none"}}]}
    state = LectureState.from_dict(data)
    assert state.current == 0 and state.extra == {}
    assert state.slide == Slide("hi", LayerSettings(scheme="none"), ViewOptions())


def test_navigation_helpers():
    state = lecture()
    assert state.moved_to(99).current == 2 and state.moved_to(-3).current == 0
    added = state.inserted(Slide("new"))
    assert added.current == 2 and added.slide.text == "new" and len(added.slides) == 4
    assert added.removed().slides == state.slides and added.removed().current == 2
    single = LectureState()
    assert single.removed() is single
    assert state.with_slide(Slide("edited")).slides[1].text == "edited"


def good_dict() -> dict:
    return lecture().to_dict()


def edited(path, value):
    """good_dict() with the value at ``path`` (a tuple of keys) replaced, or deleted for ...."""
    data = good_dict()
    target = data
    for key in path[:-1]:
        target = target[key]
    if value is ...:
        del target[path[-1]]
    else:
        target[path[-1]] = value
    return json.dumps(data)


BAD_FILES = {
    "empty": (b"", "empty"),
    "whitespace": (b"  \n ", "empty"),
    "truncated": (lecture().to_json()[:200].encode(), "not valid JSON"),
    "binary": (bytes(range(256)), "not UTF-8"),
    "a list": (b"[1, 2]", "JSON list"),
    "foreign json": (b'{"name": "my-package", "version": "1.0"}', "no 'format' field"),
    "other format": (json.dumps({"format": "jupyter", "version": 4}).encode(), "'jupyter'"),
    "future version": (edited(("version",), VERSION + 1).encode(), "newer posviz"),
    "version text": (edited(("version",), "1").encode(), "'version' must be a whole number"),
    "no slides": (edited(("slides",), []).encode(), "non-empty list"),
    "slides missing": (edited(("slides",), ...).encode(), "lacks the field(s): 'slides'"),
    "unknown top key": (json.dumps({**good_dict(), "colour": 1}).encode(), "unknown field(s): 'colour'"),
    "text a number": (edited(("slides", 0, "text"), 5).encode(), "slide 1: 'text' must be a sentence"),
    "bad scheme": (edited(("slides", 1, "settings", "scheme"), "magic").encode(), "slide 2: settings: unknown position"),
    "d_model text": (edited(("slides", 0, "settings", "d_model"), "six").encode(), "d_model must be a whole number"),
    "d_model zero": (edited(("slides", 0, "settings", "d_model"), 0).encode(), "d_model must be at least 1"),
    "unknown setting": (edited(("slides", 0, "settings", "colour"), 1).encode(), "unknown setting(s): colour"),
    "zoom text": (edited(("slides", 0, "view", "zoom"), "big").encode(), "'zoom' must be a number"),
    "zoom huge": (edited(("slides", 0, "view", "zoom"), 100).encode(), "'zoom' must be between"),
    "rows bool": (edited(("slides", 0, "view", "heatmap_rows"), True).encode(), "'heatmap_rows' must be a whole"),
    "theme number": (edited(("slides", 0, "view", "theme"), 3).encode(), "'theme' must be a name"),
    "current past end": (edited(("current",), 3).encode(), "'current' must be between 0 and 2"),
    "extra a list": (edited(("extra",), []).encode(), "'extra' must be a JSON object"),
    "NaN": (lecture().to_json().replace('"zoom": 1.0', '"zoom": NaN').encode(), "NaN"),
    "duplicate key": (lecture().to_json().replace('"current": 1', '"current": 1, "current": 0').encode(),
                      "appears twice"),
    "deep nesting": (b"[" * 100_000 + b"]" * 100_000, "nested too deeply"),
}


@pytest.mark.parametrize("name", BAD_FILES)
def test_bad_file_is_refused_with_its_reason(tmp_path, name):
    content, reason = BAD_FILES[name]
    path = tmp_path / "bad.posviz"
    path.write_bytes(content)
    with pytest.raises(LectureStateError) as info:
        LectureState.load(path)
    assert reason in str(info.value) and str(path) in str(info.value)
    assert path.read_bytes() == content          # loading never changes the file


def test_huge_file_refused_before_parsing(tmp_path, monkeypatch):
    path = tmp_path / "huge.posviz"
    path.write_bytes(b" " * (MAX_BYTES + 1))
    monkeypatch.setattr(json, "loads", lambda *a, **k: pytest.fail("a huge file was parsed"))
    with pytest.raises(LectureStateError, match="MB"):
        LectureState.load(path)


def test_missing_file_and_folder(tmp_path):
    with pytest.raises(LectureStateError, match="cannot be read"):
        LectureState.load(tmp_path / "nope.posviz")
    with pytest.raises(LectureStateError, match="cannot be read"):
        LectureState.load(tmp_path)


def test_save_to_unwritable_place_keeps_nothing_partial(tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    with pytest.raises(WriteError, match="not a folder"):
        lecture().save(blocker / "lecture.posviz")
    with pytest.raises(WriteError, match="does not exist"):
        lecture().save(tmp_path / "missing" / "lecture.posviz")
    with pytest.raises(WriteError, match="is a folder"):
        lecture().save(tmp_path)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a-file"]


def test_failed_write_leaves_the_old_file_whole(tmp_path):
    path = tmp_path / "out.bin"
    path.write_bytes(b"good")
    with pytest.raises(RuntimeError):
        with atomic_path(path) as tmp:
            tmp.write_bytes(b"half")
            raise RuntimeError("the writer died")
    assert path.read_bytes() == b"good" and sorted(tmp_path.iterdir()) == [path]
    atomic_write_bytes(path, b"new")
    assert path.read_bytes() == b"new" and sorted(tmp_path.iterdir()) == [path]


def test_new_files_get_the_usual_permissions(tmp_path):
    atomic_write_bytes(tmp_path / "f", b"x")
    umask = os.umask(0)
    os.umask(umask)
    assert (tmp_path / "f").stat().st_mode & 0o777 == 0o666 & ~umask


def test_set_aside_never_overwrites(tmp_path):
    path = tmp_path / "autosave.posviz"
    path.write_bytes(b"first")
    first = set_aside(path, now=0)
    path.write_bytes(b"second")
    second = set_aside(path, now=0)
    assert first != second and not path.exists()
    assert first.read_bytes() == b"first" and second.read_bytes() == b"second"
    assert first.name.startswith("autosave.posviz.broken-")


def test_state_module_imports_no_qt():
    code = ("import sys, posviz.lecture.state, posviz.lecture.fileio; "
            "print([m for m in sys.modules if 'PySide6' in m or 'pyqtgraph' in m])")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


# --- what is read can be written; what is written can be read (issue 17, cases 3 and 4) -----------
def test_a_lone_surrogate_is_replaced_on_load_and_counted(tmp_path):
    data = lecture().to_dict()
    data["slides"][1]["text"] = "the \ud800 dog \udfff"
    data["extra"] = {"practice": {"draft\ud801": ["x = '\udc00'"]}}
    path = tmp_path / "lecture.posviz"
    path.write_text(json.dumps(data), encoding="ascii")         # "\ud800" escapes: valid JSON
    loaded = LectureState.load(path)
    assert loaded.replaced == 4
    assert loaded.slides[1].text == "the \ufffd dog \ufffd"
    assert loaded.extra == {"practice": {"draft\ufffd": ["x = '\ufffd'"]}}
    loaded.save(tmp_path / "again.posviz")                          # failed with UnicodeEncodeError
    again = LectureState.load(tmp_path / "again.posviz")
    assert again == loaded and again.replaced == 0


def test_a_state_built_with_a_lone_surrogate_is_saved_with_the_replacement(tmp_path):
    state = LectureState((Slide("a \ud800 b"),), extra={"k": "\udfff"})
    state.save(tmp_path / "s.posviz")
    loaded = LectureState.load(tmp_path / "s.posviz")
    assert loaded.slide.text == "a \ufffd b" and loaded.extra == {"k": "\ufffd"} and loaded.replaced == 0


def test_a_lecture_over_the_read_cap_is_not_written(tmp_path):
    path = tmp_path / "big.posviz"
    path.write_bytes(b"old")
    big = LectureState(tuple(Slide("the " * 25_000) for _ in range(45)))     # 45 x 100,000 characters
    with pytest.raises(WriteError, match=r"would be 4\.5 MB, and lecture files are at most 4 MB"):
        big.save(path)
    assert path.read_bytes() == b"old" and [p.name for p in tmp_path.iterdir()] == ["big.posviz"]
    fits = LectureState(big.slides[:39])
    fits.save(path)
    assert len(path.read_bytes()) <= MAX_BYTES and LectureState.load(path) == fits


def test_a_state_a_load_would_refuse_is_not_written(tmp_path):
    state = LectureState((Slide("x" * 100_001),))              # a sentence over MAX_TEXT
    with pytest.raises(WriteError, match="could not be opened again.*100,001 characters"):
        state.save(tmp_path / "s.posviz")
    assert list(tmp_path.iterdir()) == []
