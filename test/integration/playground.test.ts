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
import { type TestApi, startTestApi } from './harness';

const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
const run = CHROMIUM || process.env.CI ? describe : describe.skip;
if (!CHROMIUM && !process.env.CI) console.warn('playground browser test skipped: no chromium (apt-get install -y chromium)');

run('the playground in chromium', () => {
  let api: TestApi;
  let browser: BrowserContext;
  const profile = mkdtempSync(join(tmpdir(), 'mc-chromium-'));

  beforeAll(async () => {
    api = await startTestApi();
    // A fresh profile directory (--user-data-dir) per run.
    browser = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM ?? '/usr/bin/chromium',
      headless: true,
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
  });
  afterAll(async () => {
    await browser?.close();
    await api?.close();
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
    await page.locator('#match-results tbody tr td').nth(3).waitFor();
    expect(await cell.textContent()).toMatch(/^Crazy In Love — Beyonc/);
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
