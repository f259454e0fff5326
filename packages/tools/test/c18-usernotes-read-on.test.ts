/**
 * C18 (spec audit, session 24): "Large results are cut … with a last line saying how to read on"
 * (docs/tools.md, Read output), and a meeting may list several user-notes notes, each read by
 * `note` (review6 S8). A cut read of the second note said `call read_usernotes with from=16 to read
 * on`, without the note: that call reads the FIRST note from line 16, so a model following the hint
 * skipped the rest of the note it was reading. In the compact profile the hint was not rewritten at
 * all (`call read_usernotes …`, a tool a compact session cannot call): the `also read:` line after it
 * hid it from the rewrite, as the private-comments line does for every read that has one.
 * Following each hint from the first read must show the whole note once, in both profiles.
 * Real sample-vault copy with two long user-notes notes and a 1,000-character read budget.
 * Spec: docs/tools.md (Read output; read_usernotes and several user-notes notes; Compact profile:
 * "A cut read ends with the call that reads on"); review6 S8.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { toolDefinitions } from '../src/index.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const NAME = '2026-03-10 Remote control functional design';

/** Two note-takers: the sample's notes and a long whiteboard note, with a private comment in it. */
async function twoLongNotes(): Promise<string[]> {
  const board = Array.from({ length: 60 }, (_, i) => `- whiteboard item ${i + 1} with a few words of text`);
  board[3] = '- %% private: ask Ann later %% whiteboard item 4';
  await writeFile(path.join(t.root, 'Notes/Whiteboard.md'), `${board.join('\n')}\n`);
  const file = path.join(t.root, MEETINGS.functional);
  const text = await readFile(file, 'utf8');
  await writeFile(
    file,
    text.replace(/^usernotes:.*$/m, `usernotes:\n  - "[[Notes/${NAME}]]"\n  - "[[Notes/Whiteboard]]"`),
  );
  return board;
}

/** The numbered lines a read showed: line number → text. */
function shown(out: string): Map<number, string> {
  const lines = new Map<number, string>();
  for (const m of out.matchAll(/^(\d+)│(.*)$/gm)) lines.set(Number(m[1]), m[2] as string);
  return lines;
}

describe('C18: a cut read of one of several user-notes notes reads on in that note', () => {
  it('C18: granular: the hint names the note, and following it shows the whole second note', async () => {
    t = await sampleSession(MEETINGS.functional, { limits: { readChars: 1000 } });
    const board = await twoLongNotes();
    let out = await runTool(t.session, 'read_usernotes', { note: 'Notes/Whiteboard.md' });
    const seen = new Map<number, string>();
    for (let calls = 1; ; calls++) {
      expect(out).toMatch(/^Notes\/Whiteboard\.md · lines /);
      for (const [n, line] of shown(out)) seen.set(n, line);
      const hint = /call read_usernotes with note="Notes\/Whiteboard\.md", from=(\d+) to read on$/m.exec(out);
      if (!hint) break;
      expect(calls).toBeLessThan(20);
      out = await runTool(t.session, 'read_usernotes', {
        note: 'Notes/Whiteboard.md',
        from: Number(hint[1]),
      });
    }
    expect(seen.size).toBe(board.length);
    expect(seen.get(60)).toBe('- whiteboard item 60 with a few words of text');
    // The first note, the default, keeps a hint that reads on in it too.
    const first = await runTool(t.session, 'read_usernotes', {});
    expect(first).toMatch(/^Notes\/2026-03-10 /);
  });

  it('C18: compact: the hint is the query_meeting call with the path, also with lines after it', async () => {
    t = await sampleSession(MEETINGS.functional, { limits: { readChars: 1000 } });
    const board = await twoLongNotes();
    const query = toolDefinitions(t.session, { profile: 'compact' }).find((d) => d.name === 'query_meeting')!;
    const read = async (filters: Record<string, unknown>) =>
      (JSON.parse(await query.execute({ view: 'usernotes', filters })) as { text: string }).text;
    let out = await read({ path: 'Notes/Whiteboard.md' });
    // The private comment's line and the other note's line follow the hint.
    expect(out).toMatch(/\n… cut at 1000 characters; call query_meeting with .*\n\(1 line of the notes held/);
    const seen = new Map<number, string>();
    for (let calls = 1; ; calls++) {
      expect(out).not.toContain('read_usernotes');
      for (const [n, line] of shown(out)) seen.set(n, line);
      const hint = /call query_meeting with (\{.*\}) to read on$/m.exec(out);
      if (!hint) break;
      expect(calls).toBeLessThan(20);
      const call = JSON.parse(hint[1] as string) as { view: string; filters: Record<string, unknown> };
      expect(call.view).toBe('usernotes');
      expect(call.filters.path).toBe('Notes/Whiteboard.md');
      out = await read(call.filters);
    }
    expect(seen.size).toBe(board.length);
  });
});
