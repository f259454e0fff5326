import { describe, expect, it } from 'vitest';
import { relabelSpeaker } from './relabel-speaker.js';

describe('relabelSpeaker (core line model)', () => {
  it('B09/B10: a BOM before line 1 and CRLF breaks are not part of a line; both are kept', () => {
    const text = '\uFEFF[00:00:01] **Speaker 2:** hello\r\n[00:00:04] **Speaker 1:** hi\r\n';
    const r = relabelSpeaker(text, 'Speaker 2', 'Ana', { bodyStartLine: 1 });
    expect(r).toMatchObject({ count: 1, from: 1, to: 2, speakers: ['Speaker 2', 'Speaker 1'] });
    expect(r.text).toBe('\uFEFF[00:00:01] **Ana:** hello\r\n[00:00:04] **Speaker 1:** hi\r\n');
  });

  it('a final line break starts no line; the range is clamped to the body', () => {
    const text = '---\nx: 1\n---\n**Speaker 2:** a\n**Speaker 2:** b\n\n';
    const r = relabelSpeaker(text, 'Speaker 2', 'Ana', { from: 2, to: 99, bodyStartLine: 4 });
    expect(r).toMatchObject({ count: 2, from: 4, to: 6 });
    expect(r.text).toBe('---\nx: 1\n---\n**Ana:** a\n**Ana:** b\n\n');
    expect(relabelSpeaker(text, 'Nobody', 'Ana', { bodyStartLine: 4 }).text).toBe(text);
  });

  it('I10.2: relabels hand-pasted shapes: "Name: text", heading lines and <v Name> spans', () => {
    const text =
      'Speaker 2: hello\n[00:00:04] Speaker 1: hi\nSpeaker 2  0:09\nmore words\n<v Speaker 2>again</v>\n';
    const r = relabelSpeaker(text, 'Speaker 2', 'Ana', { bodyStartLine: 1 });
    expect(r.count).toBe(3);
    expect(r.text).toBe('Ana: hello\n[00:00:04] Speaker 1: hi\nAna  0:09\nmore words\n<v Ana>again</v>\n');
  });
});
