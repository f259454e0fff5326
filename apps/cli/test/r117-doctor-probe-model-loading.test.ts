/**
 * R117 (newcomer, session 40): a local server loading the model (Ollama, LM Studio, llama.cpp: the first
 * request after a start answers after 30-60 s) made `ma doctor` print `FAIL tool calling: … timed out after
 * 30000 ms (3 tries)` with `fix: raise model.timeoutMs in meeting-assistant.json or check the server with
 * \`ma doctor\``: the probe ignores a larger model.timeoutMs (it waits at most 30 s a try, P15) and the user
 * had just run `ma doctor`, while `ma summarize` (120 s a try) worked. Now such a timeout is a `warn`
 * naming both waits and what to do; a probe that times out within the run's own timeout still FAILs, its
 * fix without the pointer to `ma doctor`. The doctor's model check itself against the testkit's scripted
 * OpenAI-compatible server (a real local HTTP server), the probe's bound lowered so the test waits ~1 s.
 * Spec: apps/cli/README.md (`ma doctor`); review 4 P15 (the probe's own bound); newcomer session 34 C1.
 */
import { parseConfig } from '@ma/core';
import { delayed, startScriptedServer } from '@ma/testkit';
import { describe, expect, it } from 'vitest';
import { checkModelEndpoint } from '../src/doctor/check-model-endpoint.js';

const PROBE = { toolCalls: [{ name: 'ping', arguments: { word: 'pong' } }] };

async function doctorModelChecks(timeoutMs: number) {
  // The model "loads" for 1.5 s on every request; the doctor's probe gives each try 0.4 s.
  const server = await startScriptedServer([delayed(1500, PROBE), delayed(1500, PROBE)], {
    models: ['qwen3:8b'],
  });
  try {
    const model = parseConfig({
      model: { baseURL: server.baseURL, model: 'qwen3:8b', timeoutMs, retry: { attempts: 1, delayMs: 0 } },
    }).model;
    if (!model) throw new Error('no model configured');
    return await checkModelEndpoint(model, {
      env: {},
      signal: new AbortController().signal,
      probeTimeoutMs: 400,
    });
  } finally {
    await server.close();
  }
}

describe('R117: ma doctor on a server still loading the model', () => {
  it('R117: the probe times out within its own bound while a run would wait longer → warn naming both waits, no FAIL, no "raise model.timeoutMs"', async () => {
    const checks = await doctorModelChecks(120_000);
    const tool = checks.find((c) => c.label === 'tool calling');
    expect(tool?.status).toBe('warn');
    expect(tool?.detail).toMatch(/^not checked: .*timed out after 400 ms/);
    expect(String(tool?.fix)).toContain(
      "ma doctor's probe waits at most 0.4 s a try, ma summarize 120 s (model.timeoutMs)",
    );
    expect(String(tool?.fix)).toContain('run ma doctor again once the model is loaded');
    expect(String(tool?.fix)).not.toContain('raise model.timeoutMs');
    expect(checks.some((c) => c.status === 'fail')).toBe(false);
  });

  it('R117: a timeout the run would hit too (model.timeoutMs within the probe bound) still FAILs; its fix no longer sends the user to `ma doctor`', async () => {
    const checks = await doctorModelChecks(300);
    const tool = checks.find((c) => c.label === 'tool calling');
    expect(tool?.status).toBe('fail');
    expect(String(tool?.fix)).toBe('raise model.timeoutMs in meeting-assistant.json');
  });
});
