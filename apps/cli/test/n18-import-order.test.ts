/**
 * N18: `ma import` keeps the file's order of speech, in every format. Times that jump back (two
 * recordings joined, a restarted recorder, chunked Whisper output) never move a later turn before
 * an earlier one; the import warns where the times go back, and a turn never spans the jump.
 * Real `ma` process, real temp vault.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseNote } from '@ma/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

/** Part one (10:00 on) then part two restarting at 00:00: the meeting's order is the file's. */
const restarted: Record<string, { file: string; text: string; where: string }> = {
  text: {
    file: 'restart.txt',
    text:
      '[00:10:00] Alice: Part one, first.\n[00:10:05] Bob: Part one, second.\n' +
      '[00:10:10] Alice: Part one, third: we decided to ship.\n' +
      '[00:00:01] Alice: Part two after the restart, first.\n[00:00:05] Bob: Part two, second: no, we cancel it.\n',
    where: 'line 4',
  },
  vtt: {
    file: 'restart.vtt',
    text:
      'WEBVTT\n\n00:10:00.000 --> 00:10:04.000\n<v Alice>Part one, first.</v>\n\n' +
      '00:10:05.000 --> 00:10:09.000\n<v Bob>Part one, second.</v>\n\n' +
      '00:10:10.000 --> 00:10:14.000\n<v Alice>Part one, third: we decided to ship.</v>\n\n' +
      '00:00:01.000 --> 00:00:04.000\n<v Alice>Part two after the restart, first.</v>\n\n' +
      '00:00:05.000 --> 00:00:09.000\n<v Bob>Part two, second: no, we cancel it.</v>\n',
    where: 'line 12',
  },
  srt: {
    file: 'restart.srt',
    text:
      '1\n00:10:00,000 --> 00:10:04,000\nAlice: Part one, first.\n\n' +
      '2\n00:10:05,000 --> 00:10:09,000\nBob: Part one, second.\n\n' +
      '3\n00:10:10,000 --> 00:10:14,000\nAlice: Part one, third: we decided to ship.\n\n' +
      '4\n00:00:01,000 --> 00:00:04,000\nAlice: Part two after the restart, first.\n\n' +
      '5\n00:00:05,000 --> 00:00:09,000\nBob: Part two, second: no, we cancel it.\n',
    where: 'line 14',
  },
  whisper: {
    file: 'restart.json',
    text: JSON.stringify({
      segments: [
        { start: 600, end: 604, text: ' Part one, first.', speaker: 'Alice' },
        { start: 605, end: 609, text: ' Part one, second.', speaker: 'Bob' },
        { start: 610, end: 614, text: ' Part one, third: we decided to ship.', speaker: 'Alice' },
        { start: 1, end: 4, text: ' Part two after the restart, first.', speaker: 'Alice' },
        { start: 5, end: 9, text: ' Part two, second: no, we cancel it.', speaker: 'Bob' },
      ],
    }),
    where: 'segment 4',
  },
};

const expected = [
  '[00:10:00] **Alice:** Part one, first.',
  '[00:10:05] **Bob:** Part one, second.',
  '[00:10:10] **Alice:** Part one, third: we decided to ship.',
  '[00:00:01] **Alice:** Part two after the restart, first.',
  '[00:00:05] **Bob:** Part two, second: no, we cancel it.',
];

describe('N18: ma import keeps the file order when times jump back', () => {
  let vault: string;
  let src: string;
  beforeEach(async () => {
    vault = await mkdtemp(join(tmpdir(), 'ma-n18-'));
    src = await mkdtemp(join(tmpdir(), 'ma-n18-src-'));
    await writeFile(join(vault, 'meeting-assistant.json'), '{}\n');
  });
  afterEach(async () => {
    await rm(vault, { recursive: true, force: true });
    await rm(src, { recursive: true, force: true });
  });
  const body = async (name: string) =>
    parseNote(await readFile(join(vault, 'Transcripts', `${name}.md`), 'utf8'))
      .body.split('\n')
      .filter((l) => l !== '');

  for (const [format, { file, text, where }] of Object.entries(restarted)) {
    it(`N18: ${format}: a restart keeps part two after part one, with a warning naming ${where}`, async () => {
      await writeFile(join(src, file), text);
      // A dry run (before the import: the same bytes are imported once) shows the same order and warning.
      const dry = await runMa(
        ['import', file, '--vault', vault, '--date', '2026-06-27', '--title', 'Restart', '--dry-run'],
        { cwd: src },
      );
      expect(dry.code, dry.stderr).toBe(0);
      expect(dry.stdout.indexOf('we decided to ship')).toBeGreaterThan(0);
      expect(dry.stdout.indexOf('we decided to ship')).toBeLessThan(dry.stdout.indexOf('we cancel it'));
      expect(dry.stderr).toContain(`warning: times go back at ${where} of ${file} (00:10:10 → 00:00:01)`);
      const run = await runMa(
        ['import', file, '--vault', vault, '--date', '2026-06-27', '--title', 'Restart'],
        { cwd: src },
      );
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toContain(`(${format}, 5 speaker turns`);
      expect(await body('2026-06-27 Restart')).toEqual(expected);
      const warnings = run.stderr.split('\n').filter((l) => l.startsWith('warning:'));
      expect(warnings).toEqual([
        `warning: times go back at ${where} of ${file} (00:10:10 → 00:00:01): kept in file order, never sorted by time; were several recordings joined?`,
      ]);
    });
  }

  it('N18: chunked Whisper output (second chunk restarting at 0) is neither reordered nor merged into one turn', async () => {
    await writeFile(
      join(src, 'wr.json'),
      JSON.stringify({
        segments: [
          { start: 600, text: ' Chunk one: we decided to ship.', speaker: 'SPEAKER_00' },
          { start: 601, text: ' Agreed.', speaker: 'SPEAKER_01' },
          { start: 602, text: ' Then it is settled.', speaker: 'SPEAKER_01' },
          { start: 0.5, text: ' Chunk two: we cancel it.', speaker: 'SPEAKER_01' },
          { start: 2, text: ' Why?', speaker: 'SPEAKER_00' },
          { start: 1, text: ' Because.', speaker: 'SPEAKER_00' },
        ],
      }),
    );
    const run = await runMa(['import', 'wr.json', '--vault', vault, '--date', '2026-06-28'], { cwd: src });
    expect(run.code, run.stderr).toBe(0);
    expect(await body('2026-06-28 wr')).toEqual([
      '[00:10:00] **Speaker 1:** Chunk one: we decided to ship.',
      '[00:10:01] **Speaker 2:** Agreed. Then it is settled.',
      '[00:00:00] **Speaker 2:** Chunk two: we cancel it.',
      '[00:00:02] **Speaker 1:** Why?',
      '[00:00:01] **Speaker 1:** Because.',
    ]);
    expect(run.stderr).toContain(
      'warning: times go back 2 times, first at segment 4 of wr.json (00:10:02 → 00:00:00): kept in file order, never sorted by time; were several recordings joined?',
    );
  });

  it('N18: more than 64 turns before the jump change nothing: part two is never interleaved', async () => {
    const one = Array.from(
      { length: 80 },
      (_, i) =>
        `[00:${String(10 + Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}] ${i % 2 ? 'Bob' : 'Alice'}: one ${i}.`,
    );
    const two = ['[00:00:01] Alice: two first.', '[00:00:05] Bob: two second.'];
    await writeFile(join(src, 'long.txt'), `${[...one, ...two].join('\n')}\n`);
    const run = await runMa(['import', 'long.txt', '--vault', vault, '--date', '2026-06-29'], { cwd: src });
    expect(run.code, run.stderr).toBe(0);
    const lines = await body('2026-06-29 long');
    expect(lines).toHaveLength(82);
    expect(lines.slice(-2)).toEqual(['[00:00:01] **Alice:** two first.', '[00:00:05] **Bob:** two second.']);
    expect(run.stderr).toContain('times go back at line 81 of long.txt (00:11:19 → 00:00:01)');
  });
});
