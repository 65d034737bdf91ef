/** The service's version, as package.json gives it (`smr --version`). */
import { readFileSync } from 'node:fs';

export function packageVersion(): string {
  // Compiled to dist/src/lib/: the package root is three levels up.
  const manifest = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string };
  return manifest.version;
}
