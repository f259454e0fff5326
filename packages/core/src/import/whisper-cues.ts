/**
 * Reading Whisper, faster-whisper and WhisperX JSON.
 * Spec: issue #10 item 1 (`segments` with or without `speaker`, `verbose_json`).
 */
import { ImportError } from '../errors/import-error.js';
import { importedSpeakerName } from '../transcript/speaker-name.js';
import { serviceSegments } from './service-json-segments.js';
import type { SpokenCue } from './spoken-cue.js';

/** What a Whisper JSON file holds for an import. Spec: issue #10 item 1 (Whisper JSON). */
export interface WhisperTranscript {
  /** ISO 639-1 code from `language` when it is one (`"en"`), else `null` (`"english"` is not mapped). */
  language: string | null;
  cues: SpokenCue[];
  /** What was left out: skipped segments and refused times, one line per kind with the first case; empty when nothing was. */
  warnings: string[];
  /** The hosted service that wrote the file (`Amazon Transcribe`, `Azure Speech`…); absent for Whisper's own JSON (L105). */
  service?: string;
  /** When the service made the transcript (ISO 8601), when the file says (Azure Speech's `timestamp`); else absent (L105). */
  created?: string;
}

/** Latest start accepted, in seconds (100 hours): beyond it a time is a broken value, not a meeting. */
export const MAX_START_SECONDS = 100 * 3600;

/**
 * Why a segment's `start` cannot be used (`null` when it can, or when it is absent): not a number
 * (`"abc"`), not finite, negative, or beyond {@link MAX_START_SECONDS}.
 */
function badStart(start: unknown): string | null {
  if (start === undefined || start === null) return null;
  if (typeof start !== 'number') return `start ${JSON.stringify(start).slice(0, 40)} is not a number`;
  if (!Number.isFinite(start)) return `start ${start} is not a finite number`;
  if (start < 0) return `start ${start} is negative`;
  if (start > MAX_START_SECONDS) return `start ${start} is beyond 100 hours`;
  return null;
}

/** Counts problems of one kind and keeps the first for the warning. */
class Tally {
  count = 0;
  first = '';
  add(what: string): void {
    if (this.count++ === 0) this.first = what;
  }
}

/**
 * Reads Whisper JSON: an object with `segments` (openai-whisper `verbose_json`, faster-whisper,
 * WhisperX), a bare array of segments, whisper.cpp's `--output-json` (`transcription`, times from
 * `offsets.from` ms or `timestamps.from`; language from `result.language`) or a `{ "text": … }`
 * without segments (OpenAI's `json` response: one passage without time or speaker, with a
 * warning; reviewA U2). A segment's string `text` is its speech; `start` (seconds)
 * and `speaker` are used when present. WhisperX labels `SPEAKER_00`, `SPEAKER_01` and speaker
 * numbers `0`, `1` (Deepgram, pyannote wrappers) become `Speaker 1`, `Speaker 2` (the vault's
 * diarization labels); other speaker names are kept. A speaker value that is neither (`1.5`, `true`,
 * an object) is left out with a warning naming the segment, and that segment is a turn of its own
 * (never joined to another speaker's words: review N1). Every cue carries its segment number (`at`).
 * A segment that is not an object or whose `text` is not a string (`null`, a number) is skipped,
 * with a warning. A `start` that is not a finite number from 0 to 100 hours (`"abc"`, `-5`, `1e308`)
 * is refused, with a warning: the segment's text is kept without a time, in file order (so a
 * negative start never sorts first).
 * Spec: issue #10 item 1 (Whisper / faster-whisper / WhisperX JSON); newcomer report N10 (bad
 * segments and times skipped with a warning); review N1 (numeric speakers, unreadable speakers).
 * @param text - the whole file (Whisper JSON is small: a three-hour meeting is a few MB)
 * @param name - the file as the user named it, for messages
 * @throws ImportError('unreadable') for invalid JSON; ImportError('unsupported-format') for JSON
 *   without a `segments` or `transcription` list or a non-empty `text`, or one none of whose segments has a string `text`
 */
export function whisperCues(text: string, name: string): WhisperTranscript {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const why = (error as Error).message;
    // N11: JSON cut short (a download or copy that stopped): say so, with the bytes there are.
    const at = Number(/at position (\d+)/.exec(why)?.[1] ?? Number.NaN);
    const atEnd =
      /Unexpected end of JSON input|Unterminated string/.test(why) || at >= text.trimEnd().length - 1;
    if (atEnd && endsEarly(text))
      throw new ImportError(
        'unreadable',
        `${name} ends early: its JSON stops after ${Buffer.byteLength(text, 'utf8')} bytes with ${unclosedCount(text)} still open (an incomplete download or copy?); download or copy it again (${why})`,
      );
    throw new ImportError('unreadable', `${name} is not valid JSON (${why})`);
  }
  const record =
    typeof data === 'object' && data !== null && !Array.isArray(data)
      ? (data as Record<string, unknown>)
      : null;
  const found = whisperSegments(data, record);
  if (found === null)
    throw new ImportError(
      'unsupported-format',
      `${name} is JSON but has no Whisper "segments" list of { "text": … } objects (nor whisper.cpp's "transcription" list, AssemblyAI's "utterances", Amazon Transcribe's "results" of "transcripts" and "items", Deepgram's "results", Rev.ai's "monologues", Speechmatics' "results" of words, Azure Speech's "recognizedPhrases", nor a "text")`,
    );
  const segments = found.segments;
  const result = record?.result as Record<string, unknown> | undefined;
  const named =
    record?.language ?? (typeof result === 'object' && result !== null ? result.language : undefined);
  const language = typeof named === 'string' && /^[a-z]{2,3}$/.test(named) ? named : null;
  const skipped = new Tally();
  const refused = new Tally();
  const dropped = new Tally();
  const cues: SpokenCue[] = [];
  segments.forEach((segment: unknown, index) => {
    const s = typeof segment === 'object' && segment !== null ? (segment as Record<string, unknown>) : null;
    if (s === null || typeof s.text !== 'string') {
      const what =
        s === null
          ? `is ${JSON.stringify(segment)?.slice(0, 40)}, not an object`
          : `"text" is ${s.text === null ? 'null' : typeof s.text}, not a string`;
      skipped.add(`segment ${index + 1} ${what}`);
      return;
    }
    const bad = badStart(s.start);
    if (bad) refused.add(`segment ${index + 1}: ${bad}`);
    const speaker = readSpeaker(s.speaker);
    if (speaker === undefined) dropped.add(`segment ${index + 1}: speaker ${describe(s.speaker)}`);
    cues.push({
      start: bad === null && typeof s.start === 'number' ? s.start : null,
      speaker: speaker ?? null,
      text: s.text,
      at: index + 1,
      ...(speaker === undefined ? { alone: true } : {}),
    });
  });
  if (cues.length === 0 && segments.length > 0)
    throw new ImportError(
      'unsupported-format',
      `${name} is JSON but none of its ${segments.length} Whisper segments has a string "text" (${skipped.first})`,
    );
  const warnings: string[] = [];
  if (found.textOnly !== null)
    warnings.push(
      `${name} ${found.textOnly.what} (no times, no speakers): its "${found.textOnly.field}" was imported as one passage without a time or speaker; ${found.textOnly.fix}`,
    );
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (skipped.count > 0)
    warnings.push(`${plural(skipped.count, 'segment')} skipped, no text (${skipped.first})`);
  if (refused.count > 0)
    warnings.push(
      `${plural(refused.count, 'segment time')} refused (kept the text without a time, in file order; ${refused.first}); times must be seconds from 0 to 100 hours`,
    );
  if (dropped.count > 0)
    warnings.push(
      `${plural(dropped.count, 'segment speaker')} left out, not a name or a speaker number (kept the text without a speaker, as a turn of its own; ${dropped.first})`,
    );
  return {
    language,
    cues,
    warnings,
    ...(found.service === undefined ? {} : { service: found.service }),
    ...(found.created === undefined ? {} : { created: found.created }),
  };
}

/**
 * The segments of a Whisper JSON value: a bare array, an object's `segments` (openai-whisper
 * `verbose_json`, faster-whisper, WhisperX), whisper.cpp's `--output-json` `transcription` list
 * (each `{ timestamps: { from: "00:00:01,500" }, offsets: { from: 1500 }, text }`: the start from
 * `offsets.from` in ms, else `timestamps.from`), or, for the `json` response of OpenAI's
 * `/v1/audio/transcriptions` and the servers that copy it (`{ "text": "…" }`, no segments), that
 * text as one segment (`textOnly`: what the file lacks and how to get it). A hosted service's
 * transcript (AssemblyAI, Deepgram, Rev.ai: core `serviceSegments`, reviewA R16, R17) comes before
 * that last form, so AssemblyAI's `utterances` are used rather than its whole `text`. `null` when it
 * is none of these.
 * Spec: reviewA U2 (README: "Whisper JSON"); reviewA R16, R17; issue #10 item 1.
 */
function whisperSegments(
  data: unknown,
  record: Record<string, unknown> | null,
): {
  segments: unknown[];
  textOnly: { what: string; field: string; fix: string } | null;
  service?: string;
  created?: string;
} | null {
  if (Array.isArray(data)) return { segments: data, textOnly: null };
  if (Array.isArray(record?.segments)) return { segments: record.segments, textOnly: null };
  if (Array.isArray(record?.transcription))
    return { segments: record.transcription.map(whisperCppSegment), textOnly: null };
  const service = serviceSegments(data);
  if (service !== null)
    return {
      segments: service.segments,
      service: service.service,
      ...(service.created === undefined ? {} : { created: service.created }),
      textOnly:
        service.textOnly === null
          ? null
          : {
              what: `is ${service.service} JSON without turns`,
              field: service.textOnly.field,
              fix: service.textOnly.fix,
            },
    };
  if (typeof record?.text === 'string' && record.text.trim() !== '')
    return {
      segments: [{ text: record.text }],
      textOnly: {
        what: 'has no "segments"',
        field: 'text',
        fix: 'export verbose_json (segments) to keep them',
      },
    };
  return null;
}

/** A whisper.cpp `transcription` entry as a segment (`start` in seconds, when it has one); anything else as it is. */
function whisperCppSegment(entry: unknown): unknown {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return entry;
  const e = entry as Record<string, unknown>;
  const offsets = e.offsets as Record<string, unknown> | undefined;
  const stamps = e.timestamps as Record<string, unknown> | undefined;
  const ms = typeof offsets === 'object' && offsets !== null ? offsets.from : undefined;
  const stamp = typeof stamps === 'object' && stamps !== null ? stamps.from : undefined;
  const clock = typeof stamp === 'string' ? /^(\d{1,3}):([0-5]\d):([0-5]\d)[,.](\d{3})$/.exec(stamp) : null;
  const start =
    typeof ms === 'number'
      ? ms / 1000
      : clock
        ? Number(clock[1]) * 3600 + Number(clock[2]) * 60 + Number(clock[3]) + Number(clock[4]) / 1000
        : (ms ?? stamp);
  return {
    text: e.text,
    ...(start === undefined ? {} : { start }),
    ...(e.speaker === undefined ? {} : { speaker: e.speaker }),
  };
}

/**
 * A segment's speaker: a non-empty string (WhisperX `SPEAKER_00` → `Speaker 1`, other names kept),
 * a speaker number 0–999 as diarizers write it (`0` → `Speaker 1`, like `SPEAKER_00`); `null` when
 * there is none (absent, `null`, empty); `undefined` when the value cannot be read as a speaker
 * (`1.5`, `-1`, `true`, an object).
 */
function readSpeaker(value: unknown): string | null | undefined {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : importedSpeakerName(value.trim());
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 999)
    return `Speaker ${value + 1}`;
  return undefined;
}

/** A JSON value for a message, at most 40 characters. */
function describe(value: unknown): string {
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 40 ? `${json.slice(0, 40)}…` : json;
}

/**
 * How many JSON objects, arrays and strings are open at the end of `text` (a string's brackets not
 * counted), as "2 brackets" / "a string and 3 brackets"; used to say a file ends early (N11).
 */
function openAtEnd(text: string): { brackets: number; inString: boolean } {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') depth--;
  }
  return { brackets: depth, inString };
}

/** True when `text` stops with a JSON value still open (a string, or more `{`/`[` than closed). */
function endsEarly(text: string): boolean {
  const open = openAtEnd(text);
  return open.inString || open.brackets > 0;
}

/** What is still open at the end of `text`, in words ("2 brackets", "a string and 1 bracket"). */
function unclosedCount(text: string): string {
  const { brackets, inString } = openAtEnd(text);
  const b = brackets > 0 ? `${brackets} bracket${brackets === 1 ? '' : 's'}` : '';
  return [inString ? 'a string' : '', b].filter(Boolean).join(' and ');
}
