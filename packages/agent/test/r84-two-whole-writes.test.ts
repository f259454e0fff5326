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

describe('R84: two whole-summary writes in one step', () => {
  it('R84: the first stands, the second is refused and the model is told why', async () => {
    h = await startHarness([
      {
        toolCalls: [
          { name: 'write_summary', arguments: { content: FULL, replace_file: true } },
          { name: 'write_summary', arguments: { content: PARTIAL, replace_file: true } },
        ],
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
    const summary = await harness.read(result.summaryPath);
    expect(summary).toContain('Order samples.');
    expect(summary).not.toContain('A partial draft.');
    const tools = (harness.server.requests[1]?.body.messages ?? []).filter((m) => m.role === 'tool');
    const texts = tools.map((m) => JSON.stringify(m.content));
    expect(texts).toHaveLength(2);
    expect(
      texts.filter((t) => t.includes('refused: the whole summary was already replaced in this step')),
    ).toHaveLength(1);
  });
});
