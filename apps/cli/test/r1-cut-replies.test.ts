/**
 * R1 through `ma summarize`: a reply cut at the token limit after a draft, and the step cap reached
 * while the model was still writing, end as failures on the console (`ma: …` on stderr, exit 1,
 * `--json` reason `truncated` / `max-steps`) with nothing saved; a summary finished at the cap is
 * saved with a warning on stderr. Built `ma`, real scripted server, temp sample vault.
 * Spec: issue R1; apps/cli/README.md, Exit codes.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  copySampleVault,
  type SampleVaultCopy,
  type ScriptedTurn,
  // L285: its model reads the transcript before it writes the summary.
  startReadingServer as startScriptedServer,
} from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

const design = '2026-03-10 Remote control functional design';
const part = (content: string, extra: Record<string, unknown> = {}): ScriptedTurn => ({
  toolCalls: [{ name: 'write_summary', arguments: { content, ...extra } }],
});

describe('R1: ma summarize never reports a cut or unfinished summary as done', () => {
  let vault: SampleVaultCopy;
  beforeEach(async () => {
    vault = await copySampleVault();
  });
  afterEach(async () => vault.cleanup());
  const read = (rel: string) => readFile(join(vault.root, rel), 'utf8');
  const summary = () => read(`Summaries/${design}.md`).catch(() => null);

  async function summarize(script: ScriptedTurn[], args: string[]) {
    const server = await startScriptedServer(script);
    try {
      return await runMa(
        ['summarize', design, '--base-url', server.baseURL, '--model', 'test-model', ...args],
        {
          cwd: vault.root,
        },
      );
    } finally {
      await server.close();
    }
  }

  it('R1: a reply cut at finish_reason "length" after a draft: exit 1, reason truncated, nothing saved', async () => {
    const script = [
      part('## Summary\nFirst part.\n'),
      { ...part('\n## Decisions\n- Use a'), finishReason: 'length' },
    ];
    const run = await summarize(script, ['--json']);
    expect(run.code).toBe(1);
    const out = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}');
    expect(out).toMatchObject({ ok: false, error: { reason: 'truncated' } });
    expect(out.error.message).toContain(`cut at its token limit (finish_reason "length")`);
    expect(run.stderr).toMatch(/^ma: the model's reply was cut at its token limit/m);
    expect(await summary()).toBeNull();
    expect(await read(`Meetings/${design}.md`)).not.toContain('status: summarized');
  });

  it('R1: the step cap reached while the model still writes: exit 1, reason max-steps, the console says so', async () => {
    const script = [part('## Summary\nA.\n'), part('\n## Decisions\n- B\n'), part('\n## Next steps\n- C\n')];
    const text = await summarize(script, ['--max-steps', '3']);
    expect(text.code).toBe(1);
    expect(text.stderr).toMatch(
      /^ma: stopped after 3 tool steps \(model\.maxSteps is 3\) before the model finished the summary/m,
    );
    const json = await summarize(script, ['--max-steps', '3', '--json']);
    expect(JSON.parse(json.stdout.trim().split('\n').at(-1) ?? '{}')).toMatchObject({
      ok: false,
      error: { reason: 'max-steps' },
    });
    expect(await summary()).toBeNull();
  });

  it('R1: a summary replaced whole on the last step is saved, and stderr warns about the cap', async () => {
    const whole = '## Summary\nA.\n\n## Decisions\n- B\n\n## Next steps\n- C\n';
    const script = [
      part('## Summary\nA.\n'),
      part('\n## Decisions\n- B\n'),
      part(whole, { replace_file: true }),
    ];
    const run = await summarize(script, ['--max-steps', '3']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain('warning: the step cap (model.maxSteps 3) was reached');
    expect(await summary()).toContain('- C');
  });
});
