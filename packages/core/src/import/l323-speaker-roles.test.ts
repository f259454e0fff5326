/**
 * L323: a role written after a display name, as Zoom, Teams and Meet exports write it (`Ann Lee
 * (Host): Hello`, `Bob [Guest]:`, `Dr. Ann Lee (she/her):`, `Ann Lee - Host:`), made the role part of
 * the speaker: three attendees for one Ann Lee, `Bob [Guest]` and `Ann Lee - Host` not read as
 * speakers at all. The speaker and attendee is now the name, in every format that reads one (text,
 * WebVTT voices and labels, SRT, SBV, ASS's `Name` field, Whisper JSON) and in a header's attendees;
 * a number in brackets (`Ann Lee (2)`, another participant) and a label that is no name without its
 * role (`Budget (draft)`) are kept. Imported into a temp copy of the sample vault.
 * Spec: docs/transcript-import.md (L323).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { isSpeakerName, speakerWithoutRole } from '../transcript/speaker-name.js';
import { TranscriptReader } from '../transcript/transcript-reader.js';
import type { Vault } from '../vault/vault.js';
import { importTranscript } from './import-transcript.js';

/** The meeting note's attendees, as its frontmatter lists them. */
const attendeesOf = async (vault: Vault, note: string): Promise<unknown> => {
  const text = await readFile(path.join(vault.root, note), 'utf8');
  return (parseYaml(text.split('---\n')[1] ?? '') as { attendees?: unknown }).attendees;
};

/** The speaker of each turn of the transcript note `importTranscript` wrote (`**Name:**`), in order. */
const turnSpeakers = async (vault: Vault, note: string): Promise<(string | undefined)[]> =>
  [...(await readFile(path.join(vault.root, note), 'utf8')).matchAll(/\*\*([^*]+):\*\*/g)].map((m) => m[1]);

const SAID: [string, string][] = [
  ['Ann Lee (Host)', 'Hello everyone.'],
  ['Bob [Guest]', 'Thanks for having me.'],
  ['Dr. Ann Lee (she/her)', 'Let us start.'],
  ['Cleo Park - Product Manager', 'The budget first.'],
  ['Bob', 'Agreed.'],
];
const clock = (s: number, sep: string) => `00:00:${String(s).padStart(2, '0')}${sep}000`;
const sbvClock = (s: number) => `0:00:${String(s).padStart(2, '0')}.000`;
const assClock = (s: number) => `0:00:${String(s).padStart(2, '0')}.00`;

const FILES: Record<string, string> = {
  'roles.txt': SAID.map(([who, text]) => `${who}: ${text}`).join('\n'),
  'roles.vtt': `WEBVTT\n\n${SAID.map(([who, text], i) => `${clock(i * 2 + 1, '.')} --> ${clock(i * 2 + 2, '.')}\n<v ${who}>${text}</v>\n`).join('\n')}`,
  'labels.vtt': `WEBVTT\n\n${SAID.map(([who, text], i) => `${clock(i * 2 + 1, '.')} --> ${clock(i * 2 + 2, '.')}\n${who}: ${text}\n`).join('\n')}`,
  'roles.srt': SAID.map(
    ([who, text], i) => `${i + 1}\n${clock(i * 2 + 1, ',')} --> ${clock(i * 2 + 2, ',')}\n${who}: ${text}\n`,
  ).join('\n'),
  'roles.sbv': SAID.map(
    ([who, text], i) => `${sbvClock(i * 2 + 1)},${sbvClock(i * 2 + 2)}\n${who}: ${text}\n`,
  ).join('\n'),
  'roles.ass': `[Script Info]\nScriptType: v4.00+\n\n[Events]\nFormat: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\n${SAID.map(
    ([who, text], i) =>
      `Dialogue: 0,${assClock(i * 2 + 1)},${assClock(i * 2 + 2)},Default,${who},0,0,0,,${text}`,
  ).join('\n')}\n`,
  'roles.json': JSON.stringify({
    segments: SAID.map(([who, text], i) => ({ start: i * 2 + 1, end: i * 2 + 2, text, speaker: who })),
  }),
};

describe('L323: roles after a speaker name', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-l323-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });

  for (const [name, text] of Object.entries(FILES)) {
    it(`L323: ${name}: Ann Lee, Bob and Cleo Park speak, each one attendee`, async () => {
      const file = path.join(src.root, name);
      await writeFile(file, text);
      const result = await importTranscript(vault, { file, date: '2026-11-30', title: `L323 ${name}` });
      expect(result.speakers).toEqual(['Ann Lee', 'Bob', 'Cleo Park']);
      expect(await attendeesOf(vault, result.meetingPath)).toEqual(['Ann Lee', 'Bob', 'Cleo Park']);
      expect(await turnSpeakers(vault, result.transcriptPath)).toEqual([
        'Ann Lee',
        'Bob',
        'Ann Lee',
        'Cleo Park',
        'Bob',
      ]);
    });
  }

  it('L323: a header attendee with a title or role is the speaker without it', async () => {
    const file = path.join(src.root, 'header.txt');
    await writeFile(file, 'Attendees: Dr. Ann Lee, Bob [Guest]\n\nAnn Lee (Host): Hello.\nBob: Hi.\n');
    const result = await importTranscript(vault, { file, date: '2026-11-30', title: 'L323 header' });
    expect(await attendeesOf(vault, result.meetingPath)).toEqual(['Ann Lee', 'Bob']);
  });

  it('L323: what is kept as written', () => {
    expect(speakerWithoutRole('Ann Lee (2)')).toBe('Ann Lee (2)');
    expect(speakerWithoutRole('Budget (draft)')).toBe('Budget (draft)');
    expect(speakerWithoutRole('Dr. Smith')).toBe('Dr. Smith');
    expect(speakerWithoutRole('Speaker 1')).toBe('Speaker 1');
    expect(speakerWithoutRole('[[People/Ann Lee (Host)]]')).toBe('[[People/Ann Lee (Host)]]');
    expect(speakerWithoutRole('Ann Lee – VP of Sales')).toBe('Ann Lee');
    expect(speakerWithoutRole('Ann Lee | Moderator')).toBe('Ann Lee');
    expect(speakerWithoutRole('Sales (per region)')).toBe('Sales (per region)');
    expect(isSpeakerName('Sales (per region)')).toBe(false);
  });

  // L340: the group-word guard (V95) read the name's last word: `Sam Board (Host)` kept its role.
  it('L340: a meeting role in brackets is dropped whatever the name ends on; a group told apart by brackets stays', () => {
    for (const role of ['(Host)', '[Guest]', '(she/her)', '- Co-host', '(Moderator)', '(Host) (she/her)'])
      expect(speakerWithoutRole(`Sam Board ${role}`), role).toBe('Sam Board');
    expect(speakerWithoutRole('Ann Crowd (Presenter)')).toBe('Ann Crowd');
    expect(speakerWithoutRole('Team (Sales)')).toBe('Team (Sales)');
    expect(speakerWithoutRole('Conference Room (Berlin)')).toBe('Conference Room (Berlin)');
    // Decided (L340): a nickname is the same person; the name before it is what links a person note.
    expect(speakerWithoutRole('Ann Lee (Annie)')).toBe('Ann Lee');
  });

  it('L340: a header attendee written as a wikilink keeps its link; the speaker it names is that attendee', async () => {
    const file = path.join(src.root, 'linked.txt');
    await writeFile(
      file,
      'Attendees: [[People/Bob]], [[People/Ann Lee|Ann]], Cleo\n\nBob: Hello.\nAnn: Hi.\nCleo: Hey.\nDan (Host): Go.\n',
    );
    const result = await importTranscript(vault, { file, date: '2026-11-30', title: 'L340 links' });
    expect(await attendeesOf(vault, result.meetingPath)).toEqual([
      '[[People/Bob]]',
      '[[People/Ann Lee|Ann]]',
      'Cleo',
      'Dan',
    ]);
  });

  it('V95: a group or room told apart by its brackets stays two speakers, on import', async () => {
    // L323 read `Team (Sales)` and `Team (Marketing)` as one speaker `Team`, their turns merged into one.
    const file = path.join(src.root, 'groups.txt');
    await writeFile(
      file,
      'Team (Sales): We sell.\nTeam (Marketing): We market.\nConference Room (Berlin): Hello.\nConference Room (Paris): Bonjour.\n',
    );
    const result = await importTranscript(vault, { file, date: '2026-11-30', title: 'V95 groups' });
    const both = ['Team (Sales)', 'Team (Marketing)', 'Conference Room (Berlin)', 'Conference Room (Paris)'];
    expect(result.speakers).toEqual(both);
    expect(await turnSpeakers(vault, result.transcriptPath)).toEqual(both);
  });
});

describe('V93: roles after a speaker name in a transcript note', () => {
  // L323 read roles only on import: a transcript pasted into the vault as written (`Ann Lee (Host):` beside
  // `Ann Lee:`) still gave two speakers for one Ann Lee, and `Bob [Guest]` became a speaker of its own.
  const LINES = [
    'Ann Lee (Host): Hello everyone.',
    'Ann Lee: Let us start.',
    'Bob [Guest]: Thanks for having me.',
    'Bob: Agreed.',
    '**Dr. Ann Lee (she/her):** The budget first.',
    '[00:01:02] Ann Lee - Host: Next item.',
  ];
  for (const fastPaths of [true, false]) {
    it(`V93: one speaker per person, whatever role a line writes (fast paths ${fastPaths})`, () => {
      const reader = new TranscriptReader(0, { fastPaths });
      const read = [...LINES.flatMap((l) => reader.push(l)), ...reader.end()];
      expect(read.map((l) => l.speaker)).toEqual(['Ann Lee', 'Ann Lee', 'Bob', 'Bob', 'Ann Lee', 'Ann Lee']);
      // The label's span is the label as written, so relabelling replaces the role with the name too.
      const first = read[0]?.label;
      expect(first && LINES[0]?.slice(first.start, first.end)).toBe('Ann Lee (Host)');
    });
  }
});
