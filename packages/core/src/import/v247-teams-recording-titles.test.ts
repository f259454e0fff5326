/**
 * V247: a Teams transcript's first line names its recording, `<title>-<YYYYMMDD_HHMMSS>-Meeting
 * Recording` in English (R12) and in the recording's language elsewhere, as real recordings and exports
 * are named: `-Besprechungsaufzeichnung`, `-Enregistrement de la réunion`, `-Grabación de la reunión`,
 * `-Registrazione della riunione`, `-Gravação de Reunião`, `-Opname van vergadering`. Only the English one
 * was read: the meeting was titled with the whole line, stamp and all. Real files, temp sample vault.
 * Spec: reviewA R12; docs/transcript-import.md (text: Teams header).
 */
import { describe, expect, it } from 'vitest';
import { teamsHeaderFixture } from '../test-support/teams-header-fixture.js';

describe('V247: Teams recording-named title lines in every language whose headers are read', () => {
  const { turns, body, importLines } = teamsHeaderFixture(
    'v247',
    ['Ann Lee', 'Hallo.'],
    ['Bob Stone', 'Ciao.'],
  );

  it('V247: the title is the text before the stamp, the date the recording day', async () => {
    const cases: readonly (readonly [string, string, string])[] = [
      [
        'Quality (Curno)-20260619_090329-Registrazione della riunione',
        '19 giugno 2026, 07:03AM',
        'Quality (Curno)',
      ],
      [
        'Proposta - PAT-20260813_100550-Gravação de Reunião',
        '13 de agosto de 2026, 01:05PM',
        'Proposta - PAT',
      ],
      [
        'Bellen met Joost-20261209_111207-Opname van vergadering',
        '9 december 2026 om 11:12',
        'Bellen met Joost',
      ],
      [
        'Use-Case Support-20260112_094222-Besprechungsaufzeichnung',
        '12. Januar 2026, 09:42',
        'Use-Case Support',
      ],
      [
        'Réunion pilotage-20261125_093453-Enregistrement de la réunion',
        '25 novembre 2026 à 09:34',
        'Réunion pilotage',
      ],
      [
        'Clase de pruebas-20260414_120655-Grabación de la reunión',
        '14 de abril de 2026, 5:06p.m.',
        'Clase de pruebas',
      ],
      [
        'Reunião NFD-20260813_100550-Gravação de Reunião'.normalize('NFD'),
        '13 de agosto de 2026, 13:05',
        'Reunião NFD',
      ],
    ];
    for (const [i, [titleLine, dateLine, title]] of cases.entries()) {
      const got = await importLines(`rec${i}.txt`, [titleLine, dateLine, '1h 12m 33s', ...turns]);
      expect(got.body, titleLine).toEqual(body);
      expect(got.meeting.title, titleLine).toBe(title.normalize('NFC'));
      expect(got.result.dateFrom, titleLine).toBe('transcript header');
      expect(got.result.date, titleLine).toBe(
        `${titleLine
          .normalize('NFC')
          .match(/-(\d{4})(\d{2})(\d{2})_/)
          ?.slice(1)
          .join('-')}`,
      );
    }
  });
});
