/**
 * L309: `ma summarize` of a meeting note macOS named in NFD (`Re\u0301union.md`) wrote its summary and
 * context notes under NFC names, so the vault held both spellings of one name (on Linux and in a
 * synced vault, two files). The notes the product names after a meeting now take each segment's
 * normalization form from the meeting note's own. Real files, a temp copy of the sample vault.
 * Spec: docs/vault-format.md (folder layout); docs/contracts.md, Names and links.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { artifactPaths } from '../artifacts/artifact-paths.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import type { TempDir } from '../test-support/temp-vault.js';
import { readMeeting } from './read-meeting.js';
import type { Vault } from './vault.js';

let vault: Vault;
let dir: TempDir;
beforeEach(async () => {
  ({ vault, dir } = await openSampleVault());
});
afterEach(async () => dir.cleanup());

/** Writes a meeting note at `rel` and returns where its summary and context notes go. */
async function pathsOf(rel: string): Promise<{ summary: string; context: string }> {
  await mkdir(path.dirname(path.join(vault.root, rel)), { recursive: true });
  await writeFile(path.join(vault.root, rel), '---\ndate: 2026-03-01\n---\nbody\n');
  return artifactPaths(vault, await readMeeting(vault, rel));
}

describe('L309: notes named after a meeting keep its normalization form', () => {
  it('L309: an NFD meeting name gives NFD summary and context names; an NFC one NFC', async () => {
    const nfd = '2026-03-01 R\u00e9union \u00e9quipe #2'.normalize('NFD');
    const got = await pathsOf(`Meetings/${nfd}.md`);
    const safe = '2026-03-01 R\u00e9union \u00e9quipe 2'.normalize('NFD');
    expect(got.summary).toBe(`Summaries/${safe}.md`);
    expect(got.context).toMatch(new RegExp(`/${safe}\\.md$`));
    const nfc = await pathsOf('Meetings/2026-03-02 Caf\u00e9.md');
    expect(nfc.summary).toBe('Summaries/2026-03-02 Caf\u00e9.md');
  });

  it('L309: each folder segment keeps its own form', async () => {
    const folder = '\u00c9quipe'.normalize('NFD');
    const got = await pathsOf(`Meetings/${folder}/2026-03-03 Caf\u00e9.md`);
    expect(got.summary).toBe(`Summaries/${folder}/2026-03-03 Caf\u00e9.md`);
  });
});
