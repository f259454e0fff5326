import { type ExtractiveSummary, summarizeExtractive } from '../src/index.js';

/**
 * Summarises a made-up meeting given as `Name: text` entries, one transcript line each, numbered from 1.
 *
 * @param turns - the turns in order
 * @param meetingDate - ISO date the due dates resolve against
 * @returns the engine's result
 */
export function madeUpMeeting(turns: readonly string[], meetingDate: string): ExtractiveSummary {
  const transcript = turns
    .map((t, i) => {
      const [speaker, ...rest] = t.split(': ');
      return `[00:${String(i).padStart(2, '0')}:00] **${speaker}:** ${rest.join(': ')}`;
    })
    .join('\n');
  return summarizeExtractive({ transcript, language: 'en', meetingDate });
}

/** Two lines before the one read: the team looks at the casing options (E217, E219). */
const CASING_OPTIONS = [
  'Anna: These are the three casing options the supplier sent us for the new remote control.',
  'Ben: The rubber one is the cheapest, the titanium one costs twice as much.',
];

/**
 * The next steps (transcript line, text) the engine takes from `line`, said by Anna as line 3 of a made-up
 * meeting on the casing options dated 2026-12-02, Ben answering "Okay." (E217, E219; D1: one helper, not two copies).
 *
 * @param line - the sentence read, without its speaker
 */
export function nextStepsSaid(line: string): [number | null, string][] {
  const { nextSteps } = madeUpMeeting([...CASING_OPTIONS, `Anna: ${line}`, 'Ben: Okay.'], '2026-12-02');
  return nextSteps.map((step) => [step.line, step.text]);
}

/**
 * Of `lines`, those from which {@link nextStepsSaid} takes a next step (E460-E462: the lines a rule must leave out).
 *
 * @param lines - sentences read, each alone, without their speaker
 */
export function linesWithNextSteps(lines: readonly string[]): string[] {
  return lines.filter((line) => nextStepsSaid(line).length > 0);
}

/**
 * The decisions (transcript line, text) the engine takes from a made-up meeting dated 2026-04-01 (E403, E404).
 *
 * @param turns - the turns in order, `Name: text` each
 */
export function decisionsSaid(turns: readonly string[]): [number | null, string][] {
  return madeUpMeeting(turns, '2026-04-01').decisions.map((d) => [d.line, d.text]);
}
