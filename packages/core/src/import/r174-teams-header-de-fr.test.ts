/**
 * Newcomer R174: a Teams transcript (the .docx download saved as text) from a German or French Teams:
 * its header `Wöchentliche Abstimmung` / `3. Dezember 2026, 09:00` / `48 Min. 3 Sek.` was imported as a
 * line of speech no one said, the meeting titled by the file name and dated by the file's day. German and
 * French date lines and lengths are Teams' header now, as English ones were (R12). Real files, temp
 * sample vault.
 * Spec: docs/transcript-import.md (text: Teams header); reviewA R12.
 */
import { describe, expect, it } from 'vitest';
import { teamsHeaderFixture } from '../test-support/teams-header-fixture.js';

describe('R174: German and French Teams headers', () => {
  const { turns, body, importLines } = teamsHeaderFixture(
    'r174',
    ['Jürgen Müller', 'Guten Morgen.'],
    ['Zoë Çelik', 'Bonjour.'],
  );
  /** File name, title line, date line, length line, the date it gives. */
  type HeaderCase = readonly [string, string, string, string, string];
  /** Imports each case's header above the same turns: the header is title and date, never speech. */
  const expectHeaders = async (cases: readonly HeaderCase[]) => {
    for (const [name, title, dateLine, length, date] of cases) {
      const got = await importLines(name, [title, dateLine, length, ...turns]);
      expect(got.body, name).toEqual(body);
      expect(got.result, name).toMatchObject({ date, dateFrom: 'transcript header' });
      expect(got.meeting, name).toMatchObject({ title, date });
    }
  };

  it('R174: title, date line and length in German and French are the header: title and date name the meeting', async () => {
    const cases: readonly HeaderCase[] = [
      ['de.txt', 'Wöchentliche Abstimmung', '3. Dezember 2026, 09:00', '48 Min. 3 Sek.', '2026-12-03'],
      ['de2.txt', 'Budgetrunde', '14. März 2026 14:30 Uhr', '1 Std. 5 Min.', '2026-03-14'],
      ['fr.txt', 'Réunion hebdomadaire', '3 décembre 2026, 09:00', '48 min 3 s', '2026-12-03'],
      ['fr2.txt', 'Point juillet', '2 juillet 2026 à 10:15', '48m 3s', '2026-07-02'],
      ['en.txt', 'Weekly sync', 'Sept. 9, 2026, 9:00AM', '48m 3s', '2026-09-09'],
    ];
    await expectHeaders(cases);
  });

  it('V110: a date line in NFD (a Mac), German with "um", French Canadian "09 h 00" is the header too', async () => {
    const cases: readonly HeaderCase[] = [
      [
        'nfd-fr.txt',
        'Réunion NFD',
        '3 d\u00e9cembre 2026, 09:00'.normalize('NFD'),
        '48 min 3 s',
        '2026-12-03',
      ],
      [
        'nfd-de.txt',
        'Runde NFD',
        '3. M\u00e4rz 2026, 09:00'.normalize('NFD'),
        '48 Min. 3 Sek.',
        '2026-03-03',
      ],
      ['um.txt', 'Runde um', '1. März 2026 um 09:00', '48 Min. 3 Sek.', '2026-03-01'],
      ['fr-ca.txt', 'Réunion CA', '1 mars 2026 à 09 h 00', '48 min 3 s', '2026-03-01'],
    ];
    await expectHeaders(cases);
  });

  it('L356: numeric German dates, a weekday before the date, French "1er" are the header too', async () => {
    const cases: readonly HeaderCase[] = [
      ['num.txt', 'Zahlenrunde', '01.03.2026, 09:00', '48 Min. 3 Sek.', '2026-03-01'],
      ['num2.txt', 'Kurzrunde', '3.12.2026 14:30 Uhr', '1 Std. 5 Min.', '2026-12-03'],
      ['wd-de.txt', 'Wochenrunde', 'Mittwoch, 3. Dezember 2026 um 09:00', '48 Min. 3 Sek.', '2026-12-03'],
      ['wd-fr.txt', 'Réunion mercredi', 'mercredi 2 décembre 2026 à 09:00', '48 min 3 s', '2026-12-02'],
      ['er.txt', 'Réunion du 1er', '1er décembre 2026 à 09:00', '48 min 3 s', '2026-12-01'],
      ['wd-er.txt', 'Réunion mardi', 'mardi 1er décembre 2026, 09:00', '48 min 3 s', '2026-12-01'],
      ['wd-en.txt', 'Weekly sync', 'Thursday, December 3, 2026, 9:00 AM', '48m 3s', '2026-12-03'],
    ];
    await expectHeaders(cases);
  });

  it('L365: Spanish date lines (de … de, a las, a la, weekday, 1.º, abbreviated month, a. m., NFD) are the header too', async () => {
    const cases: readonly HeaderCase[] = [
      ['es.txt', 'Reunión semanal', '3 de diciembre de 2026, 9:00', '48 min 3 s', '2026-12-03'],
      ['es2.txt', 'Revisión', '3 de diciembre de 2026 9:00', '1 h 5 min', '2026-12-03'],
      [
        'es-wd.txt',
        'Reunión miércoles',
        'miércoles, 3 de diciembre de 2026 a las 9:00',
        '48 min 3 s',
        '2026-12-03',
      ],
      [
        'es-la.txt',
        'Reunión a la una',
        'martes, 1 de diciembre de 2026 a la 1:00',
        '48 min 3 s',
        '2026-12-01',
      ],
      ['es-o.txt', 'Reunión del primero', '1.º de septiembre de 2026, 10:15', '48 min 3 s', '2026-09-01'],
      ['es-abbr.txt', 'Reunión corta', '3 dic 2026, 9:00 a. m.', '48m 3s', '2026-12-03'],
      ['es-ene.txt', 'Reunión de enero', '14 de enero de 2026 14:30', '48 min 3 s', '2026-01-14'],
      ['es-mayo.txt', 'Reunión de mayo', 'sábado, 9 de mayo de 2026, 09:00', '48 min 3 s', '2026-05-09'],
      [
        'es-nfd.txt',
        'Reunión NFD',
        'mi\u00e9rcoles, 3 de diciembre de 2026 a las 9:00'.normalize('NFD'),
        '48 min 3 s',
        '2026-12-03',
      ],
    ];
    await expectHeaders(cases);
  });

  it('L356: a line that only looks like a date stays speech (no such day, a sentence before the date)', async () => {
    const lines = [
      '31.02.2026, 09:00',
      'We meet again on 3. Dezember 2026, 09:00',
      '31 de febrero de 2026, 9:00',
      'Nos vemos el 3 de diciembre de 2026 a las 9:00',
    ];
    for (const [i, line] of lines.entries()) {
      const got = await importLines(`odd${i}.txt`, ['Runde', line, '48 Min. 3 Sek.', ...turns]);
      expect(got.result.dateFrom, line).not.toBe('transcript header');
    }
  });
});
