import { describe, expect, it } from 'vitest';
import { ReasoningSplitter, splitReasoning, stripReasoning } from './strip-reasoning.js';

describe('stripReasoning', () => {
  it('removes <think>, <thinking> and <reasoning> blocks, any case', () => {
    expect(stripReasoning('<think>plan</think>\n\nAnswer.')).toBe('Answer.');
    expect(stripReasoning('<THINKING>a</THINKING>Answer <reasoning>b</reasoning>rest')).toBe('Answer rest');
  });

  it('an unclosed block hides the rest; an orphan closing tag drops what came before it', () => {
    expect(stripReasoning('Answer.<think>cut off')).toBe('Answer.');
    expect(stripReasoning('plan without opening tag</think>\nAnswer.')).toBe('Answer.');
  });

  it('leaves text without tags alone', () => {
    expect(stripReasoning('## Summary\n- a < b')).toBe('## Summary\n- a < b');
    expect(splitReasoning('x')).toEqual({ text: 'x', reasoning: '' });
  });
});

describe('ReasoningSplitter', () => {
  it('handles tags split at every position', () => {
    const full = 'Hi <think>secret</think> there';
    for (let cut = 1; cut < full.length; cut++) {
      const s = new ReasoningSplitter();
      const a = s.push(full.slice(0, cut));
      const b = s.push(full.slice(cut));
      const c = s.flush();
      expect(a.text + b.text + c.text).toBe('Hi there');
      expect(a.reasoning + b.reasoning + c.reasoning).toBe('secret');
    }
  });

  it('holds back a possible partial tag and releases it when it is not one', () => {
    const s = new ReasoningSplitter();
    expect(s.push('a <thi').text).toBe('a ');
    expect(s.push('s is fine').text).toBe('<this is fine');
  });
});
