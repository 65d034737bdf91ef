/** The hand-written ceiling (bench/ceiling.ts) as its own process: DATABASE_URL, CEILING_ORG_ID; stops on SIGTERM. */
import { startCeiling } from './ceiling.js';

const ceiling = await startCeiling(process.env.DATABASE_URL!, process.env.CEILING_ORG_ID!);
console.log(`listening on ${ceiling.url}`);
process.once('SIGTERM', async () => {
  await ceiling.close();
  process.exit(0);
});
