/**
 * reviewA R40: the user's notes say what is a decision and what is a task by their own structure, not only by
 * bullets with cue words: a `## Decisions` / `## Action items` heading (any level, until the next heading at its
 * level or above), a label line (`Decisions:`, `**Next steps**`) over a list, and a labelled line (`Decision: …`,
 * `TODO: …`). Before, all of these were only echoed under "From your notes" while Decisions said "None recorded" —
 * also for a meeting with notes and no transcript.
 * Spec: seed 003 (outputs from the transcript and user notes); review7 T5 (callouts, the same rule);
 * docs/vault-format.md (user notes).
 */
import { describe, expect, it } from 'vitest';
import { summarizeExtractive } from '../src/index.js';

const transcript =
  '[00:00:01] **Dana:** Okay, let us look at the sensor vendors today.\n[00:00:05] **Carol:** The second quote is lower.\n';

function withNotes(userNotes: string, text = transcript) {
  return summarizeExtractive({ transcript: text, userNotes, language: 'en', meetingDate: '2026-05-04' });
}

const fromNotes = <T extends { source: string; text: string }>(items: readonly T[]) =>
  items.filter((i) => i.source === 'user-notes').map((i) => i.text);

describe('R40: sections and labels in the user notes', () => {
  it('R40: bullets and lines under a Decisions / Action items heading are decisions / next steps', () => {
    const result = withNotes(
      [
        '# Vendor call',
        'Context line about the call.',
        '## Decisions',
        '- Vendor A for the sensors',
        '- Launch in June',
        '### Details',
        '- Vendor A ships from Lyon',
        '## Action items',
        '- Dana: email the vendor by Friday',
        '- Carol books the room',
        '## Other notes',
        '- The office was cold today',
      ].join('\n'),
    );
    expect(fromNotes(result.decisions)).toEqual([
      'Vendor A for the sensors',
      'Launch in June',
      'Vendor A ships from Lyon',
    ]);
    const steps = result.nextSteps.filter((s) => s.source === 'user-notes');
    expect(steps.map((s) => s.text)).toEqual(['Dana: email the vendor by Friday', 'Carol books the room']);
    expect(steps[0]?.owner).toBe('Dana');
    expect(steps[0]?.due).toBe('2026-05-08');
    expect(result.body).toContain('The office was cold today');
    expect(result.body).toContain('Context line about the call.');
    expect(result.body).not.toMatch(/Decisions\n- None recorded/);
  });

  it('R40: a label line over a list (Decisions:, **Next steps**) and labelled lines (Decision: …, TODO: …)', () => {
    const result = withNotes(
      [
        'Decisions:',
        '- Vendor A for the sensors',
        '',
        '**Next steps**',
        '- Carol books the room',
        '',
        'A paragraph after the list is a note again.',
        'Decision: budget capped at 10k.',
        'TODO: Frank to update the wiki.',
        'Decided - no second supplier',
        'Decision: not decided yet whether we hire',
      ].join('\n'),
    );
    expect(fromNotes(result.decisions)).toEqual([
      'Vendor A for the sensors',
      'Decision: budget capped at 10k.',
      'Decided - no second supplier',
    ]);
    expect(fromNotes(result.nextSteps)).toEqual(['Carol books the room', 'TODO: Frank to update the wiki.']);
    expect(result.body).toContain('A paragraph after the list is a note again.');
  });

  it('R40: a meeting with notes and no transcript lists the decisions its notes state', () => {
    const result = withNotes(
      '## Decisions\n- Vendor A for all sensors\n\n## Next steps\n- [ ] Dana to email vendor A by Friday\n',
      '',
    );
    expect(fromNotes(result.decisions)).toEqual(['Vendor A for all sensors']);
    expect(result.body).toMatch(/## Decisions\n- Vendor A for all sensors \(from user notes\)/);
    expect(result.body).not.toContain('None recorded');
  });

  it('R40: ticked, struck-out and undecided items under such headings stay out; a checkbox is a task', () => {
    const result = withNotes(
      [
        '## Decisions',
        '- ~~Plastic casing~~',
        '- [ ] Confirm the colour with marketing',
        '- Still open: docking station?',
        '## Tasks',
        '- [x] Book the lab',
        '- [ ] Order samples',
      ].join('\n'),
    );
    expect(fromNotes(result.decisions)).toEqual([]);
    expect(fromNotes(result.nextSteps)).toEqual(['Confirm the colour with marketing', 'Order samples']);
    expect(result.body).not.toContain('Plastic casing');
    expect(result.body).not.toContain('Book the lab');
  });
});
