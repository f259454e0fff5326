import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setMeetingStatus } from '../artifacts/set-meeting-status.js';
import { ConcurrentEditError } from '../errors/index.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import type { TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { editFileAtomic } from './edit-file-atomic.js';

/**
 * A child process that saves the way editors do: read the file, add a line, write a temp file,
 * rename it over the file; `count` times, a few ms apart. Resolves with the lines it added.
 */
function userSaves(file: string, tag: string, count: number): Promise<string[]> {
  const script = `
    const fs = require('node:fs');
    const [file, tag, count] = process.argv.slice(1);
    let i = 0;
    const tick = () => {
      const text = fs.readFileSync(file, 'utf8');
      fs.writeFileSync(file + '.tmp~', text + 'user line ' + tag + '-' + i + '\\n');
      fs.renameSync(file + '.tmp~', file);
      if (++i < Number(count)) setTimeout(tick, 2 + (i % 3));
    };
    tick();`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', script, file, tag, String(count)], { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(Array.from({ length: count }, (_, i) => `user line ${tag}-${i}`))
        : reject(new Error(`user saves exited ${code}`)),
    );
  });
}

describe('N3: a concurrent user save is never lost by an edit', () => {
  let dir: TempDir;
  let vault: Vault;
  const rel = 'Meetings/2026-03-10 Remote control functional design.md';
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
  });
  afterEach(() => dir.cleanup());

  it('N3: meeting-note edits (status, as the summary commit does) while another program saves every few ms: no user line is lost', async () => {
    const abs = path.join(dir.root, rel);
    for (let round = 0; round < 6; round++) {
      const saves = userSaves(abs, `r${round}`, 40);
      let edits = 0;
      let done = false;
      void saves.finally(() => {
        done = true;
      });
      while (!done) {
        await setMeetingStatus(vault, rel, edits % 2 === 0 ? 'summarized' : 'ended').catch((error) => {
          if (!ConcurrentEditError.isInstance(error)) throw error;
        });
        edits++;
      }
      const lines = await saves;
      const text = await readFile(abs, 'utf8');
      for (const line of lines) expect(text, `round ${round}`).toContain(`${line}\n`);
      expect(edits).toBeGreaterThan(0);
    }
  });

  it('N3: editFileAtomic redoes the edit on the newer text; after too many changes it writes nothing', async () => {
    const abs = path.join(dir.root, 'n.md');
    await writeFile(abs, 'one\n');
    let calls = 0;
    const result = await editFileAtomic(abs, (text) => {
      calls++;
      // Another program saves while the first edit is being computed.
      if (calls === 1) writeFileSync(abs, 'one\nuser\n');
      return `${text}ours\n`;
    });
    expect(calls).toBe(2);
    expect(result).toEqual({ before: 'one\nuser\n', after: 'one\nuser\nours\n' });
    expect(await readFile(abs, 'utf8')).toBe('one\nuser\nours\n');

    let n = 0;
    const error = await editFileAtomic(
      abs,
      (text) => {
        writeFileSync(abs, `${text}user ${n++}\n`);
        return `${text}ours\n`;
      },
      { tries: 3 },
    ).catch((e: unknown) => e);
    expect(ConcurrentEditError.isInstance(error)).toBe(true);
    expect((error as Error).message).toBe(
      'n.md: changed on disk while it was being edited (3 tries); nothing was written',
    );
    expect(await readFile(abs, 'utf8')).toBe('one\nuser\nours\nuser 0\nuser 1\nuser 2\n');
  });
});
