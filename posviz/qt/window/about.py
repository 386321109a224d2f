"""Help → About: posviz's version and the parts it runs on, each with its version and licence.

Licences are read from each package's own metadata where it is installed (the standalone bundle
copies that metadata, licence files included, see tools/bundle), else the licence named here.
"""
from __future__ import annotations

import html
import platform
from dataclasses import dataclass
from importlib import metadata

from PySide6 import QtCore

import posviz
from posviz.i18n import Context

AboutText = Context("AboutText")


@dataclass(frozen=True)
class Part:
    """One part posviz runs on: its name, the Python distribution carrying it, licence and where to read it."""

    name: str
    distribution: str | None
    licence: str
    url: str


PARTS = (
    Part("Qt", None, "LGPL v3", "https://www.qt.io/licensing/open-source-lgpl-obligations"),
    Part("PySide6 (Qt for Python)", "PySide6_Essentials", "LGPL v3", "https://wiki.qt.io/Qt_for_Python"),
    Part("Shiboken6 (PySide6's bindings)", "shiboken6", "LGPL v3", "https://wiki.qt.io/Qt_for_Python"),
    Part("pyqtgraph", "pyqtgraph", "MIT", "https://github.com/pyqtgraph/pyqtgraph/blob/master/LICENSE.txt"),
    Part("numpy", "numpy", "BSD 3-clause", "https://numpy.org/doc/stable/license.html"),
    Part("CET colour maps (Peter Kovesi, in pyqtgraph)", None, "CC BY 4.0", "https://colorcet.com"),
    Part("Python (in the standalone bundle)", None, "PSF licence", "https://docs.python.org/3/license.html"),
)


def part_version(part: Part) -> str:
    """The running version of ``part`` ("" when it has none of its own)."""
    if part.name == "Qt":
        return QtCore.qVersion()
    if part.name.startswith("Python"):
        return platform.python_version()
    if part.distribution is None:
        return ""
    try:
        return metadata.version(part.distribution)
    except metadata.PackageNotFoundError:
        return ""


def licence_of(part: Part) -> str:
    """The licence the installed package declares (its License-Expression), else the one named in PARTS."""
    if part.distribution is None:
        return part.licence
    try:
        fields = metadata.distribution(part.distribution).metadata
    except metadata.PackageNotFoundError:
        return part.licence
    declared = fields.get("License-Expression") or fields.get("License") or ""
    return declared if 0 < len(declared) <= 80 else part.licence     # some packages put the whole text there


def licence_files(part: Part) -> list[str]:
    """Paths of the licence texts the installed package ships (empty when none or not installed)."""
    if part.distribution is None:
        return []
    try:
        files = metadata.distribution(part.distribution).files or []
    except metadata.PackageNotFoundError:
        return []
    found = [f for f in files if "licen" in f.name.lower() or "copying" in f.name.lower()]
    return [str(f.locate()) for f in found[:3]]


def about_html() -> str:
    """The About box: posviz's version and licence, then each part's version, licence and texts."""
    rows = "".join(f"<tr><td>{html.escape(p.name)}&nbsp;&nbsp;</td><td>{html.escape(part_version(p))}&nbsp;&nbsp;</td>"
                   f"<td>{html.escape(licence_of(p))}</td></tr>" for p in PARTS)
    texts = []
    for part in PARTS:
        local = "".join(f"<br>&nbsp;&nbsp;{html.escape(path)}" for path in licence_files(part))
        texts.append(f"{html.escape(part.name)}: <a href='{part.url}'>{html.escape(part.url)}</a>{local}")
    # Part names, licences and addresses are names, not sentences: they stay as they are.
    return "<h2>{}</h2><p>{}</p><p>{}</p><table>{}</table><p>{}</p><p>{}</p>".format(
        html.escape(AboutText.tr("posviz {version}").format(version=posviz.__version__)),
        html.escape(AboutText.tr("How a transformer's input layer is built: text → token ids → rows of E → + "
                                 "position vectors → Z. MIT licence.")),
        AboutText.tr("<b>Parts posviz runs on</b> (the standalone bundle ships them):"), rows,
        html.escape(AboutText.tr("Qt, PySide6 and Shiboken6 are used as shared libraries under the LGPL v3: you "
                                 "may replace them with your own build. Licence texts (on the web, and on this "
                                 "machine where installed):")),
        "<br>".join(texts))
