/**
 * Where an extracted item comes from.
 *
 * Spec: issue #5 "Offline summarizer"; seed 003, Requirement: Meeting Assistant generates meeting outputs;
 * docs/contracts.md, @ma/extractive.
 */
export type ItemSource = 'transcript' | 'user-notes';

/**
 * A key point: one transcript sentence chosen by TextRank + MMR, disfluencies removed.
 *
 * Spec: issue #5 "Offline summarizer" (extractive key points by graph ranking); seed 003, Requirement:
 * Meeting Assistant generates meeting outputs (summary).
 */
export interface KeyPoint {
  /** The sentence, cleaned (every word of it appears, in order, on the cited line). */
  text: string;
  /** 1-based line of the transcript segment it comes from (includes `lineOffset`). */
  line: number;
  /** Speaker of that segment, `null` when the line has none. */
  speaker: string | null;
}

/**
 * A substantive line of the user's notes shown in the Summary under "From your notes:" (no line number:
 * notes are not the transcript). Decision and action bullets are not points; they go to Decisions / Next steps.
 *
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs (from … user notes); issue #5
 * "Offline summarizer".
 */
export interface NotePoint {
  /** The bullet or line as written (list marker removed, whitespace collapsed). */
  text: string;
  /** Always `"user-notes"`. */
  source: 'user-notes';
}

/**
 * A decision found by a cue pattern (`"we decided"`, `"let's go with"`, …) or in the user notes.
 *
 * Spec: issue #5 "Offline summarizer" (decisions by cue patterns); seed 003, Requirement: Meeting
 * Assistant generates meeting outputs (decisions).
 */
export interface Decision {
  /** The sentence (or user-notes bullet), cleaned. */
  text: string;
  /** Who said it; `null` for a line without speaker and for user-notes items. */
  speaker: string | null;
  /** 1-based transcript line (includes `lineOffset`); `null` when `source` is `"user-notes"`. */
  line: number | null;
  /** `"transcript"` or `"user-notes"` (rendered as "(from user notes)"). */
  source: ItemSource;
  /** A later statement in the meeting that undid it ("we're not gonna use the rubber after all"); absent when none. */
  reversedBy?: { text: string; line: number } | null;
  /**
   * The 1-based line (includes `lineOffset`) where a proposal quoted from `line` was decided, when the decision there
   * says nothing of its own ("So we decided.", a bare "Agreed."): rendered `(L12, decided L14)`, so a reader finds
   * both the words and the decision. Absent when the decision is quoted from its own line (review 2 N4).
   */
  decidedLine?: number;
}

/**
 * A topic of the meeting as shown in the Summary: a short lead, the span of lines it covers and the key
 * points drawn from it.
 *
 * Spec: issue 15 (the whole meeting: segment into topics, key points from every substantial segment, in
 * order, each topic with a short lead).
 */
export interface SummaryTopic {
  /** The topic's most distinctive phrases and words (at most two: "Corporate colour, teletext"); may be `""`. */
  lead: string;
  /** First and last 1-based transcript lines of the topic (include `lineOffset`). */
  firstLine: number;
  lastLine: number;
  /** Its key points, in transcript order (the same objects as in `keyPoints`). */
  keyPoints: KeyPoint[];
}

/**
 * A next step (action item) found by a cue pattern or in the user notes.
 *
 * Spec: issue #5 "Offline summarizer" (next steps with owner and due date); seed 003, Requirement: Meeting
 * Assistant generates meeting outputs (next steps).
 */
export interface NextStep {
  /** The task as said (first-person cue words such as `"I'll"` removed), cleaned. */
  text: string;
  /** Who owns it: the speaker of a first-person commitment, a known speaker named as addressee, else `null`. */
  owner: string | null;
  /** Due date when stated: `YYYY-MM-DD` when resolvable, else the phrase (`"next meeting"`); `null` when none is stated. */
  due: string | null;
  /** Who said it; `null` for a line without speaker and for user-notes items. */
  speaker: string | null;
  /** 1-based transcript line (includes `lineOffset`); `null` when `source` is `"user-notes"`. */
  line: number | null;
  /** `"transcript"` or `"user-notes"`. */
  source: ItemSource;
  /**
   * Set when `text` is a request in the asker's own words, not cut to the owner's task (`"Whatever happens, Ben,
   * order …"`): who asked (the speaker). The summary shows `Owner (asked by Speaker): …`, so no one is misquoted (N14).
   */
  askedBy?: string;
}

/**
 * Input of {@link summarizeExtractive}.
 *
 * Spec: issue #5 "Offline summarizer"; seed 003, Requirement: Meeting Assistant generates meeting outputs
 * (from the transcript, metadata and user notes); docs/contracts.md, @ma/extractive.
 */
export interface ExtractiveInput {
  /** The transcript note BODY (no frontmatter): one segment per line `[HH:MM:SS] **Speaker:** text`. */
  transcript: string;
  /** The user's notes (Markdown), optional: the meeting note body or the linked `Notes/` note body. */
  userNotes?: string | null;
  /** ISO 639-1 code (`"en"`, `"de"`, …); `null`/absent → detected from the text (`"und"` when unsure). */
  language?: string | null;
  /** Most key points to emit (before the rule that every quarter of the meeting gets one); default grows with the transcript (5–9). */
  maxKeyPoints?: number;
  /** Added to every cited line so citations match the file (pass the body's 1-based start line − 1). Default 0. */
  lineOffset?: number;
  /**
   * People expected at the meeting besides the speakers, as written (the meeting note's `attendees`; wikilinks
   * such as `[[People/Carol Jones|Carol]]` allowed): a task said to or of one of them ("Carol, can you …",
   * "Carol will draft the budget") names its owner. Optional; not added to `attendees` of the result.
   */
  attendees?: readonly string[] | null;
  /**
   * The meeting date, used to resolve `"by Friday"`/`"tomorrow"` into dates: `YYYY-MM-DD` or any form of a meeting
   * note's `date` (with a time and zone, a daily-note link: its day as written, review10 W14).
   */
  meetingDate?: string | null;
  /**
   * Markdown headings skeleton for the body, e.g. `"## Summary\n\n## Decisions\n\n## Next steps\n"` (the default).
   * Headings are kept in order; each recognised one (summary/overview, decisions, next steps/action items,
   * attendees) is filled, any other gets `"- (not covered by the offline engine)"`.
   */
  template?: string | null;
  /**
   * Threads for a transcript longer than one batch (~4,000 lines), the calling one included (at most 4): `0` or `1`
   * runs every batch in the calling thread; `2` or more adds worker threads from the first batch. The default
   * (`undefined`) adds workers once more than 50,000 lines with text have been read, when the machine has two cores
   * or more: one for each core free by the last minute's load average, rounded to the nearest (P101, P109: on two
   * cores a worker while the load average is at most 1.5). A worker costs about 1.8 s of CPU to start and about 12 %
   * more CPU in all on an idle 2-core machine, for about 40 % less wall time (docs/offline-engine-speed.md; package
   * README, "Eleventh pass"). The result is the same whatever the number (batches are merged in order). A meeting of
   * ordinary length never starts a thread.
   */
  threads?: number;
}

/**
 * Result of {@link summarizeExtractive}: the Markdown body and the structured parts it was made from.
 *
 * Spec: issue #5 "Offline summarizer"; seed 003, Requirement: Meeting Assistant generates meeting outputs;
 * docs/contracts.md, @ma/extractive.
 */
export interface ExtractiveSummary {
  /** Markdown body: the template's sections filled, each item citing its line as `(L12)` or `(from user notes)`. */
  body: string;
  /** Key points in transcript order (every topic's, flattened). */
  keyPoints: KeyPoint[];
  /** The topics shown in the Summary, in transcript order, each with its lead and key points. */
  topics: SummaryTopic[];
  /**
   * The user's own note lines shown in the Summary ("From your notes:"), in note order: substantive
   * lines that are not decision/action bullets, minus those a key point already says; at most 8.
   */
  notePoints: NotePoint[];
  /** Decisions in transcript order, then user-notes items. */
  decisions: Decision[];
  /** Next steps in transcript order, then user-notes items. */
  nextSteps: NextStep[];
  /**
   * Distinct speakers in order of first appearance, at most 500; those past it are counted in a closing line of an
   * Attendees section and in {@link notices} (issue 15).
   */
  attendees: string[];
  /** The language used (given or detected), ISO 639-1 or `"und"`. */
  language: string;
  /** Spoken segments read from the transcript (0: the transcript was empty). */
  segments: number;
  /**
   * Those of {@link segments} read with a speaker (0 of many: no line was read as a speaker's turn, newcomer N6:
   * said so, not blamed on the language).
   */
  namedSegments: number;
  /**
   * Why parts of the summary are missing or were filled by a fallback, as plain sentences for the
   * run record: an empty transcript; key points that are the leading turns of a meeting too short to
   * rank; no decision/task cue words for the language (named, e.g. `es`; `und` when not recognised); no
   * cue word matched. Empty when nothing needs explaining.
   */
  notices: string[];
}
