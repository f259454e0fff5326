/**
 * reviewA R37 (session 28): a vault in iCloud Drive on a Mac with "Optimize Mac Storage" has files
 * evicted to iCloud: only a placeholder `.<name>.icloud` stays in their folder until they are
 * downloaded. `ma summarize` of a meeting whose transcript was evicted said `transcript link … names
 * no file (closest: Transcripts/2026-03-10 Remote control functional design.md, …); fix the link` —
 * advice to link another meeting's transcript —, a meeting note evicted was "meeting not found", and
 * a read tool's project file "file not found". Each now says the file is in iCloud, not on this
 * device, and how to download it. Real files on a sample-vault copy.
 * Spec: reviewA R37; docs/hostile-cases.md (iCloud placeholders).
 */
import { rename } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/index.js';
import { NotFoundError } from '../errors/index.js';
import { copySampleVault, type TempDir } from '../test-support/temp-vault.js';
import { openVault, readMeeting, resolveMeeting, unresolvedLinkMessage, type Vault } from './index.js';

const NAME = '2026-03-11 Remote control conceptual design';
let dir: TempDir;
let vault: Vault;
const evict = (folder: string, file: string) =>
  rename(path.join(dir.root, folder, file), path.join(dir.root, folder, `.${file}.icloud`));
beforeEach(async () => {
  dir = await copySampleVault();
  vault = await openVault(dir.root, await loadConfig({ vault: dir.root }));
});
afterEach(async () => {
  await dir.cleanup();
});

describe('R37: files evicted to iCloud are said so, with how to download them', () => {
  it('R37: a meeting whose transcript is evicted: the run is told to download it, no other transcript offered', async () => {
    await evict('Transcripts', `${NAME}.md`);
    const meeting = await readMeeting(vault, `Meetings/${NAME}.md`);
    const broken = meeting.unresolved.find((u) => u.key === 'transcript');
    expect(broken).toBeDefined();
    const message = unresolvedLinkMessage(broken!, meeting.path);
    expect(message).toContain(
      `names Transcripts/${NAME}.md, which is not on this device: only iCloud Drive's placeholder Transcripts/.${NAME}.md.icloud is here`,
    );
    expect(message).toContain('Download Now');
    expect(message).not.toContain('closest');
    expect(message).not.toContain('2026-03-10');
  });

  it('R37: a missing transcript without a placeholder still names the closest notes', async () => {
    await rename(
      path.join(dir.root, 'Transcripts', `${NAME}.md`),
      path.join(dir.root, 'Transcripts', `${NAME} old.md`),
    );
    const meeting = await readMeeting(vault, `Meetings/${NAME}.md`);
    const message = unresolvedLinkMessage(
      meeting.unresolved.find((u) => u.key === 'transcript')!,
      meeting.path,
    );
    expect(message).toContain('names no file (closest:');
    expect(message).not.toContain('iCloud');
  });

  it('R37: an evicted meeting note and an evicted project file are "not on this device", not just "not found"', async () => {
    await evict('Meetings', `${NAME}.md`);
    const error = await resolveMeeting(vault, NAME).catch((e: unknown) => e);
    expect(NotFoundError.isInstance(error)).toBe(true);
    expect((error as Error).message).toContain(
      `Meetings/${NAME}.md is not on this device: only iCloud Drive's placeholder Meetings/.${NAME}.md.icloud is here`,
    );

    await evict('Projects/remote-control', 'decisions.md');
    const read = await vault
      .resolve('Projects/remote-control/decisions.md', { argument: 'path', mustExist: true, kind: 'file' })
      .catch((e: unknown) => e);
    expect(NotFoundError.isInstance(read)).toBe(true);
    expect((read as Error).message).toContain(
      "file not found: Projects/remote-control/decisions.md is not on this device: only iCloud Drive's placeholder Projects/remote-control/.decisions.md.icloud is here",
    );
  });
});
