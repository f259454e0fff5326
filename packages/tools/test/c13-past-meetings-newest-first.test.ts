/**
 * Spec audit C13 (docs/tools.md: list_past_project_meetings lists "summary notes whose `projects`
 * intersect the scope, newest first"): the whole order is checked, not only the first entries —
 * dates planted against file-name order (names sort the other way), two on one day told apart by their time. Real files in
 * a temp copy of the sample vault (meeting: 2026-03-10 functional design, bound to remote-control).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

async function put(rel: string, date: string): Promise<void> {
  const file = path.join(t.root, rel);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `---\ndate: ${date}\nprojects: [remote-control]\n---\n## Summary\nx\n`);
}

describe('C13 list_past_project_meetings lists newest first', () => {
  it('C13 every listed summary is older than the one above it (day, then time)', async () => {
    t = await sampleSession(MEETINGS.functional);
    await put('Summaries/A oldest.md', '2026-02-01');
    await put('Summaries/B middle.md', '2026-03-05');
    await put('Summaries/C evening.md', '2026-03-08T18:00:00+01:00');
    await put('Summaries/D morning.md', '2026-03-08T09:00:00+01:00');
    await put('Summaries/E early.md', '2026-01-15');
    const out = await runTool(t.session, 'list_past_project_meetings', {});
    const listed = out
      .split('\n')
      .filter((l) => l.startsWith('Summaries/'))
      .map((l) => l.split(' · ')[0]);
    expect(listed).toEqual([
      'Summaries/2026-03-09 Remote control kickoff.md',
      'Summaries/C evening.md',
      'Summaries/D morning.md',
      'Summaries/B middle.md',
      'Summaries/A oldest.md',
      'Summaries/E early.md',
    ]);
  });
});
