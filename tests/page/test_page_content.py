"""The lesson page's content without a browser: exact numbers, the PNG, the policy, notes, sizes, the command."""
import base64
import hashlib
import json
import os
import re
import struct
import subprocess
import sys
import zlib
from pathlib import Path

import numpy as np
import pytest

from posviz.lecture.page import PageError, build_page, lesson_content
from posviz.lecture.page.encoding import DIVERGING, Numbers, colours, png, to_json
from posviz.lecture.quiz import default_quiz
from posviz.lecture.speaker_notes import all_step_notes
from posviz.lecture.state import LectureState, Slide
from posviz.model.settings import LayerSettings

TOY_LECTURE = LectureState(tuple(Slide(text, LayerSettings(scheme=scheme))
                                 for text in ("the dog bit the man", "the man bit the dog")
                                 for scheme in ("sinusoidal", "learned", "rope", "none")))


def page_data(page: str) -> dict:
    return json.loads(re.search(r'<script type="application/json" id="lesson-data">(.*?)</script>', page, re.S).group(1))


def test_float64_text_reads_back_to_the_same_bits():
    values = np.random.default_rng(3).normal(size=(7, 5)) * 10.0 ** np.arange(-6, 4, 2)
    values[0, 0], values[1, 1] = 0.0, -0.0
    back = np.array(json.loads(Numbers(values).json()))
    assert np.array_equal(back, values)
    assert np.signbit(back[1, 1]) and not np.signbit(back[0, 0])


def test_float32_values_are_written_short_and_read_back_to_the_same_float32():
    values = np.random.default_rng(4).normal(size=(4, 6)).astype(np.float32).astype(np.float64)
    text = Numbers(values).json()
    back = np.array(json.loads(text))
    assert np.array_equal(back.astype(np.float32), values.astype(np.float32))
    # shortest float32 text: at most 9 significant digits (float64's repr of the same value needs ~17)
    assert max(len(re.sub(r"[-.]|e.*", "", t).lstrip("0")) for t in re.findall(r"[-\d.e+]+", text)) <= 9
    assert len(text) < 0.75 * len(json.dumps(values.tolist()))


def test_nan_and_infinity_are_null_and_html_cannot_end_the_script():
    assert json.loads(Numbers([1.5, np.nan, np.inf]).json()) == [1.5, None, None]
    text = to_json({"quiz": "</script><!-- & >"})
    assert "<" not in text and ">" not in text and "&" not in text
    assert json.loads(text) == {"quiz": "</script><!-- & >"}


def decode_png(data: bytes) -> np.ndarray:
    """A reader of 8-bit RGB, unfiltered PNGs written here; checks every chunk's CRC."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    at, chunks = 8, {}
    while at < len(data):
        (length,), kind = struct.unpack(">I", data[at:at + 4]), data[at + 4:at + 8]
        body = data[at + 8:at + 8 + length]
        assert struct.unpack(">I", data[at + 8 + length:at + 12 + length])[0] == zlib.crc32(kind + body)
        chunks[kind] = chunks.get(kind, b"") + body
        at += 12 + length
    width, height, depth, colour = struct.unpack(">IIBB", chunks[b"IHDR"][:10])
    assert (depth, colour) == (8, 2) and b"IEND" in chunks
    raw = zlib.decompress(chunks[b"IDAT"])
    lines = [raw[i * (1 + 3 * width):(i + 1) * (1 + 3 * width)] for i in range(height)]
    assert all(line[0] == 0 for line in lines)
    return np.frombuffer(b"".join(line[1:] for line in lines), np.uint8).reshape(height, width, 3)


def test_heatmap_png_holds_the_colour_map_at_the_levels():
    values = np.array([[-1.0, 0.0, 1.0], [-2.0, 0.5, np.nan]])
    pixels = decode_png(png(colours(values, (-1.0, 1.0))))
    ends = np.round(DIVERGING[[0, 4, 8]] * 255).astype(np.uint8)
    assert pixels.shape == (2, 3, 3)
    assert np.array_equal(pixels[0], ends)                  # -1 blue, 0 the middle stop, +1 red
    assert np.array_equal(pixels[1, 0], ends[0])            # below the levels: clipped
    assert np.array_equal(pixels[1, 1], np.round((DIVERGING[6]) * 255))   # 0.5 is the 7th of 9 stops
    assert np.array_equal(pixels[1, 2], [128, 128, 128])    # NaN grey


def test_the_page_image_is_the_toy_position_table():
    page = build_page(lesson_content(LectureState(), None, None))
    heat = page_data(page)["sentences"][0]["heatmap"]
    pixels = decode_png(base64.b64decode(heat["image"].split(",", 1)[1]))
    pos = np.arange(64)[:, None] / 10000.0 ** (2 * np.arange(3) / 6)       # the paper's table, d = 6
    table = np.stack([np.sin(pos), np.cos(pos)], axis=2).reshape(64, 6)
    assert pixels.shape == (64, 6, 3) and heat["levels"] == [-1.0, 1.0]
    assert np.abs(np.array(heat["values"]) - table).max() < 1e-12
    assert np.array_equal(pixels, colours(np.array(heat["values"]), (-1.0, 1.0)))


def test_policy_allows_only_the_inline_script_style_and_data_pictures():
    page = build_page(lesson_content(LectureState(), None, default_quiz()))
    policy = re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', page).group(1).replace("&#x27;", "'")
    script = re.search(r"<script>(.*?)</script>", page, re.S).group(1)
    style = re.search(r"<style>(.*?)</style>", page, re.S).group(1)
    digest = lambda text: base64.b64encode(hashlib.sha256(text.encode()).digest()).decode()  # noqa: E731
    assert policy.startswith("default-src 'none';")
    assert f"script-src 'sha256-{digest(script)}';" in policy and f"style-src 'sha256-{digest(style)}';" in policy
    assert "img-src data:;" in policy and "unsafe" not in policy and "http" not in policy
    addresses = re.findall(r"""(?:src|href)\s*=\s*["']([^"']*)""", page)
    assert addresses and all(a.startswith(("data:", "#")) for a in addresses), addresses


def test_speaker_notes_only_when_asked():
    slide = Slide("the dog bit the man", LayerSettings(), notes="Ask the room about the two “the”s.")
    lecture = LectureState((slide,))
    without, with_notes = (build_page(lesson_content(lecture, None, None, with_notes=flag)) for flag in (False, True))
    assert "two “the”s" not in without and all_step_notes()[0][:40] not in without
    assert page_data(with_notes)["sentences"][0]["notes"] == slide.notes
    assert page_data(with_notes)["step_notes"] == list(all_step_notes())


def test_every_prepared_sentence_is_in_the_page_with_its_settings():
    data = page_data(build_page(lesson_content(TOY_LECTURE.moved_to(5), None, None)))
    assert [s["text"] for s in data["sentences"]] == [s.text for s in TOY_LECTURE.slides] and data["current"] == 5
    assert [s["heatmap"] is not None for s in data["sentences"][:4]] == [True, True, False, False]
    rope = data["sentences"][2]["modes"]["on"]["rope"]
    assert np.allclose(np.array(rope["angles"])[3], 3 * 10000.0 ** (-2 * np.arange(3) / 6), rtol=1e-15)


def test_toy_lecture_page_is_under_300_kB():
    page = build_page(lesson_content(TOY_LECTURE, None, default_quiz(), with_notes=True))
    print(f"toy lecture, {len(TOY_LECTURE.slides)} sentences: {len(page.encode()) / 1000:.0f} kB")
    assert len(page.encode("utf-8")) < 300_000


def test_a_page_too_large_is_refused_with_the_reason():
    long = " ".join(["the dog bit the man"] * 2000)        # 10,000 tokens of a 64-wide table, twice
    lecture = LectureState((Slide(long, LayerSettings(d_model=64)),) * 2)
    with pytest.raises(PageError, match="more than the 2,000,000 a page takes"):
        lesson_content(lecture, None, None)


def run(*args):
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    return subprocess.run([sys.executable, "-m", "posviz", "export", *args], capture_output=True, text=True,
                          env=env, timeout=120)


def test_command_writes_the_page_and_refuses_bad_options_in_one_line(tmp_path):
    out = tmp_path / "lesson.html"
    result = run("page", str(out), "--sentence", "the man bit the dog", "--scheme", "learned", "--focus", "2")
    assert result.returncode == 0, result.stderr
    sentence = page_data(out.read_text("utf-8"))["sentences"][0]
    assert sentence["text"] == "the man bit the dog" and sentence["focus"] == 2
    assert sentence["model"]["recipe"][0].startswith("Positions: a table of 32 rows")
    cases = [(("page", str(tmp_path / "x.png")), "end the file name with .html"),
             (("page", str(out), "--size", "9x9"), "--size does not apply"),
             (("page", str(out), "--lecture", str(tmp_path / "none.posviz")), "cannot open the lecture"),
             (("page", str(out), "--quiz", str(tmp_path / "x.html")), "cannot use the quiz"),
             (("z", str(tmp_path / "z.csv"), "--with-notes"), "--with-notes is an option of the lesson page")]
    for args, message in cases:
        result = run(*args)
        assert result.returncode == 2 and message in result.stderr and result.stderr.count("\n") == 1, result.stderr


def test_command_takes_a_lecture_and_its_current_sentence(tmp_path):
    path = tmp_path / "lecture.posviz"
    TOY_LECTURE.moved_to(1).save(path)
    out = tmp_path / "all.html"
    assert run("page", str(out), "--lecture", str(path)).returncode == 0
    assert len(page_data(out.read_text("utf-8"))["sentences"]) == 8
    assert run("page", str(out), "--lecture", str(path), "--only-current").returncode == 0
    only = page_data(out.read_text("utf-8"))["sentences"]
    assert [s["model"]["recipe"][0][:30] for s in only] == ["Positions: a table of 32 rows "]
    result = run("page", str(out), "--lecture", str(path), "--sentence", "x")
    assert result.returncode == 2 and "leave out --sentence" in result.stderr


def test_real_model_sentence_page_is_under_3_MB(tmp_path):
    pytest.importorskip("safetensors", reason="writing test checkpoints needs the 'safetensors' package")
    pytest.importorskip("tokenizers", reason="real tokenizers need the 'tokenizers' package")
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "model"))
    import tiny_checkpoints as tc
    from posviz.model.checkpoint.loader import load_checkpoint
    sentence = "the dog bit the man and then the man bit the dog back, twice over"
    for name, make in (("GPT-2", lambda p: tc.gpt2(p, d=768, positions=1024)),
                       ("BERT", lambda p: tc.bert(p, d=768, positions=512))):
        model = load_checkpoint(make(tmp_path / name)[0])
        page = build_page(lesson_content(LectureState((Slide(sentence),)), model, default_quiz()))
        frame = model.encode(sentence)
        print(f"{name}, {frame.length} tokens x d = 768: {len(page.encode()) / 1e6:.2f} MB")
        assert frame.length >= 15 and len(page.encode("utf-8")) < 3_000_000
        data = page_data(page)["sentences"][0]
        assert len(data["rows"]) == len(set(frame.ids.tolist()))          # only the rows used
        assert np.array_equal(np.float32(data["rows"][0]), np.float32(frame.token_vectors[0]))
        assert np.array_equal(np.array(data["modes"]["on"]["z"]), frame.z)


GOLDENS = Path(__file__).resolve().parents[1] / "reference" / "goldens" / "models"


@pytest.mark.parametrize("name", ["bloom_f32", "llama_tied_linear_f32"])
def test_alibi_slopes_rope_angles_and_z_are_the_reference_librarys(name):
    """Against the goldens that transformers made (tests/reference): hidden state 0 is the page's Z."""
    pytest.importorskip("tokenizers", reason="real tokenizers need the 'tokenizers' package")
    from posviz.model.checkpoint.loader import load_checkpoint
    arrays, meta = np.load(GOLDENS / f"{name}.npz"), json.loads((GOLDENS / f"{name}.json").read_text())
    model = load_checkpoint(GOLDENS / name)
    data = page_data(build_page(lesson_content(LectureState((Slide(meta["sentences"][0]),)), model, None)))
    sentence, reference = data["sentences"][0], arrays["s0/hidden0_f64"]
    on = sentence["modes"]["on"]
    assert [t["id"] for t in sentence["tokens"]] == arrays["s0/ids"].tolist() and sentence["heatmap"] is None
    z = np.array(on["block"] if on["block"] is not None else on["z"])
    assert np.max(np.abs(z - reference)) / np.max(np.abs(reference)) < 1e-6
    if name.startswith("bloom"):               # 6 heads: 2^-2, 2^-4, 2^-6, 2^-8, then 2^-1, 2^-3 (Press et al.)
        assert on["alibi"] == [2 ** -2, 2 ** -4, 2 ** -6, 2 ** -8, 2 ** -1, 2 ** -3] and "rope" not in on
    else:                                       # head 8 wide, theta 10000, linear factor 2
        angles = np.arange(len(reference))[:, None] * 10000.0 ** (-np.arange(0, 8, 2) / 8) / 2.0
        np.testing.assert_allclose(on["rope"]["angles"], angles, rtol=1e-12, atol=0)
        assert on["rope"]["pairs"] == [[0, 4], [1, 5], [2, 6], [3, 7]] and "alibi" not in on


def test_making_a_page_loads_no_qt(tmp_path):
    code = ("import sys; from posviz.cli.command import main; "
            "code = main(['export', 'page', sys.argv[1]]); "
            "bad = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'pyqtgraph', 'shiboken6')]; "
            "print(bad); sys.exit(code or (1 if bad else 0))")
    result = subprocess.run([sys.executable, "-c", code, str(tmp_path / "p.html")], capture_output=True, text=True,
                            timeout=60)
    assert result.returncode == 0 and "[]" in result.stdout, result.stdout + result.stderr


def test_heatmap_covers_the_sentence_within_its_cell_budget():
    long = " ".join(["the dog bit the man"] * 14)                       # 70 tokens, past the view's 64 rows
    wide = LectureState((Slide(long), Slide("the dog", LayerSettings(d_model=2048))))
    first, second = (s["heatmap"] for s in page_data(build_page(lesson_content(wide, None, None)))["sentences"])
    assert (first["rows"], first["cols"], len(first["values"])) == (70, 6, 70)
    assert (second["rows"], second["cols"]) == (120_000 // 2048, 2048)   # 58 rows of a 2,048-wide table
