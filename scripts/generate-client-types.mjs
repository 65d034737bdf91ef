#!/usr/bin/env node
/**
 * Writes the client package's types (packages/client/src/generated/api.ts) from the API document
 * the service serves, with openapi-typescript. Run after a build, on a prepared test database:
 *   npm run build && node scripts/prepare-test-database.mjs && node scripts/generate-client-types.mjs
 * then `npm run build` again to compile the client with them.
 */
import { writeFileSync } from 'node:fs';
import { buildTestApp } from '../dist/test/helpers/app.js';
import { CLIENT_TYPES_PATH, clientTypesFile } from '../dist/test/helpers/openapi-typegen.js';

const app = await buildTestApp();
const response = await app.inject({ method: 'GET', url: '/v2/openapi.json' });
if (response.statusCode !== 200) throw new Error(`GET /v2/openapi.json answered ${response.statusCode}`);
writeFileSync(new URL(`../${CLIENT_TYPES_PATH}`, import.meta.url), await clientTypesFile(response.json()));
await app.close();
process.stdout.write(`wrote ${CLIENT_TYPES_PATH}\n`);
process.exit(0);
