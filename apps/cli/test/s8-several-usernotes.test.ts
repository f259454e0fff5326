/**
 * Review 6 S8: a meeting note listing several user-notes notes (two note-takers) is summarized from all
 * of them by `ma summarize` (offline engine: every note feeds it), and the summary links each; a broken
 * link among them fails the run naming it (never `ok` with part of the notes); several transcripts are
 * refused saying why. Built `ma`, sample-vault copy.
 * Spec: docs/vault-format.md, Meeting note (`usernotes:`); review6 S8.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const design = '2026-03-10 Remote control functional design';
const NOTE = `Meetings/${design}.md`;
const SUMMARY = `Summaries/${design}.md`;

const t = sampleVaultPerTest();
const read = t.read;
const write = (rel: string, text: string) => writeFile(join(t.vault.root, rel), text);
async function setLine(key: string, yaml: string): Promise<void> {
  await write(NOTE, (await read(NOTE)).replace(new RegExp(`^${key}:.*$`, 'm'), yaml));
}

describe('S8: several user-notes notes', () => {
  it('S8: two notes feed the offline summary, which links both', async () => {
    await write('Notes/Whiteboard.md', '- Whiteboard: the yellow rubber casing wins the vote\n');
    await setLine('usernotes', `usernotes:\n  - "[[Notes/${design}]]"\n  - "[[Notes/Whiteboard]]"`);
    const run = await runMa(['summarize', design, '--vault', t.vault.root]);
    expect(run.stderr).not.toContain('not one link');
    expect(run.code).toBe(0);
    const summary = await read(SUMMARY);
    expect(summary).toContain('yellow rubber casing wins the vote');
    expect(summary).toContain('Target group 15-35');
    expect(summary).toContain(`usernotes:\n  - "[[Notes/${design}]]"\n  - "[[Notes/Whiteboard]]"\n`);
    // `ma tool` reads the second by `note`, and the first read names the second.
    const tool = (args: string) =>
      runMa(['tool', 'read_usernotes', '--meeting', design, '--vault', t.vault.root, '--args', args]);
    const second = await tool('{"note": "Notes/Whiteboard"}');
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('yellow rubber casing wins the vote');
    expect((await tool('{}')).stdout).toContain('also read: note: "Notes/Whiteboard.md"');
  });

  it('S8: a broken link among them fails the run naming it, nothing summarized', async () => {
    await setLine('usernotes', `usernotes: ["[[Notes/${design}]]", "[[Notes/Lost whiteboard]]"]`);
    const run = await runMa(['summarize', design, '--vault', t.vault.root]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('[[Notes/Lost whiteboard]]');
    await expect(read(SUMMARY)).rejects.toThrow();
  });

  it('S8: two transcripts are refused saying why', async () => {
    await setLine('transcript', `transcript: ["[[Transcripts/${design}]]", "[[Transcripts/${design}]]"]`);
    const run = await runMa(['summarize', design, '--vault', t.vault.root]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('a meeting has one transcript: a run reads, cites by line');
  });
});
