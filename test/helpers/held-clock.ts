/**
 * The race the fast write path must survive, made on purpose: another write changes what a write
 * is about to read and holds the org's clock until that write's statement waits for it.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { operatorWriter, withOrgWrite, type OrgWriteTx } from '../../src/db/org-write.js';
import { testDatabase } from './database.js';

/**
 * Runs `change` in a write that holds the org's clock, and `write` once it has changed (so
 * `write` reads what was there before); the clock is released 400 ms later, by when `write`'s
 * statement waits for it. Returns what `write` answered.
 */
export async function whileAnotherWriteHoldsTheClock<T>(orgId: string, change: (tx: OrgWriteTx) => Promise<unknown>, write: () => Promise<T>): Promise<T> {
  const { db } = await testDatabase();
  let changed!: () => void;
  const holding = new Promise<void>((resolve) => (changed = resolve));
  const other = withOrgWrite(db, operatorWriter(orgId), async (tx) => {
    await change(tx);
    changed();
    await sleep(400);
  });
  await holding;
  const answer = await write();
  await other;
  return answer;
}
