/**
 * V245: a Teams transcript (the .docx download saved as text) from a Dutch, Italian or Portuguese
 * Teams: its date line in its locale's forms (`dinsdag 3 maart 2026 om 09:05`, `3 mrt 2026, 09:05`,
 * `03-03-2026, 09:05`; `martedì 3 marzo 2026 alle ore 09:05`, `03/03/26, 09:05`; `terça-feira, 3 de
 * março de 2026 às 09:05`, as CLDR writes them) was imported as speech and the meeting dated by the
 * file's day, and the Italian and Portuguese start and stop notices (`Paolo Rossi trascrizione
 * avviata`, `… começou a transcrição`, `… parou a transcrição`, as real exports write them) were
 * imported as speech. Real files, temp sample vault.
 * Spec: reviewA R12; docs/transcript-import.md (text: Teams header).
 */
import { describe, expect, it } from 'vitest';
import { teamsHeaderFixture } from '../test-support/teams-header-fixture.js';

describe('V245: Dutch, Italian and Portuguese Teams headers and notices', () => {
  const { turns, body, importLines } = teamsHeaderFixture(
    'v245',
    ['Joost de Vries', 'Goedemorgen.'],
    ['Giulia Bianchi', 'Buongiorno.'],
  );
  /** A header's date line and the day it gives. */
  type DateCase = readonly [string, string];
  const expectDates = async (language: string, cases: readonly DateCase[]) => {
    for (const [i, [dateLine, date]] of cases.entries()) {
      const name = `${language}${i}.txt`;
      const title = `Overleg ${language} ${i}`;
      const got = await importLines(name, [title, dateLine, '48m 3s', ...turns]);
      expect(got.body, dateLine).toEqual(body);
      expect(got.result, dateLine).toMatchObject({ date, dateFrom: 'transcript header' });
      expect(got.meeting, dateLine).toMatchObject({ title, date });
    }
  };

  it('V245: Dutch date lines (om, mrt, dashes, nl-BE slashes, weekday, a.m., 09.05) are the header', async () => {
    await expectDates('nl', [
      ['dinsdag 3 maart 2026 om 09:05', '2026-03-03'],
      ['3 maart 2026 om 09:05:00', '2026-03-03'],
      ['3 mrt 2026, 09:05', '2026-03-03'],
      ['12 mrt. 2026 14:30', '2026-03-12'],
      ['12-05-2026, 14:30', '2026-05-12'],
      ['3/03/2026, 09:05', '2026-03-03'],
      ['3 maart 2026 om 09:05 a.m.', '2026-03-03'],
      ['zaterdag 14 november 2026 09.05', '2026-11-14'],
      ['15 okt. 2026, 16:45', '2026-10-15'],
    ]);
  });

  it('V245: Italian date lines (alle, alle ore, weekday, abbreviated months, 26, it-CH dots, AM) are the header', async () => {
    await expectDates('it', [
      ['martedì 3 marzo 2026 alle ore 09:05', '2026-03-03'],
      ['martedì, 3 marzo 2026 alle ore 09:05:00', '2026-03-03'],
      ['19 giugno 2026 alle 07:03', '2026-06-19'],
      ['19 giugno 2026, 07:03AM', '2026-06-19'],
      ['3 mag 2026, 09:05', '2026-05-03'],
      ['19/06/26, 07:03', '2026-06-19'],
      ['03.03.26, 09:05', '2026-03-03'],
      ['mercoled\u00ec 2 dicembre 2026 alle ore 16:00'.normalize('NFD'), '2026-12-02'],
    ]);
  });

  it('V245: Portuguese date lines (às, a weekday with a hyphen, de mar. de, slashes, PM) are the header', async () => {
    await expectDates('pt', [
      ['terça-feira, 3 de março de 2026 às 09:05', '2026-03-03'],
      ['3 de março de 2026 às 09:05:00', '2026-03-03'],
      ['3 de mar. de 2026, 09:05', '2026-03-03'],
      ['13 de agosto de 2026, 01:05PM', '2026-08-13'],
      ['13/08/2026, 13:05', '2026-08-13'],
      ['13/08/26, 13:05', '2026-08-13'],
      ['1º de outubro de 2026 às 10:00', '2026-10-01'],
      ['sexta-feira, 4 de dezembro de 2026 às 09:05'.normalize('NFD'), '2026-12-04'],
    ]);
  });

  it('V245: a slashed date of either order is the header, its date not guessed and said', async () => {
    const got = await importLines('either.txt', ['Riunione', '04/05/2026, 09:00', '48m 3s', ...turns]);
    expect(got.body).toEqual(body);
    expect(got.meeting).toMatchObject({ title: 'Riunione' });
    expect(got.result.dateFrom).not.toBe('transcript header');
    expect(got.result.warnings.join('\n')).toContain(
      '"04/05/2026", which was not used: it could be day or month first (2026-05-04 or 2026-04-05)',
    );
  });

  it('V245: lines that only look like a date line stay speech (no such day, a sentence around the date)', async () => {
    const lines = [
      '31-02-2026, 09:00',
      'We zien elkaar op 3 maart 2026 om 09:05',
      'Ci vediamo il 3 marzo 2026 alle ore 09:05',
      'Até terça-feira, 3 de março de 2026 às 09:05',
    ];
    for (const [i, line] of lines.entries()) {
      const got = await importLines(`odd${i}.txt`, ['Overleg', line, '48m 3s', ...turns]);
      expect(got.result.dateFrom, line).not.toBe('transcript header');
    }
  });

  for (const [language, start, stop] of [
    ['it', 'Paolo Comparoni trascrizione avviata', 'Paolo Comparoni trascrizione interrotta'],
    ['it-ha', 'Paolo Comparoni ha avviato la trascrizione', 'Paolo Comparoni ha interrotto la trascrizione'],
    [
      'pt-br',
      'Georges Leitão dos Santos começou a transcrição',
      'Georges Leitão dos Santos parou a transcrição',
    ],
    ['pt-iniciou', 'João Silva iniciou a transcrição', 'João Silva interrompeu a transcrição'],
    [
      'pt-nfd',
      'João Silva começou a transcrição'.normalize('NFD'),
      'João Silva parou a transcrição'.normalize('NFD'),
    ],
  ]) {
    it(`V245: ${language}: "${start}" and "${stop}" are left out of the turns`, async () => {
      const { body: got } = await importLines(
        `teams ${language}.txt`,
        [start as string, ...turns, '', stop as string],
        { date: '2026-12-03' },
        '\r\n',
      );
      expect(got).toEqual(body);
    });
  }

  it('V245: spoken lines that look like the notices stay speech (a label, a closing stop)', async () => {
    const { body: got } = await importLines(
      'talk.txt',
      ['00:00:05', 'Paolo: trascrizione avviata', 'João: Eu parou a transcrição.'],
      { date: '2026-12-03' },
    );
    expect(got).toEqual(['[00:00:05] **Paolo:** trascrizione avviata', '**João:** Eu parou a transcrição.']);
  });
});
