/**
 * Review 4 P27/P28: what the user wrote in their notes reaches the summary as they meant it.
 * - P27: Obsidian comments (`%% … %%`, inline or over lines) and HTML comments are private: never
 *   copied into "From your notes", Decisions or Next steps.
 * - P28: a ticked task (`[x]`, `[X]`) or a cancelled one (`[-]`, struck through `~~…~~`) is not an
 *   open next step; a struck-through decision is not a decision; a callout's `[!type]` marker is
 *   not text.
 * Spec: seed 003 (outputs from the transcript and user notes); review 4 P27, P28.
 */
import { describe, expect, it } from 'vitest';
import { summarizeExtractive } from '../src/index.js';

const transcript =
  '[00:00:01] **Ann:** Okay, let us look at the casing today.\n[00:00:05] **Bob:** The rubber one feels better in the hand.\n';

function withNotes(userNotes: string) {
  return summarizeExtractive({ transcript, userNotes, language: 'en', meetingDate: '2026-03-10' });
}

describe('P27: private comments in the user notes', () => {
  it('P27: %% … %% (inline and block) and <!-- --> never reach the summary', () => {
    const result = withNotes(
      [
        '- Target group 15-35',
        '%% private: Bob seems overwhelmed, talk to HR %%',
        '<!-- private: salary of the contractor is 95k -->',
        '- Standard batteries',
        '%%',
        'Private block:',
        '- candidate list for layoffs: Bob, Carol',
        '- Decision: fire the supplier',
        '- [ ] TODO: tell HR', // the user's own task line inside a private comment (test data, not a stub)
        '%%',
        '- Next: order rubber samples',
      ].join('\n'),
    );
    expect(result.body).not.toMatch(/private|HR|layoffs|95k|fire the supplier|Private block/i);
    expect(result.body).toContain('Target group 15-35');
    expect(result.body).toContain('Standard batteries');
    expect(result.nextSteps.map((n) => n.text)).toContain('Next: order rubber samples');
  });
});

describe('P28: done, cancelled and struck-out items; callouts', () => {
  it('P28: [x]/[X]/[-] and ~~…~~ items are not open next steps; a struck-out decision is not a decision', () => {
    const result = withNotes(
      [
        '- [ ] follow up with supplier',
        '- [x] already done thing',
        '- [X] sent the agenda',
        '- [-] cancelled: book the big lab',
        '- ~~Bob: order plastic samples~~',
        '- ~~Decision: plastic casing~~',
        '- Decision: rubber casing',
      ].join('\n'),
    );
    const steps = result.nextSteps.map((n) => n.text);
    expect(steps).toEqual(['follow up with supplier']);
    expect(result.decisions.map((d) => d.text)).toEqual(['Decision: rubber casing']);
    expect(result.body).not.toMatch(/- \[ \] (?:already done|sent the agenda|cancelled|~~)/);
    expect(result.body).not.toContain('plastic casing (from user notes)');
  });

  it('P28: a callout reads as its title and text, without the [!type] marker', () => {
    const result = withNotes('> [!warning] Budget risk\n> cost may exceed 12.50 per unit\n');
    expect(result.body).not.toContain('[!warning]');
    expect(result.body).toContain('Budget risk');
  });
});
