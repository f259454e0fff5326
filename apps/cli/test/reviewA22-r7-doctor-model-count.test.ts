/**
 * reviewA R7 (session 22): `ma doctor` said `"qwen3:8b" is not among the 0 models listed` for a server
 * that lists no model (LM Studio before a model is loaded, a fresh Ollama: the usual first run) and
 * `… the 1 models listed (x)` for one. Now: `the server lists no models (none is loaded or pulled yet)`,
 * `the one model listed`, `the 3 models listed`. The built `ma` against the testkit's scripted
 * OpenAI-compatible server (a real local HTTP server) on a sample-vault copy.
 * Spec: reviewA R7 (session 22); apps/cli/README.md (`ma doctor` lists the model).
 */
import { startScriptedServer } from '@ma/testkit';
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const t = sampleVaultPerTest();

describe('R7: ma doctor counts the models a server lists in words', () => {
  it('R7: none, one and several models', async () => {
    const cases: [string[], string][] = [
      [[], 'FAIL model: "qwen3:8b" is not listed: the server lists no models (none is loaded or pulled yet)'],
      [['llama3'], 'FAIL model: "qwen3:8b" is not among the one model listed (llama3)'],
      [['a', 'b', 'c'], 'FAIL model: "qwen3:8b" is not among the 3 models listed (a, b, c)'],
    ];
    for (const [models, line] of cases) {
      const server = await startScriptedServer([], { models });
      try {
        const run = await runMa([
          'doctor',
          '--vault',
          t.vault.root,
          '--base-url',
          server.baseURL,
          '--model',
          'qwen3:8b',
        ]);
        expect(run.code).toBe(1);
        expect(run.stdout).toContain(line);
      } finally {
        await server.close();
      }
    }
  });
});
