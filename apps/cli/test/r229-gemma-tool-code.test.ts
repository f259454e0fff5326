/**
 * R229: `ma summarize` against a Gemma that prints its calls as Python in a ```tool_code``` fence (Ollama,
 * LM Studio): the read and the write run and the summary is written (exit 0), where the run ended on the
 * first reply with "the model finished without writing a summary". The built `ma`, the scripted
 * OpenAI-compatible server (streamed, as `ma summarize` asks), a temp copy of the sample vault.
 * Spec: hostile case B29; seed 002 (small local models).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy, startScriptedServer } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

const design = '2026-03-10 Remote control functional design';

describe('R229: ma summarize with Gemma tool_code calls', () => {
  let vault: SampleVaultCopy;
  beforeEach(async () => {
    vault = await copySampleVault();
  });
  afterEach(async () => vault.cleanup());

  it('the printed read and write run; the summary is written, exit 0', async () => {
    const server = await startScriptedServer([
      { text: '```tool_code\nread_transcript(from=1, to=60)\n```' },
      {
        text: '```tool_code\nprint(default_api.write_summary(content="## Summary\\nGemma wrote this (L10).\\n\\n## Decisions\\n\\n## Next steps\\n"))\n```',
      },
      { text: 'Done.' },
    ]);
    try {
      const run = await runMa(['summarize', design, '--base-url', server.baseURL, '--model', 'gemma3:4b'], {
        cwd: vault.root,
      });
      expect(run.code, run.stderr).toBe(0);
      expect(server.requests).toHaveLength(3);
      expect(await readFile(join(vault.root, `Summaries/${design}.md`), 'utf8')).toContain(
        'Gemma wrote this (L10).',
      );
    } finally {
      await server.close();
    }
  });
});
