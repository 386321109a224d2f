"""The quiz's marked sentences and the speaker notes, on small data written out here (issue 23)."""
from types import SimpleNamespace

from posviz.lecture import quiz_marks, speaker_notes

DATA = {"title": " T ", "questions": [
    {"question": "Q1?", "choices": [{"text": "a", "explanation": "why a"}, {"text": "b", "explanation": "why a"}],
     "show_me": {"label": "Look", "sentence": "not marked"}},
    {"question": "Q2 \"x\"?", "choices": [{"text": "a ", "explanation": "é"}], "show_me": {"sentence": "s"}}]}


def test_the_sentences_a_student_reads_in_order_each_once():
    assert quiz_marks.sentences(DATA) == ["T", "Q1?", "a", "why a", "b", "Look", 'Q2 "x"?', "é"]
    assert quiz_marks.shown("Any text") == "Any text"


def test_the_generated_module_word_for_word():
    text = quiz_marks.module_text(DATA)
    assert text.startswith(quiz_marks._HEAD)
    assert text[len(quiz_marks._HEAD):] == (
        '\n\ndef title() -> list[str]:\n    return [\n        LessonQuiz.tr("T"),\n    ]\n'
        '\n\ndef question_1() -> list[str]:\n    return [\n        LessonQuiz.tr("Q1?"),\n'
        '        LessonQuiz.tr("a"),\n        LessonQuiz.tr("why a"),\n        LessonQuiz.tr("b"),\n'
        '        LessonQuiz.tr("Look"),\n    ]\n'
        '\n\ndef question_2() -> list[str]:\n    return [\n        LessonQuiz.tr("Q2 \\"x\\"?"),\n'
        '        LessonQuiz.tr("a"),\n        LessonQuiz.tr("é"),\n    ]\n'
        '\n\nPARTS = (title, question_1, question_2)\n')
    namespace = {}
    exec(compile(text, "generated", "exec"), namespace)        # the generated source runs as written
    assert namespace["marked"]() == ["T", "Q1?", "a", "why a", "b", "Look", 'Q2 "x"?', "a", "é"]


def test_a_slides_own_notes_win_unless_blank():
    def slide(notes, step):
        return SimpleNamespace(notes=notes, view=SimpleNamespace(step=step))
    notes = speaker_notes.all_step_notes()
    assert len(notes) == 5
    assert speaker_notes.notes_for(slide("mine", 2)) == "mine"
    assert speaker_notes.notes_for(slide(" \n", 2)) == notes[2]
    assert speaker_notes.notes_for(slide("", -1)) == ""
    assert [speaker_notes.step_notes(s) for s in (-1, 0, 4, 5)] == ["", notes[0], notes[4], ""]
    assert notes[0].startswith("Point at the chips") and notes[4].startswith("Z has one row per token")


def test_the_writer_writes_what_the_check_compares(tmp_path, monkeypatch):
    from pathlib import Path

    from posviz.lecture import lesson_quiz_text
    assert quiz_marks.GENERATED == Path(lesson_quiz_text.__file__)
    target = tmp_path / "lesson_quiz_text.py"
    monkeypatch.setattr(quiz_marks, "GENERATED", target)
    quiz_marks.main()
    assert target.read_bytes() == Path(lesson_quiz_text.__file__).read_bytes()


def test_the_lectures_translation_contexts_are_the_ones_in_the_ts_files():
    import xml.etree.ElementTree as ElementTree
    from pathlib import Path

    from posviz.lecture import export_data, state
    root = ElementTree.parse(Path(__file__).parents[2] / "resources" / "translations" / "posviz_de.ts").getroot()
    sources = {context.findtext("name"): {m.findtext("source") for m in context.iter("message")}
               for context in root.iter("context")}
    for context, text in ((speaker_notes.SpeakerNotes, speaker_notes.all_step_notes()[0]),
                          (state.LectureFile, "the file is empty"), (export_data.ExportNames, "Whole window"),
                          (quiz_marks.LessonQuiz, "Check your understanding: tokens, embeddings and positions")):
        assert text in sources[context.name], context.name
