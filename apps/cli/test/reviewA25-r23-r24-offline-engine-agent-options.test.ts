/**
 * reviewA R23 (session 25): `ma summarize M --max-steps 3 --stream --tools compact --approvals deny` with
 * no model configured (or with `--engine extractive`) ran the offline engine and ignored every one of
 * these options without a word (exit 0). Now a warning names them and why; the run goes on as before.
 * Built `ma`, sample-vault copy (it configures no model).
 * Spec: apps/cli/README.md (`ma summarize`); reviewA R23.
 */
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const t = sampleVaultPerTest();
const MEETING = '2026-03-09 Remote control kickoff';

describe('R23: agent-only options given to the offline engine are named', { timeout: 150_000 }, () => {
  it('R23: no model configured: --max-steps, --stream, --tools, --approvals are named as ignored; the summary is written', async () => {
    const run = await runMa([
      'summarize',
      MEETING,
      '--vault',
      t.vault.root,
      '--max-steps',
      '3',
      '--stream',
      '--tools',
      'compact',
      '--approvals',
      'deny',
    ]);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain(
      'warning: --max-steps, --stream, --tools, --approvals are options of the agent engine and were ignored: the offline extractive engine runs (no model is configured)',
    );
    expect(run.stdout).toContain('summary:');
  });

  it('R23: --engine extractive with --base-url/--model and --max-steps names them too, and how to run the agent', async () => {
    const run = await runMa([
      'summarize',
      MEETING,
      '--vault',
      t.vault.root,
      '--engine',
      'extractive',
      '--base-url',
      'http://127.0.0.1:9/v1',
      '--model',
      'm',
      '--max-steps',
      '5',
    ]);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain(
      'warning: --base-url, --model, --max-steps are options of the agent engine and were ignored: the offline extractive engine runs (--engine extractive was given), which asks no model; leave out --engine extractive to run the agent',
    );
  });

  it('R23 guard: a plain offline run gets no such warning', async () => {
    const run = await runMa(['summarize', MEETING, '--vault', t.vault.root]);
    expect(run.code).toBe(0);
    expect(run.stderr).not.toContain('options of the agent engine');
  });
});

describe('R24: ma import --help names every transcript JSON it reads', () => {
  it('R24: AssemblyAI, Deepgram and Rev.ai JSON are in the help, as the refusal and the README name them', async () => {
    const run = await runMa(['import', '--help']);
    expect(run.code).toBe(0);
    const help = run.stdout.replace(/\s+/g, ' ');
    for (const name of ['Whisper', 'AssemblyAI', 'Deepgram', 'Rev.ai', 'Speechmatics'])
      expect(help).toContain(name);
  });
});
