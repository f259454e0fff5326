/**
 * `query_meeting`, the compact profile's one read tool: `view` picks what to read, `filters`
 * holds what that view needs. Each view runs the granular read tool it stands for (same scope
 * checks, clamped ranges, budgets, refusals and transcript coverage reports), so nothing is
 * re-implemented here; the result is compact JSON `{"view":…,"text":…}` whose `text` is what
 * the granular tool returned (its "read on" hint rewritten into a `query_meeting` call).
 * A refusal is `{"error":"refused","message":"…"}` (the tool set's compact wrapper,
 * output/compact-json.ts; C11). A filter the view does not take, or a missing one it needs, is
 * refused (never silently ignored).
 * Spec: docs/tools.md (Compact profile); seed 002 (one read tool, `view` + `filters`); issue 14,
 * Deliver 1.
 */
import { z } from 'zod';
import type { GranularToolName } from '../granular/index.js';
import { readRangeShape, wholeNumber } from '../granular/shared-schemas.js';
import { bareShape } from '../neutral/bare-shape.js';
import { lazySchema } from '../neutral/lazy-schema.js';
import { defineTool, type NeutralTool, type ToolDefinition } from '../neutral/neutral-tool.js';
import { isRefusal, refuse } from '../output/refusal.js';
import {
  type CompactReadTool,
  compactProductLines,
  compactReadOn,
  compactWording,
  type QueryView,
  viewOfReadTool,
} from './compact-wording.js';

/** A filter name. */
type FilterName = 'from' | 'to' | 'from_char' | 'project' | 'path' | 'query' | 'meeting' | 'limit' | 'offset';

const RANGE: readonly FilterName[] = ['from', 'to', 'from_char'];

/** Per view: the filters it takes, those it needs, and how they become the granular tool's arguments. */
interface ViewSpec {
  tool: CompactReadTool;
  takes: readonly FilterName[];
  needs?: readonly FilterName[];
  /** Filter → granular argument; default the same name. */
  toArgs?: (filters: Partial<Record<FilterName, unknown>>) => Record<string, unknown>;
}

/** The views, in the order the description lists them. */
export const queryViews: Readonly<Record<QueryView, ViewSpec>> = {
  note: { tool: 'read_meetingnote', takes: RANGE },
  transcript: { tool: 'read_transcript', takes: RANGE },
  // S8: `path` picks one of several user-notes notes.
  usernotes: {
    tool: 'read_usernotes',
    takes: ['path', ...RANGE],
    toArgs: ({ path, ...rest }) => ({ ...rest, ...(path !== undefined ? { note: path } : {}) }),
  },
  glossary: { tool: 'read_glossary', takes: RANGE },
  context: { tool: 'read_context', takes: RANGE },
  projects: { tool: 'list_projects', takes: [] },
  projectfiles: { tool: 'list_projectfiles', takes: ['project', 'path', 'offset'], needs: ['project'] },
  projectfile: { tool: 'read_projectfile', takes: ['project', 'path', ...RANGE], needs: ['project', 'path'] },
  past_meetings: { tool: 'list_past_project_meetings', takes: ['project', 'limit', 'offset'] },
  past_summary: {
    tool: 'read_past_project_meeting_summary',
    takes: ['meeting', ...RANGE],
    needs: ['meeting'],
    toArgs: ({ meeting, ...rest }) => ({ ...rest, summary: meeting }),
  },
  catalog: { tool: 'list_project_catalog', takes: ['query', 'offset'] },
  search: {
    tool: 'search',
    takes: ['query', 'project', 'limit', 'offset'],
    needs: ['query'],
    toArgs: ({ project, ...rest }) => ({
      ...rest,
      ...(project !== undefined ? { projects: [project] } : {}),
    }),
  },
};

const views = Object.keys(queryViews) as [QueryView, ...QueryView[]];

/** What a view is, beside its name, in the `view` description. */
const VIEW_NOTES: Partial<Record<QueryView, string>> = {
  context: ' (your notebook)',
  projects: ' (bound)',
  catalog: ' (all projects)',
};

/**
 * Every view with the filters it takes besides a line range, `?` on those it does not need
 * (`past_meetings {project?, limit?, offset?}`), made from {@link queryViews} so the schema text
 * cannot leave out a filter the view takes (L63).
 */
function viewsText(): string {
  return views
    .map((view) => {
      const spec = queryViews[view];
      const named = spec.takes
        .filter((f) => !RANGE.includes(f))
        .map((f) => (spec.needs?.includes(f) ? f : `${f}?`));
      return `${view}${named.length > 0 ? ` {${named.join(', ')}}` : ''}${VIEW_NOTES[view] ?? ''}`;
    })
    .join(', ');
}

/** Arguments of `query_meeting`. */
export const QueryMeetingInputSchema = lazySchema(() =>
  z.object({
    view: z.enum(views).describe(`What to read, with its filters: ${viewsText()}.`),
    filters: z
      .strictObject({
        ...readRangeShape(),
        project: z.string().nullish().describe('Bound project ID.'),
        path: z.string().nullish().describe('Path relative to the project folder (usernotes: which note).'),
        query: z.string().nullish().describe('ripgrep regex (view search); all lower-case ignores case.'),
        meeting: z.string().nullish().describe('Past summary path or name (view past_summary).'),
        limit: wholeNumber().nullish().describe('Max results.'),
        offset: wholeNumber().nullish().describe('Items to skip.'),
      })
      .nullish()
      .describe('Only what the view takes; line views take from, to (from_char inside a very long line).'),
  }),
);

/**
 * The views of the small-window compact set (`brief`, docs/context-budget.md): the meeting note,
 * the transcript, the user notes and the context note — what a run needs to write the summary.
 */
export const BRIEF_VIEWS = [
  'note',
  'transcript',
  'usernotes',
  'context',
] as const satisfies readonly QueryView[];

/** Arguments of the small-window `query_meeting` ({@link BRIEF_VIEWS}, line ranges only). */
export const BriefQueryMeetingInputSchema = lazySchema(() =>
  z.object({
    view: z.enum(BRIEF_VIEWS).describe('What to read.'),
    filters: z
      .strictObject({
        ...bareShape(z.object(readRangeShape())),
        path: z.string().nullish().describe('Which notes note.'),
      })
      .nullish()
      .describe('from, to: line range; from_char: inside a long line.'),
  }),
);

/** `from, to, from_char` or `none`. */
const list = (names: readonly string[]) => (names.length > 0 ? names.join(', ') : 'none');

/** System status lines (not file content) that name granular tools. */
// \u00b7 is the middle dot, as an escape: the CLI's bundles stay ASCII (docs/startup.md).
const STATUS = /^no projects are bound|\u00b7 does not exist yet; /;

/**
 * Creates `query_meeting` over the session's granular read tools (`reads`, by wire name).
 * @param reads the granular read definitions of the same session (unwrapped: reads never queue).
 * @param options.brief the small-window set (docs/context-budget.md): only {@link BRIEF_VIEWS},
 *   line-range filters and a short description.
 */
export function createQueryMeetingTool(
  reads: Readonly<Record<CompactReadTool, NeutralTool>>,
  options: { brief?: boolean } = {},
): ToolDefinition<ReturnType<typeof QueryMeetingInputSchema>> {
  return defineTool({
    readOnly: true,
    description: options.brief
      ? 'Read. view: note, transcript, usernotes, context (your notebook); filters {from, to, from_char; usernotes: path}. Returns {"view","text"} (lines "<n>│<line>") or {"error":"refused","message"}.'
      : 'Read the meeting, its transcript and notes, the glossary, your notebook, bound projects, past summaries: pick a view. Returns {"view","text"} (lines "<n>│<line>") or {"error":"refused","message"}.',
    // The small-window set offers fewer views and only line ranges (its schema is a narrower one
    // of the same shape, so the handler is the same).
    inputSchema: (options.brief ? BriefQueryMeetingInputSchema() : QueryMeetingInputSchema()) as ReturnType<
      typeof QueryMeetingInputSchema
    >,
    run: async ({ view, filters }, call) => {
      const spec = queryViews[view];
      const given = Object.entries(filters ?? {}).filter(([, v]) => v !== null && v !== undefined) as [
        FilterName,
        unknown,
      ][];
      const extra = given.map(([k]) => k).filter((k) => !spec.takes.includes(k));
      if (extra.length > 0) {
        refuse(
          `view "${view}" does not take ${extra.map((k) => `filters.${k}`).join(', ')}`,
          `view "${view}" takes filters: ${list(spec.takes)}`,
        );
      }
      const have = new Set(given.map(([k]) => k));
      const missing = (spec.needs ?? []).filter((k) => !have.has(k));
      if (missing.length > 0) {
        refuse(
          `view "${view}" needs ${missing.map((k) => `filters.${k}`).join(', ')}`,
          `view "${view}" takes filters: ${list(spec.takes)}`,
        );
      }
      const picked = Object.fromEntries(given);
      const args = spec.toArgs ? spec.toArgs(picked) : picked;
      // L93: the call's signal goes on to the read it runs (a search's ripgrep is killed on abort).
      const text = await reads[spec.tool].execute(args, call);
      if (isRefusal(text)) return compactWording(text);
      // What names the file read, for the read-on call.
      const keep: Record<string, string | number> = {};
      for (const k of ['project', 'path', 'meeting', 'query', 'limit'] as const)
        if (typeof picked[k] === 'string' || typeof picked[k] === 'number')
          keep[k] = picked[k] as string | number;
      const shown =
        STATUS.test(text) && !text.includes('\n')
          ? compactWording(text)
          : compactProductLines(compactReadOn(text, view, keep));
      return JSON.stringify({ view, text: shown });
    },
  });
}

/** The granular tools `query_meeting` runs. */
export const compactReadTools = Object.keys(viewOfReadTool) as readonly CompactReadTool[] &
  readonly GranularToolName[];
