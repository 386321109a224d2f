"""Every walkthrough step and the addition panel's words, for a model of every family, against its numbers.

Each model is opened from its golden folder (tests/reference/goldens/models/, made by the reference
library; GPT-2 and DistilBERT from the tiny builders) and run on a sentence. Every claim the words make
is checked on the frame: a position vector said to be added is non-zero, one said not to be added is
zero, a sum called "row p of Z" is row p of what block 1 receives, a quoted formula and width are
those of what block 1 receives, and a model that places tokens inside attention (RoPE, ALiBi,
relative positions) or not at all never claims a position vector is added.
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("safetensors")
pytest.importorskip("tokenizers")

from posviz.lessons import model_steps  # noqa: E402
from posviz.lessons.captions import addition  # noqa: E402
from posviz.lessons.walkthrough import STEPS, step_caption, step_title  # noqa: E402
from posviz.lecture.page.content import mode_content  # noqa: E402
from posviz.model import NoPositions, Sinusoidal  # noqa: E402
from posviz.model.checkpoint import load_checkpoint  # noqa: E402
from posviz.model.checkpoint.family_table import MODEL_TYPES  # noqa: E402
from posviz.model.settings import LayerSettings, build_layer  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "model"))
import tiny_checkpoints  # noqa: E402

MODELS = Path(__file__).resolve().parent.parent / "reference" / "goldens" / "models"
GOLDENS = sorted(p.name for p in MODELS.iterdir() if p.is_dir())
TEXT = "the dog sat on the mat"

ADDED = re.compile(r"(?<!no )position vector is added into|\+ the position-\d+ vector|z = token \+ position")
NOTHING = re.compile(r"adds? nothing here|Nothing is added here|no position vector is added")
SUM_IS_Z = re.compile(r"= row (\d+) of Z\.")                   # the sum shown on the bars is row p of Z
TOKEN_IS_Z = re.compile(r"row (\d+) of Z = (?:its row of E|zeros \(E has no row for it\)), unchanged")
TOKEN_IS_LITTLE_Z = re.compile(r"so z = (?:its row of E|zeros)")
FORMULA = re.compile(r"block 1 receives, is (.+)\.$|block 1 receives (?!it as it is)(.+?)(?: \(next step\))?\.$"
                     r"|each row = (.+?), and you have Z")
AS_IT_IS = "block 1 receives it as it is"
VECTOR_TITLES = ("Make a vector for each position", "Add them")     # titles that say a vector is made and added
WIDTH = re.compile(r"([\d,]+)(?: numbers per row|-wide hidden size)")


def words(layer, frame, index: int) -> tuple[list[str], str, tuple[str, str, str]]:
    """The five step captions, the addition caption and lane titles for token ``index``."""
    place = model_steps.placement(layer)
    token = frame.tokens[index]
    caption = addition.model_caption(token.text, index, place, bool(frame.known[index]))
    titles = addition.lane_titles(token.text, int(frame.ids[index]), bool(frame.known[index]), index,
                                  final=not place.more)
    return [step_caption(i, layer) for i in range(len(STEPS))], caption, titles


def _same(a, b) -> bool:
    return np.shape(a) == np.shape(b) and np.allclose(a, b, rtol=0, atol=1e-12)


def _formula_claims(layer, frame, texts) -> list[str]:
    wrong, base = [], "token + position" if np.any(frame.position_vectors) else "token"
    for text in texts:
        for sentence in re.split(r"(?<=\.) ", text):
            for match in FORMULA.finditer(sentence):
                said = next(g for g in match.groups() if g)
                said = "token" if said == "the token's row of E" else said
                said = re.sub(r"\bz\b", base, said)      # the sum's caption writes it from z
                if said != frame.block_input_formula:
                    wrong.append(f"says block 1 receives {said!r}, it receives {frame.block_input_formula!r}")
                if said == "token + position" and not _same(frame.block_input, frame.z):
                    wrong.append("says block 1 receives token + position, the numbers differ")
        if AS_IT_IS in text and not (not frame.steps and _same(frame.block_input, frame.token_vectors)):
            wrong.append("says block 1 receives the token row as it is, it does not")
        for width in WIDTH.findall(text):
            if int(width.replace(",", "")) != frame.block_input.shape[1]:
                wrong.append(f"quotes {width} numbers per row, block 1 receives {frame.block_input.shape[1]}")
    return wrong


def contradictions(layer, frame, index: int = 1) -> list[str]:
    """Every claim of the words that the frame's numbers contradict (empty: all true)."""
    steps, caption, titles = words(layer, frame, index)
    texts = steps + [caption]
    added = np.any(frame.position_vectors)
    wrong = [f"claims a position vector is added, none is: {t!r}" for t in texts if ADDED.search(t) and not added]
    wrong += [f"claims nothing is added, a vector is: {t!r}" for t in texts if NOTHING.search(t) and added]
    titles_said = [step_title(i, layer) for i in range(len(STEPS))]
    wrong += [f"title {t!r}, but no vector is added" for t in titles_said if t in VECTOR_TITLES and not added]
    recipe = layer.recipe
    inside = recipe is not None and (recipe.rope is not None or recipe.alibi_slopes is not None
                                     or isinstance(layer.positions, NoPositions))
    wrong += [f"a model placing tokens inside attention (or not at all) claims a vector: {t!r}"
              for t in texts if inside and ADDED.search(t)]
    p, block = index, frame.block_input
    for match in SUM_IS_Z.finditer(caption):
        if int(match.group(1)) != p or not _same(frame.z[p], block[p]):
            wrong.append(f"calls token + position row {match.group(1)} of Z, Z's row differs: {caption!r}")
    for match in TOKEN_IS_Z.finditer(caption):
        if int(match.group(1)) != p or not _same(frame.token_vectors[p], block[p]):
            wrong.append(f"calls the token row row {match.group(1)} of Z, unchanged; it is not: {caption!r}")
    if TOKEN_IS_LITTLE_Z.search(caption) and not _same(frame.token_vectors[p], frame.z[p]):
        wrong.append(f"calls the token row z, z differs: {caption!r}")
    if titles[2] == f"row {p} of Z" and not _same(frame.z[p], block[p]):
        wrong.append("titles the bars' sum (z) row of Z, but block 1 receives other numbers")
    return wrong + _formula_claims(layer, frame, texts) + _side_claims(layer, steps[2])


def _falls(table: np.ndarray, columns) -> bool:
    """Each of ``columns`` turns no faster than the one before, the first clearly faster than the last."""
    rates = np.abs(np.diff(table[:, list(columns)], axis=0)).mean(axis=0)
    return bool(np.all(np.diff(rates) <= 1e-12) and rates[0] > 5 * rates[-1])


def _side_claims(layer, caption: str) -> list[str]:
    """Which side of a sin/cos table turns fast, checked on 64 of its positions."""
    if not isinstance(layer.positions, Sinusoidal):
        return []
    d = layer.d_model
    table = np.asarray(layer.positions.encode(np.arange(64), d), np.float64)
    half = d // 2
    sides = {"first pair of columns turns fastest (left), each later pair more slowly": [range(0, d - 1, 2)],
             "slow waves on the left, fast waves on the right": [range(d - 2, -1, -2)],
             "the sines (left half) go from fast to slow": [range(0, half), range(half, 2 * half)]}
    wrong = [f"says {said!r}, the columns' speeds do not follow it" for said, runs in sides.items()
             if said in caption and not all(_falls(table, run) for run in runs)]
    rates = np.abs(np.diff(table, axis=0)).mean(axis=0)
    fast = [0, 1]         # columns with whole periods in 64 positions: a sine and a cosine turn alike there
    if "the cosines (right half) repeat the same frequencies" in caption and not np.allclose(
            rates[fast], rates[[half + c for c in fast]], rtol=0.5):
        wrong.append("says the right half repeats the left half's frequencies; its speeds differ")
    said_any = any(said in caption for said in sides) or "same speed" in caption
    return wrong + ([] if said_any else [f"a sin/cos table without a word on its sides: {caption!r}"])


@pytest.fixture(scope="module")
def tiny_folders(tmp_path_factory):
    root = tmp_path_factory.mktemp("families")
    return {"gpt2": tiny_checkpoints.gpt2(root / "gpt2")[0],
            "distilbert": tiny_checkpoints.bert(root / "distilbert", prefix="distilbert.",
                                                model_type="distilbert")[0]}


@pytest.mark.parametrize("name", GOLDENS)
def test_every_golden_models_words_are_true_of_its_numbers(name):
    layer = load_checkpoint(MODELS / name)
    frame = layer.encode(TEXT)
    assert frame.length >= 2
    assert contradictions(layer, frame) == []


@pytest.mark.parametrize("name", ["gpt2", "distilbert"])
def test_families_without_a_golden_folder(tiny_folders, name):
    layer = load_checkpoint(tiny_folders[name])
    frame = layer.encode(TEXT)
    assert contradictions(layer, frame) == []


def test_every_family_of_the_table_is_covered(tiny_folders):
    families = {load_checkpoint(MODELS / name).recipe.family for name in GOLDENS}
    families |= {load_checkpoint(folder).recipe.family for folder in tiny_folders.values()}
    assert {family.name for family in MODEL_TYPES.values()} <= families


@pytest.mark.parametrize("scheme", ["sinusoidal", "learned", "rope", "none"])
def test_the_toy_lessons_words_are_true_of_its_numbers(scheme):
    layer = build_layer(LayerSettings().changed(scheme=scheme))
    assert contradictions(layer, layer.encode("the dog sat")) == []


def test_the_checker_catches_the_old_fixed_sentences():
    """The captions before issue 25: step 4 always said a vector is added, the bars' sum was row p of Z."""
    bert, rope = load_checkpoint(MODELS / "bert_f32"), load_checkpoint(MODELS / "gemma_f32")
    for layer in (bert, rope):
        frame = layer.encode(TEXT)
        old = addition.caption(frame.tokens[1].text, 1, rope=False, off=False)
        assert SUM_IS_Z.search(old) and not _same(frame.z[1], frame.block_input[1])
    assert ADDED.search(STEPS[3].caption) and not np.any(rope.encode(TEXT).position_vectors)


def test_bert_and_rope_words():
    """The two cases of the issue, word for word."""
    bert = load_checkpoint(MODELS / "bert_f32")
    place = model_steps.placement(bert)
    assert addition.model_caption("dog", 1, place) == (
        "“dog” at position 1: its row of E + the position-1 vector = z; row 1 of Z, what block 1 receives, is "
        "LayerNorm(z + token type 0).")
    assert addition.lane_titles("dog", 7, True, 1, final=not place.more)[2] == "z, row 1"
    rope = load_checkpoint(MODELS / "llama_tied_linear_f32")
    assert [step_title(i, rope) for i in (2, 3)] == ["Positions act inside attention", "Nothing to add here"]
    page = mode_content(rope, rope.encode(TEXT))                 # the lesson page shows the same words
    assert page["titles"][2:4] == ["Positions act inside attention", "Nothing to add here"]
    assert page["captions"][3] == step_caption(3, rope)
    assert step_caption(3, rope) == ("RoPE adds nothing here; the rotation happens inside attention. The token's "
                                     "row goes on unchanged: block 1 receives it as it is.")
