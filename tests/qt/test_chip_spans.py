"""A token chip shows a token's text, id and whether it is known, never its span: a keystroke in the
first word shifts every later token's span, and those chips must neither word nor cut their text again;
a change of what they show must still redraw them."""
import pytest

import posviz.qt.panels.sentence as sentence
from posviz.model import Token
from posviz.qt.panels.sentence import TokenChip

UNK = "[UNK]"


@pytest.fixture
def chip(qtbot):
    chip = TokenChip(3, Token("dog", 2, 4, 7, True), UNK)
    qtbot.addWidget(chip)
    return chip


@pytest.fixture
def cuts(monkeypatch):
    """Counts the chip's calls of ``clip`` (each token shown is cut to a readable length first)."""
    calls = []
    original = sentence.clip

    def counted(*args, **kwargs):
        calls.append(args[0])
        return original(*args, **kwargs)
    monkeypatch.setattr(sentence, "clip", counted)
    return calls


def test_a_shifted_span_words_nothing_again(chip, cuts):
    tip, name = chip.toolTip(), chip.accessibleName()
    assert chip.show_token(Token("dog", 2, 9, 12, True), UNK) is False     # "x" typed before: span 4..7 -> 9..12
    assert cuts == []
    assert (chip.text(), chip.toolTip(), chip.accessibleName()) == ("dog\n2", tip, name)


def test_another_id_for_the_same_text_is_shown(chip):
    assert chip.show_token(Token("dog", 5, 4, 7, True), UNK) is True       # another model's vocabulary
    assert chip.text() == "dog\n5"
    assert chip.accessibleName() == "token 3, dog, id 5"


def test_the_same_word_unknown_is_flagged(chip):
    assert chip.show_token(Token("dog", 2, 4, 7, False), UNK) is True
    assert chip.text() == "dog\n2 [UNK]"
    assert chip.property("unknown") is True
