/**
 * R9: every read tool follows docs/tools.md's line-range rule exactly — bounds outside the file
 * are clamped, never an error; a range past the end or reversed is empty and says so — through one
 * shared rule (core `clampRange`), for lines and for `from_char`. Writes keep refusing bad ranges.
 * Real files on a temp copy of the sample vault; a read changes no file.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { toolDefinitions } from '../src/index.js';
import { hashTree } from '../src/test-support/hash-tree.js';
import { runTool } from '../src/test-support/run-tool.js';
import { sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const SIX = 'one\ntwo\nthree\nfour\nfive\nsix\n';

/** Every line-range read tool, each on a six-line file it reads, with its extra arguments. */
async function sixLineReads(root: string): Promise<Array<{ tool: string; args: object; path: string }>> {
  const files = {
    transcript: 'Transcripts/2026-03-10 Remote control functional design.md',
    usernotes: 'Notes/2026-03-10 Remote control functional design.md',
    project: 'Projects/remote-control/six.md',
    glossary: 'Glossary.md',
    summary: 'Summaries/2026-03-09 Remote control kickoff.md',
  };
  for (const rel of Object.values(files)) await writeFile(path.join(root, rel), SIX);
  await writeFile(
    path.join(root, files.summary),
    `---\ndate: 2026-03-09\nprojects: [remote-control]\n---\n${SIX}`.replace(/\n$/, ''),
  );
  return [
    { tool: 'read_transcript', args: {}, path: files.transcript },
    { tool: 'read_usernotes', args: {}, path: files.usernotes },
    { tool: 'read_projectfile', args: { project: 'remote-control', path: 'six.md' }, path: files.project },
    { tool: 'read_glossary', args: {}, path: files.glossary },
  ];
}

describe('R9: read ranges are clamped, never refused', () => {
  it('R9: every read tool clamps from:-1, to past the end, and says so for from past the end and from > to', async () => {
    t = await sampleSession();
    const reads = await sixLineReads(t.root);
    const before = await hashTree(t.root);
    for (const { tool, args, path: rel } of reads) {
      const head = async (range: object) =>
        (await runTool(t.session, tool, { ...args, ...range })).split('\n');
      expect((await head({ from: -1 }))[0], tool).toBe(`${rel} · lines 1–6 of 6`);
      expect((await head({ from: -1, to: 2 })).slice(0, 3), tool).toEqual([
        `${rel} · lines 1–2 of 6`,
        '1│one',
        '2│two',
      ]);
      expect((await head({ to: -3 }))[0], tool).toBe(`${rel} · lines 1–1 of 6`);
      expect((await head({ from: 4, to: 99_999 })).slice(0, 4), tool).toEqual([
        `${rel} · lines 4–6 of 6`,
        '4│four',
        '5│five',
        '6│six',
      ]);
      // Past the end: an empty range with a note, not the last line.
      expect(await head({ from: 99_999 }), tool).toEqual([
        `${rel} · no lines in range: from 99999 is past the end (6 lines)`,
      ]);
      expect(await head({ from: 5, to: 2 }), tool).toEqual([
        `${rel} · no lines in range: from 5 is after to 2 (6 lines)`,
      ]);
      // 0 is "not given" (B31).
      expect((await head({ from: 0, to: 0 }))[0], tool).toBe(`${rel} · lines 1–6 of 6`);
      // Characters: a negative from_char starts at the line's first character.
      expect((await head({ from: 2, to: 2, from_char: -4 })).slice(0, 2), tool).toEqual([
        `${rel} · lines 2–2 of 6`,
        '2│two',
      ]);
    }
    expect(await hashTree(t.root)).toBe(before);
  });

  it('R9: text reads (meeting note, body user notes, context, past summary) follow the same rule', async () => {
    t = await sampleSession();
    await sixLineReads(t.root);
    await runTool(t.session, 'write_context', { content: SIX });
    const before = await hashTree(t.root);
    const note = await runTool(t.session, 'read_meetingnote', { from: -1, to: 1 });
    expect(note.split('\n').slice(1)).toEqual(['1│---']);
    expect(await runTool(t.session, 'read_meetingnote', { from: 99_999 })).toMatch(
      /^Meetings\/2026-03-10 Remote control functional design\.md · no lines in range: from 99999 is past the end \(\d+ lines\)$/,
    );
    const context = await runTool(t.session, 'read_context', { from: 5, to: 2 });
    expect(context).toMatch(/ \(body\) · no lines in range: from 5 is after to 2 \(6 lines\)$/);
    expect((await runTool(t.session, 'read_context', { from: -7 })).split('\n')[0]).toMatch(
      / \(body\) · lines 1–6 of 6$/,
    );
    const summary = 'Summaries/2026-03-09 Remote control kickoff.md';
    const past = await runTool(t.session, 'read_past_project_meeting_summary', {
      summary,
      from: 99_999,
    });
    expect(past).toBe(`${summary} · no lines in range: from 99999 is past the end (10 lines)`);
    expect(
      (await runTool(t.session, 'read_past_project_meeting_summary', { summary, from: -2, to: 1 })).split(
        '\n',
      ),
    ).toEqual([`${summary} · lines 1–1 of 10`, '1│---']);
    expect(await hashTree(t.root)).toBe(before);
  });

  it('R9: the compact profile query_meeting clamps the same way', async () => {
    t = await sampleSession();
    const reads = await sixLineReads(t.root);
    const transcript = reads[0]?.path as string;
    const query = (filters: object) => {
      const def = toolDefinitions(t.session, { profile: 'compact' }).find((d) => d.name === 'query_meeting');
      return def?.execute({ view: 'transcript', filters }) ?? '';
    };
    const out = JSON.parse(await query({ from: -1, to: 1 })) as { text: string };
    expect(out.text.split('\n')).toEqual([`${transcript} · lines 1–1 of 6`, '1│one']);
    const past = JSON.parse(await query({ from: 7 })) as { text: string };
    expect(past.text).toBe(`${transcript} · no lines in range: from 7 is past the end (6 lines)`);
  });

  it('R9: writes still refuse ranges outside the file, reversed and negative ones, and change nothing', async () => {
    t = await sampleSession();
    await sixLineReads(t.root);
    const before = await hashTree(t.root);
    const base = { project: 'remote-control', path: 'six.md', content: 'x' };
    for (const range of [{ from: 5, to: 2 }, { from: -1, to: 2 }, { from: 7, to: 9 }, { insert: 99 }])
      expect(await runTool(t.session, 'write_projectfile', { ...base, ...range })).toMatch(/^refused: /);
    expect(await hashTree(t.root)).toBe(before);
  });
});
