#!/usr/bin/env node
/**
 * Part of `npm run build`: copies the reference page's browser bundle (Scalar's self-contained
 * standalone.js, from the dev dependency @scalar/api-reference) into dist/reference-page/, with
 * its version. A production install (npm ci --omit=dev next to a build) then serves /docs
 * without Scalar's dependency tree (Vue, and TypeScript as a peer), which it never runs.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const bundle = import.meta.resolve('@scalar/api-reference/browser/standalone.js');
const { version } = JSON.parse(readFileSync(new URL('../../package.json', bundle), 'utf8'));
const target = new URL('../dist/reference-page/', import.meta.url);
mkdirSync(target, { recursive: true });
copyFileSync(fileURLToPath(bundle), new URL('scalar.js', target));
writeFileSync(new URL('scalar.json', target), `${JSON.stringify({ version })}\n`);
