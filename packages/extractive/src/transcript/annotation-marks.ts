/**
 * Words transcription services put in brackets for what is not speech: sounds (`[laughs]`, `[Laughter.]`,
 * `[coughs]`, `[music playing]`), what could not be heard (`[inaudible]`, `[unintelligible]`, `[crosstalk]`,
 * `[ph]`, `[sic]`) and the AMI corpus marks (`{vocalsound}`, `{disfmarker}`, `{gap}`), in English, German, French
 * and Spanish; and the small words that join them (`[clears throat]`, `[phone rings in the background]`).
 */
const ANNOTATION_WORDS = new Set(
  [
    'laugh laughs laughed laughing laughter chuckle chuckles chuckling giggle giggles giggling',
    'inaudible unintelligible indiscernible incomprehensible unclear indistinct garbled',
    'crosstalk cross-talk cross talk overlapping overlap talking speaking speech chatter murmur murmurs murmuring',
    'music playing applause clapping silence silent pause paused pauses long short brief',
    'cough coughs coughing sneeze sneezes sigh sighs sighing sniff sniffs groan groans gasp gasps yawn yawns',
    'whisper whispers whispering clears throat clearing noise noises background static beep beeps',
    'phone rings ringing door closes opens slams knock knocks knocking typing muted mute unmuted mic off-mic',
    'no audio video cuts out drops dropped connection lost technical difficulties interruption interrupts',
    'interrupted recording starts started stops stopped resumes resumed ends end start of the a an in and',
    'foreign language ph sic vocalsound nonvocalsound disfmarker gap comment',
    'lachen lacht gelächter unverständlich husten pause rires rire inaudible applaudissements toux risas tos',
    'seconds secs sec minutes mins min s',
  ]
    .join(' ')
    .split(' '),
);
/** Words that only join annotation words: a mark made only of these is not one (`[the]`, `[a]`, `[of the]`). */
const JOINERS = new Set([
  'the',
  'a',
  'an',
  'in',
  'and',
  'of',
  'no',
  'end',
  'start',
  'long',
  'short',
  'brief',
  's',
]);
/** A time stamp or time offset: `00:12:03`, `12:03`, `1:02:03.5`. */
const TIME = /^\d{1,2}(?::\d{2}){1,2}(?:[.,]\d+)?$/;
/** A name or two before a sound: `[Alice laughs]`, `[Bob Smith coughs]`. */
const NAMED_SOUND = /^(?:\p{Lu}[\p{L}'-]*\s+){1,2}/u;

/**
 * Whether the text inside brackets is a transcription annotation rather than words of the speaker: a time stamp
 * (`00:12:03`), a mark with no letters or digits (`?`, `...`), or annotation words only ({@link ANNOTATION_WORDS},
 * with numbers and time stamps: `inaudible 00:12:03`, `pause 5 seconds`), optionally after a name (`Alice laughs`).
 * Words a transcriber or the speaker put in brackets (`the`, `cluster`, `Alice`, `v2`) are not annotations.
 *
 * Spec: review U6 (bracketed words are kept; annotations like [laughs], [inaudible], [crosstalk], [00:12:03] go).
 *
 * @param inner - the text between the brackets
 * @returns true when it is an annotation
 */
export function isAnnotationMark(inner: string): boolean {
  const text = inner.trim();
  if (!/[\p{L}\p{N}]/u.test(text)) return true;
  const tokens = text
    .replace(NAMED_SOUND, '')
    .toLowerCase()
    .split(/[\s,.;!?()"]+/)
    .filter(Boolean);
  let annotated = false;
  for (const token of tokens) {
    if (TIME.test(token) || /^\d+(?:[.,]\d+)?s?$/.test(token)) {
      annotated ||= TIME.test(token);
      continue;
    }
    if (!ANNOTATION_WORDS.has(token)) return false;
    if (!JOINERS.has(token)) annotated = true;
  }
  return annotated;
}

/** One mark in single square brackets or braces (not a `[[wikilink]]`), up to 60 characters. */
const MARK = /(?<!\[)\[([^[\]\n]{0,60})\](?!\])|\{([^{}\n]{0,60})\}/gu;

/**
 * Removes transcription annotations ({@link isAnnotationMark}) from a sentence, each replaced by a space, and keeps
 * every other bracketed text as written ("we'll use [the] Postgres [cluster]", "[Alice] said", "the [v2] API").
 *
 * Spec: review U6 (bracketed words are kept; annotations like [laughs], [inaudible], [crosstalk], [00:12:03] go).
 *
 * @param text - one sentence as spoken
 * @returns the sentence without annotations
 */
export function removeAnnotationMarks(text: string): string {
  if (!text.includes('[') && !text.includes('{')) return text;
  return text.replace(MARK, (whole, square: string | undefined, curly: string | undefined) =>
    isAnnotationMark(square ?? curly ?? '') ? ' ' : whole,
  );
}
