#!/usr/bin/env node
/** The operator CLI's entry point (`smr`, `npx smr`): see cli/program.ts. */
import { runCli } from './cli/program.js';

/** Exits once stdout and stderr have taken everything written (a pipe takes a large --json listing in pieces). */
function exitAfterOutput(code: number): void {
  process.stdout.write('', () => process.stderr.write('', () => process.exit(code)));
}

runCli(process.argv.slice(2)).then(exitAfterOutput, (error: unknown) => {
  process.stderr.write(`Failed: ${error instanceof Error ? error.message : String(error)}\n`);
  exitAfterOutput(1);
});
