import { type Meeting, unresolvedLinkMessage } from '@ma/core';
import { refuse } from '../output/refusal.js';

/**
 * Refuses a read of the meeting's transcript or user notes when the note's link to it is broken
 * (names no file, matches several, or is refused by the path check): reading "no transcript" or
 * the note's body instead would answer a different question than the one asked.
 * @throws ToolRefusal naming the link and what is wrong with it; returns when the link is fine.
 * Spec: issue 9 H6 (a broken link is not success); newcomer report N13.
 */
export function refuseBrokenLink(meeting: Meeting, key: 'transcript' | 'usernotes'): void {
  const broken = meeting.unresolved.find((u) => u.key === key);
  if (broken)
    refuse(unresolvedLinkMessage(broken, meeting.path), 'ask the user to fix the link in the meeting note');
}
