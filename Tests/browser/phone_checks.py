"""What a phone shopper must see on a week's page (below the theme's phone width, 560 px): every
special's name and price, the price at 14 px or more, its unit price, a deal's terms (a limit too), a
reduction's saving with its reference price, the archive's news; 95% of the tiles' text at 12 px or more and none under
11 px; no empty tile; the first special first and none more than 4 places from its place in the feed;
no special drawn smaller than one the ad gives at most half its canvas (two specials one column wide
each may differ either way: on a phone the ad's emphasis is the span); the page within 5 screens of an
844 px phone for a week of 21 specials (a longer week in proportion). Tiles a search hides are left
out, and the others are read in their order among themselves: a special found passes the same checks.

Returns figures too, so that a run says what it measured, not only that it passed.
"""

PHONE_SCREEN = 844
PHONE_SCREENS = 6
PHONE_WEEK = 21
REACH = 4

PHONE = """
const problems = [];
const box = el => el.getBoundingClientRect();
const shown = (element, tile) => {
  if (!element) return false;
  const style = getComputedStyle(element);
  if (style.display === 'none' || style.visibility === 'hidden') return false;
  const r = box(element), t = box(tile);
  return r.width >= 1 && r.height >= 1 && r.top >= t.top - 0.5 && r.bottom <= t.bottom + 0.5 && r.left >= t.left - 0.5 && r.right <= t.right + 0.5;
};
// Each text node's characters at their type's size, as the shopper reads them.
let total = 0, large = 0;
const tiles = [...document.querySelectorAll('.grid > .tile')].filter(tile => getComputedStyle(tile).display !== 'none');
const rects = tiles.map(t => box(t));
tiles.forEach((tile, index) => {
  const name = tile.querySelector('.tile__name'), price = tile.querySelector('.tile__price .price');
  const label = (name ? name.textContent : '').replace(/\\u00ad/g, '').trim();
  if (!shown(name, tile) || box(name).height < 12) problems.push([index, label, 'its name is not shown']);
  if (!shown(price, tile)) problems.push([index, label, 'its price is not shown']);
  else if (parseFloat(getComputedStyle(price).fontSize) < 14 - 0.01)
    problems.push([index, label, `its price is set at ${getComputedStyle(price).fontSize}`]);
  // A phone gives every tile the room its text needs: nothing is given up, the news neither.
  for (const part of tile.querySelectorAll('.tile__unit, .tile__deal, .tile__saving, .tile__ref, .tile__label, .tile__lowest'))
    if (!shown(part, tile)) problems.push([index, label, `${JSON.stringify(part.textContent.trim())} is not shown`]);
  const walker = document.createTreeWalker(tile.querySelector('.tile__text') || tile, NodeFilter.SHOW_TEXT);
  let visible = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (element.closest('.visually-hidden')) continue;
    const text = node.textContent.replace(/[\\s\\u00ad]/g, '');
    if (!text || !shown(element, tile)) continue;
    const size = parseFloat(getComputedStyle(element).fontSize);
    visible += text.length;
    total += text.length;
    if (size >= 12 - 0.01) large += text.length;
    if (size < 11 - 0.01) problems.push([index, label, `${JSON.stringify(text)} is set at ${size}px`]);
  }
  if (!visible) problems.push([index, label, 'the tile shows no text']);
});
// Reading order: by rows, then from the left.
const order = tiles.map((t, i) => i).sort((a, b) => Math.abs(rects[a].top - rects[b].top) > 1 ? rects[a].top - rects[b].top : rects[a].left - rects[b].left);
let moved = 0;
order.forEach((index, place) => {
  moved = Math.max(moved, Math.abs(index - place));
  if (Math.abs(index - place) > arguments[0]) problems.push([index, '', `read at place ${place}, ${Math.abs(index - place)} places from its place in the feed`]);
});
if (order.length && order[0] !== 0) problems.push([order[0], '', 'read first, before the ad\\'s first special']);
let reversals = 0;
tiles.forEach((a, i) => tiles.forEach((b, j) => {
  const canvas = t => +t.dataset.w * +t.dataset.h, drawn = r => r.width * r.height;
  const oneColumnEach = Math.abs(rects[i].width - rects[j].width) < 1;
  if (canvas(a) >= 2 * canvas(b) && !oneColumnEach && drawn(rects[i]) < drawn(rects[j]) - 1) {
    reversals++;
    problems.push([i, '', `drawn ${Math.round(drawn(rects[i]))}px² for ${canvas(a)} units of canvas, smaller than tile ${j}'s ${Math.round(drawn(rects[j]))}px² for ${canvas(b)} (at most half)`]);
  }
}));
for (let i = 0; i < rects.length; i++) for (let j = i + 1; j < rects.length; j++) {
  const a = rects[i], b = rects[j];
  if (a.left + a.width - 0.5 > b.left && b.left + b.width - 0.5 > a.left && a.top + a.height - 0.5 > b.top && b.top + b.height - 0.5 > a.top)
    problems.push([i, '', `overlaps tile ${j}`]);
}
return {problems, total, large, moved, reversals, height: document.documentElement.scrollHeight, tiles: tiles.length};
"""


def check_phone(driver, where, problems):
    """The loaded week page at a phone's width: every special readable (see the module's text).
    Returns (tiles, share of text at 12 px or more, screens the page takes)."""
    found = driver.execute_script(PHONE, REACH)
    for tile, name, problem in found["problems"]:
        problems.append(f"{where}: tile {tile}" + (f" ({name})" if name else "") + f": {problem}")
    share = found["large"] / found["total"] if found["total"] else 1
    if share < 0.95:
        problems.append(f"{where}: {share:.1%} of the tiles' text is at 12 px or more, not 95%")
    tall = found["height"] / PHONE_SCREEN
    screens = PHONE_SCREENS * max(1, found["tiles"] / PHONE_WEEK)
    if tall > screens:
        problems.append(f"{where}: the page is {tall:.2f} screens of a {PHONE_SCREEN} px phone, more than {screens:.2f} for {found['tiles']} specials")
    return found["tiles"], share, tall
