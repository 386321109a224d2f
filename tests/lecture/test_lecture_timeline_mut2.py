"""A recording's timing and GIF colours in closed form: constants, boundaries, exact tables (issue 23)."""
import numpy as np
import pytest

from posviz.lecture import palette, timeline
from posviz.lecture.timeline import Shot, ShotPlan, Timeline, reading_time, vtt_time, webvtt


def test_the_recording_limits_and_paces():
    assert (timeline.WORDS_PER_SECOND, timeline.READING_MARGIN, timeline.MIN_HOLD, timeline.TITLE_SECONDS) == \
        (3.5, 1.5, 3.0, 3.0)
    assert timeline.HOLD_LIMITS == (0.5, 600.0) and timeline.FPS_LIMITS == (1, 60)
    assert ShotPlan("c") == ShotPlan("c", 0.0, 3.0)
    assert reading_time("w " * 5) == 3.0                       # 5 / 3.5 + 1.5 = 2.93: the floor
    assert reading_time("w " * 6) == pytest.approx(6 / 3.5 + 1.5)
    assert reading_time("w", hold=2) == 2.0 and isinstance(reading_time("w", hold=2), float)


def test_a_shot_knows_its_end_and_middle():
    shot = Shot("c", first=10, frames=7, motion=2)
    assert (shot.stop, shot.middle) == (17, 13)
    assert Timeline((), 30).frames == 0


def test_short_motions_take_two_frames_and_short_holds_one():
    line = Timeline.cut([ShotPlan("a", 0.01, 0.01), ShotPlan("b", 0.0, 0.0), ShotPlan("c", 0.5, 1.0)], fps=10)
    assert [(s.first, s.frames, s.motion) for s in line.shots] == [(0, 3, 2), (3, 1, 0), (4, 15, 5)]
    assert line.fps == 10 and isinstance(line.fps, int) and line.duration == 1.9
    assert [line.at(f)[1] for f in (0, 1, 2)] == [0.0, 1.0, 1.0]
    assert line.at(3) == (1, 1.0) and line.at(4) == (2, 0.0) and line.at(18) == (2, 1.0)
    with pytest.raises(IndexError) as caught:
        line.at(19)
    assert str(caught.value) == "frame 19 is outside 0 to 18"
    with pytest.raises(IndexError):
        line.at(-1)
    assert line.cues() == [(0.0, 0.3, "a"), (0.3, 0.4, "b"), (0.4, 1.9, "c")]


def test_webvtt_clock_and_blank_lines():
    assert [vtt_time(s) for s in (0, 0.0004, 0.0005, 59.9996, 3599.9994, 36000)] == [
        "00:00:00.000", "00:00:00.000", "00:00:00.000", "00:01:00.000", "00:59:59.999", "10:00:00.000"]
    assert vtt_time(61.5) == "00:01:01.500"
    assert webvtt([]) == "WEBVTT\n"
    assert webvtt([(1, 2, "  a  \n \nb-->c ")]) == "WEBVTT\n\n1\n00:00:01.000 --> 00:00:02.000\na\nb→c\n"


def test_the_codes_and_argb_table():
    assert (palette.BITS, palette.BINS) == (5, 32_768)
    image = np.array([[[255, 0, 0], [0, 255, 0], [0, 0, 255], [8, 16, 24]]], dtype=np.uint8)
    assert palette._codes(image).tolist() == [31 << 10, 31 << 5, 31, (1 << 10) | (2 << 5) | 3]
    table = palette.argb(np.array([[1, 2, 3], [4, 5, 6]], dtype=np.uint8))
    assert table.shape == (256, 4) and table.dtype == np.uint8
    assert table[:3].tolist() == [[255, 1, 2, 3], [255, 4, 5, 6], [255, 0, 0, 0]]
    assert (table[2:, 0] == 255).all() and not table[2:, 1:].any()


def test_the_palette_is_the_most_frequent_bins_each_the_mean_of_its_pixels():
    pixels = [[0, 0, 0]] * 3 + [[7, 7, 7]] * 1 + [[200, 100, 50]] * 5 + [[9, 9, 9]] * 2
    image = np.array([pixels], dtype=np.uint8)
    # bin of (0..7): 4 pixels, mean 1.75 -> 2; (200, 100, 50): 5; (9, 9, 9) is in bin (1, 1, 1): 2
    assert palette.palette_for([image]).tolist() == [[200, 100, 50], [2, 2, 2], [9, 9, 9]]
    assert palette.palette_for([image], size=2).tolist() == [[200, 100, 50], [2, 2, 2]]
    assert palette.palette_for([image, image[:, 9:]]).tolist() == [[200, 100, 50], [2, 2, 2], [9, 9, 9]]
    ties = np.array([[[64, 0, 0], [0, 64, 0]]], dtype=np.uint8)       # equal counts: the lower code first
    assert palette.palette_for([ties]).tolist() == [[0, 64, 0], [64, 0, 0]]
    assert palette.palette_for([]).shape == (0, 3)


def test_each_colour_goes_to_the_nearest_entry_and_an_entry_to_itself():
    colours = np.array([[0, 0, 0], [255, 255, 255], [3, 3, 3]], dtype=np.uint8)
    table = palette.lookup_table(colours)
    assert table.shape == (32_768,) and table.dtype == np.uint8
    # (3, 3, 3) shares bin 0 with black: the entry listed last takes its own bin
    assert table[0] == 2 and table[32_767] == 1
    image = np.array([[[250, 240, 255], [100, 100, 100], [140, 140, 140]]], dtype=np.uint8)
    # bin centres (252, 244, 252), (100, 100, 100), (140, 140, 140): nearest white, (3, 3, 3), white
    assert palette.quantize(image, table).tolist() == [[1, 2, 1]]
    far = np.array([[0, 0, 0], [0, 0, 248]], dtype=np.uint8)
    # blue 130 and 122 sit in bins with centres 132 and 124: 132 is nearer 248 (116) than 0; 124 is nearer 0
    assert palette.quantize(np.array([[[0, 0, 130], [0, 0, 122]]], dtype=np.uint8),
                            palette.lookup_table(far)).tolist() == [[1, 0]]


def test_the_whole_lookup_table_against_a_brute_force_nearest_entry():
    rng = np.random.default_rng(23)
    colours = rng.integers(0, 256, size=(37, 3), dtype=np.uint8)
    grid = np.stack(np.meshgrid(np.arange(32), np.arange(32), np.arange(32), indexing="ij"), axis=-1).reshape(-1, 3)
    centres = grid * 8 + 4                                          # red slowest: code = r << 10 | g << 5 | b
    distances = ((centres[:, None, :] - colours[None, :, :].astype(int)) ** 2).sum(axis=2)
    expected = distances.argmin(axis=1)
    for index, (r, g, b) in enumerate(colours.astype(int) >> 3):     # an entry's own bin maps to it (last wins)
        expected[(r << 10) | (g << 5) | b] = index
    np.testing.assert_array_equal(palette.lookup_table(colours), expected)
