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
