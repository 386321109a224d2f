// The lesson page's behaviour: it shows the numbers posviz wrote into #lesson-data and computes none.
"use strict";
(function () {
  const DATA = JSON.parse(document.getElementById("lesson-data").textContent);
  const MAX_SPOKEN = 8;           // values read aloud by the live region; the rest are counted
  const TEXT = {                  // every sentence whole, with named fields
    model: "Model: {name} (d = {d}, vocabulary of {vocab} rows).",
    step: "Step {n} of {count}",
    readout: "“{word}” at position {position}: row {position} of Z = ({values}).",
    readoutMore: "“{word}” at position {position}: row {position} of Z = ({values}, and {more} more).",
    sum: "“{word}” at position {position}: its row of E + the position-{position} vector = row {position} of Z.",
    sumOff: "“{word}” at position {position}: {why}, so row {position} of Z = its row of E, unchanged.",
    sumUnknown: "“{word}” at position {position} is not in the vocabulary: it has no row of E, so its token row is all zeros.",
    noPositions: "no position vector is added",
    rope: "RoPE adds nothing here",
    tokenChip: "{word}, id {id}, position {position}",
    idsCaption: "Each token and its id (the row of E it reads).",
    rowsCaption: "The rows of E this sentence reads ({count} of {vocab}), one per distinct id.",
    nearest: "Nearest rows to “{word}” by cosine:",
    nearestNone: "“{word}” has no row of E, so no row is nearest to it.",
    positionsCaption: "The position vectors added to the sentence, positions 0 to {last}.",
    heatCaption: "The position table, positions 0 to {last} (down) × dimensions 0 to {lastDim} (across); colours from {low} (blue) to {high} (red). The sentence's rows are marked; the chosen word's row is outlined.",
    heatAlt: "Heatmap of the position table: {rows} positions by {cols} dimensions.",
    heatHint: "Point at a cell, or focus the picture and use the arrow keys, to read its value.",
    heatCell: "Position {position}{word} · dimension {column}{name}: {value}",
    heatNone: "This scheme adds no vector to the token rows, so there is no position table to draw.",
    ropeCaption: "RoPE's rotation angle (radians) of each dimension pair at each position of the sentence.",
    alibi: "ALiBi adds nothing to Z: each attention head h biases its scores by m_h × (j − i). The slopes m_h are: {slopes}.",
    additionCaption: "The chosen word's row of E, its position vector and their sum, dimension by dimension.",
    zCaption: "Z, one row per token: what block 1 receives, {formula}.",
    block: "block 1 receives: {formula}",
    right: "Right. {explanation}",
    wrong: "Not quite. {explanation}",
    score: "Right so far: {right} of {answered} answered.",
    generator: "Made by {generator}. Every number on this page was computed by posviz; the page only shows them.",
    sentenceButton: "{n}. {text}",
    empty: "This prepared sentence has no tokens, so there is nothing to add up.",
  };
  const say = (key, fields) => TEXT[key].replace(/\{(\w+)\}/g, (_, name) => String(fields[name]));
  const el = (tag, attrs, ...children) => {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attrs || {})) {
      if (name === "text") node.textContent = value; else node.setAttribute(name, value);
    }
    children.forEach((child) => node.append(child));
    return node;
  };
  const $ = (id) => document.getElementById(id);
  const show = (x) => (x === null ? "nan" : (Math.abs(x) >= 1e4 || (x !== 0 && Math.abs(x) < 1e-4))
    ? x.toExponential(3) : x.toFixed(4)).replace("-", "−");
  const level = (x) => String(Number(x.toPrecision(3))).replace("-", "−");    // a colour scale's end
  const cell = (tag, x) => el(tag, { "data-value": String(x), title: String(x), text: show(x) });

  const state = { sentence: DATA.current, focus: 0, step: 0, on: true, cursor: null };
  const sentence = () => DATA.sentences[state.sentence];
  const mode = () => sentence().modes[state.on ? "on" : "off"];

  function table(id, caption, head, rows) {
    const body = el("tbody");
    rows.forEach((row) => body.append(row));
    const wrap = el("div", { class: "scroll", role: "region", tabindex: "0", "aria-labelledby": `${id}-label` });
    wrap.append(el("table", { id, "aria-labelledby": `${id}-label` },
      el("thead", {}, el("tr", {}, ...head.map((h) => el("th", { scope: "col", text: h })))), body));
    return el("div", { class: "table" }, el("p", { class: "caption", id: `${id}-label`, text: caption }), wrap);
  }

  function numberRow(label, values, attrs) {
    const row = el("tr", attrs || {}, el("th", { scope: "row", text: label }));
    values.forEach((x) => row.append(cell("td", x)));
    return row;
  }

  function renderHeader() {
    const s = sentence();
    $("model-name").textContent = say("model", { name: s.model.name, d: s.model.d, vocab: s.model.vocab_size.toLocaleString("en") });
    $("recipe").replaceChildren(...s.model.recipe.map((line) => el("li", { text: line })));
    $("sentence-text").textContent = s.text;
    $("generator").textContent = say("generator", { generator: DATA.generator });
    document.querySelectorAll("#sentence-list button").forEach((button, i) => {
      if (i === state.sentence) button.setAttribute("aria-current", "true"); else button.removeAttribute("aria-current");
    });
  }

  function renderSentenceList() {     // made once, so a keyboard user's focus stays on the button pressed
    $("sentence-list").replaceChildren(...DATA.sentences.map((item, i) => {
      const button = el("button", { type: "button", text: say("sentenceButton", { n: i + 1, text: item.text || "…" }) });
      button.addEventListener("click", () => openSentence(i));
      return el("li", {}, button);
    }));
    $("sentence-nav").hidden = DATA.sentences.length < 2;
  }

  function renderTokens() {
    const s = sentence();
    $("tokens").replaceChildren(...s.tokens.map((t, i) => {
      const button = el("button", { type: "button", class: "token" + (t.known ? "" : " unknown"), "data-index": String(i),
        "aria-label": say("tokenChip", { word: t.text, id: t.id, position: i }) },
      el("span", { class: "word", text: t.text }), el("span", { class: "id", text: String(t.id) }));
      button.addEventListener("click", () => setFocus(i));
      return button;
    }));
  }

  function renderPanels() {
    const s = sentence(), m = mode();
    $("panel-0").replaceChildren(table("ids", say("idsCaption", {}), ["position", "token", "id"],
      s.tokens.map((t, i) => el("tr", { "data-index": String(i) }, el("th", { scope: "row", text: String(i) }),
        el("td", { text: t.text }), el("td", { text: String(t.id) })))));
    $("panel-1").replaceChildren(table("rows", say("rowsCaption", { count: s.row_ids.length, vocab: s.vocab_size.toLocaleString("en") }),
      ["id · token", ...s.columns], s.rows.map((row, k) => numberRow(
        `${s.row_ids[k]} · ${s.tokens.find((t) => t.row === k).text}`, row, { "data-row": String(k) }))),
    el("p", { id: "nearest", class: "caption" }));
    const positions = [el("p", { class: "caption", text: m.adds ? "" : say("heatNone", {}) })];
    if (m.adds && s.heatmap) positions.push(heatmapFigure(s.heatmap));
    if (m.adds) positions.push(table("positions", say("positionsCaption", { last: s.tokens.length - 1 }), ["position", ...s.columns],
      m.position.map((row, i) => numberRow(String(i), row, { "data-index": String(i) }))));
    if (m.rope) positions.push(table("rope", say("ropeCaption", {}), ["position", ...m.rope.pairs.map((p) => `(${p[0]}, ${p[1]})`)],
      m.rope.angles.map((row, i) => numberRow(String(i), row))));
    if (m.alibi) positions.push(el("p", { class: "caption", text: say("alibi", { slopes: m.alibi.map(String).join(", ") }) }));
    $("panel-2").replaceChildren(...positions);
    $("panel-3").replaceChildren(el("p", { id: "sum-caption", class: "caption" }), el("div", { id: "addition" }));
    const z = m.block || m.z;
    $("panel-4").replaceChildren(table("z", say("zCaption", { formula: m.formula }), ["position · token", ...s.columns],
      z.map((row, i) => numberRow(`${i} · ${s.tokens[i].text}`, row, { "data-index": String(i) }))));
  }

  function heatmapFigure(h) {
    const s = sentence();
    const img = el("img", { src: h.image, alt: say("heatAlt", { rows: h.rows, cols: h.cols }) });
    const band = el("div", { class: "band", "aria-hidden": "true" });
    band.style.height = `${100 * Math.min(s.tokens.length, h.rows) / h.rows}%`;
    const mark = el("div", { class: "mark", id: "heat-focus", "aria-hidden": "true" });
    const cursor = el("div", { class: "cursor", id: "heat-cursor", "aria-hidden": "true", hidden: "" });
    const box = el("div", { class: "heatmap", id: "heatmap", tabindex: "0", role: "img",
      "aria-label": say("heatCaption", { last: h.rows - 1, lastDim: h.cols - 1, low: level(h.levels[0]), high: level(h.levels[1]) }) },
    img, band, mark, cursor);
    box.style.setProperty("--rows", String(h.rows));
    box.addEventListener("mousemove", (event) => {
      const r = box.getBoundingClientRect();
      pointAt(Math.floor((event.clientY - r.top) / r.height * h.rows), Math.floor((event.clientX - r.left) / r.width * h.cols));
    });
    box.addEventListener("keydown", (event) => {
      const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
      if (!moves[event.key]) return;
      event.preventDefault();
      const [row, col] = state.cursor || [state.focus, 0];
      pointAt(row + moves[event.key][0], col + moves[event.key][1]);
    });
    const legend = el("p", { class: "legend" }, el("span", { text: level(h.levels[0]) }),
      el("span", { class: "scale", "aria-hidden": "true" }), el("span", { text: level(h.levels[1]) }));
    return el("figure", {}, box, legend, el("figcaption", {},
      say("heatCaption", { last: h.rows - 1, lastDim: h.cols - 1, low: level(h.levels[0]), high: level(h.levels[1]) }) + " " + say("heatHint", {})),
    el("p", { id: "heat-readout", class: "readout", "aria-live": "polite" }));
  }

  function pointAt(row, col) {
    const h = sentence().heatmap;
    row = Math.max(0, Math.min(h.rows - 1, row));
    col = Math.max(0, Math.min(h.cols - 1, col));
    state.cursor = [row, col];
    const cursor = $("heat-cursor");
    cursor.hidden = false;
    cursor.style.top = `${100 * row / h.rows}%`;
    cursor.style.left = `${100 * col / h.cols}%`;
    cursor.style.height = `${100 / h.rows}%`;
    cursor.style.width = `${100 / h.cols}%`;
    const token = sentence().tokens[row];
    const value = h.values[row][col];
    const readout = $("heat-readout");
    readout.textContent = say("heatCell", { position: row, word: token ? ` (“${token.text}”)` : "", column: col,
      name: h.columns ? ` (${h.columns[col]})` : "", value: show(value) });
    readout.setAttribute("data-value", String(value));
  }

  function renderFocus() {
    const s = sentence(), m = mode(), i = state.focus, t = s.tokens[i];
    if (!t) {                       // an empty prepared sentence: nothing to choose, say so
      $("readout").textContent = say("empty", {});
      $("sum-caption").textContent = say("empty", {});
      $("nearest").textContent = "";
      $("addition").replaceChildren();
      return;
    }
    document.querySelectorAll("#tokens .token").forEach((b, k) => b.setAttribute("aria-pressed", String(k === i)));
    document.querySelectorAll("tr[data-index]").forEach((r) => r.classList.toggle("focused", r.dataset.index === String(i)));
    document.querySelectorAll("tr[data-row]").forEach((r) => r.classList.toggle("focused", r.dataset.row === String(t.row)));
    const mark = $("heat-focus");
    if (mark && s.heatmap) {
      mark.hidden = i >= s.heatmap.rows;
      mark.style.top = `${100 * i / s.heatmap.rows}%`;
      mark.style.height = `${100 / s.heatmap.rows}%`;
    }
    const near = s.nearest[t.row];
    const nearest = $("nearest");
    if (!t.known) nearest.textContent = say("nearestNone", { word: t.text });
    else if (near.error) nearest.textContent = near.error;
    else nearest.replaceChildren(say("nearest", { word: t.text }), " ", el("strong", { text:
      near.rows.map((n) => `${n.token} ${n.cosine.toFixed(2)}`).join(" · ") }));
    const why = m.rope ? say("rope", {}) : say("noPositions", {});
    $("sum-caption").textContent = !t.known ? say("sumUnknown", { word: t.text, position: i })
      : m.adds ? say("sum", { word: t.text, position: i }) : say("sumOff", { word: t.text, position: i, why });
    renderAddition(s, m, i, t);
    const zrow = m.z[i];
    const spoken = zrow.slice(0, MAX_SPOKEN).map(show).join(", ");
    $("readout").textContent = zrow.length > MAX_SPOKEN
      ? say("readoutMore", { word: t.text, position: i, values: spoken, more: zrow.length - MAX_SPOKEN })
      : say("readout", { word: t.text, position: i, values: spoken });
  }

  function renderAddition(s, m, i, t) {
    const token = t.row >= 0 ? s.rows[t.row] : m.z[i].map(() => 0);
    const head = ["dimension", "row of E", `+ position ${i}`, `= row ${i} of Z`, ...(m.block ? [say("block", { formula: m.formula })] : [])];
    const rows = s.columns.map((name, c) => {
      const row = el("tr", {}, el("th", { scope: "row", text: name }));
      row.append(cell("td", token[c]), cell("td", m.position[i][c]), cell("td", m.z[i][c]));
      if (m.block) row.append(cell("td", m.block[i][c]));
      return row;
    });
    $("addition").replaceChildren(table("sum", say("additionCaption", {}), head, rows),
      ...m.steps.map((step) => el("p", { class: "caption", text: `${step.label}: ${step.detail}.` })));
  }

  function renderStep() {
    const count = DATA.titles.length, step = state.step;
    $("step-indicator").textContent = say("step", { n: step + 1, count }) + "  " +
      DATA.titles.map((_, k) => (k === step ? "●" : "○")).join(" ");
    $("step-title").textContent = (mode().titles || DATA.titles)[step];   // the model's own (RoPE: nothing to add)
    $("step-caption").textContent = mode().captions[step];
    for (let k = 0; k < count; k++) $(`panel-${k}`).hidden = k !== step;
    $("previous").disabled = step === 0;
    $("next").disabled = step === count - 1;
    if (DATA.step_notes) {
      const own = sentence().notes;
      $("notes").hidden = false;
      $("notes-text").textContent = own && own.trim() ? own : DATA.step_notes[step];
    }
  }

  function setFocus(i) { state.focus = i; renderFocus(); }
  function setStep(step) { state.step = Math.max(0, Math.min(DATA.titles.length - 1, step)); renderStep(); }
  function setPositions(on) { state.on = on; state.cursor = null; renderPanels(); renderFocus(); renderStep(); }

  function openSentence(index, first) {
    state.sentence = index;
    const s = sentence();
    state.focus = Math.max(0, s.focus);
    if (first) state.step = s.step;     // the lecture's step on opening; another sentence keeps the step shown
    state.on = s.positions_on;
    state.cursor = null;
    $("positions-on").checked = state.on;
    renderHeader(); renderTokens(); renderPanels(); renderFocus(); renderStep();
  }

  function renderQuiz() {
    if (!DATA.quiz) return;
    $("quiz").hidden = false;
    $("quiz-heading").textContent = DATA.quiz.title;
    const answers = new Map();
    const score = () => {
      const right = [...answers.values()].filter(Boolean).length;
      $("quiz-score").textContent = say("score", { right, answered: answers.size });
    };
    $("questions").replaceChildren(...DATA.quiz.questions.map((q, n) => {
      const feedback = el("p", { class: "feedback", "aria-live": "polite" });
      const set = el("fieldset", { class: "question", id: `question-${n}` }, el("legend", { text: `${n + 1}. ${q.question}` }));
      q.choices.forEach((choice, k) => {
        const input = el("input", { type: "radio", name: `q${n}`, value: String(k), id: `q${n}c${k}` });
        input.addEventListener("change", () => {
          if (!answers.has(n)) answers.set(n, choice.correct);   // the first answer counts, as in the app
          feedback.textContent = say(choice.correct ? "right" : "wrong", { explanation: choice.explanation });
          feedback.className = "feedback " + (choice.correct ? "right" : "wrong");
          score();
        });
        set.append(el("div", { class: "choice" }, input, el("label", { for: input.id, text: choice.text })));
      });
      set.append(feedback);
      return set;
    }));
    score();
  }

  $("previous").addEventListener("click", () => setStep(state.step - 1));
  $("next").addEventListener("click", () => setStep(state.step + 1));
  $("positions-on").addEventListener("change", (event) => setPositions(event.target.checked));
  document.addEventListener("keydown", (event) => {
    const target = event.target;
    if (event.altKey || event.ctrlKey || event.metaKey || target.closest("input:not([type=checkbox]), select, textarea, .heatmap, .scroll")) return;
    if (event.key === "ArrowRight") { setStep(state.step + 1); event.preventDefault(); }
    if (event.key === "ArrowLeft") { setStep(state.step - 1); event.preventDefault(); }
  });
  renderQuiz();
  renderSentenceList();
  openSentence(state.sentence, true);
})();
