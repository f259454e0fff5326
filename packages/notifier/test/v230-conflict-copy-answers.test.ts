/**
 * V230: an approval answered only in a sync tool's conflict copy of its request note (Syncthing
 * `<name>.sync-conflict-<date>-<time>-<id>.md`, Dropbox `<name> (<host>'s conflicted copy <date>).md`,
 * iCloud `<name> 2.md`, OneDrive `<name>-<host>.md`) was never read: the request timed out with no
 * word. Now the copy's answer is taken and said (which file); two different answers (the note and a
 * copy, or two copies) are refused as `invalid`, naming the files. A ticked note of another request
 * with a copy-like name is no answer. Real files in a temp folder, through the public API.
 * Spec: docs/approvals.md (Answers in a sync-conflict copy).
 */
import { renameSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApprovalPrompt, createFakeClock, vaultNoteAdapter } from '../src/index.js';

let folder: string;
beforeEach(async () => {
  folder = join(await mkdtemp(join(tmpdir(), 'ma-notifier-v230-')), 'Assistant', 'Requests');
});
afterEach(async () => {
  await rm(join(folder, '..', '..'), { recursive: true, force: true });
});

const NAME = 'Standup - website';

async function ask(timeoutMs = 600_000) {
  const clock = createFakeClock(Date.UTC(2026, 11, 7, 7, 0, 0));
  const notes: string[] = [];
  const said: string[] = [];
  const invalid: string[] = [];
  const prompt = createApprovalPrompt(
    vaultNoteAdapter({ folder, clock, pollMs: 1000, onNote: (p) => notes.push(p) }),
    { clock, say: (s) => said.push(s) },
  );
  const outcome = prompt.request({
    id: 'project:website',
    title: 'Associate project "website"?',
    body: 'The meeting discussed the website relaunch.',
    timeoutMs,
    noteName: NAME,
    onInvalidAnswer: (d) => invalid.push(d),
  });
  while (notes.length === 0) await clock.advance(0);
  const path = notes[0] as string;
  const text = await readFile(path, 'utf8');
  return { clock, outcome, said, invalid, path, text };
}

const tick = (text: string, box: 'Approve' | 'Deny') => text.replace(`- [ ] ${box}`, `- [x] ${box}`);

describe('V230: answers in a sync-conflict copy of the request note', () => {
  it.each([
    [`${NAME}.sync-conflict-20261207-070102-ABCDEFG.md`, 'Approve', 'approved'],
    [`${NAME} (Bob's conflicted copy 2026-12-07).md`, 'Deny', 'denied'],
    [`${NAME} 2.md`, 'Approve', 'approved'],
    [`${NAME}-LAPTOP-7Q2.md`, 'Deny', 'denied'],
  ] as const)('V230: a tick only in %s answers %s→%s, and the copy is named', async (copy, box, want) => {
    const { clock, outcome, said, text, path } = await ask();
    await writeFile(join(folder, copy), tick(text, box).replaceAll('\n', '\r\n'));
    await clock.advance(1000);
    expect(await outcome).toBe(want);
    expect(said.join('\n')).toContain(
      `${NAME}.md has no answer, but its sync-conflict copy ${copy} holds ${want}`,
    );
    // The outcome is recorded in the request note itself.
    expect(await readFile(path, 'utf8')).toContain(`status: ${want}`);
  });

  it('V230: the note says Approve, a copy says Deny → invalid, naming both files', async () => {
    const { clock, outcome, said, invalid, path, text } = await ask();
    const copy = `${NAME}.sync-conflict-20261207-070102-ABCDEFG.md`;
    // Both arrive in one turn (as a sync client lands them), so the first check sees both.
    await writeFile(join(folder, '.copy.tmp'), tick(text, 'Deny'));
    await writeFile(join(folder, '.note.tmp'), tick(text, 'Approve'));
    renameSync(join(folder, '.copy.tmp'), join(folder, copy));
    renameSync(join(folder, '.note.tmp'), path);
    await clock.advance(1000);
    expect(await outcome).toBe('invalid');
    expect(invalid).toEqual([
      `the request note and its sync-conflict copies hold different answers (${NAME}.md: approved; ${copy}: denied); not guessing which is meant`,
    ]);
    expect(said.join('\n')).toContain(invalid[0]);
  });

  it('V230: two copies with different answers, the note unanswered → invalid, naming both copies', async () => {
    const { clock, outcome, invalid, text } = await ask();
    const a = `${NAME} (conflicted copy 2026-12-07).md`;
    const b = `${NAME}-LAPTOP-7Q2.md`;
    await writeFile(join(folder, '.a.tmp'), tick(text, 'Approve'));
    await writeFile(join(folder, '.b.tmp'), tick(text, 'Deny'));
    renameSync(join(folder, '.a.tmp'), join(folder, a));
    renameSync(join(folder, '.b.tmp'), join(folder, b));
    await clock.advance(1000);
    expect(await outcome).toBe('invalid');
    expect(invalid[0]).toContain(`${a}: approved; ${b}: denied`);
  });

  it('V230: a ticked note of another request with a copy-like name (another answer key) is no answer', async () => {
    const { clock, outcome, text } = await ask(5_000);
    const other = tick(text, 'Approve').replace(/answer [0-9a-f]{32}/g, `answer ${'0'.repeat(32)}`);
    await writeFile(join(folder, `${NAME} 2.md`), other);
    await clock.advance(1000);
    await clock.advance(5_000);
    expect(await outcome).toBe('timeout');
  });
});
