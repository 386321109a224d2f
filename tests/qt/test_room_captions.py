"""Every sentence the walkthrough and the quiz say about a picture is checked against the picture.

The claims are parsed from the shown text and the facts are measured on the model's own numbers
(how fast each column of the position table changes down the rows), not on the code that wrote the
caption.
"""
import numpy as np
import pytest

from posviz.lecture import quiz
from posviz.model import toy_model
from posviz.model.settings import LayerSettings, build_layer
from posviz.qt import create_window
from posviz.qt.window.walkthrough import STEPS, step_caption

ROWS = 64


def change_rate(layer, column: int) -> float:
    """Mean |change| of one column of the position table from one position to the next (64 rows)."""
    table = layer.positions.encode(np.arange(ROWS), layer.d_model)
    return float(np.abs(np.diff(table[:, column])).mean())


def claimed_fast_columns(caption: str, d: int) -> list[tuple[int, int]]:
    """Pairs (faster column, slower column) that the caption claims, parsed from its words."""
    text = caption.lower()
    if "fastest (left)" in text or "fast waves on the left" in text:
        return [(0, d - 1)]
    if "slow waves on the left" in text:
        return [(d - 1, 0)]
    if "sines (left half) go from fast to slow" in text:
        last = d - 2 if "last column is all zeros" in text else d - 1
        half = (last + 2) // 2           # sines are columns 0..half-1, cosines half..last
        return [(0, half - 1), (half, last)]
    return []


@pytest.fixture(scope="module")
def window():
    w = create_window()
    w.session.background = False
    yield w
    w.close()
    w.deleteLater()


@pytest.mark.parametrize("convention", ["paper", "split", "tensor2tensor", "fairseq"])
@pytest.mark.parametrize("d_model", [6, 16, 7])
def test_position_step_says_which_side_turns_fast_as_the_table_does(window, convention, d_model):
    session = window.session
    assert session.set_settings(scheme="sinusoidal", convention=convention, d_model=d_model, base=10000.0)
    session.set_step(2)
    caption = window.walkthrough.caption.text()
    claims = claimed_fast_columns(caption, d_model)
    assert claims, caption                    # a sin/cos table always gets a claim about its sides
    if "last column is all zeros" in caption:
        assert change_rate(session.layer, d_model - 1) == 0
    for fast, slow in claims:
        assert change_rate(session.layer, fast) > 5 * change_rate(session.layer, slow), (caption, fast, slow)
    session.set_step(-1)


def test_the_lessons_table_first_pair_turns_fast():
    """The lesson: “the first pair of numbers turns fast, later pairs turn slowly”."""
    layer = build_layer(LayerSettings())
    caption = step_caption(2, layer)
    assert "first pair of columns turns fastest (left)" in caption
    assert change_rate(layer, 0) > change_rate(layer, 2) > change_rate(layer, 4)


def test_base_one_makes_no_claim_about_sides():
    layer = build_layer(LayerSettings().changed(base=1.0, d_model=8))
    caption = step_caption(2, layer)
    assert claimed_fast_columns(caption, 8) == [] and "same speed" in caption
    rates = [change_rate(layer, c) for c in range(0, 8, 2)]
    assert np.allclose(rates, rates[0])


@pytest.mark.parametrize("scheme", ["learned", "rope", "none"])
def test_schemes_without_waves_get_no_wave_sentence(scheme):
    layer = build_layer(LayerSettings().changed(scheme=scheme))
    caption = step_caption(2, layer)
    assert "wave" not in caption and "fast" not in caption


def test_every_step_caption_fills_its_placeholders():
    layer = build_layer(LayerSettings())
    for i in range(len(STEPS)):
        assert "{" not in step_caption(i, layer)


# --- the quiz's sentences about what "show me" puts on screen -------------------------------------
@pytest.fixture(scope="module")
def lesson():
    return {q.id: q for q in quiz.default_quiz().questions}


def _show(window, question):
    show = question.show_me
    assert window.session.set_input(show.sentence, LayerSettings().changed(**show.settings))
    return window.session.frame


def test_quiz_cosine_of_dog_and_cat_is_the_tables(lesson):
    explanation = next(c.explanation for c in lesson["one-hot"].choices if c.correct)
    claimed = float(explanation.split("cosine ")[1].split(" ")[0])
    model = toy_model()
    dog, cat = (model.table.matrix[model.encode(w).ids[0]] for w in ("dog", "cat"))
    assert round(float(dog @ cat / np.linalg.norm(dog) / np.linalg.norm(cat)), 2) == claimed


def test_quiz_rope_show_me_has_zero_position_rows(window, lesson):
    assert "position vectors are all zero and Z equals the token rows" in lesson["what-rope-changes"].show_me.label
    frame = _show(window, lesson["what-rope-changes"])
    assert not frame.position_vectors.any() and np.array_equal(frame.z, frame.token_vectors)


def test_quiz_positions_off_show_me_has_z_equal_to_the_rows(window, lesson):
    assert "each row is just its word's table row" in lesson["why-positions"].show_me.label
    frame = _show(window, lesson["why-positions"])
    assert np.array_equal(frame.z, frame.token_vectors)


def test_quiz_learned_table_show_me_just_fits(window, lesson):
    question = lesson["sinusoidal-vs-learned"]
    assert "exactly five rows" in question.show_me.label and "five-word sentence just fits" in question.show_me.label
    frame = _show(window, question)
    assert window.session.layer.positions.max_len == 5 == frame.length


def test_quiz_seven_tokens_ten_rows(window, lesson):
    assert "Seven tokens, a ten-row table" in lesson["table-vs-length"].show_me.label
    frame = _show(window, lesson["table-vs-length"])
    assert frame.z.shape[0] == 7 and window.session.layer.table.matrix.shape[0] == 10


def test_quiz_never_calls_the_toy_table_trained(lesson):
    """The toy table is the lesson's hand-made one: no sentence may say it “was trained”."""
    for question in lesson.values():
        texts = [question.question, question.show_me.label] + [c.explanation for c in question.choices]
        assert not any("table was trained" in t for t in texts), question.id


def test_quiz_addition_show_me_is_dog_plus_position_one(window, lesson):
    """“"dog"'s row plus position 1's row gives one row of Z, still six numbers wide.”"""
    label = lesson["add-not-concatenate"].show_me.label
    assert "\"dog\"'s row plus position 1's row gives one row of Z, still six numbers wide" in label
    frame = _show(window, lesson["add-not-concatenate"])
    assert frame.tokens[1].text == "dog"
    model = toy_model()
    np.testing.assert_array_equal(frame.token_vectors[1], model.table.matrix[model.encode("dog").ids[0]])
    np.testing.assert_allclose(frame.z[1], frame.token_vectors[1] + frame.position_vectors[1])
    assert frame.position_vectors[1].any() and frame.z.shape[1] == 6 == frame.token_vectors.shape[1]


def test_quiz_where_positions_enter_z_is_token_plus_position(window, lesson):
    assert "each row is a token row plus its position row" in lesson["where-positions-enter"].show_me.label
    frame = _show(window, lesson["where-positions-enter"])
    layer = window.session.layer
    np.testing.assert_array_equal(frame.token_vectors, layer.table.matrix[list(frame.ids)])
    np.testing.assert_allclose(frame.position_vectors, layer.positions.encode(np.arange(frame.length), 6))
    np.testing.assert_allclose(frame.z, frame.token_vectors + frame.position_vectors)


def test_quiz_encoding_show_me_formula_heatmap_and_hand_made_table(window, lesson):
    """“The sinusoidal heatmap is computed from a formula; ... this toy's rows were set by hand.”"""
    label = lesson["encoding-vs-embedding"].show_me.label
    assert "computed from a formula" in label and "rows were set by hand" in label
    _show(window, lesson["encoding-vs-embedding"])
    layer = window.session.layer
    assert layer.positions.parameter_count(6) == 0                   # a formula: nothing learned
    positions = np.arange(5)[:, None]
    k = np.arange(3)[None, :]
    angle = positions / 10000.0 ** (2 * k / 6)
    expected = np.empty((5, 6))
    expected[:, 0::2], expected[:, 1::2] = np.sin(angle), np.cos(angle)      # the paper's formula
    np.testing.assert_allclose(layer.positions.encode(np.arange(5), 6), expected, atol=1e-12)
    np.testing.assert_array_equal(layer.table.matrix, toy_model().table.matrix)   # the lesson's own rows
    assert not getattr(layer.table, "illustrative", False)


def test_quiz_one_more_word_past_a_five_row_table_is_refused(window, lesson):
    """“A learned table with exactly five rows ... Type one more word and see what happens.”"""
    question = lesson["sinusoidal-vs-learned"]
    assert "Type one more word and see what happens" in question.show_me.label
    _show(window, question)
    session = window.session
    session.set_text(question.show_me.sentence + " dog")
    assert session.message.startswith("position 5 is past the end of the learned position table: it has 5 rows")
    assert session.layer.positions.illustrative and "trained for" not in session.message   # random rows
    assert session.frame.length == 5                  # the last good sentence is kept


def test_quiz_explanations_about_the_sentence_are_true(window):
    """“"the" is id 0 at the start and at the end of "the dog bit the man"”; “"the" at position 0 and
    "the" at position 3 become different rows of Z”."""
    texts = {c.explanation for q in quiz.default_quiz().questions for c in q.choices}
    assert any("\"the\" is id 0 at the start and at the end of \"the dog bit the man\"" in t for t in texts)
    assert any("\"the\" at position 0 and \"the\" at position 3 become different rows of Z" in t for t in texts)
    model = toy_model()
    encoded = model.encode("the dog bit the man")
    assert encoded.ids[0] == encoded.ids[3] == 0 and encoded.tokens[3].text == "the"
    assert window.session.set_input("the dog bit the man", LayerSettings())
    z = window.session.frame.z
    assert not np.allclose(z[0], z[3])
