/**
 * R12 through the built `ma`: `ma doctor` names the real cause of a failed tool-calling probe (an
 * HTTP 500 is a server failure, not "use native tool calling"; a cut reply says it was cut after N
 * bytes), and `ma summarize` says a stream cut mid-reply was cut (the endpoint was reached), not
 * "cannot reach". Real scripted server, temp sample vault.
 * Spec: issue R12; docs/contracts.md, @ma/agent (transport failures).
 */
import {
  completionChunk,
  copySampleVault,
  type SampleVaultCopy,
  type ScriptedTurn,
  sseChunks,
  startScriptedServer,
} from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

const design = '2026-03-10 Remote control functional design';

describe('R12: ma doctor and ma summarize name the real transport failure', () => {
  let vault: SampleVaultCopy;
  beforeEach(async () => {
    vault = await copySampleVault();
  });
  afterEach(async () => vault.cleanup());

  async function withServer(turn: ScriptedTurn, args: string[]) {
    const server = await startScriptedServer(() => turn);
    try {
      return await runMa([...args, '--base-url', server.baseURL, '--model', 'test-model'], {
        cwd: vault.root,
      });
    } finally {
      await server.close();
    }
  }

  it('R12: ma doctor against an endpoint answering HTTP 500: the server failed, not "use native tool calling"', async () => {
    const run = await withServer({ status: 500, body: { error: { message: 'CUDA out of memory' } } }, [
      'doctor',
    ]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /^FAIL tool calling: POST .*\/chat\/completions answered HTTP 500: CUDA out of memory/m,
    );
    expect(run.stdout).toMatch(
      /^ {5}fix: the server failed while answering \(it was reached\); check the server's log/m,
    );
    expect(run.stdout).not.toContain('native tool calling');
  });

  it('R12: ma doctor against a reply cut mid-way: says it was cut after N bytes', async () => {
    const run = await withServer(
      {
        raw: '{"id":"x","object":"chat.completion","choices":[{"index":0,"message":{"role":"assi',
        contentType: 'application/json',
        cut: true,
      },
      ['doctor'],
    );
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /^FAIL tool calling: .*was reached, but the connection closed mid-reply after \d+ bytes/m,
    );
    expect(run.stdout).not.toMatch(/cannot reach|native tool calling/);
  });

  it('R12: ma summarize --stream with a stream cut mid-reply: reached, cut after N bytes, exit 1', async () => {
    const partial = sseChunks([completionChunk({ role: 'assistant', content: 'The team' })], { done: false });
    const run = await withServer({ raw: partial, cut: true }, ['summarize', design, '--stream']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /^ma: the model endpoint .* was reached, but the connection closed mid-reply after \d+ bytes/m,
    );
    expect(run.stderr).not.toContain('cannot reach');
  });
});
