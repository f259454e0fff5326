/**
 * reviewA S11 (session 20): `ma import … --project alpha` was refused (`no project "alpha" in Projects/ (known: Alpha,
 * …)`), though a meeting note's `projects: [alpha]` binds `Alpha` (names match as Obsidian matches them: another letter
 * case, the other Unicode form, a `[[Projects/x]]` link). `importTranscript` now finds each `--project` as a `projects:`
 * entry is found and writes the folder's own spelling, once. Real files in a temp copy of the sample vault.
 * Spec: docs/transcript-import.md (`--project` ids, which must exist); docs/tools.md (Bound projects).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NotFoundError } from '../errors/not-found-error.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { importTranscript } from './import-transcript.js';

let vault: Vault;
let dir: TempDir;
let src: TempDir;
let file: string;
beforeEach(async () => {
  ({ vault, dir } = await openSampleVault());
  src = await makeTempDir('ma-s11-src-');
  file = path.join(src.root, 'call.vtt');
  await writeFile(file, 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n<v Ann>We decided to ship.\n');
  const nfd = 'Cafe\u0301 Projekt';
  await mkdir(path.join(vault.root, 'Projects', nfd));
  await writeFile(
    path.join(vault.root, 'Projects', nfd, 'PROJECT.md'),
    '---\nname: Café\ndescription: d\n---\n',
  );
});
afterEach(async () => {
  await dir.cleanup();
  await src.cleanup();
});

describe('S11 (reviewA, session 20): ma import --project finds a project as a projects: entry does', () => {
  it('S11 another case, the other Unicode form and a [[Projects/x]] link name the project; its own spelling is written once', async () => {
    const out = await importTranscript(vault, {
      file,
      title: 'Sync',
      date: '2026-05-04',
      projects: ['REMOTE-CONTROL', 'café projekt', '[[Projects/remote-control]]'],
    });
    const note = await readFile(path.join(vault.root, out.meetingPath), 'utf8');
    expect(note).toContain('projects:\n  - remote-control\n  - Cafe\u0301 Projekt\n');
  });

  it('S11 a name that is no project is still refused, naming it as given, nothing written', async () => {
    const error = await importTranscript(vault, {
      file,
      title: 'Sync',
      date: '2026-05-04',
      projects: ['remote'],
    }).catch((e: unknown) => e);
    expect(NotFoundError.isInstance(error)).toBe(true);
    expect((error as Error).message).toContain('no project "remote" in Projects/ (known: ');
    await expect(readFile(path.join(vault.root, 'Meetings/2026-05-04 Sync.md'))).rejects.toThrow();
  });
});
