/**
 * reviewA R11, R12: the boilerplate two common text exports write around the turns was imported
 * as speech. Otter appends `Transcribed by https://otter.ai` to its .txt export (R11: it became the
 * last speaker's words). A Teams transcript (the .docx download saved as text) starts with its
 * title (the recording's name), its date and start time and its length, and says
 * `<name> started transcription` / `<name> stopped transcription` (R12: the header and the start
 * notice became one untimed line, the stop notice the last speaker's words; the meeting was named
 * after the file and dated today). Now none of these is speech, and the Teams header's title and
 * date name the meeting (an option or a date in the file name still wins). Real files, temp sample vault.
 * Spec: reviewA R11, R12; L52; docs/transcript-import.md (text).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importLines } from '../test-support/imported-lines.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';

describe('reviewA R11, R12: Otter and Teams export notices and header are never speech', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-r11-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });

  const imported = (name: string, lines: string[], opts: { title?: string; date?: string } = {}) =>
    importLines(vault, src.root, name, lines, opts, '\r\n');

  it('R11: Otter footer (as text, as a Markdown link line) is left out; the last turn ends with its own words', async () => {
    for (const footer of [
      'Transcribed by https://otter.ai',
      'Transcribed by Otter.ai',
      '*Transcribed by https://otter.ai*',
    ]) {
      const { body } = await imported(
        `otter ${footer.length}.txt`,
        ['Ann Lee  0:03', 'Hello there.', '', 'Bob Stone  0:07', 'Hi Ann.', '', '', footer, ''],
        { date: '2026-05-04' },
      );
      expect(body).toEqual(['[00:00:03] **Ann Lee:** Hello there.', '[00:00:07] **Bob Stone:** Hi Ann.']);
    }
  });

  it('R12: Teams header (recording-named title, date and time, length) and start/stop notices are not speech; title and date name the meeting', async () => {
    const { result, body, meeting } = await imported('teams transcript.txt', [
      'Weekly sync-20260303_100012-Meeting Recording',
      'March 3, 2026, 9:00AM',
      '48m 3s',
      '',
      'Ann Lee started transcription',
      '',
      'Ann Lee   0:03',
      'Hello there.',
      '',
      'Bob Stone   0:07',
      'Hi Ann.',
      '',
      'Ann Lee stopped transcription',
    ]);
    expect(body).toEqual(['[00:00:03] **Ann Lee:** Hello there.', '[00:00:07] **Bob Stone:** Hi Ann.']);
    expect(result).toMatchObject({ date: '2026-03-03', dateFrom: 'transcript header', turns: 2 });
    expect(result.meetingPath).toBe('Meetings/2026-03-03 Weekly sync.md');
    expect(meeting).toMatchObject({
      title: 'Weekly sync',
      date: '2026-03-03',
      attendees: ['Ann Lee', 'Bob Stone'],
    });
  });

  it('R12: a plain title line above the date line (day-first locale, 24 h) is the title; an option and a dated file name still win', async () => {
    const lines = [
      'Budget review',
      '3 March 2026, 14:30',
      '1h 2m 5s',
      '',
      'Ann Lee   0:03',
      'Numbers are in.',
    ];
    const plain = await imported('export.txt', lines);
    expect(plain.body).toEqual(['[00:00:03] **Ann Lee:** Numbers are in.']);
    expect(plain.meeting).toMatchObject({ title: 'Budget review', date: '2026-03-03' });
    const named = await imported('2026-03-04 call.txt', [...lines, 'Bob Stone   0:09', 'Good.'], {
      title: 'Q1 budget',
    });
    expect(named.result).toMatchObject({ date: '2026-03-04', dateFrom: 'file name' });
    expect(named.meeting).toMatchObject({ title: 'Q1 budget' });
    expect(named.body).toEqual([
      '[00:00:03] **Ann Lee:** Numbers are in.',
      '[00:00:09] **Bob Stone:** Good.',
    ]);
  });

  it('R12: spoken lines that look like the notices stay speech (a label, a closing stop, a first line with no date under it)', async () => {
    const { body } = await imported(
      'talk.txt',
      [
        '00:00:05',
        'Ann Lee: I stopped transcription',
        'Bob Stone: We started transcription late.',
        'Ann Lee: Transcribed by https://otter.ai was in the footer.',
      ],
      { date: '2026-04-24' },
    );
    expect(body).toEqual([
      '[00:00:05] **Ann Lee:** I stopped transcription',
      '**Bob Stone:** We started transcription late.',
      '**Ann Lee:** Transcribed by https://otter.ai was in the footer.',
    ]);
  });
});
