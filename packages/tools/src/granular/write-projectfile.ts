/**
 * `write_projectfile`: creates or updates a file inside a project bound to the
 * current meeting. Write modes as core's `parseWriteMode`/`applyWrite` (append by
 * default, creating the file). The text a write would leave in the root `PROJECT.md` (any
 * spelling, also through a symlink) is validated with core's `validateProjectMd` (name and
 * description both required, ≤ 100 and ≤ 256 characters) BEFORE writing, in every write mode
 * (and for the compact `apply_changes` op, whose preview runs the same check): invalid → refused,
 * file untouched (C4). Every write is recorded in the session's
 * `WriteAudit` (before/after text); a write whose text the file already held writes, audits and
 * touches nothing and says so (`… already holds that text; nothing changed`, L485).
 * A range, insert or whole replace of a file the model read in this session is refused when the
 * file changed since (another program; `session.reads`, docs/stale-writes.md, review4 P22).
 * Remote images and loading HTML the write adds are defused (core `defuseRemoteContent`, S17: a
 * project file is shown in Obsidian like any note); what the file already held stays as it was.
 * `AGENTS.md` (any case, any path form, also through a symlink) is refused and the model is
 * pointed to `request_workflow_change` (issue 11, Deliver 5).
 * Spec: seed 000/001, Requirement: Agents can write files in existing projects (all
 * scenarios); seed 004, Decisions (PROJECT.md validation, writes restricted to
 * associated projects); seed 003, "External project write is audited".
 */
import {
  type AuditEntry,
  appendedText,
  appendFileAtomic,
  applyWrite,
  baseWebContent,
  canvasWebContent,
  countNoun,
  type DefusedItem,
  type DiffLimits,
  defusedNotice,
  defuseRemoteContent,
  editFileAtomic,
  ensureParentFolder,
  fileToTrash,
  fsOps,
  isBlankText,
  type LineWriteMode,
  moveToTrash,
  PROJECT_MD_RULE,
  parseWriteMode,
  type RangeRewriteTarget,
  rangeEntry,
  readRangeTarget,
  readTextOrNull,
  rewriteRangeAtomic,
  rewrittenRegion,
  structureDamage,
  validateProjectMd,
  type WriteMode,
  type WriteResult,
  writeRangeError,
} from '@ma/core';
import { z } from 'zod';
import { lazySchema } from '../neutral/lazy-schema.js';
import { defineTool, type ToolDefinition } from '../neutral/neutral-tool.js';
import { stoppedCallError } from '../neutral/tool-call.js';
import { formatUnchanged, formatWrite } from '../output/format-write.js';
import { refuse } from '../output/refusal.js';
import { auditWrite } from '../session/audit-write.js';
import { withCallFileLock } from '../session/call-file-lock.js';
import { INSTRUCTION_FILE_HELP, isInstructionFile } from '../session/instruction-file.js';
import { type ProjectFile, resolveProjectFile } from '../session/project-scope.js';
import type { ReadVersions } from '../session/read-versions.js';
import type { ToolSession } from '../session/tool-session.js';
import { refuseBlankAddition } from './body-content.js';
import { WRITE_MODES_HELP, writeModeShape } from './shared-schemas.js';

/** Arguments of `write_projectfile`. */
export const WriteProjectfileInputSchema = lazySchema(() =>
  z.object({
    project: z.string().describe('Bound project ID.'),
    path: z.string().describe('File path relative to the project folder.'),
    ...writeModeShape(),
  }),
);

/**
 * A checked `write_projectfile` call, not yet written: the target file and the write mode.
 * Spec: docs/tools.md (`write_projectfile`); issue 14 (compact `apply_changes` previews).
 */
export interface ProjectWriteTarget {
  file: ProjectFile;
  mode: WriteMode;
  content: string;
  /** The session's read memory: a write resting on read lines is checked against it (P22). */
  reads: ReadVersions;
}

/**
 * The checks of `write_projectfile` that need no file lock: AGENTS.md refused (any spelling,
 * also through a symlink), the write mode parsed, the path resolved inside a bound project.
 * @throws ToolRefusal, WriteModeError, PathSafetyError (core) — refusals for the model.
 */
export async function resolveProjectWrite(
  session: ToolSession,
  args: z.output<ReturnType<typeof WriteProjectfileInputSchema>>,
): Promise<ProjectWriteTarget> {
  if (isInstructionFile(args.path))
    refuse(
      `${JSON.stringify(args.path)} is a project instruction file; file unchanged`,
      INSTRUCTION_FILE_HELP,
    );
  const mode = parseWriteMode(args);
  // M17: appending, inserting or creating nothing is not a write.
  refuseBlankAddition(args.content, mode);
  const file = await resolveProjectFile(session, args.project, args.path, {
    mustExist: false,
    kind: 'file',
  });
  // Also through a symlink or another spelling that resolves to AGENTS.md.
  if (isInstructionFile(file.inProject))
    refuse(`${file.rel} is a project instruction file; file unchanged`, INSTRUCTION_FILE_HELP);
  return { file, mode, content: args.content, reads: session.reads };
}

/**
 * What a checked write would leave: the file's current text (null: it does not exist) and the
 * result of the write mode on it; a root `PROJECT.md` is validated. Reads only.
 * @throws ToolRefusal (invalid PROJECT.md; the file changed since the model read it, P22),
 *   WriteModeError (range outside the file).
 */
export async function computeProjectWrite(
  target: ProjectWriteTarget,
): Promise<{ before: string | null; result: ProjectWriteResult }> {
  const before = await readTextOrNull(target.file.abs);
  return { before, result: await projectWriteOn(target, before) };
}

/**
 * A checked project write's result: core's {@link WriteResult} (its `text` defused) and what
 * `defuseRemoteContent` changed in the text the write added (S17).
 */
export type ProjectWriteResult = WriteResult & { defused: DefusedItem[] };

/**
 * The result of a checked write on the file's text `before` (null: no file); a root `PROJECT.md`
 * is validated; remote images and loading HTML the write adds are defused (what `before` held stays, S17);
 * a Canvas (`.canvas`) that would load from the web is refused (review7 T1).
 * Pure: `editFileAtomic` may run it again on a newer text.
 * @throws ToolRefusal (invalid PROJECT.md; a Canvas with web content, T1; the file changed since the model read it, P22),
 *   WriteModeError (range outside the file).
 */
async function projectWriteOn(
  target: ProjectWriteTarget,
  before: string | null,
): Promise<ProjectWriteResult> {
  const { file, mode, content } = target;
  // P22: lines, an insert point or a whole replace rest on what the model read; an append does not.
  if (mode.kind !== 'append')
    target.reads.check(file.abs, before, { rel: file.rel, reread: 'read_projectfile' });
  const applied = applyWrite(before, mode, content);
  // U19: a base is YAML, not Markdown: checked below as Bases read it, never rewritten as Markdown.
  const isBase = /\.base$/i.test(file.rel);
  const safe = isBase
    ? { text: applied.text, defused: [] }
    : await defuseRemoteContent(applied.text, { keep: before ?? '' });
  const result = { ...applied, text: safe.text, defused: safe.defused };
  if (isBase) {
    const web = baseWebContent(result.text, before);
    if (web !== null)
      refuse(
        `${file.rel} would hold ${web}; nothing was written`,
        'a base written by Meeting Assistant may not call image() or html() or name a web address; write the address as a plain link in a Markdown note',
      );
  }
  // T1: an Obsidian Canvas is JSON: its link nodes and (JSON-escaped) text nodes are read as Obsidian reads them.
  if (/\.canvas$/i.test(file.rel)) {
    const web = await canvasWebContent(result.text, before);
    if (web !== null)
      refuse(
        `${file.rel} would hold ${web}; nothing was written`,
        'write a web address as a plain link [text](https://…) in a text node',
      );
  }
  if (isProjectMetadataFile(file.inProject)) {
    const check = validateProjectMd(result.text);
    if (!check.ok) refuse(`${file.rel} would be invalid (${check.problem}); file unchanged`, PROJECT_MD_RULE);
  }
  refuseStructureDamage(file.rel, before, result.text);
  return result;
}

/**
 * R68: a write that would break a note's frontmatter, or leave a Canvas, JSON, base or YAML file
 * unparsable, is refused (core `structureDamage`); the file stays as it was.
 * @throws ToolRefusal naming what would break and how to write instead.
 */
function refuseStructureDamage(rel: string, before: string | null, after: string): void {
  const damage = structureDamage(rel, before, after);
  if (damage !== null) refuse(`${rel} would ${damage.problem}; nothing was written`, damage.hint);
}

/**
 * True when the write turns a file holding text (`before`) into a blank one (`after`): blank as a
 * reader sees it, white space and invisible format characters (core `isBlankText`, M17, P23).
 */
export function emptiesFile(before: string | null, after: string): boolean {
  return before !== null && !isBlankText(before) && isBlankText(after);
}

/** Lines of a text as the write results count them (a final line break ends the last line). */
function countTextLines(text: string): number {
  return text === '' ? 0 : text.replace(/\n$/, '').split('\n').length;
}

/**
 * True when `inProject` (a path relative to the project folder, as resolved: symlinks followed)
 * is the project's root PROJECT.md in any spelling that reaches it: any case, NFC or NFD, trailing
 * dots or spaces (dropped by Windows), an NTFS stream suffix (`:$DATA`), either slash.
 */
export function isProjectMetadataFile(inProject: string): boolean {
  const segments = inProject
    .normalize('NFC')
    .split(/[\\/]/)
    .filter((s) => s !== '' && s !== '.');
  if (segments.length !== 1) return false;
  const name = (segments[0] as string)
    .replace(/:.*$/, '')
    .replace(/[. ]+$/, '')
    .toLowerCase();
  return name === 'project.md';
}

/**
 * Files of at least this many bytes are appended to by streaming (core `appendFileAtomic`): the
 * file is copied into the temp file and the text added after it, never held in memory, and the
 * audit records the appended lines only (issue #13, newcomer N1). 8 MiB: below it the in-memory
 * path costs less than 100 MB of memory and keeps the whole-text checks.
 */
export const STREAMED_APPEND_MIN_BYTES = 8 * 1024 * 1024;

/**
 * The largest file a write that rewrites it (`replace_file`, `from`+`to`, `insert`) reads: 100 MiB,
 * the size up to which issue #13 asks audit diffs to be exact. A bigger file is refused before it
 * is read, naming the limit and its size; appending to it streams (no limit but the content's 1 MiB).
 */
export const MAX_REWRITE_BYTES = 100 * 1024 * 1024;

/** `419,430,400 bytes (400.0 MiB)`: a size as refusals name it. */
function shownSize(bytes: number): string {
  return `${bytes.toLocaleString('en-US')} bytes (${(bytes / 1024 / 1024).toFixed(1)} MiB)`;
}

/**
 * How a write of `mode` on the existing file at `abs` runs when the file is big: `append` (an
 * append to a file of {@link STREAMED_APPEND_MIN_BYTES} or more streams), `rewrite` (a range or
 * insert on such a file streams, core `rewriteRangeAtomic`), or null (the in-memory path: a small
 * file, no file, `replace_file`, or a Canvas, base, JSON or YAML file or PROJECT.md, whose checks parse the whole file (R68)).
 * Any write but an append on a file over {@link MAX_REWRITE_BYTES} is refused here, before it is read.
 * @throws ToolRefusal naming the limit and the file's size; nothing written.
 */
async function bigFileWrite(target: ProjectWriteTarget): Promise<'append' | 'rewrite' | null> {
  const { file, mode } = target;
  const info = await fsOps.stat(file.abs).catch(() => null);
  if (info === null || !info.isFile()) return null;
  if (mode.kind !== 'append' && info.size > MAX_REWRITE_BYTES)
    refuse(
      `${file.rel} is ${shownSize(info.size)}, over the ${shownSize(MAX_REWRITE_BYTES)} a write that rewrites a file (replace_file, from+to, insert) may read; nothing was written`,
      'append to it instead (leave out replace_file, from, to and insert), or ask the user to edit it in another program',
    );
  const special = /\.(canvas|base|json|ya?ml)$/i.test(file.rel) || isProjectMetadataFile(file.inProject);
  if (special || info.size < STREAMED_APPEND_MIN_BYTES || mode.kind === 'replace_file') return null;
  return mode.kind === 'append' ? 'append' : 'rewrite';
}

/** Thrown inside a streamed rewrite that would leave the file blank: the in-memory path trashes it first. */
class EmptiesFile extends Error {}

/** What {@link planRangeRewrite} decided for a streamed range or insert write. */
interface RangeRewritePlanned {
  /** The region's new raw text, defused. */
  text: string;
  /** The write's result line parts (core `rewrittenRegion`). */
  written: { summary: string; linesAfter: number };
  /** The audit entry (its `afterSha256` still null); undefined when the region's text stays as it was. */
  entry: AuditEntry | undefined;
  /** What `defuseRemoteContent` changed in the new lines. */
  defused: DefusedItem[];
  /** Whether the model read the file in this session (its digest is remembered after the write). */
  read: boolean;
}

/**
 * The checks and the new region of a range or insert write on a big file, from what core's scan
 * found (`found`, {@link rewriteRangeAtomic} or `readRangeTarget`): the stale-write check (P22, on
 * digests: `ReadVersions.checkDigest`), the range inside the file, the new lines defused standing
 * alone and in the context of 64 KiB of lines either side (what those lines held is kept; a change
 * reaching into them is refused), and the audit entry a whole-file diff gives (core `rangeEntry`,
 * with `limits`). Shared by the write and the compact `apply_changes` preview, so a preview refuses
 * and shows exactly what the write would.
 * @throws ToolRefusal, WriteModeError (a range outside the file); EmptiesFile when the write would
 *   leave the file blank (the in-memory path trashes it first).
 */
async function planRangeRewrite(
  target: ProjectWriteTarget,
  mode: LineWriteMode,
  found: RangeRewriteTarget,
  limits: Readonly<DiffLimits>,
): Promise<RangeRewritePlanned> {
  const { file, content } = target;
  // P22: the same check as the in-memory path, on the digests the copy gave.
  const read = target.reads.checkDigest(
    file.abs,
    {
      hash: found.sha256,
      bytes: found.bytes,
      lines: found.lines,
      closed: found.endsWithBreak,
      prefixHash: found.prefixSha256,
    },
    { rel: file.rel, reread: 'read_projectfile' },
  );
  const refused = writeRangeError(mode, found.lines);
  if (refused !== null || found.region === null) throw refused;
  const region = found.region;
  const written = rewrittenRegion({ ...region, lines: found.lines, eol: found.eol }, mode, content);
  const keep = found.before + region.text + found.after;
  // F30 as for appends: first standing alone (the context may begin inside a block), then in context.
  // L600: the window is part of the note: an image reference it does not define is defused (partial).
  const alone = await defuseRemoteContent(written.text, { keep, partial: true });
  const safe = await defuseRemoteContent(found.before + alone.text + found.after, { keep, partial: true });
  if (!safe.text.startsWith(found.before) || !safe.text.endsWith(found.after))
    refuse(
      `the text would change how the lines around it in ${file.rel} read (it completes or opens an image or HTML tag there); nothing was written`,
      'write the text as a paragraph of its own (with blank lines around it)',
    );
  const text = safe.text.slice(found.before.length, safe.text.length - found.after.length);
  // R68: lines read from the file's start hold its frontmatter, judged on them as on the whole note.
  if (Buffer.byteLength(found.before, 'utf8') + (found.bom ? 3 : 0) === region.start)
    refuseStructureDamage(
      file.rel,
      found.before + region.text + found.after,
      found.before + text + found.after,
    );
  const whole = region.start === (found.bom ? 3 : 0) && region.end === found.bytes;
  if (whole && isBlankText(text)) throw new EmptiesFile();
  const entry =
    text === region.text ? undefined : await rangeEntry(file.rel, found, text, written.linesAfter, limits);
  return { text, written, entry, defused: [...alone.defused, ...safe.defused], read };
}

/**
 * The preview of a `from`+`to` write on a big project file (the compact `apply_changes`
 * consequence) without reading it whole: core `readRangeTarget` scans the file in place and
 * {@link planRangeRewrite} checks the write and computes the audit entry the write would record
 * (with `limits`). `basis` names the file's bytes (SHA-256 and length), compared again after the
 * user approved. Null when the write does not stream (a small file, `replace_file`, a Canvas, base, JSON or YAML file or
 * PROJECT.md, a write that would leave the file blank): the caller previews it in memory. A file over
 * {@link MAX_REWRITE_BYTES} is refused here by its size, in any mode, before it is read (as the write refuses it).
 * @throws what the write would refuse with: ToolRefusal (a file over {@link MAX_REWRITE_BYTES}, a
 *   stale read, defusing), WriteModeError, NotTextError (core).
 * Spec: issue #13 (a preview, like the write, costs memory in proportion to the change); seed 002.
 */
export async function previewStreamedRangeWrite(
  target: ProjectWriteTarget,
  limits: Readonly<DiffLimits>,
): Promise<{ entry: AuditEntry | undefined; summary: string; basis: string } | null> {
  const { mode } = target;
  // First, for every previewed mode (`replace_file` too): a file over the limit is refused by its size, unread.
  const how = await bigFileWrite(target);
  if (mode.kind !== 'range' || how !== 'rewrite') return null;
  try {
    return await readRangeTarget(
      target.file.abs,
      mode,
      async (found) => {
        const planned = await planRangeRewrite(target, mode, found, limits);
        return {
          entry: planned.entry,
          summary: planned.written.summary,
          basis: `sha256 ${found.sha256}, ${found.bytes} bytes`,
        };
      },
      { prefixBytes: target.reads.readBytes(target.file.abs) },
    );
  } catch (error) {
    if (error instanceof EmptiesFile) return null;
    throw error;
  }
}

/**
 * A range or insert write on a big file (see {@link STREAMED_APPEND_MIN_BYTES}), streamed by core
 * `rewriteRangeAtomic`: checked against the session's read (the same rule and refusal as the
 * in-memory path, on digests: `ReadVersions.checkDigest`), the region written byte for byte as
 * `applyWrite` writes it (core `rewrittenRegion`), the new lines defused standing alone and in the
 * context of 64 KiB of lines either side (what those lines held is kept; a change reaching into
 * them is refused), audited with the entry a whole-file diff gives (core `rangeEntry`; when its
 * diff is omitted the file's previous bytes are kept in the trash, as `auditWrite` keeps the text).
 * A region that already holds the new text is not written (core) and answered
 * `… already holds that text; nothing changed` (L485).
 * The call's `signal` stops it as it stops a streamed append. Returns null when the write would
 * leave the file blank (the caller's in-memory path moves it to the trash first).
 * Spec: issue #13 (a range rewrite of a big file costs memory in proportion to the change);
 *   docs/stale-writes.md; docs/atomic-writes.md (Range rewrites of big files).
 */
async function rewriteStreamed(
  session: ToolSession,
  target: ProjectWriteTarget,
  mode: LineWriteMode,
  signal: AbortSignal | undefined,
): Promise<string | null> {
  const { file } = target;
  let planned: RangeRewritePlanned | undefined;
  const plan = async (found: RangeRewriteTarget) => {
    planned = await planRangeRewrite(target, mode, found, session.audit.diffLimits);
    return { text: planned.text, keepOld: planned.entry?.patch === null };
  };
  const done = await rewriteRangeAtomic(file.abs, mode, plan, {
    signal,
    prefixBytes: target.reads.readBytes(file.abs),
  }).catch((error: unknown) => {
    if (error instanceof EmptiesFile) return null;
    if (signal?.aborted && (error as Error | null)?.name === 'AbortError') throw stoppedCallError(signal);
    throw error;
  });
  if (done === null) return null;
  const { written, entry, defused, read } = planned as RangeRewritePlanned;
  if (entry !== undefined) {
    const kept = done.oldCopy === null ? undefined : await fileToTrash(session.vault, file.rel, done.oldCopy);
    session.audit.recordEntry({
      ...entry,
      afterSha256: done.afterSha256,
      ...(kept ? { keptCopy: kept } : {}),
    });
  }
  if (read)
    session.reads.rememberDigest(file.abs, {
      hash: done.afterSha256,
      bytes: done.bytesAfter,
      lines: written.linesAfter,
      closed: done.endsWithBreak,
    });
  // L485: the lines already were that text: core wrote nothing, and the answer says so.
  if (entry === undefined) return formatUnchanged(file.rel);
  return formatWrite(file.rel, written) + (defused.length > 0 ? `; ${defusedNotice(defused)}` : '');
}

/**
 * An append to a big file (see {@link STREAMED_APPEND_MIN_BYTES}), streamed by core
 * `appendFileAtomic`: the text added is what the in-memory append adds (core `appendedText`),
 * defused standing alone and in the context of the file's last lines (the 64 KiB tail; what the
 * tail held is kept, and a change that would reach into it is refused), and audited by its appended lines
 * (`WriteAudit.recordAppend`). The call's `signal` stops the copy: the temp file is removed, the
 * file stays as it was, and the call rejects with an `AbortError`.
 * Spec: issue #13; newcomer N1; docs/tools.md (Write modes: append; Cancellation).
 */
async function appendStreamed(
  session: ToolSession,
  target: ProjectWriteTarget,
  signal: AbortSignal | undefined,
) {
  const { file, content } = target;
  let lines = 0;
  let defused: DefusedItem[] = [];
  const done = await appendFileAtomic(
    file.abs,
    async (found) => {
      const { added, lines: count } = appendedText(found, content);
      lines = count;
      // F30: the tail may begin inside a block opened further up (a code fence, an HTML block), so
      // it can read a closing fence as an opening one and the text as inert: the text is first
      // defused standing alone (outside any block), then in the tail's context.
      // L600: the tail is part of the note: an image reference it does not define is defused (partial).
      const alone = await defuseRemoteContent(added, { partial: true });
      const safe = await defuseRemoteContent(found.tail + alone.text, { keep: found.tail, partial: true });
      if (!safe.text.startsWith(found.tail))
        refuse(
          `the text would change how the end of ${file.rel} reads (it completes an image or HTML tag begun there); nothing was written`,
          'write the text as a paragraph of its own (start it with a blank line)',
        );
      defused = [...alone.defused, ...safe.defused];
      return safe.text.slice(found.tail.length);
    },
    { signal },
  ).catch((error: unknown) => {
    if (signal?.aborted && (error as Error | null)?.name === 'AbortError') throw stoppedCallError(signal);
    throw error;
  });
  session.audit.recordAppend(file.rel, done);
  const linesAfter =
    done.target.lines -
    (!done.target.empty && !done.target.endsWithBreak ? 1 : 0) +
    countTextLines(`x${done.added}`);
  // A read of the whole file before (its last line, say) now stands for the file as appended to.
  const { target: was } = done;
  const closedBefore = was.bytes === 0 || was.endsWithBreak;
  session.reads.wroteDigest(
    file.abs,
    { hash: done.beforeSha256, bytes: was.bytes, lines: was.lines, closed: closedBefore },
    {
      hash: done.afterSha256,
      bytes: was.bytes + Buffer.byteLength(done.added, 'utf8'),
      lines: linesAfter,
      closed: done.added === '' ? closedBefore : done.added.endsWith('\n'),
    },
  );
  const written = { linesAfter, summary: `appended ${countNoun(lines, 'line')}` };
  return formatWrite(file.rel, written) + (defused.length > 0 ? `; ${defusedNotice(defused)}` : '');
}

/** Creates `write_projectfile` for one session. */
export function createWriteProjectfileTool(
  session: ToolSession,
): ToolDefinition<ReturnType<typeof WriteProjectfileInputSchema>> {
  return defineTool({
    description: `Create or update a file in a bound project (decisions, requirements; PROJECT.md keeps frontmatter name ≤100, description ≤256). Not AGENTS.md. ${WRITE_MODES_HELP}`,
    inputSchema: WriteProjectfileInputSchema(),
    run: async (args, call) => {
      const target = await resolveProjectWrite(session, args);
      const { file } = target;
      return withCallFileLock(session.vault, file.abs, call.signal, async () => {
        // Issue #13: a big file is never read whole: appends and range rewrites stream, rewrites
        // over the limit are refused.
        const big = await bigFileWrite(target);
        if (big === 'append') return appendStreamed(session, target, call.signal);
        const { mode } = target;
        if (big === 'rewrite' && mode.kind !== 'append' && mode.kind !== 'replace_file') {
          const out = await rewriteStreamed(session, target, mode, call.signal);
          if (out !== null) return out;
        }
        const planned = await computeProjectWrite(target); // refusals before any folder is created
        if (planned.before === null && isBlankText(planned.result.text))
          refuse(
            `content is empty; nothing was written (${file.rel} does not exist, and an empty file holds nothing)`,
            'send the text the file should hold',
          );
        // M17: a write that would leave an existing file with text blank (replace_file or a range
        // over every line, with "") is a deletion: the previous file goes to the trash first,
        // recoverable, as delete_identity and the summary do; the result line says where.
        const trashed = emptiesFile(planned.before, planned.result.text)
          ? await moveToTrash(session.vault, file.rel, { replacing: true })
          : null;
        await ensureParentFolder(file.abs);
        // Redone on the newer text when the user saves the file meanwhile: no save is lost. An
        // emptied file was moved to the trash (with any newer save): its blank result is written.
        let result: ProjectWriteResult | undefined;
        const { before } = await editFileAtomic(file.abs, async (text) => {
          result = trashed === null ? await projectWriteOn(target, text) : planned.result;
          return result.text;
        });
        const written = result as ProjectWriteResult;
        const defused = written.defused.length > 0 ? `; ${defusedNotice(written.defused)}` : '';
        session.reads.wrote(file.abs, trashed === null ? before : planned.before, written.text);
        if (trashed !== null) {
          session.audit.record(file.rel, planned.before, written.text);
          session.audit.kept(file.rel, trashed);
          return `emptied ${file.rel} (it had ${countNoun(countTextLines(planned.before as string), 'line')}; the previous file was moved to ${trashed}, recoverable)`;
        }
        // L485: the file already held that text: nothing was written (core's editFileAtomic), so
        // nothing is audited (no diff of zero lines) and the answer says so.
        if (before !== null && written.text === before) return formatUnchanged(file.rel);
        await auditWrite(session, file.rel, before, written.text);
        return formatWrite(file.rel, written, before === null) + defused;
      });
    },
  });
}
