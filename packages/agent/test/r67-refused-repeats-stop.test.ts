/**
 * Newcomer R67: a model that sends the same invalid tool call at every step (malformed JSON in
 * write_summary, an unknown tool `rm_rf`) was sent all `model.maxSteps` requests (40 by default,
 * each a paid request with a growing context) before the run failed, although the failure itself
 * says more steps would not help. Now the same calls refused three steps in a row stop the run:
 * `no-summary` naming the call, the refusal and the way out, the previous summary unchanged, the
 * context note's record saying why. A model that changes its call after a refusal goes on.
 * Real scripted server, temp sample vault, JSON and SSE.
 * Spec: docs/contracts.md, @ma/agent (invalid tool calls); seed 003 (the run record says why).
 */
import type { ScriptedTurn } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, functionalName, type Harness, refusedStepsRun, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe.each([false, true])('R67: the same refused call again and again (stream: %s)', (stream) => {
  it('R67: malformed write_summary JSON at every step stops after 3 requests, not maxSteps', async () => {
    const malformed: ScriptedTurn = {
      toolCalls: [{ name: 'write_summary', arguments: '{"content": "## Summary\\n- x' }],
    };
    const run = await refusedStepsRun(
      () => malformed,
      stream,
      (started) => {
        h = started;
      },
    );
    const { requests, error, summaryBefore } = run;
    expect(requests).toBe(3);
    expect(error.reason).toBe('no-summary');
    expect(error.message).toContain(
      'stopped after 3 tool steps: the model made the same call 3 times in a row (write_summary',
    );
    expect(error.message).toContain(
      'each refused (refused: the arguments of write_summary are not valid JSON',
    );
    expect(error.message).not.toContain('\n');
    expect(await run.h.readOrNull(`Summaries/${functionalName}.md`)).toBe(summaryBefore);
    expect(await run.h.read(`Assistant/${functionalName}.md`)).toContain(
      'the model made the same call 3 times in a row',
    );
  });

  it('R67: an unknown tool called again and again is named; a model that changes its call goes on', async () => {
    const stuck = await refusedStepsRun(
      () => ({ toolCalls: [{ name: 'rm_rf', arguments: { path: '/' } }] }),
      stream,
      (started) => {
        h = started;
      },
    );
    expect(stuck.error.reason).toBe('no-summary');
    expect(stuck.error.message).toContain('the same call 3 times in a row (rm_rf');
    expect(stuck.error.message).toContain('tools that do not exist, each refused: "rm_rf"');
    await stuck.h.close();

    // Refused twice, then a valid summary: the run writes it.
    const script = (_: unknown, index: number): ScriptedTurn =>
      index < 2
        ? { toolCalls: [{ name: 'rm_rf', arguments: { path: '/' } }] }
        : index === 2
          ? {
              toolCalls: [
                {
                  name: 'write_summary',
                  arguments: { content: '## Summary\n- The team met.\n\n## Decisions\n\n## Next steps\n' },
                },
              ],
            }
          : { text: 'Done.' };
    h = await startHarness(script, { model: { maxSteps: 40 } });
    const ok = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream });
    expect(ok.summaryPath).toContain(functionalName);
  });
});
