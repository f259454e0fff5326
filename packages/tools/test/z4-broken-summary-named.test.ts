/**
 * Z4 (review13): a past summary whose frontmatter cannot be parsed (a hand edit gone wrong: an
 * unclosed quote) was skipped in silence by `list_past_project_meetings`, `search` and
 * `read_past_project_meeting_summary`. Its projects cannot be read, so it may be of the scope:
 * every scope names it, with the YAML line. Here few summaries are simply read; with the vault's
 * index database (whole `ma search` processes) see apps/cli/test/z4-broken-summary-index.test.ts.
 * Real files and the real rg on a temp copy of the sample vault.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isRefusal, refusalMessage } from '../src/index.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const BROKEN =
  '---\ndate: 2026-03-01\nprojects: [remote-control]\ntitle: "unclosed\n---\n## Summary\n- zebrabroken\n';

async function note(name: string, text: string): Promise<void> {
  await writeFile(path.join(t.root, 'Summaries', `${name}.md`), text);
}

async function good(name: string, projects = '[remote-control]'): Promise<void> {
  await note(name, `---\ndate: 2026-03-01\nprojects: ${projects}\n---\n## Summary\n- ${name} zebragood\n`);
}

async function expectNamed(): Promise<void> {
  const list = await runTool(t.session, 'list_past_project_meetings', {});
  const listNote = list.split('\n').find((l) => l.startsWith('note: ')) ?? '';
  expect(listNote, list).toContain('1 summary note is left out, since their frontmatter cannot be read');
  expect(listNote).toMatch(/Summaries\/Broken\.md \([^)]*line \d+/);

  const search = await runTool(t.session, 'search', { query: 'zebra(good|broken)' });
  expect(search).toContain('zebragood');
  expect(search).toMatch(
    /note: 1 summary note is not searched, since their frontmatter cannot be read.*Summaries\/Broken\.md/,
  );

  const read = await runTool(t.session, 'read_past_project_meeting_summary', { summary: 'Broken' });
  expect(isRefusal(read)).toBe(true);
  expect(refusalMessage(read)).toContain('Summaries/Broken.md (');
}

describe('Z4: a past summary with broken frontmatter is named, never dropped in silence', () => {
  it('Z4: named by list, search and read, with the YAML line, while few summaries are simply read', async () => {
    t = await sampleSession(MEETINGS.functional);
    await good('Good');
    await note('Broken', BROKEN);
    await expectNamed();
  });

  it('Z4: a broken note is named in a scope of other projects too (its projects cannot be read)', async () => {
    t = await sampleSession(MEETINGS.functional);
    await note('Broken', BROKEN.replace('[remote-control]', '[another-project]'));
    const list = await runTool(t.session, 'list_past_project_meetings', {});
    expect(list).toContain('Summaries/Broken.md');
    expect(list).toContain('left out');
  });
});
