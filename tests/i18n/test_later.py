"""posviz.i18n.Later: a sentence kept in Qt-free data is English as a value and in the language now on
when shown, whatever language was on when it was made."""
import copy
import pickle

import pytest

from posviz import i18n
from posviz.i18n import Context, Later, isolate, number, shown

Sample = Context("Sample")


def fake(context, text, _disambiguation=None, n=-1):
    """A stand-in language: the text after its context's name, so a translation is recognisable."""
    return f"[{context}] " + text.replace("%n", str(n))


@pytest.fixture
def shouting():
    i18n.install(fake, lambda value, decimals=None: f"<{value}>")
    i18n.set_right_to_left(True)
    yield
    i18n.install(None)
    i18n.set_right_to_left(False)


def test_the_value_is_english_even_when_made_in_another_language(shouting):
    made = Later(lambda: Sample.tr("%n rows of {name}, {count} in all", None, 3).format(
        name=isolate("wte"), count=number(12345)))
    assert made == "3 rows of wte, 12,345 in all"            # no isolates, Python's own number
    assert shown(made) == "[Sample] 3 rows of \u2068wte\u2069, <12345> in all"
    assert shown("plain") == "plain"
    assert copy.deepcopy(made) is made and pickle.loads(pickle.dumps(made)) == "3 rows of wte, 12,345 in all"


def test_shown_follows_the_language_installed_later():
    made = Later(lambda: Sample.tr("No token-type row."))
    assert shown(made) == "No token-type row."
    i18n.install(fake)
    try:
        assert shown(made) == "[Sample] No token-type row." and made == "No token-type row."
    finally:
        i18n.install(None)
