"""A real browser on the live server: Debian's chromium, headless, driven by Selenium.

Open Art. 6's page (the whole Constitution ingested), follow its timeline to the 2000-02-14
version, check the text, try the "as of date" form, save a screenshot. The screenshot goes to
``$LEGALKG_ARTIFACTS`` when set (CI can keep it), else to pytest's temporary folder; its path is
printed.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from test_serve import ingest_on_disk, start_server, stop_server

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
CHROMEDRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        not (Path(CHROMIUM).exists() and Path(CHROMEDRIVER).exists()),
        reason="needs Debian's chromium and chromium-driver (apt-get install chromium "
        "chromium-driver; .ci/run installs them)",
    ),
]


@pytest.fixture(scope="module")
def cf88_server(constitution: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    store = tmp_path_factory.mktemp("browser") / "cf88.db"
    ingest_on_disk(constitution, store)
    proc, url = start_server(store)
    yield url
    stop_server(proc)


@pytest.fixture
def browser(tmp_path: Path) -> Iterator[object]:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for arg in (
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        f"--user-data-dir={tmp_path / 'profile'}",
        "--window-size=1200,900",
    ):
        options.add_argument(arg)
    driver = webdriver.Chrome(service=Service(executable_path=CHROMEDRIVER), options=options)
    driver.set_page_load_timeout(60)
    try:
        yield driver
    finally:
        driver.quit()


def test_follow_the_timeline_to_the_2000_version(
    cf88_server: str, browser: object, tmp_path: Path
) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.remote.webdriver import WebDriver
    from selenium.webdriver.support import expected_conditions as ec
    from selenium.webdriver.support.ui import WebDriverWait

    assert isinstance(browser, WebDriver)
    browser.get(cf88_server + "/eli/br/constituicao/1988/tit2/art6")
    assert browser.current_url.endswith("/tit2/art6/index.html")  # followed the 303
    assert browser.find_element(By.TAG_NAME, "h1").text == "art. 6º"
    bars = browser.find_elements(By.CSS_SELECTOR, "figure.timeline svg a.version")
    assert [b.get_attribute("data-from") for b in bars] == [
        "1988-10-05",
        "2000-02-14",
        "2010-02-04",
        "2015-09-15",
    ]
    bar = browser.find_element(
        By.CSS_SELECTOR, 'figure.timeline svg a.version[data-from="2000-02-14"] rect'
    )
    bar.click()
    WebDriverWait(browser, 30).until(ec.url_contains("/tit2/art6/2000-02-14/"))
    text = browser.find_element(By.CSS_SELECTOR, "div.text").text
    assert "a moradia" in text
    assert "a alimentação" not in text
    assert "2000-02-14" in browser.find_element(By.CSS_SELECTOR, "p.validity").text
    # "As of date": the form opens the version in force on the day typed in.
    field = browser.find_element(By.CSS_SELECTOR, "form.asof-date input[name=date]")
    browser.execute_script("arguments[0].value = '2012-03-01'", field)
    browser.find_element(By.CSS_SELECTOR, "form.asof-date button").click()
    WebDriverWait(browser, 30).until(ec.url_contains("/tit2/art6/2010-02-04/"))
    assert "a alimentação" in browser.find_element(By.CSS_SELECTOR, "div.text").text
    browser.back()
    WebDriverWait(browser, 30).until(ec.url_contains("/tit2/art6/2000-02-14/"))
    folder = Path(os.environ.get("LEGALKG_ARTIFACTS") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    shot = folder / "art6-2000-02-14.png"
    assert browser.save_screenshot(str(shot))
    assert shot.stat().st_size > 10000
    print(f"screenshot: {shot}")
