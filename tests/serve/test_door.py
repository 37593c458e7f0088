"""The door of dice-tui serve: nothing runs for a browser that has not logged in, from a
page of another origin, or past the caps; a failed login says nothing about the name."""

from __future__ import annotations

import asyncio
import json

import aiohttp
import pytest

from tests.serve.conftest import PASSWORD
from tui.serve import logins


def app_processes(served) -> int:
    return len(served.server.tabs.running)


async def test_a_websocket_without_a_login_is_refused_before_anything_starts(served):
    async with aiohttp.ClientSession(headers={"Origin": served.url}) as client:
        with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
            await client.ws_connect(f"{served.url}/ws")
    assert refused.value.status == 403
    assert app_processes(served) == 0 and served.server.tabs.total == 0


async def test_a_forged_cookie_opens_nothing(served):
    async with aiohttp.ClientSession(headers={"Origin": served.url}, cookies={logins.COOKIE: "x" * 43}) as client:
        with pytest.raises(aiohttp.WSServerHandshakeError):
            await client.ws_connect(f"{served.url}/ws")
        async with client.get(f"{served.url}/", allow_redirects=False) as page:
            assert page.status == 303 and page.headers["Location"] == "/login"


async def test_a_websocket_from_another_origin_is_refused_even_logged_in(served):
    async with served.client() as client:
        assert await served.log_in(client) == 303
        for origin in ("http://evil.example", "null", f"{served.url}.evil.example"):
            with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                await client.ws_connect(f"{served.url}/ws", headers={"Origin": origin})
            assert refused.value.status == 403
        async with aiohttp.ClientSession(cookie_jar=client.cookie_jar) as no_origin:
            with pytest.raises(aiohttp.WSServerHandshakeError):
                await no_origin.ws_connect(f"{served.url}/ws")
    assert served.server.tabs.total == 0


async def test_an_unknown_name_gets_the_very_answer_of_a_wrong_password(served):
    async with served.client() as client:
        answers = []
        for name in ("ann", "nobody"):
            async with client.post(f"{served.url}/login", data={"name": name, "password": "wrong password"},
                                   allow_redirects=False) as answer:
                answers.append((answer.status, (await answer.text()).replace(name, "NAME")))
    assert answers[0] == answers[1] and answers[0][0] == 401


async def test_the_login_cookie_is_http_only_strict_and_expires(served):
    async with served.client() as client, client.post(
            f"{served.url}/login", data={"name": "ANN", "password": PASSWORD}, allow_redirects=False) as answer:
        cookie = answer.headers["Set-Cookie"]
    assert answer.status == 303
    assert "HttpOnly" in cookie and "SameSite=Strict" in cookie and "Max-Age=" in cookie
    assert "Secure" not in cookie  # plain http on loopback: a Secure cookie would never come back


async def test_failed_logins_are_limited_per_name(served):
    async with served.client() as client:
        for _ in range(logins.PER_NAME):
            assert await served.log_in(client, "ann", "wrong password") == 401
        assert await served.log_in(client, "ann", PASSWORD) == 429  # even the right one, for a while
        assert await served.log_in(client, "bob", "bob's password") == 303


async def test_failed_logins_are_limited_per_address(served):
    async with served.client() as client:
        for index in range(logins.PER_ADDRESS):
            await served.log_in(client, f"name{index}", "wrong password")
        assert await served.log_in(client, "bob", "bob's password") == 429


async def test_a_login_form_from_another_page_is_refused(served):
    async with aiohttp.ClientSession(headers={"Origin": "http://evil.example"}) as client, client.post(
            f"{served.url}/login", data={"name": "ann", "password": PASSWORD}, allow_redirects=False) as answer:
        assert answer.status == 403 and "Set-Cookie" not in answer.headers


async def test_logging_out_ends_the_login(served):
    async with served.client() as client:
        await served.log_in(client)
        async with client.get(f"{served.url}/") as page:
            text = await page.text()
        key = text.split('name="key" value="')[1].split('"')[0]
        async with client.post(f"{served.url}/logout", data={"key": key}, allow_redirects=False) as answer:
            assert answer.status == 303
        client.cookie_jar.clear()
    assert served.server.door.logins._by_token == {}


async def test_a_name_from_the_form_is_text_on_the_page(served):
    async with served.client() as client, client.post(
            f"{served.url}/login", data={"name": '<script>alert(1)</script>', "password": "x" * 9}) as answer:
        text = await answer.text()
    assert "<script>alert" not in text and "&lt;script&gt;" in text


async def test_the_login_page_speaks_the_browsers_language(served):
    async with aiohttp.ClientSession(headers={"Accept-Language": "es-ES,es;q=0.9,en;q=0.5"}) as client, \
            client.get(f"{served.url}/login") as page:
        text = await page.text()
    assert 'lang="es"' in text and "Contraseña" in text


async def first_frame(websocket: aiohttp.ClientWebSocketResponse, timeout: float = 20.0) -> bytes:
    seen = b""
    async with asyncio.timeout(timeout):
        while b"New game" not in seen and b"\xe2" not in seen[-1:]:
            message = await websocket.receive()
            if message.type == aiohttp.WSMsgType.BINARY:
                seen += message.data
            elif message.type != aiohttp.WSMsgType.TEXT:
                break
            if len(seen) > 2000:
                break
    return seen


async def test_an_account_has_at_most_its_tabs_and_the_next_is_told_why(served):
    async with served.client() as client:
        await served.log_in(client)
        first = await client.ws_connect(f"{served.url}/ws")
        second = await client.ws_connect(f"{served.url}/ws")
        await first_frame(first)
        await first_frame(second)
        third = await client.ws_connect(f"{served.url}/ws")
        said = await third.receive()
        assert said.type == aiohttp.WSMsgType.BINARY and b"as many game windows" in said.data
        assert (await third.receive()).type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED)
        assert served.server.tabs.total == 2
        for websocket in (first, second):
            await websocket.close()
    await _until(lambda: served.server.tabs.total == 0)


async def test_a_flood_of_messages_ends_that_tab_only(served):
    async with served.client() as client:
        await served.log_in(client)
        websocket = await client.ws_connect(f"{served.url}/ws")
        await first_frame(websocket)
        for _ in range(served.server.limits.burst * 8):
            await websocket.send_str(json.dumps(["ping", "x"]))
        await _until(lambda: served.server.tabs.total == 0, 10)
        await websocket.close()


async def test_an_oversized_or_strange_message_ends_the_tab(served):
    async with served.client() as client:
        await served.log_in(client)
        for junk in ("x" * (served.server.limits.message_bytes + 1), "{}", '["stdin"', '[1, 2]', "[[[[[[[[]]]]]]]]"):
            websocket = await client.ws_connect(f"{served.url}/ws")
            await websocket.send_str(junk)
            await _until(lambda: served.server.tabs.total == 0, 10)
            await websocket.close()


async def _until(condition, seconds: float = 5.0) -> None:
    async with asyncio.timeout(seconds):
        while not condition():
            await asyncio.sleep(0.05)


async def test_an_invitation_signs_up_once_and_logs_in(served):
    from saves.accounts import changing, read_book

    with changing(served.home) as book:
        code = book.invite(1)
    form = {"code": code, "name": "Zoë", "password": "zoë's password", "again": "zoë's password"}
    async with served.client() as client:
        async with client.post(f"{served.url}/signup", data=form, allow_redirects=False) as answer:
            assert answer.status == 303 and logins.COOKIE in answer.headers["Set-Cookie"]
        websocket = await client.ws_connect(f"{served.url}/ws")
        await first_frame(websocket)
        await websocket.close()
    assert read_book(served.home).find("ZOË") is not None
    async with served.client() as client, client.post(f"{served.url}/signup", data={**form, "name": "eve"}) as again:
        assert again.status == 400 and "not valid" in await again.text()
    assert read_book(served.home).find("eve") is None
    await _until(lambda: served.server.tabs.total == 0)


async def test_signing_up_says_why_not_in_the_pages_language(served):
    from saves.accounts import changing

    with changing(served.home) as book:
        code = book.invite(1)
    form = {"code": code, "name": "../x", "password": "a long password", "again": "a long password", "lang": "es"}
    async with served.client() as client, client.post(f"{served.url}/signup", data=form) as answer:
        text = await answer.text()
    assert answer.status == 400 and "un nombre son letras y cifras" in text
    with changing(served.home) as book:  # the code was not used up by a refused name
        assert book.take_invite(code)


async def test_no_sign_up_without_an_invitation(served):
    form = {"code": "", "name": "eve", "password": "a long password", "again": "a long password"}
    async with served.client() as client, client.post(f"{served.url}/signup", data=form) as answer:
        assert answer.status == 400
