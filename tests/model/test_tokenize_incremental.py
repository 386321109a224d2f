"""Tokenizing again after an edit reuses the last text's tokens before the edit: the answer must be
exactly a fresh tokenization's, whatever the edit and wherever it falls (a word grown or split,
combining marks and emoji joiners that attach to the token before them)."""
from hypothesis import given, settings, strategies as st

from posviz.model import Vocabulary, toy_model

WORDS = toy_model().vocabulary.words
# letters, a digit, white space, punctuation, a combining accent, the zero-width non-joiner, an emoji
# with a skin-tone modifier, the emoji joiner and a variation selector, a control character
PIECES = ["the", "dog", "man", "bit", "a", "é", "7", " ", "  ", "\n", ",", ".", "\u0301", "\u200c", "\U0001f44d",
          "\U0001f3fd", "\u200d", "\ufe0f", "\x00", "_"]


def fresh(text: str):
    return Vocabulary(WORDS).tokenize(text)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=30),
       st.lists(st.tuples(st.integers(0, 200), st.integers(0, 3), st.lists(st.sampled_from(PIECES), max_size=3)),
                max_size=8))
def test_each_edit_gives_a_fresh_tokenization(start, edits):
    vocabulary = Vocabulary(WORDS)
    text = "".join(start)
    assert vocabulary.tokenize(text) == fresh(text)
    for at, removed, inserted in edits:
        at = min(at, len(text))
        text = text[:at] + "".join(inserted) + text[at + removed:]
        tokens = vocabulary.tokenize(text)
        assert tokens == fresh(text)
        assert all(text[t.start:t.end] == t.text for t in tokens)


def test_typing_at_the_end_grows_the_last_word_and_keeps_the_others():
    vocabulary = Vocabulary(WORDS)
    before = vocabulary.tokenize("the dog bit the ma")
    after = vocabulary.tokenize("the dog bit the man")
    assert [t.text for t in after] == ["the", "dog", "bit", "the", "man"]
    assert after[-1] == ("man", WORDS.index("man"), 16, 19, True)
    assert after[:4] == before[:4] and before[-1].text == "ma" and not before[-1].known
    # a combining accent typed after a word belongs to that word: "man" + U+0301 is one unknown token
    accented = vocabulary.tokenize("the dog bit the man\u0301")
    assert [t.text for t in accented][-1] == "man\u0301" and not accented[-1].known and len(accented) == 5
    # typing at the start shifts every span
    shifted = vocabulary.tokenize("Xthe dog bit the man")
    assert [(t.start, t.end) for t in shifted] == [(0, 4), (5, 8), (9, 12), (13, 16), (17, 20)]
    assert shifted[0].text == "Xthe" and not shifted[0].known


class CountingPattern:
    """The tokenizer's pattern, counting the tokens its scans find."""

    def __init__(self, pattern) -> None:
        self.pattern, self.found = pattern, 0

    def finditer(self, text, pos=0):
        for match in self.pattern.finditer(text, pos):
            self.found += 1
            yield match


def test_an_edit_scans_only_until_the_old_tokens_line_up_again(monkeypatch):
    import posviz.model.vocabulary as module
    vocabulary = Vocabulary(WORDS)
    text = " ".join(["the", "dog", "bit", "the", "man"] * 400)          # 2,000 tokens
    vocabulary.tokenize(text)
    counting = CountingPattern(module._TOKEN_RE)
    monkeypatch.setattr(module, "_TOKEN_RE", counting)
    for edited, scanned in (("x" + text, 1),                            # the first word grows
                            (text[:4000] + "," + text[4000:], 2),       # a comma before a word in the middle
                            ("dog " + text, 2)):                        # a new first word: two tokens
        vocabulary.tokenize(text)             # each edit made to the 2,000-token sentence
        counting.found = 0
        tokens = vocabulary.tokenize(edited)
        assert counting.found == scanned
        assert tokens == fresh(edited) and len(tokens) in (2000, 2001)
