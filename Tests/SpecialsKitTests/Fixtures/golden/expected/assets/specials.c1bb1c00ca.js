(() => {
const lang = document.documentElement.lang || undefined;
const letters = { 'ß': 'ss', 'æ': 'ae', 'œ': 'oe', 'ø': 'o', 'ł': 'l', 'đ': 'd', 'ð': 'd', 'þ': 'th', 'ı': 'i' };
const german = (lang || '').toLowerCase().startsWith('de');
const fold = text => {
const plain = text.toLocaleLowerCase(lang).normalize('NFKD').replace(/[\p{M}\p{Cf}'‘’ʼ`´]/gu, '')
.replace(/[ßæœøłđðþı]/g, letter => letters[letter]);
return (german ? plain.replace(/([aou])e/g, '$1') : plain).trim();
};
const narrow = (input, items) => {
const words = fold(input.value).split(/\s+/).filter(Boolean);
let found = 0;
for (const { item, text } of items) {
item.hidden = !words.every(word => text.includes(word));
if (!item.hidden) found++;
}
return { words, found };
};
const store = (key, value) => {
try {
if (value === undefined) return localStorage.getItem(key);
localStorage.setItem(key, value);
return value;
} catch (error) {
return null;  // storage refused (private mode): the page works as without a script
}
};
const make = (tag, className, text) => {
const element = document.createElement(tag);
if (className) element.className = className;
if (text !== undefined) element.textContent = text;
return element;
};
const search = document.querySelector('.week-search');
const grid = document.querySelector('.grid');
if (search && grid) {
const input = search.querySelector('input'), status = search.querySelector('[role=status]');
const tiles = [...grid.children].map(item => ({
item, text: fold((item.querySelector('.tile__name') || item).textContent + ' ' + (item.dataset.department || '')),
}));
for (const { item } of tiles) item.classList.toggle('tile--across', /span\s*2/.test(getComputedStyle(item).getPropertyValue('--pc')));
search.hidden = false;
const show = () => {
const { words, found } = narrow(input, tiles);
grid.classList.toggle('grid--found', words.length > 0);
status.textContent = !words.length ? '' : (found ? search.dataset.count : search.dataset.none)
.replace('{found}', found).replace('{count}', tiles.length);
};
input.addEventListener('input', show);
input.addEventListener('keydown', event => {
if (event.key === 'Escape') {
input.value = '';
show();
}
});
search.querySelector('button').addEventListener('click', () => {
input.value = '';
show();
input.focus();
});
}
const storeSearch = document.querySelector('.store-search');
if (storeSearch) {
const input = storeSearch.querySelector('input'), status = storeSearch.querySelector('[role=status]');
const groups = [...document.querySelectorAll('.picker-group')].map(group => ({
group, open: group.open, stores: [...group.querySelectorAll('.store')].map(item => ({ item, text: fold(item.textContent) })),
}));
storeSearch.hidden = false;
input.addEventListener('input', () => {
let shown = 0, words = [];
for (const { group, open, stores } of groups) {
const narrowed = narrow(input, stores);
words = narrowed.words;
shown += narrowed.found;
group.hidden = !narrowed.found;
group.open = open || words.length > 0;
}
status.textContent = words.length && !shown ? storeSearch.dataset.none : '';
});
}
const near = document.querySelector('.nearest');
if (near && navigator.geolocation && window.isSecureContext) {
near.hidden = false;
const status = near.querySelector('[role=status]'), list = near.querySelector('ol');
near.querySelector('button').addEventListener('click', () => navigator.geolocation.getCurrentPosition(position => {
const rad = Math.PI / 180, lat = position.coords.latitude * rad, lon = position.coords.longitude * rad;
const distance = store => {
const other = store.dataset.lat * rad, dLat = other - lat, dLon = store.dataset.lon * rad - lon;
return Math.sin(dLat / 2) ** 2 + Math.cos(lat) * Math.cos(other) * Math.sin(dLon / 2) ** 2;
};
const radius = near.dataset.unit === 'mile' ? 3958.8 : 6371.0;
const format = new Intl.NumberFormat(lang, { style: 'unit', unit: near.dataset.unit, maximumFractionDigits: 1 });
status.textContent = '';
list.replaceChildren(...[...document.querySelectorAll('.picker-group .store[data-lat]')]
.sort((a, b) => distance(a) - distance(b)).slice(0, 3).map(store => {
const copy = store.cloneNode(true);
copy.append(make('p', 'store-distance', format.format(2 * radius * Math.asin(Math.sqrt(distance(store))))));
return copy;
}));
}, () => { status.textContent = near.dataset.failed; list.replaceChildren(); }));
}
const here = document.querySelector('[data-store-home]');
if (here) store('specials-store', JSON.stringify({ name: here.dataset.storeName, path: here.dataset.storeHome }));
const mine = document.querySelector('.my-store');
if (mine) {
let last = null;
try {
last = JSON.parse(store('specials-store') || 'null');
} catch (error) {
last = null;
}
if (last && typeof last.path === 'string' && /^stores\/[a-z0-9-]+\/$/.test(last.path)) {
const link = mine.querySelector('a');
link.href = last.path + 'index.html';
link.textContent = last.name;
mine.hidden = false;
mine.querySelector('button').addEventListener('click', () => {
store('specials-store', '');
mine.hidden = true;
document.querySelector('#store-search, .store-list a')?.focus();
});
}
}
const listLink = document.querySelector('.nav-list a');
if (listLink && store('specials-probe', '1')) {
const root = new URL('..', new URL(listLink.getAttribute('href'), location.href)).href;
const key = 'specials-list ' + root;
const day = /^\d{4}-\d\d-\d\d$/;
const text = value => typeof value === 'string' ? value.slice(0, 300) : '';
const whole = (value, low, high) => Number.isInteger(value) && value >= low && value <= high ? value : null;
const weighed = (value, per) => {
const amount = Math.round(Number(value) * 1000) / 1000;
return amount > 0 && amount <= 99 * per ? amount : null;
};
const clean = entry => {
if (!entry || typeof entry !== 'object' || !/^\d{4}-\d\d-\d\d\/[^\s/]{1,200}$/.test(entry.k)) return null;
if (!day.test(entry.week) || !day.test(entry.until)) return null;
const items = whole(entry.items, 1, 198) || 1, limit = whole(entry.limit, 1, 99);
const weight = /^(kg|lb|oz|g)$/.test(entry.weight) ? entry.weight : undefined, per = weight && (whole(entry.per, 1, 1000) || 1);
return {
k: entry.k, name: text(entry.name), price: text(entry.price), deal: text(entry.deal), unit: text(entry.unit),
validity: text(entry.validity), items, limit, week: entry.week, until: entry.until,
set: whole(entry.set, 0, 1e12), each: whole(entry.each, 0, 1e12), rest: whole(entry.rest, 0, items - 1),
href: /^(\.\.\/)*[\w.~%-]+(\/[\w.~%-]+)*\/?$/.test(entry.href) ? entry.href : '',
weight, per,
count: weight ? weighed(entry.count, per) || per : whole(entry.count, 1, 99) || Math.min(items, limit || items),
};
};
const load = () => {
try {
const list = JSON.parse(store(key) || '[]');
return Array.isArray(list) ? list.map(clean).filter(Boolean) : [];
} catch (error) {
return [];
}
};
const save = list => store(key, JSON.stringify(list));
const fromRoot = href => {
const base = new URL(root), to = new URL(href, location.href);
if (base.origin !== to.origin) return '';
const from = base.pathname.split('/').slice(0, -1), path = to.pathname.split('/');
let same = 0;
while (same < from.length && same < path.length - 1 && from[same] === path[same]) same++;
return '../'.repeat(from.length - same) + path.slice(same).join('/');
};
const count = listLink.querySelector('.nav-list__count');
const buttons = [...document.querySelectorAll('button[data-item]')];
const show = list => {
const keys = new Set(list.map(entry => entry.k));
count.textContent = list.length ? ` (${list.length})` : '';
for (const button of buttons) button.setAttribute('aria-pressed', String(keys.has(button.dataset.key)));
};
for (const button of buttons) {
let entry = null;
try {
entry = JSON.parse(button.dataset.item);
} catch (error) {
continue;
}
const link = button.closest('.tile')?.querySelector('a[href]');
entry.href = fromRoot(link ? link.getAttribute('href') : location.href);
entry = clean(entry);
if (!entry) continue;
button.dataset.key = entry.k;
button.hidden = false;
button.addEventListener('click', () => {
const list = load(), at = list.findIndex(kept => kept.k === entry.k);
if (at < 0) list.push(entry);
else list.splice(at, 1);
save(list);
show(list);
});
}
listLink.parentElement.hidden = false;
show(load());
addEventListener('storage', event => {
if (event.key === key) show(load());
});
const page = document.querySelector('.shopping-list');
if (page) {
const part = name => page.querySelector('.shopping-list__' + name);
const items = part('items'), status = part('status');
const words = page.dataset;
const number = new Intl.NumberFormat(lang, { maximumFractionDigits: 3, useGrouping: false });
const shown = entry => entry.weight ? number.format(entry.count) : entry.count;
const counted = (name, count) =>
words[name + (new Intl.PluralRules(lang).select(count) === 'one' ? 'One' : 'Other')].replace('{count}', count);
const known = new Map();
try {
for (const entry of JSON.parse(words.specials)) {
const kept = clean({ ...entry, href: entry.href ? fromRoot(entry.href) : '' });
if (kept) known.set(kept.k, kept);
}
} catch (error) {
}
const kept = load(), stale = entry => entry.set === null && known.has(entry.k);
if (kept.some(stale)) save(kept.map(entry => stale(entry) ? { ...known.get(entry.k), count: entry.count } : entry));
const money = new Intl.NumberFormat(lang, { style: 'currency', currency: words.currency });
const scale = 10 ** money.resolvedOptions().maximumFractionDigits;
const now = new Date();
const today = [now.getFullYear(), now.getMonth() + 1, now.getDate()].map(n => String(n).padStart(2, '0')).join('-');
const ended = entry => entry.week < words.week || entry.until < today;
const cost = entry => {
if (entry.set === null || entry.each === null || entry.rest === null) return null;
if (entry.weight) return Math.round(Math.round(entry.count * 1000) * entry.each / (1000 * entry.per));
return Math.floor(entry.count / entry.items) * entry.set + Math.min(entry.count % entry.items, entry.rest) * entry.each;
};
const price = entry => cost(entry) === null ? '' : money.format(cost(entry) / scale);
const render = () => {
const list = load();
show(list);
items.replaceChildren();
for (const entry of list) {
const over = ended(entry), row = make('li', 'list-item' + (over ? ' list-item--ended' : ''));
const name = make('h2', 'list-item__name');
if (entry.href) {
const link = make('a', '', entry.name);
link.href = new URL(entry.href, root).href;
name.append(link);
} else {
name.textContent = entry.name;
}
row.append(name, make('p', 'list-item__price', entry.price));
for (const line of ['deal', 'unit', 'validity']) if (entry[line]) row.append(make('p', 'list-item__' + line, entry[line]));
if (over) row.append(make('p', 'list-item__ended', words.ended));
const amount = make('p', 'list-item__count'), label = make('label', '', words.quantity + ' ');
const field = make('input');
Object.assign(field, entry.weight
? { type: 'text', inputMode: 'decimal', value: shown(entry), size: 6 }
: { type: 'number', min: 1, max: entry.limit || 99, value: entry.count, inputMode: 'numeric' });
const worth = make('output', 'list-item__cost', price(entry));
field.addEventListener('change', () => {
const kept = load(), mine = kept.find(other => other.k === entry.k);
const value = entry.weight ? weighed(field.value.trim().replace(',', '.'), entry.per) : Math.round(Number(field.value));
if (mine && value > 0) {
mine.count = entry.weight ? value : Math.min(value, entry.limit || 99);
save(kept);
worth.textContent = price(mine);
}
field.value = shown(mine || entry);
sum(load());
});
label.append(field, entry.weight ? ' ' + entry.weight : '');
amount.append(label, ' ', worth);
const remove = make('button', 'list-item__remove', words.remove);
remove.type = 'button';
remove.append(make('span', 'visually-hidden', ': ' + entry.name));
remove.addEventListener('click', () => {
save(load().filter(other => other.k !== entry.k));
render();
status.textContent = '';
(items.querySelector('button') || page.querySelector('[data-action=share]'))?.focus();
});
row.append(amount, remove);
items.append(row);
}
items.hidden = part('foot').hidden = !list.length;
part('empty').hidden = list.length > 0;
sum(list);
};
const sum = list => {
const total = list.filter(entry => !ended(entry)).reduce((all, entry) => all + (cost(entry) || 0), 0);
part('total').querySelector('strong').textContent = money.format(total / scale);
part('note').hidden = !list.some(ended);
};
part('needs-script').hidden = true;
const incoming = new Map(), ask = part('incoming');
const shared = /^#share=(.*)$/.exec(location.hash);
let unknown = 0;
if (shared) {
history.replaceState(null, '', location.pathname + location.search);
for (const named of shared[1].split(',')) {
const [k, amount] = named.split(':'), entry = known.get(k.replace(/%2F/gi, '/'));
const kept = entry && clean({ ...entry, count: Number(amount) });
if (kept) incoming.set(kept.k, kept);
else unknown++;
}
}
const take = () => {
save(load().filter(entry => !incoming.has(entry.k)).concat([...incoming.values()]));
render();
status.textContent = [words.shared, unknown ? counted('unknown', unknown) : ''].join(' ').trim();
};
render();
if (incoming.size && load().length) {
ask.querySelector('p').textContent = counted('ask', incoming.size);
ask.hidden = false;
ask.querySelector('button').focus();
} else if (incoming.size) {
take();
} else if (unknown) {
status.textContent = counted('unknown', unknown);
}
page.addEventListener('click', event => {
const action = event.target.closest('[data-action]')?.dataset.action;
if (action === 'print') print();
if (action === 'clear') {
save([]);
render();
}
if (action === 'take' || action === 'keep') {
ask.hidden = true;
if (action === 'take') take();
else status.textContent = unknown ? counted('unknown', unknown) : '';
}
if (action === 'share') {
const code = load().map(entry => encodeURIComponent(entry.k).replace(/%2F/g, '/') + ':' + entry.count).join(',');
const field = part('link').querySelector('input');
field.value = location.href.split('#')[0] + '#share=' + code;
if (field.value.length > 32000) {
part('link').hidden = true;
status.textContent = words.long;
return;
}
part('link').hidden = false;
field.select();
navigator.clipboard?.writeText(field.value).then(() => { status.textContent = words.copied; }, () => {});
}
});
addEventListener('storage', event => {
if (event.key === key) render();
});
}
}
})();
