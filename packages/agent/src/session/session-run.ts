import {
  appendToContext,
  artifactPaths,
  boundProjects,
  commitSummary,
  defusedNotice,
  ensureContextNote,
  findMovedMeeting,
  keepRunProperties,
  listMeetings,
  type Meeting,
  type MeetingLinks,
  type MeetingLock,
  meetingPropertyNearMisses,
  meetingPropertyShapeProblems,
  type NothingWritten,
  noteExists,
  otherSummariesOf,
  PROJECT_MD_RULE,
  projectsFolderProblem,
  pruneContextLinks,
  RunJournal,
  type RunNoteWrite,
  readBoundProjects,
  readMeeting,
  readProjectMeta,
  readTextDigest,
  sayWritten,
  transcriptContentHash,
  unboundProjectHint,
  unusedProductLinks,
  type VaultPath,
  WriteAudit,
} from '@ma/core';
import {
  type ApprovalGatedTools,
  type CompactMeetingToolSet,
  checkCitations,
  closeMutations,
  compactWording,
  createMemoryDraft,
  createToolSession,
  hiddenSections,
  lineIndexOf,
  type MeetingToolSet,
  type MeetingToolSetOptions,
  meetingReaders,
  reopenMutations,
  type SummaryDraft,
  type ToolProfile,
  type ToolSession,
  toolDefinitions,
  unreadCitationsWarning,
  workflowRequestLines,
} from '@ma/tools';
import type { SummaryEngine } from '../agent-event.js';
import { ReadHold } from '../budget/read-hold.js';
import { computeCoverage, coverageNotice, type LineRange, shiftRanges } from '../lifecycle/coverage.js';
import { linkBreakingFoldersWarning } from '../lifecycle/link-breaking-folders.js';
import { assertLinksResolve, NOTES_ONLY_NOTICE } from '../lifecycle/meeting-links.js';
import { PartialLineReads } from '../lifecycle/partial-line-reads.js';
import { recordFailure, shouldMarkFailed } from '../lifecycle/record-failure.js';
import { recordInterruptedRunsOf } from '../lifecycle/record-interrupted-runs.js';
import { isRecording, RECORDING_NOTICE, RECORDING_WARNING } from '../lifecycle/recording-status.js';
import { auditRecord, repeatsLastRunRecord, SUMMARY_UNCHANGED_LINE } from '../lifecycle/run-records.js';
import { buildSummaryFrontmatter } from '../lifecycle/summary-frontmatter.js';
import { readTranscriptInfo, type TranscriptInfo } from '../lifecycle/transcript-info.js';
import { agentsLeftOut, briefAgentsExcerpts } from '../prompt/agents-excerpt.js';
import { buildInstructions, buildUserPrompt } from '../prompt/index.js';
import { SummaryRunError } from '../summary-run-error.js';
import type { AcquiredMeeting, SessionMeeting } from './acquire-meeting.js';
import type { MeetingWhereabouts } from './meeting-session.js';
import { hasSpokenLine } from './nothing-to-summarize.js';

/**
 * What a tool-using session builds at start (the agent engine and host agents); the extractive
 * engine starts without it.
 *
 * Spec: docs/session.md.
 */
export interface SessionToolsInput {
  /** The base prompt (`loadBasePrompt`), loaded before anything was written. */
  basePrompt: string;
  /** The step cap the instructions announce. */
  maxSteps: number;
  /**
   * Makes the AI SDK tool set (`@ma/tools`' `createMeetingTools`). null: none is made, so nothing of
   * the AI SDK is loaded for it — a host that serves the tools itself from `toolSession` (`ma mcp`;
   * issue 13) — and `tools` is null; the instructions name the same tools (their definitions).
   */
  createTools: AiSdkToolFactory | null;
  approvalGated?: ((session: ToolSession) => ApprovalGatedTools) | undefined;
  strict?: boolean | undefined;
  /** Tool profile (the agent engine: config `tools.profile`); default `granular`. */
  profile?: ToolProfile | undefined;
  /**
   * Chooses the tools to offer before the instructions name them (the agent engine's context
   * budget narrows them for a small window, issue 14, and falls back to the small-window set, C3);
   * default: all, full instructions.
   */
  prepareTools?: ((choice: ToolChoice) => Promise<PreparedTools>) | undefined;
}

/** `createMeetingTools` of `@ma/tools`: the AI SDK tool set of a tool session (see its docs). */
export type AiSdkToolFactory = (
  session: ToolSession,
  options: MeetingToolSetOptions,
) => MeetingToolSet | CompactMeetingToolSet;

/** What {@link SessionToolsInput.prepareTools} chooses from (docs/context-budget.md). */
export interface ToolChoice {
  /** Every tool of the profile (and the approval-gated ones). */
  all: MeetingToolSet | CompactMeetingToolSet;
  /** Builds the small-window set of the profile (`brief` tools: the meeting's notes, summary, context note). */
  brief(): MeetingToolSet | CompactMeetingToolSet;
  /** The system prompt that would go with `tools`; `brief`: the small-window instructions. */
  instructionsFor(tools: object, brief: boolean): string;
  /** The first user message. */
  prompt: string;
}

/** The chosen tools; `brief`: the small-window instructions go with them. */
export interface PreparedTools {
  tools: MeetingToolSet | CompactMeetingToolSet;
  brief: boolean;
}

/** A transcript read: lines, the file and the hash of the version they were shown from (null: changed while read). */
interface VersionedRead extends LineRange {
  path: string;
  version: string | null;
}

/** The transcript as coverage counts it: path, counted span, version hash (`undefined`: not known, every read counts). */
interface CurrentTranscript {
  path: string;
  first: number;
  last: number;
  version: string | null | undefined;
}

/** `reads` with those of `path` moved as {@link shiftRanges} moves ranges (each version apart), the others as they are. */
function shiftVersionedReads(
  reads: VersionedRead[],
  path: string,
  from: number,
  by: number,
): VersionedRead[] {
  const out = reads.filter((r) => r.path !== path);
  for (const version of new Set(reads.filter((r) => r.path === path).map((r) => r.version))) {
    const same = reads.filter((r) => r.path === path && r.version === version);
    out.push(...shiftRanges(same, from, by).map((r) => ({ ...r, path, version })));
  }
  return out;
}

/** What a tool-using session holds once started. */
interface SessionTools {
  toolSession: ToolSession;
  /** Granular unless `profile: 'compact'` was given; null when made without `createTools`. */
  tools: MeetingToolSet | CompactMeetingToolSet | null;
  summaryDraft: SummaryDraft;
  instructions: string;
  prompt: string;
  audit: WriteAudit;
  /** The run's crash journal: every write of `audit`, on disk as it is made (review9 V5). */
  journal: RunJournal;
  /**
   * Transcript coverage so far, of the transcript as it is now (null without a transcript): the file the meeting
   * note links now, its current line count, and only reads of its current version (review U8).
   * @throws what reading the meeting note or the transcript throws (a link to a missing file).
   */
  coverage(): Promise<ReturnType<typeof computeCoverage> | null>;
  /**
   * L315: the coverage a committed summary records, of the version its `transcript_hash` names: {@link coverage}
   * unless the transcript file changed during the run (not by the session's own tools), then the coverage of the
   * version the run started with (reads of it; reads of a later version count as not read), `changed: true`.
   * @throws what {@link SessionTools.coverage} throws.
   */
  summaryCoverage(): Promise<{ coverage: ReturnType<typeof computeCoverage>; changed: boolean } | null>;
  /**
   * L285: the meeting's transcript (its vault path as linked now) when the model was shown no body line of the meeting's transcript while it holds a spoken line
   * (every read counts: read_transcript, query_meeting's transcript view, a chunk pass, a part of one long line,
   * a read of an earlier version of the file; a read of another file the meeting linked before does not);
   * null when something of it was read, or it has no spoken line.
   * @throws what {@link SessionTools.coverage} throws.
   */
  unread(): Promise<string | null>;
  /** The tools' output budgets; the context budget may lower them before the first step (issue 14). */
  limits: ToolSession['limits'];
  /** The hold every transcript read of the tools goes through (the context budget's, review U4). */
  readHold: ReadHold;
  /** The transcript (null without one) and its counted span, kept in the file's current numbering. */
  transcript: TranscriptInfo | null;
  span: { first: number; last: number } | null;
  /** Counts transcript ranges shown to a model outside the tools (map-reduce chunk passes, issue 14), as reads of the transcript's version now, and as lines shown (citations of them are not "never shown", R116). */
  addReads(ranges: readonly LineRange[]): Promise<void>;
  /** Lines of the projects' AGENTS.md the small-window set did not quote: warnings and the summary notice (review5 Q16). */
  agentsCut: { warnings: string[]; notice: string | null };
}

/**
 * The summary to commit. `record` builds the context note's run record from the summary's path.
 *
 * Spec: docs/session.md.
 */
export interface SessionCommit {
  /** The whole body as it is written (notices included). */
  body: string;
  engine: SummaryEngine;
  /** Model id for the frontmatter; null: no `model` key. */
  model: string | null;
  coverage: number | null;
  /** The run record; the audit block follows it when the session has tools. */
  record: (summaryPath: string) => string;
  /** Warnings about the summary text itself (e.g. chatter dropped around a fenced summary, review4 P9): said with the others. */
  warnings?: readonly string[];
  /**
   * The run's stop (Ctrl-C, the host's signal, an MCP cancel): aborted before the summary is written, the commit
   * writes nothing and throws its reason (N13); aborted once the write began, the summary is kept.
   */
  signal?: AbortSignal;
}

/**
 * Paths and coverage of a committed session.
 *
 * Spec: docs/session.md.
 */
export interface SessionCommitted {
  summaryPath: string;
  contextPath: string;
  trashedPath: string | null;
  /** True when the summary note already held exactly what this run wrote (nothing rewritten; F17). */
  summaryUnchanged?: true;
  coverage: number | null;
  /** Problems worth the user's attention (also in the run record), e.g. an unknown project in `projects:`. */
  warnings: string[];
}

type State = 'new' | 'open' | 'committing' | 'finished' | 'closed';

/**
 * One summary session on a meeting: the ONE lifecycle both engines and host agents
 * (`openMeetingSession`) go through —
 * `start()` creates and links the context note, re-reads the meeting, fails on a broken
 * `transcript:`/`usernotes:` link and, with tools, builds the tool session (audit, draft, coverage
 * from `read_transcript` ranges renumbered on `override_speaker` line shifts), the tools and the
 * prompt; `commit()` writes the summary (frontmatter, `commitSummary`: H12 dedupe, H14 hash, trash,
 * links, status) and the run record + audit; `fail()` records a failed or cancelled run (`## Run
 * failed`/`## Run cancelled` + audit, `status: failed` unless cancelled or already summarized,
 * context links pruned, H15). Every end releases the run lock.
 * A session made without the lock (`lockAt: 'finish'`) builds its tools with `prepare()`, writing
 * nothing, and gets the lock with `adopt()` right before `start()` and `commit()`.
 *
 * Spec: seed 003 (pipeline, context note, audit); docs/session.md; issue #16 item 2.
 */
export class SessionRun {
  #base: SessionMeeting;
  #lock: MeetingLock | null;
  readonly #toolsInput: SessionToolsInput | null;
  #state: State = 'new';
  /** Aborted when the session ends for good; its tools see it as `ToolSession.ended` (S52). */
  readonly #ended = new AbortController();
  #contextPath: string | null = null;
  #current: Meeting | null = null;
  #tools: SessionTools | null = null;
  /** The transcript's content hash when the session first saw it (R14); null: no transcript. */
  #transcriptHash: string | null = null;
  /** What the session followed when the meeting's notes moved during it (review5 Q14): said at commit. */
  #moves: string[] = [];
  /** The summary a commit could not write (the meeting note gone, Q14): kept in the failure record. */
  #keptDraft: string | null = null;
  /** Why {@link SessionRun.#keptDraft} was kept: not committable (Q14, U12) or the run failed first (Z52). */
  #keptWhy: KeptWhy = 'commit';
  #partsNotRead: readonly PartNotRead[] = [];
  #partsNotReadLines: readonly string[] = [];

  constructor(meeting: SessionMeeting | AcquiredMeeting, tools: SessionToolsInput | null) {
    this.#base = meeting;
    this.#lock = 'lock' in meeting ? meeting.lock : null;
    this.#toolsInput = tools;
  }

  /** The context note's path once started. */
  get contextPath(): string {
    if (this.#contextPath === null) throw new Error('session not started');
    return this.#contextPath;
  }

  /** The meeting note's path now: it follows a moved note ({@link SessionRun.follow}, the commit). */
  get meetingPath(): string {
    return this.#base.meeting.path;
  }

  /** The meeting as the session knows it now (before `start()`: as opened, adopted or followed). */
  get baseMeeting(): Meeting {
    return this.#base.meeting;
  }

  /** The run's own tool writes to the meeting note, oldest first (L466; none without tools). */
  #runNoteWrites(): RunNoteWrite[] {
    return this.#tools?.audit.changesOf(this.#base.meeting.path) ?? [];
  }

  /** The meeting as re-read after the context note was linked. */
  get meeting(): Meeting {
    if (this.#current === null) throw new Error('session not started');
    return this.#current;
  }

  /** The tools, draft and prompt (sessions started with tools). */
  get tools(): SessionTools {
    if (this.#tools === null) throw new Error('session has no tools');
    return this.#tools;
  }

  /** True once the summary note was written (a later failure must not be recorded as a failed run). */
  get committed(): boolean {
    return this.#state === 'finished';
  }

  /** True while the session holds the meeting's run lock. */
  get locked(): boolean {
    return this.#lock !== null;
  }

  /**
   * Without writing or refusing anything: builds the tools and prompt (the context note path is
   * the one `start()` will create; the links are checked there). For sessions that take the lock
   * at finish.
   * @throws core's I/O errors.
   */
  async prepare(): Promise<void> {
    const { vault, meeting } = this.#base;
    this.#transcriptHash ??= await transcriptContentHash(vault, meeting);
    if (this.#toolsInput !== null && this.#tools === null) {
      this.#tools = await this.#startTools(meeting, artifactPaths(vault, meeting).context, this.#toolsInput);
    }
    if (this.#state === 'new') this.#state = 'open';
  }

  /** Takes over the lock (and the freshly read meeting) of a session prepared without it. */
  adopt(acquired: AcquiredMeeting): void {
    this.#base = acquired;
    this.#lock = acquired.lock;
  }

  /**
   * Creates and links the context note, re-reads the meeting, checks its links and, with tools
   * (unless prepared), builds the tool session, tools and prompt.
   * @throws SummaryRunError('broken-link') and core's I/O errors; the caller records them with
   *   {@link SessionRun.fail}.
   */
  async start(): Promise<void> {
    const { vault, meeting } = this.#base;
    this.#contextPath = await ensureContextNote(vault, meeting);
    // V5: under the run lock, the writes of an earlier run of this meeting that died unrecorded
    // (SIGKILL, a crash) are recorded first, from its journal.
    if (this.#lock !== null)
      await recordInterruptedRunsOf(vault, meeting.path, this.#contextPath, 'the next run of the meeting');
    const current = this.#withAdoptedSummary(await readMeeting(vault, meeting.path));
    this.#current = current;
    assertLinksResolve(current);
    this.#transcriptHash ??= await transcriptContentHash(vault, current);
    if (this.#toolsInput !== null && this.#tools === null) {
      this.#tools = await this.#startTools(current, this.#contextPath, this.#toolsInput);
    }
    if (this.#state === 'new') this.#state = 'open';
  }

  async #startTools(current: Meeting, contextPath: string, input: SessionToolsInput): Promise<SessionTools> {
    const { vault, config, meeting } = this.#base;
    const transcript = await readTranscriptInfo(vault, current);
    // U8: every read with the file and the version it was shown from; coverage counts the current ones only.
    let reads: VersionedRead[] = [];
    // L285: every read as shown, a part of one long line included (`reads` counts such a line once whole).
    let shown: VersionedRead[] = [];
    // L315: the transcript as the session started (its file, span, version): what `transcript_hash` names.
    let started: CurrentTranscript | null = null;
    // Lines longer than one read: counted once every character was shown (issue 9 H11).
    const partialReads = new PartialLineReads();
    // The counted span (transcript body), kept in the file's current numbering.
    const span = transcript ? { first: transcript.bodyStartLine, last: transcript.lines } : null;
    // V5: every external write is journaled (fsync'd) as it lands, for a run that never finishes.
    const journal = await RunJournal.open(vault, { meeting: meeting.path, context: contextPath });
    const audit = new WriteAudit({}, journal);
    // L488: the meeting note's writes stay known to the commit's keepRunProperties (L466) when a host
    // drains the audit after each call (`ma mcp` records writes as they are made).
    audit.keepChangesOf(meeting.path);
    const summaryDraft = createMemoryDraft();
    const toolSession = await createToolSession({
      vault,
      meetingPath: meeting.path,
      audit,
      summaryDraft,
      onRead: (e) => {
        const version = e.version ?? null;
        reads.push({ from: e.from, to: e.to, path: e.path, version });
        shown.push({ from: e.from, to: e.to, path: e.path, version });
        if (e.partial) shown.push({ from: e.partial.line, to: e.partial.line, path: e.path, version });
        if (e.partial && partialReads.add(e.partial))
          reads.push({ from: e.partial.line, to: e.partial.line, path: e.path, version });
      },
      // U8: the session's own rewrite (override_speaker) keeps what was read of the version before it.
      onRewrite: (e) => {
        for (const r of [...reads, ...shown])
          if (r.path === e.path && r.version === e.before) r.version = e.after;
        if (started?.path === e.path && started.version === e.before) started.version = e.after;
      },
      // override_speaker may add a frontmatter line: renumber what was read and the span.
      onLineShift: (e) => {
        reads = shiftVersionedReads(reads, e.path, e.from, e.by);
        shown = shiftVersionedReads(shown, e.path, e.from, e.by);
        if (!transcript || !span || e.path !== transcript.path) return;
        partialReads.shift(e.from, e.by);
        if (span.first >= e.from) span.first = Math.max(1, span.first + e.by);
        if (span.last >= e.from) span.last += e.by;
        if (started?.path === e.path) {
          if (started.first >= e.from) started.first = Math.max(1, started.first + e.by);
          if (started.last >= e.from) started.last += e.by;
        }
      },
    });
    // U8: the transcript as it is now: the file the meeting note links now, its span and version.
    // When it cannot be read now (the meeting note moved, the transcript gone: the commit says so, Q14), the
    // transcript as the run began and every read of it count, as before.
    const asStarted = () =>
      transcript && span
        ? { path: transcript.path, first: span.first, last: span.last, version: undefined }
        : null;
    const currentTranscript = async (): Promise<CurrentTranscript | null> => {
      try {
        const now = await readTranscriptInfo(vault, await budgeted.meeting());
        if (now === null) return null;
        const { abs } = await vault.resolve(now.path, {
          argument: 'transcript',
          mustExist: true,
          kind: 'file',
        });
        const digest = await readTextDigest(abs, lineIndexOf(vault));
        return { path: now.path, first: now.bodyStartLine, last: now.lines, version: digest?.hash ?? null };
      } catch {
        return asStarted();
      }
    };
    // A read counts when it is of the transcript now: its file (or a file since moved to it: gone from where it
    // was read, the same version) and its version now.
    const counts = async (
      now: CurrentTranscript,
      of = reads,
      anyVersion = false,
    ): Promise<VersionedRead[]> => {
      if (now.version === undefined) return of.filter((r) => r.path === now.path);
      const gone = new Map<string, boolean>();
      for (const p of new Set(of.map((r) => r.path)))
        if (p !== now.path) gone.set(p, !(await noteExists(vault, p)));
      return of.filter(
        (r) =>
          (anyVersion || r.version === now.version) && (r.path === now.path || gone.get(r.path) === true),
      );
    };
    // Tools read `limits` at call time: a copy the context budget may lower (issue 14). Their
    // transcript reads go through a hold: a result the step's budget cuts counts only what it shows (U4).
    const limits = { ...toolSession.limits };
    const readHold = new ReadHold((e) => toolSession.onRead(e));
    // review9 V9: the tools work on the meeting note where the session is now (it follows a renamed note).
    const at = () => this.#base.meeting.path as VaultPath;
    const budgeted: ToolSession = {
      ...toolSession,
      limits,
      ended: this.#ended.signal,
      onRead: (e) => readHold.report(e),
      get meetingPath() {
        return at();
      },
      ...meetingReaders(vault, at),
    };
    started = await currentTranscript();
    const profile = input.profile ?? 'granular';
    const gated = input.approvalGated ? input.approvalGated(budgeted) : undefined;
    const optionsFor = (brief: boolean): MeetingToolSetOptions => ({
      profile,
      ...(gated && !brief ? { approvalGated: gated } : {}),
      ...(input.strict ? { strict: true } : {}),
      ...(brief ? { brief: true } : {}),
    });
    const { createTools } = input;
    const build = (brief: boolean) => {
      if (createTools === null) throw new TypeError('prepareTools needs createTools (the AI SDK tool set)');
      return createTools(budgeted, optionsFor(brief));
    };
    // Without the AI SDK tool set the instructions name the tools by their definitions (the same names).
    const allTools = createTools === null ? null : build(false);
    const projectIds = await boundProjects(vault, meeting.path);
    const projects = await Promise.all(projectIds.map((id) => readProjectMeta(vault, id)));
    const instructionsFor = (offered: object, brief: boolean) =>
      buildInstructions({
        basePrompt: input.basePrompt,
        meeting: current,
        contextPath,
        projects,
        brief,
        guidance: {
          template: config.summary.template,
          language: config.summary.language ?? transcript?.language ?? null,
          toolNames: Object.keys(offered),
          maxSteps: input.maxSteps,
          transcript: transcript
            ? { path: transcript.path, lines: transcript.lines, bodyStartLine: transcript.bodyStartLine }
            : null,
        },
      });
    // The compact profile's prompts name its own tools (seed 002).
    const userPrompt =
      profile === 'compact' ? compactWording(buildUserPrompt(current)) : buildUserPrompt(current);
    const prepared = input.prepareTools
      ? await input.prepareTools({
          all: allTools ?? build(false),
          brief: () => build(true),
          instructionsFor,
          prompt: userPrompt,
        })
      : { tools: allTools, brief: false };
    const tools = prepared.tools;
    const instructions = instructionsFor(
      tools ?? Object.fromEntries(toolDefinitions(budgeted, optionsFor(false)).map((d) => [d.name, d])),
      prepared.brief,
    );
    // Q16: what the small-window set left out of the projects' AGENTS.md is said (warning, run record, summary notice).
    const agentsCut = prepared.brief
      ? agentsLeftOut(briefAgentsExcerpts(projects), vault.config.folders.projects)
      : { warnings: [], notice: null };
    return {
      toolSession: budgeted,
      tools,
      summaryDraft,
      instructions,
      prompt: userPrompt,
      audit,
      journal,
      coverage: async () => {
        const now = await currentTranscript();
        if (now === null) return null;
        return computeCoverage(await counts(now), now.first, now.last);
      },
      summaryCoverage: async () => {
        const now = await currentTranscript();
        if (now === null) return null;
        const coverage = computeCoverage(await counts(now), now.first, now.last);
        const then = started;
        // A version unknown (the file unreadable now or then) or another file linked now: the transcript as it is now.
        if (then === null || then.version == null || now.version == null || then.path !== now.path)
          return { coverage, changed: false };
        if (then.version === now.version) return { coverage, changed: false };
        return { coverage: computeCoverage(await counts(then), then.first, then.last), changed: true };
      },
      unread: async () => {
        const now = await currentTranscript();
        if (now === null) return null;
        // Any version of it counts: Obsidian rewrites the transcript's `meeting:` link when the meeting note is
        // renamed (Q14), and a model that read it before did read the meeting (the coverage notice says 0 %).
        const seen = await counts(now, shown, true);
        if (computeCoverage(seen, now.first, now.last).readLines > 0) return null;
        const info = await readTranscriptInfo(vault, await budgeted.meeting());
        return info !== null && hasSpokenLine(await info.body()) ? now.path : null;
      },
      limits,
      readHold,
      transcript,
      span,
      addReads: async (ranges) => {
        const now = await currentTranscript();
        if (now === null) return;
        const added = ranges.map((r) => ({ ...r, path: now.path, version: now.version ?? null }));
        reads.push(...added);
        shown.push(...added);
        // R116: the chunk passes showed these lines to a model: citing them is not "never shown".
        for (const r of ranges) toolSession.lineNumbering.seen(now.path, r.from, r.to);
      },
      agentsCut,
    };
  }

  /**
   * The body a tool-using session commits for `text` (a cleaned summary): the coverage notice
   * (coverage < 100 %) or the notes-only notice on top, then the notice of AGENTS.md lines a
   * small-window run did not quote (review5 Q16), and the coverage percent.
   * @param opts.host the session's host (`openMeetingSession`: an MCP client) writes the summary, not
   *   this package's agent loop: the refusal's advice is the host's next step.
   * @throws SummaryRunError('no-summary') when the model was shown no line of a transcript that holds
   *   spoken text (L285; {@link SessionTools.unread}, {@link unreadTranscriptParts}): nothing committed,
   *   the text kept as the run's draft for the failure record, a host session left open to read and finish again.
   */
  async agentBody(
    text: string,
    opts: { host?: boolean } = {},
  ): Promise<{ body: string; coverage: number | null }> {
    // L315: of the version the summary's transcript_hash names (the run's start, when the file changed since).
    const measured = await this.tools.summaryCoverage();
    const coverage = measured?.coverage ?? null;
    // L285: a summary of a meeting whose transcript the model never read is made up, not a summary: refused,
    // never committed as a success; the text is kept. The floor is "nothing read", not a percent: one read
    // of a 30,000-line transcript is under 1 % and still a summary of what was read (its notice says so).
    const unread = coverage !== null && coverage.readLines === 0 ? await this.tools.unread() : null;
    if (coverage !== null && unread !== null) {
      this.#keptDraft = text;
      this.#keptWhy = 'failed';
      // A host session stays open to read and finish again (as for a refused commit, U12).
      this.unclaim();
      // L280: in parts, so the failure record's message says what the run wrote in their place.
      const parts = unreadTranscriptParts(coverage, unread, { ...opts, partsNotRead: this.#partsNotRead });
      throw new SummaryRunError('no-summary', sayWritten(parts), { nothingWritten: parts });
    }
    const notices = [
      measured?.changed ? TRANSCRIPT_CHANGED_NOTICE : '',
      coverage ? coverageNotice(coverage) : NOTES_ONLY_NOTICE,
      this.tools.agentsCut.notice ?? '',
    ].filter((n) => n !== '');
    const head = notices.join('\n\n');
    return { body: head ? `${head}\n\n${text}\n` : `${text}\n`, coverage: coverage?.percent ?? null };
  }

  /**
   * Claims the session for one commit: a second `finish()` (or one after a cancel) is refused,
   * and so is every write tool called from now on (M13); the returned promise resolves once every
   * write accepted before the claim settled, so the draft read after it is the last one written.
   * The state changes synchronously, before the first `await` of the caller.
   * @returns a promise that resolves (never rejects) when the session's accepted writes are done.
   * @throws SummaryRunError('closed') (synchronously) when the session is not open.
   */
  claim(): Promise<void> {
    this.assertOpen();
    this.#state = 'committing';
    return this.#closeWrites('the summary session is being finished (finish_summary / finish() was called)');
  }

  /** Gives a claim back (the commit was refused before anything was written, e.g. `busy`): writes are accepted again. */
  unclaim(): void {
    if (this.#state !== 'committing') return;
    this.#state = 'open';
    if (this.#tools !== null) reopenMutations(this.#tools.toolSession);
  }

  /**
   * Ends the session for its tools (S52): `ToolSession.ended` aborts, so an approval still waiting
   * is cancelled and its call writes nothing afterwards.
   */
  #end(why: string): void {
    this.#ended.abort(new DOMException(`cancelled: ${why}`, 'AbortError'));
  }

  /** Refuses the session's later writes with `reason`; resolves when the accepted ones are done. */
  #closeWrites(reason: string): Promise<void> {
    return this.#tools === null ? Promise.resolve() : closeMutations(this.#tools.toolSession, reason);
  }

  /**
   * @throws SummaryRunError('closed') when the session is being finished, finished or closed.
   */
  assertOpen(): void {
    if (this.#state !== 'open') {
      const what =
        this.#state === 'committing' ? 'is already being finished' : 'was already finished or cancelled';
      throw new SummaryRunError(
        'closed',
        `this session on ${this.#base.meeting.path} ${what}; open a new session to write another summary`,
      );
    }
  }

  /**
   * Writes the summary and the run record (after {@link SessionRun.claim}), then releases the lock.
   * @throws SummaryRunError('no-summary') when Obsidian would hide part of the body (tools' `hiddenSections`,
   *   review8 U12): nothing written, the body kept for the failure record, the claim given back.
   * @throws `input.signal`'s reason when it was aborted before the summary is written (nothing written, the claim
   *   given back; N13); core's `EditedSummaryError` (hand edit found at commit, H14), `ForeignNoteError` and I/O
   *   errors before the summary is written (state back to open: record with `fail`); after it was
   *   written, only the context append's error (the session is finished either way).
   */
  async commit(input: SessionCommit): Promise<SessionCommitted> {
    // review8 U12: every way a summary is committed (a write_summary draft, the final reply, finish({ body }),
    // the extractive body) meets here, so the check write_summary refuses with applies to all of them.
    const hidden = hiddenSections(input.body);
    if (hidden !== null) {
      this.#keptDraft = input.body;
      this.unclaim();
      // L280: in parts, so the failure record's message says what the run wrote in their place.
      const parts = {
        before: `the summary was not saved: ${hidden.found}; `,
        after: ` and the previous summary is unchanged (${hidden.advice})`,
      };
      throw new SummaryRunError('no-summary', sayWritten(parts), { nothingWritten: parts });
    }
    // review8 U22: a citation naming no spoken line of the transcript (the check write_summary refuses
    // with) is said in the run's warnings: a final reply cannot be asked again, and the summary is kept.
    const cites = await checkCitations(
      this.#base.vault,
      this.meeting.links.transcript,
      input.body,
      this.#tools?.toolSession.lineNumbering,
    );
    try {
      await this.#followMoves();
      // L466: an approved project or attendee edit of the run's tools that a save from an editor buffer
      // older than it took back is set again before the summary reads the note's projects.
      await keepRunProperties(this.#base.vault, this.#base.meeting.path, this.#runNoteWrites());
    } catch (error) {
      // Q14: nothing committed; the summary is kept in the failure record, so the user loses nothing.
      this.#keptDraft = input.body;
      this.unclaim();
      throw error;
    }
    const { vault, meeting, force } = this.#base;
    const contextPath = this.contextPath;
    const projects = await readBoundProjects(vault, meeting.path);
    // A projects folder out of reach (a symlink out of the vault) binds nothing: one warning
    // saying why, not "names no project folder" per entry (R12).
    const folderProblem = projects.unknown.length > 0 ? await projectsFolderProblem(vault) : null;
    const warnings = folderProblem
      ? [
          `the meeting's \`projects:\` entries ${projects.unknown.map((e) => `\`${e}\``).join(', ')} were not bound: ${folderProblem}`,
        ]
      : await Promise.all(
          projects.unknown.map(async (entry) =>
            unknownProjectWarning(
              entry,
              vault.config.folders.projects,
              await unboundProjectHint(vault, entry, meeting.path),
            ),
          ),
        );
    // A summary:/context: value that is not this meeting's own note (R7, R10) or names none (a web
    // address, a list: N21) was not used and was left as written: say so.
    if (cites.problem !== null)
      warnings.push(`${cites.problem.found}; the citations were kept as written: check them`);
    // review11 X1: cited lines that exist but were never shown (write_summary's `note:`), on every commit path.
    const cited = this.meeting.links.transcript;
    if (cited && cites.unread.length > 0) warnings.push(unreadCitationsWarning(cited, cites.unread));
    warnings.push(...this.#moves);
    // X18: the summary renamed or moved without its link following is replaced where it is now.
    const adopted = this.#base.adoptedSummary;
    if (adopted && adopted.path === artifactPaths(vault, this.meeting).summary)
      warnings.push(
        `the summary note ${adopted.path} was found by its meeting: link (renamed or moved; the meeting note's summary: link named ${adopted.was}, which is gone): it was replaced, not doubled, and the meeting note's summary: link now names it`,
      );
    // A property spelled unlike the one read (`project:`, `Transcript:`) was not used: say so (W4).
    for (const { written, meant } of meetingPropertyNearMisses(this.meeting.note.frontmatter?.data ?? {}))
      warnings.push(
        `the meeting note's property \`${written}\` was not read: the property is \`${meant}\` (docs/vault-format.md); rename it so the next run uses it`,
      );
    // N10: a property in a shape core does not read (`status: [a, b]`, `attendees:` items that are no name): said.
    for (const problem of meetingPropertyShapeProblems(this.meeting.note.frontmatter?.data ?? {}))
      warnings.push(`the meeting note's ${problem}`);
    warnings.push(...unusedProductLinks(this.meeting, artifactPaths(vault, this.meeting)));
    // L253: notes in a folder whose name ends a wikilink got Markdown links: said once per run.
    const { summary: summaryAt, context: contextAt } = artifactPaths(vault, this.meeting);
    const unlinkable = linkBreakingFoldersWarning(vault.config, [
      this.meeting.path,
      this.meeting.links.transcript,
      summaryAt,
      contextAt,
    ]);
    if (unlinkable !== null) warnings.push(unlinkable);
    // review11 X18: this meeting's summary renamed or moved outside Obsidian is not followed: say so.
    for (const other of await otherSummariesOf(
      vault,
      this.meeting.path,
      artifactPaths(vault, this.meeting).summary,
    ))
      warnings.push(
        `another summary of this meeting exists: ${other} (its meeting: link names this meeting; renamed or moved outside Obsidian?); later meetings see both as past meetings: delete the one you do not want, or set the meeting note's summary: link to it so runs replace that one`,
      );
    warnings.push(...(input.warnings ?? []));
    warnings.push(...(this.#tools?.agentsCut.warnings ?? []));
    // Citations whose numbers the model read both before and after a transcript line shift (Q8).
    warnings.push(...(this.#tools?.toolSession.lineNumbering.warnings() ?? []));
    // V5: a journal that could not be written is said (a crash would have lost the audit).
    if (this.#tools?.journal.problem) warnings.push(this.#tools.journal.problem);
    // A bound project whose PROJECT.md cannot be read is said, not shown as a bare id (N19).
    for (const id of projects.ids) {
      const { problem } = await readProjectMeta(vault, id, { agents: false }).catch(() => ({
        problem: undefined,
      }));
      if (problem) warnings.push(projectMdWarning(id, problem));
    }
    // A `date:` core's date reader cannot read is said, not dropped in silence (V7).
    if (this.meeting.dateProblem)
      warnings.push(
        `the meeting's \`date:\` cannot be read: ${this.meeting.dateProblem}; the summary has no date and no earlier meeting can be ordered against it`,
      );
    // The transcript bytes the summary rests on: as first seen, unless the session's own tools
    // rewrote the transcript (override_speaker), whose result is then what was summarized (R14).
    const transcript = this.meeting.links.transcript;
    const transcriptHash =
      transcript && this.#tools?.audit.touched(transcript)
        ? await transcriptContentHash(vault, this.meeting)
        : this.#transcriptHash;
    const frontmatter = buildSummaryFrontmatter({
      meeting: this.meeting,
      contextPath,
      projects: projects.ids,
      engine: input.engine,
      model: input.model,
      coverage: input.coverage,
      transcriptHash,
    });
    // Q7: a meeting still being recorded (summarized with `force`): the summary says it covers the transcript so far.
    const recording = isRecording(meeting.status);
    const body = recording ? `${RECORDING_NOTICE}\n\n${input.body}` : input.body;
    let committed: Awaited<ReturnType<typeof commitSummary>>;
    try {
      // N13: the checks above read files, so a stop that came while the engine held the thread has been dispatched by
      // now; it is honoured here, the last moment before anything is written.
      input.signal?.throwIfAborted();
      committed = await commitSummary(vault, this.meeting, {
        body,
        frontmatter,
        force,
        relink: this.#base.adoptedSummary?.path === artifactPaths(vault, this.meeting).summary,
        runWrites: this.#runNoteWrites(),
      });
    } catch (error) {
      // Newcomer s33: the engine had finished this summary; its save failed. The failure record keeps it and
      // says so (not "never confirmed as finished", the wording of a run cut off before its end).
      if (this.#keptDraft === null) {
        this.#keptDraft = input.body;
        this.#keptWhy = input.engine === 'extractive' ? 'unsaved-extractive' : 'unsaved';
      }
      this.unclaim();
      throw error;
    }
    this.#state = 'finished';
    void this.#closeWrites('the summary session was finished (its summary is committed)');
    this.#end('the summary session was finished');
    // S17: remote images and loading HTML the body held (a final reply, a host's body) were defused.
    if (committed.defused.length > 0)
      warnings.push(`the summary's text: ${defusedNotice(committed.defused)}`);
    // P19: what changed while the run worked is said, never overwritten.
    if (recording && (committed.statusKept === null || isRecording(committed.statusKept.to))) {
      warnings.push(RECORDING_WARNING);
    } else if (committed.statusKept?.userValue) {
      // F9: the user's own status word (`reviewed`) is theirs; the run says why it is not `summarized`.
      warnings.push(
        `the meeting's status "${committed.statusKept.to}" is your own (not recording, ended, summarized or failed): left as it is, not set to summarized`,
      );
    } else if (committed.statusKept) {
      const { from, to } = committed.statusKept;
      warnings.push(
        `the meeting's status was changed ${to === null ? '(removed)' : `to "${to}"`} during the run (it was ${from === null ? 'not set' : `"${from}"`}): left as it is, not set to summarized; the summary covers the transcript as it was when the run started`,
      );
    }
    if (transcript && transcriptHash !== null && !this.#tools?.audit.touched(transcript)) {
      const now = await transcriptContentHash(vault, this.meeting).catch(() => transcriptHash);
      if (now !== transcriptHash) {
        warnings.push(
          `the transcript changed during the run: the summary covers it as it was when the run started (its transcript_hash), not the lines added or changed since; run again once the meeting has ended`,
        );
      }
    }
    try {
      const record = [
        input.record(committed.path),
        // C24: a summary replaced (a refresh, --force over a hand edit, a blank note) went to the
        // trash, maybe under a numbered name (`… (2).md`): the record says where, as finish_summary does.
        ...(committed.trashed ? [`- previous summary moved to ${committed.trashed} (recoverable)`] : []),
        // F17: a re-run that gave the same summary says so (the note was not rewritten).
        ...(committed.unchanged ? [SUMMARY_UNCHANGED_LINE] : []),
        ...this.#workflowLines(),
        ...warnings.map((w) => `- warning: ${w}`),
      ].join('\n');
      const audit = this.#tools?.audit;
      // F17: a re-run that gave the summary the note held and would record what the last run
      // recorded (time aside) adds no block: the note does not grow when nothing changed.
      await appendToContext(
        vault,
        contextPath,
        audit
          ? `${record}\n\n${auditRecord(audit.toMarkdown(), audit.entries.length, audit.drainedCount)}`
          : record,
        committed.unchanged ? { unlessRepeats: repeatsLastRunRecord } : {},
      );
      // V5: the audit is in the run record: the journal is no longer needed.
      await this.#tools?.journal.remove();
    } finally {
      // A record that could not be appended: its journal stays for the next run (V5).
      this.#tools?.journal.abandon();
      await this.#release();
    }
    return {
      summaryPath: committed.path,
      contextPath,
      trashedPath: committed.trashed,
      ...(committed.unchanged ? { summaryUnchanged: true as const } : {}),
      coverage: input.coverage,
      warnings,
    };
  }

  /**
   * Keeps the summary draft the model wrote when the run ends before committing it (a model
   * endpoint failure, a cut reply, a cancel; review13 Z52), so that the failure record holds it:
   * what the agent wrote is not lost with the run. Call before {@link SessionRun.fail}; blank text
   * and a second draft (one is already kept, e.g. by a refused commit) change nothing.
   *
   * Spec: seed 003 (the summary agent writes the summary as its own artifact); README ("the
   * context note records why the run failed"); review13 Z52.
   */
  keepUncommittedDraft(body: string): void {
    if (this.#keptDraft !== null || body.trim() === '') return;
    this.#keptDraft = body;
    this.#keptWhy = 'failed';
  }

  /**
   * L285 × R115: the parts of a transcript read in parts whose notes did not count as read (empty, cut, or citing
   * no line of their part), so a run refused for reading nothing says the transcript was shown and why no part
   * counted, not only "never read".
   * @param recordLines L313: the run record's `- not read: part …` lines for these parts (`partsNotReadLines`),
   *   added to a failed run's `## Run failed` record so it names what the refusal message names.
   */
  partsNotRead(parts: readonly PartNotRead[], recordLines: readonly string[] = []): void {
    this.#partsNotRead = parts;
    this.#partsNotReadLines = recordLines;
  }

  /**
   * Records what ended the session unfinished and closes it: `## Run failed` (or `## Run
   * cancelled` for an abort) with the audit in the context note (when it exists), `status: failed`
   * unless cancelled, kept (`edited`), already summarized or run again by the host (`retryLater`, L31), the context note's links pruned to
   * notes that exist (H15), the lock released. Errors while recording are swallowed.
   * @param baseURL the endpoint named in model-failure messages.
   * @returns the {@link SummaryRunError} to throw (`describeFailure`).
   */
  async fail(error: unknown, baseURL: string, signal?: AbortSignal): Promise<SummaryRunError> {
    // Loaded when a session fails: it tells the AI SDK's errors apart, so it loads the AI SDK,
    // which a session that never calls a model (`ma mcp`) does not load otherwise (issue 13).
    const { describeFailure } = await import('../run/describe-failure.js');
    const failure = describeFailure(error, baseURL, signal, this.#base.vault.root);
    // L31: a failure the host runs again (the daemon's retries) is no failure yet: status kept.
    const later = failure.reason === 'aborted' ? null : retryLaterText(this.#base.retryLater, failure);
    // L280: the failure record is a write: the recorded message and the thrown one say what was not
    // written (the summary) and what was (the record), not "nothing was written" — by the parts the
    // refusal was made of (core `NothingWritten`), never by rewriting its text.
    const parts = failure.nothingWritten;
    const recordedMessage =
      parts === null ? failure.message : sayWritten(parts, 'the summary was not written');
    const recorded = await this.#close(
      later === null ? recordedMessage : `${recordedMessage}\n\n${later}`,
      failure.reason,
      later === null,
    );
    if (parts === null) return failure;
    const wrote = [
      recorded.appended ? `the failure was recorded in ${recorded.contextPath}` : null,
      recorded.markedFailed ? `the meeting note ${this.#base.meeting.path} was set to status: failed` : null,
    ].filter((w): w is string => w !== null);
    if (wrote.length === 0) return failure;
    return new SummaryRunError(
      failure.reason,
      sayWritten(parts, `the summary was not written (${wrote.join('; ')})`),
      { cause: failure.cause },
    );
  }

  /**
   * Closes an open session as cancelled (no-op once finished or closed). A session that never
   * held the lock (`lockAt: 'finish'`) wrote nothing of its own and records nothing.
   */
  async cancel(message: string): Promise<void> {
    if (this.#state !== 'open' && this.#state !== 'new') return;
    if (this.#lock === null) {
      this.#state = 'closed';
      void this.#closeWrites('the summary session was cancelled');
      this.#end('the summary session was cancelled');
      // V5: writes its tools made are not lost: the journal stays for the next run or `ma doctor`.
      this.#tools?.journal.abandon();
      return;
    }
    await this.#close(message, 'aborted');
  }

  async #close(
    message: string,
    reason: string,
    final = true,
  ): Promise<{ appended: boolean; markedFailed: boolean; contextPath: string | null }> {
    this.#state = 'closed';
    void this.#closeWrites('the summary session was cancelled or failed');
    this.#end('the summary session was cancelled or failed');
    const { vault, meeting } = this.#base;
    const audit = this.#tools?.audit ?? (this.#toolsInput !== null ? new WriteAudit() : null);
    // Q5: the workflow requests of the run are listed whatever ended it.
    const blocks = [
      // L313: the parts a chunk pass showed but that did not count as read, as a successful run's record lists them.
      this.#partsNotReadLines.join('\n'),
      this.#workflowLines().join('\n'),
      this.#keptDraft === null ? '' : keptDraftBlock(this.#keptDraft, this.#keptWhy),
      audit ? auditRecord(audit.toMarkdown(), audit.entries.length, audit.drainedCount) : '',
    ].filter((b) => b !== '');
    try {
      const recorded = await recordFailure(
        vault,
        meeting.path,
        this.#contextPath,
        message,
        blocks.length > 0 ? blocks.join('\n\n') : null,
        final && shouldMarkFailed(reason, meeting.status),
        reason === 'aborted',
      );
      // V5: the audit is in the failure record; without it, the journal stays for the next run.
      if (recorded.appended) await this.#tools?.journal.remove();
      this.#tools?.journal.abandon();
      // H15: after a failed or cancelled run the context note links only notes that exist.
      await pruneContextLinks(vault, meeting).catch(() => {});
      return { ...recorded, contextPath: this.#contextPath };
    } finally {
      await this.#release();
    }
  }

  /**
   * Where the session's meeting note is now (review5 Q14): its path when it is still there; when it
   * was moved or renamed meanwhile (Obsidian, a sync, the user), the one place the vault tells
   * (core `findMovedMeeting`: the `meeting:` links of its transcript, notes and context note, or a
   * meeting note linking its transcript or context note), remembered for the commit's warnings.
   * @throws SummaryRunError('error') naming the old path and what happened when the note is gone
   *   and no single note claims it (nothing is written by this call).
   */
  async locateMeeting(): Promise<string> {
    const { vault, meeting } = this.#base;
    if (await noteExists(vault, meeting.path)) return meeting.path;
    const context = this.#contextPath ?? artifactPaths(vault, meeting).context;
    const found = await findMovedMeeting(vault, {
      path: meeting.path,
      transcript: meeting.links.transcript,
      usernotes: meeting.links.usernotes,
      context,
    });
    if (found.path === null) {
      const what =
        found.why === 'ambiguous'
          ? `and ${found.candidates.length} notes now claim it (${found.candidates.join(', ')}), so the summary cannot tell which is the meeting`
          : `and no note names its new place (no \`meeting:\` link of its transcript, notes or context note, no meeting note linking its transcript or context note)`;
      const kept = this.#lock
        ? `the summary draft is kept in ${context}, in this run's failure record`
        : 'the summary draft is still in this session';
      throw new SummaryRunError(
        'error',
        `the meeting note ${meeting.path} was moved, renamed or deleted during the run, ${what}: nothing was committed; ${kept}; run again on the meeting note where it is now (\`ma summarize "<name>"\`)`,
      );
    }
    this.#moves.push(
      `the meeting note ${meeting.path} was moved or renamed during the run: it is now ${found.path} (found through ${found.how}); the summary was committed for ${found.path}`,
    );
    return found.path;
  }

  /**
   * Follows the meeting note of a session that holds no lock (review9 V9, `MeetingSession.follow`):
   * still at its path (exact spelling, so a case-only or Unicode-normalization rename is a move also
   * on a file system that ignores the difference), found elsewhere through core `findMovedMeeting`
   * (then the session, its tools included, works on the new path, its status kept), or lost.
   * A locked session (being finished) is not re-pointed: the commit follows the note itself.
   * @throws core's I/O errors other than a missing or unreadable note.
   */
  async follow(): Promise<MeetingWhereabouts> {
    const { vault, meeting } = this.#base;
    const from = meeting.path;
    if (
      (await noteExists(vault, from)) &&
      (await listMeetings(vault).catch((): string[] => [])).includes(from)
    )
      return { state: 'here', path: from };
    const found = await findMovedMeeting(vault, {
      path: from,
      transcript: meeting.links.transcript,
      usernotes: meeting.links.usernotes,
      context: this.#contextPath ?? artifactPaths(vault, meeting).context,
    });
    if (found.path === null) return { state: 'lost', from, why: found.why, candidates: found.candidates };
    if (this.#lock !== null) return { state: 'moved', from, path: found.path, how: found.how };
    const fresh = await readMeeting(vault, found.path);
    this.#base = { ...this.#base, meeting: { ...fresh, status: meeting.status } };
    if (this.#current !== null) this.#current = { ...fresh, status: this.#current.status };
    return { state: 'moved', from, path: found.path, how: found.how };
  }

  /**
   * Before a commit (review5 Q14): follows the meeting note to where it is now
   * ({@link SessionRun.locateMeeting}), and the meeting's transcript, user notes, summary and context
   * notes that were moved or renamed during the run to where the meeting note now links them (the
   * old place gone, the new one there), each said in a warning. The status the run started from is
   * kept (P19).
   */
  async #followMoves(): Promise<void> {
    const { vault } = this.#base;
    const start = this.meeting;
    const at = await this.locateMeeting();
    const fresh = await readMeeting(vault, at);
    const meetingMoved = at !== start.path;
    // A moved meeting note: its notes are the ones it links now (a summary's default name follows it).
    const links: MeetingLinks = meetingMoved ? { ...fresh.links } : { ...start.links };
    if (meetingMoved && links.context === null) links.context = this.contextPath;
    let changed = meetingMoved;
    const follow = async (was: string | null, now: string | null): Promise<boolean> =>
      was !== null &&
      now !== null &&
      was !== now &&
      !(await noteExists(vault, was)) &&
      (await noteExists(vault, now));
    if (!meetingMoved) {
      for (const key of ['transcript', 'usernotes'] as const) {
        const now = fresh.links[key];
        if (!(await follow(start.links[key], now))) continue;
        links[key] = now;
        changed = true;
        const [what, verb, it] =
          key === 'transcript' ? ['transcript', 'was', 'it'] : ['user notes', 'were', 'them'];
        this.#moves.push(
          `the ${what} ${start.links[key]} ${verb} moved or renamed during the run: the summary links ${now}, where the meeting note names ${it} now`,
        );
      }
      const was = artifactPaths(vault, start).summary;
      const now = artifactPaths(vault, fresh).summary;
      if (await follow(was, now)) {
        links.summary = now;
        changed = true;
        this.#moves.push(
          `the summary note ${was} was moved or renamed during the run: the new summary replaced ${now}, where the meeting note links it now`,
        );
      }
    }
    const oldContext = this.contextPath;
    const nowContext = artifactPaths(vault, fresh).context;
    if (await follow(oldContext, nowContext)) {
      links.context = nowContext;
      this.#contextPath = nowContext;
      changed = true;
      this.#moves.push(
        `the context note ${oldContext} was moved or renamed during the run: this run record is in ${nowContext}, where the meeting note links it now`,
      );
    }
    if (!changed) return;
    const next: Meeting = { ...(meetingMoved ? fresh : start), status: start.status, links };
    this.#current = next;
    this.#base = { ...this.#base, meeting: { ...next, status: this.#base.meeting.status } };
  }

  /**
   * `meeting` (re-read) with the summary the session adopted (X18: renamed without its link
   * following, found by its `meeting:` link) while its link still names the gone note.
   */
  #withAdoptedSummary(meeting: Meeting): Meeting {
    const adopted = this.#base.adoptedSummary;
    if (!adopted || artifactPaths(this.#base.vault, meeting).summary !== adopted.was) return meeting;
    return {
      ...meeting,
      links: { ...meeting.links, summary: adopted.path },
      unresolved: meeting.unresolved.filter((u) => u.key !== 'summary'),
    };
  }

  /** The run record's lines for the workflow requests the session's model filed (review5 Q5). */
  #workflowLines(): string[] {
    return workflowRequestLines(this.#tools?.toolSession.workflowRequests ?? []);
  }

  async #release(): Promise<void> {
    const lock = this.#lock;
    this.#lock = null;
    await lock?.release().catch(() => {});
  }
}

/** `a mapping` / `a list` when `entry` is the JSON of one (an entry YAML gave as a structure), else null. */
function jsonShape(entry: string): string | null {
  if (!/^[[{]/.test(entry)) return null;
  try {
    const value: unknown = JSON.parse(entry);
    if (Array.isArray(value)) return 'a list';
    return value !== null && typeof value === 'object' ? 'a mapping' : null;
  } catch {
    return null;
  }
}

/**
 * The warning for a bound project whose PROJECT.md metadata cannot be used (core's
 * `ProjectMeta.problem`, which names the file, the line and what is wrong): the run went on with the
 * ID as its name and no description, and the user learns what to fix.
 * Spec: seed 004, Decisions ("Missing/invalid metadata falls back to the ID"); review 2 N19.
 */
function projectMdWarning(id: string, problem: string): string {
  return `bound project \`${id}\`: ${problem}; its name and description are not used (the agent saw the id and no description); fix: ${PROJECT_MD_RULE} (\`ma doctor\` checks every PROJECT.md)`;
}

/**
 * The warning for a `projects:` entry of the meeting note that names no project (N11): it is not
 * bound, so the summary's `projects` and the tools' scope leave it out. With core's
 * `unboundProjectHint`: a symlinked project folder is named with its target and the fix (R19
 * addendum; "create the folder" would be impossible), a display name or a near miss gets "did you
 * mean `<id>` (name "…")?" (R14).
 * Spec: newcomer report N11 (an unknown project is reported, not dropped in silence); review R14, R19.
 */
export function unknownProjectWarning(
  entry: string,
  projectsFolder: string,
  hint: { text: string; symlink: boolean } | null = null,
): string {
  // A mapping or list among the entries (core's `unreadableListItems`, as JSON; V2b).
  if (jsonShape(entry) !== null)
    return `the meeting's \`projects:\` entry ${entry} is ${jsonShape(entry)}, not a project ID: it was not bound (write the project's ID, e.g. \`- remote-control\`, or a quoted "[[${projectsFolder}/<id>]]")`;
  if (hint?.symlink) return `the meeting's \`projects:\` entry \`${entry}\` was not bound: ${hint.text}`;
  if (hint)
    return `the meeting's \`projects:\` entry \`${entry}\` names no project folder in ${projectsFolder}/: it was not bound; ${hint.text} (write the project's ID, the name of its folder)`;
  return `the meeting's \`projects:\` entry \`${entry}\` names no project folder in ${projectsFolder}/: it was not bound (fix the entry or create the folder)`;
}

/**
 * Why a summary is kept in the failure record: `commit` the meeting note was gone at commit (Q14), `failed` the run
 * failed before its draft was finished (Z52), `unsaved` / `unsaved-extractive` the model (the offline engine) had
 * finished it and its save failed (a hand-edited summary, a refused write; newcomer s33).
 */
type KeptWhy = 'commit' | 'failed' | 'unsaved' | 'unsaved-extractive';

/**
 * The failure record's block holding a summary the run could not commit (review5 Q14: the meeting
 * note was gone at commit; `why: 'failed'`: the run failed before its draft was finished, review13
 * Z52; `unsaved`: finished, its save failed), fenced so its headings stay inside the record and nothing in it renders.
 */
function keptDraftBlock(body: string, why: KeptWhy): string {
  const longest = Math.max(3, ...[...body.matchAll(/[`~]{3,}/g)].map((m) => m[0].length));
  const fence = '~'.repeat(longest + 1);
  const lead: Record<KeptWhy, string> = {
    failed:
      'The model had written this draft when the run stopped; it was never confirmed as finished, so check it before you copy it into the summary note (or run again):',
    commit: 'Copy it into the summary note, or run again on the meeting note where it is now:',
    unsaved:
      'The model finished this summary (it ended its turn), but saving it failed as said above; copy it into the summary note, or run again:',
    'unsaved-extractive':
      'The offline engine wrote this summary, but saving it failed as said above; copy it into the summary note, or run again:',
  };
  return [
    why === 'failed'
      ? '### The summary draft the run did not commit'
      : '### The summary that was not committed',
    '',
    lead[why],
    '',
    `${fence}markdown`,
    body.trimEnd(),
    fence,
  ].join('\n');
}

/**
 * What the host's `retryLater` says of `failure` (L31): its text, trimmed, or null when there is
 * no callback, it returns no text, or it throws (a broken callback never hides the failure).
 */
function retryLaterText(
  retryLater: ((failure: SummaryRunError) => string | null) | undefined,
  failure: SummaryRunError,
): string | null {
  try {
    const text = retryLater?.(failure);
    return typeof text === 'string' && text.trim() !== '' ? text.trim() : null;
  } catch {
    return null;
  }
}

/**
 * L315: the summary's notice when the transcript file changed during the run (a recorder appending, a sync, an
 * edit): its coverage and `transcript_hash` are of the transcript as the run started, and what changed since is
 * not in it. The coverage notice below it (when under 100 %) counts lines of that version.
 */
export const TRANSCRIPT_CHANGED_NOTICE =
  '> Note: the transcript changed during the run; this summary and its coverage are of the transcript as it was when the run started (its transcript_hash); lines added or changed since were not read.';

/** A part of a transcript read in parts whose notes did not count as read (M11, R115): its 1-based number, its lines, why. */
export interface PartNotRead {
  part: number;
  from: number;
  to: number;
  why: string;
}

/**
 * L285: why a summary of a transcript the model never read is not committed, in parts (core `NothingWritten`,
 * L280), e.g. `the model never read the transcript Transcripts/X.md (0 of 300 lines read), so the text it
 * wrote is not a summary of the meeting; nothing was written: the previous summary is unchanged and the text
 * is kept as a draft in the run record; run again with a model that reads the transcript (read_transcript; …),
 * or summarize offline with --engine extractive`. A host session (MCP, `opts.host`) stays open: it is told to
 * read the transcript and finish again.
 *
 * @param coverage the run's transcript coverage (lines read of the body's lines).
 * @param transcript the transcript's vault path, when the meeting links one.
 * Spec: issue "honest summaries" (coverage); docs/session.md (L285).
 */
export function unreadTranscriptParts(
  coverage: { readLines: number; totalLines: number },
  transcript: string | null | undefined,
  opts: { host?: boolean; partsNotRead?: readonly PartNotRead[] } = {},
): NothingWritten {
  const what = transcript ? `the transcript ${transcript}` : 'the transcript';
  const notRead = opts.partsNotRead ?? [];
  // R115: a pass in parts whose notes all failed showed the lines to a model; say why none of it counts.
  const inParts =
    notRead.length === 0
      ? ''
      : `; it was read in parts and no part's notes count as read: ${notRead
          .slice(0, 3)
          .map((u) => `part ${u.part} (lines ${u.from}–${u.to}): ${u.why}`)
          .join('; ')}${notRead.length > 3 ? `; and ${notRead.length - 3} more (see the run record)` : ''}`;
  return {
    before: `the model never read ${what} (${coverage.readLines} of ${coverage.totalLines} lines read${inParts}), so the text it wrote is not a summary of the meeting; `,
    after: opts.host
      ? ': the previous summary is unchanged and the session is still open; read the transcript (read_transcript; from/to for a long one), then finish again'
      : ': the previous summary is unchanged and the text is kept as a draft in the run record; run again with a model that reads the transcript (read_transcript; query_meeting view transcript in the compact profile), or summarize offline with --engine extractive',
  };
}
