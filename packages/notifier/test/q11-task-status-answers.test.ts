/**
 * Q11: request-note answers as Obsidian users write them. Only `[x]`/`[X]` is a tick; a task status
 * other plugins and themes use (`[/]` in progress, `[>]` forwarded, `[?]` question, `[~]`, `[!]`, …)
 * is no answer; `[-]` (cancelled) on Approve is a "no" (denied), on Deny no answer. The Tasks
 * plugin's done date (` ✅ 2026-12-01`), a Dataview field (`[completion:: …]`), a block id
 * (` ^abc123`) or a tag after the label do not hide the tick. Real files in a temp folder, the real
 * vault-note adapter.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApprovalPrompt, createFakeClock, readTickedAnswer, vaultNoteAdapter } from '../src/index.js';

let folder: string;
beforeEach(async () => {
  folder = join(await mkdtemp(join(tmpdir(), 'ma-q11-')), 'Requests');
});
afterEach(async () => {
  await rm(join(folder, '..'), { recursive: true, force: true });
});

const KEY = '0123456789abcdef0123456789abcdef';
/** An answer section as the product writes it, with the two box lines replaced. */
const section = (approve: string, deny: string) =>
  [
    `<!-- answer ${KEY}: only the two boxes between this line and "end of answer" count -->`,
    approve,
    deny,
    `<!-- end of answer ${KEY} -->`,
  ].join('\n');

/** Asks one request through the real vault-note adapter; resolves once its note is written. */
async function askInNote(id: string) {
  const clock = createFakeClock(Date.UTC(2026, 11, 1, 12, 0, 0));
  const notes: string[] = [];
  const prompt = createApprovalPrompt(
    vaultNoteAdapter({ folder, clock, pollMs: 1000, onNote: (p) => notes.push(p) }),
    { clock, say: () => {} },
  );
  const outcome = prompt.request({ id, title: 'Associate project?', body: 'r', timeoutMs: 600_000 });
  while (notes.length === 0) await clock.advance(0);
  return { clock, prompt, outcome, path: notes[0] as string };
}

describe('Q11: task statuses and plugin metadata in request-note answers', () => {
  for (const status of ['/', '>', '?', '~', '!', '*', 'o', 'v', 'i']) {
    it(`Q11: "- [${status}] Approve" is no answer (only [x] approves)`, () => {
      expect(readTickedAnswer(section(`- [${status}] Approve`, '- [ ] Deny'), KEY)).toBeUndefined();
      expect(readTickedAnswer(section('- [ ] Approve', `- [${status}] Deny`), KEY)).toBeUndefined();
    });
  }

  it('Q11: "[-]" (cancelled) on Approve is a no; on Deny it is no answer; never an approval', () => {
    expect(readTickedAnswer(section('- [-] Approve', '- [ ] Deny'), KEY)).toBe('denied');
    expect(readTickedAnswer(section('- [-] Approve ❌ 2026-12-01', '- [ ] Deny'), KEY)).toBe('denied');
    expect(readTickedAnswer(section('- [ ] Approve', '- [-] Deny'), KEY)).toBeUndefined();
    expect(readTickedAnswer(section('- [x] Approve', '- [-] Deny'), KEY)).toBe('approved');
  });

  const TAILS = [
    ' ✅ 2026-12-01',
    ' [completion:: 2026-12-01]',
    ' (completion:: 2026-12-01)',
    ' ^abc123',
    ' #done',
    ' ✅ 2026-12-01 ^abc-1',
    ' 🔁 every day ✅ 2026-12-01',
    '  [completion:: 2026-12-01T10:00] ^x',
  ];
  for (const tail of TAILS) {
    it(`Q11: a tick followed by ${JSON.stringify(tail)} answers (Approve and Deny)`, () => {
      expect(readTickedAnswer(section(`- [x] Approve${tail}`, '- [ ] Deny'), KEY)).toBe('approved');
      expect(readTickedAnswer(section(`- [X] approve${tail}`, '- [ ] Deny'), KEY)).toBe('approved');
      expect(readTickedAnswer(section('- [ ] Approve', `- [x] Deny${tail}`), KEY)).toBe('denied');
      // The metadata alone on an unticked box is no answer.
      expect(readTickedAnswer(section(`- [ ] Approve${tail}`, '- [ ] Deny'), KEY)).toBeUndefined();
    });
  }

  it('Q11: other words after the label are not metadata: no answer', () => {
    for (const line of [
      '- [x] Approve not',
      '- [x] Approved?',
      '- [x] Approve - no wait',
      '- [x] Approvex',
    ]) {
      expect(readTickedAnswer(section(line, '- [ ] Deny'), KEY)).toBeUndefined();
    }
  });

  it('Q11: the note says only [x] counts and what [-] means', async () => {
    const { clock, prompt, outcome, path } = await askInNote('p:1');
    const text = await readFile(path, 'utf8');
    expect(text).toContain('Only `[x]` answers');
    expect(text).toContain('`[-]` on Approve');
    // A Tasks user's status cycle: in progress, then cancelled → denied at once.
    await writeFile(path, text.replace('- [ ] Approve', '- [/] Approve'));
    for (let i = 0; i < 3; i++) await clock.advance(1000);
    expect(prompt.pending()).toEqual(['p:1']);
    await writeFile(path, text.replace('- [ ] Approve', '- [-] Approve ❌ 2026-12-01'));
    await clock.advance(1000);
    expect(await outcome).toBe('denied');
  });

  it('Q11: a tick the Tasks plugin completes with its done date approves through the real adapter', async () => {
    const { clock, outcome, path } = await askInNote('p:2');
    await writeFile(
      path,
      (await readFile(path, 'utf8')).replace('- [ ] Approve', '- [x] Approve ✅ 2026-12-01'),
    );
    await clock.advance(1000);
    expect(await outcome).toBe('approved');
  });
});
