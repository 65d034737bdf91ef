/**
 * No installed package declares a Node.js the service's `engines` does not cover: on the oldest
 * version of each line `engines` names, every package in the lock file that npm installed here
 * accepts it, so a fresh `npm ci` prints no `EBADENGINE` (docs/decisions/nodejs-versions.md).
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join, normalize, dirname } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const ROOT = normalize(join(dirname(fileURLToPath(import.meta.url)), '../../..'));

interface LockEntry {
  version?: string;
  engines?: { node?: string } | string[];
}

/** The oldest Node.js of each line a range names (`^20.19.0 || ^26.0.0` → 20.19.0, 26.0.0). */
function oldestOfEachLine(range: string): string[] {
  return new semver.Range(range).set.map((comparators) => semver.minVersion(comparators.map((c) => c.value).join(' '))!.version);
}

/** The packages whose `engines.node` refuses one of `versions`, as "name@version needs range". */
export function refusing(entries: Record<string, LockEntry>, versions: string[]): string[] {
  return Object.entries(entries).flatMap(([path, entry]) => {
    const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
    if (path === '' || range === undefined) return [];
    const refused = versions.filter((version) => !semver.satisfies(version, range));
    return refused.length === 0 ? [] : [`${path.replace(/^.*node_modules\//, '')}@${entry.version} needs node ${range} (not ${refused.join(', ')})`];
  });
}

test('every installed package accepts the oldest Node.js of each line the service supports', () => {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } };
  const versions = oldestOfEachLine(manifest.engines.node);
  assert.deepEqual(versions, ['20.19.0', '26.0.0']);
  const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> };
  // What npm installed on this platform (optional packages of other platforms are never checked by npm).
  const installed = Object.fromEntries(Object.entries(lock.packages).filter(([path]) => path !== '' && existsSync(join(ROOT, path, 'package.json'))));
  assert.ok(Object.keys(installed).length > 300, 'the lock file lists the installed packages');
  assert.deepEqual(refusing(installed, versions), []);
});

test('negative control: a package declaring Node.js 22 or later is named', () => {
  const entries = { 'node_modules/kysely': { version: '0.29.9', engines: { node: '>=22.0.0' } }, 'node_modules/pg': { version: '8.23.1', engines: { node: '>= 16.0.0' } } };
  assert.deepEqual(refusing(entries, ['20.19.0', '26.0.0']), ['kysely@0.29.9 needs node >=22.0.0 (not 20.19.0)']);
});
