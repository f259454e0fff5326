export { CLOCK_PATTERN, formatClock, parseClock } from './clock.js';
export { type CueVoiceText, hasCueMarkup, readCueText } from './cue-text.js';
export { HEADING_RULE_LINES, HeadingTurnReader } from './heading-turn-reader.js';
export { readTranscriptText } from './read-transcript-text.js';
export { importedSpeakerName, isSpeakerName } from './speaker-name.js';
export type { SpeakerLabel, TranscriptLine } from './transcript-line.js';
export { TranscriptReader } from './transcript-reader.js';
