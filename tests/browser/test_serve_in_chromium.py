"""dice-tui serve in a real browser (headless Chromium), as its players meet it: log in,
play by keys, close the tab, come back; a wrong password, no cookie, another origin.

Run by `make test-browser` (CI runs it after the suite); never skipped: without Chromium
they fail saying what to run.
"""

from __future__ import annotations

import asyncio
import http.server
import json
import threading
import time

import aiohttp
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from tests.browser.serving import chromium, keys, log_in, screen_text, serving, until

pytestmark = pytest.mark.browser

ANN, BOB = ("ann", "ann's own password"), ("bob", "bob's own password")


@pytest.fixture(scope="module")
def server():
    with serving(dict([ANN, BOB])) as running:
        yield running


@pytest.fixture
def browser():
    driver = chromium()
    yield driver
    driver.quit()


def saves_of(server, name):
    return sorted((server.account_folder(name) / "saves").glob("dalek-dice-*.json"))


def test_log_in_play_by_keys_close_the_tab_and_come_back_to_the_game(server, browser):
    log_in(browser, server, *ANN)
    until(lambda: "New game" in screen_text(browser), what="the menu drawn in the page")
    assert browser.find_element(By.TAG_NAME, "body").get_attribute("class").find("-first-byte") >= 0
    assert len(server.app_processes()) == 1
    keys(browser, Keys.ENTER)
    until(lambda: "Start game" in screen_text(browser), what="the new-game form")
    keys(browser, Keys.CONTROL + "s")
    until(lambda: "press r to roll" in screen_text(browser), what="a Dalek Dice game under way")
    keys(browser, "r")
    until(lambda: saves_of(server, "ann") and len(json.loads(saves_of(server, "ann")[0].read_text())["events"]) >= 1,
          what="the roll saved in ann's own folder")
    save = saves_of(server, "ann")[0]
    before = save.read_bytes()
    browser.get("about:blank")  # the tab leaves the page: its app is a lost terminal
    started = time.monotonic()
    until(lambda: server.app_processes() == [], seconds=5, what="no app process left")
    assert time.monotonic() - started <= 3.0
    assert save.read_bytes() == before and json.loads(before)["events"]  # saved, whole
    browser.get(server.url + "/")  # the page opened again: still logged in, straight to the game
    until(lambda: "Dalek Dice" in screen_text(browser) and "ann" in screen_text(browser), what="the game again")
    assert "New game" not in screen_text(browser)  # straight into the game, not the menu
    assert saves_of(server, "ann") == [save]
    keys(browser, Keys.ESCAPE)  # back to the menu: the next visit starts there
    until(lambda: screen_text(browser).rfind("New game") > screen_text(browser).rfind("press r"), what="the menu")
    time.sleep(0.5)
    browser.get("about:blank")
    until(lambda: server.app_processes() == [], seconds=5, what="no app process left")


def test_print_sheets_sends_the_pdf_to_the_browser_not_to_a_path_of_the_host(server, browser, tmp_path):
    tmp_path.chmod(0o777)
    browser.execute_cdp_cmd("Browser.setDownloadBehavior", {"behavior": "allow", "downloadPath": str(tmp_path)})
    log_in(browser, server, *BOB)
    until(lambda: "New game" in screen_text(browser), what="bob's menu")
    keys(browser, Keys.END, *[Keys.UP] * 5, Keys.ENTER)  # up from Quit: Pass, Language, Rules, Statistics, Print
    until(lambda: "Download PDF" in screen_text(browser), what="Print sheets, offering a download")
    assert "Save as" not in screen_text(browser)  # no path of the host is asked
    keys(browser, Keys.CONTROL + "s")
    until(lambda: [p for p in tmp_path.iterdir() if p.suffix == ".pdf"], seconds=30, what="the PDF downloaded")
    (pdf,) = [p for p in tmp_path.iterdir() if p.suffix == ".pdf"]
    until(lambda: pdf.read_bytes().rstrip().endswith(b"%%EOF"), seconds=10, what="the whole PDF")
    assert pdf.read_bytes().startswith(b"%PDF")
    assert not list((server.account_folder("bob")).rglob("*.pdf"))  # nothing written on the host
    browser.get("about:blank")
    until(lambda: server.app_processes() == [], seconds=5)


def test_a_wrong_password_gets_in_nowhere(server, browser):
    log_in(browser, server, ANN[0], "not ann's password")
    until(lambda: browser.find_elements(By.CSS_SELECTOR, "p.error"), what="the refusal on the login page")
    assert browser.find_element(By.CSS_SELECTOR, "p.error").text
    assert browser.get_cookies() == []
    browser.get(server.url + "/")
    assert browser.current_url.endswith("/login")
    time.sleep(0.5)
    assert server.app_processes() == []


def test_a_websocket_without_a_login_cookie_is_refused_and_starts_nothing(server):
    async def attempt():
        async with aiohttp.ClientSession(headers={"Origin": server.url}) as client:
            with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                await client.ws_connect(server.url + "/ws")
            return refused.value.status

    assert asyncio.run(attempt()) == 403
    assert server.app_processes() == []


def test_a_page_of_another_origin_cannot_open_a_game_with_the_players_cookie(server, browser):
    log_in(browser, server, *BOB)
    until(lambda: "New game" in screen_text(browser), what="bob's menu")
    browser.get("about:blank")
    until(lambda: server.app_processes() == [], seconds=5)
    foreign = _page_elsewhere()
    try:
        browser.get(foreign)  # same host, another port: the browser still sends bob's cookie
        opened = browser.execute_async_script(
            "const done = arguments[1]; const socket = new WebSocket(arguments[0]);"
            "socket.onopen = () => done('open'); socket.onerror = () => done('refused');"
            "setTimeout(() => done('timeout'), 5000);", server.url.replace("http", "ws") + "/ws")
    finally:
        browser.get("about:blank")
    assert opened == "refused"
    assert server.app_processes() == []


def _page_elsewhere() -> str:
    class Page(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            self.end_headers()
            self.wfile.write(b"<!DOCTYPE html><title>elsewhere</title>")

        def log_message(self, *args):
            pass

    httpd = http.server.HTTPServer(("127.0.0.1", 0), Page)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return f"http://127.0.0.1:{httpd.server_address[1]}/"


def test_two_accounts_play_at_one_table_from_their_own_browsers(server):
    ann, bob = chromium(), chromium()
    try:
        log_in(ann, server, *ANN)
        log_in(bob, server, *BOB)
        until(lambda: "New game" in screen_text(ann) and "New game" in screen_text(bob), what="both menus")
        keys(ann, Keys.END, *[Keys.UP] * 6, Keys.ENTER)  # up from Quit, whatever Continue shows
        until(lambda: "Seats (* here)" in screen_text(ann), what="ann's Shared tables")
        keys(ann, "n")
        until(lambda: "Start game" in screen_text(ann), what="the new-table form")
        keys(ann, Keys.TAB, Keys.TAB, Keys.TAB, *[Keys.BACKSPACE] * 12, "bob", Keys.TAB, Keys.ENTER, Keys.HOME,
             Keys.ENTER)
        keys(ann, Keys.CONTROL + "s")
        until(lambda: "ann" in screen_text(ann) and "press r" in screen_text(ann), what="ann hosting, to play")
        keys(bob, Keys.END, *[Keys.UP] * 6, Keys.ENTER)
        until(lambda: "ann-1" in screen_text(bob), what="ann's table in bob's list")
        keys(bob, Keys.ENTER)
        until(lambda: "Dalek Dice" in screen_text(bob) and "bob" in screen_text(bob), what="bob seated at the table")
        keys(ann, "r")
        until(lambda: "ann rolls" in screen_text(bob), what="ann's roll on bob's screen")
    finally:
        ann.quit()
        bob.quit()
    until(lambda: server.app_processes() == [], seconds=6, what="both apps ended")
