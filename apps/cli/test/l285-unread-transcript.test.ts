/**
 * L285: `ma summarize` with a model that writes a summary without reading the transcript exits 1 with one
 * clear message (the model never read it, the summary was not written, the failure recorded, the text kept);
 * nothing is marked summarized. With one read of the transcript the same model's summary is written (exit 0).
 * The built `ma`, the scripted OpenAI-compatible server, a temp copy of the sample vault.
 * Spec: docs/session.md (L285); issue "honest summaries" (coverage).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy, startScriptedServer } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

const design = '2026-03-10 Remote control functional design';
const body =
  '## Summary\nThe team set the functional design.\n\n## Decisions\n- Rubber case.\n\n## Next steps\n';
const write = { toolCalls: [{ name: 'write_summary', arguments: { content: body } }] };

describe('L285: ma summarize when the model never read the transcript', () => {
  let vault: SampleVaultCopy;
  beforeEach(async () => {
    vault = await copySampleVault();
  });
  afterEach(async () => vault.cleanup());
  const read = (rel: string) => readFile(join(vault.root, rel), 'utf8');

  it('exit 1, the message says so and what was written; the draft is in the record, nothing summarized', async () => {
    const server = await startScriptedServer([write, { text: 'Done.' }]);
    try {
      const run = await runMa(['summarize', design, '--base-url', server.baseURL, '--model', 'test-model'], {
        cwd: vault.root,
      });
      expect(run.code, run.stderr).toBe(1);
      expect(run.stderr).toContain(
        `the model never read the transcript Transcripts/${design}.md (0 of 597 lines read), so the text it wrote is not a summary of the meeting; the summary was not written (the failure was recorded in Assistant/${design}.md; the meeting note Meetings/${design}.md was set to status: failed)`,
      );
      expect(run.stdout).not.toContain('summary:');
      await expect(read(`Summaries/${design}.md`)).rejects.toThrow();
      expect(await read(`Meetings/${design}.md`)).toMatch(/^status: failed$/m);
      const context = await read(`Assistant/${design}.md`);
      expect(context).toContain('## Run failed');
      expect(context).toContain('The team set the functional design.');
    } finally {
      await server.close();
    }
  });

  it('one read of the transcript first: the summary is written, exit 0', async () => {
    const server = await startScriptedServer([
      { toolCalls: [{ name: 'read_transcript', arguments: { from: 7, to: 8 } }] },
      write,
      { text: 'Done.' },
    ]);
    try {
      const run = await runMa(['summarize', design, '--base-url', server.baseURL, '--model', 'test-model'], {
        cwd: vault.root,
      });
      expect(run.code, run.stderr).toBe(0);
      expect(await read(`Summaries/${design}.md`)).toContain('The team set the functional design.');
      expect(await read(`Meetings/${design}.md`)).toMatch(/^status: summarized$/m);
    } finally {
      await server.close();
    }
  });
});
