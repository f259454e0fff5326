/**
 * R72 (reviewB): a run that reaches the step cap while every tool call of its last step was refused
 * (a small model writing a raw newline into write_summary's JSON, a cut argument string, an unknown
 * tool) fails `max-steps` naming the refusal and how many of the run's calls were refused — more
 * steps would not help — instead of "raise model.maxSteps (or --max-steps) and run again"; the
 * context note's `## Run failed` record says the same. Real scripted server, temp sample vault,
 * JSON and SSE.
 * Spec: docs/contracts.md, @ma/agent (invalid tool calls); seed 003 (the run record says why).
 */
import type { ScriptedTurn } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, functionalName, type Harness, startHarness, summaryRunFailure } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const CONTEXT = `Assistant/${functionalName}.md`;

/**
 * write_summary with a raw line break inside its JSON string: not valid JSON; each step's differs (the
 * same refused call three times in a row stops the run early: R67).
 */
const rawNewline = (_: unknown, index: number): ScriptedTurn => ({
  toolCalls: [{ name: 'write_summary', arguments: `{"content":"## Summary\nThe team met ${index}.\n"}` }],
});

describe.each([false, true])('R72: refused calls at the step cap (stream: %s)', (stream) => {
  it('R72: every call refused as invalid JSON: the failure names the refusal, not "raise model.maxSteps"', async () => {
    h = await startHarness(rawNewline, { model: { maxSteps: 4 } });
    const summaryBefore = await h.readOrNull(`Summaries/${functionalName}.md`);
    const error = await summaryRunFailure(
      summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream }),
    );
    expect(error.reason).toBe('max-steps');
    expect(error.message).toContain('stopped after 4 tool steps without writing a summary');
    expect(error.message).toContain(
      'on the last step its write_summary call was refused (refused: the arguments of write_summary are not valid JSON',
    );
    expect(error.message).toContain("4 of the run's 4 tool calls were refused");
    expect(error.message).toContain('more steps would not help');
    expect(error.message).not.toContain('raise model.maxSteps');
    expect(error.message).not.toContain('\n');
    const record = await h.read(CONTEXT);
    expect(record).toContain('## Run failed');
    expect(record).toContain('on the last step its write_summary call was refused');
    expect(await h.readOrNull(`Summaries/${functionalName}.md`)).toBe(summaryBefore);
  });

  it('R72: two refused calls on the last step (an unknown tool and invalid JSON) are both counted', async () => {
    const turn = (_: unknown, index: number): ScriptedTurn => ({
      toolCalls: [
        { name: 'write_file', arguments: { path: `x${index}.md` } },
        { name: 'write_summary', arguments: '{"content":"## Summary\nx"' },
      ],
    });
    h = await startHarness(turn, { model: { maxSteps: 3 } });
    const error = await summaryRunFailure(
      summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream }),
    );
    expect(error.reason).toBe('max-steps');
    expect(error.message).toContain('on the last step all 2 of its tool calls were refused (refused: ');
    expect(error.message).not.toContain('raise model.maxSteps');
  });
});
