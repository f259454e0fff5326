/**
 * Framework-neutral tool list for one session: `{ name, description,
 * inputSchema, execute(input): Promise<string> }[]`, for MCP-style hosts, CLIs
 * and tests. The AI SDK `ToolSet` is built from this list.
 * Spec: docs/contracts.md, @ma/tools (`toolDefinitions`, `toolNames`).
 */

import { compactWording } from './compact/compact-wording.js';
import { compactToolDefinitions, compactToolNames } from './compact/index.js';
import {
  type ApprovalGatedTools,
  approvalGatedToolNames,
  createGranularTool,
  type GranularToolName,
  granularToolNames,
  granularWriteToolNames,
} from './granular/index.js';
import { asWriteTool } from './neutral/as-write-tool.js';
import { bareSchema } from './neutral/bare-shape.js';
import type { NeutralTool } from './neutral/neutral-tool.js';
import { cancelledCallError } from './neutral/tool-call.js';
import { toCompactResult } from './output/compact-json.js';
import { isRefusal } from './output/refusal.js';
import type { ToolSession } from './session/tool-session.js';

/** The wire names of the default (granular) profile, in listing order. */
export const toolNames: readonly GranularToolName[] = granularToolNames;

/**
 * A tool profile: `granular` (the seeds' tools, default) or `compact` (`query_meeting`,
 * `apply_changes`; seed 002). Both add the approval-gated tools the host supplies.
 */
export type ToolProfile = 'granular' | 'compact';

/** The profiles, default first. */
export const toolProfiles: readonly ToolProfile[] = ['granular', 'compact'];

/** The wire names of a profile's own tools (approval-gated ones not included), in listing order. */
export function toolNamesOf(profile: ToolProfile): readonly string[] {
  return profile === 'compact' ? compactToolNames : granularToolNames;
}

/**
 * The approval-gated tools' descriptions in the compact profile: their results are JSON there, and
 * every description stays within 200 characters (review12 Y4).
 */
const COMPACT_STATUS_NOTE = ' Returns {"status","text"} or {"error":"refused","message"}.';
const COMPACT_GATED_DESCRIPTIONS: Readonly<Record<string, string>> = {
  request_project_association:
    'Ask the user to add a catalog project to this meeting; waits. Approved: it joins, you get its AGENTS.md. Denied: do not ask again.',
  request_workflow_change:
    'Ask the user to change config, prompts, the summary template or an AGENTS.md (you cannot); answered at once, the user decides later.',
};

/** Options of {@link toolDefinitions} and `createMeetingTools`. */
export interface ToolSetOptions {
  /** Tool profile; default `granular`. */
  profile?: ToolProfile;
  /** Keep only these wire names (of the profile, or supplied approval-gated ones). */
  only?: readonly string[];
  /** Implementations of the approval-gated tools (seed 004), appended when given. */
  approvalGated?: ApprovalGatedTools;
  /**
   * The small-window set (docs/context-budget.md, C3): only what reads the meeting and writes the
   * summary and the context note — granular: {@link BRIEF_GRANULAR_TOOLS}; compact: `query_meeting`
   * with the views note, transcript, usernotes, context and `apply_changes` with the ops
   * write_summary, write_context, both with short descriptions. No approval-gated tools.
   */
  brief?: boolean;
}

/**
 * The granular tools of the small-window set (`brief`) and their short descriptions there (their
 * arguments go without descriptions: these name every one of them, L63).
 */
const BRIEF_GRANULAR_DESCRIPTIONS = {
  read_meetingnote:
    'The meeting note, frontmatter included. from/to: line range; from_char: inside a long line.',
  read_transcript:
    'The transcript as "<n>│<line>". from/to: line range (read it all, range by range); from_char: inside a long line.',
  read_usernotes:
    "The user's notes. note: which one, when there are several; from/to: line range; from_char: inside a long line.",
  read_context: 'Your context note (working notes). from/to: line range; from_char: inside a long line.',
  write_summary:
    'Write the summary body (Markdown content). No mode appends; replace_file: true replaces it all; from+to replace those lines; insert: n inserts before line n.',
  write_context:
    'Write your context note (working notes): content; replace_file, from+to, insert as in write_summary.',
} as const satisfies Partial<Record<GranularToolName, string>>;

/** The granular tools of the small-window set (`brief`): the meeting's own notes, the summary, the context note. */
export const BRIEF_GRANULAR_TOOLS = Object.keys(BRIEF_GRANULAR_DESCRIPTIONS) as readonly GranularToolName[];

/**
 * Creates the neutral definitions for one meeting session, of the chosen profile. Write tools
 * (granular writes, `apply_changes` and approval-gated ones) run one at a time per session in
 * call order, with reasoning blocks stripped from their arguments (`asWriteTool`; `apply_changes`
 * per op); reads run as called. In the compact profile every result, refusals included, is one
 * compact JSON object (`toCompactResult`: `{"error":"refused","message"}` for a refusal; C11).
 * Each `execute(input, { signal })` whose signal is already aborted rejects with an `AbortError`
 * and runs nothing, reads too (docs/tools.md, Cancellation; R67).
 * @throws Error when `only` names a tool that does not exist in the profile, or the profile is
 *   unknown (host bugs, not model mistakes).
 */
export function toolDefinitions(session: ToolSession, options: ToolSetOptions = {}): NeutralTool[] {
  const profile = options.profile ?? 'granular';
  if (!toolProfiles.includes(profile)) throw new Error(`unknown tool profile: ${String(profile)}`);
  const gated = approvalGatedToolNames.filter((name) => options.approvalGated?.[name]);
  if (options.only) {
    const known = new Set<string>([...toolNamesOf(profile), ...gated]);
    const unknown = options.only.filter((n) => !known.has(n));
    if (unknown.length > 0) throw new Error(`unknown tool name(s): ${unknown.join(', ')}`);
  }
  // Only the kept tools are created: each creates its argument schema on first use (lazySchema),
  // so `ma tool` builds the one schema it runs (docs/startup.md).
  const keep = options.only ? new Set(options.only) : null;
  const brief = options.brief === true;
  const kept = (name: string) =>
    (keep === null || keep.has(name)) &&
    (!brief || profile === 'compact' || (BRIEF_GRANULAR_TOOLS as readonly string[]).includes(name));
  const all: NeutralTool[] =
    profile === 'compact'
      ? compactToolDefinitions(session, options.approvalGated?.changeApproval, { brief }).filter((t) =>
          kept(t.name),
        )
      : granularToolNames.filter(kept).map((name) => {
          const made = createGranularTool(session, name) as NeutralTool;
          // The small-window set: short descriptions, arguments without theirs (C3).
          const def: NeutralTool = brief
            ? {
                ...made,
                description: BRIEF_GRANULAR_DESCRIPTIONS[name as keyof typeof BRIEF_GRANULAR_DESCRIPTIONS],
                inputSchema: bareSchema(made.inputSchema),
              }
            : made;
          return granularWriteToolNames.has(name) ? asWriteTool(session, def) : def;
        });
  // The small-window set has no approval-gated tools.
  for (const name of brief ? [] : gated) {
    const def = options.approvalGated?.[name];
    // Approval-gated tools change the meeting or the workflow: they queue like every write.
    if (!def || !kept(name)) continue;
    const tool = asWriteTool(session, { name, ...def });
    all.push(
      profile === 'compact'
        ? {
            ...tool,
            description: `${COMPACT_GATED_DESCRIPTIONS[name] ?? tool.description}${COMPACT_STATUS_NOTE}`,
            // Their refusals name granular tools (`list_project_catalog`, `a list_* tool`), which a
            // compact session does not offer: reworded into the compact calls, as query_meeting's and
            // apply_changes' are (docs/tools.md, Compact profile; C16). Results (AGENTS.md) are not.
            execute: async (input, call) => {
              const out = await tool.execute(input, call);
              return isRefusal(out) ? compactWording(out) : out;
            },
          }
        : tool,
    );
  }
  // Compact profile (seed 002, C11): every result is one JSON object, refusals included.
  if (profile === 'compact') {
    for (const [i, def] of all.entries())
      all[i] = { ...def, execute: async (input, call) => toCompactResult(await def.execute(input, call)) };
  }
  // R67: a call the host cancelled before it started runs nothing, read or write (a write is also
  // checked again when its turn in the write queue comes), as through the AI SDK's abortSignal
  // (docs/tools.md, Cancellation): a read's result would be given up on. Checked here, at the door
  // hosts call, not inside a definition: a write the queue has started is never cut short.
  return all.map((def) => ({
    ...def,
    execute: async (input, call) => {
      if (call?.signal?.aborted) throw cancelledCallError(call.signal);
      return def.execute(input, call);
    },
  }));
}
