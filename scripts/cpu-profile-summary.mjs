#!/usr/bin/env node
/**
 * node scripts/cpu-profile-summary.mjs <file.cpuprofile> [top]: where a V8 CPU profile's time
 * went (the service's, from `BENCH_SERVICE_CPU_PROF=<dir> npm run bench -- --only=reads`): the
 * share of samples that were idle, garbage collection and the rest, then the functions with the
 * most self time among the busy samples, and the busy share of each package (`node_modules/<name>`,
 * the project's `src`, Node's own `node:` modules, native code).
 */
import { readFileSync } from 'node:fs';

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/cpu-profile-summary.mjs <file.cpuprofile> [top]');
  process.exit(2);
}
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));

// Self time of each node: the time deltas of the samples that landed on it.
const selfUs = new Map();
profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);

const SPECIAL = new Set(['(idle)', '(garbage collector)', '(program)', '(root)']);
const where = (frame) => {
  const url = frame.url ?? '';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return 'node: (Node.js)';
  if (url.includes('/dist/src/') || url.includes('/src/')) return 'service (src)';
  if (url === '') return 'native';
  return 'other';
};

const bySpecial = new Map();
const byFunction = new Map();
const byPlace = new Map();
let busy = 0;
for (const [id, us] of selfUs) {
  const frame = nodes.get(id).callFrame;
  if (SPECIAL.has(frame.functionName)) {
    bySpecial.set(frame.functionName, (bySpecial.get(frame.functionName) ?? 0) + us);
    if (frame.functionName !== '(idle)') busy += us;
    continue;
  }
  busy += us;
  const name = `${frame.functionName || '(anonymous)'} ${frame.url ? `${frame.url.replace(/^.*\/(node_modules|dist)\//, '$1/')}:${frame.lineNumber + 1}` : '(native)'}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + us);
  byPlace.set(where(frame), (byPlace.get(where(frame)) ?? 0) + us);
}

const pct = (us, of) => `${((us / Math.max(of, 1)) * 100).toFixed(1)} %`;
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled, busy ${pct(busy, total)}`);
for (const [name, us] of [...bySpecial].sort((a, b) => b[1] - a[1])) console.log(`  ${name}: ${pct(us, total)} of all`);
console.log('busy time by place (those at 0.5 % or more):');
for (const [name, us] of [...byPlace].sort((a, b) => b[1] - a[1]).filter(([, us]) => us / Math.max(busy, 1) >= 0.005)) console.log(`  ${pct(us, busy).padStart(7)}  ${name}`);
console.log(`top ${top} functions by self time (share of busy time):`);
for (const [name, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${pct(us, busy).padStart(7)}  ${name}`);
