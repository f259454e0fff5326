import { readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AuditEntry } from '../audit/audit-entry.js';
import { isDead } from '../lock/is-dead.js';
import { meetingKey } from '../lock/meeting-key.js';
import { JOURNALS_FOLDER } from '../lock/state-folder.js';
import type { Vault } from '../vault/vault.js';
import type { JournalHeader } from './journal-line.js';
import { isOwnOpenJournal } from './run-journal.js';

/**
 * One write read back from a journal: its time (ISO), its audit entry (`keptCopy` set when the
 * journal says the previous text was kept in the trash) and, when the diff was omitted, the
 * previous text.
 * Spec: docs/run-journal.md (Format).
 */
export interface JournaledWrite {
  at: string;
  entry: AuditEntry;
  before?: string;
}

/**
 * A run journal found in `.meeting-assistant/journals/`.
 * - `owner`: `open` — a run of this process that has not ended (never adopted); `alive` — its
 *   process (same host) still runs; `dead` — its process (same host) is gone, or it is this
 *   process's pid but no run of this process has it open (a restarted daemon); `elsewhere` —
 *   another host's run: the meeting's run lock decides; `unreadable` — no readable header (ignored).
 * - `unreadableLines`: lines that are not journal lines (a write torn by the crash); ignored.
 * Spec: docs/run-journal.md (Liveness); review9 V5.
 */
export interface FoundJournal {
  abs: string;
  /** Vault-relative path, `/` separators. */
  rel: string;
  header: JournalHeader | null;
  writes: JournaledWrite[];
  unreadableLines: number;
  owner: 'open' | 'alive' | 'dead' | 'elsewhere' | 'unreadable';
  /** Last modification (ms since the epoch). */
  mtimeMs: number;
}

/**
 * Reads the run journals of the vault (all, or those of `meeting`), in file-name order. Never
 * throws for a journal's content: what cannot be read is counted (`unreadableLines`) or marked
 * `unreadable`. A missing journal folder gives `[]`.
 * @param options.meeting the vault-relative meeting note whose journals to read (by its key).
 * @throws PathSafetyError when `.meeting-assistant/journals` is a symlink out of the vault or a
 *   non-folder; other I/O errors of reading the folder pass through.
 * Spec: docs/run-journal.md; review9 V5.
 */
export async function readRunJournals(
  vault: Vault,
  options: { meeting?: string } = {},
): Promise<FoundJournal[]> {
  const folder = await vault.resolve(JOURNALS_FOLDER, { argument: 'run journal folder', kind: 'folder' });
  let names: string[];
  try {
    names = await readdir(folder.abs);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return [];
    throw error;
  }
  const prefix = options.meeting === undefined ? '' : `${meetingKey(options.meeting)}.`;
  const found: FoundJournal[] = [];
  for (const name of names.sort()) {
    if (!name.endsWith('.jsonl') || !name.startsWith(prefix)) continue;
    const abs = path.join(folder.abs, name);
    const journal = await readOne(abs, `${JOURNALS_FOLDER}/${name}`);
    if (journal) found.push(journal);
  }
  return found;
}

/**
 * Removes a journal once its writes are recorded (or it was found unreadable and old). Never throws.
 * Spec: docs/run-journal.md.
 */
export async function removeRunJournal(journal: Pick<FoundJournal, 'abs'>): Promise<void> {
  await rm(journal.abs, { force: true }).catch(() => {});
}

async function readOne(abs: string, rel: string): Promise<FoundJournal | null> {
  let text: string;
  let mtimeMs: number;
  try {
    const info = await stat(abs);
    if (!info.isFile()) return null;
    mtimeMs = info.mtimeMs;
    text = await readFile(abs, 'utf8');
  } catch {
    return null; // removed meanwhile (its run ended) or not readable
  }
  let header: JournalHeader | null = null;
  const writes: JournaledWrite[] = [];
  let unreadableLines = 0;
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const value = parse(line);
    if (header === null) {
      if (isHeader(value)) header = value;
      else unreadableLines++;
      continue;
    }
    if (isWrite(value)) {
      writes.push({
        at: value.at,
        entry: value.entry,
        ...(typeof value.before === 'string' ? { before: value.before } : {}),
      });
    } else if (isKept(value)) {
      const last = writes.findLast((w) => w.entry.path === value.path);
      if (last) last.entry.keptCopy = value.copy;
      else unreadableLines++;
    } else unreadableLines++;
  }
  return { abs, rel, header, writes, unreadableLines, owner: ownerOf(abs, header), mtimeMs };
}

function ownerOf(abs: string, header: JournalHeader | null): FoundJournal['owner'] {
  if (isOwnOpenJournal(abs)) return 'open';
  if (header === null) return 'unreadable';
  if (header.hostname !== os.hostname()) return 'elsewhere';
  if (header.pid === process.pid) return 'dead';
  return isDead(header.pid) ? 'dead' : 'alive';
}

function parse(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return null;
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function isHeader(v: unknown): v is JournalHeader {
  return (
    isRecord(v) &&
    v.journal === 'meeting-assistant run journal' &&
    typeof v.runId === 'string' &&
    typeof v.meeting === 'string' &&
    typeof v.context === 'string' &&
    Number.isSafeInteger(v.pid) &&
    typeof v.hostname === 'string' &&
    typeof v.startedAt === 'string'
  );
}

function isWrite(
  v: unknown,
): v is { t: 'write'; at: string; path: string; entry: AuditEntry; before?: unknown } {
  if (!isRecord(v) || v.t !== 'write' || typeof v.at !== 'string' || typeof v.path !== 'string') return false;
  const e = v.entry;
  return (
    isRecord(e) &&
    e.path === v.path &&
    (e.kind === 'created' || e.kind === 'modified' || e.kind === 'deleted') &&
    typeof e.summary === 'string' &&
    (e.patch === null || (isRecord(e.patch) && Array.isArray(e.patch.hunks)))
  );
}

function isKept(v: unknown): v is { t: 'kept'; path: string; copy: string } {
  return isRecord(v) && v.t === 'kept' && typeof v.path === 'string' && typeof v.copy === 'string';
}
