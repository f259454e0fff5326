import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseNote } from '@ma/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { snapshot } from './fs-snapshot.js';
import { runMa } from './run-ma.js';

const fixtures = join(import.meta.dirname, '..', '..', '..', 'examples', 'transcripts');
const people = ['Mira Solberg', 'Tove Arndt', 'Kofi Mensah'];
const stem = '2026-05-04 Field sensor sync';

/** Fixture, detected format, expected speakers (attendees) in order, whether times are written. */
const formats: [string, string, string[], boolean][] = [
  ['teams.vtt', 'vtt', people, true],
  ['zoom.vtt', 'vtt', people, true],
  ['named.srt', 'srt', people, true],
  ['meeting.ass', 'ass', people, true],
  ['youtube.sbv', 'sbv', people, true],
  ['whisperx.json', 'whisper', ['Speaker 1', 'Speaker 2', 'Speaker 3'], true],
  ['faster-whisper.json', 'whisper', people, true],
  ['otter.txt', 'text', people, true],
  ['rev.txt', 'text', people, true],
  ['descript.txt', 'text', people, true],
  ['plain.txt', 'text', people, false],
  ['timed.txt', 'text', people, true],
];

describe('ma import', () => {
  let vault: string;
  beforeEach(async () => {
    vault = await mkdtemp(join(tmpdir(), 'ma-import-'));
    await writeFile(join(vault, 'meeting-assistant.json'), '{}\n');
  });
  afterEach(async () => rm(vault, { recursive: true, force: true }));
  const read = (rel: string) => readFile(join(vault, rel), 'utf8');
  const importFile = (file: string, ...args: string[]) =>
    runMa([
      'import',
      file,
      '--vault',
      vault,
      '--date',
      '2026-05-04',
      '--title',
      'Field sensor sync',
      ...args,
    ]);

  for (const [file, format, speakers, timed] of formats) {
    it(`I10.1: ${file} is detected as ${format}, imported in turns and summarized offline with owners`, async () => {
      const run = await importFile(join(fixtures, file));
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(`(${format}, `);
      const transcript = await read(`Transcripts/${stem}.md`);
      const note = parseNote(transcript);
      expect(note.frontmatter?.data).toMatchObject({
        meeting: `[[Meetings/${stem}]]`,
        source: file,
        source_format: format,
      });
      const lines = note.body.split('\n').filter((l) => l !== '');
      const shape = timed ? /^\[\d\d:\d\d:\d\d\] \*\*([^*]+):\*\* \S/ : /^\*\*([^*]+):\*\* \S/;
      for (const line of lines) expect(line).toMatch(shape);
      expect(transcript).not.toMatch(/<\/?[a-z]|-->|&amp;|"segments"|WEBVTT/);
      // One line per speaker turn: no two consecutive lines of one speaker.
      const said = lines.map((l) => shape.exec(l)?.[1]);
      expect(said.some((s, i) => i > 0 && s === said[i - 1])).toBe(false);
      expect([...new Set(said)]).toEqual(speakers);

      const meeting = parseNote(await read(`Meetings/${stem}.md`)).frontmatter?.data;
      expect(meeting).toMatchObject({
        title: 'Field sensor sync',
        date: '2026-05-04',
        status: 'ended',
        attendees: speakers,
        transcript: `[[Transcripts/${stem}]]`,
      });

      const summarized = await runMa(['summarize', stem, '--vault', vault, '--engine', 'extractive']);
      expect(summarized.code).toBe(0);
      const summary = await read(`Summaries/${stem}.md`);
      const steps = summary.split('## Next steps')[1] ?? '';
      const owner = speakers[1] ?? '';
      expect(steps).toContain(`- [ ] ${owner}: `);
      expect(steps).toContain(`- [ ] ${speakers[2]}: `);
      expect(summary).toMatch(/rubber casing/i);
    });
  }

  it('I10.1: Whisper verbose_json and SRT without speakers import with times and no invented speakers', async () => {
    for (const [file, format] of [
      ['whisper-verbose.json', 'whisper'],
      ['plain.srt', 'srt'],
    ] as const) {
      const run = await runMa(['import', join(fixtures, file), '--vault', vault, '--date', '2026-05-04']);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toContain(`(${format}, `);
      const name = file.replace(/\.\w+$/, '');
      const body = parseNote(await read(`Transcripts/2026-05-04 ${name}.md`)).body;
      expect(body).toMatch(/^\[00:00:03\] Okay, let's start\./m);
      expect(body).not.toContain('**');
      const summarized = await runMa(['summarize', `2026-05-04 ${name}`, '--vault', vault]);
      expect(summarized.code).toBe(0);
      expect(await read(`Summaries/2026-05-04 ${name}.md`)).toContain('supplier quote');
    }
  });

  it('I10.1: the format comes from the content, not the extension; --format overrides', async () => {
    const disguised = join(vault, 'minutes.txt');
    await writeFile(disguised, await readFile(join(fixtures, 'teams.vtt')));
    const run = await importFile(disguised);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('(vtt, ');
    const forced = await runMa([
      'import',
      join(fixtures, 'plain.txt'),
      '--vault',
      vault,
      '--format',
      'srt',
      '--title',
      'x',
    ]);
    expect(forced.code).toBe(1);
    expect(forced.stderr).toMatch(/no spoken text.*supported formats: WebVTT/);
  });

  it('I10.1: cues keep the file order; a cue with only markup adds nothing', async () => {
    const run = await importFile(join(fixtures, 'teams.vtt'));
    expect(run.stderr).toBe('');
    const body = parseNote(await read(`Transcripts/${stem}.md`)).body;
    expect(body.indexOf('[00:00:24] **Mira Solberg:** Then we decided')).toBeGreaterThan(0);
    expect(body.indexOf('[00:00:24]')).toBeLessThan(body.indexOf('[00:00:31]'));
    expect(body).toContain('rubber casing & the matte finish');
    expect(body).toContain(
      "[00:00:03] **Mira Solberg:** Okay, let's start. We have to settle the casing for the field sensor today.",
    );
    expect(body).not.toMatch(/\*\* *$/m);
  });

  it('I10.1: refuses empty, blank, binary and unknown files, writing nothing; the supported formats listed only when the format is not recognised (N11)', async () => {
    const inputs: [string, string | Buffer, RegExp, boolean?][] = [
      ['empty.vtt', '', /is empty/],
      ['blank.txt', '\n \r\n\t\n', /only blank lines/],
      ['noise.bin', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 0xff, 0xfe, 10, 0, 0]), /binary/],
      // N1 (core L170): Latin-1 alone is read as Windows-1252; UTF-8 letters then a Latin-1 byte are two encodings.
      [
        'mixed.txt',
        Buffer.concat([Buffer.from('Mira: café\n'), Buffer.from('Mira: cr\xe8me\n', 'latin1')]),
        /mixes two encodings: it has UTF-8 characters and, at line 2, byte 20 \(counted from 0\)/,
      ],
      [
        'prose.md',
        'We met and talked about many things.\nNothing else.\n',
        /cannot tell what kind of transcript/,
        true,
      ],
      // N11: JSON cut short says so, with its bytes; JSON broken inside is not valid JSON.
      [
        'broken.json',
        '{ "segments": [ { "text": ',
        /broken\.json ends early: its JSON stops after 26 bytes with 3 brackets still open \(an incomplete download or copy\?\); download or copy it again/,
      ],
      ['bad.json', '{ "segments": [ 1 2 ] }', /bad\.json is not valid JSON/],
      ['other.json', '{ "rows": [1, 2] }', /no Whisper "segments"/, true],
    ];
    const outside = await mkdtemp(join(tmpdir(), 'ma-import-src-'));
    try {
      const before = await snapshot(vault);
      for (const [name, content, reason, listed] of inputs) {
        await writeFile(join(outside, name), content);
        const run = await runMa(['import', join(outside, name), '--vault', vault]);
        expect(run.code, name).toBe(1);
        expect(run.stderr, name).toMatch(reason);
        const list =
          'supported formats: WebVTT (.vtt, Zoom and Teams), SRT (.srt), ASS/SSA (.ass, .ssa), YouTube SBV (.sbv), Whisper';
        if (listed) expect(run.stderr, name).toContain(list);
        else expect(run.stderr, name).not.toContain('supported formats');
        expect(run.stderr.trim().split('\n'), name).toHaveLength(1);
      }
      expect(await snapshot(vault)).toEqual(before);
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });

  it('I10.1: reads a BOM and CRLF line ends; speaker names with ":" or "#" and a title with "#" stay usable', async () => {
    const vtt =
      '\uFEFFWEBVTT\r\n\r\n00:00:01.000 --> 00:00:02.000\r\n<v Dr. Mira: Lead>I will send the quote by Friday.</v>\r\n\r\n' +
      '00:00:03.000 --> 00:00:04.000\r\n<v Team #2>We decided to use rubber.</v>\r\n\r\n00:00:05.000 --> 00:00:06.000\r\n<v Team #2>Done.</v>\r\n';
    const file = join(vault, 'crlf.vtt');
    await writeFile(file, vtt);
    const run = await runMa([
      'import',
      file,
      '--vault',
      vault,
      '--date',
      '2026-05-04',
      '--title',
      'Sprint #4: [review] | a^b',
    ]);
    expect(run.code, run.stderr).toBe(0);
    const name = '2026-05-04 Sprint 4 review a b';
    const meeting = parseNote(await read(`Meetings/${name}.md`)).frontmatter?.data;
    expect(meeting).toMatchObject({
      title: 'Sprint #4: [review] | a^b',
      attendees: ['Dr. Mira: Lead', 'Team #2'],
      transcript: `[[Transcripts/${name}]]`,
    });
    const body = parseNote(await read(`Transcripts/${name}.md`)).body;
    expect(body.trimStart()).toBe(
      '[00:00:01] **Dr. Mira: Lead:** I will send the quote by Friday.\n[00:00:03] **Team \\#2:** We decided to use rubber. Done.\n',
    );
    expect(body).not.toContain('\uFEFF');
    const summarized = await runMa(['summarize', name, '--vault', vault]);
    expect(summarized.code).toBe(0);
    expect(await read(`Summaries/${name}.md`)).toContain('- [ ] Dr. Mira: Lead: ');
  });

  it('I10.1: never overwrites an existing meeting; a re-import of the same file changes nothing', async () => {
    const first = await importFile(join(fixtures, 'zoom.vtt'));
    expect(first.code).toBe(0);
    const afterFirst = await snapshot(vault);
    const again = await importFile(join(fixtures, 'zoom.vtt'));
    expect(again.code).toBe(0);
    expect(again.stdout).toContain(`unchanged: `);
    expect(again.stdout).toContain(`already imported as Meetings/${stem}.md`);
    expect(await snapshot(vault)).toEqual(afterFirst);
    // Another file under the same title: refused, nothing touched.
    const collide = await importFile(join(fixtures, 'teams.vtt'));
    expect(collide.code).toBe(1);
    expect(collide.stderr).toContain(`a note named "${stem}" already exists`);
    expect(collide.stderr).toContain('--title');
    expect(await snapshot(vault)).toEqual(afterFirst);
  });

  it('I10.1: --dry-run prints both notes and writes nothing; --project must exist and is recorded', async () => {
    const before = await snapshot(vault);
    const dry = await importFile(join(fixtures, 'plain.txt'), '--dry-run');
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toContain(`would write Transcripts/${stem}.md:`);
    expect(dry.stdout).toContain('**Tove Arndt:** I will send the supplier quote');
    expect(dry.stdout).toContain(`would write Meetings/${stem}.md:`);
    expect(dry.stderr).toContain('dry run: nothing written');
    expect(await snapshot(vault)).toEqual(before);
    const unknown = await importFile(join(fixtures, 'plain.txt'), '--project', 'sensor');
    expect(unknown.code).toBe(2); // a usage error (V5)
    expect(unknown.stderr).toContain('no project "sensor"');
    expect(await snapshot(vault)).toEqual(before);
    const { mkdir } = await import('node:fs/promises');
    await mkdir(join(vault, 'Projects', 'sensor'), { recursive: true });
    const bound = await importFile(join(fixtures, 'plain.txt'), '--project', 'sensor');
    expect(bound.code, bound.stderr).toBe(0);
    expect(parseNote(await read(`Meetings/${stem}.md`)).frontmatter?.data.projects).toEqual(['sensor']);
  });

  it('I10.1: usage errors: missing file, bad --date, unknown --format (exit 2, nothing written)', async () => {
    const before = await snapshot(vault);
    expect((await runMa(['import', join(vault, 'nope.vtt'), '--vault', vault])).code).toBe(2);
    // One --date only: a second one is a usage error of its own (review14 V5).
    const badDate = await runMa([
      'import',
      join(fixtures, 'plain.txt'),
      '--vault',
      vault,
      '--date',
      '2026-02-30',
    ]);
    expect(badDate.code).toBe(2);
    expect(badDate.stderr).toContain("--date expects the meeting's day");
    expect(badDate.stderr).toContain('2026-02-30 is not a day of the calendar');
    const badFormat = await runMa([
      'import',
      join(fixtures, 'plain.txt'),
      '--vault',
      vault,
      '--format',
      'docx',
    ]);
    expect(badFormat.code).toBe(2);
    expect(await snapshot(vault)).toEqual(before);
  });
});
