/**
 * S15 follow-up (hostile review 6): a passage the user hid in the TRANSCRIPT with `%% … %%` or
 * `<!-- -->` (off the record) is left out by read_transcript as read_usernotes and read_meetingnote
 * leave comments out: lines kept empty so numbers and citations hold, a line saying how many; also
 * in the compact profile (`query_meeting` view transcript) and for a ranged read far into a big
 * transcript read through the line index. Real files on a temp copy of the sample vault.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';
import { toolDefinitions } from '../src/tool-definitions.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const TRANSCRIPT = 'Transcripts/2026-03-10 Remote control functional design.md';

/** The sample transcript with an off-the-record block over lines 9-11 and an HTML comment in line 12. */
async function withOffTheRecord(): Promise<string[]> {
  const abs = path.join(t.root, TRANSCRIPT);
  const lines = (await readFile(abs, 'utf8')).split('\n');
  lines.splice(
    8,
    0,
    '%%',
    '[00:00:18] **Marketing:** Off the record: we lay off the Leeds team in June.',
    '%%',
    '[00:00:18] **Marketing:** Okay. <!-- salary band 72k -->',
  );
  await writeFile(abs, lines.join('\n'));
  return lines;
}

describe('S15: read_transcript leaves the private comments of the transcript out', () => {
  it('granular and compact: hidden, lines kept empty with their numbers, the result says how many', async () => {
    t = await sampleSession(MEETINGS.functional);
    await withOffTheRecord();
    const out = await runTool(t.session, 'read_transcript', { from: 7, to: 13 });
    expect(out).not.toMatch(/Leeds|72k|salary/);
    expect(out).toMatch(/^9│$/m);
    expect(out).toMatch(/^12│\[00:00:18\] \*\*Marketing:\*\* Okay\. ?$/m);
    expect(out).toMatch(/^13│/m);
    expect(out).toMatch(/\(4 lines of the transcript held the user's private comments/);
    const query = toolDefinitions(t.session, { profile: 'compact' }).find((d) => d.name === 'query_meeting');
    const compact = String(await query?.execute({ view: 'transcript', filters: { from: 7, to: 13 } }));
    expect(compact).not.toMatch(/Leeds|72k/);
    expect(compact).toMatch(/4 lines of the transcript held/);
  });

  it('a big transcript: a range far inside a block opened thousands of lines before is hidden, on the first and later reads', async () => {
    t = await sampleSession(MEETINGS.functional);
    const abs = path.join(t.root, TRANSCRIPT);
    const head = (await readFile(abs, 'utf8')).split('\n').slice(0, 7); // frontmatter
    const body = Array.from({ length: 40_000 }, (_, i) =>
      i === 2_000 || i === 30_000
        ? '%%'
        : `[01:00:00] **Marketing:** line ${i} ${i > 2_000 && i < 30_000 ? 'SECRET' : 'public'}`,
    );
    await writeFile(abs, [...head, ...body].join('\n'));
    const from = 7 + 25_000;
    for (const round of [1, 2]) {
      const out = await runTool(t.session, 'read_transcript', { from, to: from + 2 });
      expect(out, `read ${round}`).not.toContain('SECRET');
      expect(out, `read ${round}`).toMatch(new RegExp(`^${from}│$`, 'm'));
      expect(out, `read ${round}`).toMatch(/3 lines of the transcript held/);
      const after = await runTool(t.session, 'read_transcript', { from: 30_010, to: 30_011 });
      expect(after, `read ${round}`).toContain('public');
      expect(after, `read ${round}`).not.toMatch(/held the user's private comments/);
    }
  });
});
