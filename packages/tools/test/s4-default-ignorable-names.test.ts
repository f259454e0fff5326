/**
 * Review 6 S4: every Unicode Default_Ignorable_Code_Point is invisible in a name — Khmer inherent vowels
 * (U+17B4/U+17B5), variation selectors (U+FE00–FE0F, U+E0100–E01EF), tag characters (U+E0000–E007F), musical
 * formatting (U+1D173–1D17A), Mongolian free variation selectors, … — so an attendee added, a speaker's new name, a
 * dictation word and a file or folder a write creates holding one is refused as a look-alike; ZWJ/ZWNJ between
 * letters or emoji and a variation selector after an emoji stay. Nothing changes on a refusal.
 * Spec: review6 S4 (review5 Q12); docs/tools.md, Paths (R13 created names).
 */
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

const INVISIBLES = [
  0x17b4, 0x17b5, 0xfe00, 0xfe0f, 0xe0100, 0xe01ef, 0xe0001, 0xe0020, 0xe0041, 0xe007f, 0x1d173, 0x1d17a,
  0x180b, 0x180f, 0x2065, 0xfff0, 0x1bca0, 0xe0fff,
].map((c) => String.fromCodePoint(c));

describe('S4: Default_Ignorable_Code_Point in created names', () => {
  it('attendees, speaker names, dictation words and created file names are refused; nothing changes', async () => {
    const before = await hashTree(t.root);
    for (const ch of INVISIBLES) {
      const hex = `U+${ch.codePointAt(0)!.toString(16).toUpperCase()}`;
      for (const [tool, args] of [
        ['add_attendee', { name: `Marketing${ch}` }],
        ['override_speaker', { speaker: 'Marketing', name: `Maria${ch}` }],
        ['add_dictation_word', { word: `remote${ch}` }],
        ['write_projectfile', { project: 'remote-control', path: `notes${ch}.md`, content: '- x' }],
        ['write_projectfile', { project: 'remote-control', path: `sub${ch}/notes.md`, content: '- x' }],
      ] as const) {
        const out = await runTool(t.session, tool, args);
        expect(isRefusal(out), `${tool} ${hex}: ${out}`).toBe(true);
        expect(out, `${tool} ${hex}`).toMatch(/invisible/);
      }
    }
    expect(await hashTree(t.root)).toBe(before);
  });

  it('ZWJ/ZWNJ between letters or emoji and a variation selector after an emoji are kept', async () => {
    for (const word of ['می\u200cخواهم', 'Team 👩\u200d💻', 'Love ❤\ufe0f', 'क्\u200dष']) {
      expect(await runTool(t.session, 'add_dictation_word', { word }), word).toMatch(/^added /);
    }
    expect(await runTool(t.session, 'add_attendee', { name: 'Ann ❤\ufe0f' })).toMatch(/^added attendee/);
  });
});
