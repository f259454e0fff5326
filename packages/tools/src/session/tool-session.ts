/**
 * The per-meeting session every tool is created for: which vault, which meeting,
 * where writes are audited and where the summary draft lives. Holds no cached
 * meeting state: the meeting note and its bound projects are re-read on every call.
 * Spec: docs/contracts.md, @ma/tools (`createToolSession`); docs/tools.md, Rules shared by all tools.
 */

import {
  boundProjects,
  ensureContextNote,
  isUnderMeetingsFolder,
  type MaConfig,
  type Meeting,
  type MeetingText,
  NotFoundError,
  readMeeting,
  readMeetingNote,
  readMeetingText,
  refuseTemplateNote,
  type SaveWait,
  type Vault,
  type VaultPath,
  WriteAudit,
} from '@ma/core';
import type { WorkflowRequestRecord } from '../approval/approval-port.js';
import { LineNumbering, shiftCitations } from './line-numbering.js';
import { createReadVersions, type ReadVersions } from './read-versions.js';
import { RepeatReads } from './repeat-reads.js';
import { createMemoryDraft, type SummaryDraft } from './summary-draft.js';

/**
 * One read reported by `read_transcript`: vault-relative path, the 1-based inclusive WHOLE lines
 * actually shown (`to < from` when none), and `partial` when one line was shown only in part
 * (characters `from`–`to`, 1-based inclusive, of its `length`: a line longer than the budget).
 */
export interface ReadEvent {
  path: VaultPath;
  from: number;
  to: number;
  partial?: { line: number; from: number; to: number; length: number };
  /**
   * The hash (core `TextDigest.hash`) of the whole file as it was when these lines were shown; `null` when it
   * changed while it was read. Coverage counts a read only while the transcript is still that version (review U8).
   */
  version?: string | null;
}

/**
 * A tool rewrote a file the model had read (`override_speaker` on the transcript): reads of version `before`
 * (core `TextDigest.hash`) are now reads of `after`, since the session's own edit changed no line it did not
 * report (lines moved are reported by {@link LineShiftEvent}). Spec: review U8 (coverage of the current transcript).
 */
export interface RewriteEvent {
  /** Vault-relative path of the rewritten file. */
  path: VaultPath;
  /** Hash of the text before the edit. */
  before: string;
  /** Hash of the text after the edit. */
  after: string;
}

/**
 * Transcript lines moved by an edit (e.g. `override_speaker` adding `speaker_overrides` to the
 * transcript's frontmatter): every line numbered `from` or later BEFORE the edit is now line
 * `n + by` (`by` may be negative). Lines before `from` kept their numbers. Reported only for the
 * meeting's transcript: the session moves the summary draft's citations `(Lnnn)` with it (Q8).
 * Spec: docs/tools.md (`override_speaker`); coverage and citations stay correct across the edit.
 */
export interface LineShiftEvent {
  /** Vault-relative path of the edited file. */
  path: VaultPath;
  /** First line (1-based, numbering before the edit) that moved. */
  from: number;
  /** How far it moved, in lines (non-zero). */
  by: number;
}

/** Options of {@link createToolSession}. */
export interface ToolSessionOptions {
  /** The opened vault (core `openVault`). */
  vault: Vault;
  /** Vault-relative path of the current meeting note (core `resolveMeeting`). */
  meetingPath: VaultPath;
  /** Where external writes are recorded; default a fresh `WriteAudit`. */
  audit?: WriteAudit;
  /** Where `write_summary` writes; default `createMemoryDraft()`. */
  summaryDraft?: SummaryDraft;
  /** Called after each non-empty `read_transcript` read with the lines shown (the agent computes coverage). */
  onRead?: (e: ReadEvent) => void;
  /** Called after a tool edit moved the lines of a file (the agent shifts its recorded read ranges). */
  onLineShift?: (e: LineShiftEvent) => void;
  /** Called after a tool rewrote a file (the agent keeps counting reads of the version before; review U8). */
  onRewrite?: (e: RewriteEvent) => void;
  /**
   * What the model read of each file (stale-write check, docs/stale-writes.md); default a fresh
   * `createReadVersions()`. A host that runs one model over several sessions may share one.
   */
  reads?: ReadVersions;
  /**
   * Who reads the tools' answers: `'model'` (default: the agent, an MCP client's model), whose hints
   * name tools it can call (`request_project_association`); `'person'` (the command line: `ma tool`,
   * `ma search`), whose hints say what a person does instead (list the project in the meeting note's
   * `projects:`; `ma projects --all` lists the IDs). Only the wording of hints differs.
   * Spec: session 31's leftovers (N11 b: `ma search` told a person to call an agent-only tool).
   */
  host?: ToolHost;
  /**
   * How the session's file reads wait when they find a file empty while another program saves it in
   * place (Obsidian: truncate, then write; core `readAgainAfterEmptyRead`): default a timer. A test
   * seam: a test finishes the other program's save inside it instead of sleeping.
   * Spec: docs/atomic-writes.md (Saves in progress); review session 34 #2.
   */
  saveWait?: SaveWait;
}

/** Who reads a tool session's answers ({@link ToolSessionOptions.host}). */
export type ToolHost = 'model' | 'person';

/**
 * Everything a tool needs about its meeting. `meeting()` and `boundProjects()`
 * re-read the meeting note on every call (the user or an approval may edit it mid-run).
 */
export interface ToolSession {
  readonly vault: Vault;
  readonly meetingPath: VaultPath;
  readonly audit: WriteAudit;
  readonly summaryDraft: SummaryDraft;
  /** Output budgets (characters) and search limits from the vault config. */
  readonly limits: MaConfig['limits'];
  /** Who reads the answers ({@link ToolSessionOptions.host}); absent: the model. */
  readonly host?: ToolHost;
  /** How reads wait for another program's in-place save ({@link ToolSessionOptions.saveWait}); absent: a timer. */
  readonly saveWait?: SaveWait;
  /**
   * The versions of files the model read in this session: a write resting on read lines is
   * refused when the file changed since (docs/stale-writes.md, review4 P22).
   */
  readonly reads: ReadVersions;
  /** Reports a transcript read range (no-op when the host gave no `onRead`). */
  onRead(e: ReadEvent): void;
  /**
   * Reports transcript lines moved by a tool edit: recorded in {@link ToolSession.lineNumbering},
   * the summary draft's citations of moved lines are moved with them, then the host's
   * `onLineShift` is called.
   */
  onLineShift(e: LineShiftEvent): void;
  /** Reports the session's own rewrite of a file (no-op when the host gave no `onRewrite`; review U8). */
  onRewrite?(e: RewriteEvent): void;
  /**
   * The transcript numberings the model saw (lines read in each, the shifts between them):
   * `write_summary` writes citations in the current numbering with it, and its `warnings()` go
   * into the run record (review5 Q8). Fed by `onRead` and `onLineShift`.
   */
  readonly lineNumbering: LineNumbering;
  /**
   * The transcript lines shown at each step of the host's run: a later step reading the same lines
   * gets a `note: … already read at step N; read on from M` line (review12 Y52). The host sets its
   * `step` as each step starts; without it nothing changes.
   */
  readonly repeatReads: RepeatReads;
  /**
   * The workflow requests this session's `request_workflow_change` handed to the host's queue, in
   * call order (the run record lists them with their outcome; review5 Q5).
   */
  readonly workflowRequests: WorkflowRequestRecord[];
  /**
   * Aborted when the host's session ends for good (`@ma/agent`'s session: finished, cancelled or
   * failed): an approval still waiting then (`request_project_association`, a destructive
   * `apply_changes` op) ends `cancelled` — its toast withdrawn, its request note marked — and
   * nothing of that call is written afterwards, also when the user answers later (S52). Absent
   * (`createToolSession`): the session has no end of its own; the host's signals still apply.
   */
  readonly ended?: AbortSignal;
  /** The meeting note, freshly read (core `readMeeting`). */
  meeting(): Promise<Meeting>;
  /**
   * The meeting note's path and text, freshly read, not parsed and its links not resolved (core
   * `readMeetingText`): for tools that only show the note (issue #13, agent-loop overhead).
   */
  meetingText(): Promise<MeetingText>;
  /** Bound project IDs, freshly read (core `boundProjects`). Spec: seed 000, Requirement: Agents can use project context tools. */
  boundProjects(): Promise<string[]>;
  /** Creates the assistant context note when missing (core `ensureContextNote`); returns its vault path. */
  ensureContextNote(): Promise<VaultPath>;
}

/**
 * Creates a session for one meeting; reads the meeting note once to fail early (core
 * `readMeetingNote`: it exists, is text, its frontmatter parses). Its links are not resolved here:
 * every tool that needs them reads the meeting anew (`meeting()`), and the tools that only show
 * the note never need them (issue #13: resolving them was about 15 ms of a `ma tool` start).
 * @throws NotFoundError / PathSafetyError / NotTextError / FrontmatterError (core) when the meeting
 *   note is missing or unreadable; NotFoundError('meeting') `not a meeting note: …` when
 *   `meetingPath` is not a `.md` note under the meetings folder (a project file, a summary, the
 *   glossary: U54), nothing written; TemplateNoteError (core) when the note is an Obsidian template
 *   kept among the meetings (core `templateNoteReason`: its tools would write its attendees, a
 *   context note and a `context:` link into the template; newcomer session 32 N4), nothing written.
 */
export async function createToolSession(opts: ToolSessionOptions): Promise<ToolSession> {
  const { vault, meetingPath } = opts;
  const { path: real, text } = await readMeetingNote(vault, meetingPath);
  // U54: only a meeting note (a `.md` note under the meetings folder, as `resolveMeeting` finds
  // them) is a session's meeting: given a project's AGENTS.md, a summary or the glossary, the
  // tools would write `attendees:` and a `context:` link into it and make a context note for it.
  if (!real.toLowerCase().endsWith('.md') || !isUnderMeetingsFolder(vault.config, real))
    throw new NotFoundError(
      'meeting',
      meetingPath,
      `not a meeting note: ${meetingPath} (meeting notes are .md notes under ${vault.config.folders.meetings.replace(/[\\/]+$/, '')}/; find one with resolveMeeting); nothing was read or written`,
    );
  // N4: an Obsidian template is no meeting: its frontmatter is never edited, no context note is made for it.
  await refuseTemplateNote(vault, real, text);
  const { onRead, onLineShift } = opts;
  const summaryDraft = opts.summaryDraft ?? createMemoryDraft();
  const lineNumbering = new LineNumbering();
  const repeatReads = new RepeatReads();
  return {
    vault,
    meetingPath,
    audit: opts.audit ?? new WriteAudit(),
    summaryDraft,
    limits: vault.config.limits,
    ...(opts.host ? { host: opts.host } : {}),
    ...(opts.saveWait ? { saveWait: opts.saveWait } : {}),
    reads: opts.reads ?? createReadVersions(),
    lineNumbering,
    repeatReads,
    workflowRequests: [],
    onRead: (e) => {
      lineNumbering.seen(e.path, e.from, e.to);
      if (e.partial) lineNumbering.seen(e.path, e.partial.line, e.partial.line);
      onRead?.(e);
    },
    onLineShift: (e) => {
      lineNumbering.shift(e.path, e.from, e.by);
      repeatReads.shift(e.path, e.from, e.by);
      // The draft was written in the numbering before this edit: its citations move with the lines.
      const draft = summaryDraft.read();
      if (draft !== null) {
        const shifted = shiftCitations(draft, e.from, e.by);
        if (shifted !== draft) summaryDraft.write(shifted);
      }
      onLineShift?.(e);
    },
    onRewrite: (e) => opts.onRewrite?.(e),
    ...meetingReaders(vault, () => meetingPath),
  };
}

/** The {@link ToolSession} members that read the meeting note afresh on every call. */
export type MeetingReaders = Pick<
  ToolSession,
  'meeting' | 'meetingText' | 'boundProjects' | 'ensureContextNote'
>;

/**
 * The readers of a {@link ToolSession} for the meeting note at `at()`, asked on every call: a host
 * whose session follows a renamed or moved note (review9 V9) passes where the note is now.
 * Each throws what its core function throws (NotFoundError when the note is gone, …).
 */
export function meetingReaders(vault: Vault, at: () => VaultPath): MeetingReaders {
  return {
    meeting: () => readMeeting(vault, at()),
    meetingText: () => readMeetingText(vault, at()),
    boundProjects: () => boundProjects(vault, at()),
    // X9: a tool session may never commit a summary: link one only once it exists.
    ensureContextNote: async () =>
      ensureContextNote(vault, await readMeeting(vault, at()), { summaryLink: 'if-exists' }),
  };
}
