/**
 * Newcomer N2 (session 36), leftovers L250: a model that sends a DIFFERENT invalid call at every step
 * — an unknown tool, arguments that are not JSON, a path out of scope, arguments its schema refuses —
 * was sent all `model.maxSteps` requests (R67 stopped identical repeats only). Now five steps in a row
 * whose every call was refused stop the run: `no-summary`, naming the last refused calls and their
 * refusals, the previous summary unchanged. A step where one call ran breaks the streak.
 * Real scripted server, temp sample vault, JSON and SSE.
 * Spec: docs/tools.md, Repeated refused calls.
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

/** A different refused call at each step, round and round: nothing ever repeats step to step. */
const refusedCalls: ScriptedTurn[] = [
  { toolCalls: [{ name: 'rm_rf', arguments: { path: '/' } }] },
  { toolCalls: [{ name: 'write_summary', arguments: '{"content": "## Summary\\n- x' }] },
  { toolCalls: [{ name: 'read_projectfile', arguments: { path: '../../../etc/passwd' } }] },
  { toolCalls: [{ name: 'read_transcript', arguments: { from: 'first', to: 'last' } }] },
  { toolCalls: [{ name: 'get_weather', arguments: { city: 'Oslo' } }] },
  { toolCalls: [{ name: 'read_projectfile', arguments: { path: '/etc/shadow' } }] },
];

describe.each([false, true])('L250: a different refused call at every step (stream: %s)', (stream) => {
  it('L250: stops after 5 refused steps in a row, naming the last refusals, not after maxSteps', async () => {
    const run = await refusedStepsRun(
      (index) => refusedCalls[index % refusedCalls.length] as ScriptedTurn,
      stream,
      (started) => {
        h = started;
      },
    );
    const { requests, error, summaryBefore } = run;
    expect(requests).toBe(5);
    expect(error.reason).toBe('no-summary');
    expect(error.message).toContain(
      'stopped after 5 tool steps: every tool call of the last 5 steps was refused',
    );
    // The last three refused calls, oldest first, each with its refusal.
    expect(error.message).toMatch(
      /last refused: read_projectfile \{"path":"\.\.\/\.\.\/\.\.\/etc\/passwd"\} — refused: [^|]+ \| read_transcript \{"from":"first","to":"last"\} — refused: [^|]+ \| get_weather \{"city":"Oslo"\} — refused: /,
    );
    expect(error.message).toContain('tools that do not exist, each refused: "rm_rf", "get_weather"');
    expect(error.message).not.toContain('\n');
    expect(await run.h.readOrNull(`Summaries/${functionalName}.md`)).toBe(summaryBefore);
  });

  it('L250: a step where a call ran breaks the streak; the run goes on and writes its summary', async () => {
    // Four refused steps, a read that runs, four more refused, then a summary: 10 steps, no stop.
    const script = (_: unknown, index: number): ScriptedTurn =>
      index === 4
        ? // Past the frontmatter (lines 1–6): a run that read none of the transcript's text fails (L285).
          { toolCalls: [{ name: 'read_transcript', arguments: { from: 1, to: 8 } }] }
        : index < 9
          ? (refusedCalls[index % refusedCalls.length] as ScriptedTurn)
          : index === 9
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
