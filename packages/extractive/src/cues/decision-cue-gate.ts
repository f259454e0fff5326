import { cueName } from './cue-name.js';

/**
 * The English decision cues (`decisionCues.en`) by their name (`cueName`, F102: a change of a cue's text keeps its
 * entry, and P117's test proves the gate against the changed cue over the quality sets), in their order, each with a
 * piece of itself that every text it matches holds: the cue's own words from the same place in its source (an
 * optional word or look-around left out, a list of words kept whole), so a text matching none of the pieces matches no
 * cue (P117). A cue not in this table (a new one, or one without a name) turns the gate off: a count never depends on
 * the table, only the time does. Several cues may share a piece.
 *
 * Spec: issue 13 (offline engine: 1M lines ≤ 10 s; a necessary-condition prefilter before each costly stage).
 */
export const EN_DECISION_CUES_PROVEN: ReadonlyMap<string, string> = new Map([
  // we (have) (all) decided|agreed
  ['decision.we-decided', 'decided|agreed'],
  // it's / that's … (been) decided|agreed|settled
  ['decision.it-is-decided', 'decided|agreed|settled'],
  // company / team … decided; decided on|to|that
  ['decision.group-decided', 'decided'],
  ['decision.decided-on', 'decided'],
  // let's go|stick with|for|to
  ['decision.lets-go-with', "let's\\s+(?:go|stick)\\s"],
  // we'll / we will go|stick with|for|to
  ['decision.well-go-with', "we(?:'ll| will)\\s"],
  // we're / we are going|gonna (to) go|stick with|for
  ['decision.were-going-to-go-with', '(?:go|stick)\\s+(?:with|for)'],
  // we're / we are going with
  ['decision.were-going-with', 'going\\s+with'],
  // the (final) decision is|was …; "Decision: …"; make the decision that|to
  ['decision.the-decision-is', 'decision\\s+(?:is|was)'],
  ['decision.decision-announced', 'decision\\s*[:,\\u2013\\u2014-]'],
  ['decision.make-the-decision', 'make\\s+the\\s+decision'],
  // we're / we are (just …) going|gonna (to) skip|drop|…
  [
    'decision.were-going-to-drop',
    "we(?:'re| are)\\s+(?:just\\s+|only\\s+|all\\s+|definitely\\s+)?(?:going|gonna)",
  ],
  // we'll / we will (just) (have to) skip|drop|…
  ['decision.well-drop', "we(?:'ll| will)\\s"],
  // we're / we are not gonna|going to have|use|…
  ['decision.were-not-going-to', "we(?:'re| are)\\s+not\\s"],
  // we'll|we will|we're going to|… (just) leave|take|keep … out; … postpone|cancel|defer|…
  ['decision.leave-out', "we(?:'ll| will|'re going to| are going to|'re gonna| are gonna)\\s"],
  ['decision.postpone', "we(?:'ll| will|'re going to| are going to|'re gonna| are gonna)\\s"],
  // we can|could scrap|drop|skip|get rid of
  ['decision.we-could-drop', 'we\\s+(?:can|could)\\s+(?:scrap|drop|skip|get\\s+rid\\s+of)'],
  // ^agreed
  ['decision.agreed-first', '^agreed'],
  // (then|so) we (don't|do not) keep|fix|… (its start, "^|[.!?]\s+", left out)
  [
    'decision.we-keep',
    "we\\s+(?:don't\\s+|do\\s+not\\s+)?(?:keep|fix|hold|drop|ship|apply|stay|switch|buy|order|cancel|postpone|skip|launch|hire|split|certify|release|publish|go\\s+(?:with|for|ahead))",
  ],
  // (then|so) we'll|we will|we are going to|we're going to|we're gonna put in|apply|…
  ['decision.well-put-in', "we(?:'ll| will| are going to|'re going to|'re gonna)\\s"],
  // we won't|we will not|we never|we're not going to|…|let's not|don't|do not|never (again) order|buy|…: each of
  // these ends on n't, not, never, going to or gonna, right before the verb
  [
    'decision.negative-instruction',
    "(?:n't|not|never|going\\s+to|gonna)\\s+(?:again\\s+)?(?:order|buy|use|hire|book|ship|launch|publish|release|send|sign|print|build|certify|renew|install|deploy|merge|accept|pay|share|post|schedule|invite|reorder|rehire|work\\s+with)",
  ],
  // … moves to|waits until|stays at|…|goes over|is split|is postponed|is cancelled
  [
    'decision.plan-moved',
    '\\s+(?:moves?\\s+to|waits?\\s+until|stays?\\s+(?:at|with|as|on)|goes\\s+(?:over|to|ahead)|(?:is|are)\\s+split|is\\s+postponed|is\\s+cancelled)',
  ],
  // … resolves to|that; motion (is|was) carried
  ['decision.formal-resolution', 'resolves?\\s+(?:to|that)|motion\\s+(?:is\\s+|was\\s+)?carried'],
  // let's / we('ll) (just) leave|keep … as it is|unchanged|where …
  ['decision.status-quo-kept', "(?:let's|we(?:'ll| will)?)\\s+(?:just\\s+)?(?:leave|keep)\\s"],
  // (…) let's … then(, …)[.!]$: its end
  ['decision.lets-then', 'then(?:,[^,.;?]{1,30})?[.!]?$'],
  // we're / we are back at|to|with|on
  ['decision.were-back-at', "we(?:'re| are)\\s+back\\s+(?:at|to|with|on)"],
  // X_IT_IS: "<the thing> it is (then)[.!]": its end
  ['decision.x-it-is', '\\s+it\\s+is(?:\\s+then)?[.!]?$'],
  // FORMAL_OUTCOME (E69): amendment|motion|… (number) is|are|was|were|has been|have been …|falls|fell
  [
    'decision.formal-outcome',
    '(?:amendments?|motions?|recommendations?|resolutions?|proposals?|minutes|report|accounts|budget|application|item|clause|section|schedule|bill|petition)(?:\\s+(?:number\\s+)?[0-9][0-9a-z]*)?\\s+(?:is|are|was|were|has\\s+been|have\\s+been|falls|fell)\\b',
  ],
  // E138: we're agreed on|that; we agree on; (there's|we have …) (a) consensus|agreement on|that|about; the consensus is
  ['decision.agreed-on', 'agree|consensus'],
  // E190: we ('ll|will|have to|need to|just …) keep|use|skip|discard|incorporate|include|put
  ['decision.part-kept', '(?:keep|use|skip|discard|incorporate|include|put)\\s'],
]);

const gates = new WeakMap<readonly RegExp[], RegExp | null>();

/**
 * A pattern no sentence can fail while matching one of `cues` (P117): the fragments and recaps past the decision
 * stage's word gate, read only to count decision cue matches for the notices (2,741 of 48,870 sentences on a 40k-line
 * transcript, 46 of them matched), are scanned with the cue list only when it matches (496 of them do). The pieces of
 * {@link EN_DECISION_CUES_PROVEN} joined into one pattern; `null` (scan every sentence) for a language other than
 * English and for an English list holding a cue not in the table. The same list object gives the same pattern.
 *
 * Spec: issue 13 (offline engine: 1M lines ≤ 10 s; a necessary-condition prefilter before each costly stage); review4
 * P26 (the notices count every sentence a cue matched, kept or not: the gate changes no count).
 *
 * @param cues - a language's `decisionCues`
 * @param language - its base ISO 639-1 code
 * @returns the gate to test a sentence's `normal` text with, or `null`
 */
export function decisionCueGate(cues: readonly RegExp[], language: string): RegExp | null {
  if (language !== 'en') return null;
  let gate = gates.get(cues);
  if (gate === undefined) {
    const pieces = cues.map((c) => EN_DECISION_CUES_PROVEN.get(cueName(c) ?? ''));
    gate = pieces.every((p) => p !== undefined)
      ? new RegExp([...new Set(pieces)].map((p) => `(?:${p})`).join('|'))
      : null;
    gates.set(cues, gate);
  }
  return gate;
}
