/**
 * Issue 15 (a due date when one is stated for the task), E141: French says the day a thing is done with no word before
 * it ("Je vais envoyer le rapport vendredi."), as spoken English ("I'll send the report Friday.") and German ("Ich
 * schicke den Bericht Freitag.") often do: those tasks had no due date. A weekday before a date ("lundi 7 décembre",
 * "d'ici le mardi 15", "Monday, December 7") was read as the weekday alone or not at all: "d'ici le mardi 15" said at a
 * meeting on Wednesday 2 December 2026 was due Tuesday 8 December, a week early. Now a weekday said alone where its
 * clause ends is that day (not "vendredi dernier", "depuis lundi", "seit Montag", "last Friday", "the Friday
 * meeting"), and a weekday before a date names the date.
 * Spec: issue 15 deliverable 2 (a due date only when one is stated for that task); issue #5 (next steps with owner and
 * due date, when stated).
 */
import { describe, expect, it } from 'vitest';
import { findDueIn } from '../src/cues/find-due-de-fr.js';
import { summarizeExtractive } from '../src/index.js';

/** Wednesday. */
const MEETING = '2026-12-02';

describe('E141: a weekday said alone, or before its date, is when the task is due', () => {
  it.each([
    ['fr', 'Je vais envoyer le rapport vendredi.', '2026-12-04'],
    ['fr', 'Je vais envoyer le rapport vendredi matin, promis.', '2026-12-04'],
    ['de', 'Ich schicke den Bericht Freitag.', '2026-12-04'],
    ['en', "I'll send the report Friday.", '2026-12-04'],
    ['en', "I'll send the report Monday morning.", '2026-12-07'],
    ['fr', 'Je vais envoyer le rapport lundi 7 décembre.', '2026-12-07'],
    ['fr', "Je vais envoyer le rapport d'ici le mardi 15.", '2026-12-15'],
    ['de', 'Ich schicke den Bericht am Montag, den 7. Dezember.', '2026-12-07'],
    ['en', "I'll send the report Monday, December 7.", '2026-12-07'],
    ['en', "I'll send the report by Tuesday the 15th.", '2026-12-15'],
  ])('E141: %s "%s" is due %s', (language, text, due) => {
    expect(findDueIn(text, language, MEETING)).toBe(due);
  });

  it.each([
    ['fr', 'Je vais envoyer le rapport de vendredi dernier.'],
    ['fr', 'Je vais relire le rapport reçu depuis lundi.'],
    ['de', 'Ich schicke den Bericht von letzten Freitag.'],
    ['de', 'Ich schicke den Bericht wie jeden Freitag.'],
    ['en', "I'll send the notes from last Friday."],
    ['en', "I'll bring the slides to the Friday meeting."],
    ['en', "I'll check the figures we got Friday's delivery with."],
  ])('E141: %s "%s" states no due day', (language, text) => {
    expect(findDueIn(text, language, MEETING)).toBeNull();
  });

  it('E141: without a meeting date the day is kept as said, weekday and all', () => {
    expect(findDueIn('Je vais envoyer le rapport vendredi.', 'fr', null)).toBe('vendredi');
    expect(findDueIn("Je vais envoyer le rapport d'ici le mardi 15.", 'fr', null)).toBe('mardi 15');
    expect(findDueIn("I'll send the report Monday, December 7.", 'en', null)).toBe('Monday, December 7');
  });

  it('E141: the French task of a summarised meeting carries the day it is due', () => {
    const s = summarizeExtractive({
      transcript:
        '[00:00:00] **Marie:** Bonjour à tous, on commence.\n[00:01:00] **Marie:** Je vais envoyer le rapport vendredi.',
      language: 'fr',
      meetingDate: MEETING,
    });
    expect(s.nextSteps.map((n) => [n.text, n.owner, n.due])).toEqual([
      ['Je vais envoyer le rapport vendredi.', 'Marie', '2026-12-04'],
    ]);
  });
});
