/**
 * T6 (hostile review 7): a file the user made read-only (no owner write bit) or that has more than
 * one hard link is refused by every write tool (core's write path), every file left as it was.
 * Real files on a temp copy of the sample vault; mode bits themselves (tests run as root).
 */
import { chmod, link, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { ProtectedFileError } from '@ma/core';
import { afterEach, describe, expect, it } from 'vitest';
import { refusalOrThrow } from '../src/output/refusal-or-throw.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

describe('T6: write tools refuse read-only and hard-linked files', () => {
  it('write_projectfile on a read-only project file: refused, file and mode unchanged', async () => {
    t = await sampleSession(MEETINGS.functional);
    const abs = path.join(t.root, 'Projects/remote-control/requirements.md');
    const before = await readFile(abs, 'utf8');
    await chmod(abs, 0o444);
    for (const args of [
      { content: '- new req' },
      { content: '- only', replace_file: true },
      { content: '', replace_file: true },
    ]) {
      const out = await runTool(t.session, 'write_projectfile', {
        project: 'remote-control',
        path: 'requirements.md',
        ...args,
      });
      expect(out, JSON.stringify(args)).toMatch(
        /^refused: .*requirements\.md is read-only; nothing was written/,
      );
      expect(await readFile(abs, 'utf8')).toBe(before);
      expect((await stat(abs)).mode & 0o777).toBe(0o444);
    }
  });

  it('write_projectfile on a hard-linked project file: refused, both names still one file', async () => {
    t = await sampleSession(MEETINGS.functional);
    const abs = path.join(t.root, 'Projects/remote-control/decisions.md');
    const other = path.join(t.root, 'Projects/website-redesign/rc-decisions.md');
    await link(abs, other);
    const before = await readFile(abs, 'utf8');
    const out = await runTool(t.session, 'write_projectfile', {
      project: 'remote-control',
      path: 'decisions.md',
      content: '- new decision',
    });
    expect(out).toMatch(/^refused: .*decisions\.md has 2 hard links/);
    expect(await readFile(abs, 'utf8')).toBe(before);
    expect((await stat(abs)).ino).toBe((await stat(other)).ino);
  });

  it('write_context on a read-only context note: refused', async () => {
    t = await sampleSession(MEETINGS.functional);
    await runTool(t.session, 'write_context', { content: 'first notes' });
    const abs = path.join(t.root, 'Assistant/2026-03-10 Remote control functional design.md');
    const before = await readFile(abs, 'utf8');
    await chmod(abs, 0o400);
    const out = await runTool(t.session, 'write_context', { content: 'more notes' });
    expect(out).toMatch(/^refused: .*is read-only; nothing was written/);
    expect(await readFile(abs, 'utf8')).toBe(before);
  });
});

describe('N6 (newcomer session 33): a folder the user may not write is refused by kind, never a raw EACCES', () => {
  it.each([
    [
      'folder-not-writable',
      /^refused: \/v\/Projects\/p\/decisions\.md cannot be written: its folder does not let this user create files there \(permission denied\); nothing was written; .*does not let this program write in that folder.*tell the user/,
    ],
    [
      'read-only-file-system',
      /^refused: \/v\/Projects\/p\/decisions\.md cannot be written: its file system is read-only; nothing was written; the vault is on a read-only file system/,
    ],
  ] as const)('%s', (reason, said) => {
    expect(refusalOrThrow(new ProtectedFileError('/v/Projects/p/decisions.md', reason))).toMatch(said);
  });
});
