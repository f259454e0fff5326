/**
 * Review 4 P9, the whole kind: a summary handed in as one fenced block is unwrapped whatever the model wrote as
 * the fence's info string for Markdown or plain text — `Markdown`, `md`, `gfm`, `text`, `plaintext`, an info
 * string with attributes after the language (`markdown title="summary"`), tilde fences — and a block in a
 * programming language is not.
 * Spec: docs/contracts.md, Run outcomes; review4 P9; CommonMark 4.5 (the info string's first word is the language).
 */
import { describe, expect, it } from 'vitest';
import { unwrapSummaryFence } from '../src/run/summary-shape.js';

const INNER = '## Summary\n- The team discussed the remote.\n\n## Decisions\n- Rubber case.';

describe('P9: fence info strings of a wrapped summary', () => {
  for (const [open, close] of [
    ['```Markdown', '```'],
    ['```MD', '```'],
    ['```gfm', '```'],
    ['```text', '```'],
    ['```plaintext', '```'],
    ['```txt', '```'],
    ['```markdown title="summary.md"', '```'],
    ['``` markdown', '```'],
    ['~~~md', '~~~'],
    ['````markdown', '````'],
  ] as const) {
    it(`"${open}" is unwrapped and the chatter around it dropped`, () => {
      const reply = `Here is the summary:\n\n${open}\n${INNER}\n${close}\n\nLet me know if you need changes!`;
      const out = unwrapSummaryFence(reply);
      expect(out.text).toBe(INNER);
      expect(out.dropped).toBe('Here is the summary: Let me know if you need changes!');
    });
  }

  for (const info of ['python', 'yaml', 'json', 'markdownish']) {
    it(`a \`${info}\` block is not a wrapped summary`, () => {
      const reply = `Here is the summary:\n\n\`\`\`${info}\n${INNER}\n\`\`\`\n`;
      expect(unwrapSummaryFence(reply)).toEqual({ text: reply, dropped: null });
    });
  }
});
