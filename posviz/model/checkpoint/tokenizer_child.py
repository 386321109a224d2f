"""The process a large tokenizer.json runs in (:mod:`tokenizer_process` starts it and talks to it).

``Tokenizer.from_str`` of a 600,000-word vocabulary holds the GIL for a second or more inside the
``tokenizers`` library, and so does Python's own ``json.loads`` of the file: in a thread of the
window's process, either freezes the window. Here they hold this process's GIL only.

Protocol: frames of an 8-byte length and a pickle, on this process's stdin and (a copy of) its
stdout; stdout itself is pointed at stderr, so nothing the library prints can break a frame.
The first frame is ``("open", text, name, memory_bytes)``; then ``(id, lane, op, args)``. Lane "pipeline"
(encode, settings) runs one call at a time in a thread of its own; lane "lookup" (a piece by id,
an id by piece, decoding a few ids) runs on the main thread, so it never waits behind a slow
encode. Each answer is ``(id, True, value)`` or ``(id, False, "Type: message")`` (panics included).
The process ends when its stdin ends (the window quit, crashed or dropped the model).
"""
from __future__ import annotations

import os
import pickle
import queue
import struct
import sys
import threading

from posviz.i18n import Context, isolate

TokenizerChildText = Context("TokenizerChildText")
HEADER = struct.Struct("<Q")
PIECES_CHUNK = 1024                 # pieces sent per look-up of a piece (the parent keeps them)


def unreadable(name: str, reason: str, kind: str = "") -> str:
    """Why the tokenizer file ``name`` could not be read. The child has no translator: it sends the
    fields (``("unreadable", name, reason, kind)``) and the parent makes the sentence in its language."""
    if kind:
        return TokenizerChildText.tr("{name} could not be read as a tokenizer ({kind}: {reason})").format(
            name=isolate(name), kind=kind, reason=reason)
    return TokenizerChildText.tr("{name} could not be read as a tokenizer: {reason}").format(
        name=isolate(name), reason=reason)


def send(stream, message) -> None:
    """Write one frame (the caller holds the stream's lock)."""
    data = pickle.dumps(message, protocol=pickle.HIGHEST_PROTOCOL)
    stream.write(HEADER.pack(len(data)) + data)
    stream.flush()


def receive(stream):
    """Read one frame; EOFError when the stream ended."""
    head = stream.read(HEADER.size)
    if len(head) < HEADER.size:
        raise EOFError
    size = HEADER.unpack(head)[0]
    data = stream.read(size)
    if len(data) < size:
        raise EOFError
    return pickle.loads(data)


def limit_memory(limit: int) -> None:
    """Cap this process's address space (where the system can): the library then fails an allocation
    (it aborts, and the parent reports the death) instead of filling the machine."""
    try:
        import resource
    except ImportError:         # Windows: no RLIMIT_AS; the time budget still holds
        return
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    if hard == resource.RLIM_INFINITY or hard > limit:
        resource.setrlimit(resource.RLIMIT_AS, (limit, hard if hard != resource.RLIM_INFINITY else limit))


def open_tokenizer(text: bytes, name: str):
    """Parse and check ``text`` as the parent would, then build the tokenizer: (tokenizer, facts)."""
    from tokenizers import Tokenizer

    from posviz.files import parse_json
    from posviz.model.checkpoint.guarded import check_growth, largest_listed_id
    from posviz.model.checkpoint.safetensors_io import CheckpointError
    from posviz.model.checkpoint.token_display import read_facts

    data = parse_json(text, name, CheckpointError)
    max_text = check_growth(data if isinstance(data, dict) else {}, name)
    largest = largest_listed_id(data)
    del data
    try:
        tokenizer = Tokenizer.from_str(text.decode("utf-8"))
    except BaseException as exc:  # noqa: BLE001 - the Rust side raises Exception, or panics
        from posviz.shorten import shorten
        error = CheckpointError(unreadable(name, shorten(str(exc), 300)))
        error.fields = ("unreadable", name, shorten(str(exc), 300), "")
        raise error from None
    facts = read_facts(tokenizer)
    facts.update(max_text=max_text, largest_listed=largest)
    return tokenizer, facts


def _encoding(encoding) -> tuple:
    """The encoding's parts posviz reads; of the overflowing parts only their special-token masks
    (a long text's parts in full were megabytes of pickle, read by the window's process)."""
    overflowing = [([], [], part.special_tokens_mask, [], []) for part in encoding.overflowing]
    return (encoding.ids, encoding.offsets, encoding.special_tokens_mask, encoding.tokens, overflowing)


def _operations(tokenizer) -> dict:
    def settings(max_length):
        tokenizer.no_padding()
        tokenizer.enable_truncation(max_length=max_length)

    def pieces(start):
        stop = min(start + PIECES_CHUNK, tokenizer.get_vocab_size(with_added_tokens=True))
        return [tokenizer.id_to_token(i) for i in range(start, stop)]

    return {
        "settings": settings,
        "encode": lambda text, special: _encoding(tokenizer.encode_batch([text], add_special_tokens=special)[0]),
        "decode": lambda ids, skip: tokenizer.decode_batch([ids], skip_special_tokens=skip)[0],
        "decode_batch": lambda sequences, skip: tokenizer.decode_batch(sequences, skip_special_tokens=skip),
        "pieces": pieces,
        "token_to_id": tokenizer.token_to_id,
        "get_vocab": lambda with_added: tokenizer.get_vocab(with_added_tokens=with_added),
    }


def _answer(out, lock, ident, fn, args) -> None:
    try:
        reply = (ident, True, fn(*args))
    except BaseException as exc:  # noqa: BLE001 - a Rust panic is a BaseException: answered, never lost
        reply = (ident, False, f"{type(exc).__name__}: {str(exc)[:2000]}")
    with lock:
        send(out, reply)


def _pipeline(out, lock, calls: queue.SimpleQueue) -> None:
    while True:
        ident, fn, args = calls.get()
        _answer(out, lock, ident, fn, args)


def serve(inp, out) -> None:
    """Open the tokenizer of the first frame, then answer frames until ``inp`` ends."""
    lock = threading.Lock()
    _, text, name, memory = receive(inp)
    limit_memory(memory)
    try:
        tokenizer, facts = open_tokenizer(text, name)
    except BaseException as exc:  # noqa: BLE001 - reported to the parent as the file's error
        with lock:
            send(out, (0, False, getattr(exc, "fields", None) or str(exc) if type(exc).__name__ == "CheckpointError"
                       else ("unreadable", name, str(exc)[:300], type(exc).__name__)))
        return
    del text
    with lock:
        send(out, (0, True, facts))
    operations, calls = _operations(tokenizer), queue.SimpleQueue()
    threading.Thread(target=_pipeline, args=(out, lock, calls), daemon=True).start()
    while True:
        ident, lane, op, args = receive(inp)
        if lane == "pipeline":
            calls.put((ident, operations[op], args))
        else:
            _answer(out, lock, ident, operations[op], args)


def main() -> None:
    """Entry point: the protocol on stdin and a private copy of stdout; ends with stdin."""
    out = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)                   # stray prints go to stderr, never into a frame
    try:
        serve(sys.stdin.buffer, out)
    except (EOFError, BrokenPipeError, OSError):
        pass
    finally:
        os._exit(0)                 # the pipeline thread may be deep in a regex: do not wait for it


if __name__ == "__main__":
    main()
