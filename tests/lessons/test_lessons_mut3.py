"""Values that survived a sample of `lessons` mutants (issue 23, third round): the translation contexts'
names, words under a stand-in translator, empty inputs, tokens sharing a character and documented defaults."""
from __future__ import annotations

import numpy as np
import pytest

from posviz import i18n
from posviz.lessons import (compare_captions, context_extension, conventions, glossary, learned_positions, lengths,
                            long_range, model_steps, relative, rope_heads, shapes, walkthrough)
from posviz.lessons.attention import softmax_rows
from posviz.lessons.compare import ModelView
from posviz.lessons.walkthrough import wave_order
from posviz.model.positions import Rope, Sinusoidal

CONTEXTS = {compare_captions: "CompareCaptions", context_extension: "ContextLesson", conventions: "ConventionsLesson",
            glossary: "Glossary", learned_positions: "LearnedLesson", lengths: "LengthsLesson",
            long_range: "LongRangeLesson", model_steps: "ModelSteps", relative: "RelativeLesson",
            rope_heads: "RopeHeads", shapes: "ShapesLesson", walkthrough: "Walkthrough"}


@pytest.fixture
def bracketed():
    """A stand-in translator: every sentence comes back as ‹context|English›, so a word that the
    English reads the same with or without translation is told apart."""
    i18n.install(lambda context, text, _disambiguation=None, n=-1: f"‹{context}|{i18n._identity(context, text, None, n)}›")
    yield
    i18n.install(None)


@pytest.mark.parametrize("module", sorted(CONTEXTS, key=lambda m: m.__name__), ids=lambda m: m.__name__)
def test_each_lesson_module_asks_for_its_sentences_in_the_context_of_its_variable_name(module):
    # lupdate files a sentence under the name written before ``.tr``; the look-up must use the same name
    name = CONTEXTS[module]
    assert getattr(module, name).name == name


def test_the_comparison_rows_say_their_schemes_and_the_paper_in_the_language_shown(bracketed):
    assert [shapes.positions_label(p) for p in ("learned", "sinusoidal", "RoPE (no table)", "none")] == [
        "‹ShapesLesson|learned›", "‹ShapesLesson|sinusoidal›", "‹ShapesLesson|RoPE (no table)›",
        "‹ShapesLesson|none›"]
    assert shapes.positions_label("ALiBi") == "ALiBi"          # a real model's own scheme is data
    assert shapes.model_label("this demo") == "‹ShapesLesson|this demo›"
    assert shapes.model_label("2017 paper") == "‹ShapesLesson|2017 paper›"
    assert shapes.model_label("GPT-2 small") == "GPT-2 small"


def test_model_labels_in_english_are_the_rows_names():
    assert [shapes.model_label(row.name) for row in shapes.REAL_MODELS] == [
        "2017 paper", "GPT-2 small", "BERT-base", "Llama 3 8B"]


def test_the_scaling_parameters_are_named_in_the_language_shown(bracketed):
    assert context_extension.parameter_label("factor") == "‹ContextLesson|factor›"
    assert context_extension.parameter_label("original_max_position_embeddings") == "‹ContextLesson|original context›"
    assert context_extension.parameter_label("beta_fast") == "beta_fast"      # a config key: data


def test_the_titles_of_steps_without_a_position_vector_are_translated(bracketed):
    assert model_steps.positions_title("late") == "‹ModelSteps|Positions come after the projection›"
    assert model_steps.positions_title("none") == "‹ModelSteps|This model has no positions›"
    assert model_steps.positions_title("off") == "‹ModelSteps|No position vectors›"
    assert model_steps.positions_title("alibi") == "‹ModelSteps|Positions act inside attention›"


@pytest.mark.parametrize("shape", [(0, 0), (2, 0), (0, 3)])
def test_softmax_of_no_scores_is_no_weights(shape):
    weights = softmax_rows(np.zeros(shape))
    assert weights.shape == shape and weights.dtype == np.float64


def test_softmax_of_one_row_is_the_closed_form():
    assert softmax_rows(np.log([[1.0, 3.0]])).tolist() == [[0.25, 0.75]]


def _view(spans, name="toy", problem=""):
    count = len(spans)
    nothing = np.zeros(count)
    return ModelView(name, (False, 10, "none"), (), ("x",) * count, nothing.astype(np.int64),
                     np.array(spans, dtype=np.int64).reshape(-1, 2), nothing.astype(bool), nothing.astype(bool),
                     nothing, np.zeros((count, 1)), 1, problem)


def test_a_character_cut_into_byte_pieces_is_covered_by_its_first_piece():
    view = _view([(0, 1), (0, 1), (0, 1), (1, 4)])      # "é" as three byte tokens, then "abc"
    assert [view.covering(char) for char in range(5)] == [0, 3, 3, 3, None]


def test_an_unscaled_rope_without_a_stated_context_gets_llama_s_2048():
    # Hugging Face's LlamaConfig defaults max_position_embeddings to 2048
    assert context_extension.extension(Rope(), 8).original_context == 2048
    assert context_extension.extension(Rope(), 8, context=4096).original_context == 4096


class _UnevenWaves(Sinusoidal):
    """Sines and cosines first, falling from the first column to the last of each half but rising in between."""

    def frequencies(self, d_model):
        return np.array([1.0, 0.1, 0.5, 1.0, 0.1, 0.5])[:d_model]


def test_halves_means_every_step_inside_each_half_falls():
    assert wave_order(Sinusoidal(layout="split"), 6) == "halves"
    assert wave_order(_UnevenWaves(layout="split"), 6) == ""


def test_the_score_table_rows_name_the_fields_of_the_scores_in_order():
    from dataclasses import fields

    from posviz.lessons.learned_positions import SCORE_DEFINITIONS
    from posviz.lessons.position_geometry import PropertyScores
    names = [field.name for field in fields(PropertyScores)]
    assert [key for key, _, _ in SCORE_DEFINITIONS] == names[:3] == ["monotonicity", "translation_invariance",
                                                                     "symmetry"]
    assert [title for _, title, _ in SCORE_DEFINITIONS] == ["Monotonicity", "Translation invariance", "Symmetry"]


def test_a_head_s_frequencies_are_base_to_the_minus_2i_over_d_and_its_cache_key_follows_them():
    from posviz.lessons.rope_heads import head_rope
    head = head_rope(Rope(100.0), 8)
    np.testing.assert_allclose(head.frequencies(), [1.0, 0.1 ** 0.5, 0.1, 0.1 ** 1.5], rtol=1e-15)
    assert head.frequencies(64) is head.theta
    assert head.key == (8, 8, "interleaved", 1.0, head.theta.tobytes())
    assert head.key == head_rope(Rope(100.0), 8).key != head_rope(Rope(10.0), 8).key


def test_a_split_table_of_four_columns_falls_across_each_half():
    # two sines (pairs 0, 1), then two cosines: the smallest table where each half has a first and a last
    assert wave_order(Sinusoidal(layout="split"), 4) == "halves"


def test_the_tables_known_titles_are_shown_in_the_language_shown(bracketed):
    from posviz.lessons.learned_positions import PositionTable, shown_title

    def shown(title):
        return shown_title(PositionTable(np.zeros((1, 2)), title, 1, "learned"))
    for title in ("The illustrative learned table (random, untrained)", "The session's sinusoidal table",
                  "Sinusoidal, same shape (paper, base 10,000)", "The learned table of the model"):
        assert shown(title) == f"‹LearnedLesson|{title}›"
    assert shown("The learned table of gpt2") == "‹LearnedLesson|The learned table of {model}›".format(model="gpt2")
    assert shown("Something else") == "Something else"


def test_the_learned_view_reads_at_most_2048_rows_a_32_mb_similarity_matrix():
    from posviz.lessons.learned_positions import MAX_ROWS, session_table
    from posviz.model.positions import Learned
    assert MAX_ROWS * MAX_ROWS * 8 == 32 * 2 ** 20
    table = np.arange(2050 * 2, dtype=np.float64).reshape(2050, 2)
    read = session_table(Learned(table), 2, 10)
    assert read.rows.shape == (2048, 2) and read.total_rows == 2050 and read.rows[-1].tolist() == [4094.0, 4095.0]
    formula = session_table(Sinusoidal(), 4, 5000)
    assert formula.rows.shape == (2048, 4) and formula.total_rows == 2048
    assert (read.kind, formula.kind, session_table(Learned(table, illustrative=True), 2, 10).kind) == (
        "learned", "sinusoidal", "illustrative")
    assert session_table(Sinusoidal(), 4, 2047).rows.shape == (2047, 4)


def test_the_scores_look_at_offsets_1_to_64_unless_the_table_is_too_short():
    from posviz.lessons.learned_positions import comparison_table, read_table
    scores = read_table(comparison_table(200, 8)).scores
    assert scores.window == 64
    # a sinusoidal table's dot products depend on the offset alone: cos(a - b) = cos a cos b + sin a sin b
    assert abs(scores.translation_invariance - 1.0) < 1e-12
    assert read_table(comparison_table(129, 8)).scores.window == 64     # (129 - 1) // 2 = 64
    assert read_table(comparison_table(128, 8)).scores.window == 63


def test_the_projections_are_numpy_s_stream_for_seed_and_salt_5_so_old_slides_show_the_same_q_and_k():
    from posviz.lessons.rotary import head_projections, illustrative_projections
    w_q, w_k = illustrative_projections(4, 7)
    rng = np.random.default_rng([7, 5])
    np.testing.assert_array_equal(w_q[0], rng.normal(0.0, 0.5, size=(4, 4)))
    np.testing.assert_array_equal(w_k[0], rng.normal(0.0, 0.5, size=(4, 4)))
    one_head = head_projections(9, 3, 7)
    np.testing.assert_array_equal(np.stack(one_head), np.random.default_rng([7, 5, 3]).normal(0.0, 9 ** -0.5, (2, 9, 3)))


@pytest.mark.parametrize("shape, shown", [((4,), "()"), ((2, 6), "(6,)"), ((2, 4, 1), "(4, 1)")])
def test_a_head_refuses_rows_of_another_shape_in_its_own_words(shape, shown):
    from posviz.lessons.rope_heads import head_rope
    with pytest.raises(ValueError) as caught:
        head_rope(Rope(100.0), 4).rotate(np.zeros(shape), [0, 1])
    assert str(caught.value) == f"a head is 4 wide; got rows of shape {shown}"


def test_each_convention_is_described_in_the_language_shown(bracketed):
    for key, info in conventions.CONVENTION_INFO.items():
        assert conventions.convention_words(key) == tuple(f"‹ConventionsLesson|{text}›" for text in (
            info.title, info.libraries, str(info.note)))


def test_the_comparison_reading_is_the_paper_s_table_of_the_same_shape():
    from posviz.lessons.learned_positions import comparison_reading, sinusoidal_rows
    reading = comparison_reading(40, 6)
    assert reading.table.title == "Sinusoidal, same shape (paper, base 10,000)" and reading.table.total_rows == 40
    assert reading.table.kind == "sinusoidal"
    np.testing.assert_array_equal(reading.table.rows, sinusoidal_rows(40, 6))
    assert reading.table.rows[3, 0] == np.sin(3.0) and reading.table.rows[3, 1] == np.cos(3.0)   # pair 0: 1 rad/position
    assert reading.scores.window == 19 and abs(reading.scores.translation_invariance - 1.0) < 1e-12


@pytest.mark.parametrize("convention", ["paper", "split", "tensor2tensor", "fairseq"])
def test_the_switchboard_check_passes_posviz_s_table_and_fails_one_with_a_base_0_01_percent_off(convention):
    positions = np.arange(300)
    for width in (7, 8):                     # odd: Marian's extra sine, tensor2tensor's and fairseq's zero column
        assert 0.0 <= conventions.reference_gap(convention, positions, width, 10000.0) < conventions.CHECK_TOLERANCE
    off = conventions.scheme_for(convention, 10000.0 * 1.0001).encode(positions, 8)
    gap = float(np.max(np.abs(off - conventions.reference_table(convention, positions, 8, 10000.0))))
    assert conventions.CHECK_TOLERANCE < 1e-4 < gap < 0.1


def test_the_comparison_table_holds_the_published_shapes():
    # the 2017 paper (section 5.1: ~37,000 shared BPE tokens, d_model = 512) and the models' config.json files
    assert [(row.name, row.vocab_size, row.d_model, row.max_positions, row.approximate) for row in shapes.REAL_MODELS] == [
        ("2017 paper", 37_000, 512, None, True), ("GPT-2 small", 50_257, 768, 1_024, False),
        ("BERT-base", 30_522, 768, 512, False), ("Llama 3 8B", 128_256, 4_096, None, False)]
    counts = [shapes.format_count(row.embedding_weights) for row in shapes.REAL_MODELS]
    assert counts == ["18.9M", "38.6M", "23.4M", "525.3M"]          # |V| x d: 37,000 x 512 = 18,944,000, ...
    assert [row.position_weights for row in shapes.REAL_MODELS] == [0, 1_024 * 768, 512 * 768, 0]


def test_a_scheme_without_a_name_is_described_as_no_positions():
    assert shapes.describe_positions(object(), 4) == ("none", None)
    assert shapes.describe_positions(Rope(), 4) == ("RoPE (no table)", None)
    assert shapes.describe_positions(Sinusoidal(), 4) == ("sinusoidal", None)


def test_the_bound_caption_reads_the_drawn_curve_in_whole_sentences():
    falling = long_range.bound_caption(np.array([0.0, 10.0, 20.0]), np.array([2.5, 1.0, 0.5]), 8, 10)
    assert falling == ("At distance 0 the bound is (d/2 + 1)/2 = 2.5; at L = 10 it is 1 (40.0 % of that). "
                       "It falls at every distance drawn.")
    rising = long_range.bound_caption(np.array([0.0, 10.0, 20.0, 30.0]), np.array([2.5, 1.0, 1.5, 0.2]), 8, 15)
    assert rising == ("At distance 0 the bound is (d/2 + 1)/2 = 2.5; at L = 15 it is 1.25 (50.0 % of that). "
                      "It does not fall steadily: it rises again in places (first from distance 10 to 20).")


def test_a_model_s_own_sentence_loses_only_its_full_stop():
    place = model_steps.Placement(False, "none", "token", False, 4, True)
    assert model_steps.inside_sentence(place, "positions as in model X.") == \
        "Nothing is added here. Positions as in model X."
    assert model_steps.inside_sentence(place) == \
        "Nothing is added here. No position vector and no position inside attention."


def test_the_comparison_captions_of_a_blank_sentence_a_space_a_dropped_character_and_a_refusal():
    from posviz.lessons.compare import Comparison
    from posviz.lessons.compare_captions import chosen_captions, count_captions, word_captions
    assert count_captions(Comparison("   ", (_view([]),))) == ["Type a sentence to compare how the models read it."]
    two = Comparison("a b", (_view([(0, 1), (2, 3)]), _view([], "BERT", "the text is too long.")))
    assert word_captions(two, 1) == []                                  # a space is no word
    assert word_captions(two, 0) == ["toy keeps “a” as one token."]    # the refusing model says nothing here
    assert chosen_captions(two, 1, str) == [
        "No token of toy covers character 1 (“ ”): the tokenizer dropped it.",
        "BERT could not read this sentence: the text is too long."]


def test_the_extension_s_pairs_are_0_to_k_minus_1():
    extension = context_extension.toy_extension("linear", 8, 10000.0, {"factor": 2.0})
    assert extension.pairs.tolist() == [0, 1, 2, 3]


def test_the_decay_is_drawn_for_the_model_s_own_rope_or_a_toy_head():
    from types import SimpleNamespace
    llama = SimpleNamespace(recipe=SimpleNamespace(rope=Rope(500000.0, head_dim=64, rotary_dim=32)), positions=None,
                            d_model=4096)
    assert long_range.decay_head(llama, 10000.0, "Llama") == (500000.0, 32, "The RoPE of Llama (unscaled frequencies)")
    session = SimpleNamespace(recipe=None, positions=Rope(123.0), d_model=9)       # odd: the last column stays
    assert long_range.decay_head(session, 10000.0) == (123.0, 8, "The session's RoPE (its whole vector is one head)")
    toy = SimpleNamespace(recipe=None, positions=Sinusoidal(), d_model=8)
    assert long_range.decay_head(toy, 99.0) == (99.0, 128, "A toy head of 128 dimensions (Llama-sized) at the "
                                                             "session's base")


def test_the_search_is_explained_with_its_200_bases_per_decade():
    assert long_range.search_how().startswith("How it is searched: every base on a logarithmic grid (200 per decade)")


def test_the_property_scores_are_named_and_explained(bracketed):
    from posviz.lessons.learned_positions import SCORE_DEFINITIONS, score_words, scores_note
    assert score_words() == tuple((f"‹LearnedLesson|{title}›", f"‹LearnedLesson|{meaning}›")
                                  for _, title, meaning in SCORE_DEFINITIONS)
    assert scores_note(1024).startswith("‹LearnedLesson|φ is the dot product of two rows; offsets m = 1 … 1,024.")


def test_a_head_as_wide_as_the_vectors_uses_the_whole_projections():
    from posviz.lessons.rotary import head_queries_and_keys, queries_and_keys
    x = np.arange(12.0).reshape(3, 4)
    for head, whole in zip(head_queries_and_keys(x, 4, 2), queries_and_keys(x, 2)):
        np.testing.assert_array_equal(head, whole)


def test_a_learned_table_is_described_with_its_rows():
    from posviz.model.positions import Learned
    assert shapes.describe_positions(Learned(np.zeros((7, 2))), 2) == ("learned", 7)


def test_a_diagonal_that_varies_by_exactly_1e_9_is_no_longer_constant():
    from types import SimpleNamespace

    from posviz.lessons.learned_positions import similarity_caption

    def caption(wobble):
        similarity = np.array([[1.0, 0.0, 0.5], [0.0, 1.0, wobble], [0.5, wobble, 1.0]])
        return similarity_caption(SimpleNamespace(similarity=similarity, profile=np.array([1.0, wobble / 2, 0.5])))
    assert "It is not a function of the offset alone: along one diagonal it varies by up to 0.00." in caption(1e-9)
    assert "It depends only on the offset j − i: every diagonal is constant (largest spread along one: 9.0e-10)." \
        in caption(9e-10)


def test_a_real_model_s_recipe_line_uses_its_family_s_words():
    from types import SimpleNamespace

    from posviz.lessons.compare import recipe_facts
    table = SimpleNamespace(vocab_size=50_257)
    real = SimpleNamespace(table=table, recipe=SimpleNamespace(positions="a learned table of 1,024 rows"))
    assert recipe_facts(real) == (True, 50_257, "a learned table of 1,024 rows")
    assert recipe_facts(SimpleNamespace(table=table, recipe=None, positions=Sinusoidal())) == (False, 50_257, "sinusoidal")


def test_a_scaled_head_that_turns_only_part_of_its_dimensions_says_so():
    from posviz.lessons.rope_heads import head_rope
    from posviz.model import rope_from_config
    config = context_extension.toy_config("linear", 16, 10000.0, {"factor": 2.0})
    config["partial_rotary_factor"] = 0.5
    assert head_rope(rope_from_config(config), 16).describe() == (
        "head width 16: the first 8 dimensions turn in 4 pairs (i, i + 4) (rotate_half), base 10,000, linear scaling")


def test_the_lesson_s_bands_are_the_model_s_own_classification_of_the_pairs():
    from posviz.model.rope_scaling import pair_bands
    llama3 = context_extension.toy_extension("llama3", 64, 500000.0, {})      # Llama 3.1: factor 8, 8,192 tokens
    expected = pair_bands(500000.0, 64, llama3.head.rope.scaling_parameters)
    assert llama3.bands.tolist() == expected.tolist() == [0] * 15 + [1] * 3 + [2] * 14
    assert (context_extension.KEPT, context_extension.BETWEEN, context_extension.SLOWED) == (0, 1, 2)
    assert llama3.band_runs() == [(0, 0, 14), (1, 15, 17), (2, 18, 31)]


def test_rope_asked_for_an_odd_width_has_no_numbers_no_parameters_and_says_why():
    from posviz.lessons.lengths import compare_lengths
    from posviz.model.settings import LayerSettings
    rope = compare_lengths(LayerSettings().changed(d_model=5), 3)[2]
    assert (rope.title, rope.parameters, rope.covered) == ("RoPE", 0, 0)
    assert rope.error == "RoPE rotates pairs of dimensions, so d_model must be even, got 5"
    assert rope.positions.tolist() == [0, 1, 2] and rope.vectors.shape == (3, 5) and np.isnan(rope.vectors).all()


def test_a_rise_of_exactly_1e_12_along_the_drawn_bound_is_rounding_not_a_rise():
    flat = long_range.bound_caption(np.array([0.0, 10.0, 20.0]), np.array([2.5, 0.0, 1e-12]), 8, 10)
    assert flat.endswith("It falls at every distance drawn.")


def test_with_two_offsets_a_table_whose_rows_drift_apart_is_fully_monotone():
    from posviz.lessons.position_geometry import property_scores
    rows = np.array([[np.cos(0.1 * p), np.sin(0.1 * p)] for p in range(5)])    # phi(x, x + m) = cos(0.1 m)
    scores = property_scores(rows)
    assert scores.window == 2 and scores.monotonicity == 1.0 and scores.translation_invariance == 1.0


def test_rising_frequencies_are_slow_waves_on_the_left_even_when_they_rise_by_less_than_one():
    assert wave_order(Sinusoidal(base=0.5), 8) == "slow-left"        # 2^(2k/8): 1, 1.19, 1.41, 1.68 rad


def test_the_projections_default_to_seed_0_like_the_session():
    from posviz.lessons.rotary import head_projections, illustrative_projections
    np.testing.assert_array_equal(illustrative_projections(4)[1][0], illustrative_projections(4, 0)[1][0])
    np.testing.assert_array_equal(head_projections(6, 2)[0], head_projections(6, 2, 0)[0])


def test_the_shift_residual_includes_the_position_the_shift_lands_on_0():
    from posviz.lessons.relative import apply_shift, shift_residual
    scheme = Sinusoidal()
    direct = float(np.max(np.abs(apply_shift(scheme, -3, scheme.encode([3], 8), 8) - scheme.encode([0], 8))))
    assert shift_residual(scheme, -3, [3], 8) == direct
    assert shift_residual(scheme, -3, [2], 8) == 0.0                 # 2 - 3 < 0: left out, nothing to compare


def _real_layer(**recipe):
    """A real model's layer as the walkthrough reads it: a learned table and a recipe with no steps after z."""
    from types import SimpleNamespace

    from posviz.model.positions import Learned
    return SimpleNamespace(positions=Learned(np.zeros((4, 8))), recipe=SimpleNamespace(steps=lambda *rows: (), **recipe),
                           d_model=8)


def test_step_5_of_a_real_model_says_what_its_first_block_reads():
    from posviz.lessons.walkthrough import step_caption
    assert step_caption(4, _real_layer()) == (
        "Stack one row per token, each row = token + position, and you have Z, the matrix the first block reads: "
        "8 numbers per row. Attention's queries, keys and values are all computed from it.")


def test_step_3_of_a_model_with_a_table_and_relative_positions_names_both():
    from posviz.lessons.walkthrough import step_caption
    assert step_caption(2, _real_layer(relative=object())) == (
        "Attention looks at all tokens at once, so nothing tells it the order. Each position gets its own row of a "
        "learned table, of the same width. Inside attention it also uses the distance between two tokens.")


def test_an_is_a_function_word_that_the_swap_leaves_in_place():
    from posviz.lessons.shuffle import swap_content_words
    assert swap_content_words("an owl saw an ant".split()).tolist() == [0, 4, 2, 3, 1]      # owl <-> ant
    assert swap_content_words("An owl saw A cat".split()).tolist() == [0, 4, 2, 3, 1]       # case does not matter


def test_only_the_illustrative_learned_table_is_marked_illustrative():
    from posviz.lessons.lengths import compare_lengths
    from posviz.model.settings import LayerSettings
    assert [check.illustrative for check in compare_lengths(LayerSettings(), 3)] == [False, True, False]


def test_the_lesson_s_own_model_is_called_toy_and_told_apart_by_its_width():
    from types import SimpleNamespace

    from posviz.lessons.compare import short_names

    def toy(width):
        return SimpleNamespace(recipe=None, d_model=width)
    assert short_names([toy(8)]) == ["toy"]
    assert short_names([toy(8), toy(16)]) == ["toy (8)", "toy (16)"]
    assert short_names([toy(8), toy(8)]) == ["toy (8) #1", "toy (8) #2"]


def test_yarn_divides_the_slowest_pairs_by_its_whole_factor():
    yarn = context_extension.toy_extension("yarn", 8, 10000.0, {})       # Qwen2.5's defaults: factor 4, 32,768 tokens
    assert yarn.factor == 4.0 and yarn.extended_context == 4 * 32_768
    assert yarn.bands.tolist() == [0, 0, 0, 1]


def test_step_3_of_the_toy_with_rope_keeps_the_lesson_s_sentence_about_the_picture():
    from posviz.lessons.walkthrough import step_caption
    from posviz.model.settings import LayerSettings, build_layer
    assert step_caption(2, build_layer(LayerSettings().changed(scheme="rope"))) == (
        "Attention looks at all tokens at once, so nothing tells it the order. RoPE adds no vector here: it rotates "
        "queries and keys inside attention.")


def test_step_4_says_plainly_that_the_vector_is_added_unless_the_model_does_more():
    plain = model_steps.Placement(True, "", "token + position", False, 8, True)
    assert model_steps.add_step(plain) == model_steps.add_plain() == (
        "The position vector is added into the token's row, number by number. One vector now carries both what the "
        "token is and where it sits.")
    more = model_steps.Placement(True, "", "LayerNorm(token + position)", True, 8, True)
    assert model_steps.add_step(more).endswith("This model does more before block 1, which receives "
                                               "LayerNorm(token + position) (next step).")


def test_the_placement_runs_the_recipe_on_one_row_of_ones_cheap_for_any_model():
    from types import SimpleNamespace

    from posviz.model import NoPositions
    from posviz.model.positions import Learned
    seen = []
    recipe = SimpleNamespace(steps=lambda z, tokens, positions: seen.append((z, tokens, positions)) or ())
    for scheme in (Learned(np.zeros((4, 3))), NoPositions()):
        model_steps.placement(SimpleNamespace(positions=scheme, recipe=recipe, d_model=3))
    (z, tokens, added), (_, _, none) = seen
    assert z.tolist() == tokens.tolist() == added.tolist() == [[1.0, 1.0, 1.0]]
    assert none.tolist() == [[0.0, 0.0, 0.0]]


class _Vocabulary:
    """A real model's vocabulary as Compare reads it: its own labels, an unknown token at id 7, 10 rows."""

    unk_id = 7

    def __len__(self):
        return 10

    @staticmethod
    def token_labels(tokens):
        return ["<0xC3>", "<0xA9>", "?"][:len(tokens)]


def test_a_model_s_reading_names_its_byte_pieces_and_unknown_token_with_its_own_labels():
    from types import SimpleNamespace

    from posviz.lessons.compare import read_model
    from posviz.model.vocabulary import Token
    tokens = (Token("é", 3, 0, 1), Token("", 4, 0, 1), Token("x", 7, 2, 3))
    frame = SimpleNamespace(block_input=np.array([[3.0, 4.0], [0.0, 1.0], [1.0, 0.0]]), tokens=tokens, ids=[3, 4, 7],
                            notes=())
    layer = SimpleNamespace(encode=lambda text, max_values: frame, vocabulary=_Vocabulary(), d_model=2,
                            recipe=SimpleNamespace(positions="learned"), table=SimpleNamespace(vocab_size=10))
    view = read_model(layer, "GPT-2", "é x")
    assert view.labels == ("<0xC3>", "<0xA9>", "?")
    assert view.byte_pieces.tolist() == [True, True, False] and view.unknown.tolist() == [False, False, True]
    assert view.norms.tolist() == [5.0, 1.0, 1.0] and view.facts == (True, 10, "learned")


def test_a_real_model_without_positions_words_step_3_with_its_own_sentence():
    from types import SimpleNamespace

    from posviz.lessons.walkthrough import step_caption
    from posviz.model import NoPositions
    layer = SimpleNamespace(positions=NoPositions(), d_model=8,
                            recipe=SimpleNamespace(steps=lambda *rows: (), positions="its attention is causal, so order "
                                                                                     "leaks in."))
    assert step_caption(2, layer) == "Nothing is added here. Its attention is causal, so order leaks in."


def test_a_table_of_three_rows_gets_its_property_scores():
    from posviz.lessons.learned_positions import PositionTable, read_table
    rows = np.array([[np.cos(0.1 * p), np.sin(0.1 * p)] for p in range(3)])
    reading = read_table(PositionTable(rows, "three", 3, "learned"))
    assert reading.scores is not None and reading.scores.window == 1 and reading.scores.monotonicity == 0.0
    assert read_table(PositionTable(rows[:2], "two", 2, "learned")).scores is None


def test_a_head_s_base_is_written_whole_with_separators_or_as_given():
    from posviz.lessons.rope_heads import head_rope
    assert head_rope(Rope(10_000_000.0), 4).describe().endswith("base 10,000,000, no scaling")
    assert head_rope(Rope(10.5), 4).describe().endswith("base 10.5, no scaling")


def test_compare_asks_for_the_tokenizers_library_before_it_reads_a_model_folder(monkeypatch, tmp_path):
    import importlib.util

    from posviz.lessons.compare import open_layer
    from posviz.model.checkpoint import CheckpointError
    from posviz.model.checkpoint.tokenizer import missing_tokenizers
    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *rest: None if name == "tokenizers" else real(name, *rest))
    with pytest.raises(CheckpointError) as caught:
        open_layer(str(tmp_path / "no-such-model"))
    assert str(caught.value) == missing_tokenizers()


def test_rows_of_length_1000_that_differ_by_5e_7_have_the_same_length_relative_to_their_size():
    from types import SimpleNamespace

    from posviz.lessons.learned_positions import norms_caption
    assert norms_caption(SimpleNamespace(norms=np.array([1000.0, 1000.0 + 5e-7]))) == \
        "Every row has the same length, 1000."            # 5e-7 <= 1e-9 x 1,000
    assert norms_caption(SimpleNamespace(norms=np.array([1000.0, 1000.0 + 2e-6]))).startswith("Row lengths from 1e+03")


@pytest.mark.parametrize("width", [0, 1, 3, 7])
def test_rope_s_long_range_refuses_a_head_of_odd_or_no_width(width):
    from posviz.lessons.rope_long_range import frequencies
    with pytest.raises(ValueError) as caught:
        frequencies(10000.0, width)
    assert str(caught.value) == f"the head size must be even and at least 2, not {width}"


def test_a_sequence_of_no_tokens_has_no_position_covered():
    from posviz.lessons.lengths import compare_lengths
    from posviz.model.settings import LayerSettings
    assert [check.covered for check in compare_lengths(LayerSettings(), 0)] == [0, 0, 0]
