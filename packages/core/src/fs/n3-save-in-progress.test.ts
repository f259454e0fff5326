import { closeSync, ftruncateSync, futimesSync, openSync, writeSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConcurrentEditError } from '../errors/index.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { appendFileAtomic } from './append-file-atomic.js';
import { editFileAtomic } from './edit-file-atomic.js';

// Newcomer session 33 N3: Obsidian saves a note in place (truncate, then write). A run that read the
// meeting note in between wrote `context:`/`summary:`/`status:` over the empty text, and the editor's
// bytes went to the replaced file: the note lost its whole frontmatter and body, and the run said ok.
const SAVED = '---\ntitle: Sync\ntranscript: "[[Transcripts/Sync]]"\n---\n- my notes\n';

/**
 * Marks the open file as changed just now however long the machine takes to look at it: its
 * modification time an hour ahead (a loaded CI machine may take over the rule's 100 ms margin
 * between the truncate and the product's look; the rule asks both times to lie before the margin).
 */
function changedNow(fd: number): void {
  const later = Date.now() / 1000 + 3600;
  futimesSync(fd, later, later);
}

/** An editor's in-place save of `text`, stopped between its truncate and its write. */
function saveBegun(abs: string, text: string): { finish: () => void } {
  const fd = openSync(abs, 'w');
  changedNow(fd);
  let done = false;
  return {
    finish: () => {
      if (done) return;
      done = true;
      writeSync(fd, text);
      closeSync(fd);
    },
  };
}

describe('N3: a read-modify-write never takes the empty moment of an in-place save for the text', () => {
  let dir: TempDir;
  beforeEach(async () => {
    dir = await makeTempDir();
  });
  afterEach(() => dir.cleanup());

  it('editFileAtomic waits for the save and edits the saved text', async () => {
    const abs = path.join(dir.root, 'meeting.md');
    await writeFile(abs, 'older text\n');
    const save = saveBegun(abs, SAVED);
    const seen: (string | null)[] = [];
    await editFileAtomic(
      abs,
      (text) => {
        seen.push(text);
        return `${text ?? ''}ours\n`;
      },
      { wait: async () => save.finish() },
    );
    save.finish(); // the editor's write lands now if it had not: into the file it opened
    expect(seen).toEqual([SAVED]);
    expect(await readFile(abs, 'utf8')).toBe(`${SAVED}ours\n`);
  });

  it('appendFileAtomic waits for the save and appends to the saved text', async () => {
    const abs = path.join(dir.root, 'decisions.md');
    await writeFile(abs, 'older text\n');
    const save = saveBegun(abs, SAVED);
    await appendFileAtomic(abs, () => '- ours\n', { wait: async () => save.finish() });
    save.finish();
    expect(await readFile(abs, 'utf8')).toBe(`${SAVED}- ours\n`);
  });

  it('a file that stays empty and keeps changing is not edited: ConcurrentEditError, nothing written', async () => {
    const abs = path.join(dir.root, 'busy.md');
    await writeFile(abs, '');
    const fd = openSync(abs, 'r+');
    changedNow(fd);
    try {
      // Every wait sees another save begin (the file truncated again: empty, changed just now).
      const error = await editFileAtomic(abs, (text) => `${text ?? ''}ours\n`, {
        wait: async () => {
          ftruncateSync(fd, 0);
          changedNow(fd);
        },
      }).catch((e: unknown) => e);
      expect(ConcurrentEditError.isInstance(error)).toBe(true);
      expect((error as Error).message).toMatch(/^busy\.md: changed on disk while it was being edited/);
    } finally {
      closeSync(fd);
    }
    expect(await readFile(abs, 'utf8')).toBe('');
  });

  it('a really empty file (no save under way) is still edited, after the short settling wait', async () => {
    const abs = path.join(dir.root, 'empty.md');
    await writeFile(abs, '');
    const result = await editFileAtomic(abs, (text) => `${text ?? ''}ours\n`);
    expect(result).toEqual({ before: '', after: 'ours\n' });
    expect(await readFile(abs, 'utf8')).toBe('ours\n');
  });
});
