"""A quiz file's defaults and limits, word for word (the shipped quiz never reaches them)."""
import pytest

from posviz.lecture.quiz import QuizError, parse_quiz
from posviz.model.limits import MAX_QUIZ_TEXT


def _choice(text, correct=False):
    return {"text": text, "correct": correct, "explanation": f"Because {text} is what it is."}


def _quiz(question="What is added to the token row?", **extra):
    return {"questions": [{"question": question, "choices": [_choice("a position vector", True), _choice("nothing")],
                           **extra}]}


def _refusal(data) -> str:
    with pytest.raises(QuizError) as caught:
        parse_quiz(data)
    return str(caught.value)


def test_defaults_title_id_and_show_me_label():
    quiz = parse_quiz(_quiz(show_me={"sentence": "the dog bit the man"}))
    question = quiz.questions[0]
    assert quiz.title == "Quiz" and question.id == "1" and question.show_me.label == "Show me"
    assert parse_quiz(_quiz(show_me=None)).questions[0].show_me is None
    given = parse_quiz({"title": "Week 3", **_quiz(id="q7", show_me={"label": "Try it"})})
    assert (given.title, given.questions[0].id, given.questions[0].show_me.label) == ("Week 3", "q7", "Try it")


def test_text_up_to_the_limit_is_taken_and_one_more_character_is_refused():
    assert MAX_QUIZ_TEXT == 5_000
    assert len(parse_quiz(_quiz("x" * 5_000)).questions[0].question) == 5_000
    assert _refusal(_quiz("x" * 5_001)) == \
        'quiz: question 1: field "question" has 5,001 characters; at most 5,000 are allowed'


def test_refusals_name_the_question_by_its_first_words_and_what_was_found():
    long = "Which of these is what the first block of the transformer receives?"      # 68 characters
    assert _refusal(_quiz(long, hint="none")) == (
        f'quiz: question 1 ("{long[:39]}…"): unknown field(s) \'hint\' (known: choices, id, question, show_me)')
    assert _refusal({"questions": None}) == 'quiz: field "questions" must be a non-empty list, got nothing'
    assert _refusal({"questions": [{"question": "   "}]}) == \
        'quiz: question 1: field "question" must be non-empty text, got empty text'
    bad_choice = _quiz()
    bad_choice["questions"][0]["choices"][1]["weight"] = 2
    assert _refusal(bad_choice).endswith("choice 2: unknown field(s) 'weight' (known: correct, explanation, text)")
