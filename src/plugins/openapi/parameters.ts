/**
 * Parameters as generators read them:
 * - a parameter with a default is optional (the server fills it in), whatever the validation
 *   schema's `required` says;
 * - a parameter that carries JSON text (`jsonInQuery` in its schema) becomes OpenAPI 3.1's
 *   `content` with the JSON value's schema, so generators can type it as that value;
 * - a parameter the route left undescribed gets the common sentence for its name.
 */
import { JSON_IN_QUERY_KEYWORD } from '../../http/schemas.js';
import { operationsOf, type Json, type OpenApiDocument } from './document-types.js';

/** What the common parameters are, for those a route does not describe itself. */
const COMMON_DESCRIPTIONS: Record<string, string> = {
  'path actionItemId': 'The action item\'s id',
  'path id': 'The record\'s id',
  'path slug': 'The module whose custom fields these are (action_item)',
  'path key': 'The custom field\'s key',
  'path workflowId': 'The workflow\'s id',
  'path runId': 'The workflow run\'s id',
  'path nodeResultId': 'The node result\'s id',
  'path metricSlug': 'The metric definition\'s slug',
  'path deliveryId': 'The delivery\'s id',
  'path orgId': 'The organization\'s id',
  'path keyId': 'The API key\'s id',
  'query status': 'Only records with this status',
  'query assignedToUserId': 'Only items assigned to this user',
  'query entityType': 'Only items linked to an entity of this type',
  'query entityId': 'Only items linked to this entity',
  'query externalId': 'Only the record with this externalId',
  'query eventType': 'Only events of this type',
  'query type': 'Only assets of this type',
  'query parentId': 'Only the direct children of this asset or location',
  'query includeDeleted': 'Also return tombstones of deleted records (for sync)',
  'query role': 'Only users with this role',
  'query flowType': 'Only workflows of this type',
  'query metricSlug': 'Only values of this metric',
};

function finishParameter(parameter: Json): Json {
  const schema = { ...(parameter.schema as Json) };
  const finished: Json = { ...parameter };
  finished.description ??= COMMON_DESCRIPTIONS[`${parameter.in} ${parameter.name}`];
  if (schema.default !== undefined && parameter.in !== 'path') finished.required = false;
  if (schema[JSON_IN_QUERY_KEYWORD]) {
    delete finished.schema;
    finished.content = { 'application/json': { schema: schema[JSON_IN_QUERY_KEYWORD] } };
    return finished;
  }
  finished.schema = schema;
  return finished;
}

export function finishParameters(document: OpenApiDocument): void {
  for (const { operation } of operationsOf(document)) {
    if (operation.parameters) operation.parameters = (operation.parameters as Json[]).map(finishParameter);
  }
}
