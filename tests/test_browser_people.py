"""A real browser (Debian's chromium, headless) on the pages for people (issue 32, item 7):
the query form with the YASGUI editor served locally (no other host contacted), the plain form
without it, and a component page with its timeline on a phone-sized window (no sideways
scrolling). Screenshots go to ``$LEGALKG_ARTIFACTS`` or pytest's temporary folder."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from test_browser import CHROMEDRIVER, CHROMIUM
from test_serve import ingest_on_disk, start_server, stop_server

from legalkg.ingest import example_path

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        not (Path(CHROMIUM).exists() and Path(CHROMEDRIVER).exists()),
        reason="needs Debian's chromium and chromium-driver (.ci/run installs them)",
    ),
]
YASGUI = Path(
    os.environ.get(
        "LEGALKG_YASGUI_DIR",
        Path(__file__).resolve().parent.parent / ".ci/npm/node_modules/@zazuko/yasgui/build",
    )
)


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("people") / "art6.db"
    ingest_on_disk(example_path("art6") / "art6.yaml", path)
    return path


def driver(tmp_path: Path, size: str) -> object:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for arg in (
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--no-first-run",
        f"--user-data-dir={tmp_path / 'profile'}",
        f"--window-size={size}",
    ):
        options.add_argument(arg)
    width, height = (int(x) for x in size.split(","))
    if width < 500:  # headless Chromium's smallest window is 500 px wide: emulate the phone
        metrics = {"width": width, "height": height, "pixelRatio": 1.0}
        options.add_experimental_option("mobileEmulation", {"deviceMetrics": metrics})
    browser = webdriver.Chrome(service=Service(executable_path=CHROMEDRIVER), options=options)
    browser.set_page_load_timeout(60)
    return browser


def shot(browser: object, tmp_path: Path, name: str) -> None:
    folder = Path(os.environ.get("LEGALKG_ARTIFACTS", tmp_path))
    folder.mkdir(parents=True, exist_ok=True)
    browser.save_screenshot(str(folder / name))  # type: ignore[attr-defined]
    print(f"screenshot: {folder / name}")


def test_query_form_with_the_editor_offline(store: Path, tmp_path: Path) -> None:
    if not (YASGUI / "yasgui.min.js").is_file():
        pytest.skip("@zazuko/yasgui is not installed in .ci/npm (.ci/run installs it)")
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    proc, url = start_server(store, "--editor", str(YASGUI))
    browser = driver(tmp_path, "1200,900")
    try:
        browser.get(url + "/sparql")  # type: ignore[attr-defined]
        WebDriverWait(browser, 30).until(
            lambda b: b.find_elements(By.CSS_SELECTOR, "#editor .CodeMirror")
        )
        assert not browser.find_element(By.ID, "query-form").is_displayed()  # type: ignore[attr-defined]
        origins = browser.execute_script(  # type: ignore[attr-defined]
            "return performance.getEntriesByType('resource').map(e => new URL(e.name).origin)"
        )
        assert origins and set(origins) == {url}, origins  # nothing from another host
        shot(browser, tmp_path, "sparql-editor.png")
    finally:
        browser.quit()  # type: ignore[attr-defined]
        stop_server(proc)


def test_plain_form_and_phone_sized_timeline(store: Path, tmp_path: Path) -> None:
    from selenium.webdriver.common.by import By

    proc, url = start_server(store)
    browser = driver(tmp_path, "375,812")
    try:
        browser.get(url + "/sparql")  # type: ignore[attr-defined]
        browser.find_element(By.CSS_SELECTOR, "#query-form button").click()  # type: ignore[attr-defined]
        from selenium.webdriver.support.ui import WebDriverWait

        # The browser shows the results (SPARQL XML, as its Accept asks) of the example.
        WebDriverWait(browser, 30).until(lambda b: "2015-09-15" in b.page_source)
        browser.get(url + "/eli/br/constituicao/1988/tit2/art6")  # type: ignore[attr-defined]
        svg = browser.find_element(By.CSS_SELECTOR, "figure.timeline svg")  # type: ignore[attr-defined]
        width = browser.execute_script("return window.innerWidth")  # type: ignore[attr-defined]
        assert width == 375  # the phone's width, not the smallest window's (500)
        assert svg.size["width"] <= width
        scroll = browser.execute_script("return document.documentElement.scrollWidth")  # type: ignore[attr-defined]
        assert scroll <= width, (scroll, width)
        # Every text of the timeline inside the picture, at a size one reads on a phone (the
        # SVG used to be scaled down to 5 px labels): labels 12 px, years 10 px.
        texts = browser.execute_script(  # type: ignore[attr-defined]
            "const svg = document.querySelector('figure.timeline svg');"
            "const box = svg.getBoundingClientRect();"
            "return [...svg.querySelectorAll('text')].map(t => {"
            "  const r = t.getBoundingClientRect();"
            "  return [t.textContent, t.getAttribute('class'),"
            "          parseFloat(getComputedStyle(t).fontSize),"
            "          r.left >= box.left - 0.5 && r.right <= box.right + 0.5"
            "          && r.top >= box.top - 0.5 && r.bottom <= box.bottom + 0.5]})"
        )
        assert len(texts) > 5
        for text, cls, size, inside in texts:
            assert inside, text
            assert size >= (10 if cls == "tick" else 12), (text, size)
        shot(browser, tmp_path, "art6-phone.png")
        # No page is wider than the phone (the statements table was: 470 px, long IRIs and
        # property names that did not wrap; a phone browser zooms such a page out).
        for path in (
            "/",
            "/sparql",
            "/eli/br/constituicao/1988",
            "/eli/br/constituicao/1988/tit2/art6/2000-02-14",
        ):
            browser.get(url + path)  # type: ignore[attr-defined]
            sizes = browser.execute_script(  # type: ignore[attr-defined]
                "return [window.innerWidth, document.documentElement.scrollWidth]"
            )
            assert sizes == [375, 375], (path, sizes)
    finally:
        browser.quit()  # type: ignore[attr-defined]
        stop_server(proc)
