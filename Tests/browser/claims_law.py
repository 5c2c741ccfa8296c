"""The rules a price claim must keep, written from the law (issue 67, CONTRACT.md "What the archive
disproves is not said"), each reading only the archive: never specials' code.

- US (FTC 16 CFR 233.1, California B&P 17501): a "was" price is one the item was regularly sold at (no
  special, no deal, no card) in the 13 weeks before; with fewer than 4 weeks of the item there, the
  feed's is trusted.
- EU (Art. 6a Price Indication Directive, PAngV 11): the reference is the lowest per-item price of the
  30 days before the reduction began; a reduction runs on while each week is at or below the one before;
  from a run's second week the label names the day it began, never "the last 30 days". A feed's figure
  is trusted only where the archive holds none of those days. The price that counts is the one everyone
  paid (a card price is a lower price for some, not the price the item was offered at).
- Every site: a reference the archive has 4 or more weeks of the item to show, and never shows as a price
  it sold at, is false. "Lowest in N weeks" is strictly below what anyone paid (card holders too) in each
  of the N-1 weeks before, each a snapshot 7 days apart listing it. A saving is reference - price per
  item (or that times the items a multi-buy or buy-get takes), its percentage rounded down. "On special" needs a saving, a multi-buy, a buy-get or a card price.
"""
import datetime
from decimal import ROUND_FLOOR

from claims_archive import cents, show

WEEK = datetime.timedelta(days=7)
US_WINDOW = datetime.timedelta(weeks=13)
TRUST_BELOW_WEEKS = 4


def thirty_days_before(archive, item, day):
    """The item's listings whose 7-day week has a day in the 30 days before `day` (a snapshot's week is
    its date and the 6 days after)."""
    return archive.listings(item, before=day, since=day - datetime.timedelta(days=36))


def reduction(archive, listing, date, price):
    """The run of reductions `price` at `date` belongs to: (the day it began, its reference, whether the
    archive or only the feed gave the reference), or None where `price` is no reduction. A week the feed
    gives at its regular price ends a run."""
    state, previous = None, None
    for day in sorted(d for d, _ in archive.weeks if d <= date):
        if day == date:
            now, feed = price, listing
        else:
            week = archive.week_of(listing, day)
            if not week:
                state, previous = None, None
                continue
            feed = min(week, key=lambda other: other.everyone)
            now = feed.everyone
            if all(other.regular for other in week):
                state, previous = None, (day, now)
                continue
        runs_on = state is not None and previous is not None and previous[0] + WEEK == day and now <= previous[1]
        if not runs_on:
            before = thirty_days_before(archive, listing, day)
            if before:
                reference, from_archive = min(other.everyone for other in before), True
            else:
                reference, from_archive = feed.lowest_30 or feed.original, False
            state = (day, reference, from_archive) if reference is not None and now < reference else None
        previous = (day, now)
    return state


def runs_from(archive, listing, began, date, price):
    """Whether the weeks from `began` to `date` are one run: each listed as a special (not at its regular
    price), 7 days apart, each at or below the one before (`price` this week)."""
    day, previous = began, None
    while day <= date:
        week = archive.week_of(listing, day)
        if day != date and (not week or all(other.regular for other in week)):
            return False
        now = price if day == date else min(other.everyone for other in week)
        if previous is not None and now > previous:
            return False
        day, previous = day + WEEK, now
    return day - WEEK == date


def reference_against(archive, listing, began, claim, what):
    """The reference against the lowest of the 30 days before `began`, where the archive has any: [(kind, evidence)]."""
    window = thirty_days_before(archive, listing, began)
    if not window:
        return []
    lowest = min(window, key=lambda other: other.everyone)
    if claim.reference_item > lowest.everyone:
        return [("reference", f"reference {show(claim.reference_item)} {what}, but the 30 days before {began} show "
                              f"{show(lowest.everyone)} (week of {lowest.date})")]
    if claim.reference_item < lowest.everyone and archive.days_covered(listing, began - datetime.timedelta(days=30), began):
        return [("reference", f"reference {show(claim.reference_item)} {what}, but every day of the 30 before {began} is in the "
                              f"archive, never below {show(lowest.everyone)}")]
    return []


def check_eu_reference(archive, listing, date, claim):
    """The EU rule for a stated reference: [(kind, evidence)]. A label naming a day says the run of
    reductions began then; one naming none speaks of the 30 days before this week. A free item (buy-get)
    is no price reduction (the Commission's guidance on Art. 6a): only the rules of every site apply."""
    if listing.buy and listing.get:
        return []
    named = claim.label_date(date.year)
    if named is not None and named > date:
        named = claim.label_date(date.year - 1)
    if named is not None:
        if not runs_from(archive, listing, named, date, claim.price_item):
            run = reduction(archive, listing, date, claim.price_item)
            began = f"the run began on {run[0]}" if run else "it is no run of reductions"
            return [("label", f"label {claim.label!r} names {named}, but the weeks from then to this one are no run of specials "
                              f"each at or below the one before ({began})")]
        return reference_against(archive, listing, named, claim, f"(label: 30 days before {named})")
    run = reduction(archive, listing, date, claim.price_item)
    window = thirty_days_before(archive, listing, date)
    if not window:
        return []
    lowest = min(window, key=lambda other: other.everyone)
    if claim.price_item >= lowest.everyone and run is None:
        return [("reference", f"states a reduction to {show(claim.price_item)}, but the 30 days before show {show(lowest.everyone)} "
                              f"(week of {lowest.date}): no reduction")]
    if claim.reference_item != lowest.everyone and run is not None and run[0] < date and claim.reference_item == run[1]:
        return [("label", f"label {claim.label!r} with the run's reference {show(run[1])}: the reduction began on {run[0]} (weeks at "
                          f"or below the one before), the 30 days before this week show {show(lowest.everyone)} (week of {lowest.date}), "
                          f"so the label must name that day")]
    return reference_against(archive, listing, date, claim, f"(label {claim.label!r}: the 30 days before this week)")


def check_us_reference(archive, listing, date, claim):
    """The US former-price rule: [(kind, evidence)]."""
    window = archive.listings(listing, before=date, since=date - US_WINDOW - datetime.timedelta(days=6))
    if len({other.date for other in window}) < TRUST_BELOW_WEEKS:
        return []
    regular = sorted({other.everyone for other in window if other.regular})
    if claim.reference_item not in regular:
        return [("reference", f"was {show(claim.reference_item)}, but in the 13 weeks before ({len({o.date for o in window})} weeks listed) "
                              f"it was regularly sold at {', '.join(show(p) for p in regular) or 'no price (always on special)'}")]
    return []


def never_sold(claim, weeks, what):
    """A reference none of `weeks` (listings of the item, 4 or more weeks of them) shows as a price:
    [(kind, evidence)], naming them `what`."""
    count = len({other.date for other in weeks})
    if claim.reference_item is None or count < TRUST_BELOW_WEEKS:
        return []
    sold = {p for other in weeks for p in (other.everyone, other.per_item(other.card)) if p is not None}
    if claim.reference_item not in sold:
        return [("reference", f"reference {show(claim.reference_item)}: {what.format(count)} never show it "
                              f"(prices {', '.join(show(p) for p in sorted(sold))})")]
    return []


def check_ever_sold(archive, listing, date, claim):
    """Every site: a reference 4 or more weeks of the archive before it never show as a price: [(kind, evidence)]."""
    return never_sold(claim, archive.listings(listing, before=date), "{} weeks of the archive")


def check_saving(claim):
    """The saving is the shopper's arithmetic on the reference shown with it: [(kind, evidence)]."""
    if claim.percent is None and claim.amount is None:
        return []
    if claim.reference_item is None:
        return [("saving", "states a saving with no reference price beside it")]
    saved = claim.reference_item - claim.price_item
    problems = []
    whole = claim.deal_items()
    if claim.amount is not None and claim.amount not in {cents(saved), cents(saved * whole)}:
        problems.append(("saving", f"saves {show(claim.amount)}, but {show(claim.reference_item)} - {show(claim.price_item)} is {show(saved)}"
                                   + (f" per item, {show(saved * whole)} for the deal's {whole}" if whole > 1 else "")))
    percent = int((saved * 100 / claim.reference_item).to_integral_value(rounding=ROUND_FLOOR)) if claim.reference_item else None
    if claim.percent is not None and claim.percent != percent:
        problems.append(("saving", f"saves {claim.percent} %, but {show(saved)} of {show(claim.reference_item)} is {percent} % (rounded down)"))
    return problems


def check_lowest(archive, listing, date, claim):
    """"Lowest price in N weeks" against what anyone paid in each of the N-1 weeks before: [(kind, evidence)]."""
    for back in range(1, claim.lowest_weeks):
        day = date - back * WEEK
        week = archive.week_of(listing, day)
        if not week:
            return [("lowest", f"lowest in {claim.lowest_weeks} weeks, but no snapshot of the week of {day} lists it")]
        paid = min(other.paid for other in week)
        if not paid > claim.price_item:
            who = "card holders" if any(o.card is not None and o.paid == paid for o in week) else "everyone"
            return [("lowest", f"lowest in {claim.lowest_weeks} weeks at {show(claim.price_item)}, but {who} paid {show(paid)} "
                               f"in the week of {day}")]
    return []


def check_claim(archive, listing, date, claim, eu):
    """Every rule for one tile's or offer's claims at `date` against the archive up to that week."""
    problems = check_saving(claim)
    if claim.reference_item is not None:
        law = check_eu_reference(archive, listing, date, claim) if eu or claim.label_says_30_days() \
            else check_us_reference(archive, listing, date, claim)
        problems += law
        if not any(kind == "reference" for kind, _ in law):
            problems += check_ever_sold(archive, listing, date, claim)
    if claim.lowest_weeks:
        problems += check_lowest(archive, listing, date, claim)
    return problems


def check_ever_sold_in(archive, listing, date, claim):
    """Every site, on a page the site still publishes: a reference the archive's other weeks (after the
    page's week too) never show as a price, where they hold 4 or more weeks of the item: [(kind, evidence)]."""
    others = [other for d, week in archive.weeks if d != date for other in week
              if other.same_item(listing) and other.same_unit(listing)]
    return never_sold(claim, others, "the archive's {} other weeks")
