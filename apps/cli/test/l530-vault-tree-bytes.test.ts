/**
 * L530: `vaultTree` (the "nothing written" check of the v261 and l207 tests) read each file as UTF-8
 * text, so a changed non-UTF-8 byte (a Latin-1 é → è: both decode to U+FFFD) compared equal, and a
 * refused call that rewrote it passed. It now compares the bytes. Real files in a temp folder.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { vaultTree } from './vault-tree.js';

let root = '';
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

describe('L530: vaultTree compares bytes, not decoded text', () => {
  it('a changed non-UTF-8 byte is a change', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'ma-l530-'));
    const note = path.join(root, 'Latin-1.md');
    await writeFile(note, Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a])); // "café" in Latin-1
    const before = await vaultTree(root);
    await writeFile(note, Buffer.from([0x63, 0x61, 0x66, 0xe8, 0x0a])); // "cafè" in Latin-1
    expect(await vaultTree(root)).not.toEqual(before);
  });

  it('unchanged bytes compare equal, and the state folder is left aside', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'ma-l530-'));
    await writeFile(path.join(root, 'Latin-1.md'), Buffer.from([0xff, 0xfe, 0x0d, 0x0a]));
    await mkdir(path.join(root, '.meeting-assistant'));
    await writeFile(path.join(root, '.meeting-assistant', 'state.json'), '{}');
    const before = await vaultTree(root);
    await writeFile(path.join(root, 'Latin-1.md'), Buffer.from([0xff, 0xfe, 0x0d, 0x0a]));
    expect(await vaultTree(root)).toEqual(before);
    expect(Object.keys(before)).toEqual(['Latin-1.md']);
  });
});
