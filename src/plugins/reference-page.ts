/**
 * The human API reference at GET /docs (docs/decisions/api-reference-page.md): Scalar's
 * self-contained browser bundle (@scalar/api-reference, copied into dist/reference-page/ by the
 * build: scripts/copy-reference-bundle.mjs), served from this origin, rendering the
 * API document at /v2/openapi.json with its request examples (x-codeSamples: curl and
 * TypeScript) and a try-it client. Nothing is fetched from another origin: no CDN, fonts,
 * telemetry, AI agent or request proxy, and the CSP (`default-src 'self'`) would refuse them.
 * The page has no inline script: Scalar reads its configuration from the data attributes of
 * `<script id="api-reference">`, a JSON element the browser never executes.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';

const DOCUMENT_URL = '/v2/openapi.json';
const BUNDLE_PATH = '/docs/scalar.js';

/** Scalar's options (@scalar/types, api-reference configuration). */
const CONFIGURATION = {
  // The system fonts: the default ones come from fonts.scalar.com.
  withDefaultFonts: false,
  telemetry: false,
  // Scalar's AI agent (on by default when the page is on localhost) talks to scalar.com.
  agent: { disabled: true },
  showDeveloperTools: 'never',
  // The document is at /v2/openapi.json; no download button.
  documentDownloadType: 'none',
  // No defaultHttpClient: Scalar then selects an operation's first x-codeSamples entry, our curl
  // (setting shell/curl would select Scalar's own curl instead).
} as const;

/**
 * The page's CSP: its own scripts only (no inline or eval); Scalar injects its styles as <style>
 * elements. No upgrade-insecure-requests: the service is often reached over plain http on localhost.
 */
export const REFERENCE_PAGE_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
  "img-src 'self' data:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
].join('; ');

/** Where the build puts the bundle: dist/reference-page/, beside dist/src/. */
const BUNDLE_DIR = new URL('../../reference-page/', import.meta.url);

export function registerReferencePage(app: FastifyInstance): void {
  const bundleFile = new URL('scalar.js', BUNDLE_DIR);
  if (!existsSync(bundleFile)) throw new Error(`The reference page's bundle is missing (${bundleFile.pathname}): run "npm run build"`);
  // The bundle's URL names its version, so it can be cached for good and still change on an upgrade.
  const { version } = JSON.parse(readFileSync(new URL('scalar.json', BUNDLE_DIR), 'utf8')) as { version: string };
  const page = referencePage(`${BUNDLE_PATH}?v=${encodeURIComponent(version)}`);
  const options = { config: { public: true }, schema: { hide: true } };
  // Read on first request and kept: its encodings are too (plugins/compression.ts, `fixedBody`).
  let bundle: Promise<Buffer> | null = null;

  app.get('/docs', options, async (_request, reply) => reply
    .header('content-security-policy', REFERENCE_PAGE_CSP)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(page));

  app.get(BUNDLE_PATH, { ...options, config: { ...options.config, fixedBody: true } }, async (_request, reply) => reply
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .type('text/javascript; charset=utf-8')
    .send(await (bundle ??= readFile(bundleFile))));
}

function referencePage(bundleSrc: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Safety Management Records API reference</title>
<link rel="icon" href="data:,">
</head>
<body>
<script id="api-reference" type="application/json" data-url="${DOCUMENT_URL}" data-configuration="${escapeAttribute(JSON.stringify(CONFIGURATION))}"></script>
<script src="${escapeAttribute(bundleSrc)}"></script>
</body>
</html>
`;
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
