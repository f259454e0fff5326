/**
 * The meeting's stated business (E116): a sentence in which the meeting says what it is or what it is for, wherever
 * it is said — its name ("this is our conceptual design meeting", "welcome to the Planning Committee"), its item of
 * business ("item 2 this morning is an evidence session on …"), its purpose ("the purpose of this meeting is to …"),
 * its agenda ("now we will talk about the conceptual design", E122).
 * A summary reader (and the meeting's minutes) first wants to know what the meeting was; the topics' central
 * sentences rarely say it, since it is said once. Read from the words, not the place: no boost for the opening
 * (issue 15), a statement said an hour in counts the same.
 */

/** A cheap first look (issue 13): the sentence names a meeting, committee, session, item or purpose at all. */
const HINT = /\b(?:meeting|committee|session|item|purpose|aim|objective|goal)\b/i;

/**
 * The kinds of statement, each with its pattern; the first sentence of each kind is kept (a meeting states its name
 * once and its item once, the rest is the meeting going on about it).
 */
const KINDS: readonly { kind: BusinessKind; pattern: RegExp }[] = [
  // "Item 2, then, this morning is an evidence session …", "we'll move on to item 2, which is our session on …": what
  // the item is starts with a determiner or a name's capital (no `i` flag, under which `\p{Lu}` matches any letter).
  {
    kind: 'item',
    pattern:
      /\b[Ii]tem (?:\d+|one|two|three|four|five|six)\b(?:[^.?!;]{0,40}?)\b(?:is|will be|which is)\b(?=\s+(?:a|an|the|our|your|this|their)\b|\s+\p{Lu})/u,
  },
  // "The purpose of the meeting is to undertake Stage 2 proceedings", "the final objective of this meeting is to …".
  {
    kind: 'purpose',
    pattern:
      /\b(?:purpose|aim|objective|goal|point) of (?:the|this|today's|our) (?:meeting|session|sitting) (?:today |this (?:morning|afternoon|evening) )?is\b/i,
  },
  // "This is our conceptual design meeting", "this is the kick-off meeting for our project".
  {
    kind: 'name',
    pattern:
      /\b(?:this|today|it)(?: i|')s (?:our|the) ((?:[\p{L}\d'-]+,? ){1,7})(?:meeting|session|sitting)\b/iu,
  },
  // E361: "Thank you for coming to this third meeting of the design group": this meeting, named by whose it is.
  {
    kind: 'name',
    pattern:
      /\b(?:this|today's) (?:is (?:the|our) )?(?:[\p{L}\d'-]+ ){0,2}(?:meeting|session|sitting) of (?:the|our) ((?:[\p{L}\d'-]+,? ){1,6})(?:group|committee|team|board|council|panel|project)\b/iu,
  },
  // "Welcome to the detailed design meeting", "welcome to the Children, Young People and Education Committee".
  {
    kind: 'name',
    pattern:
      /\bwelcome (?:you |everyone |everybody |all )?(?:back )?to (?:the|this|our|today's) ((?:[\p{L}\d'-]+,? ){1,8})(?:meeting|committee|session|sitting)\b/iu,
  },
];

/**
 * The meeting's agenda said in so many words (E122): what it is going to talk about. AMI and ICSI meetings rarely
 * name themselves or an item of business; their chair says what the meeting will discuss instead, and their
 * references open with it ("The team discussed the conceptual design …"). Each pattern ties the talk to this meeting
 * — today, now, this meeting, the agenda, "we're here to" — or to a named subject ("we're going to talk about the …"),
 * so "we talked about that last week" or "can we talk about it later" is none.
 */
const AGENDA_COUNT =
  /\b(?:i|we)(?:'ve| have)(?: got)? (?:a few|a couple of|several|two|three|four|five|six|seven|eight|\d+) (?:agenda items|(?:items|things) on (?:the|our|today's) agenda)\b/i;
/**
 * The agenda patterns ({@link statedBusiness}, E122: described above), matched on a sentence's clean text; exported for
 * the proof of {@link AGENDA_NEEDS} (P207's test).
 */
export const AGENDA: readonly RegExp[] = [
  // "Now we will talk about the conceptual design", "today we're going to discuss the budget".
  // E247: "now we're going into the functional design".
  /\b(?:today|this (?:morning|afternoon)|in this meeting|now)\b[^.?!]{0,20}\bwe(?:'re| are|'ll| will| shall)? (?:going to |gonna )?(?:talk about|discuss|be talking about|be discussing|look at|focus on|go (?:in)?to|(?:going|moving|move) (?:into|on to|onto) (?:the|our))\b/i,
  // E247: the same opening the sentence, where the cleaning took its "now" ("Uh now we're going um into …").
  /^we(?:'re| are) (?:going|moving) (?:into|on to|onto) (?:the|our)\b/i,
  // E247: what the meeting is to settle — "the decisions that we need to make today, finally, are …", "a few points of
  // interest in this meeting are …", "in this meeting ideally we'll come to some final decisions".
  /\b(?:decisions?|points? of interest|things to (?:discuss|decide)|issues)\b[^.?!]{0,30}\b(?:today|in this meeting|for this meeting|for today)\b[^.?!]{0,15}\b(?:are|is)\b/i,
  /\bin this meeting\b[^.?!]{0,20}\bwe(?:'ll| will| have to| need to| must| should) (?:come to|decide|make)\b/i,
  // "So the agenda for today is …", "Agenda is according to this, is transcription status, DARPA demos …" (E226: the
  // determiner is often not said), opening the sentence ("the thing in the agenda is I wanna …" is a speaker's aside).
  /^(?:(?:so|and|okay|ok|alright|right|well|then|now),? )*(?:(?:the|our|today's) )?(?:main )?agenda (?:for (?:today|this meeting) |today )?is\b/i,
  // "The agenda items for today are …", "the items on the agenda are …" (E226), "so the things on the agenda are …"
  // (E246).
  /^(?:(?:so|and|okay|ok|alright|right|well|then|now),? )*(?:(?:the|our|today's) )?(?:agenda items|(?:items|things) on (?:the|our|today's) agenda) (?:for today |today )?are\b/i,
  // "I have four agenda items", "we've got three things on the agenda today" (E246): the agenda by its count.
  AGENDA_COUNT,
  // "The last item on the agenda is disk issues yet again": an item of it, named.
  /\bitem on (?:the|our|today's) agenda (?:for today |today )?is\b/i,
  // "We're here today to decide …".
  /\bwe(?:'re| are) (?:here|meeting) (?:today )?to (?:talk about|discuss|decide)\b/i,
  // "This meeting will be about the conceptual design", "this is where we talk about properties, materials …".
  /\b(?:this|today's) meeting (?:will be|is) (?:about|on)\b/i,
  /\bthis is where we (?:talk about|discuss)\b/i,
  // "We're gonna discuss the look and feel design, the user interface design …".
  /\bwe(?:'re| are) (?:going to|gonna) (?:talk about|discuss) (?:the|our)\b/i,
];

/**
 * A necessary condition of every pattern of {@link AGENDA} (P207), in the same case-insensitive matching: each holds
 * "we" at a word start followed by an apostrophe or a space (`\bwe(?:'re| are…)? `, `^we(?:'re| are) `, "where we "),
 * "today" or "meeting" (the decisions of today or of this meeting, "in this meeting", "this meeting will be about"),
 * or "agenda". A sentence holding none of them cannot match any, so the twelve patterns are not run on it.
 *
 * Spec: issue 13 (offline engine: 1M lines ≤ 10 s; a necessary-condition prefilter before each costly stage).
 */
export const AGENDA_NEEDS = /\bwe['\s]|today|meeting|agenda/i;

/** The sentence up to the end of its first agenda statement ({@link AGENDA}), or `null` when it states none. */
function agendaSaid(clean: string): string | null {
  // P207: every pattern of AGENDA holds one of these (see AGENDA_NEEDS): most sentences hold none, and ran all twelve.
  if (!AGENDA_NEEDS.test(clean)) return null;
  let end = -1;
  for (const pattern of AGENDA) {
    const match = pattern.exec(clean);
    if (match && (end < 0 || match.index + match[0].length < end)) end = match.index + match[0].length;
  }
  return end < 0 ? null : clean.slice(0, end);
}

/**
 * Words that name no meeting: "this is our second meeting", "our last meeting", "the usual weekly meeting" say which
 * one, not what it is.
 */
const NO_NAME = new Set(
  'first second third fourth fifth sixth last final next previous new other same whole usual weekly monthly regular short quick little big main real actual proper very already of the a an this our'.split(
    ' ',
  ),
);

/**
 * Business that is the meeting's own procedure, not its subject ("item 3 is papers to note", "item one is the minutes",
 * "item 4: in private").
 */
const PROCEDURE =
  /\b(?:papers? to note|in private|private session|apologies|declarations? of interest|minutes|matters arising|any other business|AOB|motion under)\b/i;
/** An aside set off inside an agenda statement ("the agenda is, as before, …"): no item of it. */
const ASIDE = /^\s*as (?:before|usual|always|ever|agreed)\s*[.…]*\s*$/i;

/**
 * Whether what an agenda statement goes on to list is procedure only (E360): it names {@link PROCEDURE} and no part of
 * it (split at commas, semicolons, "and", "then") names anything else in two words or more.
 */
function procedureOnly(rest: string): boolean {
  if (!PROCEDURE.test(rest)) return false;
  return !rest
    .split(/[,;]|\b(?:and|then)\b/i)
    .some(
      (part) =>
        !PROCEDURE.test(part) &&
        !ASIDE.test(part) &&
        part.split(/\s+/).filter((w) => /\p{L}{2,}/u.test(w)).length >= 2,
    );
}

/** A denial or a question about the meeting ("this is not the meeting for that") says nothing of what it is. */
const NOT_SO = /\b(?:not|n't|never|no longer)\b/i;

/**
 * One kind of stated business.
 *
 * Spec: issue 15, deliver 1 (the whole meeting) and goal ROUGE-2 ≥ best baseline (E116).
 */
export type BusinessKind = 'item' | 'purpose' | 'name' | 'agenda';

/**
 * Which kind of the meeting's stated business an English sentence is, if any: its item of business (not procedure
 * such as papers to note or a private session), its purpose, its name, or its agenda (E122: what it is going to talk
 * about, {@link AGENDA}). Questions and denials are none.
 *
 * Spec: issue 15, deliver 1 (the whole meeting: what it was about) and the ROUGE goals (E116; design note in
 * docs/offline-engine-business.md).
 *
 * @param clean - the sentence as cleaned (disfluencies removed)
 * @returns the kind, or `null` when the sentence states no business
 */
export function statedBusiness(clean: string): BusinessKind | null {
  // E246: a denial after the agenda is said is about something else ("I have four agenda items, three of them
  // requested by Jane who is not gonna be at the meeting"); one before it is about the agenda ("we won't talk about").
  const said = agendaSaid(clean);
  if (said === null && !HINT.test(clean)) return null;
  if (/\?\s*$/.test(clean) || NOT_SO.test(said ?? clean)) return null;
  // E360: an agenda that names the minutes among its items is still the agenda ("Our agenda is, as before, for me to
  // open the meeting, for us to go over the previous minutes, then for the two of you to present your prototype …");
  // one of procedure only ("the agenda today is the minutes and apologies") is none, as an item of procedure is.
  if (said !== null) return procedureOnly(clean.slice(said.length)) ? null : 'agenda';
  for (const { kind, pattern } of KINDS) {
    const match = pattern.exec(clean);
    if (!match) continue;
    // A name must name something: one word of it not just an ordinal or a size.
    const name = match[1];
    if (name !== undefined && !name.split(/[\s,]+/).some((w) => w !== '' && !NO_NAME.has(w.toLowerCase())))
      continue;
    // E363: procedure refuses what it is part of, as for the agenda (E360): an item of business said with it ("Item
    // one is the minutes …"), a purpose that is procedure only ("… is to approve the minutes"), a name that names it;
    // not a name said in the same sentence as the apologies ("Welcome to the Harbour Committee, apologies from …").
    const procedure =
      kind === 'item'
        ? PROCEDURE.test(clean)
        : kind === 'purpose'
          ? procedureOnly(clean.slice(match.index + match[0].length))
          : PROCEDURE.test(name ?? '');
    return procedure ? null : kind;
  }
  return null;
}

/**
 * Whether an agenda statement announces its items without naming them (E246): by their count ("I have four agenda
 * items, three of them were requested by Jane"), or ending where the list would start ("so the things on the agenda
 * are"). The chair names them in the next sentences ("The first was transcription status."), and a reference that
 * opens on the agenda names them too: such a statement is quoted with what follows it ({@link statedBusiness} must
 * have read it as `agenda`).
 *
 * Spec: issue 15, deliver 1 (the whole meeting: what it was about) and the ROUGE goals (E246; design note in
 * docs/offline-engine-key-point-ranking.md, session 42).
 *
 * @param clean - the sentence as cleaned (disfluencies removed)
 */
export function announcesAgendaItems(clean: string): boolean {
  return (
    AGENDA_COUNT.test(clean) ||
    /\b(?:agenda|items|things)\b[^.?!]{0,30}\b(?:are|is)\s*[:,]?\s*[.…]*$/i.test(clean)
  );
}

/**
 * A step of a plan said as a sequence (E256): "Then we'll have the prototype presentation.", "and then we will do an
 * evaluation" (the cleaning takes the opening "and").
 */
const PLAN_STEP =
  /^(?:(?:so|and|okay|ok|um|uh),? )*then,? (?:we(?:'ll| will| shall| can|'re going to| are going to|'re gonna| are gonna)|i(?:'ll| will))\b/i;
/** What may open such a plan: "I'll go through the minutes …", "first we'll …", "so we're going to start with …". */
const PLAN_OPENER =
  /^(?:(?:so|and|okay|ok|alright|right|well|now),? )*(?:first(?:ly)?,? |to start(?: with)?,? )?(?:(?:i|we)(?:'ll| will| shall|'m going to|'re going to| am going to| are going to|'m gonna|'re gonna| are gonna)|let's)\b/i;

/**
 * Whether an English sentence is a step of a plan said as a sequence of "then we'll …" sentences (E256): AMI chairs
 * give the meeting's plan so ("I'll go through the minutes. Then we'll have the prototype presentation. Then we will
 * do an evaluation."), and the references open with it. Questions and denials are none.
 *
 * Spec: issue 15, deliver 1 (the whole meeting: what it was about) and the ROUGE goals (E256; design note in
 * docs/offline-engine-key-point-ranking.md, session 42 wave 2).
 *
 * @param clean - the sentence as cleaned (disfluencies removed)
 */
export function isPlanStep(clean: string): boolean {
  return PLAN_STEP.test(clean) && !/\?\s*$/.test(clean) && !NOT_SO.test(clean);
}

/**
 * Whether an English sentence may open a plan said as a sequence (E256): the speaker says what they or the meeting
 * will do first ("I'll go ahead and go through the minutes from the previous meeting.", "First we'll …").
 *
 * @param clean - the sentence as cleaned (disfluencies removed)
 */
export function opensPlan(clean: string): boolean {
  return PLAN_OPENER.test(clean) && !/\?\s*$/.test(clean) && !NOT_SO.test(clean);
}
