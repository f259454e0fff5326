/**
 * Newcomer session 33 N2: a run on a read-only meeting note was refused "…is read-only; nothing was
 * written", yet the context note it had created a moment before (frontmatter only, unlinked) stayed in
 * the vault. ensureContextNote now takes back a context note it created when the meeting note cannot
 * be linked to it; a context note that was there before, or that someone wrote meanwhile, stays.
 * Real files on a sample-vault copy; the meeting note made read-only by its mode bits (refused by the
 * mode check even when the tests run as root).
 * Spec: seed 003, "Assistant context note is initialized"; docs/atomic-writes.md.
 */
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/index.js';
import { ProtectedFileError } from '../errors/index.js';
import { copySampleVault, type TempDir } from '../test-support/temp-vault.js';
import { openVault, readMeeting, type Vault } from '../vault/index.js';
import { ensureContextNote } from './index.js';

const MEETING = 'Meetings/2026-03-11 Remote control conceptual design.md';
const CONTEXT = 'Assistant/2026-03-11 Remote control conceptual design.md';

let dir: TempDir;
let vault: Vault;
beforeEach(async () => {
  dir = await copySampleVault();
  vault = await openVault(dir.root, await loadConfig({ vault: dir.root }));
});
afterEach(async () => {
  await chmod(path.join(dir.root, MEETING), 0o644).catch(() => undefined);
  await dir.cleanup();
});

const exists = (rel: string) =>
  stat(path.join(dir.root, rel)).then(
    () => true,
    () => false,
  );

describe('N2: a refused meeting-note link leaves no context note behind', () => {
  it('a read-only meeting note: refused, no context note created, the meeting note unchanged', async () => {
    const meetingAbs = path.join(dir.root, MEETING);
    const before = await readFile(meetingAbs, 'utf8');
    await chmod(meetingAbs, 0o444);
    const error = await ensureContextNote(vault, await readMeeting(vault, MEETING)).catch((e: unknown) => e);
    expect(ProtectedFileError.isInstance(error)).toBe(true);
    expect(String(error)).toMatch(/read-only/);
    expect(await exists(CONTEXT)).toBe(false);
    expect(await readFile(meetingAbs, 'utf8')).toBe(before);
  });

  it('a context note that was there before stays as it was', async () => {
    const contextAbs = path.join(dir.root, CONTEXT);
    const mine = '---\ntags: [mine]\n---\nMy own notes.\n';
    await mkdir(path.dirname(contextAbs), { recursive: true });
    await writeFile(contextAbs, mine);
    await chmod(path.join(dir.root, MEETING), 0o444);
    const error = await ensureContextNote(vault, await readMeeting(vault, MEETING)).catch((e: unknown) => e);
    expect(ProtectedFileError.isInstance(error)).toBe(true);
    expect(await exists(CONTEXT)).toBe(true);
    expect(await readFile(contextAbs, 'utf8')).toContain('My own notes.');
  });

  it('a writable meeting note: the context note is created and linked', async () => {
    const rel = await ensureContextNote(vault, await readMeeting(vault, MEETING));
    expect(rel).toBe(CONTEXT);
    expect(await exists(CONTEXT)).toBe(true);
    expect(await readFile(path.join(dir.root, MEETING), 'utf8')).toContain(
      `context: "[[${CONTEXT.replace(/\.md$/, '')}]]"`,
    );
  });
});
