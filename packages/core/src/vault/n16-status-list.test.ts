import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import type { TempDir } from '../test-support/temp-vault.js';
import { readMeeting } from './read-meeting.js';
import type { Vault } from './vault.js';

let vault: Vault;
let dir: TempDir;
beforeEach(async () => {
  ({ vault, dir } = await openSampleVault());
});
afterEach(async () => {
  await dir.cleanup();
});

describe('N16: status written as Obsidian writes a list-typed property', () => {
  for (const [yaml, status] of [
    ['status: [ended]', 'ended'],
    ['status:\n  - ended', 'ended'],
    ['status: ended', 'ended'],
    ['status: [ended, summarized]', null],
    ['status: []', null],
  ] as const) {
    it(`${JSON.stringify(yaml)} reads as ${JSON.stringify(status)}`, async () => {
      const rel = 'Meetings/N16.md';
      await writeFile(path.join(vault.root, rel), `---\ntitle: N16\n${yaml}\n---\nnotes\n`);
      expect((await readMeeting(vault, rel)).status).toBe(status);
    });
  }
});

describe('N16: setMeetingStatus keeps a one-item list a list', () => {
  it('status: [ended] becomes status: [summarized]; a plain status stays plain', async () => {
    const { setMeetingStatus } = await import('../artifacts/set-meeting-status.js');
    const { readFile } = await import('node:fs/promises');
    const rel = 'Meetings/N16.md';
    const file = path.join(vault.root, rel);
    await writeFile(file, '---\ntitle: N16\nstatus: [ended]\n---\nnotes\n');
    await setMeetingStatus(vault, rel, 'summarized');
    expect(await readFile(file, 'utf8')).toBe('---\ntitle: N16\nstatus: [summarized]\n---\nnotes\n');
    expect((await readMeeting(vault, rel)).status).toBe('summarized');
    await writeFile(file, '---\ntitle: N16\nstatus: ended\n---\nnotes\n');
    await setMeetingStatus(vault, rel, 'summarized');
    expect(await readFile(file, 'utf8')).toBe('---\ntitle: N16\nstatus: summarized\n---\nnotes\n');
  });
});
