/** Every migration, in order. Names sort in the order they apply. */
import type { Migration } from 'kysely';
import * as foundation from './0001_foundation.js';
import * as directory from './0002_directory.js';
import * as events from './0003_events.js';
import * as customFields from './0004_custom_fields.js';
import * as actionItems from './0005_action_items.js';
import * as workflowsMetrics from './0006_workflows_metrics.js';
import * as writeGate from './0007_write_gate.js';
import * as changeLog from './0008_change_log.js';
import * as changeLogLeaner from './0009_change_log_leaner.js';
import * as idempotencyKeys from './0010_idempotency_keys.js';
import * as webhooks from './0011_webhooks.js';
import * as clockLastWrite from './0012_clock_last_write.js';
import * as configVersion from './0013_config_version.js';
import * as deliveryRoom from './0014_delivery_room.js';
import * as deliveryLogIndex from './0015_delivery_log_index.js';
import * as noClocklessWrites from './0016_no_clockless_writes.js';
import * as shownValues from './0017_shown_values.js';
import * as changeTrace from './0018_change_trace.js';
import * as storedNames from './0019_stored_names.js';

export const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0002_directory': directory,
  '0003_events': events,
  '0004_custom_fields': customFields,
  '0005_action_items': actionItems,
  '0006_workflows_metrics': workflowsMetrics,
  '0007_write_gate': writeGate,
  '0008_change_log': changeLog,
  '0009_change_log_leaner': changeLogLeaner,
  '0010_idempotency_keys': idempotencyKeys,
  '0011_webhooks': webhooks,
  '0012_clock_last_write': clockLastWrite,
  '0013_config_version': configVersion,
  '0014_delivery_room': deliveryRoom,
  '0015_delivery_log_index': deliveryLogIndex,
  '0016_no_clockless_writes': noClocklessWrites,
  '0017_shown_values': shownValues,
  '0018_change_trace': changeTrace,
  '0019_stored_names': storedNames,
};
