/**
 * L297 (session 39): a meeting note whose author wrote a status of their own (`status: done`,
 * `status: Finished`, also as Obsidian's one-item list `[Finished]`) and that has no summary is never
 * summarized by the daemon (it says why in its log since R86), yet `ma doctor` said nothing of it.
 * Now doctor names each such meeting with its word and the fix (`status: ended`, or `ma summarize`);
 * a word of the user's own set after the summary (`reviewed`, with a `summary:` link) is not named, nor a
 * meeting dated after today (`status: planned`: prepared ahead, not held yet).
 * Built `ma`, sample-vault copy.
 * Spec: docs/vault-format.md (Meeting note, `status`); apps/daemon/README.md (trigger).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const t = sampleVaultPerTest();

async function setStatus(name: string, status: string): Promise<void> {
  const note = join(t.vault.root, `Meetings/${name}.md`);
  const text = await readFile(note, 'utf8');
  await writeFile(note, text.replace(/^status: .*$/m, `status: ${status}`));
}

describe('L297: ma doctor names meetings whose status is a word of the user’s own', {
  timeout: 150_000,
}, () => {
  it('L297: done and [Finished] without a summary are named with the fix; reviewed after a summary is not', async () => {
    await setStatus('2026-03-10 Remote control functional design', 'done');
    await setStatus('2026-03-11 Remote control conceptual design', '[Finished]');
    await setStatus('2026-03-09 Remote control kickoff', 'reviewed');
    // A meeting prepared ahead (dated after today) has not been held: not named.
    await setStatus('2026-03-12 Remote control detailed design', 'planned');
    const ahead = join(t.vault.root, 'Meetings/2026-03-12 Remote control detailed design.md');
    await writeFile(ahead, (await readFile(ahead, 'utf8')).replace(/^date: .*$/m, 'date: 2099-01-05'));
    const run = await runMa(['doctor', '--vault', t.vault.root]);
    const line = run.stdout.split('\n').find((l) => l.includes('meetings:')) ?? '';
    expect(line).toMatch(/^warn\s+meetings:/);
    expect(line).toContain(
      '2 meetings without a summary whose status: is a word of your own, none of recording | ended | summarized | failed',
    );
    expect(line).toContain('Meetings/2026-03-10 Remote control functional design.md (status: done)');
    expect(line).toContain('Meetings/2026-03-11 Remote control conceptual design.md (status: Finished)');
    expect(line).not.toContain('kickoff');
    expect(line).not.toContain('detailed design');
    expect(run.stdout).toContain('set status: ended on each meeting named for the daemon to summarize it');
    expect(run.stdout).not.toContain('all good');
  });

  it('L297: the sample vault as shipped (ended, summarized) names none', async () => {
    const run = await runMa(['doctor', '--vault', t.vault.root]);
    expect(run.stdout).not.toContain('a word of your own');
    expect(run.stdout).toMatch(/ok\s+meetings:/);
  });
});
