/**
 * A cache of content hashes across daemon starts, so the catch-up scan does not read every
 * transcript again. Spec: apps/daemon/README.md rule 3 (decided by bytes), issue V6.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { type Vault, writeFileAtomic } from '@ma/core';
import { isMissingFileError } from './content-hash.js';
import { DAEMON_STATE_FOLDER } from './state-paths.js';

/** File name of the cache inside {@link DAEMON_STATE_FOLDER}. Spec: issue V6. */
export const HASH_CACHE_FILE = 'content-hashes.json';

/**
 * A file's version as the cache keys it: size (bytes), modification and change times
 * (nanoseconds since the epoch, decimal text) and inode. `touch -d`, `cp -p` or a sync client can
 * set an old modification time on new bytes, but not an old change time: any write, rename into
 * place or time change moves `ctime`, so new bytes never match an old key.
 * Spec: issue V6.
 */
export interface FileVersion {
  size: number;
  mtimeNs: string;
  ctimeNs: string;
  ino: string;
}

/** One cache entry: the version of the file when it was hashed and its sha256 (hex). */
interface Entry extends FileVersion {
  sha256: string;
}

/** How many hashes {@link HashCache.hash} took from the cache and how many it computed. */
export interface HashCacheCounts {
  cached: number;
  hashed: number;
}

/**
 * A version whose change time lies this close to now (ms) is hashed but not recorded: a write
 * within the file system's timestamp granularity (a few ms on Linux) after we read would leave
 * size, times and inode as they were (git's "racy clean" problem).
 */
const RACY_MS = 2_000;

/**
 * Content hashes (sha256 hex) of vault files keyed by path and {@link FileVersion}, kept in
 * `<vault>/.meeting-assistant/daemon/content-hashes.json`. Never needed for a correct answer:
 * a missing, unreadable or malformed file (or entry) is an empty cache and is rebuilt; an entry
 * is used only when the file's size, mtime, ctime and inode all equal the recorded ones, and
 * recorded only when the file did not change while it was read and its ctime is not within
 * {@link RACY_MS} of now. Writes are atomic (temp + rename) and best effort (a read-only vault
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
      const data = JSON.parse(await readFile(await this.#file(false), 'utf8')) as unknown;
      if (data && typeof data === 'object' && !Array.isArray(data)) {
        for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
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
    const before = await versionOf(abs);
    if (!before) {
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
    if (after && sameVersion(after, before) && isSettled(before)) {
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
      const data = Object.fromEntries([...this.#entries].sort(([a], [b]) => (a < b ? -1 : 1)));
      try {
        await writeFileAtomic(await this.#file(true), `${JSON.stringify(data)}\n`);
      } catch {
        this.#dirty = true; // read-only vault or the like: only costs hashing on the next start
      }
    });
    return this.#saving;
  }
}

/**
 * Whether what was read of a file at `version` may be kept under that key: its change time lies
 * at least {@link RACY_MS} before now, so a later write cannot leave the same version behind.
 */
export function isSettled(version: FileVersion): boolean {
  return Date.now() - Number(BigInt(version.ctimeNs) / 1_000_000n) >= RACY_MS;
}

/**
 * The {@link FileVersion} of a regular file, or null when there is none at `abs` (absolute).
 * @throws I/O errors other than ENOENT/EISDIR/ENOTDIR.
 */
export async function versionOf(abs: string): Promise<FileVersion | null> {
  try {
    const s = await stat(abs, { bigint: true });
    if (!s.isFile()) return null;
    return {
      size: Number(s.size),
      mtimeNs: String(s.mtimeNs),
      ctimeNs: String(s.ctimeNs),
      ino: String(s.ino),
    };
  } catch (error) {
    if (isMissingFileError(error)) return null;
    throw error;
  }
}

/** Whether two {@link FileVersion}s are the same version of a file (size, times, inode). */
export function sameVersion(a: FileVersion, b: FileVersion): boolean {
  return a.size === b.size && a.mtimeNs === b.mtimeNs && a.ctimeNs === b.ctimeNs && a.ino === b.ino;
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
