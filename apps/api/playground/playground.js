// Playground: calls GET /api/suggest while typing (debounced), GET /api/artist-title for pasted
// "artist - title" lines, and runs a pasted or dropped file as a matching job. The token is kept in
// sessionStorage (this tab only).
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

  // Matcher: one request per line "artist - title" (also – and —), with the candidates of an unsure
  // answer; accepting one (or "not a song") pins the line for the token's account
  // (POST /api/artist-title/pins) and the line is answered again.
  const post = async (path, body) => {
    const res = await fetch(path, {
      method: 'POST',
      headers: { authorization: 'Bearer ' + tokenInput.value.trim(), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: await res.json().catch(() => ({})) };
  };
  const names = (artists) => (artists || []).map((a) => a.name).join(', ');
  function candidateCell(line, candidates, redo) {
    const td = el('td', 'candidates');
    if (!candidates || !candidates.length) return td;
    const list = el('ol');
    const pin = async (recordingId, button) => {
      button.disabled = true;
      const r = await post('/api/artist-title/pins', {
        name: line.name,
        title: line.title,
        recording_id: recordingId,
        reason: 'accepted in the playground',
      });
      if (r.status !== 201 && r.status !== 200) return td.append(el('p', 'error', errorText(r)));
      await redo();
    };
    for (const c of candidates) {
      const li = el('li', 'candidate');
      const accept = el('button', 'accept', 'accept');
      accept.type = 'button';
      accept.addEventListener('click', () => pin(c.id, accept));
      li.append(el('span', '', c.title + ' — ' + names(c.artists) + ' (' + c.score + ', ' + c.refused_by + ') '), accept);
      list.append(li);
    }
    const none = el('button', 'not-a-song', 'not a song');
    none.type = 'button';
    none.addEventListener('click', () => pin(null, none));
    td.append(list, none);
    return td;
  }
  async function matchRow(tr, line) {
    const q = 'explain=true&candidates=true&name=' + encodeURIComponent(line.name) + '&title=' + encodeURIComponent(line.title);
    const r = await api('/api/artist-title?' + q);
    const hit = r.status === 200 ? r.body.hits[0] : undefined;
    const redo = () => matchRow(tr, line);
    tr.replaceChildren(el('td', '', line.name + ' - ' + line.title));
    if (!hit) {
      const text = r.status === 404 || r.status === 200 ? 'no match' : errorText(r);
      tr.append(el('td', r.status === 404 || r.status === 200 ? '' : 'error', text), el('td'), el('td'), el('td'));
      return tr.append(candidateCell(line, r.body.candidates, redo));
    }
    const explain = el('td');
    explain.append(el('pre', '', JSON.stringify(hit.explanation || hit.explain || {}, null, 1)));
    // The band (match_type) beside the confidence: how far a pipeline may trust the answer.
    tr.append(
      el('td', '', hit.title + ' — ' + names(hit.artists)),
      el('td', '', String(hit.score)),
      el('td', 'band band-' + hit.match_type, hit.match_type),
      explain,
      candidateCell(line, r.body.candidates, redo),
    );
  }
  $('match-run').addEventListener('click', async () => {
    const tbody = $('match-results').querySelector('tbody');
    tbody.replaceChildren();
    const lines = $('match-input')
      .value.split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    for (const text of lines) {
      const m = /^(.+?)\s+[-–—]\s+(.+)$/.exec(text);
      const tr = el('tr');
      tr.append(el('td', '', text));
      tbody.append(tr);
      if (!m) {
        tr.append(el('td', 'error', 'write "artist - title"'), el('td'), el('td'), el('td'), el('td'));
        continue;
      }
      await matchRow(tr, { name: m[1], title: m[2] });
    }
  });

  // Matching job: a chosen, dropped or pasted file goes to POST /api/artist-title/jobs; the job is
  // polled every second; once completed, its CSV results are offered as a download and previewed.
  const auth = () => ({ authorization: 'Bearer ' + tokenInput.value.trim() });
  const jobType = (name, firstLine) =>
    /\.tsv$/i.test(name) || (!name && firstLine.includes('\t'))
      ? 'text/tab-separated-values'
      : /\.(jsonl|ndjson)$/i.test(name) || (!name && firstLine.startsWith('{'))
        ? 'application/x-ndjson'
        : 'text/csv';
  // Progress is the distinct lines answered (the work, which moves within chunks), as a percentage.
  const jobLine = (j) =>
    j.state +
    ': ' +
    Math.floor((j.progress || 0) * 100) +
    ' %, ' +
    (j.done || 0) +
    ' of ' +
    j.lines +
    ' lines (' +
    (j.distinct_done || 0) +
    ' of ' +
    j.distinct +
    ' distinct), ' +
    (j.matched || 0) +
    ' matched, ' +
    (j.no_match || 0) +
    ' no match' +
    (j.rejected ? ', ' + j.rejected + ' rejected' : '') +
    (j.lines_per_s ? ', ' + j.lines_per_s + ' lines/s' : '') +
    (j.eta_s ? ', about ' + j.eta_s + ' s left' : '');
  async function runJob(body, type) {
    const status = $('job-status');
    const link = $('job-download');
    link.hidden = true;
    $('job-preview').textContent = '';
    status.className = '';
    status.textContent = 'sending…';
    const post = await fetch('/api/artist-title/jobs', { method: 'POST', headers: { ...auth(), 'content-type': type }, body });
    let job = await post.json().catch(() => ({}));
    if (post.status !== 202) {
      status.className = 'error';
      return (status.textContent = errorText({ status: post.status, body: job }));
    }
    while (job.state !== 'completed' && job.state !== 'cancelled') {
      status.textContent = jobLine(job);
      await new Promise((r) => setTimeout(r, 1000));
      const r = await api('/api/artist-title/jobs/' + encodeURIComponent(job.id));
      if (r.status !== 200) {
        status.className = 'error';
        return (status.textContent = errorText(r));
      }
      job = r.body;
    }
    status.textContent = jobLine(job);
    const res = await fetch(job.results + '?format=csv', { headers: auth() });
    const text = await res.text();
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/csv' }));
    link.download = 'matched-' + job.id + '.csv';
    link.hidden = false;
    $('job-preview').textContent = text.split('\r\n').slice(0, 21).join('\n');
  }
  const runFile = (file) =>
    file &&
    file
      .slice(0, 4096)
      .text()
      .then((t) => runJob(file, jobType(file.name, t.split('\n')[0])));
  $('job-file').addEventListener('change', (ev) => runFile(ev.target.files[0]));
  $('job-paste').addEventListener('click', () => {
    const text = $('match-input').value;
    runJob(text, jobType('', text.split('\n')[0]));
  });
  const box = $('job-box');
  box.addEventListener('dragover', (ev) => {
    ev.preventDefault();
    box.classList.add('dragging');
  });
  box.addEventListener('dragleave', () => box.classList.remove('dragging'));
  box.addEventListener('drop', (ev) => {
    ev.preventDefault();
    box.classList.remove('dragging');
    runFile(ev.dataTransfer.files[0]);
  });
})();
