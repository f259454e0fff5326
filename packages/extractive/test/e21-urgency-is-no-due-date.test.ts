/**
 * Issue 15 audit E21: "I'll get the minutes up as soon as possible." was printed with "(due as soon as possible)".
 * Urgency that names no day — "as soon as possible", "ASAP", "soon", "when you can", "at some point" and their
 * German and French forms — is not a due date: the task is kept, its words are kept, and it has no due date.
 * A day said beside the urgency is still the due date.
 * Spec: issue 15 deliverable 2 ("a due date only when one is stated for that task").
 */
import { describe, expect, it } from 'vitest';
import { findDue } from '../src/cues/find-due.js';
import { findDueIn } from '../src/cues/find-due-de-fr.js';
import { madeUpMeeting } from './made-up-meeting.js';

describe('E21: urgency without a day is not a due date', () => {
  it('E21: English, German and French urgency words give no due date; a stated day beside them does', () => {
    for (const text of [
      "I'll send the supplier quotes as soon as possible.",
      "I'll send the supplier quotes ASAP.",
      "I'll send the supplier quotes asap, promise.",
      "I'll send the supplier quotes soon.",
      "I'll send the supplier quotes when I can.",
      'Could you send the supplier quotes when you can?',
      "I'll send the supplier quotes at some point.",
    ])
      expect(findDue(text, '2026-05-04'), text).toBeNull();
    expect(findDueIn('Ich schicke die Angebote so schnell wie möglich.', 'de', '2026-05-04')).toBeNull();
    expect(findDueIn('Ich schicke die Angebote asap.', 'de', '2026-05-04')).toBeNull();
    expect(findDueIn('Je vais envoyer les devis au plus vite.', 'fr', '2026-05-04')).toBeNull();
    expect(findDueIn('Je vais envoyer les devis asap.', 'fr', '2026-05-04')).toBeNull();
    expect(
      findDue("I'll send the supplier quotes as soon as possible, by Friday at the latest.", '2026-05-04'),
    ).toBe('2026-05-08');
    expect(findDueIn('Je vais envoyer les devis dès que possible, avant vendredi.', 'fr', '2026-05-04')).toBe(
      '2026-05-08',
    );
  });

  it('E21: the task is still reported with its words, without a due date', () => {
    const s = madeUpMeeting(
      [
        'Anna: The supplier quotes are the last thing we need for the cost sheet.',
        "Ben: I'll send the supplier quotes to Anna as soon as possible.",
        "Chloe: And I'll book the test kitchen for the tasting by Friday.",
      ],
      '2026-05-04',
    );
    expect(s.nextSteps.map((n) => [n.text, n.due ?? null])).toEqual([
      ["I'll send the supplier quotes to Anna as soon as possible.", null],
      ["I'll book the test kitchen for the tasting by Friday.", '2026-05-08'],
    ]);
  });
});
