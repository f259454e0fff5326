/**
 * Leftovers L351: a German or French Teams transcript (the .docx download saved as text) says
 * `Ann Lee hat die Transkription gestartet` / `… a démarré la transcription` where the English one
 * says `Ann Lee started transcription`; only the English notice was known, so the start notice was
 * imported as an untimed line of speech and the stop notice as the last speaker's words. The German,
 * French and Spanish notices (NFC or NFD) are notices now; a spoken line with a label or a stop stays
 * speech. Real files, temp sample vault.
 * Spec: reviewA R12; docs/transcript-import.md (text).
 */
import { describe, expect, it } from 'vitest';
import { teamsHeaderFixture } from '../test-support/teams-header-fixture.js';

describe('L351: Teams start and stop notices in German, French and Spanish are not speech', () => {
  const {
    turns,
    body: turnsBody,
    importLines,
  } = teamsHeaderFixture('l351', ['Ann Lee', 'Hallo zusammen.'], ['Bob Stone', 'Bonjour.']);

  for (const [language, start, stop] of [
    ['de', 'Jürgen Müller hat die Transkription gestartet', 'Jürgen Müller hat die Transkription beendet'],
    ['fr', 'Hélène Dubois a démarré la transcription', 'Hélène Dubois a arrêté la transcription'],
    [
      'fr-nfd',
      'Hélène Dubois a démarré la transcription'.normalize('NFD'),
      'Hélène Dubois a arrêté la transcription'.normalize('NFD'),
    ],
    ['es', 'José García inició la transcripción', 'José García detuvo la transcripción'],
  ]) {
    it(`L351: ${language}: "${start}" and "${stop}" are left out of the turns`, async () => {
      const { body } = await importLines(
        `teams ${language}.txt`,
        [start as string, ...turns, '', stop as string],
        { date: '2026-12-03' },
        '\r\n',
      );
      expect(body).toEqual(turnsBody);
    });
  }

  it('L351: spoken lines that look like the notices stay speech (a label, a closing stop)', async () => {
    const { body } = await importLines(
      'talk.txt',
      [
        '00:00:05',
        'Ann Lee: Ich hat die Transkription gestartet',
        'Bob Stone: On a démarré la transcription.',
      ],
      { date: '2026-12-03' },
    );
    expect(body).toEqual([
      '[00:00:05] **Ann Lee:** Ich hat die Transkription gestartet',
      '**Bob Stone:** On a démarré la transcription.',
    ]);
  });
});
