/**
 * The tools of `ma mcp`: the `@ma/tools` definitions of a vault's meetings, listed with their
 * JSON Schemas and annotations and called by name, with refusals as error results.
 *
 * Which meeting: with `meeting` (`ma mcp --meeting M`) every call works on that meeting for the
 * server's life and the schemas are the tools' own. Without it, every tool takes one more
 * required argument, `meeting` (a meeting name or vault-relative path), and `list_meetings`
 * lists the names (newest first, bounded and paged: `list-meetings-tool.ts`); one summary session per meeting (`@ma/agent`'s `openMeetingSession`, lock
 * taken only at finish) is opened on first use and kept, so reads (coverage), the summary draft
 * and the audit of a meeting carry over between calls (docs/mcp.md). `write_summary` edits the
 * draft and `finish_summary` commits it exactly as `ma summarize` does; the next call on that
 * meeting then starts a new session. A session follows its meeting note when the user renames or
 * moves it (review9 V9: re-keyed under the new path and said once, or refused naming the old path;
 * `session-moves.ts`). `profile` chooses the granular or the compact tools.
 * Spec: docs/mcp.md; issue #16 (`ma mcp`); docs/tools.md (refusals).
 */
import type { MeetingSession, MeetingWhereabouts } from '@ma/agent';
import {
  appendToContext,
  fileSystemFailureText,
  isUserStatus,
  noteExists,
  noteStamp,
  pasteCommandText,
  readMeeting,
  sameName,
  symlinkEscapeMessage,
  type Vault,
  type VaultPath,
} from '@ma/core';
import {
  type ApprovalGatedTools,
  annotationsOf,
  compactError,
  invalidArgumentsRefusal,
  isCancelledCall,
  isRefusal,
  type NeutralTool,
  type ToolAnnotations,
  type ToolProfile,
  type ToolSession,
  toCompactResult,
  toolDefinitions,
  toolJsonSchema,
  vaultRelativeText,
} from '@ma/tools';
import { isVaultRefusal } from '../io/refused-error.js';
import { UsageError } from '../io/usage-error.js';
import { catalogTools } from '../tools/catalog-session.js';
import { recordExternalWrites } from '../tools/record-external-writes.js';
import { resolveMeetingArg } from '../vault/resolve-meeting-arg.js';
import { LIST_MEETINGS_TOOL, listMeetingsText } from './list-meetings-tool.js';
import {
  followedNotice,
  lostDraftNotice,
  lostEnding,
  lostRefusal,
  namesMeetingPath,
} from './session-moves.js';

/** One tool as `tools/list` shows it. */
export interface McpToolListing {
  name: string;
  description: string;
  /** JSON Schema 2020-12 (MCP's default dialect, SEP-1613; no `$schema`) of the arguments, for every tool alike (L102). */
  inputSchema: Record<string, unknown>;
  annotations: ToolAnnotations;
}

/** The text result of one call; `isError` for refusals and failures. */
export interface McpCallResult {
  text: string;
  isError: boolean;
  /** Set when `name` is no tool of this server: a protocol error (-32602), not a tool result. */
  unknownTool?: boolean;
}

/** How the tools of `ma mcp` ask the user (MCP elicitation; see elicitation-adapter.ts). */
export interface McpApprovals {
  /** The approval-gated tools of one session (and `apply_changes`' approval channel). */
  approvalGated(session: ToolSession): ApprovalGatedTools;
  /** Whether the call in progress can ask its client's user (the client declared elicitation). */
  canAsk(): boolean;
}

/** Options of {@link McpToolHost}. */
export interface McpToolHostOptions {
  vault: Vault;
  /** The meeting fixed for the server's life (`--meeting`), resolved; undefined: chosen per call. */
  meeting?: VaultPath;
  /**
   * The tools served: `granular` (default; one tool per action) or `compact` (`query_meeting` +
   * `apply_changes`, for small models; `write_summary` is an `apply_changes` op there). Both end
   * with `finish_summary`. Both list `request_project_association` and `request_workflow_change`.
   */
  profile?: ToolProfile;
  /**
   * How approvals are asked (MCP elicitation). Without it, or when the calling client cannot be
   * asked, the approval tools answer "not asked" and destructive compact ops sent with
   * `approved: true` are refused with their consequence (docs/mcp.md, Approvals).
   */
  approvals?: McpApprovals;
  /**
   * Log lines (stderr): the audit of every write outside the summary and context notes (also
   * appended to the meeting's context note as it is made).
   */
  log: (line: string) => void;
}

const LIST_MEETINGS = LIST_MEETINGS_TOOL.name;

/**
 * `@ma/agent`, loaded on the first call that opens a meeting's session (or commits one), not when the
 * server starts: its session code reaches the AI SDK (about 2 MB of bundle), which `initialize`,
 * `tools/list` and `list_meetings` never use (docs/startup.md, session 34). Node caches the module, so
 * every later call gets the same one at once; a failure to load it fails that call as any other error.
 */
const loadAgent = () => import('@ma/agent');
const FINISH_SUMMARY = 'finish_summary';

/** `finish_summary` as `tools/list` shows it (before the per-call `meeting` argument). */
const FINISH_SUMMARY_TOOL = {
  name: FINISH_SUMMARY,
  // At most 200 characters, as every tool description (docs/tools.md); the refusals explain themselves.
  description:
    'Commit the write_summary draft as the summary note, as `ma summarize` does. A second call (draft empty) writes nothing and says the summary was already committed, naming it.',
  inputSchema: { type: 'object', properties: {}, additionalProperties: false } as Record<string, unknown>,
  annotations: {
    readOnlyHint: false,
    destructiveHint: true,
    idempotentHint: false,
    openWorldHint: false,
  } satisfies ToolAnnotations,
};

/** Refusals after which the session is still open (its draft and reads are kept). */
const STILL_OPEN: readonly string[] = ['no-summary', 'busy', 'edited', 'recording'];

interface OpenSession {
  session: MeetingSession;
  tools: NeutralTool[];
  /** Where the meeting note was when the session opened (the end-of-session record names a move). */
  openedAt: VaultPath;
  /** Every earlier path of the note the session followed (a client may keep calling it by its old name). */
  formerPaths: VaultPath[];
  /** The finish_summary under way on this session, if any (R166: a second one waits for it). */
  finishing?: Promise<McpCallResult>;
}

/** The session of a call, and what the call's answer must say once about where its note went. */
interface Located {
  open: OpenSession;
  note: string | null;
}

/** Lists and runs the meeting tools for an MCP server (stdio or HTTP); safe for concurrent calls. */
export class McpToolHost {
  readonly #options: McpToolHostOptions;
  readonly #sessions = new Map<VaultPath, Promise<OpenSession>>();
  /** The sessions of {@link McpToolHost.#sessions} once open (to drop exactly the one that ended). */
  readonly #opened = new Map<VaultPath, OpenSession>();
  readonly #catalog: NeutralTool[];
  /** `--meeting`'s note where it is now (it follows a renamed note); undefined: chosen per call. */
  #fixed: VaultPath | undefined;
  /** Lost sessions whose draft was already mentioned on another meeting's call (said once). */
  readonly #mentioned = new WeakSet<OpenSession>();
  /** The last session lookup, in call order (see {@link McpToolHost.callTool}). */
  #order: Promise<unknown> = Promise.resolve();
  /**
   * The last summary `finish_summary` committed per meeting note (where the note was at the
   * commit), so that a later `finish_summary` with an empty draft says it was committed where,
   * not "nothing was written" (review11 X7: the client may have cancelled the call that committed).
   */
  readonly #committed = new Map<VaultPath, CommittedSummary>();
  /**
   * The calls under way (R163). On a stop (SIGTERM, Ctrl-C, the MCP SDK client's `close()`, which
   * sends SIGTERM 2 s after ending stdin) the server's close aborts every call: a write not begun
   * writes nothing, one that began completes and records its audit. {@link McpToolHost.close}
   * waits for them, so the process never exits between a write and its record in the context note.
   */
  readonly #running = new Set<Promise<unknown>>();
  /** True once {@link McpToolHost.stopping} was called: aborted calls were stopped by the server (L355). */
  #stopping = false;

  constructor(options: McpToolHostOptions) {
    this.#options = options;
    this.#fixed = options.meeting;
    this.#catalog = catalogTools(options.vault, options.profile ?? 'granular');
  }

  /** The tools with their schemas and annotations, in the registry's order. */
  listTools(): McpToolListing[] {
    const perCall = this.#options.meeting === undefined;
    const tools = [
      ...this.#catalog.map((tool) => ({
        name: tool.name,
        description: tool.description,
        // L102: 2020-12 (MCP's default dialect, SEP-1613) like list_meetings' and finish_summary's own schemas.
        inputSchema: toolJsonSchema(tool.inputSchema, { dialect: '2020-12' }),
        annotations: annotationsOf(tool.name),
      })),
      FINISH_SUMMARY_TOOL,
    ].map((tool) => (perCall ? { ...tool, inputSchema: withMeetingArgument(tool.inputSchema) } : tool));
    if (!perCall) return tools;
    return [LIST_MEETINGS_TOOL, ...tools];
  }

  /**
   * Runs `name` with `args`. Never throws: an unknown meeting, a refusal and an I/O failure come
   * back as `{ isError: true }` with a message the caller can act on; an unknown tool as
   * `{ unknownTool: true }` (the server answers it with JSON-RPC -32602, as the MCP spec says).
   * In the compact profile every answer is one compact JSON object (seed 002, C11): tool results
   * as the tools give them, a refusal `{"error":"refused","message"}`, a failure
   * `{"error":"failed","message"}`, other texts `{"status","text"}` (`toCompactResult`).
   *
   * `signal`: the call's (aborted by the client's `notifications/cancelled`; review11 X5). A call
   * cancelled before its write started (while it waited for the session, for the writes queued
   * before it, or before `finish_summary` began) writes nothing and answers `cancelled: …`; one
   * whose write had started completes, and the server's log says it completed after the cancel
   * (the SDK sends no answer to a cancelled request). Both are logged on stderr.
   */
  async callTool(
    name: string,
    args: Record<string, unknown> | undefined,
    signal?: AbortSignal,
  ): Promise<McpCallResult> {
    const call = this.#callTool(name, args, signal);
    this.#running.add(call);
    let result: McpCallResult;
    try {
      result = await call;
    } finally {
      this.#running.delete(call);
    }
    if ((this.#options.profile ?? 'granular') !== 'compact' || result.text.startsWith('{')) return result;
    if (!result.isError) return { ...result, text: toCompactResult(result.text) };
    const failed = !isRefusal(result.text) && /^\S+ failed: /.test(result.text);
    return { ...result, text: compactError(failed ? 'failed' : 'refused', result.text) };
  }

  async #callTool(
    name: string,
    args: Record<string, unknown> | undefined,
    signal: AbortSignal | undefined,
  ): Promise<McpCallResult> {
    try {
      if (name === LIST_MEETINGS && this.#options.meeting === undefined) {
        // Bounded, newest first, paged (S13).
        return await listMeetingsText(this.#options.vault, args ?? {});
      }
      if (name !== FINISH_SUMMARY && !this.#catalog.some((tool) => tool.name === name)) {
        return { text: `unknown tool "${name}"; see tools/list`, isError: true, unknownTool: true };
      }
      const { meeting, rest } = this.#meetingOf(args);
      // V1 (review14): finish_summary takes no argument but `meeting`; an unknown one (a `force`
      // the client guessed) is refused as every other tool refuses one, never ignored in silence.
      if (name === FINISH_SUMMARY) {
        const unknown = Object.keys(rest);
        if (unknown.length > 0)
          return { text: finishArgumentRefusal(unknown, this.#fixed === undefined), isError: true };
      }
      if (meeting === undefined) {
        // L94: a `meeting` of the wrong type or blank is said as such, naming what was given; only
        // an absent (or null) one is missing.
        const given = args?.meeting;
        const text =
          given === undefined || given === null
            ? 'refused: missing argument "meeting"; give a meeting name (see list_meetings)'
            : typeof given !== 'string'
              ? invalidArgumentsRefusal(
                  [{ code: 'invalid_type', expected: 'string', path: ['meeting'] }],
                  args,
                  {},
                )
              : 'refused: meeting is empty; give a meeting name (see list_meetings)';
        return { text, isError: true };
      }
      // M13: sessions are looked up in call order (a meeting name is resolved on disk), so a write
      // and a finish_summary sent back to back reach the session in the order they were called; the
      // session then queues the write before the finish and refuses writes called after it.
      const opening = this.#order.then(() => this.#session(meeting));
      this.#order = opening.catch(() => undefined);
      const { open, note } = await opening;
      if (note) this.#options.log(`ma mcp: ${note}`);
      if (name === FINISH_SUMMARY) {
        if (signal?.aborted) return this.#cancelledBeforeStart(name);
        return withNote(await this.#finish(open, signal), note);
      }
      const tool = open.tools.find((t) => t.name === name)!;
      // L122: cancelled while it waited for the session: its work never began.
      if (signal?.aborted) return this.#cancelledBeforeStart(name);
      let text: string;
      try {
        text = refusalNamingMeeting(
          await tool.execute(rest, signal ? { signal } : {}),
          this.#fixed === undefined,
        );
      } catch (error) {
        if (isCancelledCall(error) && signal?.aborted) {
          // A write still queued behind others says "before it started" (tools' cancelledCallError); a read stopped
          // while it ran, or anything else cancelled once its work began, is said as such (L122). Neither wrote.
          await this.#recordWrites(open);
          return /before it started/.test(error.message)
            ? this.#cancelledBeforeStart(name)
            : this.#cancelledWhileRunning(name);
        }
        await this.#recordWrites(open);
        throw error;
      }
      if (signal?.aborted) this.#completedAfterCancel(name, text, tool.readOnly === true);
      // R7: what the call changed lands in the context note now, not at a finish that may never come.
      const unrecorded = await this.#recordWrites(open);
      const said = [note, unrecorded].filter((n): n is string => n !== null).join('; ');
      return withNote({ text, isError: isRefusal(text) }, said === '' ? null : said);
    } catch (error) {
      // What reaches the model names vault files vault-relative, never by the vault's absolute path
      // (an I/O error's path, a folder in a usage message; review9 V3, review10 W7).
      // L286: a symlink out of the vault met on the way (`Meetings/` linked outside) is said as core says
      // it everywhere (where it leads, the fix), not as the bare path refusal.
      const escaped = await symlinkEscapeMessage(this.#options.vault, error).catch(() => null);
      // L317: a full disk, a used-up quota, a read-only file system: the file (vault-relative), that it was not
      // changed and the fix, as `ma tool` and `ma summarize` say them.
      const message = vaultRelativeText(
        escaped ??
          fileSystemFailureText(error, this.#options.vault.root) ??
          (error as Error).message ??
          String(error),
        this.#options.vault.root,
      );
      // The vault refused what the tool needed (broken frontmatter, a symlink out, …), or the call's
      // `meeting` names no meeting note (unknown, unsafe, lost; review13 Z7): a refusal, not a failure.
      if (isVaultRefusal(error) || UsageError.isInstance(error))
        return { text: `refused: ${message.replace(/\s*\n\s*/g, ' ')}`, isError: true };
      return { text: `${name} failed: ${message}`, isError: true };
    }
  }

  /**
   * Records the writes made since the last record in the meeting's context note
   * (`## External writes over MCP <time>`) and on stderr: every write of a session is recorded
   * exactly once, as it is made, so a client that never calls finish_summary, or a server that
   * is killed, leaves no write unaudited (R7).
   * @returns null when recorded (or nothing to record); else why the context note could not take
   *   it (the diff is still on stderr).
   */
  async #recordWrites(open: OpenSession): Promise<string | null> {
    const { markdown, problem } = await recordExternalWrites(
      open.session.toolSession,
      // C21: local time with its UTC offset (core noteStamp, L37), as every record of the context note.
      `External writes over MCP ${noteStamp(new Date())}`,
    );
    if (markdown) this.#options.log(markdown);
    if (problem) this.#options.log(`ma mcp: ${problem}; it was logged on stderr`);
    return problem ? `${problem}; it was logged on the server's stderr` : null;
  }

  /**
   * Ends the host: waits for the calls under way (R163; a stopping server has aborted them, so only
   * writes already begun are waited for), then for every open session whose summary draft was never committed, the context
   * note records that the draft was discarded (its writes were recorded as they were made). A
   * session whose meeting note was renamed or moved is followed first (review9 V9): the record goes
   * to the note's context note where it is now and says where the session began; a note that cannot
   * be found keeps the record in its old context note when there is one, else the draft goes to
   * stderr with the reason. Errors are logged, never thrown.
   */
  async close(): Promise<void> {
    const vault = this.#options.vault;
    // R163: a call under way ends first (its write and its audit record, or nothing), then the
    // session-end records: else `process.exit` cut a write off from its record, or a write off halfway.
    while (this.#running.size > 0) await Promise.allSettled([...this.#running]);
    for (const open of new Set(this.#opened.values())) {
      const draft = open.session.summaryDraft.read();
      if (draft === null || draft.trim() === '') continue;
      const lines = draft.split('\n').length;
      const ended = `## MCP session ended ${noteStamp(new Date())}\n\nA summary draft (${lines} line${lines === 1 ? '' : 's'}) was written with write_summary but never committed with finish_summary; it was discarded. The previous summary (if any) is unchanged.`;
      let where: MeetingWhereabouts | null = null;
      try {
        where = await open.session.follow();
      } catch (error) {
        this.#options.log(
          `ma mcp: could not look for the meeting note of ${open.session.meetingPath}: ${(error as Error).message}`,
        );
      }
      try {
        if (where?.state === 'lost') {
          const context = open.session.contextPath;
          if (await noteExists(vault, context)) {
            await appendToContext(vault, context, `${ended} ${lostEnding(where)}`);
            this.#options.log(
              `ma mcp: ${lostEnding(where)} The end of its session is recorded in ${context}.`,
            );
          } else {
            this.#options.log(
              `ma mcp: ${lostEnding(where)} The end of its session could not be recorded in the vault (it has no context note); the discarded summary draft (${lines} line${lines === 1 ? '' : 's'}) follows:\n${draft}`,
            );
          }
          continue;
        }
        if (where?.state === 'moved') this.#options.log(`ma mcp: ${followedNotice(where)}`);
        const at = open.session.meetingPath;
        const moved =
          at === open.openedAt
            ? ''
            : ` The session began on ${open.openedAt}; the meeting note was since moved or renamed to ${at}.`;
        const context = await open.session.toolSession.ensureContextNote();
        await appendToContext(vault, context, `${ended}${moved}`);
        if (moved)
          this.#options.log(
            `ma mcp: the end of the session of ${open.openedAt} is recorded in ${context}, the context note of ${at}`,
          );
      } catch (error) {
        this.#options.log(
          `ma mcp: could not record the end of the session on ${open.session.meetingPath}: ${(error as Error).message}; the discarded summary draft (${lines} line${lines === 1 ? '' : 's'}) follows:\n${draft}`,
        );
      }
    }
    this.#opened.clear();
    this.#sessions.clear();
  }

  /**
   * Marks the server as stopping (L355): the calls its close aborts are then said to be stopped by
   * the server (Ctrl-C, SIGTERM, its input ended), not cancelled by the client. Call it before
   * closing the MCP server.
   */
  stopping(): void {
    this.#stopping = true;
  }

  /** Who stopped an aborted call, as the log and the answer say it (L355). */
  #whoStopped(name: string): string {
    return this.#stopping
      ? `the server is shutting down and stopped this ${name} call`
      : `the client cancelled this ${name} call`;
  }

  /** A call the client cancelled before it started: logged, nothing written (X5). */
  #cancelledBeforeStart(name: string): McpCallResult {
    const text = `cancelled: ${this.#whoStopped(name)} before it started; nothing was written by it`;
    this.#options.log(`ma mcp: ${text}`);
    return { text, isError: true };
  }

  /**
   * A call the client cancelled once its work had begun, which stopped without writing (a read whose search was
   * killed, L93): logged, and answered so (L122; the SDK sends no answer to a cancelled request).
   */
  #cancelledWhileRunning(name: string): McpCallResult {
    const text = `cancelled: ${this.#whoStopped(name)} while it ran (after it had started); its work was stopped and nothing was written by it`;
    this.#options.log(`ma mcp: ${text}`);
    return { text, isError: true };
  }

  /**
   * A call the client cancelled once its work had begun, which ended anyway: the log says what was done (X5, L122):
   * a write made (kept, and recorded in the context note), a call that stopped without writing (its result a
   * refusal or `cancelled: …`, e.g. an approval withdrawn: P1), or a read that had completed.
   */
  #completedAfterCancel(name: string, text: string, readOnly: boolean): void {
    const first = text.split('\n', 1)[0] ?? '';
    const done =
      isRefusal(text) || /^cancelled\b/.test(text)
        ? 'it stopped without writing anything'
        : readOnly
          ? 'it had completed (it reads only: nothing was written)'
          : 'its write had already happened and is kept (recorded in the context note)';
    this.#options.log(`ma mcp: ${this.#whoStopped(name)} after it had started; ${done}: ${first}`);
  }

  /**
   * Commits the meeting's draft; a session that ended (committed or failed) is dropped. A draft
   * found empty right after this server committed the meeting's summary says so (X7).
   */
  async #finish(open: OpenSession, signal: AbortSignal | undefined): Promise<McpCallResult> {
    // R166: a finish_summary that reaches the session while an earlier one commits it (a client
    // retrying a call it thinks lost, two agents of one host) was answered "finish_summary failed: …
    // already being finished; open a new session" and dropped the session mid-commit. It waits for
    // that commit and answers as a later finish_summary does.
    if (open.finishing) {
      const before = this.#committed.get(open.session.meetingPath as VaultPath);
      await open.finishing;
      const committed = this.#committed.get(open.session.meetingPath as VaultPath);
      if (committed !== undefined && committed !== before)
        return { text: alreadyCommitted(committed), isError: false };
      // The earlier one did not commit: this one tries as it would have (the session may still be open).
      return this.#finish(open, signal);
    }
    const finishing = this.#finishNow(open, signal);
    open.finishing = finishing;
    try {
      return await finishing;
    } finally {
      if (open.finishing === finishing) open.finishing = undefined;
    }
  }

  /** Commits `open`'s draft through its session's `finish()` (see {@link McpToolHost.#finish}). */
  async #finishNow(open: OpenSession, signal: AbortSignal | undefined): Promise<McpCallResult> {
    try {
      const done = await open.session.finish();
      this.#drop(open);
      this.#committed.set(open.session.meetingPath as VaultPath, {
        summaryPath: done.summaryPath,
        at: new Date().toISOString(),
        cancelled: signal?.aborted === true,
      });
      const coverage =
        done.coverage === null
          ? 'no transcript: written from the notes only'
          : `transcript coverage ${done.coverage}%`;
      const trashed = done.trashedPath ? `; previous summary moved to ${done.trashedPath}` : '';
      const text = `summary written: ${done.summaryPath} (${coverage}); run record and audit in ${done.contextPath}${trashed}`;
      if (signal?.aborted) this.#completedAfterCancel(FINISH_SUMMARY, text, false);
      return { text, isError: false };
    } catch (error) {
      const { SummaryRunError } = await loadAgent();
      const reason = SummaryRunError.isInstance(error) ? error.reason : null;
      if (!(reason !== null && STILL_OPEN.includes(reason))) this.#drop(open);
      const committed = this.#committed.get(open.session.meetingPath as VaultPath);
      const draft = open.session.summaryDraft.read();
      if (reason === 'no-summary' && (draft === null || draft.trim() === '')) {
        if (committed) return { text: alreadyCommitted(committed), isError: false };
        // Committed before this server started (or by `ma summarize`, the daemon, another server):
        // the meeting note says so (status: summarized, its summary: link to an existing note).
        const onDisk = await this.#summaryOnDisk(open.session.meetingPath as VaultPath);
        if (onDisk !== null)
          return {
            text: `already committed: ${onDisk} is this meeting's summary (status: summarized); this session's draft is empty, so nothing was written. To replace it, write_summary a new one and call finish_summary again.`,
            isError: false,
          };
      }
      // Y6: `finish({ body })` is @ma/agent's library call, which no MCP client can make: name the tool.
      const message = mcpFinishAdvice(
        ((error as Error).message ?? String(error)).replace(
          '(call write_summary, or pass finish({ body }))',
          '(call write_summary with the summary, then finish_summary)',
        ),
        open.session.meetingPath,
      );
      // A refusal (nothing written, the session still open) is not a failure (review14 V1).
      if (reason !== null && STILL_OPEN.includes(reason))
        return { text: `refused: ${message}`, isError: true };
      return { text: `finish_summary failed: ${message}`, isError: true };
    }
  }

  /**
   * The committed summary the meeting note names (`status: summarized` and a `summary:` link to an
   * existing note), or null (not summarized, no such note, or the note cannot be read).
   */
  async #summaryOnDisk(meetingPath: VaultPath): Promise<string | null> {
    try {
      const meeting = await readMeeting(this.#options.vault, meetingPath);
      const summary = meeting.links.summary;
      // F9: a status word of the user's own (`reviewed`) was set over ours after the summary.
      if ((meeting.status !== 'summarized' && !isUserStatus(meeting.status)) || !summary) return null;
      return (await noteExists(this.#options.vault, summary)) ? summary : null;
    } catch {
      return null;
    }
  }

  /**
   * Forgets a meeting's session (only that one: a newer session for the meeting stays), under
   * whatever path it is keyed (the commit may have followed a renamed note).
   */
  #drop(open: OpenSession): void {
    const key = this.#keyOf(open);
    if (key === undefined) return;
    this.#opened.delete(key);
    this.#sessions.delete(key);
  }

  /** The path `open` is keyed by, or undefined when it is no longer kept. */
  #keyOf(open: OpenSession): VaultPath | undefined {
    for (const [key, kept] of this.#opened) if (kept === open) return key;
    return undefined;
  }

  /**
   * Keys `open` by `to` (its note's new path), unless another session is kept there.
   * @returns false when another session is kept under `to` (then `open` stays under its old key).
   */
  #rekey(open: OpenSession, to: VaultPath): boolean {
    const from = this.#keyOf(open);
    if (from === to) return true;
    if (this.#opened.has(to) || this.#sessions.has(to)) return false;
    if (from !== undefined) {
      this.#opened.delete(from);
      this.#sessions.delete(from);
      open.formerPaths.push(from);
    }
    this.#opened.set(to, open);
    this.#sessions.set(to, Promise.resolve(open));
    if (this.#fixed !== undefined && from === this.#fixed) this.#fixed = to;
    return true;
  }

  #meetingOf(args: Record<string, unknown> | undefined): {
    meeting: string | VaultPath | undefined;
    rest: Record<string, unknown>;
  } {
    const { meeting, ...rest } = args ?? {};
    if (this.#fixed !== undefined) return { meeting: this.#fixed, rest: args ?? {} };
    return { meeting: typeof meeting === 'string' && meeting.trim() !== '' ? meeting : undefined, rest };
  }

  /**
   * The session of a call's meeting (review9 V9: sessions follow their note). `ref` resolved to a
   * path with a session: that session. A path without one: first a kept session whose note is gone
   * from its key (or kept under another spelling of the same name) and now found at that path is
   * re-keyed there and said once; else a new session opens (with a note, once, when a session whose
   * note cannot be found holds a draft). `ref` naming no note (or `--meeting`'s note gone): the kept
   * session of that name follows its note, or the call is refused naming the old path and what to do.
   * @throws UsageError for an unknown meeting or a lost note; core's errors when opening fails.
   */
  async #session(ref: string): Promise<Located> {
    const vault = this.#options.vault;
    let path: VaultPath;
    try {
      if (this.#fixed !== undefined) {
        path = this.#fixed;
        if (!(await noteExists(vault, path))) {
          const open = this.#opened.get(path);
          if (open) return await this.#followOrRefuse([open]);
        }
      } else path = await resolveMeetingArg(vault, ref, { audience: 'model' });
    } catch (error) {
      if (!UsageError.isInstance(error)) throw error;
      // The old name of a note this server already followed: its session, where the note is now.
      for (const open of this.#opened.values()) {
        if (!open.formerPaths.some((p) => namesMeetingPath(ref, p))) continue;
        const where = await open.session.follow();
        if (where.state === 'moved') this.#rekey(open, where.path as VaultPath);
        if (where.state !== 'lost')
          return { open, note: where.state === 'moved' ? followedNotice(where) : null };
      }
      const named = [...this.#opened.entries()]
        .filter(([key]) => namesMeetingPath(ref, key))
        .map(([, o]) => o);
      if (named.length === 0) throw error;
      return await this.#followOrRefuse(named, error);
    }
    const kept = this.#sessions.get(path);
    if (kept) return { open: await kept, note: null };
    const notes: string[] = [];
    for (const [key, other] of [...this.#opened.entries()]) {
      if (key === path || this.#opened.get(key) !== other) continue;
      if ((await noteExists(vault, key)) && !sameName(key, path)) continue;
      const where = await other.session.follow();
      if (where.state === 'moved' && this.#rekey(other, where.path as VaultPath) && where.path === path) {
        return { open: other, note: followedNotice(where) };
      }
      if (where.state === 'moved') {
        notes.push(followedNotice(where));
        continue;
      }
      const draft = other.session.summaryDraft.read();
      if (where.state === 'lost' && draft !== null && draft.trim() !== '' && !this.#mentioned.has(other)) {
        this.#mentioned.add(other);
        notes.push(lostDraftNotice(where, draft, path));
      }
    }
    return { open: await this.#open(path), note: notes.length > 0 ? notes.join('; ') : null };
  }

  /**
   * Follows the note of the first of `named` (sessions whose key the call named) that moved:
   * re-keyed and said once. A lost one refuses the call (old path, what the session keeps, what to
   * do); a note still in place (`error`: the call's own failure) rethrows it.
   * @throws UsageError.
   */
  async #followOrRefuse(named: OpenSession[], error?: unknown): Promise<Located> {
    let lost: { where: Extract<MeetingWhereabouts, { state: 'lost' }>; open: OpenSession } | null = null;
    for (const open of named) {
      const where = await open.session.follow();
      if (where.state === 'moved') {
        if (this.#rekey(open, where.path as VaultPath)) return { open, note: followedNotice(where) };
        throw new UsageError(
          `the meeting note ${where.from} was moved or renamed to ${where.path}, where another session of this server works; call with that name`,
        );
      }
      if (where.state === 'lost') lost ??= { where, open };
    }
    if (lost === null) throw error ?? new UsageError('the meeting note is gone');
    throw new UsageError(lostRefusal(lost.where, lost.open.session.summaryDraft.read()));
  }

  /** Opens (once) the session of the meeting note at `path`. */
  async #open(path: VaultPath): Promise<OpenSession> {
    const vault = this.#options.vault;
    let open = this.#sessions.get(path);
    if (!open) {
      open = (async () => {
        // The lock is taken at finish_summary only: a client that reads never blocks `ma summarize`.
        const { openMeetingSession } = await loadAgent();
        // The server builds its own tools on the session's toolSession: no AI SDK tool set (issue 13).
        const session = await openMeetingSession({
          vault,
          meeting: path,
          lockAt: 'finish',
          aiSdkTools: false,
        });
        const profile = this.#options.profile ?? 'granular';
        const approvals = this.#options.approvals;
        let approvalGated: ApprovalGatedTools | undefined;
        if (approvals) {
          // A client that cannot be asked keeps apply_changes' "cannot ask the user here" refusal.
          const { changeApproval, ...tools } = approvals.approvalGated(session.toolSession);
          approvalGated = approvals.canAsk() && changeApproval ? { ...tools, changeApproval } : tools;
        }
        const opened: OpenSession = {
          session,
          tools: toolDefinitions(session.toolSession, {
            profile,
            ...(approvalGated ? { approvalGated } : {}),
          }),
          openedAt: path,
          formerPaths: [],
        };
        this.#opened.set(path, opened);
        return opened;
      })();
      // A failed open is not cached: the next call tries again.
      open.catch(() => this.#sessions.delete(path));
      this.#sessions.set(path, open);
    }
    return open;
  }
}

/** A summary this server committed (X7). */
interface CommittedSummary {
  summaryPath: string;
  /** ISO time of the commit. */
  at: string;
  /** The client had cancelled the `finish_summary` that committed it. */
  cancelled: boolean;
}

/** What a `finish_summary` with an empty draft answers after an earlier one committed (X7). */
function alreadyCommitted(c: CommittedSummary): string {
  const how = c.cancelled
    ? 'by an earlier finish_summary that the client cancelled after its commit had started (the cancel came too late; the commit completed)'
    : 'by an earlier finish_summary';
  return `already committed: ${c.summaryPath} was written at ${c.at} ${how}; this new session's draft is empty, so nothing more was written. To replace that summary, write_summary a new one and call finish_summary again.`;
}

/**
 * `result` with `note` said once: a compact JSON result stays one object (the note becomes its
 * `warning`, C11), a text gets it as a last line in parentheses.
 */
function withNote(result: McpCallResult, note: string | null): McpCallResult {
  if (!note) return result;
  if (result.text.startsWith('{')) {
    try {
      const value = JSON.parse(result.text) as Record<string, unknown>;
      const warning = typeof value.warning === 'string' ? `${value.warning}; ${note}` : note;
      return { ...result, text: JSON.stringify({ ...value, warning }) };
    } catch {
      // Not JSON: a text like any other.
    }
  }
  return { ...result, text: `${result.text}\n(${note})` };
}

/**
 * A run refusal's advice in what an MCP client can do (review14 V1): `--force` is a flag of
 * `ma summarize`, and finish_summary has no `force` argument, so a hand-edited summary or a meeting
 * still being recorded is the user's call: the text says to tell the user and names the command
 * they can run (`ma summarize '<meeting>' --force`, quoted for the shell: R227). Other texts are returned as they are.
 * @param message the run's refusal (core's EditedSummaryError, @ma/agent's recordingRefusal).
 * @param meetingPath the meeting note's vault path (`Meetings/x.md`), named in the command.
 */
function mcpFinishAdvice(message: string, meetingPath: string): string {
  const name = meetingPath.replace(/^.*\//, '').replace(/\.md$/i, '');
  // R227: quoted for the user's shell: in JSON's double quotes a name with `$` or a backtick
  // (`Budget $100 review`) was expanded by the shell, and the command named no meeting.
  const command = `\`${pasteCommandText(['ma', 'summarize', name, '--force'])}\``;
  return message
    .replace(
      'keep your edits, or run again with --force to replace it (the current note goes to .trash)',
      `nothing was written, and no MCP call replaces it: tell the user, who can keep those edits or run ${command} (the current note goes to .trash)`,
    )
    .replace(/: --force would also summarize the transcript so far$/, '')
    .replace(
      'or run again with --force (`force: true`) to summarize the transcript so far (the status stays recording)',
      `or the user can run ${command} to summarize the transcript so far (the status stays recording); no MCP call can`,
    );
}

/** The refusal of finish_summary called with arguments it does not take (review14 V1). */
function finishArgumentRefusal(unknown: readonly string[], takesMeeting: boolean): string {
  const names = unknown.map((k) => JSON.stringify(k)).join(', ');
  const what = unknown.length === 1 ? `unknown argument ${names}` : `unknown arguments ${names}`;
  return takesMeeting
    ? `refused: ${what}; finish_summary takes meeting; call again without the unknown one; nothing was written`
    : `refused: ${what}; finish_summary takes no arguments; call it with {}; nothing was written`;
}

function withMeetingArgument(schema: Record<string, unknown>): Record<string, unknown> {
  const properties = (schema.properties as Record<string, unknown> | undefined) ?? {};
  const required = (schema.required as string[] | undefined) ?? [];
  return {
    ...schema,
    properties: {
      meeting: { type: 'string', description: 'Meeting name or vault-relative path (see list_meetings).' },
      ...properties,
    },
    required: ['meeting', ...required],
  };
}

/**
 * A tool's unknown-argument refusal (`this tool takes from, to, from_char; …`) with the `meeting`
 * argument every tool of a server without `--meeting` also takes (review13 Z7); other texts as is.
 */
function refusalNamingMeeting(text: string, takesMeeting: boolean): string {
  if (!takesMeeting || !text.startsWith('refused: unknown argument')) return text;
  const none = '; this tool takes no arguments; call it with {}';
  if (text.includes(none))
    return text.replace(none, '; this tool takes meeting; call again without the unknown one');
  return text.replace('; this tool takes ', '; this tool takes meeting, ');
}
