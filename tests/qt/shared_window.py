"""A window shared by a file's tests is put back where the file's fixture left it before each test,
so no test sees what another one did (the order is random: pytest-randomly).

Use it from an autouse fixture::

    @pytest.fixture(autouse=True)
    def back_to_the_lesson(request):
        reset_shared(request, "window")
"""
from posviz.qt.lecture.slides import apply_slide, capture

_BASELINES = {}


class Baseline:
    """What a shared window showed before its first test: sentence, settings, real model, view
    options, step, focus, word order, the tab shown."""

    def __init__(self, window) -> None:
        session = window.session
        session.wait()
        self.window, self.slide, self.model = window, capture(session), session.real_model
        self.tab = window.tabs.currentIndex()

    def restore(self) -> None:
        window, session = self.window, self.window.session
        session.wait()
        if window.blanked:
            window.toggle_blank()
        if window.presenting:
            window.set_presenting(False)
        if session.real_model is not self.model:
            session.set_layer(self.model, self.slide.settings)
            session.wait()
        assert apply_slide(session, self.slide) == ""
        session.wait()
        window.tabs.setCurrentIndex(self.tab)
        assert (session.text, session.settings, session.step) == (self.slide.text, self.slide.settings, self.slide.view.step)


def reset_shared(request, name: str) -> None:
    """Before a test that uses the shared window fixture ``name``: put the window back."""
    if name not in request.fixturenames:
        return
    window = request.getfixturevalue(name)
    key = id(window)
    if key not in _BASELINES or _BASELINES[key].window is not window:
        _BASELINES[key] = Baseline(window)
    _BASELINES[key].restore()
