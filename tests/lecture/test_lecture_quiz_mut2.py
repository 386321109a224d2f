"""Quiz files: every refusal word for word, and the values a valid file yields (issue 23's mutants)."""
import json

import pytest

from posviz.lecture import quiz
from posviz.lecture.quiz import QuizError, parse_quiz
from posviz.model.limits import MAX_CHOICES, MAX_QUESTIONS, MAX_TEXT


def _choice(text, correct=False):
    return {"text": text, "correct": correct, "explanation": f"Because {text}."}


def _question(**extra):
    return {"question": "Q?", "choices": [_choice("yes", True), _choice("no")], **extra}


def _refusal(data, source="quiz") -> str:
    with pytest.raises(QuizError) as caught:
        parse_quiz(data, source)
    return str(caught.value)


def _show_me_refusal(**show_me) -> str:
    return _refusal({"questions": [_question(show_me=show_me)]})


SHOW = 'quiz: question 1 ("Q?"): field "show_me"'


def test_the_top_level_refusals_word_for_word():
    assert _refusal([1, 2], "f.json") == 'f.json: a quiz file holds a JSON object with a "questions" list, not a list of 2'
    assert _refusal({"format": "posviz-lecture", "questions": []}) == \
        "quiz: this is not a posviz quiz (format 'posviz-lecture', expected 'posviz-quiz')"
    assert _refusal({"version": 2, "questions": []}) == \
        "quiz: quiz format version 2 is newer than this posviz reads (up to 1)"
    assert _refusal({"version": True, "questions": []}) == \
        "quiz: quiz format version True is newer than this posviz reads (up to 1)"
    assert _refusal({"version": "1", "questions": []}) == \
        "quiz: quiz format version '1' is newer than this posviz reads (up to 1)"
    assert _refusal({"title": 3, "questions": []}) == 'quiz: field "title" must be non-empty text, got a number'
    assert _refusal({"questions": []}) == 'quiz: field "questions" must be a non-empty list, got a list of 0'
    assert _refusal({"questions": {}}) == 'quiz: field "questions" must be a non-empty list, got an object'
    many = [_question()] * (MAX_QUESTIONS + 1)
    assert _refusal({"questions": many}) == \
        f"quiz: it has {MAX_QUESTIONS + 1:,} questions; a quiz has at most {MAX_QUESTIONS:,}"
    assert len(parse_quiz({"format": "posviz-quiz", "version": 1, "questions": [_question()] * MAX_QUESTIONS})) \
        == MAX_QUESTIONS


def test_question_and_choice_refusals_word_for_word():
    assert _refusal({"questions": ["text"]}) == "quiz: question 1 must be a JSON object, not text 'text'"
    assert _refusal({"questions": [_question(), 7]}) == "quiz: question 2 must be a JSON object, not a number"
    few = _question(choices=[_choice("yes", True)])
    assert _refusal({"questions": [few]}) == \
        f'quiz: question 1 ("Q?"): field "choices" must be a list of 2 to {MAX_CHOICES} answers, got a list of 1'
    most = _question(choices=[_choice("yes", True)] + [_choice(str(i)) for i in range(MAX_CHOICES - 1)])
    assert len(parse_quiz({"questions": [most]}).questions[0].choices) == MAX_CHOICES
    over = _question(choices=most["choices"] + [_choice("one more")])
    assert _refusal({"questions": [over]}).endswith(f"got a list of {MAX_CHOICES + 1}")
    none_right = _question(choices=[_choice("a"), _choice("b")])
    assert _refusal({"questions": [none_right]}) == \
        'quiz: question 1 ("Q?"): exactly one choice must have "correct": true, found 0'
    two_right = _question(choices=[_choice("a", True), _choice("b", True)])
    assert _refusal({"questions": [two_right]}).endswith("found 2")
    assert _refusal({"questions": [_question(choices=[_choice("a", True), None])]}) == (
        'quiz: question 1 ("Q?"), choice 2 must be a JSON object with "text", "correct" and "explanation", '
        "not nothing")
    flag = _question(choices=[{"text": "a", "correct": 1, "explanation": "e"}, _choice("b")])
    assert _refusal({"questions": [flag]}) == \
        'quiz: question 1 ("Q?"), choice 1: field "correct" must be true or false, got 1'
    unexplained = _question(choices=[_choice("a", True), {"text": "b"}])
    assert _refusal({"questions": [unexplained]}) == \
        'quiz: question 1 ("Q?"), choice 2: field "explanation" must be non-empty text, got nothing'
    blank = _question(choices=[_choice("a", True), {"text": " ", "explanation": "e"}])
    assert _refusal({"questions": [blank]}) == \
        'quiz: question 1 ("Q?"), choice 2: field "text" must be non-empty text, got empty text'


def test_show_me_refusals_word_for_word():
    assert _refusal({"questions": [_question(show_me=[1])]}) == f"{SHOW} must be a JSON object, not a list of 1"
    assert _show_me_refusal(colour="red") == \
        f"{SHOW}: unknown field(s) 'colour' (known: focus, label, sentence, settings)"
    assert _show_me_refusal(label="") == f'{SHOW}, "label" must be non-empty text, got empty text'
    assert _show_me_refusal(sentence=5) == f'{SHOW}, "sentence" must be text, got a number'
    assert _show_me_refusal(sentence="x" * (MAX_TEXT + 1)) == \
        f'{SHOW}, "sentence" has {MAX_TEXT + 1:,} characters; at most {MAX_TEXT:,}'
    assert parse_quiz({"questions": [_question(show_me={"sentence": "x" * MAX_TEXT})]}).questions[0] \
        .show_me.sentence == "x" * MAX_TEXT
    assert _show_me_refusal(sentence="a\ud800b") == (
        f'{SHOW}, "sentence" holds the code point U+D800 at character 2, half of a surrogate pair, which is not text')
    for focus, shown in ((-1, "-1"), (True, "True"), (1.0, "1.0")):
        assert _show_me_refusal(focus=focus) == f'{SHOW}, "focus" must be a token index (0, 1, 2, ...), got {shown}'
    assert _show_me_refusal(settings=[]) == f'{SHOW}, "settings" must be a JSON object, not a list of 0'
    assert _show_me_refusal(settings={"zz": 1, "aa": 2}).startswith(
        f'{SHOW}, "settings" has unknown setting(s) aa, zz; known: ')
    assert _show_me_refusal(settings={"scheme": "wavy"}).startswith(f'{SHOW}, "settings": ')


def test_a_valid_show_me_and_question_keep_their_values():
    data = {"title": "  Week 3  ", "questions": [_question(id=7, show_me={
        "label": " Look ", "sentence": "a b", "settings": {"scheme": "rope"}, "focus": 0})]}
    loaded = parse_quiz(data, "mine")
    question = loaded.questions[0]
    assert (loaded.title, loaded.source, question.id, question.question) == ("Week 3", "mine", "7", "Q?")
    assert question.show_me == quiz.ShowMe("Look", "a b", {"scheme": "rope"}, 0)
    assert question.choices[1] == quiz.Choice("no", False, "Because no.")
    assert parse_quiz({"questions": [_question(), _question()]}).questions[1].id == "2"
    assert quiz.score(loaded, {0: 1}) == (0, 1) and quiz.score(loaded, {0: 0}) == (1, 1)


def test_the_kind_and_short_forms():
    assert [quiz._kind(v) for v in (None, "", "ab", [1], {}, True, 1, 1.5, (1,))] == [
        "nothing", "empty text", "text 'ab'", "a list of 1", "an object", "true/false", "a number", "a number",
        "tuple"]
    assert quiz._short("x" * 40) == "x" * 40 and quiz._short("x" * 41) == "x" * 39 + "…"
    assert quiz._kind("y" * 50) == f"text '{'y' * 39}…'"


def test_a_file_over_the_byte_cap_and_an_unreadable_one(tmp_path):
    from posviz.model.limits import MAX_QUIZ_BYTES
    big = tmp_path / "big.json"
    big.write_bytes(b" " * (MAX_QUIZ_BYTES + 1))
    with pytest.raises(QuizError) as caught:
        quiz.load_quiz(big)
    assert "big.json" in str(caught.value) and "quiz" in str(caught.value)
    folder = tmp_path / "dir.json"
    folder.mkdir()
    with pytest.raises(QuizError) as caught:
        quiz.load_quiz(folder)
    assert str(caught.value).startswith("dir.json") or "dir.json" in str(caught.value)
    good = tmp_path / "ok.json"
    good.write_text(json.dumps({"questions": [_question()]}))
    assert quiz.load_quiz(good).source == "ok.json"


def test_the_byte_cap_and_a_missing_file_word_for_word(tmp_path):
    big = tmp_path / "big.json"
    big.write_bytes(b" " * 2_000_001)
    with pytest.raises(QuizError) as caught:
        quiz.load_quiz(big)
    assert str(caught.value) == "big.json is 2.0 MB; a quiz is at most 2.0 MB, so this is not one"
    with pytest.raises(QuizError) as caught:
        quiz.load_quiz(tmp_path / "nope.json")
    assert str(caught.value) == "cannot read the quiz file nope.json: No such file or directory"


def test_a_missing_shipped_quiz_says_to_reinstall(tmp_path, monkeypatch):
    from posviz.assets import ResourceError
    assert quiz.DEFAULT_QUIZ == "quiz/lesson.json" and (quiz.FORMAT, quiz.VERSION) == ("posviz-quiz", 1)
    monkeypatch.setattr(quiz, "resource_path", lambda name: tmp_path / "data" / name)
    with pytest.raises(ResourceError) as caught:
        quiz.default_quiz()
    assert str(caught.value) == (f"posviz cannot find its data file 'quiz/lesson.json' (looked in "
                                 f"{tmp_path / 'data' / 'quiz'}); reinstall posviz")


def test_half_a_surrogate_pair_in_any_text_is_refused_where_it_is():
    assert _refusal({"questions": [_question(question="ok \udc00")]}) == (
        'quiz: question 1: field "question" holds the code point U+DC00 at character 4, half of a surrogate pair, '
        "which is not text")
    assert _refusal({"title": "\ud83d", "questions": []}) == (
        'quiz: field "title" holds the code point U+D83D at character 1, half of a surrogate pair, which is not text')
