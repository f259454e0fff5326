import { ACT_LEAD_WORD, ACT_LEADS } from './act-lead.js';
import { ANSWER_TO_COME } from './answer-to-come.js';

/**
 * A speaker announcing what they are about to present in this meeting (issue 15 hand audit, E30): "I will present
 * the technical function design", "I'm going to talk about the user requirements", "I'll show you the prototype",
 * "which I'll speak about in the next bit", "I will focus on user interface design", "I'll be presenting the
 * trends"; also (E62, session 22) "I'll discuss what my opinion is about the costs", "I'll discuss them with you",
 * "I'll give you my design". Said to the people in the room, it is the meeting's own agenda, not follow-up work.
 *
 * It stays a task when it names an audience outside the meeting ("I'll present the results to the board") or a
 * later time ("I'll present it at the next meeting", "I'll go through the figures with finance tomorrow"), and so does
 * discussing with someone else ("I'll discuss it with the supplier") or handing over a deliverable ("I'll give you my
 * feedback", "… my notes", "… my figures").
 *
 * Session 24 (E68, the real meetings pooled): the rest of the speaker's own conduct of this meeting is the same kind —
 * taking its minutes or notes ("This time I will take the minutes."), asking one's questions or speaking in a language
 * ("I'll be asking my questions in Welsh.", "I will carry on in English, if that's okay."), using the whiteboard ("I
 * thought I'll use the whiteboard instead."), taking "this opportunity" to welcome or thank. Handing the minutes on ("I'll put the minutes in the project folder", "I
 * will take the minutes to the council") stays a task.
 *
 * Session 27 (E76): the same kinds in other words — adverbs before the verb ("I'll again very quickly just present …"),
 * "I will do my presentation on …", anything the speaker will do "(later) in my presentation", "I'm going to bore you
 * with …", "I'll move on to my question to the Minister". "I'll do the talk by the viewing window" (a talk to others)
 * stays a task.
 */

/** I + future (will / 'll / shall / going to / gonna), optional adverbs and "be …ing". */
const FIRST_PERSON_FUTURE = `\\bi(?:'ll| will| shall|'m going to|'m gonna| am going to| am gonna|'d like to| want to)\\s+(?:(?:${ACT_LEAD_WORD}|be)\\s+)*`;
/** Verbs of presenting to the room (bare or -ing form). */
const PRESENTING =
  "(?:present(?:ing)?|talk(?:ing)?(?:\\s+(?:a\\s+(?:bit|little)|briefly|quickly))?\\s+about|speak(?:ing)?(?:\\s+(?:a\\s+(?:bit|little)|briefly|quickly))?\\s+(?:about|on)|focus(?:s?ing)?\\s+on|concentrat(?:e|ing)\\s+on|show(?:ing)?\\s+(?:you|y'all|everyone|everybody|us)|tell(?:ing)?\\s+(?:you|everyone|everybody|us)\\s+(?:a\\s+(?:bit|little)\\s+)?about|(?:inform|updat|brief|fill)(?:e|s|ed|ing)?\\s+(?:you|y'all|everyone|everybody|us)(?:\\s+all)?(?:\\s+in)?\\s+(?:(?:a\\s+(?:bit|little)\\s+)?(?:about|on|of)|with)\\b|(?:walk|take|talk|run)(?:ing)?\\s+(?:you|everyone|everybody|y'all)\\s+through|go(?:ing)?\\s+(?:over|through)\\s+(?:my|the|our|this|these|some)\\s+(?:presentation|slides?|findings|points|results|work|research|analysis|ideas|proposal)|discuss(?:ing)?|giv(?:e|ing)\\s+you\\s+(?:my|our)\\s+(?!(?:feedback|comments|notes|answer|decision|report|numbers?|figures|details|list|contacts?)\\b)[a-z]+|giv(?:e|ing)\\s+(?:you\\s+)?(?:a|an|my|the)\\s+(?:short\\s+|quick\\s+|brief\\s+)?(?:presentation|overview|talk|summary|update|introduction)|do(?:ing)?\\s+my\\s+(?:short\\s+|quick\\s+|brief\\s+)?presentation|bor(?:e|ing)\\s+(?:you|everyone|everybody|y'all)(?:\\s+all)?\\s+with)\\b";
/**
 * The speaker's own conduct of this meeting besides presenting (E68): taking its minutes or notes (ending the clause,
 * or "for this / today's meeting"), asking one's questions, speaking or carrying on in a language, using the
 * (white)board, taking "this opportunity" to welcome or thank.
 */
const CONDUCTING =
  "(?:(?:tak(?:e|ing)|keep(?:ing)?)\\s+(?:the\\s+)?(?:minutes|notes)(?=\\s*(?:$|[,.;:!?]|for\\s+(?:this|today's)\\s+meeting|today|this\\s+time|again|and\\s+you|you\\b))|ask(?:ing)?\\s+(?:my|our|some|a\\s+few|a\\s+couple\\s+of|the)\\s+(?:first\\s+|next\\s+|last\\s+)?questions?(?=\\s*(?:$|[,.;:!?]|in\\s+[a-z]+\\b|first|now|today))|(?:ask(?:ing)?|speak(?:ing)?|carry(?:ing)?\\s+on|continu(?:e|ing)|answer(?:ing)?|go(?:ing)?\\s+on)\\s+(?:my\\s+questions\\s+)?in\\s+(?:english|welsh|french|german|spanish|irish|gaelic|italian|dutch)\\b|mov(?:e|ing)\\s+on\\s+to\\s+(?:my|our)\\s+(?:next\\s+|first\\s+|last\\s+|final\\s+|other\\s+)?questions?\\b|tak(?:e|ing)\\s+this\\s+opportunity\\s+to\\s+(?:formally\\s+)?(?:welcome|thank|congratulate|place\\s+on\\s+record|put\\s+on\\s+record)|us(?:e|ing)\\s+the\\s+(?:white\\s*board|board|flip\\s*chart)(?=\\s*(?:$|[,.;:!?]|instead|for\\s+this|here|now|because)))";
const ANNOUNCE = new RegExp(`${FIRST_PERSON_FUTURE}(?:${PRESENTING}|${CONDUCTING})`);
/** E76: what the speaker will do "(later) in my presentation" is said in this meeting, whatever its verb. */
const IN_MY_PRESENTATION = new RegExp(
  `${FIRST_PERSON_FUTURE}[^.!?]{0,60}?\\b(?:in|during)\\s+my\\s+(?:presentation|talk|slides?)\\b`,
);
/** An audience outside the meeting: "present … to the board", "show the client". */
const ELSEWHERE =
  /\bdiscuss(?:ing)?\b[^.!?]{0,60}?\bwith\s+(?!(?:you|y'all|us|everyone|everybody|all of you|the (?:group|team|room))\b)[a-z]+|\b(?:present(?:ing)?|show(?:ing)?|give|giving|talk(?:ing)?|speak(?:ing)?)\b[^.!?]{0,60}?\bto\s+(?!(?:you|y'all|us|everyone|everybody|all of you|the (?:group|team|room))\b)(?:the|our|their|a|an|[a-z]+'s)\s+[a-z]+|\bshow(?:ing)?\s+(?:the|our|their)\s+(?:client|customer|board|management|manager|boss|director|committee|council|investors?|partners?|users?)\b/;
/** A later time than this meeting: the announcement is then a task. */
const LATER =
  /\b(?:tomorrow|tonight|later (?:today|this week|on)|after (?:the|this) (?:meeting|call|session)|next (?:week|month|time|meeting|session|call|sprint|review|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:at|in|for) the (?:next|following) (?:meeting|session|call|review)|this (?:afternoon|evening|week|month|sprint)|(?:by|on|before|until) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the \w+(?:st|nd|rd|th)\b)|\d{4}-\d{2}-\d{2})\b/;

/**
 * Whether a first-person sentence announces the speaker's own presentation in this meeting (E30), so it is no task.
 *
 * Spec: issue 15 deliverable 2 (decisions and next steps about the work: meeting logistics dropped); seed 003,
 * Requirement: Meeting Assistant generates meeting outputs (next steps).
 *
 * @param normal - the sentence lower-cased with straight apostrophes ({@link normalizeForCues})
 * @returns `true` for "I will present / I'm going to talk about / I'll show you / I will focus on …" said to the room
 *   with no later time or outside audience; `false` otherwise (also for every sentence without such a verb)
 */
export function isOwnPresentation(normal: string): boolean {
  if (!ANNOUNCE.test(normal) && !IN_MY_PRESENTATION.test(normal)) return false;
  return !ELSEWHERE.test(normal) && !LATER.test(normal) && !ANSWER_TO_COME.test(normal);
}

/**
 * The verb of a speaker's own turn in this meeting's conversation (session 48, E420), as regular-expression source:
 * adding to or answering what was said ("add to that", "answer your question", "respond to Ed's point"), coming or going
 * back to a point, reading out, repeating, clarifying, raising or pointing out a point, putting it "this way", starting,
 * finishing or ending one's turn ("start with the battery", "finish with this, Chair", "leave it there"), asking one's
 * questions, writing it down or drawing in the room, opening the meeting, plugging in or sharing one's screen.
 */
const MEETING_TALK_VERB = `\\s+${ACT_LEADS}(?:add\\s+(?:to\\s+(?:that|this|what)|that\\b|something|one\\s+(?:more\\s+)?thing|a\\s+(?:point|comment|word|little)|my\\s+(?:voice|support|thanks))|answer\\s+(?:that|this|it\\b|your|the\\s+(?:\\w+\\s+)?question|(?:both|all|some|each)\\b)|respond\\s+(?:to\\s+(?:that|this|it\\b|your|the\\s+(?:\\w+\\s+)?(?:question|point)|[a-z]+'s\\s+(?:point|question))|first|briefly)|come\\s+back\\s+to\\s+(?:that|this|it|you)\\b(?!\\s+(?:with|by|after|tomorrow|next|in\\s+writing|on\\s+(?:monday|tuesday|wednesday|thursday|friday)))|go\\s+back\\s+to\\s+(?:the|that|this|what|my|your|[a-z]+'s)\\s+(?:point|question|issue|comment|slide)|read\\s+(?:(?:it|that|this|them)\\s+)?out|repeat\\s+(?:that|the\\s+question|myself|what)|clarify|raise\\s+(?:another|a|one\\s+more|my)\\s+(?:point|question|issue)|point\\s+out|put\\s+it\\s+(?:this|that|another|simply|bluntly|briefly|differently)|start\\s+(?:with|by|off)|begin\\s+(?:with|by)|finish\\s+(?:with|by|on|there|off)|conclude|end\\s+(?:with|on|there|by)|leave\\s+it\\s+there|stop\\s+there|ask\\s+(?:you\\s+)?(?:a|my|one|another|a\\s+couple\\s+of|some|two|three)\\s+(?:\\w+\\s+)?questions?|write\\s+(?:that|it|this)\\s+down|draw\\s+(?!up)|open\\s+(?:the|our|this)\\s+(?:meeting|session|floor|discussion|presentation)|plug\\s+(?:in|it|this|my)|share\\s+my\\s+screen|stop\\s+sharing)`;
/** I + will / 'll / shall / going to / gonna / should / must / have to / need to, then a {@link MEETING_TALK_VERB}. */
const MEETING_TALK = new RegExp(
  `^i(?:'ll| will| shall|'m going to|'m gonna| am going to| am gonna|\\s+(?:should|must|have\\s+to|need\\s+to))${MEETING_TALK_VERB}`,
);

/**
 * Whether a first-person cue is the speaker's own turn in this meeting's conversation rather than work after it (session
 * 48, E420): "I will go back to Ed's point, which …", "I'll come back to it later.", "I'll start off then.", "I will
 * finish with this, Chair", "I'll just raise another point while it occurs to me", "I'm gonna plug in here real quick."
 * — the meeting's own logistics, as presenting (E30) and taking the minutes (E68) are. It stays a task at a later time
 * ("I'll come back to you on that next week", {@link LATER}) and when its verb hands work on ("I'll mention it to the
 * transcribers", "I'll put it online", "I'll draw up a plan": no such verb here).
 *
 * Spec: issue 15 deliverable 2 (decisions and next steps about the work: meeting logistics dropped).
 *
 * @param normal - the sentence lower-cased with straight apostrophes ({@link normalizeForCues})
 * @param cueAt - where the first-person cue starts in `normal` (its "i")
 * @returns `true` when the words from `cueAt` are "I will / should …" and a meeting-talk verb, with no later time
 */
export function isMeetingTalk(normal: string, cueAt: number): boolean {
  return MEETING_TALK.test(normal.slice(cueAt)) && !LATER.test(normal) && !ANSWER_TO_COME.test(normal);
}

/** Who is in the room, as the one told or shown (E428): "you (all / guys)", "y'all", "us", "everyone", "the committee". */
const ROOM_AUDIENCE =
  "(?:you(?:\\s+(?:all|guys|both|two))?|y'all|us(?:\\s+all)?|everyone|everybody|all\\s+of\\s+you|the\\s+(?:committee|room|panel|members|meeting))\\b";
/**
 * Telling or showing the room (E428), after the lead words of {@link ACT_LEADS}. Reminding is no telling (E435: "I'll
 * remind everyone by email to send their timesheets" is a follow-up).
 */
const TELLING = `${ACT_LEADS}(?:tell|show|explain\\s+to|describe\\s+to)\\s+${ROOM_AUDIENCE}`;
/** The cue itself tells the room: "I'll tell you …", "I'm happy to show the committee …", "I can show you …". */
const TELLS_THE_ROOM = new RegExp(
  `^i(?:'ll| will| shall|'m going to|'m gonna| am going to| am gonna|'d| would| can| could| want to| wanna|(?:'m| am|'d be| would be)\\s+(?:(?:very|really|quite|more\\s+than)\\s+)?(?:happy|glad|pleased|willing)\\s+to)\\s+${TELLING}`,
);
/** The cue's clause opens on "let me tell / show you …" ("Let me show you what I'm going to change"). */
const LET_ME_TELL = new RegExp(`\\blet\\s+me\\s+${TELLING}[^.!?;,]*$`);

/**
 * A telling held to an answer still to come or sent later (E435): "once / as soon as / when I hear back", "when we get
 * the figures", "by email". E460: the answer is {@link ANSWER_TO_COME}'s, so "I'll show you when we get to the budget"
 * (a later point of this meeting) stays the room's talk.
 */
const FOLLOW_UP = new RegExp(`${ANSWER_TO_COME.source}|\\bby\\s+(?:e-?mail|mail|phone|text|letter|post)\\b`);

/**
 * Whether a cue tells the people in the room something rather than committing to work (session 50, E428): "I'll tell
 * you what we found", "I'm gonna show everybody the prototype", "I'm happy to tell the committee that …", "I can show
 * you the figures", "Let me show you what I'm going to change on it". Telling is the meeting's own talk, as presenting
 * (E30) and the speaker's turns (E420) are. It stays a task at a later time ("I'll show you the mock-up tomorrow",
 * {@link LATER}), when it waits for an answer or goes by email ("I'll tell you once I hear back", {@link FOLLOW_UP}, E435)
 * and when the one told is not in the room ("I'll tell the bookings team", "I'll show the client").
 *
 * Spec: issue 15 deliverable 2 (decisions and next steps about the work: meeting logistics dropped).
 *
 * @param normal - the sentence lower-cased with straight apostrophes ({@link normalizeForCues})
 * @param cueAt - where the next-step cue starts in `normal`
 * @returns `true` when the cue (or the "let me" clause it sits in) tells or shows the room, with no later time nor
 *   follow-up
 */
export function isToldToTheRoom(normal: string, cueAt: number): boolean {
  return (
    (TELLS_THE_ROOM.test(normal.slice(cueAt)) || LET_ME_TELL.test(normal.slice(0, cueAt))) &&
    !LATER.test(normal) &&
    !FOLLOW_UP.test(normal)
  );
}

/**
 * The speaker's own life rather than the work: holidays, meals, going home, the weekend; E113: something for one's
 * home or family ("I'm gonna buy one for my bedroom") and where one sits in the room ("I'm gonna go and sit on my own").
 */
const PERSONAL =
  /\b(?:(?:my|our)\s+(?:own\s+)?(?:holidays?|vacation|weekend|lunch|dinner|breakfast|tea|birthday|nap|day\s+off|time\s+off)|go(?:ing)?\s+home|go(?:ing)?\s+to\s+bed|have\s+(?:a|some)\s+(?:lunch|dinner|nap|rest|sleep|holiday)|for\s+my\s+(?:bedroom|living\s+room|kitchen|house|flat|home|kids|children|son|daughter|wife|husband|mum|mom|dad|parents|girlfriend|boyfriend|partner|family)|go\s+(?:and\s+)?sit|sit\s+(?:down\s+)?(?:on\s+my\s+own|by\s+myself))\b/;

/**
 * Whether a first-person plan is about the speaker's own life, not the work (E38): "I'm going to plan my holidays.",
 * "I'll have some lunch", "I'm going home after this"; E113: "I'm gonna buy one for my bedroom", "I'm gonna go and sit
 * on my own"; a joke or an aside at a meeting's end, no task.
 *
 * Spec: issue 15 deliverable 2 (next steps about the work; jokes dropped).
 *
 * @param normal - the sentence lower-cased with straight apostrophes
 * @returns `true` when it names the speaker's holidays, meals, weekend or going home
 */
export function isPersonalPlan(normal: string): boolean {
  return PERSONAL.test(normal);
}

/**
 * A committee's own business procedure (E72): moving amendments or a motion ("as Chair I will move amendments in the
 * name of the Deputy Minister", "I'll move it to begin the debate", "I'm going to move it anyway"), taking a vote
 * ("I'll take a vote by show of hands", "proceed to a vote on amendment 5"), calling someone to speak or reply ("I will call the Deputy Minister to speak
 * on each group"), speaking to amendments ("I'll be speaking mainly to amendments 2A and 2B"), advising Members when
 * they are called, replying to the debate ("Suzy to reply to the debate."). E80: declaring an interest ("I'll declare an
 * interest as a parent …"), business kept for the sitting's private part ("I will update Members on that when we go
 * into private") and asking for concise questions or answers ("I'm going to appeal for concise questions").
 */
const FORMAL_PROCEDURE =
  /\bmov(?:e|ing)\s+(?:(?:all|each|both|some|one|any|none)\s+(?:of\s+)?)?(?:the\s+|my\s+|her\s+|his\s+|their\s+|our\s+|your\s+|this\s+|that\s+|these\s+|those\s+)?(?:amendments?|motions?)\b|\bmov(?:e|ing)\s+(?:it|them)\s+(?:anyway|formally|now|(?:to|and)\s+(?:begin|open|start)\s+the\s+debate)\b|\b(?:take|taking|hold|holding|have|having|proceed(?:ing)?\s+to)\s+a\s+vote\b|\bput(?:ting)?\s+(?:it|this|that|the\s+(?:question|amendment|motion))\s+to\s+(?:a|the)\s+vote\b|\bcall(?:ing)?\s+(?:on\s+|upon\s+)?(?:the\s+|each\s+)?(?:[a-z'-]+\s+){0,3}?to\s+(?:speak|reply|respond|move|contribute)\b|\bspeak(?:ing)?\s+(?:[a-z]+\s+)?to\s+(?:the\s+|my\s+|this\s+|these\s+|those\s+|her\s+|his\s+|their\s+)?amendments?\b|\badvis(?:e|ing)\s+(?:the\s+)?members\b|\b(?:reply|replying|respond|responding)\s+to\s+the\s+debate\b|\bdeclar(?:e|ing)\s+(?:an?|any|my|our|his|her|their)\s+(?:[a-z]+\s+)?interests?\b|\b(?:go|going|goes|move|moving)\s+into\s+private\b|\b(?:appeal|appealing|ask|asking)\s+for\s+(?:(?:very|more|nice|short|and)[\s,]+)*(?:concise|brief|short|succinct|quick)\s+(?:questions|answers|responses|contributions)\b/;

/**
 * Whether a task sentence is a committee's own business procedure in this meeting (E72, session 26): moving an
 * amendment or motion, taking a vote, calling someone to speak, speaking to amendments, replying to the debate. Like
 * announcing one's own presentation (E30) or taking the minutes (E68), it conducts the meeting and is no follow-up work.
 * The Senedd's Stage 2 sitting (bench/blind13 education_6) listed ten such lines as next steps and none of its five
 * real tasks.
 *
 * Spec: issue 15 deliverable 2 (decisions and next steps about the work: meeting logistics dropped).
 *
 * @param normal - the sentence (or task text) lower-cased with straight apostrophes ({@link normalizeForCues})
 * @returns `true` when it names such procedure
 */
export function isFormalProcedure(normal: string): boolean {
  return FORMAL_PROCEDURE.test(normal);
}

/**
 * A pledge that names no deliverable (E74): "I will do everything that I can to work with colleagues …", "I will take
 * every opportunity that I can to ensure …", "we'll do whatever we can", "I'll do all I can", "I'll do my utmost".
 */
const PLEDGE =
  /\b(?:do|doing|try|trying)\s+(?:absolutely\s+)?(?:everything|whatever|all)\s+(?:that\s+)?(?:i|we)\s+(?:can|possibly\s+can)\b|\btak(?:e|ing)\s+every\s+opportunity\b|\bdo(?:ing)?\s+(?:my|our)\s+(?:very\s+)?(?:best|utmost)\b/;

/**
 * Whether a first-person commitment is a pledge with no deliverable (E74, session 26): "I will do everything that I
 * can to work with colleagues across the United Kingdom to find a solution", "I will take every opportunity that I can
 * to ensure …" — a Minister's assurance to a committee (bench/blind12 education_18), not follow-up work with an end.
 *
 * Spec: issue 15 deliverable 2 (decisions and next steps about the work: hedges and vague plans dropped).
 *
 * @param normal - the sentence lower-cased with straight apostrophes ({@link normalizeForCues})
 * @returns `true` when the commitment is to do everything / whatever / all one can, every opportunity, one's best
 */
export function isPledge(normal: string): boolean {
  return PLEDGE.test(normal);
}

/** A number given as a score ("a four", "an seven", "a two", "seven out of ten"), not a count of things or time. */
const SCORE = '(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|\\d{1,3}(?:[.,]\\d)?)';
/**
 * A score given to the thing under evaluation (E75): "give / rate / score / mark it (nearly) a four", "I'd give that
 * nearly a one", "I will give it a yeah, a four", "I'll rate it seven out of ten" — the article or "out of" makes it a score; "give them another one",
 * "give it two weeks", "give it one more go" are not.
 */
const RATING = new RegExp(
  `\\b(?:give|giving|gave|rate|rating|rated|score|scoring|scored|mark|marking|marked)\\s+(?:it|that|this|them|this\\s+one|that\\s+one|the\\s+[a-z-]+)\\s+(?:(?:nearly|about|around|maybe|probably|just|only|like|also|even|then|again|uh|um|as|yeah|yes|well|an?(?=[\\s,]+(?:yeah|yes|well|uh|um)\\b))[\\s,]+)*(?:an?\\s+${SCORE}(?![-\\w])(?!\\s+(?:more|extra|other|of|weeks?|days?|months?|hours?|minutes?|times|euros?|dollars?|pounds?|percent)\\b)|${SCORE}\\s+out\\s+of\\b)`,
);

/**
 * The scores' average worked out in the round (E84): "I'll uh figure out the average here.", "we have to calculate an
 * average rating", "we will count an average of all rating" — "the / an average" with nothing after it but a place or
 * time word, or of the ratings / scores; "work out the average cost per unit" names other work and stays.
 */
const AVERAGE_SCORE =
  /\b(?:figure\s+out|work\s+out|calculate|compute|count|get)\s+(?:the|an|our)\s+average(?:\s+(?:rating|score|mark)s?|\s+of\s+(?:all\s+)?(?:the\s+|our\s+)?(?:rating|score|mark)s?|\s+(?:here|now|then|together))?\s*(?:[.,;:!?]|$)/;

/**
 * Whether a sentence gives a score in an evaluation round (E75, session 27): "I think technologically I'll give it an
 * seven.", "I think with the way it looks and it is designed, I will give it a two." — the AMI detailed-design
 * meetings' product evaluation (bench/blind14 TS3010d listed four such lines as next steps), where each member scores
 * the prototype against the criteria; the score is said in the words of a task ("I'll give …") but is neither a task
 * nor a decision. A score needs its article or "out of": "I'll give them another one", "give it two weeks" and "I'll
 * give the client a call" stay. E84: working out the scores' average in the round is part of it ("I'll figure out
 * the average here.", bench/blind15 ES2013d L246).
 *
 * Spec: issue 15 deliverable 2 (decisions and next steps about the work).
 *
 * @param normal - the sentence lower-cased with straight apostrophes ({@link normalizeForCues})
 * @returns `true` when it gives such a score
 */
export function isRating(normal: string): boolean {
  return RATING.test(normal) || AVERAGE_SCORE.test(normal);
}
