/**
 * `read_past_project_meeting_summary`: read one past summary whose `projects`
 * intersect the bound projects (by vault path, with or without `.md`, or by
 * name); any other note is refused with the allowed names, an absolute path (`/…`, `C:\…`,
 * `\\server\…`, `file:`) as such (review13-a P3: never a refusal quoting the path it rewrote).
 * Spec: seed 000, Requirement: Agents can use project context tools; docs/tools.md ("refuse others").
 */
import { findExistingPath, MaError, nameReadings, sameName } from '@ma/core';
import { z } from 'zod';
import { lazySchema } from '../neutral/lazy-schema.js';
import { defineTool, type ToolDefinition } from '../neutral/neutral-tool.js';
import { refuse } from '../output/refusal.js';
import type { ToolSession } from '../session/tool-session.js';
import { checkedScope, leftOutNotice, NO_DATE_FIX, scopedPastSummaries } from './past-summary-scope.js';
import { continueHint, readNumberedFile } from './read-numbered.js';
import { readRangeShape } from './shared-schemas.js';

/** Arguments of `read_past_project_meeting_summary`. */
export const ReadPastProjectMeetingSummaryInputSchema = lazySchema(() =>
  z.object({
    summary: z.string().describe('Path or name from list_past_project_meetings.'),
    ...readRangeShape(),
  }),
);

/** A vault path or name without `.md`, `/` separators. */
function normalise(ref: string): string {
  return ref.trim().replace(/\\/g, '/').replace(/\.md$/i, '');
}

/**
 * What a `summary` argument names, read by core's one link reader (`nameReadings`: a path, a name, a
 * wikilink with heading/block/alias, a Markdown link with title or angle brackets, quoted): its
 * file part, then, for a wikilink whose text holds `#`/`^`, that text read literally; a plain name
 * as typed, then as a link target (`X summary#Decisions`: L54).
 */
function wantedNames(summary: string): string[] {
  return nameReadings(summary).map(normalise);
}

/**
 * Whether `want` (a vault path or a name without `.md`) names exactly the note `hit`, found by its
 * name in another normalization or case: false when another note is spelled exactly (or only) as
 * asked — `PAST1` beside `past1` is that other note, as Obsidian resolves `[[PAST1]]` on a
 * case-sensitive disk — or when several notes are spelled alike (ambiguous).
 * @param hit the vault path of the allowed summary the name matched loosely.
 * @throws only unexpected I/O errors. Spec: docs/tools.md ("refuse others"); review13 Z2.
 */
async function namesOnly(session: ToolSession, want: string, hit: string): Promise<boolean> {
  const asked = want.includes('/') ? `${want}.md` : `${hit.slice(0, hit.lastIndexOf('/') + 1)}${want}.md`;
  try {
    return (await findExistingPath(session.vault.root, asked, 'summary')) === hit;
  } catch (error) {
    if (MaError.isMaError(error)) return false;
    throw error;
  }
}

/** `/x`, `\\server\share`, `C:\x` or `C:/x`, `file:///x`: a path from the file system's root, not the vault's. */
function isAbsolutePath(ref: string): boolean {
  return /^(?:[\\/]|[A-Za-z]:[\\/]|file:)/i.test(ref.trim());
}

/** Which absolute form `ref` is, for the refusal (it never quotes the path). */
function absoluteKind(ref: string): string {
  const r = ref.trim();
  if (/^file:/i.test(r)) return 'a file: URL';
  if (/^[A-Za-z]:/.test(r)) return 'a drive path';
  if (/^(?:\\\\|\/\/)/.test(r)) return 'a UNC path';
  return 'it starts with /';
}

/** Creates `read_past_project_meeting_summary` for one session. */
export function createReadPastProjectMeetingSummaryTool(
  session: ToolSession,
): ToolDefinition<ReturnType<typeof ReadPastProjectMeetingSummaryInputSchema>> {
  return defineTool({
    readOnly: true,
    description: 'Read a past meeting summary listed by list_past_project_meetings. Numbered lines.',
    inputSchema: ReadPastProjectMeetingSummaryInputSchema,
    run: async ({ summary, from, to, from_char }) => {
      const {
        summaries: allowed,
        noDate,
        leftOut,
      } = await scopedPastSummaries(session, await checkedScope(session, null));
      if (noDate !== null)
        refuse(`"${summary}" cannot be read as a past meeting summary: ${noDate}`, NO_DATE_FIX);
      // An absolute path (even to an allowed note) is refused as such, without quoting it: the
      // vault-relative rewrite of refusals would turn it into the allowed path it names.
      if (wantedNames(summary).some(isAbsolutePath))
        refuse(
          `summary is an absolute path (${absoluteKind(summary)}); this tool takes a vault path or name`,
          `give it as list_past_project_meetings shows it; allowed: ${allowed.length > 0 ? allowed.map((s) => s.path).join(', ') : '(none)'}`,
        );
      // Exact first, else the same name in another normalization or case (issue 9 H3), unless the
      // name is spelled exactly so by another note, which is not one of the allowed (Z2).
      const match = async (want: string) => {
        const exact = allowed.find((s) => normalise(s.path) === want || s.name === want);
        if (exact) return exact;
        const loose = allowed.find((s) => sameName(normalise(s.path), want) || sameName(s.name, want));
        return loose && (await namesOnly(session, want, loose.path)) ? loose : undefined;
      };
      let hit: (typeof allowed)[number] | undefined;
      for (const want of wantedNames(summary)) {
        hit = await match(want);
        if (hit) break;
      }
      if (!hit) {
        refuse(
          `"${summary}" is not a past summary of this meeting's projects`,
          `allowed: ${allowed.length > 0 ? allowed.map((s) => s.path).join(', ') : '(none)'}${leftOutNotice(leftOut).replace('\nnote: ', '; ')}`,
        );
      }
      const hint = continueHint('read_past_project_meeting_summary', `summary=${hit.name}, `);
      return (await readNumberedFile(session, hit.path, { from, to, from_char }, hint)).text;
    },
  });
}
