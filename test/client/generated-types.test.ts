/**
 * The client's types are generated from the API document the service serves: this fails when
 * packages/client/src/generated/api.ts is not what openapi-typescript makes of today's document
 * (regenerate: npm run build && node scripts/prepare-test-database.mjs && node scripts/generate-client-types.mjs).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { buildTestApp } from '../helpers/app.js';
import { documentTestsSkipped } from '../helpers/document-tests.js';
import { CLIENT_TYPES_PATH, clientTypesFile } from '../helpers/openapi-typegen.js';

test('the client\'s checked-in types are those generated from the served API document', { skip: documentTestsSkipped }, async () => {
  const app = await buildTestApp();
  const document = (await app.inject({ method: 'GET', url: '/v2/openapi.json' })).json();
  const expected = await clientTypesFile(document);
  const checkedIn = readFileSync(CLIENT_TYPES_PATH, 'utf8');
  // Compared line by line, so that a stale file names the first line that differs.
  const [want, have] = [expected.split('\n'), checkedIn.split('\n')];
  const first = want.findIndex((line, index) => line !== have[index]);
  assert.equal(first === -1 && want.length === have.length, true,
    `${CLIENT_TYPES_PATH} is stale from line ${first + 1}: expected ${JSON.stringify(want[first])}, found ${JSON.stringify(have[first])}`);

  // Negative control: a change to the document changes the generated file.
  document.components.schemas.ActionItem.properties.title.description = 'changed';
  assert.notEqual(await clientTypesFile(document), checkedIn);
});
