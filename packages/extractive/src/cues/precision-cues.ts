import { namedCue } from './cue-name.js';
import { gatedTest } from './cue-prefilter.js';
import { WORD_BIT_MOMENT } from './word-bits.js';

/**
 * Patterns that make a cue sentence something other than a decision or task about the work, per
 * language (English only so far; other languages get none). Matched on the normalised sentence
 * (lower case, straight apostrophes).
 *
 * - `logistics`: running the meeting itself (time left, skipping questions, plugging in, breaks, the
 *   next meeting's time, the meeting's own schedule ("we will have another meeting in thirty minutes", "we'll skip
 *   next week": E404), in-the-moment actions like "wait a second, I'll get it out"; a formal meeting's
 *   procedure: opening, starting, ending or closing the meeting, however it is named ("I will open our functional design
 *   meeting": E20), apologies, declarations of interest, "proposed by …, seconded by …", the minutes as a true
 *   record, "all in favour"), and its pace and order ("let's be quick", "we'll get your bits done first"), and what it
 *   leaves for later ("let's not vote tonight", "let's not fix it this morning": E10).
 * - `jokes`: said in jest.
 * - `hedges`: not committed ("maybe", "probably", "I guess", "not sure", "would be nice").
 * - `questions`: asking, not stating: a question mark, a wh-word, or an auxiliary before its subject ("Is
 *   installing a new remote something that people …", "Does that work for everyone"), as transcripts often lack the mark.
 * - `recap`: refers to an earlier meeting's decisions or minutes ("recap on the minutes from the last
 *   meeting", "last time we decided"), or puts a past decision at an earlier time ("last week we decided …",
 *   "two weeks ago the board approved …", "as previously agreed").
 * - `recapEnd`: closes such a recap and is part of it ("so that was the last meeting").
 * - `recapExit`: turns to this meeting, ending the recap before it ("today we're going with …", "now on to").
 *
 * Spec: issue 15 (precision: drop meeting logistics, jokes, hedges and questions; recaps of the previous
 * meeting's minutes are not this meeting's decisions).
 */
export interface PrecisionCues {
  /** In-the-moment remarks that make the whole sentence logistics wherever they stand ("wait a second, …"). */
  moment: RegExp;
  /**
   * Running the meeting, judged from the cue on: slides (not work on them: "I will prepare the slides by 12/20", E137),
   * microphones, breaks, time, agenda order, apologies, and who
   * arrives late or leaves early and whose presentation is watched next ("Bob is going to be joining us a bit late",
   * "let's watch Eve's presentation first", E52).
   */
  logistics: RegExp;
  jokes: RegExp;
  hedges: RegExp;
  questions: RegExp;
  recap: RegExp;
  /** A cheap superset of `recap` (literal words only): `recap` runs only when this matches. */
  mayRecap?: RegExp;
  recapEnd: RegExp;
  recapExit: RegExp;
  /**
   * A call for an earlier meeting's minutes or actions to be read out ("can you run through the actions from
   * October?", "Jen, last week.", "last week's list, Sam, you had it", "can you take us through what we said last
   * month?", "Matters arising."): the recap is then the NEXT speaker's, who reads them.
   */
  recapHandover?: RegExp;
  /**
   * An item of a recap picked up again after an interruption ("And we agreed journal club would pause …", "And Marcus
   * was going to get a quote …"): plain past, no "so"/"then"/"okay" of a fresh outcome. Matched on the sentence AS
   * SPOKEN, lower-cased (the normal form has lost its "okay, so").
   */
  recapResume?: RegExp;
}

/** An earlier occasion than this meeting (English), for recaps. */
const EARLIER =
  '\\b(?:last (?:week|month|year|quarter|sprint|session|call|standup|stand-up|review|retro|time|meeting|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:the|our) (?:last|previous|earlier|other|january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|winter) (?:board )?(?:meeting|session|call|standup|stand-up|review|retro|sprint|discussion|day)|(?:the|our) (?:last|previous) [a-z-]+ (?:meeting|session|call|standup|stand-up|review|retro)|previously|yesterday|earlier this (?:week|month|year)|(?:a|one|two|three|four|few|couple of|\\d+) (?:days?|weeks?|months?) ago|before the (?:break|holidays?|summer|weekend))\\b';
/**
 * An earlier month said before the past decision it dates ("in October we agreed …", "back in March the board
 * approved …"); only in that order, since a month after a decision is usually its date ("we agreed to start in March").
 */
const EARLIER_MONTH =
  '\\b(?:back )?(?:in|during) (?:january|february|march|april|may|june|july|august|september|october|november|december)\\b';
/**
 * Where a past decision is said to come from (E145): the earlier meeting's record ("from the minutes", "according to
 * the minutes", "the minutes say / show / record") or what the room already knows ("as you know", "as you'll
 * remember", "if you recall", "you may remember", "remember, we …"). Not "the minutes" of time ("in the next few
 * minutes"): only with "from / according to / per" before it or a verb of record after it.
 */
const RECORDED_OR_KNOWN =
  "\\b(?:(?:from|according\\s+to|per|in)\\s+(?:the|our|last\\s+\\w+'s)\\s+minutes\\b(?!\\s+(?:left|remaining|we\\s+have))|(?:the|our)\\s+minutes\\s+(?:say|says|said|show|shows|showed|record|records|recorded|note|notes|noted|state|states|stated)\\b|as\\s+(?:you|we)\\s+(?:all\\s+)?(?:know|knew|(?:will|'ll|may|might|probably)\\s+(?:remember|recall)|remember|recall)\\b|if\\s+you\\s+(?:remember|recall)\\b|you\\s+(?:may|might|will|'ll)\\s+(?:remember|recall)\\b|^(?:(?:so|and|okay|ok|now|um|uh)[\\s,]+)*(?:just\\s+)?(?:remember|recall)\\b)";
/** A weekday by name, for a day before a past decision (E145). */
const WEEKDAY_NAME = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)';
/** A decision already taken (past tense), for recaps. */
/** A month named as an earlier meeting's ("the actions from October", "the minutes from November", "October's notes"). */
const MONTH = '(?:january|february|march|april|may|june|july|august|september|october|november|december)';
const PAST_DECISION =
  "\\b(?:decided|agreed|settled on|concluded|resolved|voted|approved|chose|signed off|signed-off|went with|opted|said (?:that )?(?:we'd|we would|we were going to))\\b";

/**
 * {@link PrecisionCues} per ISO 639-1 language.
 *
 * Spec: issue 15 (precision rules for decisions and next steps).
 */
export const precisionCues: Readonly<Record<string, PrecisionCues>> = {
  en: {
    moment:
      /\b(?:wait a (?:sec(?:ond)?|minute|moment)|hang on|just a (?:sec(?:ond)?|minute|moment)|bear with me|can (?:everyone|everybody|you all) (?:hear|see) me)\b/,
    logistics: namedCue(
      'logistics.en',
      /\b(?:(?:get|take) it out|(?<!\b(?:prepar(?:e|ing)|mak(?:e|ing)|finish(?:ing)?|updat(?:e|ing)|draft(?:ing)?|writ(?:e|ing)|redo(?:ing)?|revis(?:e|ing)|polish(?:ing)?|creat(?:e|ing)|send(?:ing)?|circulat(?:e|ing)|e-?mail(?:ing)?|review(?:ing)?|fix(?:ing)?|put(?:ting)?\s+together|work(?:ing)?\s+on)\s+(?:[a-z]+\s+)?)(?:the|my|these|those|next|last) slides?\b|plug(?:ged)?\s+(?:me\s+|it\s+)?in|(?:turn|switch|put|clip|plug) (?:on |in )?(?:the |your |my )?mics?\b|(?:turn|switch|put|clip|plug) (?:on |in )?(?:the |your |my )?microphones?|share (?:my|the|your|our) screens?|(?:next|last) slide|time pressures?|(?:for|because of) (?:the )?(?:sake of )?time|(?:running|run) out of time|(?:skip|move on(?: to)?|go on to|turn to|come to) (?:those|these|the (?:next|last|final)(?: set of)?) questions?|next question|\b(?:go|move|turn|come|get)\s+(?:on\s+|straight\s+|now\s+)?(?:to|into)\s+(?:the\s+)?questions\b|\b(?:go|start|begin|carry\s+on|continue|get\s+on)\s+(?:for|with)\s+(?:the|our|your|these|those)\s+(?:\w+\s+)?presentations\b|(?:minutes|seconds) (?:left|to go)|\b(?:\d+|five|ten|fifteen|twenty|thirty|forty|forty-five|sixty) minutes (?:of|for|to work|to go|break)\b|wrap (?:it )?up|(?:break|stop|go|head off) for (?:lunch|coffee|a break)|(?:grab|get|make) (?:a |some )?(?:coffee|tea)|(?:coffee|lunch|tea) break|(?:a|the) (?:short |quick )?break\b|next meeting(?:'s| is| will be)|\b(?:have|hold) (?:another|our next|the next) meeting\b|\bskip (?:next|this|the next) (?:week|meeting|session)\b|\blet's\s+(?:just\s+)?(?:go\s+)?(?:scroll|slide|flip|page|go)\s+(?:all\s+the\s+way\s+|right\s+|back\s+)?(?:up|down)\b(?!\s+to\b)|kick(?:-|\s)?off|(?:go|come) first|next up\b|\b(?:open|start|begin|end|close) (?:the|this|our|today's|tonight's)(?: [a-z-]+){0,3}? meeting\b(?! (?:notes|minutes|room|report|summary|agenda|series|invites?|papers|pack)\b)|record who's here|on the (?:white\s*)?board|proposed by [^,.;]{2,40},? seconded by|(?:we have |i have |any |received )?apologies (?:from|for absence)|declarations? of interest|(?:as )?a (?:true|correct|accurate) record|all (?:those )?in favour|\b(?:let's|we'll|we|i'll) (?:try (?:and|to) )?(?:be|keep (?:it|this|things)) (?:quick|brief|short)\b|\b(?:get|do|take|go through|deal with) (?:your|his|her|their|[a-z]+'s) (?:bits?|items?|stuff|points?|updates?)(?: done| out of the way)? first\b|\blet's not (?:\w+ ){1,4}?(?:tonight|today|yet|now|here|this (?:morning|afternoon|evening|meeting|session))\b|\b(?:arriving|joining(?: us)?|coming in|running|dialling in|dialing in) (?:a (?:little )?(?:bit )?|slightly |very |quite )?late(?:r)?\b|\b(?:leaving|dropping off|logging off|heading off|slipping out) (?:a (?:little )?(?:bit )?|slightly )?early\b|\b(?:watch|hear|see|listen to|sit through) (?:[a-z]+'s|the|your|his|her|their) (?:presentation|talk|demo|pitch|slides)\b)/,
    ),
    jokes: /\b(?:joke|joking|kidding|haha|ha ha|lol|tongue in cheek|not seriously)\b/,
    hedges:
      /\b(?:maybe|perhaps|probably|possibly|might|i guess|i suppose|i'm not sure|not sure|i don't know|dunno|would be nice|hopefully|in theory|i wonder|sort of thing|or something|or whatever)\b/,
    questions:
      /\?\s*$|^(?:shall|should|do|does|did|can|could|would|will|are|is|was|were|have|has|what|how|why|when|where|who|which)\s+(?:we|you|i|they|it|he|she|there|everyone|everybody|anybody|anyone)(?=[\s,])|^(?:what|how|why|when|where|who|which)\s+(?:do|does|did|is|are|was|were|can|could|should|would|will|shall|have|has)\b|^(?:how\s+(?:much|many|about|come|long|often)|what\s+(?:about|if|else)|why\s+not)\b|^(?:is|isn't|are|aren't|was|were|do|does|doesn't|did|didn't|can|could|would|will|shall|should|has|have(?!\s+an?\b))\s+(?:the|a|an|this|that|these|those|my|your|our|their|his|her|its|any|some|people|[a-z]+ing)\b/,
    recap: new RegExp(
      [
        '\\brecap\\b[^.!?]{0,60}\\b(?:last|previous|minutes)',
        // E43: a recap of this meeting announced ("can I just recap", "let me recap", "to recap"): what follows in the
        // speaker's turn restates decisions already reported where they were made, it is no new one.
        "\\b(?:let's|let me|can i|could i|may i|i'll|i will|i'd like to|i want to|just to|so to|to)\\s+(?:just\\s+|quickly\\s+|briefly\\s+)?recap\\b",
        '^(?:(?:so|okay|ok|right|alright|um|uh|mm)[\\s,]+)*(?:just\\s+)?(?:a\\s+)?(?:quick\\s+)?recap\\b',
        "\\blast (?:time|meeting|week's meeting)\\b|\\bprevious meeting\\b",
        '\\bminutes (?:of|from) (?:the|our) (?:last|previous)\\b|\\b(?:at|in) the (?:last|previous) (?:meeting|session)\\b',
        // E78: the previous meeting's record gone through: "I'll just take a few minutes and go through the previous
        // minutes", "let's go over the minutes" (a minute's time is "a few minutes", never "the minutes").
        '\\b(?:go|going|run|running|read|reading|went)\\s+(?:through|over)\\s+(?:the|our)\\s+(?:previous\\s+|last\\s+)?minutes\\b(?!\\s+(?:of|in|on)\\s+(?:this|today))',
        "\\bas we(?:'ve| have)? (?:said|agreed|decided|discussed)\\b|\\bwe(?:'d| had) (?:already )?(?:decided|agreed)\\b",
        '\\bas (?:previously |already |was |we )?(?:agreed|decided)\\b',
        // An earlier occasion and a past decision in one sentence, either order: "last week we decided …",
        // "two weeks ago the board approved …", "at the last standup we settled …".
        `${EARLIER}[^.!?]{0,80}${PAST_DECISION}|${PAST_DECISION}[^.!?]{0,80}${EARLIER}`,
        `${EARLIER_MONTH}[^.!?]{0,40}${PAST_DECISION}`,
        // E145: the record or the room's memory named as the source of a past decision ("from the minutes, we decided
        // …", "the minutes say we agreed …", "as you know, we decided …", "if you remember, we agreed …"; not an outcome
        // just reached, "as you know, prices rose, so we've decided …"), and a weekday before it ("on Monday we agreed
        // …": a weekday after a decision is usually its date, so only in that order).
        `${RECORDED_OR_KNOWN}[^.!?]{0,60}(?<!(?:'ve|\\bhave|\\bhas)\\s)${PAST_DECISION}`,
        `\\bon ${WEEKDAY_NAME}\\b[^.!?]{0,40}${PAST_DECISION}`,
      ].join('|'),
    ),
    // Every alternative of `recap` holds one of these words (the earlier-time one a past-decision word).
    mayRecap:
      /recap|last|previous|minutes|as we|we'd|we had|agreed|decided|settled|concluded|resolved|voted|approved|chose|signed|went with|opted|said/,
    recapEnd:
      /\b(?:that was (?:the|our) (?:last|previous) meeting|that's (?:the|it from the) (?:minutes|last meeting))\b/,
    // E43: a call to agree ("Are we all happy about …?", "Shall we agree …?") puts something to this meeting: no recap.
    recapExit:
      /\b(?:(?:now|so) (?:on to|onto|moving on)|(?:for|in) (?:this|today's) meeting|new|today|this time|this week|(?:are|is) (?:we|everyone|everybody) (?:all )?(?:happy|okay|ok|fine|agreed)|(?:shall|should|can|could|do) we (?:all )?agree)\b/,
    recapHandover: namedCue(
      'recap-handover.en',
      new RegExp(
        [
          // The record of an earlier meeting named: "the minutes from last time", "the actions from October",
          // "last week's list", "last month's notes", "the notes from the last meeting".
          `\\b(?:minutes|notes|actions|action (?:points|items|list)|list) (?:from|of) (?:the )?(?:last|previous|${MONTH})\\b`,
          `(?:${EARLIER}|\\b${MONTH})'s (?:minutes|notes|actions|action (?:points|items|list)|list)\\b`,
          `\\b(?:minutes|notes|actions)\\b[^.!?]{0,30}${EARLIER}`,
          // What was said or agreed then, asked for: "can you take us through what we said last month?", "go over what
          // we agreed at the last meeting".
          `\\bwhat we (?:said|agreed|decided|did)\\b[^.!?]{0,20}${EARLIER}`,
          // The British agenda item for the previous meeting's minutes and what follows from them.
          '\\bmatters arising\\b',
          // A bare heading naming the earlier meeting, said to the one who reads it: "Jen, last week."
          `^(?:(?:so|okay|ok|right|um|uh)[\\s,]+)*(?:[a-z]+,\\s+)?(?:${EARLIER}|from ${MONTH})[.!]?$`,
        ].join('|'),
      ),
    ),
    recapResume:
      /^(?:(?:and|also|oh|um|uh)[\s,]+)*(?:we (?:also )?(?:agreed|decided|approved|voted|chose|said (?:we'd|we would))|(?:[a-z]+ )?(?:was|were) (?:going|supposed) to)\b/,
  },
};

/**
 * Whether a normalised cue sentence is logistics, a joke, a hedge or a question (see {@link precisionCues}). A question
 * about the meeting's running ("shall we skip next week?", "let's go slide all the way up …, or is that it?") is
 * logistics, not a question (E406): a caller that takes a question once the room accepts it (a proposal, a request)
 * must not take that one.
 *
 * Spec: issue 15 (precision: drop meeting logistics, jokes, hedges and questions).
 *
 * @param normal - the sentence lower-cased with straight apostrophes
 * @param raw - the sentence as spoken (a question mark may only be there)
 * @param language - base ISO 639-1 code; languages without cues never match
 * @param cueAt - where the decision/task cue starts in `normal`; hedges after it (+ 24 characters) are
 *   details ("the power button if you hold it for maybe two seconds"), default: anywhere
 * @param wordBits - the sentence's word index when `normal` is its whole `normal` (P264, as for
 *   {@link questionOrLogistics}); default: every pattern runs
 * @returns the reason it is not an item, or `null`
 */
export function notAnItem(
  normal: string,
  raw: string,
  language: string,
  cueAt = normal.length,
  wordBits?: number,
): 'logistics' | 'joke' | 'hedge' | 'question' | null {
  const reason = questionOrLogistics(normal, raw, language, cueAt, wordBits);
  const cues = precisionCues[language];
  if (reason === 'question' && cues && logisticsFrom(cues, normal, cueAt)) return 'logistics';
  if (reason !== null || !cues) return reason;
  if (cues.jokes.test(normal)) return 'joke';
  // A hedge counts when it qualifies the cue (said before it or with it), not a detail after it.
  const scope = normal.slice(0, cueAt + 24);
  if (cues.hedges.test(scope) && !(language === 'en' && notKnowingBut(scope, cueAt, cues.hedges)))
    return 'hedge';
  return null;
}

/**
 * The first two of {@link notAnItem}'s answers alone: whether a normalised sentence is a question or logistics (the
 * same tests in the same order, so `notAnItem` is this, then the joke and hedge tests; except that `notAnItem` calls
 * a logistics question logistics, E406, where this still answers "question": a key point's context may not be either). For a caller that reads only
 * these two (a key-point candidate, issue 13 P224: the joke and hedge patterns ran on every candidate for an answer
 * that was never read).
 *
 * Spec: issue 15 (precision: drop meeting logistics and questions); issue 13 (1M lines ≤ 10 s).
 *
 * @param normal - the sentence lower-cased with straight apostrophes
 * @param raw - the sentence as spoken (a question mark may only be there)
 * @param language - base ISO 639-1 code; languages without cues: only a question mark makes a question
 * @param cueAt - where the cue starts in `normal` (logistics are judged from it on), default: the whole sentence
 * @param wordBits - the sentence's word index (`TranscriptSentence.wordBits`, P264) when `normal` is that sentence's
 *   whole `normal`: the `moment` pattern then runs only when it has {@link WORD_BIT_MOMENT}; default: always runs
 * @returns `'question'`, `'logistics'` or `null`
 */
export function questionOrLogistics(
  normal: string,
  raw: string,
  language: string,
  cueAt = normal.length,
  wordBits?: number,
): 'logistics' | 'question' | null {
  const cues = precisionCues[language];
  if (!cues) return /\?\s*$/.test(raw) ? 'question' : null;
  const opening = normal.replace(/^(?:(?:like|so|and|but|then|okay|ok|well|right)[\s,]+)+/, '');
  // "Can you, Marketing, prepare …?" is a request, not a question.
  const request =
    /^(?:[\w']+[\s,]+){0,3}(?:can|could|would|will)\s+you\b(?:,\s*[^,]{1,40},)?\s+(?:please\s+)?[a-z]/.test(
      opening,
    );
  // E112: a pseudo-cleft of one's plan ("What I want to do is to look into …", "What we'll do is …") states it.
  const cleft = language === 'en' && PLAN_CLEFT.test(opening);
  if (!request && ((cues.questions.test(opening) && !cleft) || /\?\s*$/.test(raw.trim()))) return 'question';
  // Logistics are judged from the cue on: "Before we wrap up, shall we agree …" is about the work.
  // P264: English moments need one of their words (the bits stand for English patterns only).
  const mayBeMoment = wordBits === undefined || language !== 'en' || (wordBits & WORD_BIT_MOMENT) !== 0;
  if (mayBeMoment && cues.moment.test(normal)) return 'logistics';
  if (logisticsFrom(cues, normal, cueAt)) return 'logistics';
  return null;
}

/** Whether the logistics cue matches `normal` from the cue on (the whole sentence when `cueAt` is its end). */
function logisticsFrom(cues: PrecisionCues, normal: string, cueAt: number): boolean {
  return gatedTest(
    cues.logistics,
    normal.slice(Math.min(cueAt, normal.length) === normal.length ? 0 : cueAt),
  );
}

/**
 * E112: a pseudo-cleft opening that states the speaker's or the team's plan ("what I want to do is …", "what we'll do
 * is …", "what I'm going to do is …"): a statement, not a wh-question, when it has no question mark. Not "what we do
 * is …" (a habit) or "what we're trying to do is …" (an aim).
 */
const PLAN_CLEFT =
  /^what\s+(?:i|we)(?:'ll|\s+will|'m\s+going\s+to|\s+am\s+going\s+to|'re\s+going\s+to|\s+are\s+going\s+to|'m\s+gonna|'re\s+gonna|\s+want\s+to|\s+wanna|'d\s+like\s+to|\s+would\s+like\s+to|\s+need\s+to)\s+(?:(?:first|then|now|next)\s+)?do\s+(?:(?:first|then|now|next)\s+)?is\b/;

/** Not knowing something, the one hedge a "but" + commitment answers (E77); global, for `replace` only. */
const NOT_KNOWING =
  /\b(?:i\s+don't\s+know|i\s+do\s+not\s+know|i'm\s+not\s+sure|i\s+am\s+not\s+sure|not\s+sure|dunno)\b/g;

/**
 * Whether the only hedge before the cue is the speaker not knowing, closed by a "but" the cue follows (E77): "I
 * don't know, but I'll find out more at our next meeting", "I'm not sure, but I'll check with manufacturing". Not
 * knowing is what the task is for; "maybe" or "probably" after the "but" still hedges it.
 */
function notKnowingBut(scope: string, cueAt: number, hedges: RegExp): boolean {
  const buts = [...scope.slice(0, cueAt).matchAll(/\bbut\b/g)];
  const but = buts[buts.length - 1];
  if (!but) return false;
  const before = scope.slice(0, but.index);
  return (
    !hedges.test(scope.slice(but.index)) &&
    before.replace(NOT_KNOWING, ' ') !== before &&
    !hedges.test(before.replace(NOT_KNOWING, ' '))
  );
}
