"""LatestCall: requests made while one runs replace each other, and only the newest answer is delivered."""
import threading

from posviz.qt.workers.latest_call import LatestCall


def test_only_the_newest_request_is_answered(qtbot):
    call = LatestCall("test latest call")
    answers, gate = [], threading.Event()
    call.done.connect(lambda key, result: answers.append((key, result)))
    call.submit(1, lambda: gate.wait(10) and "first")      # runs, held until the gate opens
    call.submit(2, lambda: "second")                       # waits ...
    call.submit(3, lambda: "third")                        # ... and is replaced by this one
    gate.set()
    assert call.wait()
    assert answers == [(3, "third")]                       # 1 is stale when it ends, 2 never ran


def test_a_failure_is_an_answer_not_a_raise(qtbot):
    call = LatestCall("test latest call")
    answers = []
    call.done.connect(lambda key, result: answers.append((key, result)))
    call.submit("k", lambda: 1 / 0)
    assert call.wait()
    (key, result), = answers
    assert key == "k" and isinstance(result, RuntimeError) and "ZeroDivisionError" in str(result)
