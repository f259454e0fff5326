/**
 * R232: `ma summarize` against a server that cut the prompt to its own window (Ollama's num_ctx; its
 * usage reports only the prompt tokens it kept): the summary is written and the run prints the warning
 * with the counts and the fix (OLLAMA_CONTEXT_LENGTH / num_ctx), where it said nothing. The built `ma`,
 * the scripted OpenAI-compatible server (streamed, as `ma summarize` asks), a temp copy of the sample vault.
 * Spec: docs/context-budget.md (R232); seed 002 (small local models).
 */
import { copySampleVault, type SampleVaultCopy, startScriptedServer } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

const design = '2026-03-10 Remote control functional design';
const summary = '## Summary\nThe team set the functional design (L10).\n\n## Decisions\n\n## Next steps\n';

describe('R232: ma summarize when the server cut the prompt', () => {
  let vault: SampleVaultCopy;
  beforeEach(async () => {
    vault = await copySampleVault();
  });
  afterEach(async () => vault.cleanup());

  it.each([
    [1200, true],
    [9000, false],
  ])('reported %i prompt tokens at step 1: warned %s', async (prompt, warned) => {
    const usage = { prompt_tokens: prompt, completion_tokens: 20 };
    const server = await startScriptedServer([
      { toolCalls: [{ name: 'read_transcript', arguments: { from: 1, to: 60 } }], usage },
      { toolCalls: [{ name: 'write_summary', arguments: { content: summary } }], usage },
      { text: 'Done.' },
    ]);
    try {
      const run = await runMa(['summarize', design, '--base-url', server.baseURL, '--model', 'test-model'], {
        cwd: vault.root,
      });
      expect(run.code, run.stderr).toBe(0);
      const out = `${run.stdout}\n${run.stderr}`;
      if (warned) {
        expect(out).toContain(
          'the server most likely cut the prompt: at step 1 it counted 1200 prompt tokens',
        );
        expect(out).toContain('OLLAMA_CONTEXT_LENGTH=');
      } else expect(out).not.toContain('cut the prompt');
    } finally {
      await server.close();
    }
  });
});
