/**
 * Newcomer s35 F9: a meeting whose `status:` the user set by hand to a word of their own (`reviewed`
 * after reading the summary) had it replaced by `summarized` on the next run. The spec's vocabulary is
 * `recording | ended | summarized | failed` (docs/vault-format.md); any other word is the user's and
 * stays, in every form core reads (plain, any case, a one-item list); ours are still set. Real files
 * on a sample-vault copy.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import type { TempDir } from '../test-support/temp-vault.js';
import { readMeeting, type Vault } from '../vault/index.js';
import { commitSummary, isUserStatus } from './index.js';

const FUNCTIONAL = 'Meetings/2026-03-10 Remote control functional design.md';
const INPUT = { body: '## Summary\nText.\n', frontmatter: { date: '2026-03-10' } };

let dir: TempDir;
let vault: Vault;
beforeEach(async () => ({ dir, vault } = await openSampleVault()));
afterEach(() => dir.cleanup());

async function withStatus(line: string): Promise<string> {
  const abs = path.join(dir.root, FUNCTIONAL);
  const text = (await readFile(abs, 'utf8')).replace(/^status: .*$/m, line);
  await writeFile(abs, text);
  return text;
}

describe('F9: a status of the user\u2019s own', () => {
  for (const line of [
    'status: reviewed',
    'status: "Reviewed "',
    'status: [reviewed]',
    'status: to-review # mine',
  ])
    it(`keeps \`${line}\` and says so`, async () => {
      const text = await withStatus(line);
      const meeting = await readMeeting(vault, FUNCTIONAL);
      const result = await commitSummary(vault, meeting, INPUT);
      expect(result.statusKept).toEqual({ from: meeting.status, to: meeting.status, userValue: true });
      // Only the summary link was added: the status line is byte for byte the user's.
      const after = await readFile(path.join(dir.root, FUNCTIONAL), 'utf8');
      expect(after).toContain(`\n${line}\n`);
      expect(after.replace(/^summary: .*\n/m, '')).toBe(text.replace(/^summary: .*\n/m, ''));
    });

  for (const line of ['status: ended', 'status: Failed', 'status: [ended]', 'status: ""'])
    it(`still sets ours over \`${line}\``, async () => {
      await withStatus(line);
      const result = await commitSummary(vault, await readMeeting(vault, FUNCTIONAL), INPUT);
      expect(result.statusKept).toBeNull();
      expect((await readMeeting(vault, FUNCTIONAL)).status).toBe('summarized');
    });

  it('reads the vocabulary trimmed and in any case', () => {
    expect(['reviewed', ' Draft ', 'done'].map(isUserStatus)).toEqual([true, true, true]);
    expect(
      ['ended', ' RECORDING', 'Summarized', 'failed', '', '  ', null, undefined].map(isUserStatus),
    ).toEqual(Array(8).fill(false));
  });
});
