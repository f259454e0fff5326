/**
 * reviewA R7 (session 22): `ma doctor` said `"qwen3:8b" is not among the 0 models listed` for a server
 * that lists no model (LM Studio before a model is loaded, a fresh Ollama: the usual first run) and
 * `… the 1 models listed (x)` for one. Now: `the server lists no models (none is loaded or pulled yet)`,
 * `the one model listed`, `the 3 models listed`. The testkit's scripted OpenAI-compatible server (a real local
 * HTTP server): the built `ma doctor` on a sample-vault copy for the line as printed, and the doctor's model check
 * itself for each count, its probe answered at once (L109, session 28: three whole `ma doctor` runs, each probe retrying
 * an exhausted script's 500 with back-off, came near the 30 s limit under load).
 * Spec: reviewA R7 (session 22); apps/cli/README.md (`ma doctor` lists the model).
 */
import { parseConfig } from '@ma/core';
import { startScriptedServer } from '@ma/testkit';
import { describe, expect, it } from 'vitest';
import { checkModelEndpoint } from '../src/doctor/check-model-endpoint.js';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const t = sampleVaultPerTest();

describe('R7: ma doctor counts the models a server lists in words', () => {
  it('R7: none, one and several models', async () => {
    const cases: [string[], string][] = [
      [[], '"qwen3:8b" is not listed: the server lists no models (none is loaded or pulled yet)'],
      [['llama3'], '"qwen3:8b" is not among the one model listed (llama3)'],
      [['a', 'b', 'c'], '"qwen3:8b" is not among the 3 models listed (a, b, c)'],
    ];
    for (const [models, detail] of cases) {
      // The tool-calling probe gets its answer at once: an exhausted script answers 500, which the probe retries
      // with back-off (most of the 30 s this test came near under load; L109).
      const probe = { toolCalls: [{ name: 'ping', arguments: { word: 'pong' } }] };
      const server = await startScriptedServer([probe, probe], { models });
      try {
        const model = parseConfig({ model: { baseURL: server.baseURL, model: 'qwen3:8b' } }).model;
        if (!model) throw new Error('no model configured');
        const checks = await checkModelEndpoint(model, { env: {}, signal: new AbortController().signal });
        expect(
          checks.find((c) => c.label === 'model'),
          models.join(','),
        ).toMatchObject({ status: 'fail', detail });
        // The line as `ma doctor` prints it, once.
        if (models.length === 0) {
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
          expect(run.stdout).toContain(`FAIL model: ${detail}`);
        }
      } finally {
        await server.close();
      }
    }
  });
});
