/**
 * Review U17, the whole kind: a summary reply wrapped in ONE outer ```markdown fence is unwrapped only when that
 * fence wraps the whole reply (a little chatter around it allowed), and every fenced block inside it — backtick or
 * tilde fences, longer fences, fences with info strings — survives whole. A Markdown block followed later by a
 * second fenced block is not a wrapped reply: it is left as it is (nothing cut), and a summary heading inside it
 * does not count.
 * Spec: docs/contracts.md, Run outcomes; review4 P9; review U17; CommonMark 4.5 (fenced code blocks).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { summaryFromFinalText } from '../src/run/final-text-summary.js';
import { unwrapSummaryFence } from '../src/run/summary-shape.js';
import { FUNCTIONAL, type Harness, splitNote, startHarness } from './harness.js';

const TEMPLATE = '## Summary\n\n## Decisions\n';

const INNERS: [string, string][] = [
  [
    'a backtick fence with an info string',
    '## Summary\n- Ran the tests:\n\n```bash\nnpm test\n```\n\n## Decisions\n- Ship it (L12).',
  ],
  ['a bare backtick fence', '## Summary\n- Output:\n\n```\nok 3 tests\n```\n\n## Decisions\n- Ship it.'],
  ['a tilde fence', '## Summary\n- Config:\n\n~~~yaml\nport: 80\n~~~\n\n## Decisions\n- Keep port 80.'],
  [
    'a longer backtick fence',
    '## Summary\n- Example:\n\n````md\n```js\nx()\n```\n````\n\n## Decisions\n- None.',
  ],
  ['two inner fences', '## Summary\n```js\na()\n```\ntext\n~~~\nb\n~~~\n\n## Decisions\n```sh\nls\n```'],
];

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('U17: an outer Markdown fence is unwrapped only when it wraps the whole reply', () => {
  for (const [what, inner] of INNERS) {
    for (const [open, close] of [
      ['```markdown', '```'],
      ['````markdown', '````'],
      ['~~~md', '~~~'],
    ] as const) {
      // A bare fence line that can close the wrapper closes it (CommonMark): that reply is tested below.
      // (an inner block OPENED by a bare line the wrapper's closing line could be).
      if (
        `${open}|${what}` === '```markdown|a bare backtick fence' ||
        `${open}|${what}` === '~~~md|two inner fences'
      )
        continue;
      it(`${open} around a summary with ${what}: the inner fences survive`, () => {
        expect(unwrapSummaryFence(`${open}\n${inner}\n${close}`)).toEqual({ text: inner, dropped: null });
        const chatty = `Here is the summary:\n\n${open}\n${inner}\n${close}\n\nLet me know!`;
        expect(unwrapSummaryFence(chatty)).toEqual({
          text: inner,
          dropped: 'Here is the summary: Let me know!',
        });
        expect(summaryFromFinalText(chatty, TEMPLATE)).toEqual({
          body: inner,
          dropped: 'Here is the summary: Let me know!',
        });
      });
    }
  }

  it('a Markdown block followed later by a second fenced block is not unwrapped and not cut', () => {
    const reply =
      '```markdown\n## Summary\n- The team agreed.\n```\n\nAnd the script I used:\n\n```python\nprint("## Decisions")\n```';
    expect(unwrapSummaryFence(reply)).toEqual({ text: reply, dropped: null });
    const out = summaryFromFinalText(reply, TEMPLATE);
    expect(out.rejected).toMatch(/no "Summary" heading/);
  });

  it('a Markdown block, prose with a heading, then a second block: left whole', () => {
    const reply = '```markdown\n## Summary\n- A.\n```\n\n## Decisions\n- B.\n\n```\nnotes\n```';
    expect(unwrapSummaryFence(reply)).toEqual({ text: reply, dropped: null });
  });

  it('a bare ``` line inside a ``` wrapper closes it, so a reply with more fences after it is left whole', () => {
    const reply = `\`\`\`markdown\n${INNERS[1]?.[1]}\n\`\`\``;
    expect(unwrapSummaryFence(reply)).toEqual({ text: reply, dropped: null });
  });

  it('the final reply of a run, wrapped whole with inner fences, is the summary with its fences intact', async () => {
    const inner = INNERS[0]?.[1] ?? '';
    h = await startHarness([
      { toolCalls: [{ name: 'read_transcript', arguments: { from: 1, to: 200 } }] },
      { text: `Here is the summary:\n\n\`\`\`markdown\n${inner}\n\`\`\`\n` },
    ]);
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    const body = splitNote(await h.read(run.summaryPath)).body;
    expect(body).toContain('```bash\nnpm test\n```\n\n## Decisions\n- Ship it');
    expect(body).not.toContain('```markdown');
  });
});
