"""A week's department links on a phone: a page's own department (its `aria-current` link) is in sight
in the strip of links without the shopper scrolling it, whether or not the script runs: wholly inside
the strip's visible box, and the link the shopper's finger meets at its centre (not under another link).

Which departments there are comes from the feed: every department the current week's feed names has a
page whose own link is checked, and the figures say how many of those pages start with the strip
scrolled out of its box (their link far along the strip), so that the check is seen to have had work.
"""
import json

STRIP = """
const link = document.querySelector('.departments [aria-current]');
if (!link) return null;
const strip = link.closest('ul'), s = strip.getBoundingClientRect(), a = link.getBoundingClientRect();
const inside = a.width > 0 && a.left >= s.left - 0.5 && a.right <= s.right + 0.5;
const top = document.elementFromPoint((a.left + a.right) / 2, (a.top + a.bottom) / 2);
// How far along the strip the link is, in its own place (after the item before it, whatever holds it in
// sight): past the strip's box when the strip is at its start.
const item = link.closest('li'), before = item.previousElementSibling;
const start = before ? before.getBoundingClientRect().right - s.left + strip.scrollLeft + parseFloat(getComputedStyle(strip).columnGap || 0) : 0;
const along = start + item.getBoundingClientRect().width > strip.clientWidth + 0.5;
return [link.textContent.trim(), inside, !!top && link.contains(top), along, [a.left, a.right, s.left, s.right]];
"""

PHONE = 360


def feed_departments(feed):
    with open(feed, encoding="utf-8") as file:
        return {special["department"].strip() for special in json.load(file)["managerSpecials"] if special.get("department")}


def check_strip(driver, url, problems, script=True):
    """The loaded page at 360 px: its own department's link in sight. Returns (its name, whether it lies
    past the strip's box) or None for a page without department links."""
    found = driver.execute_script(STRIP)
    if not found:
        return None
    name, inside, on_top, along, box = found
    how = "with the script" if script else "without the script"
    if not inside:
        problems.append(f"{url} at {PHONE}px {how}: its department {name!r} is outside the strip's visible box "
                        f"(link {box[0]:.0f}-{box[1]:.0f} px, strip {box[2]:.0f}-{box[3]:.0f} px)")
    elif not on_top:
        problems.append(f"{url} at {PHONE}px {how}: its department {name!r} is under another element")
    return name, along


def summary(named, departments, problems):
    """Every department of the feed had its page checked; the figures as a line of the report."""
    names = {name for name, _ in named}
    for missing in sorted(departments - names):
        problems.append(f"the feed's department {missing!r} has no page whose own link was checked at {PHONE}px")
    far = sum(1 for _, along in named if along)
    return f"{len(named)} pages' own department link in the strip at {PHONE}px ({far} of them far along it)" if named else ""
