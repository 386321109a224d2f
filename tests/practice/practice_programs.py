"""Student programs used by the practice tests: right ones, typical mistakes, hostile ones."""

SPLIT_LAYOUT = '''
import numpy as np
def positional_encoding(length, d_model):
    pos = np.arange(length)[:, None]
    k = np.arange((d_model + 1) // 2)
    angles = pos * 10000.0 ** (-2.0 * k / d_model)
    return np.concatenate([np.sin(angles), np.cos(angles[:, :d_model // 2])], axis=1)
'''

FLOAT32_ANGLES = '''
import numpy as np
def positional_encoding(length, d_model):
    pos = np.arange(length, dtype=np.float32)[:, None]
    k = np.arange((d_model + 1) // 2, dtype=np.float32)
    angles = pos * np.float32(10000.0) ** (np.float32(-2.0) * k / np.float32(d_model))
    table = np.empty((length, d_model), dtype=np.float32)
    table[:, 0::2] = np.sin(angles)
    table[:, 1::2] = np.cos(angles[:, :d_model // 2])
    return table
'''

OFF_BY_ONE_ENCODING = '''
import numpy as np
def positional_encoding(length, d_model):
    pos = np.arange(1, length + 1)[:, None]
    k = np.arange((d_model + 1) // 2)
    angles = pos * 10000.0 ** (-2.0 * k / d_model)
    table = np.empty((length, d_model))
    table[:, 0::2] = np.sin(angles)
    table[:, 1::2] = np.cos(angles[:, :d_model // 2])
    return table
'''

EVEN_ONLY_ENCODING = '''
import math
import numpy as np
def positional_encoding(length, d_model):
    pe = np.zeros((length, d_model))
    position = np.arange(length)[:, None]
    div_term = np.exp(np.arange(0, d_model, 2) * -(math.log(10000.0) / d_model))
    pe[:, 0::2] = np.sin(position * div_term)
    pe[:, 1::2] = np.cos(position * div_term)
    return pe
'''

MISSING_POSITIONS = "def assemble_z(E, ids, P):\n    return E[ids]\n"
OFF_BY_ONE_ASSEMBLE = "def assemble_z(E, ids, P):\n    return E[ids] + P[1:len(ids) + 1]\n"
WHOLE_P = "def assemble_z(E, ids, P):\n    return E[ids] + P\n"
POSITIONS_BY_ID = "def assemble_z(E, ids, P):\n    return E[ids] + P[ids]\n"
INVERSE_ORDER = '''
import numpy as np
def shuffle_without_positions(E, ids, order):
    z = E[ids]
    return E[ids[order]], z[np.argsort(order)]
'''
UNSHUFFLED = "def shuffle_without_positions(E, ids, order):\n    return E[ids], E[ids][order]\n"

HOSTILE = {
    # name: (source, expected outcome, words in the summary or the first failing case)
    "endless loop": ("def positional_encoding(length, d_model):\n    while True:\n        pass\n",
                     "timeout", ["Time limit", "case 1", "endless loop"]),
    "endless loop at load": ("while True:\n    pass\n", "timeout", ["still loading", "endless loop"]),
    "exception": ("def positional_encoding(length, d_model):\n    return {}['x']\n",
                  "failed", ["KeyError", "line 2"]),
    "syntax error": ("def positional_encoding(length, d_model)\n    return 1\n",
                     "error", ["did not load", "SyntaxError"]),
    "sys.exit": ("import sys\ndef positional_encoding(length, d_model):\n    sys.exit(3)\n",
                 "failed", ["sys.exit()"]),
    "sys.exit at load": ("import sys\nsys.exit(0)\n", "error", ["did not load", "sys.exit()"]),
    "os._exit": ("import os\ndef positional_encoding(length, d_model):\n    os._exit(7)\n",
                 "crashed", ["exit code 7", "during case 1", "os._exit()"]),
    "huge print": ("def positional_encoding(length, d_model):\n    while True:\n        print('spam ' * 1000)\n",
                   "failed", ["Printing that much"]),
    "huge write to fd 1": ("import os\ndef positional_encoding(length, d_model):\n    while True:\n"
                           "        os.write(1, b'x' * 100000)\n", "timeout", ["Time limit", "It printed"]),
    "huge allocation": ("import numpy as np\ndef positional_encoding(length, d_model):\n"
                        "    return np.ones((10**6, 10**6))\n", "failed", ["more memory", "512 MB"]),
    "growing allocation": ("def positional_encoding(length, d_model):\n    hoard = []\n    while True:\n"
                           "        hoard.append(bytearray(10**8))\n", "failed", ["more memory"]),
    "recursion": ("def positional_encoding(length, d_model):\n    return positional_encoding(length, d_model)\n",
                  "failed", ["calling itself"]),
    "segmentation fault": ("import ctypes\ndef positional_encoding(length, d_model):\n"
                           "    return ctypes.string_at(0)\n", "crashed", ["segmentation fault", "during case 1"]),
    "no function": ("x = 1\n", "error", ["does not define a function called positional_encoding"]),
    "returns None": ("def positional_encoding(length, d_model):\n    pass\n", "failed", ["returned None"]),
    "imports posviz": ("from posviz.model import Sinusoidal\n", "error", ["cannot import posviz"]),
}

# A recursion far past the C stack: how it ends depends on the platform and Python version (a
# segmentation fault on CPython 3.11/Linux; a RecursionError where CPython guards its C stack; or the
# memory cap first). Each documented ending has its own clear message.
RECURSION_BOMB = ("import sys\nsys.setrecursionlimit(10**8)\ndef deeper(n):\n    return list(map(deeper, [n + 1]))\n"
                  "def positional_encoding(length, d_model):\n    return deeper(0)\n")
RECURSION_BOMB_ENDINGS = (              # (outcome, words in its message)
    ("crashed", ["segmentation fault", "recursion"]),
    ("failed", ["calling itself"]),
    ("failed", ["more memory"]),
    ("memory", ["more than"]),
)
