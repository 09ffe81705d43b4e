/**
 * The playground in a real browser (Playwright with Debian's `chromium`): typing "beyo" shows
 * Beyoncé as the first suggestion; a pasted "artist - title" line shows the matcher's answer; a
 * chosen file becomes a matching job whose progress is shown.
 * Skips with a message only when chromium is absent AND `CI` is not set (`.ci/run` installs it).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';
import { type TestApi, closeWhenStarted, startTestApi } from './harness';

const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
const run = CHROMIUM || process.env.CI ? describe : describe.skip;
if (!CHROMIUM && !process.env.CI) console.warn('playground browser test skipped: no chromium (apt-get install -y chromium)');

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

  it('posts a chosen file as a matching job and shows its progress', async () => {
    const page = await browser.newPage();
    await page.goto(`${api.url}/playground/`);
    await page.fill('#token', api.token);
    const csv = 'artist,title\r\nBeyonce,Crazy In Love\r\nBeyonce,Crazy In Love\r\n';
    await page.setInputFiles('#job-file', { name: 'plays.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.locator('#job-status', { hasText: 'of 2 lines (1 distinct)' }).waitFor();
    expect(await page.locator('#job-status').getAttribute('class')).not.toBe('error');
    await page.close();
  });
});
