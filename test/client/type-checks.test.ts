/**
 * The client's types against misuse, at compile time: the programs of test/client/type-checks
 * (its README) compiled in one TypeScript program, `--strict`, against the built client as an
 * integrator imports it (`@safety-records/client`, its declarations). A `*.ok.ts` compiles; each
 * line of a `*.fails.ts` marked `// fails: TS<code>` is refused with that code, and only those.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import ts from 'typescript';

const DIR = resolve('test/client/type-checks');
const MARK = /\/\/ fails: TS(\d+)\s*$/;

/** The complaints about each file, as `line: TScode message`, one program for them all. */
function compile(files: string[]): Map<string, Array<{ line: number; code: number; text: string }>> {
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext,
    strict: true, noEmit: true, skipLibCheck: true, types: ['node'], lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
  });
  const found = new Map(files.map((file) => [file, [] as Array<{ line: number; code: number; text: string }>]));
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const file = diagnostic.file?.fileName ?? '(no file)';
    const line = diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line + 1 : 0;
    const complaint = { line, code: diagnostic.code, text: ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ') };
    (found.get(resolve(file)) ?? found.set(file, []).get(file)!).push(complaint);
  }
  return found;
}

/** The lines of a file marked to fail, with the code each must fail with. */
function marks(file: string): Map<number, number> {
  const lines = readFileSync(file, 'utf8').split('\n');
  return new Map(lines.flatMap((text, index) => {
    const match = MARK.exec(text);
    return match ? [[index + 1, Number(match[1])] as const] : [];
  }));
}

const files = readdirSync(DIR).filter((name) => name.endsWith('.ts')).sort().map((name) => join(DIR, name));
const started = performance.now();
const complaints = compile(files);
const seconds = (performance.now() - started) / 1000;

test('the type-check programs are there, compiled in one program in seconds', () => {
  assert.deepEqual(files.map((file) => file.slice(DIR.length + 1)), [
    'date-times.fails.ts', 'date-times.ok.ts', 'errors.fails.ts', 'errors.ok.ts', 'lists.fails.ts', 'lists.ok.ts', 'webhooks.fails.ts', 'webhooks.ok.ts',
  ]);
  assert.deepEqual([...complaints.keys()].filter((file) => !files.includes(file)), [], 'no complaint outside the programs (the client\'s declarations resolve)');
  assert.ok(seconds < 60, `compiled in ${seconds.toFixed(1)} s`);
});

for (const file of files.filter((name) => name.endsWith('.ok.ts'))) {
  test(`${file.slice(DIR.length + 1)}: every right use compiles`, () => {
    assert.deepEqual(complaints.get(file)!.map((c) => `${c.line}: TS${c.code} ${c.text}`), []);
  });
}

for (const file of files.filter((name) => name.endsWith('.fails.ts'))) {
  test(`${file.slice(DIR.length + 1)}: each misuse is refused, with its code, and nothing else is`, () => {
    const expected = marks(file);
    assert.ok(expected.size > 0, 'the file marks its misuses');
    const refused = complaints.get(file)!;
    for (const [line, code] of expected) {
      const onLine = refused.filter((c) => c.line === line);
      assert.ok(onLine.some((c) => c.code === code), `line ${line} must be refused with TS${code}; got ${JSON.stringify(onLine)}`);
    }
    assert.deepEqual(refused.filter((c) => !expected.has(c.line)).map((c) => `${c.line}: TS${c.code} ${c.text}`), [], 'only the marked lines are refused');
  });
}
