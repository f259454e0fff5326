/**
 * Request notes nobody waits for any more: a note still `status: pending` whose asker on this host
 * is gone (killed, crashed, the machine restarted) or whose deadline has passed is marked
 * `abandoned` / `expired`, with a line saying nothing was changed, so the user is not left ticking
 * a box nobody reads. Run by the vault-note adapter before it asks, by `ma doctor` and at the
 * daemon's start.
 * Spec: docs/approvals.md (An asker that died); review4 P21.
 */
import { randomBytes } from 'node:crypto';
import { readdir, readFile, stat, unlink } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { localStamp } from '../text/local-stamp.js';
import { writeTextAtomic } from '../write-text-atomic.js';
import { recordStatus } from './request-note.js';
import { REQUEST_NOTE_YAML } from './yaml-options.js';

/** How long past its `expires` a pending note may stay before it is marked (ms): its live asker writes `timeout` at the deadline. */
export const EXPIRED_GRACE_MS = 60_000;

/** One request note {@link sweepOrphanedRequests} marked. */
export interface SweptRequest {
  /** Absolute path of the note. */
  path: string;
  /** What the note now says: `abandoned` (its asker is gone) or `expired` (its deadline passed). */
  status: 'abandoned' | 'expired';
  /** Why, in words (also written into the note). */
  reason: string;
}

/** Options of {@link sweepOrphanedRequests}. */
export interface SweepOptions {
  /** Now, ms since the epoch (default `Date.now()`). */
  now?: number;
  /** This machine's name, compared with `asker_host` (default `os.hostname()`). */
  host?: string;
  /** Whether process `pid` of this host runs (default: `process.kill(pid, 0)` does not fail with ESRCH). */
  isAlive?: (pid: number) => boolean;
}

/**
 * The temp file a request note is first written to (`createNoteExclusively`): `.request-<16 hex>.tmp`.
 * It lives for the moments of one write; one that stays was left by an asker killed mid-write (R214).
 */
const REQUEST_TEMP = /^\.request-[0-9a-f]{16}\.tmp$/;

/** A new name for a request note's temp file, one {@link sweepOrphanedRequests} knows (R214). */
export function newRequestTempName(): string {
  return `.request-${randomBytes(8).toString('hex')}.tmp`;
}

const FRONTMATTER = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** True when process `pid` exists (EPERM: it exists but belongs to another user). */
function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Marks every pending request note in `folder` (`*.md`, not hidden; a note with frontmatter
 * `request` and `status: pending`, as the vault-note adapter writes) that nobody waits for:
 * `abandoned` when its `asker_host` is this machine and process `asker_pid` is gone; else
 * `expired` when `expires` lies more than {@link EXPIRED_GRACE_MS} in the past. The note keeps its
 * text; `status`, `decided` and a last line (`Outcome: abandoned (<time>): the process that asked
 * (process 123 on laptop) ended without recording an answer; nothing was changed, and ticking a box
 * now changes nothing.`) are written atomically. Notes of a live asker before their deadline, of
 * another machine before their deadline, ended notes and other files are left as they are.
 * Hidden temp notes (`.request-<hex>.tmp`) older than {@link EXPIRED_GRACE_MS}, left by an asker
 * killed mid-write, are removed (R214).
 * @returns the marked notes, by path; `[]` when the folder does not exist.
 * @throws I/O errors other than a missing folder or a note removed meanwhile.
 * Spec: docs/approvals.md (An asker that died); review4 P21.
 */
export async function sweepOrphanedRequests(
  folder: string,
  options: SweepOptions = {},
): Promise<SweptRequest[]> {
  const now = options.now ?? Date.now();
  const host = options.host ?? hostname();
  const isAlive = options.isAlive ?? processAlive;
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return [];
    throw error;
  }
  // R214: an asker killed while writing (Ctrl-C, SIGKILL, a crash) left its hidden temp note in the
  // vault for good (hundreds, each the request's whole text, synced everywhere). A temp older than
  // the grace is nobody's any more: a live write holds it for milliseconds.
  for (const name of names.filter((n) => REQUEST_TEMP.test(n))) {
    const path = join(folder, name);
    const info = await stat(path).catch(() => null);
    if (info?.isFile() && now - info.mtimeMs > EXPIRED_GRACE_MS) await unlink(path).catch(() => undefined);
  }
  const swept: SweptRequest[] = [];
  for (const name of names.filter((n) => n.endsWith('.md') && !n.startsWith('.')).sort()) {
    const path = join(folder, name);
    const text = await readFile(path, 'utf8').catch(() => null);
    const fields = text === null ? null : pendingRequest(text);
    if (text === null || fields === null) continue;
    const asker =
      typeof fields.asker_pid === 'number' && typeof fields.asker_host === 'string'
        ? { pid: fields.asker_pid, host: fields.asker_host }
        : null;
    const who = asker ? `process ${asker.pid} on ${asker.host}` : 'an unknown process';
    const expires = typeof fields.expires === 'string' ? Date.parse(fields.expires) : Number.NaN;
    let mark: Omit<SweptRequest, 'path'> | null = null;
    if (asker && asker.host === host && !isAlive(asker.pid)) {
      mark = {
        status: 'abandoned',
        reason: `the process that asked (${who}) ended without recording an answer`,
      };
    } else if (!Number.isNaN(expires) && now - expires > EXPIRED_GRACE_MS) {
      mark = {
        status: 'expired',
        reason: `its deadline (${fields.expires}) passed and the process that asked (${who}) did not record an answer`,
      };
    }
    if (mark === null) continue;
    const line = `Outcome: ${mark.status} (${localStamp(now)}): ${mark.reason}; nothing was changed, and ticking a box now changes nothing.`;
    await writeTextAtomic(path, recordStatus(text, mark.status, line, now));
    swept.push({ path, ...mark });
  }
  return swept;
}

/** The frontmatter of a pending request note (`request` set, `status: pending`), else null. */
function pendingRequest(text: string): Record<string, unknown> | null {
  const fields = frontmatterFields(text);
  return fields !== null && fields.request !== undefined && fields.status === 'pending' ? fields : null;
}

/** A note's frontmatter as an object, or null (none, not YAML, not a mapping). */
export function frontmatterFields(text: string): Record<string, unknown> | null {
  const match = FRONTMATTER.exec(text);
  if (!match) return null;
  const doc = parseDocument(match[1] ?? '', REQUEST_NOTE_YAML);
  if (doc.errors.length > 0) return null;
  const data = doc.toJS() as unknown;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  return data as Record<string, unknown>;
}
