import { describe, expect, it } from 'vitest';
import { readTranscriptText } from './read-transcript-text.js';

const read = (text: string) => readTranscriptText(text).map((l) => [l.speaker, l.timestamp, l.text]);

describe('W3: a block-quoted transcript line is read like the line it quotes', () => {
  it('W3: reads `> Name:`, nested `>>`/`> >`, `> **Name:**` and `>` with a time, speaker kept, no `>` in the text', () => {
    const text = [
      'Alice: We decided to ship on Friday.',
      '> Bob: I will write the manual by Monday.',
      '>> Carol: Forwarded from the mail.',
      '> > Dan: Nested twice.',
      '> **Eve Moss:** Bold label in a quote.',
      '> [00:01:02] **Finn:** Timed and quoted.',
      '>[00:01:05] Gus: No space after the mark.',
      '> 00:01:09 Hal: Unbracketed time.',
      '>',
      '> just quoted text',
    ].join('\n');
    expect(read(text)).toEqual([
      ['Alice', null, 'We decided to ship on Friday.'],
      ['Bob', null, 'I will write the manual by Monday.'],
      ['Carol', null, 'Forwarded from the mail.'],
      ['Dan', null, 'Nested twice.'],
      ['Eve Moss', null, 'Bold label in a quote.'],
      ['Finn', '00:01:02', 'Timed and quoted.'],
      ['Gus', '00:01:05', 'No space after the mark.'],
      ['Hal', '00:01:09', 'Unbracketed time.'],
      [null, null, 'just quoted text'],
    ]);
  });

  it('W3: a label span still points at the name in the line as written', () => {
    const [line] = readTranscriptText('> > **Bob:** hi');
    expect(line?.label).toEqual({ line: 1, start: 6, end: 9 });
    expect('> > **Bob:** hi'.slice(6, 9)).toBe('Bob');
  });

  it('W3: a quoted WebVTT/SRT paste and an Obsidian callout header are read without furniture', () => {
    const text = [
      '> [!quote] Call notes',
      '> 1',
      '> 00:00:01,000 --> 00:00:03,000',
      '> <v Ana Lima>Hello there.</v>',
      '>',
      '> 2',
      '> 00:00:04,000 --> 00:00:06,000',
      '> Next line.',
    ].join('\n');
    expect(read(text)).toEqual([
      ['Ana Lima', '00:00:01,000', 'Hello there.'],
      [null, '00:00:04,000', 'Next line.'],
    ]);
  });
});
