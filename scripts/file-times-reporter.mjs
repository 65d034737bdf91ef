/**
 * A test reporter for where a pass's time goes (scripts/run-tests.mjs adds it when
 * TEST_FILE_TIMES names a file): per test file, the sum of its top-level tests' durations and
 * the span from its first test's start to its last test's end, longest first. A file's start
 * (imports, its database) is in neither.
 */
export default async function* fileTimes(source) {
  const files = new Map();
  for await (const event of source) {
    const data = event.data ?? {};
    if (!data.file) continue;
    const entry = files.get(data.file) ?? { first: Infinity, last: 0, sum: 0 };
    const now = performance.now();
    if (event.type === 'test:start' && data.nesting === 0) entry.first = Math.min(entry.first, now);
    if ((event.type === 'test:pass' || event.type === 'test:fail') && data.nesting === 0) {
      entry.last = Math.max(entry.last, now);
      entry.sum += data.details?.duration_ms ?? 0;
    }
    files.set(data.file, entry);
  }
  const rows = [...files].map(([file, e]) => [file.replace(/.*dist\/test\//, ''), (e.last - e.first) / 1000, e.sum / 1000]).sort((a, b) => b[2] - a[2]);
  for (const [file, span, sum] of rows) yield `${sum.toFixed(1).padStart(7)} s tests  ${span.toFixed(1).padStart(7)} s span  ${file}\n`;
}
