/**
 * The transcript formats `ma import` reads.
 * Spec: issue #10 item 1; docs/transcript-import.md.
 */

/**
 * `vtt` WebVTT (Zoom, Teams), `srt` SubRip, `ass` Advanced SubStation Alpha / SubStation Alpha
 * (`.ass`, `.ssa`), `sbv` YouTube SubViewer captions, `whisper` Whisper/faster-whisper/WhisperX
 * JSON, `text` text exports and plain lines. Spec: issue #10 item 1; review5 Q9 (ASS/SSA, SBV).
 */
export type TranscriptFormat = 'vtt' | 'srt' | 'ass' | 'sbv' | 'whisper' | 'text';

/** Every format name `--format` accepts, in the order shown to users. Spec: issue #10 item 1 (`--format F`). */
export const TRANSCRIPT_FORMATS: readonly TranscriptFormat[] = [
  'vtt',
  'srt',
  'ass',
  'sbv',
  'whisper',
  'text',
];

/**
 * Each format's name in messages (`x.vtt looks like a WebVTT file, not SRT …`).
 * Spec: issue #10 item 1; review W15.
 */
export const FORMAT_NAMES: Readonly<Record<TranscriptFormat, string>> = {
  vtt: 'WebVTT',
  srt: 'SRT',
  ass: 'ASS/SSA',
  sbv: 'YouTube SBV',
  whisper: 'Whisper JSON',
  text: 'text transcript',
};

/**
 * The supported formats as one line for refusals and help.
 * Spec: issue #10 item 1 (refused with the supported formats listed).
 */
export const SUPPORTED_FORMATS_TEXT =
  'supported formats: WebVTT (.vtt, Zoom and Teams), SRT (.srt), ASS/SSA (.ass, .ssa), YouTube SBV (.sbv), ' +
  'Whisper/faster-whisper/WhisperX/whisper.cpp JSON (.json, with "segments" or "transcription"), ' +
  'AssemblyAI, Amazon Transcribe, Deepgram, Rev.ai, Speechmatics and Azure Speech transcript JSON, ' +
  'Otter/Rev/Descript text exports ("Name  0:03" heading lines), Zoom\'s saved captions ("[Name] 10:02:03") and chat ("10:02:03 From Name : text"), plain "Name: text" or "[hh:mm:ss] Name: text" lines (.txt, .md); ' +
  '--format vtt|srt|ass|sbv|whisper|text chooses one';
