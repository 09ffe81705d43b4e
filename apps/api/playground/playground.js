// Playground: calls GET /api/suggest while typing (debounced) and GET /api/artist-title for pasted
// "artist - title" lines. The token is kept in sessionStorage (this tab only).
(function () {
  'use strict';
  const $ = (id) => document.getElementById(id);
  const tokenInput = $('token');
  tokenInput.value = sessionStorage.getItem('mc-token') || '';
  const showTokenState = () => ($('token-state').textContent = tokenInput.value ? 'saved for this tab' : '');
  showTokenState();
  tokenInput.addEventListener('input', () => {
    sessionStorage.setItem('mc-token', tokenInput.value.trim());
    showTokenState();
  });

  async function api(path) {
    const res = await fetch(path, { headers: { authorization: 'Bearer ' + tokenInput.value.trim() } });
    const body = await res.json().catch(() => ({}));
    return { status: res.status, body };
  }
  const el = (tag, cls, text) => {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  };
  const errorText = (r) => (r.body.errors || []).map((e) => e.message).join('; ') || 'HTTP ' + r.status;

  // Search as you type: 150 ms debounce; answers of older keystrokes are dropped.
  let timer;
  let seq = 0;
  $('suggest-input').addEventListener('input', (ev) => {
    clearTimeout(timer);
    const q = ev.target.value;
    timer = setTimeout(() => suggest(q), 150);
  });
  async function suggest(q) {
    const mine = ++seq;
    const list = $('suggest-hits');
    if (!q.trim()) return list.replaceChildren();
    const r = await api('/api/suggest?limit=10&query=' + encodeURIComponent(q));
    if (mine !== seq) return;
    if (r.status !== 200) return list.replaceChildren(el('li', 'error', errorText(r)));
    list.replaceChildren(
      ...r.body.hits.map((h) => {
        const li = el('li');
        li.dataset.type = h.type;
        li.append(
          el('span', 'type', h.type),
          el('span', 'name', h.name),
          el('span', 'subtitle', h.subtitle),
          el('span', 'score', h.score),
        );
        return li;
      }),
    );
  }

  // Matcher: one request per line "artist - title" (also – and —).
  $('match-run').addEventListener('click', async () => {
    const tbody = $('match-results').querySelector('tbody');
    tbody.replaceChildren();
    const lines = $('match-input')
      .value.split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    for (const line of lines) {
      const m = /^(.+?)\s+[-–—]\s+(.+)$/.exec(line);
      const tr = el('tr');
      tr.append(el('td', '', line));
      tbody.append(tr);
      if (!m) {
        tr.append(el('td', 'error', 'write "artist - title"'), el('td'), el('td'));
        continue;
      }
      const r = await api(
        '/api/artist-title?explain=true&name=' + encodeURIComponent(m[1]) + '&title=' + encodeURIComponent(m[2]),
      );
      const hit = r.status === 200 ? r.body.hits[0] : undefined;
      if (!hit) {
        tr.append(el('td', r.status === 404 ? '' : 'error', r.status === 404 ? 'no match' : errorText(r)), el('td'), el('td'));
        continue;
      }
      const artists = (hit.artists || []).map((a) => a.name).join(', ');
      const explain = el('td');
      explain.append(el('pre', '', JSON.stringify(hit.explanation || hit.explain || {}, null, 1)));
      tr.append(el('td', '', hit.title + ' — ' + artists), el('td', '', String(hit.score)), explain);
    }
  });
})();
