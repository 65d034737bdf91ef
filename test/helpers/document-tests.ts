/**
 * The tests of the API document as tools read it (Redocly lint, generated types compiled, the
 * reference page in Chromium) depend on neither the database nor the Node.js line, and take
 * most of a minute: CI runs them in its first pass (embedded PGlite) and sets
 * SMR_SKIP_DOCUMENT_TESTS for the passes that only change the database or the Node.js line.
 */
export const documentTestsSkipped: string | false = process.env.SMR_SKIP_DOCUMENT_TESTS
  ? 'run once per CI run, in the first pass: the API document does not depend on the database'
  : false;
