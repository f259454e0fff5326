/**
 * Review 4 P9 and P24: what a model hands in as "the summary" must be a summary.
 * P9: the usual local-model final reply — a sentence, ONE ```markdown fenced block holding the
 * summary, an offer — is unwrapped to the block's content (the chatter dropped and named in the
 * context note), on every path that takes a summary text (final reply, write_summary draft,
 * session `finish({ body })`), streamed or not; headings inside fenced code are not headings.
 * P24: with a `summary.template` written as prose (no heading), a refusal, "Done." or any other
 * final reply is never committed.
 * Real vault copies, the scripted OpenAI-compatible server.
 * Spec: docs/contracts.md, Run outcomes; docs/vault-format.md (`summary.template`); review4 P9, P24.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openMeetingSession, summarizeMeeting } from '../src/index.js';
import {
  FUNCTIONAL,
  functionalName,
  type Harness,
  readTranscriptIn,
  snapshot,
  splitNote,
  startHarness,
  summaryRunFailure,
} from './harness.js';

const SUMMARY = `Summaries/${functionalName}.md`;
const INNER =
  '## Summary\n- The team discussed the remote.\n\n## Decisions\n- Rubber case.\n\n## Next steps\n- [ ] PM: minutes (L537)';
const CHATTY = `Here is the summary:\n\n\`\`\`markdown\n${INNER}\n\`\`\`\n\nLet me know if you need changes!`;
const PROSE = {
  summary: {
    language: null,
    template: 'A short paragraph on what was discussed, then a bullet list of action items with owners.',
  },
};

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('P9: a summary wrapped in one fenced Markdown block with chatter around it', () => {
  for (const stream of [false, true]) {
    it(`the final reply is unwrapped, the chatter dropped and named in the context note${stream ? ' (streamed)' : ''}`, async () => {
      h = await startHarness([
        { toolCalls: [{ name: 'read_transcript', arguments: { from: 1, to: 200 } }] },
        { text: CHATTY },
      ]);
      const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, stream, env: {} });
      const body = splitNote(await h.read(run.summaryPath)).body;
      expect(body).toContain(`\n\n${INNER}\n`);
      expect(body).not.toContain('```');
      expect(body).not.toContain('Here is the summary');
      expect(body).not.toContain('Let me know');
      expect(run.warnings.join('\n')).toContain('fenced');
      const context = await h.read(run.contextPath);
      expect(context).toContain('Here is the summary:');
      expect(context).toMatch(/warning: .*fenced/);
    });
  }

  it('a write_summary draft of the same shape is unwrapped too', async () => {
    h = await startHarness([
      { toolCalls: [{ name: 'write_summary', arguments: { content: CHATTY } }] },
      { text: 'Done.' },
    ]);
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, stream: true, env: {} });
    const body = splitNote(await h.read(run.summaryPath)).body;
    expect(body).toContain(`${INNER}\n`);
    expect(body).not.toMatch(/```|Here is the summary|Let me know/);
  });

  it('a session finish({ body }) of that shape (ma mcp, host agents) is unwrapped too', async () => {
    h = await startHarness([]);
    const session = await openMeetingSession({ vault: h.vault, meeting: FUNCTIONAL });
    // L285: the host's model reads the transcript before it finishes.
    await readTranscriptIn(session);
    try {
      const done = await session.finish({ body: `Sure! Here it is.\n\n\`\`\`md\n${INNER}\n\`\`\`\n` });
      const body = splitNote(await h.read(done.summaryPath)).body;
      expect(body).toContain(`${INNER}\n`);
      expect(body).not.toMatch(/```|Sure!/);
    } finally {
      await session.cancel();
    }
  });

  it('a "## Summary" line inside a fenced code block is not a heading: the reply is no summary', async () => {
    h = await startHarness([
      { text: 'I would format it like this:\n\n```python\n## Summary\nprint(1)\n```\n' },
    ]);
    const before = await snapshot(h.root);
    const error = await summaryRunFailure(summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} }));
    expect(error.reason).toBe('no-summary');
    expect((await snapshot(h.root))[SUMMARY]).toBe(before[SUMMARY]);
  });

  it('an empty Summary section is found when the headings are in a fence (R23 check looks outside fences only)', async () => {
    h = await startHarness([
      {
        toolCalls: [
          {
            name: 'write_summary',
            arguments: { content: '## Notes\nsee below\n\n```\n## Summary\n- x\n```\n\n## Summary\n' },
          },
        ],
      },
      { text: 'Done.' },
    ]);
    const error = await summaryRunFailure(summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} }));
    expect(error.reason).toBe('no-summary');
    expect(error.message).toContain('"Summary" section');
  });
});

describe('P24: a summary.template without headings', () => {
  for (const stream of [false, true]) {
    it(`a refusal as the final reply is never committed${stream ? ' (streamed)' : ''}`, async () => {
      h = await startHarness(
        [
          { toolCalls: [{ name: 'read_transcript', arguments: { from: 1, to: 100 } }] },
          { text: "I'm sorry, but I can't help with that request." },
        ],
        { config: PROSE },
      );
      const before = await snapshot(h.root);
      const error = await summaryRunFailure(
        summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, stream, env: {} }),
      );
      expect(error.reason).toBe('no-summary');
      expect(error.message).toContain('summary.template has no heading');
      expect((await snapshot(h.root))[SUMMARY]).toBe(before[SUMMARY]);
    });
  }

  it('"Done." as the final reply is never committed', async () => {
    h = await startHarness([{ text: 'Done. I wrote the summary.' }], { config: PROSE });
    const error = await summaryRunFailure(summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} }));
    expect(error.reason).toBe('no-summary');
  });

  it('a refusal written with write_summary is never committed (any template)', async () => {
    h = await startHarness(
      [
        {
          toolCalls: [
            {
              name: 'write_summary',
              arguments: { content: "I'm sorry, but I can't help with that request." },
            },
          ],
        },
        { text: 'Done.' },
      ],
      { config: PROSE },
    );
    const error = await summaryRunFailure(summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} }));
    expect(error.reason).toBe('no-summary');
    expect(error.message).toContain('refusal');
  });

  it('a prose summary written with write_summary is committed', async () => {
    const prose =
      'The team discussed the remote control design: a rubber case, a yellow colour and a simple set of buttons.\n\n- [ ] PM: send the minutes (L537)';
    h = await startHarness(
      [{ toolCalls: [{ name: 'write_summary', arguments: { content: prose } }] }, { text: 'Done.' }],
      { config: PROSE },
    );
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    expect(splitNote(await h.read(run.summaryPath)).body).toContain(prose);
  });
});
