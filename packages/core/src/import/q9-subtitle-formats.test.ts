/**
 * Q9 (review 5): ASS/SSA and YouTube SBV subtitles were imported as garbage with exit 0 — cue
 * headers as speakers (`Format`, `Dialogue`), timing lines as speech. They are read now (ASS/SSA
 * `Dialogue:` events with their `Name` field as the speaker; SBV cues with an optional
 * `Name: text`), and subtitle files that are not read are refused, never imported as text.
 * Spec: docs/transcript-import.md (Formats and detection).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ImportError } from '../errors/import-error.js';
import { parseNote } from '../notes/parse-note.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { readTranscriptText } from '../transcript/read-transcript-text.js';
import type { Vault } from '../vault/vault.js';
import { importTranscript } from './import-transcript.js';

const ASS_HEAD =
  '[Script Info]\nTitle: x\nScriptType: v4.00+\n\n[Events]\nFormat: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\n';

describe('Q9: ASS/SSA and SBV subtitles', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-q9-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });
  const notes = async () => [
    ...(await readdir(path.join(vault.root, 'Meetings'))),
    ...(await readdir(path.join(vault.root, 'Transcripts'))),
  ];
  const run = async (name: string, text: string, more: { format?: 'text' | 'ass' | 'sbv' } = {}) => {
    const file = path.join(src.root, name);
    await writeFile(file, text);
    return importTranscript(vault, { file, title: name, date: '2026-05-04', ...more });
  };
  const body = async (rel: string) =>
    parseNote(await readFile(path.join(vault.root, rel), 'utf8')).body.trimStart();

  it('Q9: the reviewer’s ASS file: Name fields are the speakers, no header or timing is speech', async () => {
    const result = await run(
      's.ass',
      `${ASS_HEAD}Dialogue: 0,0:00:01.00,0:00:04.00,Default,Alice,0,0,0,,We decided to ship.\nDialogue: 0,0:00:05.00,0:00:07.00,Default,Bob,0,0,0,,I will send the quote.\n`,
    );
    expect(result.format).toBe('ass');
    expect(result.speakers).toEqual(['Alice', 'Bob']);
    expect(result.warnings).toEqual([]);
    expect(await body(result.transcriptPath)).toBe(
      '[00:00:01] **Alice:** We decided to ship.\n[00:00:05] **Bob:** I will send the quote.\n',
    );
    const meeting = parseNote(await readFile(path.join(vault.root, result.meetingPath), 'utf8'));
    expect(meeting.frontmatter?.data).toMatchObject({ attendees: ['Alice', 'Bob'] });
  });

  it('Q9: ASS text: commas kept, override tags and drawings dropped, \\N \\n \\h read, Comment events left out', async () => {
    const result = await run(
      't.ass',
      `${ASS_HEAD}` +
        'Dialogue: 0,0:00:01.00,0:00:04.00,Default,Ana Lima,0,0,0,,We spent 1,000 euros,  {\\i1}really{\\i0}.\\NSecond line\\hhard\\nsoft\n' +
        'Comment: 0,0:00:04.00,0:00:05.00,Default,Editor,0,0,0,,not said in the meeting\n' +
        'Dialogue: 1,0:00:05.00,0:00:06.00,Default,,0,0,0,,{\\p1}m 0 0 l 100 0 100 100{\\p0}\n' +
        'Dialogue: 0,0:00:06.00,0:00:08.00,Default,,0,0,0,,Bo Chen: is a < b & c? {\\b1}Yes{\\b0}\n',
    );
    expect(result.speakers).toEqual(['Ana Lima', 'Bo Chen']);
    expect(await body(result.transcriptPath)).toBe(
      '[00:00:01] **Ana Lima:** We spent 1,000 euros, really. Second line hard soft\n' +
        '[00:00:06] **Bo Chen:** is a < b & c? Yes\n',
    );
  });

  it('Q9: SSA v4 (Marked field), several [Events] Format lines, a bad time counted as a skipped event', async () => {
    const result = await run(
      'old.ssa',
      '[Script Info]\nScriptType: v4.00\n\n[V4 Styles]\nFormat: Name, Fontname\nStyle: Default,Arial\n\n[Events]\n' +
        'Format: Marked, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\n' +
        'Dialogue: Marked=0,0:00:01.00,0:00:03.00,Default,Ana,0000,0000,0000,,Hello, all.\n' +
        'Dialogue: Marked=0,0:00:0x.00,0:00:04.00,Default,Ana,0000,0000,0000,,Lost line.\n' +
        'Dialogue: Marked=0,0:00:05.00,0:00:04.00,Default,Ana,0000,0000,0000,,Ends before it starts.\n' +
        'Format: Start, End, Name, Text\n' +
        'Dialogue: 0:00:06.00,0:00:07.00,Ben,Thanks, Ana.\n',
    );
    expect(result.format).toBe('ass');
    expect(await body(result.transcriptPath)).toBe(
      '[00:00:01] **Ana:** Hello, all.\n[00:00:06] **Ben:** Thanks, Ana.\n',
    );
    expect(result.warnings).toEqual([
      '2 cues skipped by the parser (line 11 of old.ssa: start `0:00:0x.00` is not a time h:mm:ss.cc)',
    ]);
  });

  it('Q9: an ASS file without a readable [Events] section is refused, nothing written', async () => {
    const before = await notes();
    for (const [name, text, reason] of [
      [
        'a.ass',
        '[Script Info]\nTitle: x\n\n[V4+ Styles]\nFormat: Name\nStyle: Default\n',
        /no \[Events\] section/,
      ],
      [
        'b.ass',
        '[Script Info]\nTitle: x\n\n[Events]\nDialogue: 0,0:00:01.00,0:00:02.00,Default,A,0,0,0,,Hi\n',
        /line 5 of b\.ass: a Dialogue line before the \[Events\] section's Format line/,
      ],
      [
        'c.ass',
        '[Events]\nFormat: Layer, Style, Name\nDialogue: 0,Default,A\n',
        /line 2 of c\.ass: the Format line names no Start or no Text field/,
      ],
    ] as const) {
      const error = await run(name, text).catch((e: unknown) => e);
      expect(ImportError.isInstance(error), name).toBe(true);
      expect((error as Error).message, name).toMatch(reason);
      expect((error as Error).message, name).toContain('supported formats: ');
    }
    expect(await notes()).toEqual(before);
  });

  it('Q9: the reviewer’s SBV file: timing lines are cue times, "Name: text" names the speaker', async () => {
    const result = await run(
      'y.sbv',
      '0:00:01.000,0:00:04.000\nWe decided to ship.\n\n0:00:05.000,0:00:07.000\nBob: I will send the quote.\n\n1:02:03.500,1:02:05.000\n>> Carol: a < b & c [br]right?\n',
    );
    expect(result.format).toBe('sbv');
    expect(result.speakers).toEqual(['Bob', 'Carol']);
    expect(await body(result.transcriptPath)).toBe(
      '[00:00:01] We decided to ship.\n[00:00:05] **Bob:** I will send the quote.\n[01:02:03] **Carol:** a < b & c right?\n',
    );
  });

  it('Q9: subtitle formats that are not read are refused with the supported formats, never imported as text', async () => {
    const before = await notes();
    for (const [name, text, kind] of [
      ['m.sub', '{0}{75}Alice: We decided to ship.\n{80}{120}Bob: Fine.\n', 'MicroDVD'],
      ['s.smi', '<SAMI>\n<BODY>\n<SYNC Start=1000><P>Alice: We decided to ship.\n</BODY>\n</SAMI>\n', 'SAMI'],
      [
        't.ttml',
        '<?xml version="1.0"?>\n<tt xmlns="http://www.w3.org/ns/ttml">\n<p begin="00:00:01.000">Alice: hi</p>\n</tt>\n',
        'TTML',
      ],
      ['c.scc', 'Scenarist_SCC V1.0\n\n00:00:01:00\t9420 9420\n', 'Scenarist'],
    ] as const) {
      const error = await run(name, text).catch((e: unknown) => e);
      expect(ImportError.isInstance(error), name).toBe(true);
      expect((error as Error).message, name).toContain(`${name} looks like a ${kind}`);
      expect((error as Error).message, name).toContain(
        'which ma import cannot read; convert it to SRT or WebVTT',
      );
      expect((error as Error).message, name).toContain('supported formats: ');
    }
    expect(await notes()).toEqual(before);
  });

  it('Q9: --format text on a subtitle file the text reader cannot read is refused naming its format', async () => {
    const before = await notes();
    for (const [name, text, kind] of [
      ['s.ass', `${ASS_HEAD}Dialogue: 0,0:00:01.00,0:00:04.00,Default,Alice,0,0,0,,Hi.\n`, 'an ASS/SSA'],
      ['m.sub', '{0}{75}Alice: We decided to ship.\n', 'a MicroDVD'],
    ] as const) {
      const error = await run(name, text, { format: 'text' }).catch((e: unknown) => e);
      expect(ImportError.isInstance(error), name).toBe(true);
      expect((error as Error).message, name).toContain(`${name} looks like ${kind}`);
      expect((error as Error).message, name).toContain('supported formats: ');
    }
    expect(await notes()).toEqual(before);
    // SBV as text: the reader takes its timing lines for cue times, never for speech.
    const sbv = await run('y.sbv', '0:00:01.000,0:00:04.000\nBob: Hi.\n', { format: 'text' });
    expect(await body(sbv.transcriptPath)).toBe('[00:00:01] **Bob:** Hi.\n');
  });
});

describe('Q9: the transcript reader never takes subtitle structure for speech', () => {
  const read = (text: string) => readTranscriptText(text).map((l) => [l.speaker, l.timestamp, l.text]);

  it('Q9: subtitle keywords are no speakers', () => {
    const lines = readTranscriptText(
      'Format: Layer, Start, End, Style, Name, Text\nDialogue: 0,0:00:01.00,0:00:04.00,Default,Alice,,We ship.\nComment: 0,x\nStyle: Default,Arial,48\nScriptType: v4.00+\nPlayResX: 1920\n',
    );
    expect(lines.map((l) => l.speaker)).toEqual([null, null, null, null, null, null]);
  });

  it('Q9: a line starting with a time range is a time, never speech', () => {
    expect(
      read(
        '0:00:01.000,0:00:04.000\nWe decided to ship.\n\n0:00:05.000,0:00:07.000\nBob: I will send the quote.\n',
      ),
    ).toEqual([
      [null, '0:00:01.000', 'We decided to ship.'],
      ['Bob', '0:00:05.000', 'I will send the quote.'],
    ]);
    expect(
      read(
        '[00:00:08 - 00:00:09] Carol: Fine.\n(0:10-0:12) Dan: Yes.\n00:00:13 \u2013 00:00:14 Eve: Sure.\n',
      ),
    ).toEqual([
      ['Carol', '00:00:08', 'Fine.'],
      ['Dan', '0:10', 'Yes.'],
      ['Eve', '00:00:13', 'Sure.'],
    ]);
    expect(
      read(
        '00:00:10.000 --> 00:00:12.000 Dan: Yes.\nAnd more.\n\n00:00:13.000 --> 00:00:14.000 align:start\nOk.',
      ),
    ).toEqual([
      ['Dan', '00:00:10.000', 'Yes.'],
      ['Dan', '00:00:10.000', 'And more.'],
      [null, '00:00:13.000', 'Ok.'],
    ]);
  });
});
