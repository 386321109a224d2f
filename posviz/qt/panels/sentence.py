"""The sentence editor: type or pick a sentence; its tokens appear below as chips with their ids."""
from __future__ import annotations

import html

from PySide6 import QtCore, QtGui, QtWidgets

from posviz.assets import ResourceError, load_json
from posviz.i18n import Context, isolate, number, shown as in_language
from posviz.model import UNK, Token
from posviz.model.limits import MAX_TEXT
from posviz.qt.widgets.safe_text import plain_tooltip
from posviz.qt.widgets.common import LabelHolder, caption
from posviz.qt.posted_call import PostedCall
from posviz.qt.widgets.text_style import status_colour
from posviz.shorten import MAX_SHOWN, clip

SentencePanelWords = Context("SentencePanelWords")
MAX_CHIPS = 48            # more chips than this are unreadable; the rest are counted, not drawn
MAX_IDS_SHOWN = 48

CHIP_STYLE = """
QToolButton { border: 1px solid palette(mid); border-radius: 6px; padding: 2px 8px; }
QToolButton:checked { border: 3px solid palette(highlight); font-weight: bold; }
QToolButton[unknown="true"] { border: 2px dashed ERROR; color: ERROR; }
QToolButton[unknown="true"]:checked { border: 3px dashed ERROR; }
"""


def chip_style() -> str:
    """The chips' style sheet, unknown words in the theme's error colour (readable on light and dark)."""
    return CHIP_STYLE.replace("ERROR", status_colour("error"))


def preset_sentences() -> list[str]:
    """The shipped preset sentences (the lesson's pair first); a damaged file gives just those two."""
    try:
        return list(load_json("presets.json")["sentences"])
    except (ResourceError, KeyError, TypeError):
        return ["the dog bit the man", "the man bit the dog"]


def chip_tip(index: int, text: str, token_id: int, piece: str | None, unk: str | None) -> str:
    """A chip's tool tip: where the token is, its text and id, the tokenizer's readable piece when it
    differs from the text, and the unknown token's name when the word is not in the vocabulary."""
    fields = {"index": index, "text": isolate(text), "id": token_id, "piece": isolate(piece or ""),
              "unk": isolate(unk or "")}
    if piece is not None and unk is not None:
        tip = SentencePanelWords.tr("position {index}: “{text}” → id {id}, the tokenizer's piece “{piece}” "
                                    "({unk}: not in the vocabulary)")
    elif piece is not None:
        tip = SentencePanelWords.tr("position {index}: “{text}” → id {id}, the tokenizer's piece “{piece}”")
    elif unk is not None:
        tip = SentencePanelWords.tr("position {index}: “{text}” → id {id} ({unk}: not in the vocabulary)")
    else:
        tip = SentencePanelWords.tr("position {index}: “{text}” → id {id}")
    return tip.format(**fields)


class TokenChip(QtWidgets.QToolButton):
    """One token: its text over its id; unknown words are flagged."""

    def __init__(self, index: int, token, unk: str, parent=None, label: str | None = None) -> None:
        super().__init__(parent)
        self.index = index
        self._shown = self._asked = None
        self.setCheckable(True)
        self.setAutoRaise(False)
        self.setFocusPolicy(QtCore.Qt.FocusPolicy.NoFocus)   # keys stay with the editor / presenter
        self.show_token(token, unk, label)

    def show_token(self, token, unk: str, label: str | None = None) -> bool:
        """Show ``token`` as ``label`` (a real tokenizer's readable piece; default its text). A chip is
        reused while typing: only a changed token is redrawn (returns whether it changed).

        Its text is cut (the chip at a label's length, the tooltip and name at MAX_SHOWN): one token
        of 99,000 characters took Qt seconds to lay out."""
        # What the chip shows, without the token's span: typing in the first word shifts every later
        # token's span, and each chip then cut and compared its words again (~10 us a chip)
        asked = (token.text, token.id, token.known, unk, label)
        if asked == self._asked:       # (a tuple comparison: the other chips of a keystroke cost no more)
            return False
        self._asked = asked
        text = clip(token.text, MAX_SHOWN)
        label = text if label is None else clip(label, MAX_SHOWN)
        shown = (text, token.id, token.known, unk, label)
        if shown == self._shown:
            return False
        restyle = self._shown is not None and self._shown[2] != token.known
        self._shown, index = shown, self.index
        label = clip(label)
        self.setText(f"{label}\n{token.id}" if token.known else f"{label}\n{token.id} {unk}")
        self.setProperty("unknown", not token.known)
        # A token's text may come from a quiz or a tokenizer.json: a tooltip would take "<img ...>" as HTML.
        self.setToolTip(plain_tooltip(chip_tip(index, text, token.id, label if label != clip(text) else None,
                                               None if token.known else unk)))
        self.setAccessibleName(SentencePanelWords.tr("token {index}, {label}, id {id}").format(
            index=index, label=isolate(label), id=token.id))
        if restyle:                  # the style sheet's [unknown="true"] rule must be applied again
            self.style().unpolish(self)
            self.style().polish(self)
        return True


class SentenceEditor(QtWidgets.QLineEdit):
    """A line editor that never takes more than the session encodes (MAX_TEXT characters).

    Text arriving at once (paste, drop, middle click) is measured before QLineEdit sees it: a
    10 MB paste cost QLineEdit seconds even when cut to its maximum length, and then the session
    refused it anyway. A refused insert leaves the text as it was and says why through
    ``refused(reason)``. Typing past the limit is stopped by the maximum length.
    """

    refused = QtCore.Signal(str)

    def __init__(self, text: str = "", parent=None, **kwargs) -> None:
        super().__init__(text, parent, **kwargs)
        self.setMaxLength(MAX_TEXT)       # QLineEdit's own default (32,767) would cut silently

    def accepts(self, incoming: str) -> bool:
        """Whether inserting ``incoming`` over the selection stays within MAX_TEXT; else say why."""
        length = len(self.text()) - len(self.selectedText()) + len(incoming)
        if length <= MAX_TEXT:
            return True
        self.refused.emit(SentencePanelWords.tr(
            "That would make the sentence %Ln characters long; posviz encodes at most {most}, so it was not "
            "inserted and the sentence is unchanged", None, length).format(most=number(MAX_TEXT)))
        return False

    def keyPressEvent(self, event: QtGui.QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        if event.matches(QtGui.QKeySequence.StandardKey.Paste) and not self.accepts(self._clipboard()):
            event.accept()
            return
        super().keyPressEvent(event)

    def paste(self) -> None:
        """The context menu's Paste and ``paste()`` callers: measured first."""
        if self.accepts(self._clipboard()):
            super().paste()

    def contextMenuEvent(self, event: QtGui.QContextMenuEvent) -> None:  # noqa: N802
        menu = self.createStandardContextMenu()
        for action in menu.actions():
            if action.objectName() == "edit-paste":
                action.triggered.disconnect()
                action.triggered.connect(self.paste)
        menu.setAttribute(QtCore.Qt.WidgetAttribute.WA_DeleteOnClose)
        menu.popup(event.globalPos())

    def mouseReleaseEvent(self, event: QtGui.QMouseEvent) -> None:  # noqa: N802
        selection = QtGui.QClipboard.Mode.Selection
        if (event.button() == QtCore.Qt.MouseButton.MiddleButton and QtGui.QGuiApplication.clipboard().supportsSelection()
                and not self.accepts(self._clipboard(selection))):
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def dropEvent(self, event: QtGui.QDropEvent) -> None:  # noqa: N802
        if event.mimeData().hasText() and not self.accepts(event.mimeData().text()):
            event.ignore()
            return
        super().dropEvent(event)

    @staticmethod
    def _clipboard(mode: QtGui.QClipboard.Mode = QtGui.QClipboard.Mode.Clipboard) -> str:
        return QtGui.QGuiApplication.clipboard().text(mode)


class SentencePanel(QtWidgets.QWidget):
    """Sentence editor, presets, token chips, the id list and any message about the sentence.

    ``slide``: built for one slide figure (:meth:`slide_copy`): the sentence as read-only text, no presets.
    """

    def __init__(self, session, parent=None, slide: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("sentencePanel")
        self.session = session
        self.slide = slide
        self.editor = SentenceEditor(session.text, objectName="sentenceEditor", readOnly=slide,
                                     clearButtonEnabled=not slide)
        self.editor.refused.connect(session.refuse)
        self.presets = QtWidgets.QComboBox(objectName="presetSelector")
        self.presets.addItem("")
        self.presets.addItems(preset_sentences())
        self._build_chips_box()
        self.ids_label = caption()
        self.ids_label.setObjectName("tokenIds")
        self.ids_label.setTextInteractionFlags(QtCore.Qt.TextInteractionFlag.TextSelectableByMouse)
        self.message = caption()
        self.message.setObjectName("sentenceMessage")
        self.message.setStyleSheet(f"color: {status_colour('error')}; font-weight: bold;")
        self.message.setVisible(bool(session.message))
        self.notes = caption()          # what the model did to the text (cut to its table, padding)
        self.notes.setObjectName("sentenceNotes")
        self.notes.setTextFormat(QtCore.Qt.TextFormat.PlainText)   # notes quote tokens such as <pad>
        self.notes.setStyleSheet("font-style: italic;")
        self.notes.hide()
        self.chips_box.setStyleSheet(chip_style())
        self._build_layout()
        self.presets.setVisible(not slide)       # a picture picks no sentence
        # Edits are coalesced: a burst of keystrokes within one event-loop pass encodes once.
        self._pending = PostedCall(self.flush, self)
        self._live = not slide
        if not slide:
            self.editor.textChanged.connect(self._on_typed)
            self.presets.activated.connect(self._on_preset_chosen)
        session.frameChanged.connect(self._on_frame_changed)
        session.focusChanged.connect(self._on_focus_changed)
        session.messageChanged.connect(self._on_message_changed)
        session.textChanged.connect(self._on_text_changed)
        self._on_frame_changed(session.frame)

    def slide_copy(self) -> SentencePanel:
        """A new panel on the same session, for a slide figure (this panel is not touched)."""
        return SentencePanel(self.session, slide=True)

    def fit_slide(self) -> None:
        """The chips in the figure's font (their style sheet keeps the font they were made with)."""
        for chip in self.chips:
            chip.setFont(self.font())

    def _build_chips_box(self) -> None:
        self.chips_box = QtWidgets.QWidget()
        # Only the newly exposed part is painted when the box grows (a longer word widens it): the
        # chips repaint themselves when they move, and are costly to paint (style sheet).
        self.chips_box.setAttribute(QtCore.Qt.WidgetAttribute.WA_StaticContents)
        self.chips_layout = QtWidgets.QHBoxLayout(self.chips_box)
        self.chips_layout.setContentsMargins(0, 0, 0, 0)
        self.chips: list[TokenChip] = []
        self._strip_height = None       # the chip strip's fixed height (see _tallest_chip)
        self.more_chips = QtWidgets.QLabel()        # "… and 1,234 more", after the chips
        self.chips_layout.addWidget(self.more_chips)
        self.chips_layout.addStretch(1)

    def _build_layout(self) -> None:
        top = QtWidgets.QHBoxLayout()
        label = self.sentence_label = QtWidgets.QLabel()
        top.addWidget(label)
        top.addWidget(self.editor, 1)
        top.addWidget(self.presets)
        scroll = QtWidgets.QScrollArea()
        scroll.setWidget(self.chips_box)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QtWidgets.QFrame.Shape.NoFrame)
        scroll.setVerticalScrollBarPolicy(QtCore.Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setSizePolicy(QtWidgets.QSizePolicy.Policy.Expanding, QtWidgets.QSizePolicy.Policy.Fixed)
        self.chips_scroll = scroll
        # The chips are the sentence's own order (the model's words are data): left to right even in Arabic.
        scroll.setLayoutDirection(QtCore.Qt.LayoutDirection.LeftToRight)
        layout = QtWidgets.QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        tokens = QtWidgets.QHBoxLayout()
        tokens.addWidget(scroll, 3)
        self.ids_holder = LabelHolder(self.ids_label)     # new ids repaint the label, not the window's layout
        tokens.addWidget(self.ids_holder, 2)
        layout.addLayout(top)
        layout.addLayout(tokens)
        layout.addWidget(self.message)
        layout.addWidget(self.notes)
        self.line_parts = (label, self.editor, self.presets)
        self.token_parts = (scroll, self.ids_holder)
        self.retranslate()

    def retranslate(self) -> None:
        """The panel's own words in the language showing, the token ids' line made again from the frame."""
        self.setAccessibleName(SentencePanelWords.tr("Sentence"))
        self.sentence_label.setText(SentencePanelWords.tr("Sentence:"))
        self.editor.setAccessibleName(SentencePanelWords.tr("Sentence to encode"))
        self.editor.setPlaceholderText(SentencePanelWords.tr("Type a sentence, e.g. {example}").format(
            example=isolate("the dog bit the man")))
        self.presets.setAccessibleName(SentencePanelWords.tr("Preset sentences"))
        self.presets.setItemText(0, SentencePanelWords.tr("Presets…"))
        self.chips_scroll.setAccessibleName(SentencePanelWords.tr("Tokens of the sentence"))

    def show_parts(self, line: bool = True, tokens: bool = True) -> None:
        """Show the sentence's line (its editor and presets) and the tokens' line (chips and ids):
        presentation mode hides what the tab or step in view does not use. A message about the
        sentence is shown either way."""
        for widget in self.line_parts:
            widget.setVisible(line)
        for widget in self.token_parts:
            widget.setVisible(tokens)

    def set_live(self, live: bool) -> None:
        """Encode the sentence as it is typed (True, the default), or only when :meth:`flush` is
        called (the presenter console sends it on Enter: the room sees the result, not the typing)."""
        self._live = bool(live)

    def _on_typed(self) -> None:
        if self._live:
            self._pending.start()

    def flush(self) -> None:
        """Send the editor's text to the session now (normally done once per event-loop pass)."""
        self._pending.stop()
        if self.editor.text() != self.session.text or self.session.message:
            self.session.set_text(self.editor.text())

    def _on_preset_chosen(self, index: int) -> None:
        if index > 0:
            self.editor.setText(self.presets.itemText(index))
            self.flush()
        self.presets.setCurrentIndex(0)

    def _on_text_changed(self, text: str) -> None:
        if self.editor.text() != text:   # the session changed the text (a preset, a file), even if refused
            with QtCore.QSignalBlocker(self.editor):
                self.editor.setText(text)

    def _on_frame_changed(self, frame) -> None:
        self._on_text_changed(self.session.text)
        self._rebuild_chips(frame)
        self.ids_holder.set_text(self._ids_text(frame))
        notes = " ".join(in_language(note) for note in frame.notes)   # made in the language now on
        if notes != self.notes.text():          # a keystroke that changes nothing here lays out nothing
            self.notes.setText(notes)
            self.notes.setVisible(bool(notes))
        self._on_focus_changed(self.session.focus)

    def _ids_text(self, frame) -> str:
        """The token ids' line (rich text): the first ids, how many there are, and the unknown words."""
        if not frame.length:
            return html.escape(SentencePanelWords.tr("No tokens yet: the sentence is empty."))
        ids = ", ".join(str(i) for i in frame.ids[:MAX_IDS_SHOWN].tolist())
        ids = f"[{ids}, …]" if frame.length > MAX_IDS_SHOWN else f"[{ids}]"
        if frame.total_tokens is not None:      # cut to the model's table: say of how many
            text = SentencePanelWords.tr("Token ids: {ids} ({shown} of {total} tokens)")
        elif frame.length > MAX_IDS_SHOWN:
            text = SentencePanelWords.tr("Token ids: {ids} (%Ln tokens in all)", None, frame.length)
        else:
            text = SentencePanelWords.tr("Token ids: {ids}")
        # The ids are the sentence's order: left to right in every language (an isolate keeps them so,
        # their brackets included: outside it, Arabic's paragraph turned them the other way).
        text = html.escape(text.format(ids=isolate(ids), shown=number(frame.length), total=number(frame.total_tokens or 0)))
        unknown = int((~frame.known).sum())
        if unknown:
            flag = SentencePanelWords.tr("%Ln not in the vocabulary ({unk})", None, unknown).format(
                unk=isolate(self.session.layer.vocabulary.unk))
            text += f" &nbsp; <span style='color:{status_colour('error')}'>{html.escape(flag)}</span>"
        return text

    def _rebuild_chips(self, frame, fresh: bool = False) -> None:
        """One chip per token (the first MAX_CHIPS). Chips are reused and only changed tokens are
        redrawn: restyling dozens of new buttons on every keystroke would cost more than the rest
        of the frame. ``fresh`` makes new chips (after a font or palette change)."""
        tokens = frame.tokens[:MAX_CHIPS]
        while self.chips and (fresh or len(self.chips) > len(tokens)):
            chip = self.chips.pop()
            self.chips_layout.removeWidget(chip)
            chip.deleteLater()
        vocabulary = self.session.layer.vocabulary
        unk = vocabulary.unk
        labels = vocabulary.token_labels(tokens)
        resized = False
        for i, token in enumerate(tokens):
            if i < len(self.chips):
                resized |= self.chips[i].show_token(token, unk, labels[i])
                continue
            chip = TokenChip(i, token, unk, self.chips_box, labels[i])
            chip.clicked.connect(lambda _=False, i=i: self._on_chip_clicked(i))
            self.chips_layout.insertWidget(i, chip)
            self.chips.append(chip)
        self.more_chips.setText(SentencePanelWords.tr("… and %Ln more", None, max(frame.length - MAX_CHIPS, 0)))
        self.more_chips.setVisible(frame.length > MAX_CHIPS)
        if fresh or self._strip_height is None:
            self._strip_height = self._tallest_chip() + 6 + self.chips_scroll.horizontalScrollBar().sizeHint().height()
        self.chips_scroll.setFixedHeight(self._strip_height)
        if resized:
            self._settle_chips()

    def _settle_chips(self) -> None:
        """Lay the chips out now, and the strip around them: left to the event loop, the box laid
        them out, then grew (a wider word) after the window had painted them, and every chip was
        moved and painted again in a second pass."""
        self.chips_layout.activate()          # the box's new minimum width: the strip fits the box to it
        QtCore.QCoreApplication.sendEvent(self.chips_scroll, QtCore.QEvent(QtCore.QEvent.Type.LayoutRequest))
        self.chips_layout.activate()

    def _tallest_chip(self) -> int:
        """Height of the tallest chip there can be (focused and unknown: the thickest border),
        with room for the scroll bar, so that the strip keeps its height while typing: sized on
        the first chip, it grew when that word became unknown, and re-laid out the whole window."""
        probe = TokenChip(0, Token("Wg", 0, 0, 2, False), UNK, self.chips_box)
        probe.setChecked(True)
        height = probe.sizeHint().height()
        probe.setParent(None)
        probe.deleteLater()
        return height

    def changeEvent(self, event) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() == QtCore.QEvent.Type.LanguageChange:
            self.retranslate()
            self._on_frame_changed(self.session.frame)
        if event.type() in (QtCore.QEvent.Type.FontChange, QtCore.QEvent.Type.PaletteChange,
                            QtCore.QEvent.Type.LanguageChange):
            self.chips_box.setStyleSheet(chip_style())   # re-resolve palette() in the style sheet
            self.message.setStyleSheet(f"color: {status_colour('error')}; font-weight: bold;")
            self._rebuild_chips(self.session.frame, fresh=True)   # style-sheeted chips keep their old font otherwise
            self._on_focus_changed(self.session.focus)

    def _on_chip_clicked(self, index: int) -> None:
        self.session.set_focus(index)
        self._on_focus_changed(self.session.focus)   # a click on the focused chip unchecked it

    def _on_focus_changed(self, index: int) -> None:
        for chip in self.chips:
            chip.setChecked(chip.index == index)
        if 0 <= index < len(self.chips):
            self.chips_scroll.ensureWidgetVisible(self.chips[index])

    def _on_message_changed(self, message: str) -> None:
        self.message.setText(html.escape(message))
        self.message.setVisible(bool(message))
