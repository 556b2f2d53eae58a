"""Layout checks for a page in Chromium, each returning the problems it found as plain lines
(empty: none), so that a test can gather them over many steps and fail once, naming all.

- button_problems: a visible button whose label is cut (its label element, or one inside
  it, is wider than its box, or shows an ellipsis), or whose label is repeated among the
  buttons of one block;
- hit_problems: a board's clickable element ([data-hit]) outside the board's visible box
  (every clipping box around it, the board container, the viewport's width), or two of
  them overlapping (their shapes share a region of more than 2 x 2 px);
- small_labels: board text drawn smaller than 11 css px (font size times the SVG's scale);
- sideways: the page, or its main block, scrolling sideways.

Call painted() first after a run: the board component draws after the run's elements arrive.
The boards live in shadow roots (the board component): each check on a board is evaluated
on the board's .tb element, which playwright's locators reach."""
from __future__ import annotations

from playwright.sync_api import Page

TOLERANCE = 1.0      # px: rounding of boxes
OVERLAP = 2.0        # px: two targets may touch, or share a hairline
LEAST_LABEL = 11.0   # css px

BUTTONS = """() => {
  const out = {cut: [], twice: []};
  const groups = new Map();
  for (const b of document.querySelectorAll('button')) {
    const r = b.getBoundingClientRect();
    if (!r.width || !r.height || !b.checkVisibility({visibilityProperty: true})) continue;
    const label = b.querySelector('[data-testid="stMarkdownContainer"]') || b;
    const icons = [...label.querySelectorAll('[data-testid="stIconMaterial"]')].map(i => i.innerText);
    const text = icons.reduce((t, i) => t.replace(i, ''), label.innerText).replace(/\\s+/g, ' ').trim();
    if (!text) continue;
    const wide = [b, label, ...label.querySelectorAll('*')].filter(e => {
      if (!e.clientWidth) return false;                    // inline: measured by its block
      const cs = getComputedStyle(e);
      const over = e.scrollWidth > e.clientWidth + 1;
      const clamp = cs.overflowY !== 'visible' && e.scrollHeight > e.clientHeight + 1;
      return over || clamp || (cs.textOverflow === 'ellipsis' && e.scrollWidth > e.clientWidth);
    });
    if (wide.length) {
      const e = wide[wide.length - 1];
      out.cut.push(`${text} (scrollWidth ${e.scrollWidth} > clientWidth ${e.clientWidth}, ` +
                   `scrollHeight ${e.scrollHeight} / clientHeight ${e.clientHeight}, box ${Math.round(r.width)} px)`);
    }
    const box = b.closest('[data-testid="stButtonGroup"]')
             || (b.closest('[data-testid="stElementContainer"]') || b).parentElement;
    if (!groups.has(box)) groups.set(box, []);
    groups.get(box).push(text);
  }
  for (const texts of groups.values()) {
    const seen = new Set();
    for (const t of texts) { if (seen.has(t)) out.twice.push(`${t} (x${texts.filter(x => x === t).length} among ${texts.length})`); seen.add(t); }
  }
  out.twice = [...new Set(out.twice)];
  return out;
}"""

HITS = """(t, [tol, overlap]) => {
  const out = {outside: [], overlaps: [], count: 0};
  const vw = document.documentElement.clientWidth;
  const up = (e) => e.parentElement || (e.getRootNode() instanceof ShadowRoot ? e.getRootNode().host : null);
  // the visible box around el: every clipping box inside the board, the board's own box, the
  // viewport's width, and above the board what clips it before the page's scroller
  const clip = (el) => {
    const box = {left: 0, right: vw, top: -Infinity, bottom: Infinity};
    const cut = (r, x, y) => {
      if (x) { box.left = Math.max(box.left, r.left); box.right = Math.min(box.right, r.right); }
      if (y) { box.top = Math.max(box.top, r.top); box.bottom = Math.min(box.bottom, r.bottom); }
    };
    let e = up(el);
    for (; e && e !== t; e = up(e)) {
      const cs = getComputedStyle(e), svg = e instanceof SVGSVGElement;
      cut(e.getBoundingClientRect(), svg || cs.overflowX !== 'visible', svg || cs.overflowY !== 'visible');
    }
    if (!e) return box;
    cut(t.getBoundingClientRect(), true, true);
    for (e = up(t); e; e = up(e)) {
      const cs = getComputedStyle(e);
      if (['auto', 'scroll'].includes(cs.overflowY)) break;
      cut(e.getBoundingClientRect(), ['hidden', 'clip'].includes(cs.overflowX), ['hidden', 'clip'].includes(cs.overflowY));
    }
    return box;
  };
  const hits = [...t.querySelectorAll('[data-hit]')].filter(h => {
    const r = h.getBoundingClientRect(); return r.width > 0 && r.height > 0;
  });
  out.count = hits.length;
  const rects = hits.map(h => h.getBoundingClientRect());
  const r0 = (r) => `${Math.round(r.left)}..${Math.round(r.right)} x ${Math.round(r.top)}..${Math.round(r.bottom)}`;
  hits.forEach((h, k) => {
    const r = rects[k], b = clip(h);
    const miss = [r.left < b.left - tol && `left ${Math.round(b.left - r.left)} px`,
                  r.right > b.right + tol && `right ${Math.round(r.right - b.right)} px`,
                  r.top < b.top - tol && `top ${Math.round(b.top - r.top)} px`,
                  r.bottom > b.bottom + tol && `bottom ${Math.round(r.bottom - b.bottom)} px`].filter(Boolean);
    if (miss.length) out.outside.push(`${h.dataset.hit} [${r0(r)}] cut off by ${miss.join(', ')} (visible box ${r0(b)})`);
  });
  // shapes of each hit (not of a hit nested in it), for point tests in client coordinates
  const shapes = hits.map(h => [...h.querySelectorAll('*')].filter(s =>
    s.closest('[data-hit]') === h && (s instanceof SVGGeometryElement || s instanceof SVGTextElement
      || s instanceof SVGImageElement || s instanceof SVGUseElement)).map(s => {
        const m = s instanceof SVGGeometryElement && s.getScreenCTM();
        return {s, inv: m && m.inverse(), box: s.getBoundingClientRect()};
      }));
  const inside = (k, x, y) => shapes[k].some(({s, inv, box}) =>
    x >= box.left && x <= box.right && y >= box.top && y <= box.bottom
    && (!inv || s.isPointInFill(new DOMPoint(x, y).matrixTransform(inv))));
  // a pair's answer is kept in the page for the next check: between steps most targets are
  // the same shapes in the same place (the key: their drawing and their offset from each other)
  const known = window.__hitPairs || (window.__hitPairs = new Map());
  const drawn = hits.map(h => h.dataset.hit + '|' + h.innerHTML);
  for (let a = 0; a < hits.length; a++) for (let b = a + 1; b < hits.length; b++) {
    const A = rects[a], B = rects[b];
    const l = Math.max(A.left, B.left), r = Math.min(A.right, B.right);
    const tp = Math.max(A.top, B.top), bt = Math.min(A.bottom, B.bottom);
    if (r - l <= overlap || bt - tp <= overlap) continue;
    const key = [drawn[a], drawn[b], A.width, A.height, B.width, B.height, B.left - A.left, B.top - A.top]
      .map(x => typeof x === 'number' ? x.toFixed(1) : x).join('#');
    if (known.has(key)) {
      if (known.get(key)) out.overlaps.push(`${hits[a].dataset.hit} [${r0(A)}] and ${hits[b].dataset.hit} [${r0(B)}]`);
      continue;
    }
    const step = Math.max(1, Math.ceil(Math.max(r - l, bt - tp) / 40)), need = Math.floor(overlap / step) + 1;
    const both = new Set();
    for (let i = 0; l + i * step <= r; i++) for (let j = 0; tp + j * step <= bt; j++) {
      const x = l + i * step, y = tp + j * step;
      if (inside(a, x, y) && inside(b, x, y)) both.add(i + ',' + j);
    }
    // shared: a square wider than `overlap` whose corners are in both
    const square = [...both].some(key => { const [i, j] = key.split(',').map(Number);
      return both.has((i + need) + ',' + j) && both.has(i + ',' + (j + need)) && both.has((i + need) + ',' + (j + need)); });
    known.set(key, square);
    if (square) out.overlaps.push(`${hits[a].dataset.hit} [${r0(A)}] and ${hits[b].dataset.hit} [${r0(B)}]`);
  }
  return out;
}"""

LABELS = """t => [...t.querySelectorAll('svg text, svg tspan')].filter(e =>
    e.textContent.trim() && e.getBoundingClientRect().width > 0 && e.checkVisibility({visibilityProperty: true})
  ).map(e => {
    const m = e.getScreenCTM();
    const scale = m ? Math.sqrt(Math.abs(m.a * m.d - m.b * m.c)) : 0;
    return [e.textContent.trim().slice(0, 20), parseFloat(getComputedStyle(e).fontSize) * scale];
  })"""

SIDEWAYS = """() => {
  const vw = window.innerWidth, out = [];
  const doc = document.documentElement;
  if (doc.scrollWidth > doc.clientWidth) out.push(`the page: scrollWidth ${doc.scrollWidth} > ${doc.clientWidth}`);
  for (const id of ['stMain', 'stMainBlockContainer']) {
    const m = document.querySelector(`[data-testid="${id}"]`);
    if (m && m.scrollWidth > m.clientWidth) out.push(`${id}: scrollWidth ${m.scrollWidth} > clientWidth ${m.clientWidth}`);
  }
  if (out.length) {              // name the widest things that stick out (outermost first)
    const wide = [...document.querySelectorAll('[data-testid="stMain"] *')].filter(e =>
      e.getBoundingClientRect().right > vw + 1 && e.parentElement.getBoundingClientRect().right <= vw + 1);
    for (const e of wide.slice(0, 4)) {
      const r = e.getBoundingClientRect();
      out.push(`  sticks out: <${e.tagName.toLowerCase()} ${e.dataset.testid || e.className.baseVal || e.className || ''}>` +
               ` ${Math.round(r.left)}..${Math.round(r.right)} px: ${(e.innerText || e.textContent || '').trim().slice(0, 30)}`);
    }
  }
  return out;
}"""


def painted(page: Page) -> None:
    """Wait until the browser has drawn what the last run sent (two animation frames: the
    board component draws its picture after the run's elements arrive)."""
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")


def boards(page: Page):
    """The boards on the page that have clickable elements."""
    tb = page.locator(".tb")
    return [tb.nth(k) for k in range(tb.count()) if tb.nth(k).locator("[data-hit]").count()]


def button_problems(page: Page) -> list[str]:
    found = page.evaluate(BUTTONS)
    return [f"cut label: {t}" for t in found["cut"]] + [f"label twice in one block: {t}" for t in found["twice"]]


def hit_problems(page: Page) -> list[str]:
    out = []
    for k, tb in enumerate(boards(page)):
        found = tb.evaluate(HITS, [TOLERANCE, OVERLAP])
        out += [f"board {k}: outside its visible box: {t}" for t in found["outside"]]
        out += [f"board {k}: overlapping targets: {t}" for t in found["overlaps"]]
    return out


def small_labels(page: Page) -> list[str]:
    out = []
    for k, tb in enumerate(boards(page)):
        small = sorted({(round(size, 1), text) for text, size in tb.evaluate(LABELS) if size < LEAST_LABEL - 0.05})
        if small:
            out.append(f"board {k}: {len(small)} label(s) under {LEAST_LABEL:g} px, e.g. "
                       + ", ".join(f"{text!r} {size} px" for size, text in small[:6]))
    return out


def sideways(page: Page) -> list[str]:
    return page.evaluate(SIDEWAYS)
