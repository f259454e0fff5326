/**
 * Reading Whisper, faster-whisper and WhisperX JSON.
 * Spec: issue #10 item 1 (`segments` with or without `speaker`, `verbose_json`).
 */
import { ImportError } from '../errors/import-error.js';
import type { SpokenCue } from './spoken-cue.js';

/** What a Whisper JSON file holds for an import. Spec: issue #10 item 1 (Whisper JSON). */
export interface WhisperTranscript {
  /** ISO 639-1 code from `language` when it is one (`"en"`), else `null` (`"english"` is not mapped). */
  language: string | null;
  cues: SpokenCue[];
}

/**
 * Reads Whisper JSON: an object with `segments` (openai-whisper `verbose_json`, faster-whisper,
 * WhisperX) or a bare array of segments. Each segment needs a string `text`; `start` (seconds)
 * and `speaker` are used when present. WhisperX labels `SPEAKER_00`, `SPEAKER_01` become
 * `Speaker 1`, `Speaker 2` (the vault's diarization labels); other speaker values are kept.
 * Spec: issue #10 item 1 (Whisper / faster-whisper / WhisperX JSON).
 * @param text - the whole file (Whisper JSON is small: a three-hour meeting is a few MB)
 * @param name - the file as the user named it, for messages
 * @throws ImportError('unreadable') for invalid JSON; ImportError('unsupported-format') for JSON
 *   without a `segments` list of `{ text }` objects
 */
export function whisperCues(text: string, name: string): WhisperTranscript {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new ImportError('unreadable', `${name} is not valid JSON (${(error as Error).message})`);
  }
  const record =
    typeof data === 'object' && data !== null && !Array.isArray(data)
      ? (data as Record<string, unknown>)
      : null;
  const segments = Array.isArray(data) ? data : record?.segments;
  if (
    !Array.isArray(segments) ||
    !segments.every(
      (s) => typeof s === 'object' && s !== null && typeof (s as { text?: unknown }).text === 'string',
    )
  )
    throw new ImportError(
      'unsupported-format',
      `${name} is JSON but has no Whisper "segments" list of { "text": … } objects`,
    );
  const language =
    typeof record?.language === 'string' && /^[a-z]{2,3}$/.test(record.language) ? record.language : null;
  const cues = (segments as { text: string; start?: unknown; speaker?: unknown }[]).map((s) => ({
    start: typeof s.start === 'number' && Number.isFinite(s.start) ? s.start : null,
    speaker:
      typeof s.speaker === 'string' && s.speaker.trim() !== '' ? diarizationLabel(s.speaker.trim()) : null,
    text: s.text,
  }));
  return { language, cues };
}

/** `SPEAKER_00` → `Speaker 1`; anything else unchanged. */
function diarizationLabel(speaker: string): string {
  const m = /^SPEAKER_(\d{1,3})$/.exec(speaker);
  return m ? `Speaker ${Number(m[1]) + 1}` : speaker;
}
