/**
 * L52 (reviewA U9 remainder): a Google Meet transcript saved from Docs starts with a header — its
 * title line, `Attendees` and the names, `Transcript` (classic layout), or `📖 Transcript`, a date
 * line and `<title> - Transcript` (Gemini layout) — and ends with `Transcription ended after …` and
 * Meet's notice that the transcript was computer generated. All of these were imported as speech
 * (the header as one unlabelled line, the closing lines after the last turn). Now they are never
 * speech: the header's title, date and attendees go to the meeting note (an option or the file name
 * still wins), the closing lines are left out. Layouts as Meet writes them (collected from public
 * exports). Real files, temp sample vault.
 * Spec: L52; reviewA U9; docs/transcript-import.md (text).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importLines } from '../test-support/imported-lines.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';

const NOTICE =
  'This editable transcript was computer generated and might contain errors. People can also change the text after it was created.';

describe('L52: Google Meet header and closing lines are never speech', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-l52-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });

  const imported = (name: string, lines: string[], opts: { title?: string; date?: string } = {}) =>
    importLines(vault, src.root, name, lines, opts);

  it('L52: classic layout: title, date and every attendee (one who never spoke too) go to the meeting note; no header or closing line is speech', async () => {
    const { result, body, meeting } = await imported('meet.txt', [
      'Weekly sync (2026-10-05 10:00 GMT+3) - Transcript',
      'Attendees',
      'Panos Adamopoulos, Maria K, Carol Diaz',
      'Transcript',
      '00:00:00',
      ' ',
      'Panos Adamopoulos: Good morning.',
      'Maria K: The cutover is ready.',
      '00:05:00',
      ' ',
      'Panos Adamopoulos: Great, we decided to ship.',
      ' ',
      ' ',
      'Transcription ended after 00:06:12',
      '',
      NOTICE,
      '',
    ]);
    expect(body).toEqual([
      '[00:00:00] **Panos Adamopoulos:** Good morning.',
      '**Maria K:** The cutover is ready.',
      '[00:05:00] **Panos Adamopoulos:** Great, we decided to ship.',
    ]);
    expect(result).toMatchObject({ date: '2026-10-05', dateFrom: 'transcript header', turns: 3 });
    expect(result.meetingPath).toBe('Meetings/2026-10-05 Weekly sync.md');
    expect(meeting).toMatchObject({
      title: 'Weekly sync',
      date: '2026-10-05',
      attendees: ['Panos Adamopoulos', 'Maria K', 'Carol Diaz'],
    });
  });

  it('L52: Gemini layout (📖 Transcript, date line, "<title> - Transcript"), a title holding a colon, and the title line\'s slash date form', async () => {
    const gemini = await imported('notes.txt', [
      '📖 Transcript',
      'Sep 25, 2026',
      'Pipeline AI Talk #2: Build a clip bot, live - Transcript',
      '00:06:20',
      '',
      '',
      'Ramsey Jamoul: Hey. Oh, happy Friday everyone.',
      'Kyle Tabor: Happy Friday. We should ship the renderer tonight.',
      '',
      'Transcription ended after 01:40:53',
    ]);
    expect(gemini.body).toEqual([
      '[00:06:20] **Ramsey Jamoul:** Hey. Oh, happy Friday everyone.',
      '**Kyle Tabor:** Happy Friday. We should ship the renderer tonight.',
    ]);
    expect(gemini.meeting).toMatchObject({
      title: 'Pipeline AI Talk #2: Build a clip bot, live',
      date: '2026-09-25',
      attendees: ['Ramsey Jamoul', 'Kyle Tabor'],
    });
    const slash = await imported('sync.txt', [
      'Sync - 2026/10/06 09:30 CEST - Transcript',
      'Attendees',
      'Ann Lee, Bob Stone',
      'Transcript',
      NOTICE,
      'Ann Lee: Ship it.',
    ]);
    expect(slash.body).toEqual(['**Ann Lee:** Ship it.']);
    expect(slash.meeting).toMatchObject({
      title: 'Sync',
      date: '2026-10-06',
      attendees: ['Ann Lee', 'Bob Stone'],
    });
  });

  it('L52: saved as Markdown (### times, **Name:** turns, closing heading and notice in emphasis); --title and --date still win', async () => {
    const { result, body, meeting } = await imported(
      '2026-11-02 standup.md',
      [
        'Nov 2, 2026',
        'Standup - Transcript',
        '',
        '### 00:00:00',
        '',
        '**Filippo Tosetto:** It is not available on iOS.',
        '',
        '**Andrey Marinov:** Then we test web first.',
        '',
        '### Transcription ended after 00:49:58',
        '',
        `*${NOTICE}*`,
      ],
      { title: 'Mobile standup', date: '2026-11-03' },
    );
    expect(body).toEqual([
      '[00:00:00] **Filippo Tosetto:** It is not available on iOS.',
      '**Andrey Marinov:** Then we test web first.',
    ]);
    expect(result).toMatchObject({ date: '2026-11-03', dateFrom: 'option' });
    expect(meeting).toMatchObject({ title: 'Mobile standup', date: '2026-11-03' });
  });

  it('L52: a first spoken line that ends in "- Transcript" stays speech (no date, no Meet header before it)', async () => {
    const { body } = await imported(
      'talk.txt',
      ['Ann Lee: Let us look at the notes - Transcript', 'Bob Stone: Sure.'],
      {
        date: '2026-04-24',
      },
    );
    expect(body).toEqual(['**Ann Lee:** Let us look at the notes - Transcript', '**Bob Stone:** Sure.']);
  });

  it('L52: a file that only starts with a date line, with no Meet header, reads as before', async () => {
    const { body } = await imported('plain.txt', ['Apr 24, 2026', 'Ann Lee: Hello.', 'Bob Stone: Hi.'], {
      date: '2026-04-24',
    });
    expect(body.at(-2)).toBe('**Ann Lee:** Hello.');
    expect(body.at(-1)).toBe('**Bob Stone:** Hi.');
    expect(body.join('\n')).toContain('Apr 24, 2026');
  });
});
