/**
 * `npm start` runs this first: it builds dist/ only when it is missing or older than what it is
 * built from (src/, tsconfig.json, package.json), so a fresh clone builds once and every later
 * start reuses the build. An installation without the dev dependencies (npm ci --omit=dev)
 * starts from the dist/ it was given; if that is stale and TypeScript is absent, it says so.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** Written by `npm run build` once the compiler has succeeded. */
const STAMP = 'dist/.built';
const SOURCES = ['src', 'tsconfig.json', 'package.json'];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stat.mtimeMs);
}

const built = existsSync(STAMP) ? statSync(STAMP).mtimeMs : -1;
if (built >= Math.max(...SOURCES.map(newestChange))) process.exit(0);

let compilerPresent = true;
try {
  createRequire(import.meta.url).resolve('typescript');
} catch {
  compilerPresent = false;
}
if (!compilerPresent) {
  process.stderr.write(`dist/ is ${built < 0 ? 'missing' : 'older than its sources (src/, tsconfig.json, package.json)'} and TypeScript is not installed: run "npm run build" where the dev dependencies are, then start again.\n`);
  process.exit(1);
}
process.stderr.write(`Building dist/ (${built < 0 ? 'first start' : 'sources changed since the last build'})...\n`);
const result = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
process.exit(result.status ?? 1);
