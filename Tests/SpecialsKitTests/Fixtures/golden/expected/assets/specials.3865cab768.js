// What only a script can add to the pages, each page complete without it: the week's search, and the
// store a chain's shopper last opened. No request leaves the page; nothing runs inline (a strict
// Content-Security-Policy works).
(() => {
  const lang = document.documentElement.lang || undefined;
  // "Crème" and "creme" alike: letters without their accents, in the page's language's lower case.
  const fold = text => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(lang).trim();
  const store = (key, value) => {
    try {
      if (value === undefined) return localStorage.getItem(key);
      localStorage.setItem(key, value);
    } catch (error) {
      return null;  // storage refused (private mode): the page works as without a script
    }
  };

  // The week's search: narrows the tiles to those whose name or department holds what is typed.
  const search = document.querySelector('.week-search');
  const grid = document.querySelector('.grid');
  if (search && grid) {
    const input = search.querySelector('input'), status = search.querySelector('[role=status]');
    const tiles = [...grid.children].map(tile => ({
      // A tile of a theme of one's own may name its special otherwise: then by all its text.
      tile, text: fold((tile.querySelector('.tile__name') || tile).textContent + ' ' + (tile.dataset.department || '')),
    }));
    search.hidden = false;
    const show = () => {
      const words = fold(input.value).split(/\s+/).filter(Boolean);
      let found = 0;
      for (const { tile, text } of tiles) {
        const match = words.every(word => text.includes(word));
        tile.hidden = !match;
        tile.style.aspectRatio = words.length ? `${tile.dataset.w} / ${tile.dataset.h}` : '';
        if (match) found++;
      }
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

  // A chain: a store's pages remember it; the picker offers it first.
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
})();
