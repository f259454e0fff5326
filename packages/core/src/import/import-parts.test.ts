import { describe, expect, it } from 'vitest';
import { detectTranscriptFormat } from './detect-format.js';
import { importedNoteName } from './safe-note-name.js';
import { splitCueSpeech } from './split-cue-speech.js';
import { TurnMerger } from './turn-merger.js';
import { whisperCues } from './whisper-cues.js';

describe('I10.1: import parts', () => {
  it('detects the format from the content', () => {
    expect(detectTranscriptFormat(['WEBVTT', '', '00:00:01.000 --> 00:00:02.000', 'hi'])).toBe('vtt');
    expect(detectTranscriptFormat(['', '00:00:01.000 --> 00:00:02.000', 'no header'])).toBe('vtt');
    expect(detectTranscriptFormat(['1', '00:00:01,000 --> 00:00:02,000', 'hi'])).toBe('srt');
    expect(detectTranscriptFormat(['{', '  "segments": []', '}'])).toBe('whisper');
    expect(detectTranscriptFormat(['Mira Solberg  0:03', 'Hello.'])).toBe('text');
    expect(detectTranscriptFormat(['[00:01:23] Mira: ok'])).toBe('text');
    expect(detectTranscriptFormat(['Just prose here.', 'More prose.'])).toBeNull();
    expect(detectTranscriptFormat(['', ' '])).toBeNull();
  });

  it('splits cues into speakers: Teams voices, Zoom names, SRT capitals and dashes', () => {
    expect(splitCueSpeech('<v Mira Solberg>Hi &amp; <i>bye</i></v>', 1)).toEqual([
      { start: 1, speaker: 'Mira Solberg', text: 'Hi & bye' },
    ]);
    expect(splitCueSpeech('- MIRA SOLBERG: Hi\n- TOVE ARNDT: Hello\nagain', 2)).toEqual([
      { start: 2, speaker: 'Mira Solberg', text: 'Hi' },
      { start: 2, speaker: 'Tove Arndt', text: 'Hello again' },
    ]);
    expect(splitCueSpeech('<b></b><i> </i>', 3)).toEqual([]);
    expect(splitCueSpeech('Decision: rubber', 4)).toEqual([
      { start: 4, speaker: null, text: 'Decision: rubber' },
    ]);
  });

  it('merges consecutive cues of one speaker and keeps the order they come in (N18)', () => {
    const merger = new TurnMerger();
    const lines = [
      ...merger.push({ start: 1, speaker: 'Mira', text: 'One.' }),
      ...merger.push({ start: 2, speaker: 'Mira', text: 'Two.' }),
      ...merger.push({ start: 9, speaker: 'Tove', text: 'Late.', at: 7 }),
      ...merger.push({ start: 5, speaker: 'Tove', text: 'Early.', at: 8 }),
      ...merger.push({ start: 6, speaker: 'Kofi', text: 'Unknown.', alone: true }),
      ...merger.push({ start: 7, speaker: 'Kofi', text: 'Known.' }),
      ...merger.push({ start: 3661, speaker: 'Ti*m\ne', text: '  spaced   out ' }),
      ...merger.end(),
    ];
    expect(lines).toEqual([
      '[00:00:01] **Mira:** One. Two.',
      '[00:00:09] **Tove:** Late.',
      '[00:00:05] **Tove:** Early.',
      '[00:00:06] **Kofi:** Unknown.',
      '[00:00:07] **Kofi:** Known.',
      '[01:01:01] **Ti m e:** spaced out',
    ]);
    expect(merger.speakers).toEqual(['Mira', 'Tove', 'Kofi', 'Ti m e']);
    expect(merger.timeJumps).toEqual({ count: 1, first: { at: 8, from: 9, to: 5 } });
  });

  it('reads Whisper JSON shapes and maps WhisperX labels', () => {
    expect(
      whisperCues(
        '{"language":"en","segments":[{"start":1.5,"text":" Hi","speaker":"SPEAKER_01"}]}',
        'x.json',
      ),
    ).toEqual({
      language: 'en',
      cues: [{ start: 1.5, speaker: 'Speaker 2', text: ' Hi', at: 1 }],
      warnings: [],
    });
    expect(whisperCues('[{"text":"Hi"}]', 'x.json').cues).toEqual([
      { start: null, speaker: null, text: 'Hi', at: 1 },
    ]);
    expect(whisperCues('{"language":"english","segments":[]}', 'x.json').language).toBeNull();
    expect(() => whisperCues('{"segments":[{"start":1}]}', 'x.json')).toThrow(
      /none of its 1 Whisper segments has a string "text"/,
    );
  });

  it('makes safe note names: no #^|[] or path characters, bounded length', () => {
    expect(importedNoteName('Sprint #4: [review] | a^b')).toBe('Sprint 4 review a b');
    expect(importedNoteName('../..')).toBe('Imported meeting');
    expect(Buffer.byteLength(importedNoteName('é'.repeat(200)))).toBeLessThanOrEqual(150);
  });
});
