from tutor.render import css, render_markdown, rule_html


def test_markdown_in_simplified_keeps_ascii_ids():
    html = render_markdown("## 計分 {#birds.score}\n\n| 配件 | 數量 |\n|---|---|\n| 布袋 | 1 |\n", "s")
    assert '<h2 id="birds.score">计分</h2>' in html
    assert "<table>" in html and "<td>布袋</td>" in html
    assert html.startswith('<div class="rules">')


def test_rule_html_with_erratum():
    html = rule_html("birds-on-a-wire", "birds.score.family.fig6-erratum", "t")
    assert html.startswith('<h4 id="birds.score.family.fig6-erratum" class="rule-title">圖 6 範例的算式')
    assert '<span class="rule-id">birds.score.family.fig6-erratum</span>' in html
    assert '<div class="admonition warning">' in html and "勘誤" in html
    assert "勘误" in rule_html("birds-on-a-wire", "birds.score.family.fig6-erratum", "s")


def test_clarification_box_and_css():
    html = rule_html("birds-on-a-wire", "birds.turn.bag-empty", "t")
    assert '<div class="admonition note">' in html and "規則釐清" in html
    assert ".rule-id" in css() and ".admonition.warning" in css()


def test_css_has_no_markup_characters():
    """st.html sanitises HTML: a <style> whose text looks like markup (a '<' even in a CSS
    comment) arrives empty, and every page loses its styles."""
    assert "<" not in css() and ">" not in css().replace("> ", "").replace(" >", "")
