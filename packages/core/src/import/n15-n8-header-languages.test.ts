/**
 * Newcomer N15 + N8: a text transcript's header in German or French (`Titel:`, `Datum:`,
 * `Teilnehmer:`, `Tagesordnung:`, `Ort:`; `Titre :`, `Date :`, `Participants :`, `Ordre du jour :`,
 * `Lieu :`), the languages the README advertises, made three speakers and attendees nobody was, lost
 * the date and title, and flattened its agenda into a turn nobody said; a Google Meet header's
 * `Agenda:` list after its `Attendees` names became attendees. Now the header keys are one table by
 * language, read as the English ones are (dates in the language's forms too), and the Meet agenda is
 * the meeting note's body. Real files, temp sample vault.
 * Spec: newcomer N15, N8; L91, L155; docs/transcript-import.md (Header details).
 */
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseNote } from '../notes/index.js';
import { importLines } from '../test-support/imported-lines.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';

describe('N15 + N8: header keys in every advertised language; Meet agenda', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-n15-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });
  const meetingBody = async (rel: string) =>
    parseNote(await readFile(path.join(vault.root, rel), 'utf8')).body.trim();
  const turns = [
    '',
    'Anna: Hallo. Wir haben beschlossen, das Budget zu kürzen.',
    'Bob: Ich schicke den Plan bis Freitag.',
  ];
  const said = [
    '**Anna:** Hallo. Wir haben beschlossen, das Budget zu kürzen.',
    '**Bob:** Ich schicke den Plan bis Freitag.',
  ];

  const cases: [string, string[], string][] = [
    [
      'de',
      [
        'Titel: Budgetrunde',
        'Datum: 20.11.2026',
        'Teilnehmer: Anna, Bob',
        'Ort: Raum 4',
        'Tagesordnung:',
        '- Budget',
        '- Einstellungen',
      ],
      ['Ort: Raum 4', '', '## Tagesordnung', '', '- Budget', '- Einstellungen'].join('\n'),
    ],
    [
      'de, Markdown, month names',
      [
        '# Budgetrunde',
        '**Datum:** Freitag, 20. November 2026',
        '**Anwesende:** Anna, Bob',
        '## Tagesordnung',
        '1. Budget',
        '2. Einstellungen',
      ],
      ['## Tagesordnung', '', '1. Budget', '2. Einstellungen'].join('\n'),
    ],
    [
      'fr',
      [
        'Titre : Budgetrunde',
        'Date : vendredi 20 novembre 2026',
        'Présents : Anna, Bob',
        'Lieu : Salle 4',
        'Ordre du jour :',
        '- Budget',
        '- Recrutement',
      ],
      ['Lieu: Salle 4', '', '## Ordre du jour', '', '- Budget', '- Recrutement'].join('\n'),
    ],
    [
      'fr, short month',
      ['Objet : Budgetrunde', 'Date de la réunion : 20 nov. 2026', 'Participants : Anna et Bob'],
      '',
    ],
  ];
  it('N15: German and French header lines are the title, date, attendees and the note body, never speakers', async () => {
    for (const [name, head, kept] of cases) {
      const { body, meeting, result } = await importLines(vault, src.root, `${name}.txt`, [
        ...head,
        ...turns,
      ]);
      expect(body, name).toEqual(said);
      expect(result.speakers, name).toEqual(['Anna', 'Bob']);
      expect(meeting.attendees, name).toEqual(['Anna', 'Bob']);
      expect(meeting.title, name).toBe('Budgetrunde');
      expect(result.dateFrom, name).toBe('transcript header');
      expect(String(meeting.date), name).toBe('2026-11-20');
      expect(await meetingBody(result.meetingPath), name).toBe(kept);
      // Each case is a new meeting of the same title and date: move the last one out of the way.
      await rm(path.join(vault.root, result.meetingPath));
      await rm(path.join(vault.root, result.transcriptPath));
    }
  });

  it('N8: a Google Meet header with an `Agenda:` list after its names: attendees are people, the agenda is the body', async () => {
    const { body, meeting, result } = await importLines(vault, src.root, 'meet-ag.txt', [
      'Weekly sync (2026-11-07 10:00 GMT) - Transcript',
      'Attendees',
      'Anna, Bob',
      'Agenda:',
      '- Budget',
      'Transcript',
      'Anna: Hello. We decided to freeze the budget.',
      "Bob: I'll draft the hiring plan.",
    ]);
    expect(meeting.attendees).toEqual(['Anna', 'Bob']);
    expect(meeting.title).toBe('Weekly sync');
    expect(String(meeting.date)).toBe('2026-11-07');
    expect(body).toEqual([
      '**Anna:** Hello. We decided to freeze the budget.',
      "**Bob:** I'll draft the hiring plan.",
    ]);
    expect(await meetingBody(result.meetingPath)).toBe(['## Agenda', '', '- Budget'].join('\n'));
  });
});
