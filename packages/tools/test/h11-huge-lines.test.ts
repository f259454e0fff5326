/**
 * Issue 9 H11 in the read tools: every file-like read reaches the end of a 59,000-character
 * line within its output budget by following the read-on hint (`from_char`), and
 * read_transcript reports only what it showed.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const LINE = Array.from({ length: 7000 }, (_, i) => `w${String(i).padStart(5, '0')}-x`)
  .join(' ')
  .slice(0, 59_000);
// 59,000 characters, no line break.

/** Calls `tool` with `args`, then follows each `from=…, from_char=…` hint; returns every output. */
async function readAll(tool: string, args: Record<string, unknown>): Promise<string[]> {
  const outs: string[] = [];
  let next: Record<string, unknown> | null = args;
  while (next && outs.length < 10) {
    const out = await runTool(t.session, tool, next);
    outs.push(out);
    const m = /with (?:.*, )?from=(\d+), from_char=(\d+) to read on$/.exec(out);
    next = m ? { ...args, from: Number(m[1]), from_char: Number(m[2]) } : null;
  }
  return outs;
}

/** The text of line `n` across outputs (number and `…` cut marks removed). */
function lineText(outs: string[], n: number): string {
  return outs
    .map((o) =>
      (o.split('\n').find((l) => l.startsWith(`${n}│`)) ?? '').replace(`${n}│`, '').replace(/^…/, ''),
    )
    .map((l) => l.replace(/…$/, ''))
    .join('');
}

describe('H11: huge lines in the read tools', () => {
  it('H11: read_projectfile and read_usernotes reach the end of a 59,000-character line within the budget', async () => {
    t = await sampleSession(MEETINGS.functional);
    await writeFile(path.join(t.root, 'Projects/remote-control/long.md'), `# Long\n${LINE}\nlast line\n`);
    const outs = await readAll('read_projectfile', { project: 'remote-control', path: 'long.md' });
    expect(outs.length).toBe(3);
    for (const o of outs) expect(o.length).toBeLessThan(t.vault.config.limits.readChars + 400);
    expect(lineText(outs, 2)).toBe(LINE);
    expect(outs.at(-1)).toMatch(/\n3│last line$/);
    expect(outs[0]).toMatch(
      /\n… line 2 continues; call read_projectfile with project=remote-control, path=long\.md, from=2, from_char=\d+ to read on$/,
    );

    await writeFile(path.join(t.root, 'Notes/2026-03-10 Remote control functional design.md'), `${LINE}\n`);
    const notes = await readAll('read_usernotes', {});
    expect(lineText(notes, 1)).toBe(LINE);
  });

  it('H11: read_transcript reports whole lines and the part of a long line it showed', async () => {
    t = await sampleSession(MEETINGS.functional);
    const rel = 'Transcripts/2026-03-10 Remote control functional design.md';
    await writeFile(path.join(t.root, rel), `---\nlanguage: en\n---\n${LINE}\n`);
    const outs = await readAll('read_transcript', {});
    expect(lineText(outs, 4)).toBe(LINE);
    const parts = t.reads.map((r) => r.partial);
    expect(t.reads[0]).toMatchObject({ from: 1, to: 3, partial: { line: 4, from: 1 } });
    expect(parts.at(-1)).toMatchObject({ line: 4, to: 59_000, length: 59_000 });
    // The parts join up: each starts right after the previous one ended.
    for (let i = 1; i < parts.length; i++) expect(parts[i]?.from).toBe((parts[i - 1]?.to ?? 0) + 1);
  });
});
