#!/usr/bin/env python3
"""Checks a built specials site as shoppers' browsers see it, in headless Chromium.

At each viewport width from a tablet up (560 px): every tile's box is where `specials layout --json
--columns N` puts it for the layout active at that width (within 1 px); on a phone, every special
readable (phone_checks.py); at every width no two tiles overlap, nothing scrolls sideways, every
image has alt text, and in every tile that shows text the price is whole, no line of text is cut
(each shows whole or not at all), the name's words are whole, lines are kept in their order (price,
unit price, name, saving, news: past the first left out for want of height none shows, and that one
had no room), a line set at no height is indeed too wide, no text is under 11 px or under the news
band, and every picture is drawn 40 px or more on its longer side or not at all (and then not fetched). On every page at every width, each comparison table fits the screen without
sideways scrolling (every row's name, unit price and verdict visible) and is still a table to
assistive technology. Every tile is a link over its whole box to its special's page; every item page
fits the screen, has its history table, and draws its chart inside the viewport with text of 11 px or
more. No page scrolls sideways at 360 px. Then axe-core (zero violations) on one page of each markup
shape (markup_shape.py: pages that differ in their words and values, or in how many times a row, a tile
or an item of one kind repeats, are one), after the shapes' self-test on hand-made pages. With
--validate LIST, every page is added to LIST for the current vnu HTML validator, which validate.py runs
once over every site's list (zero errors, nothing ignored). The site is served on 127.0.0.1 only.
"""
import argparse
import atexit
import tempfile
import functools
import http.server
import json
import os
import shutil
import subprocess
import sys
import threading

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

import department_strip
from figure_lines import check_figures, feed_amounts, feed_quantities
from markup_shape import markup_shape, self_test as shape_self_test
from phone_checks import check_phone
from tile_room import ROOM, check_room

# Below this width the theme lays a week out for a phone (ThemeGeometry.phoneWidth): no canvas grid.
PHONE_WIDTH = 560


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def serve(folder, base_path):
    """Serves `folder` at `base_path` on a free loopback port."""
    class Handler(QuietHandler):
        def translate_path(self, path):
            if not path.startswith(base_path):
                return os.path.join(folder, "__missing__")
            return super().translate_path("/" + path[len(base_path):])
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Handler, directory=folder))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def shown_words(text):
    """A special's name as a shopper reads it: the build's invisible break marks (soft hyphens, the
    zero-width space before a number inside a longer token) left out, every run of spaces (no-break ones
    too) one space."""
    return " ".join(text.replace("\u00ad", "").replace("\u200b", "").split())


def report(check, checks, problems):
    """Prints each problem on stderr and the line CI shows, "check: what was checked: N problems"; the exit code."""
    for problem in problems:
        print(problem, file=sys.stderr)
    print(f"{check}: {checks}: {len(problems)} problems")
    return 1 if problems else 0


def use_font(family):
    """Makes Chromium, started after this, draw system-ui and sans-serif in `family` (fontconfig)."""
    folder = tempfile.mkdtemp(prefix="fonts-")
    atexit.register(shutil.rmtree, folder, True)
    aliases = "".join(f"<alias binding=\"strong\"><family>{name}</family><prefer><family>{family}</family></prefer></alias>"
                      for name in ("system-ui", "sans-serif", "-apple-system", "Segoe UI", "Liberation Sans", "Arial"))
    path = os.path.join(folder, "fonts.conf")
    with open(path, "w") as conf:
        conf.write(f"<?xml version=\"1.0\"?><!DOCTYPE fontconfig SYSTEM \"fonts.dtd\"><fontconfig>"
                   f"<include ignore_missing=\"no\">/etc/fonts/fonts.conf</include>{aliases}</fontconfig>")
    os.environ["FONTCONFIG_FILE"] = path


def browser(javascript=True):
    options = Options()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--disable-dev-shm-usage"):
        options.add_argument(argument)
    if not javascript:
        options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    options.binary_location = "/usr/bin/chromium"
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def expected_layout(specials, feed, columns):
    out = subprocess.run([specials, "layout", feed, "--json", "--columns", str(columns)], check=True, capture_output=True, text=True)
    return json.loads(out.stdout)


# What the tile checks below share: a tile's box inside its border, and whether an element is shown
# wholly inside such a box.
TILE_GEOMETRY = """
const innerBox = tile => {
  const t = tile.getBoundingClientRect(), style = getComputedStyle(tile);
  return {top: t.top + parseFloat(style.borderTopWidth), bottom: t.bottom - parseFloat(style.borderBottomWidth),
          left: t.left + parseFloat(style.borderLeftWidth), right: t.right - parseFloat(style.borderRightWidth)};
};
const shown = (element, box) => {
  if (!element || getComputedStyle(element).display === 'none' || getComputedStyle(element).visibility === 'hidden') return false;
  const r = element.getBoundingClientRect();
  return r.height >= 0.5 && r.width >= 0.5 && r.top >= box.top - 0.5 && r.bottom <= box.bottom + 0.5 && r.left >= box.left - 0.5 && r.right <= box.right + 0.5;
};
"""


# For each tile that shows text: the name, price, saving and unit lines that are cut (partly inside the
# tile's inner box, or wider than their own box), and a price that is not wholly inside.
TEXT_CUT = TILE_GEOMETRY + """
const problems = [];
document.querySelectorAll('.tile').forEach((tile, index) => {
  const text = tile.querySelector('.tile__text');
  if (!text || getComputedStyle(text).display === 'none') return;
  const box = innerBox(tile);
  for (const line of text.querySelectorAll(':scope > :is(.tile__name, .tile__price, .tile__deal, .tile__saving, .tile__unit, .tile__lowest)')) {
    // The news above a picture is a band that ends in an ellipsis: not a line of the text.
    if (getComputedStyle(line).display === 'none' || getComputedStyle(line).position === 'absolute') continue;
    const r = line.getBoundingClientRect();
    // A line too wide for the tile at its smallest type (by the width the page gives it, an upper bound
    // of the fonts' widths) is set at no height: not shown. It must indeed be about that wide.
    if (r.height < 0.5) {
      if (!line.classList.contains('tile__name') && line.scrollWidth * 1.15 < line.clientWidth)
        problems.push([index, line.textContent.trim(), `not shown though it fits (${line.scrollWidth}px in ${line.clientWidth}px)`]);
      continue;
    }
    const inside = r.top >= box.top - 0.5 && r.bottom <= box.bottom + 0.5 && r.left >= box.left - 0.5 && r.right <= box.right + 0.5;
    const outside = r.bottom <= box.top + 0.5 || r.top >= box.bottom - 0.5 || r.right <= box.left + 0.5 || r.left >= box.right - 0.5;
    // A name is measured word by word below: the space after a line's last word hangs past its box.
    const wider = !line.classList.contains('tile__name') && line.scrollWidth > line.clientWidth + 1;
    const words = line.textContent.trim().replace(/\\s+/g, ' ');
    if (line.classList.contains('tile__price') && (!inside || wider))
      problems.push([index, words, wider ? 'wider than its box' : outside ? 'not shown' : 'cut by the tile edge']);
    else if (!outside && (!inside || wider))
      problems.push([index, words, wider ? 'wider than its box' : 'cut by the tile edge']);
    if (line.classList.contains('tile__name') && !outside && !arguments[0]) {
      // Words stay whole (on a phone a word breaks at its soft hyphens, and a name ends in an ellipsis): every word is one box on one line, inside the name's width; the rest of a name
      // that runs out of lines is hidden whole (below the name's box, or replaced by its ellipsis).
      // A box is one word, or a number and its unit joined by no-break spaces ("125 g"): never an
      // ordinary space, which a line may break at.
      const boxes = [...line.querySelectorAll('.w')];
      const boxed = boxes.reduce((count, box) => count + box.textContent.trim().split(/\s+/).length, 0);
      if (boxed !== words.split(' ').length || boxes.some(box => / /.test(box.textContent.trim())))
        problems.push([index, words, `set as ${boxed} words in ${boxes.length} boxes, not ${words.split(' ').length} words`]);
      const n = line.getBoundingClientRect();
      for (const word of boxes) {
        const w = word.getBoundingClientRect();
        if (word.getClientRects().length !== 1 || w.left < n.left - 0.5 || w.right > n.right + 0.5)
          problems.push([index, words, `cut inside the word ${JSON.stringify(word.textContent)}`]);
      }
    }
  }
  // Lines are kept in their order (price, unit price, name, saving, news): past the first line left out
  // for want of height, none shows; and that line had no room (a line too wide for the tile at 11 px is
  // set at no height, and the rest go on).
  if (getComputedStyle(text).writingMode.startsWith('horizontal')) {
    const inFlow = [...text.children].filter(c => getComputedStyle(c).display !== 'none' && getComputedStyle(c).position !== 'absolute');
    const state = c => {
      const r = c.getBoundingClientRect();
      if (r.height < 0.5) return 'collapsed';
      return r.top >= box.top - 0.5 && r.bottom <= box.bottom + 0.5 && r.left >= box.left - 0.5 && r.right <= box.right + 0.5 ? 'shown' : 'out';
    };
    const states = inFlow.map(state);
    const firstOut = states.indexOf('out');
    if (firstOut >= 0) {
      states.forEach((s, i) => { if (i > firstOut && s === 'shown') problems.push([index, inFlow[i].textContent.trim(), `shown though ${JSON.stringify(inFlow[firstOut].textContent.trim())} before it is left out`]); });
      const cs = getComputedStyle(text);
      const inner = text.clientHeight - parseFloat(cs.paddingTop) - parseFloat(cs.paddingBottom);
      const used = inFlow.filter((c, i) => states[i] === 'shown').reduce((sum, c) => sum + c.getBoundingClientRect().height, 0);
      const line = inFlow[firstOut], need = line.getBoundingClientRect().height;
      // Half a pixel for the layout's rounding: a line exactly as tall as the room left may wrap away.
      if (inner - used >= need + 0.5)
        problems.push([index, line.textContent.trim(), `left out though the tile has ${(inner - used).toFixed(1)}px for its ${need.toFixed(1)}px`]);
    }
  }
});
return problems;
"""


# What a tile must not hide (the contract's "every tile tells the whole truth"): a saving shown without
# its reference price; on an EU page a price shown without its unit price; a price not shown in a tile
# whose box would hold it at 11 px (its widest unbreakable stretch, and on EU pages the unit price's).
TRUTH = TILE_GEOMETRY + """
const problems = [];
const probe = document.createElement('span');
probe.style.cssText = 'position:absolute;visibility:hidden;white-space:nowrap;font-size:11px;left:-9999px;top:0';
document.body.appendChild(probe);
const widest = (text, weight) => {
  probe.style.fontWeight = weight;
  return Math.max(0, ...text.trim().split(/[ ]+/).map(part => { probe.textContent = part; return probe.getBoundingClientRect().width; }));
};
document.querySelectorAll('.tile').forEach((tile, index) => {
  const box = innerBox(tile);
  const saving = tile.querySelector('.tile__saving'), ref = tile.querySelector('.tile__ref');
  if (shown(saving, box) && !shown(ref, box))
    problems.push([index, saving.textContent.trim(), 'a saving shown without its reference price']);
  const price = tile.querySelector('.tile__price'), unit = price && price.querySelector('.tile__unit');
  const priceShown = shown(price, box);
  if (priceShown && unit && !shown(unit, box))
    problems.push([index, price.textContent.trim(), 'a price shown without its unit price']);
  if (!priceShown && price) {
    const inner = getComputedStyle(tile.querySelector('.tile__text'));
    const width = box.right - box.left, height = box.bottom - box.top;
    const vertical = inner.writingMode.startsWith('vertical');
    // The line a tile's text has: its width less 10% of its shorter side (the text's side padding).
    const line = (vertical ? height : width) - 0.1 * Math.min(width, height);
    const need = Math.max(widest(price.querySelector('.price').textContent, '800'), unit ? widest(unit.textContent, '400') : 0);
    const tall = unit ? 11 * 1.15 + 11 * 1.4 : 11 * 1.15;
    // As for the lines above: the page sizes by an upper bound of the fonts' widths, up to 15% over.
    if (need * 1.15 <= line && tall <= (vertical ? width : height) * 0.9)
      problems.push([index, price.textContent.trim(), `not shown though it fits at 11 px (${need.toFixed(1)}px in ${line.toFixed(1)}px)`]);
  }
});
probe.remove();
return problems;
"""


# A deal's words where the shopper sees them: every text the caller names must be wholly shown inside
# some tile (a price's short form, its label, the deal's line); and in every tile whose price shows,
# the price's labels ("with card", "1+1 free") show with it.
DEALS = TILE_GEOMETRY + """
const wanted = arguments[0], problems = [];
const seen = [];
document.querySelectorAll('.tile').forEach((tile, index) => {
  const b = innerBox(tile);
  const price = tile.querySelector('.tile__price');
  for (const element of tile.querySelectorAll('.tile__price, .tile__label, .tile__deal'))
    if (shown(element, b)) seen.push(element.textContent.replace(/\\s+/g, ' ').trim());
  if (price && shown(price, b))
    for (const label of price.querySelectorAll('.tile__label'))
      if (!shown(label, b)) problems.push([index, label.textContent.trim(), 'a price shown without its label']);
});
for (const word of wanted)
  if (!seen.some(text => text.includes(word))) problems.push([-1, word, 'not shown in any tile']);
return problems;
"""


# For each tile: text shown under 11 px, a picture drawn under 40 px on its longer side (object-fit:
# contain inside the img's content box), a picture not drawn that was fetched anyway, an empty stand-in
# drawn in a box, a line of text or a picture under the news band, and a band whose picture gave way.
READABLE = """
const problems = [];
const inside = (r, box) => r.width >= 1 && r.height >= 1 && r.right > box.left + 0.5 && r.left < box.right - 0.5 && r.bottom > box.top + 0.5 && r.top < box.bottom - 0.5;
document.querySelectorAll('.tile').forEach((tile, index) => {
  const box = tile.getBoundingClientRect();
  const band = [...tile.querySelectorAll('.tile__lowest')].find(b => getComputedStyle(b).position === 'absolute' && inside(b.getBoundingClientRect(), box));
  for (const element of tile.querySelectorAll('.tile__text, .tile__text *')) {
    if (element.closest('.visually-hidden')) continue;
    const text = [...element.childNodes].filter(n => n.nodeType === 3).map(n => n.textContent).join('').trim();
    if (!text) continue;
    const range = document.createRange();
    range.selectNodeContents(element);
    const r = range.getBoundingClientRect(), size = parseFloat(getComputedStyle(element).fontSize);
    if (!inside(r, box) || size === 0) continue;
    if (size < 11 - 0.01) problems.push([index, text, `shown at ${size.toFixed(2)}px`]);
    if (band && element.closest('.tile__lowest') !== band) {
      const b = band.getBoundingClientRect();
      if (r.bottom > b.top + 0.5 && r.top < b.bottom - 0.5) problems.push([index, text, 'under the news band']);
    }
  }
  const img = tile.querySelector('img');
  if (!img) return;
  const r = img.getBoundingClientRect(), cs = getComputedStyle(img);
  const w = r.width - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight), h = r.height - parseFloat(cs.paddingTop) - parseFloat(cs.paddingBottom);
  const source = img.currentSrc || '';
  // The news is given up before the picture: no band above a picture that gave way.
  if (band && (source.startsWith('data:') || cs.display === 'none' || w < 1 || h < 1))
    problems.push([index, band.textContent.trim(), 'shown though the picture below it gave way']);
  if (source.startsWith('data:')) {
    if (w >= 1 && h >= 1) problems.push([index, img.alt, `an empty stand-in drawn in a ${w.toFixed(1)}x${h.toFixed(1)}px box`]);
    return;
  }
  if (cs.display === 'none' || w < 1 || h < 1) {
    if (source && img.complete) problems.push([index, img.alt, 'fetched though not drawn']);
    return;
  }
  if (band) {
    const b = band.getBoundingClientRect(), top = r.top + parseFloat(cs.paddingTop);
    if (top < b.bottom - 0.5) problems.push([index, img.alt, `under the news band (${(b.bottom - top).toFixed(1)}px of it)`]);
  }
  if (!img.naturalWidth) return;
  const scale = Math.min(w / img.naturalWidth, h / img.naturalHeight);
  const longer = Math.max(img.naturalWidth, img.naturalHeight) * scale;
  if (longer < 40 - 0.5) problems.push([index, img.alt, `drawn at ${longer.toFixed(1)}px on its longer side`]);
});
return problems;
"""


def check_grid(driver, url, width, layouts, specials, feed, problems):
    """The loaded week page from a tablet up: every tile where `specials layout` packs it for the layout
    active at `width`, and no two overlapping. Returns how many tiles (None where their count is wrong)."""
    active = max((layout for layout in layouts if layout[1] <= width), key=lambda layout: layout[1])
    expected = expected_layout(specials, feed, active[0])
    grid = driver.execute_script("const r = document.querySelector('.grid').getBoundingClientRect(); return [r.left, r.top, r.width, r.height];")
    tiles = driver.execute_script("""
        return [...document.querySelectorAll('.tile')].map(t => {
            const r = t.getBoundingClientRect();
            return [r.left, r.top, r.width, r.height, +t.dataset.w, +t.dataset.h];
        });""")
    where = f"{url} at {width}px ({active[0]} columns)"
    if len(tiles) != len(expected["tiles"]):
        problems.append(f"{where}: {len(tiles)} tiles on the page, {len(expected['tiles'])} in the layout")
        return None
    cell = grid[2] / expected["columns"]
    if abs(grid[3] - cell * expected["height"]) > 1:
        problems.append(f"{where}: the grid is {grid[3]:.1f}px tall, expected {cell * expected['height']:.1f}px")
    for placed, box in zip(expected["tiles"], tiles):
        want = [grid[0] + placed["x"] * cell, grid[1] + placed["y"] * cell, placed["w"] * cell, placed["h"] * cell]
        if any(abs(a - b) > 1 for a, b in zip(box[:4], want)):
            problems.append(f"{where}: tile {placed['index']} is at {[round(v, 1) for v in box[:4]]}, expected {[round(v, 1) for v in want]}")
    for i, a in enumerate(tiles):
        for j in range(i + 1, len(tiles)):
            b = tiles[j]
            if a[0] + a[2] - 0.5 > b[0] and b[0] + b[2] - 0.5 > a[0] and a[1] + a[3] - 0.5 > b[1] and b[1] + b[3] - 0.5 > a[1]:
                problems.append(f"{where}: tiles {i} and {j} overlap")
    return len(tiles)


# Links and buttons outside the tiles and the text of notes: the header's, the week's navigation, its
# departments, its search, the picker's; each at least 24 x 24 CSS px where it is shown.
TAP_TARGETS = """
const small = [];
for (const control of document.querySelectorAll('.site-header a, .site-header button, .week-nav a, .departments a, .week-search button, .nearest button, .my-store a, .my-store button')) {
  const r = control.getBoundingClientRect();
  if (r.width === 0 || r.height === 0 || getComputedStyle(control).visibility === 'hidden') continue;
  if (r.width < 24 - 0.01 || r.height < 24 - 0.01) small.push([control.textContent.trim().slice(0, 40), r.width, r.height]);
}
return small;
"""


def check_page_layout(driver, url, width, layouts, specials, feed, problems, deal_words=(), phone_figures=None, figures_read=None):
    set_width(driver, width)
    driver.get(url)
    phone = width < PHONE_WIDTH
    if phone:
        where = f"{url} at {width}px (a phone)"
        tiles, share, screens = check_phone(driver, where, problems)
    else:
        tiles = check_grid(driver, url, width, layouts, specials, feed, problems)
        where = f"{url} at {width}px"
        if tiles is None:
            return
    for tile, text, cut in driver.execute_script(TEXT_CUT, phone):
        problems.append(f"{where}: tile {tile}: {text!r} is {cut}")
    read = check_figures(driver, where, feed_amounts(feed), problems, feed_quantities(feed))
    if figures_read is not None:
        figures_read.append(read)
    for control, w, h in driver.execute_script(TAP_TARGETS):
        problems.append(f"{where}: {control!r} is a {w:.0f}x{h:.0f} px target, under 24 x 24 (WCAG 2.2)")
    empty = check_room(driver, where, phone, problems)
    if phone and phone_figures is not None:
        phone_figures.append((width, share, screens, empty))
    for tile, text, untrue in driver.execute_script(TRUTH):
        problems.append(f"{where}: tile {tile}: {text!r}: {untrue}")
    for tile, text, hidden in driver.execute_script(DEALS, list(deal_words)):
        problems.append(f"{where}: " + (f"tile {tile}: " if tile >= 0 else "") + f"{text!r}: {hidden}")
    # Lazy pictures load as the page scrolls past them: every picture is read once it had the chance.
    driver.execute_script("window.scrollTo(0, document.body.scrollHeight)")
    driver.execute_async_script("const done = arguments[0]; Promise.all([...document.images].filter(i => !i.complete)"
                                ".map(i => new Promise(r => { i.onload = i.onerror = r; setTimeout(r, 3000); }))).then(() => done())")
    for tile, text, problem in driver.execute_script(READABLE):
        problems.append(f"{where}: tile {tile}: {text!r} is {problem}")
    scroll = driver.execute_script("return [document.documentElement.scrollWidth, window.innerWidth];")
    if scroll[0] > scroll[1]:
        problems.append(f"{where}: the page scrolls sideways ({scroll[0]}px wide in a {scroll[1]}px window)")
    missing_alt = driver.execute_script("return [...document.images].filter(i => !i.hasAttribute('alt') || !i.alt.trim()).length;")
    if missing_alt:
        problems.append(f"{where}: {missing_alt} images without alt text")
    return tiles


# For each comparison table: the box it sits in must not scroll sideways, and every row's name, unit price
# and verdict (the answer the shopper came for) must be wholly on screen.
COMPARISON_CUT = """
const problems = [];
const view = document.documentElement.clientWidth;
document.querySelectorAll('table.comparison').forEach((table, t) => {
  const scroller = table.closest('.table-scroll') || table.parentElement;
  if (scroller.scrollWidth > scroller.clientWidth + 1)
    problems.push(`comparison ${t} scrolls sideways (${scroller.scrollWidth}px in ${scroller.clientWidth}px)`);
  const s = scroller.getBoundingClientRect();
  table.querySelectorAll('tbody tr').forEach((row, i) => {
    const cells = [row.querySelector('th'), ...row.querySelectorAll('td')];
    for (const [name, cell] of [['name', cells[0]], ['unit price', cells[3]], ['verdict', cells[4]]]) {
      if (!cell) { problems.push(`comparison ${t} row ${i} has no ${name} cell`); continue; }
      const r = cell.getBoundingClientRect();
      if (r.width < 1 || r.height < 1 || r.left < Math.max(0, s.left) - 0.5 || r.right > Math.min(view, s.right) + 0.5)
        problems.push(`comparison ${t} row ${i}: the ${name} ${JSON.stringify(cell.textContent.trim())} is not wholly on screen`);
    }
  });
});
return [document.querySelectorAll('table.comparison').length, problems];
"""


def check_comparisons(driver, url, width, problems):
    """Every comparison of the loaded page fits the screen, and stays one table to assistive technology."""
    tables, found = driver.execute_script(COMPARISON_CUT)
    problems.extend(f"{url} at {width}px: {problem}" for problem in found)
    for table in driver.find_elements("css selector", "table.comparison"):
        roles = {table.aria_role} | {row.aria_role for row in table.find_elements("css selector", "tbody tr")} \
            | {cell.aria_role for cell in table.find_elements("css selector", "tbody td")}
        if roles != {"table", "row", "cell"}:
            problems.append(f"{url} at {width}px: the comparison is not one table to assistive technology (roles {sorted(roles)})")
    return tables


ITEM_PAGE = """
const svg = document.querySelector('svg.price-chart');
const found = [];
const width = window.innerWidth;
if (document.documentElement.scrollWidth > width) found.push(`the page scrolls sideways (${document.documentElement.scrollWidth}px wide)`);
if (!document.querySelector('table.history tbody tr')) found.push('no history table');
if (svg) {
  const box = svg.getBoundingClientRect();
  if (box.width <= 0 || box.left < 0 || box.right > width + 0.5) found.push(`the chart is outside the viewport (${box.left}-${box.right} of ${width})`);
  const text = box.width / svg.viewBox.baseVal.width * 11;
  if (text < 11 - 0.01) found.push(`the chart's text is drawn at ${text.toFixed(1)}px`);
}
return [!!svg, found];
"""

TILE_LINKS = """
const found = [];
let count = 0;
for (const tile of document.querySelectorAll('li.tile')) {
  const link = tile.querySelector(':scope > a.tile__link');
  if (!link || !link.getAttribute('href')) { found.push(`tile ${count} leads nowhere`); count++; continue; }
  // Inside the tile's border: the link covers its padding box.
  const a = link.getBoundingClientRect(), box = tile.getBoundingClientRect();
  const t = {left: box.left + tile.clientLeft, top: box.top + tile.clientTop, width: tile.clientWidth, height: tile.clientHeight};
  if (Math.abs(a.left - t.left) > 1 || Math.abs(a.top - t.top) > 1 || Math.abs(a.width - t.width) > 1 || Math.abs(a.height - t.height) > 1)
    found.push(`tile ${count}: its link does not cover it`);
  if (!link.textContent.trim()) found.push(`tile ${count}: its link has no name`);
  count++;
}
return [count, found];
"""


def check_item_page(driver, url, width, problems):
    """The loaded item page: no sideways scrolling, its history table, its chart in the viewport with its
    text at 11 px or more. Whether it has a chart."""
    has_chart, found = driver.execute_script(ITEM_PAGE)
    problems.extend(f"{url} at {width}px: {problem}" for problem in found)
    return has_chart


def check_tile_links(driver, url, widths, problems):
    """Every tile is a link to its special's page, over the whole tile, with a name."""
    for width in widths:
        set_width(driver, width)
        driver.get(url)
        _, found = driver.execute_script(TILE_LINKS)
        problems.extend(f"{url} at {width}px: {problem}" for problem in found)


def distinct(pages, front):
    """One page of each kind of a chain's: the pages of `front` (the store whose tiles are measured), then
    the first of every other path once its store or region folder is taken as one ("stores/*/weeks/",
    "regions/*/items/milk/"). A store's pages and a region's item pages are its siblings' with other
    prices: the same templates, the same words."""
    def kind(page):
        parts = page.split("/")
        return "/".join(["*" if index == 1 and parts[0] in ("stores", "regions") else part for index, part in enumerate(parts)])
    chosen, seen = [], set()
    for page in sorted(pages, key=lambda page: (not page.startswith(front) if front else False, page)):
        if kind(page) not in seen:
            seen.add(kind(page))
            chosen.append(page)
    return sorted(chosen)


def check_accessibility(driver, url, problems, axe=True):
    """The loaded page, at 360 px: axe-core with zero violations, and no sideways scrolling on the
    narrowest phone."""
    from axe_selenium_python import Axe
    scroll = driver.execute_script("return [document.documentElement.scrollWidth, window.innerWidth];")
    if scroll[0] > scroll[1]:
        problems.append(f"{url} at 360px: the page scrolls sideways ({scroll[0]}px wide)")
    if not axe:
        return
    axe = Axe(driver)
    axe.inject()
    results = axe.run()
    for violation in results["violations"]:
        targets = ", ".join(str(node["target"]) for node in violation["nodes"][:3])
        problems.append(f"{url}: axe: {violation['id']}: {violation['help']} ({targets})")


def set_width(driver, width):
    """Lays the loaded page out at `width` px; the width stays through later loads, so setting it
    again to the same width is left out."""
    if getattr(driver, "specials_width", None) != width:
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": False})
        driver.specials_width = width


def check_page(driver, url, html, is_item, widths, problems, axe=True, strips=None):
    """One page, loaded once at 360 px: there its accessibility; then its comparisons (when it has any)
    and, for an item page, its history and chart, measured at every width from the narrowest up (the
    theme's pages lay out by CSS alone, so a page set to a width is laid out as one loaded at it).
    Returns (comparison tables, whether an item page drew a chart)."""
    tables, chart = 0, False
    # The table's own markup: the word alone is in every page's description.
    has_comparison = '<table class="comparison"' in html
    set_width(driver, 360)
    driver.get(url)
    # As the page loads: axe-core scrolls what it checks.
    strip = department_strip.check_strip(driver, url, problems)
    if strip and strips is not None:
        strips.append((url, strip))
    check_accessibility(driver, url, problems, axe=axe)
    for width in sorted(widths) if has_comparison or is_item else []:
        set_width(driver, width)
        if has_comparison:
            tables = check_comparisons(driver, url, width, problems)
        if is_item:
            chart = check_item_page(driver, url, width, problems) or chart
    return tables, chart


def check_strips_without_script(strips, feed, problems):
    """The pages with department links again at 360 px with JavaScript off: their own link in sight all
    the same. Every department of the feed had its page checked. The figures, for the report."""
    if not strips:
        return ""
    driver = browser(javascript=False)
    try:
        set_width(driver, 360)
        for url, _ in strips:
            driver.get(url)
            department_strip.check_strip(driver, url, problems, script=False)
    finally:
        driver.quit()
    return department_strip.summary([strip for _, strip in strips], department_strip.feed_departments(feed), problems) \
        + ", again without the script"


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--public", required=True, help="the built site")
    parser.add_argument("--specials", required=True, help="the specials binary")
    parser.add_argument("--feed", required=True, help="the current week's snapshot")
    parser.add_argument("--layout", action="append", required=True, help="COLUMNS:MIN_WIDTH, one per breakpoint")
    parser.add_argument("--base-path", default="/")
    parser.add_argument("--front", default="", help="the page whose tiles are checked, from the root (a chain's store: stores/ID/)")
    parser.add_argument("--widths", default="360,390,768,1280")
    parser.add_argument("--validate", metavar="LIST",
                        help="add the pages to LIST, a file for validate.py, which runs vnu once over every site's")
    parser.add_argument("--font", help="the font Chromium draws system-ui and sans-serif in (e.g. Roboto, as Android phones do)")
    parser.add_argument("--empty-known", action="store_true",
                        help="print, not fail, a phone's empty area over the limit (a site where it is known, issue 68)")
    parser.add_argument("--no-axe", action="store_true",
                        help="leave out axe-core (a second font's run: axe already checked the same pages; the sideways scroll is still checked)")
    parser.add_argument("--distinct", action="store_true",
                        help="a chain: check each page's kind once, not every store's copy (stores/<id>/ and regions/<id>/ paths taken as one)")
    parser.add_argument("--deal-words", action="append", default=[], metavar="TEXT|TEXT",
                        help="deals' words that some tile must show at every width, separated by | (e.g. 2/$5|with card)")
    parser.add_argument("--from-disk", type=int, metavar="WIDTH",
                        help="also open public/index.html from file:// at this width: the tile grid must be styled as served")
    args = parser.parse_args()
    if args.empty_known:
        import tile_room
        tile_room.EMPTY_KNOWN = True
    args.deal_words = [word for words in args.deal_words for word in words.split("|") if word]
    layouts = [tuple(int(part) for part in text.split(":")) for text in args.layout]

    # The shapes that spare axe most pages are checked first: a folding gone wrong fails here.
    problems = [] if args.no_axe else shape_self_test()
    server = serve(os.path.abspath(args.public), args.base_path)
    base = f"http://127.0.0.1:{server.server_port}{args.base_path}"
    pages = sorted(os.path.relpath(os.path.join(root, name), args.public)
                   for root, _, names in os.walk(args.public) for name in names if name.endswith(".html"))
    if args.distinct:
        pages = distinct(pages, args.front)
    if args.font:
        use_font(args.font)
    driver = browser()
    try:
        counted, phone_figures, figures_read = 0, [], []
        for width in (int(w) for w in args.widths.split(",")):
            counted = check_page_layout(driver, base + args.front, width, layouts, args.specials, args.feed, problems, args.deal_words,
                                        phone_figures, figures_read) or counted
        widths = [int(w) for w in args.widths.split(",")]
        check_tile_links(driver, base + args.front, widths, problems)
        tables = charts = items = 0
        shapes, strips = set(), []
        for page in pages:
            with open(os.path.join(args.public, page), encoding="utf-8") as file:
                html = file.read()
            is_item = "/items/" in "/" + page
            # Axe once per markup shape: another page of a shape already checked differs in words, or in
            # how many times a row or tile of one kind repeats, alone.
            shape = markup_shape(html)
            axe = not args.no_axe and shape not in shapes
            shapes.add(shape)
            found, chart = check_page(driver, base + page.replace("index.html", ""), html, is_item, widths, problems, axe=axe,
                                      strips=strips)
            tables += found
            items += is_item
            charts += chart
        if args.from_disk:
            # Opened from disk, relative links must find the stylesheet: tiles at their packed places.
            url = "file://" + os.path.abspath(os.path.join(args.public, args.front, "index.html"))
            check_page_layout(driver, url, args.from_disk, layouts, args.specials, args.feed, problems)
        strip_figures = check_strips_without_script(strips, args.feed, problems)
    finally:
        driver.quit()
        server.shutdown()
    if args.validate:
        os.makedirs(os.path.dirname(os.path.abspath(args.validate)), exist_ok=True)
        with open(args.validate, "w", encoding="utf-8") as listing:
            listing.write("".join(os.path.abspath(os.path.join(args.public, page)) + "\n" for page in pages))
    checks = f"{counted} tiles (each a link, its text 11 px or more, its picture 40 px or none, its price wherever it fits with its labels, a saving with its reference) at widths {args.widths}" \
        + (f", the deals' words {', '.join(args.deal_words)} at every width" if args.deal_words else "") \
        + (f" in {args.font}" if args.font else "") + f", {sum(figures_read)} prices, unit prices and amounts with their units each on one line" \
        + f", sideways scroll on {len(pages)} pages" + (" (one of each kind)" if args.distinct else "") \
        + ("" if args.no_axe else f", axe on {len(shapes)} (one of each markup shape, after their self-test)") + f", {tables} comparison tables and " \
        + f"{items} item pages ({charts} with a chart) at every width" + (", every page listed for vnu" if args.validate else "") \
        + (f", {args.front}index.html from disk at {args.from_disk}px" if args.from_disk else "") \
        + (f", {strip_figures}" if strip_figures else "") \
        + f", no text cut beside {ROOM} px of room on a phone (from a tablet up, printed above as known)" \
        + "".join(f"; at {width}px (a phone) {share:.1%} of the tiles' text at 12 px or more, {screens:.2f} screens, {empty:.1%} of the tiles' area empty"
                  for width, share, screens, empty in phone_figures)
    return report("browser", checks, problems)


if __name__ == "__main__":
    sys.exit(main())
