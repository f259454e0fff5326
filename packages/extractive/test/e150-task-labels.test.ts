/**
 * E150 (newcomer session 34 A3): a task label opening a sentence says a task outright, in every language the engine
 * meets — `Action:`, `Action item:`, `TODO:`, `To-do :`, `Aufgabe:`, `Tâche :`, `Acción:` — and its owner is the
 * person its words open with (or the speaker, when they open in the first person). French typography's space before
 * the colon is a label too, and a quote keeps it.
 * Spec: issue #5 "Offline summarizer" (next steps with owner and due date); issue 15 (recall of next steps).
 */
import { describe, expect, it } from 'vitest';
import { summarizeExtractive } from '../src/index.js';
import { cleanDisfluencies } from '../src/transcript/clean-disfluencies.js';

const MEETING = '2026-12-05';

describe('E150: task labels in en/de/fr/es', () => {
  it('E150: a German label keeps its owner and its task (it lost the owner)', () => {
    for (const transcript of [
      '**Jürgen Müller:** Aufgabe: Jürgen erstellt bis nächsten Montag den Zeitplan.',
      'Jürgen Müller: Aufgabe: Jürgen erstellt bis nächsten Montag den Zeitplan.',
    ]) {
      const r = summarizeExtractive({ transcript, language: 'de', meetingDate: MEETING });
      expect(r.nextSteps.map((s) => [s.owner, s.text, s.due])).toEqual([
        ['Jürgen Müller', 'Jürgen erstellt bis nächsten Montag den Zeitplan.', '2026-12-07'],
      ]);
      expect(r.body).toContain(
        '- [ ] Jürgen Müller: Jürgen erstellt bis nächsten Montag den Zeitplan. (due 2026-12-07)',
      );
    }
  });

  it('E150: French "Action :" (a space before the colon) is a task, and the Summary quotes it as said', () => {
    const transcript = [
      '**Amélie Roux:** Action : Amélie prépare le budget pour le 15 janvier.',
      '**Marc Petit:** Très bien.',
    ].join('\n');
    const r = summarizeExtractive({ transcript, language: 'fr', meetingDate: MEETING });
    expect(r.nextSteps.map((s) => [s.owner, s.text, s.due])).toEqual([
      ['Amélie Roux', 'Amélie prépare le budget pour le 15 janvier.', '2027-01-15'],
    ]);
    expect(r.body).not.toContain('Action: Amélie');
    expect(cleanDisfluencies('Action : Amélie prépare le budget ; vraiment ?', 'fr')).toBe(
      'Action : Amélie prépare le budget ; vraiment ?',
    );
    expect(cleanDisfluencies('We need the dresses ,   and the shoes .', 'en')).toBe(
      'We need the dresses, and the shoes.',
    );
  });

  it('E150: every label form in en/de/fr/es, with or without a space before the colon, owned as said', () => {
    const people = ['**Anna Stone:** Okay.', '**Bob Stone:** Yes.', '**María López:** Sí.'];
    const cases: [string, string, string, string | null, string | null][] = [
      [
        'en',
        'Action: Bob drafts the plan by Friday.',
        'Bob drafts the plan by Friday.',
        'Bob Stone',
        '2026-12-11',
      ],
      ['en', 'Action item: Bob updates the docs.', 'Bob updates the docs.', 'Bob Stone', null],
      ['en', 'Action point: I send the minutes.', 'I send the minutes.', 'Anna Stone', null],
      [
        'en',
        'TODO: update the install guide by Friday.',
        'Update the install guide by Friday.',
        null,
        '2026-12-11',
      ],
      ['en', 'To-do : update the install guide.', 'Update the install guide.', null, null],
      [
        'de',
        'Aufgabe: Bob schickt die Liste bis Freitag.',
        'Bob schickt die Liste bis Freitag.',
        'Bob Stone',
        '2026-12-11',
      ],
      ['de', 'To-do: ich buche den Raum.', 'Ich buche den Raum.', 'Anna Stone', null],
      ['de', 'Maßnahme: Bob prüft die Rechnung.', 'Bob prüft die Rechnung.', 'Bob Stone', null],
      [
        'fr',
        'Tâche : Bob corrige le bug avant vendredi.',
        'Bob corrige le bug avant vendredi.',
        'Bob Stone',
        '2026-12-11',
      ],
      ['fr', 'À faire : je relance le client.', 'Je relance le client.', 'Anna Stone', null],
      ['es', 'Acción: María prepara el presupuesto.', 'María prepara el presupuesto.', 'María López', null],
      ['es', 'Tarea: revisar el contrato.', 'Revisar el contrato.', null, null],
      [
        'es',
        'Acción : María revisa el contrato 2026-12-10.',
        'María revisa el contrato 2026-12-10.',
        'María López',
        '2026-12-10',
      ],
    ];
    for (const [language, said, text, owner, due] of cases) {
      const transcript = [...people, `**Anna Stone:** ${said}`].join('\n');
      const r = summarizeExtractive({ transcript, language, meetingDate: MEETING });
      expect(
        r.nextSteps.filter((s) => s.line === 4).map((s) => [s.text, s.owner, s.due]),
        `${language}: ${said}`,
      ).toEqual([[text, owner, due]]);
    }
  });

  it('E150: a label word that does not open the sentence, or with nothing after it, is no labelled task', () => {
    const transcript = [
      '**Anna Stone:** The action: nothing.',
      '**Bob Stone:** Aufgabe: ja.',
      '**Anna Stone:** Die Aufgabe ist schwer: wir warten.',
    ].join('\n');
    const r = summarizeExtractive({ transcript, language: 'de', meetingDate: MEETING });
    expect(r.nextSteps).toEqual([]);
  });
});
