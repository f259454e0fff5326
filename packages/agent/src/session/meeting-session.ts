import type { MaConfig, Vault } from '@ma/core';
import type { ApprovalGatedTools, MeetingToolSet, SummaryDraft, ToolSession } from '@ma/tools';
import type { TokenUsage, ToolOutcomes } from '../agent-event.js';

/**
 * Options of `openMeetingSession`. Give `vault` (an opened vault) or `vaultPath` (a folder: its
 * `meeting-assistant.json` is loaded and the vault opened).
 *
 * Spec: docs/session.md; issue #16 item 2.
 */
export interface OpenMeetingSessionOptions {
  /** The opened vault (`openVault`); or give `vaultPath`. */
  vault?: Vault;
  /** The vault folder, opened with its own configuration (`loadConfig` + `openVault`); or give `vault`. */
  vaultPath?: string;
  /** The meeting: a vault-relative path (with or without `.md`) or a meeting name (`resolveMeeting`). */
  meeting: string;
  /** Configuration; default `vault.config`. */
  config?: MaConfig;
  /**
   * Replace the summary note even when it was edited by hand since the product wrote it (`ma
   * summarize --force`; H14). Without it, opening a session on such a meeting fails with
   * `SummaryRunError('edited')` and writes nothing, and so does `finish()` when the summary is
   * edited while the session is open.
   */
  force?: boolean;
  /**
   * The model id the host agent runs, recorded as the summary's `model` frontmatter and in the run
   * record; default `config.model.model` when a model is configured, else none (no `model` key).
   */
  model?: string;
  /**
   * Step cap the instructions announce ("You have at most N steps"); default `config.model.maxSteps`,
   * else 40 (the configuration's default).
   */
  maxSteps?: number;
  /**
   * Builds the approval-gated tools (`request_project_association`, `request_workflow_change`,
   * seed 004) for the session's tool session; they are offered only when given (the host owns
   * the approval prompt, e.g. `createApprovalGatedTools` with an `@ma/notifier` port).
   */
  approvalGated?: (session: ToolSession) => ApprovalGatedTools;
  /** `true`: the tools carry strict JSON Schemas (OpenAI strict mode), as `createMeetingTools`. */
  strict?: boolean;
  /**
   * `false`: no AI SDK tool set is made, so the AI SDK is not loaded for it (about 270 ms of CPU
   * and 11-29 MB in a CLI process; issue 13); reading {@link MeetingSession.tools} then throws a
   * `TypeError`. For hosts that serve the tools themselves from `toolSession` (`toolDefinitions`
   * of `@ma/tools`), such as `ma mcp`. Default `true`.
   */
  aiSdkTools?: boolean;
  /**
   * When the meeting's run lock is taken: `'open'` (default) — at open, held until `finish()` or
   * `cancel()`, the context note created and linked at open, like a `ma summarize` run;
   * `'finish'` — for long-lived hosts such as `ma mcp`: opening takes no lock, writes nothing and
   * refuses nothing (so `ma summarize` and the daemon are not blocked, and reads work, while the
   * host only reads); `finish()` takes the lock, makes the checks (`edited`, artifact names, links),
   * creates the context note and commits — or fails with `busy`/`edited` (nothing written, the
   * session stays open: try again later).
   * Tool writes outside the summary (project files, attendees, …) happen when called, either way.
   */
  lockAt?: 'open' | 'finish';
}

/**
 * Options of {@link MeetingSession.finish}. The run facts only go into the context note's run
 * record; give what the host's loop knows.
 *
 * Spec: docs/session.md.
 */
export interface FinishSessionOptions {
  /**
   * The summary body (Markdown without frontmatter) to commit instead of the `write_summary`
   * draft; cleaned the same way (reasoning blocks and a leading frontmatter block removed).
   */
  body?: string;
  /** Model steps the host's loop took. */
  steps?: number;
  /** Tool calls the host's model made. */
  toolCalls?: number;
  /** Of `toolCalls`: how many were refused, not run or failed (said in the run record when any is not 0). */
  toolOutcomes?: ToolOutcomes;
  /**
   * Tokens over the host's steps: a {@link TokenUsage} or the AI SDK's `LanguageModelUsage`
   * (`result.totalUsage`; missing counts are 0, the total is input + output when absent).
   */
  usage?: {
    inputTokens?: number | undefined;
    outputTokens?: number | undefined;
    totalTokens?: number | undefined;
  };
}

/**
 * What {@link MeetingSession.finish} wrote. Paths are vault-relative with `/` separators.
 *
 * Spec: docs/session.md.
 */
export interface FinishedSummary {
  /** The committed summary note. */
  summaryPath: string;
  /** The assistant context note (run record and audit appended). */
  contextPath: string;
  /** The previous summary's place in `.trash/`, or null when there was none (or it was identical). */
  trashedPath: string | null;
  /**
   * Percentage (0–100, whole, rounded down) of transcript body lines read through `read_transcript`;
   * null when the meeting has no transcript (summarized from its notes only, H6).
   */
  coverage: number | null;
  /** Problems worth the user's attention, also written into the run record (e.g. an unknown project in `projects:`, N11). */
  warnings: string[];
}

/**
 * Where a session's meeting note is, as {@link MeetingSession.follow} found it. Paths are
 * vault-relative with `/` separators.
 * - `here`: still at `path` (the exact spelling of its name: a case-only or Unicode-normalization
 *   rename counts as a move, also where the file system ignores the difference);
 * - `moved`: gone from `from` and found at `path` (`how`: which link told it, for a message); the
 *   session now works on `path`;
 * - `lost`: gone from `from` and the vault does not tell where to unambiguously: `why` is `gone`
 *   (nothing names a new place) or `ambiguous` (`candidates`: the notes that now claim it). The
 *   session still works on `from` and attaches nothing to another note.
 *
 * Spec: docs/mcp.md, Sessions follow their note (review9 V9); review5 Q14.
 */
export type MeetingWhereabouts =
  | { state: 'here'; path: string }
  | { state: 'moved'; from: string; path: string; how: string }
  | { state: 'lost'; from: string; why: 'gone' | 'ambiguous'; candidates: string[] };

/**
 * One open summary session on one meeting: the meeting's run lock is held (a second session,
 * `ma summarize` or the daemon on the same meeting fails with `busy`) and the context note exists.
 * Run your own tool loop with `tools`, `instructions` and `prompt`, then `finish()` to commit the
 * summary exactly as `ma summarize` does, or `cancel()`.
 *
 * Spec: docs/session.md; issue #16 item 2.
 */
export interface MeetingSession {
  /** The meeting note (vault-relative): where it is now once {@link MeetingSession.follow} followed it. */
  readonly meetingPath: string;
  /**
   * The assistant context note (vault-relative), created and linked when the session opened
   * (`lockAt: 'finish'`: the note `finish()` creates).
   */
  readonly contextPath: string;
  /**
   * The typed AI SDK v7 tool set of the meeting (granular tools, plus approval-gated ones when given).
   * @throws TypeError when the session was opened with `aiSdkTools: false`.
   */
  readonly tools: MeetingToolSet;
  /** The tool session behind `tools` (audit, hooks) for hosts that build their own tools on it. */
  readonly toolSession: ToolSession;
  /** The summary draft `write_summary` edits; `finish()` commits it. */
  readonly summaryDraft: SummaryDraft;
  /** The system prompt `ma summarize` would use (base prompt, capability guidance, meeting and projects). */
  readonly instructions: string;
  /** The first user message `ma summarize` would send. */
  readonly prompt: string;
  /**
   * Transcript coverage (whole percent) of the transcript as it is now — the file the meeting note links now, its
   * current lines; reads of an older version or of another file do not count (review U8) — or null without one.
   */
  coverage(): Promise<number | null>;
  /**
   * Commits the summary: the draft (or `opts.body`) with the coverage notice, the summary
   * frontmatter (`meeting`, `transcript`, `context`, `date`, `projects`, `generated_by`, `engine:
   * agent`, `model`, `coverage`, `content_hash`), repeated list items written once (H12), the
   * previous summary moved to `.trash/`, the meeting note's `summary` link and `status:
   * summarized`, then the run record and the `## External writes` audit appended to the context
   * note, and the run lock released. The session is then finished.
   * With `lockAt: 'finish'` it first takes the run lock and checks for hand edits: `busy` or
   * `edited` then leave everything as it was and the session open.
   * @throws SummaryRunError `no-summary` when there is nothing to commit (no draft, no `body`):
   *   nothing is written and the session stays open; `closed` when the session was already
   *   finished or cancelled (nothing is written); `edited` when the summary was edited by hand
   *   since the session opened and `force` was not given, and `error` for an I/O failure: both
   *   recorded as `## Run failed` in the context note, the previous summary unchanged, the
   *   session closed. `TypeError` naming the option (`finish: option "steps" must be a whole
   *   number >= 0 (got "three")`; `body` not a string, `usage` counts not whole numbers >= 0)
   *   before anything is done: the session stays open (U51). Whatever fails before the commit
   *   leaves the session open, so `cancel()` still ends it and frees the run lock (U50).
   */
  finish(opts?: FinishSessionOptions): Promise<FinishedSummary>;
  /**
   * Follows the meeting note when it was renamed or moved (Obsidian, a sync, the user) since the
   * session opened or last followed it: found the way `finish()` finds it (core `findMovedMeeting`:
   * the `meeting:` links of its transcript, notes and context note, or the one meeting note linking
   * its transcript or context note), the session's tools, draft, reads and audit then work on the
   * new path. Writes nothing. A session that holds the lock (being finished) is not re-pointed:
   * `finish()` follows the note itself.
   * @returns where the note is ({@link MeetingWhereabouts}); `lost` leaves the session on its old path.
   * @throws core's I/O errors other than a missing or unreadable note.
   * Spec: docs/mcp.md, Sessions follow their note (review9 V9).
   */
  follow(): Promise<MeetingWhereabouts>;
  /**
   * Ends the session without committing: `## Run cancelled <time>` with `reason` and the audit is
   * appended to the context note, the previous summary stays, the run lock is released. A no-op
   * after `finish()` or a first `cancel()`, so it belongs in a `finally`.
   */
  cancel(reason?: string): Promise<void>;
}
