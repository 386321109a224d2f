"""Data that posviz ships: the lesson's toy model, preset sentences, quizzes, icons.

Installed as the package ``posviz.resources`` so that ``importlib.resources`` finds it
in a wheel as well as in a source checkout.
"""
