/**
 * Issue 15, session 21 (bench/blind8 and blind9, real AMI and ICSI meetings), E50: real design meetings settle most
 * choices with no cue word at all — one person proposes ("maybe we should put …", "can't we use …?", "I think the
 * numbers should be in the bottom") and the others agree over the next turns ("Yeah, that's better.", "Yeah." "Okay.").
 * The cue patterns never saw these. A second extractor reads the exchange: a proposal is scored by the other speakers'
 * replies (an explicit yes 2, a plain yes 1, each speaker once), settled at 2, dropped on an objection, and reported as
 * a statement built from its own words.
 * Spec: issue 15 deliverable 2 (precision and recall of decisions; report the outcome rather than the proposal).
 */
import { describe, expect, it } from 'vitest';
import { summarizeExtractive } from '../src/index.js';
import { madeUpMeeting } from './made-up-meeting.js';

describe('E50: a proposal the room agrees to over the next turns is a decision', () => {
  it('E50: an explicit yes from one person, or plain yeses from two, settle it; it reads as the outcome', () => {
    const s = madeUpMeeting(
      [
        'Dev: The charging port on the prototype sits on the back, which looks odd on the stand.',
        'Dev: Maybe we should put the charging port on the bottom edge.',
        "Eve: Yeah, that's better.",
        'Fay: The strap loops are fine as they are, the samples came back last week.',
        "Eve: Can't we ship the handset in three colours with the logo on each?",
        'Fay: Yeah.',
        'Dev: Okay.',
        'Eve: The battery tests are still running in the lab at the moment.',
        'Fay: I think the display brightness should be adjustable from the side menu.',
        'Dev: I agree as well.',
      ],
      '2026-05-04',
    );
    expect(s.decisions.map((d) => [d.text, d.line])).toEqual([
      ['We will put the charging port on the bottom edge.', 2],
      ['We will ship the handset in three colours with the logo on each.', 5],
      ['The display brightness should be adjustable from the side menu.', 9],
    ]);
    // The reply that settled it is cited too.
    expect(s.decisions.map((d) => d.decidedLine)).toEqual([3, 7, 10]);
  });

  it('E50: one plain yes, an objection, a task, a proposal inside a report or handed to someone is no decision', () => {
    const s = madeUpMeeting(
      [
        'Dev: Maybe we should put the charging port on the bottom edge.',
        'Eve: Yeah.',
        'Fay: The strap loops are fine as they are, the samples came back last week.',
        "Eve: Can't we ship the handset in three colours with the logo on each?",
        'Fay: Yeah, but the tooling for three colours costs twice as much.',
        'Dev: Okay.',
        "Fay: We should check the supplier's price list for the rubber grips first.",
        'Dev: Yeah, definitely.',
        'Eve: The field trial ran for two weeks in four shops. We will send the handset to the shops in April. The staff liked the weight. Returns were low. Sales were flat in two of them.',
        'Dev: Okay, thanks.',
        'Fay: Okay.',
        'Dev: We could print the care instructions inside the lid of the box.',
        'Eve: Good idea. Fay, could you draft the care instructions for the lid?',
      ],
      '2026-05-04',
    );
    expect(s.decisions).toEqual([]);
  });

  it('E50: an exchange that goes on to state the outcome is reported once, as that outcome', () => {
    const s = madeUpMeeting(
      [
        'Gil: The printers cannot deliver the catalogue before the end of April.',
        'Gil: We could move the spring launch to the first week of May.',
        'Hal: I like that.',
        'Ivy: Okay, so the spring launch moves to the first week of May.',
        'Hal: The photographs from the studio look good.',
      ],
      '2026-05-04',
    );
    expect(s.decisions.map((d) => d.line)).toEqual([4]);
  });

  it('E50: the same at a batch boundary (4,000 lines): the outcome said past the seam still counts', () => {
    const filler = [
      'Jo: The weather in the valley was mild again this week.',
      'Kim: The trains were on time.',
    ];
    const turns = Array.from({ length: 3991 }, (_, i) => filler[i % 2]!);
    turns.push(
      'Gil: We could move the spring launch to the first week of May.',
      'Hal: I like that.',
      'Ivy: Okay, so the spring launch moves to the first week of May.',
      ...Array.from({ length: 20 }, (_, i) => filler[i % 2]!),
    );
    const clock = (i: number) =>
      [Math.floor(i / 3600), Math.floor(i / 60) % 60, i % 60]
        .map((n) => String(n).padStart(2, '0'))
        .join(':');
    const transcript = turns
      .map((t, i) => {
        const [speaker, text] = t.split(': ');
        return `[${clock(i)}] **${speaker}:** ${text}`;
      })
      .join('\n');
    const s = summarizeExtractive({ transcript, language: 'en', meetingDate: '2026-05-04' });
    expect(s.decisions.map((d) => d.line)).toEqual([3994]);
  });
});
