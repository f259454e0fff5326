/**
 * Review3 M4 (the part `ma import` cannot reach): control characters pasted or typed into vault notes directly — a
 * transcript, user notes, a project file — are shown written out by every read tool (`read_transcript`,
 * `read_usernotes`, `read_projectfile`, `read_meetingnote`, `search`; so `ma tool`, `ma search`, `ma mcp` and the
 * agent): `\x1b`, `\x07`, `\u202e`, never the raw character a terminal would run. Tabs, and the bidi marks and
 * right-to-left text of ordinary writing, stay as they are. Line and character counts (`from_char`, "characters
 * A–B of N") still count the file's characters. Real files in a temp sample vault copy, the real rg.
 * Spec: docs/tools.md (Read output); review3 M4, M10; review N17.
 */
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters under test
const RAW = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
const TRANSCRIPT = 'Transcripts/2026-03-10 Remote control functional design.md';
const NOTES = 'Notes/2026-03-10 Remote control functional design.md';
const HOSTILE = 'hi \u001b]0;pwned\u0007 there \u001b[2K zebraword \u202eevil\u202c\u0085x\u009b';
const SHOWN = 'hi \\x1b]0;pwned\\x07 there \\x1b[2K zebraword \\u202eevil\\u202c\\x85x\\x9b';

/** Total lines of a vault file. */
async function lineCount(rel: string): Promise<number> {
  return (await readFile(path.join(t.root, rel), 'utf8')).replace(/\n$/, '').split('\n').length;
}

describe('M4: control characters in vault notes are written out by the read tools', () => {
  it('M4: read_transcript shows a pasted ESC/OSC/BEL/bidi override/C1 line written out, never raw', async () => {
    t = await sampleSession(MEETINGS.functional);
    await appendFile(path.join(t.root, TRANSCRIPT), `[00:40:00] **Bob:** ${HOSTILE}\n`);
    const n = await lineCount(TRANSCRIPT);
    const out = await runTool(t.session, 'read_transcript', { from: n, to: n });
    expect(out).toContain(`${n}│[00:40:00] **Bob:** ${SHOWN}`);
    expect(out).not.toMatch(RAW);
  });

  it('M4: a line cut by the budget is cut on the characters shown, and from_char still counts file characters', async () => {
    t = await sampleSession(MEETINGS.functional);
    // Half the budget in raw characters: it would fit unescaped, but not written out.
    const line = `${'\u001b'.repeat(Math.floor(t.session.limits.readChars / 2))}end`;
    await appendFile(path.join(t.root, TRANSCRIPT), `${line}\n`);
    const n = await lineCount(TRANSCRIPT);
    const first = await runTool(t.session, 'read_transcript', { from: n, to: n });
    expect(first).not.toMatch(RAW);
    const shown = first.split('\n').find((l) => l.startsWith(`${n}│`)) ?? '';
    // The budget (limits.readChars) holds for what is shown, not for the raw characters.
    expect(shown.length).toBeLessThanOrEqual(t.session.limits.readChars + 10);
    const next = /from_char=(\d+)/.exec(first);
    expect(next).not.toBeNull();
    const at = Number(next?.[1]);
    // Every ESC shown so far is counted as one character of the line.
    expect(at - 1).toBe((shown.match(/\\x1b/g) ?? []).length);
    let rest = '';
    for (let from = at; ; ) {
      const part = await runTool(t.session, 'read_transcript', { from: n, to: n, from_char: from });
      expect(part).not.toMatch(RAW);
      rest += (part.split('\n').find((l) => l.startsWith(`${n}│`)) ?? '')
        .replace(/^\d+│…?/, '')
        .replace(/…$/, '');
      const more = /from_char=(\d+)/.exec(part);
      if (!more) break;
      from = Number(more[1]);
    }
    expect(rest.endsWith('end')).toBe(true);
  });

  it('M4: read_usernotes, read_projectfile and search write them out too; tabs and RTL marks stay', async () => {
    t = await sampleSession(MEETINGS.functional);
    await appendFile(path.join(t.root, NOTES), `- ${HOSTILE}\n- a\tb \u200fشكرا\u200f\n`);
    await writeFile(path.join(t.root, 'Projects/remote-control/notes.md'), `${HOSTILE}\n`);
    const notes = await runTool(t.session, 'read_usernotes', {});
    expect(notes).toContain(`- ${SHOWN}`);
    expect(notes).toContain('- a\tb \u200fشكرا\u200f');
    expect(notes).not.toMatch(RAW);
    const file = await runTool(t.session, 'read_projectfile', {
      project: 'remote-control',
      path: 'notes.md',
    });
    expect(file).toContain(`1│${SHOWN}`);
    expect(file).not.toMatch(RAW);
    const found = await runTool(t.session, 'search', { query: 'zebraword' });
    expect(found).toContain(`Projects/remote-control/notes.md:1 ${SHOWN}`);
    expect(found).not.toMatch(RAW);
  });
});
