/**
 * N13: the same argument rules everywhere: search `limit`, write ranges (reads clamp: R9),
 * `from_char` past the end, which kind of cut a search made, unknown argument keys.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const TRANSCRIPT = 'Transcripts/2026-03-10 Remote control functional design.md';

describe('N13: consistent argument rules', () => {
  it('N13: search refuses limit 0 and -1 (as the CLI refuses --limit), clamps a limit above the configured maximum', async () => {
    t = await sampleSession();
    for (const limit of [0, -1])
      expect(await runTool(t.session, 'search', { query: 'remote', limit })).toBe(
        `refused: limit must be a whole number >= 1, got ${limit}; omit limit or pass 1 or more`,
      );
    const big = await runTool(t.session, 'search', { query: 'the', limit: 100_000 });
    expect(big).not.toMatch(/^refused/);
    expect(big.split('\n').filter((l) => /^\S+:\d+ /.test(l)).length).toBeLessThanOrEqual(100);
  });

  it('N13: search says which cut happened: matches left out, or long lines shown as a preview', async () => {
    t = await sampleSession();
    const few = await runTool(t.session, 'search', { query: 'the', limit: 1 });
    expect(few).toContain('… more matches not shown (at most 1 match or');
    expect(few).not.toContain('longer lines');
    const file = path.join(t.root, 'Projects/remote-control/long-line.md');
    await writeFile(file, `${'word '.repeat(400)}zebraquagga ${'tail '.repeat(400)}\n`);
    const long = await runTool(t.session, 'search', { query: 'zebraquagga' });
    expect(long).toContain('… long lines were cut to a preview around the match');
    expect(long).not.toContain('more matches not shown');
  });

  it('N13: writes refuse a reversed or negative range; reads clamp it (R9) and change nothing', async () => {
    t = await sampleSession();
    const before = await readFile(path.join(t.root, TRANSCRIPT), 'utf8');
    await runTool(t.session, 'write_context', { content: 'a\nb\nc\nd\ne\nf' });
    expect(await runTool(t.session, 'write_context', { content: 'x', from: 5, to: 2 })).toMatch(/^refused: /);
    expect(await runTool(t.session, 'write_context', { content: 'x', from: -1, to: 2 })).toMatch(
      /^refused: from must be a whole number >= 1, got -1; nothing was written/,
    );
    // 0 is a filler for "not given" (B31) in reads.
    expect((await runTool(t.session, 'read_transcript', { from: 0, to: 2 })).split('\n')[0]).toBe(
      `${TRANSCRIPT} · lines 1–2 of 603`,
    );
    expect((await runTool(t.session, 'read_transcript', { from: 600, to: 9999 })).split('\n')[0]).toBe(
      `${TRANSCRIPT} · lines 600–603 of 603`,
    );
    expect(await readFile(path.join(t.root, TRANSCRIPT), 'utf8')).toBe(before);
  });

  it('N13: from_char past the end of the line returns nothing and says so', async () => {
    t = await sampleSession();
    const out = await runTool(t.session, 'read_transcript', { from: 10, to: 10, from_char: 999_999 });
    expect(out).toMatch(
      new RegExp(
        `^${TRANSCRIPT} · nothing shown: from_char 999999 is past the end of line 10 \\(\\d+ characters; 603 lines\\)$`,
      ),
    );
  });

  it('N13: an unknown argument key is refused, naming it and the arguments the tool takes; nothing is written', async () => {
    t = await sampleSession();
    const before = await readFile(path.join(t.root, MEETINGS.functional), 'utf8');
    expect(await runTool(t.session, 'read_transcript', { from: 1, extra: 1 })).toBe(
      'refused: unknown argument "extra"; this tool takes from, to, from_char; call again without the unknown one',
    );
    expect(await runTool(t.session, 'add_attendee', { name: 'Zed Example', replace_fle: true })).toMatch(
      /^refused: unknown argument "replace_fle"; this tool takes /,
    );
    expect(await readFile(path.join(t.root, MEETINGS.functional), 'utf8')).toBe(before);
  });
});
