/**
 * Whether a summary's citations `(Lnnn)` name lines of the meeting's transcript: a number past its
 * end, `L0`, or a line of its frontmatter (metadata, not what was said; read_transcript numbers the
 * file's lines, frontmatter included) names nothing said in the meeting. The ONE check every way a
 * summary is committed applies (write_summary refuses with it; the agent's commit too).
 * Spec: docs/tools.md, `write_summary` (citations); review8 U22.
 */
import { readLines, splitFrontmatter, type Vault, type VaultPath } from '@ma/core';
import { lineIndexOf } from '../granular/read-numbered.js';
import { citedNumbers, type LineNumbering } from './line-numbering.js';

/** Lines read from the top of the transcript to find its frontmatter block. */
const HEAD_LINES = 2000;

/** What {@link checkCitations} found. */
export interface CitationCheck {
  /** The refusal when a citation names no spoken line (ends "nothing was written"), else null. */
  problem: { problem: string; found: string; advice: string } | null;
  /** Cited lines that exist but the model was never shown in this session (a warning, not a refusal). */
  unread: number[];
}

/** `L3, L9999` (at most 10 named, then `and N more`). */
function named(lines: readonly number[]): string {
  const shown = lines.slice(0, 10).map((n) => `L${n}`);
  return lines.length > 10 ? `${shown.join(', ')} and ${lines.length - 10} more` : shown.join(', ');
}

/**
 * Checks the citations of `text` against the transcript at `transcript` (vault-relative) as it is
 * now. A citation may be in a numbering the session's own `override_speaker` changed since
 * (review5 Q8): a number is accepted when it names a spoken line now, or when the line it was read
 * as ({@link LineNumbering.currentLine}) does. `numbering` also tells which cited lines were never
 * shown (`unread`; without it none are reported). A transcript that cannot be read is not checked
 * (its own read says why).
 * @param text a summary body.
 * @returns the refusal text (null when every citation names a spoken line) and the unread lines.
 * @throws nothing: I/O errors reading the transcript give "not checked".
 * Spec: docs/tools.md, `write_summary`; review8 U22.
 */
export async function checkCitations(
  vault: Vault,
  transcript: VaultPath | null | undefined,
  text: string,
  numbering?: LineNumbering,
): Promise<CitationCheck> {
  const cited = citedNumbers(text);
  if (!transcript || cited.length === 0) return { problem: null, unread: [] };
  let total: number;
  let first: number;
  try {
    const { abs } = await vault.resolve(transcript, {
      argument: 'transcript',
      mustExist: true,
      kind: 'file',
    });
    // The head only (the frontmatter is at the top); the line count comes from the line index, so a
    // transcript of millions of lines is not read whole for this.
    const slice = await readLines(abs, { from: 1, to: HEAD_LINES }, lineIndexOf(vault));
    total = slice.total;
    const block = splitFrontmatter(slice.lines.join('\n')).block;
    first = block ? block.lineCount + 1 : 1;
  } catch {
    return { problem: null, unread: [] };
  }
  const spoken = (n: number) => n >= first && n <= total;
  const bad = cited.filter((n) => !spoken(n) && !spoken(numbering?.currentLine(transcript, n).line ?? n));
  const unread = numbering
    ? cited.filter((n) => spoken(n) && !numbering.wasShown(transcript, n)).sort((a, b) => a - b)
    : [];
  if (bad.length === 0) return { problem: null, unread };
  const range = first > total ? 'it has no spoken lines' : `its spoken lines are L${first}–L${total}`;
  const meta = first > 1 ? `; L1–L${first - 1} are its frontmatter` : '';
  // L280: `found` is the problem before its clause, for a caller that keeps the summary (a warning).
  const found = `the summary cites ${bad.length === 1 ? 'a line' : 'lines'} the transcript ${transcript} does not have: ${named(bad.sort((a, b) => a - b))} (${range}${meta})`;
  return {
    problem: {
      problem: `${found}; nothing was written`,
      found,
      advice: 'cite the lines read_transcript shows, or leave the citation out',
    },
    unread,
  };
}

/**
 * The run-record warning for a summary committed with citations of lines that exist but were never
 * shown in the session (`CitationCheck.unread`, ascending; at most 10 named): write_summary tells the
 * model in a `note:`; the run record tells the user whichever way the summary was committed (the final
 * reply, `finish({ body })`, a draft), as it is kept as written (review11 X1).
 * @param transcript the transcript's vault path.
 * @param unread the cited line numbers (1-based) never shown; non-empty.
 * Spec: docs/tools.md, `write_summary` (citations); review8 U22; review11 X1.
 */
export function unreadCitationsWarning(transcript: VaultPath, unread: readonly number[]): string {
  const one = unread.length === 1;
  return `the summary cites ${named(unread)} of the transcript ${transcript}, ${one ? 'a line' : 'lines'} the model was never shown in this run; the citation${one ? ' was' : 's were'} kept as written: check ${one ? 'it' : 'them'}`;
}
