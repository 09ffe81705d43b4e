/**
 * The playground in a real browser (Playwright with Debian's `chromium`): typing "beyo" shows
 * Beyoncé as the first suggestion; a pasted "artist - title" line shows the matcher's answer; a
 * line without a match shows its candidates, and accepting one pins the line (screenshots in
 * `test-artifacts/playground/`); a chosen file becomes a matching job whose progress is shown.
 * Skips with a message only when chromium is absent AND `CI` is not set (`.ci/run` installs it).
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, type Page, chromium } from 'playwright-core';
import { type TestApi, closeWhenStarted, startTestApi } from './harness';

const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
const run = CHROMIUM || process.env.CI ? describe : describe.skip;
if (!CHROMIUM && !process.env.CI) console.warn('playground browser test skipped: no chromium (apt-get install -y chromium)');

/** Where the screenshots go (the test's artifacts; `.ci/run` keeps them). */
const ARTIFACTS = join(__dirname, '..', '..', 'test-artifacts', 'playground');
mkdirSync(ARTIFACTS, { recursive: true });

/** How long Chromium may take to start: a fresh machine's first launches are slow. */
const LAUNCH_TIMEOUT_MS = 90_000;

run('the playground in chromium', () => {
  let api: TestApi;
  let browser: BrowserContext;
  let starting: Promise<TestApi> | undefined;
  let launching: Promise<BrowserContext> | undefined;
  const profile = mkdtempSync(join(tmpdir(), 'mc-chromium-'));

  // The API and the browser start together; the hook waits for both, a little longer than the
  // launch itself may take, so a slow launch fails with Playwright's message, not a hook timeout.
  beforeAll(async () => {
    starting = startTestApi();
    // A fresh profile directory (--user-data-dir) per run.
    launching = chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM ?? '/usr/bin/chromium',
      headless: true,
      timeout: LAUNCH_TIMEOUT_MS,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    [api, browser] = await Promise.all([starting, launching]);
  }, LAUNCH_TIMEOUT_MS + 30_000);
  // Each closes what its start yields, even a start that finished after the hook gave up.
  afterAll(async () => {
    await Promise.all([closeWhenStarted(launching), closeWhenStarted(starting)]);
    rmSync(profile, { recursive: true, force: true });
  });

  it('suggests Beyoncé first while "beyo" is typed, and matches a pasted line', async () => {
    const page = await browser.newPage();
    await page.goto(`${api.url}/playground/`);
    await page.fill('#token', api.token);
    await page.locator('#suggest-input').pressSequentially('beyo', { delay: 40 });
    const first = page.locator('#suggest-hits li').first();
    await first.waitFor();
    expect(await first.getAttribute('data-type')).toBe('artist');
    expect(await first.locator('.name').textContent()).toMatch(/^Beyonc[eé]$/);

    await page.fill('#match-input', 'Beyonce - Crazy In Love');
    await page.click('#match-run');
    const cell = page.locator('#match-results tbody tr td').nth(1);
    await page.locator('#match-results tbody tr td').nth(4).waitFor();
    expect(await cell.textContent()).toMatch(/^Crazy In Love — Beyonc/);
    // The band beside the answer: the line folds to the catalog's artist and title.
    expect(await page.locator('#match-results tbody tr td').nth(3).textContent()).toBe('exact');
    if (process.env.PLAYGROUND_SCREENSHOT) await page.screenshot({ path: process.env.PLAYGROUND_SCREENSHOT, fullPage: true });
    await page.close();
  });

  it('shows the candidates of a line without a match, and accepting one pins the line', async () => {
    await acceptCandidate(await browser.newPage(), api);
  });

  it('posts a chosen file as a matching job and shows its progress', async () => {
    const page = await browser.newPage();
    await page.goto(`${api.url}/playground/`);
    await page.fill('#token', api.token);
    const csv = 'artist,title\r\nBeyonce,Crazy In Love\r\nBeyonce,Crazy In Love\r\n';
    await page.setInputFiles('#job-file', { name: 'plays.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.locator('#job-status', { hasText: /\d+ %, \d of 2 lines \(\d of 1 distinct\)/ }).waitFor();
    expect(await page.locator('#job-status').getAttribute('class')).not.toBe('error');
    await page.close();
  });
});

/**
 * "Springsteen - Born To Run Live 1975" has no match but the studio "Born to Run" among its
 * candidates; accepting it pins the line for the token's account (screenshots before and after).
 */
async function acceptCandidate(page: Page, api: TestApi): Promise<void> {
  await page.goto(`${api.url}/playground/`);
  await page.fill('#token', api.token);
  await page.fill('#match-input', 'Springsteen - Born To Run Live 1975');
  await page.click('#match-run');
  const row = page.locator('#match-results tbody tr').first();
  await row.locator('.candidates li').first().waitFor();
  expect(await row.locator('td').nth(1).textContent()).toBe('no match');
  // The studio recording is among the candidates, with its score and the check that refused it.
  const candidate = row.locator('.candidates li', { hasText: /^Born to Run — Bruce Springsteen \(\d+(\.\d+)?, \w+\)/i });
  expect(await candidate.count()).toBe(1);
  await page.screenshot({ path: join(ARTIFACTS, 'playground-candidates.png'), fullPage: true });
  await candidate.locator('button.accept').click();
  await row.locator('td.band-curated').waitFor();
  expect(await row.locator('td').nth(1).textContent()).toMatch(/^Born to Run — Bruce Springsteen/i);
  await page.screenshot({ path: join(ARTIFACTS, 'playground-accepted.png'), fullPage: true });
  // The pin is the token's own: the next request of the same line is answered from it.
  const again = await api.get(`/api/artist-title?name=Springsteen&title=${encodeURIComponent('Born To Run Live 1975')}`);
  expect(again.body.hits[0].match_type).toBe('curated');
  const pins = await api.get('/api/artist-title/pins');
  for (const p of pins.body.pins as { id: number }[])
    await fetch(`${api.url}/api/artist-title/pins/${p.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${api.token}` },
    });
  await page.close();
}
