/**
 * A sentence that says what the meeting settled or found (E211): a decision or agreement reported ("we decided to
 * include voice recognition", "we agreed that we would have a telephone meeting", "it was agreed to …"), a choice
 * ("let's go with the rubber case") or a finding ("the result was …", "the tests showed that …"). QMSum's references,
 * like minutes, report a meeting's outcomes ("They decided that …", "The team found that …"). Denials are none ("we
 * haven't decided", "we didn't agree"), and neither is a plan said as "we'll use / have / need" (measured: it helped the
 * meetings read and cost the others).
 */
const OUTCOME =
  /\b(?:we(?: have|'ve)? (?:all )?(?:decided|agreed)|(?:it was|it's|it is|it has been) (?:decided|agreed)|agreed (?:that|to|on)|decided (?:that|to|on)|let's go with|the (?:results?|conclusions?|outcomes?|findings?) (?:is|was|are|were)|(?:found|showed?|shows) that)\b/;

/**
 * Whether an English sentence states an outcome of the meeting: a decision or agreement, a choice, or a finding (see
 * {@link OUTCOME}). A ranking factor for key points (`blockTopics`), not a decision detector.
 *
 * Spec: issue 15 (key points that say what the meeting settled; ROUGE goals on unseen meetings).
 *
 * @param normal - the sentence lower-cased with straight apostrophes (a sentence's `normal`)
 * @returns `true` when it reports a decision, an agreement, a choice or a finding
 */
export function statesOutcome(normal: string): boolean {
  return OUTCOME.test(normal);
}
