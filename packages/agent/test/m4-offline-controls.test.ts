import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { type Harness, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters under test
const RAW = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/**
 * Review3 M4, the part `ma import` cannot reach: a transcript typed or pasted into the vault directly, user notes
 * and attendees holding ESC/OSC/BEL sequences, C1 controls and bidi overrides. The offline summary note (and the
 * context note) never carries them; the words around them are kept. Real files in a temp sample vault copy.
 */
describe('M4: the offline summary never carries pasted control characters', () => {
  it('M4: transcript lines, speaker labels, user notes and attendees: none reaches the notes', async () => {
    h = await startHarness([], { model: null });
    const root = h.root;
    await writeFile(
      path.join(root, 'Meetings', '2026-06-02 Esc.md'),
      [
        '---',
        'title: Esc',
        'date: 2026-06-02',
        'status: ended',
        'attendees:',
        '  - "Dana\\e[31m Ray"',
        'transcript: "[[Transcripts/2026-06-02 Esc]]"',
        '---',
        '',
        '- Decision: we keep the \u001b]0;pwned\u0007 rubber casing for the first batch',
        '- Budget stays at \u202etwelve\u202c euros per unit',
        '',
      ].join('\n'),
    );
    await writeFile(
      path.join(root, 'Transcripts', '2026-06-02 Esc.md'),
      [
        '---',
        'meeting: "[[Meetings/2026-06-02 Esc]]"',
        '---',
        '',
        '[00:00:01] **Bo\u001b[2Kb:** hi \u001b]0;pwned\u0007 there, the casing samples came back from the supplier today.',
        '[00:00:04] **Ann:** We decided to go with the rubber casing \u001b[31mand the matte finish\u001b[0m for the first batch.',
        '[00:00:08] **Ann:** Dana will order the \u009b2Jsamples from the Leeds supplier by Friday.',
        "[00:00:12] **Bo\u001b[2Kb:** I'll update the \u202eecnegilletni\u202c drop test plan before the next meeting.",
        '',
      ].join('\n'),
    );
    const result = await summarizeMeeting({
      vault: h.vault,
      meeting: '2026-06-02 Esc',
      env: {},
      engine: 'extractive',
    });
    const summary = await readFile(path.join(root, result.summaryPath), 'utf8');
    const context = await readFile(path.join(root, result.contextPath), 'utf8');
    expect(summary).not.toMatch(RAW);
    expect(context).not.toMatch(RAW);
    expect(summary).toContain(
      'We decided to go with the rubber casing [31mand the matte finish[0m for the first batch. (L6)',
    );
    expect(summary).toContain('we keep the ]0;pwned rubber casing for the first batch');
    // The speaker label once its ESC is gone is `Bo[2Kb`; L157 writes a speaker name as plain Markdown text, so
    // its `[` is escaped (`Bo\[2Kb`, which Obsidian shows as `Bo[2Kb`) and can never open a link.
    expect(summary).toMatch(/Bo\\\[2Kb: I'll update the ecnegilletni drop test plan/);
  });
});
