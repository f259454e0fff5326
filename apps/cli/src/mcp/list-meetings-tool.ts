/**
 * `ma mcp`'s `list_meetings` (served when no `--meeting` is fixed): the vault's meeting names, newest
 * first, bounded like the read tools — at most `limit` names (default 50) and never more than
 * `limits.readChars` characters — with a last line saying how many more there are and how to see
 * them (`offset`) or narrow (`query`).
 * Spec: docs/mcp.md (Which meeting: list_meetings); review6 S13.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import {
  compareNames,
  countNoun,
  dateFromFileName,
  listMeetings,
  matchesEveryWord,
  shownNumber,
  splitMeetingTemplates,
  type Vault,
} from '@ma/core';
import { type ArgumentIssue, invalidArgumentsRefusal, type ToolAnnotations } from '@ma/tools';
import { meetingRefs } from '../vault/resolve-meeting-arg.js';

/** Default and largest `limit` of `list_meetings` (names per call). */
export const LIST_MEETINGS_LIMIT = { default: 50, max: 500 } as const;

/** `list_meetings` as `tools/list` shows it: name, description, JSON Schema, annotations. */
export const LIST_MEETINGS_TOOL = {
  name: 'list_meetings',
  description:
    // At most 200 characters, as every tool description (docs/tools.md); the arguments say the rest.
    "List the vault's meeting names, newest first (pass one as `meeting` to the other tools). " +
    `At most \`limit\` (default ${LIST_MEETINGS_LIMIT.default}); \`offset\` pages; \`query\` keeps names with every word.`,
  inputSchema: {
    type: 'object',
    properties: {
      query: { type: 'string', description: 'Only meetings whose name holds every word of this (any case).' },
      limit: {
        type: 'integer',
        minimum: 1,
        description: `Names to list, >= 1 (default ${LIST_MEETINGS_LIMIT.default}, at most ${LIST_MEETINGS_LIMIT.max}: a larger limit lists ${LIST_MEETINGS_LIMIT.max}).`,
      },
      offset: {
        type: 'integer',
        minimum: 0,
        description: 'Names to skip, newest first (default 0): the next page starts at offset + limit.',
      },
    },
    additionalProperties: false,
  } as Record<string, unknown>,
  annotations: {
    readOnlyHint: true,
    destructiveHint: false,
    idempotentHint: true,
    openWorldHint: false,
  } satisfies ToolAnnotations,
};

/**
 * A whole number argument of any size from `min` up (docs/tools.md, Numeric arguments: huge values
 * follow the range rules, a `limit` above its maximum is clamped by the caller), `fallback` when
 * absent or null; else the issue (L94: named as the tools' shared describer names it:
 * `limit: expected a whole number from 1 to 500, got string "5"`; `shown` is the range it names).
 */
function wholeArg(
  value: unknown,
  name: string,
  fallback: number,
  min: number,
  shown: string,
): number | ArgumentIssue {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min)
    return { path: [name], message: `expected a whole number ${shown}` };
  return value;
}

/**
 * Runs `list_meetings`: core's `listMeetings` without the Obsidian templates among them (core
 * `splitMeetingTemplates`; newcomer session 32 N4), each note named so that the name resolves to it (its file name, or its
 * vault-relative path when notes share the name; reviewA S10), dated by the `YYYY-MM-DD` its file name
 * starts with, else its modification day; sorted newest first (then by name), filtered by `query`,
 * paged by `offset`/`limit`, cut at `limits.readChars` characters; a last line
 * `… 2,957 more meetings (older); pass offset: 50 for the next ones, or query …` when more remain.
 * @param args the call's arguments: `query?` (string), `limit?` (≥ 1; above 500 lists 500), `offset?` (≥ 0, any size).
 * @returns the text and whether it is an error (a bad argument: `refused: …`).
 * @throws PathSafetyError (core) when the meetings folder is refused; I/O errors.
 */
export async function listMeetingsText(
  vault: Vault,
  args: Record<string, unknown>,
): Promise<{ text: string; isError: boolean }> {
  const unknown = Object.keys(args).filter((k) => !['query', 'limit', 'offset'].includes(k));
  if (unknown.length > 0)
    return {
      // R218: every unknown key is named (docs/tools.md, Unknown argument keys), as the tools name them.
      text: `refused: unknown argument${unknown.length === 1 ? '' : 's'} ${unknown.map((k) => JSON.stringify(k)).join(', ')}; list_meetings takes query, limit, offset; call again without the unknown one${unknown.length === 1 ? '' : 's'}`,
      isError: true,
    };
  const limit = wholeArg(
    args.limit,
    'limit',
    LIST_MEETINGS_LIMIT.default,
    1,
    `from 1 to ${LIST_MEETINGS_LIMIT.max}`,
  );
  const offset = wholeArg(args.offset, 'offset', 0, 0, 'from 0 up');
  const query = args.query ?? '';
  // L94: every argument of the wrong type is named with what was given and what is expected.
  const issues: ArgumentIssue[] = [
    ...(typeof limit === 'number' ? [] : [limit]),
    ...(typeof offset === 'number' ? [] : [offset]),
    ...(typeof query === 'string' ? [] : [{ code: 'invalid_type', expected: 'string', path: ['query'] }]),
  ];
  if (
    issues.length > 0 ||
    typeof limit !== 'number' ||
    typeof offset !== 'number' ||
    typeof query !== 'string'
  )
    return { text: invalidArgumentsRefusal(issues, args), isError: true };

  // N4: an Obsidian template kept among the meetings is never offered as one.
  const { meetings: paths } = await splitMeetingTemplates(vault, await listMeetings(vault));
  const refs = meetingRefs(paths);
  const dated = await Promise.all(
    paths.map(async (rel) => {
      // S10: a name two notes share is listed by each note's path (`Meetings/2026/Standup`), which resolves.
      const name = refs.get(rel) ?? rel;
      const fromName = dateFromFileName((rel.split('/').pop() ?? rel).replace(/\.md$/i, ''))?.date;
      const day =
        fromName ??
        (await stat(path.join(vault.root, ...rel.split('/')))
          .then((s) => s.mtime.toISOString().slice(0, 10))
          .catch(() => '0000-00-00'));
      return { name, day };
    }),
  );
  // L445: names of one day in Obsidian's file-explorer order (any case, numbers by value), as the
  // project catalog (core `compareNames`, L443); before, code-point order put `Beta` before `alpha`.
  dated.sort((a, b) => (a.day === b.day ? compareNames(a.name, b.name) : a.day < b.day ? 1 : -1));
  const matches = matchesEveryWord(query);
  const matching = dated.filter((m) => matches(m.name));
  if (paths.length === 0) return { text: '(no meeting notes yet)', isError: false };
  if (matching.length === 0)
    return {
      text: `no meeting name matches ${JSON.stringify(query)} (${countNoun(paths.length, 'meeting', { grouped: true })} in the vault)`,
      isError: false,
    };
  const budget = vault.config.limits.readChars;
  const lines: string[] = [];
  let used = 0;
  let next = offset;
  // A limit above the most lists the most; an offset of any size past the end says so (L64: as written).
  for (const m of matching.slice(offset, offset + Math.min(limit, LIST_MEETINGS_LIMIT.max))) {
    if (used + m.name.length + 1 > budget) break;
    lines.push(m.name);
    used += m.name.length + 1;
    next++;
  }
  const more = matching.length - next;
  if (more > 0)
    lines.push(
      `… ${countNoun(more, 'more meeting', { grouped: true })} (older); pass offset: ${next} for the next ones, or query to find meetings by words of their name`,
    );
  if (lines.length === 0)
    return {
      text: `no meetings past offset ${shownNumber(offset)} (${countNoun(matching.length, 'meeting', { grouped: true })})`,
      isError: false,
    };
  return { text: lines.join('\n'), isError: false };
}
