/**
 * L232 (session 34 leftovers): a meeting note (`.md`) whose bytes are a recording was named by its kind
 * in `ma doctor` (the reader's message) but without what to do, while a transcript or user notes of
 * the same bytes got the kind's advice. One wording now: `… is not a text note: its bytes are an audio
 * recording (MP3), whatever its name says; Meeting Assistant reads UTF-8 text only; transcribe it first …`.
 * Built `ma`, sample-vault copy.
 * Spec: docs/vault-format.md (Meeting note: UTF-8 text); leftovers s33 (refused by kind).
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const t = sampleVaultPerTest();
/** An MP3 with an ID3 tag: `ID3`, version, then tag bytes with NULs. */
const MP3 = Buffer.concat([Buffer.from('ID3'), Buffer.from([4, 0, 0, 0, 0, 0, 10]), Buffer.alloc(90, 0)]);

describe('L232: ma doctor says a meeting note that is a recording with its kind and advice', {
  timeout: 150_000,
}, () => {
  it('Meetings/<x>.md holding MP3 bytes', async () => {
    const note = 'Meetings/2026-03-09 Remote control kickoff.md';
    await writeFile(join(t.vault.root, note), MP3);
    const run = await runMa(['doctor', '--vault', t.vault.root]);
    expect(run.stdout).toContain(
      `${note} is not a text note: its bytes are an audio recording (MP3), whatever its name says; Meeting Assistant reads UTF-8 text only; transcribe it first`,
    );
  });
});
