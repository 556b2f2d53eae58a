"""Birds On A Wire in a real browser: the dispute page's board editor keeps the chosen bird
chosen when it is clicked again (issue 19: it fell back to 清空, and the next click on the
board did nothing), and the next click on the board puts that bird down."""
from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.e2e.test_browser import no_exception
from tests.e2e.wait import open_, settle

BIRDS = "birds-on-a-wire"


def test_editor_chosen_bird_clicked_again_stays_and_places(page: Page, app_url):
    open_(page, app_url, f"/dispute?game={BIRDS}")
    settle(page, page.get_by_text("編輯電線與天空圖板").first.click)
    pills = page.locator("[data-testid='stButtonGroup']").filter(has_text="清空")
    chosen = pills.locator("[aria-checked='true']")
    expect(chosen).to_have_text("小紅鳥")
    for name in ("小紅鳥", "中綠鳥", "中綠鳥", "中綠鳥"):
        settle(page, pills.get_by_role("radio", name=name, exact=True).click)
        expect(chosen).to_have_text(name)
        expect(page.get_by_text(f"目前選的是：{name}")).to_be_visible()
    editor = page.locator(".tb").nth(1)
    settle(page, editor.locator("[data-hit='p2r3c4']").first.click)
    expect(editor.locator("[data-hit='p2r3c4']").first).to_contain_text("中")   # a bird is drawn there
    expect(chosen).to_have_text("中綠鳥")
    no_exception(page)
