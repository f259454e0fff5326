/**
 * N7 (hostile review): what the model endpoint and the model say never reaches the terminal raw.
 * An HTTP error body with ESC/OSC sequences is shown written out (`\x1b`) by `ma summarize` (its
 * retry lines and its `ma:` line) and `ma doctor`; a model's tool argument quoted by a refusal is
 * written out in the progress lines. Built `ma`, real scripted server, temp sample vault.
 */
import { copySampleVault, type SampleVaultCopy, type ScriptedTurn, startScriptedServer } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

const design = '2026-03-10 Remote control functional design';
const HOSTILE = 'bad request \u001b]0;owned\u0007\u001b[2K\rEverything is fine';
/** Any C0 control other than tab and line feed, or a C1 control. */
const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

describe('N7: endpoint and model text reach the terminal written out', () => {
  let vault: SampleVaultCopy;
  beforeEach(async () => {
    vault = await copySampleVault();
  });
  afterEach(async () => vault.cleanup());

  async function withServer(turns: (n: number) => ScriptedTurn, args: string[]) {
    const server = await startScriptedServer((_request, n) => turns(n));
    try {
      return await runMa([...args, '--base-url', server.baseURL, '--model', 'test-model'], {
        cwd: vault.root,
      });
    } finally {
      await server.close();
    }
  }

  it('an HTTP error body: ma summarize and ma doctor show its escapes written out', async () => {
    const turn: ScriptedTurn = { status: 400, raw: HOSTILE, contentType: 'text/plain' };
    const summarize = await withServer(() => turn, ['summarize', design, '--vault', '.']);
    expect(summarize.code).toBe(1);
    expect(summarize.stderr).toContain('bad request \\x1b]0;owned\\x07\\x1b[2K Everything is fine');
    expect(summarize.stderr).not.toMatch(RAW_CONTROL);
    const doctor = await withServer(() => turn, ['doctor', '--vault', '.']);
    expect(doctor.stdout).toContain('\\x1b]0;owned\\x07');
    expect(doctor.stdout + doctor.stderr).not.toMatch(RAW_CONTROL);
  });

  it("a model's tool argument quoted in a refusal is written out in the progress lines", async () => {
    const run = await withServer(
      (n) =>
        n === 0
          ? {
              toolCalls: [
                {
                  name: 'read_projectfile',
                  arguments: { project: 'remote-control\u001b[31m', path: 'x.md' },
                },
              ],
            }
          : { text: 'stopping' },
      ['summarize', design, '--vault', '.'],
    );
    expect(run.stderr).toMatch(/refused: project "remote-control\\x1b\[31m" is not bound/);
    expect(run.stderr).not.toMatch(RAW_CONTROL);
  });

  it("T4: a model's tool NAME is written out in the progress lines, as its refusal shows it", async () => {
    const run = await withServer(
      (n) =>
        n === 0
          ? { toolCalls: [{ name: '\u001b[2J\u001b]0;HACKED\u0007read_transcript', arguments: {} }] }
          : { text: 'stopping' },
      ['summarize', design, '--vault', '.'],
    );
    expect(run.stderr).toContain('tool \\x1b[2J\\x1b]0;HACKED\\x07read_transcript {}');
    expect(run.stderr).not.toMatch(RAW_CONTROL);
  });
});
