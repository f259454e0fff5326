/**
 * `write_context`: edits the BODY of the assistant context note on disk; its
 * frontmatter is preserved (core `replaceBody`), a frontmatter block at the top of
 * `content` is dropped and the result says so, content that is only such a block is refused
 * ({@link bodyContent}), and a missing note is
 * created through the session (core `ensureContextNote`) — but only after the
 * write mode and range were accepted, so a refused call creates nothing.
 * Line numbers are BODY lines (as `read_context` shows them). Not audited (own artifact).
 * The run records and audit at the end of the body (`splitContextBody`, R16) are never changed:
 * every mode edits only the notes above them (append goes above them, `replace_file` keeps them),
 * and a range or insert that reaches them is refused. Notes that would hide them (ending inside a
 * `%%`/`<!--` comment or a code fence) or forge one (a record-like heading) are refused (N9).
 * Remote images and loading HTML in the notes are defused (core `defuseRemoteContent`, S17) and the result says so.
 * A write whose text the notes already held writes nothing and says so (`… body already holds that
 * text; nothing changed`, L485).
 * A range, insert or whole replace after `read_context` is refused when the notes changed since
 * (another program; `session.reads`, docs/stale-writes.md, review4 P22).
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs (scenarios
 * "Assistant context body appends by default", "… can be explicitly replaced",
 * "… writes do not duplicate frontmatter", "Assistant context write mode is ambiguous").
 */
import {
  applyWrite,
  type ContextBodyParts,
  countLines,
  type DefusedItem,
  defusedNotice,
  defuseRemoteContent,
  editFileAtomic,
  joinContextBody,
  parseNote,
  parseWriteMode,
  readTextOrNull,
  recordHeadingLike,
  replaceBody,
  splitContextBody,
  unclosedBlock,
  type WriteMode,
  type WriteResult,
} from '@ma/core';
import { z } from 'zod';
import { lazySchema } from '../neutral/lazy-schema.js';
import { defineTool, type ToolDefinition } from '../neutral/neutral-tool.js';
import { formatUnchanged, formatWrite } from '../output/format-write.js';
import { refuse } from '../output/refusal.js';
import { withCallFileLock } from '../session/call-file-lock.js';
import type { ToolSession } from '../session/tool-session.js';
import { bodyContent, refuseBlankBodyWrite } from './body-content.js';
import { contextLinkNotice, contextNotesKey, contextPath } from './read-context.js';
import { WRITE_MODES_HELP, writeModeShape } from './shared-schemas.js';

/**
 * Refuses a line range or insert that reaches the product's run records and audit (body lines
 * after `parts.notesLines`, hostile review R16); nothing is written.
 * @throws ToolRefusal naming the model's lines and the records' lines.
 */
function refuseRecordLines(mode: WriteMode, parts: ContextBodyParts): void {
  if (parts.records === '') return;
  const last = parts.notesLines;
  const reach = mode.kind === 'range' ? mode.to : mode.kind === 'insert' ? mode.at - 1 : 0;
  if (reach <= last) return;
  const records = `lines ${last + 1}–${last + parts.recordLines}`;
  const yours = last === 0 ? 'you have no notes yet' : `your notes are lines 1–${last}`;
  refuse(
    `${records} of the context body are Meeting Assistant's run records and audit of external writes, which no tool may change`,
    `${yours}: edit those, insert at most at line ${last + 1}, or append (appends go above the records)`,
  );
}

/**
 * Refuses notes that would make the run records and audit below them pass unseen (hostile review
 * N9): `content` holding a heading that reads as one of the product's record headings (a forged
 * run record or audit entry), or `notes` (the notebook after the edit) ending inside a `%%` or
 * `<!--` comment, a code fence, an HTML block that ends only at its closing tag (`<pre>`, …) or a
 * `$$` math block (review12 Y8), which would hide the records that follow or turn them into code.
 * @throws ToolRefusal naming the line and how to fix it; nothing is written.
 */
function refuseHidingNotes(content: string, notes: string): void {
  const forged = recordHeadingLike(content);
  if (forged !== null)
    refuse(
      `content line ${forged.line} (${JSON.stringify(forged.text.slice(0, 80))}) is a heading only Meeting Assistant writes (its run records and audit of external writes)`,
      'use another heading for your notes',
    );
  const open = unclosedBlock(notes);
  if (open === null) return;
  const what =
    open.kind === 'fence'
      ? `a code block opened with ${open.opener}`
      : open.kind === 'html-block'
        ? `an HTML block opened with ${open.opener} (shown as raw HTML up to ${open.closer})`
        : open.kind === 'math'
          ? 'a $$ math block (Obsidian renders what follows as math)'
          : `a ${open.opener} comment (${open.kind === 'comment' ? 'Obsidian hides it' : 'hidden when rendered'})`;
  refuse(
    `your notes would end inside ${what} begun on notebook line ${open.line}, which would hide the run records and audit written below them`,
    `close it with ${open.closer} in the same write`,
  );
}

/**
 * Where the notes stand after a write to a context body that holds run records (R16; breaker
 * L418): an append lands ABOVE the records, not at the body's last line, so "appended 1 line …
 * (now 72 lines)" alone sent a model to edit line 72, a record line it may not touch. Every mode
 * names the notes' lines after the write and the records' lines after them; `replace_file` also
 * says it kept the records. Empty when the body has no records (the plain write result is exact).
 * @param kept lines of the records (`ContextBodyParts.recordLines`), 0 for none.
 * @returns `; …` to append to the write result, or ''.
 */
function recordsNotice(mode: WriteMode, result: WriteResult, kept: number): string {
  if (kept === 0) return '';
  const notes = result.linesAfter - kept;
  const yours = notes === 0 ? 'you have no notes' : `your notes are now lines 1–${notes}`;
  const records = `lines ${notes + 1}–${result.linesAfter}`;
  return mode.kind === 'replace_file'
    ? `; kept the run records and audit below your notes (${kept} line${kept === 1 ? '' : 's'}: only Meeting Assistant writes them); ${yours}`
    : `; ${yours}, above Meeting Assistant's run records and audit (${records}), which no tool changes`;
}

/** Arguments of `write_context`. */
export const WriteContextInputSchema = lazySchema(() => z.object({ ...writeModeShape() }));

/** Creates `write_context` for one session. */
export function createWriteContextTool(
  session: ToolSession,
): ToolDefinition<ReturnType<typeof WriteContextInputSchema>> {
  return defineTool({
    description: `Write your notebook (context body: findings, open questions). Lines are body lines as read_context shows. ${WRITE_MODES_HELP}`,
    inputSchema: WriteContextInputSchema(),
    run: async (args, call) => {
      const mode = parseWriteMode(args);
      // A leading frontmatter block is dropped, and the result says so; only a block is refused.
      const { content, note } = bodyContent(args.content);
      refuseBlankBodyWrite(mode, content, 'your notes');
      let target = await session.vault.resolve(await contextPath(session), {
        argument: 'context',
        kind: 'file',
      });
      if ((await readTextOrNull(target.abs)) === null) {
        applyWrite('', mode, content); // refuse an impossible range before creating the note
        target = await session.vault.resolve(await session.ensureContextNote(), {
          argument: 'context',
          kind: 'file',
        });
      }
      const { abs, rel } = target;
      return withCallFileLock(session.vault, abs, call.signal, async () => {
        // Redone on the newer text when the user saves the note meanwhile: no save is lost.
        let result: WriteResult | undefined;
        let kept = 0;
        let notesBefore = '';
        let defused: DefusedItem[] = [];
        const key = contextNotesKey(abs);
        const edit = await editFileAtomic(abs, async (current) => {
          const text = current ?? '';
          // R16: only the notes above the run records and audit are the model's to write.
          const parts = splitContextBody(parseNote(text).body);
          // P22: a range, insert or whole replace rests on the notes read_context showed.
          if (mode.kind !== 'append') session.reads.check(key, parts.notes, { rel, reread: 'read_context' });
          notesBefore = parts.notes;
          refuseRecordLines(mode, parts);
          const applied = applyWrite(parts.notes, mode, content);
          refuseHidingNotes(content, applied.text);
          // S17: nothing in the notes may load from the web when Obsidian shows the note.
          const safe = await defuseRemoteContent(applied.text);
          defused = safe.defused;
          const written = { ...applied, text: safe.text };
          const body = joinContextBody(written.text, parts.records);
          result = { ...written, linesAfter: countLines(body) };
          kept = parts.recordLines;
          return replaceBody(text, body);
        });
        session.reads.wrote(key, notesBefore, (result as WriteResult).text);
        // L485: the notes already held that text: the note was not written (its mtime kept).
        if (edit.before !== null && edit.after === edit.before)
          return formatUnchanged(`${rel} body`, note) + (await contextLinkNotice(session));
        const keptNote = recordsNotice(mode, result as WriteResult, kept);
        return (
          formatWrite(`${rel} body`, result as WriteResult) +
          keptNote +
          note +
          (defused.length > 0 ? `; ${defusedNotice(defused)}` : '') +
          (await contextLinkNotice(session))
        );
      });
    },
  });
}
