/**
 * L54: a meeting name copied out of an Obsidian link without its brackets — `proj#Heading`,
 * `proj#^block`, `proj|Alias` — was "meeting not found": only `[[…]]` was read as a link. A plain
 * name is now tried as typed (a note may be named `Sprint #3`), then as the link's target; a
 * wikilink's target, then its literal text. Core's `nameReadings` is the one rule; every command
 * and tool that takes a meeting name goes through `resolveMeeting`. Real files, temp sample vault.
 * Spec: L54; docs/contracts.md, Names and links.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NotFoundError } from '../errors/index.js';
import { nameReadings } from '../names/index.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import type { TempDir } from '../test-support/temp-vault.js';
import { resolveMeeting } from './resolve-meeting.js';
import type { Vault } from './vault.js';

let vault: Vault;
let dir: TempDir;
beforeEach(async () => {
  ({ vault, dir } = await openSampleVault());
  await writeFile(path.join(vault.root, 'Meetings/Sprint #3 review.md'), '---\ntitle: Sprint 3\n---\nbody\n');
});
afterEach(async () => dir.cleanup());

const KICKOFF = 'Meetings/2026-03-09 Remote control kickoff.md';

describe('L54: a meeting name given as a link target with #heading, ^block or |alias', () => {
  it('L54 resolves every form to the note; a note named with # is still found as typed', async () => {
    for (const ref of [
      '2026-03-09 Remote control kickoff#Decisions',
      '2026-03-09 Remote control kickoff#^abc123',
      '2026-03-09 Remote control kickoff^abc123',
      '2026-03-09 Remote control kickoff|Kickoff',
      '2026-03-09 Remote control kickoff#Decisions|Kickoff',
      'Remote control kickoff#Decisions',
      'Meetings/2026-03-09 Remote control kickoff#Decisions',
      '[[2026-03-09 Remote control kickoff#Decisions|Kickoff]]',
    ]) {
      expect(await resolveMeeting(vault, ref), ref).toBe(KICKOFF);
    }
    expect(await resolveMeeting(vault, 'Sprint #3 review')).toBe('Meetings/Sprint #3 review.md');
    expect(await resolveMeeting(vault, '[[Sprint #3 review]]')).toBe('Meetings/Sprint #3 review.md');
  });

  it('L54 a name found by neither reading is not found, naming what was typed', async () => {
    const error = await resolveMeeting(vault, 'No such meeting#Decisions').catch((e: unknown) => e);
    expect(NotFoundError.isInstance(error)).toBe(true);
    expect((error as Error).message).toContain('meeting not found: No such meeting#Decisions');
  });

  it('L54 nameReadings: typed first, then the link target; links: target, then literal', () => {
    expect(nameReadings('proj#Heading')).toEqual(['proj#Heading', 'proj']);
    expect(nameReadings('proj|Alias')).toEqual(['proj|Alias', 'proj']);
    expect(nameReadings('proj')).toEqual(['proj']);
    expect(nameReadings('[[proj#H|A]]')).toEqual(['proj', 'proj#H']);
    expect(nameReadings('  ')).toEqual([]);
  });
});
