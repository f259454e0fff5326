import { describe, expect, it } from 'vitest';
import { stripWrittenReasoning } from './strip-written-reasoning.js';

describe('stripWrittenReasoning (H8; review R6: tags as text are content)', () => {
  it('removes leading blocks, repeated, any case, with the whitespace after them', () => {
    expect(stripWrittenReasoning('<think>\nplan\n</think>\n- Teletext dropped.')).toEqual({
      text: '- Teletext dropped.',
      blocks: 1,
      chars: 22,
    });
    expect(stripWrittenReasoning('  <THINKING>a</THINKING> <Reasoning>b</Reasoning>First.').text).toBe(
      'First.',
    );
  });

  it('an unclosed block at the start is all reasoning', () => {
    expect(stripWrittenReasoning('<think>Let me think about what to write')).toEqual({
      text: '',
      blocks: 1,
      chars: 39,
    });
  });

  it('a text that starts inside a block loses what comes before a closing tag ending its line', () => {
    expect(stripWrittenReasoning('planning the summary</think>\n## Summary\nShort.').text).toBe(
      '## Summary\nShort.',
    );
  });

  it('whole-line blocks later in the text are removed, line endings of the rest kept (CRLF too)', () => {
    expect(stripWrittenReasoning('First.\r\n<reasoning>why\r\nbecause</reasoning>\r\nSecond.\r\n').text).toBe(
      'First.\r\nSecond.\r\n',
    );
  });

  it('tags inside a line, in inline code, unclosed later or in fenced code are content, byte for byte', () => {
    const cases = [
      '## Summary\n- The team agreed the model must wrap its reasoning in <reasoning> tags (L4)\n\n## Decisions\n- Ship the red casing (L4)\n',
      '# Prompt notes\nQwen3 emits <think>internal reasoning</think> before the answer; strip it in the parser.\nUse `<reasoning>` tags in the template.\n',
      'Parser:\n```xml\n<think>\nexample\n</think>\n```\nDone.\n',
      '- close it with `</think>` at the end\n',
      'Intro\n<think>\nunclosed later on\n',
    ];
    for (const text of cases) expect(stripWrittenReasoning(text)).toEqual({ text, blocks: 0, chars: 0 });
  });

  it('a closing tag that does not end its line is not a block start (orphan rule)', () => {
    const text = 'Models close with </think> and go on.\n';
    expect(stripWrittenReasoning(text).text).toBe(text);
  });
});
