import { describe, expect, it } from 'vitest';
import { ReasoningSplitter, splitReasoning, stripReasoning } from './strip-reasoning.js';

describe('stripReasoning', () => {
  it('removes <think>, <thinking> and <reasoning> blocks, any case', () => {
    expect(stripReasoning('<think>plan</think>\n\nAnswer.')).toBe('Answer.');
    expect(stripReasoning('<THINKING>a</THINKING> <reasoning>b</reasoning>\nAnswer')).toBe('Answer');
  });

  it('an unclosed leading block is all reasoning; an orphan closing tag ending its line drops what came before it', () => {
    expect(stripReasoning('<think>cut off mid-thought')).toBe('');
    expect(stripReasoning('plan without opening tag</think>\nAnswer.')).toBe('Answer.');
  });

  it('R6: once the answer has begun, a tag is content (a reply may talk about tags)', () => {
    const replies = [
      'Answer.<think>cut off',
      '## Summary\n- Qwen emits <think> blocks; the parser strips them.\n## Decisions\n- Keep it.',
      'Use `<reasoning>` tags.\n<think>\nnot a block here\n</think>\nrest',
      'The team said </think> is the closing tag.\nAnswer.',
    ];
    for (const reply of replies) {
      expect(stripReasoning(reply)).toBe(reply);
      expect(splitReasoning(reply).reasoning).toBe('');
    }
    expect(stripReasoning('<think>plan</think>Answer <think>kept</think>')).toBe(
      'Answer <think>kept</think>',
    );
  });

  it('leaves text without tags alone', () => {
    expect(stripReasoning('## Summary\n- a < b')).toBe('## Summary\n- a < b');
    expect(splitReasoning('x')).toEqual({ text: 'x', reasoning: '' });
  });
});

describe('ReasoningSplitter', () => {
  it('handles tags split at every position', () => {
    const cases = [
      { full: '\n<think>secret</think> there', text: '\nthere', reasoning: 'secret' },
      {
        full: 'Hi <think>not secret</think> there',
        text: 'Hi <think>not secret</think> there',
        reasoning: '',
      },
    ];
    for (const { full, text, reasoning } of cases) {
      for (let cut = 1; cut < full.length; cut++) {
        const s = new ReasoningSplitter();
        const a = s.push(full.slice(0, cut));
        const b = s.push(full.slice(cut));
        const c = s.flush();
        expect(a.text + b.text + c.text).toBe(text);
        expect(a.reasoning + b.reasoning + c.reasoning).toBe(reasoning);
      }
    }
  });

  it('holds back a possible partial tag and releases it when it is not one', () => {
    const s = new ReasoningSplitter();
    expect(s.push(' <thi').text).toBe(' ');
    expect(s.push('s is fine').text).toBe('<this is fine');
    expect(s.push(' <think>later</think>').text).toBe(' <think>later</think>');
  });
});
