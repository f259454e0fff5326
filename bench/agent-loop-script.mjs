// What both agent-loop benches run (bench/cases/agent-loop.mjs, the timed case; bench/agent-loop-cpu.mjs,
// CPU per step of several builds): the scripted model's turns and the AI-SDK-alone baseline's settings.

export const SUMMARY = '## Summary\nShort.\n\n## Decisions\n\n## Next steps\n';
export const MEETING = '2026-03-10 Remote control functional design';

/**
 * The scripted model's turns: `steps` read_meetingnote calls, one read_transcript (a run whose model never read the
 * transcript fails, L301; the same step in both runs, so it drops out of the per-step difference), then write_summary,
 * then a final text. Each read_meetingnote call
 * reads another range of the 17-line meeting note (2-4 lines, up to 42 distinct): the agent answers a repeat of
 * an earlier identical call with a note and stops a run after three in a row (L221), which is not the step
 * this case measures.
 */
export function script(steps) {
  const turns = [];
  for (let i = 0; i < steps; i++) {
    const from = 1 + (i % 14);
    turns.push({
      toolCalls: [{ name: 'read_meetingnote', arguments: { from, to: from + 1 + Math.floor(i / 14) } }],
    });
  }
  turns.push(
    { toolCalls: [{ name: 'read_transcript', arguments: { from: 7, to: 20 } }] },
    { toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY } }] },
    { text: 'Done.' },
  );
  return turns;
}

/** The turns the AI SDK alone is served: the read_meetingnote steps and the final text (it has no write_summary). */
export function sdkScript(steps) {
  return script(steps).filter((t) => !t.toolCalls || t.toolCalls[0].name === 'read_meetingnote');
}

/**
 * Settings for `generateText`/`streamText` of the baseline: one tool returning a fixed text, no
 * instructions, against `baseURL`. `ai` is the `ai` module, `createOpenAICompatible` the provider's factory.
 */
export function sdkSettings(ai, createOpenAICompatible, baseURL, steps) {
  const provider = createOpenAICompatible({ name: 'bench', baseURL });
  return {
    model: provider('test-model'),
    prompt: 'Summarize.',
    stopWhen: ai.stepCountIs(steps + 4),
    tools: {
      read_meetingnote: ai.tool({
        description: 'Read the meeting note.',
        inputSchema: ai.jsonSchema({
          type: 'object',
          properties: { from: { type: 'integer' }, to: { type: 'integer' } },
        }),
        execute: async () => '1| ---\n2| title: Functional design\n3| date: 2026-03-10',
      }),
    },
  };
}
