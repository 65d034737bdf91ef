import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, bearer } from '../helpers/app.js';
import { assertSameAsMissing, runAuthSuite } from '../helpers/auth-suite.js';
import { orgRowCount } from '../helpers/database.js';
import { createTestOrg, type TestOrg } from '../helpers/fixtures.js';

const USER_KEYS = ['avatarUrl', 'createdAt', 'departments', 'email', 'externalId', 'fullName', 'id', 'locations', 'phoneNumber', 'role',
  'supervisorEmail', 'supervisorId', 'teams', 'updatedAt'];

const postUser = (app: FastifyInstance, org: TestOrg, payload: object) =>
  app.inject({ method: 'POST', url: '/v2/users', headers: bearer(org.keys.readWrite), payload });
const bulkUsers = (app: FastifyInstance, org: TestOrg, users: object[]) =>
  app.inject({ method: 'POST', url: '/v2/users/bulk', headers: bearer(org.keys.readWrite), payload: { users } });
const getUser = (app: FastifyInstance, org: TestOrg, id: string) =>
  app.inject({ method: 'GET', url: `/v2/users/${encodeURIComponent(id)}`, headers: bearer(org.keys.read) });

async function setup() {
  const app = await buildTestApp();
  const org = await createTestOrg();
  const admin = bearer(org.keys.admin);
  const department = (await app.inject({ method: 'POST', url: '/v2/departments', headers: admin, payload: { name: 'Maintenance', externalId: 'dep-m' } })).json().data;
  const team = (await app.inject({ method: 'POST', url: '/v2/teams', headers: admin, payload: { name: 'Night shift' } })).json().data;
  const location = (await app.inject({ method: 'POST', url: '/v2/locations', headers: bearer(org.keys.write), payload: { name: 'Plant', externalId: 'plant' } })).json().data;
  return { app, org, department, team, location };
}

test('create: 201 with the full record; new users join the default team', async () => {
  const { app, org } = await setup();
  const response = await postUser(app, org, { email: 'Ada@Example.com', fullName: 'Ada Lovelace', externalId: 'u-1' });
  assert.equal(response.statusCode, 201);
  const user = response.json().data;
  assert.deepEqual(Object.keys(user).sort(), USER_KEYS);
  assert.deepEqual({ ...user, id: 'x', createdAt: 'x', updatedAt: 'x' }, {
    id: 'x', email: 'Ada@Example.com', fullName: 'Ada Lovelace', phoneNumber: null, avatarUrl: null, role: 'member', externalId: 'u-1',
    supervisorId: null, supervisorEmail: null, departments: [], locations: [], teams: [{ id: org.defaultTeamId, name: 'Default team', slug: 'default' }],
    createdAt: 'x', updatedAt: 'x',
  });
});

test('matching: a POST with a known externalId updates that user (200), email included', async () => {
  const { app, org } = await setup();
  const ada = (await postUser(app, org, { email: 'ada@example.com', fullName: 'Ada', externalId: 'u-1' })).json().data;
  const byExternalId = await postUser(app, org, { email: 'ada.l@example.com', fullName: 'Ada L', externalId: 'u-1' });
  assert.equal(byExternalId.statusCode, 200);
  assert.equal(byExternalId.json().data.id, ada.id);
  assert.equal(byExternalId.json().data.email, 'ada.l@example.com');
});

test('matching: a POST without externalId matches by email case-insensitively and keeps the stored externalId', async () => {
  const { app, org } = await setup();
  const ada = (await postUser(app, org, { email: 'ada.l@example.com', fullName: 'Ada L', externalId: 'u-1' })).json().data;
  const byEmail = await postUser(app, org, { email: 'ADA.L@example.com', fullName: 'Ada Lovelace' });
  assert.equal(byEmail.statusCode, 200);
  assert.equal(byEmail.json().data.id, ada.id);
  assert.equal(byEmail.json().data.externalId, 'u-1', 'externalId kept when not sent');
});

test('matching: an email held by a user with another externalId is a 409 naming that externalId', async () => {
  const { app, org } = await setup();
  await postUser(app, org, { email: 'ada.l@example.com', fullName: 'Ada Lovelace', externalId: 'u-1' });
  const otherExternalId = await postUser(app, org, { email: 'ada.l@example.com', fullName: 'Imposter', externalId: 'u-2' });
  assert.equal(otherExternalId.statusCode, 409);
  assert.deepEqual(otherExternalId.json(), { code: 'conflict', message: 'email "ada.l@example.com" belongs to a user with externalId "u-1"' });
});

test('matching: a user without externalId is matched by email and takes the externalId sent', async () => {
  const { app, org } = await setup();
  const bob = (await postUser(app, org, { email: 'bob@example.com', fullName: 'Bob' })).json().data;
  const adopt = await postUser(app, org, { email: 'bob@example.com', fullName: 'Bob', externalId: 'u-3' });
  assert.equal(adopt.statusCode, 200, 'a user without externalId is matched by email and takes it');
  assert.equal(adopt.json().data.id, bob.id);
});

test('matching: moving a user onto the email of another user is a 409 and writes nothing', async () => {
  const { app, org } = await setup();
  const ada = (await postUser(app, org, { email: 'ada.l@example.com', fullName: 'Ada Lovelace', externalId: 'u-1' })).json().data;
  await postUser(app, org, { email: 'bob@example.com', fullName: 'Bob', externalId: 'u-3' });
  const stealEmail = await postUser(app, org, { email: 'BOB@example.com', fullName: 'Ada', externalId: 'u-1' });
  assert.equal(stealEmail.statusCode, 409);
  assert.equal((await getUser(app, org, ada.id)).json().data.fullName, 'Ada Lovelace', 'nothing written');
});

test('references: supervisor by UUID, email or externalId; department by UUID, externalId or slug; location; team', async () => {
  const { app, org, department, team, location } = await setup();
  const boss = (await postUser(app, org, { email: 'boss@example.com', fullName: 'Boss', externalId: 'boss' })).json().data;
  for (const [supervisorId, departmentId] of [[boss.id, department.id], ['BOSS@example.com', 'dep-m'], ['boss', 'maintenance']]) {
    const response = await postUser(app, org, {
      email: 'worker@example.com', fullName: 'Worker', externalId: 'w', supervisorId, departmentId, locationId: 'plant', teamId: team.id, phoneNumber: '+4712345678',
    });
    assert.ok([200, 201].includes(response.statusCode), response.body);
    const user = response.json().data;
    assert.equal(user.supervisorId, boss.id);
    assert.equal(user.supervisorEmail, 'boss@example.com');
    assert.deepEqual(user.departments, [{ id: department.id, name: 'Maintenance', slug: 'maintenance' }]);
    assert.deepEqual(user.locations, [{ id: location.id, name: 'Plant', slug: 'plant' }]);
    assert.deepEqual(user.teams, [{ id: team.id, name: 'Night shift', slug: 'night-shift' }], 'teamId replaces the team membership');
    assert.equal(user.phoneNumber, '+4712345678');
  }
  const kept = (await postUser(app, org, { email: 'worker@example.com', fullName: 'Worker 2', externalId: 'w' })).json().data;
  assert.equal(kept.supervisorId, boss.id, 'omitted references are unchanged');
  assert.equal(kept.departments.length, 1);
});

test('bad input: 400 naming the field and value; nothing written', async () => {
  const { app, org } = await setup();
  const other = await createTestOrg();
  const foreignUser = (await postUser(app, other, { email: 'foreign@example.com', fullName: 'F', externalId: 'f' })).json().data;
  const base = { email: 'x@example.com', fullName: 'X' };
  const schemaCases: Array<[object, string]> = [
    [{ ...base, email: 'not-an-email' }, 'body.email must match format "email"'],
    [{ ...base, fullName: '' }, 'body.fullName must NOT have fewer than 1 characters'],
    [{ email: 'x@example.com' }, "body: missing required property 'fullName'"],
    [{ ...base, phoneNumber: '0123' }, 'body.phoneNumber must match pattern "^\\+[1-9]\\d{6,14}$"'],
    [{ ...base, role: 'root' }, 'body.role must be one of: admin, member, safety_center_user'],
    [{ ...base, teamId: 'abc' }, 'body.teamId must match format "uuid"'],
    [{ ...base, nickname: 'x' }, "body: unknown property 'nickname'"],
  ];
  for (const [payload, message] of schemaCases) {
    const response = await postUser(app, org, payload);
    assert.equal(response.statusCode, 400, JSON.stringify(payload));
    assert.deepEqual(response.json().details.errors, [message]);
  }
  const referenceCases: Array<[object, string]> = [
    [{ ...base, supervisorId: 'nobody@example.com' }, 'supervisorId "nobody@example.com" does not match a user of the organization'],
    [{ ...base, supervisorId: foreignUser.id }, `supervisorId "${foreignUser.id}" does not match a user of the organization`],
    [{ ...base, supervisorId: 'foreign@example.com' }, 'supervisorId "foreign@example.com" does not match a user of the organization'],
    [{ ...base, departmentId: 'ghosts' }, 'departmentId "ghosts" does not match a department of the organization'],
    [{ ...base, locationId: 'moon' }, 'locationId "moon" does not match a location of the organization'],
    [{ ...base, teamId: other.defaultTeamId }, `teamId "${other.defaultTeamId}" is not a team of the organization`],
    [{ ...base, supervisorId: 'x@example.com' }, 'supervisorId "x@example.com" is the user itself'],
  ];
  for (const [payload, message] of referenceCases) {
    const response = await postUser(app, org, payload);
    assert.equal(response.statusCode, 400, JSON.stringify(payload));
    assert.deepEqual(response.json(), { code: 'validation_error', message, details: { errors: [message] } });
  }
  assert.equal(await orgRowCount('users', org.id), 0);
});

test('GET by UUID or email; 404 for missing and for another org alike', async () => {
  const { app, org } = await setup();
  const other = await createTestOrg();
  const user = (await postUser(app, org, { email: 'Grace@Example.com', fullName: 'Grace', externalId: 'g' })).json().data;
  assert.equal((await getUser(app, org, user.id)).json().data.id, user.id);
  assert.equal((await getUser(app, org, user.id.toUpperCase())).json().data.id, user.id);
  assert.equal((await getUser(app, org, 'grace@example.COM')).json().data.id, user.id);
  const missing = await getUser(app, org, 'nobody@example.com');
  assert.deepEqual([missing.statusCode, missing.json()], [404, { code: 'not_found', message: 'User not found' }]);
  for (const key of [user.id, 'grace@example.com']) {
    await assertSameAsMissing(app, other.keys.read, { method: 'GET', url: `/v2/users/${key}` }, { method: 'GET', url: `/v2/users/${randomUUID()}` });
  }
});

test('list with filters role, email, externalId, q', async () => {
  const { app, org } = await setup();
  await postUser(app, org, { email: 'c@example.com', fullName: 'Carol Admin', role: 'admin', externalId: 'c' });
  await postUser(app, org, { email: 'd@example.com', fullName: 'Dan', externalId: 'd' });
  await postUser(app, org, { email: 'e@example.com', fullName: 'Eve', role: 'safety_center_user' });
  const emails = async (query: string) =>
    (await app.inject({ method: 'GET', url: `/v2/users${query}`, headers: bearer(org.keys.read) })).json().data.map((u: { email: string }) => u.email);
  assert.deepEqual(await emails(''), ['c@example.com', 'd@example.com', 'e@example.com']);
  assert.deepEqual(await emails('?role=admin'), ['c@example.com']);
  assert.deepEqual(await emails('?email=D@EXAMPLE.com'), ['d@example.com']);
  assert.deepEqual(await emails('?externalId=c'), ['c@example.com']);
  assert.deepEqual(await emails('?q=eve'), ['e@example.com']);
  assert.deepEqual(await emails('?q=example'), ['c@example.com', 'd@example.com', 'e@example.com']);
});

/** One user bulk of eight elements over an existing user "owner": three written, five refused for data errors. */
async function mixedUserBulk() {
  const { app, org } = await setup();
  await postUser(app, org, { email: 'taken@example.com', fullName: 'Taken', externalId: 'owner' });
  const response = await bulkUsers(app, org, [
    { email: 'a@example.com', fullName: 'A', externalId: 'a', supervisorId: 'b' },
    { email: 'b@example.com', fullName: 'B', externalId: 'b', role: 'admin' },
    { email: 'c@example.com', fullName: 'C', externalId: 'c', role: 'boss' },
    { email: 'd@example.com', fullName: 'D', externalId: 'd', phoneNumber: '12345' },
    { email: 'taken@example.com', fullName: 'Thief', externalId: 'thief' },
    { email: 'A@example.com', fullName: 'A again', externalId: 'a2' },
    { email: 'e@example.com', fullName: 'E', externalId: 'e', supervisorId: 'c' },
    { email: 'owner@example.com', fullName: 'Taken 2', externalId: 'owner' },
  ]);
  assert.equal(response.statusCode, 200);
  return { app, org, ...(response.json().data as { results: any[]; summary: object }) };
}

test('bulk: each element has its result in order, data errors (role and phone checked as plain strings) failing only their element', async () => {
  const { results, summary } = await mixedUserBulk();
  assert.deepEqual(summary, { total: 8, created: 2, updated: 1, failed: 5 });
  assert.deepEqual(results.map((r: any) => r.error ?? 'ok'), [
    'ok', 'ok',
    'role "boss" is not one of: admin, member, safety_center_user',
    'phoneNumber "12345" must be a plus sign, a digit 1-9, then 6 to 14 digits',
    'email "taken@example.com" belongs to a user with externalId "owner"',
    'email "A@example.com" repeats element 0 of this request',
    'supervisorId "c" failed in this request',
    'ok',
  ]);
});

test('bulk: a supervisor created later in the same request is resolved', async () => {
  const { app, org } = await mixedUserBulk();
  const a = (await getUser(app, org, 'a@example.com')).json().data;
  assert.equal(a.supervisorEmail, 'b@example.com', 'a supervisor created later in the same request');
});

test('bulk: an element matching by externalId updates that user, email included', async () => {
  const { app, org } = await mixedUserBulk();
  assert.equal((await getUser(app, org, 'owner@example.com')).json().data.fullName, 'Taken 2', 'updated by externalId, email changed');
});

test('bulk: only the elements without errors are written', async () => {
  const { org } = await mixedUserBulk();
  assert.equal(await orgRowCount('users', org.id), 3);
});

test('bulk: schema errors refuse the whole request', async () => {
  const { app, org } = await setup();
  const cases: Array<[object[], string]> = [
    [[{ email: 'a@example.com', fullName: 'A' }], "body.users[0]: missing required property 'externalId'"],
    [[{ email: 'a@example.com', externalId: 'a' }], "body.users[0]: missing required property 'fullName'"],
    [[{ email: 'nope', fullName: 'A', externalId: 'a' }], 'body.users[0].email must match format "email"'],
    [Array.from({ length: 1001 }, (_, i) => ({ email: `u${i}@example.com`, fullName: 'U', externalId: `u${i}` })), 'body.users must NOT have more than 1000 items'],
  ];
  for (const [users, message] of cases) {
    const response = await bulkUsers(app, org, users);
    assert.equal(response.statusCode, 400);
    assert.ok(response.json().details.errors.includes(message), JSON.stringify(response.json()));
  }
  assert.equal(await orgRowCount('users', org.id), 0);
});

test('concurrent overlapping user bulks: no deadlock, no duplicate', async () => {
  const { app, org } = await setup();
  const batch = (offset: number) => Array.from({ length: 100 }, (_, i) => ({ email: `p${i + offset}@example.com`, fullName: `P ${i}`, externalId: `p${i + offset}` }));
  const responses = await Promise.all([0, 50, 0, 50, 25].map((offset) => bulkUsers(app, org, batch(offset))));
  for (const response of responses) assert.equal(response.json().data.summary.failed, 0, response.body);
  assert.equal(responses.reduce((sum, r) => sum + r.json().data.summary.created, 0), 150);
  assert.equal(await orgRowCount('users', org.id), 150);
});

test('auth rules on every user route', async (t) => {
  const { app, org } = await setup();
  await runAuthSuite(t, app, org, { method: 'GET', url: '/v2/users' }, 'read');
  await runAuthSuite(t, app, org, { method: 'GET', url: '/v2/users/someone@example.com' }, 'read');
  await runAuthSuite(t, app, org, { method: 'POST', url: '/v2/users', payload: { email: 'a@example.com', fullName: 'A' } }, 'write');
  await runAuthSuite(t, app, org, { method: 'POST', url: '/v2/users/bulk', payload: { users: [{ email: 'a@example.com', fullName: 'A', externalId: 'a' }] } }, 'write');
  assert.equal(await orgRowCount('users', org.id), 0);
});
