#!/usr/bin/env node
/**
 * Run by `npm test` after the build: dumps one migrated embedded database beside the build
 * (dist/.test-embedded-migrated.tar), which every embedded test file and every data directory
 * of the process tests starts from (test/helpers/embedded-start.ts).
 */
import { migratedEmbeddedStart } from '../dist/test/helpers/embedded-start.js';

// A run on PostgreSQL (TEST_DATABASE_URL) starts no embedded database.
if (!process.env.TEST_DATABASE_URL?.trim()) await migratedEmbeddedStart();
