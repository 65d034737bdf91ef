/**
 * The reference page in a real browser: the app listens on 127.0.0.1 and Debian's Chromium
 * (through playwright-core) opens GET /docs. Scalar must render every operation of the API
 * document, show the curl and TypeScript request examples (x-codeSamples) of a list, a write
 * with a body and an admin operation, and do it with no console error, no CSP violation, no
 * failed request and no request to another origin (those are refused: the network is closed).
 * Chromium missing: the test skips, unless CI is set (then it fails; .ci/run installs it).
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { test } from 'node:test';
import { chromium, type Locator, type Page } from 'playwright-core';
import { buildTestApp } from '../helpers/app.js';
import { documentTestsSkipped } from '../helpers/document-tests.js';

const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const chromiumMissing = !existsSync(CHROMIUM);
const skip = documentTestsSkipped || (chromiumMissing && !process.env.CI
  ? `Chromium is not installed at ${CHROMIUM} (apt-get install chromium); with CI set this test fails instead`
  : false);

interface CodeSample { lang: string; label: string; source: string }
type Operation = { summary: string; 'x-codeSamples'?: CodeSample[] };

const EVAL_PROBE = 'script-src refused eval from /docs/scalar.js';

/** The operations whose request examples are read in the page, in both languages. */
const SHOWN = [
  ['get', '/v2/action-items'],
  ['post', '/v2/action-items'],
  ['post', '/admin/organizations'],
] as const;

test('GET /docs in headless Chromium lists every operation and shows its curl and TypeScript examples', { skip, timeout: 180_000 }, async () => {
  assert.ok(!chromiumMissing, `CI is set and Chromium is missing: install it (apt-get install chromium) at ${CHROMIUM}`);
  const app = await buildTestApp();
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const apiDocument = (await app.inject({ method: 'GET', url: '/v2/openapi.json' })).json() as { paths: Record<string, Record<string, Operation>> };
  const operations = Object.values(apiDocument.paths).flatMap((item) => Object.values(item));

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    const problems: string[] = [];
    await context.route((url) => url.origin !== origin, async (route) => {
      problems.push(`request to another origin: ${route.request().url()}`);
      await route.abort('blockedbyclient');
    });
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    page.on('requestfailed', (request) => problems.push(`failed: ${request.url()} ${request.failure()?.errorText ?? ''}`));
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
    });
    const violations: string[] = [];
    await page.exposeBinding('reportCspViolation', (_source, text: string) => violations.push(text));
    await page.addInitScript(() => {
      // In the page (untyped here: the project compiles without the DOM library).
      const win = globalThis as any;
      win.document.addEventListener('securitypolicyviolation', (event: any) => {
        const where = event.sourceFile ? ` from ${new URL(event.sourceFile).pathname}` : '';
        win.reportCspViolation(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'}${where}`);
      });
    });

    const response = await page.goto(`${origin}/docs`);
    assert.equal(response?.status(), 200);
    // Scalar has rendered the first tag's operations (the others when their group is opened).
    await page.locator('.request-card').first().waitFor({ timeout: 120_000 });

    const sidebar = page.getByRole('navigation', { name: /Sidebar/ });
    const closedGroup = sidebar.locator('button[aria-expanded="false"]');
    for (let opened = 0; await closedGroup.count() > 0; opened++) {
      assert.ok(opened < 100, 'the sidebar groups open');
      await closedGroup.first().click();
    }
    const listed = normalize(await sidebar.innerText());
    for (const operation of operations) {
      assert.ok(listed.includes(normalize(operation.summary)), `the sidebar lists "${operation.summary}"`);
    }

    for (const [method, path] of SHOWN) {
      const operation = apiDocument.paths[path]?.[method];
      const where = `${method.toUpperCase()} ${path}`;
      const curl = operation?.['x-codeSamples']?.find((sample) => sample.label === 'curl');
      const typeScript = operation?.['x-codeSamples']?.find((sample) => sample.label === 'TypeScript');
      assert.ok(operation && curl && typeScript, `${where} has curl and TypeScript samples in the document`);
      await sidebar.locator('li button', { hasText: operation.summary }).first().click();
      const card = requestCard(page, method, path);
      const picker = card.getByTestId('client-picker');
      assert.equal((await picker.innerText()).trim(), 'curl', `${where}: curl is shown first`);
      await shows(card, curl.source, `${where} curl`);
      await picker.click();
      await page.getByRole('option', { name: 'TypeScript', exact: true }).click();
      await shows(card, typeScript.source, `${where} TypeScript`);
    }

    assert.deepEqual(problems, []);
    // The one refusal expected: the bundle's probe whether it may compile code (`new Function("")`
    // in a try; refused, its validation library takes its slower path without eval).
    assert.deepEqual(violations, [EVAL_PROBE]);
    // Negative control: the page's CSP refuses an inline script, and the test sees it.
    await page.evaluate(() => {
      const win = globalThis as any;
      const script = win.document.createElement('script');
      script.textContent = 'window.inlineRan = true';
      win.document.body.append(script);
    });
    for (let i = 0; i < 50 && violations.length === 1; i++) await page.waitForTimeout(20);
    assert.deepEqual(violations.slice(1), ['script-src-elem refused inline']);
    assert.equal(await page.evaluate(() => (globalThis as any).inlineRan), undefined);
  } finally {
    await browser.close();
  }
});

/** The request example card of one operation (its header shows the method and the path). */
function requestCard(page: Page, method: string, path: string): Locator {
  return page.locator('.request-card')
    .filter({ has: page.locator('.request-method', { hasText: new RegExp(`^\\s*${method}\\s*$`, 'i') }) })
    .filter({ has: page.locator('.operation-path', { hasText: new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`) }) });
}

/** Waits until the card's code block shows `source` (up to 10 s); fails with what it shows. */
async function shows(card: Locator, source: string, what: string): Promise<void> {
  const code = card.locator('pre code');
  let text = '';
  for (let i = 0; i < 100; i++) {
    text = (await code.innerText()).replace(/\n$/, '');
    if (text === source) return;
    await card.page().waitForTimeout(100);
  }
  assert.equal(text, source, `${what} is shown`);
}

const normalize = (text: string): string => text.replace(/\s+/g, ' ').trim();
