"""The quiz as data: shipped files load and are sound; malformed files are refused by name."""
import copy
import json
import subprocess
import sys

import pytest

from posviz.lecture import quiz
from posviz.assets import resource_path
from posviz.model.settings import LayerSettings


@pytest.fixture(scope="module")
def lesson():
    return quiz.default_quiz()


@pytest.fixture
def good_data():
    return json.loads(resource_path(quiz.DEFAULT_QUIZ).read_text(encoding="utf-8"))


def shipped_quiz_files():
    return sorted(resource_path("quiz").glob("*.json"))


def test_at_least_one_quiz_file_is_shipped():
    assert [p.name for p in shipped_quiz_files()] and resource_path(quiz.DEFAULT_QUIZ).is_file()


@pytest.mark.parametrize("path", shipped_quiz_files(), ids=lambda p: p.name)
def test_every_shipped_question_has_one_answer_and_explanations(path):
    loaded = quiz.load_quiz(path)
    assert len(loaded) >= 7
    for question in loaded.questions:
        assert sum(c.correct for c in question.choices) == 1
        assert all(len(c.explanation) > 20 for c in question.choices)
        assert question.choices[question.answer].correct
        assert question.show_me is not None and question.show_me.label
    assert len({q.id for q in loaded.questions}) == len(loaded)


def test_lesson_covers_the_topics_the_issue_lists(lesson):
    ids = {q.id for q in lesson.questions}
    assert {"why-positions", "table-vs-length", "encoding-vs-embedding", "add-not-concatenate",
            "sinusoidal-vs-learned", "what-rope-changes", "one-hot"} <= ids


def test_correct_answers_are_not_all_in_the_same_place(lesson):
    assert len({q.answer for q in lesson.questions}) >= 3


def test_every_show_me_is_a_state_the_model_accepts(lesson):
    """Each show-me's settings build, and its sentence encodes and has the focused token."""
    from posviz.model.settings import build_layer
    for question in lesson.questions:
        show = question.show_me
        layer = build_layer(LayerSettings().changed(**show.settings))
        frame = layer.encode(show.sentence)
        assert frame.known.all(), question.id
        assert 0 <= show.focus < frame.length, question.id


def test_show_me_settings_match_their_claims(lesson):
    by_id = {q.id: q.show_me for q in lesson.questions}
    assert by_id["why-positions"].settings["positions_on"] is False
    assert by_id["what-rope-changes"].settings["scheme"] == "rope"
    learned = by_id["sinusoidal-vs-learned"]
    assert learned.settings["learned_max_len"] == len(learned.sentence.split())


def test_score_counts_first_answers(lesson):
    answers = {0: lesson.questions[0].answer, 1: (lesson.questions[1].answer + 1) % 4}
    assert quiz.score(lesson, answers) == (1, 2)
    assert quiz.score(lesson, {}) == (0, 0)


def _broken(data, path_and_value):
    data = copy.deepcopy(data)
    *keys, last = path_and_value[0]
    target = data
    for key in keys:
        target = target[key]
    if path_and_value[1] is KeyError:
        del target[last]
    else:
        target[last] = path_and_value[1]
    return data


MALFORMED = [
    # (what to change, words the message must contain)
    ((["questions"], []), ["questions", "non-empty list"]),
    ((["questions", 2, "choices", 0, "correct"], True), ["question 3", "exactly one", "found 2"]),
    ((["questions", 0, "choices", 1, "correct"], False), ["question 1", "exactly one", "found 0"]),
    ((["questions", 4, "choices", 2, "explanation"], KeyError), ["question 5", "choice 3", "explanation"]),
    ((["questions", 1, "choices", 0, "explanation"], "  "), ["question 2", "choice 1", "explanation",
                                                             "empty"]),
    ((["questions", 1, "choices"], [{"text": "a", "correct": True, "explanation": "b"}]),
     ["question 2", "choices", "2 to 8"]),
    ((["questions", 6, "question"], KeyError), ["question 7", "question", "non-empty text"]),
    ((["questions", 0, "choices", 0, "correct"], "yes"), ["question 1", "choice 1", "correct",
                                                          "true or false"]),
    ((["questions", 3, "choices", 0, "explantion"], "typo"), ["question 4", "choice 1", "explantion"]),
    ((["questions", 5, "show_me", "settings", "scheme"], "wavy"), ["question 6", "show_me",
                                                                   "unknown position scheme"]),
    ((["questions", 5, "show_me", "settings", "colour"], "red"), ["question 6", "unknown setting",
                                                                  "colour"]),
    ((["questions", 0, "show_me", "focus"], -1), ["question 1", "focus", "token index"]),
    ((["questions", 0, "choices", 0], "just text"), ["question 1", "choice 1", "JSON object"]),
    ((["format"], "posviz-state"), ["not a posviz quiz"]),
    ((["version"], 99), ["version 99", "newer"]),
]


@pytest.mark.parametrize("change, words", MALFORMED, ids=[" ".join(map(str, m[0][0])) for m in MALFORMED])
def test_malformed_file_gets_a_message_naming_the_problem(tmp_path, good_data, change, words):
    path = tmp_path / "lecturer.json"
    path.write_text(json.dumps(_broken(good_data, change)), encoding="utf-8")
    with pytest.raises(quiz.QuizError) as info:
        quiz.load_quiz(path)
    message = str(info.value)
    assert message.startswith("lecturer.json")
    for word in words:
        assert word in message


def test_invalid_json_names_line_and_column(tmp_path):
    path = tmp_path / "broken.json"
    path.write_text('{"questions": [\n  {"question": "x",,}\n]}', encoding="utf-8")
    with pytest.raises(quiz.QuizError, match=r"broken.json is not valid JSON: .* line 2, column"):
        quiz.load_quiz(path)


def test_missing_file_and_non_object(tmp_path):
    with pytest.raises(quiz.QuizError, match="cannot read the quiz file nope.json"):
        quiz.load_quiz(tmp_path / "nope.json")
    (tmp_path / "list.json").write_text("[1, 2]")
    with pytest.raises(quiz.QuizError, match="not a list of 2"):
        quiz.load_quiz(tmp_path / "list.json")


def test_a_minimal_lecturer_file_loads(tmp_path):
    path = tmp_path / "mine.json"
    path.write_text(json.dumps({"questions": [{"question": "2 + 2?", "choices": [
        {"text": "4", "correct": True, "explanation": "Addition."},
        {"text": "5", "explanation": "Off by one."}]}]}), encoding="utf-8")
    loaded = quiz.load_quiz(path)
    assert loaded.title == "Quiz" and loaded.source == "mine.json"
    assert loaded.questions[0].answer == 0 and loaded.questions[0].show_me is None


def test_quiz_and_practice_import_without_qt():
    code = ("import sys, posviz.lecture.quiz, posviz.practice; "
            "bad = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'pyqtgraph', 'shiboken6')]; "
            "print(bad); sys.exit(1 if bad else 0)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_one_huge_question_under_the_byte_cap_is_refused_by_its_length(tmp_path):
    """Issue 17, case 5: one 10 MB question took 45 s and 1 GB to lay out. 10 MB is over the byte cap;
    a question just under it is refused by its length, naming where, before anything is shown."""
    from posviz.model.limits import MAX_QUIZ_BYTES, MAX_QUIZ_TEXT
    path = tmp_path / "long.json"
    question = "why " * ((MAX_QUIZ_BYTES - 1000) // 4)
    path.write_text(json.dumps({"questions": [{"question": question, "choices": [
        {"text": "4", "correct": True, "explanation": "Addition."},
        {"text": "5", "explanation": "Off by one."}]}]}), encoding="utf-8")
    assert path.stat().st_size <= MAX_QUIZ_BYTES
    with pytest.raises(quiz.QuizError) as info:
        quiz.load_quiz(path)
    assert str(info.value).startswith("long.json") and "question 1" in str(info.value)
    assert f"{len(question):,} characters; at most {MAX_QUIZ_TEXT:,}" in str(info.value)
