/**
 * L195 (session 31's leftovers, the kind of L193): `override_speaker` wrote the new name raw into the
 * transcript note, so a name with Obsidian syntax became syntax: `**#general:**` a tag, `**Anna ^2:**`
 * a block id, `Q|A` a table cell, in the note the user reads. Now it is written as core's
 * `markdownName` writes every name into a note (`\#general`, `Anna \^2`, `Q\|A`; a `[[Bob]]` link kept),
 * in every label shape the reader finds (the vault's line, `Name: text`, a heading line, a WebVTT voice
 * span), and read back as given: core's reader gives the name, read_transcript shows the line, and a
 * second override finds the speaker by that name. Real files in a temp copy of the sample vault.
 * Spec: docs/tools.md (`override_speaker`); docs/vault-format.md (Transcript note: names escaped).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseNote, readTranscriptText } from '@ma/core';
import { afterEach, describe, expect, it } from 'vitest';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession | undefined;
afterEach(async () => {
  await t?.cleanup();
  t = undefined;
});

const TRANSCRIPT = 'Transcripts/2026-03-09 Remote control kickoff.md';
const HEAD = '---\nmeeting: "[[Meetings/2026-03-09 Remote control kickoff]]"\n---\n';

/** The label shapes core's reader finds a speaker in, each with "Speaker 2" saying one line. */
const SHAPES: Record<string, string> = {
  vault: '[00:00:01] **Speaker 1:** Let us start.\n[00:00:04] **Speaker 2:** We ship on Friday.\n',
  plain: 'Speaker 1: Let us start.\nSpeaker 2: We ship on Friday.\n',
  heading: 'Speaker 1  0:01\nLet us start.\n\nSpeaker 2  0:04\nWe ship on Friday.\n',
  voice:
    'WEBVTT\n\n00:00:01.000 --> 00:00:03.000\n<v Speaker 1>Let us start.</v>\n\n' +
    '00:00:04.000 --> 00:00:06.000\n<v Speaker 2>We ship on Friday.</v>\n',
};

/** New names with Obsidian syntax, and how each is written into the note. */
const NAMES: Array<[string, string]> = [
  ['#general', '\\#general'],
  ['Anna ^2', 'Anna \\^2'],
  ['Q|A', 'Q\\|A'],
  ['[[Bob]]', '[[Bob]]'],
];

describe('L195: override_speaker writes the new name as Markdown text, read back as given', () => {
  it('L195: every label shape × every name with Obsidian syntax: escaped in the note, the same speaker read back', async () => {
    t = await sampleSession(MEETINGS.kickoff);
    const file = path.join(t.root, TRANSCRIPT);
    for (const [shape, body] of Object.entries(SHAPES)) {
      for (const [name, written] of NAMES) {
        const what = `${shape} ${name}`;
        await writeFile(file, HEAD + body);
        const out = await runTool(t.session, 'override_speaker', { speaker: 'Speaker 2', name });
        expect(out, what).toContain(`"Speaker 2" → ${JSON.stringify(name)}`);
        const text = await readFile(file, 'utf8');
        const line = text.split('\n').find((l) => l.includes('Friday') || l.includes(written)) ?? '';
        const labelLine =
          shape === 'heading' ? (text.split('\n').find((l) => l.includes('0:04')) ?? '') : line;
        expect(labelLine, what).toContain(written);
        // No raw syntax: every `#`, `^`, `|` of the name is escaped (a link is a link).
        if (name !== '[[Bob]]') expect(labelLine, what).not.toMatch(/(?<!\\)[#^|]/);
        // Core's reader (the offline engine, the tools, ma doctor) reads the name as given.
        const note = parseNote(text);
        const speakers = readTranscriptText(note.body).map((s) => s.speaker);
        expect(speakers, what).toEqual(['Speaker 1', name]);
        // read_transcript shows the line as written; a second override finds that speaker by its name.
        const read = await runTool(t.session, 'read_transcript', {});
        expect(read, what).toContain(written);
        const again = await runTool(t.session, 'override_speaker', { speaker: name, name: 'Zed Park' });
        expect(again, what).toContain(`${JSON.stringify(name)} → "Zed Park"`);
        expect(
          readTranscriptText(parseNote(await readFile(file, 'utf8')).body).map((s) => s.speaker),
          what,
        ).toEqual(['Speaker 1', 'Zed Park']);
      }
    }
  });
});
