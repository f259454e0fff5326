/**
 * Review session 36 V24: E151's due phrases and French first-person work were written with the ASCII
 * apostrophe only, while transcripts and notes typed on a Mac or in French typography carry the
 * typographic one (U+2019): "Je corrige le bug d\u2019ici jeudi." and "J\u2019envoie le devis pour le 20/12/2026."
 * were no task, "by next week\u2019s meeting" became a due date (the Friday after), "by the year\u2019s end"
 * none. Each now reads as its ASCII twin.
 * Spec: issue #5 "Offline summarizer" (next steps with owner and due date, only when stated); E151.
 */
import { describe, expect, it } from 'vitest';
import { findDue } from '../src/cues/find-due.js';
import { findDueIn } from '../src/cues/find-due-de-fr.js';
import { summarizeExtractive } from '../src/index.js';

/** A Saturday. */
const MEETING = '2026-12-05';
const curly = (s: string) => s.replace(/'/g, '\u2019');

describe('V24: the typographic apostrophe reads as the ASCII one in due phrases and French first-person work', () => {
  it('findDue / findDueIn give the ASCII sentence\u2019s answer', () => {
    const en = [
      "I will raise it by next week's meeting.",
      "I'll close the books by the year's end.",
      "I'll send it by the month's end.",
    ];
    for (const s of en) expect([s, findDue(curly(s), MEETING)]).toEqual([s, findDue(s, MEETING)]);
    expect(findDue(curly(en[0]!), MEETING)).not.toMatch(/^\d/);
    expect(findDue(curly(en[1]!), MEETING)).toBe('2026-12-31');
    const fr = ["Je corrige le bug d'ici jeudi.", "On livre aujourd'hui.", "Je finis d'ici deux semaines."];
    for (const s of fr)
      expect([s, findDueIn(curly(s), 'fr', MEETING)]).toEqual([s, findDueIn(s, 'fr', MEETING)]);
    expect(findDueIn(curly(fr[0]!), 'fr', MEETING)).toBe('2026-12-10');
  });

  it('a French task said with \u2019 is the speaker\u2019s, with its due date', () => {
    for (const [said, due] of [
      ["Je corrige le bug d'ici jeudi.", '2026-12-10'],
      ["J'envoie le devis pour le 20/12/2026.", '2026-12-20'],
    ] as const) {
      const text = curly(said);
      const r = summarizeExtractive({
        transcript: `**Am\u00e9lie:** ${text}\n**Zoe:** Okay.`,
        language: 'fr',
        meetingDate: MEETING,
      });
      expect(
        r.nextSteps.map((s) => [s.owner, s.text, s.due]),
        text,
      ).toEqual([['Am\u00e9lie', text, due]]);
    }
    const r = summarizeExtractive({
      transcript: `**Anna:** ${curly("J'ai fini le rapport pour le 15 janvier.")}\n**Zoe:** Okay.`,
      language: 'fr',
      meetingDate: MEETING,
    });
    expect(r.nextSteps).toEqual([]);
  });
});
