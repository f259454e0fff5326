/**
 * What the daemon remembers about each meeting across restarts. Spec: issue 12 (status: failed
 * with the last error per meeting; no more retries until the note changes; hand-edited summaries
 * reported).
 */
import { lstat, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type FileVersion, fileVersion, sameVersion, settled, type Vault, writeFileAtomic } from '@ma/core';
import { statOf, versionOf } from './hash-cache.js';
import { DAEMON_STATE_FOLDER } from './state-paths.js';

/**
 * One meeting's record in `<vault>/.meeting-assistant/daemon/meetings.json`:
 * - `state`: `summarized` (a daemon run wrote the summary), `failed` (the last run failed for
 *   good, or the note's frontmatter could not be read: reason `unreadable`; not retried until
 *   the meeting note or transcript changes), `retrying` (a transient
 *   failure, another run is scheduled), `hand-edited` (the summary may hold a person's edits:
 *   left alone; why in `reason`);
 * - `at`: ISO time of the record; `error`: the failure's message; `reason`: the run's failure
 *   reason (`model`, `no-summary`, …), or for `hand-edited` core's reason the summary is not
 *   replaced (`edited`, `legacy`, `not-generated`, `unreadable`; absent in records written before
 *   L201: `edited`); `attempts`: runs made for this state;
 * - `noteHash`, `transcriptHash`, `summaryHash`: sha256 of the files when the record was made
 *   (the summary's as the daemon wrote it).
 * Spec: issue 12.
 */
export interface MeetingRecord {
  state: 'summarized' | 'failed' | 'retrying' | 'hand-edited';
  at: string;
  error?: string;
  reason?: string;
  attempts?: number;
  noteHash?: string | null;
  transcriptHash?: string | null;
  summaryHash?: string | null;
}

/** Every record by vault-relative meeting path, as read from the file (never changed in place). */
type Records = Readonly<Record<string, Readonly<MeetingRecord>>>;

/**
 * The per-meeting records, read fresh before each change and written back atomically (temp +
 * rename), so two daemons on one vault keep each other's records; writes of one process are
 * serialised.
 *
 * Reads parse the file only when it changed (issue 13: the catch-up scan asked for one record per
 * meeting it read, and each call parsed the whole file, 6 ms of CPU with 2,500 meetings): the
 * records parsed last are kept with the file's {@link FileVersion} (size, modification and change
 * times in ns, inode) and used while a `stat` gives the same version. A write by this daemon,
 * another daemon or an editor moves the change time (a rename into place the inode too); a version
 * is kept only when it did not change while it was read and had settled before (core `settled`, the
 * one rule of every cache: 3 s on coarse clocks, L296), so two writes within one timestamp step
 * cannot leave the same key.
 * Spec: issue 12; issue 13 (caches keyed so that an edit in another program invalidates them).
 */
export class MeetingRecords {
  #chain: Promise<unknown> = Promise.resolve();
  #kept: { version: FileVersion; records: Records } | null = null;
  /** How many times the file was read and parsed (the rest were answered from the kept records). */
  readonly counts = { parsed: 0 };
  constructor(private readonly vault: Vault) {}

  async #file(create: boolean): Promise<string> {
    const folder = await this.vault.resolve(DAEMON_STATE_FOLDER, {
      argument: 'daemon state folder',
      kind: 'folder',
    });
    if (create) await mkdir(folder.abs, { recursive: true });
    return path.join(folder.abs, 'meetings.json');
  }

  /** The records as the file holds them now ({} when there is none or it is unreadable). */
  async #read(): Promise<Records> {
    try {
      const file = await this.#file(false);
      const askedAt = Date.now();
      const seen = await statOf(file);
      const before = seen && fileVersion(seen);
      if (seen === null || before === null) {
        this.#kept = null;
        return {};
      }
      const kept = this.#kept;
      if (kept !== null && sameVersion(kept.version, before)) return kept.records;
      this.#kept = null;
      const text = await readFile(file, 'utf8');
      this.counts.parsed++;
      const records = parseRecords(text);
      const after = await versionOf(file);
      if (after !== null && sameVersion(after, before) && settled(seen, askedAt)) {
        this.#kept = { version: before, records };
      }
      return records;
    } catch {
      return {};
    }
  }

  /** Every record by vault-relative meeting path ({} when there is no file or it is unreadable). */
  async all(): Promise<Record<string, MeetingRecord>> {
    return { ...(await this.#read()) };
  }

  /** The record of one meeting, or undefined. */
  async get(meeting: string): Promise<MeetingRecord | undefined> {
    const records = await this.#read();
    return Object.hasOwn(records, meeting) ? records[meeting] : undefined;
  }

  /** Sets (or with `null` removes) one meeting's record. */
  set(meeting: string, record: MeetingRecord | null): Promise<void> {
    const next = this.#chain.then(async () => {
      const records: Record<string, MeetingRecord> = { ...(await this.#read()) };
      if (record === null) delete records[meeting];
      else records[meeting] = record;
      await writeFileAtomic(await this.#file(true), `${JSON.stringify(records, null, 2)}\n`);
    });
    this.#chain = next.catch(() => {});
    return next;
  }
}

/**
 * The records of the file's text, each frozen (they are handed out to every caller while the
 * file is unchanged); {} when it is not a JSON object.
 * @throws SyntaxError when the text is not JSON.
 */
function parseRecords(text: string): Records {
  const data = JSON.parse(text) as unknown;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return {};
  for (const value of Object.values(data)) {
    if (typeof value === 'object' && value !== null) Object.freeze(value);
  }
  return Object.freeze(data as Record<string, MeetingRecord>);
}

/**
 * Whether the meeting note a record is kept for still exists: `meeting` is vault-relative (`/`),
 * `root` the vault folder. Only "no such file" (ENOENT, ENOTDIR: its folder gone too) is false; any
 * other error (a permission problem, a disconnected drive) counts as existing, so a record is never
 * dropped for a note that may still be there.
 * Spec: reviewB U53 (records of deleted meetings are not listed by `status`, and dropped at the
 * catch-up scan); apps/daemon/README.md (status).
 */
export async function noteExists(root: string, meeting: string): Promise<boolean> {
  try {
    await lstat(path.join(root, ...meeting.split('/')));
    return true;
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    return code !== 'ENOENT' && code !== 'ENOTDIR';
  }
}
