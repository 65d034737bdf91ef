/** The document's tags, in reading order, each with a sentence on what its operations are for. */
import { operationsOf, type OpenApiDocument } from './document-types.js';

export const TAGS: ReadonlyArray<{ name: string; description: string }> = [
  { name: 'Action items', description: 'Corrective and preventive actions: create or upsert by externalId, bulk upsert, update, delete (tombstones for sync), list with custom-field filters and sorts, and poll by update time.' },
  { name: 'Action item statuses', description: 'The organization\'s action item flow: the statuses items move through, grouped as open, in progress and complete.' },
  { name: 'Custom fields', description: 'Organization-defined fields of a module (such as action items): their definitions, types, options and filter operators.' },
  { name: 'Events', description: 'Incidents and other safety events, upserted by externalId in bulk, polled by update time, deleted with tombstones.' },
  { name: 'Assets', description: 'Equipment and other assets, in a hierarchy under locations; upsert by externalId, single or in bulk.' },
  { name: 'Locations', description: 'Sites and areas, the top of the asset hierarchy; upsert by externalId.' },
  { name: 'Equipment types', description: 'The organization\'s kinds of equipment, referenced by assets.' },
  { name: 'Users', description: 'The people of the organization: upsert by externalId or email, single or in bulk; assignees of action items.' },
  { name: 'Departments', description: 'The organization\'s departments, upserted by externalId.' },
  { name: 'Teams', description: 'The organization\'s teams, upserted by externalId.' },
  { name: 'Workflows', description: 'Workflow definitions: drafts, published versions and their nodes.' },
  { name: 'Workflow runs', description: 'Runs of a published workflow version and the results of their nodes.' },
  { name: 'Metrics', description: 'Metric definitions, the metric values recorded on events, and their export for reporting.' },
  { name: 'Changes', description: 'The change log: every write in commit order (the change feed) and each record\'s history, kept even after the record is deleted.' },
  { name: 'Webhooks', description: 'Subscriptions that receive every matching change as a signed HTTP request (Standard Webhooks), with their delivery log, retries, test events and replays.' },
  { name: 'Operator', description: 'Operator endpoints (the ADMIN_TOKEN, not an organization key): organizations and their API keys.' },
  { name: 'Operations', description: 'Liveness and readiness probes for load balancers and orchestrators.' },
];

/** Sets the tag list; a tag an operation uses without a description here fails the document. */
export function describeTags(document: OpenApiDocument): void {
  const known = new Set(TAGS.map((tag) => tag.name));
  const used = new Set(operationsOf(document).flatMap(({ operation }) => operation.tags as string[]));
  for (const tag of used) if (!known.has(tag)) throw new Error(`API document: tag ${tag} has no description`);
  document.tags = TAGS.filter((tag) => used.has(tag.name)).map((tag) => ({ ...tag }));
}
