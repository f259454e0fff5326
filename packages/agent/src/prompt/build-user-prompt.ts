import type { Meeting } from '@ma/core';
import { promptData } from './prompt-data.js';

/**
 * The first (and only) user message of a summary run: which meeting to summarize and the order
 * of work. Everything else the model learns through tools.
 *
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs.
 */
export function buildUserPrompt(meeting: Meeting): string {
  return [
    `Summarize the meeting ${promptData(meeting.name)} (${promptData(meeting.path, 300)}).`,
    'Read the meeting note and the user notes, then the whole transcript in line ranges.',
    'Update the bound projects where the meeting changed something, keep working notes in the context note,',
    'and finish by writing the summary with write_summary.',
  ].join(' ');
}
