"""What only a browser sees: URLs that follow the reader, deep links, real rendering, and
that the page talks to nobody but its own server."""
from __future__ import annotations

import os
import re
import shutil
from pathlib import Path
from urllib.parse import quote, urlsplit

from playwright.sync_api import Page, expect

from tests.e2e.wait import open_, settle

ROOT = Path(__file__).resolve().parents[2]
BIRDS = "birds-on-a-wire"
FIG6 = f"{BIRDS}.fig6-family-score"
ZAP1 = f"{BIRDS}.zap-single"
SCREENSHOT = ROOT / "docs" / "screenshot.png"
SCREENSHOT_URL = f"/rules?game={BIRDS}&section=birds.zap&example={ZAP1}&step=4"
PATHS = ["/", "/tutorial", "/rules", "/examples", "/dispute", "/glossary", "/search"]


def no_exception(page: Page) -> None:
    expect(page.get_by_test_id("stException")).to_have_count(0)


def sidebar_link(page: Page, name: str):
    return page.get_by_test_id("stSidebarNav").get_by_role("link", name=name, exact=True)


def step_caption(page: Page, text: str):
    return page.get_by_test_id("stCaptionContainer").filter(has_text=text)


def board(page: Page):
    return page.locator(".tb svg, .board svg").first   # the board component, or markdown


# ------------------------------------------------------------------ home and the script

def test_home(page: Page, app_url):
    open_(page, app_url, "/")
    expect(page.get_by_role("heading", name="桌遊規則導師")).to_be_visible()
    expect(page.get_by_text("電線上的鳥").first).to_be_visible()
    for name in ("首頁", "教學", "規則", "範例", "爭議判定", "詞彙表", "搜尋"):
        expect(sidebar_link(page, name)).to_be_visible()
    no_exception(page)


def test_switch_to_simplified(page: Page, app_url):
    open_(page, app_url, "/rules")
    expect(sidebar_link(page, "規則")).to_be_visible()
    expect(sidebar_link(page, "首頁")).to_be_visible()
    settle(page, page.get_by_test_id("stMain").get_by_role("radio", name="简体").click)   # on the page: a phone reaches it
    expect(page).to_have_url(re.compile(r"[?&]script=s(&|$)"))
    expect(sidebar_link(page, "规则")).to_be_visible()
    expect(sidebar_link(page, "首页")).to_be_visible()
    expect(sidebar_link(page, "規則")).to_have_count(0)
    expect(sidebar_link(page, "首頁")).to_have_count(0)
    expect(page.get_by_role("heading", level=1)).to_have_text(re.compile("规则"))
    expect(page.get_by_text("規則")).to_have_count(0)
    # the choice survives a click on another page in the sidebar
    sidebar_link(page, "范例").click()
    expect(page).to_have_url(re.compile(r"/examples\?(.*&)?script=s(&|$)"))
    expect(page.get_by_role("heading", name="范例", exact=True)).to_be_visible()
    no_exception(page)


# ------------------------------------------------------------------ stepping and deep links

def test_step_an_example(page: Page, app_url):
    open_(page, app_url, f"/examples?example={FIG6}")
    expect(step_caption(page, "開始")).to_be_visible()
    settle(page, page.get_by_role("button", name="下一步").click)
    expect(page).to_have_url(re.compile(r"[?&]step=1(&|$)"))
    expect(step_caption(page, "第 1 步")).to_be_visible()
    expect(page).to_have_url(re.compile(rf"[?&]example={re.escape(FIG6)}(&|$)"))
    expect(board(page)).to_be_visible()
    no_exception(page)


def test_deep_link_to_a_step(page: Page, app_url):
    open_(page, app_url, f"/examples?example={ZAP1}&step=2")
    expect(step_caption(page, "第 2 步")).to_be_visible()
    expect(board(page)).to_be_visible()
    expect(page.get_by_role("button", name="上一步")).to_be_enabled()
    settle(page, page.get_by_role("button", name="上一步").click)
    expect(step_caption(page, "第 1 步")).to_be_visible()
    expect(page).to_have_url(re.compile(r"[?&]step=1(&|$)"))
    no_exception(page)


def test_deep_link_to_a_rule(page: Page, app_url):
    open_(page, app_url, f"/rules?game={BIRDS}&rule=birds.zap.corner")
    title = page.locator('[id="birds.zap.corner"]')
    expect(title).to_be_visible()
    expect(title).to_contain_text("角落的電擊板塊")
    expect(page).to_have_url(re.compile(r"[?&]section=birds\.zap(&|$)"))
    no_exception(page)


def test_deep_link_in_simplified(page: Page, app_url):
    open_(page, app_url, f"/rules?game={BIRDS}&rule=birds.zap.corner&script=s")
    expect(page.locator('[id="birds.zap.corner"]')).to_contain_text("角落的电击板块")
    expect(sidebar_link(page, "规则")).to_be_visible()
    no_exception(page)


def test_search_typed_queries(page: Page, app_url):
    """Each typed query replaces the last one's results, and the URL follows."""
    open_(page, app_url, "/search")
    for query, found in (("电击", r"找到 [1-9]\d* 筆結果"), ("zzqqxx", "找到 0 筆結果"),
                         ("遷徙", r"找到 [1-9]\d* 筆結果"), ("zap", r"找到 [1-9]\d* 筆結果")):
        box = page.get_by_role("textbox").first
        box.fill(query)
        settle(page, lambda: box.press("Enter"))
        expect(page).to_have_url(re.compile(rf"[?&]q={re.escape(quote(query))}(&|$)"))
        expect(page.get_by_text(re.compile(found))).to_be_visible()
        expect(page.get_by_role("textbox").first).to_have_value(query)
    no_exception(page)


def test_search_deep_link_same_in_both_scripts(page: Page, app_url):
    counts = []
    for q in ("電擊", "电击"):
        open_(page, app_url, f"/search?q={quote(q)}")
        caption = page.get_by_text(re.compile(r"找到 \d+ 筆結果"))
        expect(caption).to_be_visible()
        counts.append(int(re.search(r"\d+", caption.inner_text()).group()))
    assert counts[0] == counts[1] > 0


# ------------------------------------------------------------------ the README screenshot

def test_screenshot_of_the_rules_page(page: Page, app_url, tmp_path):
    open_(page, app_url, SCREENSHOT_URL)
    expect(board(page)).to_be_visible()
    expect(page.locator('[id="birds.zap.corner"]')).to_be_attached()
    expect(step_caption(page, "第 4 步")).to_be_visible()
    no_exception(page)
    page.evaluate("async () => { await document.fonts.ready; }")   # the CJK fonts are in
    shot = tmp_path / "screenshot.png"
    page.screenshot(path=str(shot))
    assert shot.stat().st_size > 20_000
    if os.environ.get("UPDATE_SCREENSHOT") == "1":   # `make screenshot`: refresh the README's picture
        shutil.copyfile(shot, SCREENSHOT)


# ------------------------------------------------------------------ offline

def test_offline_every_request_is_local(page: Page, app_url):
    urls: list[str] = []
    page.on("request", lambda r: urls.append(r.url))
    page.on("websocket", lambda ws: urls.append(ws.url))
    for path in PATHS + [f"/examples?example={ZAP1}&step=2", f"/rules?game={BIRDS}&section=*",
                         "/search?q=電擊", "/?script=s"]:
        open_(page, app_url, path)
        no_exception(page)
    page.wait_for_load_state("networkidle")     # what the last page asked for has been asked
    assert len(urls) > len(PATHS)
    foreign = [u for u in urls if urlsplit(u).scheme not in ("data", "blob")
               and urlsplit(u).hostname not in ("127.0.0.1", "localhost")]
    assert not foreign, sorted(set(foreign))


def test_rules_are_styled(page: Page, app_url):
    """Our CSS reaches the page: a clarification is a tinted box, a rule id small and grey."""
    open_(page, app_url, f"/rules?game={BIRDS}&section=birds.zap")
    box = page.locator(".admonition").first
    expect(box).to_be_visible()
    assert box.evaluate("e => getComputedStyle(e).borderLeftWidth") != "0px"
    rule_id = page.locator(".rule-id").first
    assert rule_id.evaluate("e => getComputedStyle(e).fontFamily").lower().find("mono") >= 0
