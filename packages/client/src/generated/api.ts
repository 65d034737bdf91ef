/**
 * The API's paths, operations and schemas, generated with openapi-typescript from the API document the service serves (GET /v2/openapi.json, version 2.0.0).
 * Do not edit: regenerate with `npm run build && node scripts/prepare-test-database.mjs && node scripts/generate-client-types.mjs`.
 * test/client/generated-types.test.ts fails when this file is stale.
 * A date-time a request takes is a DateTimeInput (../date-time.ts); answers keep string.
 */
/* eslint-disable */
import type { DateTimeInput } from '../date-time.js';

export interface paths {
    "/v2/action-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List action items: filters, custom-field filters and sort, polling by update time
         * @description Default createdAt desc; with updatedAfter/updatedBefore (exclusive) or cursor, updatedAt asc. fieldSort replaces the default sort. meta.nextCursor continues a poll without skipping rows.
         */
        get: operations["listActionItems"];
        put?: never;
        /**
         * Create an action item, or update the one with this externalId
         * @description 201 when created, 200 when updated. `fields` is validated against the custom-field definitions (400 invalid_fields, nothing written). On the update path the event link and completion fields are ignored.
         */
        post: operations["upsertActionItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/action-items/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create or update 1 to 100 action items
         * @description Each element follows the single create/upsert rules; a refused element reports its error and the rest is written.
         */
        post: operations["bulkUpsertActionItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/action-items/{actionItemId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an action item */
        get: operations["getActionItem"];
        put?: never;
        post?: never;
        /** Delete an action item (soft: pollers see a tombstone with includeDeleted=true; an upsert of its externalId restores it) */
        delete: operations["deleteActionItem"];
        options?: never;
        head?: never;
        /** Update an action item: omitted keys unchanged, fields patched, metadata replaced */
        patch: operations["updateActionItem"];
        trace?: never;
    };
    "/v2/action-item-statuses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The Action Item flow of the organization, in order */
        get: operations["listActionItemStatuses"];
        put?: never;
        /** Add a status to the flow (scope admin) */
        post: operations["createActionItemStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/action-item-statuses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Rename, regroup, reorder a status or make it its group's default (scope admin) */
        patch: operations["updateActionItemStatus"];
        trace?: never;
    };
    "/v2/modules/{slug}/fields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The custom-field definitions of a module (action_item)
         * @description Active definitions in ordinal order; retired definitions and archived options are omitted. `ops` lists the fieldFilters operators each field accepts.
         */
        get: operations["listModuleFields"];
        put?: never;
        /** Define a custom field (scope admin) */
        post: operations["createModuleField"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/modules/{slug}/fields/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Retire a custom field (scope admin); values already on records stay valid */
        delete: operations["retireModuleField"];
        options?: never;
        head?: never;
        /**
         * Change a custom field; add, relabel or archive options (scope admin)
         * @description Changing key or type once any record holds a value is a 409.
         */
        patch: operations["updateModuleField"];
        trace?: never;
    };
    "/v2/events/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create or update 1 to 1,000 events by externalId
         * @description Schema errors refuse the whole request; data errors (unknown location or reporter) fail only their element.
         */
        post: operations["bulkUpsertEvents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List events: sorted and paged, or polled by update time
         * @description Default eventDate desc. With updatedAfter/updatedBefore (exclusive) or cursor the order is updatedAt asc, and meta.nextCursor continues after the last record without skipping rows that share a timestamp.
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/events/{eventId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an event by UUID or externalId */
        get: operations["getEvent"];
        put?: never;
        post?: never;
        /** Delete an event (soft: pollers see a tombstone with includeDeleted=true) */
        delete: operations["deleteEvent"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/assets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List every matching asset (unpaginated, streamed, by name) */
        get: operations["listAssets"];
        put?: never;
        /**
         * Create an asset, or update the one with this externalId
         * @description 201 when created, 200 when updated. Equipment needs equipmentTypeId. externalParentId wins over parentId.
         */
        post: operations["upsertAsset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/assets/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create or update 1 to 1,000 assets by externalId
         * @description Schema errors refuse the whole request; data errors fail only their element. Results are in request order.
         */
        post: operations["bulkUpsertAssets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/assets/{assetId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an asset by UUID or externalId */
        get: operations["getAsset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List every matching location (unpaginated, streamed, by name) */
        get: operations["listLocations"];
        put?: never;
        /**
         * Create a location, or update the one with this externalId
         * @description 201 when created, 200 when updated; an externalId held by equipment is a 400.
         */
        post: operations["upsertLocation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/locations/{locationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a location by UUID or externalId */
        get: operations["getLocation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/equipment-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the equipment types of the organization (unpaginated)
         * @description Every equipment type, ordered by name. Use the ids as `equipmentTypeId` on equipment assets.
         */
        get: operations["listEquipmentTypes"];
        put?: never;
        /** Create an equipment type (scope admin) */
        post: operations["createEquipmentType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List every matching user (unpaginated, streamed, by email) */
        get: operations["listUsers"];
        put?: never;
        /**
         * Create a user, or update the one found by externalId, then by email
         * @description 201 when created, 200 when updated. An email held by a user with another externalId is a 409.
         */
        post: operations["upsertUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/users/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create or update up to 1,000 users by externalId
         * @description Schema errors refuse the whole request; data errors fail only their element. Results are in request order.
         */
        post: operations["bulkUpsertUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/users/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a user by UUID or email */
        get: operations["getUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/departments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the departments of the organization (unpaginated, by name) */
        get: operations["listDepartments"];
        put?: never;
        /** Create a department, or update the one with this externalId (scope admin) */
        post: operations["upsertDepartment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/teams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the teams of the organization (unpaginated, by name) */
        get: operations["listTeams"];
        put?: never;
        /** Create a team, or update the one with this externalId (scope admin) */
        post: operations["upsertTeam"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/workflows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List workflows (the active version of each) */
        get: operations["listWorkflows"];
        put?: never;
        /** Create a workflow; its definition is version 1, active (scope admin) */
        post: operations["createWorkflow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/workflows/{workflowId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a workflow with its active version's definition and its draft */
        get: operations["getWorkflow"];
        put?: never;
        post?: never;
        /** Delete a workflow (soft; its runs stay readable) (scope admin) */
        delete: operations["deleteWorkflow"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/workflows/{workflowId}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish a new version; it becomes the only active one (scope admin) */
        post: operations["publishWorkflowVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/workflows/{workflowId}/draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save (or discard with null) the draft definition (scope admin) */
        put: operations["saveWorkflowDraft"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/workflows/{workflowId}/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the runs of a workflow, newest first */
        get: operations["listWorkflowRuns"];
        put?: never;
        /** Start a pending run of the active version */
        post: operations["createWorkflowRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/workflows/{workflowId}/runs/{runId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a run with its node results in execution order */
        get: operations["getWorkflowRun"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Move a run: pending → running → completed | failed (else 409) */
        patch: operations["updateWorkflowRun"];
        trace?: never;
    };
    "/v2/workflows/{workflowId}/runs/{runId}/node-results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a node result of a run */
        post: operations["createNodeResult"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/workflows/{workflowId}/runs/{runId}/node-results/{nodeResultId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Move a node result: pending → running | skipped; running → completed | failed */
        patch: operations["updateNodeResult"];
        trace?: never;
    };
    "/v2/metric-definitions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The metric definitions of the organization */
        get: operations["listMetricDefinitions"];
        put?: never;
        /** Define a metric (scope admin) */
        post: operations["createMetricDefinition"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/events/{eventId}/metrics/{metricSlug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the value of a metric for an event (UUID or externalId) */
        get: operations["getEventMetric"];
        /** Set the value of a metric for an event (create 201 or replace 200) */
        put: operations["putEventMetric"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export metric values across all events, by update time
         * @description Always by updatedAt ascending; updatedAfter/updatedBefore are inclusive (send them in UTC with Z), so the record at the bound comes back. meta.nextCursor pages by keyset at a steady speed.
         */
        get: operations["exportMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/events/metrics/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export metric values, filtered by events and metric
         * @description Always by updatedAt ascending; updatedAfter/updatedBefore are inclusive (send them in UTC with Z), so the record at the bound comes back. meta.nextCursor pages by keyset at a steady speed.
         */
        get: operations["exportEventMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The change feed: every change of the organization in commit order
         * @description From the oldest retained entry, or from since (inclusive); continue with cursor=meta.nextCursor, sending the same filters. Nothing is ever skipped: an entry commits before any later seq becomes visible.
         */
        get: operations["listChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/action-items/{actionItemId}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The change history of one action item, newest first
         * @description Every change entry of the record, deleted records included. Pages continue with cursor=meta.nextCursor.
         */
        get: operations["getActionItemHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/users/{userId}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The change history of one user, newest first
         * @description Every change entry of the record, deleted records included. Pages continue with cursor=meta.nextCursor.
         */
        get: operations["getUserHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/assets/{assetId}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The change history of one asset, newest first
         * @description Every change entry of the record, deleted records included. Pages continue with cursor=meta.nextCursor.
         */
        get: operations["getAssetHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/locations/{locationId}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The change history of one location, newest first
         * @description Every change entry of the record, deleted records included. Pages continue with cursor=meta.nextCursor.
         */
        get: operations["getLocationHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/events/{eventId}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The change history of one event, newest first
         * @description Every change entry of the record, deleted records included. Pages continue with cursor=meta.nextCursor.
         */
        get: operations["getEventHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organization's webhook subscriptions (scope admin) */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Subscribe a URL to changes (scope admin); the secret is in this response only
         * @description At most 20 subscriptions per organization. The subscription receives the changes committed after it was created; earlier ones through replay.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One webhook subscription (scope admin) */
        get: operations["getWebhook"];
        put?: never;
        post?: never;
        /** Delete a subscription and its delivery log (scope admin) */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /**
         * Change a subscription's url, events, description or enabled (scope admin)
         * @description Re-enabling a subscription makes it receive the changes committed from then on, and clears disabledReason.
         */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/v2/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Give a subscription a new secret; the old one signs alongside it for 24 hours (scope admin) */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The delivery log of a subscription, newest first, with every attempt (scope admin)
         * @description Deliveries that finished (succeeded or failed) leave the log WEBHOOK_LOG_RETENTION_DAYS (30 by default) days after they were queued, or after their last attempt if later; pending ones stay.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/webhooks/{id}/deliveries/{deliveryId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Attempt a delivery again now, whatever its status (scope admin) */
        post: operations["retryWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a webhook.test event to the subscription (scope admin) */
        post: operations["testWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/webhooks/{id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Re-send every matching change since an instant still in the change log (scope admin)
         * @description Includes changes from before the subscription existed: recovery after an outage of the consumer.
         */
        post: operations["replayWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/organizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List organizations */
        get: operations["adminListOrganizations"];
        put?: never;
        /** Create an organization (with its default team) */
        post: operations["adminCreateOrganization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/organizations/{orgId}/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the API keys of an organization (without secrets) */
        get: operations["adminListApiKeys"];
        put?: never;
        /** Issue an API key; the secret is returned once */
        post: operations["adminCreateApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/organizations/{orgId}/api-keys/{keyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an API key; it answers 401 from now on */
        delete: operations["adminRevokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The process is up */
        get: operations["health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The instance takes work: the database answers and it is not shutting down (and how Redis does) */
        get: operations["ready"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Every error: a stable code, a human-readable message, optional details */
        Error: {
            /** @enum {string} */
            code: "bad_request" | "validation_error" | "invalid_fields" | "unauthorized" | "forbidden" | "not_found" | "method_not_allowed" | "conflict" | "idempotency_conflict" | "precondition_failed" | "rate_limit_exceeded" | "internal_error" | "service_unavailable";
            message: string;
            details?: {
                [key: string]: unknown;
            };
        };
        /**
         * @example {
         *       "id": "c48636fa-6364-486d-a013-e7edaf1f8dcd",
         *       "entityType": "event",
         *       "entityId": "70122cc0-94da-4f73-a6a1-4e89aba99a57",
         *       "formSubmissionId": null,
         *       "sourceSectionNodeId": null,
         *       "title": "Replace damaged racking upright in aisle 4",
         *       "description": "Inspect the bay, replace the upright and re-certify the load rating.",
         *       "assignedToUserId": "a2684f9f-fe40-4f07-9b3e-64012c6d657f",
         *       "assignedToUserName": "Maria Jansen",
         *       "assignedToDepartmentId": null,
         *       "assignedToRoleSlug": null,
         *       "dueDate": "2026-12-15T17:00:00.000Z",
         *       "priority": "high",
         *       "statusId": "91e66936-78eb-4fa1-a664-018e6ff78609",
         *       "statusName": "Awaiting spare parts",
         *       "statusGroup": "on_hold",
         *       "status": "in_progress",
         *       "assetId": "563f349f-a624-4d44-b604-183b6addc8f7",
         *       "assetName": "Forklift FL-07",
         *       "externalId": "CA-2026-0142",
         *       "responseNotes": null,
         *       "attachments": null,
         *       "completedAt": null,
         *       "completedById": null,
         *       "completedByName": null,
         *       "createdById": null,
         *       "fields": {
         *         "rootCause": "equipment",
         *         "costEstimate": 1850
         *       },
         *       "metadata": {},
         *       "organizationId": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
         *       "teamId": "b77f4899-767a-48d0-aeb5-454a90582693",
         *       "createdAt": "2026-11-26T07:44:57.037Z",
         *       "updatedAt": "2026-11-26T07:44:57.037Z"
         *     }
         */
        ActionItem: {
            /** Format: uuid */
            id: string;
            entityType: string | null;
            entityId: string | null;
            formSubmissionId: string | null;
            sourceSectionNodeId: string | null;
            title: string;
            description: string | null;
            assignedToUserId: string | null;
            assignedToUserName: string | null;
            assignedToDepartmentId: string | null;
            assignedToRoleSlug: string | null;
            dueDate: string | null;
            /** @enum {string} */
            priority: "low" | "medium" | "high" | "urgent";
            statusId: string | null;
            statusName: string | null;
            statusGroup: ("new" | "in_progress" | "on_hold" | "complete" | "cancelled") | null;
            /** @enum {string} */
            status: "open" | "in_progress" | "complete";
            assetId: string | null;
            assetName: string | null;
            externalId: string | null;
            responseNotes: string | null;
            attachments: {
                [key: string]: unknown;
            }[] | null;
            completedAt: string | null;
            completedById: string | null;
            completedByName: string | null;
            createdById: string | null;
            fields: {
                [key: string]: unknown;
            };
            metadata: {
                [key: string]: unknown;
            };
            /** Format: uuid */
            organizationId: string;
            teamId: string | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC, millisecond precision
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC, millisecond precision
             */
            updatedAt: string;
        };
        /** @description A deleted action item (includeDeleted=true): its id, externalId, when it was deleted, and updatedAt (the deletion's time on the commit clock) */
        ActionItemTombstone: {
            /** Format: uuid */
            id: string;
            externalId: string | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC, millisecond precision
             */
            deletedAt: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC, millisecond precision
             */
            updatedAt: string;
        };
        /**
         * @example {
         *       "id": "31dd6e6e-46cb-4b8f-ab8d-4b9f66e21290",
         *       "name": "Open",
         *       "group": "new",
         *       "externalId": null,
         *       "ordinal": 1,
         *       "isDefault": true
         *     }
         */
        ActionItemStatus: {
            /** Format: uuid */
            id: string;
            name: string;
            /** @enum {string} */
            group: "new" | "in_progress" | "on_hold" | "complete" | "cancelled";
            externalId: string | null;
            ordinal: number;
            /** @description The status chosen when an item is given only `status` of this group */
            isDefault: boolean;
        };
        /**
         * @example {
         *       "key": "rootCause",
         *       "label": "Root cause",
         *       "description": null,
         *       "type": "enum",
         *       "required": false,
         *       "constraints": null,
         *       "logic": null,
         *       "defaultValue": null,
         *       "ordinal": 1,
         *       "groupLabel": null,
         *       "ops": [
         *         "eq",
         *         "neq",
         *         "in",
         *         "isNull",
         *         "isNotNull"
         *       ],
         *       "options": [
         *         {
         *           "value": "equipment",
         *           "label": "Equipment"
         *         },
         *         {
         *           "value": "procedure",
         *           "label": "Procedure"
         *         },
         *         {
         *           "value": "training",
         *           "label": "Training"
         *         }
         *       ]
         *     }
         */
        FieldDefinition: {
            key: string;
            label: string;
            description: string | null;
            /** @enum {string} */
            type: "string" | "text" | "number" | "integer" | "boolean" | "date" | "datetime" | "enum" | "multi_enum" | "user" | "asset";
            required: boolean;
            constraints: {
                [key: string]: unknown;
            } | null;
            logic: {
                [key: string]: unknown;
            } | null;
            defaultValue: unknown;
            ordinal: number;
            groupLabel: string | null;
            ops: ("eq" | "neq" | "contains" | "gt" | "gte" | "lt" | "lte" | "in" | "isNull" | "isNotNull")[];
            options: {
                value: string;
                label: string;
            }[] | null;
        };
        /**
         * @example {
         *       "key": "costEstimate",
         *       "label": "Cost estimate (EUR)",
         *       "description": null,
         *       "type": "number",
         *       "required": false,
         *       "constraints": null,
         *       "logic": null,
         *       "defaultValue": null,
         *       "ordinal": 2,
         *       "groupLabel": null,
         *       "ops": [
         *         "eq",
         *         "neq",
         *         "gt",
         *         "gte",
         *         "lt",
         *         "lte",
         *         "in",
         *         "isNull",
         *         "isNotNull"
         *       ],
         *       "options": null
         *     }
         */
        FieldConfig: {
            key: string;
            label: string;
            description: string | null;
            /** @enum {string} */
            type: "string" | "text" | "number" | "integer" | "boolean" | "date" | "datetime" | "enum" | "multi_enum" | "user" | "asset";
            required: boolean;
            constraints: {
                [key: string]: unknown;
            } | null;
            logic: {
                [key: string]: unknown;
            } | null;
            defaultValue: unknown;
            ordinal: number;
            groupLabel: string | null;
            ops: ("eq" | "neq" | "contains" | "gt" | "gte" | "lt" | "lte" | "in" | "isNull" | "isNotNull")[];
            options: {
                value: string;
                label: string;
                archived: boolean;
            }[] | null;
        };
        BulkResult: {
            externalId: string;
            success: boolean;
            created?: boolean;
            /** Format: uuid */
            id?: string;
            error?: string;
        };
        /**
         * @example {
         *       "id": "70122cc0-94da-4f73-a6a1-4e89aba99a57",
         *       "organizationId": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
         *       "teamId": "b77f4899-767a-48d0-aeb5-454a90582693",
         *       "externalId": "INC-2026-0311",
         *       "title": "Forklift collided with racking in aisle 4",
         *       "description": "No injuries; racking upright dented.",
         *       "eventType": null,
         *       "eventDate": "2026-11-26T07:44:56.972Z",
         *       "status": "open",
         *       "severity": null,
         *       "assetId": "ab47e7df-ee03-45da-9d5c-54d654190fec",
         *       "assetName": "Rotterdam Distribution Center",
         *       "reportedById": "a2684f9f-fe40-4f07-9b3e-64012c6d657f",
         *       "reportedByName": "Maria Jansen",
         *       "metadata": {},
         *       "createdAt": "2026-11-26T07:44:56.972Z",
         *       "updatedAt": "2026-11-26T07:44:56.972Z",
         *       "deletedAt": null
         *     }
         */
        Event: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            organizationId: string;
            teamId: string | null;
            externalId: string;
            title: string;
            description: string | null;
            eventType: string | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC, millisecond precision
             */
            eventDate: string;
            /** @enum {string} */
            status: "open" | "in_review" | "closed";
            severity: ("low" | "medium" | "high" | "critical") | null;
            assetId: string | null;
            assetName: string | null;
            reportedById: string | null;
            reportedByName: string | null;
            metadata: {
                [key: string]: unknown;
            };
            /**
             * Format: date-time
             * @description ISO 8601, UTC, millisecond precision
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC, millisecond precision
             */
            updatedAt: string;
            deletedAt: string | null;
        };
        /**
         * @example {
         *       "id": "563f349f-a624-4d44-b604-183b6addc8f7",
         *       "organizationId": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
         *       "name": "Forklift FL-07",
         *       "description": null,
         *       "slug": "forklift-fl-07",
         *       "address1": null,
         *       "address2": null,
         *       "city": null,
         *       "state": null,
         *       "zip": null,
         *       "latitude": null,
         *       "longitude": null,
         *       "status": "active",
         *       "type": "equipment",
         *       "parentId": "ab47e7df-ee03-45da-9d5c-54d654190fec",
         *       "externalId": "FL-07",
         *       "createdById": null,
         *       "lastEditedById": null,
         *       "searchText": null,
         *       "tagIds": [],
         *       "createdAt": "2026-11-26T07:44:56.542Z",
         *       "updatedAt": "2026-11-26T07:44:56.542Z",
         *       "deletedAt": null,
         *       "equipmentTypeId": "79a9d0c6-cea1-4b4c-bcbd-0139d3bd46a1",
         *       "externalParentId": "SITE-RTM"
         *     }
         */
        Asset: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            organizationId: string;
            name: string;
            description: string | null;
            slug: string;
            address1: string | null;
            address2: string | null;
            city: string | null;
            state: string | null;
            zip: string | null;
            latitude: number | null;
            longitude: number | null;
            /** @enum {string} */
            status: "active" | "inactive";
            /** @enum {string} */
            type: "location" | "equipment";
            parentId: string | null;
            externalId: string | null;
            createdById: string | null;
            lastEditedById: string | null;
            searchText: string | null;
            tagIds: string[];
            /**
             * Format: date-time
             * @description ISO 8601, UTC, millisecond precision
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC, millisecond precision
             */
            updatedAt: string;
            deletedAt: string | null;
            equipmentTypeId: string | null;
            externalParentId: string | null;
        };
        /**
         * @example {
         *       "id": "ab47e7df-ee03-45da-9d5c-54d654190fec",
         *       "organizationId": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
         *       "name": "Rotterdam Distribution Center",
         *       "description": null,
         *       "slug": "rotterdam-distribution-center",
         *       "address1": null,
         *       "address2": null,
         *       "city": null,
         *       "state": null,
         *       "zip": null,
         *       "latitude": null,
         *       "longitude": null,
         *       "status": "active",
         *       "type": "location",
         *       "parentId": null,
         *       "externalId": "SITE-RTM",
         *       "createdById": null,
         *       "lastEditedById": null,
         *       "searchText": null,
         *       "tagIds": [],
         *       "createdAt": "2026-11-26T07:44:56.478Z",
         *       "updatedAt": "2026-11-26T07:44:56.478Z",
         *       "deletedAt": null
         *     }
         */
        Location: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            organizationId: string;
            name: string;
            description: string | null;
            slug: string;
            address1: string | null;
            address2: string | null;
            city: string | null;
            state: string | null;
            zip: string | null;
            latitude: number | null;
            longitude: number | null;
            /** @enum {string} */
            status: "active" | "inactive";
            /** @enum {string} */
            type: "location" | "equipment";
            parentId: string | null;
            externalId: string | null;
            createdById: string | null;
            lastEditedById: string | null;
            searchText: string | null;
            tagIds: string[];
            /**
             * Format: date-time
             * @description ISO 8601, UTC, millisecond precision
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC, millisecond precision
             */
            updatedAt: string;
            deletedAt: string | null;
        };
        /**
         * @example {
         *       "id": "79a9d0c6-cea1-4b4c-bcbd-0139d3bd46a1",
         *       "name": "Forklift",
         *       "slug": "forklift",
         *       "externalName": "Forklift",
         *       "createdAt": "2026-11-26T07:44:56.446Z",
         *       "updatedAt": "2026-11-26T07:44:56.446Z"
         *     }
         */
        EquipmentType: {
            /** Format: uuid */
            id: string;
            name: string;
            slug: string;
            externalName: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC, millisecond precision
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC, millisecond precision
             */
            updatedAt: string;
        };
        /**
         * @example {
         *       "id": "a2684f9f-fe40-4f07-9b3e-64012c6d657f",
         *       "email": "maria.jansen@northwind.example",
         *       "fullName": "Maria Jansen",
         *       "phoneNumber": null,
         *       "avatarUrl": null,
         *       "role": "member",
         *       "externalId": "EMP-1042",
         *       "supervisorId": null,
         *       "supervisorEmail": null,
         *       "departments": [
         *         {
         *           "id": "b050c067-f89d-419c-b482-1d9d7dab1b02",
         *           "name": "Warehouse Operations",
         *           "slug": "warehouse-operations"
         *         }
         *       ],
         *       "locations": [
         *         {
         *           "id": "ab47e7df-ee03-45da-9d5c-54d654190fec",
         *           "name": "Rotterdam Distribution Center",
         *           "slug": "rotterdam-distribution-center"
         *         }
         *       ],
         *       "teams": [
         *         {
         *           "id": "b77f4899-767a-48d0-aeb5-454a90582693",
         *           "name": "Default team",
         *           "slug": "default"
         *         }
         *       ],
         *       "createdAt": "2026-11-26T07:44:56.715Z",
         *       "updatedAt": "2026-11-26T07:44:56.715Z"
         *     }
         */
        User: {
            /** Format: uuid */
            id: string;
            email: string;
            fullName: string | null;
            phoneNumber: string | null;
            avatarUrl: string | null;
            /** @enum {string} */
            role: "admin" | "member" | "safety_center_user";
            externalId: string | null;
            supervisorId: string | null;
            supervisorEmail: string | null;
            departments: {
                /** Format: uuid */
                id: string;
                name: string;
                slug: string;
            }[];
            locations: {
                /** Format: uuid */
                id: string;
                name: string;
                slug: string | null;
            }[];
            teams: {
                /** Format: uuid */
                id: string;
                name: string;
                slug: string;
            }[];
            /**
             * Format: date-time
             * @description ISO 8601, UTC, millisecond precision
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC, millisecond precision
             */
            updatedAt: string;
        };
        /**
         * @example {
         *       "id": "b050c067-f89d-419c-b482-1d9d7dab1b02",
         *       "name": "Warehouse Operations",
         *       "slug": "warehouse-operations",
         *       "externalId": "DEPT-WH",
         *       "createdAt": "2026-11-26T07:44:56.371Z",
         *       "updatedAt": "2026-11-26T07:44:56.371Z"
         *     }
         */
        Department: {
            /** Format: uuid */
            id: string;
            name: string;
            slug: string;
            externalId: string | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC, millisecond precision
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC, millisecond precision
             */
            updatedAt: string;
        };
        /**
         * @example {
         *       "id": "b77f4899-767a-48d0-aeb5-454a90582693",
         *       "name": "Default team",
         *       "slug": "default",
         *       "externalId": null,
         *       "createdAt": "2026-11-26T07:44:56.207Z",
         *       "updatedAt": "2026-11-26T07:44:56.207Z",
         *       "isDefault": true
         *     }
         */
        Team: {
            /** Format: uuid */
            id: string;
            name: string;
            slug: string;
            externalId: string | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC, millisecond precision
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC, millisecond precision
             */
            updatedAt: string;
            isDefault: boolean;
        };
        /**
         * @example {
         *       "id": "b0c19dca-bd7c-4c69-af0b-c4f158baa03a",
         *       "organizationId": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
         *       "teamId": "b77f4899-767a-48d0-aeb5-454a90582693",
         *       "flowType": "assessment",
         *       "name": "Incident investigation",
         *       "version": 2,
         *       "isActive": true,
         *       "createdById": null,
         *       "createdAt": "2026-11-26T07:44:57.113Z",
         *       "updatedAt": "2026-11-26T07:44:57.153Z"
         *     }
         */
        Workflow: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            organizationId: string;
            teamId: string | null;
            flowType: string;
            name: string;
            /** @description The active version */
            version: number;
            isActive: boolean;
            createdById: string | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC, millisecond precision
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC, millisecond precision
             */
            updatedAt: string;
        };
        /**
         * @example {
         *       "id": "b0c19dca-bd7c-4c69-af0b-c4f158baa03a",
         *       "organizationId": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
         *       "teamId": "b77f4899-767a-48d0-aeb5-454a90582693",
         *       "flowType": "assessment",
         *       "name": "Incident investigation",
         *       "version": 1,
         *       "isActive": true,
         *       "createdById": null,
         *       "createdAt": "2026-11-26T07:44:57.113Z",
         *       "updatedAt": "2026-11-26T07:44:57.113Z",
         *       "definition": {
         *         "nodes": [
         *           {
         *             "key": "triage",
         *             "type": "form"
         *           }
         *         ]
         *       },
         *       "draftDefinition": null,
         *       "deletedAt": null
         *     }
         */
        WorkflowDetail: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            organizationId: string;
            teamId: string | null;
            flowType: string;
            name: string;
            /** @description The active version */
            version: number;
            isActive: boolean;
            createdById: string | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC, millisecond precision
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC, millisecond precision
             */
            updatedAt: string;
            /** @description The active version's definition */
            definition: unknown;
            /** @description The saved draft, or null */
            draftDefinition: unknown;
            deletedAt: string | null;
        };
        /**
         * @example {
         *       "id": "74140603-f1fa-4b1b-86e6-ecf428a2d22b",
         *       "flowId": "b0c19dca-bd7c-4c69-af0b-c4f158baa03a",
         *       "flowVersion": 2,
         *       "flowRunType": "live",
         *       "createdById": null,
         *       "status": "running",
         *       "context": null,
         *       "eventId": "70122cc0-94da-4f73-a6a1-4e89aba99a57",
         *       "startedAt": "2026-11-26T07:44:57.218Z",
         *       "completedAt": null,
         *       "error": null,
         *       "createdAt": "2026-11-26T07:44:57.198Z",
         *       "updatedAt": "2026-11-26T07:44:57.274Z",
         *       "createdBy": null,
         *       "flow": {
         *         "id": "b0c19dca-bd7c-4c69-af0b-c4f158baa03a",
         *         "name": "Incident investigation",
         *         "version": 2,
         *         "flowType": "assessment"
         *       },
         *       "deletedAt": null
         *     }
         */
        WorkflowRunListElement: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            flowId: string;
            flowVersion: number;
            /** @enum {string} */
            flowRunType: "draft" | "live";
            createdById: string | null;
            /** @enum {string} */
            status: "pending" | "running" | "completed" | "failed";
            /** @description Run context */
            context: unknown;
            eventId: string | null;
            startedAt: string | null;
            completedAt: string | null;
            error: string | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC, millisecond precision
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC, millisecond precision
             */
            updatedAt: string;
            createdBy: {
                /** Format: uuid */
                id: string;
                fullName: string | null;
                email: string;
            } | null;
            flow: {
                /** Format: uuid */
                id: string;
                name: string;
                version: number;
                flowType: string;
            };
            deletedAt: string | null;
        };
        /**
         * @example {
         *       "id": "74140603-f1fa-4b1b-86e6-ecf428a2d22b",
         *       "flowId": "b0c19dca-bd7c-4c69-af0b-c4f158baa03a",
         *       "flowVersion": 2,
         *       "flowRunType": "live",
         *       "createdById": null,
         *       "status": "running",
         *       "context": null,
         *       "eventId": "70122cc0-94da-4f73-a6a1-4e89aba99a57",
         *       "startedAt": "2026-11-26T07:44:57.218Z",
         *       "completedAt": null,
         *       "error": null,
         *       "createdAt": "2026-11-26T07:44:57.198Z",
         *       "updatedAt": "2026-11-26T07:44:57.274Z",
         *       "nodeResults": [
         *         {
         *           "id": "69a25b4b-2070-4434-9b3c-c644c3cfd833",
         *           "flowRunId": "74140603-f1fa-4b1b-86e6-ecf428a2d22b",
         *           "parentNodeId": null,
         *           "nodeKey": "triage",
         *           "nodeName": null,
         *           "nodeType": "form",
         *           "status": "running",
         *           "config": null,
         *           "output": null,
         *           "error": null,
         *           "startedAt": "2026-11-26T07:44:57.274Z",
         *           "completedAt": null,
         *           "createdAt": "2026-11-26T07:44:57.245Z",
         *           "updatedAt": "2026-11-26T07:44:57.274Z"
         *         }
         *       ]
         *     }
         */
        WorkflowRunDetail: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            flowId: string;
            flowVersion: number;
            /** @enum {string} */
            flowRunType: "draft" | "live";
            createdById: string | null;
            /** @enum {string} */
            status: "pending" | "running" | "completed" | "failed";
            /** @description Run context */
            context: unknown;
            eventId: string | null;
            startedAt: string | null;
            completedAt: string | null;
            error: string | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC, millisecond precision
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC, millisecond precision
             */
            updatedAt: string;
            nodeResults: components["schemas"]["NodeResult"][];
        };
        /**
         * @example {
         *       "id": "69a25b4b-2070-4434-9b3c-c644c3cfd833",
         *       "flowRunId": "74140603-f1fa-4b1b-86e6-ecf428a2d22b",
         *       "parentNodeId": null,
         *       "nodeKey": "triage",
         *       "nodeName": null,
         *       "nodeType": "form",
         *       "status": "pending",
         *       "config": null,
         *       "output": null,
         *       "error": null,
         *       "startedAt": null,
         *       "completedAt": null,
         *       "createdAt": "2026-11-26T07:44:57.245Z",
         *       "updatedAt": "2026-11-26T07:44:57.245Z"
         *     }
         */
        NodeResult: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            flowRunId: string;
            parentNodeId: string | null;
            nodeKey: string;
            nodeName: string | null;
            nodeType: string;
            /** @enum {string} */
            status: "pending" | "running" | "completed" | "failed" | "skipped";
            /** @description Node configuration */
            config: unknown;
            /** @description Node output */
            output: unknown;
            error: string | null;
            startedAt: string | null;
            completedAt: string | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC, millisecond precision
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC, millisecond precision
             */
            updatedAt: string;
        };
        /**
         * @example {
         *       "id": "74140603-f1fa-4b1b-86e6-ecf428a2d22b",
         *       "flowId": "b0c19dca-bd7c-4c69-af0b-c4f158baa03a",
         *       "flowVersion": 2,
         *       "flowRunType": "live",
         *       "createdById": null,
         *       "status": "pending",
         *       "context": null,
         *       "eventId": "70122cc0-94da-4f73-a6a1-4e89aba99a57",
         *       "startedAt": null,
         *       "completedAt": null,
         *       "error": null,
         *       "createdAt": "2026-11-26T07:44:57.198Z",
         *       "updatedAt": "2026-11-26T07:44:57.198Z"
         *     }
         */
        WorkflowRun: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            flowId: string;
            flowVersion: number;
            /** @enum {string} */
            flowRunType: "draft" | "live";
            createdById: string | null;
            /** @enum {string} */
            status: "pending" | "running" | "completed" | "failed";
            /** @description Run context */
            context: unknown;
            eventId: string | null;
            startedAt: string | null;
            completedAt: string | null;
            error: string | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC, millisecond precision
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC, millisecond precision
             */
            updatedAt: string;
        };
        /**
         * @example {
         *       "id": "dccd31e3-6fa3-4f61-9307-c14254e61132",
         *       "slug": "severity-score",
         *       "name": "Severity score",
         *       "createdAt": "2026-11-26T07:44:57.339Z",
         *       "updatedAt": "2026-11-26T07:44:57.339Z"
         *     }
         */
        MetricDefinition: {
            /** Format: uuid */
            id: string;
            slug: string;
            name: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC, millisecond precision
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC, millisecond precision
             */
            updatedAt: string;
        };
        /**
         * @example {
         *       "id": "98a9751e-d2cd-4db2-a955-310681c8bec4",
         *       "eventId": "70122cc0-94da-4f73-a6a1-4e89aba99a57",
         *       "flowRunId": "74140603-f1fa-4b1b-86e6-ecf428a2d22b",
         *       "flowRunNodeId": "69a25b4b-2070-4434-9b3c-c644c3cfd833",
         *       "metricId": "dccd31e3-6fa3-4f61-9307-c14254e61132",
         *       "transformedValue": null,
         *       "value": 3,
         *       "reason": "Property damage only",
         *       "confidenceScore": 0.92,
         *       "reviewStatus": 0,
         *       "auditScore": null,
         *       "auditReason": null,
         *       "createdAt": "2026-11-26T07:44:57.351Z",
         *       "updatedAt": "2026-11-26T07:44:57.351Z",
         *       "teamId": "b77f4899-767a-48d0-aeb5-454a90582693",
         *       "metricSlug": "severity-score",
         *       "metricName": "Severity score"
         *     }
         */
        EventMetric: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            eventId: string;
            flowRunId: string | null;
            flowRunNodeId: string | null;
            /** Format: uuid */
            metricId: string;
            transformedValue: string | null;
            value: unknown;
            reason: string;
            confidenceScore: number | null;
            reviewStatus: number;
            auditScore: number | null;
            auditReason: string | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC, millisecond precision
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC, millisecond precision
             */
            updatedAt: string;
            teamId: string | null;
            metricSlug: string;
            metricName: string;
        };
        /**
         * @example {
         *       "id": "98a9751e-d2cd-4db2-a955-310681c8bec4",
         *       "eventId": "70122cc0-94da-4f73-a6a1-4e89aba99a57",
         *       "flowRunId": "74140603-f1fa-4b1b-86e6-ecf428a2d22b",
         *       "transformedValue": null,
         *       "value": 3,
         *       "reason": "Property damage only",
         *       "confidenceScore": 0.92,
         *       "reviewStatus": 0,
         *       "createdAt": "2026-11-26T07:44:57.351Z",
         *       "updatedAt": "2026-11-26T07:44:57.351Z",
         *       "teamId": "b77f4899-767a-48d0-aeb5-454a90582693",
         *       "metricSlug": "severity-score",
         *       "metricName": "Severity score",
         *       "eventExternalId": "INC-2026-0311"
         *     }
         */
        MetricExportRecord: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            eventId: string;
            flowRunId: string | null;
            transformedValue: string | null;
            value: unknown;
            reason: string;
            confidenceScore: number | null;
            reviewStatus: number;
            /**
             * Format: date-time
             * @description ISO 8601, UTC, millisecond precision
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC, millisecond precision
             */
            updatedAt: string;
            teamId: string | null;
            metricSlug: string;
            metricName: string;
            eventExternalId: string;
        };
        /**
         * @example {
         *       "id": "3b6dfa59-b46e-4530-aa5d-52cedc6b5c5f",
         *       "url": "https://93.184.216.34/hooks/smr",
         *       "events": [
         *         "action_item.*",
         *         "event.created"
         *       ],
         *       "description": "EHS data lake (production)",
         *       "enabled": false,
         *       "disabledReason": null,
         *       "createdAt": "2026-11-26T07:44:57.422Z",
         *       "updatedAt": "2026-11-26T07:44:57.431Z"
         *     }
         */
        WebhookSubscription: {
            /** Format: uuid */
            id: string;
            url: string;
            events: string[];
            description: string | null;
            enabled: boolean;
            disabledReason: string | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC, millisecond precision
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC, millisecond precision
             */
            updatedAt: string;
        };
        /**
         * @example {
         *       "id": "3d211312-c153-43e1-95e7-2afcf109d676",
         *       "changeId": "3728e54f-1d8d-48ff-b4c5-c475386f75fd",
         *       "type": "action_item.updated",
         *       "status": "pending",
         *       "nextAttemptAt": null,
         *       "createdAt": "2026-11-26T07:44:57.458Z",
         *       "attempts": []
         *     }
         */
        WebhookDelivery: {
            /** Format: uuid */
            id: string;
            /** @description The change entry id (the webhook-id header), or the test event id */
            changeId: string;
            type: string;
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed";
            nextAttemptAt: string | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC, millisecond precision
             */
            createdAt: string;
            attempts: {
                /**
                 * Format: date-time
                 * @description ISO 8601, UTC, millisecond precision
                 */
                attemptedAt: string;
                durationMs: number;
                responseStatus: number | null;
                error: string | null;
                responseBody: string | null;
            }[];
        };
        /**
         * @example {
         *       "id": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
         *       "name": "Northwind Logistics",
         *       "defaultTeamId": "b77f4899-767a-48d0-aeb5-454a90582693",
         *       "createdAt": "2026-11-26T07:44:56.196Z"
         *     }
         */
        Organization: {
            /** Format: uuid */
            id: string;
            name: string;
            /** Format: uuid */
            defaultTeamId: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC, millisecond precision
             */
            createdAt: string;
        };
        /**
         * @example {
         *       "id": "58b1b97a-d874-4c4d-b105-63394834fa43",
         *       "name": "Integration: EHS sync",
         *       "scopes": [
         *         "read",
         *         "write",
         *         "admin"
         *       ],
         *       "prefix": "smr_yDUj6avte63T",
         *       "createdAt": "2026-11-26T07:44:56.327Z",
         *       "revokedAt": null,
         *       "key": "smr_yDUj6avte63T_EXAMPLEonlyEXAMPLEonlyEXAMPLEonly00"
         *     }
         */
        CreatedApiKey: {
            /** Format: uuid */
            id: string;
            name: string;
            scopes: ("read" | "write" | "admin")[];
            /** @description The public start of the key, safe to show */
            prefix: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC, millisecond precision
             */
            createdAt: string;
            revokedAt: string | null;
            /** @description The secret API key. Shown once, never again. */
            key: string;
        };
        /**
         * @example {
         *       "id": "58b1b97a-d874-4c4d-b105-63394834fa43",
         *       "name": "Integration: EHS sync",
         *       "scopes": [
         *         "read",
         *         "write",
         *         "admin"
         *       ],
         *       "prefix": "smr_yDUj6avte63T",
         *       "createdAt": "2026-11-26T07:44:56.327Z",
         *       "revokedAt": null
         *     }
         */
        ApiKey: {
            /** Format: uuid */
            id: string;
            name: string;
            scopes: ("read" | "write" | "admin")[];
            /** @description The public start of the key, safe to show */
            prefix: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC, millisecond precision
             */
            createdAt: string;
            revokedAt: string | null;
        };
        ActionItemInput: {
            title: string;
            description?: string | null;
            assignedToUserId?: string | null;
            assignedToUserExternalId?: string | null;
            assignedToDepartmentId?: string | null;
            assignedToRoleSlug?: string | null;
            dueDate?: DateTimeInput | null;
            /**
             * @description Default medium
             * @enum {string}
             */
            priority?: "low" | "medium" | "high" | "urgent";
            /** @enum {string} */
            status?: "open" | "in_progress" | "complete";
            statusExternalId?: string | null;
            locationExternalId?: string | null;
            /** @description Custom fields keyed by definition key; each value at most 65,536 bytes as JSON */
            fields?: {
                [key: string]: unknown;
            };
            /** @description Verbatim, unvalidated values (at most 65,536 bytes as JSON) */
            metadata?: {
                [key: string]: unknown;
            };
            completedAt?: DateTimeInput | null;
            completedByExternalId?: string | null;
            /** @description Upsert key */
            externalId?: string;
            eventExternalId?: string | null;
            /**
             * Format: date-time
             * @description Accepted on create (imports)
             */
            createdAt?: DateTimeInput;
            /**
             * Format: date-time
             * @description Ignored: the server owns updatedAt
             */
            updatedAt?: DateTimeInput;
        };
        FieldFilter: {
            /** @description An active field of the module */
            key: string;
            /**
             * @description One of the field type's operators (the definition's `ops`)
             * @enum {string}
             */
            op: "eq" | "neq" | "contains" | "gt" | "gte" | "lt" | "lte" | "in" | "isNull" | "isNotNull";
            /** @description The operand, of the field's type (an array for `in`; none for isNull and isNotNull) */
            value?: unknown;
        };
        FieldSort: {
            /** @description An active field of an ordered type (number, integer, date, datetime) */
            key: string;
            /**
             * @default asc
             * @enum {string}
             */
            direction: "asc" | "desc";
        };
        ActionItemPatch: {
            title?: string;
            description?: string | null;
            assignedToUserId?: string | null;
            assignedToUserExternalId?: string | null;
            assignedToDepartmentId?: string | null;
            assignedToRoleSlug?: string | null;
            dueDate?: DateTimeInput | null;
            /**
             * @description Default medium
             * @enum {string}
             */
            priority?: "low" | "medium" | "high" | "urgent";
            /** @enum {string} */
            status?: "open" | "in_progress" | "complete";
            statusExternalId?: string | null;
            locationExternalId?: string | null;
            /** @description Custom fields keyed by definition key; each value at most 65,536 bytes as JSON */
            fields?: {
                [key: string]: unknown;
            };
            /** @description Verbatim, unvalidated values (at most 65,536 bytes as JSON) */
            metadata?: {
                [key: string]: unknown;
            };
            externalId?: string | null;
            responseNotes?: string | null;
        };
        EventInput: {
            /** @description Upsert key */
            externalId: string;
            title: string;
            description?: string | null;
            eventType?: string | null;
            /**
             * Format: date-time
             * @description Defaults to the creation time
             */
            eventDate?: DateTimeInput;
            /**
             * @description Default open
             * @enum {string}
             */
            status?: "open" | "in_review" | "closed";
            severity?: ("low" | "medium" | "high" | "critical") | null;
            locationExternalId?: string | null;
            reportedByExternalId?: string | null;
            /** @description Verbatim, unvalidated values (32 levels deep at most) (at most 65,536 bytes as JSON) */
            metadata?: {
                [key: string]: unknown;
            };
            /**
             * Format: date-time
             * @description Accepted on create (imports)
             */
            createdAt?: DateTimeInput;
            /**
             * Format: date-time
             * @description Ignored: the server owns updatedAt
             */
            updatedAt?: DateTimeInput;
        };
        AssetInput: {
            /**
             * Format: uuid
             * @description Id for a new record (imports); ignored when externalId matches
             */
            id?: string;
            name: string;
            description?: string | null;
            address1?: string | null;
            address2?: string | null;
            city?: string | null;
            state?: string | null;
            zip?: string | null;
            latitude?: number | null;
            longitude?: number | null;
            /** @enum {string} */
            status?: "active" | "inactive";
            parentId?: string | null;
            /** @description Upsert key */
            externalId?: string;
            /**
             * Format: date-time
             * @description Accepted on create (imports)
             */
            createdAt?: DateTimeInput;
            /**
             * Format: date-time
             * @description Ignored: the server owns updatedAt
             */
            updatedAt?: DateTimeInput;
            deletedAt?: DateTimeInput | null;
            tagIds?: string[];
            /**
             * @description Default location on create; kept on update when omitted
             * @enum {string}
             */
            type?: "location" | "equipment";
            externalParentId?: string | null;
            equipmentTypeId?: string | null;
        };
        AssetBulkInput: {
            /**
             * Format: uuid
             * @description Id for a new record (imports); ignored when externalId matches
             */
            id?: string;
            name: string;
            description?: string | null;
            address1?: string | null;
            address2?: string | null;
            city?: string | null;
            state?: string | null;
            zip?: string | null;
            latitude?: number | null;
            longitude?: number | null;
            /** @enum {string} */
            status?: "active" | "inactive";
            parentId?: string | null;
            /** @description Upsert key (required in bulk) */
            externalId: string;
            /**
             * Format: date-time
             * @description Accepted on create (imports)
             */
            createdAt?: DateTimeInput;
            /**
             * Format: date-time
             * @description Ignored: the server owns updatedAt
             */
            updatedAt?: DateTimeInput;
            deletedAt?: DateTimeInput | null;
            tagIds?: string[];
            /**
             * @description Default location on create; kept on update when omitted
             * @enum {string}
             */
            type?: "location" | "equipment";
            externalParentId?: string | null;
            equipmentTypeId?: string | null;
        };
        LocationInput: {
            /**
             * Format: uuid
             * @description Id for a new record (imports); ignored when externalId matches
             */
            id?: string;
            name: string;
            description?: string | null;
            address1?: string | null;
            address2?: string | null;
            city?: string | null;
            state?: string | null;
            zip?: string | null;
            latitude?: number | null;
            longitude?: number | null;
            /** @enum {string} */
            status?: "active" | "inactive";
            parentId?: string | null;
            /** @description Upsert key */
            externalId?: string;
            /**
             * Format: date-time
             * @description Accepted on create (imports)
             */
            createdAt?: DateTimeInput;
            /**
             * Format: date-time
             * @description Ignored: the server owns updatedAt
             */
            updatedAt?: DateTimeInput;
            deletedAt?: DateTimeInput | null;
            tagIds?: string[];
        };
        UserInput: {
            /** Format: email */
            email: string;
            fullName: string;
            phoneNumber?: string | null;
            /**
             * @description Default member
             * @enum {string}
             */
            role?: "admin" | "member" | "safety_center_user";
            /** @description Upsert key */
            externalId?: string;
            /** @description User UUID, email or externalId */
            supervisorId?: string;
            /** @description Department UUID, externalId or slug; replaces the user's departments */
            departmentId?: string;
            /** @description Location UUID or externalId; replaces the user's locations */
            locationId?: string;
            /**
             * Format: uuid
             * @description Team UUID; replaces the user's teams (new users default to the default team)
             */
            teamId?: string;
            /** Format: uuid */
            permissionGroupId?: string;
        };
        UserBulkInput: {
            /** Format: email */
            email: string;
            fullName: string;
            phoneNumber?: string | null;
            role?: string;
            /** @description Upsert key (required in bulk) */
            externalId: string;
            /** @description User UUID, email or externalId */
            supervisorId?: string;
            /** @description Department UUID, externalId or slug; replaces the user's departments */
            departmentId?: string;
            /** @description Location UUID or externalId; replaces the user's locations */
            locationId?: string;
            /**
             * Format: uuid
             * @description Team UUID; replaces the user's teams (new users default to the default team)
             */
            teamId?: string;
            /** Format: uuid */
            permissionGroupId?: string;
        };
        OrgUnitInput: {
            name: string;
            /** @description Unique per organization; derived from the name when omitted */
            slug?: string;
            /** @description Upsert key: an existing record with it is updated */
            externalId?: string;
        };
        /**
         * @example {
         *       "id": "ee19236f-8c84-461a-85c4-43c8ed2da2ff",
         *       "seq": "1795679097037000000000000001",
         *       "type": "action_item.created",
         *       "resource": "action_item",
         *       "occurredAt": "2026-11-26T07:44:57.037Z",
         *       "recordId": "c48636fa-6364-486d-a013-e7edaf1f8dcd",
         *       "externalId": "CA-2026-0142",
         *       "actor": {
         *         "type": "api_key",
         *         "id": "58b1b97a-d874-4c4d-b105-63394834fa43",
         *         "name": "Integration: EHS sync"
         *       },
         *       "changes": [],
         *       "record": {
         *         "id": "c48636fa-6364-486d-a013-e7edaf1f8dcd",
         *         "entityType": "event",
         *         "entityId": "70122cc0-94da-4f73-a6a1-4e89aba99a57",
         *         "formSubmissionId": null,
         *         "sourceSectionNodeId": null,
         *         "title": "Replace damaged racking upright in aisle 4",
         *         "description": "Inspect the bay, replace the upright and re-certify the load rating.",
         *         "assignedToUserId": "a2684f9f-fe40-4f07-9b3e-64012c6d657f",
         *         "assignedToUserName": "Maria Jansen",
         *         "assignedToDepartmentId": null,
         *         "assignedToRoleSlug": null,
         *         "dueDate": "2026-12-15T17:00:00.000Z",
         *         "priority": "high",
         *         "statusId": "91e66936-78eb-4fa1-a664-018e6ff78609",
         *         "statusName": "Awaiting spare parts",
         *         "statusGroup": "on_hold",
         *         "status": "in_progress",
         *         "assetId": "563f349f-a624-4d44-b604-183b6addc8f7",
         *         "assetName": "Forklift FL-07",
         *         "externalId": "CA-2026-0142",
         *         "responseNotes": null,
         *         "attachments": null,
         *         "completedAt": null,
         *         "completedById": null,
         *         "completedByName": null,
         *         "createdById": null,
         *         "fields": {
         *           "rootCause": "equipment",
         *           "costEstimate": 1850
         *         },
         *         "metadata": {},
         *         "organizationId": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
         *         "teamId": "b77f4899-767a-48d0-aeb5-454a90582693",
         *         "createdAt": "2026-11-26T07:44:57.037Z",
         *         "updatedAt": "2026-11-26T07:44:57.037Z"
         *       }
         *     }
         */
        Change: {
            /**
             * Format: uuid
             * @description Stable id of the change (the webhook-id of its deliveries)
             */
            id: string;
            /** @description Position in the org's commit order: compare as text */
            seq: string;
            /** @description <resource>.<created|updated|deleted> */
            type: string;
            /** @enum {string} */
            resource: "action_item" | "user" | "department" | "team" | "asset" | "location" | "equipment_type" | "event" | "event_metric" | "workflow" | "workflow_run" | "node_result" | "custom_field" | "action_item_status" | "metric_definition";
            /**
             * Format: date-time
             * @description The updatedAt the write gave the record
             */
            occurredAt: string;
            /** Format: uuid */
            recordId: string;
            externalId: string | null;
            actor: {
                /** @enum {string} */
                type: "api_key" | "operator";
                /**
                 * Format: uuid
                 * @description The API key
                 */
                id?: string;
                /** @description The API key's name */
                name?: string;
                /** @description The user named by X-On-Behalf-Of */
                onBehalfOf?: {
                    /** Format: uuid */
                    id: string;
                    externalId: string | null;
                };
            };
            /** @description Updates: the client-writable keys that changed (custom fields as fields.<key>); [] for creates and deletes */
            changes: {
                path: string;
                from: unknown;
                to: unknown;
            }[];
            /** @description The record as its GET returned it right after the write (deletes: the tombstone) */
            record: {
                [key: string]: unknown;
            };
        };
        ChangePage: {
            data: components["schemas"]["Change"][];
            meta: {
                limit: number;
                /** @description More entries follow: ask again with cursor=meta.nextCursor */
                hasNext: boolean;
                nextCursor: string | null;
            };
        };
        UpsertActionItemResponse: {
            data: components["schemas"]["ActionItem"];
        };
        ListActionItemsResponse: {
            data: (components["schemas"]["ActionItem"] | components["schemas"]["ActionItemTombstone"])[];
            meta: {
                pagination: {
                    page: number;
                    limit: number;
                    /** @description The records the query matches; behind a cursor nothing is counted: the records of this page, plus one while another page follows */
                    total: number;
                    totalPages: number;
                    /** @description Another page follows: page < totalPages, or (page procedure) rows that moved to the end during the pass follow this full page */
                    hasNext: boolean;
                    hasPrev: boolean;
                };
                nextCursor: string | null;
            };
        };
        BulkUpsertActionItemsRequest: {
            actionItems: components["schemas"]["ActionItemInput"][];
        };
        BulkUpsertActionItemsResponse: {
            data: {
                results: {
                    index: number;
                    /** @enum {string} */
                    action: "created" | "updated" | "failed";
                    /** Format: uuid */
                    id?: string;
                    externalId?: string;
                    error?: {
                        code: string;
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                }[];
                summary: {
                    total: number;
                    created: number;
                    updated: number;
                    failed: number;
                };
            };
        };
        GetActionItemResponse: {
            data: components["schemas"]["ActionItem"];
        };
        UpdateActionItemResponse: {
            data: components["schemas"]["ActionItem"];
        };
        ListActionItemStatusesResponse: {
            data: components["schemas"]["ActionItemStatus"][];
        };
        CreateActionItemStatusRequest: {
            name: string;
            /** @enum {string} */
            group: "new" | "in_progress" | "on_hold" | "complete" | "cancelled";
            externalId?: string | null;
            ordinal?: number;
            isDefault?: boolean;
        };
        CreateActionItemStatusResponse: {
            data: components["schemas"]["ActionItemStatus"];
        };
        UpdateActionItemStatusRequest: {
            name?: string;
            /** @enum {string} */
            group?: "new" | "in_progress" | "on_hold" | "complete" | "cancelled";
            externalId?: string | null;
            ordinal?: number;
            isDefault?: boolean;
        };
        UpdateActionItemStatusResponse: {
            data: components["schemas"]["ActionItemStatus"];
        };
        ListModuleFieldsResponse: {
            data: components["schemas"]["FieldDefinition"][];
        };
        CreateModuleFieldRequest: {
            /** @description Key in the fields envelope: letters, digits and underscores, starting with a letter, 1 to 64 characters (camelCase allowed; case-sensitive, so rootCause and rootcause are two fields). Pattern ^[A-Za-z][A-Za-z0-9_]{0,63}$ */
            key: string;
            label: string;
            description?: string | null;
            /** @enum {string} */
            type: "string" | "text" | "number" | "integer" | "boolean" | "date" | "datetime" | "enum" | "multi_enum" | "user" | "asset";
            required?: boolean;
            options?: {
                value: string;
                label?: string;
                archived?: boolean;
            }[] | null;
            constraints?: {
                minLength?: number;
                maxLength?: number;
                min?: number;
                max?: number;
                minDate?: string | {
                    [key: string]: unknown;
                };
                maxDate?: string | {
                    [key: string]: unknown;
                };
            } | null;
            logic?: {
                visibility?: {
                    [key: string]: unknown;
                } | null;
                requiredWhen?: {
                    [key: string]: unknown;
                } | null;
            } | null;
            /** @description Any valid value of the field, or null (at most 65,536 bytes as JSON) */
            defaultValue?: unknown;
            /** @description Display order; default after the last field */
            ordinal?: number;
            groupLabel?: string | null;
        };
        CreateModuleFieldResponse: {
            data: components["schemas"]["FieldConfig"];
        };
        UpdateModuleFieldRequest: {
            /** @description A new key (only while no record holds a value for the field): letters, digits and underscores, starting with a letter, 1 to 64 characters (camelCase allowed; case-sensitive, so rootCause and rootcause are two fields). Pattern ^[A-Za-z][A-Za-z0-9_]{0,63}$ */
            key?: string;
            label?: string;
            description?: string | null;
            /** @enum {string} */
            type?: "string" | "text" | "number" | "integer" | "boolean" | "date" | "datetime" | "enum" | "multi_enum" | "user" | "asset";
            required?: boolean;
            /** @description Changes by value: a new value is added; a known one is relabelled and/or (un)archived */
            options?: {
                value: string;
                label?: string;
                archived?: boolean;
            }[];
            constraints?: {
                minLength?: number;
                maxLength?: number;
                min?: number;
                max?: number;
                minDate?: string | {
                    [key: string]: unknown;
                };
                maxDate?: string | {
                    [key: string]: unknown;
                };
            } | null;
            logic?: {
                visibility?: {
                    [key: string]: unknown;
                } | null;
                requiredWhen?: {
                    [key: string]: unknown;
                } | null;
            } | null;
            /** @description Any valid value of the field, or null (at most 65,536 bytes as JSON) */
            defaultValue?: unknown;
            /** @description Display order; default after the last field */
            ordinal?: number;
            groupLabel?: string | null;
        };
        UpdateModuleFieldResponse: {
            data: components["schemas"]["FieldConfig"];
        };
        BulkUpsertEventsRequest: {
            events: components["schemas"]["EventInput"][];
        };
        BulkUpsertEventsResponse: {
            data: {
                results: components["schemas"]["BulkResult"][];
                summary: {
                    total: number;
                    created: number;
                    updated: number;
                    failed: number;
                };
            };
        };
        ListEventsResponse: {
            data: components["schemas"]["Event"][];
            meta: {
                pagination: {
                    page: number;
                    limit: number;
                    /** @description The records the query matches; behind a cursor nothing is counted: the records of this page, plus one while another page follows */
                    total: number;
                    totalPages: number;
                    /** @description Another page follows: page < totalPages, or (page procedure) rows that moved to the end during the pass follow this full page */
                    hasNext: boolean;
                    hasPrev: boolean;
                };
                nextCursor: string | null;
            };
        };
        GetEventResponse: {
            data: components["schemas"]["Event"];
        };
        UpsertAssetResponse: {
            data: components["schemas"]["Asset"];
        };
        ListAssetsResponse: {
            data: components["schemas"]["Asset"][];
        };
        BulkUpsertAssetsRequest: {
            assets: components["schemas"]["AssetBulkInput"][];
        };
        BulkUpsertAssetsResponse: {
            data: {
                results: components["schemas"]["BulkResult"][];
                summary: {
                    total: number;
                    created: number;
                    updated: number;
                    failed: number;
                };
            };
        };
        GetAssetResponse: {
            data: components["schemas"]["Asset"];
        };
        UpsertLocationResponse: {
            data: components["schemas"]["Location"];
        };
        ListLocationsResponse: {
            data: components["schemas"]["Location"][];
        };
        GetLocationResponse: {
            data: components["schemas"]["Location"];
        };
        ListEquipmentTypesResponse: {
            data: components["schemas"]["EquipmentType"][];
        };
        CreateEquipmentTypeRequest: {
            name: string;
            /** @description Unique per organization; derived from the name when omitted */
            slug?: string;
            /** @description Name in the caller's system; defaults to the name */
            externalName?: string;
        };
        CreateEquipmentTypeResponse: {
            data: components["schemas"]["EquipmentType"];
        };
        UpsertUserResponse: {
            data: components["schemas"]["User"];
        };
        ListUsersResponse: {
            data: components["schemas"]["User"][];
        };
        BulkUpsertUsersRequest: {
            users: components["schemas"]["UserBulkInput"][];
        };
        BulkUpsertUsersResponse: {
            data: {
                results: components["schemas"]["BulkResult"][];
                summary: {
                    total: number;
                    created: number;
                    updated: number;
                    failed: number;
                };
            };
        };
        GetUserResponse: {
            data: components["schemas"]["User"];
        };
        ListDepartmentsResponse: {
            data: components["schemas"]["Department"][];
        };
        UpsertDepartmentResponse: {
            data: components["schemas"]["Department"];
        };
        ListTeamsResponse: {
            data: components["schemas"]["Team"][];
        };
        UpsertTeamResponse: {
            data: components["schemas"]["Team"];
        };
        ListWorkflowsResponse: {
            data: components["schemas"]["Workflow"][];
            meta: {
                pagination: {
                    page: number;
                    limit: number;
                    /** @description The records the query matches; behind a cursor nothing is counted: the records of this page, plus one while another page follows */
                    total: number;
                    totalPages: number;
                    /** @description Another page follows: page < totalPages, or (page procedure) rows that moved to the end during the pass follow this full page */
                    hasNext: boolean;
                    hasPrev: boolean;
                };
            };
        };
        CreateWorkflowRequest: {
            name: string;
            /** @description For example assessment, form_submission */
            flowType: string;
            /**
             * Format: uuid
             * @description Default: the org's default team
             */
            teamId?: string;
            /** @description Version 1, active (at most 1,048,576 bytes as JSON) */
            definition: {
                [key: string]: unknown;
            };
        };
        CreateWorkflowResponse: {
            data: components["schemas"]["WorkflowDetail"];
        };
        GetWorkflowResponse: {
            data: components["schemas"]["WorkflowDetail"];
        };
        PublishWorkflowVersionRequest: {
            /** @description The new active version (at most 1,048,576 bytes as JSON) */
            definition: {
                [key: string]: unknown;
            };
        };
        PublishWorkflowVersionResponse: {
            data: components["schemas"]["WorkflowDetail"];
        };
        SaveWorkflowDraftRequest: {
            draftDefinition: {
                [key: string]: unknown;
            } | null;
        };
        SaveWorkflowDraftResponse: {
            data: components["schemas"]["WorkflowDetail"];
        };
        ListWorkflowRunsResponse: {
            data: components["schemas"]["WorkflowRunListElement"][];
            meta: {
                pagination: {
                    page: number;
                    limit: number;
                    /** @description The records the query matches; behind a cursor nothing is counted: the records of this page, plus one while another page follows */
                    total: number;
                    totalPages: number;
                    /** @description Another page follows: page < totalPages, or (page procedure) rows that moved to the end during the pass follow this full page */
                    hasNext: boolean;
                    hasPrev: boolean;
                };
            };
        };
        CreateWorkflowRunRequest: {
            /** @enum {string} */
            flowRunType: "draft" | "live";
            /** @description Run context (at most 1,048,576 bytes as JSON) */
            context?: unknown;
            eventId?: string | null;
        };
        CreateWorkflowRunResponse: {
            data: components["schemas"]["WorkflowRun"];
        };
        GetWorkflowRunResponse: {
            data: components["schemas"]["WorkflowRunDetail"];
        };
        UpdateWorkflowRunRequest: {
            /**
             * @description pending → running → completed | failed
             * @enum {string}
             */
            status: "pending" | "running" | "completed" | "failed";
            error?: string | null;
            /** @description Replaces the context (at most 1,048,576 bytes as JSON) */
            context?: unknown;
        };
        UpdateWorkflowRunResponse: {
            data: components["schemas"]["WorkflowRun"];
        };
        CreateNodeResultRequest: {
            nodeKey: string;
            nodeName?: string | null;
            nodeType: string;
            parentNodeId?: string | null;
            /**
             * @description Default pending
             * @enum {string}
             */
            status?: "pending" | "running" | "completed" | "failed" | "skipped";
            /** @description Node configuration (at most 1,048,576 bytes as JSON) */
            config?: unknown;
            /** @description Node output (at most 1,048,576 bytes as JSON) */
            output?: unknown;
            error?: string | null;
        };
        CreateNodeResultResponse: {
            data: components["schemas"]["NodeResult"];
        };
        UpdateNodeResultRequest: {
            /**
             * @description pending → running | skipped; running → completed | failed
             * @enum {string}
             */
            status: "pending" | "running" | "completed" | "failed" | "skipped";
            /** @description Node output (at most 1,048,576 bytes as JSON) */
            output?: unknown;
            error?: string | null;
        };
        UpdateNodeResultResponse: {
            data: components["schemas"]["NodeResult"];
        };
        ListMetricDefinitionsResponse: {
            data: components["schemas"]["MetricDefinition"][];
        };
        CreateMetricDefinitionRequest: {
            slug: string;
            name: string;
        };
        CreateMetricDefinitionResponse: {
            data: components["schemas"]["MetricDefinition"];
        };
        PutEventMetricRequest: {
            /** @description Any JSON value (at most 65,536 bytes as JSON) */
            value?: unknown;
            transformedValue?: string | null;
            reason?: string;
            confidenceScore?: number | null;
            /** @description 0 unreviewed, 1 accepted, 2 rejected */
            reviewStatus?: 0 | 1 | 2;
            auditScore?: number | null;
            auditReason?: string | null;
            flowRunId?: string | null;
            flowRunNodeId?: string | null;
        };
        PutEventMetricResponse: {
            data: components["schemas"]["EventMetric"];
        };
        GetEventMetricResponse: {
            data: components["schemas"]["EventMetric"];
        };
        ExportMetricsResponse: {
            data: components["schemas"]["MetricExportRecord"][];
            meta: {
                teamId: string | null;
                pagination: {
                    page: number;
                    limit: number;
                    /** @description The records the query matches; behind a cursor nothing is counted: the records of this page, plus one while another page follows */
                    total: number;
                    totalPages: number;
                    /** @description Another page follows: page < totalPages, or (page procedure) rows that moved to the end during the pass follow this full page */
                    hasNext: boolean;
                    hasPrev: boolean;
                };
                filters: {
                    updatedAfter: string | null;
                    updatedBefore: string | null;
                };
                nextCursor: string | null;
            };
        };
        ExportEventMetricsResponse: {
            data: components["schemas"]["MetricExportRecord"][];
            meta: {
                teamId: string | null;
                pagination: {
                    page: number;
                    limit: number;
                    /** @description The records the query matches; behind a cursor nothing is counted: the records of this page, plus one while another page follows */
                    total: number;
                    totalPages: number;
                    /** @description Another page follows: page < totalPages, or (page procedure) rows that moved to the end during the pass follow this full page */
                    hasNext: boolean;
                    hasPrev: boolean;
                };
                filters: {
                    updatedAfter: string | null;
                    updatedBefore: string | null;
                };
                nextCursor: string | null;
            };
        };
        CreateWebhookRequest: {
            /** @description Where deliveries are POSTed: https and a public address (WEBHOOK_ALLOW_PRIVATE_TARGETS=true also allows http and private addresses) */
            url: string;
            /** @description Change types to receive: `resource.action`, `resource.*` (for example `action_item.*`) or `*` for every change */
            events: string[];
            description?: string | null;
            enabled?: boolean;
        };
        CreateWebhookResponse: {
            data: {
                /** Format: uuid */
                id: string;
                url: string;
                events: string[];
                description: string | null;
                enabled: boolean;
                disabledReason: string | null;
                /**
                 * Format: date-time
                 * @description ISO 8601, UTC, millisecond precision
                 */
                createdAt: string;
                /**
                 * Format: date-time
                 * @description ISO 8601, UTC, millisecond precision
                 */
                updatedAt: string;
                /** @description The signing secret (whsec_…), shown in this response only */
                secret: string;
            };
        };
        ListWebhooksResponse: {
            data: components["schemas"]["WebhookSubscription"][];
        };
        GetWebhookResponse: {
            data: components["schemas"]["WebhookSubscription"];
        };
        UpdateWebhookRequest: {
            /** @description Where deliveries are POSTed: https and a public address (WEBHOOK_ALLOW_PRIVATE_TARGETS=true also allows http and private addresses) */
            url?: string;
            /** @description Change types to receive: `resource.action`, `resource.*` (for example `action_item.*`) or `*` for every change */
            events?: string[];
            description?: string | null;
            enabled?: boolean;
        };
        UpdateWebhookResponse: {
            data: components["schemas"]["WebhookSubscription"];
        };
        /** @description The new secret, shown in this response only. */
        RotateWebhookSecretResponse: {
            data: {
                /** @description The new signing secret; the previous one keeps signing alongside it for 24 hours */
                secret: string;
            };
        };
        ListWebhookDeliveriesResponse: {
            data: components["schemas"]["WebhookDelivery"][];
            meta: {
                limit: number;
                hasNext: boolean;
                nextCursor: string | null;
            };
        };
        RetryWebhookDeliveryResponse: {
            data: {
                /** @description How many deliveries were queued */
                deliveries: number;
            };
        };
        TestWebhookResponse: {
            data: {
                /** @description How many deliveries were queued */
                deliveries: number;
            };
        };
        ReplayWebhookRequest: {
            /**
             * Format: date-time
             * @description Re-send every matching change with occurredAt at or after this instant still in the change log
             */
            since: DateTimeInput;
        };
        ReplayWebhookResponse: {
            data: {
                /** @description How many deliveries were queued */
                deliveries: number;
            };
        };
        AdminCreateOrganizationRequest: {
            name: string;
        };
        AdminCreateOrganizationResponse: {
            data: components["schemas"]["Organization"];
        };
        AdminListOrganizationsResponse: {
            data: components["schemas"]["Organization"][];
        };
        AdminCreateApiKeyRequest: {
            name: string;
            scopes?: ("read" | "write" | "admin")[];
        };
        /** @description Created: the key, with its secret `key` shown in this response only. */
        AdminCreateApiKeyResponse: {
            data: components["schemas"]["CreatedApiKey"];
        };
        AdminListApiKeysResponse: {
            data: components["schemas"]["ApiKey"][];
        };
        /** @description The process is up. */
        HealthResponse: {
            status: string;
        };
        /** @description Ready: the database answers and the instance is not shutting down. */
        ReadyResponse: {
            /** @description "ready" */
            status: string;
            /** @description Only with REDIS_URL: "ok", or "unavailable since <time>: rate limits are counted per instance" */
            redis?: string;
            /** @description Only with DATABASE_REPLICA_URLS: each replica. Readiness does not depend on them: reads go to the primary while none takes them. */
            replicas?: {
                /** @description host:port/database */
                name: string;
                /** @description up (takes reads), lagging, down, catching-up or starting */
                state: string;
                /** @description How far behind the primary it is, in milliseconds */
                lagMs: number | null;
            }[];
        };
        /**
         * @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written.
         * @example {
         *       "code": "validation_error",
         *       "message": "body.title must NOT have fewer than 1 characters",
         *       "details": {
         *         "errors": [
         *           "body.title must NOT have fewer than 1 characters"
         *         ]
         *       }
         *     }
         */
        BadRequestError: {
            /** @enum {string} */
            code: "bad_request" | "validation_error" | "invalid_fields";
        } & WithRequired<components["schemas"]["Error"], "code" | "message">;
        /**
         * @description The API key is missing, malformed, unknown or revoked.
         * @example {
         *       "code": "unauthorized",
         *       "message": "A valid API key is required: send Authorization: Bearer <API key>"
         *     }
         */
        UnauthorizedError: {
            /** @enum {string} */
            code: "unauthorized";
        } & WithRequired<components["schemas"]["Error"], "code" | "message">;
        /**
         * @description The API key lacks the scope this operation needs (`details.requiredScope`).
         * @example {
         *       "code": "forbidden",
         *       "message": "This API key lacks the \"admin\" scope needed for this operation",
         *       "details": {
         *         "requiredScope": "admin"
         *       }
         *     }
         */
        ForbiddenError: {
            /** @enum {string} */
            code: "forbidden";
        } & WithRequired<components["schemas"]["Error"], "code" | "message">;
        /**
         * @description No such record in the organization of the API key (another organization's record is not found either).
         * @example {
         *       "code": "not_found",
         *       "message": "Action item not found"
         *     }
         */
        NotFoundError: {
            /** @enum {string} */
            code: "not_found";
        } & WithRequired<components["schemas"]["Error"], "code" | "message">;
        /**
         * @description The write clashes with stored data (`conflict`), or its Idempotency-Key was used with another request or is in use by a request still running (`idempotency_conflict`, with Retry-After). Nothing was written.
         * @example {
         *       "code": "conflict",
         *       "message": "email \"ana@example.com\" belongs to another user"
         *     }
         */
        ConflictError: {
            /** @enum {string} */
            code: "conflict" | "idempotency_conflict";
        } & WithRequired<components["schemas"]["Error"], "code" | "message">;
        /**
         * @description If-Match names a version that is not the current record's, or there is no current record. Nothing was written.
         * @example {
         *       "code": "precondition_failed",
         *       "message": "If-Match: the record has changed since that version (read it again for its current ETag)"
         *     }
         */
        PreconditionFailedError: {
            /** @enum {string} */
            code: "precondition_failed";
        } & WithRequired<components["schemas"]["Error"], "code" | "message">;
        /**
         * @description The request body is larger than the limit.
         * @example {
         *       "code": "bad_request",
         *       "message": "Request body is larger than the limit of 10485760 bytes"
         *     }
         */
        PayloadTooLargeError: {
            /** @enum {string} */
            code: "bad_request";
        } & WithRequired<components["schemas"]["Error"], "code" | "message">;
        /**
         * @description The request body is not `application/json`.
         * @example {
         *       "code": "bad_request",
         *       "message": "Unsupported Content-Type: request bodies must be application/json"
         *     }
         */
        UnsupportedMediaTypeError: {
            /** @enum {string} */
            code: "bad_request";
        } & WithRequired<components["schemas"]["Error"], "code" | "message">;
        /**
         * @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds.
         * @example {
         *       "code": "rate_limit_exceeded",
         *       "message": "Rate limit exceeded: 60 requests per 60 seconds"
         *     }
         */
        RateLimitError: {
            /** @enum {string} */
            code: "rate_limit_exceeded";
        } & WithRequired<components["schemas"]["Error"], "code" | "message">;
        /**
         * @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support.
         * @example {
         *       "code": "internal_error",
         *       "message": "Internal server error. Retry later; support can trace it by request id 8c4f1d7e-2b6a-4e0c-9a51-3d2f6b7c8e90",
         *       "details": {
         *         "requestId": "8c4f1d7e-2b6a-4e0c-9a51-3d2f6b7c8e90"
         *       }
         *     }
         */
        InternalError: {
            /** @enum {string} */
            code: "internal_error";
        } & WithRequired<components["schemas"]["Error"], "code" | "message">;
        /**
         * @description The instance is shutting down or cannot reach its database: send the request to another instance or retry.
         * @example {
         *       "code": "service_unavailable",
         *       "message": "The database is not answering"
         *     }
         */
        ServiceUnavailableError: {
            /** @enum {string} */
            code: "service_unavailable";
        } & WithRequired<components["schemas"]["Error"], "code" | "message">;
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description The id of this request in the service's logs (the client's own X-Request-Id when it sent one of this form); quote it to support. */
        "X-Request-Id": string;
        /** @description Requests allowed per window for this API key (or client address). */
        "X-RateLimit-Limit": number;
        /** @description Requests left in the current window. */
        "X-RateLimit-Remaining": number;
        /** @description Seconds until the current window ends. */
        "X-RateLimit-Reset": number;
        /** @description Seconds to wait before retrying. */
        "Retry-After": number;
        /** @description Strong tag of this representation: send it back in If-None-Match (reads) or If-Match (writes). */
        ETag: string;
        /** @description `true` when this is the stored response of an earlier request with the same Idempotency-Key (nothing was run again). */
        "Idempotent-Replayed": "true";
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listActionItems: {
        parameters: {
            query?: {
                /** @description Page number, from 1 (default 1) */
                page?: number;
                /**
                 * @description Records per page, 1 to 100 (default 20)
                 * @example 20
                 */
                limit?: number;
                /** @description meta.nextCursor of the previous page; replaces page */
                cursor?: string;
                /** @description Only records updated after this instant (exclusive); ISO 8601 with Z or an offset */
                updatedAfter?: DateTimeInput;
                /** @description Only records updated before this instant (exclusive); ISO 8601 with Z or an offset */
                updatedBefore?: DateTimeInput;
                /** @description Only records with this status */
                status?: "open" | "in_progress" | "complete";
                /** @description Only items assigned to this user */
                assignedToUserId?: string;
                /** @description Only items linked to an entity of this type */
                entityType?: string;
                /** @description Only items linked to this entity */
                entityId?: string;
                /** @description Only the record with this externalId */
                externalId?: string;
                /** @description Scopes results to that event (404 when it does not exist) */
                eventExternalId?: string;
                /** @description Custom-field filters, all of which must hold (at most 20): JSON text of an array of { key, op, value } */
                fieldFilters?: components["schemas"]["FieldFilter"][];
                /** @description Sort by a custom field instead of the default sort: JSON text of { key, direction } */
                fieldSort?: components["schemas"]["FieldSort"];
                /** @description Also return tombstones { id, externalId, deletedAt, updatedAt } of deleted items (for sync) */
                includeDeleted?: boolean;
            };
            header?: {
                /** @description ETag(s) of the representation the client holds: when one is current, 304 with no body, not counted against the rate limit */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of records; `meta.nextCursor` (or `meta.pagination`) leads to the next. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "c48636fa-6364-486d-a013-e7edaf1f8dcd",
                     *           "entityType": "event",
                     *           "entityId": "70122cc0-94da-4f73-a6a1-4e89aba99a57",
                     *           "formSubmissionId": null,
                     *           "sourceSectionNodeId": null,
                     *           "title": "Replace damaged racking upright in aisle 4",
                     *           "description": "Inspect the bay, replace the upright and re-certify the load rating.",
                     *           "assignedToUserId": "a2684f9f-fe40-4f07-9b3e-64012c6d657f",
                     *           "assignedToUserName": "Maria Jansen",
                     *           "assignedToDepartmentId": null,
                     *           "assignedToRoleSlug": null,
                     *           "dueDate": "2026-12-15T17:00:00.000Z",
                     *           "priority": "urgent",
                     *           "statusId": "91e66936-78eb-4fa1-a664-018e6ff78609",
                     *           "statusName": "Awaiting spare parts",
                     *           "statusGroup": "on_hold",
                     *           "status": "in_progress",
                     *           "assetId": "563f349f-a624-4d44-b604-183b6addc8f7",
                     *           "assetName": "Forklift FL-07",
                     *           "externalId": "CA-2026-0142",
                     *           "responseNotes": "Spare upright ordered.",
                     *           "attachments": null,
                     *           "completedAt": null,
                     *           "completedById": null,
                     *           "completedByName": null,
                     *           "createdById": null,
                     *           "fields": {
                     *             "rootCause": "equipment",
                     *             "costEstimate": 1850
                     *           },
                     *           "metadata": {},
                     *           "organizationId": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
                     *           "teamId": "b77f4899-767a-48d0-aeb5-454a90582693",
                     *           "createdAt": "2026-11-26T07:44:57.037Z",
                     *           "updatedAt": "2026-11-26T07:44:57.079Z"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "pagination": {
                     *           "page": 1,
                     *           "limit": 20,
                     *           "total": 1,
                     *           "totalPages": 1,
                     *           "hasNext": false,
                     *           "hasPrev": false
                     *         },
                     *         "nextCursor": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ListActionItemsResponse"];
                };
            };
            /** @description Not Modified: the ETag in If-None-Match is current (no body; not counted against the rate limit) */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such record in the organization of the API key (another organization's record is not found either). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    upsertActionItem: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETag(s) of the record as the client last read it (`*`: any existing record): the write runs only if one is the current record's; otherwise, or when there is no current record, 412 precondition_failed and nothing is written */
                "if-match"?: string;
                /** @description The id or externalId of the organization's user this write acts for; change entries name it as actor.onBehalfOf */
                "x-on-behalf-of"?: string;
                /** @description Makes a retry safe: a repeat with the same key, method, path and body within the key's lifetime (24 h by default) answers the first response with Idempotent-Replayed: true instead of running again; the same key with another request → 409 idempotency_conflict */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Replace damaged racking upright in aisle 4",
                 *       "externalId": "CA-2026-0142",
                 *       "eventExternalId": "INC-2026-0311",
                 *       "description": "Inspect the bay, replace the upright and re-certify the load rating.",
                 *       "assignedToUserId": "a2684f9f-fe40-4f07-9b3e-64012c6d657f",
                 *       "dueDate": "2026-12-15T17:00:00.000Z",
                 *       "priority": "high",
                 *       "statusExternalId": "ST-PARTS",
                 *       "locationExternalId": "FL-07",
                 *       "fields": {
                 *         "rootCause": "equipment",
                 *         "costEstimate": 1850
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ActionItemInput"];
            };
        };
        responses: {
            /** @description Updated: an existing record matched the upsert key (unchanged, with its old `updatedAt`, when the write changed nothing). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "c48636fa-6364-486d-a013-e7edaf1f8dcd",
                     *         "entityType": "event",
                     *         "entityId": "70122cc0-94da-4f73-a6a1-4e89aba99a57",
                     *         "formSubmissionId": null,
                     *         "sourceSectionNodeId": null,
                     *         "title": "Replace damaged racking upright in aisle 4",
                     *         "description": "Inspect the bay, replace the upright and re-certify the load rating.",
                     *         "assignedToUserId": "a2684f9f-fe40-4f07-9b3e-64012c6d657f",
                     *         "assignedToUserName": "Maria Jansen",
                     *         "assignedToDepartmentId": null,
                     *         "assignedToRoleSlug": null,
                     *         "dueDate": "2026-12-15T17:00:00.000Z",
                     *         "priority": "high",
                     *         "statusId": "91e66936-78eb-4fa1-a664-018e6ff78609",
                     *         "statusName": "Awaiting spare parts",
                     *         "statusGroup": "on_hold",
                     *         "status": "in_progress",
                     *         "assetId": "563f349f-a624-4d44-b604-183b6addc8f7",
                     *         "assetName": "Forklift FL-07",
                     *         "externalId": "CA-2026-0142",
                     *         "responseNotes": null,
                     *         "attachments": null,
                     *         "completedAt": null,
                     *         "completedById": null,
                     *         "completedByName": null,
                     *         "createdById": null,
                     *         "fields": {
                     *           "rootCause": "equipment",
                     *           "costEstimate": 1850
                     *         },
                     *         "metadata": {},
                     *         "organizationId": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
                     *         "teamId": "b77f4899-767a-48d0-aeb5-454a90582693",
                     *         "createdAt": "2026-11-26T07:44:57.037Z",
                     *         "updatedAt": "2026-11-26T07:44:57.037Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["UpsertActionItemResponse"];
                };
            };
            /** @description Created: the new record as stored. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "c48636fa-6364-486d-a013-e7edaf1f8dcd",
                     *         "entityType": "event",
                     *         "entityId": "70122cc0-94da-4f73-a6a1-4e89aba99a57",
                     *         "formSubmissionId": null,
                     *         "sourceSectionNodeId": null,
                     *         "title": "Replace damaged racking upright in aisle 4",
                     *         "description": "Inspect the bay, replace the upright and re-certify the load rating.",
                     *         "assignedToUserId": "a2684f9f-fe40-4f07-9b3e-64012c6d657f",
                     *         "assignedToUserName": "Maria Jansen",
                     *         "assignedToDepartmentId": null,
                     *         "assignedToRoleSlug": null,
                     *         "dueDate": "2026-12-15T17:00:00.000Z",
                     *         "priority": "high",
                     *         "statusId": "91e66936-78eb-4fa1-a664-018e6ff78609",
                     *         "statusName": "Awaiting spare parts",
                     *         "statusGroup": "on_hold",
                     *         "status": "in_progress",
                     *         "assetId": "563f349f-a624-4d44-b604-183b6addc8f7",
                     *         "assetName": "Forklift FL-07",
                     *         "externalId": "CA-2026-0142",
                     *         "responseNotes": null,
                     *         "attachments": null,
                     *         "completedAt": null,
                     *         "completedById": null,
                     *         "completedByName": null,
                     *         "createdById": null,
                     *         "fields": {
                     *           "rootCause": "equipment",
                     *           "costEstimate": 1850
                     *         },
                     *         "metadata": {},
                     *         "organizationId": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
                     *         "teamId": "b77f4899-767a-48d0-aeb5-454a90582693",
                     *         "createdAt": "2026-11-26T07:44:57.037Z",
                     *         "updatedAt": "2026-11-26T07:44:57.037Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["UpsertActionItemResponse"];
                };
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such record in the organization of the API key (another organization's record is not found either). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The write clashes with stored data (`conflict`), or its Idempotency-Key was used with another request or is in use by a request still running (`idempotency_conflict`, with Retry-After). Nothing was written. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description If-Match names a version that is not the current record's, or there is no current record. Nothing was written. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreconditionFailedError"];
                };
            };
            /** @description The request body is larger than the limit. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The request body is not `application/json`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    bulkUpsertActionItems: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETag(s) of the record as the client last read it (`*`: any existing record): the write runs only if one is the current record's; otherwise, or when there is no current record, 412 precondition_failed and nothing is written */
                "if-match"?: string;
                /** @description The id or externalId of the organization's user this write acts for; change entries name it as actor.onBehalfOf */
                "x-on-behalf-of"?: string;
                /** @description Makes a retry safe: a repeat with the same key, method, path and body within the key's lifetime (24 h by default) answers the first response with Idempotent-Replayed: true instead of running again; the same key with another request → 409 idempotency_conflict */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "actionItems": [
                 *         {
                 *           "title": "Refresher training on aisle speed limits",
                 *           "externalId": "CA-2026-0143",
                 *           "priority": "medium",
                 *           "fields": {
                 *             "rootCause": "training"
                 *           }
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["BulkUpsertActionItemsRequest"];
            };
        };
        responses: {
            /** @description Every element's outcome, in request order (a failed element does not stop the others). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "results": [
                     *           {
                     *             "index": 0,
                     *             "action": "created",
                     *             "id": "24a030cf-c17b-4388-bc97-c4a9cb8ef1ce",
                     *             "externalId": "CA-2026-0143"
                     *           }
                     *         ],
                     *         "summary": {
                     *           "total": 1,
                     *           "created": 1,
                     *           "updated": 0,
                     *           "failed": 0
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["BulkUpsertActionItemsResponse"];
                };
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The write clashes with stored data (`conflict`), or its Idempotency-Key was used with another request or is in use by a request still running (`idempotency_conflict`, with Retry-After). Nothing was written. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description If-Match names a version that is not the current record's, or there is no current record. Nothing was written. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreconditionFailedError"];
                };
            };
            /** @description The request body is larger than the limit. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The request body is not `application/json`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    getActionItem: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETag(s) of the representation the client holds: when one is current, 304 with no body, not counted against the rate limit */
                "if-none-match"?: string;
            };
            path: {
                /**
                 * @description The action item's id
                 * @example c48636fa-6364-486d-a013-e7edaf1f8dcd
                 */
                actionItemId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "c48636fa-6364-486d-a013-e7edaf1f8dcd",
                     *         "entityType": "event",
                     *         "entityId": "70122cc0-94da-4f73-a6a1-4e89aba99a57",
                     *         "formSubmissionId": null,
                     *         "sourceSectionNodeId": null,
                     *         "title": "Replace damaged racking upright in aisle 4",
                     *         "description": "Inspect the bay, replace the upright and re-certify the load rating.",
                     *         "assignedToUserId": "a2684f9f-fe40-4f07-9b3e-64012c6d657f",
                     *         "assignedToUserName": "Maria Jansen",
                     *         "assignedToDepartmentId": null,
                     *         "assignedToRoleSlug": null,
                     *         "dueDate": "2026-12-15T17:00:00.000Z",
                     *         "priority": "urgent",
                     *         "statusId": "91e66936-78eb-4fa1-a664-018e6ff78609",
                     *         "statusName": "Awaiting spare parts",
                     *         "statusGroup": "on_hold",
                     *         "status": "in_progress",
                     *         "assetId": "563f349f-a624-4d44-b604-183b6addc8f7",
                     *         "assetName": "Forklift FL-07",
                     *         "externalId": "CA-2026-0142",
                     *         "responseNotes": "Spare upright ordered.",
                     *         "attachments": null,
                     *         "completedAt": null,
                     *         "completedById": null,
                     *         "completedByName": null,
                     *         "createdById": null,
                     *         "fields": {
                     *           "rootCause": "equipment",
                     *           "costEstimate": 1850
                     *         },
                     *         "metadata": {},
                     *         "organizationId": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
                     *         "teamId": "b77f4899-767a-48d0-aeb5-454a90582693",
                     *         "createdAt": "2026-11-26T07:44:57.037Z",
                     *         "updatedAt": "2026-11-26T07:44:57.079Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["GetActionItemResponse"];
                };
            };
            /** @description Not Modified: the ETag in If-None-Match is current (no body; not counted against the rate limit) */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such record in the organization of the API key (another organization's record is not found either). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    deleteActionItem: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETag(s) of the record as the client last read it (`*`: any existing record): the write runs only if one is the current record's; otherwise, or when there is no current record, 412 precondition_failed and nothing is written */
                "if-match"?: string;
                /** @description The id or externalId of the organization's user this write acts for; change entries name it as actor.onBehalfOf */
                "x-on-behalf-of"?: string;
                /** @description Makes a retry safe: a repeat with the same key, method, path and body within the key's lifetime (24 h by default) answers the first response with Idempotent-Replayed: true instead of running again; the same key with another request → 409 idempotency_conflict */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description The action item's id
                 * @example c48636fa-6364-486d-a013-e7edaf1f8dcd
                 */
                actionItemId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such record in the organization of the API key (another organization's record is not found either). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The write clashes with stored data (`conflict`), or its Idempotency-Key was used with another request or is in use by a request still running (`idempotency_conflict`, with Retry-After). Nothing was written. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description If-Match names a version that is not the current record's, or there is no current record. Nothing was written. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreconditionFailedError"];
                };
            };
            /** @description The request body is larger than the limit. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The request body is not `application/json`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    updateActionItem: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETag(s) of the record as the client last read it (`*`: any existing record): the write runs only if one is the current record's; otherwise, or when there is no current record, 412 precondition_failed and nothing is written */
                "if-match"?: string;
                /** @description The id or externalId of the organization's user this write acts for; change entries name it as actor.onBehalfOf */
                "x-on-behalf-of"?: string;
                /** @description Makes a retry safe: a repeat with the same key, method, path and body within the key's lifetime (24 h by default) answers the first response with Idempotent-Replayed: true instead of running again; the same key with another request → 409 idempotency_conflict */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description The action item's id
                 * @example c48636fa-6364-486d-a013-e7edaf1f8dcd
                 */
                actionItemId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "priority": "urgent",
                 *       "responseNotes": "Spare upright ordered."
                 *     }
                 */
                "application/json": components["schemas"]["ActionItemPatch"];
            };
        };
        responses: {
            /** @description Done: the record as stored. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "c48636fa-6364-486d-a013-e7edaf1f8dcd",
                     *         "entityType": "event",
                     *         "entityId": "70122cc0-94da-4f73-a6a1-4e89aba99a57",
                     *         "formSubmissionId": null,
                     *         "sourceSectionNodeId": null,
                     *         "title": "Replace damaged racking upright in aisle 4",
                     *         "description": "Inspect the bay, replace the upright and re-certify the load rating.",
                     *         "assignedToUserId": "a2684f9f-fe40-4f07-9b3e-64012c6d657f",
                     *         "assignedToUserName": "Maria Jansen",
                     *         "assignedToDepartmentId": null,
                     *         "assignedToRoleSlug": null,
                     *         "dueDate": "2026-12-15T17:00:00.000Z",
                     *         "priority": "urgent",
                     *         "statusId": "91e66936-78eb-4fa1-a664-018e6ff78609",
                     *         "statusName": "Awaiting spare parts",
                     *         "statusGroup": "on_hold",
                     *         "status": "in_progress",
                     *         "assetId": "563f349f-a624-4d44-b604-183b6addc8f7",
                     *         "assetName": "Forklift FL-07",
                     *         "externalId": "CA-2026-0142",
                     *         "responseNotes": "Spare upright ordered.",
                     *         "attachments": null,
                     *         "completedAt": null,
                     *         "completedById": null,
                     *         "completedByName": null,
                     *         "createdById": null,
                     *         "fields": {
                     *           "rootCause": "equipment",
                     *           "costEstimate": 1850
                     *         },
                     *         "metadata": {},
                     *         "organizationId": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
                     *         "teamId": "b77f4899-767a-48d0-aeb5-454a90582693",
                     *         "createdAt": "2026-11-26T07:44:57.037Z",
                     *         "updatedAt": "2026-11-26T07:44:57.079Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["UpdateActionItemResponse"];
                };
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such record in the organization of the API key (another organization's record is not found either). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The write clashes with stored data (`conflict`), or its Idempotency-Key was used with another request or is in use by a request still running (`idempotency_conflict`, with Retry-After). Nothing was written. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description If-Match names a version that is not the current record's, or there is no current record. Nothing was written. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreconditionFailedError"];
                };
            };
            /** @description The request body is larger than the limit. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The request body is not `application/json`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    listActionItemStatuses: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETag(s) of the representation the client holds: when one is current, 304 with no body, not counted against the rate limit */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every matching record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "31dd6e6e-46cb-4b8f-ab8d-4b9f66e21290",
                     *           "name": "Open",
                     *           "group": "new",
                     *           "externalId": null,
                     *           "ordinal": 1,
                     *           "isDefault": true
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ListActionItemStatusesResponse"];
                };
            };
            /** @description Not Modified: the ETag in If-None-Match is current (no body; not counted against the rate limit) */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    createActionItemStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETag(s) of the record as the client last read it (`*`: any existing record): the write runs only if one is the current record's; otherwise, or when there is no current record, 412 precondition_failed and nothing is written */
                "if-match"?: string;
                /** @description The id or externalId of the organization's user this write acts for; change entries name it as actor.onBehalfOf */
                "x-on-behalf-of"?: string;
                /** @description Makes a retry safe: a repeat with the same key, method, path and body within the key's lifetime (24 h by default) answers the first response with Idempotent-Replayed: true instead of running again; the same key with another request → 409 idempotency_conflict */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Awaiting parts",
                 *       "group": "on_hold",
                 *       "externalId": "ST-PARTS"
                 *     }
                 */
                "application/json": components["schemas"]["CreateActionItemStatusRequest"];
            };
        };
        responses: {
            /** @description Created: the new record as stored. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "91e66936-78eb-4fa1-a664-018e6ff78609",
                     *         "name": "Awaiting parts",
                     *         "group": "on_hold",
                     *         "externalId": "ST-PARTS",
                     *         "ordinal": 6,
                     *         "isDefault": false
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CreateActionItemStatusResponse"];
                };
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The write clashes with stored data (`conflict`), or its Idempotency-Key was used with another request or is in use by a request still running (`idempotency_conflict`, with Retry-After). Nothing was written. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description If-Match names a version that is not the current record's, or there is no current record. Nothing was written. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreconditionFailedError"];
                };
            };
            /** @description The request body is larger than the limit. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The request body is not `application/json`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    updateActionItemStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETag(s) of the record as the client last read it (`*`: any existing record): the write runs only if one is the current record's; otherwise, or when there is no current record, 412 precondition_failed and nothing is written */
                "if-match"?: string;
                /** @description The id or externalId of the organization's user this write acts for; change entries name it as actor.onBehalfOf */
                "x-on-behalf-of"?: string;
                /** @description Makes a retry safe: a repeat with the same key, method, path and body within the key's lifetime (24 h by default) answers the first response with Idempotent-Replayed: true instead of running again; the same key with another request → 409 idempotency_conflict */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description The record's id
                 * @example 91e66936-78eb-4fa1-a664-018e6ff78609
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Awaiting spare parts"
                 *     }
                 */
                "application/json": components["schemas"]["UpdateActionItemStatusRequest"];
            };
        };
        responses: {
            /** @description Done: the record as stored. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "91e66936-78eb-4fa1-a664-018e6ff78609",
                     *         "name": "Awaiting spare parts",
                     *         "group": "on_hold",
                     *         "externalId": "ST-PARTS",
                     *         "ordinal": 6,
                     *         "isDefault": false
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["UpdateActionItemStatusResponse"];
                };
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such record in the organization of the API key (another organization's record is not found either). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The write clashes with stored data (`conflict`), or its Idempotency-Key was used with another request or is in use by a request still running (`idempotency_conflict`, with Retry-After). Nothing was written. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description If-Match names a version that is not the current record's, or there is no current record. Nothing was written. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreconditionFailedError"];
                };
            };
            /** @description The request body is larger than the limit. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The request body is not `application/json`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    listModuleFields: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETag(s) of the representation the client holds: when one is current, 304 with no body, not counted against the rate limit */
                "if-none-match"?: string;
            };
            path: {
                /**
                 * @description The module whose custom fields these are (action_item)
                 * @example action_item
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every matching record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "key": "rootCause",
                     *           "label": "Root cause",
                     *           "description": null,
                     *           "type": "enum",
                     *           "required": false,
                     *           "constraints": null,
                     *           "logic": null,
                     *           "defaultValue": null,
                     *           "ordinal": 1,
                     *           "groupLabel": null,
                     *           "ops": [
                     *             "eq",
                     *             "neq",
                     *             "in",
                     *             "isNull",
                     *             "isNotNull"
                     *           ],
                     *           "options": [
                     *             {
                     *               "value": "equipment",
                     *               "label": "Equipment"
                     *             },
                     *             {
                     *               "value": "procedure",
                     *               "label": "Procedure"
                     *             },
                     *             {
                     *               "value": "training",
                     *               "label": "Training"
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ListModuleFieldsResponse"];
                };
            };
            /** @description Not Modified: the ETag in If-None-Match is current (no body; not counted against the rate limit) */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such record in the organization of the API key (another organization's record is not found either). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    createModuleField: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETag(s) of the record as the client last read it (`*`: any existing record): the write runs only if one is the current record's; otherwise, or when there is no current record, 412 precondition_failed and nothing is written */
                "if-match"?: string;
                /** @description The id or externalId of the organization's user this write acts for; change entries name it as actor.onBehalfOf */
                "x-on-behalf-of"?: string;
                /** @description Makes a retry safe: a repeat with the same key, method, path and body within the key's lifetime (24 h by default) answers the first response with Idempotent-Replayed: true instead of running again; the same key with another request → 409 idempotency_conflict */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description The module whose custom fields these are (action_item)
                 * @example action_item
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "key": "costEstimate",
                 *       "label": "Cost estimate (EUR)",
                 *       "type": "number"
                 *     }
                 */
                "application/json": components["schemas"]["CreateModuleFieldRequest"];
            };
        };
        responses: {
            /** @description Created: the new record as stored. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "key": "costEstimate",
                     *         "label": "Cost estimate (EUR)",
                     *         "description": null,
                     *         "type": "number",
                     *         "required": false,
                     *         "constraints": null,
                     *         "logic": null,
                     *         "defaultValue": null,
                     *         "ordinal": 2,
                     *         "groupLabel": null,
                     *         "ops": [
                     *           "eq",
                     *           "neq",
                     *           "gt",
                     *           "gte",
                     *           "lt",
                     *           "lte",
                     *           "in",
                     *           "isNull",
                     *           "isNotNull"
                     *         ],
                     *         "options": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CreateModuleFieldResponse"];
                };
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such record in the organization of the API key (another organization's record is not found either). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The write clashes with stored data (`conflict`), or its Idempotency-Key was used with another request or is in use by a request still running (`idempotency_conflict`, with Retry-After). Nothing was written. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description If-Match names a version that is not the current record's, or there is no current record. Nothing was written. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreconditionFailedError"];
                };
            };
            /** @description The request body is larger than the limit. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The request body is not `application/json`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    retireModuleField: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETag(s) of the record as the client last read it (`*`: any existing record): the write runs only if one is the current record's; otherwise, or when there is no current record, 412 precondition_failed and nothing is written */
                "if-match"?: string;
                /** @description The id or externalId of the organization's user this write acts for; change entries name it as actor.onBehalfOf */
                "x-on-behalf-of"?: string;
                /** @description Makes a retry safe: a repeat with the same key, method, path and body within the key's lifetime (24 h by default) answers the first response with Idempotent-Replayed: true instead of running again; the same key with another request → 409 idempotency_conflict */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description The module whose custom fields these are (action_item)
                 * @example action_item
                 */
                slug: string;
                /**
                 * @description The custom field's key
                 * @example costEstimate
                 */
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Retired */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such record in the organization of the API key (another organization's record is not found either). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The write clashes with stored data (`conflict`), or its Idempotency-Key was used with another request or is in use by a request still running (`idempotency_conflict`, with Retry-After). Nothing was written. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description If-Match names a version that is not the current record's, or there is no current record. Nothing was written. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreconditionFailedError"];
                };
            };
            /** @description The request body is larger than the limit. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The request body is not `application/json`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    updateModuleField: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETag(s) of the record as the client last read it (`*`: any existing record): the write runs only if one is the current record's; otherwise, or when there is no current record, 412 precondition_failed and nothing is written */
                "if-match"?: string;
                /** @description The id or externalId of the organization's user this write acts for; change entries name it as actor.onBehalfOf */
                "x-on-behalf-of"?: string;
                /** @description Makes a retry safe: a repeat with the same key, method, path and body within the key's lifetime (24 h by default) answers the first response with Idempotent-Replayed: true instead of running again; the same key with another request → 409 idempotency_conflict */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description The module whose custom fields these are (action_item)
                 * @example action_item
                 */
                slug: string;
                /**
                 * @description The custom field's key
                 * @example costEstimate
                 */
                key: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "label": "Estimated cost (EUR)"
                 *     }
                 */
                "application/json": components["schemas"]["UpdateModuleFieldRequest"];
            };
        };
        responses: {
            /** @description Done: the record as stored. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "key": "costEstimate",
                     *         "label": "Estimated cost (EUR)",
                     *         "description": null,
                     *         "type": "number",
                     *         "required": false,
                     *         "constraints": null,
                     *         "logic": null,
                     *         "defaultValue": null,
                     *         "ordinal": 2,
                     *         "groupLabel": null,
                     *         "ops": [
                     *           "eq",
                     *           "neq",
                     *           "gt",
                     *           "gte",
                     *           "lt",
                     *           "lte",
                     *           "in",
                     *           "isNull",
                     *           "isNotNull"
                     *         ],
                     *         "options": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["UpdateModuleFieldResponse"];
                };
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such record in the organization of the API key (another organization's record is not found either). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The write clashes with stored data (`conflict`), or its Idempotency-Key was used with another request or is in use by a request still running (`idempotency_conflict`, with Retry-After). Nothing was written. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description If-Match names a version that is not the current record's, or there is no current record. Nothing was written. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreconditionFailedError"];
                };
            };
            /** @description The request body is larger than the limit. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The request body is not `application/json`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    bulkUpsertEvents: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETag(s) of the record as the client last read it (`*`: any existing record): the write runs only if one is the current record's; otherwise, or when there is no current record, 412 precondition_failed and nothing is written */
                "if-match"?: string;
                /** @description The id or externalId of the organization's user this write acts for; change entries name it as actor.onBehalfOf */
                "x-on-behalf-of"?: string;
                /** @description Makes a retry safe: a repeat with the same key, method, path and body within the key's lifetime (24 h by default) answers the first response with Idempotent-Replayed: true instead of running again; the same key with another request → 409 idempotency_conflict */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "events": [
                 *         {
                 *           "externalId": "INC-2026-0311",
                 *           "title": "Forklift collided with racking in aisle 4",
                 *           "description": "No injuries; racking upright dented.",
                 *           "locationExternalId": "SITE-RTM",
                 *           "reportedByExternalId": "EMP-1042"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["BulkUpsertEventsRequest"];
            };
        };
        responses: {
            /** @description Every element's outcome, in request order (a failed element does not stop the others). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "results": [
                     *           {
                     *             "externalId": "INC-2026-0311",
                     *             "success": true,
                     *             "created": true,
                     *             "id": "70122cc0-94da-4f73-a6a1-4e89aba99a57"
                     *           }
                     *         ],
                     *         "summary": {
                     *           "total": 1,
                     *           "created": 1,
                     *           "updated": 0,
                     *           "failed": 0
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["BulkUpsertEventsResponse"];
                };
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The write clashes with stored data (`conflict`), or its Idempotency-Key was used with another request or is in use by a request still running (`idempotency_conflict`, with Retry-After). Nothing was written. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description If-Match names a version that is not the current record's, or there is no current record. Nothing was written. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreconditionFailedError"];
                };
            };
            /** @description The request body is larger than the limit. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The request body is not `application/json`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description Page number, from 1 (default 1) */
                page?: number;
                /** @description Records per page, 1 to 100 (default 50) */
                limit?: number;
                /** @description meta.nextCursor of the previous page; replaces page */
                cursor?: string;
                /**
                 * @description Only records updated after this instant (exclusive); ISO 8601 with Z or an offset
                 * @example 2026-01-01T00:00:00Z
                 */
                updatedAfter?: DateTimeInput;
                /** @description Only records updated before this instant (exclusive); ISO 8601 with Z or an offset */
                updatedBefore?: DateTimeInput;
                /** @description Sort field (default eventDate desc; updatedAt asc with a bound or cursor) */
                sort?: "eventDate" | "createdAt" | "updatedAt" | "title";
                /** @description Sort direction */
                dir?: "asc" | "desc";
                /** @description Only the record with this externalId */
                externalId?: string;
                /** @description Only events of this type */
                eventType?: string;
                /** @description Only records with this status */
                status?: "open" | "in_review" | "closed";
                /** @description Include soft-deleted events (tombstones, with deletedAt) */
                includeDeleted?: boolean;
            };
            header?: {
                /** @description ETag(s) of the representation the client holds: when one is current, 304 with no body, not counted against the rate limit */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of records; `meta.nextCursor` (or `meta.pagination`) leads to the next. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "70122cc0-94da-4f73-a6a1-4e89aba99a57",
                     *           "organizationId": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
                     *           "teamId": "b77f4899-767a-48d0-aeb5-454a90582693",
                     *           "externalId": "INC-2026-0311",
                     *           "title": "Forklift collided with racking in aisle 4",
                     *           "description": "No injuries; racking upright dented.",
                     *           "eventType": null,
                     *           "eventDate": "2026-11-26T07:44:56.972Z",
                     *           "status": "open",
                     *           "severity": null,
                     *           "assetId": "ab47e7df-ee03-45da-9d5c-54d654190fec",
                     *           "assetName": "Rotterdam Distribution Center",
                     *           "reportedById": "a2684f9f-fe40-4f07-9b3e-64012c6d657f",
                     *           "reportedByName": "Maria Jansen",
                     *           "metadata": {},
                     *           "createdAt": "2026-11-26T07:44:56.972Z",
                     *           "updatedAt": "2026-11-26T07:44:56.972Z",
                     *           "deletedAt": null
                     *         }
                     *       ],
                     *       "meta": {
                     *         "pagination": {
                     *           "page": 1,
                     *           "limit": 50,
                     *           "total": 1,
                     *           "totalPages": 1,
                     *           "hasNext": false,
                     *           "hasPrev": false
                     *         },
                     *         "nextCursor": "WyJ2MSIsIjIwMjYtMTEtMjYgMDc6NDQ6NTYuOTcyKzAwIiwiNzAxMjJjYzAtOTRkYS00ZjczLWE2YTEtNGU4OWFiYTk5YTU3Il0"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ListEventsResponse"];
                };
            };
            /** @description Not Modified: the ETag in If-None-Match is current (no body; not counted against the rate limit) */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    getEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETag(s) of the representation the client holds: when one is current, 304 with no body, not counted against the rate limit */
                "if-none-match"?: string;
            };
            path: {
                /**
                 * @description UUID or externalId
                 * @example 70122cc0-94da-4f73-a6a1-4e89aba99a57
                 */
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "70122cc0-94da-4f73-a6a1-4e89aba99a57",
                     *         "organizationId": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
                     *         "teamId": "b77f4899-767a-48d0-aeb5-454a90582693",
                     *         "externalId": "INC-2026-0311",
                     *         "title": "Forklift collided with racking in aisle 4",
                     *         "description": "No injuries; racking upright dented.",
                     *         "eventType": null,
                     *         "eventDate": "2026-11-26T07:44:56.972Z",
                     *         "status": "open",
                     *         "severity": null,
                     *         "assetId": "ab47e7df-ee03-45da-9d5c-54d654190fec",
                     *         "assetName": "Rotterdam Distribution Center",
                     *         "reportedById": "a2684f9f-fe40-4f07-9b3e-64012c6d657f",
                     *         "reportedByName": "Maria Jansen",
                     *         "metadata": {},
                     *         "createdAt": "2026-11-26T07:44:56.972Z",
                     *         "updatedAt": "2026-11-26T07:44:56.972Z",
                     *         "deletedAt": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["GetEventResponse"];
                };
            };
            /** @description Not Modified: the ETag in If-None-Match is current (no body; not counted against the rate limit) */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such record in the organization of the API key (another organization's record is not found either). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    deleteEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETag(s) of the record as the client last read it (`*`: any existing record): the write runs only if one is the current record's; otherwise, or when there is no current record, 412 precondition_failed and nothing is written */
                "if-match"?: string;
                /** @description The id or externalId of the organization's user this write acts for; change entries name it as actor.onBehalfOf */
                "x-on-behalf-of"?: string;
                /** @description Makes a retry safe: a repeat with the same key, method, path and body within the key's lifetime (24 h by default) answers the first response with Idempotent-Replayed: true instead of running again; the same key with another request → 409 idempotency_conflict */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description UUID or externalId
                 * @example 70122cc0-94da-4f73-a6a1-4e89aba99a57
                 */
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such record in the organization of the API key (another organization's record is not found either). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The write clashes with stored data (`conflict`), or its Idempotency-Key was used with another request or is in use by a request still running (`idempotency_conflict`, with Retry-After). Nothing was written. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description If-Match names a version that is not the current record's, or there is no current record. Nothing was written. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreconditionFailedError"];
                };
            };
            /** @description The request body is larger than the limit. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The request body is not `application/json`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    listAssets: {
        parameters: {
            query?: {
                /**
                 * @description Only assets of this type
                 * @example equipment
                 */
                type?: "location" | "equipment";
                /** @description Only records with this status */
                status?: "active" | "inactive";
                /** @description Only the direct children of this asset or location */
                parentId?: string;
                /** @description Only the record with this externalId */
                externalId?: string;
                /** @description Case-insensitive search in the name */
                q?: string;
                /** @description Also return tombstones of deleted records (for sync) */
                includeDeleted?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every matching record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "563f349f-a624-4d44-b604-183b6addc8f7",
                     *           "organizationId": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
                     *           "name": "Forklift FL-07",
                     *           "description": null,
                     *           "slug": "forklift-fl-07",
                     *           "address1": null,
                     *           "address2": null,
                     *           "city": null,
                     *           "state": null,
                     *           "zip": null,
                     *           "latitude": null,
                     *           "longitude": null,
                     *           "status": "active",
                     *           "type": "equipment",
                     *           "parentId": "ab47e7df-ee03-45da-9d5c-54d654190fec",
                     *           "externalId": "FL-07",
                     *           "createdById": null,
                     *           "lastEditedById": null,
                     *           "searchText": null,
                     *           "tagIds": [],
                     *           "createdAt": "2026-11-26T07:44:56.542Z",
                     *           "updatedAt": "2026-11-26T07:44:56.542Z",
                     *           "deletedAt": null,
                     *           "equipmentTypeId": "79a9d0c6-cea1-4b4c-bcbd-0139d3bd46a1",
                     *           "externalParentId": "SITE-RTM"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ListAssetsResponse"];
                };
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    upsertAsset: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETag(s) of the record as the client last read it (`*`: any existing record): the write runs only if one is the current record's; otherwise, or when there is no current record, 412 precondition_failed and nothing is written */
                "if-match"?: string;
                /** @description The id or externalId of the organization's user this write acts for; change entries name it as actor.onBehalfOf */
                "x-on-behalf-of"?: string;
                /** @description Makes a retry safe: a repeat with the same key, method, path and body within the key's lifetime (24 h by default) answers the first response with Idempotent-Replayed: true instead of running again; the same key with another request → 409 idempotency_conflict */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Forklift FL-07",
                 *       "externalId": "FL-07",
                 *       "type": "equipment",
                 *       "equipmentTypeId": "79a9d0c6-cea1-4b4c-bcbd-0139d3bd46a1",
                 *       "parentId": "ab47e7df-ee03-45da-9d5c-54d654190fec"
                 *     }
                 */
                "application/json": components["schemas"]["AssetInput"];
            };
        };
        responses: {
            /** @description Updated: an existing record matched the upsert key (unchanged, with its old `updatedAt`, when the write changed nothing). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "563f349f-a624-4d44-b604-183b6addc8f7",
                     *         "organizationId": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
                     *         "name": "Forklift FL-07",
                     *         "description": null,
                     *         "slug": "forklift-fl-07",
                     *         "address1": null,
                     *         "address2": null,
                     *         "city": null,
                     *         "state": null,
                     *         "zip": null,
                     *         "latitude": null,
                     *         "longitude": null,
                     *         "status": "active",
                     *         "type": "equipment",
                     *         "parentId": "ab47e7df-ee03-45da-9d5c-54d654190fec",
                     *         "externalId": "FL-07",
                     *         "createdById": null,
                     *         "lastEditedById": null,
                     *         "searchText": null,
                     *         "tagIds": [],
                     *         "createdAt": "2026-11-26T07:44:56.542Z",
                     *         "updatedAt": "2026-11-26T07:44:56.542Z",
                     *         "deletedAt": null,
                     *         "equipmentTypeId": "79a9d0c6-cea1-4b4c-bcbd-0139d3bd46a1",
                     *         "externalParentId": "SITE-RTM"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["UpsertAssetResponse"];
                };
            };
            /** @description Created: the new record as stored. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "563f349f-a624-4d44-b604-183b6addc8f7",
                     *         "organizationId": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
                     *         "name": "Forklift FL-07",
                     *         "description": null,
                     *         "slug": "forklift-fl-07",
                     *         "address1": null,
                     *         "address2": null,
                     *         "city": null,
                     *         "state": null,
                     *         "zip": null,
                     *         "latitude": null,
                     *         "longitude": null,
                     *         "status": "active",
                     *         "type": "equipment",
                     *         "parentId": "ab47e7df-ee03-45da-9d5c-54d654190fec",
                     *         "externalId": "FL-07",
                     *         "createdById": null,
                     *         "lastEditedById": null,
                     *         "searchText": null,
                     *         "tagIds": [],
                     *         "createdAt": "2026-11-26T07:44:56.542Z",
                     *         "updatedAt": "2026-11-26T07:44:56.542Z",
                     *         "deletedAt": null,
                     *         "equipmentTypeId": "79a9d0c6-cea1-4b4c-bcbd-0139d3bd46a1",
                     *         "externalParentId": "SITE-RTM"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["UpsertAssetResponse"];
                };
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The write clashes with stored data (`conflict`), or its Idempotency-Key was used with another request or is in use by a request still running (`idempotency_conflict`, with Retry-After). Nothing was written. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description If-Match names a version that is not the current record's, or there is no current record. Nothing was written. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreconditionFailedError"];
                };
            };
            /** @description The request body is larger than the limit. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The request body is not `application/json`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    bulkUpsertAssets: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETag(s) of the record as the client last read it (`*`: any existing record): the write runs only if one is the current record's; otherwise, or when there is no current record, 412 precondition_failed and nothing is written */
                "if-match"?: string;
                /** @description The id or externalId of the organization's user this write acts for; change entries name it as actor.onBehalfOf */
                "x-on-behalf-of"?: string;
                /** @description Makes a retry safe: a repeat with the same key, method, path and body within the key's lifetime (24 h by default) answers the first response with Idempotent-Replayed: true instead of running again; the same key with another request → 409 idempotency_conflict */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "assets": [
                 *         {
                 *           "name": "Forklift FL-08",
                 *           "externalId": "FL-08",
                 *           "type": "equipment",
                 *           "equipmentTypeId": "79a9d0c6-cea1-4b4c-bcbd-0139d3bd46a1",
                 *           "parentId": "ab47e7df-ee03-45da-9d5c-54d654190fec"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["BulkUpsertAssetsRequest"];
            };
        };
        responses: {
            /** @description Every element's outcome, in request order (a failed element does not stop the others). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "results": [
                     *           {
                     *             "externalId": "FL-08",
                     *             "success": true,
                     *             "created": true,
                     *             "id": "78f1f456-99a9-45d1-8da5-8814bfdc1b1e"
                     *           }
                     *         ],
                     *         "summary": {
                     *           "total": 1,
                     *           "created": 1,
                     *           "updated": 0,
                     *           "failed": 0
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["BulkUpsertAssetsResponse"];
                };
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The write clashes with stored data (`conflict`), or its Idempotency-Key was used with another request or is in use by a request still running (`idempotency_conflict`, with Retry-After). Nothing was written. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description If-Match names a version that is not the current record's, or there is no current record. Nothing was written. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreconditionFailedError"];
                };
            };
            /** @description The request body is larger than the limit. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The request body is not `application/json`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    getAsset: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETag(s) of the representation the client holds: when one is current, 304 with no body, not counted against the rate limit */
                "if-none-match"?: string;
            };
            path: {
                /**
                 * @description UUID or externalId
                 * @example 563f349f-a624-4d44-b604-183b6addc8f7
                 */
                assetId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "563f349f-a624-4d44-b604-183b6addc8f7",
                     *         "organizationId": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
                     *         "name": "Forklift FL-07",
                     *         "description": null,
                     *         "slug": "forklift-fl-07",
                     *         "address1": null,
                     *         "address2": null,
                     *         "city": null,
                     *         "state": null,
                     *         "zip": null,
                     *         "latitude": null,
                     *         "longitude": null,
                     *         "status": "active",
                     *         "type": "equipment",
                     *         "parentId": "ab47e7df-ee03-45da-9d5c-54d654190fec",
                     *         "externalId": "FL-07",
                     *         "createdById": null,
                     *         "lastEditedById": null,
                     *         "searchText": null,
                     *         "tagIds": [],
                     *         "createdAt": "2026-11-26T07:44:56.542Z",
                     *         "updatedAt": "2026-11-26T07:44:56.542Z",
                     *         "deletedAt": null,
                     *         "equipmentTypeId": "79a9d0c6-cea1-4b4c-bcbd-0139d3bd46a1",
                     *         "externalParentId": "SITE-RTM"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["GetAssetResponse"];
                };
            };
            /** @description Not Modified: the ETag in If-None-Match is current (no body; not counted against the rate limit) */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such record in the organization of the API key (another organization's record is not found either). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    listLocations: {
        parameters: {
            query?: {
                /** @description Only records with this status */
                status?: "active" | "inactive";
                /** @description Only the direct children of this asset or location */
                parentId?: string;
                /** @description Only the record with this externalId */
                externalId?: string;
                /** @description Case-insensitive search in the name */
                q?: string;
                /** @description Also return tombstones of deleted records (for sync) */
                includeDeleted?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every matching record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "ab47e7df-ee03-45da-9d5c-54d654190fec",
                     *           "organizationId": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
                     *           "name": "Rotterdam Distribution Center",
                     *           "description": null,
                     *           "slug": "rotterdam-distribution-center",
                     *           "address1": null,
                     *           "address2": null,
                     *           "city": null,
                     *           "state": null,
                     *           "zip": null,
                     *           "latitude": null,
                     *           "longitude": null,
                     *           "status": "active",
                     *           "type": "location",
                     *           "parentId": null,
                     *           "externalId": "SITE-RTM",
                     *           "createdById": null,
                     *           "lastEditedById": null,
                     *           "searchText": null,
                     *           "tagIds": [],
                     *           "createdAt": "2026-11-26T07:44:56.478Z",
                     *           "updatedAt": "2026-11-26T07:44:56.478Z",
                     *           "deletedAt": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ListLocationsResponse"];
                };
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    upsertLocation: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETag(s) of the record as the client last read it (`*`: any existing record): the write runs only if one is the current record's; otherwise, or when there is no current record, 412 precondition_failed and nothing is written */
                "if-match"?: string;
                /** @description The id or externalId of the organization's user this write acts for; change entries name it as actor.onBehalfOf */
                "x-on-behalf-of"?: string;
                /** @description Makes a retry safe: a repeat with the same key, method, path and body within the key's lifetime (24 h by default) answers the first response with Idempotent-Replayed: true instead of running again; the same key with another request → 409 idempotency_conflict */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Rotterdam Distribution Center",
                 *       "externalId": "SITE-RTM"
                 *     }
                 */
                "application/json": components["schemas"]["LocationInput"];
            };
        };
        responses: {
            /** @description Updated: an existing record matched the upsert key (unchanged, with its old `updatedAt`, when the write changed nothing). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "ab47e7df-ee03-45da-9d5c-54d654190fec",
                     *         "organizationId": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
                     *         "name": "Rotterdam Distribution Center",
                     *         "description": null,
                     *         "slug": "rotterdam-distribution-center",
                     *         "address1": null,
                     *         "address2": null,
                     *         "city": null,
                     *         "state": null,
                     *         "zip": null,
                     *         "latitude": null,
                     *         "longitude": null,
                     *         "status": "active",
                     *         "type": "location",
                     *         "parentId": null,
                     *         "externalId": "SITE-RTM",
                     *         "createdById": null,
                     *         "lastEditedById": null,
                     *         "searchText": null,
                     *         "tagIds": [],
                     *         "createdAt": "2026-11-26T07:44:56.478Z",
                     *         "updatedAt": "2026-11-26T07:44:56.478Z",
                     *         "deletedAt": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["UpsertLocationResponse"];
                };
            };
            /** @description Created: the new record as stored. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "ab47e7df-ee03-45da-9d5c-54d654190fec",
                     *         "organizationId": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
                     *         "name": "Rotterdam Distribution Center",
                     *         "description": null,
                     *         "slug": "rotterdam-distribution-center",
                     *         "address1": null,
                     *         "address2": null,
                     *         "city": null,
                     *         "state": null,
                     *         "zip": null,
                     *         "latitude": null,
                     *         "longitude": null,
                     *         "status": "active",
                     *         "type": "location",
                     *         "parentId": null,
                     *         "externalId": "SITE-RTM",
                     *         "createdById": null,
                     *         "lastEditedById": null,
                     *         "searchText": null,
                     *         "tagIds": [],
                     *         "createdAt": "2026-11-26T07:44:56.478Z",
                     *         "updatedAt": "2026-11-26T07:44:56.478Z",
                     *         "deletedAt": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["UpsertLocationResponse"];
                };
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The write clashes with stored data (`conflict`), or its Idempotency-Key was used with another request or is in use by a request still running (`idempotency_conflict`, with Retry-After). Nothing was written. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description If-Match names a version that is not the current record's, or there is no current record. Nothing was written. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreconditionFailedError"];
                };
            };
            /** @description The request body is larger than the limit. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The request body is not `application/json`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    getLocation: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETag(s) of the representation the client holds: when one is current, 304 with no body, not counted against the rate limit */
                "if-none-match"?: string;
            };
            path: {
                /**
                 * @description UUID or externalId
                 * @example ab47e7df-ee03-45da-9d5c-54d654190fec
                 */
                locationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "ab47e7df-ee03-45da-9d5c-54d654190fec",
                     *         "organizationId": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
                     *         "name": "Rotterdam Distribution Center",
                     *         "description": null,
                     *         "slug": "rotterdam-distribution-center",
                     *         "address1": null,
                     *         "address2": null,
                     *         "city": null,
                     *         "state": null,
                     *         "zip": null,
                     *         "latitude": null,
                     *         "longitude": null,
                     *         "status": "active",
                     *         "type": "location",
                     *         "parentId": null,
                     *         "externalId": "SITE-RTM",
                     *         "createdById": null,
                     *         "lastEditedById": null,
                     *         "searchText": null,
                     *         "tagIds": [],
                     *         "createdAt": "2026-11-26T07:44:56.478Z",
                     *         "updatedAt": "2026-11-26T07:44:56.478Z",
                     *         "deletedAt": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["GetLocationResponse"];
                };
            };
            /** @description Not Modified: the ETag in If-None-Match is current (no body; not counted against the rate limit) */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such record in the organization of the API key (another organization's record is not found either). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    listEquipmentTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every matching record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "79a9d0c6-cea1-4b4c-bcbd-0139d3bd46a1",
                     *           "name": "Forklift",
                     *           "slug": "forklift",
                     *           "externalName": "Forklift",
                     *           "createdAt": "2026-11-26T07:44:56.446Z",
                     *           "updatedAt": "2026-11-26T07:44:56.446Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ListEquipmentTypesResponse"];
                };
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    createEquipmentType: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETag(s) of the record as the client last read it (`*`: any existing record): the write runs only if one is the current record's; otherwise, or when there is no current record, 412 precondition_failed and nothing is written */
                "if-match"?: string;
                /** @description The id or externalId of the organization's user this write acts for; change entries name it as actor.onBehalfOf */
                "x-on-behalf-of"?: string;
                /** @description Makes a retry safe: a repeat with the same key, method, path and body within the key's lifetime (24 h by default) answers the first response with Idempotent-Replayed: true instead of running again; the same key with another request → 409 idempotency_conflict */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Forklift"
                 *     }
                 */
                "application/json": components["schemas"]["CreateEquipmentTypeRequest"];
            };
        };
        responses: {
            /** @description Created: the new record as stored. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "79a9d0c6-cea1-4b4c-bcbd-0139d3bd46a1",
                     *         "name": "Forklift",
                     *         "slug": "forklift",
                     *         "externalName": "Forklift",
                     *         "createdAt": "2026-11-26T07:44:56.446Z",
                     *         "updatedAt": "2026-11-26T07:44:56.446Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CreateEquipmentTypeResponse"];
                };
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The write clashes with stored data (`conflict`), or its Idempotency-Key was used with another request or is in use by a request still running (`idempotency_conflict`, with Retry-After). Nothing was written. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description If-Match names a version that is not the current record's, or there is no current record. Nothing was written. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreconditionFailedError"];
                };
            };
            /** @description The request body is larger than the limit. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The request body is not `application/json`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    listUsers: {
        parameters: {
            query?: {
                /** @description Only users with this role */
                role?: "admin" | "member" | "safety_center_user";
                /** @description Exact, case-insensitive */
                email?: string;
                /** @description Only the record with this externalId */
                externalId?: string;
                /**
                 * @description Case-insensitive search in name and email
                 * @example jansen
                 */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every matching record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "a2684f9f-fe40-4f07-9b3e-64012c6d657f",
                     *           "email": "maria.jansen@northwind.example",
                     *           "fullName": "Maria Jansen",
                     *           "phoneNumber": null,
                     *           "avatarUrl": null,
                     *           "role": "member",
                     *           "externalId": "EMP-1042",
                     *           "supervisorId": null,
                     *           "supervisorEmail": null,
                     *           "departments": [
                     *             {
                     *               "id": "b050c067-f89d-419c-b482-1d9d7dab1b02",
                     *               "name": "Warehouse Operations",
                     *               "slug": "warehouse-operations"
                     *             }
                     *           ],
                     *           "locations": [
                     *             {
                     *               "id": "ab47e7df-ee03-45da-9d5c-54d654190fec",
                     *               "name": "Rotterdam Distribution Center",
                     *               "slug": "rotterdam-distribution-center"
                     *             }
                     *           ],
                     *           "teams": [
                     *             {
                     *               "id": "b77f4899-767a-48d0-aeb5-454a90582693",
                     *               "name": "Default team",
                     *               "slug": "default"
                     *             }
                     *           ],
                     *           "createdAt": "2026-11-26T07:44:56.715Z",
                     *           "updatedAt": "2026-11-26T07:44:56.715Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ListUsersResponse"];
                };
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    upsertUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETag(s) of the record as the client last read it (`*`: any existing record): the write runs only if one is the current record's; otherwise, or when there is no current record, 412 precondition_failed and nothing is written */
                "if-match"?: string;
                /** @description The id or externalId of the organization's user this write acts for; change entries name it as actor.onBehalfOf */
                "x-on-behalf-of"?: string;
                /** @description Makes a retry safe: a repeat with the same key, method, path and body within the key's lifetime (24 h by default) answers the first response with Idempotent-Replayed: true instead of running again; the same key with another request → 409 idempotency_conflict */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "maria.jansen@northwind.example",
                 *       "fullName": "Maria Jansen",
                 *       "externalId": "EMP-1042",
                 *       "role": "member",
                 *       "departmentId": "b050c067-f89d-419c-b482-1d9d7dab1b02",
                 *       "locationId": "ab47e7df-ee03-45da-9d5c-54d654190fec"
                 *     }
                 */
                "application/json": components["schemas"]["UserInput"];
            };
        };
        responses: {
            /** @description Updated: an existing record matched the upsert key (unchanged, with its old `updatedAt`, when the write changed nothing). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "a2684f9f-fe40-4f07-9b3e-64012c6d657f",
                     *         "email": "maria.jansen@northwind.example",
                     *         "fullName": "Maria Jansen",
                     *         "phoneNumber": null,
                     *         "avatarUrl": null,
                     *         "role": "member",
                     *         "externalId": "EMP-1042",
                     *         "supervisorId": null,
                     *         "supervisorEmail": null,
                     *         "departments": [
                     *           {
                     *             "id": "b050c067-f89d-419c-b482-1d9d7dab1b02",
                     *             "name": "Warehouse Operations",
                     *             "slug": "warehouse-operations"
                     *           }
                     *         ],
                     *         "locations": [
                     *           {
                     *             "id": "ab47e7df-ee03-45da-9d5c-54d654190fec",
                     *             "name": "Rotterdam Distribution Center",
                     *             "slug": "rotterdam-distribution-center"
                     *           }
                     *         ],
                     *         "teams": [
                     *           {
                     *             "id": "b77f4899-767a-48d0-aeb5-454a90582693",
                     *             "name": "Default team",
                     *             "slug": "default"
                     *           }
                     *         ],
                     *         "createdAt": "2026-11-26T07:44:56.715Z",
                     *         "updatedAt": "2026-11-26T07:44:56.715Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["UpsertUserResponse"];
                };
            };
            /** @description Created: the new record as stored. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "a2684f9f-fe40-4f07-9b3e-64012c6d657f",
                     *         "email": "maria.jansen@northwind.example",
                     *         "fullName": "Maria Jansen",
                     *         "phoneNumber": null,
                     *         "avatarUrl": null,
                     *         "role": "member",
                     *         "externalId": "EMP-1042",
                     *         "supervisorId": null,
                     *         "supervisorEmail": null,
                     *         "departments": [
                     *           {
                     *             "id": "b050c067-f89d-419c-b482-1d9d7dab1b02",
                     *             "name": "Warehouse Operations",
                     *             "slug": "warehouse-operations"
                     *           }
                     *         ],
                     *         "locations": [
                     *           {
                     *             "id": "ab47e7df-ee03-45da-9d5c-54d654190fec",
                     *             "name": "Rotterdam Distribution Center",
                     *             "slug": "rotterdam-distribution-center"
                     *           }
                     *         ],
                     *         "teams": [
                     *           {
                     *             "id": "b77f4899-767a-48d0-aeb5-454a90582693",
                     *             "name": "Default team",
                     *             "slug": "default"
                     *           }
                     *         ],
                     *         "createdAt": "2026-11-26T07:44:56.715Z",
                     *         "updatedAt": "2026-11-26T07:44:56.715Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["UpsertUserResponse"];
                };
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The write clashes with stored data (`conflict`), or its Idempotency-Key was used with another request or is in use by a request still running (`idempotency_conflict`, with Retry-After). Nothing was written. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description If-Match names a version that is not the current record's, or there is no current record. Nothing was written. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreconditionFailedError"];
                };
            };
            /** @description The request body is larger than the limit. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The request body is not `application/json`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    bulkUpsertUsers: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETag(s) of the record as the client last read it (`*`: any existing record): the write runs only if one is the current record's; otherwise, or when there is no current record, 412 precondition_failed and nothing is written */
                "if-match"?: string;
                /** @description The id or externalId of the organization's user this write acts for; change entries name it as actor.onBehalfOf */
                "x-on-behalf-of"?: string;
                /** @description Makes a retry safe: a repeat with the same key, method, path and body within the key's lifetime (24 h by default) answers the first response with Idempotent-Replayed: true instead of running again; the same key with another request → 409 idempotency_conflict */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "users": [
                 *         {
                 *           "email": "tom.bakker@northwind.example",
                 *           "fullName": "Tom Bakker",
                 *           "externalId": "EMP-1043"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["BulkUpsertUsersRequest"];
            };
        };
        responses: {
            /** @description Every element's outcome, in request order (a failed element does not stop the others). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "results": [
                     *           {
                     *             "externalId": "EMP-1043",
                     *             "success": true,
                     *             "created": true,
                     *             "id": "7cb5eaf5-aa48-4646-9c6f-f30c15bca7c8"
                     *           }
                     *         ],
                     *         "summary": {
                     *           "total": 1,
                     *           "created": 1,
                     *           "updated": 0,
                     *           "failed": 0
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["BulkUpsertUsersResponse"];
                };
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The write clashes with stored data (`conflict`), or its Idempotency-Key was used with another request or is in use by a request still running (`idempotency_conflict`, with Retry-After). Nothing was written. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description If-Match names a version that is not the current record's, or there is no current record. Nothing was written. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreconditionFailedError"];
                };
            };
            /** @description The request body is larger than the limit. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The request body is not `application/json`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETag(s) of the representation the client holds: when one is current, 304 with no body, not counted against the rate limit */
                "if-none-match"?: string;
            };
            path: {
                /**
                 * @description UUID or email
                 * @example a2684f9f-fe40-4f07-9b3e-64012c6d657f
                 */
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "a2684f9f-fe40-4f07-9b3e-64012c6d657f",
                     *         "email": "maria.jansen@northwind.example",
                     *         "fullName": "Maria Jansen",
                     *         "phoneNumber": null,
                     *         "avatarUrl": null,
                     *         "role": "member",
                     *         "externalId": "EMP-1042",
                     *         "supervisorId": null,
                     *         "supervisorEmail": null,
                     *         "departments": [
                     *           {
                     *             "id": "b050c067-f89d-419c-b482-1d9d7dab1b02",
                     *             "name": "Warehouse Operations",
                     *             "slug": "warehouse-operations"
                     *           }
                     *         ],
                     *         "locations": [
                     *           {
                     *             "id": "ab47e7df-ee03-45da-9d5c-54d654190fec",
                     *             "name": "Rotterdam Distribution Center",
                     *             "slug": "rotterdam-distribution-center"
                     *           }
                     *         ],
                     *         "teams": [
                     *           {
                     *             "id": "b77f4899-767a-48d0-aeb5-454a90582693",
                     *             "name": "Default team",
                     *             "slug": "default"
                     *           }
                     *         ],
                     *         "createdAt": "2026-11-26T07:44:56.715Z",
                     *         "updatedAt": "2026-11-26T07:44:56.715Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["GetUserResponse"];
                };
            };
            /** @description Not Modified: the ETag in If-None-Match is current (no body; not counted against the rate limit) */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such record in the organization of the API key (another organization's record is not found either). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    listDepartments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every matching record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "b050c067-f89d-419c-b482-1d9d7dab1b02",
                     *           "name": "Warehouse Operations",
                     *           "slug": "warehouse-operations",
                     *           "externalId": "DEPT-WH",
                     *           "createdAt": "2026-11-26T07:44:56.371Z",
                     *           "updatedAt": "2026-11-26T07:44:56.371Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ListDepartmentsResponse"];
                };
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    upsertDepartment: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETag(s) of the record as the client last read it (`*`: any existing record): the write runs only if one is the current record's; otherwise, or when there is no current record, 412 precondition_failed and nothing is written */
                "if-match"?: string;
                /** @description The id or externalId of the organization's user this write acts for; change entries name it as actor.onBehalfOf */
                "x-on-behalf-of"?: string;
                /** @description Makes a retry safe: a repeat with the same key, method, path and body within the key's lifetime (24 h by default) answers the first response with Idempotent-Replayed: true instead of running again; the same key with another request → 409 idempotency_conflict */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Warehouse Operations",
                 *       "externalId": "DEPT-WH"
                 *     }
                 */
                "application/json": components["schemas"]["OrgUnitInput"];
            };
        };
        responses: {
            /** @description Updated: an existing record matched the upsert key (unchanged, with its old `updatedAt`, when the write changed nothing). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "b050c067-f89d-419c-b482-1d9d7dab1b02",
                     *         "name": "Warehouse Operations",
                     *         "slug": "warehouse-operations",
                     *         "externalId": "DEPT-WH",
                     *         "createdAt": "2026-11-26T07:44:56.371Z",
                     *         "updatedAt": "2026-11-26T07:44:56.371Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["UpsertDepartmentResponse"];
                };
            };
            /** @description Created: the new record as stored. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "b050c067-f89d-419c-b482-1d9d7dab1b02",
                     *         "name": "Warehouse Operations",
                     *         "slug": "warehouse-operations",
                     *         "externalId": "DEPT-WH",
                     *         "createdAt": "2026-11-26T07:44:56.371Z",
                     *         "updatedAt": "2026-11-26T07:44:56.371Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["UpsertDepartmentResponse"];
                };
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The write clashes with stored data (`conflict`), or its Idempotency-Key was used with another request or is in use by a request still running (`idempotency_conflict`, with Retry-After). Nothing was written. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description If-Match names a version that is not the current record's, or there is no current record. Nothing was written. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreconditionFailedError"];
                };
            };
            /** @description The request body is larger than the limit. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The request body is not `application/json`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    listTeams: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every matching record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "b77f4899-767a-48d0-aeb5-454a90582693",
                     *           "name": "Default team",
                     *           "slug": "default",
                     *           "externalId": null,
                     *           "createdAt": "2026-11-26T07:44:56.207Z",
                     *           "updatedAt": "2026-11-26T07:44:56.207Z",
                     *           "isDefault": true
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ListTeamsResponse"];
                };
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    upsertTeam: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETag(s) of the record as the client last read it (`*`: any existing record): the write runs only if one is the current record's; otherwise, or when there is no current record, 412 precondition_failed and nothing is written */
                "if-match"?: string;
                /** @description The id or externalId of the organization's user this write acts for; change entries name it as actor.onBehalfOf */
                "x-on-behalf-of"?: string;
                /** @description Makes a retry safe: a repeat with the same key, method, path and body within the key's lifetime (24 h by default) answers the first response with Idempotent-Replayed: true instead of running again; the same key with another request → 409 idempotency_conflict */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Night Shift",
                 *       "externalId": "TEAM-NIGHT"
                 *     }
                 */
                "application/json": components["schemas"]["OrgUnitInput"];
            };
        };
        responses: {
            /** @description Updated: an existing record matched the upsert key (unchanged, with its old `updatedAt`, when the write changed nothing). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "5062b756-5b94-4772-8844-cfa70f2292c9",
                     *         "name": "Night Shift",
                     *         "slug": "night-shift",
                     *         "externalId": "TEAM-NIGHT",
                     *         "createdAt": "2026-11-26T07:44:56.398Z",
                     *         "updatedAt": "2026-11-26T07:44:56.398Z",
                     *         "isDefault": false
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["UpsertTeamResponse"];
                };
            };
            /** @description Created: the new record as stored. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "5062b756-5b94-4772-8844-cfa70f2292c9",
                     *         "name": "Night Shift",
                     *         "slug": "night-shift",
                     *         "externalId": "TEAM-NIGHT",
                     *         "createdAt": "2026-11-26T07:44:56.398Z",
                     *         "updatedAt": "2026-11-26T07:44:56.398Z",
                     *         "isDefault": false
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["UpsertTeamResponse"];
                };
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The write clashes with stored data (`conflict`), or its Idempotency-Key was used with another request or is in use by a request still running (`idempotency_conflict`, with Retry-After). Nothing was written. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description If-Match names a version that is not the current record's, or there is no current record. Nothing was written. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreconditionFailedError"];
                };
            };
            /** @description The request body is larger than the limit. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The request body is not `application/json`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    listWorkflows: {
        parameters: {
            query?: {
                /** @description Page number, from 1 (default 1) */
                page?: number;
                /** @description Records per page, 1 to 1000 (default 50) */
                limit?: number;
                /** @description Only workflows of this type */
                flowType?: string;
                /** @description Case-insensitive search in the name */
                q?: string;
            };
            header?: {
                /** @description ETag(s) of the representation the client holds: when one is current, 304 with no body, not counted against the rate limit */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of records; `meta.nextCursor` (or `meta.pagination`) leads to the next. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "b0c19dca-bd7c-4c69-af0b-c4f158baa03a",
                     *           "organizationId": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
                     *           "teamId": "b77f4899-767a-48d0-aeb5-454a90582693",
                     *           "flowType": "assessment",
                     *           "name": "Incident investigation",
                     *           "version": 2,
                     *           "isActive": true,
                     *           "createdById": null,
                     *           "createdAt": "2026-11-26T07:44:57.113Z",
                     *           "updatedAt": "2026-11-26T07:44:57.153Z"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "pagination": {
                     *           "page": 1,
                     *           "limit": 50,
                     *           "total": 1,
                     *           "totalPages": 1,
                     *           "hasNext": false,
                     *           "hasPrev": false
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ListWorkflowsResponse"];
                };
            };
            /** @description Not Modified: the ETag in If-None-Match is current (no body; not counted against the rate limit) */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    createWorkflow: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETag(s) of the record as the client last read it (`*`: any existing record): the write runs only if one is the current record's; otherwise, or when there is no current record, 412 precondition_failed and nothing is written */
                "if-match"?: string;
                /** @description The id or externalId of the organization's user this write acts for; change entries name it as actor.onBehalfOf */
                "x-on-behalf-of"?: string;
                /** @description Makes a retry safe: a repeat with the same key, method, path and body within the key's lifetime (24 h by default) answers the first response with Idempotent-Replayed: true instead of running again; the same key with another request → 409 idempotency_conflict */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Incident investigation",
                 *       "flowType": "assessment",
                 *       "definition": {
                 *         "nodes": [
                 *           {
                 *             "key": "triage",
                 *             "type": "form"
                 *           }
                 *         ]
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CreateWorkflowRequest"];
            };
        };
        responses: {
            /** @description Created: the new record as stored. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "b0c19dca-bd7c-4c69-af0b-c4f158baa03a",
                     *         "organizationId": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
                     *         "teamId": "b77f4899-767a-48d0-aeb5-454a90582693",
                     *         "flowType": "assessment",
                     *         "name": "Incident investigation",
                     *         "version": 1,
                     *         "isActive": true,
                     *         "createdById": null,
                     *         "createdAt": "2026-11-26T07:44:57.113Z",
                     *         "updatedAt": "2026-11-26T07:44:57.113Z",
                     *         "definition": {
                     *           "nodes": [
                     *             {
                     *               "key": "triage",
                     *               "type": "form"
                     *             }
                     *           ]
                     *         },
                     *         "draftDefinition": null,
                     *         "deletedAt": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CreateWorkflowResponse"];
                };
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The write clashes with stored data (`conflict`), or its Idempotency-Key was used with another request or is in use by a request still running (`idempotency_conflict`, with Retry-After). Nothing was written. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description If-Match names a version that is not the current record's, or there is no current record. Nothing was written. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreconditionFailedError"];
                };
            };
            /** @description The request body is larger than the limit. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The request body is not `application/json`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    getWorkflow: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETag(s) of the representation the client holds: when one is current, 304 with no body, not counted against the rate limit */
                "if-none-match"?: string;
            };
            path: {
                /**
                 * @description The workflow's id
                 * @example b0c19dca-bd7c-4c69-af0b-c4f158baa03a
                 */
                workflowId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "b0c19dca-bd7c-4c69-af0b-c4f158baa03a",
                     *         "organizationId": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
                     *         "teamId": "b77f4899-767a-48d0-aeb5-454a90582693",
                     *         "flowType": "assessment",
                     *         "name": "Incident investigation",
                     *         "version": 2,
                     *         "isActive": true,
                     *         "createdById": null,
                     *         "createdAt": "2026-11-26T07:44:57.113Z",
                     *         "updatedAt": "2026-11-26T07:44:57.153Z",
                     *         "definition": {
                     *           "nodes": [
                     *             {
                     *               "key": "triage",
                     *               "type": "form"
                     *             },
                     *             {
                     *               "key": "review",
                     *               "type": "approval"
                     *             }
                     *           ]
                     *         },
                     *         "draftDefinition": {
                     *           "nodes": [
                     *             {
                     *               "key": "triage",
                     *               "type": "form"
                     *             },
                     *             {
                     *               "key": "review",
                     *               "type": "approval"
                     *             }
                     *           ]
                     *         },
                     *         "deletedAt": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["GetWorkflowResponse"];
                };
            };
            /** @description Not Modified: the ETag in If-None-Match is current (no body; not counted against the rate limit) */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such record in the organization of the API key (another organization's record is not found either). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    deleteWorkflow: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETag(s) of the record as the client last read it (`*`: any existing record): the write runs only if one is the current record's; otherwise, or when there is no current record, 412 precondition_failed and nothing is written */
                "if-match"?: string;
                /** @description The id or externalId of the organization's user this write acts for; change entries name it as actor.onBehalfOf */
                "x-on-behalf-of"?: string;
                /** @description Makes a retry safe: a repeat with the same key, method, path and body within the key's lifetime (24 h by default) answers the first response with Idempotent-Replayed: true instead of running again; the same key with another request → 409 idempotency_conflict */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description The workflow's id
                 * @example b0c19dca-bd7c-4c69-af0b-c4f158baa03a
                 */
                workflowId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such record in the organization of the API key (another organization's record is not found either). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The write clashes with stored data (`conflict`), or its Idempotency-Key was used with another request or is in use by a request still running (`idempotency_conflict`, with Retry-After). Nothing was written. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description If-Match names a version that is not the current record's, or there is no current record. Nothing was written. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreconditionFailedError"];
                };
            };
            /** @description The request body is larger than the limit. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The request body is not `application/json`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    publishWorkflowVersion: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETag(s) of the record as the client last read it (`*`: any existing record): the write runs only if one is the current record's; otherwise, or when there is no current record, 412 precondition_failed and nothing is written */
                "if-match"?: string;
                /** @description The id or externalId of the organization's user this write acts for; change entries name it as actor.onBehalfOf */
                "x-on-behalf-of"?: string;
                /** @description Makes a retry safe: a repeat with the same key, method, path and body within the key's lifetime (24 h by default) answers the first response with Idempotent-Replayed: true instead of running again; the same key with another request → 409 idempotency_conflict */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description The workflow's id
                 * @example b0c19dca-bd7c-4c69-af0b-c4f158baa03a
                 */
                workflowId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "definition": {
                 *         "nodes": [
                 *           {
                 *             "key": "triage",
                 *             "type": "form"
                 *           },
                 *           {
                 *             "key": "review",
                 *             "type": "approval"
                 *           }
                 *         ]
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["PublishWorkflowVersionRequest"];
            };
        };
        responses: {
            /** @description Created: the new record as stored. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "b0c19dca-bd7c-4c69-af0b-c4f158baa03a",
                     *         "organizationId": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
                     *         "teamId": "b77f4899-767a-48d0-aeb5-454a90582693",
                     *         "flowType": "assessment",
                     *         "name": "Incident investigation",
                     *         "version": 2,
                     *         "isActive": true,
                     *         "createdById": null,
                     *         "createdAt": "2026-11-26T07:44:57.113Z",
                     *         "updatedAt": "2026-11-26T07:44:57.153Z",
                     *         "definition": {
                     *           "nodes": [
                     *             {
                     *               "key": "triage",
                     *               "type": "form"
                     *             },
                     *             {
                     *               "key": "review",
                     *               "type": "approval"
                     *             }
                     *           ]
                     *         },
                     *         "draftDefinition": {
                     *           "nodes": [
                     *             {
                     *               "key": "triage",
                     *               "type": "form"
                     *             },
                     *             {
                     *               "key": "review",
                     *               "type": "approval"
                     *             }
                     *           ]
                     *         },
                     *         "deletedAt": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PublishWorkflowVersionResponse"];
                };
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such record in the organization of the API key (another organization's record is not found either). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The write clashes with stored data (`conflict`), or its Idempotency-Key was used with another request or is in use by a request still running (`idempotency_conflict`, with Retry-After). Nothing was written. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description If-Match names a version that is not the current record's, or there is no current record. Nothing was written. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreconditionFailedError"];
                };
            };
            /** @description The request body is larger than the limit. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The request body is not `application/json`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    saveWorkflowDraft: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETag(s) of the record as the client last read it (`*`: any existing record): the write runs only if one is the current record's; otherwise, or when there is no current record, 412 precondition_failed and nothing is written */
                "if-match"?: string;
                /** @description The id or externalId of the organization's user this write acts for; change entries name it as actor.onBehalfOf */
                "x-on-behalf-of"?: string;
                /** @description Makes a retry safe: a repeat with the same key, method, path and body within the key's lifetime (24 h by default) answers the first response with Idempotent-Replayed: true instead of running again; the same key with another request → 409 idempotency_conflict */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description The workflow's id
                 * @example b0c19dca-bd7c-4c69-af0b-c4f158baa03a
                 */
                workflowId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "draftDefinition": {
                 *         "nodes": [
                 *           {
                 *             "key": "triage",
                 *             "type": "form"
                 *           },
                 *           {
                 *             "key": "review",
                 *             "type": "approval"
                 *           }
                 *         ]
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["SaveWorkflowDraftRequest"];
            };
        };
        responses: {
            /** @description Done: the record as stored. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "b0c19dca-bd7c-4c69-af0b-c4f158baa03a",
                     *         "organizationId": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
                     *         "teamId": "b77f4899-767a-48d0-aeb5-454a90582693",
                     *         "flowType": "assessment",
                     *         "name": "Incident investigation",
                     *         "version": 1,
                     *         "isActive": true,
                     *         "createdById": null,
                     *         "createdAt": "2026-11-26T07:44:57.113Z",
                     *         "updatedAt": "2026-11-26T07:44:57.138Z",
                     *         "definition": {
                     *           "nodes": [
                     *             {
                     *               "key": "triage",
                     *               "type": "form"
                     *             }
                     *           ]
                     *         },
                     *         "draftDefinition": {
                     *           "nodes": [
                     *             {
                     *               "key": "triage",
                     *               "type": "form"
                     *             },
                     *             {
                     *               "key": "review",
                     *               "type": "approval"
                     *             }
                     *           ]
                     *         },
                     *         "deletedAt": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SaveWorkflowDraftResponse"];
                };
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such record in the organization of the API key (another organization's record is not found either). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The write clashes with stored data (`conflict`), or its Idempotency-Key was used with another request or is in use by a request still running (`idempotency_conflict`, with Retry-After). Nothing was written. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description If-Match names a version that is not the current record's, or there is no current record. Nothing was written. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreconditionFailedError"];
                };
            };
            /** @description The request body is larger than the limit. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The request body is not `application/json`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    listWorkflowRuns: {
        parameters: {
            query?: {
                /** @description Page number, from 1 (default 1) */
                page?: number;
                /** @description Records per page, 1 to 1000 (default 50) */
                limit?: number;
                /** @description Only records with this status */
                status?: "pending" | "running" | "completed" | "failed";
            };
            header?: {
                /** @description ETag(s) of the representation the client holds: when one is current, 304 with no body, not counted against the rate limit */
                "if-none-match"?: string;
            };
            path: {
                /**
                 * @description The workflow's id
                 * @example b0c19dca-bd7c-4c69-af0b-c4f158baa03a
                 */
                workflowId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of records; `meta.nextCursor` (or `meta.pagination`) leads to the next. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "74140603-f1fa-4b1b-86e6-ecf428a2d22b",
                     *           "flowId": "b0c19dca-bd7c-4c69-af0b-c4f158baa03a",
                     *           "flowVersion": 2,
                     *           "flowRunType": "live",
                     *           "createdById": null,
                     *           "status": "running",
                     *           "context": null,
                     *           "eventId": "70122cc0-94da-4f73-a6a1-4e89aba99a57",
                     *           "startedAt": "2026-11-26T07:44:57.218Z",
                     *           "completedAt": null,
                     *           "error": null,
                     *           "createdAt": "2026-11-26T07:44:57.198Z",
                     *           "updatedAt": "2026-11-26T07:44:57.274Z",
                     *           "createdBy": null,
                     *           "flow": {
                     *             "id": "b0c19dca-bd7c-4c69-af0b-c4f158baa03a",
                     *             "name": "Incident investigation",
                     *             "version": 2,
                     *             "flowType": "assessment"
                     *           },
                     *           "deletedAt": null
                     *         }
                     *       ],
                     *       "meta": {
                     *         "pagination": {
                     *           "page": 1,
                     *           "limit": 50,
                     *           "total": 1,
                     *           "totalPages": 1,
                     *           "hasNext": false,
                     *           "hasPrev": false
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ListWorkflowRunsResponse"];
                };
            };
            /** @description Not Modified: the ETag in If-None-Match is current (no body; not counted against the rate limit) */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such record in the organization of the API key (another organization's record is not found either). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    createWorkflowRun: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETag(s) of the record as the client last read it (`*`: any existing record): the write runs only if one is the current record's; otherwise, or when there is no current record, 412 precondition_failed and nothing is written */
                "if-match"?: string;
                /** @description The id or externalId of the organization's user this write acts for; change entries name it as actor.onBehalfOf */
                "x-on-behalf-of"?: string;
                /** @description Makes a retry safe: a repeat with the same key, method, path and body within the key's lifetime (24 h by default) answers the first response with Idempotent-Replayed: true instead of running again; the same key with another request → 409 idempotency_conflict */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description The workflow's id
                 * @example b0c19dca-bd7c-4c69-af0b-c4f158baa03a
                 */
                workflowId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "flowRunType": "live",
                 *       "eventId": "70122cc0-94da-4f73-a6a1-4e89aba99a57"
                 *     }
                 */
                "application/json": components["schemas"]["CreateWorkflowRunRequest"];
            };
        };
        responses: {
            /** @description Created: the new record as stored. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "74140603-f1fa-4b1b-86e6-ecf428a2d22b",
                     *         "flowId": "b0c19dca-bd7c-4c69-af0b-c4f158baa03a",
                     *         "flowVersion": 2,
                     *         "flowRunType": "live",
                     *         "createdById": null,
                     *         "status": "pending",
                     *         "context": null,
                     *         "eventId": "70122cc0-94da-4f73-a6a1-4e89aba99a57",
                     *         "startedAt": null,
                     *         "completedAt": null,
                     *         "error": null,
                     *         "createdAt": "2026-11-26T07:44:57.198Z",
                     *         "updatedAt": "2026-11-26T07:44:57.198Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CreateWorkflowRunResponse"];
                };
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such record in the organization of the API key (another organization's record is not found either). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The write clashes with stored data (`conflict`), or its Idempotency-Key was used with another request or is in use by a request still running (`idempotency_conflict`, with Retry-After). Nothing was written. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description If-Match names a version that is not the current record's, or there is no current record. Nothing was written. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreconditionFailedError"];
                };
            };
            /** @description The request body is larger than the limit. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The request body is not `application/json`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    getWorkflowRun: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETag(s) of the representation the client holds: when one is current, 304 with no body, not counted against the rate limit */
                "if-none-match"?: string;
            };
            path: {
                /**
                 * @description The workflow's id
                 * @example b0c19dca-bd7c-4c69-af0b-c4f158baa03a
                 */
                workflowId: string;
                /**
                 * @description The workflow run's id
                 * @example 74140603-f1fa-4b1b-86e6-ecf428a2d22b
                 */
                runId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "74140603-f1fa-4b1b-86e6-ecf428a2d22b",
                     *         "flowId": "b0c19dca-bd7c-4c69-af0b-c4f158baa03a",
                     *         "flowVersion": 2,
                     *         "flowRunType": "live",
                     *         "createdById": null,
                     *         "status": "running",
                     *         "context": null,
                     *         "eventId": "70122cc0-94da-4f73-a6a1-4e89aba99a57",
                     *         "startedAt": "2026-11-26T07:44:57.218Z",
                     *         "completedAt": null,
                     *         "error": null,
                     *         "createdAt": "2026-11-26T07:44:57.198Z",
                     *         "updatedAt": "2026-11-26T07:44:57.274Z",
                     *         "nodeResults": [
                     *           {
                     *             "id": "69a25b4b-2070-4434-9b3c-c644c3cfd833",
                     *             "flowRunId": "74140603-f1fa-4b1b-86e6-ecf428a2d22b",
                     *             "parentNodeId": null,
                     *             "nodeKey": "triage",
                     *             "nodeName": null,
                     *             "nodeType": "form",
                     *             "status": "running",
                     *             "config": null,
                     *             "output": null,
                     *             "error": null,
                     *             "startedAt": "2026-11-26T07:44:57.274Z",
                     *             "completedAt": null,
                     *             "createdAt": "2026-11-26T07:44:57.245Z",
                     *             "updatedAt": "2026-11-26T07:44:57.274Z"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["GetWorkflowRunResponse"];
                };
            };
            /** @description Not Modified: the ETag in If-None-Match is current (no body; not counted against the rate limit) */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such record in the organization of the API key (another organization's record is not found either). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    updateWorkflowRun: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETag(s) of the record as the client last read it (`*`: any existing record): the write runs only if one is the current record's; otherwise, or when there is no current record, 412 precondition_failed and nothing is written */
                "if-match"?: string;
                /** @description The id or externalId of the organization's user this write acts for; change entries name it as actor.onBehalfOf */
                "x-on-behalf-of"?: string;
                /** @description Makes a retry safe: a repeat with the same key, method, path and body within the key's lifetime (24 h by default) answers the first response with Idempotent-Replayed: true instead of running again; the same key with another request → 409 idempotency_conflict */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description The workflow's id
                 * @example b0c19dca-bd7c-4c69-af0b-c4f158baa03a
                 */
                workflowId: string;
                /**
                 * @description The workflow run's id
                 * @example 74140603-f1fa-4b1b-86e6-ecf428a2d22b
                 */
                runId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "running"
                 *     }
                 */
                "application/json": components["schemas"]["UpdateWorkflowRunRequest"];
            };
        };
        responses: {
            /** @description Done: the record as stored. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "74140603-f1fa-4b1b-86e6-ecf428a2d22b",
                     *         "flowId": "b0c19dca-bd7c-4c69-af0b-c4f158baa03a",
                     *         "flowVersion": 2,
                     *         "flowRunType": "live",
                     *         "createdById": null,
                     *         "status": "running",
                     *         "context": null,
                     *         "eventId": "70122cc0-94da-4f73-a6a1-4e89aba99a57",
                     *         "startedAt": "2026-11-26T07:44:57.218Z",
                     *         "completedAt": null,
                     *         "error": null,
                     *         "createdAt": "2026-11-26T07:44:57.198Z",
                     *         "updatedAt": "2026-11-26T07:44:57.218Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["UpdateWorkflowRunResponse"];
                };
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such record in the organization of the API key (another organization's record is not found either). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The write clashes with stored data (`conflict`), or its Idempotency-Key was used with another request or is in use by a request still running (`idempotency_conflict`, with Retry-After). Nothing was written. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description If-Match names a version that is not the current record's, or there is no current record. Nothing was written. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreconditionFailedError"];
                };
            };
            /** @description The request body is larger than the limit. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The request body is not `application/json`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    createNodeResult: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETag(s) of the record as the client last read it (`*`: any existing record): the write runs only if one is the current record's; otherwise, or when there is no current record, 412 precondition_failed and nothing is written */
                "if-match"?: string;
                /** @description The id or externalId of the organization's user this write acts for; change entries name it as actor.onBehalfOf */
                "x-on-behalf-of"?: string;
                /** @description Makes a retry safe: a repeat with the same key, method, path and body within the key's lifetime (24 h by default) answers the first response with Idempotent-Replayed: true instead of running again; the same key with another request → 409 idempotency_conflict */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description The workflow's id
                 * @example b0c19dca-bd7c-4c69-af0b-c4f158baa03a
                 */
                workflowId: string;
                /**
                 * @description The workflow run's id
                 * @example 74140603-f1fa-4b1b-86e6-ecf428a2d22b
                 */
                runId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "nodeKey": "triage",
                 *       "nodeType": "form"
                 *     }
                 */
                "application/json": components["schemas"]["CreateNodeResultRequest"];
            };
        };
        responses: {
            /** @description Created: the new record as stored. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "69a25b4b-2070-4434-9b3c-c644c3cfd833",
                     *         "flowRunId": "74140603-f1fa-4b1b-86e6-ecf428a2d22b",
                     *         "parentNodeId": null,
                     *         "nodeKey": "triage",
                     *         "nodeName": null,
                     *         "nodeType": "form",
                     *         "status": "pending",
                     *         "config": null,
                     *         "output": null,
                     *         "error": null,
                     *         "startedAt": null,
                     *         "completedAt": null,
                     *         "createdAt": "2026-11-26T07:44:57.245Z",
                     *         "updatedAt": "2026-11-26T07:44:57.245Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CreateNodeResultResponse"];
                };
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such record in the organization of the API key (another organization's record is not found either). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The write clashes with stored data (`conflict`), or its Idempotency-Key was used with another request or is in use by a request still running (`idempotency_conflict`, with Retry-After). Nothing was written. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description If-Match names a version that is not the current record's, or there is no current record. Nothing was written. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreconditionFailedError"];
                };
            };
            /** @description The request body is larger than the limit. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The request body is not `application/json`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    updateNodeResult: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETag(s) of the record as the client last read it (`*`: any existing record): the write runs only if one is the current record's; otherwise, or when there is no current record, 412 precondition_failed and nothing is written */
                "if-match"?: string;
                /** @description The id or externalId of the organization's user this write acts for; change entries name it as actor.onBehalfOf */
                "x-on-behalf-of"?: string;
                /** @description Makes a retry safe: a repeat with the same key, method, path and body within the key's lifetime (24 h by default) answers the first response with Idempotent-Replayed: true instead of running again; the same key with another request → 409 idempotency_conflict */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description The workflow's id
                 * @example b0c19dca-bd7c-4c69-af0b-c4f158baa03a
                 */
                workflowId: string;
                /**
                 * @description The workflow run's id
                 * @example 74140603-f1fa-4b1b-86e6-ecf428a2d22b
                 */
                runId: string;
                /**
                 * @description The node result's id
                 * @example 69a25b4b-2070-4434-9b3c-c644c3cfd833
                 */
                nodeResultId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "running"
                 *     }
                 */
                "application/json": components["schemas"]["UpdateNodeResultRequest"];
            };
        };
        responses: {
            /** @description Done: the record as stored. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "69a25b4b-2070-4434-9b3c-c644c3cfd833",
                     *         "flowRunId": "74140603-f1fa-4b1b-86e6-ecf428a2d22b",
                     *         "parentNodeId": null,
                     *         "nodeKey": "triage",
                     *         "nodeName": null,
                     *         "nodeType": "form",
                     *         "status": "running",
                     *         "config": null,
                     *         "output": null,
                     *         "error": null,
                     *         "startedAt": "2026-11-26T07:44:57.274Z",
                     *         "completedAt": null,
                     *         "createdAt": "2026-11-26T07:44:57.245Z",
                     *         "updatedAt": "2026-11-26T07:44:57.274Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["UpdateNodeResultResponse"];
                };
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such record in the organization of the API key (another organization's record is not found either). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The write clashes with stored data (`conflict`), or its Idempotency-Key was used with another request or is in use by a request still running (`idempotency_conflict`, with Retry-After). Nothing was written. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description If-Match names a version that is not the current record's, or there is no current record. Nothing was written. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreconditionFailedError"];
                };
            };
            /** @description The request body is larger than the limit. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The request body is not `application/json`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    listMetricDefinitions: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETag(s) of the representation the client holds: when one is current, 304 with no body, not counted against the rate limit */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every matching record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "dccd31e3-6fa3-4f61-9307-c14254e61132",
                     *           "slug": "severity-score",
                     *           "name": "Severity score",
                     *           "createdAt": "2026-11-26T07:44:57.339Z",
                     *           "updatedAt": "2026-11-26T07:44:57.339Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ListMetricDefinitionsResponse"];
                };
            };
            /** @description Not Modified: the ETag in If-None-Match is current (no body; not counted against the rate limit) */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    createMetricDefinition: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETag(s) of the record as the client last read it (`*`: any existing record): the write runs only if one is the current record's; otherwise, or when there is no current record, 412 precondition_failed and nothing is written */
                "if-match"?: string;
                /** @description The id or externalId of the organization's user this write acts for; change entries name it as actor.onBehalfOf */
                "x-on-behalf-of"?: string;
                /** @description Makes a retry safe: a repeat with the same key, method, path and body within the key's lifetime (24 h by default) answers the first response with Idempotent-Replayed: true instead of running again; the same key with another request → 409 idempotency_conflict */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "slug": "severity-score",
                 *       "name": "Severity score"
                 *     }
                 */
                "application/json": components["schemas"]["CreateMetricDefinitionRequest"];
            };
        };
        responses: {
            /** @description Created: the new record as stored. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "dccd31e3-6fa3-4f61-9307-c14254e61132",
                     *         "slug": "severity-score",
                     *         "name": "Severity score",
                     *         "createdAt": "2026-11-26T07:44:57.339Z",
                     *         "updatedAt": "2026-11-26T07:44:57.339Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CreateMetricDefinitionResponse"];
                };
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The write clashes with stored data (`conflict`), or its Idempotency-Key was used with another request or is in use by a request still running (`idempotency_conflict`, with Retry-After). Nothing was written. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description If-Match names a version that is not the current record's, or there is no current record. Nothing was written. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreconditionFailedError"];
                };
            };
            /** @description The request body is larger than the limit. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The request body is not `application/json`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    getEventMetric: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETag(s) of the representation the client holds: when one is current, 304 with no body, not counted against the rate limit */
                "if-none-match"?: string;
            };
            path: {
                /**
                 * @description UUID or externalId
                 * @example 70122cc0-94da-4f73-a6a1-4e89aba99a57
                 */
                eventId: string;
                /**
                 * @description The metric definition's slug
                 * @example severity-score
                 */
                metricSlug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "98a9751e-d2cd-4db2-a955-310681c8bec4",
                     *         "eventId": "70122cc0-94da-4f73-a6a1-4e89aba99a57",
                     *         "flowRunId": "74140603-f1fa-4b1b-86e6-ecf428a2d22b",
                     *         "flowRunNodeId": "69a25b4b-2070-4434-9b3c-c644c3cfd833",
                     *         "metricId": "dccd31e3-6fa3-4f61-9307-c14254e61132",
                     *         "transformedValue": null,
                     *         "value": 3,
                     *         "reason": "Property damage only",
                     *         "confidenceScore": 0.92,
                     *         "reviewStatus": 0,
                     *         "auditScore": null,
                     *         "auditReason": null,
                     *         "createdAt": "2026-11-26T07:44:57.351Z",
                     *         "updatedAt": "2026-11-26T07:44:57.351Z",
                     *         "teamId": "b77f4899-767a-48d0-aeb5-454a90582693",
                     *         "metricSlug": "severity-score",
                     *         "metricName": "Severity score"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["GetEventMetricResponse"];
                };
            };
            /** @description Not Modified: the ETag in If-None-Match is current (no body; not counted against the rate limit) */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such record in the organization of the API key (another organization's record is not found either). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    putEventMetric: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETag(s) of the record as the client last read it (`*`: any existing record): the write runs only if one is the current record's; otherwise, or when there is no current record, 412 precondition_failed and nothing is written */
                "if-match"?: string;
                /** @description The id or externalId of the organization's user this write acts for; change entries name it as actor.onBehalfOf */
                "x-on-behalf-of"?: string;
                /** @description Makes a retry safe: a repeat with the same key, method, path and body within the key's lifetime (24 h by default) answers the first response with Idempotent-Replayed: true instead of running again; the same key with another request → 409 idempotency_conflict */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description UUID or externalId
                 * @example 70122cc0-94da-4f73-a6a1-4e89aba99a57
                 */
                eventId: string;
                /**
                 * @description The metric definition's slug
                 * @example severity-score
                 */
                metricSlug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "value": 3,
                 *       "reason": "Property damage only",
                 *       "confidenceScore": 0.92,
                 *       "flowRunId": "74140603-f1fa-4b1b-86e6-ecf428a2d22b",
                 *       "flowRunNodeId": "69a25b4b-2070-4434-9b3c-c644c3cfd833"
                 *     }
                 */
                "application/json": components["schemas"]["PutEventMetricRequest"];
            };
        };
        responses: {
            /** @description Done: the record as stored. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "98a9751e-d2cd-4db2-a955-310681c8bec4",
                     *         "eventId": "70122cc0-94da-4f73-a6a1-4e89aba99a57",
                     *         "flowRunId": "74140603-f1fa-4b1b-86e6-ecf428a2d22b",
                     *         "flowRunNodeId": "69a25b4b-2070-4434-9b3c-c644c3cfd833",
                     *         "metricId": "dccd31e3-6fa3-4f61-9307-c14254e61132",
                     *         "transformedValue": null,
                     *         "value": 3,
                     *         "reason": "Property damage only",
                     *         "confidenceScore": 0.92,
                     *         "reviewStatus": 0,
                     *         "auditScore": null,
                     *         "auditReason": null,
                     *         "createdAt": "2026-11-26T07:44:57.351Z",
                     *         "updatedAt": "2026-11-26T07:44:57.351Z",
                     *         "teamId": "b77f4899-767a-48d0-aeb5-454a90582693",
                     *         "metricSlug": "severity-score",
                     *         "metricName": "Severity score"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PutEventMetricResponse"];
                };
            };
            /** @description Created: the new record as stored. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "98a9751e-d2cd-4db2-a955-310681c8bec4",
                     *         "eventId": "70122cc0-94da-4f73-a6a1-4e89aba99a57",
                     *         "flowRunId": "74140603-f1fa-4b1b-86e6-ecf428a2d22b",
                     *         "flowRunNodeId": "69a25b4b-2070-4434-9b3c-c644c3cfd833",
                     *         "metricId": "dccd31e3-6fa3-4f61-9307-c14254e61132",
                     *         "transformedValue": null,
                     *         "value": 3,
                     *         "reason": "Property damage only",
                     *         "confidenceScore": 0.92,
                     *         "reviewStatus": 0,
                     *         "auditScore": null,
                     *         "auditReason": null,
                     *         "createdAt": "2026-11-26T07:44:57.351Z",
                     *         "updatedAt": "2026-11-26T07:44:57.351Z",
                     *         "teamId": "b77f4899-767a-48d0-aeb5-454a90582693",
                     *         "metricSlug": "severity-score",
                     *         "metricName": "Severity score"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PutEventMetricResponse"];
                };
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such record in the organization of the API key (another organization's record is not found either). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The write clashes with stored data (`conflict`), or its Idempotency-Key was used with another request or is in use by a request still running (`idempotency_conflict`, with Retry-After). Nothing was written. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description If-Match names a version that is not the current record's, or there is no current record. Nothing was written. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreconditionFailedError"];
                };
            };
            /** @description The request body is larger than the limit. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The request body is not `application/json`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    exportMetrics: {
        parameters: {
            query?: {
                /** @description Page number, from 1 (default 1) */
                page?: number;
                /** @description Records per page, 1 to 1000 (default 100) */
                limit?: number;
                /** @description meta.nextCursor of the previous page; replaces page */
                cursor?: string;
                /** @description Only records updated after this instant (exclusive); ISO 8601 with Z or an offset */
                updatedAfter?: DateTimeInput;
                /** @description Only records updated before this instant (exclusive); ISO 8601 with Z or an offset */
                updatedBefore?: DateTimeInput;
            };
            header?: {
                /** @description ETag(s) of the representation the client holds: when one is current, 304 with no body, not counted against the rate limit */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of records; `meta.nextCursor` (or `meta.pagination`) leads to the next. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "98a9751e-d2cd-4db2-a955-310681c8bec4",
                     *           "eventId": "70122cc0-94da-4f73-a6a1-4e89aba99a57",
                     *           "flowRunId": "74140603-f1fa-4b1b-86e6-ecf428a2d22b",
                     *           "transformedValue": null,
                     *           "value": 3,
                     *           "reason": "Property damage only",
                     *           "confidenceScore": 0.92,
                     *           "reviewStatus": 0,
                     *           "createdAt": "2026-11-26T07:44:57.351Z",
                     *           "updatedAt": "2026-11-26T07:44:57.351Z",
                     *           "teamId": "b77f4899-767a-48d0-aeb5-454a90582693",
                     *           "metricSlug": "severity-score",
                     *           "metricName": "Severity score",
                     *           "eventExternalId": "INC-2026-0311"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "teamId": "b77f4899-767a-48d0-aeb5-454a90582693",
                     *         "pagination": {
                     *           "page": 1,
                     *           "limit": 100,
                     *           "total": 1,
                     *           "totalPages": 1,
                     *           "hasNext": false,
                     *           "hasPrev": false
                     *         },
                     *         "filters": {
                     *           "updatedAfter": null,
                     *           "updatedBefore": null
                     *         },
                     *         "nextCursor": "WyJ2MSIsIjIwMjYtMTEtMjYgMDc6NDQ6NTcuMzUxKzAwIiwiOThhOTc1MWUtZDJjZC00ZGIyLWE5NTUtMzEwNjgxYzhiZWM0Il0"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ExportMetricsResponse"];
                };
            };
            /** @description Not Modified: the ETag in If-None-Match is current (no body; not counted against the rate limit) */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    exportEventMetrics: {
        parameters: {
            query?: {
                /** @description Page number, from 1 (default 1) */
                page?: number;
                /** @description Records per page, 1 to 1000 (default 100) */
                limit?: number;
                /** @description meta.nextCursor of the previous page; replaces page */
                cursor?: string;
                /** @description Only records updated after this instant (exclusive); ISO 8601 with Z or an offset */
                updatedAfter?: DateTimeInput;
                /** @description Only records updated before this instant (exclusive); ISO 8601 with Z or an offset */
                updatedBefore?: DateTimeInput;
                /**
                 * @description Repeatable or comma-separated
                 * @example INC-2026-0311
                 */
                eventExternalId?: string | string[];
                /** @description Only values of this metric */
                metricSlug?: string;
            };
            header?: {
                /** @description ETag(s) of the representation the client holds: when one is current, 304 with no body, not counted against the rate limit */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of records; `meta.nextCursor` (or `meta.pagination`) leads to the next. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "98a9751e-d2cd-4db2-a955-310681c8bec4",
                     *           "eventId": "70122cc0-94da-4f73-a6a1-4e89aba99a57",
                     *           "flowRunId": "74140603-f1fa-4b1b-86e6-ecf428a2d22b",
                     *           "transformedValue": null,
                     *           "value": 3,
                     *           "reason": "Property damage only",
                     *           "confidenceScore": 0.92,
                     *           "reviewStatus": 0,
                     *           "createdAt": "2026-11-26T07:44:57.351Z",
                     *           "updatedAt": "2026-11-26T07:44:57.351Z",
                     *           "teamId": "b77f4899-767a-48d0-aeb5-454a90582693",
                     *           "metricSlug": "severity-score",
                     *           "metricName": "Severity score",
                     *           "eventExternalId": "INC-2026-0311"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "teamId": "b77f4899-767a-48d0-aeb5-454a90582693",
                     *         "pagination": {
                     *           "page": 1,
                     *           "limit": 100,
                     *           "total": 1,
                     *           "totalPages": 1,
                     *           "hasNext": false,
                     *           "hasPrev": false
                     *         },
                     *         "filters": {
                     *           "updatedAfter": null,
                     *           "updatedBefore": null
                     *         },
                     *         "nextCursor": "WyJ2MSIsIjIwMjYtMTEtMjYgMDc6NDQ6NTcuMzUxKzAwIiwiOThhOTc1MWUtZDJjZC00ZGIyLWE5NTUtMzEwNjgxYzhiZWM0Il0"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ExportEventMetricsResponse"];
                };
            };
            /** @description Not Modified: the ETag in If-None-Match is current (no body; not counted against the rate limit) */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    listChanges: {
        parameters: {
            query?: {
                /** @description meta.nextCursor of the previous page */
                cursor?: string;
                /** @description Start at the first change at or after this ISO 8601 instant (ignored with cursor) */
                since?: DateTimeInput;
                /**
                 * @description Comma-separated: action_item.updated, action_item.*, *
                 * @example action_item.*
                 */
                types?: string;
                /** @description Only this resource: action_item, user, department, team, asset, location, equipment_type, event, event_metric, workflow, workflow_run, node_result, custom_field, action_item_status, metric_definition */
                resource?: string;
                /** @description Only the changes of this record */
                recordId?: string;
                /**
                 * @description Entries per page, 1 to 1,000 (default 100)
                 * @example 2
                 */
                limit?: number;
            };
            header?: {
                /** @description ETag(s) of the representation the client holds: when one is current, 304 with no body, not counted against the rate limit */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of records; `meta.nextCursor` (or `meta.pagination`) leads to the next. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "ee19236f-8c84-461a-85c4-43c8ed2da2ff",
                     *           "seq": "1795679097037000000000000001",
                     *           "type": "action_item.created",
                     *           "resource": "action_item",
                     *           "occurredAt": "2026-11-26T07:44:57.037Z",
                     *           "recordId": "c48636fa-6364-486d-a013-e7edaf1f8dcd",
                     *           "externalId": "CA-2026-0142",
                     *           "actor": {
                     *             "type": "api_key",
                     *             "id": "58b1b97a-d874-4c4d-b105-63394834fa43",
                     *             "name": "Integration: EHS sync"
                     *           },
                     *           "changes": [],
                     *           "record": {
                     *             "id": "c48636fa-6364-486d-a013-e7edaf1f8dcd",
                     *             "entityType": "event",
                     *             "entityId": "70122cc0-94da-4f73-a6a1-4e89aba99a57",
                     *             "formSubmissionId": null,
                     *             "sourceSectionNodeId": null,
                     *             "title": "Replace damaged racking upright in aisle 4",
                     *             "description": "Inspect the bay, replace the upright and re-certify the load rating.",
                     *             "assignedToUserId": "a2684f9f-fe40-4f07-9b3e-64012c6d657f",
                     *             "assignedToUserName": "Maria Jansen",
                     *             "assignedToDepartmentId": null,
                     *             "assignedToRoleSlug": null,
                     *             "dueDate": "2026-12-15T17:00:00.000Z",
                     *             "priority": "high",
                     *             "statusId": "91e66936-78eb-4fa1-a664-018e6ff78609",
                     *             "statusName": "Awaiting spare parts",
                     *             "statusGroup": "on_hold",
                     *             "status": "in_progress",
                     *             "assetId": "563f349f-a624-4d44-b604-183b6addc8f7",
                     *             "assetName": "Forklift FL-07",
                     *             "externalId": "CA-2026-0142",
                     *             "responseNotes": null,
                     *             "attachments": null,
                     *             "completedAt": null,
                     *             "completedById": null,
                     *             "completedByName": null,
                     *             "createdById": null,
                     *             "fields": {
                     *               "rootCause": "equipment",
                     *               "costEstimate": 1850
                     *             },
                     *             "metadata": {},
                     *             "organizationId": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
                     *             "teamId": "b77f4899-767a-48d0-aeb5-454a90582693",
                     *             "createdAt": "2026-11-26T07:44:57.037Z",
                     *             "updatedAt": "2026-11-26T07:44:57.037Z"
                     *           }
                     *         }
                     *       ],
                     *       "meta": {
                     *         "limit": 2,
                     *         "hasNext": true,
                     *         "nextCursor": "1795679097061000000000000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ChangePage"];
                };
            };
            /** @description Not Modified: the ETag in If-None-Match is current (no body; not counted against the rate limit) */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    getActionItemHistory: {
        parameters: {
            query?: {
                /** @description meta.nextCursor of the previous page */
                cursor?: string;
                /** @description Entries per page, 1 to 100 (default 50) */
                limit?: number;
            };
            header?: {
                /** @description ETag(s) of the representation the client holds: when one is current, 304 with no body, not counted against the rate limit */
                "if-none-match"?: string;
            };
            path: {
                /**
                 * @description The action item's id
                 * @example c48636fa-6364-486d-a013-e7edaf1f8dcd
                 */
                actionItemId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of records; `meta.nextCursor` (or `meta.pagination`) leads to the next. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "3728e54f-1d8d-48ff-b4c5-c475386f75fd",
                     *           "seq": "1795679097079000000000000001",
                     *           "type": "action_item.updated",
                     *           "resource": "action_item",
                     *           "occurredAt": "2026-11-26T07:44:57.079Z",
                     *           "recordId": "c48636fa-6364-486d-a013-e7edaf1f8dcd",
                     *           "externalId": "CA-2026-0142",
                     *           "actor": {
                     *             "type": "api_key",
                     *             "id": "58b1b97a-d874-4c4d-b105-63394834fa43",
                     *             "name": "Integration: EHS sync"
                     *           },
                     *           "changes": [
                     *             {
                     *               "path": "priority",
                     *               "from": "high",
                     *               "to": "urgent"
                     *             },
                     *             {
                     *               "path": "responseNotes",
                     *               "from": null,
                     *               "to": "Spare upright ordered."
                     *             }
                     *           ],
                     *           "record": {
                     *             "id": "c48636fa-6364-486d-a013-e7edaf1f8dcd",
                     *             "entityType": "event",
                     *             "entityId": "70122cc0-94da-4f73-a6a1-4e89aba99a57",
                     *             "formSubmissionId": null,
                     *             "sourceSectionNodeId": null,
                     *             "title": "Replace damaged racking upright in aisle 4",
                     *             "description": "Inspect the bay, replace the upright and re-certify the load rating.",
                     *             "assignedToUserId": "a2684f9f-fe40-4f07-9b3e-64012c6d657f",
                     *             "assignedToUserName": "Maria Jansen",
                     *             "assignedToDepartmentId": null,
                     *             "assignedToRoleSlug": null,
                     *             "dueDate": "2026-12-15T17:00:00.000Z",
                     *             "priority": "urgent",
                     *             "statusId": "91e66936-78eb-4fa1-a664-018e6ff78609",
                     *             "statusName": "Awaiting spare parts",
                     *             "statusGroup": "on_hold",
                     *             "status": "in_progress",
                     *             "assetId": "563f349f-a624-4d44-b604-183b6addc8f7",
                     *             "assetName": "Forklift FL-07",
                     *             "externalId": "CA-2026-0142",
                     *             "responseNotes": "Spare upright ordered.",
                     *             "attachments": null,
                     *             "completedAt": null,
                     *             "completedById": null,
                     *             "completedByName": null,
                     *             "createdById": null,
                     *             "fields": {
                     *               "rootCause": "equipment",
                     *               "costEstimate": 1850
                     *             },
                     *             "metadata": {},
                     *             "organizationId": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
                     *             "teamId": "b77f4899-767a-48d0-aeb5-454a90582693",
                     *             "createdAt": "2026-11-26T07:44:57.037Z",
                     *             "updatedAt": "2026-11-26T07:44:57.079Z"
                     *           }
                     *         }
                     *       ],
                     *       "meta": {
                     *         "limit": 50,
                     *         "hasNext": false,
                     *         "nextCursor": "1795679097037000000000000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ChangePage"];
                };
            };
            /** @description Not Modified: the ETag in If-None-Match is current (no body; not counted against the rate limit) */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such record in the organization of the API key (another organization's record is not found either). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    getUserHistory: {
        parameters: {
            query?: {
                /** @description meta.nextCursor of the previous page */
                cursor?: string;
                /** @description Entries per page, 1 to 100 (default 50) */
                limit?: number;
            };
            header?: {
                /** @description ETag(s) of the representation the client holds: when one is current, 304 with no body, not counted against the rate limit */
                "if-none-match"?: string;
            };
            path: {
                /**
                 * @description UUID or email
                 * @example a2684f9f-fe40-4f07-9b3e-64012c6d657f
                 */
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of records; `meta.nextCursor` (or `meta.pagination`) leads to the next. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "ed87f591-6124-448a-885e-52b0880ec6b8",
                     *           "seq": "1795679096715000000000000001",
                     *           "type": "user.created",
                     *           "resource": "user",
                     *           "occurredAt": "2026-11-26T07:44:56.715Z",
                     *           "recordId": "a2684f9f-fe40-4f07-9b3e-64012c6d657f",
                     *           "externalId": "EMP-1042",
                     *           "actor": {
                     *             "type": "api_key",
                     *             "id": "58b1b97a-d874-4c4d-b105-63394834fa43",
                     *             "name": "Integration: EHS sync"
                     *           },
                     *           "changes": [],
                     *           "record": {
                     *             "id": "a2684f9f-fe40-4f07-9b3e-64012c6d657f",
                     *             "email": "maria.jansen@northwind.example",
                     *             "fullName": "Maria Jansen",
                     *             "phoneNumber": null,
                     *             "avatarUrl": null,
                     *             "role": "member",
                     *             "externalId": "EMP-1042",
                     *             "supervisorId": null,
                     *             "supervisorEmail": null,
                     *             "departments": [
                     *               {
                     *                 "id": "b050c067-f89d-419c-b482-1d9d7dab1b02",
                     *                 "name": "Warehouse Operations",
                     *                 "slug": "warehouse-operations"
                     *               }
                     *             ],
                     *             "locations": [
                     *               {
                     *                 "id": "ab47e7df-ee03-45da-9d5c-54d654190fec",
                     *                 "name": "Rotterdam Distribution Center",
                     *                 "slug": "rotterdam-distribution-center"
                     *               }
                     *             ],
                     *             "teams": [
                     *               {
                     *                 "id": "b77f4899-767a-48d0-aeb5-454a90582693",
                     *                 "name": "Default team",
                     *                 "slug": "default"
                     *               }
                     *             ],
                     *             "createdAt": "2026-11-26T07:44:56.715Z",
                     *             "updatedAt": "2026-11-26T07:44:56.715Z"
                     *           }
                     *         }
                     *       ],
                     *       "meta": {
                     *         "limit": 50,
                     *         "hasNext": false,
                     *         "nextCursor": "1795679096715000000000000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ChangePage"];
                };
            };
            /** @description Not Modified: the ETag in If-None-Match is current (no body; not counted against the rate limit) */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such record in the organization of the API key (another organization's record is not found either). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    getAssetHistory: {
        parameters: {
            query?: {
                /** @description meta.nextCursor of the previous page */
                cursor?: string;
                /** @description Entries per page, 1 to 100 (default 50) */
                limit?: number;
            };
            header?: {
                /** @description ETag(s) of the representation the client holds: when one is current, 304 with no body, not counted against the rate limit */
                "if-none-match"?: string;
            };
            path: {
                /**
                 * @description UUID or externalId
                 * @example 563f349f-a624-4d44-b604-183b6addc8f7
                 */
                assetId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of records; `meta.nextCursor` (or `meta.pagination`) leads to the next. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "c2b88145-317a-4e6c-a910-727fa4bbbaf7",
                     *           "seq": "1795679096542000000000000001",
                     *           "type": "asset.created",
                     *           "resource": "asset",
                     *           "occurredAt": "2026-11-26T07:44:56.542Z",
                     *           "recordId": "563f349f-a624-4d44-b604-183b6addc8f7",
                     *           "externalId": "FL-07",
                     *           "actor": {
                     *             "type": "api_key",
                     *             "id": "58b1b97a-d874-4c4d-b105-63394834fa43",
                     *             "name": "Integration: EHS sync"
                     *           },
                     *           "changes": [],
                     *           "record": {
                     *             "id": "563f349f-a624-4d44-b604-183b6addc8f7",
                     *             "organizationId": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
                     *             "name": "Forklift FL-07",
                     *             "description": null,
                     *             "slug": "forklift-fl-07",
                     *             "address1": null,
                     *             "address2": null,
                     *             "city": null,
                     *             "state": null,
                     *             "zip": null,
                     *             "latitude": null,
                     *             "longitude": null,
                     *             "status": "active",
                     *             "type": "equipment",
                     *             "parentId": "ab47e7df-ee03-45da-9d5c-54d654190fec",
                     *             "externalId": "FL-07",
                     *             "createdById": null,
                     *             "lastEditedById": null,
                     *             "searchText": null,
                     *             "tagIds": [],
                     *             "createdAt": "2026-11-26T07:44:56.542Z",
                     *             "updatedAt": "2026-11-26T07:44:56.542Z",
                     *             "deletedAt": null,
                     *             "equipmentTypeId": "79a9d0c6-cea1-4b4c-bcbd-0139d3bd46a1",
                     *             "externalParentId": "SITE-RTM"
                     *           }
                     *         }
                     *       ],
                     *       "meta": {
                     *         "limit": 50,
                     *         "hasNext": false,
                     *         "nextCursor": "1795679096542000000000000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ChangePage"];
                };
            };
            /** @description Not Modified: the ETag in If-None-Match is current (no body; not counted against the rate limit) */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such record in the organization of the API key (another organization's record is not found either). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    getLocationHistory: {
        parameters: {
            query?: {
                /** @description meta.nextCursor of the previous page */
                cursor?: string;
                /** @description Entries per page, 1 to 100 (default 50) */
                limit?: number;
            };
            header?: {
                /** @description ETag(s) of the representation the client holds: when one is current, 304 with no body, not counted against the rate limit */
                "if-none-match"?: string;
            };
            path: {
                /**
                 * @description UUID or externalId
                 * @example ab47e7df-ee03-45da-9d5c-54d654190fec
                 */
                locationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of records; `meta.nextCursor` (or `meta.pagination`) leads to the next. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "3add187e-659b-410c-b33e-ec251f7b2762",
                     *           "seq": "1795679096478000000000000001",
                     *           "type": "location.created",
                     *           "resource": "location",
                     *           "occurredAt": "2026-11-26T07:44:56.478Z",
                     *           "recordId": "ab47e7df-ee03-45da-9d5c-54d654190fec",
                     *           "externalId": "SITE-RTM",
                     *           "actor": {
                     *             "type": "api_key",
                     *             "id": "58b1b97a-d874-4c4d-b105-63394834fa43",
                     *             "name": "Integration: EHS sync"
                     *           },
                     *           "changes": [],
                     *           "record": {
                     *             "id": "ab47e7df-ee03-45da-9d5c-54d654190fec",
                     *             "organizationId": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
                     *             "name": "Rotterdam Distribution Center",
                     *             "description": null,
                     *             "slug": "rotterdam-distribution-center",
                     *             "address1": null,
                     *             "address2": null,
                     *             "city": null,
                     *             "state": null,
                     *             "zip": null,
                     *             "latitude": null,
                     *             "longitude": null,
                     *             "status": "active",
                     *             "type": "location",
                     *             "parentId": null,
                     *             "externalId": "SITE-RTM",
                     *             "createdById": null,
                     *             "lastEditedById": null,
                     *             "searchText": null,
                     *             "tagIds": [],
                     *             "createdAt": "2026-11-26T07:44:56.478Z",
                     *             "updatedAt": "2026-11-26T07:44:56.478Z",
                     *             "deletedAt": null
                     *           }
                     *         }
                     *       ],
                     *       "meta": {
                     *         "limit": 50,
                     *         "hasNext": false,
                     *         "nextCursor": "1795679096478000000000000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ChangePage"];
                };
            };
            /** @description Not Modified: the ETag in If-None-Match is current (no body; not counted against the rate limit) */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such record in the organization of the API key (another organization's record is not found either). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    getEventHistory: {
        parameters: {
            query?: {
                /** @description meta.nextCursor of the previous page */
                cursor?: string;
                /** @description Entries per page, 1 to 100 (default 50) */
                limit?: number;
            };
            header?: {
                /** @description ETag(s) of the representation the client holds: when one is current, 304 with no body, not counted against the rate limit */
                "if-none-match"?: string;
            };
            path: {
                /**
                 * @description UUID or externalId
                 * @example 70122cc0-94da-4f73-a6a1-4e89aba99a57
                 */
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of records; `meta.nextCursor` (or `meta.pagination`) leads to the next. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "b7ad7877-49bf-4bbf-b66a-af5233fc1c82",
                     *           "seq": "1795679096972000000000000001",
                     *           "type": "event.created",
                     *           "resource": "event",
                     *           "occurredAt": "2026-11-26T07:44:56.972Z",
                     *           "recordId": "70122cc0-94da-4f73-a6a1-4e89aba99a57",
                     *           "externalId": "INC-2026-0311",
                     *           "actor": {
                     *             "type": "api_key",
                     *             "id": "58b1b97a-d874-4c4d-b105-63394834fa43",
                     *             "name": "Integration: EHS sync"
                     *           },
                     *           "changes": [],
                     *           "record": {
                     *             "id": "70122cc0-94da-4f73-a6a1-4e89aba99a57",
                     *             "organizationId": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
                     *             "teamId": "b77f4899-767a-48d0-aeb5-454a90582693",
                     *             "externalId": "INC-2026-0311",
                     *             "title": "Forklift collided with racking in aisle 4",
                     *             "description": "No injuries; racking upright dented.",
                     *             "eventType": null,
                     *             "eventDate": "2026-11-26T07:44:56.972Z",
                     *             "status": "open",
                     *             "severity": null,
                     *             "assetId": "ab47e7df-ee03-45da-9d5c-54d654190fec",
                     *             "assetName": "Rotterdam Distribution Center",
                     *             "reportedById": "a2684f9f-fe40-4f07-9b3e-64012c6d657f",
                     *             "reportedByName": "Maria Jansen",
                     *             "metadata": {},
                     *             "createdAt": "2026-11-26T07:44:56.972Z",
                     *             "updatedAt": "2026-11-26T07:44:56.972Z",
                     *             "deletedAt": null
                     *           }
                     *         }
                     *       ],
                     *       "meta": {
                     *         "limit": 50,
                     *         "hasNext": false,
                     *         "nextCursor": "1795679096972000000000000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ChangePage"];
                };
            };
            /** @description Not Modified: the ETag in If-None-Match is current (no body; not counted against the rate limit) */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such record in the organization of the API key (another organization's record is not found either). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETag(s) of the representation the client holds: when one is current, 304 with no body, not counted against the rate limit */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every matching record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "3b6dfa59-b46e-4530-aa5d-52cedc6b5c5f",
                     *           "url": "https://93.184.216.34/hooks/smr",
                     *           "events": [
                     *             "action_item.*",
                     *             "event.created"
                     *           ],
                     *           "description": "EHS data lake (production)",
                     *           "enabled": false,
                     *           "disabledReason": null,
                     *           "createdAt": "2026-11-26T07:44:57.422Z",
                     *           "updatedAt": "2026-11-26T07:44:57.431Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ListWebhooksResponse"];
                };
            };
            /** @description Not Modified: the ETag in If-None-Match is current (no body; not counted against the rate limit) */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETag(s) of the record as the client last read it (`*`: any existing record): the write runs only if one is the current record's; otherwise, or when there is no current record, 412 precondition_failed and nothing is written */
                "if-match"?: string;
                /** @description The id or externalId of the organization's user this write acts for; change entries name it as actor.onBehalfOf */
                "x-on-behalf-of"?: string;
                /** @description Makes a retry safe: a repeat with the same key, method, path and body within the key's lifetime (24 h by default) answers the first response with Idempotent-Replayed: true instead of running again; the same key with another request → 409 idempotency_conflict */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://93.184.216.34/hooks/smr",
                 *       "events": [
                 *         "action_item.*",
                 *         "event.created"
                 *       ],
                 *       "description": "EHS data lake",
                 *       "enabled": false
                 *     }
                 */
                "application/json": components["schemas"]["CreateWebhookRequest"];
            };
        };
        responses: {
            /** @description Created: the new record as stored. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "3b6dfa59-b46e-4530-aa5d-52cedc6b5c5f",
                     *         "url": "https://93.184.216.34/hooks/smr",
                     *         "events": [
                     *           "action_item.*",
                     *           "event.created"
                     *         ],
                     *         "description": "EHS data lake",
                     *         "enabled": false,
                     *         "disabledReason": null,
                     *         "createdAt": "2026-11-26T07:44:57.422Z",
                     *         "updatedAt": "2026-11-26T07:44:57.422Z",
                     *         "secret": "whsec_ZXhhbXBsZSBvbmx5OiBub3QgYSByZWFsIHNlY3JldCE="
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CreateWebhookResponse"];
                };
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The write clashes with stored data (`conflict`), or its Idempotency-Key was used with another request or is in use by a request still running (`idempotency_conflict`, with Retry-After). Nothing was written. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description If-Match names a version that is not the current record's, or there is no current record. Nothing was written. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreconditionFailedError"];
                };
            };
            /** @description The request body is larger than the limit. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The request body is not `application/json`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETag(s) of the representation the client holds: when one is current, 304 with no body, not counted against the rate limit */
                "if-none-match"?: string;
            };
            path: {
                /**
                 * @description The record's id
                 * @example 3b6dfa59-b46e-4530-aa5d-52cedc6b5c5f
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "3b6dfa59-b46e-4530-aa5d-52cedc6b5c5f",
                     *         "url": "https://93.184.216.34/hooks/smr",
                     *         "events": [
                     *           "action_item.*",
                     *           "event.created"
                     *         ],
                     *         "description": "EHS data lake (production)",
                     *         "enabled": false,
                     *         "disabledReason": null,
                     *         "createdAt": "2026-11-26T07:44:57.422Z",
                     *         "updatedAt": "2026-11-26T07:44:57.431Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["GetWebhookResponse"];
                };
            };
            /** @description Not Modified: the ETag in If-None-Match is current (no body; not counted against the rate limit) */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such record in the organization of the API key (another organization's record is not found either). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETag(s) of the record as the client last read it (`*`: any existing record): the write runs only if one is the current record's; otherwise, or when there is no current record, 412 precondition_failed and nothing is written */
                "if-match"?: string;
                /** @description The id or externalId of the organization's user this write acts for; change entries name it as actor.onBehalfOf */
                "x-on-behalf-of"?: string;
                /** @description Makes a retry safe: a repeat with the same key, method, path and body within the key's lifetime (24 h by default) answers the first response with Idempotent-Replayed: true instead of running again; the same key with another request → 409 idempotency_conflict */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description The record's id
                 * @example 3b6dfa59-b46e-4530-aa5d-52cedc6b5c5f
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no body. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such record in the organization of the API key (another organization's record is not found either). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The write clashes with stored data (`conflict`), or its Idempotency-Key was used with another request or is in use by a request still running (`idempotency_conflict`, with Retry-After). Nothing was written. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description If-Match names a version that is not the current record's, or there is no current record. Nothing was written. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreconditionFailedError"];
                };
            };
            /** @description The request body is larger than the limit. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The request body is not `application/json`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETag(s) of the record as the client last read it (`*`: any existing record): the write runs only if one is the current record's; otherwise, or when there is no current record, 412 precondition_failed and nothing is written */
                "if-match"?: string;
                /** @description The id or externalId of the organization's user this write acts for; change entries name it as actor.onBehalfOf */
                "x-on-behalf-of"?: string;
                /** @description Makes a retry safe: a repeat with the same key, method, path and body within the key's lifetime (24 h by default) answers the first response with Idempotent-Replayed: true instead of running again; the same key with another request → 409 idempotency_conflict */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description The record's id
                 * @example 3b6dfa59-b46e-4530-aa5d-52cedc6b5c5f
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "description": "EHS data lake (production)"
                 *     }
                 */
                "application/json": components["schemas"]["UpdateWebhookRequest"];
            };
        };
        responses: {
            /** @description Done: the record as stored. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "3b6dfa59-b46e-4530-aa5d-52cedc6b5c5f",
                     *         "url": "https://93.184.216.34/hooks/smr",
                     *         "events": [
                     *           "action_item.*",
                     *           "event.created"
                     *         ],
                     *         "description": "EHS data lake (production)",
                     *         "enabled": false,
                     *         "disabledReason": null,
                     *         "createdAt": "2026-11-26T07:44:57.422Z",
                     *         "updatedAt": "2026-11-26T07:44:57.431Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["UpdateWebhookResponse"];
                };
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such record in the organization of the API key (another organization's record is not found either). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The write clashes with stored data (`conflict`), or its Idempotency-Key was used with another request or is in use by a request still running (`idempotency_conflict`, with Retry-After). Nothing was written. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description If-Match names a version that is not the current record's, or there is no current record. Nothing was written. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreconditionFailedError"];
                };
            };
            /** @description The request body is larger than the limit. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The request body is not `application/json`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETag(s) of the record as the client last read it (`*`: any existing record): the write runs only if one is the current record's; otherwise, or when there is no current record, 412 precondition_failed and nothing is written */
                "if-match"?: string;
                /** @description The id or externalId of the organization's user this write acts for; change entries name it as actor.onBehalfOf */
                "x-on-behalf-of"?: string;
                /** @description Makes a retry safe: a repeat with the same key, method, path and body within the key's lifetime (24 h by default) answers the first response with Idempotent-Replayed: true instead of running again; the same key with another request → 409 idempotency_conflict */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description The record's id
                 * @example 3b6dfa59-b46e-4530-aa5d-52cedc6b5c5f
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new secret, shown in this response only. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "secret": "whsec_ZXhhbXBsZSBvbmx5OiBub3QgYSByZWFsIHNlY3JldCE="
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RotateWebhookSecretResponse"];
                };
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such record in the organization of the API key (another organization's record is not found either). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The write clashes with stored data (`conflict`), or its Idempotency-Key was used with another request or is in use by a request still running (`idempotency_conflict`, with Retry-After). Nothing was written. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description If-Match names a version that is not the current record's, or there is no current record. Nothing was written. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreconditionFailedError"];
                };
            };
            /** @description The request body is larger than the limit. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The request body is not `application/json`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Only records with this status */
                status?: "pending" | "succeeded" | "failed";
                /** @description meta.nextCursor of the previous page */
                cursor?: string;
                /**
                 * @description Deliveries per page, 1 to 100 (default 50)
                 * @example 2
                 */
                limit?: number;
            };
            header?: {
                /** @description ETag(s) of the representation the client holds: when one is current, 304 with no body, not counted against the rate limit */
                "if-none-match"?: string;
            };
            path: {
                /**
                 * @description The record's id
                 * @example 3b6dfa59-b46e-4530-aa5d-52cedc6b5c5f
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of records; `meta.nextCursor` (or `meta.pagination`) leads to the next. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "3d211312-c153-43e1-95e7-2afcf109d676",
                     *           "changeId": "3728e54f-1d8d-48ff-b4c5-c475386f75fd",
                     *           "type": "action_item.updated",
                     *           "status": "pending",
                     *           "nextAttemptAt": null,
                     *           "createdAt": "2026-11-26T07:44:57.458Z",
                     *           "attempts": []
                     *         }
                     *       ],
                     *       "meta": {
                     *         "limit": 2,
                     *         "hasNext": true,
                     *         "nextCursor": "4"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ListWebhookDeliveriesResponse"];
                };
            };
            /** @description Not Modified: the ETag in If-None-Match is current (no body; not counted against the rate limit) */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such record in the organization of the API key (another organization's record is not found either). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    retryWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETag(s) of the record as the client last read it (`*`: any existing record): the write runs only if one is the current record's; otherwise, or when there is no current record, 412 precondition_failed and nothing is written */
                "if-match"?: string;
                /** @description The id or externalId of the organization's user this write acts for; change entries name it as actor.onBehalfOf */
                "x-on-behalf-of"?: string;
                /** @description Makes a retry safe: a repeat with the same key, method, path and body within the key's lifetime (24 h by default) answers the first response with Idempotent-Replayed: true instead of running again; the same key with another request → 409 idempotency_conflict */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description The record's id
                 * @example 3b6dfa59-b46e-4530-aa5d-52cedc6b5c5f
                 */
                id: string;
                /**
                 * @description The delivery's id
                 * @example 3d211312-c153-43e1-95e7-2afcf109d676
                 */
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted: queued; the work happens in the background. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "deliveries": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RetryWebhookDeliveryResponse"];
                };
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such record in the organization of the API key (another organization's record is not found either). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The write clashes with stored data (`conflict`), or its Idempotency-Key was used with another request or is in use by a request still running (`idempotency_conflict`, with Retry-After). Nothing was written. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description If-Match names a version that is not the current record's, or there is no current record. Nothing was written. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreconditionFailedError"];
                };
            };
            /** @description The request body is larger than the limit. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The request body is not `application/json`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    testWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETag(s) of the record as the client last read it (`*`: any existing record): the write runs only if one is the current record's; otherwise, or when there is no current record, 412 precondition_failed and nothing is written */
                "if-match"?: string;
                /** @description The id or externalId of the organization's user this write acts for; change entries name it as actor.onBehalfOf */
                "x-on-behalf-of"?: string;
                /** @description Makes a retry safe: a repeat with the same key, method, path and body within the key's lifetime (24 h by default) answers the first response with Idempotent-Replayed: true instead of running again; the same key with another request → 409 idempotency_conflict */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description The record's id
                 * @example 3b6dfa59-b46e-4530-aa5d-52cedc6b5c5f
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted: queued; the work happens in the background. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "deliveries": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["TestWebhookResponse"];
                };
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such record in the organization of the API key (another organization's record is not found either). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The write clashes with stored data (`conflict`), or its Idempotency-Key was used with another request or is in use by a request still running (`idempotency_conflict`, with Retry-After). Nothing was written. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description If-Match names a version that is not the current record's, or there is no current record. Nothing was written. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreconditionFailedError"];
                };
            };
            /** @description The request body is larger than the limit. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The request body is not `application/json`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    replayWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETag(s) of the record as the client last read it (`*`: any existing record): the write runs only if one is the current record's; otherwise, or when there is no current record, 412 precondition_failed and nothing is written */
                "if-match"?: string;
                /** @description The id or externalId of the organization's user this write acts for; change entries name it as actor.onBehalfOf */
                "x-on-behalf-of"?: string;
                /** @description Makes a retry safe: a repeat with the same key, method, path and body within the key's lifetime (24 h by default) answers the first response with Idempotent-Replayed: true instead of running again; the same key with another request → 409 idempotency_conflict */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description The record's id
                 * @example 3b6dfa59-b46e-4530-aa5d-52cedc6b5c5f
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "since": "2026-01-01T00:00:00Z"
                 *     }
                 */
                "application/json": components["schemas"]["ReplayWebhookRequest"];
            };
        };
        responses: {
            /** @description Accepted: queued; the work happens in the background. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "deliveries": 4
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ReplayWebhookResponse"];
                };
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The API key lacks the scope this operation needs (`details.requiredScope`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description No such record in the organization of the API key (another organization's record is not found either). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The write clashes with stored data (`conflict`), or its Idempotency-Key was used with another request or is in use by a request still running (`idempotency_conflict`, with Retry-After). Nothing was written. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description If-Match names a version that is not the current record's, or there is no current record. Nothing was written. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreconditionFailedError"];
                };
            };
            /** @description The request body is larger than the limit. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The request body is not `application/json`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The API key (or, without one, the client address) has spent its requests for this window: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    adminListOrganizations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every matching record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
                     *           "name": "Northwind Logistics",
                     *           "defaultTeamId": "b77f4899-767a-48d0-aeb5-454a90582693",
                     *           "createdAt": "2026-11-26T07:44:56.196Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AdminListOrganizationsResponse"];
                };
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The operator token (ADMIN_TOKEN) is missing or wrong. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    adminCreateOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Northwind Logistics"
                 *     }
                 */
                "application/json": components["schemas"]["AdminCreateOrganizationRequest"];
            };
        };
        responses: {
            /** @description Created: the new record as stored. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
                     *         "name": "Northwind Logistics",
                     *         "defaultTeamId": "b77f4899-767a-48d0-aeb5-454a90582693",
                     *         "createdAt": "2026-11-26T07:44:56.196Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminCreateOrganizationResponse"];
                };
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The operator token (ADMIN_TOKEN) is missing or wrong. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The request body is larger than the limit. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The request body is not `application/json`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    adminListApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The organization's id
                 * @example e8abf79f-a8a6-46e7-820a-38873a3546c0
                 */
                orgId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every matching record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "58b1b97a-d874-4c4d-b105-63394834fa43",
                     *           "name": "Integration: EHS sync",
                     *           "scopes": [
                     *             "read",
                     *             "write",
                     *             "admin"
                     *           ],
                     *           "prefix": "smr_yDUj6avte63T",
                     *           "createdAt": "2026-11-26T07:44:56.327Z",
                     *           "revokedAt": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AdminListApiKeysResponse"];
                };
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The operator token (ADMIN_TOKEN) is missing or wrong. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description No such organization, or no such API key in it. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    adminCreateApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The organization's id
                 * @example e8abf79f-a8a6-46e7-820a-38873a3546c0
                 */
                orgId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Integration: EHS sync",
                 *       "scopes": [
                 *         "read",
                 *         "write",
                 *         "admin"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["AdminCreateApiKeyRequest"];
            };
        };
        responses: {
            /** @description Created: the key, with its secret `key` shown in this response only. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "58b1b97a-d874-4c4d-b105-63394834fa43",
                     *         "name": "Integration: EHS sync",
                     *         "scopes": [
                     *           "read",
                     *           "write",
                     *           "admin"
                     *         ],
                     *         "prefix": "smr_yDUj6avte63T",
                     *         "createdAt": "2026-11-26T07:44:56.327Z",
                     *         "revokedAt": null,
                     *         "key": "smr_yDUj6avte63T_EXAMPLEonlyEXAMPLEonlyEXAMPLEonly00"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminCreateApiKeyResponse"];
                };
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The operator token (ADMIN_TOKEN) is missing or wrong. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description No such organization, or no such API key in it. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The request body is larger than the limit. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The request body is not `application/json`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    adminRevokeApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The organization's id
                 * @example e8abf79f-a8a6-46e7-820a-38873a3546c0
                 */
                orgId: string;
                /**
                 * @description The API key's id
                 * @example 58b1b97a-d874-4c4d-b105-63394834fa43
                 */
                keyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The operator token (ADMIN_TOKEN) is missing or wrong. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description No such organization, or no such API key in it. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The request body is larger than the limit. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The request body is not `application/json`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description A fault in the service. The body names the request id; quote it (or X-Request-Id) to support. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process is up. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok"
                     *     }
                     */
                    "application/json": components["schemas"]["HealthResponse"];
                };
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
        };
    };
    ready: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready: the database answers and the instance is not shutting down. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ready"
                     *     }
                     */
                    "application/json": components["schemas"]["ReadyResponse"];
                };
            };
            /** @description The request is malformed or invalid: `validation_error` (with `details.errors`, one line per problem), `invalid_fields` (custom-field values, with `details.fields`) or `bad_request`. Nothing was written. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The instance is shutting down or cannot reach its database: send the request to another instance or retry. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
}
type WithRequired<T, K extends keyof T> = T & {
    [P in K]-?: T[P];
};
