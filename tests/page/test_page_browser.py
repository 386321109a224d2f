"""The lesson page in a real headless browser (Debian's chromium + chromium-driver; Firefox ESR with
geckodriver when installed): no network, no console error, the frame's numbers, the keys, the quiz.

One browser per module. Skipped, with the reason, where no browser is installed; selenium is pointed
at the installed driver, so Selenium Manager never runs and nothing is downloaded.
"""
import os
import shutil

import numpy as np
import pytest

webdriver = pytest.importorskip("selenium.webdriver", reason="the browser tests need selenium (the 'test' extra)")
from selenium.webdriver.common.action_chains import ActionChains  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402

from posviz.lecture.page import build_page, lesson_content, write_page  # noqa: E402
from posviz.lecture.quiz import default_quiz  # noqa: E402
from posviz.lecture.state import LectureState, Slide, ViewOptions  # noqa: E402
from posviz.lessons.walkthrough import STEPS, step_caption  # noqa: E402
from posviz.model.settings import LayerSettings, build_layer  # noqa: E402

SENTENCE = "the dog bit the man"
LECTURE = LectureState((Slide(SENTENCE, LayerSettings(), ViewOptions(focus=1)),
                        Slide("the man bit the dog", LayerSettings(scheme="learned")),
                        Slide(""), Slide("zebra bit the dog")))
DRIVERS = {"chromium": ("/usr/bin/chromedriver", "chromium"), "firefox": ("/usr/bin/geckodriver", "firefox-esr")}


def _start(name: str):
    driver_path, browser = DRIVERS[name]
    if not (os.path.isfile(driver_path) and shutil.which(browser)):
        pytest.skip(f"{browser} or its driver {driver_path} is not installed (Debian: apt-get install "
                    f"{'chromium chromium-driver' if name == 'chromium' else 'firefox-esr and a geckodriver'}; "
                    ".ci/run installs chromium)")
    if name == "chromium":
        options = webdriver.ChromeOptions()
        for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1280,800"):
            options.add_argument(flag)
        options.binary_location = shutil.which(browser)
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
        return webdriver.Chrome(service=webdriver.ChromeService(driver_path), options=options)
    options = webdriver.FirefoxOptions()
    options.add_argument("-headless")
    options.binary_location = shutil.which(browser)
    driver = webdriver.Firefox(service=webdriver.FirefoxService(driver_path), options=options)
    driver.set_window_size(1280, 800)
    return driver


@pytest.fixture(scope="module", params=sorted(DRIVERS))
def browser(request):
    driver = _start(request.param)
    driver.set_script_timeout(10)
    yield driver
    driver.quit()


@pytest.fixture(scope="module")
def page_path(tmp_path_factory):
    path = tmp_path_factory.mktemp("page") / "lesson.html"
    write_page(path, build_page(lesson_content(LECTURE, None, default_quiz())))
    return path


@pytest.fixture
def page(browser, page_path):
    """The page freshly opened (the first sentence, step 1, "dog" chosen), its console read empty first:
    the browser is shared by the module, and a test before (in any order) may have logged on purpose."""
    if browser.capabilities["browserName"] == "chrome":
        browser.get_log("browser")                     # reading the log empties it
    browser.get(page_path.as_uri())
    assert "dog" in browser.find_element(By.ID, "readout").text      # the script ran
    return browser


def numbers(driver, selector: str) -> np.ndarray:
    """The exact values (data-value) of the cells matched by ``selector``, as float64."""
    texts = driver.execute_script(
        "return [...document.querySelectorAll(arguments[0])].map((cell) => cell.dataset.value)", selector)
    return np.array([float(t) for t in texts])


def frame(settings=LayerSettings(), text=SENTENCE):
    layer = build_layer(settings)
    return layer, layer.encode(text)


def press(driver, key, times=1):
    for _ in range(times):
        driver.switch_to.active_element.send_keys(key)


def test_loads_with_no_network_request_and_no_console_error(page):
    entries = page.execute_script("return performance.getEntries().map((e) => [e.entryType, e.name])")
    assert [kind for kind, _ in entries if kind in ("resource", "navigation")] == ["navigation"], entries
    assert page.execute_script("return performance.getEntriesByType('resource').length") == 0
    if page.capabilities["browserName"] == "chrome":
        problems = [entry for entry in page.get_log("browser") if entry["level"] in ("SEVERE", "WARNING")]
        assert problems == []


def test_the_browser_enforces_the_policy(page):
    """The policy is in force, not only written: an image from outside is refused (and reported)."""
    refused = page.execute_async_script("""
        const done = arguments[arguments.length - 1];
        document.addEventListener("securitypolicyviolation", (e) => done([e.violatedDirective, e.blockedURI]));
        const probe = new Image(); probe.src = "http://127.0.0.1:9/probe.png"; document.body.append(probe);""")
    assert refused == ["img-src", "http://127.0.0.1:9/probe.png"]


def test_keyboard_alone_chooses_a_word_and_the_live_region_says_its_sum(page):
    _, f = frame()
    page.execute_script("document.querySelector('#tokens .token').focus()")
    press(page, Keys.TAB, 3)                                    # the, dog, bit, the: the fourth token
    assert page.switch_to.active_element.get_attribute("data-index") == "3"
    press(page, Keys.ENTER)
    readout = page.find_element(By.ID, "readout")
    assert readout.get_attribute("role") == "status" and readout.get_attribute("aria-live") == "polite"
    assert readout.text == "“the” at position 3: row 3 of Z = ({}).".format(
        ", ".join(f"{x:.4f}".replace("-", "−") for x in f.z[3]))
    landmarks = page.execute_script(
        "return ['header', 'nav', 'main', 'footer'].map((tag) => document.getElementsByTagName(tag).length)")
    assert landmarks == [1, 1, 1, 1] and len(page.find_elements(By.TAG_NAME, "h1")) == 1


def test_clicking_each_word_shows_its_row_plus_position_row_equal_to_its_row_of_z(page):
    layer, f = frame()
    press(page, Keys.ARROW_RIGHT, 3)
    assert page.find_element(By.ID, "panel-3").is_displayed()
    for i, token in enumerate(page.find_elements(By.CSS_SELECTOR, "#tokens .token")):
        token.click()
        cells = numbers(page, "#sum tbody td").reshape(f.d_model, 3)
        assert np.array_equal(cells[:, 0], f.token_vectors[i])
        assert np.array_equal(cells[:, 1], f.position_vectors[i])
        assert np.array_equal(cells[:, 2], f.z[i])
        word = f.tokens[i].text
        assert page.find_element(By.ID, "sum-caption").text == (
            f"“{word}” at position {i}: its row of E + the position-{i} vector = row {i} of Z.")
        assert page.find_element(By.ID, "readout").text.startswith(f"“{word}” at position {i}: row {i} of Z = (")
    # the lesson's own number: "dog" (row 2 of E) at position 1, first column = E[2, 0] + sin(1)
    assert f.z[1, 0] == pytest.approx(layer.table.matrix[2, 0] + np.sin(1.0), abs=1e-15)
    assert np.array_equal(numbers(page, "#z tbody td").reshape(f.length, f.d_model), f.block_input)
    assert np.array_equal(numbers(page, "#positions tbody td").reshape(f.length, f.d_model), f.position_vectors)
    used = sorted(set(f.ids.tolist()), key=f.ids.tolist().index)
    assert np.array_equal(numbers(page, "#rows tbody td").reshape(len(used), f.d_model), layer.table.matrix[used])


def test_steps_advance_with_the_keyboard_and_say_the_apps_captions(page):
    layer, _ = frame()
    page.find_element(By.TAG_NAME, "body").click()
    for step in range(len(STEPS)):
        assert page.find_element(By.ID, "step-indicator").text.startswith(f"Step {step + 1} of 5")
        assert page.find_element(By.ID, "step-title").text == STEPS[step].title
        assert page.find_element(By.ID, "step-caption").text == step_caption(step, layer)
        assert page.find_element(By.ID, f"panel-{step}").is_displayed()
        press(page, Keys.ARROW_RIGHT)
    assert page.find_element(By.ID, "step-title").text == STEPS[-1].title        # the last step stays
    press(page, Keys.ARROW_LEFT, 2)
    assert page.find_element(By.ID, "step-title").text == "Make a vector for each position"
    assert "the first pair of columns turns fastest (left)" in page.find_element(By.ID, "step-caption").text


def test_positions_off_gives_the_token_rows(page):
    _, off = frame(LayerSettings(positions_on=False))
    page.find_element(By.ID, "positions-on").click()
    press(page, Keys.ARROW_RIGHT, 3)             # from the switch itself: the arrows still move the steps
    assert page.find_element(By.ID, "panel-3").is_displayed()
    for i, token in enumerate(page.find_elements(By.CSS_SELECTOR, "#tokens .token")):
        token.click()
        cells = numbers(page, "#sum tbody td").reshape(off.d_model, 3)
        assert np.array_equal(cells[:, 2], off.token_vectors[i]) and not cells[:, 1].any()
        assert "no position vector is added" in page.find_element(By.ID, "sum-caption").text
    assert np.array_equal(numbers(page, "#z tbody td").reshape(off.length, off.d_model), off.token_vectors)
    press(page, Keys.ARROW_LEFT)
    assert page.find_element(By.ID, "step-caption").text.endswith(     # not "its own vector": every row is zeros
        "every position row is all zeros, so swapping two words only swaps rows of Z.")


def test_quiz_marks_answers_and_explains_them(page):
    quiz = default_quiz()
    first, second = quiz.questions[:2]
    page.find_element(By.CSS_SELECTOR, f"label[for='q0c{first.answer}']").click()
    wrong = (second.answer + 1) % len(second.choices)
    page.find_element(By.CSS_SELECTOR, f"label[for='q1c{wrong}']").click()
    feedback = [page.find_element(By.CSS_SELECTOR, f"#question-{n} .feedback").text for n in (0, 1)]
    assert feedback[0] == f"Right. {first.choices[first.answer].explanation}"
    assert feedback[1] == f"Not quite. {second.choices[wrong].explanation}"
    page.find_element(By.CSS_SELECTOR, f"label[for='q1c{second.answer}']").click()   # the first answer counts
    assert page.find_element(By.ID, "quiz-score").text == "Right so far: 1 of 2 answered."


def test_heatmap_reads_the_cell_under_the_pointer_and_the_keys(page):
    layer, f = frame()
    table = layer.positions.encode(np.arange(64), 6)
    press(page, Keys.ARROW_RIGHT, 2)
    box = page.find_element(By.ID, "heatmap")
    page.execute_script("arguments[0].scrollIntoView({block: 'center'})", box)   # offsets are from the in-view centre
    width, height = box.rect["width"], box.rect["height"]
    ActionChains(page).move_to_element_with_offset(
        box, int((2.3 / 6 - 0.5) * width), int((40.7 / 64 - 0.5) * height)).perform()   # floor, not round
    readout = page.find_element(By.ID, "heat-readout")
    assert readout.text.startswith("Position 40 · dimension 2 (pair 1 · sin): ")
    assert float(readout.get_attribute("data-value")) == table[40, 2]
    mark = page.find_element(By.ID, "heat-focus").rect                # "dog", position 1, outlined
    assert mark["y"] == pytest.approx(box.rect["y"] + height / 64 + 1, abs=1.5)
    box.send_keys(Keys.ARROW_DOWN)
    assert readout.text.startswith("Position 41 · dimension 2") and float(readout.get_attribute("data-value")) == table[41, 2]


def test_nearest_rows_and_another_prepared_sentence(page):
    layer, f = frame()
    expected = " · ".join(f"{layer.vocabulary.token_of(i)} {c:.2f}" for i, c in layer.table.nearest(2, 4))
    assert page.execute_script("return document.getElementById('nearest').textContent") == (
        f"Nearest rows to “dog” by cosine: {expected}")
    page.find_elements(By.CSS_SELECTOR, "#sentence-list button")[1].click()
    learned_layer, learned = frame(LayerSettings(scheme="learned"), "the man bit the dog")
    assert page.find_element(By.ID, "sentence-text").text == "the man bit the dog"
    assert np.array_equal(numbers(page, "#z tbody td").reshape(learned.length, 6), learned.z)


CONTRAST_JS = """
const parse = (c) => (c.match(/[\\d.]+/g) || []).map(Number);
const lum = (rgb) => { const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
  return 0.2126 * f(rgb[0]) + 0.7152 * f(rgb[1]) + 0.0722 * f(rgb[2]); };
const background = (node) => { for (; node; node = node.parentElement) {
  const c = parse(getComputedStyle(node).backgroundColor); if (c.length === 3 || c[3] > 0) return c; } return [255, 255, 255]; };
return [...document.querySelectorAll(arguments[0])].filter((n) => n.getClientRects().length && n.textContent.trim())
  .map((n) => { const a = lum(parse(getComputedStyle(n).color)), b = lum(background(n));
    return [n.tagName + "." + n.className + "#" + n.id, (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)]; });
"""
TEXTS = "h1, h2, h3, p, li, summary, label, legend, th, td, button, button span, .feedback, a"


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_every_text_has_contrast_of_at_least_4_5_to_1(page, scheme):
    if page.capabilities["browserName"] != "chrome":
        pytest.skip("the colour scheme is emulated through Chromium's DevTools protocol")
    page.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
    try:
        page.find_element(By.CSS_SELECTOR, f"label[for='q0c{default_quiz().questions[0].answer}']").click()
        page.find_element(By.CSS_SELECTOR, "label[for='q1c0']").click()
        page.find_element(By.ID, "recipe-box").click()
        seen = []
        for _ in range(len(STEPS)):                      # every step's panel, the chosen row highlighted
            seen += page.execute_script(CONTRAST_JS, TEXTS)
            press(page, Keys.ARROW_RIGHT)
        low = sorted({(name, round(ratio, 2)) for name, ratio in seen if ratio < 4.5})
        assert len(seen) > 100 and low == []
        body = page.execute_script("return getComputedStyle(document.body).backgroundColor")
        assert body == ("rgb(255, 255, 255)" if scheme == "light" else "rgb(18, 20, 23)")
    finally:
        page.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})


def test_a_real_models_page_shows_what_block_1_receives(browser, tmp_path):
    pytest.importorskip("safetensors", reason="writing test checkpoints needs the 'safetensors' package")
    pytest.importorskip("tokenizers", reason="real tokenizers need the 'tokenizers' package")
    import sys
    from pathlib import Path
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "model"))
    import tiny_checkpoints as tc
    from posviz.model.checkpoint.loader import load_checkpoint
    model = load_checkpoint(tc.bert(tmp_path / "bert", d=16)[0])
    path = tmp_path / "bert.html"
    write_page(path, build_page(lesson_content(LectureState((Slide(SENTENCE),)), model, None)))
    browser.get(path.as_uri())
    f = model.encode(SENTENCE)
    press(browser, Keys.ARROW_RIGHT, 3)
    for i, token in enumerate(browser.find_elements(By.CSS_SELECTOR, "#tokens .token")):
        token.click()
        cells = numbers(browser, "#sum tbody td").reshape(16, 4)
        assert np.array_equal(cells[:, 0].astype(np.float32), f.token_vectors[i].astype(np.float32))   # stored float32
        assert np.array_equal(cells[:, 1].astype(np.float32), f.position_vectors[i].astype(np.float32))
        assert np.array_equal(cells[:, 2], f.z[i]) and np.array_equal(cells[:, 3], f.block_input[i])
    assert "LayerNorm(token + position + token type 0)" in browser.find_element(By.ID, "addition").text
    assert np.array_equal(numbers(browser, "#z tbody td").reshape(f.length, 16), f.block_input)


def test_an_empty_sentence_and_an_unknown_word_say_what_they_are(page):
    page.find_elements(By.CSS_SELECTOR, "#sentence-list button")[2].click()
    assert page.find_element(By.ID, "readout").text == (
        "This prepared sentence has no tokens, so there is nothing to add up.")
    page.find_elements(By.CSS_SELECTOR, "#sentence-list button")[2].send_keys(Keys.TAB, Keys.ENTER)   # keyboard
    assert page.switch_to.active_element.text == "4. zebra bit the dog"      # the focus stays on the button
    _, f = frame(text="zebra bit the dog")
    assert not f.known[0]
    press(page, Keys.ARROW_RIGHT, 3)
    page.find_elements(By.CSS_SELECTOR, "#tokens .token")[0].click()
    cells = numbers(page, "#sum tbody td").reshape(6, 3)
    assert not cells[:, 0].any() and np.array_equal(cells[:, 2], f.z[0]) and np.array_equal(f.z[0], f.position_vectors[0])
    assert page.find_element(By.ID, "sum-caption").text == (
        "“zebra” at position 0 is not in the vocabulary: it has no row of E, so its token row is all zeros.")
