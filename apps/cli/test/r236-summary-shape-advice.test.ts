/**
 * R236: `ma summarize` with a small model that answers in prose instead of the summary's headings: the
 * run tells the model once which headings are missing and the exact shape, and its corrected answer is
 * written (the warning printed); a model that answers in prose again fails saying it was told once,
 * exit 1, the previous summary kept. The built `ma`, the scripted OpenAI-compatible server (streamed,
 * as `ma summarize` asks), a temp copy of the sample vault.
 * Spec: docs/contracts.md, Run outcomes; seed 002 (small local models).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { copySampleVault, type SampleVaultCopy, startScriptedServer } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

const design = '2026-03-10 Remote control functional design';
const summary =
  '## Summary\nThe team set the functional design (L10).\n\n## Decisions\nNone.\n\n## Next steps\nNone.\n';
const read = { toolCalls: [{ name: 'read_transcript', arguments: { from: 1, to: 60 } }] };
const prose = { text: 'The team talked about the remote control and agreed on its functional design.' };

describe('R236: ma summarize with a model that answers in prose', () => {
  let vault: SampleVaultCopy;
  beforeEach(async () => {
    vault = await copySampleVault();
  });
  afterEach(async () => vault.cleanup());

  it('told once, the corrected answer is written and the warning printed', async () => {
    const server = await startScriptedServer([read, prose, { text: summary }]);
    try {
      const run = await runMa(['summarize', design, '--base-url', server.baseURL, '--model', 'test-model'], {
        cwd: vault.root,
      });
      expect(run.code, run.stderr).toBe(0);
      expect(server.requests).toHaveLength(3);
      const advice = server.requests[2]!.body.messages.filter((m) => m.role === 'user').at(-1);
      expect(String(advice?.content)).toContain('Missing: "Summary", "Decisions", "Next steps".');
      expect(`${run.stdout}\n${run.stderr}`).toContain(
        "the model's first answer was not a summary in the shape of summary.template",
      );
      const note = await readFile(path.join(vault.root, 'Summaries', `${design}.md`), 'utf8');
      expect(note).toContain('The team set the functional design (L10).');
    } finally {
      await server.close();
    }
  });

  it('prose again after the advice: exit 1, told once, the previous summary kept', async () => {
    const file = path.join(vault.root, 'Summaries', `${design}.md`);
    const before = await readFile(file, 'utf8').catch(() => null);
    const server = await startScriptedServer([read, prose, prose, { text: summary }]);
    try {
      const run = await runMa(['summarize', design, '--base-url', server.baseURL, '--model', 'test-model'], {
        cwd: vault.root,
      });
      expect(run.code).toBe(1);
      expect(server.requests).toHaveLength(3);
      expect(run.stderr).toContain('the model was told once that its answer was not a summary');
      expect(await readFile(file, 'utf8').catch(() => null)).toBe(before);
    } finally {
      await server.close();
    }
  });
});
