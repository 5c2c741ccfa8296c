"""The archive a site's claims are read against: its feed snapshots, week by week, as the feed says them
(written here from the feed format, not from specials' code). One item across weeks is the same item by
`id`, else by name (case, spacing and punctuation aside); a listing's prices are per item.
"""
import datetime
import glob
import json
import os
import unicodedata
from decimal import ROUND_HALF_UP, Decimal

CENT = Decimal("0.01")


def money(value):
    """A feed's price ("1.29" or 1.29) as an exact Decimal; None when absent."""
    return None if value is None else Decimal(str(value))


def name_key(name):
    """A name with case, spacing and punctuation aside ("Frische  Vollmilch 3,5 %" ~ "frische vollmilch 35")."""
    text = unicodedata.normalize("NFKC", name).casefold()
    return "".join(c for c in text if c.isalnum())


class Listing:
    """One special of one week's snapshot, its prices per item."""

    def __init__(self, date, special):
        self.date, self.special = date, special
        self.name, self.id = special["display_name"], special.get("id")
        self.per = special.get("per")
        self.quantity = int(special.get("quantity") or 1)
        self.buy, self.get = special.get("buy"), special.get("get")
        self.price = money(special["price"])
        self.card = money(special.get("card_price"))
        self.original = money(special.get("original_price"))
        self.lowest_30 = money(special.get("lowest_30_day_price"))

    def per_item(self, amount):
        """What one item costs at `amount`, the listing's whole price: a multi-buy's share, a buy-get's."""
        if amount is None:
            return None
        amount = amount / self.quantity
        if self.buy and self.get:
            amount = amount * self.buy / (self.buy + self.get)
        return amount

    @property
    def everyone(self):
        """What anyone pays for one item without a card."""
        return self.per_item(self.price)

    @property
    def paid(self):
        """The least anyone (a card holder too) paid for one item."""
        card = self.per_item(self.card)
        return min(self.everyone, card) if card is not None else self.everyone

    @property
    def regular(self):
        """Sold at its regular price this week: no card, no buy-get, and its price per item its original
        (`original_price` is per item, a multi-buy's too); a multi-buy with no original is a deal."""
        if self.card is not None or (self.buy and self.get):
            return False
        return self.original == self.everyone if self.original is not None else self.quantity == 1

    def same_item(self, other):
        """The same item: by id where both have one and they match, else by name."""
        if self.id is not None and self.id == other.id:
            return True
        return name_key(self.name) == name_key(other.name)

    def same_unit(self, other):
        """Priced the same way (each, or per the same weight)."""
        return self.per == other.per


class Archive:
    """The snapshots of a site, oldest first: [(date, [Listing])]."""

    def __init__(self, weeks):
        self.weeks = weeks

    @classmethod
    def load(cls, site):
        """Reads Content/specials/*.json of a site folder."""
        weeks = []
        for path in sorted(glob.glob(os.path.join(site, "Content", "specials", "*.json"))):
            date = datetime.date.fromisoformat(os.path.basename(path)[:10])
            with open(path, encoding="utf-8") as feed:
                weeks.append((date, [Listing(date, s) for s in json.load(feed)["managerSpecials"]]))
        return cls(weeks)

    def upto(self, date):
        """The archive as a build on `date`'s week sees it: that week and the ones before."""
        return Archive([(d, listings) for d, listings in self.weeks if d <= date])

    def listings(self, item, before, since=None):
        """The item's listings (same unit) in the weeks dated before `before` and on or after `since`."""
        return [other for d, week in self.weeks if d < before and (since is None or d >= since)
                for other in week if other.same_item(item) and other.same_unit(item)]

    def week_of(self, item, date):
        """The item's listings (same unit) in the snapshot dated `date`; [] when none lists it."""
        return [other for d, week in self.weeks if d == date for other in week if other.same_item(item) and other.same_unit(item)]

    def days_covered(self, item, start, end):
        """Whether every day in [start, end) falls in a 7-day week of a snapshot that lists the item."""
        dates = {d for d, week in self.weeks if any(o.same_item(item) and o.same_unit(item) for o in week)}
        day = start
        while day < end:
            if not any(d <= day < d + datetime.timedelta(days=7) for d in dates):
                return False
            day += datetime.timedelta(days=1)
        return True


def cents(amount):
    """An amount rounded to cents, as a shopper's arithmetic would print it."""
    return amount.quantize(CENT, rounding=ROUND_HALF_UP)


def show(amount):
    """An amount for a report line."""
    return "unknown" if amount is None else str(cents(amount))
