import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { test } from 'node:test';
import { buildTestApp, bearer, TEST_ADMIN_TOKEN } from '../helpers/app.js';
import { createTestOrg } from '../helpers/fixtures.js';

test('logs are structured JSON and never contain an API key or the operator token', async () => {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const app = await buildTestApp({ config: { logLevel: 'trace' }, logStream: logStream as never });
  const org = await createTestOrg();
  const created = await app.inject({
    method: 'POST', url: `/admin/organizations/${org.id}/api-keys`, headers: bearer(TEST_ADMIN_TOKEN), payload: { name: 'logged?' },
  });
  const newKey: string = created.json().data.key;
  await app.inject({ method: 'GET', url: '/v2/equipment-types', headers: bearer(org.keys.read) });
  await app.inject({ method: 'GET', url: '/v2/equipment-types', headers: bearer(newKey) });
  await app.inject({ method: 'GET', url: '/v2/equipment-types', headers: bearer(org.keys.revoked) });
  await app.inject({ method: 'POST', url: '/v2/equipment-types', headers: bearer(org.keys.read), payload: { name: 'x' } });
  await app.inject({ method: 'GET', url: '/v2/equipment-types', headers: bearer(`${org.keys.read}tampered`) });

  assert.ok(lines.length >= 10, `logged ${lines.length} lines`);
  for (const line of lines) {
    const entry = JSON.parse(line);
    assert.equal(typeof entry.level, 'number');
    for (const secret of [org.keys.read, org.keys.revoked, newKey, TEST_ADMIN_TOKEN]) {
      const secretPart = secret.slice(17);
      assert.ok(!line.includes(secretPart), `a log line contains a secret: ${line}`);
    }
  }
});
