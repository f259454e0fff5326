/**
 * The daemon proper: watch, decide, queue, run. Spec: issue 12 (`ma-daemon run`).
 */
import { lstat, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { recordInterruptedRuns, type SummaryRun } from '@ma/agent';
import {
  asMeetingNote,
  ConfigError,
  countNoun,
  findSyncConflictCopies,
  frontmatterProperty,
  isUnderMeetingsFolder,
  listMeetings,
  notMeetingKind,
  resolveApiKey,
  symlinkOutMessage,
  symlinkOutOfVault,
  syncConflictOriginal,
  type Vault,
} from '@ma/core';
import type { ApprovalGatedTools, ToolSession } from '@ma/tools';
import PQueue from 'p-queue';
import type { Logger } from 'pino';
import { checkHooks } from '../hooks/check-hooks.js';
import { runHooks } from '../hooks/run-hooks.js';
import type { SummaryEvent } from '../hooks/summary-event.js';
import type { DaemonNotifier } from '../notify/daemon-notifier.js';
import { leftAloneReason, leftAloneWords } from '../notify/left-alone-summary.js';
import { replaceSummaryHint } from '../notify/replace-summary-hint.js';
import { contentHash } from '../state/content-hash.js';
import {
  type DaemonStatus,
  removeDaemonStatus,
  removeStoppedDaemonStatuses,
  writeDaemonStatus,
} from '../state/daemon-status.js';
import { HashCache } from '../state/hash-cache.js';
import { type MeetingRecord, MeetingRecords, noteExists } from '../state/meeting-records.js';
import { ScanCache, type ScanDecision } from '../state/scan-cache.js';
import {
  evaluateTrigger,
  isOwnStatusSkip,
  permissionDenied,
  type TriggerDecision,
} from '../trigger/evaluate-trigger.js';
import {
  settlingWaitToSay,
  type TranscriptWait,
  transcriptSettlingWait,
  transcriptWait,
} from '../trigger/transcript-wait.js';
import { startVaultWatcher, type VaultWatcher } from '../watch/vault-watcher.js';
import { retryLaterText, retryPlan, UNREACHABLE_MAX_DELAY_MS } from './endpoint-failure.js';
import { MeetingIndex } from './meeting-index.js';

/**
 * Options of {@link Daemon}: the vault (its configuration's `daemon` section rules), the logger,
 * the environment (for `model.apiKeyEnv` and the webhook secret), the catch-up bound `since`
 * (epoch ms; meetings whose note and transcript were both last modified before it are not caught
 * up, unless the transcript's bytes differ from the ones its summary records: rule 3 by bytes),
 * and where notifications go.
 * Spec: issue 12.
 */
export interface DaemonOptions {
  vault: Vault;
  log: Logger;
  env: Record<string, string | undefined>;
  since?: number | null;
  notifier?: DaemonNotifier;
  /**
   * The approval-gated tools of one run (`@ma/agent`'s `approvalGated`), given the run's signal
   * (aborted when the daemon stops, which cancels a pending approval).
   */
  approvalGated?: (session: ToolSession, signal: AbortSignal) => ApprovalGatedTools;
  /** Called (and awaited) before each run: loads what `approvalGated` needs on first use. */
  prepareRun?: () => Promise<void>;
  /**
   * Meetings to look at first, as retries (their `status` is not required to say `ended`): the
   * meetings a previous daemon of this process held back for a configuration problem (N5).
   */
  resume?: readonly string[];
  /**
   * L390: asked before the status file is written; `false` (the vault folder is gone or was
   * replaced: moved, unmounted) writes nothing, so no `.meeting-assistant/` is made in its place.
   */
  vaultUnchanged?: () => Promise<boolean>;
}

/**
 * Why the daemon runs no summaries (N5): a configuration or environment problem no meeting can
 * fix (`model.apiKeyEnv` names an unset variable, a missing `prompt.basePromptFile`, …):
 * `message` is the problem, `since` when it was found (ISO time), `waiting` the meetings that
 * would have been summarized (none is marked failed).
 * Spec: review2 N5; apps/daemon/README.md, Configuration problems.
 */
export interface PausedState {
  message: string;
  since: string;
  waiting: string[];
}

interface Running {
  controller: AbortController;
  startedAt: string;
}

const BUSY_MAX_DELAY_MS = 60_000;

/**
 * L591: the longest gap (ms) between two versions of a transcript that still counts as the same
 * writer adding pieces (a live transcription writing a chunk each few seconds, a transcriber on a slow
 * machine each half minute); a later change starts a new episode.
 */
const PIECE_GAP_MAX_MS = 5 * 60_000;

/** Post-summary hook jobs (each: the command and the webhook of one summary) that run at once (N11). */
const HOOK_CONCURRENCY = 4;

/** Hook jobs that may wait behind those; a summary finished beyond that gets no hooks (logged). */
const HOOK_BACKLOG = 100;

/** True when `done` resolves before the time `until` (epoch ms), false when that time comes first. */
async function settlesBy(done: Promise<unknown>, until: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const finished = await Promise.race([
    done.then(() => true),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(resolve, Math.max(0, until - Date.now()), false);
    }),
  ]);
  clearTimeout(timer);
  return finished;
}

/** The reason a stop gives everything it cancels (runs, hooks). */
const stopping = () => new DOMException('cancelled: the daemon is stopping', 'AbortError');

/**
 * Watches a vault and summarizes every meeting whose note says it ended (see `evaluateTrigger`),
 * once:
 * - `start()`: starts the watcher on the meetings and transcripts folders (chokidar, debounced,
 *   B36/B39; one that is a symlink out of the vault is not watched and is logged with its target
 *   and fix, R19), then catches up on the meetings that need a run (bounded by `since`);
 * - every settled change is compared by content hash with what the daemon last saw or wrote,
 *   so touched files (B37) and its own writes (B38) wake nothing;
 * - a meeting is queued at most once; the queue runs `daemon.concurrency` summaries at a time;
 *   a change during its run is looked at again after it;
 * - each run is `@ma/agent`'s `summarizeMeeting` (which holds core's per-meeting lock, shared
 *   with `ma summarize`); a busy meeting is looked at again later (1 s, doubling, at most 60 s;
 *   every busy episode starts at 1 s again: a look that is not refused as busy ends one);
 * - a transient model failure (`SummaryRunError('model')`) is run again after
 *   `daemon.retry.delayMs` (doubling) until `daemon.retry.attempts` runs were made in all (the
 *   first included), then recorded as
 *   failed with the reason and left until its note or transcript changes; one that fails so while
 *   the daemon stops is recorded `retrying` and run again by the next start (T50);
 * - a summary edited by hand since the daemon wrote it is left alone and reported;
 * - a meeting still being recorded (`status: recording`) is never summarized: a retry that finds it
 *   so (the agent refuses it, `SummaryRunError('recording')`) is logged `not summarized: still
 *   being recorded` and not counted as a failure; it runs once the note says `ended` (review5 Q7);
 * - after a summary: the notifier, then the post-summary hooks (never failing the run), queued
 *   on their own bounded queue ({@link HOOK_CONCURRENCY} at once, at most {@link HOOK_BACKLOG}
 *   waiting), so a slow receiver or command never holds a summary slot (N11);
 * - `stop()`: takes no more work (the meetings still queued are logged in one info line and left
 *   for the next start's catch-up), cancels pending approvals at once (seed 004), lets running
 *   summaries and hooks finish within `daemon.shutdownMs`, then cancels them (the agent commits
 *   nothing on cancel; a hook command is killed), and releases everything.
 * Spec: issue 12.
 */
export class Daemon {
  readonly #o: DaemonOptions;
  readonly #records: MeetingRecords;
  readonly #hashes: HashCache;
  readonly #scanCache: ScanCache;
  readonly #index: MeetingIndex;
  readonly #queue: PQueue;
  /** The post-summary hooks, off the summary queue (N11). */
  readonly #hooks = new PQueue({ concurrency: HOOK_CONCURRENCY });
  /** Aborted when a stop's deadline passes: cancels the hooks still running. */
  readonly #hooksController = new AbortController();
  readonly #pending = new Set<string>();
  /** Sync-conflict copies of meeting notes already warned about (one warning each per start). */
  readonly #conflictCopies = new Set<string>();
  readonly #running = new Map<string, Running>();
  /** Meetings to look at again once their run ends, with the attempt that look is (1: a change). */
  readonly #recheck = new Map<string, number>();
  readonly #retries = new Map<string, { timer: NodeJS.Timeout; nextRunAt: string; attempt: number }>();
  readonly #busy = new Map<string, { timer: NodeJS.Timeout | null; count: number }>();
  /**
   * L362: meetings whose transcript is still being written, with what it was when last seen, since
   * when it has kept changing (`since`, ms) and, once that is long, the wait said (log, status).
   */
  readonly #settling = new Map<
    string,
    {
      timer: NodeJS.Timeout;
      size: number;
      mtimeMs: number;
      at: number;
      since: number;
      wait?: TranscriptWait | undefined;
      /** When the wait was last said (ms; null: not yet; L378: again each hour). */
      saidAt: number | null;
    }
  >();
  readonly #known = new Map<string, string>();
  /**
   * L591: per transcript, the modification time of the last version seen and the longest gap between
   * versions in its current episode of changes (ms; 0: none seen yet), which lengthens its settle wait.
   */
  readonly #pieces = new Map<string, { mtimeMs: number; gapMs: number }>();
  readonly #startedAt = new Date().toISOString();
  #watcher: VaultWatcher | null = null;
  #stopping = false;
  /** L390: set by a stop for a vault folder that is gone or replaced: no state file is written. */
  #vaultGone = false;
  #lastScanAt: string | null = null;
  #publishTimer: NodeJS.Timeout | null = null;
  #publishing: Promise<void> = Promise.resolve();
  #paused: { message: string; since: string; waiting: Set<string> } | null = null;
  /** Whether the user was told that the model endpoint cannot be reached (S51); a summary resets it. */
  #toldUnreachable = false;
  /** Ended meetings not summarized for want of a usable transcript (N16), by meeting. */
  readonly #noTranscript = new Map<string, TranscriptWait>();
  /** Obsidian templates among the meetings already said (path → why), so each is said once (N4). */
  readonly #templates = new Map<string, string>();
  /** The own-status detail last said per meeting (R86). */
  readonly #ownStatus = new Map<string, string>();

  constructor(options: DaemonOptions) {
    this.#o = options;
    this.#records = new MeetingRecords(options.vault);
    this.#hashes = new HashCache(options.vault);
    this.#scanCache = new ScanCache(options.vault);
    this.#index = new MeetingIndex(options.vault.config);
    this.#queue = new PQueue({ concurrency: options.vault.config.daemon.concurrency });
  }

  get #config() {
    return this.#o.vault.config;
  }

  /** Starts watching and catches up. Resolves once the catch-up scan has queued its meetings. */
  async start(): Promise<void> {
    const { vault, log } = this.#o;
    const { folders, daemon } = this.#config;
    if (daemon.trigger === 'manual') {
      log.info(
        'daemon.trigger is "manual": watching and reporting only; no summary runs start by themselves',
      );
    }
    // A watched folder that is a symlink out of the vault is not followed (R19): said with its
    // target and the fix, and not watched; with nothing left to watch, the daemon does not start.
    const watched: string[] = [];
    const linked: string[] = [];
    for (const folder of [folders.meetings, folders.transcripts]) {
      const found = await symlinkOutOfVault(vault, folder);
      if (found === null) watched.push(folder);
      else {
        linked.push(symlinkOutMessage(vault, found));
        log.warn({ folder, symlink: found.link, target: found.target }, symlinkOutMessage(vault, found));
      }
    }
    if (watched.length === 0) throw new Error(`nothing to watch in ${vault.root}: ${linked.join('; ')}`);
    // Hooks that cannot work are said now, not only after every summary (review M14).
    for (const problem of await checkHooks(daemon.hooks, { vault: vault.root, env: this.#o.env }))
      log.warn({ hook: problem.hook, fix: problem.fix }, problem.message);
    this.#watcher = await startVaultWatcher({
      root: vault.root,
      folders: watched,
      trashFolder: folders.trash,
      debounceMs: daemon.debounceMs,
      onSettled: (rel, kind) => void this.#onSettled(rel, kind),
      onEvent: (rel, event) => log.debug({ path: rel, event }, 'fs event'),
      // W13: a configured folder made after the start is watched from then on.
      onFolderAppeared: (folder) => log.info({ folder }, 'folder to watch appeared: watching it'),
      onFolderGone: (folder) =>
        log.warn({ folder }, 'folder to watch is gone: it is watched again once it is back'),
      onError: (error) => log.error({ err: error }, 'watcher error'),
    });
    for (const missing of this.#watcher.missing)
      log.warn({ folder: missing }, 'folder to watch does not exist yet: it is watched once it is made');
    log.info(
      {
        vault: vault.root,
        watching: watched.filter((f) => !this.#watcher?.missing.includes(f)),
        concurrency: daemon.concurrency,
        debounceMs: daemon.debounceMs,
        trigger: daemon.trigger,
      },
      'watching',
    );
    // N5: a key the configuration names but the environment lacks fails every run alike: said
    // once, and no meeting is run (or marked failed) until the configuration is fixed.
    for (const [key, model] of [
      ['model', this.#config.models.main],
      ['models.small', this.#config.models.small],
    ] as const) {
      if (!model) continue;
      try {
        resolveApiKey(model, this.#o.env);
      } catch (error) {
        if (!ConfigError.isInstance(error)) throw error;
        this.#pause(key === 'model' ? error.message : error.message.replace(/^model\./, 'models.small.'));
      }
    }
    // review9 V5: the external writes of runs that died unrecorded (SIGKILL, a crash) are recorded
    // from their journals before anything runs.
    await this.#recordInterruptedRuns();
    // L446: a daemon killed here (SIGKILL, a crash) left its status file, which `status` reads to
    // say what it was running; this start catches that up, so the file goes.
    const stopped = await removeStoppedDaemonStatuses(vault).catch((error: unknown) => {
      log.warn({ err: error }, 'could not remove the status files of stopped daemons');
      return [];
    });
    if (stopped.length > 0)
      log.info(
        { pids: stopped },
        'status file of a daemon that ended without stopping cleanly removed: its meetings are caught up now',
      );
    for (const meeting of this.#o.resume ?? []) this.#consider(meeting, 'configuration fixed', 2);
    await this.#scan();
  }

  /** Turns the journals of dead runs into `## Run interrupted` records (review9 V5); logged, never throws. */
  async #recordInterruptedRuns(): Promise<void> {
    const { vault, log } = this.#o;
    try {
      const { recorded, left } = await recordInterruptedRuns(vault, "the daemon's start");
      for (const r of recorded)
        log.warn(
          { meeting: r.meeting, context: r.context, writes: r.writes, journal: r.journal },
          `a run of ${r.meeting} had died before recording its external writes: recorded as "## Run interrupted" in ${r.context}`,
        );
      for (const l of left)
        log.info({ meeting: l.meeting, journal: l.journal }, `run journal left: ${l.why}`);
    } catch (error) {
      log.warn({ err: error }, `the run journals could not be read: ${(error as Error).message}`);
    }
  }

  /**
   * The configuration problem that holds every summary back, with the meetings waiting for it;
   * `null` while summaries run (N5).
   */
  get paused(): PausedState | null {
    const p = this.#paused;
    return p ? { message: p.message, since: p.since, waiting: [...p.waiting] } : null;
  }

  /**
   * Holds every summary back for a configuration problem (N5): logged (and notified) once; the
   * meeting that met it, if any, waits with the others; nothing is recorded against a meeting.
   */
  #pause(message: string, meeting?: string): void {
    if (!this.#paused) {
      this.#paused = { message, since: new Date().toISOString(), waiting: new Set() };
      this.#o.log.error(
        {
          error: message,
          fix: 'fix meeting-assistant.json or the environment the daemon runs in (a login service does not see your shell variables: see `ma daemon install`); summaries resume when meeting-assistant.json changes, or at the next start; no meeting is marked failed',
        },
        'configuration problem: summaries paused',
      );
      this.#o.notifier?.runFailed(
        meeting ?? this.#config.folders.meetings,
        `configuration problem, summaries paused: ${message}`,
      );
    }
    if (meeting) this.#paused.waiting.add(meeting);
    this.#publish();
  }

  /** Resolves when no summary is queued or running and no post-summary hook is (tests and benches). */
  async idle(): Promise<void> {
    await this.#queue.onIdle();
    await this.#hooks.onIdle();
  }

  /**
   * Stops: no new work — the meetings still queued (or waiting to look again at a busy meeting)
   * are named in one info line, `stopping: N queued meetings left for the next start`, and left
   * for the next start's catch-up (N11); pending approvals are cancelled at once (their request
   * notes say `cancelled`); running summaries, then the post-summary hooks, get what is left of
   * `daemon.shutdownMs` (counted from the stop) to finish, then are cancelled (a run records the
   * cancellation in its context note and commits nothing when the cancellation lands before its
   * commit began; a commit already under way completes and is logged `run done` with the summary,
   * never `run cancelled`, since a write is not undone halfway; a hook command is killed, a webhook
   * request aborted, each logged as `hook failed`); the status file is removed. Resolves when
   * every run and hook has ended.
   * With `vaultGone` (L390: the vault folder is gone or was replaced), running summaries are
   * cancelled at once and the daemon's state files (content hashes, status file) are not written:
   * the vault path no longer names the vault, and nothing is made in its place.
   * Spec: issue 12 (stopping); seed 004 (shutdown cancels pending approvals); review2 N11.
   */
  async stop(signalName = 'stop', opts: { vaultGone?: boolean } = {}): Promise<void> {
    if (this.#stopping) return;
    this.#stopping = true;
    this.#vaultGone = opts.vaultGone === true;
    const { log } = this.#o;
    const deadline = opts.vaultGone ? 0 : this.#config.daemon.shutdownMs;
    const until = Date.now() + deadline;
    const left = new Set(this.#pending);
    // A meeting waiting for its retry is left too: its `retrying` record makes the next start's
    // catch-up run it again.
    for (const [meeting, r] of this.#retries) {
      clearTimeout(r.timer);
      left.add(meeting);
    }
    this.#retries.clear();
    for (const [meeting, b] of this.#busy) {
      if (b.timer && !this.#running.has(meeting)) left.add(meeting);
      if (b.timer) clearTimeout(b.timer);
    }
    this.#busy.clear();
    for (const [meeting, w] of this.#settling) {
      clearTimeout(w.timer);
      left.add(meeting);
    }
    this.#settling.clear();
    this.#queue.clear();
    this.#pending.clear();
    if (left.size > 0) {
      log.info(
        { signal: signalName, queued: [...left] },
        `stopping: ${countNoun(left.size, 'queued meeting')} left for the next start`,
      );
    }
    // Seed 004: shutdown cancels pending approvals at once (their notes say so); a run waiting for
    // one gets "cancelled" and goes on, so the wait below is for the runs, not for a user.
    await this.#o.notifier?.cancelApprovals?.().catch((error: unknown) => {
      log.warn({ err: error }, 'could not cancel the pending approvals');
    });
    await this.#watcher?.close();
    if (this.#running.size > 0) {
      log.info(
        { signal: signalName, running: [...this.#running.keys()], deadlineMs: deadline },
        'stopping: waiting for running summaries',
      );
      if (!(await settlesBy(this.#queue.onIdle(), until))) {
        log.warn({ running: [...this.#running.keys()] }, 'deadline reached: cancelling running summaries');
        for (const r of this.#running.values()) r.controller.abort(stopping());
      }
    }
    await this.#queue.onIdle();
    await this.#stopHooks(until, deadline);
    if (this.#publishTimer) clearTimeout(this.#publishTimer);
    await this.#publishing;
    if (!opts.vaultGone) {
      await this.#hashes.save();
      await removeDaemonStatus(this.#o.vault, process.pid).catch(() => {});
    }
    await this.#o.notifier?.close?.();
    log.info({ signal: signalName }, 'stopped');
  }

  /**
   * The stop's wait for the post-summary hooks (N11): those running or waiting get until `until`
   * (epoch ms; `deadlineMs` is the configured `daemon.shutdownMs`, for the log), then the waiting
   * ones are dropped and the running ones cancelled.
   */
  async #stopHooks(until: number, deadlineMs: number): Promise<void> {
    const hooks = this.#hooks.pending + this.#hooks.size;
    if (hooks === 0) return;
    const { log } = this.#o;
    log.info({ hooks, deadlineMs }, 'stopping: waiting for post-summary hooks');
    if (await settlesBy(this.#hooks.onIdle(), until)) return;
    log.warn(
      { running: this.#hooks.pending, dropped: this.#hooks.size },
      'deadline reached: cancelling post-summary hooks',
    );
    this.#hooks.clear();
    this.#hooksController.abort(stopping());
    await this.#hooks.onIdle();
  }

  /**
   * Queues the post-summary hooks of one finished summary on the hook queue (N11): they never
   * hold a summary slot. Beyond {@link HOOK_BACKLOG} waiting jobs (a receiver or command far too
   * slow for the summaries made) the summary's hooks are skipped with a warning.
   */
  #queueHooks(event: SummaryEvent): void {
    const { hooks } = this.#config.daemon;
    if (!hooks.onSummary && !hooks.webhook) return;
    const { log, env } = this.#o;
    if (this.#hooks.size >= HOOK_BACKLOG) {
      log.warn(
        { meeting: event.meeting, waiting: this.#hooks.size },
        'hooks skipped: too many post-summary hooks are waiting (a receiver or command is too slow)',
      );
      return;
    }
    const signal = this.#hooksController.signal;
    void this.#hooks
      .add(() => runHooks(hooks, event, log, env, { signal }))
      .catch((error: unknown) => {
        // Dropped unstarted by a stop past its deadline (counted in its log line).
        if (!this.#stopping) log.warn({ err: error, meeting: event.meeting }, 'hook failed');
      });
  }

  /** The catch-up scan: every meeting note (bounded by `since`) that needs a run is queued. */
  async #scan(): Promise<void> {
    const { vault, log, since } = this.#o;
    const meetings = await listMeetings(vault);
    let queued = 0;
    let skippedOld = 0;
    // The records are read once for the scan (a job started by it writes only its own meeting's).
    const records = await this.#records.all();
    const cache = this.#scanCache;
    cache.beginScan();
    // F14: the meeting list leaves sync-conflict copies out (core `listMeetings`); each is still
    // warned about once per start, with its original.
    const copies = await findSyncConflictCopies(vault, [vault.config.folders.meetings]).catch(() => []);
    for (const { copy } of copies) this.#isConflictCopy(copy);
    for (const meeting of meetings) {
      if (this.#stopping) return;
      // A retry a previous daemon scheduled but did not make (it stopped first): made now (N11).
      const record = records[meeting];
      if (record?.state === 'retrying') {
        this.#consider(meeting, 'retry left by the previous start', (record.attempts ?? 1) + 1);
        queued++;
        continue;
      }
      // Issue #13: a meeting whose note, transcript, summary, folders and record are as they were
      // at the last start keeps that start's decision (no run) without being read again.
      const cached = await cache.lookup(meeting, record);
      if (cached) {
        this.#rememberCached(meeting, cached);
        continue;
      }
      const lookedAt = Date.now();
      const decision = await this.#evaluate(meeting, 1);
      if (!decision) continue;
      await this.#recordScanDecision(meeting, lookedAt, decision, record);
      // Rule 3 by bytes: a transcript whose bytes differ from the ones its summary was written
      // from changed after that summary, whatever its modification time says (`cp -p`, a sync
      // client, `touch -d`), so `--since` never hides it. Only times can bound the rest.
      const changedBytes = decision.reason === 'transcript-changed' && decision.comparedBy === 'bytes';
      if (since != null && !changedBytes && (await this.#olderThan(meeting, decision, since))) {
        skippedOld++;
        continue;
      }
      if (decision.run || decision.reason === 'hand-edited' || decision.reason === 'unreadable') {
        this.#consider(meeting, 'catch-up');
        queued++;
      } else if (decision.reason === 'no-transcript') this.#reportNoTranscript(meeting, decision);
      else if (decision.reason === 'template') this.#reportTemplate(meeting, decision);
      else if (decision.reason === 'numbered-copy') this.#reportCopy(meeting, decision.detail ?? '');
      else if (isOwnStatusSkip(decision)) this.#reportOwnStatus(meeting, decision.detail ?? '');
    }
    await this.#forgetGoneMeetings(new Set(meetings));
    cache.forgetUnseen();
    this.#lastScanAt = new Date().toISOString();
    log.info(
      {
        meetings: meetings.length,
        queued,
        // Memory after the scan (bytes): the idle footprint a user sees (issue 12, idle RSS).
        rss: process.memoryUsage.rss(),
        heapUsed: process.memoryUsage().heapUsed,
        ...(since != null ? { since: new Date(since).toISOString(), skippedOld } : {}),
        // Content hashes taken from `.meeting-assistant/daemon/content-hashes.json` vs read anew.
        hashesCached: this.#hashes.counts.cached,
        hashesRead: this.#hashes.counts.hashed,
        // Meetings whose last decision was kept (`.meeting-assistant/daemon/scan-decisions.json`) vs read anew.
        meetingsCached: cache.counts.cached,
        meetingsRead: cache.counts.read,
        // Times `.meeting-assistant/daemon/meetings.json` was parsed so far (read again only when it changed).
        recordsParsed: this.#records.counts.parsed,
      },
      'catch-up scan done',
    );
    await this.#hashes.save();
    await cache.save();
    this.#publish();
  }

  /**
   * U53: the records of meeting notes that no longer exist (deleted or renamed away — also during
   * their run, or while no daemon ran) are dropped at the catch-up scan: a deleted meeting is no
   * longer listed as failed, retrying or left alone, start after start. Only a note that is really
   * gone (not listed and not on disk) loses its record.
   */
  async #forgetGoneMeetings(listed: ReadonlySet<string>): Promise<void> {
    const { vault, log } = this.#o;
    const records = await this.#records.all();
    for (const meeting of Object.keys(records)) {
      if (listed.has(meeting) || (await noteExists(vault.root, meeting))) continue;
      log.info({ meeting, state: records[meeting]?.state }, 'meeting note gone: its record is dropped');
      await this.#records
        .set(meeting, null)
        .catch((e: unknown) => log.error({ err: e }, 'could not save the daemon record'));
    }
  }

  /** True when both the meeting note and its transcript were last modified before `since`. */
  async #olderThan(meeting: string, decision: TriggerDecision, since: number): Promise<boolean> {
    const { vault } = this.#o;
    // R186: the note's own path, not the parsed meeting's: an unreadable note (broken YAML) has no
    // parsed meeting, and with nothing to stat it counted as old, so `--since` hid it in silence.
    const rels = [meeting, decision.meeting?.links.transcript].filter((r): r is string => !!r);
    for (const rel of rels) {
      const s = await stat(path.join(vault.root, rel)).catch(() => null);
      if (s && s.mtimeMs >= since) return false;
    }
    return true;
  }

  /** A path whose events settled: wake its meetings when its bytes changed. */
  async #onSettled(rel: string, kind: 'present' | 'gone'): Promise<void> {
    if (this.#stopping) return;
    const { log, vault } = this.#o;
    try {
      if (kind === 'gone') {
        this.#known.delete(rel);
        this.#index.remove(rel);
        // A meeting note deleted or renamed away while it waited for its transcript waits no more
        // (R160): `status` listed it until the next start.
        if (this.#noTranscript.delete(rel)) this.#publish();
        log.debug({ path: rel }, 'gone');
        return;
      }
      // L590: a symlink under the meetings folder is a meeting note only as the catch-up scan takes it
      // (core `listMeetings`): a link to a `.md` note inside the meetings folder, under that note's
      // path. A linked folder (inside the vault or out of it), a link to a note elsewhere, or a link
      // without `.md` is none: before, each was "meeting note unreadable", recorded failed and notified.
      const note = await this.#meetingNoteAt(rel);
      if (note === null) {
        log.debug({ path: rel }, 'not a meeting note (a symlink the catch-up scan does not list): ignored');
        return;
      }
      if (note !== rel) {
        this.#consider(note, 'note changed');
        return;
      }
      // L592: a file this user may not read has no hash; its meeting's look says why it is not summarized.
      const hash = await this.#hashes.hash(path.join(vault.root, rel)).catch((error: unknown) => {
        if (permissionDenied(error, 'file', rel) === null) throw error;
        return null;
      });
      if (hash !== null && this.#known.get(rel) === hash) {
        log.debug({ path: rel }, 'content unchanged: ignored');
        return;
      }
      if (hash !== null) this.#known.set(rel, hash);
      if (hash !== null && note === rel && !isUnderMeetingsFolder(this.#config, rel)) {
        const info = await stat(path.join(vault.root, rel)).catch(() => null);
        if (info !== null) this.#notePiece(rel, info.mtimeMs);
      }
      const meetings = this.#index.meetingsFor(rel);
      if (meetings.length === 0) log.debug({ path: rel }, 'changed: no meeting links it');
      for (const meeting of meetings)
        this.#consider(meeting, rel === meeting ? 'note changed' : 'transcript changed');
    } catch (error) {
      log.error({ err: error, path: rel }, 'could not look at a changed file');
    }
  }

  /**
   * L591: records a version of the transcript `rel` (its modification time, ms; seen by the watcher or
   * by a look before a run): a new version modified within
   * {@link PIECE_GAP_MAX_MS} after the one seen before it is a piece of the same writing, and the gap
   * between them (the writer's pace) is kept; a later one starts a new episode.
   */
  #notePiece(rel: string, mtimeMs: number): void {
    const before = this.#pieces.get(rel);
    if (before?.mtimeMs === mtimeMs) return;
    const gap = before ? mtimeMs - before.mtimeMs : 0;
    const gapMs = gap > 0 && gap <= PIECE_GAP_MAX_MS ? Math.max(before?.gapMs ?? 0, gap) : 0;
    this.#pieces.set(rel, { mtimeMs, gapMs });
  }

  /**
   * L591: how long the transcript `rel` must stay unchanged before a run (ms): `daemon.debounceMs`,
   * or twice the longest gap seen between its versions in this episode of changes when that is longer
   * (capped at {@link PIECE_GAP_MAX_MS}): a writer adding a piece every few seconds, slower than the
   * window, made a run (and a "summary ready") of each piece.
   */
  #settleWindow(rel: string): number {
    const window = this.#config.daemon.debounceMs;
    if (window <= 0) return window;
    return Math.max(window, Math.min(2 * (this.#pieces.get(rel)?.gapMs ?? 0), PIECE_GAP_MAX_MS));
  }

  /**
   * L590: the meeting note a settled path under the meetings folder is, as core `listMeetings` takes
   * it: the path itself for a regular file (or one gone by now: its look finds it gone), core
   * `asMeetingNote` (the note it resolves to inside the meetings folder, else null) for a symlink,
   * null for anything else (a folder). A path outside the meetings folder (a transcript) is itself.
   */
  async #meetingNoteAt(rel: string): Promise<string | null> {
    const { vault } = this.#o;
    if (!isUnderMeetingsFolder(this.#config, rel)) return rel;
    const info = await lstat(path.join(vault.root, rel)).catch(() => null);
    if (info === null || info.isFile()) return rel;
    if (!info.isSymbolicLink()) return null;
    return asMeetingNote(vault, rel);
  }

  /**
   * True (and warned once per start) when `meeting` is a sync tool's conflict copy of another meeting
   * note: no meeting of its own, never summarized nor rewritten (newcomer review F1; L117).
   */
  #isConflictCopy(meeting: string): boolean {
    const original = syncConflictOriginal(meeting);
    if (original === null) return false;
    this.#reportCopy(meeting, original);
    return true;
  }

  /**
   * Says once per start that `meeting` is a copy of `original` a sync tool left (a conflict name, or a
   * numbered name linking the original's transcript: R201), not summarized.
   */
  #reportCopy(meeting: string, original: string): void {
    if (this.#conflictCopies.has(meeting)) return;
    this.#conflictCopies.add(meeting);
    this.#o.log.warn(
      { meeting, original },
      'sync-conflict copy of a meeting note: not summarized; merge what differs into the original and delete the copy (ma doctor lists them)',
    );
  }

  /** Queues a meeting once (a change during its run is looked at after it). */
  #consider(meeting: string, why: string, attempt = 1): void {
    if (this.#stopping) return;
    if (this.#isConflictCopy(meeting)) return;
    if (attempt === 1) {
      // A retry is scheduled: it reads the note and transcript afresh when it runs.
      if (this.#retries.has(meeting)) return;
      const busy = this.#busy.get(meeting);
      if (busy?.timer) {
        clearTimeout(busy.timer);
        busy.timer = null;
      }
    }
    if (this.#running.has(meeting)) {
      // Looked at once the run ends; a retry whose timer fired before its failed run had finished
      // (a short `daemon.retry.delayMs` on a slow machine) keeps its attempt number (C8).
      this.#recheck.set(meeting, Math.max(attempt, this.#recheck.get(meeting) ?? 1));
      // The mark that the change was seen during the run (a test waits for it, L162).
      this.#o.log.debug({ meeting, why }, 'changed during its run: looked at once it ends');
      return;
    }
    if (this.#pending.has(meeting)) return;
    this.#pending.add(meeting);
    this.#o.log.debug({ meeting, why, attempt }, 'queued');
    void this.#queue
      .add(() => this.#job(meeting, attempt))
      .catch((error: unknown) => {
        // A stop clears the queue: its meetings are named in the stop's one line (N11).
        if (this.#stopping && (error as { name?: unknown } | null)?.name === 'AbortError') return;
        this.#o.log.error({ err: error, meeting }, 'could not look at the meeting');
      });
    this.#publish();
  }

  /** Reads the trigger state of a meeting and remembers what it saw (hashes, transcript link). */
  async #evaluate(meeting: string, attempt: number): Promise<TriggerDecision | null> {
    const { vault, log } = this.#o;
    try {
      const record = await this.#records.get(meeting);
      const decision = await evaluateTrigger(vault, meeting, {
        record,
        ignoreStatus: attempt > 1,
        hashOf: (abs) => this.#hashes.hash(abs),
      });
      this.#remember(meeting, decision);
      return decision;
    } catch (error) {
      log.error({ err: error, meeting }, 'could not read the meeting');
      return null;
    }
  }

  /** Keeps a catch-up decision that made no run for the next start (issue #13); best effort. */
  async #recordScanDecision(
    meeting: string,
    lookedAt: number,
    decision: TriggerDecision,
    record: MeetingRecord | undefined,
  ): Promise<void> {
    const m = decision.meeting;
    const link = frontmatterProperty(m?.note.frontmatter?.data ?? {}, 'transcript') ?? null;
    if (
      (decision.reason !== 'summary-current' && decision.reason !== 'not-ended') ||
      // R86: not kept, so that the next start says it again.
      isOwnStatusSkip(decision) ||
      !m?.links.transcript ||
      !decision.noteHash ||
      (link !== null && typeof link !== 'string') ||
      (decision.reason === 'summary-current' && !m.links.summary)
    ) {
      await this.#scanCache.record(meeting, lookedAt, null, record);
      return;
    }
    await this.#scanCache
      .record(
        meeting,
        lookedAt,
        {
          reason: decision.reason,
          noteHash: decision.noteHash,
          transcriptHash: decision.transcriptHash,
          transcript: m.links.transcript,
          link,
          summary: decision.reason === 'summary-current' ? m.links.summary : null,
        },
        record,
      )
      .catch(() => {});
  }

  /** What {@link #remember} keeps, from a decision of the last start (issue #13). */
  #rememberCached(meeting: string, cached: ScanDecision): void {
    this.#noTranscript.delete(meeting);
    this.#known.set(meeting, cached.noteHash);
    this.#index.update(meeting, cached.transcript, cached.link ?? undefined);
    if (cached.transcriptHash) this.#known.set(cached.transcript, cached.transcriptHash);
    this.#watchLinkedTranscript(cached.transcript);
  }

  #remember(meeting: string, decision: TriggerDecision): void {
    // A meeting waiting for its transcript is looked at again on every change: no longer waiting
    // unless this look finds it so again (N16).
    if (decision.reason !== 'no-transcript' && this.#noTranscript.delete(meeting)) this.#publish();
    if (decision.reason === 'gone') {
      this.#known.delete(meeting);
      this.#index.remove(meeting);
      return;
    }
    if (decision.noteHash) this.#known.set(meeting, decision.noteHash);
    const m = decision.meeting;
    if (!m) return;
    this.#index.update(
      meeting,
      m.links.transcript,
      frontmatterProperty(m.note.frontmatter?.data ?? {}, 'transcript'),
    );
    if (m.links.transcript && decision.transcriptHash)
      this.#known.set(m.links.transcript, decision.transcriptHash);
    if (m.links.transcript) this.#watchLinkedTranscript(m.links.transcript);
  }

  /** A transcript outside the watched folders is watched as a file of its own. */
  #watchLinkedTranscript(t: string): void {
    const transcripts = this.#config.folders.transcripts.toLowerCase();
    if (
      !t.toLowerCase().startsWith(`${transcripts}/`) &&
      !t.toLowerCase().startsWith(`${this.#config.folders.meetings.toLowerCase()}/`)
    ) {
      this.#watcher?.watchFile(t);
    }
  }

  /** One queued look at a meeting: decide, run, record. */
  async #job(meeting: string, attempt: number): Promise<void> {
    this.#pending.delete(meeting);
    if (this.#stopping) return;
    const { log } = this.#o;
    const decision = await this.#evaluate(meeting, attempt);
    if (!decision) return;
    // Only a run can find the meeting busy: a look that makes none ends a busy episode.
    if (!decision.run || this.#config.daemon.trigger === 'manual' || this.#paused) this.#busyOver(meeting);
    if (!decision.run) {
      await this.#noRun(meeting, decision);
      return;
    }
    if (this.#config.daemon.trigger === 'manual') {
      log.info({ meeting, reason: decision.reason }, 'would summarize (daemon.trigger is "manual")');
      return;
    }
    if (this.#paused) {
      if (!this.#paused.waiting.has(meeting))
        log.info(
          { meeting, reason: decision.reason },
          'waiting: summaries are paused (configuration problem)',
        );
      this.#paused.waiting.add(meeting);
      this.#publish();
      return;
    }
    if (await this.#transcriptSettling(meeting, decision, attempt)) return;
    await this.#run(meeting, decision, attempt);
  }

  /**
   * L362: true (and the meeting looked at again once the settle window, `daemon.debounceMs`, has
   * passed) when its transcript changed within that window: a sync client (Dropbox, iCloud) writes a
   * file in pieces, and a run started on the first pieces made a second run on the whole file (two
   * summaries, two paid runs). A transcript is stable when its modification time is at least the
   * window old, or when its size and modification time stayed the same over the window (a time in
   * the future, as a sync client may keep from another device, is compared, not trusted).
   */
  async #transcriptSettling(meeting: string, decision: TriggerDecision, attempt: number): Promise<boolean> {
    const rel = decision.meeting?.links.transcript;
    const info = rel ? await stat(path.join(this.#o.vault.root, rel)).catch(() => null) : null;
    // L591: a version the watcher has not reported yet (it changed during a run) tells the pace too.
    if (rel && info) this.#notePiece(rel, info.mtimeMs);
    const window = rel ? this.#settleWindow(rel) : this.#config.daemon.debounceMs;
    const seen = this.#settling.get(meeting);
    if (seen) clearTimeout(seen.timer);
    this.#settling.delete(meeting);
    const settled = (): false => {
      if (seen?.wait) this.#publish();
      return false;
    };
    if (info === null || window <= 0 || !rel) return settled();
    const now = Date.now();
    const age = now - info.mtimeMs;
    if (age >= window) return settled();
    const same = seen !== undefined && seen.size === info.size && seen.mtimeMs === info.mtimeMs;
    if (same && now - seen.at >= window) return settled();
    const at = same ? seen.at : now;
    const wait = Math.max(50, at + window - now, age >= 0 ? window - age : 0);
    const timer = setTimeout(() => {
      if (this.#settling.get(meeting)?.timer !== timer) return;
      this.#consider(meeting, 'transcript settling', attempt);
    }, Math.min(wait, window) + 25);
    timer.unref?.();
    const since = seen?.since ?? now;
    // Settle: a transcript that keeps changing (a live transcription appending for hours, a wrongly
    // linked file a program keeps rewriting) would wait with no limit and no word: past a few windows
    // the wait is said at info level and listed by `ma-daemon status` until it settles; L378: said again
    // each hour it goes on, with how long (the wait has no limit: a run now would summarize a part).
    let said = seen?.wait;
    let saidAt = seen?.saidAt ?? null;
    const say = settlingWaitToSay(since, saidAt, now, this.#config.daemon.debounceMs);
    if (say !== null) {
      said = {
        ...transcriptSettlingWait(meeting, rel, this.#config.daemon.debounceMs, now - since),
        since: new Date(since).toISOString(),
      };
      saidAt = now;
      this.#o.log.info(
        { meeting, transcript: rel, detail: said.message },
        say === 'first'
          ? 'waiting for the transcript to settle'
          : 'still waiting for the transcript to settle',
      );
      this.#publish();
    }
    this.#settling.set(meeting, {
      timer,
      size: info.size,
      mtimeMs: info.mtimeMs,
      at,
      since,
      wait: said,
      saidAt,
    });
    this.#o.log.debug(
      { meeting, transcript: rel, size: info.size },
      'transcript still changing: looked at again once it settles',
    );
    return true;
  }

  /**
   * A look that makes no run: says why when the user must know (hand-edited, unreadable, no
   * transcript; each once), then always ends in the debug line `no run` with the reason: the mark
   * that the change was looked at, which the log's reader (and a test that checks nothing more was
   * said, without a fixed wait: leftovers C L158) can wait for.
   */
  async #noRun(meeting: string, decision: TriggerDecision): Promise<void> {
    if (decision.reason === 'hand-edited') await this.#reportHandEdited(meeting, decision);
    else if (decision.reason === 'unreadable') await this.#reportUnreadable(meeting, decision);
    else if (decision.reason === 'no-transcript') this.#reportNoTranscript(meeting, decision);
    else if (decision.reason === 'template') this.#reportTemplate(meeting, decision);
    else if (decision.reason === 'numbered-copy') this.#reportCopy(meeting, decision.detail ?? '');
    this.#o.log.debug({ meeting, reason: decision.reason, detail: decision.detail }, 'no run');
  }

  async #run(meeting: string, decision: TriggerDecision, attempt: number): Promise<void> {
    const { vault, log, env } = this.#o;
    const controller = new AbortController();
    this.#running.set(meeting, { controller, startedAt: new Date().toISOString() });
    this.#publish();
    let run: SummaryRun | null = null;
    try {
      // Loaded on the first run: an idle daemon never holds the agent and the AI SDK in memory.
      const { summarizeMeeting } = await import('@ma/agent');
      await this.#o.prepareRun?.();
      run = await summarizeMeeting({
        vault,
        meeting,
        signal: controller.signal,
        env,
        onEvent: (event) => {
          // The agent emits run-start once it holds the meeting's lock (a busy meeting never does).
          if (event.type === 'run-start') {
            log.info({ meeting, reason: decision.reason, attempt, engine: event.engine }, 'run start');
          } else {
            log.debug({ meeting, event }, 'agent event');
          }
        },
        ...(this.#o.approvalGated
          ? { approvalGated: (session: ToolSession) => this.#o.approvalGated!(session, controller.signal) }
          : {}),
        // L31: a failure the daemon runs again (or waits out) keeps the note's status, not
        // `failed`; the context note's record says when it runs again.
        retryLater: (failure) =>
          retryLaterText(retryPlan(failure, failure.reason, attempt, this.#config.daemon.retry), new Date()),
      });
    } catch (error) {
      await this.#failed(meeting, error, attempt);
    } finally {
      // F6 (T54): the run's own writes are remembered while it still counts as running. Before, the
      // meeting left the running set first: a watcher event of those writes settling in between (the
      // remembering reads and hashes the note: long on a busy machine) found neither a run to look
      // after it nor the hash it carries, and queued the meeting again — a summarized one then named
      // at a stop as "left for the next start". Now such an event is looked at in the run's slot.
      await this.#rememberOwnWrites(meeting);
      this.#running.delete(meeting);
      this.#publish();
    }
    if (run) await this.#succeeded(meeting, run, decision);
    await this.#hashes.save();
    const recheck = this.#recheck.get(meeting);
    if (recheck === undefined) return;
    this.#recheck.delete(meeting);
    if (recheck === 1 && !this.#stopping) {
      // T54: the watcher's event for the run's own write to the note (its context link, made while
      // it ran) asked for this look. Made here, in the run's slot: a meeting that needs no run is
      // not queued again, so a stop never names it as left for the next start.
      const again = await this.#evaluate(meeting, 1);
      if (!again) return;
      if (!again.run) {
        await this.#noRun(meeting, again);
        return;
      }
    }
    this.#consider(meeting, recheck > 1 ? 'retry' : 'changed during its run', recheck);
  }

  /**
   * Ends a meeting's busy episode: its next busy look waits 1 s again. Called whenever a look at
   * the meeting was not refused as busy (a run held the lock and ended in any way, or no run was
   * needed), unless a busy look is still scheduled. Without it the wait kept doubling across
   * unrelated episodes (1, 2, 4, 8 s from the first look of a later one; leftover, session 17).
   * (p-retry, used for the webhooks, retries a function in place: it would hold a summary slot
   * for the whole wait, and a change to the note could not cut the wait short.)
   */
  #busyOver(meeting: string): void {
    if (this.#busy.get(meeting)?.timer === null) this.#busy.delete(meeting);
  }

  /** Hashes what a run wrote, so the watcher's events for those writes wake nothing (B38). */
  async #rememberOwnWrites(meeting: string): Promise<void> {
    const decision = await this.#evaluate(meeting, 1);
    if (decision?.noteHash) this.#known.set(meeting, decision.noteHash);
  }

  async #succeeded(meeting: string, run: SummaryRun, decision: TriggerDecision): Promise<void> {
    const { vault, log, notifier } = this.#o;
    const abs = (rel: string) => path.join(vault.root, rel);
    this.#busyOver(meeting);
    const noteHash = await contentHash(abs(meeting)).catch(() => null);
    await this.#records
      .set(meeting, {
        state: 'summarized',
        at: new Date().toISOString(),
        noteHash,
        transcriptHash: decision.transcriptHash,
        summaryHash: await contentHash(abs(run.summaryPath)).catch(() => null),
      })
      .catch((error: unknown) => log.error({ err: error }, 'could not save the daemon record'));
    log.info(
      {
        meeting,
        summary: run.summaryPath,
        engine: run.engine,
        durationMs: run.durationMs,
        coverage: run.coverage,
        // A run with refused or not-run calls never reads like a clean one (leftover, session 17).
        ...(run.engine === 'agent'
          ? { steps: run.steps, toolCalls: run.toolCalls, toolOutcomes: run.toolOutcomes }
          : {}),
      },
      'run done',
    );
    // The run's warnings (an empty transcript, review10 W8; unknown projects, …) are in its record; the log says them too.
    for (const warning of run.warnings) log.warn({ meeting, warning }, 'run warning');
    // W8: the notice says the run warned and what about, not a plain "summary ready".
    this.#toldUnreachable = false;
    notifier?.summaryReady(meeting, abs(run.summaryPath), run.warnings);
    const transcript = decision.meeting?.links.transcript ?? null;
    this.#queueHooks({
      vault: vault.root,
      meeting,
      meetingPath: abs(meeting),
      summaryPath: abs(run.summaryPath),
      contextPath: abs(run.contextPath),
      transcriptPath: transcript ? abs(transcript) : null,
      engine: run.engine,
      at: new Date().toISOString(),
    });
  }

  async #failed(meeting: string, error: unknown, attempt: number): Promise<void> {
    const { vault, log, notifier } = this.#o;
    const { SummaryRunError } = await import('@ma/agent');
    const reason = SummaryRunError.isInstance(error) ? error.reason : 'error';
    const message = error instanceof Error ? error.message : String(error);
    if (reason === 'busy') {
      const busy = this.#busy.get(meeting) ?? { timer: null, count: 0 };
      const delay = Math.min(BUSY_MAX_DELAY_MS, 1000 * 2 ** busy.count);
      busy.count++;
      log.info(
        { meeting, retryInMs: delay, message },
        'busy: another run holds the meeting; looking again later',
      );
      if (!this.#stopping) {
        busy.timer = setTimeout(() => {
          busy.timer = null;
          this.#consider(meeting, 'was busy', 1);
        }, delay);
      }
      this.#busy.set(meeting, busy);
      return;
    }
    this.#busyOver(meeting);
    if (reason === 'aborted') {
      log.warn({ meeting }, 'run cancelled: the meeting is caught up on the next start');
      return;
    }
    // Q7: the recorder set `status: recording` again (a retry does not look at the status): not a
    // failure; nothing was written, the meeting is run once its note says `ended`.
    if (reason === 'recording') {
      log.info({ meeting, attempt }, 'not summarized: still being recorded');
      return;
    }
    // L60: a meeting whose note is gone (deleted, or renamed away, during its run) failed for that
    // reason: no "Summary failed" notification, no failure or retry recorded against a note that
    // is not there (its record, if any, is dropped); logged. A renamed note is a new meeting to the
    // watcher. A configuration problem still pauses summaries (it fails every meeting alike).
    if (!(await noteExists(vault.root, meeting))) {
      // F2: its record is dropped before the line says so (the line was written first: read at once,
      // under load, the records file was not there yet).
      await this.#records
        .set(meeting, null)
        .catch((e: unknown) => log.error({ err: e }, 'could not save the daemon record'));
      log.info(
        { meeting, reason, attempts: attempt, error: message },
        'meeting note gone during its run: no failure recorded or notified',
      );
      if (retryPlan(error, reason, attempt, this.#config.daemon.retry)?.kind === 'pause')
        this.#pause(message, meeting);
      return;
    }
    // N5: the configuration or the environment failed, not the meeting: no failure is recorded
    // against it, every summary waits until the configuration is fixed.
    const retry = this.#config.daemon.retry;
    const plan = retryPlan(error, reason, attempt, retry);
    const configProblem = plan?.kind === 'pause';
    if (configProblem) this.#pause(message, meeting);
    const abs = (rel: string) => path.join(vault.root, rel);
    const decision = await evaluateTrigger(vault, meeting, { ignoreStatus: true }).catch(() => null);
    const hashes = {
      noteHash: decision?.noteHash ?? (await contentHash(abs(meeting)).catch(() => null)),
      transcriptHash: decision?.transcriptHash ?? null,
    };
    if (configProblem) {
      // S50: a run the endpoint refused (HTTP 401/403/404) kept the note's status (L31: the
      // agent's `retryLater`); this record makes the next start run it again whatever its status
      // says (as a retry does: attempt >= 2), counting the refused run only when it was itself a retry.
      await this.#records
        .set(meeting, {
          state: 'retrying',
          at: new Date().toISOString(),
          reason: 'config',
          error: message,
          attempts: Math.max(1, attempt - 1),
          ...hashes,
        })
        .catch(() => {});
      return;
    }
    // `daemon.retry.attempts` counts runs in all, the first included (0 reads as 1; B33, C8).
    // S51: an endpoint that cannot be reached at all fails no meeting: it is run again (at most
    // every 30 minutes) until the endpoint answers; the user is told once.
    const unreachable = plan?.kind === 'retry' && plan.unreachable;
    // U56: an account without credit or quota is waited out the same way, said in its own words.
    const outOfCredit = plan?.kind === 'retry' && plan.outOfCredit === true;
    // R51: a server rate limiting requests (HTTP 429, 503/529 with a Retry-After) the same way.
    const rateLimited = plan?.kind === 'retry' && plan.rateLimited === true;
    if (
      (unreachable || outOfCredit || rateLimited) &&
      attempt >= Math.max(1, retry.attempts) &&
      !this.#toldUnreachable
    ) {
      this.#toldUnreachable = true;
      const what = unreachable
        ? 'model endpoint unreachable'
        : outOfCredit
          ? 'model account has no credit or quota left (add credit, or wait for the quota to reset)'
          : 'model endpoint is rate limiting requests (wait for the limit to reset, or raise it)';
      const waiting = `the meetings wait and are summarized once it ${unreachable ? 'answers' : 'accepts requests again'} (looked at again at most every ${UNREACHABLE_MAX_DELAY_MS / 60_000} minutes); none is marked failed for it`;
      log.error({ meeting, attempts: attempt, error: message }, `${what}: ${waiting}`);
      notifier?.runFailed(meeting, `${what}: ${message}; ${waiting}`);
    }
    if (plan?.kind === 'retry') {
      if (this.#stopping) {
        // T50: the endpoint failing the stopping daemon's last request (a logout stops the model
        // server with the daemon) is no failure for good: the `retrying` record below makes the
        // next start's catch-up run it again, as it does a retry scheduled before the stop (N11).
        log.warn(
          { meeting, attempt, error: message },
          'run failed (transient) while stopping: run again at the next start',
        );
      } else {
        const delay = plan.delayMs;
        const nextRunAt = new Date(Date.now() + delay).toISOString();
        log.warn(
          { meeting, attempt, retryInMs: delay, error: message },
          'run failed (transient): retrying later',
        );
        // Scheduled before anything is awaited: a stop from here on finds the retry and names the
        // meeting in its one line (N11), and never leaves a timer behind it.
        const timer = setTimeout(() => {
          this.#retries.delete(meeting);
          this.#consider(meeting, 'retry', attempt + 1);
        }, delay);
        this.#retries.set(meeting, { timer, nextRunAt, attempt: attempt + 1 });
      }
      await this.#records
        .set(meeting, {
          state: 'retrying',
          at: new Date().toISOString(),
          reason,
          error: message,
          attempts: attempt,
          ...hashes,
        })
        .catch(() => {});
      return;
    }
    log.error({ meeting, reason, attempts: attempt, error: message }, 'run failed');
    await this.#records
      .set(meeting, {
        state: 'failed',
        at: new Date().toISOString(),
        reason,
        error: message,
        attempts: attempt,
        ...hashes,
      })
      .catch((e: unknown) => log.error({ err: e }, 'could not save the daemon record'));
    notifier?.runFailed(meeting, message);
  }

  /**
   * An ended meeting without a usable transcript (N16): said once per meeting and problem — at
   * info level when it waits for a transcript that is not there yet (`waiting for a transcript`;
   * it is summarized when the file appears), at warn level when its `transcript:` link must be
   * fixed (`transcript link to fix: not summarized`) or its transcript was evicted to iCloud
   * (`transcript in iCloud, not on this device: waiting for its download`; summarized once it is
   * downloaded, L111) — and listed by `ma-daemon status` until it
   * changes. A meeting that is not `ended` (a `summarized` one whose transcript went away, a
   * retry) is not reported.
   */
  #reportNoTranscript(meeting: string, decision: TriggerDecision): void {
    const m = decision.meeting;
    if (!m || m.status?.trim().toLowerCase() !== 'ended') return;
    const waiting = transcriptWait(this.#config, m);
    // L363: a numbered copy without a transcript link of its own waits like any meeting (it may be a
    // second one whose recording is still to come), but the wait says it may be a copy, and of what.
    const copyOf = decision.detail;
    const wait = copyOf
      ? {
          ...waiting,
          message: `${waiting.message}; is it a copy of ${copyOf} (a sync tool or a file manager names a copy \`Name 2\`, \`Name (1)\`, OneDrive \`Name-<PC name>\`)? Then keep what you want in ${copyOf} and delete the copy`,
        }
      : waiting;
    const before = this.#noTranscript.get(meeting);
    if (before?.message === wait.message) return;
    this.#noTranscript.set(meeting, { ...wait, since: before?.since ?? new Date().toISOString() });
    const { log } = this.#o;
    if (wait.kind === 'missing')
      log.info({ meeting, transcript: wait.transcript, detail: wait.message }, 'waiting for a transcript');
    else if (wait.kind === 'icloud')
      log.warn(
        { meeting, transcript: wait.transcript, error: wait.message },
        'transcript in iCloud, not on this device: waiting for its download',
      );
    else log.warn({ meeting, error: wait.message }, 'transcript link to fix: not summarized');
    this.#publish();
  }

  /**
   * An Obsidian template kept among the meetings (`template`: core `templateNoteReason`): never run,
   * never "waiting for a transcript"; said once per note and reason at info level (`left alone: an
   * Obsidian template, not a meeting`), since its `status: ended` would otherwise look like a meeting
   * the daemon ignores (newcomer session 32 N4).
   */
  #reportTemplate(meeting: string, decision: TriggerDecision): void {
    const why = decision.detail ?? '';
    if (this.#templates.get(meeting) === why) return;
    this.#templates.set(meeting, why);
    // V261: an Excalidraw drawing among the meetings is left alone the same way, said as a drawing.
    const { what } = notMeetingKind(decision.notMeeting ?? 'template');
    this.#o.log.info({ meeting, detail: why }, `left alone: ${what}, not a meeting`);
  }

  /**
   * A meeting without a summary whose `status:` is a word of the user's own (`done`, `finished`):
   * never run, as before, but said once per note and word at info level (`not summarized: status
   * is not ended`, `detail` naming the word and the statuses the product knows), since nothing
   * said why such a meeting was never summarized (newcomer session 38, R86).
   */
  #reportOwnStatus(meeting: string, detail: string): void {
    if (this.#ownStatus.get(meeting) === detail) return;
    this.#ownStatus.set(meeting, detail);
    this.#o.log.info({ meeting, detail }, 'not summarized: status is not ended');
  }

  async #reportHandEdited(meeting: string, decision: TriggerDecision): Promise<void> {
    const { vault, log, notifier } = this.#o;
    const summary = decision.meeting?.links.summary ?? '';
    // L201: why core will not replace it (edited, written without a hash, not ours, unreadable).
    const reason = leftAloneReason(decision.detail);
    const record = await this.#records.get(meeting);
    if (
      record?.state === 'hand-edited' &&
      record.transcriptHash === decision.transcriptHash &&
      leftAloneReason(record.reason) === reason
    )
      return;
    // X8: plain `ma summarize` refuses it too; name the command that replaces it.
    const fix = replaceSummaryHint(vault.root, meeting);
    log.warn({ meeting, summary, reason, fix }, `${leftAloneWords(reason).log}: left alone (${fix})`);
    await this.#records
      .set(meeting, {
        state: 'hand-edited',
        reason,
        at: new Date().toISOString(),
        noteHash: decision.noteHash,
        transcriptHash: decision.transcriptHash,
        summaryHash: record?.summaryHash ?? null,
      })
      .catch(() => {});
    notifier?.handEdited(meeting, path.join(vault.root, summary), reason);
  }

  /**
   * A meeting note whose frontmatter cannot be read (broken YAML, an unsupported language): it may
   * well be an ended meeting, so it is not skipped in silence but recorded as failed with the
   * parser's message (shown by `ma-daemon status`), logged as a warning and notified — once per
   * version of the note; a fixed note is evaluated again as usual.
   */
  async #reportUnreadable(meeting: string, decision: TriggerDecision): Promise<void> {
    const { vault, log, notifier } = this.#o;
    const noteHash = await contentHash(path.join(vault.root, meeting)).catch(() => null);
    const record = await this.#records.get(meeting);
    if (record?.state === 'failed' && record.reason === 'unreadable' && record.noteHash === noteHash) return;
    // L592: a permission refusal's detail is the whole sentence (naming the note or the transcript).
    const message = decision.detail?.startsWith('cannot read the ')
      ? decision.detail
      : `cannot read the meeting note: ${decision.detail ?? 'unreadable frontmatter'}`;
    log.warn({ meeting, error: message }, 'meeting note unreadable: not summarized');
    await this.#records
      .set(meeting, {
        state: 'failed',
        at: new Date().toISOString(),
        reason: 'unreadable',
        error: message,
        noteHash,
        transcriptHash: null,
      })
      .catch((e: unknown) => log.error({ err: e }, 'could not save the daemon record'));
    notifier?.runFailed(meeting, message);
  }

  /** Publishes the status file (coalesced: at most one write per 100 ms). */
  #publish(): void {
    if (this.#publishTimer) return;
    this.#publishTimer = setTimeout(() => {
      this.#publishTimer = null;
      const status: DaemonStatus = {
        pid: process.pid,
        hostname: os.hostname(),
        startedAt: this.#startedAt,
        lastScanAt: this.#lastScanAt,
        queued: [...this.#pending],
        running: [...this.#running].map(([meeting, r]) => ({ meeting, startedAt: r.startedAt })),
        retrying: [...this.#retries].map(([meeting, r]) => ({
          meeting,
          nextRunAt: r.nextRunAt,
          attempt: r.attempt,
        })),
        paused: this.paused,
        noTranscript: [
          ...this.#noTranscript.values(),
          ...[...this.#settling.values()].flatMap((w) => (w.wait ? [w.wait] : [])),
        ],
      };
      this.#publishing = this.#publishing
        .then(async () => {
          if (this.#vaultGone || (this.#stopping && this.#queue.size === 0 && this.#running.size === 0))
            return;
          if (this.#o.vaultUnchanged && !(await this.#o.vaultUnchanged())) return;
          await writeDaemonStatus(this.#o.vault, status);
        })
        .catch((error: unknown) => this.#o.log.warn({ err: error }, 'could not write the status file'));
    }, 100);
  }
}
