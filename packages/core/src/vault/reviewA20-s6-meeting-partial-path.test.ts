/**
 * reviewA S6 (session 20): in a vault with a folder per year, `ma summarize 2026/Standup` said `meeting not found …;
 * did you mean "Standup"?` — and `Standup` alone is ambiguous (2025/Standup, 2026/Standup). A path that names no
 * file is now matched by its end against the meeting notes, as Obsidian resolves `[[2026/Standup]]`; several matches
 * are ambiguous as a name is; nothing outside the meetings folder is reached. Real files, a temp sample-vault copy.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AmbiguousError, NotFoundError, PathSafetyError } from '../errors/index.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import type { TempDir } from '../test-support/temp-vault.js';
import { resolveMeeting } from './resolve-meeting.js';
import type { Vault } from './vault.js';

let vault: Vault;
let dir: TempDir;
beforeEach(async () => {
  ({ vault, dir } = await openSampleVault());
  for (const at of ['Meetings/2025', 'Meetings/2026', 'Meetings/Team/2026', 'Projects/remote-control/2026']) {
    await mkdir(path.join(vault.root, at), { recursive: true });
  }
  const note = '---\ntitle: Standup\n---\nbody\n';
  await writeFile(path.join(vault.root, 'Meetings/2025/Standup.md'), note);
  await writeFile(path.join(vault.root, 'Meetings/2026/Standup.md'), note);
  await writeFile(path.join(vault.root, 'Meetings/Team/2026/Retro.md'), note);
  await writeFile(path.join(vault.root, 'Projects/remote-control/2026/Plan.md'), note);
});
afterEach(async () => dir.cleanup());

const caught = (ref: string) => resolveMeeting(vault, ref).catch((e: unknown) => e);

describe('S6 (reviewA, session 20): a meeting path relative to a folder inside the meetings folder', () => {
  it('S6 finds Meetings/2026/Standup.md from 2026/Standup (any case, .md, wikilink) and a deeper note by its end', async () => {
    for (const ref of ['2026/Standup', '2026/standup.md', '[[2026/Standup]]', '2026\\Standup']) {
      expect(await resolveMeeting(vault, ref), ref).toBe('Meetings/2026/Standup.md');
    }
    expect(await resolveMeeting(vault, '2026/Retro')).toBe('Meetings/Team/2026/Retro.md');
    expect(await resolveMeeting(vault, 'Team/2026/Retro')).toBe('Meetings/Team/2026/Retro.md');
  });

  it('S6 keeps the rules: a name in several folders is ambiguous, notes outside the meetings folder are not found', async () => {
    const ambiguous = await caught('Standup');
    expect(AmbiguousError.isInstance(ambiguous)).toBe(true);
    await writeFile(path.join(vault.root, 'Meetings/Team/2026/Standup.md'), '---\ntitle: Standup\n---\n');
    const twoEnds = await caught('2026/Standup');
    expect(AmbiguousError.isInstance(twoEnds)).toBe(true);
    expect((twoEnds as Error).message).toContain('Meetings/2026/Standup.md, Meetings/Team/2026/Standup.md');
    const plan = await caught('2026/Plan');
    expect(NotFoundError.isInstance(plan)).toBe(true);
    const outside = await caught('2026/../../Projects/remote-control/2026/Plan');
    expect(PathSafetyError.isInstance(outside)).toBe(true);
  });
});
