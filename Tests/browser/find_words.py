"""The week's search against the feed: every word of three letters or more of every special's name, as
the feed spells it (`display_name`, never the page's text, which carries the build's soft hyphens),
finds its special on the page that shows it, and so does the word without its accents; a word with an
apostrophe ("Lay's") with a phone's curly one, a straight one and none; on a German page a word with
umlauts or ß spelled out as a keyboard without them types it ("Haehnchen", "Strasse").

On a loaded week or department page whose tiles are `specials` (the feed's entries that page shows, in
the ad's order): each word is put into the search field as typed text arrives (an `input` event) and
the special must be among the tiles shown, the status counting them; one word a special (its longest)
is put in in upper case (typed key by key at one width a page, at once at the others). On a phone the specials found by that word are checked as the
phone's tiles are (phone_checks.py, and tile_room.py's text cut beside room); from a tablet up each
tile found keeps its canvas proportions.
"""
import re
import unicodedata

from selenium.webdriver.common.by import By

from phone_checks import check_phone
from tile_room import check_room

PHONE_WIDTH = 560

# Each word put into the field in turn: the indices of the tiles shown for it, and what the status says.
TRY_WORDS = """
const input = document.getElementById('week-search'), tiles = [...document.querySelectorAll('.grid > .tile')];
const status = document.querySelector('.week-search__status'), found = [];
for (const word of arguments[0]) {
  input.value = word;
  input.dispatchEvent(new Event('input', {bubbles: true}));
  found.push([tiles.flatMap((tile, index) => getComputedStyle(tile).display === 'none' ? [] : [index]), status.textContent]);
}
input.value = '';
input.dispatchEvent(new Event('input', {bubbles: true}));
return found;
"""


def name_words(name):
    """The words of a special's name a shopper may search by: runs of letters and digits holding three
    letters or more ("Coca-Cola" gives "Coca" and "Cola", "Lay's" gives "Lay")."""
    return [word for word in re.findall(r"\w+", name) if sum(c.isalpha() for c in word) >= 3]


def apostrophe_words(name):
    """Words of `name` with an apostrophe, as a shopper types them: with a phone's curly one ("Lay’s"),
    a keyboard's straight one and none ("Lays")."""
    typed = []
    for word in re.findall(r"\w+(?:['’]\w+)+", name):
        typed += [re.sub(r"['’]", "’", word), re.sub(r"['’]", "'", word), re.sub(r"['’]", "", word)]
    return typed


def spelled_out(word):
    """A German word with its umlauts and ß typed as a keyboard without them does ("Haehnchen",
    "Strasse"); the word itself where it has none."""
    for letter, typed in (("ä", "ae"), ("ö", "oe"), ("ü", "ue"), ("Ä", "Ae"), ("Ö", "Oe"), ("Ü", "Ue"), ("ß", "ss")):
        word = word.replace(letter, typed)
    return word


def plain(word):
    """`word` without its accents, as a shopper without them on the keyboard types it ("Hahnchen")."""
    return "".join(c for c in unicodedata.normalize("NFD", word) if unicodedata.category(c) != "Mn")


# The elements a selector matches that are drawn: laid out with an area, not hidden by CSS or made
# transparent; one script for all of them (Selenium's is_displayed is a round trip each).
VISIBLE = """
return [...document.querySelectorAll(arguments[0])].filter(element => {
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && element.checkVisibility({checkOpacity: true, checkVisibilityCSS: true});
});
"""


def visible(driver, selector):
    """The elements `selector` matches that are drawn on the page, in document order."""
    return driver.execute_script(VISIBLE, selector)


def shown_tiles(driver):
    return visible(driver, ".grid > .tile")


def type_word(driver, text, keys=True):
    """`text` into the search field: key by key as a keyboard types it, or (`keys` false) at once, as
    pasted text arrives."""
    field = driver.find_element(By.ID, "week-search")
    if not keys:
        driver.execute_script("arguments[0].value = arguments[1]; arguments[0].dispatchEvent(new Event('input', {bubbles: true}));", field, text)
        return
    field.clear()
    field.send_keys(text)


def check_found_tiles(driver, where, width, problems):
    """The tiles a search shows, laid out as a phone's week (below 560 px) or in their proportions."""
    if width < PHONE_WIDTH:
        check_phone(driver, where, problems)
        # No text cut beside room; the share of empty area is a whole week's (a special alone across
        # both columns keeps the height of two pictures).
        check_room(driver, where, True, problems, whole_week=False)
        return
    for tile in shown_tiles(driver):
        w, h = int(tile.get_attribute("data-w")), int(tile.get_attribute("data-h"))
        box = tile.rect
        if abs(box["width"] / box["height"] - w / h) > 0.03 * w / h:
            problems.append(f"{where}: a tile found is drawn {box['width']:.0f}x{box['height']:.0f}, not {w}:{h}")


def check_every_word(driver, where, width, specials, problems, typed=True, keys=True):
    """The loaded page's search (see the module's text) for `specials`, the feed's entries the page
    shows in its order; with `typed`, each special's longest word in upper case is then put in and
    what it finds checked: key by key with `keys` (what the keys do is the same at every width: a
    caller types them at one), else at once. Returns how many words were tried."""
    tiles = driver.find_elements(By.CSS_SELECTOR, ".grid > .tile")
    if len(tiles) != len(specials):
        problems.append(f"{where}: {len(tiles)} tiles for the feed's {len(specials)} specials")
        return 0
    tries = [(index, word) for index, special in enumerate(specials) for word in name_words(special["display_name"])]
    tries += [(index, plain(word)) for index, word in tries if plain(word) != word]
    tries += [(index, word) for index, special in enumerate(specials) for word in apostrophe_words(special["display_name"])]
    if (driver.execute_script("return document.documentElement.lang") or "").lower().startswith("de"):
        tries += [(index, spelled_out(word)) for index, word in list(tries) if spelled_out(word) != word]
    results = driver.execute_script(TRY_WORDS, [word for _, word in tries])
    misses = 0
    for (index, word), (found, status) in zip(tries, results):
        if index not in found:
            misses += 1
            problems.append(f"{where}: {word!r} does not find {specials[index]['display_name']!r} (shows {len(found)} tiles)")
        elif sorted(re.findall(r"\d+", status)) != sorted([str(len(found)), str(len(specials))]):
            problems.append(f"{where}: {word!r} shows {len(found)} tiles, and the count says {status!r}")
    if not typed:
        return len(tries)
    for index, special in enumerate(specials):
        words = name_words(special["display_name"])
        if not words:
            continue
        word = max(words, key=len).upper()
        type_word(driver, word, keys)
        if index not in [tiles.index(tile) for tile in shown_tiles(driver)]:
            problems.append(f"{where}: typing {word!r} does not find {special['display_name']!r}")
        check_found_tiles(driver, f"{where}, {word!r} typed", width, problems)
    return len(tries) + len(specials)
