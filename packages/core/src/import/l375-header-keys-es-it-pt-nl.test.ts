/**
 * Leftovers L375 (L365's rest): `ma import` read a text transcript's metadata header in English, German
 * and French only. A Spanish header (`Fecha:`, `Hora:`, `Asistentes:`/`Participantes:`) — and an Italian,
 * Portuguese or Dutch one, the other languages whose month names core reads (meeting-date.ts) — became
 * turns nobody said, its attendees no attendees, its date lost (the meeting dated by the file's day); and a
 * date in numbers under such a key (`07/12/2026`) was "either order" though those languages write the
 * day first. Now: the keys of every such language; numbers under a key of a day-first language are day
 * first; under English `Date:` one reading that is a day is taken and two are never guessed (the import
 * warns); month names of every such language are read (core's one table). Real files, temp sample vault.
 * F112 (review): `y`, `e`, `en` split an attendee list only in lower case (`Robert E Lee` is one person).
 * Spec: docs/transcript-import.md (Header details; L375).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importLines } from '../test-support/imported-lines.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';

describe('L375: header keys and numeric dates in Spanish, Italian, Portuguese and Dutch', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-l375-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });
  const turns = ['', 'Ana: Hola. Decidimos recortar el presupuesto.', 'Bob: Envío el plan el viernes.'];

  const cases: [string, string[], string, string[]][] = [
    [
      'es, slashed',
      ['Fecha: 07/12/2026', 'Hora: 10:00', 'Asistentes: Ana y Bob'],
      '2026-12-07',
      ['Ana', 'Bob'],
    ],
    [
      'es, Participantes list',
      ['Fecha: 7/12/26', '**Participantes:**', '- Ana', '- Bob'],
      '2026-12-07',
      ['Ana', 'Bob'],
    ],
    [
      'es, month name with weekday',
      ['Fecha: miércoles, 9 de diciembre de 2026', 'Asistentes: Ana, Bob'],
      '2026-12-09',
      ['Ana', 'Bob'],
    ],
    ['it', ['Data: 07/12/2026', 'Ora: 10:00', 'Partecipanti: Ana e Bob'], '2026-12-07', ['Ana', 'Bob']],
    ['it, month name', ['Data: 7 dicembre 2026', 'Presenti: Ana, Bob'], '2026-12-07', ['Ana', 'Bob']],
    ['pt', ['Data: 07-12-2026', 'Horário: 10:00', 'Participantes: Ana e Bob'], '2026-12-07', ['Ana', 'Bob']],
    [
      'pt, month name',
      ['Data: 7 de dezembro de 2026', 'Participantes: Ana, Bob'],
      '2026-12-07',
      ['Ana', 'Bob'],
    ],
    ['nl', ['Datum: 07/12/2026', 'Tijd: 10:00', 'Deelnemers: Ana en Bob'], '2026-12-07', ['Ana', 'Bob']],
    ['nl, month name', ['Datum: 7 december 2026', 'Aanwezigen: Ana, Bob'], '2026-12-07', ['Ana', 'Bob']],
    ['de, slashed', ['Datum: 07/12/2026', 'Teilnehmer: Ana, Bob'], '2026-12-07', ['Ana', 'Bob']],
    ['es, dotted', ['Fecha: 7.12.2026', 'Asistentes: Ana, Bob'], '2026-12-07', ['Ana', 'Bob']],
    ['es, year first', ['Fecha: 2026/12/07', 'Asistentes: Ana, Bob'], '2026-12-07', ['Ana', 'Bob']],
    ['en, only one order a day', ['Date: 12/25/2026', 'Attendees: Ana, Bob'], '2026-12-25', ['Ana', 'Bob']],
  ];

  it.each(cases)(
    'L375: %s: the header dates the meeting and names its attendees; none of it is a turn',
    async (_what, header, date, attendees) => {
      const { result, body, meeting } = await importLines(vault, src.root, 'reunion.txt', [
        ...header,
        ...turns,
      ]);
      expect(result.date).toBe(date);
      expect(result.dateFrom).toBe('transcript header');
      expect(meeting.attendees).toEqual(attendees);
      expect(body).toEqual([
        '**Ana:** Hola. Decidimos recortar el presupuesto.',
        '**Bob:** Envío el plan el viernes.',
      ]);
    },
  );

  it('L375: an ambiguous numeric date under English `Date:` is never guessed: the import warns naming both readings', async () => {
    const { result } = await importLines(vault, src.root, 'sync.txt', ['Date: 07/12/2026', ...turns]);
    expect(result.dateFrom).not.toBe('transcript header');
    expect(result.warnings.join('\n')).toContain('2026-12-07 or 2026-07-12');
  });
  // F112 (review): L375 split every attendee list on `y`, `e` and `en` in any case, so a middle initial
  // or a name part written alike was a conjunction (`Robert E Lee` two people). Only lower case splits.
  const lists: [string, string, string[]][] = [
    [
      'capital initials and name parts',
      'Attendees: Robert E Lee, Juan Y Ramos, Lee En Ho',
      // then the speakers of the turns, as every import adds them
      ['Robert E Lee', 'Juan Y Ramos', 'Lee En Ho', 'Ana', 'Bob'],
    ],
    ['Spanish y', 'Asistentes: Ana y Bob', ['Ana', 'Bob']],
    ['Italian e', 'Partecipanti: Ana e Bob', ['Ana', 'Bob']],
    ['Dutch en', 'Deelnemers: Ana en Bob', ['Ana', 'Bob']],
    ['English and, any case', 'Attendees: Ana AND Bob', ['Ana', 'Bob']],
  ];
  it.each(lists)(
    'F112: %s: conjunctions split an attendee list, initials never',
    async (_what, line, attendees) => {
      const { meeting } = await importLines(vault, src.root, 'sync.txt', [
        'Date: 2026-12-07',
        line,
        ...turns,
      ]);
      expect(meeting.attendees).toEqual(attendees);
    },
  );
});
