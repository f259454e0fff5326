/**
 * L546: Ctrl-C or SIGTERM during one huge transcript line (a monologue export: tens of thousands of sentences in one
 * turn) under `ma summarize` (the offline engine) waited for the engine to finish the whole line: it looks at the stop every
 * 1,000 lines, and a line was one batch. The engine now works through such a line in parts (about 40,000 characters,
 * cut at sentence ends), a turn before each: the stop lands within a part. Built `ma` child process, temp copy of the
 * sample vault with a transcript whose second line is about 2 MB of the vault's real turns (about 40,000 sentences):
 * exit 130 / 143, nothing written, the cancelled run recorded; the time from the signal to the exit is printed (the
 * engine's own test counts the sentences split before the stop: packages/extractive/test/l546-stop-in-long-line.test.ts).
 * Spec: review2 N13 (a stop honoured while the engine works); issue 13; apps/cli/README.md, Exit codes.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseNote } from '@ma/core';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeMeetingWithTranscript } from './meeting-with-transcript.js';
import { runMa } from './run-ma.js';

const NAME = '2026-12-07 Monologue export';
let vault: SampleVaultCopy;
beforeEach(async () => {
  vault = await copySampleVault();
  // The sample vault's own turns, their speakers and stamps taken off, run together as one speaker's line.
  const texts: string[] = [];
  for (const file of (await readdir(join(vault.root, 'Transcripts'))).sort())
    for (const line of (await readFile(join(vault.root, 'Transcripts', file), 'utf8')).split('\n')) {
      const text = /^\[[\d:]+\] \*\*[^*]+:\*\* (.+)$/.exec(line)?.[1]?.trim();
      if (text && /[.!?]$/.test(text)) texts.push(text);
    }
  const parts: string[] = [];
  for (let i = 0, chars = 0; chars < 2_000_000; i++) {
    parts.push(texts[i % texts.length]!);
    chars += texts[i % texts.length]!.length + 1;
  }
  await writeMeetingWithTranscript(vault.root, NAME, [
    '[00:00:00] **Chair:** So what do you propose for the project?',
    `[00:00:01] **Ana Lopez:** ${parts.join(' ')}`,
    '[02:10:00] **Ben Okafor:** Yes, okay, good idea.',
  ]);
});
afterEach(async () => vault.cleanup());

describe('L546: a stop during one huge transcript line', () => {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)
    it(`L546: ${signal} while the offline engine works through the line: exit ${code}, nothing written, cancelled run recorded`, async () => {
      let sent = 0;
      const run = await runMa(['summarize', NAME, '--engine', 'extractive', '--vault', vault.root], {
        onSpawn: (child, output) => {
          const timer = setInterval(() => {
            if (output.stderr().includes('offline extractive engine')) {
              clearInterval(timer);
              // Into the engine's work on the line (reading 2 MB takes a few milliseconds).
              setTimeout(() => {
                sent = performance.now();
                child.kill(signal);
              }, 300);
            }
          }, 10);
          child.on('close', () => clearInterval(timer));
        },
      });
      process.stdout.write(`L546: ${signal} to exit: ${Math.round(performance.now() - sent)} ms\n`);
      expect(sent).toBeGreaterThan(0);
      expect(run.stderr).toContain('stopping cleanly');
      expect(run.code).toBe(code);
      await expect(readFile(join(vault.root, 'Summaries', `${NAME}.md`), 'utf8')).rejects.toThrow();
      const note = await readFile(join(vault.root, 'Meetings', `${NAME}.md`), 'utf8');
      expect(parseNote(note).frontmatter?.data.status).toBe('ended');
      expect(await readFile(join(vault.root, 'Assistant', `${NAME}.md`), 'utf8')).toMatch(/## Run cancelled/);
    }, 180_000);
});
