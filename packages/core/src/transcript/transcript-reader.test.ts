import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatClock, parseClock } from './clock.js';
import { readTranscriptText } from './read-transcript-text.js';
import { isSpeakerName } from './speaker-name.js';

const speakers = (text: string) => readTranscriptText(text).map((l) => [l.speaker, l.timestamp, l.text]);

describe('I10.2: the transcript reader recognises speakers in every line shape', () => {
  it('reads the vault format with and without time', () => {
    expect(speakers('[00:00:03] **Mira Solberg:** Okay, budget.\n**Tove Arndt:** Twelve euros.')).toEqual([
      ['Mira Solberg', '00:00:03', 'Okay, budget.'],
      ['Tove Arndt', null, 'Twelve euros.'],
    ]);
  });

  it('reads plain "Name: text" and "[hh:mm:ss] Name: text" lines', () => {
    expect(
      speakers(
        'Mira Solberg: I will send the deck by Friday.\n[00:01:23] Tove Arndt: Fine.\n(0:05) Speaker 2: Yes.',
      ),
    ).toEqual([
      ['Mira Solberg', null, 'I will send the deck by Friday.'],
      ['Tove Arndt', '00:01:23', 'Fine.'],
      ['Speaker 2', '0:05', 'Yes.'],
    ]);
  });

  it('keeps note labels and prose as text without a speaker', () => {
    const lines = readTranscriptText(
      'Decision: we use rubber.\nNext steps: price it\nso: we said yes\nhttps://example.org/x',
    );
    expect(lines.map((l) => l.speaker)).toEqual([null, null, null, null]);
    expect(lines[0]?.text).toBe('Decision: we use rubber.');
  });

  it('reads Otter / Rev / Descript heading lines and gives the following lines their speaker', () => {
    const text =
      'Mira Solberg  0:03\nHello all.\nSecond paragraph.\n\nTove Arndt (00:01:10):\nI will draft it.\n';
    const lines = readTranscriptText(text);
    expect(lines.map((l) => [l.speaker, l.timestamp, l.text, l.line])).toEqual([
      ['Mira Solberg', '0:03', 'Hello all.', 2],
      ['Mira Solberg', null, 'Second paragraph.', 3],
      ['Tove Arndt', '00:01:10', 'I will draft it.', 6],
    ]);
    expect(lines[0]?.label).toEqual({ line: 1, start: 0, end: 12 });
  });

  it('reads a pasted Teams/Zoom WebVTT and SRT: voices, entities, no furniture', () => {
    const vtt = [
      'WEBVTT',
      'Kind: captions',
      '',
      'NOTE exported',
      'by hand',
      '',
      'STYLE',
      '::cue { color: red }',
      '',
      '1',
      '00:00:01.000 --> 00:00:04.000 align:start line:0%',
      '<v Mira Solberg>Hello &amp; <b>welcome</b>.</v>',
      '',
      '00:00:05.000 --> 00:00:06.000',
      'Tove Arndt: Zoom style.',
      '',
      '2',
      '00:00:07,000 --> 00:00:08,000',
      'plain SRT',
    ].join('\r\n');
    expect(speakers(vtt)).toEqual([
      ['Mira Solberg', '00:00:01.000', 'Hello & welcome.'],
      ['Tove Arndt', '00:00:05.000', 'Zoom style.'],
      [null, '00:00:07,000', 'plain SRT'],
    ]);
    const line = readTranscriptText(vtt)[0];
    expect(vtt.split('\r\n')[11]?.slice(line?.label?.start, line?.label?.end)).toBe('Mira Solberg');
  });

  it('M5: drops cue identifiers of any shape (Teams UUIDs), also after a blank line and with no header', () => {
    const teams = [
      '',
      'WEBVTT',
      'Kind: captions',
      'Language: en',
      '',
      '3f1c9a2e-0d41-4b7e-9a55-1c2d3e4f5a6b/11-0',
      '00:00:03.000 --> 00:00:06.500 region:bottom',
      '<v Mira Solberg>Okay, let us start.</v>',
      '',
      'intro cue',
      '00:00:07.000 --> 00:00:08.000',
      '<v Tove Arndt>Rubber it is.</v>',
    ].join('\n');
    expect(speakers(teams)).toEqual([
      ['Mira Solberg', '00:00:03.000', 'Okay, let us start.'],
      ['Tove Arndt', '00:00:07.000', 'Rubber it is.'],
    ]);
    // Pasted without its header: the first cue's identifier is known by the timing line after it.
    const headerless = ['a1b2-c3/1-0', '00:00:01.000 --> 00:00:02.000', '<v Ann>Hi there.</v>'].join('\n');
    expect(speakers(headerless)).toEqual([['Ann', '00:00:01.000', 'Hi there.']]);
    // A one-word line that is not followed by a timing line is speech, kept in its place.
    expect(speakers('Okay.\n**Ann:** Fine.')).toEqual([
      [null, null, 'Okay.'],
      ['Ann', null, 'Fine.'],
    ]);
  });

  it('numbers lines with the offset, ignores a BOM and keeps a lone number as text', () => {
    const lines = readTranscriptText('\uFEFF**Mira:** hi\n42\nMira: more', 4);
    expect(lines.map((l) => [l.line, l.text])).toEqual([
      [5, 'hi'],
      [6, '42'],
      [7, 'more'],
    ]);
  });

  it('reads a speaker name with ":" or "#" in the bold shape', () => {
    expect(speakers('[00:00:01] **Dr. Who: Lead:** Hi.\n[00:00:02] **Team #2:** Yo.')).toEqual([
      ['Dr. Who: Lead', '00:00:01', 'Hi.'],
      ['Team #2', '00:00:02', 'Yo.'],
    ]);
  });

  it('accepts names and diarization labels, refuses labels and sentences', () => {
    for (const name of [
      'Mira Solberg',
      'Ana de Lima',
      'SPEAKER_01',
      'spk_0',
      'Speaker 2',
      'Team #2',
      "O'Neil",
    ])
      expect(isSpeakerName(name), name).toBe(true);
    for (const name of ['Decision', 'Action items', 'we said', '', 'x'.repeat(61), 'Http'.toLowerCase()])
      expect(isSpeakerName(name), name).toBe(false);
  });

  it('parses and formats clock times', () => {
    expect(parseClock('1:23')).toBe(83);
    expect(parseClock('01:02:03,500')).toBe(3723.5);
    expect(parseClock('1:75')).toBeNull();
    expect(formatClock(3723.9)).toBe('01:02:03');
  });

  it('parses every clock shape to its seconds, and refuses fields out of range or malformed times', () => {
    const two = (n: number) => String(n).padStart(2, '0');
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 0, max: 99 })),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
        fc.option(fc.stringMatching(/^[0-9]{1,3}$/)),
        fc.constantFrom('.', ','),
        fc.boolean(),
        (hours, minutes, secs, fraction, mark, padded) => {
          const first = hours ?? minutes;
          const head = padded ? two(first) : String(first);
          const text = `${hours === null ? head : `${head}:${two(minutes)}`}:${two(secs)}${fraction === null ? '' : `${mark}${fraction}`}`;
          const inRange = secs < 60 && (hours === null || minutes < 60);
          const whole = hours === null ? minutes * 60 + secs : (hours * 60 + minutes) * 60 + secs;
          const expected = fraction === null ? whole : whole + Number(`0.${fraction}`);
          expect(parseClock(` ${text} `)).toBe(inRange ? expected : null);
        },
      ),
    );
    for (const bad of [
      '',
      '1',
      '1:2',
      '1:234',
      '123:45',
      '1:23:45:67',
      '1:23.4567',
      'a:bc',
      '1:23.',
      '1:23,x',
      '١:٢٣',
    ])
      expect(parseClock(bad)).toBeNull();
  });
});
