/**
 * How an error message shows a value it received (DECISIONS 3): at most 100 characters of it,
 * then `…`, so an error body stays small whatever was sent. Every message that echoes request
 * input (values, property names, path segments) goes through here.
 */

/** The most characters of one received value an error message shows. */
export const MAX_QUOTED_CHARACTERS = 100;

export const ELLIPSIS = '…';

/** `text` cut to `max` characters (never between the halves of a surrogate pair), then `…`. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const last = text.charCodeAt(max - 1);
  const end = last >= 0xd800 && last <= 0xdbff ? max - 1 : max;
  return `${text.slice(0, end)}${ELLIPSIS}`;
}

/** At most 100 characters of a received text, then `…` when it was longer (no quotes added). */
export const excerpt = (text: string): string => truncateText(text, MAX_QUOTED_CHARACTERS);

/**
 * A received value for a message: a string between double quotes, anything else as JSON,
 * at most 100 characters of it, then `…` (inside the quotes for a string).
 */
export function quote(value: unknown): string {
  if (typeof value === 'string') return `"${excerpt(value)}"`;
  return excerpt(JSON.stringify(value) ?? String(value));
}
