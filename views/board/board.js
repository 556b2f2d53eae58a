// The clickable board (views/board/__init__.py). Streamlit calls this function on every
// rerun with the picture and the marks; a click on an element carrying data-hit sends its
// value back once (a trigger). Nothing is fetched: the picture arrives as data.
export default function (component) {
  const { setTriggerValue, parentElement } = component;
  const data = JSON.parse(component.data.json);   // one string (views/board/__init__.py says why)
  const root = parentElement.querySelector(".tb");
  if (data.panels) {                       // a row of pictures: redraw only those that changed
    let wrap = root.firstElementChild;
    if (!wrap || root.__wrap !== data.wrap) {
      root.innerHTML = data.wrap + "</div>";
      wrap = root.firstElementChild;
      root.__wrap = data.wrap;
      root.__panels = [];
    }
    const old = root.__panels || [];
    data.panels.forEach((src, k) => {
      if (old[k] === src && wrap.children[k]) return;
      const tpl = document.createElement("template");
      tpl.innerHTML = src;
      const el = tpl.content.firstElementChild;
      if (wrap.children[k]) wrap.replaceChild(el, wrap.children[k]);
      else wrap.appendChild(el);
    });
    while (wrap.children.length > data.panels.length) wrap.lastElementChild.remove();
    root.__panels = data.panels.slice();
    root.__svg = null;
  } else if (root.__svg !== data.svg) {    // the picture changes less often than the marks
    root.innerHTML = data.svg;
    root.__svg = data.svg;
    root.__wrap = null;
  }
  const marks = data.marks || {};
  const sets = Object.fromEntries(Object.entries(marks).map(([k, v]) => [k, new Set(v)]));
  const live = data.live !== false;
  root.classList.toggle("live", live);
  root.classList.toggle("fit", data.fit === true);   // a picture only: fits its box (board.css)
  root.querySelectorAll("[data-hit]").forEach((el) => {
    const hit = el.getAttribute("data-hit");
    for (const name of ["next", "chosen", "hint", "bad"]) {
      el.classList.toggle(name, Boolean(sets[name] && sets[name].has(hit)));
    }
    el.classList.remove("pressed");
    if (live) {
      el.setAttribute("tabindex", "0");
      el.setAttribute("role", "button");
    } else {
      el.removeAttribute("tabindex");
      el.removeAttribute("role");
    }
  });
  const send = (el) => {
    el.classList.add("pressed");                 // feedback until the rerun redraws
    setTimeout(() => el.classList.remove("pressed"), 800);
    setTriggerValue("click", el.getAttribute("data-hit"));
  };
  root.onclick = (event) => {
    const el = live && event.target.closest("[data-hit]");
    if (el && root.contains(el)) send(el);
  };
  root.onkeydown = (event) => {
    if (!live || (event.key !== "Enter" && event.key !== " ")) return;
    const el = event.target.closest("[data-hit]");
    if (el && root.contains(el)) {
      event.preventDefault();
      send(el);
    }
  };
}
