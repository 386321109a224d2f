"""Reading and filling Qt Linguist ``.ts`` files (the translators' sources), Qt-free.

Used by ``tools/translations`` (to fill the stand-in locales) and by the tests (a shipped language
lacks no translation; each keeps the sentence's placeholders).
"""
from __future__ import annotations

import copy
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

HEADER = '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'


@dataclass(frozen=True)
class Message:
    """One marked sentence and its translation in one ``.ts`` file.

    Attributes
    ----------
    context, source, comment : str
        What identifies the sentence (``comment`` is the call's disambiguation, "" when none).
    numerus : bool
        A plural message (marked with a count): ``translations`` holds one form per plural form.
    translations : tuple of str
        The translation, or its plural forms; empty strings where none was written.
    finished : bool
        Not marked unfinished (nor obsolete / vanished) by lupdate or the translator.
    """

    context: str
    source: str
    comment: str
    numerus: bool
    translations: tuple
    finished: bool

    @property
    def key(self) -> tuple[str, str, str]:
        return self.context, self.source, self.comment


def _message(context: str, node: ET.Element) -> Message:
    translation = node.find("translation")
    forms = translation.findall("numerusform") if translation is not None else []
    texts = tuple(f.text or "" for f in forms) if node.get("numerus") == "yes" else (
        (translation.text or "",) if translation is not None else ("",))
    kind = translation.get("type", "") if translation is not None else "unfinished"
    return Message(context, node.findtext("source") or "", node.findtext("comment") or "",
                   node.get("numerus") == "yes", texts, kind == "")


def read(path: str | Path) -> tuple[str, list[Message]]:
    """The target language (``language`` attribute) and the messages of the ``.ts`` file ``path``."""
    root = ET.parse(path).getroot()
    messages = [_message(ctx.findtext("name") or "", node) for ctx in root.iter("context")
                for node in ctx.iter("message")]
    return root.get("language", ""), messages


def fill(path: str | Path, make: Callable[[str], str], forms: int = 2) -> int:
    """Write ``make(source)`` as the finished translation of every message of ``path`` (a plural
    message gets ``forms`` forms, each made from the source); returns how many were filled."""
    tree = ET.parse(path)
    count = 0
    for node in tree.getroot().iter("message"):
        translation = node.find("translation")
        if translation is None:
            translation = ET.SubElement(node, "translation")
        translation.attrib.pop("type", None)
        made = make(node.findtext("source") or "")
        for child in list(translation):
            translation.remove(child)
        if node.get("numerus") == "yes":
            translation.text = None
            for _ in range(forms):
                ET.SubElement(translation, "numerusform").text = made
        else:
            translation.text = made
        count += 1
    write(tree, path)
    return count


def adopt(path: str | Path, donors: list[dict[tuple[str, str, str], ET.Element]]) -> int:
    """Copy into ``path`` the finished translation of each message it lacks from the first donor
    that has one (donors: :func:`finished` of other copies of the same language's file, e.g. two
    translators' branches); returns how many were adopted. Messages ``path`` does not have are not
    added: run lupdate first so that ``path`` lists every marked sentence."""
    tree = ET.parse(path)
    count = 0
    for ctx in tree.getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for node in ctx.iter("message"):
            if _message(name, node).finished:
                continue
            key = (name, node.findtext("source") or "", node.findtext("comment") or "")
            found = next((d[key] for d in donors if key in d), None)
            if found is None:
                continue
            old = node.find("translation")
            if old is not None:
                node.remove(old)
            node.append(copy.deepcopy(found))
            count += 1
    write(tree, path)
    return count


def finished(path: str | Path) -> dict[tuple[str, str, str], ET.Element]:
    """The ``<translation>`` element of every finished message of ``path``, by (context, source,
    disambiguation)."""
    found = {}
    for ctx in ET.parse(path).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for node in ctx.iter("message"):
            if _message(name, node).finished:
                found[(name, node.findtext("source") or "", node.findtext("comment") or "")] = node.find("translation")
    return found


def write(tree: ET.ElementTree, path: str | Path) -> None:
    """Write ``tree`` as lupdate does (declaration, doctype, four-space indent)."""
    ET.indent(tree, space="    ")
    body = ET.tostring(tree.getroot(), encoding="unicode")
    Path(path).write_text(HEADER + body + "\n", encoding="utf-8")
