"""Qt-free documents of a lecture: saved state, quizzes, atomic file I/O, the numbers behind exports."""
