/**
 * Leftovers L252 (review session 36): numbered copies of a project file (`decisions 2.md`,
 * `decisions (1).md` beside `decisions.md`: Obsidian's "Duplicate", Finder, iCloud) were searched as
 * notes of their own, so every hit came two or three times (L243 did this for summaries only). Now a
 * folder search leaves them out and names them in one `note:` line, in both profiles; a numbered name
 * without its original beside it (`Sprint 2.md`) is searched, and so is a copy given by its own path;
 * `list_projectfiles` still lists them, marked. Real sample vault copy, the real ripgrep.
 * Spec: docs/tools.md (search); docs/hostile-cases.md (sync-conflict copies).
 */
import { copyFile, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type NeutralTool, toolDefinitions } from '../src/index.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession | undefined;
afterEach(async () => {
  await t?.cleanup();
  t = undefined;
});

const tool = (s: TestSession, profile: 'granular' | 'compact', name: string): NeutralTool => {
  const def = toolDefinitions(s.session, { profile }).find((d) => d.name === name);
  if (!def) throw new Error(`no ${name}`);
  return def;
};

const P = 'Projects/remote-control';

describe('L252: numbered copies of a project file are not searched', () => {
  it('L252: each hit once, the copies named; a numbered name alone is searched', async () => {
    t = await sampleSession(MEETINGS.functional);
    const s = t;
    const hits = async () => {
      const granular = await tool(s, 'granular', 'search').execute({ query: 'NEEDLE' });
      const out = await tool(s, 'compact', 'query_meeting').execute({
        view: 'search',
        filters: { query: 'NEEDLE' },
      });
      const compact = String((JSON.parse(out) as { text?: string }).text ?? out);
      return { granular, compact };
    };
    await writeFile(path.join(t.root, P, 'plan.md'), '# Plan\nNEEDLE one\n');
    await writeFile(path.join(t.root, P, 'Sprint 2.md'), 'NEEDLE sprint\n');
    for (const copy of ['plan 2.md', 'plan (1).md', 'Plan 3.md'])
      await copyFile(path.join(t.root, P, 'plan.md'), path.join(t.root, P, copy));
    for (const out of Object.values(await hits())) {
      const found = out.split('\n').filter((l) => l.startsWith(`${P}/`));
      expect(found, out).toEqual([`${P}/Sprint 2.md:1 NEEDLE sprint`, `${P}/plan.md:2 NEEDLE one`]);
      expect(out).toContain(
        `note: numbered copies were not searched (the names Obsidian's "Duplicate", Finder, iCloud and OneDrive give a copy beside its original): ${P}/Plan 3.md (copy of ${P}/plan.md), ${P}/plan (1).md (copy of ${P}/plan.md), ${P}/plan 2.md (copy of ${P}/plan.md); `,
      );
    }
    // Listed (marked), and readable by name.
    const list = await tool(t, 'granular', 'list_projectfiles').execute({ project: 'remote-control' });
    expect(list).toContain('plan 2.md (2 lines; maybe a sync copy of plan.md');
  });

  it('s38 V65: a numbered note of its own (Untitled 1.md beside Untitled.md) is searched; only lines its original holds are left out', async () => {
    t = await sampleSession(MEETINGS.functional);
    await writeFile(path.join(t.root, P, 'Untitled.md'), '# Untitled\r\nNEEDLE shared\r\n');
    // Obsidian's second new note: another note, one line repeated from the first (CRLF in both).
    await writeFile(path.join(t.root, P, 'Untitled 1.md'), '# Other\r\nNEEDLE shared\r\nNEEDLE own\r\n');
    const out = await tool(t, 'granular', 'search').execute({ query: 'NEEDLE' });
    expect(out.split('\n').filter((l) => l.startsWith(`${P}/`))).toEqual([
      `${P}/Untitled 1.md:3 NEEDLE own`,
      `${P}/Untitled.md:2 NEEDLE shared`,
    ]);
    expect(out).toContain(`${P}/Untitled 1.md (copy of ${P}/Untitled.md)`);
  });

  it('s38 V52: an NFD-named copy (macOS) beside an NFC original is a copy too', async () => {
    t = await sampleSession(MEETINGS.functional);
    const nfc = 'Caf\u00e9';
    const nfd = nfc.normalize('NFD');
    await writeFile(path.join(t.root, P, `${nfc}.md`), '# Plan\nNEEDLE one\n');
    await copyFile(path.join(t.root, P, `${nfc}.md`), path.join(t.root, P, `${nfd} 2.md`));
    const out = await tool(t, 'granular', 'search').execute({ query: 'NEEDLE' });
    expect(out.split('\n').filter((l) => l.startsWith(`${P}/`))).toEqual([`${P}/${nfc}.md:2 NEEDLE one`]);
    expect(out).toContain(`${P}/${nfd} 2.md (copy of ${P}/${nfc}.md)`);
    const list = await tool(t, 'granular', 'list_projectfiles').execute({ project: 'remote-control' });
    expect(list).toContain(`${nfd} 2.md (2 lines; maybe a sync copy of ${nfc}.md`);
  });
});

describe('review s39 V69: a numbered name whose "original" is no regular file of the vault is a note of its own', () => {
  it('V69: an original that is a folder (Untitled.md/) does not hide Untitled 1.md', async () => {
    t = await sampleSession(MEETINGS.functional);
    await mkdir(path.join(t.root, P, 'Untitled.md'));
    await writeFile(path.join(t.root, P, 'Untitled 1.md'), '# Other\nNEEDLE own\n');
    const out = await tool(t, 'granular', 'search').execute({ query: 'NEEDLE' });
    expect(out.split('\n').filter((l) => l.startsWith(`${P}/`))).toEqual([`${P}/Untitled 1.md:2 NEEDLE own`]);
    expect(out).not.toContain('copy of');
  });

  it('V69: an original that links out of the vault is not read (its lines hide nothing)', async () => {
    t = await sampleSession(MEETINGS.functional);
    const outside = await mkdtemp(path.join(tmpdir(), 'v69-outside-'));
    try {
      // A file outside the vault holding the note's own line: reading it would hide that hit.
      await writeFile(path.join(outside, 'secret.md'), 'NEEDLE own\n');
      await symlink(path.join(outside, 'secret.md'), path.join(t.root, P, 'Untitled.md'));
      await writeFile(path.join(t.root, P, 'Untitled 1.md'), '# Other\nNEEDLE own\n');
      const out = await tool(t, 'granular', 'search').execute({ query: 'NEEDLE' });
      expect(out.split('\n').filter((l) => l.startsWith(`${P}/`))).toEqual([
        `${P}/Untitled 1.md:2 NEEDLE own`,
      ]);
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });
});
