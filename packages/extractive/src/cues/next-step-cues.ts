import { ACT_LEADS, ROOM_SURFACE } from './act-lead.js';
import { ANSWER_TO_COME } from './answer-to-come.js';
import { namedCue } from './cue-name.js';

/**
 * Who owns a next step found by a cue.
 *
 * Spec: issue #5 "Offline summarizer" (next steps by cue patterns, with owner and due date); seed 003,
 * Requirement: Meeting Assistant generates meeting outputs (next steps).
 */
export type OwnerRule = 'speaker' | 'addressee' | 'team';

/**
 * A next-step cue: the pattern and how its owner is found.
 *
 * Spec: issue #5 "Offline summarizer" (next steps by cue patterns, with owner and due date); seed 003,
 * Requirement: Meeting Assistant generates meeting outputs (next steps).
 */
export interface NextStepCue {
  /** Matched against the cleaned, lower-cased sentence with straight apostrophes. */
  pattern: RegExp;
  /**
   * `speaker`: a first-person commitment, owned by who said it; `addressee`: a request or assignment,
   * kept only when a known speaker is named in the sentence (the owner) or a due date is stated;
   * `team`: a follow-up marker, owner only when a known speaker is named.
   */
  owner: OwnerRule;
  /**
   * An `addressee` cue kept only when a known person is named as the addressee, a stated due date not being
   * enough (an imperative "please order the samples by Friday" said to no one named has no owner to give).
   */
  named?: boolean;
  /**
   * A `speaker` cue kept only when the speaker's turn reports work of their own, done or under way
   * ({@link OWN_WORK_REPORTED}: "I ran a few experiments", "I still haven't looked at it"; E105).
   */
  reported?: boolean;
  /**
   * Kept only when the sentence states when it is due (E151): a German or French first-person present ("Ich kläre das
   * bis 20.12.2026.", "Je corrige le bug d'ici jeudi.") is a commitment when it is held to a time, a report otherwise.
   */
  due?: boolean;
  /**
   * A cue that takes any work verb (session 41, E217): with no date stated, its task must say what is to be done in
   * at least {@link THIN_TASK_WORDS} words. "I'll rub off the other two.", "I'll do that one." are work done in the room
   * or said in passing; a take-away names its thing, its reader or its purpose ("I'll give it to Brian and they can try
   * that out"). A cue whose verb says the work (send, email, book: {@link ACTION_VERBS}) needs no such length.
   */
  open?: boolean;
  /**
   * A cue whose task must be the sentence's own statement (session 41, E219): the kept task opens on "I" (after "so",
   * "and", "then", "okay", "well"). "I have to X" said after a reason or a story ("We need to close up cuz I need to save
   * the data", "… so I have to go track someone down who has an old disk") explains; it commits to nothing.
   */
  ownClause?: boolean;
}

/** What an {@link NextStepCue.ownClause} cue's task opens on (E219). */
export const OPENS_ON_I = /^(?:(?:so|and|then|okay|ok|well)[\s,]+)*i\b/i;

/** The fewest words an {@link NextStepCue.open} cue's task with no date may have (E217, measured on dev and validation). */
export const THIN_TASK_WORDS = 8;

/**
 * A time the work is held to that gives no due date ("today", "this week", "for January", "after the meeting"): a short
 * task held to it is a take-away all the same (E217: "I'll tell the bookings team today."). "May" is left out: the modal.
 */
export const HELD_TO_TIME =
  /\b(?:today|tonight|tomorrow|(?:this|next)\s+(?:week|weekend|morning|afternoon|evening|month|term|year|time)|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|june|july|august|september|october|november|december)|after\s+(?:the|this)\s+meeting|later\s+(?:on|today|this))\b/;

/**
 * Work verbs a task may open on (regular-expression source, lower case): send, draft, check, book, …
 *
 * Spec: issue #5 "Offline summarizer" (next steps by cue patterns); R6 (third-person assignments).
 */
export const ACTION_VERBS =
  '(?:send|email|e-mail|mail|circulate|forward|write|draft|prepare|put|get|enter|run|check|look\\s+into|look\\s+at|find\\s+out|finish|do|follow\\s+up|let\\s+\\w+\\s+know|mention|contact|call|ring|book|schedule|arrange|set\\s+up|update|fix|sort\\s+out|organi[sz]e|bring|post|upload|share|ask|talk\\s+to|speak\\s+to|work\\s+on|think\\s+about|have\\s+\\w+\\s+ready|make\\s+sure|be\\s+\\w+ing|edit|encode|add|test|review|research|investigate|collect|record|transcribe|mark|compute|measure|build|implement|design|price|cost|file|migrate|move|order|buy|purchase|pick\\s+up|collect|deliver|install|deploy|publish|release|print|sign|submit|repair|replace|clean|paint|hire|pay|invoice|book|label|merge|ship|draw\\s+up|type\\s+up|rewrite|redo|redraw|go\\s+through|read|sketch|model|prototype)';

/**
 * Verbs after "I'll" / "can you" that run the meeting or the conversation, not follow-up work: "I'll just say",
 * "I'll go first", "can you hear me", "could you repeat that", "I'll hand over to Sam", "I'll be quick", "can you walk
 * us through the production week?", "fill us in", "catch everyone up" (E9).
 */
const NON_TASK_VERBS =
  '(?:be(?!\\s+\\w+ing\\b)|see|say|tell\\s+(?:you|us)|explain|show|admit|go(?!\\s+(?:ahead\\s+and|and|through\\s+the\\s+\\w+\\s+(?:before|by|after|tonight|tomorrow)))|come|leave|let(?!\\s+\\w+\\s+know)|stop|start|begin|pass|hand|turn|move|keep|try|wait|answer|repeat|hear|listen|guess|think(?!\\s+about)|bet|say|mean|agree|disagree|admit|believe|need|want|like|love|hope|mind|have\\s+(?:a|to|the\\s+floor)|take\\s+(?:a\\s+(?:seat|break|moment|second|look\\s+at\\s+(?:the|this)\\s+slide)|questions|over)|help\\s+(?:yourself|yourselves)|speak\\s+up|remember|forget|mute|unmute|stay|shut|sit|stand|join|leave|describe|introduce|recap|summari[sz]e\\s+(?:what|where)|give\\s+(?:you|it|a)\\s+(?:a\\s+)?(?:second|moment|minute|try|go|example)|get\\s+(?:it|that|this|back\\s+to\\s+(?:that|you))\\b|do\\s+(?:it|that|this|so|my\\s+best)\\b|put\\s+(?:it|that)\\s+(?:this|that|another)\\s+way|(?:walk|talk|take|run)\\s+(?:us|me|everyone|everybody|them)\\s+through|fill\\s+(?:us|me|everyone|everybody)\\s+in|catch\\s+(?:us|me|everyone|everybody)\\s+up)';
/**
 * Adverbs and frames between "I'll" and its verb ("I'll also", "I'll go ahead and", "I'll try to", the filler "I'm gonna
 * sort of / kind of …": E108); "I'll just …",
 * "I'll quickly …" announce something done right now in the meeting, not follow-up work.
 */
const VERB_LEAD =
  '(?:(?:also|then|definitely|personally|still|go\\s+ahead\\s+and|try\\s+(?:to|and)|sort\\s+of|kind\\s+of)\\s+)*';
/** Adverbs and other words that are not the verb ("I'll just …", "I'll really …", "I'll probably …"). */
const NOT_VERBS =
  '(?:(?!(?:reply|apply|supply|comply|multiply|rely|fly)\\b)[a-z]+ly|just|now|first|also|then|still|not|never|always|already|rather|maybe|perhaps|kind|sort|even|soon|too|very|all|both|each)';
/**
 * What one is "happy / pleased to" do in the meeting itself, a courtesy rather than an offer of work (E73): welcome,
 * thank, accept, take a question, continue, answer, agree …, or no verb at all ("I'm happy to for the transcribers").
 */
const OFFER_COURTESY =
  '(?:welcome|thank|accept|take|continue|answer|say|agree|support|be|for|to|with|go|hear|help|confirm|clarify|respond|come|give\\s+way|report|inform|announce|note|see|receive|hand)';
/**
 * Any verb that is not a {@link NON_TASK_VERBS} verb, as regular-expression source (the task's object and context are
 * checked by the caller).
 *
 * Spec: issue #5 "Offline summarizer" (next steps by cue patterns); R6 (third-person assignments).
 */
export const TASK_VERB = `(?!(?:${NON_TASK_VERBS}|${NOT_VERBS})\\b)[a-z]{2,}(?:-[a-z]+)?`;

/**
 * A first-person plan to find something out (E85), hedged or not: "I'll check it for you", "I'll look into it", "I'll
 * have to research", "I have to look into the supplier's terms", "I need to double-check the figures", "I'll have a
 * look at the quote", "I'm gonna take a closer look at that", "I should find out". Matched on the normalised
 * sentence; what is to be found out may be named or be the turn the plan answers.
 *
 * Spec: issue 15 deliverable 2 (recall of next steps; "it / that" resolved from the preceding turn or left out).
 */
export const LOOKING_INTO = namedCue(
  'next.looking-into',
  /\bi(?:'ll| will|'m gonna|'m going to| am going to)?(?:\s+(?:also|just|then|definitely|probably|first|still|try\s+(?:to|and)))*\s+(?:(?:have|need|got|ought)\s+to\s+|should\s+|must\s+)?(?:(?:also|just|then|first|go\s+and)\s+)*(?:check|double-check|look\s+(?:into|up)|research|investigate|find\s+out|(?:have|take)\s+a\s+(?:quick\s+|closer\s+|good\s+|proper\s+)?look)\b/,
);

/**
 * What one "plans / hopes / intends" to do in the meeting itself rather than after it (E88): talk, ask, say, show,
 * know, thank, assure, welcome, move on, point out, make a point, expand on what was said, update the committee …, or
 * only "be", "have" or "get some opinions" (a wish or a request for the room's views), "avoid" (a preference), and no
 * verb at all ("I want to some issues", "the next thing is this problem").
 */
const PLAN_IN_MEETING =
  "(?:talk|speak|ask|know|say|tell|show|see|thank|assure|reassure|recognise|recognize|begin|start|go|move|be|have|get\\s+(?:some\\s+|your\\s+|people's\\s+)?(?:opinions?|views?|feedback|input|thoughts|ideas)|make\\s+(?:it|a\\s+(?:point|comment)|sure\\s+(?:that\\s+)?(?:you|we|everyone|everybody))|point|put\\s+on\\s+record|watch|hear|mention|add|raise|return|come|focus|welcome|stress|emphasi[sz]e|re-?emphasi[sz]e|highlight|clarify|explain|share\\s+with|give\\s+(?:you|us)|pick\\s+up\\s+on|touch|turn|comment|respond|speak|(?:finish|close|conclude|end)\\s+(?:by|with|on|the\\s+(?:meeting|session))|wrap|summari[sz]e|recap|acknowledge|congratulate|record\\s+(?:my|our)|place\\s+on\\s+record|avoid|expand\\s+on|elaborate|build\\s+on|echo|reiterate|reflect|update\\s+(?:you|us|the\\s+committee|members|everyone)|do\\s+(?:is|in|with|for|about|on|at|as|by|here|there|now|next|talk|present)|(?:some|the|a|an|this|that|these|those|it|my|your|our|their|his|her|what|which|how|why|where|who|so|and|but|or|uh|um|yeah|you|we|they|i))";

/**
 * A plan told in a status report (E88): "I'm hoping to get a full draft done by Monday", "I plan to rerun it", "I
 * intend to survey the north field", "My intention is to write a script that does everything", "The next thing to do
 * is to tune the size of the Gaussian system", "The next step I'm working on is to clean the data", "What I want to do
 * is look into cross-correlations". The speaker owns it. Not "I want to / I'd like to / I wanna …" on its own: said to
 * the room, that is a proposal it then takes up or turns down (the made-up sets label such sentences decisions, or
 * nothing), so it stays with the decision rules. Not a plan said inside another clause ("if / when / as I plan to …",
 * "the one that I hope to …") nor one for the meeting itself ({@link PLAN_IN_MEETING}: "I hope to talk about …", "my
 * intention is to finish during today's meeting"), nor quoted speech.
 *
 * Spec: issue 15 deliverable 2 (recall of next steps on real meetings).
 */
export const STATUS_PLAN = namedCue(
  'next.status-plan',
  new RegExp(
    `(?![^.!?]*\\b(?:today's|this)\\s+(?:meeting|session|sitting)\\b)(?:(?<!["“]\\s?)(?<!\\b(?:if|when|whenever|as|that|which|who|what|way|thing|things|reason|one|those|these|where|how)\\s+)\\bi(?:'m\\s+(?:also\\s+)?(?:planning|hoping)\\s+to|\\s+(?:(?:still|really|also|just|definitely|actually|then)\\s+)*(?:plan\\s+to|am\\s+(?:planning|hoping)\\s+to|intend\\s+to|hope\\s+to))|^(?:(?:so|and|okay|ok|well|now|then|um|uh)[\\s,]+)*(?:the\\s+)?next\\s+(?:thing|step)\\s+(?:(?:to\\s+do|(?:that\\s+)?i(?:'m|\\s+am)\\s+(?:gonna|going\\s+to)\\s+do|(?:that\\s+)?i(?:'ll|\\s+will|\\s+wanna|\\s+want\\s+to)\\s+do)\\s+)?is|\\bmy\\s+(?:plan|intention)\\s+is|^(?:(?:so|and|okay|ok|well|now|then|um|uh)[\\s,]+)*(?:what|the\\s+(?:first|next|one)\\s+thing(?:\\s+that)?)\\s+i(?:\\s+wanna|\\s+want\\s+to|\\s+would\\s+like\\s+to|'d\\s+like\\s+to|\\s+plan\\s+to)\\s+do\\s+(?:next\\s+|now\\s+)?is)\\s+(?:to\\s+)?${VERB_LEAD}(?!${PLAN_IN_MEETING}\\b)${TASK_VERB}\\s+\\w`,
  ),
);

/**
 * A wish about one's own next work (E105): "I wanna look at exactly where the filters were", "I just want to separate
 * the contributions out": "I want to / wanna" and a work verb ({@link TASK_VERB}), not one for the meeting itself
 * ({@link PLAN_IN_MEETING}: "I want to talk about …", "I want to thank …", "I want to take this opportunity to …"), nor
 * said inside another clause ("if / because / the reason / the way I want to …") nor quoted. Said to
 * the room on its own it is often a proposal the room takes up or turns down ("I want to close the orders at a
 * hundred"), so the cue holding it is kept only in a turn that reports the speaker's own work
 * ({@link OWN_WORK_REPORTED}, the cue's `reported`): then it is the speaker's plan.
 *
 * Spec: issue 15 deliverable 2 (recall of next steps: plans told in status reports).
 */
export const WANTED_WORK = namedCue(
  'next.wanted-work',
  new RegExp(
    `(?![^.!?]*\\b(?:today's|this)\\s+(?:meeting|session|sitting)\\b)(?<!["“]\\s?)(?<!\\b(?:if|when|whenever|as|that|which|who|what|way|thing|things|reason|one|those|these|where|how|because|cuz|'cause|since|say|says|said|like)\\s+(?:(?:really|also|just|still|actually)\\s+)?)\\bi(?:\\s+(?:really|also|just|still|actually|definitely|then))*\\s+(?:wanna|want\\s+to)\\s+${VERB_LEAD}(?!${PLAN_IN_MEETING}\\b|take\\s+(?:the|this|that|a|an|my)\\s+(?:time|opportunity|moment|chance)\\b)${TASK_VERB}\\s+\\w`,
  ),
);

/**
 * A report of the speaker's own work, done or under way (E105): "I ran a few experiments", "I've modified the filter",
 * "I wrote a little script", "I still haven't looked at it", "I haven't done it yet", "I'm currently retraining the
 * models", "I've been working on the alignments". Not a thought or a wish ("I wanted", "I thought", "I decided", "I
 * guess", "I've been thinking", "I've got"). Matched on the normalised text of the speaker's turn.
 *
 * Spec: issue 15 deliverable 2 (recall of next steps: plans told in status reports).
 */
export const OWN_WORK_REPORTED =
  /\bi(?:'ve|\s+have|\s+had)?\s+(?:(?:just|already|finally|also|then|now|actually|still|basically|mostly|only|first|recently)\s+)*(?:been\s+(?!thinking|wondering|meaning|told|asked|saying|talking|hoping|trying\s+to\s+(?:say|think))[a-z]+ing\b|(?!(?:wanted|needed|decided|thought|supposed|meant|hoped|liked|loved|wondered|noticed|agreed|disagreed|talked|mentioned|asked|expected|assumed|believed|imagined|planned|intended|preferred|realized|realised|remembered|forgot|guessed|missed|enjoyed|hated|learned|learnt|heard|answered|explained|suggested|proposed|presented|showed|said|called)\b)[a-z]{3,}ed\b|(?:ran|did|wrote|made|found|built|began|set\s+up|took|sent|put\s+together|fixed|redid|reran|rewrote)\b)|\bi\s+(?:still\s+)?(?:haven't|have\s+not|hadn't|didn't\s+(?:get|manage))\b|\bi(?:'m|\s+am)\s+(?:(?:currently|still|now|just|also)\s+)*(?:working\s+on|in\s+the\s+process\s+of|(?:re)?(?:running|training|writing|testing|computing|implementing|building|coding|modifying|processing|transcribing|retraining|rerunning))\b/;

/**
 * An attitude asked of the team rather than work ("be mindful", "be careful", "be clear"), as regular-expression source
 * for the verb of "we need to …" (E114).
 */
const ATTITUDE =
  '(?:be\\s+(?:(?:very|really|more|far\\s+more|much\\s+more|quite|extremely|all|just|a\\s+bit|a\\s+little)\\s+)*(?:mindful|careful|aware|conscious|cautious|clear|clever|honest|realistic|sensitive|alert|vigilant|wary|open|flexible|patient|ambitious|bold|smart|proud|confident|positive|humble)\\b)';

/**
 * E114: "we (will) need / have to <work> … by / before <a time>": the team's work held to a time, a `team` next-step
 * cue ("we need to send the forms in by Friday", "we'll have to stop it the day before we leave"). Not an attitude asked
 * of the team ("we need to be very mindful of ensuring the right workforce are in place before that gets
 * implemented", "we have to be careful before we sign"): no work is handed out. A "by" of means ("… by distancing
 * yourselves") was tried as a mark of no time too and not kept: a real task said that way was lost on a validation
 * set. Matched on the normalised sentence.
 *
 * Spec: issue 15 deliverable 2 (precision: exhortations are no tasks).
 */
export const DEADLINE_TEAM_WORK = namedCue(
  'next.deadline-team-work',
  new RegExp(`\\bwe(?:'ll| will)?\\s+(?:need|have)\\s+to\\s+(?!${ATTITUDE})\\w+.*\\b(?:by|before)\\s+\\w+`),
);

/**
 * E114: "follow up" as a verb, a `team` next-step cue ("we'll follow up with the supplier", "follow up on the quote").
 * The noun or modifier after a determiner or "further" names an event or work talked about, not work handed out: "then
 * a follow-up workshop in October", "Item 2 this morning is a further session on our follow-up on the report", "the
 * follow-ups". E240: someone is held to it: a modal, "let's", "please" or "can you" at most two words before it, "so that we" /
 * "make sure we" just before it, or it opens the sentence ("Follow up with the supplier."); a wish, a theme or a description is no task ("something we're
 * trying to follow up on", "they follow up with the families").
 *
 * Spec: issue 15 deliverable 2 (precision: a meeting's own agenda and a described programme are no next steps).
 */
export const FOLLOW_UP_VERB = namedCue(
  'next.follow-up',
  /(?<!\b(?:a|an|the|our|their|your|my|his|her|its|this|these|those|any|some|no|each|every|first|second|next|final|another)\s+(?:(?:further|quick|brief|formal|short|written|proper|separate|small|big)\s+)?|\bfurther\s+)(?<=(?:\b(?:will|'ll|shall|need\s+to|needs\s+to|should|must|going\s+to|gonna|let's|please|can\s+you|could\s+you|have\s+to|has\s+to)\s+(?:\w+\s+){0,2}|\b(?:so\s+that|make\s+sure|ensure)\s+(?:that\s+)?we\s+|^(?:(?:so|then|and|okay|ok|also|right|now|just)[\s,]+){0,2}))\bfollow[-\s]up\b(?![-\s]?(?:s\b|meetings?|sessions?|workshops?|reports?|calls?|visits?|letters?|events?|inquir(?:y|ies)|study|studies|reviews?|questions?|appointments?)\b)/,
);

/**
 * E139: the team's letter to someone outside the meeting, a `team` next-step cue: "we will have to write to the
 * Minister" (a committee chair closing a hearing), "we'll write to the Cabinet Secretary", "we need to write to the
 * supplier", "we'll write to you". Only a person or a body is written to ("the database", "disk" are not). Matched
 * on the normalised sentence; {@link EN_TASK_HINT}'s "write to" lets it past the fragment gate (P115).
 *
 * Spec: issue 15 deliverable 2 (recall: a chair's own tasks in hearings).
 */
export const TEAM_LETTER = namedCue(
  'next.team-letter',
  /\bwe(?:'ll|\s+will|\s+shall|\s+can|\s+could|\s+need\s+to|\s+have\s+to|\s+must)(?:\s+(?:also|then|certainly|probably|just|need\s+to|have\s+to))*\s+write\s+to\s+(?:you\b|them\b|him\b|her\b|(?:the|our|your|their|all|each|both)\s+(?:[a-z-]+\s+){0,2}?(?:minister|ministers|secretary|government|committee|chair|clerk|witness|witnesses|members|supplier|suppliers|client|clients|customer|customers|council|board|department|agency|authority|authorities|regulator|commissioner|university|universities|school|schools|parents|team|company|partners?|funders?|sponsors?|vendors?|manufacturer|bank|union|unions|organisations?|organizations?)\b)/,
);

/**
 * German words after "ich" (or before it, in a clause that opens on another word) that are no work: being, having,
 * thinking, knowing, wishing, the past (E151). Letters outside ASCII are escapes (one-byte bundles).
 */
const DE_NOT_WORK =
  '(?:bin|war|waren|habe|hab|hatte|h\\u00e4tte|w\\u00e4re|w\\u00fcrde|wei\\u00df|glaube|glaub|denke|dachte|finde|fand|meine|hoffe|wollte|sollte|konnte|musste|sehe|sah|sage|sag|verstehe|frage|gehe|komme|kam|ging)';
/**
 * E151: German work in the first person ("ich kläre", "rufe ich … an"), a `speaker` cue kept only with a stated due
 * date (the cue's `due`).
 *
 * Spec: issue #5 "Offline summarizer" (next steps with owner and due date); newcomer session 34 A5.
 */
export const DE_FIRST_PERSON_WORK = new RegExp(
  `(?<!\\p{L})(?:ich\\s+(?!${DE_NOT_WORK}(?!\\p{L}))\\p{L}{2,}|(?!${DE_NOT_WORK}(?!\\p{L}))\\p{L}{2,}e\\s+ich)(?!\\p{L})`,
  'u',
);
/** French words after "je" / "j'" that are no work: being, having, thinking, knowing, wishing, a negation (E151). */
const FR_NOT_WORK =
  '(?:suis|serai|\\u00e9tais|ne|pense|crois|trouve|sais|savais|esp\\u00e8re|voudrais|veux|voulais|vois|dis|disais|comprends|me\\s+demande|ai|avais|aurai|aime|imagine)';
/**
 * E151: French work in the first person ("je corrige", "j'envoie"), a `speaker` cue kept only with a stated due date.
 *
 * Spec: issue #5 "Offline summarizer" (next steps with owner and due date); newcomer session 34 A5.
 */
export const FR_FIRST_PERSON_WORK = new RegExp(
  `(?<!\\p{L})(?:je\\s+|j['\\u2019])(?!n['\\u2019]|${FR_NOT_WORK}(?![\\p{L}'\\u2019]))\\p{L}{2,}(?!\\p{L})`,
  'u',
);

/** Subjects that are no person's name before a German modal ("er soll", "das muss", "man muss"). */
const DE_NOT_A_NAME =
  '(?:ich|du|er|sie|es|wir|ihr|man|das|dies|dieses|der|die|den|dem|was|wer|jemand|jeder|keiner|niemand|einer|eine|alles|nichts|noch|auch|dann|also|aber|und|oder|es|hier|da|so|nur|wie|nun|jetzt)';

/**
 * E173: a name, then "soll" or "muss" (lower-cased sentence): "claudia soll bis nächste woche die kosten prüfen".
 * Letters outside ASCII are escapes (one-byte bundles).
 */
const DE_NAMED_OBLIGATION = new RegExp(
  `(?<!\\p{L})(?!${DE_NOT_A_NAME}\\s)\\p{L}{2,}\\s+(?:soll|muss)\\s+(?!ich\\b|man\\b|nicht\\b|das\\s+sein\\b)\\p{L}`,
  'u',
);

/** A French infinitive (regular-expression source): "préparer", "contacter", "finir", "prendre", "voir". */
const FR_INFINITIVE = '\\p{L}+(?:er|ir|re|oir)(?!\\p{L})';

/** E173: "il faut que X …" / "il faut qu'X …" (lower-cased sentence), a person named right after. */
const FR_IL_FAUT_QUE =
  /\bil\s+faut\s+qu(?:e\s+|')(?!(?:je|j'|tu|il|elle|on|nous|vous|ils|elles|ce|ça|ca|cela|ceci)(?!\p{L}))\p{L}{2,}/u;

/** E173: a name, then "doit" or "va" and an infinitive: "sophie doit contacter …", "pierre va réserver …". */
const FR_NAMED_OBLIGATION = new RegExp(
  `(?<!\\p{L})(?!(?:il|elle|on|ce|ça|ca|cela|qui|que|tout|rien|je|tu|ça|y)\\s)\\p{L}{2,}\\s+(?:doit|va)\\s+(?:(?:aussi|donc|bien|encore|vite|d'abord|ensuite)\\s+)?${FR_INFINITIVE}`,
  'u',
);

/** E173: "on doit" / "nous devons" and an infinitive, not a remark ("on doit dire que", "on doit avouer"). */
const FR_ON_DOIT = new RegExp(
  `\\b(?:on\\s+doit|nous\\s+devons)\\s+(?:(?:aussi|donc|encore|d'abord|ensuite)\\s+)?(?!(?:dire|avouer|admettre|reconna\\u00eetre|constater|noter|savoir|croire|voir)(?!\\p{L}))${FR_INFINITIVE}`,
  'u',
);

/**
 * The first English next-step cue: "I'll / I will / I'm going to" and one of {@link ACTION_VERBS} ("I'll send the
 * deck", "I'm going to check the quote"). Exported for E421's hearing rule (src/extract/hearing-decisions.ts).
 *
 * Spec: issue #5 "Offline summarizer" (next steps by cue patterns); issue 15 deliverable 2.
 */
export const I_WILL_ACTION_VERB = namedCue(
  'next.i-will-action-verb',
  new RegExp(
    `\\bi(?:'ll| will| shall|'m going to|'m gonna| am going to)\\s+(?:also\\s+|then\\s+|go\\s+ahead\\s+and\\s+)?${ACTION_VERBS}\\b`,
  ),
);

/**
 * The second English next-step cue: "I'll / I will / I'm going to" and any other work verb ({@link TASK_VERB}: "I'll
 * ping legal about the privacy text"). Exported for E421's hearing rule (src/extract/hearing-decisions.ts).
 *
 * Spec: issue #5 "Offline summarizer" (next steps by cue patterns); issue 15 deliverable 2.
 */
export const I_WILL_WORK_VERB = namedCue(
  'next.i-will-work-verb',
  new RegExp(`\\bi(?:'ll| will| shall|'m going to|'m gonna| am going to)\\s+${VERB_LEAD}${TASK_VERB}\\s+\\w`),
);

/**
 * E460: the speaker reports back once an answer comes in: "I'll tell you the supplier's answer once I hear back", "I'll
 * come back to you on that once I've spoken to the supplier", "I'll update everyone as soon as I get the figures", "I'll
 * let you know when they reply". Telling or coming back to the room is otherwise the meeting's own talk ("tell you" and
 * "come" are {@link NON_TASK_VERBS}, E420, E428); held to an answer still to come ({@link ANSWER_TO_COME}) it is work
 * after the meeting. Not a point this meeting reaches later ("I'll show you when we get to the budget").
 *
 * Spec: issue 15 deliverable 2 (next steps are self-contained tasks about the work; meeting logistics dropped).
 */
export const REPORT_BACK = namedCue(
  'next.report-back',
  new RegExp(
    `\\bi(?:'ll| will| shall|'m going to|'m gonna| am going to)\\s+${VERB_LEAD}(?:(?:just|then|also)\\s+)?(?:tell|let\\s+[a-z]+\\s+know|get\\s+back\\s+to|come\\s+back\\s+to|report\\s+back|update|inform|fill\\s+[a-z]+\\s+in|give\\s+[a-z]+\\s+an?\\s+update)\\b(?=[^.!?]*${ANSWER_TO_COME.source})`,
  ),
);

/**
 * E461: the speaker's own work under way, told as what they are doing now: "I'm in the process of converting those
 * alignments into label files", "I'm just in progress of doing that", "I'm currently retraining another set of models".
 * A status report names work that goes on after the meeting, the speaker its owner. Not a thought or talk ("I'm
 * currently thinking …", "I'm currently looking at this slide"), nor work on "it / that / this" ("I'm just in progress
 * of doing that", "I'm in the process of doing it for Quicknet": not self-contained), nor "working on" (one dev line,
 * "I'm working on it", not a task).
 *
 * Spec: issue 15 deliverable 2 (recall of next steps: plans told in status reports).
 */
export const WORK_UNDER_WAY = namedCue(
  'next.work-under-way',
  /\bi(?:'m|\s+am)\s+(?:(?:just|now|also|still|currently|actually)\s+)*(?![^.!?]*?\b[a-z]+ing\s+(?:(?:of|on|with|to)\s+)?(?:it|that|this|them|so)\b)(?:in\s+(?:the\s+)?(?:process|progress)\s+(?:of\s+)+(?:(?:um|uh)\s+)?[a-z]+ing|currently\s+(?!(?:thinking|wondering|talking|saying|speaking|looking\s+at\s+(?:the|this)\s+slide|sitting|trying\s+to\s+(?:say|think))\b)(?:re)?[a-z]+ing)\s+\w/,
);

/**
 * E462: someone is to check with a person outside the talk: "you should check with him, because he tried several
 * different combinations", "You have to check with him.", "we should check with Stephane", "I would actually double
 * check with Stephane at this point" (advice to the one asked). A modal holds someone to it; the one checked with is
 * not the room ("check with you / us / the group"). An owner only when a known person is named (a `team` cue). Not the
 * bare imperative ("Talk with Stephane.", "Check with the R and D department …": said in passing on dev, no task) nor
 * the past ("I went to talk with …").
 *
 * Spec: issue 15 deliverable 2 (next steps are self-contained tasks about the work, with an owner where stated).
 */
export const CHECK_WITH = namedCue(
  'next.check-with',
  /\b(?:you|we|i)(?:\s+(?:two|both|all|guys))?(?:\s+should|\s+must|\s+would|'d|\s+(?:have|need)\s+to|(?:'ll|\s+will)\s+(?:have|need)\s+to)\s+(?:(?:actually|just|again|also|probably|maybe|really|definitely|first|then)\s+)*(?:double[-\s]?)?check\s+with\s+(?!(?:you|us|me|the\s+(?:group|room|team|meeting)|everyone|everybody)\b)[a-z]/,
);

/**
 * Next-step cues per ISO 639-1 language. English first-person cues require an action verb after
 * `I'll` / `I will` / `I'm going to` (so `"I'll just go first"` is not a next step), second-person
 * cues need an explicit assignment, and team cues need a stated follow-up marker.
 *
 * Spec: issue #5 "Offline summarizer" (next steps by cue patterns, with owner and due date); seed 003,
 * Requirement: Meeting Assistant generates meeting outputs (next steps).
 */
export const nextStepCues: Readonly<Record<string, readonly NextStepCue[]>> = {
  en: [
    { pattern: I_WILL_ACTION_VERB, owner: 'speaker' },
    // Any other work verb: "I'll ping legal about the privacy text", "I'm going to chase the supplier".
    { pattern: I_WILL_WORK_VERB, owner: 'speaker', open: true },
    {
      // E85: a plan to find something out, hedged ("I'll have to research", "I need to double-check the figures").
      pattern: LOOKING_INTO,
      owner: 'speaker',
    },
    {
      // E192: work the speaker says they must do, with any work verb: "So I should probably ping him just to make sure
      // that he got it.", "I have to do that.", "I need to finish the cost sheet". "I have to say / admit / go" are no
      // work (NON_TASK_VERBS), nor is what one says in the meeting itself ("I should point out …", "I must stress …",
      // "I have to ask these questions", "I should declare that"), a state or a regret ("I should be writing this
      // down", "I should have said …") or a question ("Do I have to do the Welsh bac?").
      pattern: namedCue(
        'next.i-should',
        new RegExp(
          `(?<!\\b(?:do|did|does|why|if|when)\\s+)\\bi\\s+(?:should|must|(?:have|need)\\s+to)\\s+(?:(?:probably|maybe|perhaps|also|just|then|still|definitely|first|really|actually|at\\s+least)\\s+)*${VERB_LEAD}(?!(?:be|have|point|stress|ask|declare|tell|mention|add|emphasi[sz]e|note|clarify|confess|apologi[sz]e|correct|reiterate|warn)\\b)${TASK_VERB}\\s+\\w`,
        ),
      ),
      owner: 'speaker',
      ownClause: true,
    },
    {
      // E73: an offer of work, as a witness makes one to a committee: "I'm happy to discuss that with you … before the
      // third Stage", "I'd be happy to work with you to bring forward the amendments", "We can get you that analysis";
      // not a courtesy ("I'm very pleased to welcome …", "happy to take it now") nor an offer on a condition ("I'm
      // happy to read it too, if you want a first pass").
      pattern: namedCue(
        'next.offer-of-work',
        new RegExp(
          `(?![^.!?]*\\bif\\s+(?:you|anyone|anybody|people|somebody|someone|members|the\\s+committee)\\s+(?:want|wants|would\\s+like|'d\\s+like|like|wish|need|needs)\\b)(?:\\b(?:i'm|i\\s+am|i'd\\s+be|i\\s+would\\s+be|we're|we\\s+are|we'd\\s+be|we\\s+would\\s+be)\\s+(?:very\\s+|more\\s+than\\s+|really\\s+|quite\\s+)?(?:happy|glad|willing|pleased)\\s+to\\s+${VERB_LEAD}(?!${OFFER_COURTESY}\\b)${TASK_VERB}\\s+\\w|\\bwe\\s+(?:can|could)\\s+(?:certainly\\s+)?(?:get|send|provide|share|give)\\s+you\\b)`,
        ),
      ),
      owner: 'speaker',
    },
    {
      pattern: namedCue(
        'next.i-can-send',
        /\bi\s+(?:can|could)\s+(?:send|email|circulate|prepare|draft|write\s+up|put\s+together|pick\s+(?:it|them|that)\s+up|bring|collect|handle|take\s+care\s+of|order|book|fix)\b/,
      ),
      owner: 'speaker',
    },
    { pattern: namedCue('next.action-items', /\baction\s+items?\b|\bto-?do\b|\bhomework\b/), owner: 'team' },
    {
      pattern: namedCue(
        'next.you-will-be',
        /\byou(?:'ll| will|'re gonna| are gonna|'re going to| are going to)\s+(?:all\s+)?(?:be\s+)?(?:just\s+)?(?:working|thinking|looking|doing|preparing|presenting|need|have\s+to|(?<=be\s+(?:just\s+)?)[a-z]+ing)\b/,
      ),
      owner: 'addressee',
    },
    {
      pattern: namedCue(
        'next.you-need-to',
        /\byou(?:'ll| will)?\s+need\s+to\s+(?:send|prepare|bring|get|check|look|find|write|email|think|work|do)\b/,
      ),
      owner: 'addressee',
    },
    {
      pattern: namedCue(
        'next.can-you-send',
        /\b(?:can|could|would)\s+you(?:,\s*[^,]{1,40},)?\s+(?:please\s+)?(?:send|email|prepare|bring|check|look\s+into|find\s+out|write|draft|circulate|update|fix|sort|organi[sz]e|book|schedule|share)\b/,
      ),
      owner: 'addressee',
    },
    {
      // Any other work verb asked of someone: "Mei, can you run the full regression suite again tonight?"
      // — read past a courtesy (E198, E202: "would you mind updating …", "would you be able to update …").
      pattern: namedCue(
        'next.can-you-work-verb',
        new RegExp(
          `\\b(?:can|could|would)\\s+you(?:,\\s*[^,]{1,40},)?\\s+(?:please\\s+)?(?:mind\\s+(?=[a-z]+ing\\s)|be\\s+(?:able|willing|prepared|good\\s+enough|kind\\s+enough)\\s+to\\s+)?${VERB_LEAD}${TASK_VERB}\\s+\\w`,
        ),
      ),
      owner: 'addressee',
    },
    {
      // A request to a named person as an imperative or a need: "Ben, please order the samples by Wednesday.",
      // "Ben, I need you to chase the supplier", "Carol, I'd like you to book the stand".
      pattern: namedCue(
        'next.please',
        new RegExp(
          `(?:\\bplease|\\bi(?:\\s+need|\\s+want|'d\\s+like|\\s+would\\s+like)\\s+you\\s+to)\\s+${VERB_LEAD}${TASK_VERB}\\s+\\w`,
        ),
      ),
      owner: 'addressee',
      named: true,
    },
    {
      pattern: namedCue(
        'next.can-you-by',
        /\b(?:can|could|would)\s+you\b(?!\s+mind\s+(?:if|me|us|my|our|him|her|them)\b).*\b(?:by|before)\s+(?:\w+\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|next|the\s+end|\d{4}-\d{2}-\d{2})/,
      ),
      owner: 'addressee',
    },
    {
      pattern: namedCue(
        'next.remember-to',
        /\b(?:please|remember\s+to|don't\s+forget\s+to)\s+(?:send|prepare|bring|check|email|write|read|look|think|fill)\b/,
      ),
      owner: 'addressee',
    },
    {
      pattern: namedCue(
        'next.by-next-meeting',
        /\b(?:by|before|until)\s+(?:the\s+)?next\s+(?:meeting|session|week)\b/,
      ),
      owner: 'team',
    },
    {
      // E114: a team's work held to a time ("we need to send the forms in by Friday", "we'll have to stop it the day
      // before we leave"); not an exhortation ("we need to be very mindful of … before that gets implemented") nor a
      // "by" of means or agent ("we need to send a clear message … by distancing yourselves", "… posed by the virus").
      pattern: DEADLINE_TEAM_WORK,
      owner: 'team',
    },
    {
      // E114: the verb, "we'll follow up with the supplier"; not the noun, which names an event or a piece of work
      // talked about ("a follow-up workshop in October", "a further session on our follow-up on the report").
      pattern: FOLLOW_UP_VERB,
      owner: 'team',
    },
    {
      // E139: the team's letter to a person or body: "we will have to write to the Minister".
      pattern: TEAM_LETTER,
      owner: 'team',
    },
    {
      // E88: a plan told in a status report ("I wanna look at where the filters were", "the next thing to do is …");
      // last, so a sentence that also holds another cue is read by that one.
      pattern: STATUS_PLAN,
      owner: 'speaker',
    },
    {
      // E105: "I wanna look at where the filters were" in a turn that reports the speaker's own work; after every
      // other cue, so a sentence holding one of those is read by it.
      pattern: WANTED_WORK,
      owner: 'speaker',
      reported: true,
    },
    {
      // E460: reporting back once an answer comes in ("I'll tell you the supplier's answer once I hear back"); last, so
      // the families of the cues before it keep their numbers and a sentence one of them reads stays theirs.
      pattern: REPORT_BACK,
      owner: 'speaker',
    },
    {
      // E461: the speaker's work under way ("I'm in the process of converting those alignments …"); last, as E460.
      pattern: WORK_UNDER_WAY,
      owner: 'speaker',
    },
    {
      // E462: checking with someone, held by a modal ("you should check with him"); last, as E460.
      pattern: CHECK_WITH,
      owner: 'team',
    },
  ],
  de: [
    { pattern: /\bich\s+(?:werde|schicke|sende|kümmere|mache|schreibe|bereite)(?!\p{L})/u, owner: 'speaker' },
    { pattern: /\bkannst\s+du\b|(?<!\p{L})können\s+sie\b/u, owner: 'addressee' },
    // E173: a task given to someone named, with "soll" or "muss" right after the name ("Claudia soll bis nächste Woche
    // die Kosten prüfen.", "Bernd muss den Vertrag prüfen."); kept only when a known person is named, not a pronoun.
    { pattern: DE_NAMED_OBLIGATION, owner: 'addressee', named: true },
    // E151: any other work said in the first person and held to a time ("Ich kläre das bis 20.12.2026.", "Bis Freitag
    // rufe ich den Kunden an."); not a state, an opinion or the past ("Ich bin bis Freitag im Urlaub").
    { pattern: DE_FIRST_PERSON_WORK, owner: 'speaker', due: true },
    {
      pattern: /\bbis\s+(?:zum\s+)?(?:nächsten|montag|dienstag|mittwoch|donnerstag|freitag)(?!\p{L})/u,
      owner: 'team',
    },
  ],
  fr: [
    { pattern: /\bje\s+(?:vais|m'occupe|m'en\s+occupe|enverrai|ferai|prépare)(?!\p{L})/u, owner: 'speaker' },
    { pattern: /\b(?:peux|pouvez)[-\s](?:tu|vous)\b/, owner: 'addressee' },
    // E173: a task given to someone: "Il faut que Sophie prépare le budget.", "Sophie doit contacter le fournisseur.",
    // "Pierre va réserver la salle." (an infinitive after "doit"/"va"); kept when a known person is named or it is due.
    { pattern: FR_IL_FAUT_QUE, owner: 'addressee' },
    { pattern: FR_NAMED_OBLIGATION, owner: 'addressee', named: true },
    // E173: work the team owes: "On doit vérifier les coûts avant jeudi." (not "on doit dire que …").
    { pattern: FR_ON_DOIT, owner: 'team' },
    // E151: any other work said in the first person and held to a time ("Je corrige le bug d'ici jeudi."); not a
    // state, an opinion or the past ("Je suis en congé jusqu'à lundi", "J'ai fini avant mardi").
    { pattern: FR_FIRST_PERSON_WORK, owner: 'speaker', due: true },
    {
      pattern: /\b(?:d'ici|avant)\s+(?:lundi|mardi|mercredi|jeudi|vendredi|la\s+prochaine)\b/,
      owner: 'team',
    },
  ],
};

/**
 * E109: the meeting's own order of business: "I'll list things and then we can come back and discuss …", "We'll
 * evaluate our production and then we can close.", "… and then we can all move on". What comes before "then we can"
 * is a step of this meeting, not follow-up work; a later time anywhere in the sentence ("I'll send it tonight and then
 * we can discuss it on Monday") keeps it. A next-step blocker, and a "we'll review …" team activity matching it is
 * neither a task nor a decision (src/extract/team-activities.ts).
 *
 * Spec: issue 15 deliverable 2 (precision: no meeting logistics or conduct as next steps).
 */
export const ORDER_OF_BUSINESS = namedCue(
  'blocker.order-of-business',
  /^(?![^.!?]*\b(?:tomorrow|tonight|later|next\s+(?:week|month|time|meeting|session|call)|monday|tuesday|wednesday|thursday|friday|this\s+(?:afternoon|evening|week))\b)[^.!?]*\bthen\s+we\s+(?:can|could|will|'ll|shall)\s+(?:(?:all|just|quickly|maybe)\s+)?(?:close|finish|end|wrap\s+up|come\s+back|discuss|move\s+on|go\s+on|break|talk\s+about|decide|vote|start)\b/,
);

/**
 * Patterns that cancel a next-step cue (questions about the past, hypotheticals, logistics), per language.
 *
 * Spec: issue #5 "Offline summarizer" (next steps by cue patterns, with owner and due date); seed 003,
 * Requirement: Meeting Assistant generates meeting outputs (next steps).
 */
export const nextStepBlockers: Readonly<Record<string, readonly RegExp[]>> = {
  en: [
    namedCue(
      'blocker.next-meeting-is',
      /\bnext\s+meeting(?:'s|\s+is|\s+will\s+be)\s+(?:gonna\s+be\s+|going\s+to\s+be\s+)?(?:in|at|on)\b/,
    ),
    namedCue('blocker.if-i-will', /\b(?:if|whether)\s+(?:\w+\s+){0,3}(?:i'll|i\s+will|you'll|you\s+will)\b/),
    namedCue(
      'blocker.i-will-explain',
      new RegExp(
        `\\bi(?:'ll| will)\\s+${ACT_LEADS}(?:go\\s+first|explain|show|say|admit|clear|go\\s+over|go\\s+through)\\b`,
      ),
    ),
    namedCue('blocker.what-do-you', /\bwhat\s+(?:else\s+)?(?:do|did)\s+you\b/),
    namedCue('blocker.dont-know-what-i', /\b(?:don't|do\s+not)\s+know\s+what\s+i(?:'m| am)\b/),
    namedCue(
      'blocker.i-will-finish-with',
      /\bi\s+will\s+finish\s+with\b|\bi(?:'ll| will)\s+finish\s+(?:with|by\s+saying)\b/,
    ),
    namedCue(
      'blocker.i-will-ask-to-speak',
      /\bi(?:'ll| will)\s+ask\s+\w+\s+to\s+(?:go|speak|talk|answer|say|explain|come|pick|add|respond|comment)\b/,
    ),
    namedCue('blocker.end-of-meeting', /\bend\s+of\s+(?:the|this)\s+(?:meeting|session)\b/),
    namedCue('blocker.do-something', /\bi(?:'ll| will)\s+do\s+something\b/),
    // Done right now, in the meeting: "I'm gonna pull everybody out first", "I'll draw it right now".
    namedCue(
      'blocker.right-now',
      /\bi(?:'ll| will|'m gonna|'m going to)\b[^.!?]*\b(?:first(?!\s+thing)|right\s+now|right\s+away|now)\b(?![^.!?]*\b(?:tomorrow|tonight|today|later|after|monday|tuesday|wednesday|thursday|friday|next|week)\b)/,
    ),
    namedCue(
      'blocker.microphones',
      /\b(?:take|took|taking|put|putting|pass|hand)\s+(?:off\s+|on\s+)?(?:the|your|my|our|these|those)\s+(?:mics?|microphones?|headsets?)\b/,
    ),
    // E85: a check on the meeting itself: "I'll just check we've nothing else", "I'm gonna check that everyone's here".
    namedCue(
      'blocker.check-the-room',
      new RegExp(
        `\\bi(?:'ll| will|'m gonna|'m going to)\\s+${ACT_LEADS}(?:check|see)\\s+(?:that\\s+|if\\s+|whether\\s+)?(?:we(?:'ve|\\s+have|'re|\\s+are)?|everyone|everybody|anyone|anybody|nobody|there's|there\\s+is|the\\s+time|who)\\b`,
      ),
    ),
    // E106: a speech act in a hearing or a debate, not follow-up work: "I will ask again", "I'll ask a question similar
    // to the previous one", "I'll ask the Minister …", "I will remind honourable members that …", "I'll be splitting my
    // time with the member for …". Asking someone outside the room ("I'll ask Jane about it") stays a task.
    namedCue(
      'blocker.hearing-speech-act',
      new RegExp(
        `\\bi(?:'ll| will| shall)\\s+${ACT_LEADS}(?:ask\\s+(?:again\\b|(?:him|her|them|you|the\\s+\\w+)\\s+again\\b|(?:you|the\\s+(?:minister|deputy\\s+minister|cabinet\\s+secretary|secretary|member|members|witness|witnesses|chair|panel|government|prime\\s+minister|first\\s+minister))\\b(?!\\s+to\\b)|(?:(?:a|another|one|my|the|this|that|some|two|three|a\\s+few|one\\s+more|a\\s+couple\\s+of)\\s+)(?:[a-z-]+\\s+)?questions?\\b)|remind\\s+(?:[\\w'-]+\\s+){0,3}(?:that|of)\\b|(?:be\\s+)?(?:splitting|sharing|dividing|split|share|divide)\\s+my\\s+time\\b)`,
      ),
    ),
    // Meeting mechanics, not follow-up work.
    namedCue(
      'blocker.meeting-mechanics',
      new RegExp(
        `\\bi(?:'ll| will|'m gonna|'m going to)\\s+${ACT_LEADS}(?:plug\\b|share\\s+(?:my|the)\\s+screen\\b|(?:add|do|send|put|show)\\s+(?:it|that|this|them)\\s+(?:in\\s+)?later\\b|(?:write|put|draw|lay|stick|pin)\\s+(?:[\\w']+\\s+){0,4}on(?:to)?\\s+the\\s+${ROOM_SURFACE}(?![^.!?]*\\b(?:tomorrow|tonight|later|next|after|monday|tuesday|wednesday|thursday|friday)\\b))`,
      ),
    ),
    // E109: the meeting's own order of business ({@link ORDER_OF_BUSINESS}).
    ORDER_OF_BUSINESS,
    // E110: a future the speaker does not hold to a time: a consequence ("otherwise I will be stealing the Minister's
    // thunder", "or else I'll …"; not after a request or a commitment of its own: "I'll send it tonight, otherwise we'll
    // miss the slot"), a habit right before the future ("usually I will speak to the head", "I'll always
    // …"; not "it often breaks, so I'll fix the cable"), a time left open
    // ("at some point I'll incorporate them", "we'll have to do layout at some point", "sooner or later", "one of these
    // days", "someday") and the speaker's free time ("I will have time to do some revision …").
    namedCue(
      'blocker.future-not-held',
      /^(?![^.!?]*\b(?:please|can\s+you|could\s+you|would\s+you|make\s+sure)\b)(?:(?!\b(?:i|we)(?:'ll|\s+will|'m\s+going\s+to|'m\s+gonna)\b)[^.!?])*?\b(?:otherwise|or\s+else)\b[^.!?]{0,80}?\b(?:i|we)(?:'ll|\s+will|'d|\s+would)\b|\b(?:usually|normally|generally|typically|always|often|sometimes)[\s,]+(?:(?:what|then|so)\s+)?(?:i|we)(?:'ll|\s+will)\b|\b(?:at\s+some\s+point|sooner\s+or\s+later|one\s+of\s+these\s+days|some\s*day)\b[^.!?]{0,40}?\b(?:i|we)(?:'ll|\s+will)\b|\b(?:i|we)(?:'ll|\s+will)\s+(?:(?:usually|normally|generally|typically|always|often|sometimes)\b|[^.!?]{0,60}?\b(?:at\s+some\s+point|sooner\s+or\s+later|one\s+of\s+these\s+days|some\s*day)\b)|\bi(?:'ll|\s+will)\s+have\s+(?:the\s+|some\s+|more\s+|enough\s+)?time\s+to\b/,
    ),
    // E136: the task taken back in the same breath as done already ("I'm going to send the report, no, actually I
    // already did", "I'll send it to marketing, I did that yesterday"): a report of the past, not follow-up work. Only a
    // clause that ends there: "…, and we already have the figures" is no such report.
    namedCue(
      'blocker.already-done',
      /\bi(?:'ll|\s+will|'m\s+going\s+to|'m\s+gonna)\b[^.!?]*?,\s*(?:(?:no|oh|well|actually|but|um|uh|and|wait)[\s,]+)*(?:i|we)(?:(?:'ve|\s+have)?\s+(?:already|just)\s+(?:did|done|sent)|\s+did\s+(?:that|it|this|them))(?:\s+(?:that|it|this|them))?(?:\s+(?:already|yesterday|earlier|actually|last\s+\w+|this\s+morning))*(?=\s*(?:[.!?,]|$))/,
    ),
  ],
  // E136: a first-person commitment negated in its own clause is none ("Ich werde den Bericht nicht schicken.", "Das
  // mache ich nicht bis Freitag.", "Ich werde keinen Bericht schicken."); "nicht nur …" still commits. No comma between
  // "ich" and the negation, so "Ich kümmere mich darum, dass nichts fehlt" stays; nor a state or an opinion in between
  // ("Ich habe keine Zeit, aber …", "Ich weiß nicht, ob …").
  de: [
    new RegExp(
      `(?<!\\p{L})ich\\s+(?!${DE_NOT_WORK}(?!\\p{L}))(?:\\p{L}+\\s+){0,5}?(?:nicht(?!\\s+nur(?!\\p{L}))|nie|niemals|kein|keine|keinen|keinem|keiner|keines)(?!\\p{L})`,
      'u',
    ),
  ],
  // E136: the same in French, spoken without its "ne" ("Je vais pas envoyer le rapport.", "Je ferai jamais ce
  // rapport."): a commitment with "ne … pas" is never matched by a cue ("je ne vais pas", "je n'enverrai pas"). Not
  // knowing or thinking ("je sais pas, mais je vais …") negates no work.
  fr: [
    new RegExp(
      `(?<!\\p{L})(?:je\\s+|j')(?!${FR_NOT_WORK}(?![\\p{L}']))(?:[\\p{L}']+\\s+){0,3}?(?:pas|jamais|rien)(?!\\p{L})`,
      'u',
    ),
  ],
};

/**
 * Hedges that make a short first-person remark an aside rather than a commitment, per language.
 *
 * Spec: issue #5 "Offline summarizer" (next steps by cue patterns, with owner and due date); seed 003,
 * Requirement: Meeting Assistant generates meeting outputs (next steps).
 */
export const nextStepHedges: Readonly<Record<string, RegExp>> = {
  en: /\bi\s+(?:guess|suppose|dunno)\b|\bi\s+think\s+i(?:'ll| will)\s+just\b|\bmaybe\b|\bprobably\b|\bi\s+might\b/,
};
