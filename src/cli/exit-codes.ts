/**
 * The CLI's exit statuses, documented in the README ("Operator CLI"): scripts can tell a command
 * they got wrong from one that ran and failed.
 */
export const EXIT = {
  /** Done, or help/version printed on request. */
  ok: 0,
  /** The command ran and failed: an organization or key that does not exist, the database unreachable, the embedded data directory in use, a configuration error. */
  failed: 1,
  /** The command line is wrong (unknown command or option, a missing or invalid argument); checked before the database is opened. */
  usage: 2,
} as const;
