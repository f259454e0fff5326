/**
 * N13: SIGTERM during an offline `ma summarize` stops it before the commit: exit 143, `--json`
 * `{"ok":false,"error":{"reason":"interrupted"}}`, no summary written, the meeting note not
 * marked summarized, the cancelled run in the context note — exit code and JSON agree.
 * Built `ma` child process, temp copy of the sample vault with a long transcript.
 * Spec: review2 N13; apps/cli/README.md, Exit codes.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseNote } from '@ma/core';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeMeetingWithTranscript } from './meeting-with-transcript.js';
import { runMa } from './run-ma.js';

const NAME = '2026-11-30 Long review';
let vault: SampleVaultCopy;
beforeEach(async () => {
  vault = await copySampleVault();
  const lines = Array.from(
    { length: 20_000 },
    (_, i) =>
      `[${String(Math.floor(i / 3600)).padStart(2, '0')}:${String(Math.floor(i / 60) % 60).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}] **${i % 2 ? 'Ben Okafor' : 'Alice Moreau'}:** We decided to review item ${i} of the casing plan next week.`,
  );
  await writeMeetingWithTranscript(vault.root, NAME, lines);
});
afterEach(async () => vault.cleanup());

describe('N13: a stop during the offline engine', () => {
  it('N13: SIGTERM while the offline engine reads: exit 143, --json interrupted, nothing written, cancelled run recorded', async () => {
    const run = await runMa(['summarize', NAME, '--vault', vault.root, '--json'], {
      onSpawn: (child, output) => {
        const timer = setInterval(() => {
          if (output.stderr().includes('offline extractive engine')) {
            clearInterval(timer);
            child.kill('SIGTERM');
          }
        }, 10);
        child.on('close', () => clearInterval(timer));
      },
    });
    expect(run.stderr).toContain('stopping cleanly');
    expect(run.code).toBe(143);
    expect(JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '')).toMatchObject({
      ok: false,
      error: { reason: 'interrupted' },
    });
    await expect(readFile(join(vault.root, 'Summaries', `${NAME}.md`), 'utf8')).rejects.toThrow();
    const note = await readFile(join(vault.root, 'Meetings', `${NAME}.md`), 'utf8');
    expect(parseNote(note).frontmatter?.data.status).toBe('ended');
    expect(await readFile(join(vault.root, 'Assistant', `${NAME}.md`), 'utf8')).toMatch(/## Run cancelled/);
  }, 60_000);
});
