"""Figures stay on one line: in every tile, a price, a unit price and a number with its unit ("$1.49/lb",
"1 Stück", "0,59 €") are never broken across lines, in any line of the tile that shows them (the price
block, the unit price, the deal, the saving with its reference price, the name, the news).

What is a figure comes from the feed and from how figures are written, never from the page's markup:
each special's own price (its card price where it has one), as the feed gives it, must be found in its
tile wherever the tile shows its price, as an amount with its currency sign and any "/unit" after it;
besides it, every other amount written with a currency sign or a percent sign, and in the unit price's
line every number followed by its unit's word ("12 Stück", "1 kg", "330 ml"), in the news every number
with the word after it ("6 Wochen"), in the deal every number followed by a unit of `UNITS`; and every
number with its unit that the special's name in the feed has ("Mozzarella 125 g": "125 g", a unit of
`UNITS`), found in its tile's name. Each must lie on one line: its characters' client rects all share
one line box (they overlap vertically). Tiles a search hides and lines the tile leaves out (set at no
height, or out of its box) are not read.
"""

import json
import re
from decimal import Decimal

# Units of measure and counts as grocers' names and deals write them after a number (the longer first).
UNITS = ["fl oz", "fl. oz", "kg", "mg", "g", "ml", "cl", "l", "oz", "lbs", "lb", "ct", "count", "pk", "gal", "qt",
         "pt", "Stück", "Stk", "pièces", "pièce", "unidades", "%"]

FIGURES = r"""
const [amounts, quantities, units] = arguments;
const problems = [];
const money = '[$£€₪¥₹]';
const joined = '[\\s\\u00a0\\u202f\\u2009\\u200e\\u200f]*';
// An amount: the feed's digits with either decimal separator ("1.29" as "1.29" or "1,29"; a whole "5.00"
// also as the short form's "5"), or any number.
const amount = text => {
  const [whole, cents] = text.split('.');
  const decimals = cents && /^0+$/.test(cents) ? `(?:[.,]${cents})?` : cents ? `[.,]${cents}` : '';
  return `(?<![\\d.,])${whole}${decimals}(?![\\d])`;
};
const figure = number => new RegExp(
  `(?:${money}${joined})?${number}(?:${joined}(?:${money}|%))?(?:${joined}/${joined}[^\\s\\d/·=]+)?`, 'gu');
const anyAmount = '\\d+(?:[.,]\\d+)*';
const priced = new RegExp(`${money}${joined}${anyAmount}(?:${joined}/${joined}[^\\s\\d/·=]+)?|${anyAmount}${joined}(?:${money}|%)(?:${joined}/${joined}[^\\s\\d/·=]+)?`, 'gu');
const quantity = new RegExp(`${anyAmount}[\\s\\u00a0\\u202f]+\\p{L}+`, 'gu');
const unitWords = units.map(unit => unit.replace(/[.]/g, c => '\\' + c).replace(/ /g, joined)).join('|');
const measured = new RegExp(`(?<![\\d.,])${anyAmount}${joined}(?:${unitWords})(?![\\p{L}])`, 'gu');
const named = text => new RegExp(`(?<![\\d.,])${text.split(' ').map(part => part.replace(/[.]/g, c => '\\' + c)).join(`[\\s\\u00a0\\u202f\\u00ad]+`)}(?![\\p{L}\\d])`, 'giu');
const tiles = [...document.querySelectorAll('.grid > .tile')];
let read = 0;
tiles.forEach((tile, index) => {
  if (getComputedStyle(tile).display === 'none') return;
  const t = tile.getBoundingClientRect();
  const inside = r => r.height >= 0.5 && r.width >= 0.5 && r.top >= t.top - 0.5 && r.bottom <= t.bottom + 0.5 && r.left >= t.left - 0.5 && r.right <= t.right + 0.5;
  const lines = [...tile.querySelectorAll('.tile__price, .tile__unit, .tile__deal, .tile__saving, .tile__name, .tile__lowest')]
    .filter(line => getComputedStyle(line).display !== 'none' && inside(line.getBoundingClientRect()));
  let priceShown = false, priceFound = false;
  for (const line of lines) {
    // The line's text as the shopper reads it: its own text nodes (a line inside it is read on its own),
    // less what only screen readers hear.
    const nodes = [], starts = [];
    let text = '';
    const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement.closest('.visually-hidden')) continue;
      if (node.parentElement.closest('.tile__price, .tile__unit, .tile__deal, .tile__saving, .tile__name, .tile__lowest') !== line) continue;
      nodes.push(node);
      starts.push(text.length);
      text += node.textContent;
    }
    if (!nodes.length) continue;
    const at = offset => {
      let i = starts.length - 1;
      while (i > 0 && starts[i] > offset) i--;
      return [nodes[i], offset - starts[i]];
    };
    const onOneLine = (start, end) => {
      const range = document.createRange();
      range.setStart(...at(start));
      const [node, offset] = at(end - 1);
      range.setEnd(node, offset + 1);
      const rects = [...range.getClientRects()].filter(r => r.width > 0 && r.height > 0);
      return !rects.length || Math.min(...rects.map(r => r.bottom)) > Math.max(...rects.map(r => r.top));
    };
    const checked = new Set();
    const look = (pattern, what) => {
      let found = 0;
      for (const match of text.matchAll(pattern)) {
        found++;
        if (checked.has(match.index)) continue;
        checked.add(match.index);
        read++;
        if (!onOneLine(match.index, match.index + match[0].length))
          problems.push([index, match[0].replace(/\s+/g, ' '), `${what} broken across lines in ${JSON.stringify(text.replace(/\s+/g, ' ').trim())}`]);
      }
      return found;
    };
    if (line.classList.contains('tile__price')) {
      priceShown = true;
      if (amounts[index] && look(figure(amount(amounts[index])), 'the price')) priceFound = true;
    }
    if (line.classList.contains('tile__name')) {
      for (const expected of quantities[index] || [])
        if (!look(named(expected), 'a number with its unit'))
          problems.push([index, expected, `the feed's name has it, the tile's name ${JSON.stringify(text.replace(/\u00ad/g, '').replace(/\s+/g, ' ').trim())} does not`]);
      continue;
    }
    look(priced, 'an amount');
    if (line.classList.contains('tile__unit')) look(quantity, 'a number with its unit');
    if (line.classList.contains('tile__lowest')) look(quantity, 'a number with its unit');
    if (line.classList.contains('tile__deal')) look(measured, 'a number with its unit');
  }
  if (priceShown && amounts[index] && !priceFound)
    problems.push([index, amounts[index], 'the feed\'s price is not found in the tile that shows its price']);
});
return [read, problems];
"""


def feed_amounts(feed):
    """Each special's price as the tile sets it large: its card price where it has one, else its price."""
    with open(feed, encoding="utf-8") as file:
        specials = json.load(file, parse_float=Decimal)["managerSpecials"]
    return [f"{Decimal(str(special.get('card_price') or special['price'])):.2f}" for special in specials]


def feed_quantities(feed):
    """Each special's numbers with their units (of `UNITS`) as its name in the feed writes them: "125 g"."""
    with open(feed, encoding="utf-8") as file:
        specials = json.load(file, parse_float=Decimal)["managerSpecials"]
    units = "|".join(re.escape(unit).replace(r"\ ", r"\s+") for unit in UNITS)
    pattern = re.compile(rf"(?<![\d.,])(\d+(?:[.,]\d+)?)\s+({units})(?![^\W\d_])", re.IGNORECASE)
    return [[f"{number} {' '.join(unit.split())}" for number, unit in pattern.findall(special.get("display_name") or special.get("name", ""))]
            for special in specials]


def check_figures(driver, where, amounts, problems, quantities=None):
    """The loaded week page: every figure of every tile on one line (see the module's text); `quantities`,
    each special's numbers with their units from its name in the feed (`feed_quantities`). Returns how
    many figures were read."""
    read, found = driver.execute_script(FIGURES, amounts, quantities or [], UNITS)
    for tile, figure, problem in found:
        problems.append(f"{where}: tile {tile}: {figure!r}: {problem}")
    return read
