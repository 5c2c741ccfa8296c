"""Reads the claims a built page states, from the theme's markup (tile.mustache, item.mustache) and its
words (i18n/<language>.yml): the price and its label, a deal, a saving, a reference price and its label,
"lowest price in N weeks" and an item page's status line. Parses only; judging is claims_law's.
"""
import datetime
import html as entities
import os
import re
from decimal import Decimal

HERE = os.path.dirname(os.path.abspath(__file__))
THEME_WORDS = os.path.join(HERE, "..", "..", "Sources", "SpecialsKit", "Render", "Theme", "i18n")
MONTHS = {name: number for names in (
    ["januar", "februar", "märz", "april", "mai", "juni", "juli", "august", "september", "oktober", "november", "dezember"],
    ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"])
    for number, name in enumerate(names, 1)}
MONEY = r"((?:[$£€]\s?)?-?\d[\d.,]*(?:\s?€)?(?:/[^\s()]+)?)"


def load_words(language, folder=THEME_WORDS):
    """The theme's sentences in `language`: {key: text}, read from its i18n file."""
    words = {}
    with open(os.path.join(folder, f"{language}.yml"), encoding="utf-8") as table:
        for line in table:
            found = re.match(r'^([a-z_]+):\s*"(.*)"\s*$', line)
            if found:
                # YAML's \uXXXX escapes read; a no-break space is a space, as `text` reads the page's.
                value = re.sub(r"\\u([0-9A-Fa-f]{4})", lambda code: chr(int(code.group(1), 16)), found.group(2))
                words[found.group(1)] = value.replace('\\"', '"').replace("\u00a0", " ")
    return words


def text(fragment):
    """A fragment of HTML as the words it shows: tags out, entities read, spaces made plain."""
    plain = entities.unescape(re.sub(r"<[^>]*>", "", fragment or ""))
    plain = plain.replace("\u00ad", "").replace("\u200b", "")
    return re.sub(r"[\s\u00a0\u202f]+", " ", plain).strip()


def pattern(sentence, **groups):
    """A regular expression for a theme sentence, its {placeholders} replaced by `groups`."""
    parts = re.split(r"(\{[a-z]+\})", sentence)
    return "".join(groups.get(part[1:-1], r".+?") if part.startswith("{") else re.escape(part).replace(r"\ ", r"\s*") for part in parts)


class Words:
    """The sentences of one language, as patterns to read a page by."""

    def __init__(self, language, folder=THEME_WORDS):
        self.language, self.words = language, load_words(language, folder)
        self.decimal_comma = language in ("de", "fr", "es", "it")

    def amount(self, shown):
        """A printed amount as a Decimal: the number beside the currency sign ("$1,299.50", "1.299,50 €",
        "0,80 €/100 g", "1 Stück = 5,49 €", "$3.49 each"), else the first number."""
        found = re.search(r"[$£]\s?(\d[\d.,]*)|(\d[\d.,]*)\s?€", shown) or re.search(r"(\d[\d.,]*)", shown)
        digits = next(group for group in found.groups() if group).rstrip(".,")
        digits = digits.replace(".", "").replace(",", ".") if self.decimal_comma else digits.replace(",", "")
        return Decimal(digits)

    def price(self, shown):
        """(the amount, how many it buys) a printed price states: "$3.59/lb", "2/$15.98", "2 für 5,00 €"."""
        for key in ("deal_multi_short", "deal_multi"):
            sentence = self.words.get(key)
            found = re.fullmatch(pattern(sentence, quantity=r"(\d+)", price=MONEY), shown) if sentence else None
            if found:
                return self.amount(found.group(2)), int(found.group(1))
        return self.amount(shown), 1

    def match(self, key, shown, **groups):
        """The sentence `key` read in `shown` (a re.Match), or None."""
        sentence = self.words.get(key)
        return re.search(pattern(sentence, **groups), shown) if sentence else None

    def saving(self, shown):
        """(amount, percent) a saving states; either may be None."""
        percent, amount = r"(\d+)\s*%", MONEY
        for key, names in (("saving", ("amount", "percent")), ("saving_amount", ("amount",)), ("saving_short", ("percent",)),
                           ("saving_short_amount", ("amount",))):
            found = self.match(key, shown, amount=amount, percent=percent)
            if found:
                values = dict(zip(names, found.groups()))
                return (self.amount(values["amount"]) if "amount" in values else None,
                        int(values["percent"]) if "percent" in values else None)
        return None, None

    def deal(self, shown):
        """('multi', quantity, total), ('buyget', buy, get), ('limit', n, None) or None for a deal line
        ("2 for $15.98 · $7.99 each": its parts apart)."""
        found = [deal for part in re.split(r"\s*·\s*", shown) if part for deal in [self.one_deal(part)] if deal]
        return next((deal for deal in found if deal[0] != "limit"), found[0] if found else None)

    def one_deal(self, shown):
        """One part of a deal line as deal() reads it."""
        number = r"(\d+)"
        for key in ("deal_multi", "deal_multi_short"):
            sentence = self.words.get(key)
            found = re.fullmatch(pattern(sentence, quantity=number, price=MONEY), shown) if sentence else None
            if found:
                return ("multi", int(found.group(1)), self.amount(found.group(2)))
        for key in ("deal_buy_get", "deal_buy_get_short"):
            sentence = self.words.get(key, "")
            names = re.findall(r"\{([a-z]+)\}", sentence)
            found = re.fullmatch(pattern(sentence, **{name: number for name in names}), shown) if sentence else None
            if found:
                values = dict(zip(names, map(int, found.groups())))
                buy = values.get("buy")
                get = values.get("get", values.get("total", 0) - buy if buy else 0)
                return ("buyget", buy, get)
        found = self.match("deal_limit", shown, count=number)
        return ("limit", int(found.group(1)), None) if found else None


class Claim:
    """What one tile, or one offer of an item page, states."""

    def __init__(self, name, where):
        self.name, self.where = name, where
        self.price = self.price_item = None
        self.card = False
        self.quantity = 1
        self.deal = None
        self.amount = self.percent = None
        self.reference = self.reference_item = None
        self.label, self.mark = "", ""
        self.lowest_weeks = 0
        self.href = None

    def label_date(self, year):
        """The day a reference label names ("am 26.10.", "am 26. Oktober 2026", "on October 26, 2026"), or None."""
        found = re.search(r"(\d{1,2})\.\s?(\d{1,2})\.(\d{4})?", self.label)
        if found:
            return datetime.date(int(found.group(3) or year), int(found.group(2)), int(found.group(1)))
        months = "|".join(MONTHS)
        found = re.search(rf"(\d{{1,2}})\.?\s+({months})\s*(\d{{4}})?", self.label, re.I)
        if found:
            return datetime.date(int(found.group(3) or year), MONTHS[found.group(2).lower()], int(found.group(1)))
        found = re.search(rf"({months})\s+(\d{{1,2}})(?:,\s*(\d{{4}}))?", self.label, re.I)
        if found:
            return datetime.date(int(found.group(3) or year), MONTHS[found.group(1).lower()], int(found.group(2)))
        return None

    def label_says_30_days(self):
        """Whether the reference's label speaks of 30 days (an EU-style reference)."""
        return "30" in self.label

    def deal_items(self):
        """How many items the deal's whole price buys: a multi-buy's quantity, a buy-get's buy + get, else 1."""
        if self.deal and self.deal[0] == "buyget":
            return self.deal[1] + self.deal[2]
        return self.quantity

    def states_special(self):
        """A saving, a multi-buy, a buy-get or a card price."""
        return (self.amount is not None or self.percent is not None or self.card or self.quantity > 1
                or bool(self.deal and self.deal[0] in ("multi", "buyget")))

    def settle(self):
        """Works out the per-item figures from what was read."""
        if self.deal and self.deal[0] == "multi" and self.quantity == 1 and self.price == self.deal[2]:
            self.quantity = self.deal[1]
        if self.price is None:
            pass
        elif self.quantity > 1:
            self.price_item = self.price / self.quantity
        elif self.deal and self.deal[0] == "buyget":
            self.price_item = self.price * self.deal[1] / (self.deal[1] + self.deal[2])
        else:
            self.price_item = self.price
        if self.reference is not None:
            whole = self.quantity > 1 and self.price is not None and self.reference > self.price
            self.reference_item = self.reference / self.quantity if whole else self.reference
        return self


def read_offer(claim, words, price_html, deal_html, saving_html, lowest_html):
    """Fills `claim` from the fragments of one tile or offer."""
    prices = re.findall(r'<span class="price">(.*?)</span>(?:\s*<span class="(?:tile|item)__label">(.*?)</span>)?', price_html or "", re.S)
    if prices:
        claim.price, claim.quantity = words.price(text(prices[0][0]))
        claim.card = text(prices[0][1]) == words.words.get("with_card")
    deal = text(deal_html)
    claim.deal = words.deal(deal) if deal else None
    if saving_html is not None:
        claim.amount, claim.percent = words.saving(text(re.sub(r'<span class="tile__ref">.*', "", saving_html, flags=re.S)))
    struck = re.search(r'<del class="was">(.*?)</del>', (price_html or "") + (saving_html or ""), re.S)
    if struck:
        hidden = re.search(r'<span class="visually-hidden">(.*?)</span>', struck.group(1), re.S)
        shown = re.search(r'<span class="was__label">(.*?)</span>', (price_html or "") + (saving_html or ""), re.S)
        claim.reference = words.amount(text(re.sub(r'<span class="visually-hidden">.*?</span>', "", struck.group(1), flags=re.S)))
        claim.label = text(shown.group(1) if shown else hidden.group(1) if hidden else "")
        mark = re.search(r'<span class="was__mark"[^>]*>(.*?)</span>', saving_html or "", re.S)
        claim.mark = text(mark.group(1)) if mark else ""
    found = words.match("lowest_in_weeks", text(lowest_html), weeks=r"(\d+)") if lowest_html else None
    claim.lowest_weeks = int(found.group(1)) if found else 0
    return claim.settle()


def block(css, fragment):
    """The inner HTML of the first <p class="css"> in `fragment`, or None."""
    found = re.search(rf'<p class="{css}">(.*?)</p>', fragment, re.S)
    return found.group(1) if found else None


def read_tiles(page, words):
    """Every tile of a week page, as Claims (href set to the item page it links to)."""
    claims = []
    for tile in re.findall(r'<li class="tile[ "].*?</li>', page, re.S):
        name = re.search(r'<h2 class="tile__name">(.*?)</h2>', tile, re.S)
        claim = Claim(text(name.group(1) if name else ""), "tile")
        link = re.search(r'class="tile__link" href="([^"]*)"', tile)
        claim.href = entities.unescape(link.group(1)) if link else None
        read_offer(claim, words, block("tile__price", tile), block("tile__deal", tile), block("tile__saving", tile), block("tile__lowest", tile))
        claims.append(claim)
    return claims


def footnotes(page):
    """A week page's footnotes by their mark: {"*": "niedrigster Preis der letzten 30 Tage"}."""
    notes = {}
    for note in re.findall(r'<p class="footnote">(.*?)</p>', page, re.S):
        for part in re.split(r"\s+·\s+", text(note)):
            found = re.match(r"(\S+)\s+(.*)", part)
            if found:
                notes[found.group(1)] = found.group(2)
    return notes


def read_item(page, words):
    """An item page: (its name, its status line or None, [Claim] one per offer)."""
    name = text(re.search(r"<h1>(.*?)</h1>", page, re.S).group(1))
    status = block("item__status", page)
    offers = []
    current = re.search(r'<p class="item__price">.*?(?=<p class="validity">)', page, re.S)
    for chunk in re.split(r'(?=<p class="item__price">)', current.group(0) if current else "")[1:]:
        offers.append(read_offer(Claim(name, "item page"), words, block("item__price", chunk), block("item__deal", chunk),
                                 block("item__saving", chunk), block("item__lowest", chunk)))
    return name, (text(status) if status is not None else None), offers
