/**
 * Review session 34 V5, R58's kind for another reader: core waits for a meeting note caught in the empty
 * moment of an in-place save (truncate, then write), but the run's whole read of the transcript (and of
 * the user notes, the prompt files: `readVaultLines`) took that moment for the file's text: an empty
 * transcript, and a notes-only summary ("the transcript of this meeting is empty"), rc 0. It now waits
 * for the save and reads the saved text. Real files on a sample-vault copy; the save is held open by a
 * real file descriptor and finished inside the wait seam (no sleeps).
 * Spec: docs/atomic-writes.md (Saves in progress); newcomer session 33 N3.
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig, openVault } from '@ma/core';
import { copySampleVault } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readVaultLines } from '../src/vault-text.js';

const TRANSCRIPT = 'Transcripts/2026-03-09 Remote control kickoff.md';
let copy: Awaited<ReturnType<typeof copySampleVault>>;
beforeEach(async () => {
  copy = await copySampleVault();
});
afterEach(() => copy.cleanup());

describe('V5: a transcript caught in the empty moment of an in-place save is waited for', () => {
  it('readVaultLines reads the saved text, not an empty file', async () => {
    const vault = await openVault(copy.root, await loadConfig({ vault: copy.root }));
    const abs = path.join(copy.root, TRANSCRIPT);
    const text = await readFile(abs, 'utf8');
    const fd = openSync(abs, 'w'); // the editor's save has begun: truncated, not written yet
    let finished = false;
    const finish = async () => {
      if (finished) return;
      finished = true;
      writeSync(fd, text);
      closeSync(fd);
    };
    try {
      const { lines, total } = await readVaultLines(vault, TRANSCRIPT, 'transcript', { wait: finish });
      expect(total).toBeGreaterThan(10);
      expect(lines.join('\n')).toBe(text.replace(/\r?\n$/, '').replace(/\r\n/g, '\n'));
    } finally {
      await finish();
    }
  });
});
