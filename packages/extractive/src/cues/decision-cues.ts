/**
 * Cue patterns that mark a sentence as a decision, per ISO 639-1 language. Matched against the
 * cleaned, lower-cased sentence with straight apostrophes. Languages without a list yield no decisions.
 */
export const decisionCues: Readonly<Record<string, readonly RegExp[]>> = {
  en: [
    /\bwe(?:'ve| have)?\s+(?:all\s+)?(?:decided|agreed)\b/,
    /\b(?:it's|it is|it was|that's|that is|this is)\s+(?:been\s+)?(?:decided|agreed|settled)\b/,
    /\b(?:company|management|they|team|group)(?:'s| has| have)?\s+decided\b/,
    /\bdecided\s+(?:on|to|that)\b/,
    /\blet's\s+(?:go|stick)\s+(?:with|for|to)\b/,
    /\bwe(?:'ll| will)\s+(?:go|stick)\s+(?:with|for|to)\b/,
    /\bwe(?:'re| are)\s+(?:going|gonna)\s+(?:to\s+)?(?:go|stick)\s+(?:with|for)\b/,
    /\bwe(?:'re| are)\s+going\s+with\b/,
    /\bthe\s+(?:final\s+)?decision\s+(?:is|was)\b/,
    /\bmake\s+the\s+decision\s+(?:that|to)\b/,
    /\bwe\s+should\s+definitely\b/,
    /\bwe(?:'re| are)\s+(?:going|gonna)\s+(?:to\s+)?(?:have\s+to\s+)?(?:skip|drop|cut|scrap|lose|remove|get\s+rid\s+of|use|keep)\b/,
    /\bwe(?:'ll| will)\s+(?:have\s+to\s+)?(?:skip|drop|cut|scrap|remove|get\s+rid\s+of|keep)\b/,
    /\bwe\s+(?:can|could)\s+(?:scrap|drop|skip|get\s+rid\s+of)\b/,
    /^agreed\b/,
  ],
  de: [
    /\bwir\s+haben\s+(?:uns\s+)?(?:beschlossen|entschieden|geeinigt)\b/,
    /\b(?:ist|wurde)\s+(?:beschlossen|entschieden)\b/,
  ],
  fr: [
    /\b(?:on\s+a|nous\s+avons)\s+(?:décidé|convenu)(?!\p{L})/u,
    /\bc'est\s+décidé(?!\p{L})/u,
    /(?<!\p{L})la\s+décision\s+est\b/u,
  ],
};

/**
 * Patterns that cancel a decision cue (negated or hypothetical decisions, open questions), per language.
 */
export const decisionBlockers: Readonly<Record<string, readonly RegExp[]>> = {
  en: [
    /\b(?:not|never|haven't|hasn't|hadn't|didn't|don't|no)\s+(?:\w+\s+){0,2}(?:decided|agreed|settled)\b/,
    /\b(?:if|whether|unless|when)\s+(?:\w+\s+){0,3}(?:decide|decided|agree|go\s+(?:with|for))\b/,
    /^(?:shall|should|do|did|can|could|are|is|would)\s+we\b/,
    /\?\s*$/,
    /\bwhere\s+we(?:'re| are)\s+(?:going|gonna)\b/,
  ],
  de: [/\bnicht\s+(?:\w+\s+){0,2}(?:beschlossen|entschieden)\b/, /\?\s*$/],
  fr: [/\bpas\s+(?:encore\s+)?(?:décidé|convenu)(?!\p{L})/u, /\?\s*$/],
};
