/**
 * What the daemon remembers about each meeting across restarts. Spec: issue 12 (status: failed
 * with the last error per meeting; no more retries until the note changes; hand-edited summaries
 * reported).
 */
import { lstat, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Vault, writeFileAtomic } from '@ma/core';
import { DAEMON_STATE_FOLDER } from './state-paths.js';

/**
 * One meeting's record in `<vault>/.meeting-assistant/daemon/meetings.json`:
 * - `state`: `summarized` (a daemon run wrote the summary), `failed` (the last run failed for
 *   good, or the note's frontmatter could not be read: reason `unreadable`; not retried until
 *   the meeting note or transcript changes), `retrying` (a transient
 *   failure, another run is scheduled), `hand-edited` (the summary was edited by hand since it
 *   was written: left alone);
 * - `at`: ISO time of the record; `error`: the failure's message; `reason`: the run's failure
 *   reason (`model`, `no-summary`, …); `attempts`: runs made for this state;
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

/**
 * The per-meeting records, read fresh before each change and written back atomically (temp +
 * rename), so two daemons on one vault keep each other's records; writes of one process are
 * serialised.
 * Spec: issue 12.
 */
export class MeetingRecords {
  #chain: Promise<unknown> = Promise.resolve();
  constructor(private readonly vault: Vault) {}

  async #file(): Promise<string> {
    const folder = await this.vault.resolve(DAEMON_STATE_FOLDER, {
      argument: 'daemon state folder',
      kind: 'folder',
    });
    await mkdir(folder.abs, { recursive: true });
    return path.join(folder.abs, 'meetings.json');
  }

  /** Every record by vault-relative meeting path ({} when there is no file or it is unreadable). */
  async all(): Promise<Record<string, MeetingRecord>> {
    try {
      const data = JSON.parse(await readFile(await this.#file(), 'utf8')) as unknown;
      return typeof data === 'object' && data !== null && !Array.isArray(data)
        ? (data as Record<string, MeetingRecord>)
        : {};
    } catch {
      return {};
    }
  }

  /** The record of one meeting, or undefined. */
  async get(meeting: string): Promise<MeetingRecord | undefined> {
    return (await this.all())[meeting];
  }

  /** Sets (or with `null` removes) one meeting's record. */
  set(meeting: string, record: MeetingRecord | null): Promise<void> {
    const next = this.#chain.then(async () => {
      const records = await this.all();
      if (record === null) delete records[meeting];
      else records[meeting] = record;
      await writeFileAtomic(await this.#file(), `${JSON.stringify(records, null, 2)}\n`);
    });
    this.#chain = next.catch(() => {});
    return next;
  }
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
