/**
 * A cache of content hashes across daemon starts, so the catch-up scan does not read every
 * transcript again. Spec: apps/daemon/README.md rule 3 (decided by bytes), issue V6.
 */
import { createHash } from 'node:crypto';
import type { BigIntStats } from 'node:fs';
import { mkdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { type FileVersion, fileVersion, sameVersion, settled, type Vault, writeFileAtomic } from '@ma/core';
import { isMissingFileError } from './content-hash.js';
import { DAEMON_STATE_FOLDER } from './state-paths.js';

/** File name of the cache inside {@link DAEMON_STATE_FOLDER}. Spec: issue V6. */
export const HASH_CACHE_FILE = 'content-hashes.json';

/**
 * The cache file's format: `{ format, entries }`. Bumped whenever the rule an entry was recorded
 * under changes, so entries recorded under an older rule are dropped, never trusted: 1 (a plain
 * object of entries) was recorded under the daemon's own 2 s rule before L296; 2 under core's
 * settle rule (F65).
 */
const FORMAT = 2;

/**
 * One cache entry: the version of the file when it was hashed (core's {@link FileVersion}: an
 * edit moves the change time, which no program can set back; a rename into place the inode) and
 * its sha256 (hex).
 */
interface Entry extends FileVersion {
  sha256: string;
}

/** How many hashes {@link HashCache.hash} took from the cache and how many it computed. */
export interface HashCacheCounts {
  cached: number;
  hashed: number;
}

/**
 * Content hashes (sha256 hex) of vault files keyed by path and {@link FileVersion}, kept in
 * `<vault>/.meeting-assistant/daemon/content-hashes.json`. Never needed for a correct answer:
 * a missing, unreadable or malformed file (or entry) is an empty cache and is rebuilt; an entry
 * is used only when the file's size, mtime, ctime and inode all equal the recorded ones, and
 * recorded only when the file did not change while it was read and had settled before it was
 * (core `settled`: both times over 100 ms back, 3 s on a file system with coarse times — FAT,
 * exFAT, HFS+, SMB —, where two same-size saves within one step leave the same version; L296). Writes are atomic (temp + rename) and best effort (a read-only vault
 * only costs the hashing).
 * Spec: apps/daemon/README.md (rule 3, catch-up); issue V6.
 */
export class HashCache {
  #entries: Map<string, Entry> | null = null;
  #dirty = false;
  #saving: Promise<void> = Promise.resolve();
  readonly counts: HashCacheCounts = { cached: 0, hashed: 0 };

  constructor(private readonly vault: Vault) {}

  async #file(create: boolean): Promise<string> {
    const folder = await this.vault.resolve(DAEMON_STATE_FOLDER, {
      argument: 'daemon state folder',
      kind: 'folder',
    });
    if (create) await mkdir(folder.abs, { recursive: true });
    return path.join(folder.abs, HASH_CACHE_FILE);
  }

  async #load(): Promise<Map<string, Entry>> {
    if (this.#entries) return this.#entries;
    const entries = new Map<string, Entry>();
    try {
      const data = JSON.parse(await readFile(await this.#file(false), 'utf8')) as {
        format?: unknown;
        entries?: unknown;
      } | null;
      if (data?.format === FORMAT && data.entries && typeof data.entries === 'object') {
        for (const [key, value] of Object.entries(data.entries as Record<string, unknown>)) {
          if (isEntry(value)) entries.set(key, value);
        }
      }
    } catch {
      // No cache or not one we can read: every file is hashed and the cache written anew.
    }
    this.#entries ??= entries;
    return this.#entries;
  }

  /**
   * The sha256 (hex) of the file at `abs` (absolute), or null when it does not exist or is not a
   * file; from the cache when its version is unchanged, else by reading it.
   * @throws I/O errors other than ENOENT/EISDIR/ENOTDIR.
   */
  async hash(abs: string): Promise<string | null> {
    const entries = await this.#load();
    const key = path.relative(this.vault.root, abs).split(path.sep).join('/');
    const askedAt = Date.now();
    const seen = await statOf(abs);
    const before = seen && fileVersion(seen);
    if (!seen || !before) {
      if (entries.delete(key)) this.#dirty = true;
      return null;
    }
    const hit = entries.get(key);
    if (hit && sameVersion(hit, before)) {
      this.counts.cached++;
      return hit.sha256;
    }
    let bytes: Buffer;
    try {
      bytes = await readFile(abs);
    } catch (error) {
      if (isMissingFileError(error)) return null;
      throw error;
    }
    this.counts.hashed++;
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const after = await versionOf(abs);
    if (after && sameVersion(after, before) && settled(seen, askedAt)) {
      entries.set(key, { ...before, sha256 });
      this.#dirty = true;
    } else if (entries.delete(key)) {
      this.#dirty = true;
    }
    return sha256;
  }

  /** Writes the cache when it changed since it was read or last saved (best effort, serialised). */
  save(): Promise<void> {
    this.#saving = this.#saving.then(async () => {
      if (!this.#dirty || !this.#entries) return;
      this.#dirty = false;
      const entries = Object.fromEntries([...this.#entries].sort(([a], [b]) => (a < b ? -1 : 1)));
      try {
        await writeFileAtomic(await this.#file(true), `${JSON.stringify({ format: FORMAT, entries })}\n`);
      } catch {
        this.#dirty = true; // read-only vault or the like: only costs hashing on the next start
      }
    });
    return this.#saving;
  }
}

/**
 * The stat (`{ bigint: true }`) of a regular file, or null when there is none at `abs` (absolute).
 * @throws I/O errors other than ENOENT/EISDIR/ENOTDIR.
 */
export async function statOf(abs: string): Promise<BigIntStats | null> {
  try {
    const s = await stat(abs, { bigint: true });
    return s.isFile() ? s : null;
  } catch (error) {
    if (isMissingFileError(error)) return null;
    throw error;
  }
}

/**
 * The {@link FileVersion} of a regular file, or null when there is none at `abs` (absolute).
 * @throws I/O errors other than ENOENT/EISDIR/ENOTDIR.
 */
export async function versionOf(abs: string): Promise<FileVersion | null> {
  const s = await statOf(abs);
  return s && fileVersion(s);
}

function isEntry(value: unknown): value is Entry {
  const e = value as Partial<Entry> | null;
  return (
    !!e &&
    typeof e === 'object' &&
    typeof e.size === 'number' &&
    typeof e.mtimeNs === 'string' &&
    typeof e.ctimeNs === 'string' &&
    typeof e.ino === 'string' &&
    typeof e.sha256 === 'string' &&
    /^[0-9a-f]{64}$/.test(e.sha256)
  );
}
