"""Comparing models: tokens, ids, spans and counts are each tokenizer's own; rows are the main view's."""
import numpy as np
import pytest

pytest.importorskip("safetensors", reason="writing test folders needs the 'safetensors' package")
tokenizers = pytest.importorskip("tokenizers", reason="reading a real tokenizer needs 'tokenizers'")

import tiny_checkpoints as tc  # noqa: E402

from posviz.lessons.compare import FIRST_DIMS, compare, open_layer, table_rows  # noqa: E402
from posviz.lessons.compare_captions import chosen_captions, count_captions, word_captions  # noqa: E402

TEXT = "the dog bit cats € zebra"          # BERT: cat ##s, [UNK]; byte-level BPE: € as three bytes
FAMILIES = ("gpt2", "bert", "llama")


@pytest.fixture(scope="module")
def folders(tmp_path_factory):
    root = tmp_path_factory.mktemp("compare")
    made = {"gpt2": tc.gpt2(root / "gpt2", positions=32), "bert": tc.bert(root / "bert", positions=32),
            "llama": tc.llama(root / "llama")}
    return {name: (path, tensors) for name, (path, tensors) in made.items()}


@pytest.fixture(scope="module")
def layers(folders):
    return {"toy": open_layer("toy"), **{name: open_layer(str(folders[name][0])) for name in FAMILIES}}


def own_encoding(folder):
    """The tokenizer library's own output, with the file's padding turned off (as a model's own code
    does for one sentence: the BERT file pads to 32)."""
    tok = tokenizers.Tokenizer.from_file(str(folder / "tokenizer.json"))
    tok.no_padding()
    return tok.encode(TEXT)


def test_tokens_ids_spans_and_counts_are_each_tokenizers_own(folders, layers):
    comparison = compare(TEXT, [layers[name] for name in FAMILIES])
    assert [m.name for m in comparison.models] == ["GPT-2", "BERT", "Llama-style"]
    for name, model in zip(FAMILIES, comparison.models):
        own = own_encoding(folders[name][0])
        assert model.ids.tolist() == own.ids
        assert model.count == len(own.ids)
        special = np.array(own.special_tokens_mask, dtype=bool)
        spans = np.array(own.offsets)
        assert model.spans[~special].tolist() == spans[~special].tolist()
        assert [t.text for t, cut in zip(model.tokens, special) if not cut] == \
            [TEXT[s:e] for s, e in spans[~special]]
        assert model.special.tolist() == special.tolist()


def test_unknown_and_byte_tokens_are_named(folders, layers):
    gpt2, bert = compare(TEXT, [layers["gpt2"], layers["bert"]]).models
    bert_unk = tokenizers.Tokenizer.from_file(str(folders["bert"][0] / "tokenizer.json")).token_to_id("[UNK]")
    assert bert.unknown.tolist() == (bert.ids == bert_unk).tolist() and bert.unknown.sum() == 2   # €, zebra
    euro = TEXT.index("€")
    assert np.flatnonzero(gpt2.byte_pieces).tolist() == gpt2.overlapping(euro, euro + 1).tolist()
    assert [gpt2.labels[i] for i in np.flatnonzero(gpt2.byte_pieces)] == ["€ <0xE2>", "<0x82>", "<0xAC>"]
    assert not gpt2.unknown.any() and not bert.byte_pieces.any()


def test_rows_are_the_main_views_and_the_checkpoints(folders, layers):
    comparison = compare(TEXT, [layers[name] for name in ("toy", *FAMILIES)])
    for name, model in zip(("toy", *FAMILIES), comparison.models):
        rows = layers[name].encode(TEXT).block_input           # the main view's path
        assert np.array_equal(model.first_dims, rows[:, :FIRST_DIMS])
        np.testing.assert_allclose(model.norms, np.sqrt((rows ** 2).sum(axis=1)), rtol=1e-12)
    tensors, gpt2 = folders["gpt2"][1], comparison.models[1]       # GPT-2: z = wte[id] + wpe[p], nothing after
    z = tensors["transformer.wte.weight"][gpt2.ids].astype(np.float64) \
        + tensors["transformer.wpe.weight"][:gpt2.count].astype(np.float64)
    np.testing.assert_allclose(gpt2.norms, np.linalg.norm(z, axis=1), rtol=1e-12)


def test_the_toy_keeps_the_lessons_ids():
    model = compare("the dog bit the man", [open_layer("toy")]).models[0]
    assert model.ids.tolist() == [0, 2, 6, 0, 4] and model.recipe.startswith("toy: width 6, vocabulary 10 words")


def test_captions_state_the_numbers(folders, layers):
    comparison = compare(TEXT, [layers[name] for name in ("toy", *FAMILIES)])
    char = TEXT.index("cats") + 1
    start, end = TEXT.index("cats"), TEXT.index("cats") + 4
    for name, model in zip(FAMILIES, comparison.models[1:]):        # the pieces the tokenizer itself gives "cats"
        own = own_encoding(folders[name][0])
        pieces = [o for o, special in zip(own.offsets, own.special_tokens_mask) if not special and o[0] < end
                  and o[1] > start]
        assert len(pieces) == 2 and f"{model.name} cuts “cats” into 2 tokens." in word_captions(comparison, char)
    assert "toy has no token for “cats”: it becomes the unknown token (id 10)." in word_captions(comparison, char)
    zebra = word_captions(comparison, TEXT.index("zebra"))
    assert zebra[2] == "BERT has no token for “zebra”: it becomes the unknown token (id 1)."
    dog = word_captions(comparison, TEXT.index("dog"))
    assert dog[0] == "toy keeps “dog” as one token." and "BERT keeps “dog” as one token." in dog
    counts = {m.name: len(own_encoding(folders[n][0]).ids) for n, m in zip(FAMILIES, comparison.models[1:])}
    lines = count_captions(comparison)
    assert f"GPT-2 reads the sentence as {counts['GPT-2']} tokens." in lines
    assert f"BERT reads the sentence as {counts['BERT']} tokens, 2 of them added by the model itself." in lines
    assert "2 of BERT's tokens are its unknown token: those pieces have no row of their own." in lines
    assert f"Llama-style needs the most tokens ({counts['Llama-style']}), toy the fewest (6)." in lines
    chosen = chosen_captions(comparison, char, lambda row: f"{row[0]:.4f}")
    bert = comparison.models[2]
    index = bert.covering(char)
    assert bert.labels[index] == "cat"
    assert chosen[2] == (f"Character {char} (“a”) is in BERT's token {index}, “cat” (id {int(bert.ids[index])}); "
                         f"its row begins {bert.first_dims[index][0]:.4f}.")
    space = TEXT.index(" ")
    assert comparison.chosen(space)[2] is None        # BERT drops spaces; GPT-2 keeps them in "␣dog"
    assert comparison.models[1].labels[comparison.chosen(space)[1]] == "␣dog"


def test_table_rows_one_per_model_and_token(layers):
    comparison = compare(TEXT, [layers["toy"], layers["bert"]])
    rows = table_rows(comparison)
    assert len(rows) == sum(m.count for m in comparison.models)
    toy = [r for r in rows if r[0] == "toy"]
    assert [r[2] for r in toy] == TEXT.split() and [r[4] for r in toy][:2] == [0, 4]


def test_a_sentence_longer_than_a_model_says_it_was_cut(layers, folders):
    long_text = " ".join(["dog"] * 40)                   # GPT-2's table has 32 positions
    total = len(tokenizers.Tokenizer.from_file(str(folders["gpt2"][0] / "tokenizer.json")).encode(long_text).ids)
    gpt2 = compare(long_text, [layers["gpt2"]]).models[0]
    assert gpt2.count == 32 and gpt2.notes == (f"The model reads at most 32 tokens: the first 32 of the text's "
                                               f"{total} are shown, the rest were cut.",)
    with pytest.raises(ValueError, match="one to 4 models"):
        compare(TEXT, [layers["toy"]] * 5)


def test_the_same_model_twice_is_numbered_each_time():
    """The second copy kept the bare name: the first was renamed before the second was counted."""
    from posviz.lessons.compare import short_names
    from posviz.model.toy import toy_model
    toy = toy_model()
    assert short_names([toy, toy, toy]) == ["toy (6) #1", "toy (6) #2", "toy (6) #3"]
