/**
 * R84 (newcomer session 38, finding 9): a model that sends two `write_summary {replace_file:true}`
 * calls in one step. Before, the second silently replaced the first (a full summary lost to a
 * Summary-only draft). Now the first whole write that succeeds stands and the second is refused
 * with a message the model can act on (send ONE whole write). Real scripted server, temp sample vault.
 * Spec: docs/tools.md (write_summary, replace_file; errors are results).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, type Harness, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const FULL =
  '## Summary\nThe team chose rubber for the casing.\n\n## Decisions\n- Rubber casing.\n\n## Next steps\n- Order samples.\n';
const PARTIAL = '## Summary\nA partial draft.\n';

/** One step of whole `write_summary` calls with these contents, then "Done.": the summary and the tool results. */
const run = async (calls: { content: string }[]) => {
  h = await startHarness([
    {
      toolCalls: calls.map(({ content }) => ({
        name: 'write_summary',
        arguments: { content, replace_file: true },
      })),
    },
    { text: 'Done.' },
  ]);
  const harness = h;
  const result = await summarizeMeeting({
    vault: harness.vault,
    meeting: FUNCTIONAL,
    env: {},
    onEvent: (e) => harness.events.push(e),
  });
  const tools = (harness.server.requests[1]?.body.messages ?? []).filter((m) => m.role === 'tool');
  return {
    summary: await harness.read(result.summaryPath),
    texts: tools.map((m) => JSON.stringify(m.content)),
  };
};

describe('R84: two whole-summary writes in one step', () => {
  it('R84: the first stands, the second is refused and the model is told why', async () => {
    const { summary, texts } = await run([{ content: FULL }, { content: PARTIAL }]);
    expect(summary).toContain('Order samples.');
    expect(summary).not.toContain('A partial draft.');
    // The read the model makes in the same step (L285), then the two writes.
    expect(texts).toHaveLength(3);
    expect(
      texts.filter((t) => t.includes('refused: the whole summary was already replaced in this step')),
    ).toHaveLength(1);
  });
});

describe('review s39 V70: a blank whole write does not stand', () => {
  it('V70: an empty whole write first, then the summary: the summary is written (R84 refused it and the run ended with no summary)', async () => {
    const { summary, texts } = await run([{ content: '' }, { content: FULL }]);
    expect(summary).toContain('Order samples.');
    expect(texts.filter((t) => t.includes('already replaced in this step'))).toEqual([]);
  });

  it('V70: the summary first, then an empty whole write: the summary stands, the empty write is refused', async () => {
    const { summary, texts } = await run([{ content: FULL }, { content: ' \n' }]);
    expect(summary).toContain('Order samples.');
    expect(texts.filter((t) => t.includes('already replaced in this step'))).toHaveLength(1);
  });

  it('V81: a headings-only whole write first (## Summary with no text), then the summary: the summary is written', async () => {
    const { summary, texts } = await run([{ content: '## Summary\n\n## Decisions\n' }, { content: FULL }]);
    expect(summary).toContain('Order samples.');
    expect(texts.filter((t) => t.includes('already replaced in this step'))).toEqual([]);
  });
});
