/**
 * Review 5 Q12: a name or word a tool writes (an attendee added, a speaker's new name, a dictation word) holds no
 * invisible character that makes a look-alike ("Marketing" + U+200B next to "Marketing") and is never invisible
 * altogether; every file stays as it was. Removing or relabelling an existing look-alike still works.
 * Spec: review5 Q12; review4 P23; docs/hostile-cases.md B18.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isRefusal } from '../src/index.js';
import { hashTree } from '../src/test-support/hash-tree.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
beforeEach(async () => {
  t = await sampleSession(MEETINGS.functional);
});
afterEach(async () => t?.cleanup());

describe('Q12: invisible characters in names', () => {
  it('refuses look-alike and invisible names and words; nothing changes', async () => {
    const before = await hashTree(t.root);
    const calls: [string, Record<string, unknown>, RegExp][] = [
      ['add_attendee', { name: 'Marketing\u200b' }, /contains invisible characters/],
      ['add_attendee', { name: '\u200b' }, /empty to a reader/],
      ['add_attendee', { name: 'Ann\u00adLee' }, /contains invisible characters/],
      ['override_speaker', { speaker: 'Marketing', name: '\u2060', from: 8, to: 8 }, /empty to a reader/],
      [
        'override_speaker',
        { speaker: 'Marketing', name: 'Mar\ufeffketing' },
        /contains invisible characters/,
      ],
      ['add_dictation_word', { word: '\u200b' }, /empty to a reader/],
      ['add_dictation_word', { word: '\u00ad' }, /empty to a reader/],
      ['add_dictation_word', { word: 'Kine\u2060tic' }, /contains invisible characters/],
    ];
    for (const [tool, args, why] of calls) {
      const out = await runTool(t.session, tool, args);
      expect(isRefusal(out), `${tool} ${JSON.stringify(args)}: ${out}`).toBe(true);
      expect(out).toMatch(why);
    }
    expect(await hashTree(t.root)).toBe(before);
  });

  it('names with ZWJ/ZWNJ (scripts and emoji need them) are accepted', async () => {
    const out = await runTool(t.session, 'add_dictation_word', { word: 'می\u200cخواهم' });
    expect(out).toMatch(/^added /);
  });

  it('an existing look-alike attendee can still be removed', async () => {
    const note = path.join(t.root, MEETINGS.functional);
    const text = await readFile(note, 'utf8');
    await writeFile(note, text.replace(/^attendees:\n/m, 'attendees:\n  - "Zed\u200b"\n'));
    const out = await runTool(t.session, 'remove_attendee', { name: 'Zed\u200b' });
    expect(out, out).toMatch(/^removed attendee/);
  });
});
