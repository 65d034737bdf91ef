/** How the benchmark judges a figure against its ceiling, shared by the scenario modules. */
import type { LoadResult } from './measure.js';

export interface Judged {
  ceiling?: string;
  ratio?: string;
  target?: string;
  met?: boolean;
}

/** Adds a line to the report's table. */
export type Row = (db: string, scenario: string, result: Partial<LoadResult>, judged?: Judged) => void;

/** A rate (req/s, records/s) against the ceiling's, as a percentage. */
export function versus(service: { rps: number }, ceiling: { rps: number }, atLeastPercent: number, ceilingName = 'bare'): Judged {
  const percent = (service.rps / ceiling.rps) * 100;
  return { ceiling: ceilingName, ratio: `${percent.toFixed(0)} %`, target: `≥ ${atLeastPercent} %`, met: percent >= atLeastPercent };
}

/** A rate against the ceiling's and the p99 against the ceiling's p99 (the tail under the same load). */
export function versusWithTail(service: LoadResult, ceiling: LoadResult, atLeastPercent: number, p99AtMostTimes: number, ceilingName: string): Judged {
  const rate = versus(service, ceiling, atLeastPercent, ceilingName);
  const times = service.p99 / Math.max(ceiling.p99, 0.01);
  return {
    ceiling: ceilingName,
    ratio: `${rate.ratio} req/s, p99 ×${times.toFixed(2)}`,
    target: `≥ ${atLeastPercent} %, p99 ≤ ${p99AtMostTimes}×`,
    met: rate.met! && times <= p99AtMostTimes,
  };
}

/** The mean of several load runs of one scenario (rates and percentiles alike). */
export function meanOf(results: LoadResult[]): LoadResult {
  const mean = (pick: (result: LoadResult) => number) => results.reduce((sum, result) => sum + pick(result), 0) / results.length;
  return { rps: mean((r) => r.rps), p50: mean((r) => r.p50), p99: mean((r) => r.p99), p999: mean((r) => r.p999), non2xx: results.reduce((sum, r) => sum + r.non2xx, 0) };
}

/** Runs the service's and the ceiling's loads in turns (A B A B), so both see the same machine; the mean of each. */
export async function inTurns(rounds: number, service: () => Promise<LoadResult>, ceiling: () => Promise<LoadResult>): Promise<{ service: LoadResult; ceiling: LoadResult }> {
  const runs = { service: [] as LoadResult[], ceiling: [] as LoadResult[] };
  for (let round = 0; round < rounds; round++) {
    runs.service.push(await service());
    runs.ceiling.push(await ceiling());
  }
  return { service: meanOf(runs.service), ceiling: meanOf(runs.ceiling) };
}
