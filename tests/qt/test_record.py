"""Recordings decoded with PyAV: frame count, frames equal to the app's own still pictures, determinism,
caption cues, and File → Record… with its progress and Cancel (small videos: 640 x 360 at 4 fps)."""
from contextlib import contextmanager

import numpy as np
import pytest
from PySide6 import QtWidgets

from posviz.lecture.palette import quantize
from posviz.model.settings import LayerSettings
from posviz.qt import create_window
from posviz.qt.record import render, scenes
from posviz.qt.record.recorder import Recording
from posviz.qt.window.walkthrough import recording_steps

av = pytest.importorskip("av")
SENTENCE = "the dog bit the man"
SIZE, FPS, HOLD = (640, 360), 4, 1.0     # the smallest size a recording takes


@pytest.fixture(scope="module")
def stage():
    window = create_window(SENTENCE)
    window.persistence.disable()
    window.session.set_background(False)
    window.session.set_reduce_motion(True)
    yield window
    window.close()
    window.deleteLater()
    QtWidgets.QApplication.processEvents()


@pytest.fixture
def walk(stage):
    assert stage.session.set_input(SENTENCE, LayerSettings())
    stage.session.set_focus(1)
    return scenes.walkthrough(stage.session, recording_steps(stage.session.layer), HOLD)


def record(stage, made, path, fps=FPS):
    recording = Recording(stage, made, path, SIZE, fps)
    while not recording.advance(1.0, wait=True):
        pass
    recording.finish()
    assert recording.writer.join(60) and recording.writer.error is None
    recording.write_captions()
    return recording


@contextmanager
def drawn(stage, scene, t):
    """A renderer that has drawn ``scene`` at time ``t``: its copy (``content``) and deeper view still alive."""
    renderer = render.Renderer(stage, [scene], SIZE)
    try:
        renderer.picture(0, t)
        yield renderer
    finally:
        renderer.close()


def decoded(path):
    with av.open(str(path)) as container:
        return [frame.to_ndarray(format="rgb24") for frame in container.decode(video=0)]


def luma(rgb):
    """BT.601 luma, the channel 4:2:0 video keeps at full resolution."""
    return rgb.astype(np.float64) @ np.array([0.299, 0.587, 0.114])


def psnr(a, b):
    mse = np.mean((np.asarray(a, dtype=np.float64) - np.asarray(b, dtype=np.float64)) ** 2)
    return float("inf") if mse == 0 else 10 * np.log10(255.0 ** 2 / mse)


@pytest.mark.parametrize("fmt", ["mp4", "webm", "gif", "apng"])
def test_a_walkthrough_has_duration_times_fps_frames_and_each_step_is_its_still(stage, walk, tmp_path, fmt):
    recording = record(stage, walk, tmp_path / f"walk.{fmt}")
    frames = decoded(tmp_path / f"walk.{fmt}")
    # 3 s title + five 1 s holds + the addition's 1 s motion = 9 s, at 4 fps.
    assert len(frames) == recording.timeline.frames == 9 * FPS
    assert frames[0].shape == (SIZE[1], SIZE[0], 3)
    heatmap, add = recording.timeline.shots[3], recording.timeline.shots[4]
    checks = [(heatmap.middle, walk[3], 1.0), (0, walk[0], 1.0),
              (add.first + 2, walk[4], 2 / (add.motion - 1))]    # the addition mid-way: t = 2/3
    for index, scene, t in checks:
        still = render.snapshot(stage, scene, SIZE, t)
        if fmt == "gif":      # exact, through the recording's own 256 colours
            table, colours = recording.palette
            assert np.array_equal(frames[index], colours[quantize(still, table)])
        elif fmt == "apng":   # lossless
            assert np.array_equal(frames[index], still)
        else:                 # 4:2:0 keeps colour at half resolution: the picture is judged on its luma,
            assert psnr(luma(frames[index]), luma(still)) >= 35.0, index    # and its colours more loosely
            assert psnr(frames[index], still) >= 28.0


def test_the_same_arguments_give_the_same_frames(stage, tmp_path):
    """Scenes made afresh from the same state for each recording, as two runs of the command make them."""
    for fmt in ("mp4", "webm"):
        for name in ("a", "b"):
            assert stage.session.set_input(SENTENCE, LayerSettings())
            stage.session.set_focus(1)
            walk = scenes.walkthrough(stage.session, recording_steps(stage.session.layer), HOLD)
            record(stage, [walk[0], walk[4]], tmp_path / f"{name}.{fmt}")    # the title card, the addition's motion
        first, second = decoded(tmp_path / f"a.{fmt}"), decoded(tmp_path / f"b.{fmt}")
        assert len(first) == len(second) and all(np.array_equal(a, b) for a, b in zip(first, second))


def read_vtt(path):
    blocks = path.read_text(encoding="utf-8").strip().split("\n\n")
    assert blocks[0] == "WEBVTT"
    cues = []
    for block in blocks[1:]:
        number, times, *text = block.split("\n")
        start, end = times.split(" --> ")
        cues.append((start, end, " ".join(text)))
    return cues


def test_the_captions_have_a_cue_per_step_at_its_time(stage, walk, tmp_path):
    record(stage, walk, tmp_path / "walk.mp4")
    cues = read_vtt(tmp_path / "walk.vtt")
    steps = recording_steps(stage.session.layer)
    assert [c[:2] for c in cues] == [("00:00:00.000", "00:00:03.000"), ("00:00:03.000", "00:00:04.000"),
                                     ("00:00:04.000", "00:00:05.000"), ("00:00:05.000", "00:00:06.000"),
                                     ("00:00:06.000", "00:00:08.000"), ("00:00:08.000", "00:00:09.000")]
    assert cues[0][2].startswith("posviz: The walkthrough") and "Sentence: “the dog bit the man”" in cues[0][2]
    assert "Model: the lesson's toy model (d = 6)" in cues[0][2]
    assert [c[2] for c in cues[1:]] == [f"Step {i} of 5: {title}. {caption}" for i, (title, caption, _) in
                                        enumerate(steps, 1)]
    # The same cues ride in the MP4 as a subtitle track.
    with av.open(str(tmp_path / "walk.mp4")) as container:
        track = container.streams.subtitles[0]
        texts = [(round(float(p.pts * p.time_base), 3), r.dialogue.decode()) for p in container.demux(track)
                 if p.size for r in track.decode(p)]
    assert [t for t, _ in texts] == [0.0, 3.0, 4.0, 5.0, 6.0, 8.0]
    assert texts[1][1].startswith("Step 1 of 5: Split the text into token ids.")


def test_the_addition_recording_plays_each_word_in_turn(stage, tmp_path):
    assert stage.session.set_input(SENTENCE, LayerSettings())
    made = scenes.addition(stage.session, 0.5)
    recording = record(stage, made, tmp_path / "add.apng")
    frames = decoded(tmp_path / "add.apng")
    assert len(frames) == (3 + 5 * (1 + 0.5)) * FPS
    assert [s.focus for s in made[1:]] == [0, 1, 2, 3, 4]
    for index in (2, 4):      # the word's sum, settled at its hold
        shot = recording.timeline.shots[index + 1]
        assert np.array_equal(frames[shot.stop - 1], render.snapshot(stage, made[index + 1], SIZE))
    assert stage.session.focus == 4
    assert made[3].plan.caption == "“bit” at position 2: its row of E + the position-2 vector = row 2 of Z."


def test_the_heatmap_recording_scrolls_from_position_0_to_the_last(stage, tmp_path):
    assert stage.session.set_input(SENTENCE, LayerSettings())
    stage.session.set_heatmap_rows(256)
    made = scenes.heatmap(stage.session, 0.5)
    recording = record(stage, made, tmp_path / "heat.apng")
    frames = decoded(tmp_path / "heat.apng")
    shot = recording.timeline.shots[1]
    assert shot.motion == 256 / 64 * FPS             # 64 positions a second
    assert len(frames) == (3 + 256 / 64 + 0.5) * FPS
    assert made[1].window(0.5, 256) == (96.0, 64)      # halfway: positions 96 to 160 of 0 to 256
    middle = render.snapshot(stage, made[1], SIZE, 8 / (shot.motion - 1))
    assert np.array_equal(frames[shot.first + 8], middle)
    assert not np.array_equal(frames[shot.first], middle)
    on_stage = stage.heatmap.view.view_box.viewRange()
    with drawn(stage, made[1], 1.0) as renderer:
        assert [round(v, 6) for v in renderer.content.view.view_box.viewRange()[1]] == [192.0, 256.0]
    still = scenes.walkthrough(stage.session, recording_steps(stage.session.layer), HOLD)[3]    # step 3
    with drawn(stage, still, 0.0) as renderer:
        assert [round(v, 6) for v in renderer.content.view.view_box.viewRange()[1]] == [0.0, 256.0]    # all of them
    assert stage.heatmap.view.view_box.viewRange() == on_stage      # the stage's own panel never moved (issue 23)
    stage.session.set_heatmap_rows(64)


def test_the_rope_recording_moves_both_words_along_and_keeps_their_score(stage, tmp_path):
    assert stage.session.set_input(SENTENCE, LayerSettings())
    stage.session.set_focus(1)
    made = scenes.rope(stage.session, 0.5)
    recording = record(stage, made, tmp_path / "rope.apng", fps=2)
    frames = decoded(tmp_path / "rope.apng")
    shot = recording.timeline.shots[1]
    assert len(frames) == (3 + 6 + 0.5) * 2               # the view's own 6 s "Move both along", at 2 fps
    middle = render.snapshot(stage, made[1], SIZE, 6 / (shot.motion - 1))
    assert np.array_equal(frames[shot.first + 6], middle)
    with drawn(stage, made[1], 6 / (shot.motion - 1)) as renderer:
        assert renderer.view.shift.value() == round(6 / 11 * 60)
    with drawn(stage, made[1], 0.0) as renderer:
        start_score, (m0, n0) = renderer.view.score, renderer.view.positions()
    with drawn(stage, made[1], 1.0) as renderer:
        assert renderer.view.positions() == (m0 + 60, n0 + 60)
        assert renderer.view.score == pytest.approx(start_score, rel=1e-9)    # RoPE: the score depends only on m - n


def test_the_context_recording_grows_the_scaling_factor(stage, tmp_path):
    made = scenes.context(stage.session, 0.5)
    recording = record(stage, made, tmp_path / "context.apng", fps=2)
    frames = decoded(tmp_path / "context.apng")
    shot = recording.timeline.shots[1]
    assert len(frames) == (3 + 6 + 0.5) * 2
    assert [scenes.factor_at(t) for t in (0.0, 0.5, 1.0)] == [1.0, 4.5, 8.0]
    middle = render.snapshot(stage, made[1], SIZE, 6 / (shot.motion - 1))
    assert np.array_equal(frames[shot.first + 6], middle)
    assert not np.array_equal(frames[shot.first], frames[shot.stop - 1])
    with drawn(stage, made[1], 1.0) as renderer:
        assert renderer.view.parameters["factor"].value() == 8.0


def test_a_step_draws_a_slide_copy_of_the_sentence_and_leaves_the_stage_s_panel_alone(stage, walk):
    """Issue 23: the sentence's step is a new panel built without live controls (read-only text, no
    presets, no clear button), its chips in the figure's font; the stage's own panel stays in its place."""
    live = stage.sentence
    home, font = live.parentWidget(), live.chips[0].font()
    assert walk[1].panel == "sentence"
    with drawn(stage, walk[1], 1.0) as renderer:
        copy = renderer.content
        assert copy is not live and copy.editor.text() == live.editor.text() == SENTENCE
        assert copy.editor.isReadOnly() and not copy.editor.isClearButtonEnabled()
        assert not copy.presets.isVisibleTo(copy) and live.presets.isVisibleTo(live)
        assert [chip.text() for chip in copy.chips] == [chip.text() for chip in live.chips]
        assert {chip.font().pixelSize() for chip in copy.chips} == {copy.font().pixelSize()} != {font.pixelSize()}
        assert copy.ids_label.text() == live.ids_label.text()
    assert live.parentWidget() is home and live.chips[0].font() == font and not live.editor.isReadOnly()
