/** URL-safe slugs derived from names: lower case ASCII letters, digits and single dashes. */

export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
const MAX_SLUG_LENGTH = 100;

export function slugify(name: string, fallback = 'item'): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/g, '');
  return slug === '' ? fallback : slug;
}
