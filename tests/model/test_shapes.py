"""Shapes and counts: the comparison table's figures and the live demo's."""
import pytest

from posviz.model import Rope, toy_model
from posviz.model.settings import LayerSettings, build_layer
from posviz.lessons.shapes import REAL_MODELS, comparison_rows, format_count, live_shapes, sentence_numbers


def by_name(name):
    return next(m for m in REAL_MODELS if m.name == name)


def test_real_models_figures():
    gpt2, bert, llama = by_name("GPT-2 small"), by_name("BERT-base"), by_name("Llama 3 8B")
    assert gpt2.embedding_weights == 50_257 * 768 == 38_597_376 and format_count(gpt2.embedding_weights) == "38.6M"
    assert gpt2.max_positions == 1_024 and gpt2.position_weights == 786_432
    assert bert.embedding_weights == 30_522 * 768 and bert.max_positions == 512
    assert llama.embedding_weights == 525_336_576 and format_count(llama.embedding_weights) == "525.3M"
    assert llama.max_positions is None and llama.position_weights == 0 and "RoPE" in llama.positions


def test_the_demo_row_follows_the_layer():
    demo = live_shapes(toy_model())
    assert (demo.vocab_size, demo.d_model, demo.embedding_weights) == (10, 6, 60)
    assert format_count(demo.embedding_weights) == "60" and demo.positions == "sinusoidal"
    learned = live_shapes(build_layer(LayerSettings(d_model=16, scheme="learned", learned_max_len=40)))
    assert (learned.embedding_weights, learned.max_positions, learned.position_weights) == (160, 40, 640)
    rope = live_shapes(toy_model().with_positions(Rope()))
    assert rope.max_positions is None and rope.position_weights == 0
    assert comparison_rows(toy_model())[0].name == "this demo" and len(comparison_rows(toy_model())) == 5


def test_sentence_matrix_grows_with_length_and_the_table_does_not():
    demo = live_shapes(toy_model())
    assert sentence_numbers(5, 6) == 30 and sentence_numbers(100_000, 6) == 600_000
    assert sentence_numbers(0, 6) == 0
    assert demo.embedding_weights == 60   # whatever the length


@pytest.mark.parametrize("n, text", [(0, "0"), (60, "60"), (9_999, "9,999"), (786_432, "786.4K"),
                                     (23_440_896, "23.4M"), (1_234_567_890, "1.2B")])
def test_format_count(n, text):
    assert format_count(n) == text
