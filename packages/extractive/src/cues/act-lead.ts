/**
 * A word said between a first-person modal and its verb that is not the verb (session 50, E428), as regular-expression
 * source on the normalised sentence: "I'll just …", "I'm gonna actually …", "I will then …", "I'll also very briefly …",
 * "I'll go ahead and …", "I'll try to …", "I'm gonna sort of …". One list for every next-step gate that reads "I will"
 * and a verb of the meeting's own talk (presenting, telling the room, checking the room, a hearing's speech acts, the
 * room's board, work on what lies before the room): before it, each gate had a list of its own, and a lead word one
 * list lacked ("I'll actually show you", "I'm gonna first go through my slides") let the sentence past that gate
 * while the cue still read it as work. The cues themselves keep their own narrower lead (`VERB_LEAD` in
 * src/cues/next-step-cues.ts): "I'll just …" is no cue there.
 *
 * Spec: issue 15 deliverable 2 (decisions and next steps about the work: meeting logistics dropped).
 */
export const ACT_LEAD_WORD =
  '(?:also|then|just|now|first|again|still|only|simply|actually|really|definitely|personally|probably|maybe|perhaps|certainly|very|quickly|briefly|basically|mainly|mostly|go\\s+ahead\\s+and|try\\s+(?:to|and)|sort\\s+of|kind\\s+of)';

/**
 * Any number of {@link ACT_LEAD_WORD}s, each followed by white space, as regular-expression source (E428): what a gate
 * puts between "I will" and the verb it reads.
 *
 * Spec: issue 15 deliverable 2 (decisions and next steps about the work: meeting logistics dropped).
 */
export const ACT_LEADS = `(?:${ACT_LEAD_WORD}\\s+)*`;

/**
 * A surface in the meeting room that work is shown on, not taken to (session 50, E428), as regular-expression source
 * after "the": the (white / smart / black) board, the table, the flip chart, the screen. "I'll put these on the table",
 * "I'll write the list on the board" are done in the room, for the people there; "on the board" is no time either.
 *
 * Spec: issue 15 deliverable 2 (decisions and next steps about the work: meeting logistics dropped).
 */
export const ROOM_SURFACE = '(?:(?:white\\s*|smart\\s*|black\\s*)?board|table|flip\\s*chart|screen)\\b';
