"""A recording's timing, caption file and GIF colours: closed forms, no Qt, no PyAV."""
import numpy as np
import pytest

from posviz.lecture.palette import lookup_table, palette_for, quantize
from posviz.lecture.timeline import ShotPlan, Timeline, reading_time, vtt_time, webvtt


def test_frames_are_each_shots_motion_and_hold_in_whole_frames():
    # 3 s title, a 1 s motion + 2.5 s hold, a 0.26 s still: 12 + (4 + 10) + 1 frames at 4 fps.
    line = Timeline.cut([ShotPlan("title", 0, 3), ShotPlan("add", 1.0, 2.5), ShotPlan("z", 0, 0.26)], fps=4)
    assert [(s.first, s.frames, s.motion) for s in line.shots] == [(0, 12, 0), (12, 14, 4), (26, 1, 0)]
    assert line.frames == 27 and line.duration == 27 / 4


def test_the_motion_runs_from_its_start_to_its_end_then_holds():
    line = Timeline.cut([ShotPlan("title", 0, 1), ShotPlan("add", 1.0, 1.0)], fps=5)   # 5 + (5 + 5) frames
    assert [line.at(i) for i in (0, 4)] == [(0, 1.0), (0, 1.0)]
    assert [line.at(i)[1] for i in range(5, 10)] == [0.0, 0.25, 0.5, 0.75, 1.0]
    assert line.at(14) == (1, 1.0)
    with pytest.raises(IndexError):
        line.at(15)


def test_cues_follow_the_shots_end_to_end():
    line = Timeline.cut([ShotPlan("title", 0, 3), ShotPlan("add", 1.0, 2.5)], fps=4)
    assert line.cues() == [(0.0, 3.0, "title"), (3.0, 6.5, "add")]


def test_reading_time_grows_with_the_caption_and_has_a_floor():
    assert reading_time("one two") == 3.0
    assert reading_time(" ".join(["word"] * 35)) == 35 / 3.5 + 1.5
    assert reading_time("anything at all", hold=0.5) == 0.5


def test_webvtt_times_and_cues():
    assert vtt_time(3725.0424) == "01:02:05.042"
    text = webvtt([(0.0, 3.0, "Title"), (3.0, 6.5, "Step 1\n\nsays --> this")])
    assert text == ("WEBVTT\n\n1\n00:00:00.000 --> 00:00:03.000\nTitle\n\n"
                    "2\n00:00:03.000 --> 00:00:06.500\nStep 1\nsays → this\n")


def test_a_picture_with_few_colours_is_kept_exactly_by_the_gif_palette():
    rng = np.random.default_rng(0)
    colours = rng.integers(0, 256, size=(200, 3), dtype=np.uint8)
    colours[:, 0] = (np.arange(200) % 32) * 8           # 200 colours in 200 different 5-bit bins
    colours[:, 1] = (np.arange(200) // 32) * 8
    image = colours[rng.permutation(np.arange(1200) % 200).reshape(30, 40)]   # each colour six times
    palette = palette_for([image])
    assert len(palette) == 200
    assert np.array_equal(palette[quantize(image, lookup_table(palette))], image)


def test_a_colour_left_out_goes_to_its_nearest_entry():
    palette = np.array([[0, 0, 0], [250, 250, 250], [200, 0, 0]], dtype=np.uint8)
    image = np.array([[[10, 10, 10], [240, 230, 250], [180, 20, 10]]], dtype=np.uint8)
    assert quantize(image, lookup_table(palette)).tolist() == [[0, 1, 2]]
