/**
 * Where `sync()` keeps its position: the cursor after the last page the caller finished with. A
 * position is saved only once the caller asks for the next page, so a crash repeats at most the
 * page being processed (records are stored by id, so a repeat is harmless) and never skips one.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, unlink } from 'node:fs/promises';
import { dirname } from 'node:path';

export interface Checkpoint {
  /** The saved cursor, or null to start from the beginning. */
  load(): Promise<string | null>;
  save(cursor: string): Promise<void>;
}

/** A checkpoint held in memory: for a process that syncs from the start each time, and for tests. */
export class MemoryCheckpoint implements Checkpoint {
  #cursor: string | null;

  constructor(cursor: string | null = null) {
    this.#cursor = cursor;
  }

  async load(): Promise<string | null> {
    return this.#cursor;
  }

  async save(cursor: string): Promise<void> {
    this.#cursor = cursor;
  }
}

/**
 * A checkpoint in a file, replaced atomically: written to a temporary file of its own beside it,
 * flushed to disk, renamed over it, and the rename flushed (the directory), so a crash leaves
 * either the old cursor or the new one.
 */
export class FileCheckpoint implements Checkpoint {
  readonly path: string;

  constructor(path: string) {
    this.path = path;
  }

  async load(): Promise<string | null> {
    try {
      const text = (await readFile(this.path, 'utf8')).trim();
      return text === '' ? null : text;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async save(cursor: string): Promise<void> {
    await mkdir(dirname(this.path), { recursive: true });
    await replaceFileAtomically(this.path, `${cursor}\n`);
  }
}

/** Writes `text` to `path` through a temporary file of its own (flushed, renamed over it, the directory flushed). */
export async function replaceFileAtomically(path: string, text: string): Promise<void> {
  const temporary = `${path}.${randomUUID()}.tmp`;
  try {
    const file = await open(temporary, 'wx');
    try {
      await file.writeFile(text);
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(temporary, path);
  } catch (error) {
    await unlink(temporary).catch(() => {});
    throw error;
  }
  const directory = await open(dirname(path), 'r');
  try {
    await directory.sync();
  } finally {
    await directory.close();
  }
}
