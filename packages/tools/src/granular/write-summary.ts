/**
 * `write_summary`: edits the summary BODY in the session's in-memory
 * `SummaryDraft` (the agent commits it to the summary note at the end of a
 * successful run; frontmatter and links are the product's). Write modes as
 * core's `parseWriteMode`/`applyWrite`; remote images and loading HTML in the draft are defused
 * (core `defuseRemoteContent`, S17) and the result says so; a frontmatter block at the top of
 * `content` is dropped and the result says so; only a block is refused ({@link bodyContent}). Not audited (own artifact).
 * A write whose text the draft already held changes nothing and says so (`the summary draft already
 * holds that text; nothing changed`, L485).
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs
 * (summary as owned artifact; "Assistant context body writes do not duplicate frontmatter");
 * docs/tools.md, Write modes.
 */
import { applyWrite, defusedNotice, defuseRemoteContent, parseWriteMode, type VaultPath } from '@ma/core';
import { z } from 'zod';
import { lazySchema } from '../neutral/lazy-schema.js';
import { defineTool, type ToolDefinition } from '../neutral/neutral-tool.js';
import { formatUnchanged, formatWrite } from '../output/format-write.js';
import { refuse } from '../output/refusal.js';
import type { CitedLine } from '../session/line-numbering.js';
import type { ToolSession } from '../session/tool-session.js';
import { checkCitations } from '../session/transcript-citations.js';
import { bodyContent, refuseBlankBodyWrite } from './body-content.js';
import { hiddenSections } from './hidden-sections.js';
import { refuseRepeatedSections } from './repeated-sections.js';
import { WRITE_MODES_HELP, writeModeShape } from './shared-schemas.js';

/** Arguments of `write_summary`. */
export const WriteSummaryInputSchema = lazySchema(() => z.object({ ...writeModeShape() }));

/** Creates `write_summary` for one session. */
export function createWriteSummaryTool(
  session: ToolSession,
): ToolDefinition<ReturnType<typeof WriteSummaryInputSchema>> {
  return defineTool({
    description: `Write the summary body (## Summary, ## Decisions, ## Next steps; no frontmatter), saved when you finish. ${WRITE_MODES_HELP}`,
    inputSchema: WriteSummaryInputSchema(),
    run: async (args) => {
      const mode = parseWriteMode(args);
      const before = session.summaryDraft.read();
      const body = bodyContent(args.content);
      refuseBlankBodyWrite(mode, body.content, 'the summary draft');
      const { content, note: citationNote } = await currentCitations(session, body.content);
      const result = applyWrite(before, mode, content);
      // S17: nothing in the summary may load from the web when Obsidian shows it (the whole draft:
      // a reference definition may come in a later write than its image).
      const safe = await defuseRemoteContent(result.text);
      // review8 U12: the same check as every other way a summary is committed (hiddenSections).
      const hidden = hiddenSections(safe.text);
      if (hidden !== null) refuse(hidden.problem, hidden.advice);
      // review8 U22: a citation must name a spoken line of the transcript (in the numbering it was read in).
      const cites = await checkCitations(
        session.vault,
        await currentTranscript(session),
        body.content,
        session.lineNumbering,
      );
      if (cites.problem) refuse(cites.problem.problem, cites.problem.advice);
      // review9 V8: a second summary appended (or inserted) would repeat the template's sections.
      refuseRepeatedSections(
        mode.kind === 'replace_file' ? null : before,
        safe.text,
        session.vault.config.summary.template,
      );
      // L485: the draft already held that text: nothing is written, and the answer says so.
      const same = before !== null && safe.text === before;
      if (!same) session.summaryDraft.write(safe.text);
      const unread =
        cites.unread.length > 0
          ? `\nnote: you cite ${cites.unread.map((n) => `L${n}`).join(', ')} without having read ${cites.unread.length === 1 ? 'that line' : 'those lines'} in this session; check with read_transcript`
          : '';
      if (same) return `${formatUnchanged('the summary draft', body.note)}${citationNote}${unread}`;
      return `${formatWrite('the summary draft', result, before === null)}${body.note}${citationNote}${unread}${safe.defused.length > 0 ? `; ${defusedNotice(safe.defused)}` : ''}`;
    },
  });
}

/**
 * `content` with its citations `(Lnnn)` in the transcript's current numbering, once the session's
 * own edits moved the transcript's lines (review5 Q8; {@link ToolSession.lineNumbering}): a line
 * read only before a shift is cited by its current number; one read before and after (its number
 * then meant another line) keeps the latest reading and is warned about in the run record. The
 * note tells the model either way. Unchanged (no note) when no line moved.
 */
async function currentCitations(
  session: ToolSession,
  content: string,
): Promise<{ content: string; note: string }> {
  const numbering = session.lineNumbering;
  const shifted = numbering.shiftedPaths();
  if (shifted.length === 0) return { content, note: '' };
  // Only the meeting's transcript shifts; with several (its link changed mid-run) the current one.
  const rel = shifted.length === 1 ? shifted[0] : await currentTranscript(session);
  if (!rel || !numbering.hasShifts(rel)) return { content, note: '' };
  const done = numbering.renumberCitations(rel, content);
  const notes: string[] = [];
  if (done.moved.length > 0)
    notes.push(
      `\nnote: citations of transcript lines you read before override_speaker moved them were changed to the lines’ current numbers: ${done.moved.map((c) => `L${c.cited} → L${c.line}`).join(', ')}`,
    );
  for (const c of done.ambiguous) numbering.warn(ambiguityWarning(rel, c));
  if (done.ambiguous.length > 0)
    notes.push(
      `\nnote: ${done.ambiguous.map((c) => `L${c.cited}`).join(', ')} kept as the current line${done.ambiguous.length === 1 ? '' : 's'}; you read ${done.ambiguous.length === 1 ? 'that number' : 'those numbers'} before and after override_speaker moved the transcript's lines (before: ${done.ambiguous.map((c) => `L${c.cited} is now L${c.otherLine}`).join(', ')}); check ${done.ambiguous.length === 1 ? 'it' : 'them'} with read_transcript`,
    );
  return { content: done.text, note: notes.join('') };
}

/** The vault path of the meeting's transcript now, or `null` when it cannot be told (never throws). */
async function currentTranscript(session: ToolSession): Promise<VaultPath | null> {
  try {
    const link = (await session.meeting()).links.transcript;
    return link ? (await session.vault.resolve(link, { argument: 'transcript' })).rel : null;
  } catch {
    return null;
  }
}

/** The run-record warning for a citation whose number the model saw in two numberings. */
function ambiguityWarning(rel: string, c: CitedLine): string {
  return `(L${c.cited}) in the summary may name line ${c.line} as read after override_speaker moved the lines of ${rel} (kept) or line ${c.cited} as read before (now line ${c.otherLine}); check the citation`;
}
