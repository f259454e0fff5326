/**
 * Issue 9 items H7, H9, H10, H14 through the built `ma` binary against the real scripted server:
 * a cut-off reply fails with `truncated`; `ma doctor` and `ma summarize` show the server's own
 * error message (vLLM's flat body); `ma doctor --model qwen3` matches a listed `qwen3:latest`,
 * naming it; a hand-edited summary is kept unless --force.
 * Spec: issue 9, H7 (cut-off replies), H9 (error bodies), H10 (implicit tags), H14 (hand-edited summaries).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy, startScriptedServer } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

const VLLM = '"auto" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set';
const vllmBody = { object: 'error', message: VLLM, type: 'BadRequestError', param: null, code: 400 };

const MEETING = '2026-03-10 Remote control functional design';

describe('H7/H9/H10 in ma doctor and ma summarize', () => {
  let vault: SampleVaultCopy;
  beforeEach(async () => {
    vault = await copySampleVault();
  });
  afterEach(async () => vault.cleanup());

  it("H9: ma doctor shows vLLM's message for a rejected tool-calling probe", async () => {
    const server = await startScriptedServer([
      { status: 400, body: vllmBody },
      { status: 400, body: vllmBody },
    ]);
    try {
      const run = await runMa(['doctor', '--base-url', server.baseURL, '--model', 'test-model'], {
        cwd: vault.root,
      });
      expect(run.code, run.stdout).toBe(1);
      expect(run.stdout).toMatch(
        /^FAIL tool calling: .*answered HTTP 400: "auto" tool choice requires --enable-auto-tool-choice/m,
      );
      expect(run.stdout).not.toContain('Bad Request');
    } finally {
      await server.close();
    }
  }, 120_000);

  it("H9: ma summarize shows vLLM's message (text, --json and --stream)", async () => {
    for (const extra of [[], ['--json'], ['--stream']]) {
      const server = await startScriptedServer([{ status: 400, body: vllmBody }]);
      try {
        const run = await runMa(
          [
            'summarize',
            '2026-03-10 Remote control functional design',
            '--base-url',
            server.baseURL,
            '--model',
            'test-model',
            ...extra,
          ],
          { cwd: vault.root },
        );
        expect(run.code, run.stderr).toBe(1);
        expect(run.stderr).toContain(`model endpoint returned HTTP 400: ${VLLM}`);
        if (extra[0] === '--json') {
          const last = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '');
          expect(last.ok).toBe(false);
          expect(last.error.message).toContain(VLLM);
        }
      } finally {
        await server.close();
      }
    }
  }, 120_000);

  it('H10: ma doctor --model qwen3 against a server listing qwen3:latest is ok and names the id', async () => {
    const server = await startScriptedServer([{ toolCalls: [{ name: 'ping', arguments: {} }] }], {
      models: ['llama3.1:8b', 'qwen3:latest'],
    });
    try {
      const run = await runMa(['doctor', '--base-url', server.baseURL, '--model', 'qwen3'], {
        cwd: vault.root,
      });
      expect(run.code, run.stdout).toBe(0);
      expect(run.stdout).toContain('ok   model: "qwen3" is listed as "qwen3:latest"');
      expect(run.stdout).not.toContain('FAIL');
    } finally {
      await server.close();
    }
  }, 120_000);

  it('H7: ma summarize --json --stream with a reply cut at finish_reason "length": exit 1, reason truncated, no summary', async () => {
    const server = await startScriptedServer([
      {
        text: '## Summary\nThe team agreed on the design.\n\n## Decisions\n- Use a yel',
        finishReason: 'length',
      },
    ]);
    try {
      const summary = join(vault.root, 'Summaries', `${MEETING}.md`);
      const before = await readFile(summary, 'utf8').catch(() => null);
      const run = await runMa(
        ['summarize', MEETING, '--base-url', server.baseURL, '--model', 'test-model', '--json', '--stream'],
        { cwd: vault.root },
      );
      expect(run.code, run.stderr).toBe(1);
      const last = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '');
      expect(last).toMatchObject({ ok: false, error: { reason: 'truncated' } });
      expect(last.error.message).toContain('cut off');
      expect(await readFile(summary, 'utf8').catch(() => null)).toBe(before);
    } finally {
      await server.close();
    }
  }, 120_000);

  it('H14: ma summarize refuses a hand-edited summary (exit 1, --json reason edited) and --force replaces it', async () => {
    const summary = join(vault.root, 'Summaries', `${MEETING}.md`);
    const first = await runMa(['summarize', MEETING, '--vault', vault.root]);
    expect(first.code, first.stderr).toBe(0);
    const edited = (await readFile(summary, 'utf8')).replace(
      '## Next steps',
      '## Next steps\n- Call the supplier (added by hand).',
    );
    await writeFile(summary, edited);

    const refused = await runMa(['summarize', MEETING, '--vault', vault.root, '--json']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`Summaries/${MEETING}.md was edited since Meeting Assistant wrote it`);
    expect(refused.stderr).toContain('--force');
    expect(JSON.parse(refused.stdout.trim().split('\n').at(-1) ?? '')).toMatchObject({
      ok: false,
      error: { reason: 'edited' },
    });
    expect(await readFile(summary, 'utf8')).toBe(edited);

    const forced = await runMa(['summarize', MEETING, '--vault', vault.root, '--force']);
    expect(forced.code, forced.stderr).toBe(0);
    expect(await readFile(summary, 'utf8')).not.toContain('added by hand');
    expect(await readFile(join(vault.root, '.trash', 'Summaries', `${MEETING}.md`), 'utf8')).toBe(edited);
  }, 180_000);
});
