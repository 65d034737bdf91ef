/** Reading GET /metrics in tests, with a real parser of the Prometheus text format. */
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import parsePrometheusTextFormat, { type MetricFamily, type Sample } from 'parse-prometheus-text-format';

export type { MetricFamily };

/** Scrapes the app's /metrics with the metrics token; asserts a 200 in the text format. */
export async function scrapeMetrics(app: FastifyInstance, token: string): Promise<MetricFamily[]> {
  return parsePrometheusTextFormat(await scrapeMetricsText(app, token));
}

/** The exposition text (the parser drops the labels, count and sum of labelled histograms: read those lines as written). */
export async function scrapeMetricsText(app: FastifyInstance, token: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
  assert.equal(response.statusCode, 200, response.body);
  assert.match(String(response.headers['content-type']), /^text\/plain; version=0\.0\.4/);
  return response.body;
}

export function family(families: MetricFamily[], name: string): MetricFamily {
  const found = families.find((f) => f.name === name);
  assert.ok(found, `metric ${name} is exposed`);
  return found;
}

/** The sample of `name` whose labels are exactly `labels` (none: the unlabelled one). */
export function sample(families: MetricFamily[], name: string, labels: Record<string, string> = {}): Sample | undefined {
  return family(families, name).metrics.find((m) => JSON.stringify(m.labels ?? {}) === JSON.stringify(labels));
}

export const valueOf = (families: MetricFamily[], name: string, labels: Record<string, string> = {}): number | undefined => {
  const found = sample(families, name, labels);
  return found?.value === undefined ? undefined : Number(found.value);
};
