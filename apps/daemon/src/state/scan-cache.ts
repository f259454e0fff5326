/**
 * What the catch-up scan decided about each meeting at the last start, so a start reads only the
 * meetings whose files changed since (issue #13: start-up proportional to what changed).
 * Spec: docs/indexes.md (rules of caches: keyed so edits elsewhere invalidate it, rebuilt when
 * missing or corrupt, never needed for a correct answer); apps/daemon/README.md (catch-up).
 */
import { createHash } from 'node:crypto';
import { lstat, mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { settled, type Vault, writeFileAtomic } from '@ma/core';
import type { MeetingRecord } from './meeting-records.js';
import { DAEMON_STATE_FOLDER } from './state-paths.js';

/** File name of the cache inside {@link DAEMON_STATE_FOLDER}. Spec: issue #13. */
export const SCAN_CACHE_FILE = 'scan-decisions.json';

/**
 * Bumped whenever what a decision depends on or means changes (the trigger rules of
 * `evaluateTrigger`, the fields below) or the rule a decision is kept under: a file of another
 * version is not used (3: core's settle rule, L296; decisions of format 2 were kept under the
 * daemon's own 2 s rule — F65).
 */
const FORMAT = 3;

/**
 * The decisions the cache keeps: the two that make no run and need no notice. Every other one
 * (a run, hand-edited, unreadable, no transcript, failed, gone) is decided anew at every start.
 */
export type CachedReason = 'summary-current' | 'not-ended';

/**
 * One meeting's decision as the catch-up scan made it, with what the daemon remembers from it:
 * - `reason`: {@link CachedReason};
 * - `noteHash`, `transcriptHash`: sha256 (hex) of the note and transcript bytes it was made from
 *   (`transcriptHash` null for `not-ended`, which does not read the transcript);
 * - `transcript`: the resolved transcript (vault-relative), `link`: the note's raw `transcript`
 *   value (string, or null when the default path was used);
 * - `summary`: the summary note compared (vault-relative; null for `not-ended`);
 * - `key`: the versions (lstat: size, mtime and ctime in ns, inode) of the note, the transcript and
 *   the summary, the names (and kinds) of the entries of every folder from the vault root down to
 *   each, the daemon's record of the meeting and the configuration, hashed.
 * Spec: issue #13; docs/indexes.md.
 */
export interface ScanDecision {
  key: string;
  reason: CachedReason;
  noteHash: string;
  transcriptHash: string | null;
  transcript: string;
  link: string | null;
  summary: string | null;
}

/** How many meetings {@link ScanCache.lookup} answered from the cache, and how many were read. */
export interface ScanCacheCounts {
  cached: number;
  read: number;
}

/**
 * The catch-up scan's decisions of the last start, in `<vault>/.meeting-assistant/daemon/scan-decisions.json`.
 * A decision is used only while everything it was made from has the version it had then: the note,
 * its transcript and its summary (an in-place edit moves ctime, a replacement the inode), the
 * entries of every folder on the way to each (their names and kinds: an entry added, removed or
 * renamed there changes them, so a link that would now resolve elsewhere is seen), the daemon's
 * record of the meeting and the configuration. Folders are keyed by their entries, not their times
 * (session 35): an editor's atomic save of another note (a temp file renamed over it: the folder's
 * times move, its names do not) leaves the other meetings' decisions in use. A decision is recorded only when none of them is a symlink, all had
 * settled before the look began (core `settled`, the one rule of every cache: 3 s on coarse clocks, L296), and the transcript was found where its link (or the default
 * path) spells it, not by a search of the vault by name (which a new file anywhere could change).
 * Never needed for a correct answer: a missing, unreadable, malformed or foreign file is an empty
 * cache and is written anew; writes are atomic and best effort (a read-only vault only costs the
 * reads).
 * Spec: issue #13 (start-up proportional to what changed); docs/indexes.md.
 */
export class ScanCache {
  #entries: Map<string, ScanDecision> | null = null;
  #seen = new Set<string>();
  #dirty = false;
  #folders = new Map<string, Promise<Version | null>>();
  readonly counts: ScanCacheCounts = { cached: 0, read: 0 };
  readonly #config: string;

  constructor(private readonly vault: Vault) {
    this.#config = createHash('sha256').update(JSON.stringify(vault.config)).digest('hex');
  }

  async #file(create: boolean): Promise<string> {
    const folder = await this.vault.resolve(DAEMON_STATE_FOLDER, {
      argument: 'daemon state folder',
      kind: 'folder',
    });
    if (create) await mkdir(folder.abs, { recursive: true });
    return path.join(folder.abs, SCAN_CACHE_FILE);
  }

  async #load(): Promise<Map<string, ScanDecision>> {
    if (this.#entries) return this.#entries;
    const entries = new Map<string, ScanDecision>();
    try {
      const data = JSON.parse(await readFile(await this.#file(false), 'utf8')) as {
        format?: unknown;
        entries?: unknown;
      };
      if (data?.format === FORMAT && data.entries && typeof data.entries === 'object') {
        for (const [meeting, value] of Object.entries(data.entries as Record<string, unknown>))
          if (isDecision(value)) entries.set(meeting, value);
      }
    } catch {
      // No cache or not one we can read: every meeting is read and the cache written anew.
    }
    this.#entries ??= entries;
    return this.#entries;
  }

  /**
   * Starts a scan: folder versions (their entries) are listed once per scan (a folder whose entries
   * change during it lists otherwise at the next start, so a decision keyed by the older listing is
   * not used then).
   */
  beginScan(): void {
    this.#folders.clear();
    this.#seen.clear();
    this.counts.cached = 0;
    this.counts.read = 0;
  }

  /**
   * The decision recorded for `meeting` when everything it was made from is as it was, else null
   * (counted as read: the caller decides anew and may {@link record} it).
   */
  async lookup(meeting: string, record: MeetingRecord | undefined): Promise<ScanDecision | null> {
    const entries = await this.#load();
    this.#seen.add(meeting);
    const hit = entries.get(meeting);
    if (hit) {
      const key = await this.#key(meeting, hit.transcript, hit.summary, record).catch(() => null);
      if (key?.key === hit.key) {
        this.counts.cached++;
        return hit;
      }
    }
    this.counts.read++;
    return null;
  }

  /**
   * Records a decision made at `lookedAt` (ms since the epoch, taken before the meeting's files
   * were read): kept only when it is a {@link CachedReason}, the transcript was found where the
   * link spells it, and nothing of its key is a symlink or had not settled (core `settled`) at
   * `lookedAt`; otherwise (and with `decision` null: one that is not kept) any older entry of
   * the meeting is dropped.
   */
  async record(
    meeting: string,
    lookedAt: number,
    decision: Omit<ScanDecision, 'key'> | null,
    record: MeetingRecord | undefined,
  ): Promise<void> {
    const entries = await this.#load();
    const key =
      decision !== null &&
      spelledAsLinked(decision.transcript, decision.link, meeting, this.vault.config.folders.transcripts)
        ? await this.#key(meeting, decision.transcript, decision.summary, record).catch(() => null)
        : null;
    if (decision === null || key === null || !key.times.every((v) => settled(v, lookedAt))) {
      if (entries.delete(meeting)) this.#dirty = true;
      return;
    }
    entries.set(meeting, { ...decision, key: key.key });
    this.#dirty = true;
  }

  /** Drops the entries of meetings the scan did not meet (deleted or moved away). */
  forgetUnseen(): void {
    for (const meeting of this.#entries?.keys() ?? [])
      if (!this.#seen.has(meeting) && this.#entries!.delete(meeting)) this.#dirty = true;
  }

  /** Writes the cache when it changed (best effort: a failure only costs the reads next time). */
  async save(): Promise<void> {
    if (!this.#dirty || !this.#entries) return;
    this.#dirty = false;
    const entries = Object.fromEntries([...this.#entries].sort(([a], [b]) => (a < b ? -1 : 1)));
    try {
      await writeFileAtomic(await this.#file(true), `${JSON.stringify({ format: FORMAT, entries })}\n`);
    } catch {
      this.#dirty = true;
    }
  }

  /**
   * The key of a decision: the lstat versions of the files and of every folder above them, the
   * record and the configuration, hashed; with the times of each part (ns, for the settle rule). Null when one of
   * them is a symlink or missing (such a decision is not kept).
   */
  async #key(
    meeting: string,
    transcript: string,
    summary: string | null,
    record: MeetingRecord | undefined,
  ): Promise<{ key: string; times: Version[] } | null> {
    const files = [meeting, transcript, ...(summary === null ? [] : [summary])];
    const folders = new Set<string>(['.']);
    for (const file of files) {
      const parts = file.split('/');
      for (let i = 1; i < parts.length; i++) folders.add(parts.slice(0, i).join('/'));
    }
    const versions = await Promise.all([
      ...files.map((f) => this.#version(f)),
      ...[...folders].map((f) => this.#folderVersion(f)),
    ]);
    if (versions.some((v) => v === null)) return null;
    const hash = createHash('sha256')
      .update(this.#config)
      .update(`\0${JSON.stringify(record ?? null)}\0${files.join('\0')}\0${[...folders].join('\0')}\0`)
      .update((versions as Version[]).map((v) => v.key).join('\0'))
      .digest('hex');
    return { key: hash, times: versions as Version[] };
  }

  #folderVersion(rel: string): Promise<Version | null> {
    let found = this.#folders.get(rel);
    if (!found) {
      found = this.#entriesVersion(rel);
      this.#folders.set(rel, found);
    }
    return found;
  }

  #abs(rel: string): string {
    return rel === '.' ? this.vault.root : path.join(this.vault.root, ...rel.split('/'));
  }

  /** A file's version, `size:mtimeNs:ctimeNs:ino` (never followed), or null when it is not a file. */
  async #version(rel: string): Promise<Version | null> {
    try {
      const s = await lstat(this.#abs(rel), { bigint: true });
      if (!s.isFile()) return null;
      return { key: `${s.size}:${s.mtimeNs}:${s.ctimeNs}:${s.ino}`, mtimeNs: s.mtimeNs, ctimeNs: s.ctimeNs };
    } catch {
      return null;
    }
  }

  /**
   * A folder's version: its inode and the sorted names and kinds of its entries, hashed (what a
   * link's resolution can depend on), or null when it is not a folder (never followed). Its ctime
   * counts only for the racy rule; it is taken after the listing, so a change made while the
   * folder is listed shows in it.
   */
  async #entriesVersion(rel: string): Promise<Version | null> {
    const abs = this.#abs(rel);
    try {
      const names = (await readdir(abs, { withFileTypes: true }))
        .map((e) => `${e.isDirectory() ? 'd' : e.isFile() ? 'f' : e.isSymbolicLink() ? 'l' : 'o'}${e.name}`)
        .sort();
      const s = await lstat(abs, { bigint: true });
      if (!s.isDirectory()) return null;
      const hash = createHash('sha256').update(names.join('\0')).digest('hex');
      return { key: `${s.ino}:${hash}`, mtimeNs: s.mtimeNs, ctimeNs: s.ctimeNs };
    } catch {
      return null;
    }
  }
}

/** One part of a decision's key, with its modification and change times (ns) for the settle rule. */
interface Version {
  key: string;
  mtimeNs: bigint;
  ctimeNs: bigint;
}

/**
 * Whether the transcript `resolved` is the one its link names by path (case and Unicode form
 * aside) or, without a link, the default `<transcripts>/<meeting's path below the meetings
 * folder>` path: then only the folders on its way (in the key) decide where it resolves. A
 * transcript found by a search of the vault by name is not (a new file anywhere could change it).
 */
function spelledAsLinked(
  resolved: string,
  link: string | null,
  meeting: string,
  transcripts: string,
): boolean {
  const norm = (p: string) => p.normalize('NFC').toLowerCase().replace(/\.md$/, '');
  if (link === null) {
    const name = meeting.split('/').pop() ?? meeting;
    return norm(resolved).startsWith(`${norm(transcripts)}/`) && norm(resolved).endsWith(`/${norm(name)}`);
  }
  const wiki = /^!?\[\[([^\]|#^]*)/.exec(link.trim());
  const target = (wiki ? wiki[1]! : link).trim();
  return norm(target) === norm(resolved);
}

function isDecision(value: unknown): value is ScanDecision {
  const e = value as Partial<ScanDecision> | null;
  const hex = (v: unknown) => typeof v === 'string' && /^[0-9a-f]{64}$/.test(v);
  return (
    !!e &&
    typeof e === 'object' &&
    hex(e.key) &&
    (e.reason === 'summary-current' || e.reason === 'not-ended') &&
    hex(e.noteHash) &&
    (e.transcriptHash === null || hex(e.transcriptHash)) &&
    typeof e.transcript === 'string' &&
    (e.link === null || typeof e.link === 'string') &&
    (e.summary === null || typeof e.summary === 'string')
  );
}
