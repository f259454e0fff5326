import { describe, expect, it } from 'vitest';
import { readTranscriptText } from './read-transcript-text.js';

describe('W9: a line that is only a time is no speech', () => {
  it('W9: every timestamp-only shape gives no spoken line', () => {
    const shapes = [
      '[00:00:01]',
      '00:00:03',
      '0:03',
      '12:34',
      '00:00:03.500',
      '00:00:03,000',
      '(00:03)',
      '[0:00:03.000]',
      '00:00:03 -',
      '[00:00:03] |',
      '00:00:08 - 00:00:09',
      '[00:00:08 - 00:00:09]',
      '00:00:03,000 --> 00:00:05,000',
      '00:00:03.000 --> 00:00:05.000 align:start',
      '0:00:01.000,0:00:04.000',
      '   00:00:03   ',
      '> 00:00:03',
      '[00:00:01] **Ana:**',
    ];
    for (const shape of shapes) expect([shape, readTranscriptText(shape)]).toEqual([shape, []]);
    expect(readTranscriptText(shapes.join('\n'))).toEqual([]);
  });

  it('W9: text after a time is still speech, and a number or a time inside text is kept', () => {
    const lines = readTranscriptText('00:00:03 Ana: Start at 10:30.\n00:00:05\nWe meet at 10:30 then.\n42');
    expect(lines.map((l) => [l.speaker, l.timestamp, l.text])).toEqual([
      ['Ana', '00:00:03', 'Start at 10:30.'],
      [null, null, 'We meet at 10:30 then.'],
      [null, null, '42'],
    ]);
  });
});
