/**
 * `search`: ripgrep (core `searchVault`: pattern after `-e`, no `--follow`) over
 * the scoped projects' folders AND the past summary notes whose `projects`
 * intersect the scope (never this meeting's own summary, transcript or notes: those are read with
 * the read tools, and only reads count toward coverage; docs/tools.md, issue 9 H11). Scope = requested
 * `projects` (must all be bound, else refused naming the unbound and the bound
 * ones) or all bound projects. Out: `path:line text` (vault-relative, `/`),
 * `no matches`; the budget is core's (`limits.searchChars` passed as `maxChars`, counting match
 * text), and a cut result ends with one line saying how to narrow; a bad regex is refused with
 * ripgrep's own message. Dependency folders (core `DEPENDENCY_FOLDERS`: `node_modules`, `__pycache__`…)
 * in the scoped projects are not searched, and a `note:` line names them (review4 P17: thousands of
 * dependency files crowded the project's notes and past summaries out of the result). Smart case, said in the
 * `query` schema: a pattern without upper-case letters ignores case (review11 X4); CRLF notes match `$` as LF
 * ones do (review11 X2, core `buildRgArgs`). A summaries folder that is a symlink out of the vault
 * (never followed) leaves out the past summaries only: the project files are searched and a
 * `note: past meeting summaries were not searched: …` line says why (the tools that read only
 * summaries refuse, review13 Z3).
 * Spec: seed 000, Requirement: Agents can use project context tools (scenarios
 * "Agent searches project knowledge", "Agent searches past project meeting
 * summaries", "Agent search rejects out-of-scope project").
 */
import {
  countNoun,
  DEPENDENCY_FOLDERS,
  findDependencyFolders,
  PathSafetyError,
  searchVault,
  showControlCharacters,
  shownNumber,
} from '@ma/core';
import { z } from 'zod';
import { lazySchema } from '../neutral/lazy-schema.js';
import { defineTool, type NeutralTool, type ToolDefinition } from '../neutral/neutral-tool.js';
import { ToolRefusal } from '../output/refusal.js';
import { shownName } from '../output/shown-name.js';
import type { ToolSession } from '../session/tool-session.js';
import { namedGranularTool } from './named-granular-tool.js';
import { checkedScope, leftOutNotice, scopedPastSummaries } from './past-summary-scope.js';
import { wholeNumber } from './shared-schemas.js';

/** Arguments of `search`. */
export const SearchInputSchema = lazySchema(() =>
  z.object({
    query: z
      .string()
      .min(1)
      .describe(
        'ripgrep regex, e.g. "budget|cost". All lower-case ignores case; a capital makes it case-sensitive.',
      ),
    projects: z
      .array(z.string())
      .nullish()
      .describe('Bound project IDs, at least one; omit for every bound project (an empty list is refused).'),
    limit: wholeNumber()
      .nullish()
      .describe("Max matches, >= 1; default and most: the vault's limits.searchResults (100 unless set)."),
    offset: wholeNumber().nullish().describe('Matches to skip (a cut result names the offset to read on).'),
  }),
);

/**
 * The `search` tool of `session` as `toolDefinitions(session, { only: ['search'] })` gives it (a
 * granular read tool: named, refusals vault-relative), without reaching the registry of every tool:
 * `ma search` imports this, so its bundle holds no other tool's code (docs/startup.md, thirteenth
 * pass).
 * Spec: seed 000, Requirement: Agents can use project context tools; issue #13, goal (f).
 */
export function searchToolDefinition(session: ToolSession): NeutralTool {
  return namedGranularTool(
    session,
    'search',
    createSearchTool as (s: ToolSession) => ToolDefinition,
  ) as NeutralTool;
}

/** Creates `search` for one session. */
export function createSearchTool(session: ToolSession): ToolDefinition<ReturnType<typeof SearchInputSchema>> {
  return defineTool({
    readOnly: true,
    description:
      'Search bound projects\' files and their past meeting summaries with a ripgrep regex (not this meeting\'s transcript: read that with read_transcript). Returns "path:line text".',
    inputSchema: SearchInputSchema,
    run: async ({ query, projects, limit, offset }, call) => {
      // Paging as the other listings (review9 V1 kind): offset >= 0 skips that many matches.
      if (offset !== null && offset !== undefined && offset < 0)
        throw new ToolRefusal(
          `offset must be a whole number >= 0, got ${shownNumber(offset)}`,
          'omit offset or pass 0 or more',
        );
      const skip = offset ?? 0;
      // `limit` below 1 is refused (as the CLI's --limit is); above the configured maximum it is clamped.
      if (limit !== null && limit !== undefined && limit < 1)
        throw new ToolRefusal(
          `limit must be a whole number >= 1, got ${shownNumber(limit)}`,
          'omit limit or pass 1 or more',
        );
      const { searchResults, searchLineChars, searchChars } = session.limits;
      const maxResults = Math.min(limit ?? searchResults, searchResults);
      const scope = await checkedScope(session, projects);
      const { folders } = session.vault.config;
      // The summaries folder linked out of the vault (never followed) leaves the summaries out,
      // not the project files: those are searched and the result says why summaries are missing.
      let linkedOut: string | null = null;
      const { summaries, noDate, leftOut } = await scopedPastSummaries(session, scope).catch(
        (error: unknown) => {
          if (!PathSafetyError.isInstance(error) || error.value !== folders.summaries) throw error;
          linkedOut = `the summaries folder ${error.message.replace(/^folder: /, '')}, so it is not read; this is the vault's setup (folders.summaries in meeting-assistant.json): tell the user`;
          return { summaries: [], noDate: null, leftOut: [] };
        },
      );
      const roots = scope.map((p) => `${folders.projects}/${p}`);
      const result = await searchVault(session.vault, {
        pattern: query,
        paths: [...roots, ...summaries.map((s) => s.path)],
        maxResults,
        offset: skip,
        maxLineChars: searchLineChars,
        maxChars: searchChars,
        excludeFolders: DEPENDENCY_FOLDERS,
        // L93: the call's cancellation kills ripgrep (it ran to the end before).
        ...(call.signal ? { signal: call.signal } : {}),
      });
      // A meeting with no date to order by has no past summaries to search: say so (V7).
      const skipped = noDate === null ? [] : [`note: past meeting summaries were not searched: ${noDate}`];
      if (linkedOut !== null) skipped.push(`note: past meeting summaries were not searched: ${linkedOut}`);
      // P17: dependency folders are left out by name, and said so with how to reach them.
      const deps = (await Promise.all(roots.map((r) => findDependencyFolders(session.vault, r)))).flat();
      if (deps.length > 0)
        skipped.push(
          `note: dependency folders were not searched: ${deps.map((d) => `${shownName(d.path)}/`).join(', ')} (list_projectfiles with path lists one, read_projectfile reads a file in it)`,
        );
      // F4: a sync tool's conflict copy of a project file repeats its lines: left out, named once.
      // L252: so is a numbered copy (`Plan 2.md` beside `Plan.md`), named apart: it may be a note of its own.
      const copies = result.conflictCopies ?? [];
      const numbered = copies.filter((c) => c.numbered === true);
      const synced = copies.filter((c) => c.numbered !== true);
      const copyList = (list: { copy: string; original: string }[]) =>
        list.map((c) => `${shownName(c.copy)} (copy of ${shownName(c.original)})`).join(', ');
      if (synced.length > 0)
        skipped.push(
          `note: sync-conflict copies were not searched: ${copyList(synced)}; merge each into its original, then delete the copy (ma doctor lists them)`,
        );
      if (numbered.length > 0)
        skipped.push(
          `note: numbered copies were not searched (the names Obsidian's "Duplicate", Finder, iCloud and OneDrive give a copy beside its original): ${copyList(numbered)}; read_projectfile reads one that is a note of its own (ma doctor lists them)`,
        );
      // Summaries whose own date cannot be read were not searched either: named (N15).
      const notice = leftOutNotice(leftOut).replaceAll('left out', 'not searched');
      if (notice !== '') skipped.push(notice.slice(1));
      // B21: ripgrep's warnings (a file it could not read) and core's (a file not searched, one over
      // 50 MB among them: V254) hold on the no-match path too: "no matches" alone would say files were
      // searched that were not. A name's line break or escape is written out (M10): one note, one line.
      const warnings = result.warnings.map((w) => `note: ${shownName(w)}`);
      // Core counts no match of a file not searched (L480): a page with none is the last one.
      if (result.matches.length === 0)
        return [
          skip > 0
            ? `no matches past offset ${shownNumber(skip)} (offset 0 searches from the first match)`
            : 'no matches',
          ...warnings,
          ...skipped,
        ].join('\n');
      // Core's maxChars is the one output budget: every match it kept is shown.
      // M10: a path with a line break or an escape is written out: one match, one line, nothing run; the matched
      // line's control characters too (M4).
      const out = result.matches.map(
        (m) => `${shownName(m.path)}:${m.line} ${showControlCharacters(m.text)}`,
      );
      out.push(...warnings);
      out.push(...skipped);
      if (skip > 0) out.push(`note: matches from match ${skip + 1} on (offset ${shownNumber(skip)})`);
      // Say which of the two happened: long lines shown as a preview, matches left out (last: the
      // call that reads on, which the compact profile rewrites into its own call).
      if (result.linesCut)
        out.push('… long lines were cut to a preview around the match; read the file for the whole line');
      if (result.dropped) {
        const next = result.nextOffset ?? skip + result.matches.length;
        const named = [
          `query=${JSON.stringify(query)}`,
          ...(projects && projects.length > 0 ? [`projects=${JSON.stringify(projects)}`] : []),
          ...(limit != null ? [`limit=${shownNumber(limit)}`] : []),
        ].join(', ');
        out.push(
          `… more matches not shown (at most ${countNoun(maxResults, 'match', { plural: 'matches' })} or ${searchChars} characters a call, or narrow the query or pass projects); call search with ${named}, offset=${next} to read on`,
        );
      }
      return out.join('\n');
    },
  });
}
