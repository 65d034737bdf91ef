/**
 * What a command prints on stdout: its result as text for a person, or as JSON for a script
 * (`--json`), the same data either way.
 */
export interface CommandOutput {
  /** What `--json` prints (pretty-printed). */
  data: unknown;
  /** What a person reads. */
  text: string;
}

/** What a command prints on stdout, as JSON or as text, ending with a newline. */
export function formatOutput(output: CommandOutput, json: boolean): string {
  return json ? `${JSON.stringify(output.data, null, 2)}\n` : `${output.text}\n`;
}

/** Rows aligned under their headers, columns two spaces apart; `empty` when there are no rows. */
export function textTable(headers: readonly string[], rows: ReadonlyArray<readonly string[]>, empty: string): string {
  if (rows.length === 0) return empty;
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: readonly string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd();
  return [line(headers), ...rows.map(line)].join('\n');
}
