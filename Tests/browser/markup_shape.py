#!/usr/bin/env python3
"""A page's markup shape: its markup as axe-core's rules read it, without its words and without how many
times a row, a tile or an item is repeated (`MarkupShape`). check_site.py runs axe on one page of each
shape, check_csp.py opens one page of each.

    markup_shape.py --self-test     hand-made pairs of pages: one shape where they must be, two where they must
"""
import argparse
import collections
import html.parser
import re
import sys

# Attributes whose values are a page's own words, names, addresses and numbers, not its structure or its
# look; and every data-* attribute (read by the page's script, not by axe-core).
FREE_VALUES = {"href", "src", "srcset", "sizes", "alt", "title", "content", "datetime", "value", "aria-label", "d",
               "points", "x", "y", "x1", "x2", "y1", "y2", "cx", "cy", "r", "width", "height", "viewbox", "transform"}
# Attributes whose value is an id, or ids separated by spaces, that they point at.
ID_REFERENCES = {"for", "headers", "aria-labelledby", "aria-describedby", "aria-controls", "aria-owns",
                 "aria-activedescendant", "aria-details", "aria-errormessage", "aria-flowto", "list", "form"}
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "keygen", "link", "meta", "param", "source", "track", "wbr"}
# A row's cells are the table's columns: never folded (td-has-header, th-has-data-cells).
CELLS = {"td", "th"}
# The elements whose whole text axe-core compares with the alt of an image inside (image-redundant-alt).
ALT_CONTAINERS = {"button", "a", "p", "li", "td", "th"}
# A tile's place among the week's tiles (the theme's class "t{{place}}": t1, t2, ...), styled only by the
# week's own stylesheet with the tile's size and grid cell.
TILE_PLACE = re.compile(r"t[0-9]+")


class Node:
    __slots__ = ("tag", "attrs", "children", "several", "marks")

    def __init__(self, tag, attrs):
        self.tag, self.attrs, self.children, self.several, self.marks = tag, attrs, [], False, ""


class MarkupShape(html.parser.HTMLParser):
    """A page's markup as axe-core's rules read it. Two pages of one shape differ in their words and in how
    many times a row, a tile or an item is repeated, and in nothing axe checks: axe on one checks both.

    Kept as it is: every element, its attributes and their names, every class, style (attribute or
    element: the colours contrast is measured in), role, lang, ARIA state, and a viewport's or refresh's
    meta content. A text, and the value of a free attribute (FREE_VALUES, data-*: words, addresses, numbers),
    is "v", or nothing when it is empty: whether a name, an alt or a text is empty stays in the shape,
    what it says does not. Ids and the references to them (for, headers, aria-labelledby, ..., a link's
    "#id") are renamed in order of first appearance, "v0", "v1", ..., so that which element points at which
    stays. A tile's place class (t1, t2, ...: its size and cell in the week's own stylesheet, whose address
    is free like any other) is "t#".

    Repetition is folded: a run of consecutive sibling elements of one shape (a history's rows, tiles of
    one kind in a row, a list's items, a name's words, a chain's stores) is kept as its first element,
    marked "+" when the run had more than one. So a history of 2 rows and one of 6 are one shape, as are
    two weeks with other numbers of tiles of the same kinds in the same order; one row and several are
    two, so that whatever axe finds between siblings (one heading after another's last, two landmarks of
    a kind, a style by position) is checked on a page that has them. Only consecutive siblings of one
    shape fold: each kind of tile or row (a picture or none, a deal line or none, a special's row or a
    regular price's) and each change from one kind to the next stay, in their order. A row's cells are
    never folded: they are the table's columns. Siblings are compared from the leaves up, their ids
    renamed within each; a reference out of a sibling counts by whether its target exists, so rows that
    point at their column headers, or links at the page's sections, fold.

    What a folded sibling could hide is kept as marks, counted on the whole page before folding: an id
    (or accesskey, or frame title) that another element has too is "!dup" (duplicate-id, duplicate-id-aria,
    duplicate-id-active, accesskeys, unique-frame-title: two tiles with one id, even far apart, are not the
    shape of tiles with their own ids); a reference to no element, "!none"; a field named by two labels,
    "!labels" (multiple-label); an image whose alt is its link's, paragraph's, item's, cell's or button's
    whole text, "!alt=text" (image-redundant-alt). vnu, which validates every page, reports duplicate ids
    too. Those are the rules of axe-core 3.1.1 (axe-selenium-python's) that compare one element's values
    with another's; a newer axe's that compare names (landmark-unique, identical-links-same-purpose) would
    want the names of landmarks and links kept. Not in a shape, as words never were: how long a text is,
    and so where it wraps (a long price that widens a history past a phone's screen leaves axe's
    color-contrast of its caption incomplete, which is no violation)."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.root = Node("#document", [])
        self.open = [self.root]

    def handle_starttag(self, tag, attrs):
        node = Node(tag, attrs)
        self.open[-1].children.append(node)
        if tag not in VOID:
            self.open.append(node)

    def handle_startendtag(self, tag, attrs):
        self.open[-1].children.append(Node(tag, attrs))

    def handle_endtag(self, tag):
        for index in range(len(self.open) - 1, 0, -1):
            if self.open[index].tag == tag:
                del self.open[index:]
                return

    def handle_data(self, data):
        parent = self.open[-1]
        if parent.tag == "style":
            parent.children.append(("style", data))
        elif data.strip():
            parent.children.append(("text", " ".join(data.split())))

    def shape(self):
        census = _Census(self.root)
        _fold(self.root, census)
        parts = []
        _write(self.root, {}, None, census, parts)
        return "".join(parts)


def _elements(node):
    for child in node.children:
        if isinstance(child, Node):
            yield child
            yield from _elements(child)


def _text(node):
    return " ".join(child[1] if isinstance(child, tuple) else _text(child) for child in node.children
                    if not isinstance(child, tuple) or child[0] == "text").strip()


class _Census:
    """What the whole page, before folding, says of values axe compares between elements: how many
    elements carry each id, accesskey and frame title, and how many labels name each field. Marks the
    images whose alt is the whole text of an element around them."""

    def __init__(self, root):
        self.ids, self.keys, self.frames, self.labels = (collections.Counter() for _ in range(4))
        for node in _elements(root):
            attrs = dict(node.attrs)
            if attrs.get("id"):
                self.ids[attrs["id"]] += 1
            if attrs.get("accesskey"):
                self.keys[attrs["accesskey"]] += 1
            if node.tag in ("iframe", "frame") and attrs.get("title"):
                self.frames[attrs["title"].strip().lower()] += 1
            if node.tag == "label" and attrs.get("for"):
                self.labels[attrs["for"]] += 1
            if node.tag in ALT_CONTAINERS or attrs.get("role") == "button":
                text = _text(node).lower()
                for image in (element for element in _elements(node) if element.tag == "img"):
                    alt = dict(image.attrs).get("alt")
                    if text and alt and " ".join(alt.split()).lower() == text:
                        image.marks = "!alt=text"


def _ids(node):
    return {value for element in [node, *_elements(node)] for key, value in element.attrs if key == "id" and value}


def _fold(node, census):
    """Folds, from the leaves up, each run of consecutive sibling elements of one shape into its first."""
    for child in node.children:
        if isinstance(child, Node):
            _fold(child, census)
    kept, previous = [], None
    for child in node.children:
        if isinstance(child, tuple) or child.tag in CELLS:
            kept.append(child)
            previous = None
            continue
        parts = []
        _write(child, {}, _ids(child), census, parts)
        key = "".join(parts)
        if key == previous:
            kept[-1].several = True
            continue
        kept.append(child)
        previous = key
    node.children = kept


def _write(node, names, inside, census, parts):
    """Appends the shape of `node` (an element, or the page's root: its children) to `parts`, its ids
    renamed through `names` in order of first appearance. `inside`: the ids of a sibling written to be
    compared with its siblings, a reference out of which is written by whether its target exists; None
    for the whole page."""
    def name(value):
        return names.setdefault(value, f"v{len(names)}") if value else ""

    def reference(value, mark=""):
        if not census.ids[value]:
            mark += "!none"
        return (name(value) if inside is None or value in inside else "^") + mark

    if node.tag != "#document":
        attrs = dict(node.attrs)
        shown = []
        for key, value in node.attrs:
            value = value or ""
            if key == "id":
                text = name(value) + ("!dup" if census.ids[value] > 1 else "")
            elif key in ID_REFERENCES:
                text = " ".join(reference(part, "!labels" if key == "for" and census.labels[part] > 1 else "")
                                for part in value.split())
            elif key == "href" and value.startswith("#") and len(value) > 1:
                text = "#" + reference(value[1:])
            elif key == "accesskey":
                text = value + ("!dup" if census.keys[value] > 1 else "")
            elif key == "title" and node.tag in ("iframe", "frame"):
                text = ("v" if value else "") + ("!dup" if census.frames[value.strip().lower()] > 1 else "")
            elif key == "class" and "tile" in value.split():
                text = " ".join("t#" if TILE_PLACE.fullmatch(word) else word for word in value.split())
            elif key == "content" and node.tag == "meta" and (attrs.get("name") == "viewport" or "http-equiv" in attrs):
                text = value
            elif key in FREE_VALUES or key.startswith("data-"):
                text = "v" if value else ""
            else:
                text = value
            shown.append(f"{key}={text}")
        parts.append(f"<{node.tag} {' '.join(shown)}{node.marks}>")
    for child in node.children:
        if isinstance(child, Node):
            _write(child, names, inside, census, parts)
        else:
            parts.append(child[1] if child[0] == "style" else "v")
    if node.tag != "#document":
        parts.append(f"</{node.tag}>" + ("+" if node.several else ""))


def markup_shape(html):
    """The page's shape (MarkupShape): one string for pages that axe-core finds alike."""
    shape = MarkupShape()
    shape.feed(html)
    shape.close()
    return shape.shape()


# The self-test's pages: a week's grid of tiles and an item's price history, as the theme writes them.
def _page(body, title="Specials"):
    return (f'<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8"><title>{title}</title></head><body>'
            f'<header class="site-header"><p class="site-title"><a href="index.html">Market</a></p></header>'
            f'<main id="main"><h1>{title}</h1>{body}</main><footer class="site-footer"><p>Prices in USD.</p></footer></body></html>')


def _tile(place, kind, name, deal=None):
    picture = f'<img src="img/{place}.jpg" alt="{name}" width="80" height="80">' if kind == "picture" else ""
    words = " ".join(f'<span class="w">{word}</span>' for word in name.split())
    return (f'<li class="tile t{place} tile--{"full" if picture else "text"}" data-w="4" data-h="4">'
            f'<a class="tile__link" href="items/{place}/"><span class="visually-hidden">{name}: $1.99</span></a>{picture}'
            f'<div class="tile__text"><p class="tile__price"><span class="price">$1.{place}9</span></p>'
            f'<h2 class="tile__name">{words}</h2>' + (f'<p class="tile__deal">{deal}</p>' if deal else "") + '</div></li>')


def _week(*tiles):
    return _page('<ul class="grid" aria-label="Specials">' + "".join(
        _tile(place, *tile) if isinstance(tile, tuple) else _tile(place, tile, f"Item number {place}")
        for place, tile in enumerate(tiles, 1)) + "</ul>")


def _history(*rows, ids=None):
    cells = "".join(
        f'<tr{" class=history__special" if special else ""}{f" id={ids[index]}" if ids else ""}><td><time datetime="2026-11-{10 + index}">'
        f'November {10 + index}, 2026</time></td><td>${price}</td><td>{"Special" if special else "Regular price"}</td></tr>'
        for index, (price, special) in enumerate(rows))
    return _page('<table class="history"><caption>Price of milk, week by week</caption><thead><tr><th scope="col">Week of</th>'
                 f'<th scope="col">Price</th><th scope="col">Kind</th></tr></thead><tbody>{cells}</tbody></table>', "Milk")


SPECIAL, REGULAR = ("1.99", True), ("2.49", False)

# (what, page, page, whether the two are one shape)
CASES = [
    ("a history of 2 special rows and one of 5", _history(SPECIAL, SPECIAL), _history(*[SPECIAL] * 5), True),
    ("2 specials' rows then 2 regular and 3 then 4", _history(SPECIAL, SPECIAL, REGULAR, REGULAR),
     _history(*[SPECIAL] * 3, *[REGULAR] * 4), True),
    ("a week of 3 tiles with a picture then 2 without, and one of 2 then 4", _week("picture", "picture", "picture", "text", "text"),
     _week("picture", "picture", "text", "text", "text", "text"), True),
    ("a name of 2 words and one of 5", _week(("picture", "Milk 1 gal")), _week(("picture", "Organic Whole Milk 1 gal")), True),
    ("pages in other words", _page("<p>Prices valid <a href='weeks/1/'>this week</a></p>", "Specials"),
     _page("<p>Preise gültig <a href='wochen/2/'>diese Woche</a></p>", "Angebote"), True),
    ("a tile with a picture and one without", _week("picture"), _week("text"), False),
    ("a tile with a deal line and one without", _week(("picture", "Cola 12 pk", "2/$5")), _week(("picture", "Cola 12 pk")), False),
    ("picture, text, picture and picture, text (not consecutive)", _week("picture", "text", "picture"), _week("picture", "text"), False),
    ("picture, text, picture, picture and picture, picture, text", _week("picture", "text", "picture", "picture"),
     _week("picture", "picture", "text"), False),
    ("a special's row and a regular price's", _history(SPECIAL, SPECIAL), _history(REGULAR, REGULAR), False),
    ("one row and several", _history(SPECIAL), _history(SPECIAL, SPECIAL), False),
    ("rows with their own ids and rows 1 and 3 with one id", _history(SPECIAL, SPECIAL, SPECIAL, ids=["a", "b", "c"]),
     _history(SPECIAL, SPECIAL, SPECIAL, ids=["a", "b", "a"]), False),
    ("a label for its field and one for no field", _page('<label for="q">Find</label><input id="q" type="search">'),
     _page('<label for="p">Find</label><input id="q" type="search">'), False),
    ("an image's alt and an empty one", _page('<p><img src="a.jpg" alt="Milk"> fresh</p>'), _page('<p><img src="a.jpg" alt=""> fresh</p>'), False),
    ("a link with words and an empty one", _page('<p><a href="a/">Milk</a></p>'), _page('<p><a href="a/"></a></p>'), False),
    ("an alt that is its link's text and one that is not", _page('<a href="a/"><img src="a.jpg" alt="Milk">Milk</a>'),
     _page('<a href="a/"><img src="a.jpg" alt="Milk">Fresh milk</a>'), False),
    ("other classes", _page('<p class="validity">Prices</p>'), _page('<p class="footnote">Prices</p>'), False),
    ("another lang", _page('<p lang="de">Preise</p>'), _page('<p lang="fr">Prix</p>'), False),
    ("another style", _page('<p style="color:#777">Prices</p>'), _page('<p style="color:#000">Prices</p>'), False),
    ("another role", _page('<p role="status">Prices</p>'), _page('<p role="alert">Prices</p>'), False),
    ("a row of 3 cells and one of 4", _page("<table><tr><td>1</td><td>2</td><td>3</td></tr></table>"),
     _page("<table><tr><td>1</td><td>2</td><td>3</td><td>4</td></tr></table>"), False),
]


def self_test(verbose=False):
    """Each pair of CASES through markup_shape: one shape where they must be, two where not. The problems
    (with `verbose`, every case printed)."""
    problems = []
    for what, first, second, same in CASES:
        one = markup_shape(first) == markup_shape(second)
        if one != same:
            problems.append(f"markup shape self-test: {what}: {'one shape' if one else 'two shapes'}, expected {'one' if same else 'two'}")
        if verbose:
            print(f"{'ok' if one == same else 'FAILED'}: {what}: {'one shape' if one else 'two shapes'}")
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--self-test", action="store_true", required=True, help="check the shapes on hand-made pages")
    parser.add_argument("--verbose", action="store_true", help="print every case")
    args = parser.parse_args()
    problems = self_test(args.verbose)
    for problem in problems:
        print(problem, file=sys.stderr)
    print(f"markup shape self-test: {len(CASES)} hand-made pairs of pages, {sum(case[-1] for case in CASES)} of one shape: {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
