#!/usr/bin/env node
/** The operator CLI's entry point (`smr`, `npx smr`): see cli/program.ts. */
import { runCli } from './cli/program.js';

runCli(process.argv.slice(2)).then((code) => process.exit(code));
