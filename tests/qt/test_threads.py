"""DaemonWorker: jobs run in order in one thread, which ends when idle and lets go of its last job."""
import threading
import time
import weakref

import posviz.qt.threads as threads
from posviz.qt.threads import DaemonWorker


def alive(name: str) -> bool:
    return any(t.name == name for t in threading.enumerate())


def test_jobs_run_one_after_another_in_order():
    worker, seen = DaemonWorker("test order"), []
    for i in range(20):
        worker.start(lambda i=i: (time.sleep(0.001), seen.append((i, threading.current_thread().name))))
    assert worker.wait(5_000) and worker.pending == 0
    assert seen == [(i, "test order") for i in range(20)]


def test_an_idle_thread_ends_and_a_new_job_starts_another(monkeypatch):
    monkeypatch.setattr(threads, "IDLE_EXIT_S", 0.05)
    worker, seen = DaemonWorker("test idle exit"), []
    worker.start(lambda: seen.append(1))
    assert worker.wait(5_000)
    deadline = time.monotonic() + 5
    while alive("test idle exit") and time.monotonic() < deadline:
        time.sleep(0.01)
    assert not alive("test idle exit")            # hundreds of sessions left hundreds of threads
    worker.start(lambda: seen.append(2))
    assert worker.wait(5_000) and seen == [1, 2]


def test_the_last_job_is_let_go_while_the_thread_waits(monkeypatch):
    monkeypatch.setattr(threads, "IDLE_EXIT_S", 60.0)
    class Held:
        pass
    held = Held()
    gone = weakref.ref(held)
    worker = DaemonWorker("test release")
    worker.start(lambda held=held: held)
    del held
    assert worker.wait(5_000)
    deadline = time.monotonic() + 5
    while gone() is not None and time.monotonic() < deadline:
        time.sleep(0.01)
    assert gone() is None and alive("test release")
