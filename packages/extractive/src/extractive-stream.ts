import {
  CommentHider,
  dropControlCharacters,
  HeadingTurnReader,
  isBlankText,
  personKey,
  personName,
} from '@ma/core';
import {
  AUTO_THREADS_SEGMENTS,
  BatchPool,
  type BatchReply,
  carryKey,
  defaultThreads,
  runJob,
} from './batch/batch-pool.js';
import {
  type BatchInput,
  type BatchResult,
  LONG_TRANSCRIPT_SEGMENTS,
  processBatch,
  SEAM,
} from './batch/process-batch.js';
import { addCueMatches, noCueMatches } from './extract/cue-matches.js';
import { dedupeItems, mergeTakenOn } from './extract/dedupe-items.js';
import {
  noTalk,
  type TalkShare,
  withoutHearingDecisions,
  withoutHearingTasks,
} from './extract/hearing-decisions.js';
import { addLeftOut, type LeftOut, leftOut, noneLeftOut, thinOut } from './extract/left-out.js';
import { listedDecisions } from './extract/listed-decisions.js';
import { dropCancelledTasks, markReversals, type Reversal } from './extract/mark-reversals.js';
import { withoutOpeningTasks } from './extract/opening-tasks.js';
import type {
  Decision,
  ExtractiveInput,
  ExtractiveSummary,
  KeyPoint,
  NextStep,
} from './extractive-summary.js';
import { baseLanguage } from './language/base-language.js';
import { type LanguageReading, readLanguage } from './language/detect-language.js';
import { selectNotePoints } from './notes/select-note-points.js';
import { userNoteItems } from './notes/user-note-items.js';
import { coverageNotices, missingCueLanguage } from './render/coverage-notices.js';
import { renderBody } from './render/render-body.js';
import { candidateText, MAX_BUSINESS } from './topics/block-topics.js';
import { compactCandidates, compactTopics } from './topics/compact-topics.js';
import { defaultKeyPointCount, selectKeyPoints } from './topics/select-key-points.js';
import type { Topic, TopicCandidate } from './topics/topic.js';
import { withoutRepeatedPoints } from './topics/without-repeated-points.js';
import { isPunctuated } from './transcript/is-punctuated.js';
import { lineParts } from './transcript/line-parts.js';
import { narrowText } from './transcript/narrow-text.js';
import type { TranscriptSegment } from './transcript/transcript-segment.js';
import type { TranscriptSentence } from './transcript/transcript-sentence.js';
import { relinkText, unlinkText, type WrittenLink } from './transcript/wiki-links.js';

/**
 * Options of {@link ExtractiveStream}: everything of {@link ExtractiveInput} but the transcript, which is
 * pushed line by line.
 *
 * Spec: issue 13 (offline engine linear in time, bounded memory); docs/contracts.md, @ma/extractive.
 */
export type ExtractiveStreamOptions = Omit<ExtractiveInput, 'transcript'>;

/** A batch is processed once it holds this many segments (a one-hour meeting fits in one batch) … */
const BATCH_SEGMENTS = 4000;
/** … or this many characters of text. */
const BATCH_CHARS = 800_000;
/**
 * A line longer than this many characters (an unbroken monologue export: tens of thousands of sentences in one turn)
 * is read in parts ({@link lineParts}) …
 */
const LONG_LINE_CHARS = 80_000;
/**
 * … of about this many characters, each processed as a batch of its own (the first with the segments before it):
 * about a quarter of a second each, so a host gets a turn between them however long the line (L546).
 */
const LINE_PART_CHARS = 40_000;
/** Kept topics / reserve candidates / cue items before neighbours are merged (bounds memory on huge inputs). */
const MAX_KEPT = 4000;
/**
 * Distinct speakers listed as attendees; the ones past it are counted and said in the Attendees section and a notice
 * (issue 15, the way W12 says the decision cap), never dropped without a word.
 */
const MAX_ATTENDEES = 500;
/** Distinct speakers past {@link MAX_ATTENDEES} told apart (memory bound); past that the count is "at least". */
const MAX_UNLISTED = 4000;
/**
 * Next steps listed in the summary; more are counted in a closing line and a notice (review10 W12). Decisions:
 * `listedDecisions` (E71).
 */
const MAX_NEXT_STEPS = 15;
/** Distinct speakers whose first spelling is remembered (one person's `Ann` / `ann` / `ANN` are one). */
const MAX_SPELLINGS = 4000;
/** Leading turns kept for the key-point fallback of a meeting too short to rank. */
const LEADING_TURNS = 9;
/** A fallback key point longer than this (characters) is cut at a sentence end or word boundary. */
const LEADING_CHARS = 300;
/**
 * A transcript label with cue words is kept when its language's stopwords cover at least this share of what the
 * stopwords of the language the text reads as cover (a meeting that mixes the two; review 6 S6).
 */
const MIXED_LANGUAGE_RATIO = 0.5;
/**
 * English stopwords must cover at least this share of the tokens (besides {@link MIXED_LANGUAGE_RATIO} of the
 * language used) before English cue words are looked for too; a few borrowed words are not a mixed meeting.
 */
const MIXED_ENGLISH_SHARE = 0.1;

/**
 * Whether a meeting read in `language` mixes in English enough for English cue words to be looked for too: the
 * language has cue words and is not English, and English stopwords cover at least {@link MIXED_ENGLISH_SHARE} of the
 * tokens and {@link MIXED_LANGUAGE_RATIO} of what the language's own cover (a German team's stand-up full of English
 * phrases; an English meeting labelled German is overruled instead, review5 Q13).
 */
function mixedInEnglish(language: string, reading: LanguageReading | null): boolean {
  if (language === 'en' || missingCueLanguage(language) !== null || reading === null) return false;
  const english = reading.shares.en ?? 0;
  return english >= MIXED_ENGLISH_SHARE && english >= MIXED_LANGUAGE_RATIO * (reading.shares[language] ?? 0);
}

/** Characters that show nothing and join nothing (E125): dropped from a quoted opening turn. */
const INVISIBLE = /[\u00ad\u180e\u200b\u2060\ufeff]/g;

/**
 * A leading turn as a fallback key point: whitespace collapsed, cut to {@link LEADING_CHARS} at the last
 * sentence end (else word boundary, with "…"), so every word of it is on the cited line in order.
 */
function leadingPoint(segment: TranscriptSegment): KeyPoint {
  // E125: invisible characters pasted into speech (zero-width space, soft hyphen, word joiner, BOM) are no text to
  // quote; zero-width (non-)joiners stay, they shape Persian and Indic words and emoji.
  let text = segment.text.replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
  if (text.length > LEADING_CHARS) {
    const head = text.slice(0, LEADING_CHARS);
    const end = Math.max(head.lastIndexOf('. '), head.lastIndexOf('! '), head.lastIndexOf('? '));
    text = end > 40 ? head.slice(0, end + 1) : `${head.slice(0, Math.max(head.lastIndexOf(' '), 1))}…`;
  }
  return { text, line: segment.line, speaker: segment.speaker };
}

/**
 * The offline engine as a stream: push the transcript body one line at a time, then {@link finish}.
 * Lines are read with core's `HeadingTurnReader` (every pasted line shape, speakers recognised, turns written as heading lines: N6), split into sentences as they come and processed in batches of about 4,000 lines
 * (topics, key-point candidates, decisions, next steps); only a few sentences of context cross a batch
 * seam, and what is kept across batches (topics with three candidates each, cue items) is merged down
 * when it grows past a fixed size, so time is linear and memory bounded whatever the transcript's length.
 * A transcript that fits in one batch (any ordinary meeting) gives exactly the same result as one batch.
 * A speaker written in several spellings (`Ann`, `ann`, full width, extra spaces) is one speaker under the first-seen
 * one. No part of the result holds a control character or bidi override pasted into the transcript, the user notes, the
 * attendees or the template (review3 M4): they are dropped, the words around them kept.
 *
 * Spec: issue 13 (offline engine linear in time, ≤ 500 MB at 3M lines); issue 15 (the whole meeting,
 * precision, readable units); issue #5 "Offline summarizer"; docs/contracts.md, @ma/extractive.
 */
export class ExtractiveStream {
  readonly #options: ExtractiveStreamOptions;
  readonly #reader: HeadingTurnReader;
  readonly #comments = new CommentHider({ strict: true });
  /** Transcript lines that held (part of) a private comment, left out. */
  #hiddenLines = 0;
  #language: string | null = null;
  /** The language the caller gave (`language:` frontmatter), as a base code; `null` when none was given. */
  #label: string | null;
  /** The label, when the text reads as another language with cue words and that one was used (review5 Q13). */
  #overruled: string | null = null;
  /** English, when the meeting mixes it into another language with cue words: its cue words are used too (review 6 S6). */
  #alsoLanguage: string | null = null;
  /** Whether the transcript is punctuated, decided on the first batch ({@link isPunctuated}). */
  #punctuated: boolean | null = null;
  #pending: TranscriptSegment[] = [];
  #pendingChars = 0;
  /**
   * Segments read but not added yet: the parts of a long line (each `part: true`, processed as a batch of its own) and
   * any segment read after them, added by {@link ExtractiveStream.step} (or at once by {@link ExtractiveStream.push}).
   */
  #held: { segment: TranscriptSegment; part: boolean }[] = [];
  /** The first segment of {@link ExtractiveStream.#held} not added yet. */
  #heldAt = 0;
  /** Whether the reader was ended ({@link ExtractiveStream.endStepwise}): no more lines. */
  #ended = false;
  #carry: TranscriptSentence[] = [];
  /** Sentences of `#carry` already reported by the previous batch (the rest are deferred to the next). */
  #carryReported = 0;
  /** Position in the whole transcript of the next batch's first sentence. */
  #position = 0;
  #segments = 0;
  /** Transcript lines of the first and last spoken segment (E157: a long meeting's opening); 0 before any. */
  #firstLine = 0;
  #lastLine = 0;
  /** Segments read with a speaker (N6). */
  #named = 0;
  #candidates = 0;
  #attendees: string[] = [];
  /** Distinct speakers past {@link MAX_ATTENDEES} (by `personKey`, at most {@link MAX_UNLISTED}), and their tally. */
  #unlisted = new Set<string>();
  #attendeesLeftOut: LeftOut = noneLeftOut();
  /** The first-seen spelling of each speaker, by {@link personKey} (bounded by {@link MAX_SPELLINGS}). */
  #spellings = new Map<string, string>();
  /**
   * {@link ExtractiveStream.#spelling}'s answer by the label as written (bounded by {@link MAX_SPELLINGS}): the same
   * label always gets the same answer, so a line's speaker costs one look-up instead of NFKC, case folding and a
   * wikilink parse (issue 13, K1).
   */
  #spelled = new Map<string, string>();
  /** The speakers in {@link ExtractiveStream.#attendees}, for a look-up per line that does not grow with them (K1). */
  #listed = new Set<string>();
  /** The first spoken turns with text (and their links), for the key-point fallback of a very short meeting. */
  #leading: { segment: TranscriptSegment; links: WrittenLink[] }[] = [];
  /** Links of the lines not yet processed or still in the carry, by line (only lines that have some). */
  #links = new Map<number, WrittenLink[]>();
  #topics: Topic[] = [];
  #reserves: TopicCandidate[] = [];
  /** The meeting's stated business (E116): the first {@link MAX_BUSINESS} statements, one per kind, in order. */
  #business: TopicCandidate[] = [];
  #decisions: Decision[] = [];
  /** Decisions / next steps dropped to bound memory, still reported as left out (W12). */
  #thinned: { decisions: LeftOut; nextSteps: LeftOut } = {
    decisions: noneLeftOut(),
    nextSteps: noneLeftOut(),
  };
  #cueMatches = { decisions: noCueMatches(), nextSteps: noCueMatches() };
  /** How much of the transcript so far was said in long turns (E131). */
  #talk: TalkShare = noTalk();
  #reversals: Reversal[] = [];
  #nextSteps: NextStep[] = [];
  #finished = false;
  /** Worker threads for a long transcript: `undefined` until its first batch, `null` when batches run here. */
  #pool: BatchPool | null | undefined;
  /** Batches given to the workers or done here and not merged yet, oldest first. */
  #inFlight: { input: Omit<BatchInput, 'carry' | 'from'>; from: number; local: BatchReply | null }[] = [];
  /** The last segments with text sent off (the next batch's carry is rebuilt from them in a worker). */
  #tail: TranscriptSegment[] = [];
  /** Batches sent off so far. */
  #batches = 0;

  /**
   * @param options - user notes, language (null → detected from the first batch), caps, line offset,
   *   meeting date, template
   */
  constructor(options: ExtractiveStreamOptions = {}) {
    this.#options = options;
    this.#reader = new HeadingTurnReader(
      Number.isInteger(options.lineOffset) ? (options.lineOffset as number) : 0,
    );
    this.#label = options.language?.trim() ? baseLanguage(options.language) : null;
  }

  /**
   * Adds the next line of the transcript body (without its line break; a trailing `\r` is ignored).
   *
   * @param line - one line, e.g. `[00:00:03] **Alice:** Okay, let's start.`
   * @throws Error when called after {@link ExtractiveStream.endStepwise}, {@link finish} or {@link close}
   */
  push(line: string): void {
    // The path of every line of a long transcript: no more calls than reading it takes while nothing is held.
    if (this.#finished || this.#ended) throw new Error('ExtractiveStream: push after end, finish or close');
    if (this.#heldAt < this.#held.length) this.#drainHeld();
    this.#read(line);
    if (this.#heldAt < this.#held.length) this.#drainHeld();
  }

  /**
   * {@link ExtractiveStream.push} that leaves the work on a long line (over {@link LONG_LINE_CHARS} characters: an
   * unbroken monologue export) to {@link ExtractiveStream.step}, one part of it (about {@link LINE_PART_CHARS}
   * characters, cut at a sentence end, processed as a batch of its own) a call, so that a host can give its event loop
   * a turn, and honour a stop, between the parts (L546). The result is the same as {@link ExtractiveStream.push}'s
   * whenever the held work is done before the next push or finish (both do what is still held first).
   *
   * Spec: issue 13 (the host kept responsive); review2 N13 (a stop honoured while the engine works).
   *
   * @param line - one line, as {@link ExtractiveStream.push} takes it
   * @returns whether work is held for {@link ExtractiveStream.step}
   * @throws Error when called after {@link ExtractiveStream.endStepwise}, {@link finish} or {@link close}
   */
  pushStepwise(line: string): boolean {
    if (this.#finished || this.#ended) throw new Error('ExtractiveStream: push after end, finish or close');
    this.#drainHeld();
    this.#read(line);
    return this.#heldAt < this.#held.length;
  }

  /** Reads one line: its spoken turns added, or held behind a long line ({@link ExtractiveStream.#add}). */
  #read(line: string): void {
    // A passage the user hid in the transcript (`%% … %%`, `<!-- -->`) is off the record (review 6 S15).
    // P107: stored one byte a character where it can be (a line sliced from a chunk that holds one em dash is two-byte).
    const kept = this.#comments.line(typeof line === 'string' ? narrowText(line) : line);
    if (kept.hid) this.#hiddenLines++;
    for (const spoken of this.#reader.push(kept.text)) this.#add(spoken);
  }

  /**
   * Does the next part of the work {@link ExtractiveStream.pushStepwise} held: adds held segments up to and with the
   * next long line's part, processing it (a batch); does nothing when none is held.
   *
   * @returns whether work is still held
   * @throws Error when called after {@link finish} or {@link close}
   */
  step(): boolean {
    if (this.#finished) throw new Error('ExtractiveStream: step after finish or close');
    while (this.#heldAt < this.#held.length) {
      const { segment, part } = this.#held[this.#heldAt]!;
      this.#heldAt++;
      this.#addSegment(segment, part);
      if (part) break;
    }
    if (this.#heldAt < this.#held.length) return true;
    this.#held = [];
    this.#heldAt = 0;
    return false;
  }

  /**
   * Ends the transcript, leaving the work on its long lines to {@link ExtractiveStream.step} as
   * {@link ExtractiveStream.pushStepwise} does: the lines the reader still held back (the first 400 lines are held
   * until it knows whether turns are written as headings) are read now. Then call {@link ExtractiveStream.finish}
   * (which does what is still held first); no more lines may be pushed.
   *
   * Spec: issue 13 (the host kept responsive); review2 N13 (a stop honoured while the engine works).
   *
   * @returns whether work is held for {@link ExtractiveStream.step}
   * @throws Error when called after {@link finish} or {@link close}
   */
  endStepwise(): boolean {
    if (this.#finished) throw new Error('ExtractiveStream: end after finish or close');
    this.#drainHeld();
    if (!this.#ended) {
      this.#ended = true;
      for (const spoken of this.#reader.end()) this.#add(spoken);
    }
    return this.#heldAt < this.#held.length;
  }

  /** Does all the held work ({@link ExtractiveStream.step}). */
  #drainHeld(): void {
    while (this.#heldAt < this.#held.length && this.step());
  }

  #add(spoken: { speaker: string | null; timestamp: string | null; text: string; line: number }): void {
    // The engine reads a link as the words a reader sees; quoted items get the link back (R6).
    // A turn of invisible characters only (zero-width space, soft hyphen, BOM, bidi marks, NBSP) is not speech:
    // not a segment, so a transcript of nothing else has no spoken line (review11 X11).
    if (isBlankText(spoken.text)) return;
    const { text, links } = composedText(unlinkText(spoken.text));
    if (links.length > 0) this.#links.set(spoken.line, links);
    const segment: TranscriptSegment = {
      speaker: spoken.speaker === null ? null : this.#spelling(spoken.speaker),
      timestamp: spoken.timestamp,
      text,
      line: spoken.line,
    };
    this.#segments++;
    if (this.#segments === 1) this.#firstLine = spoken.line;
    this.#lastLine = spoken.line;
    if (segment.speaker) this.#named++;
    if (this.#leading.length < LEADING_TURNS && !isBlankText(segment.text))
      this.#leading.push({ segment, links });
    if (segment.speaker && !this.#listed.has(segment.speaker)) {
      if (this.#attendees.length < MAX_ATTENDEES) {
        this.#attendees.push(segment.speaker);
        this.#listed.add(segment.speaker);
      } else this.#unlistedSpeaker(segment.speaker, segment.line);
    }
    // L546: a long line is read in parts, each a batch of its own, its line's number on each; what follows it waits.
    if (segment.text.length > LONG_LINE_CHARS || this.#heldAt < this.#held.length) {
      this.#hold(segment);
      return;
    }
    this.#pending.push(segment);
    this.#pendingChars += segment.text.length;
    if (this.#pending.length >= BATCH_SEGMENTS || this.#pendingChars >= BATCH_CHARS) this.#flush(false);
  }

  /** Holds a segment for {@link ExtractiveStream.step}: a long line as its parts, any other behind them. */
  #hold(segment: TranscriptSegment): void {
    if (segment.text.length <= LONG_LINE_CHARS) this.#held.push({ segment, part: false });
    else
      for (const text of lineParts(segment.text, LINE_PART_CHARS))
        this.#held.push({ segment: { ...segment, text }, part: true });
  }

  /** Adds a segment to the pending batch, processed when full or when the segment is a long line's part. */
  #addSegment(segment: TranscriptSegment, part: boolean): void {
    this.#pending.push(segment);
    this.#pendingChars += segment.text.length;
    if (part || this.#pending.length >= BATCH_SEGMENTS || this.#pendingChars >= BATCH_CHARS)
      this.#flush(false);
  }

  /** Counts a speaker past {@link MAX_ATTENDEES} once (any spelling), at the line where they are first heard. */
  #unlistedSpeaker(speaker: string, line: number): void {
    const key = personKey(personName(speaker));
    if (this.#unlisted.has(key)) return;
    if (this.#unlisted.size >= MAX_UNLISTED) {
      this.#attendeesLeftOut.atLeast = true;
      return;
    }
    this.#unlisted.add(key);
    addLeftOut(this.#attendeesLeftOut, [{ line }]);
  }

  /**
   * The first-seen spelling of a speaker label: `**ann:**`, `**ANN:**`, `**Ａnn:**`, `**Ann  Lee:**` are the `Ann` /
   * `Ann Lee` seen first (core's `personKey`: NFKC, white space runs, case), and a label written as a wikilink
   * (`**[[Ann Lee]]:**`, `**[[People/Ann Lee|Ann]]:**`) is the person it links to (core's `personName`), so one
   * person is one attendee and every item names them alike. After {@link MAX_SPELLINGS} distinct people a new one
   * keeps its own spelling.
   */
  #spelling(speaker: string): string {
    // The answer for a label never changes once given (a first spelling is never replaced), so it is looked up by
    // the label as written; past MAX_SPELLINGS labels each is worked out every time, as before.
    const known = this.#spelled.get(speaker);
    if (known !== undefined) return known;
    const spelled = this.#spellingOf(speaker);
    if (this.#spelled.size < MAX_SPELLINGS) this.#spelled.set(speaker, spelled);
    return spelled;
  }

  /** {@link ExtractiveStream.#spelling} worked out: the first-seen spelling of the label's person. */
  #spellingOf(speaker: string): string {
    const key = personKey(personName(speaker));
    const first = this.#spellings.get(key);
    if (first !== undefined) return first;
    if (this.#spellings.size < MAX_SPELLINGS) this.#spellings.set(key, speaker);
    return speaker;
  }

  /**
   * Processes what is left and returns the summary (same shape as {@link summarizeExtractive}).
   *
   * @returns body and structured parts; same lines and options → same output, byte for byte
   * @throws Error when called twice, or after {@link close}
   */
  finish(): ExtractiveSummary {
    if (this.#finished) throw new Error('ExtractiveStream: finish called twice or after close');
    if (this.endStepwise()) this.#drainHeld();
    // Control characters typed or pasted into the notes never reach the summary (M4; the transcript reader drops them).
    const userNotes =
      typeof this.#options.userNotes === 'string' ? dropControlCharacters(this.#options.userNotes) : '';
    if (this.#language === null)
      this.#language = this.#chooseLanguage(this.#detect() ?? readLanguage(userNotes));
    this.#flush(true);
    this.#finished = true;
    const language = this.#language;
    const k = Math.max(0, Math.floor(this.#options.maxKeyPoints ?? defaultKeyPointCount(this.#candidates)));
    const shown = selectKeyPoints(this.#topics, this.#reserves, this.#position, k, this.#business);
    const keyPoints: KeyPoint[] = [];
    let topics = shown.map(({ topic, points }) => {
      const first = keyPoints.length;
      for (const p of points)
        keyPoints.push({ text: candidateText(p, language), line: p.line, speaker: p.speaker });
      return {
        lead: topic.lead,
        firstLine: topic.firstLine,
        lastLine: topic.lastLine,
        keyPoints: keyPoints.slice(first),
      };
    });
    // A meeting too short to rank (or in a script the tokeniser does not weigh) still shows what was said.
    const keyPointFallback = keyPoints.length === 0 && this.#leading.length > 0 && k > 0;
    if (keyPointFallback) {
      for (const { segment, links } of this.#leading.slice(0, Math.max(k, 5))) {
        const point = leadingPoint(segment);
        keyPoints.push({ ...point, text: relinkText(point.text, links) });
      }
      topics = [];
    }
    // E170: a point quoted with the sentence before it can repeat another point of its line; each is said once.
    const unrepeated = new Set(withoutRepeatedPoints(keyPoints));
    if (unrepeated.size < keyPoints.length) {
      keyPoints.splice(0, keyPoints.length, ...keyPoints.filter((p) => unrepeated.has(p)));
      topics = topics
        .map((t) => ({ ...t, keyPoints: t.keyPoints.filter((p) => unrepeated.has(p)) }))
        .filter((t) => t.keyPoints.length > 0);
    }
    const notes = userNoteItems(userNotes, this.#people(), this.#options.meetingDate);
    const { shown: notePoints, overLimit } = selectNotePoints(notes.points, keyPoints, language);
    // The caps keep a long meeting's lists readable; what they leave out is said in the note and the run record (W12).
    // E131: a hearing's decisions are witnesses' accounts and other bodies' choices, not the committee's.
    const taken = withoutHearingDecisions(this.#decisions, this.#talk);
    const allDecisions = dedupeItems(markReversals(taken, this.#reversals, language), language);
    // E71: a committee's recorded results are listed besides the other decisions' cap, not cut by it.
    const { listed, unlisted } = listedDecisions(allDecisions);
    const decisionsLeftOut = { ...this.#thinned.decisions };
    addLeftOut(decisionsLeftOut, unlisted);
    const decisions = [...listed, ...notes.decisions];
    const standing = mergeTakenOn(
      dedupeItems(
        dropCancelledTasks(
          withoutOpeningTasks(withoutHearingTasks(this.#nextSteps, this.#talk), {
            first: this.#firstLine,
            last: this.#lastLine,
            segments: this.#segments,
          }),
          this.#reversals,
          language,
        ),
        language,
        'first',
      ),
      language,
    );
    const nextStepsLeftOut = leftOut(standing, MAX_NEXT_STEPS, this.#thinned.nextSteps);
    const nextSteps = [...standing.slice(0, MAX_NEXT_STEPS), ...notes.nextSteps];
    const parts = {
      keyPoints,
      topics,
      notePoints,
      decisions,
      nextSteps,
      attendees: this.#attendees,
    };
    // The template's own headings too: the body never holds a control character (M4).
    const body = dropControlCharacters(
      renderBody(
        {
          ...parts,
          emptyTranscript: this.#segments === 0,
          notExtracted: this.#segments === 0 ? null : missingCueLanguage(language),
          notePointsLeftOut: overLimit,
          decisionsLeftOut,
          nextStepsLeftOut,
          attendeesLeftOut: this.#attendeesLeftOut,
        },
        this.#options.template,
      ),
    );
    const notices = coverageNotices({
      segments: this.#segments,
      namedSegments: this.#named,
      language,
      keyPointFallback,
      decisions: decisions.length - notes.decisions.length,
      nextSteps: nextSteps.length - notes.nextSteps.length,
      cueMatches: this.#cueMatches,
      detected: this.#label === null,
      overruled: this.#overruled,
      alsoLanguage: this.#alsoLanguage,
      hiddenLines: this.#hiddenLines,
      decisionsLeftOut,
      nextStepsLeftOut,
      attendees: this.#attendees.length,
      attendeesLeftOut: this.#attendeesLeftOut,
    });
    return { body, ...parts, language, segments: this.#segments, namedSegments: this.#named, notices };
  }

  /**
   * Stops the stream's worker threads (a long transcript's batches), if any: what they were given is dropped. Called
   * when a run is abandoned (a stop, a failing line source); after {@link finish} it does nothing, and a stream closed
   * before it is finished gives no summary (`push`/`finish` throw).
   *
   * Spec: issue 13 (worker threads for a long transcript); review2 N13 (a stopped run leaves nothing running).
   */
  close(): void {
    this.#finished = true;
    this.#held = [];
    this.#heldAt = 0;
    this.#pool?.close();
    this.#pool = null;
    this.#inFlight = [];
  }

  /** The speakers so far, then the given attendees who are none of them (by the name they link to). */
  #people(): string[] {
    const extra = (this.#options.attendees ?? []).map((a) =>
      typeof a === 'string' ? dropControlCharacters(a) : a,
    );
    if (extra.length === 0) return this.#attendees;
    const known = new Set(this.#attendees.map((s) => personName(s).toLowerCase()));
    const out = [...this.#attendees];
    for (const a of extra) {
      const key = typeof a === 'string' ? personName(a).toLowerCase() : '';
      if (key === '' || known.has(key)) continue;
      known.add(key);
      out.push(a);
    }
    return out;
  }

  /**
   * The language cue words are looked for in: the label, unless the text reads as another language that has cue
   * words (a recorder's wrong guess: Whisper's `de` on English speech, review5 Q13) and little of it reads as the
   * label's (a German team's meeting full of English phrases keeps its `de`: review 6 S6), else what the text reads as.
   */
  #chooseLanguage(reading: LanguageReading | null): string {
    const chosen = this.#pickLanguage(reading);
    this.#alsoLanguage = mixedInEnglish(chosen, reading) ? 'en' : null;
    return chosen;
  }

  /** {@link ExtractiveStream.#chooseLanguage} without the mixed-in language. */
  #pickLanguage(reading: LanguageReading | null): string {
    const read = baseLanguage(reading?.language || 'und');
    if (this.#label === null) return read;
    if (read !== 'und' && read !== this.#label && missingCueLanguage(read) === null) {
      const labelShare = reading?.shares[this.#label] ?? 0;
      const readShare = reading?.shares[read] ?? 0;
      // English read with a German label: de covers 0.10–0.15 of the tokens against en's 0.6–0.7 (a ratio near
      // 0.2); mixed German and English turns: 0.2–0.3 against 0.3–0.4 (0.65–0.8). Half tells them apart.
      if (labelShare >= MIXED_LANGUAGE_RATIO * readShare) return this.#label;
      this.#overruled = this.#label;
      return read;
    }
    return this.#label;
  }

  /** How the pending text reads, or null when there is none. */
  #detect(): LanguageReading | null {
    let text = '';
    for (const s of this.#pending) {
      text += `${s.text}\n`;
      if (text.length > 60_000) break;
    }
    return text === '' ? null : readLanguage(text);
  }

  /** Sends the pending segments off as a batch: to a worker while the transcript goes on, else processed here. */
  #flush(final: boolean): void {
    // P179: the last batch, when it has segments, is done here while the workers finish theirs, and merged after them
    // (it waited for them before, one core idle). With none it only reports the carry, known once theirs are merged.
    if (final && this.#pending.length === 0) this.#drain();
    if (this.#pending.length === 0 && (!final || this.#carry.length === this.#carryReported)) return;
    if (this.#language === null) this.#language = this.#chooseLanguage(this.#detect());
    this.#punctuated ??= isPunctuated(this.#pending.map((s) => s.text));
    const segments = this.#pending;
    this.#pending = [];
    this.#pendingChars = 0;
    const input: Omit<BatchInput, 'carry' | 'from'> = {
      segments,
      language: this.#language,
      alsoLanguage: this.#alsoLanguage,
      punctuated: this.#punctuated,
      final,
      speakers: this.#people(),
      meetingDate: this.#options.meetingDate,
      // P100: past the lines of any meeting, the cheaper topics (the same whichever thread runs the batch).
      long: this.#segments - segments.length > LONG_TRANSCRIPT_SEGMENTS,
    };
    const pool = final ? (this.#pool ?? null) : this.#openPool();
    if (pool) {
      // Every batch after the first starts on a full carry, of which the previous batch reported the first SEAM
      // sentences; a batch where that does not hold is found out when merged, and done again here.
      const from = this.#batches === 0 ? 0 : SEAM;
      const job = { tail: this.#tail, input: { ...input, from } };
      // P101: to the workers while they have room, else done here: this thread also reads the lines and merges, so it
      // takes what the workers leave (every other batch left it with half the batches besides the reading: 25.6 s of
      // CPU against the worker's 18.8 s at 1M lines).
      const local = final || !pool.give(job) ? runJob(job) : null;
      this.#inFlight.push({ input, from, local });
      this.#batches++;
      if (final) {
        this.#drain();
        return;
      }
      this.#remember(segments);
      // What is done is merged at once; this thread waits for a worker only when it is far ahead of it.
      while (this.#pool === pool && this.#inFlight.length > 0 && (this.#inFlight[0]!.local || pool.ready))
        this.#mergeReply(pool);
      while (this.#pool === pool && this.#inFlight.length >= pool.capacity) this.#mergeReply(pool);
      return;
    }
    this.#batches++;
    // Undecided (no `threads` given, not long yet): the batch after the threshold may go to a worker, which rebuilds
    // its carry from these segments.
    if (this.#pool === undefined) this.#remember(segments);
    this.#merge(processBatch({ ...input, carry: this.#carry, from: this.#carryReported }), final);
  }

  /**
   * The worker pool for a transcript longer than one batch, or `null` (batches run here). With `threads` given it is
   * started on the first batch (2 or more) or never; without, once the transcript is long and a core is free
   * ({@link defaultThreads}, P90), decided once.
   */
  #openPool(): BatchPool | null {
    if (this.#pool !== undefined) return this.#pool;
    const threads = this.#options.threads;
    if (threads !== undefined) {
      this.#pool = threads >= 2 ? BatchPool.open(threads) : null;
      return this.#pool;
    }
    // A meeting of ordinary length is decided on nothing: the engine never looks at the machine for it.
    if (this.#segments <= AUTO_THREADS_SEGMENTS) return null;
    const wanted = defaultThreads(this.#segments);
    this.#pool = wanted >= 2 ? BatchPool.open(wanted) : null;
    return this.#pool;
  }

  /** Keeps the last segments with text that hold the next batch's carry (each gives at least one sentence). */
  #remember(segments: readonly TranscriptSegment[]): void {
    const tail = [...this.#tail, ...segments];
    let texts = 0;
    let first = tail.length;
    while (first > 0 && texts < 2 * SEAM) {
      first--;
      const text = tail[first]!.text;
      // A long line's part (L546: 40,000 characters, sentences of at most 80 words) gives a carry's worth of sentences
      // alone, so a worker rebuilds the carry from it, not from 15 more parts (should it not, the merge finds the carry
      // differs and does the batch here).
      if (text.length >= LINE_PART_CHARS) texts += 2 * SEAM;
      else if (/\S/.test(text)) texts++;
    }
    this.#tail = tail.slice(first);
  }

  /** Takes back and merges every batch still with the workers, then stops them. */
  #drain(): void {
    const pool = this.#pool;
    if (!pool) return;
    while (this.#pool === pool && this.#inFlight.length > 0) this.#mergeReply(pool);
    this.#pool?.close();
    this.#pool = null;
  }

  /**
   * Merges the oldest batch given to the workers. Its worker rebuilt the carry and assumed where the batch's own
   * part starts; when either differs from what the batches before it left (or the worker failed), the batch is
   * processed again here, so the result is always the single thread's.
   */
  #mergeReply(pool: BatchPool): void {
    const job = this.#inFlight.shift()!;
    let reply: BatchReply;
    try {
      reply = job.local ?? pool.take();
    } catch {
      // A worker that does not answer: every batch still with the workers is done here instead.
      pool.close();
      this.#pool = null;
      for (const rest of [job, ...this.#inFlight.splice(0)])
        this.#merge(
          processBatch({ ...rest.input, carry: this.#carry, from: this.#carryReported }),
          rest.input.final,
        );
      return;
    }
    const valid =
      'result' in reply && job.from === this.#carryReported && reply.carryKey === carryKey(this.#carry);
    this.#merge(
      'result' in reply && valid
        ? reply.result
        : processBatch({ ...job.input, carry: this.#carry, from: this.#carryReported }),
      job.input.final,
    );
  }

  /** Adds one batch's findings, in transcript order, and keeps what the next batch needs. */
  #merge(batch: BatchResult, final: boolean): void {
    const { found, decisions, reversals, nextSteps } = batch;
    const position = this.#position;
    const firstTopic = this.#topics.length;
    for (const topic of found.topics) {
      topic.start += position;
      topic.end += position;
      for (const c of topic.candidates) {
        c.position += position;
        c.topic += firstTopic;
      }
    }
    for (const c of [...found.reserves, ...found.business]) {
      c.position += position;
      c.topic += firstTopic;
    }
    this.#candidates += found.eligible;
    if (this.#links.size > 0) {
      const relink = <T extends { text: string; line: number | null }>(item: T): void => {
        const links = item.line === null ? undefined : this.#links.get(item.line);
        if (links) item.text = relinkText(item.text, links);
      };
      // A candidate's text is worked out if it is shown (candidateText): its links go with it.
      const withLinks = (c: TopicCandidate): void => {
        const links = this.#links.get(c.line);
        if (links) c.links = links;
      };
      for (const topic of found.topics) topic.candidates.forEach(withLinks);
      found.reserves.forEach(withLinks);
      found.business.forEach(withLinks);
      decisions.forEach(relink);
      reversals.forEach(relink);
      nextSteps.forEach(relink);
    }
    this.#topics.push(...found.topics);
    this.#reserves.push(...found.reserves);
    // One statement of each kind, the first said (a later batch's "welcome to …" is not the meeting's name again).
    for (const b of found.business)
      if (this.#business.length < MAX_BUSINESS && !this.#business.some((x) => x.business === b.business))
        this.#business.push(b);
    this.#decisions.push(...decisions);
    addCueMatches(this.#cueMatches.decisions, batch.cueMatches.decisions);
    addCueMatches(this.#cueMatches.nextSteps, batch.cueMatches.nextSteps);
    this.#talk.words += batch.talk.words;
    this.#talk.longWords += batch.talk.longWords;
    this.#reversals.push(...reversals);
    this.#nextSteps.push(...nextSteps);
    if (this.#topics.length > MAX_KEPT) {
      const merged = compactTopics(this.#topics, this.#reserves);
      this.#topics = merged.topics;
      this.#reserves = merged.reserves;
      this.#business = this.#business.map((b) => ({ ...b, topic: Math.floor(b.topic / 2) }));
    }
    if (this.#reserves.length > MAX_KEPT) this.#reserves = compactCandidates(this.#reserves);
    if (this.#decisions.length > MAX_KEPT)
      this.#decisions = thinOut(this.#decisions, this.#thinned.decisions);
    if (this.#nextSteps.length > MAX_KEPT)
      this.#nextSteps = thinOut(this.#nextSteps, this.#thinned.nextSteps);
    if (this.#reversals.length > MAX_KEPT) this.#reversals = this.#reversals.slice(-MAX_KEPT / 2);
    this.#carry = batch.carry;
    this.#carryReported = batch.carryReported;
    if (this.#links.size > 0) {
      const firstKept = this.#carry[0]?.line ?? Number.POSITIVE_INFINITY;
      for (const line of this.#links.keys()) if (line < firstKept) this.#links.delete(line);
    }
    this.#position += final ? batch.length : batch.length - batch.carry.length;
  }
}

/** A combining mark: a text holding none is in NFC already (the test spares the rest a normalization). */
const COMBINING_MARK = /\p{M}/u;

/**
 * A line's words in NFC, its links' shown words with them (each link itself kept as written). A
 * transcript in NFD (a Mac's export, a note another tool wrote) spells `décidé` as `e` + U+0301, which
 * no cue, date word or stop word of the engine matches: an NFD French meeting lost every decision whose
 * cue has an accent (review V118; R172/V113 made its speakers NFC, not its words).
 */
function composedText(line: { text: string; links: WrittenLink[] }): { text: string; links: WrittenLink[] } {
  if (!COMBINING_MARK.test(line.text)) return line;
  const text = line.text.normalize('NFC');
  if (text === line.text) return line;
  return { text, links: line.links.map((link) => ({ ...link, shown: link.shown.normalize('NFC') })) };
}
