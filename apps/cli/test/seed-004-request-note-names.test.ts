/**
 * Seed 004 (docs/approvals.md): request notes of two meetings with the same file name in
 * different folders (`Meetings/a/Standup.md`, `Meetings/b/Standup.md`) never share or overwrite
 * one note under `Assistant/Requests/`: two `ma tool request_project_association` processes ask at
 * once through `vault-note`, each gets its own note named after its meeting's path, and each
 * answer reaches only its own meeting. The built `ma` binary, real files, a temp sample vault copy.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

let vault: SampleVaultCopy;
beforeEach(async () => {
  vault = await copySampleVault();
  const file = join(vault.root, 'meeting-assistant.json');
  const config = JSON.parse(await readFile(file, 'utf8'));
  config.approvals = { ...config.approvals, prompt: 'vault-note', timeoutMs: 120_000 };
  await writeFile(file, JSON.stringify(config));
});
afterEach(async () => vault.cleanup());

const REQUESTS = 'Assistant/Requests';

/** The request notes so far: file name → text (only whole `.md` notes). */
async function requestNotes(): Promise<Map<string, string>> {
  const folder = join(vault.root, REQUESTS);
  const names = (await readdir(folder).catch(() => [] as string[])).filter((n) => n.endsWith('.md'));
  return new Map(
    await Promise.all(names.map(async (n) => [n, await readFile(join(folder, n), 'utf8')] as const)),
  );
}

describe('seed 004: request notes of two meetings named alike', { timeout: 120_000 }, () => {
  it('seed 004: Meetings/a/Standup and Meetings/b/Standup asking at once get one request note each, and each answer reaches only its meeting', async () => {
    for (const folder of ['a', 'b']) {
      await mkdir(join(vault.root, 'Meetings', folder), { recursive: true });
      await writeFile(
        join(vault.root, 'Meetings', folder, 'Standup.md'),
        '---\ndate: 2026-03-12\nstatus: ended\nprojects: [remote-control]\n---\nStandup notes.\n',
      );
    }
    const ask = (folder: string) =>
      runMa([
        'tool',
        'request_project_association',
        '--meeting',
        `Meetings/${folder}/Standup.md`,
        '--vault',
        vault.root,
        '--args',
        JSON.stringify({
          project: 'website-redesign',
          reason: `the ${folder} standup discussed the website`,
        }),
      ]);
    const [a, b] = [ask('a'), ask('b')];
    let notes = await requestNotes();
    while (notes.size < 2 || [...notes.values()].some((t) => !t.includes('- [ ] Approve'))) {
      await new Promise((r) => setTimeout(r, 100));
      notes = await requestNotes();
    }
    expect(notes.size).toBe(2);
    const noteOf = (folder: string) => {
      const hits = [...notes].filter(([, text]) => text.includes(`[[Meetings/${folder}/Standup]]`));
      expect(hits, folder).toHaveLength(1);
      return hits[0]!;
    };
    const [nameA, textA] = noteOf('a');
    const [nameB, textB] = noteOf('b');
    expect(nameA).not.toBe(nameB);
    // Named after the meeting's path, so a user can tell them apart in the folder (its `/` is a space: L115).
    expect(nameA).toContain('with a Standup');
    expect(nameB).toContain('with b Standup');
    await writeFile(join(vault.root, REQUESTS, nameA), textA.replace('- [ ] Approve', '- [x] Approve'));
    await writeFile(join(vault.root, REQUESTS, nameB), textB.replace('- [ ] Deny', '- [x] Deny'));
    const [ra, rb] = [await a, await b];
    expect(ra.code, ra.stderr).toBe(0);
    expect(ra.stdout).toMatch(/^approved: project "website-redesign" is now associated/);
    expect(rb.stdout).toMatch(/^denied/);
    expect(await readFile(join(vault.root, 'Meetings/a/Standup.md'), 'utf8')).toContain('website-redesign');
    expect(await readFile(join(vault.root, 'Meetings/b/Standup.md'), 'utf8')).not.toContain(
      'website-redesign',
    );
    const after = await requestNotes();
    expect(after.get(nameA)).toMatch(/status: approved/);
    expect(after.get(nameB)).toMatch(/status: denied/);
  });
});
