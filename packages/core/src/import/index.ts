export { dateFromFileName, type FileNameDate } from './date-from-file-name.js';
export { detectTranscriptFormat } from './detect-format.js';
export {
  type ImportTranscriptOptions,
  type ImportTranscriptResult,
  importTranscript,
} from './import-transcript.js';
export { linkedFileWhose, type TranscriptConversion } from './linked-transcript.js';
export { importOptionDay } from './option-date.js';
export { readSourceLines } from './read-source-lines.js';
export { importedNoteName } from './safe-note-name.js';
export { splitCueSpeech } from './split-cue-speech.js';
export type { SpokenCue } from './spoken-cue.js';
export { subtitleCues } from './subtitle-cues.js';
export { textCues } from './text-cues.js';
export { SUPPORTED_FORMATS_TEXT, TRANSCRIPT_FORMATS, type TranscriptFormat } from './transcript-format.js';
export { TurnMerger } from './turn-merger.js';
export { type WhisperTranscript, whisperCues } from './whisper-cues.js';
