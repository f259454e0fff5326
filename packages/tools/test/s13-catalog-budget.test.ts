/**
 * Review 6 S13 (tools half): `list_project_catalog` stops at `limits.readChars` like the other list and read tools,
 * with a line saying how many projects were not shown and how to narrow (`query`: words of the id, name or
 * description); `query` filters. Granular and compact (`catalog` view). Real project folders in a temp copy of the
 * sample vault.
 * Spec: docs/tools.md (`list_project_catalog`, output budgets); review6 S13.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { toolDefinitions } from '../src/index.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

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

describe('S13: list_project_catalog has a budget and a filter', () => {
  it('stops at limits.readChars with a line naming how many more and how to narrow', async () => {
    t = await sampleSession(MEETINGS.functional, { limits: { readChars: 2000 } });
    await manyProjects(120);
    const out = await runTool(t.session, 'list_project_catalog', {});
    expect(out.length).toBeLessThanOrEqual(2000 + 200);
    const last = out.split('\n').at(-1)!;
    // review9 V1: the cut names the call that reads on, and still how to narrow.
    expect(last).toMatch(
      /^… cut at 2000 characters; \d+ more projects not shown \(or pass query .*\); call list_project_catalog with offset=\d+ to read on$/,
    );
    const shown = out.split('\n').length - 1;
    expect(Number(last.match(/(\d+) more projects/)![1]) + shown).toBe(123);
    const compact = toolDefinitions(t.session, { profile: 'compact' }).find(
      (d) => d.name === 'query_meeting',
    )!;
    expect(await compact.execute({ view: 'catalog' })).toContain('more projects not shown');
  });

  it('query keeps the projects whose id, name or description hold every word (any case)', async () => {
    t = await sampleSession(MEETINGS.functional, { limits: { readChars: 2000 } });
    await manyProjects(120);
    const out = await runTool(t.session, 'list_project_catalog', { query: 'NUMBER 117' });
    expect(out.split('\n')).toEqual([
      'client-0117: Client 117 — Work for client number 117, a rather long description of the engagement',
    ]);
    expect(await runTool(t.session, 'list_project_catalog', { query: 'remote' })).toMatch(
      /^remote-control\*: /,
    );
    expect(await runTool(t.session, 'list_project_catalog', { query: 'zzz' })).toBe(
      'no project matches "zzz" (123 projects in the vault)',
    );
    const compact = toolDefinitions(t.session, { profile: 'compact' }).find(
      (d) => d.name === 'query_meeting',
    )!;
    expect(await compact.execute({ view: 'catalog', filters: { query: 'number 117' } })).toContain(
      'client-0117',
    );
  });
});
