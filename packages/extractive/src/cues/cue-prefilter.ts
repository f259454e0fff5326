import { cueName } from './cue-name.js';

/**
 * A cheap necessary condition in front of the English decision and next-step cue patterns and the next-step
 * blockers (issue 13, K2): for a cue pattern, the
 * substrings at least one of which a sentence's `normal` text (lower case, straight apostrophes, white space runs as
 * one space, trimmed: `normalizeForCues`) holds whenever the pattern matches it. A sentence holding none of them
 * cannot match, so the pattern is not run on it: `String.prototype.includes` is a fast native scan, a pattern with
 * no literal prefix is tried at every offset. Almost every sentence that passes the decision gate matches none of
 * the 28 decision cues, and ran them all (about 8 % of the engine's CPU on a long transcript); every fragment ran
 * every decision and next-step cue to count cue matches for the notices.
 *
 * Each list is read off its pattern: a literal the pattern cannot match without (`\s+` is one space in `normal`).
 * A pattern is looked up by its name (`namedCue` in `cue-name.ts`, declared where the pattern is written; F102), so a change of a
 * pattern's text keeps its list (K2's test proves every list against every cue over the quality sets and the test
 * strings: a list the changed pattern no longer holds to fails there), and a pattern without a name (another
 * language's, a new one not yet named) has no list and always runs. F102's test: every English cue the engine runs has
 * its list, and every list names a cue the engine runs.
 *
 * Spec: issue 13 (offline engine: 1M lines ≤ 10 s; a necessary-condition prefilter before each costly stage).
 */

/** A list of literals written `a|b|c`. */
const split = (literals: string): string[] => literals.split('|');

/**
 * Substrings by the cue's name ({@link cueName}): English decision cues (`decision.…`), then the next-step cues
 * (`next.…`) and blockers (`blocker.…`), then the single patterns of P105.
 */
const NEEDS: ReadonlyArray<readonly [name: string, needs: readonly string[]]> = [
  // we (have) (all) decided|agreed
  ['decision.we-decided', ['decided', 'agreed']],
  // it's / that's … (been) decided|agreed|settled
  ['decision.it-is-decided', ['decided', 'agreed', 'settled']],
  // E138: we're agreed on|that; we agree on; … consensus|agreement on|that|about; the consensus is
  ['decision.agreed-on', ['agree', 'consensus']],
  // E190: we 'll|will|have to|need to|just keep|use|skip|discard|incorporate|include|put
  ['decision.part-kept', ['keep', 'use', 'skip', 'discard', 'incorporate', 'include', 'put']],
  // company / team … decided
  ['decision.group-decided', ['decided']],
  // decided on|to|that
  ['decision.decided-on', ['decided']],
  // let's go|stick with|for|to
  ['decision.lets-go-with', ["let's"]],
  // we'll / we will go|stick …
  ['decision.well-go-with', ["we'll", 'we will']],
  // we're / we are going|gonna (to) go|stick …
  ['decision.were-going-to-go-with', ["we're", 'we are']],
  // we're / we are going with
  ['decision.were-going-with', ['going with']],
  // the (final) decision is|was
  ['decision.the-decision-is', ['decision']],
  // "Decision: …"
  ['decision.decision-announced', ['decision']],
  // make the decision that|to
  ['decision.make-the-decision', ['make the decision']],
  // we're / we are … going|gonna … skip|drop|…
  ['decision.were-going-to-drop', ["we're", 'we are']],
  // we'll / we will … skip|drop|…
  ['decision.well-drop', ["we'll", 'we will']],
  // we're / we are not gonna|going to …
  ['decision.were-not-going-to', ["we're not", 'we are not']],
  // … leave|take|keep (words) out
  ['decision.leave-out', ['out']],
  // … postpone|cancel|defer|delay|push back|put … on hold
  ['decision.postpone', ['postpone', 'cancel', 'defer', 'delay', 'push back', 'on hold']],
  // we can|could scrap|drop|skip|get rid of
  ['decision.we-could-drop', ['we can', 'we could']],
  // ^agreed
  ['decision.agreed-first', ['agreed']],
  // (then|so) we (don't) keep|fix|…
  ['decision.we-keep', ['we ']],
  // (then|so) we'll|we will|we are going to|we're going to|we're gonna put in|apply|…
  ['decision.well-put-in', ["we'll", 'we will', 'we are', "we're"]],
  // we won't / let's not / don't / never … order|buy|…
  ['decision.negative-instruction', ["won't", 'not', "don't", 'never']],
  // … moves to|waits until|stays …|goes …|is split|is postponed|is cancelled
  ['decision.plan-moved', ['move', 'wait', 'stay', 'goes', 'split', 'postponed', 'cancelled']],
  // … resolves to|that; motion carried
  ['decision.formal-resolution', ['resolve', 'carried']],
  // let's / we … leave|keep … as it is|as they are|unchanged|where …
  ['decision.status-quo-kept', ['leave', 'keep']],
  // … let's … then
  ['decision.lets-then', ["let's"]],
  // we're / we are back at|to|with|on
  ['decision.were-back-at', ['back']],
  // X_IT_IS: "<the thing> it is"
  ['decision.x-it-is', [' it is']],
  // FORMAL_OUTCOME (E69): amendment|motion|… (not) agreed|carried|…|lost, falls|fell
  [
    'decision.formal-outcome',
    [
      'agreed',
      'carried',
      'approved',
      'adopted',
      'passed',
      'rejected',
      'defeated',
      'accepted',
      'withdrawn',
      'noted',
      'lost',
      'falls',
      'fell',
    ],
  ],
  // English next-step cues (`nextStepCues.en`, their `pattern`s), in order.
  // i'll / i will / i shall / i'm going to / i'm gonna / i am going to + an action verb
  ['next.i-will-action-verb', ["i'll", 'i will', 'i shall', "i'm", 'i am']],
  // the same + any other work verb
  ['next.i-will-work-verb', ["i'll", 'i will', 'i shall', "i'm", 'i am']],
  // E73: i'm / i'd be / we're … happy|glad|willing|pleased to <work verb>; we can|could get|send … you
  ['next.offer-of-work', ['happy to', 'glad to', 'willing to', 'pleased to', 'we can', 'we could']],
  // E85: i('ll|'m gonna …) (have|need to|should) check|look into|research|find out|have a look …
  ['next.looking-into', ['check', 'look', 'research', 'investigate', 'find out']],
  // E192: i should|must|have to|need to + a work verb (E320: its talk-verb check after the verb lead)
  ['next.i-should', ['i should', 'i must', 'have to', 'need to']],
  // E88: i wanna|want to|'d like to|plan to|intend to|hope to …; the next thing|step (to do) is; my plan|intention is
  [
    'next.status-plan',
    [
      'wanna',
      'want to',
      'like to',
      'plan',
      'intend',
      'hope to',
      'hoping to',
      'next thing',
      'next step',
      'intention',
    ],
  ],
  // i can|could send|email|…
  ['next.i-can-send', ['i can', 'i could']],
  // action item(s), to-do, homework
  ['next.action-items', ['action item', 'todo', 'to-do', 'homework']],
  // you'll / you will / you're gonna / you are going to … working|thinking|…
  ['next.you-will-be', ["you'll", 'you will', "you're", 'you are']],
  // (you (will)) need to send|prepare|…
  ['next.you-need-to', ['need to']],
  // can|could|would you … send|email|…
  ['next.can-you-send', ['can you', 'could you', 'would you']],
  // can|could|would you … any other work verb
  ['next.can-you-work-verb', ['can you', 'could you', 'would you']],
  // please / i need|want|'d like|would like you to + a work verb
  ['next.please', ['please', 'you to']],
  // can|could|would you … by|before <day>
  ['next.can-you-by', ['can you', 'could you', 'would you']],
  // please|remember to|don't forget to send|prepare|…
  ['next.remember-to', ['please', 'remember to', 'forget to']],
  // by|before|until (the) next meeting|session|week
  ['next.by-next-meeting', ['next meeting', 'next session', 'next week']],
  // E114 DEADLINE_TEAM_WORK: we ('ll|will) need|have to … by|before …
  ['next.deadline-team-work', ['need to', 'have to']],
  // E114 FOLLOW_UP_VERB: follow-up, follow up (the verb)
  ['next.follow-up', ['follow-up', 'follow up']],
  // E105: i (just) wanna|want to + a work verb (kept in a turn reporting the speaker's own work)
  ['next.wanted-work', ['wanna', 'want to']],
  // E139 TEAM_LETTER: we ('ll|will|need to|…) write to a person or body
  ['next.team-letter', ['write to']],
  // E461 WORK_UNDER_WAY: i'm|i am … in the process|progress of, currently …ing
  ['next.work-under-way', ['process', 'progress', 'currently']],
  // E462 CHECK_WITH: (you|we|i) should|must|would|have to … (double) check with <someone>
  ['next.check-with', ['check with']],
  // E460 REPORT_BACK: i('ll| will| shall|'m going to|'m gonna| am going to) tell|come back|update … held to an answer
  ['next.report-back', ["i'll", 'i will', 'i shall', "i'm", 'i am']],
  // English next-step blockers (`nextStepBlockers.en`), in order.
  // next meeting's|is|will be (gonna be) in|at|on
  ['blocker.next-meeting-is', ['next meeting']],
  // if|whether … i'll|i will|you'll|you will
  ['blocker.if-i-will', ["i'll", 'i will', "you'll", 'you will']],
  // i'll|i will (just) go first|explain|show|…
  ['blocker.i-will-explain', ["i'll", 'i will']],
  // what (else) do|did you
  ['blocker.what-do-you', ['what']],
  // don't|do not know what i'm|i am
  ['blocker.dont-know-what-i', ['know what i']],
  // i will finish with; i'll|i will finish with|by saying
  ['blocker.i-will-finish-with', ['finish']],
  // i'll|i will ask <someone> to go|speak|…
  ['blocker.i-will-ask-to-speak', ['ask ']],
  // end of the|this meeting|session
  ['blocker.end-of-meeting', ['end of the', 'end of this']],
  // i'll|i will do something
  ['blocker.do-something', ['do something']],
  // i'll / i will / i'm gonna / i'm going to … first|right now|…
  ['blocker.right-now', ["i'll", 'i will', "i'm"]],
  // take|put|pass|hand (off|on) the|your … mic(s)|microphone(s)|headset(s)
  ['blocker.microphones', ['mic', 'headset']],
  // i'll / i will / i'm gonna / i'm going to (just) plug|share my screen|…
  ['blocker.meeting-mechanics', ["i'll", 'i will', "i'm"]],
  // E85: i'll / i will / i'm gonna / i'm going to (just) check|see (that|if) we|everyone|the time …
  ['blocker.check-the-room', ["i'll", 'i will', "i'm"]],
  // E106: i'll / i will / i shall ask again|a question|the minister …, remind … that, (be) splitting my time
  ['blocker.hearing-speech-act', ["i'll", 'i will', 'i shall']],
  // E109: … then we can|could|will|'ll|shall (all|just) close|discuss|come back|move on|… (no later time)
  ['blocker.order-of-business', ['then we']],
  // E110: otherwise|or else … i|we will; usually|always|at some point|sooner or later … i|we will (either order);
  // i'll|i will have (…) time to
  [
    'blocker.future-not-held',
    split(
      'otherwise|or else|usually|normally|generally|typically|always|often|sometimes|some point|sooner or later|these days|someday|some day|time to',
    ),
  ],
  // E136: i'll|i will|i'm going to … , (i|we) (have) already|just did|done|sent / did that|it …
  ['blocker.already-done', split('already|just | did ')],
  // P105: patterns tried on every sentence (or every cue sentence) that few match, through `gatedTest`; each list
  // separated by '|'.
  // `REVERSAL_CUES.en` (src/extract/mark-reversals.ts).
  [
    'reversal.en',
    split(
      "not |no longer|never|n't|cannot|scrap|rid of|drop|remove|cancel|call off|called off|rule out|rules out|ruled out|postpone|defer|back|hold|revert| out|revers|undo|undid|forget|instead|rather than|after all|second thought|scratch that|switch|mind| off|expensive|risky|costly|late|budget",
    ),
  ],
  // `precisionCues.en.logistics` (src/cues/precision-cues.ts).
  [
    'logistics.en',
    split(
      "it out|slide|plug|mic|screen|time pressure|r time|f time|e time|question|minutes |seconds |wrap |lunch|break|coffee| tea|meeting|skip |let's |kick|first|next up|record who's|board|seconded by|apologies |of interest| record|in favour|quick|brief|short|let's not|late|early|presentation|talk|demo|pitch",
    ),
  ],
  // `precisionCues.en.recapHandover` (src/cues/precision-cues.ts).
  [
    'recap-handover.en',
    split(
      'minutes|notes|action|list|what we|matters arising|last|previous|yesterday|earlier|ago|before the|meeting|session|call|stand|review|retro|sprint|discussion|day|from ',
    ),
  ],
];

/**
 * The necessary substrings of each named English cue by its name (the table above; F102's test checks that every
 * English cue the engine runs is in it and that it names no other).
 */
export const CUE_NEEDS: ReadonlyMap<string, readonly string[]> = new Map(NEEDS);

/**
 * The necessary substrings of a cue pattern, or `null` when the table has none for it (it then always runs): a
 * pattern without a name (`namedCue`) has none.
 *
 * @param pattern - a cue pattern
 * @returns e.g. `["decided", "agreed"]`
 */
export function cueNeeds(pattern: RegExp): readonly string[] | null {
  const name = cueName(pattern);
  return (name !== undefined && CUE_NEEDS.get(name)) || null;
}

/** A cue pattern and the ids of the substrings one of which a text it matches holds (`null`: none known, always run it). */
interface GatedCue {
  pattern: RegExp;
  needs: readonly number[] | null;
}

/**
 * A list of cue patterns ready for {@link firstCue}: each with its necessary substrings as ids into `literals`, and the
 * literals by their first two characters, so one pass over a sentence finds which of them it holds.
 */
export interface GatedCues {
  cues: readonly GatedCue[];
  literals: readonly string[];
  /**
   * Literal ids by their first two (ASCII) characters `a`, `b` (key `a << 7 | b`), flat: those of key `k` are
   * `ids[firstAt[k]]` to `ids[firstAt[k + 1] - 1]`, in id order.
   */
  firstAt: Int32Array;
  ids: Int32Array;
  /** Scratch: per literal, 1 when the sentence being read holds it (reset on each call). */
  present: Uint8Array;
}

const gatedLists = new WeakMap<readonly RegExp[], GatedCues>();

/** The key of a literal or a place in a text by its first two characters (both ASCII). */
const pairKey = (a: number, b: number): number => (a << 7) | b;

/**
 * The cue patterns of a list with their necessary substrings (the same list object gives the same answer, worked out
 * once).
 *
 * @param patterns - cue patterns matched against a sentence's `normal` text (e.g. `decisionCues.en`)
 * @returns the list ready for {@link firstCue}
 */
export function gatedCues(patterns: readonly RegExp[]): GatedCues {
  let gated = gatedLists.get(patterns);
  if (gated === undefined) {
    const literals: string[] = [];
    const idOf = (literal: string): number => {
      const known = literals.indexOf(literal);
      if (known >= 0) return known;
      literals.push(literal);
      return literals.length - 1;
    };
    const cues = patterns.map((pattern) => {
      const needs = cueNeeds(pattern);
      // The table's literals are ASCII of two characters or more (lower-case words, apostrophes, spaces); a cue with
      // any other would always run.
      const keyed = needs?.every((n) => n.length >= 2 && n.charCodeAt(0) < 128 && n.charCodeAt(1) < 128);
      return { pattern, needs: needs && keyed ? needs.map(idOf) : null };
    });
    const key = (literal: string) => pairKey(literal.charCodeAt(0), literal.charCodeAt(1));
    const firstAt = new Int32Array((1 << 14) + 1);
    for (const literal of literals) firstAt[key(literal) + 1]!++;
    for (let k = 0; k < 1 << 14; k++) firstAt[k + 1]! += firstAt[k]!;
    const filled = firstAt.slice(0, 1 << 14);
    const ids = new Int32Array(literals.length);
    for (let id = 0; id < literals.length; id++) ids[filled[key(literals[id]!)]!++] = id;
    gated = { cues, literals, firstAt, ids, present: new Uint8Array(literals.length) };
    gatedLists.set(patterns, gated);
  }
  return gated;
}

/**
 * The index of the first pattern of the list that matches `normal`, running a pattern only when `normal` holds one of
 * its necessary substrings (found in one pass over `normal`): the same answer as
 * `patterns.findIndex((p) => p.test(normal))` (test `K2 …`).
 *
 * @param gated - {@link gatedCues} of a pattern list
 * @param normal - a sentence's `normal` text (`normalizeForCues`)
 * @returns the pattern's index, or -1
 */
export function firstCue(gated: GatedCues, normal: string): number {
  markLiterals(gated, normal);
  return firstMarked(gated, normal, 0, gated.cues.length);
}

/**
 * Marks which of the list's literals `normal` holds, in one pass over it (into `gated.present`), for
 * {@link firstMarked}: one scan serves several ranges of the list (P113: the next-step stage's blockers and cues).
 *
 * @param gated - {@link gatedCues} of a pattern list
 * @param normal - a sentence's `normal` text (`normalizeForCues`)
 */
export function markLiterals(gated: GatedCues, normal: string): void {
  const { present, firstAt, ids, literals } = gated;
  present.fill(0);
  let next = normal.length > 0 ? normal.charCodeAt(0) : 0;
  for (let i = 0; i + 1 < normal.length; i++) {
    const c = next;
    next = normal.charCodeAt(i + 1);
    if (c >= 128 || next >= 128) continue;
    const k = pairKey(c, next);
    const end = firstAt[k + 1]!;
    for (let j = firstAt[k]!; j < end; j++) {
      const id = ids[j]!;
      if (present[id] === 0 && normal.startsWith(literals[id]!, i)) present[id] = 1;
    }
  }
}

/**
 * The index of the first pattern among the list's `from` to `to - 1` that matches `normal`, after
 * {@link markLiterals} of the same list and text: a pattern runs only when `normal` holds one of its necessary
 * substrings. The same answer as `patterns.slice(from, to).findIndex((p) => p.test(normal))`, plus `from` when found.
 *
 * @param gated - {@link gatedCues} of a pattern list, marked for `normal`
 * @param normal - the text {@link markLiterals} was given last for this list
 * @param from - the first pattern index tried
 * @param to - one past the last
 * @returns the pattern's index in the whole list, or -1
 */
export function firstMarked(gated: GatedCues, normal: string, from: number, to: number): number {
  const { present, cues } = gated;
  for (let k = from; k < to; k++) {
    const { pattern, needs } = cues[k]!;
    let may = needs === null;
    if (needs !== null) for (const id of needs) if (present[id] === 1) may = true;
    if (may && pattern.test(normal)) return k;
  }
  return -1;
}

/** The literal gate of each pattern {@link gatedTest} was given (`null`: none known), by the pattern. */
const literalGates = new WeakMap<RegExp, RegExp | null>();

/**
 * `pattern.test(text)`, with the pattern run only when `text` holds one of its necessary substrings (the table above,
 * by the pattern's name; a pattern without an entry always runs): for a pattern tried on every sentence that few
 * match (P105: reversals, logistics, calls for an earlier meeting's minutes). The substrings are looked for with one
 * pattern of literals only, which V8 scans several times faster than the long alternation it stands in front of. The
 * same answer as `pattern.test(text)` for a text with white space runs as one space (`normalizeForCues`).
 *
 * Spec: issue 13 (offline engine: 1M lines ≤ 10 s; a necessary-condition prefilter before each costly stage).
 *
 * @param pattern - a pattern without the `g` or `y` flag
 * @param text - a sentence's `normal` text, or a part of it
 * @returns whether the pattern matches
 */
export function gatedTest(pattern: RegExp, text: string): boolean {
  let gate = literalGates.get(pattern);
  if (gate === undefined) {
    const needs = cueNeeds(pattern);
    gate = needs && new RegExp(needs.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'));
    literalGates.set(pattern, gate);
  }
  return (gate === null || gate.test(text)) && pattern.test(text);
}
