import { namedCue } from './cue-name.js';

/**
 * Cue patterns that mark a sentence as a decision, per ISO 639-1 language. Matched against the
 * cleaned, lower-cased sentence with straight apostrophes. Languages without a list yield no decisions.
 *
 * Spec: issue #5 "Offline summarizer" (decisions by cue patterns); seed 003, Requirement: Meeting
 * Assistant generates meeting outputs (decisions).
 */
/**
 * A choice settled as "<the thing> it is" ("Clarke's it is.", "So Summit it is.", "Okay, the Anchor on the fourteenth it
 * is."): the whole sentence, the thing first (up to 50 characters, no comma), not a comment ("it is what it is", "of
 * course it is", "that's how it is", "here it is", "as it is"), nor a clause ending on "it is" (E42: "Then he repeats
 * its action which he believes it is.": a subject, "which", "that" or "believes" before it; an opener such as "then"
 * is never the thing).
 *
 * Spec: issue 15 (decisions: short agreement decisions with their object said).
 */
export const X_IT_IS = namedCue(
  'decision.x-it-is',
  /^(?:(?:so|okay|ok|right|yeah|yes|great|good|fine|then|alright|well|lovely|perfect)[\s,.!]+)*(?!(?:what|how|where|whatever|wherever|whoever|who|which|that|that's|this|there|here|as|it|is|if|of|so|because|yes|no|not|sure|i|you|he|she|they|we|okay|ok|right|yeah|great|good|fine|then|alright|well|lovely|perfect)\b)(?![^.!?,]*\b(?:i|you|he|she|they|we|which|who|what|that|believes?|thinks?|knows?|says?)\s[^.!?,]*\sit\s+is)[a-z0-9][^.!?,]{0,50}?(?<!\b(?:of|in|on|at|to|for|with|about|from|by|than|like|into|onto|over|under|without|behind|inside|outside))\s+it\s+is(?:\s+then)?[.!]?$/,
);

/**
 * A formal body's recorded outcome (E69): a chair stating the result of a vote or of the question put ("So, there voted
 * two in favour, four against, and amendment 1C is not agreed.", "Amendment 3 is therefore agreed.", "Amendment 2C is
 * lost.", "The minutes are approved.", "The motion was carried.", "The report is noted."). The business (amendment,
 * motion, recommendation, resolution, proposal, minutes, report, accounts, budget, application, item, clause, section,
 * schedule, bill, petition; an optional number such as "1A" or "12") opens the sentence or its last clause and is at
 * once said to be (not) agreed, carried, approved, adopted, passed, rejected, defeated, accepted, withdrawn, noted or
 * lost, or to fall. A rejected amendment is an outcome too, so "not" is part of it; the question put ("The question is
 * that amendment 1A be agreed."), a condition ("If amendment 1 is not agreed, amendment 2C will fall.") and a question
 * ("Is amendment 3 agreed?") are not matched.
 *
 * Spec: issue 15 (recall of decisions on real meetings: a committee's votes and agreements).
 */
export const FORMAL_OUTCOME = namedCue(
  'decision.formal-outcome',
  /(?:^(?:(?:so|okay|ok|right|then|therefore|well|thank\s+you|thanks)[\s,.]+)*|,\s*(?:and|so)\s+|;\s*)(?:the\s+)?(?:amendments?|motions?|recommendations?|resolutions?|proposals?|minutes|report|accounts|budget|application|item|clause|section|schedule|bill|petition)(?:\s+(?:number\s+)?[0-9][0-9a-z]*)?\s+(?:(?:is|are|was|were|has\s+been|have\s+been)\s+(?:(?:therefore|hereby|duly|unanimously|accordingly|also)\s+)?(?:not\s+)?(?:agreed|carried|approved|adopted|passed|rejected|defeated|accepted|withdrawn|noted|lost)|falls|fell)\b(?![^.!?]*\?)/,
);

/**
 * An option that could be dropped: "we could drop the LCD", "we can skip the teletext". A proposal, not an outcome
 * (E241): the cue names the family, but the sentence is reported only once another speaker accepts it, as any hedged
 * proposal is.
 *
 * Spec: issue 15 deliverable 2 (report the outcome rather than the proposal).
 */
export const WE_COULD_DROP = namedCue(
  'decision.we-could-drop',
  /\bwe\s+(?:can|could)\s+(?:scrap|drop|skip|get\s+rid\s+of)\b/,
);

export const decisionCues: Readonly<Record<string, readonly RegExp[]>> = {
  en: [
    namedCue('decision.we-decided', /\bwe(?:'ve| have)?\s+(?:all\s+)?(?:decided|agreed)\b/),
    namedCue(
      'decision.it-is-decided',
      /\b(?:it's|it is|it was|that's|that is|this is)\s+(?:been\s+)?(?:decided|agreed|settled)\b/,
    ),
    namedCue(
      'decision.group-decided',
      /\b(?:company|management|they|team|group)(?:'s| has| have)?\s+decided\b/,
    ),
    namedCue('decision.decided-on', /\bdecided\s+(?:on|to|that)\b/),
    namedCue('decision.lets-go-with', /\blet's\s+(?:go|stick)\s+(?:with|for|to)\b/),
    namedCue('decision.well-go-with', /\bwe(?:'ll| will)\s+(?:go|stick)\s+(?:with|for|to)\b/),
    namedCue(
      'decision.were-going-to-go-with',
      /\bwe(?:'re| are)\s+(?:going|gonna)\s+(?:to\s+)?(?:go|stick)\s+(?:with|for)\b/,
    ),
    namedCue('decision.were-going-with', /\bwe(?:'re| are)\s+going\s+with\b/),
    // The outcome said after it ("the decision is to close on Mondays", "… was that we drop it", "… is: rubber"), not
    // "decision" as a thing defined or asked about in a model's talk ("the final decision is the combination of these
    // three", "the decision is does the person want to go there", E83).
    namedCue(
      'decision.the-decision-is',
      /\bthe\s+(?:final\s+)?decision\s+(?:is|was)\s*(?:[:,–—-]|(?:to|that|not\s+to|we|made|taken)\b)/,
    ),
    // A decision announced as such: "Decision: rubber casing.", "Final decision, we go with the rubber casing." (P26)
    namedCue(
      'decision.decision-announced',
      /^(?:(?:so|then|okay|ok|right)[,\s]+)?(?:(?:the|our)\s+)?(?:final\s+)?decision\s*[:,–—-]\s*\S/,
    ),
    namedCue('decision.make-the-decision', /\bmake\s+the\s+decision\s+(?:that|to)\b/),
    namedCue(
      'decision.were-going-to-drop',
      /\bwe(?:'re| are)\s+(?:just\s+|only\s+|all\s+|definitely\s+)?(?:going|gonna)\s+(?:to\s+)?(?:have\s+to\s+)?(?:skip|drop|cut|scrap|lose|remove|get\s+rid\s+of|use|keep(?!\s+\w+ing\b))\b/,
    ),
    namedCue(
      'decision.well-drop',
      /\bwe(?:'ll| will)\s+(?:just\s+|only\s+)?(?:have\s+to\s+)?(?:skip|drop|cut|scrap|remove|get\s+rid\s+of|keep(?!\s+\w+ing\b))\b/,
    ),
    namedCue(
      'decision.were-not-going-to',
      /\bwe(?:'re| are)\s+not\s+(?:gonna|going\s+to)\s+(?:have|use|include|need|keep|do|go\s+with)\b/,
    ),
    // Leaving something out, postponing or cancelling it: "we'll leave offline mode out of this release".
    namedCue(
      'decision.leave-out',
      /\bwe(?:'ll| will|'re going to| are going to|'re gonna| are gonna)\s+(?:just\s+)?(?:leave|take|keep)\s+(?:\w+\s+){1,3}out\b/,
    ),
    namedCue(
      'decision.postpone',
      /\bwe(?:'ll| will|'re going to| are going to|'re gonna| are gonna)\s+(?:just\s+)?(?:postpone|cancel|defer|delay|push\s+back|put\s+(?:\w+\s+){0,6}on\s+hold)\b/,
    ),
    WE_COULD_DROP,
    namedCue('decision.agreed-first', /^agreed\b/),
    // The outcome stated plainly, in the present or future: "We keep the side button.", "Then we don't certify on
    // rev B.", "We'll put in a bid to the heritage fund for the roof."
    namedCue(
      'decision.we-keep',
      /(?:^|[.!?]\s+)(?:then\s+|so\s+)?we\s+(?:don't\s+|do\s+not\s+)?(?:keep|fix|hold|drop|ship|apply|stay|switch|buy|order|cancel|postpone|skip|launch|hire|split|certify|release|publish|go\s+(?:with|for|ahead))\b/,
    ),
    namedCue(
      'decision.well-put-in',
      /(?:^|[.!?]\s+)(?:then\s+|so\s+)?we(?:'ll| will| are going to|'re going to|'re gonna)\s+(?:put\s+in|apply|submit|bid|buy|order|hire|ship|launch|build|fix|hold|switch|split|cancel|postpone|publish|book|certify|release)\b/,
    ),
    // A negative instruction is itself an outcome (review U14): "We won't order from Acme again.", "Don't book the
    // late slot.", "Let's not use the old logo."
    namedCue(
      'decision.negative-instruction',
      /(?:^|[.!?]\s+)(?:(?:then|so|and|also|oh|okay|ok|right)[\s,]+)*(?:we(?:\s+won't|\s+will\s+not|\s+never|'re\s+not\s+(?:going\s+to|gonna)|\s+are\s+not\s+(?:going\s+to|gonna))|let's\s+not|don't|do\s+not|never)\s+(?:again\s+)?(?:order|buy|use|hire|book|ship|launch|publish|release|send|sign|print|build|certify|renew|install|deploy|merge|accept|pay|share|post|schedule|invite|reorder|rehire|work\s+with)\b/,
    ),
    // A plan moved or held: "the keynote moves to day two", "the chatbot waits until the backlog is under two hundred".
    namedCue(
      'decision.plan-moved',
      /^(?:(?:so|okay|ok|then|right|fine|good|great|alright)[\s,]+)*(?:from\s+\w+\s+\w+,?\s+)?(?:the\s+)?[a-z]+(?:\s+[a-z]+)?\s+(?:moves?\s+to|waits?\s+until|stays?\s+(?:at|with|as|on)|goes\s+(?:over|to|ahead)|(?:is|are)\s+split|is\s+postponed|is\s+cancelled)\b/,
    ),
    // A formal resolution: "So the committee resolves to support the application subject to …", "the motion is carried".
    namedCue(
      'decision.formal-resolution',
      /\b(?:committee|council|board|meeting|panel|trustees|governors|we)\s+(?:(?:therefore|hereby|unanimously)\s+)?resolves?\s+(?:to|that)\b|\bmotion\s+(?:is\s+|was\s+)?carried\b/,
    ),
    // The status quo kept on purpose: "Let's leave the raffle prices as they are.", "we keep the rota as it is".
    namedCue(
      'decision.status-quo-kept',
      /\b(?:let's|we(?:'ll| will)?)\s+(?:just\s+)?(?:leave|keep)\s+(?:\w+\s+){1,4}(?:as\s+(?:it\s+is|they\s+are)|unchanged|where\s+(?:it\s+is|they\s+are))\b/,
    ),
    // A concluding "let's … then" after the discussion: "yeah let's ship that in this release then".
    namedCue(
      'decision.lets-then',
      /^(?!.*\b(?:if|when|unless|whether)\b[^,.;]*,\s*let's\b)(?:[a-z]+[\s,]+){0,2}let's\s+(?!(?:just\s+)?(?:have\s+a\s+look|look|start|move|go\s+(?:back|through|over|round|on)|see|talk|discuss|begin|break|wrap|get\s+started|think|say|hear|recap|take\s+a|call\s+it|crack\s+on|get\s+(?:going|cracking|on\s+with\s+it)|make\s+a\s+start|kick\s+off|dive\s+in|press\s+on|carry\s+on)\b)[a-z]+\s+[^?]*(?<!\band\s)\bthen(?:,[^,.;?]{1,30})?[.!]?$/,
    ),
    // The outcome restated on return to an earlier plan: "we're back at the school on the sixteenth".
    namedCue('decision.were-back-at', /\bwe(?:'re| are)\s+back\s+(?:at|to|with|on)\b/),
    // A choice settled in so many words: "Clarke's it is.", "So Summit it is.", "The Anchor on the fourteenth it is
    // then." (not "it is what it is", "of course it is", "that's how it is", "here it is").
    X_IT_IS,
    // A chair's recorded result: "Amendment 3 is therefore agreed.", "… and amendment 1C is not agreed." (E69).
    FORMAL_OUTCOME,
    // E138: agreement stated as reached on a thing: "So we're agreed on the kinetic battery.", "we all agree on the
    // rubber case", "we seem to have a consensus that LCDs are the way to go", "the consensus is …".
    namedCue(
      'decision.agreed-on',
      /\bwe(?:'re|\s+are)\s+(?:all\s+)?agreed\s+(?:on|that)\b|\bwe\s+(?:all\s+)?agree\s+on\b|\b(?:there's|there\s+is|we\s+have|we've\s+got|we\s+have\s+got|we\s+seem\s+to\s+have)\s+(?:a\s+|general\s+|some\s+)?(?:consensus|agreement)\s+(?:on|that|about)\b|\bthe\s+consensus\s+is\b/,
    ),
    // E190: a design choice said as what the team must or will do with a part, anywhere in the sentence (the pools
    // missed it: not at a sentence's start, or with "have to", "need to", "just"): "So for archiving, we'll just use
    // tape.", "I think we have to keep the LCD.", "we have to skip the teletext", "that we just keep the teletext".
    // A bare present "we use the …" (a method described) is not matched: a modal, "have / need to" or "just" is; so
    // are the verb without its object ("the buttons we have to use."), a manner of working ("we have to keep it
    // simple", "we'll keep in mind", "keep track") and a meeting skipped ("we'll skip next week": logistics).
    // Nor inside a question put to the room ("Shall we agree … that we'll use this idea?"): an accepted proposal, read
    // as such (E37).
    namedCue(
      'decision.part-kept',
      /(?<!\b(?:shall|should|can|could|would)\s+we\b.*)\bwe(?:(?:'ll|\s+will)(?:\s+(?:just|only|definitely|also))?(?:\s+have\s+to)?|(?:\s+(?:just|only|also|still))?\s+(?:have|need)\s+to(?:\s+just)?|\s+just)\s+(?:keep|use|skip|discard|incorporate|include|put)\s+(?!\w+ing\b|(?:it|things)\s+(?:simple|short|brief)\b|in\s+mind\b|track\b|an\s+eye\b|(?:next|this|the\s+next)\s+(?:week|meeting|month|time)\b)[a-z]/,
    ),
  ],
  de: [
    // The participle ends the clause, after what was decided or when: "Wir haben am 1. April beschlossen, …" (X15).
    /\bwir\s+haben\s+(?:uns\s+)?(?:[^\s,;:?!]+\s+){0,4}?(?:beschlossen|entschieden|geeinigt)\b/,
    /\b(?:ist|wurde)\s+(?:beschlossen|entschieden)\b/,
    // E174: agreement said in the present ("Wir einigen uns darauf, dass der Preis bleibt.", "Dann machen wir das so.",
    // "Wir machen das so, wie Claudia gesagt hat.").
    /\bwir\s+einigen\s+uns\b|\beinigen\s+wir\s+uns\s+(?:darauf|auf)\b|\b(?:wir\s+machen\s+(?:das|es)|machen\s+wir\s+(?:das|es))\s+(?:(?:jetzt|dann|also|einfach)\s+)?so(?![\p{L}?])/u,
  ],
  fr: [
    /\b(?:on\s+a|nous\s+avons)\s+(?:décidé|convenu)(?!\p{L})/u,
    /\bc'est\s+décidé(?!\p{L})/u,
    /(?<!\p{L})la\s+décision\s+est\b/u,
    // E174: agreement said as reached: "On est d'accord pour garder le prix.", "Nous sommes d'accord sur le boîtier."
    /\b(?:on\s+est|nous\s+sommes)\s+(?:tous\s+)?d'accord\s+(?:pour|sur)\b/,
    // Newcomer R173: the impersonal and passive forms, as German's "es wurde beschlossen" ("Il est décidé que Hélène
    // coordonne.", "Il a été convenu de reporter.", "C'est acté : …"), agreement on a clause ("On est d'accord que le
    // lancement est reporté."), agreement reached ("On s'est mis d'accord sur le prix."). "Il est décidé à partir" (he
    // is determined) is no decision: only "que" / "de" after it.
    /\b(?:est|a\s+été)\s+(?:décidé|convenu|acté)\s+(?:que|qu'|de|d')|\bc'est\s+acté(?!\p{L})|\bnous\s+sommes\s+convenus\b/u,
    /\b(?:on\s+est|nous\s+sommes)\s+(?:tous\s+)?d'accord\s+(?:que|qu')|\b(?:on\s+s'est|nous\s+nous\s+sommes)\s+(?:tous\s+)?mis\s+d'accord\b/,
  ],
};

/**
 * Patterns that cancel a decision cue (negated or hypothetical decisions, open questions), per language.
 *
 * Spec: issue #5 "Offline summarizer" (decisions by cue patterns); seed 003, Requirement: Meeting
 * Assistant generates meeting outputs (decisions).
 */
export const decisionBlockers: Readonly<Record<string, readonly RegExp[]>> = {
  en: [
    /\b(?:not|never|haven't|hasn't|hadn't|didn't|don't|no)\s+(?:\w+\s+){0,2}(?:decided|agreed|settled)\b/,
    /\b(?:if|whether|unless|when)\s+(?:\w+\s+){0,4}(?:decide|decided|decision|agree|go\s+(?:with|for))\b/,
    /^(?:shall|should|do|did|can|could|are|is|would)\s+we\b/,
    /\?\s*$/,
    /\bwhere\s+we(?:'re| are)\s+(?:going|gonna)\b/,
    // Agreeing WITH a party ("what we've agreed with Welsh Government") reports an arrangement, not a decision here.
    /\bagreed\s+with\s+(?!that\b|this\b|it\b|everything\b|all\b)/,
    // Review7 T9: an explicit non-decision ("let's not decide", "let us not settle") and the absence of one.
    /\blet(?:'s|\s+us)\s+not\s+(?:\w+\s+){0,2}(?:decide|agree|settle|choose)\b/,
    /\bagree(?:d|s)?\s+to\s+disagree\b/,
    // Someone else's decision, or hearsay: not this meeting's ("they decided …, according to the rumour").
    /^(?:they|he|she)\s+(?:\w+\s+)?(?:decided|agreed|settled|chose)\b/,
    /\b(?:according\s+to\s+(?:the\s+)?(?:rumou?rs?|gossip|grapevine)|apparently|reportedly|rumou?r(?:s|ed)?\s+(?:is|has\s+it)|i(?:'ve|\s+have)?\s+heard\s+(?:that\s+)?)\b/,

    // E111: a thing chosen before named in passing ("here are the two buttons we agreed on"), no choice made here.
    /\b(?:the|those|these)\s+(?:[a-z-]+\s+){0,3}(?:that\s+|which\s+)?we(?:\s+have|'ve|\s+had|'d)?\s+(?:(?:all|just|already)\s+)*(?:agreed|decided|settled)\s+(?:on|upon)\b(?!\s+(?:the|a|an|to|that|this|using|having)\b)/,
  ],
  de: [
    /\b(?:nicht|nichts|kein\w*)\s+(?:\S+\s+){0,2}(?:beschlossen|entschieden|geeinigt)\b/,
    /\?\s*$/,
    // E174: "Wir einigen uns heute nicht.", "Wir machen das so nicht."
    /\beinigen\s+uns\s+(?:\S+\s+){0,1}nicht\b|\bmachen\s+(?:wir\s+)?(?:das|es)\s+so\s+nicht\b/,
  ],
  fr: [
    /\bpas\s+(?:encore\s+)?(?:décidé|convenu)(?!\p{L})/u,
    /\?\s*$/,
    // R173: "Rien n'a été décidé de …", "Il n'a pas (encore) été convenu que …", "Ce n'est pas acté."
    /\b(?:pas|rien|jamais)\s+(?:encore\s+)?(?:été\s+)?(?:décidé|convenu|acté)(?!\p{L})|\brien\s+n'(?:a|est)\b/u,
  ],
};

/**
 * A proposal to agree on something (`"shall we agree …"`, `"so we agree …"`, `"are we all agreed …"`, E82: `"so
 * everybody's okay with the changing covers?"`, `"everyone is happy with …"`): plain assent from another speaker
 * (`"yeah"`, `"yes"`, `"sure"`) right after it makes it a decision.
 *
 * Spec: issue #5 "Offline summarizer" (decisions by cue patterns); seed 003, Requirement: Meeting
 * Assistant generates meeting outputs (decisions).
 */
export const agreementProposals: Readonly<Record<string, RegExp>> = {
  en: /(?:\b(?:are|is)\s+(?:we|everyone|everybody)|^(?:(?:so|and|okay|ok|right|then)[\s,]+)*(?:everyone|everybody)(?:'s|\s+is))\s+(?:all\s+)?(?:happy|okay|ok|fine|content|agreed)\s+(?:with|about|on)\b|\b(?:shall|should|can|could|do)\s+we\s+(?:all\s+)?agree\b|\bso\s+we(?:'re|\s+are)?\s+(?:all\s+)?agree(?:d)?\b|\b(?:are|is)\s+(?:we|everyone|everybody)\s+(?:all\s+)?agreed\b|\b(?:does\s+)?(?:everyone|everybody)\s+agree\b/,
};

/**
 * A chair's wrap-up of what was settled, matched on the sentence AS SPOKEN (its "okay so" is what marks it):
 * `"Okay so we'll meet on Saturday mornings for the work days."`; not "we'll see / talk about / have a look"; and
 * a changed date or place stated as the outcome: `"Right, so the locum starts on the tenth of March instead of the third."`
 *
 * Spec: issue 15 (precision: report the outcome rather than the proposal).
 */
export const chairSummaries: Readonly<Record<string, RegExp>> = {
  en: /^(?:agreed[.!]\s+(?:(?:okay|ok|right|so|then|alright)[\s,]+)*|(?:(?:okay|ok|right|so|then|alright|um|uh)[\s,]+)+)(?:so\s+)?we(?:'ll| will|'re going to| are going to|'re gonna| are gonna)\s+(?!just\b|see\b|talk\b|discuss\b|look\b|start\b|go\s+(?:through|over|round|back|on)\b|have\s+(?:a|to)\b|move\b|come\b|probably\b|maybe\b|need\b|be\b|get\s+(?:into|onto|on\s+to)\b)[a-z]+\s+\w+|^(?:(?:okay|ok|right|so|then|alright|um|uh)[\s,]+)+[^?]{0,80}\b(?:starts?|moves?|will\s+be|goes|happens?|is\s+(?:now\s+)?on)\s+(?:on|to|at|in|from)\b[^?]{0,60}\b(?:instead(?:\s+of)?|rather\s+than)\b[^?]*$/,
};

/**
 * A chair's summing-up marked by its opening "so" or "then" (matched on the sentence AS SPOKEN, with a bare "Agreed." /
 * "Good." said just before it in the turn): "Good. So we support confirming the order", "ok. so we do the migration
 * in two batches", "So we go back to the hall after all"; a date or place settled: "Okay, so the fair is on Saturday
 * the sixteenth of May."; "Then we realign it, at our cost." (session 17). Not "so we need / can't / have / think …"
 * (reasons and constraints), not a past event ("then we drove …", "so we went …") and not the next meeting. E79: nor
 * what is no outcome's verb — a new subject after a restart ("so we they are transcribing …", "so we I mean …"), a
 * question word ("so we what we can use is …"), a filler or fragment ("so, we e w …"), a report's adverb ("so we
 * actually worked well …", "basically"), "wanna / gonna", a negated modal ("so we shouldn't …") or an auxiliary "do"
 * without an object ("so we do count as …"; "so we do the migration …" stays). E115: nor a walk-through that points at
 * a place on a screen, a drawing or in a procedure ("so we open up that blank here", "so, we find ourselves there, and
 * now we work out the average"); "there's" / "there is" is no place ("so we drop the screen, there's no budget" stays).
 *
 * Spec: issue 15 (precision: report the outcome rather than the proposal).
 */
export const soOutcomes: Readonly<Record<string, RegExp>> = {
  en: /^(?:(?:okay|ok|right|good|well|fine|yeah|alright|agreed|great)[\s,.!]+)*(?:so|then),?\s+we\s+(?![^.!?]*\b(?:here|there)\b(?!\s*(?:'s|'re|is|are|was|were|will|would)\b))(?!(?:i|i'm|they|you|he|she|it|what|which|who|there|e|uh|um|er|wanna|gonna|gotta|shouldn't|wouldn't|couldn't|mustn't|isn't|wasn't|weren't|haven't|hasn't|basically|actually|essentially|literally|obviously|generally|normally|typically|currently|do\s+(?!(?:the|a|an|it|that|this|these|those|both|all|our|some|one|two|three|each|every|without|away)\b)[a-z]+|need|needs|have|had|can|could|can't|cannot|might|may|must|should|would|will|won't|were|was|are|aren't|did|didn't|do\s+(?:not|have|need|want|think|know|feel|like|see|get|also|still|really)|don't|just|think|know|see|got|get|also|still|kind|sort|want|try|say|talk|look|come|already|probably|maybe|then|all|only|really|guess|hope|reckon|start|usually|always|never|felt|thought|found|made|took|saw|knew|gave|told|spent|left|kept|heard|meant|went|came|said|ran|sent|put|had|drove|rode|bought|brought|caught|taught|fought|sold|paid|built|lent|lost|met|sat|stood|wrote|spoke|broke|chose|froze|began|drank|ate|flew|grew|threw|rang|sang|swam|won|wore|woke|held|hid|led|slept|stuck|struck|understood|[a-z]+ed)\b)[a-z]+\b|^(?:(?:okay|ok|right|good|fine|alright|agreed|great)[\s,.!]+)*so,?\s+(?:the\s+)?(?!next\b|meeting\b|call\b)[a-z]+(?:\s+[a-z]+)?\s+(?:is|will\s+be)\s+(?:now\s+)?(?:on|at)\s+(?:(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|the\s+[a-z]+(?:th|st|nd|rd)\b|\d)/,
};

/**
 * A chair's restatement of the outcome, marked by its opening "ok"/"right"/"so" as spoken ("ok, feature freeze from
 * today, bug fixes only", "ok, so the build locks on the seventeenth", "so let's say all evening sessions get recorded
 * from now on"): a decision once another speaker assents right after it (see {@link restatementAssent}). Matched on
 * the sentence AS SPOKEN, lower-cased; what it states is checked separately ({@link restatementNotOutcome}).
 *
 * Spec: issue 15 (precision: report the outcome rather than the proposal).
 */
export const chairRestatements: Readonly<Record<string, RegExp>> = {
  en: /^(?:(?:ok(?:ay)?|right|alright|good|great|fine|yeah|yes|agreed)[\s,.!]+)*(?:(?:ok(?:ay)?|right|alright)[\s,.!]+(?:then[\s,.!]+)?(?:so[\s,.!]+)?|(?:then[\s,.!]+)?so[\s,.!]+)(?=[a-z])/,
};

/**
 * What a restatement must not be to count as an outcome: a task for oneself or a request ("I'll …", "you …"), a
 * plan still open (a modal, a need, a condition), the meeting's own steering ("so the next item", "so that's the
 * agenda"), a task for someone else ("Tom, you're migrating the posts"), a recap of what someone thinks or said, a report of what was done (past and perfect tenses: "we've
 * inspected …", "it was …"), a date something lapses or falls due by itself ("so the licence runs out in March", "the
 * lease expires in June": E11), or a comment ("it's …", "that's …", "there's …", "just", "really", "quite"). Matched on the sentence without its opening markers.
 *
 * Spec: issue 15 (precision: drop meeting logistics, hedges and questions; report the outcome).
 */
export const restatementNotOutcome: Readonly<Record<string, RegExp>> = {
  en: /^(?:i(?:'ll|'m|'ve|'d|\s+(?:will|can|need|have|am|was|guess|suppose|mean|just|don't|did|had|would|could|should|might|wonder))|you|we(?:'ll|\s+will)?\s+(?:see|talk|discuss|look|come|move|go\s+(?:through|over|on|back|round))|we(?:'re|\s+are)\s+(?:going|gonna)\s+to\s+(?:see|talk|discuss|look|come|move)|(?:that's|that\s+is|this\s+is|it's)\s+(?:it|all|everything|the\s+(?:agenda|list|end))|thanks|thank\s+you|what|who|where|when|how|why|any|it's|it\s+is|that's|that\s+is|there's|there\s+is|this\s+is|in\s+(?:that|this|answer))\b|'ve\b|\byou(?:'re|'ll|\s+will|\s+are|\s+can|\s+could)\b|\b(?:was|were|had|has|have|haven't|hasn't|did|didn't|been|just|really|quite|should|could|might|may|maybe|perhaps|probably|possibly|need\s+to|needs\s+to|have\s+to|has\s+to|would|if|unless|whether|wonder|next\s+(?:item|point|thing|topic|meeting|time)|agenda|moving\s+on|move\s+on|minutes|last\s+(?:meeting|time|week)|said|says|thinks?|thought|asked|mentioned|runs?\s+out|ran\s+out|expires?|expired|expiring|lapses?|lapsed|(?:is|are)\s+due|falls\s+due|up\s+for\s+renewal)\b/,
};

/**
 * A reply that accepts a chair's restatement: an explicit "agreed" / "that works for me" / "I can live with that" or
 * an approval ("good", "great", "fine", "perfect"), after any "yes"/"yeah"/"ok"; matched on the raw turn, lower-cased,
 * and not when the reply goes on with "but"/"not"/"no". A bare "yeah" or "okay" is a backchannel in real meetings
 * (the AMI and committee meetings of the sample vault answer most statements so), never enough on its own.
 *
 * Spec: issue 15 (precision: report the outcome rather than the proposal).
 */
export const restatementAssent: Readonly<Record<string, RegExp>> = {
  en: /^(?:(?:um|uh|oh|yes|yeah|yep|ok(?:ay)?)[\s,.!]+)*(?:agreed|definitely|absolutely|sounds\s+(?:good|great|fine)|fine|good|great|perfect|brilliant|lovely|excellent|that\s+works|that's\s+fine|works\s+for\s+me|fine\s+by\s+me|i\s+agree|(?:(?:that|it)\s+)?i\s+can\s+live\s+with(?:\s+(?:it|that))?|(?:that|it)\s+makes\s+(?:more\s+)?sense|let's\s+do\s+(?:it|that))\b(?![^.!?]*\b(?:but|not|no|don't|won't|can't|wait|hang\s+on|hold\s+on)\b)/,
};

/**
 * A chair's own call for agreement said right after a restatement, in the same turn ("… everyone ok?", "agreed?",
 * "happy with that?"): then a plain yes ({@link plainAssent}) accepts it. Matched on the raw sentence, lower-cased.
 *
 * Spec: issue 15 (precision: report the outcome rather than the proposal).
 */
export const agreementCalls: Readonly<Record<string, RegExp>> = {
  en: /^(?:(?:and|so)\s+)?(?:(?:is|are)\s+)?(?:(?:everyone|everybody|we\s+all|all|you\s+all)\s+)?(?:ok(?:ay)?|happy|agreed|good|fine|alright|all\s+right)(?:\s+with\s+(?:that|this|it))?(?:,?\s+(?:everyone|everybody|all))?\s*\?$/,
};

/**
 * A call for objections (`"does anybody disagree with that?"`, `"does anybody oppose the idea of …"`): answered
 * by another speaker's no, the statement just before it (same speaker) is a decision.
 *
 * Spec: issue 15 (precision: report the outcome rather than the proposal).
 */
export const objectionCalls: Readonly<Record<string, RegExp>> = {
  // (the call may carry the statement itself: see objectionFrames)
  en: /\b(?:does|do|would|will|is|any)\s*(?:anybody|anyone|everybody|everyone|one)\s+(?:disagree|oppose|object|mind|against)\b|\bany\s+objections?\b/,
};

/**
 * The frame of a call for objections that carries its statement ("Does anyone object to running Millbrook on
 * Saturdays with volunteers?" → "Running Millbrook on Saturdays with volunteers"), cut to leave the statement.
 *
 * Spec: issue 15 (precision: report the outcome rather than the proposal).
 */
export const objectionFrames: Readonly<Record<string, RegExp>> = {
  en: /^(?:[\w']+[\s,]+){0,3}?(?:does|do|would|will|is|are)\s*(?:anybody|anyone|everybody|everyone|one|there\s+any)\s+(?:object(?:ion)?s?|disagree|oppose|mind)\s+(?:to|with)\s+/i,
};

/**
 * A reply that raises no objection (`"No."`, `"Nope"`, `"Not at all"`), matched on the raw turn, lower-cased.
 *
 * Spec: issue 15 (precision: report the outcome rather than the proposal).
 */
export const noObjection: Readonly<Record<string, RegExp>> = {
  en: /^(?:no|nope|nah|not at all|not really|none)\b(?![^.!?]*\bbut\b)/,
};

/**
 * A "let's …" that only steers the meeting ("let's have a look", "let's move on", "let's crack on", "let's make a
 * start"), never a decision.
 *
 * Spec: issue 15 (precision: drop meeting logistics).
 */
export const proceduralLets: Readonly<Record<string, RegExp>> = {
  en: /\blet's\s+(?:just\s+)?(?:have\s+a\s+look|look\s+at|start|move\s+on|go\s+(?:back|through|over|round|on)|see|talk|discuss|begin|break|wrap|get\s+started|think|say|hear|recap|take\s+a|call\s+it|crack\s+on|get\s+(?:going|cracking|on\s+with\s+it)|make\s+a\s+start|kick\s+off|dive\s+in|press\s+on|carry\s+on)\b/,
};

/**
 * Any proposal (`"let's …"`, `"we should …"`, `"how about …"`): it needs explicit assent (see {@link explicitAssent}).
 *
 * Spec: issue #5 "Offline summarizer" (decisions by cue patterns); seed 003, Requirement: Meeting
 * Assistant generates meeting outputs (decisions).
 */
export const proposals: Readonly<Record<string, RegExp>> = {
  en: /\b(?:let's|we should|we could|shall we|how about|what about|why don't we|i suggest|i propose|i'd suggest)\b/,
};

/**
 * The start of a reply that says yes (matched on the raw turn, lower-cased).
 *
 * Spec: issue #5 "Offline summarizer" (decisions by cue patterns); seed 003, Requirement: Meeting
 * Assistant generates meeting outputs (decisions).
 */
export const plainAssent: Readonly<Record<string, RegExp>> = {
  en: /^(?:yes|yeah|yep|yup|sure|agreed|definitely|absolutely|of course|sounds good|ok(?:ay)?|fine)\b(?![^.!?]*\b(?:but|not|no|don't)\b)/,
};

/**
 * A reply that explicitly agrees, not just a backchannel "yeah" (matched on the raw turn, lower-cased).
 *
 * Spec: issue #5 "Offline summarizer" (decisions by cue patterns); seed 003, Requirement: Meeting
 * Assistant generates meeting outputs (decisions).
 */
export const explicitAssent: Readonly<Record<string, RegExp>> = {
  en: /^(?:(?:yes|yeah|yep|okay|ok|sure)[\s,.!]+)*(?:i\s+think\s+)?(?:(?:that's|that\s+is|it's|that\s+sounds(?:\s+like)?)\s+(?:\w+\s+)?(?:a\s+)?(?:good|great|nice)\s+idea|agreed|i\s+agree|we\s+agree|sounds\s+(?:good|great|fine)|let's\s+do\s+(?:it|that)|seconded|i(?:'ll)?\s+second\s+(?:that|it|the\s+motion)|fine\s+by\s+me|works\s+for\s+me|that\s+works|(?:[\w']+\s+){1,2}(?:is|are|sounds|works)\s+(?:fine|good|great)(?:\s+(?:for|by|with)\s+me)?|(?:[\w']+\s+){1,2}works\s+for\s+me)\b(?![^.!?]*\b(?:but|not)\b)/,
};
