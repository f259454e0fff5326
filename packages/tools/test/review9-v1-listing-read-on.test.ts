/**
 * review9 V1, the same kind in the other listing tools: `list_project_catalog` was cut at
 * `limits.readChars` with only "pass query" as a way on, so the projects past the cut could not be
 * listed; `list_past_project_meetings` stopped at its `limit` (at most 100) with "raise limit", so
 * the summaries past the 100th could not be listed. Both now page by `offset`, every cut names the
 * exact call that reads on (the query, project and limit given kept), at least one entry is shown
 * however small the budget, and the compact views `catalog` and `past_meetings` take `offset` and
 * read on with the `query_meeting` call. Real files in a temp copy of the sample vault.
 * Spec: docs/tools.md (`list_project_catalog`, `list_past_project_meetings`; Compact profile); review9 V1.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openVault } from '@ma/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createToolSession, toolDefinitions } from '../src/index.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

/** The read-on hint of a granular listing's last line, as the arguments it names; null when none. */
/**
 * `t` with a new session on the same vault copy whose `limits.readChars` is `n` (an opened vault's
 * configuration is checked and frozen: R64).
 */
async function setReadChars(n: number): Promise<void> {
  const vault = await openVault(t.root, {
    ...t.vault.config,
    limits: { ...t.vault.config.limits, readChars: n },
  });
  t = { ...t, vault, session: await createToolSession({ vault, meetingPath: MEETINGS.functional }) };
}

function readOnArgs(out: string, tool: string): Record<string, unknown> | null {
  const last = out.split('\n').at(-1) ?? '';
  const m = new RegExp(`^… [^\\n]* not shown[^;]*; call ${tool} with (.*) to read on$`).exec(last);
  if (!m) return null;
  const named = m[1] as string;
  const args: Record<string, unknown> = {};
  const query = /query=("(?:[^"\\]|\\.)*"), /.exec(named);
  if (query) args.query = JSON.parse(query[1] as string);
  const rest = query ? named.replace(query[0], '') : named;
  for (const part of rest.split(', ')) {
    const [k, v] = part.split('=') as [string, string];
    args[k] = k === 'project' ? v : Number(v);
  }
  return args;
}

/** Follows every read-on hint from `args`: every page's text. */
async function pagesOf(tool: string, args: Record<string, unknown>): Promise<string[]> {
  const pages: string[] = [];
  let next: Record<string, unknown> | null = args;
  while (next) {
    const out = await runTool(t.session, tool, next);
    expect(out).not.toMatch(/^refused/);
    pages.push(out);
    next = readOnArgs(out, tool);
    expect(pages.length).toBeLessThan(200);
  }
  return pages;
}

/** The compact `query_meeting` of the session. */
function queryMeeting() {
  const query = toolDefinitions(t.session, { profile: 'compact' }).find((d) => d.name === 'query_meeting');
  if (!query) throw new Error('no query_meeting');
  return query;
}

/** Follows a compact view's read-on calls from `filters`: every page's text. */
async function compactPages(view: string, filters: Record<string, unknown>): Promise<string[]> {
  const query = queryMeeting();
  const pages: string[] = [];
  let next: Record<string, unknown> | null = filters;
  while (next) {
    const result = JSON.parse(await query.execute({ view, filters: next })) as { view: string; text: string };
    expect(result.view, JSON.stringify(result)).toBe(view);
    pages.push(result.text);
    const last = result.text.split('\n').at(-1) ?? '';
    expect(last).not.toMatch(/list_project_catalog|list_past_project_meetings/);
    const m = /; call query_meeting with (\{.*\}) to read on$/.exec(last);
    const call = m
      ? (JSON.parse(m[1] as string) as { view: string; filters: Record<string, unknown> })
      : null;
    if (call) expect(call.view).toBe(view);
    next = call?.filters ?? null;
    expect(pages.length).toBeLessThan(200);
  }
  return pages;
}

const PROJECT_LINE = /^([\w-]+)\*?: /;
/** The project ids a catalog page lists. */
const idsOf = (page: string) =>
  page
    .split('\n')
    .map((l) => PROJECT_LINE.exec(l)?.[1])
    .filter((id): id is string => id !== undefined);

async function manyProjects(n: number): Promise<void> {
  for (let i = 1; i <= n; i++) {
    const id = `client-${String(i).padStart(4, '0')}`;
    await mkdir(path.join(t.root, 'Projects', id), { recursive: true });
    await writeFile(
      path.join(t.root, 'Projects', id, 'PROJECT.md'),
      `---\nname: Client ${i}\ndescription: Work for client number ${i}, a rather long description of the engagement\n---\n`,
    );
  }
}

/** `n` summaries of remote-control, each of its own day before the sample meeting (2026-03-10). */
async function manySummaries(n: number): Promise<string[]> {
  const paths: string[] = [];
  for (let i = 0; i < n; i++) {
    const day = new Date(Date.UTC(2025, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
    const rel = `Summaries/${day} Weekly sync.md`;
    await writeFile(
      path.join(t.root, rel),
      `---\ndate: ${day}\nprojects: [remote-control]\n---\n## Summary\nweek ${i}\n`,
    );
    paths.push(rel);
  }
  return paths;
}

// Each test pages through hundreds of notes a call at a time (every page lists the folder again): 30 s is too
// little on a loaded machine. A guard against a hang, not a speed check.
describe('review9 V1: the other listing tools read on past their cut', { timeout: 120_000 }, () => {
  it('V1: list_project_catalog pages by offset; every cut names the call; every project is reachable', async () => {
    t = await sampleSession(MEETINGS.functional, { limits: { readChars: 2000 } });
    await manyProjects(300);
    const first = await runTool(t.session, 'list_project_catalog', {});
    expect(first).not.toMatch(/not shown; pass query/);
    const hint = readOnArgs(first, 'list_project_catalog');
    expect(hint, first.split('\n').at(-1)).toEqual({ offset: idsOf(first).length });
    // The way to narrow is still said.
    expect(first.split('\n').at(-1)).toContain('pass query to find a project');
    const pages = await pagesOf('list_project_catalog', {});
    const ids = pages.flatMap(idsOf);
    expect(ids).toHaveLength(303); // the sample vault's 3 and the 300 written
    expect(new Set(ids).size).toBe(303);
    expect(ids).toContain('client-0300');
    // A later page says where it starts; the count in a cut line is what is left.
    expect(pages[1]?.split('\n')[0]).toBe(`303 projects; from project ${(hint?.offset as number) + 1}`);
    const left = Number(/; ([\d,]+) more projects not shown/.exec(first.split('\n').at(-1) ?? '')?.[1]);
    expect(left).toBe(303 - (hint?.offset as number));
    expect(pages.at(-1)).not.toContain('to read on');
  });

  it('V1: a query pages with the query in the hint; past the end and a negative offset; one project a page at least', async () => {
    t = await sampleSession(MEETINGS.functional, { limits: { readChars: 1000 } });
    await manyProjects(150);
    const first = await runTool(t.session, 'list_project_catalog', { query: 'client number' });
    expect(readOnArgs(first, 'list_project_catalog')).toEqual({
      query: 'client number',
      offset: idsOf(first).length,
    });
    const pages = await pagesOf('list_project_catalog', { query: 'client number' });
    expect(pages.flatMap(idsOf)).toEqual(
      Array.from({ length: 150 }, (_, i) => `client-${String(i + 1).padStart(4, '0')}`),
    );
    expect(pages[1]?.split('\n')[0]).toMatch(/^150 projects match "client number"; from project \d+$/);
    expect(await runTool(t.session, 'list_project_catalog', { query: 'client number', offset: 150 })).toBe(
      '150 projects match "client number"; none past offset 150 (offset 0 lists from the first)',
    );
    expect(await runTool(t.session, 'list_project_catalog', { offset: -1 })).toBe(
      'refused: offset must be a whole number >= 0, got -1; omit offset or pass 0 or more',
    );
    // A budget too small for one project still shows one a page, and reads on.
    await setReadChars(10);
    const tiny = await runTool(t.session, 'list_project_catalog', { offset: 5 });
    expect(idsOf(tiny)).toHaveLength(1);
    expect(readOnArgs(tiny, 'list_project_catalog')).toEqual({ offset: 6 });
  });

  it('V1: the compact view catalog takes offset and its cut names the query_meeting call', async () => {
    t = await sampleSession(MEETINGS.functional, { limits: { readChars: 1500 } });
    await manyProjects(100);
    const all = await compactPages('catalog', {});
    expect(all.length).toBeGreaterThan(2);
    expect(new Set(all.flatMap(idsOf)).size).toBe(103);
    const some = await compactPages('catalog', { query: 'engagement' });
    expect(some.flatMap(idsOf)).toHaveLength(100);
  });

  it('V1: list_past_project_meetings pages past its largest limit by offset; every stop names the call', async () => {
    t = await sampleSession(MEETINGS.functional, { limits: { readChars: 24_000 } });
    const written = await manySummaries(130);
    const first = await runTool(t.session, 'list_past_project_meetings', {});
    expect(first).not.toContain('raise limit');
    expect(readOnArgs(first, 'list_past_project_meetings')).toEqual({ offset: 20 });
    const listed = (pages: string[]) =>
      pages.flatMap((p) =>
        p
          .split('\n')
          .filter((l) => l.includes(' · '))
          .map((l) => l.split(' · ')[0]),
      );
    const pages = await pagesOf('list_past_project_meetings', { project: 'remote-control', limit: 100 });
    expect(readOnArgs(pages[0] as string, 'list_past_project_meetings')).toEqual({
      project: 'remote-control',
      limit: 100,
      offset: 100,
    });
    const paths = listed(pages);
    for (const p of written) expect(paths).toContain(p);
    expect(new Set(paths).size).toBe(paths.length);
    expect(pages[1]?.split('\n')[0]).toMatch(/^\d+ past meeting summaries; from summary 101$/);
    expect(pages.at(-1)).not.toContain('to read on');
    const total = paths.length;
    expect(await runTool(t.session, 'list_past_project_meetings', { offset: total })).toBe(
      `${total} past meeting summaries; none past offset ${total} (offset 0 lists from the newest)`,
    );
    expect(await runTool(t.session, 'list_past_project_meetings', { offset: -2 })).toBe(
      'refused: offset must be a whole number >= 0, got -2; omit offset or pass 0 or more',
    );
    // Cut at limits.readChars too (at least one a page), with the same call to read on.
    await setReadChars(300);
    const cut = await runTool(t.session, 'list_past_project_meetings', { limit: 50 });
    expect(cut.split('\n').at(-1)).toMatch(
      /^… cut at 300 characters; [\d,]+ older summaries not shown; call list_past_project_meetings with limit=50, offset=\d+ to read on$/,
    );
    expect(listed(await pagesOf('list_past_project_meetings', { limit: 50 }))).toEqual(paths);
    // The compact view past_meetings reads on the same way.
    await setReadChars(24_000);
    expect(listed(await compactPages('past_meetings', { project: 'remote-control' }))).toEqual(paths);
  });
});
