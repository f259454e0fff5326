import { mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApprovalPrompt, createFakeClock, vaultNoteAdapter } from '../src/index.js';

let folder: string;
beforeEach(async () => {
  folder = join(await mkdtemp(join(tmpdir(), 'ma-notifier-')), 'Assistant', 'Requests');
});
afterEach(async () => {
  await rm(join(folder, '..', '..'), { recursive: true, force: true });
});

const request = (id: string, timeoutMs = 600_000) => ({
  id,
  title: 'Associate project "website"?',
  body: 'The meeting discussed the website relaunch.',
  timeoutMs,
  fields: { meeting: '[[Meetings/Standup]]', project: 'website' },
  noteName: 'Standup - website',
});

async function setup() {
  const clock = createFakeClock(Date.UTC(2026, 10, 30, 12, 0, 0));
  const notes: string[] = [];
  const prompt = createApprovalPrompt(
    vaultNoteAdapter({ folder, clock, pollMs: 1000, onNote: (p) => notes.push(p) }),
    { clock, say: () => {} },
  );
  const until = async () => {
    while (notes.length === 0) await clock.advance(0);
    return notes[0] as string;
  };
  return { clock, prompt, until };
}

describe('vault-note adapter', () => {
  it('writes the request note, reads a tick saved by temp file + rename, and records the outcome and time', async () => {
    const { clock, prompt, until } = await setup();
    const outcome = prompt.request(request('project:website'));
    const path = await until();
    expect(path).toBe(join(folder, 'Standup - website.md'));
    const text = await readFile(path, 'utf8');
    expect(text).toMatch(
      /^---\nrequest: project:website\nmeeting: "\[\[Meetings\/Standup\]\]"\nproject: website\nasker_pid: \d+\nasker_host: .+\nexpires: 2026-11-30T12:10:00.000Z\nstatus: pending\n---\n/,
    );
    expect(text).toContain('- [ ] Approve\n- [ ] Deny\n');
    // An editor saving through a temp file and rename, with CRLF line endings.
    const edited = text.replace('- [ ] Approve', '- [x] Approve').replaceAll('\n', '\r\n');
    await writeFile(join(folder, '.edit.tmp'), edited);
    await rename(join(folder, '.edit.tmp'), path);
    await clock.advance(1000);
    expect(await outcome).toBe('approved');
    const after = await readFile(path, 'utf8');
    // Seen by the folder watch at once, or by the poll one second later.
    expect(after).toMatch(/status: approved\r\ndecided: 2026-11-30T12:00:0[01]\.000Z\r\n/);
    expect(after).toContain('- [x] Approve\r\n- [ ] Deny');
    expect(after.trimEnd()).toMatch(/Outcome: approved \(2026-11-30 \d\d:\d\d [+-]\d\d:\d\d\)\.$/);
    expect(after).not.toMatch(/(?<!\r)\n/);
    expect((await readdir(folder)).sort()).toEqual(['Standup - website.md']);
  });

  it('R8: deleting the request note (or moving it to .trash) answers "denied" without waiting for the deadline', async () => {
    const { clock, prompt, until } = await setup();
    const outcome = prompt.request(request('deleted'));
    const path = await until();
    let settled = false;
    void outcome.then(() => {
      settled = true;
    });
    await rm(path);
    // Each poll reads the folder asynchronously: a fake second at a time, each given real time to be
    // seen, until the answer (a real deadline, not 20 turns: a loaded machine's polls can lag them,
    // and the fake clock would then stop short of the answer; 600 fake seconds would be the timeout).
    await vi.waitFor(
      async () => {
        if (!settled) await clock.advance(1000);
        expect(settled).toBe(true);
      },
      { timeout: 25_000, interval: 20 },
    );
    expect(await outcome).toBe('denied');
    expect(await readdir(folder)).toEqual([]);
  });

  it('R8: a save by delete + write is not an answer', async () => {
    const { clock, prompt, until } = await setup();
    let settled = false;
    const outcome = prompt.request(request('resaved'));
    void outcome.then(() => {
      settled = true;
    });
    const path = await until();
    const text = await readFile(path, 'utf8');
    await rm(path);
    await writeFile(path, text);
    await clock.advance(1000);
    await clock.advance(1000);
    expect(settled).toBe(false);
    await writeFile(path, text.replace('- [ ] Approve', '- [x] Approve'));
    await clock.advance(1000);
    expect(await outcome).toBe('approved');
  });

  it('Deny wins when both boxes are ticked', async () => {
    const { clock, prompt, until } = await setup();
    const outcome = prompt.request(request('both'));
    const path = await until();
    const text = await readFile(path, 'utf8');
    await writeFile(path, text.replace('- [ ] Approve', '- [X] Approve').replace('- [ ] Deny', '- [x] Deny'));
    await clock.advance(1000);
    expect(await outcome).toBe('denied');
  });

  it('a tick after the deadline changes nothing: the note says it expired', async () => {
    const { clock, prompt, until } = await setup();
    const outcome = prompt.request(request('late', 5000));
    const path = await until();
    await clock.advance(5000);
    expect(await outcome).toBe('timeout');
    const expired = await readFile(path, 'utf8');
    expect(expired).toContain('status: timeout');
    expect(expired).toContain('Outcome: expired without an answer');
    await writeFile(path, expired.replace('- [ ] Approve', '- [x] Approve'));
    await clock.advance(10_000);
    const after = await readFile(path, 'utf8');
    expect(after).toContain('status: timeout');
    expect(after).not.toContain('status: approved');
    expect(clock.pendingTimers).toBe(0);
  });

  it('never overwrites an earlier request note of the same name; shutdown marks notes cancelled', async () => {
    const { clock, prompt } = await setup();
    const first = prompt.request(request('one'));
    const second = prompt.request({ ...request('two') });
    await clock.advance(0);
    // Count the notes, not the hidden `.request-….tmp` files they are written through.
    const notes = async () => (await readdir(folder).catch(() => [])).filter((n) => n.endsWith('.md'));
    while ((await notes()).length < 2) await clock.advance(0);
    await prompt.shutdown();
    expect(await first).toBe('cancelled');
    expect(await second).toBe('cancelled');
    const names = (await readdir(folder)).sort();
    expect(names).toEqual(['Standup - website (2).md', 'Standup - website.md']);
    for (const name of names)
      expect(await readFile(join(folder, name), 'utf8')).toContain('status: cancelled');
  });
});

describe('seed 004: request notes of two meetings with one name (Meetings/a/Standup, Meetings/b/Standup)', () => {
  it('two adapters (two processes on one vault) asking at once with the same note name get two notes, each answered on its own', async () => {
    const clock = createFakeClock(Date.UTC(2026, 10, 30, 12, 0, 0));
    const notes: string[] = [];
    const prompt = () =>
      createApprovalPrompt(vaultNoteAdapter({ folder, clock, pollMs: 1000, onNote: (p) => notes.push(p) }), {
        clock,
        say: () => {},
      });
    const ask = (meeting: string) => ({
      ...request(`project:Meetings/${meeting}/Standup.md:website`),
      fields: { meeting: `[[Meetings/${meeting}/Standup]]`, project: 'website' },
    });
    const a = prompt().request(ask('a'));
    const b = prompt().request(ask('b'));
    while (notes.length < 2) await clock.advance(0);
    expect(new Set(notes).size).toBe(2);
    expect((await readdir(folder)).sort()).toEqual(['Standup - website (2).md', 'Standup - website.md']);
    const noteOf = async (meeting: string) => {
      for (const p of notes)
        if ((await readFile(p, 'utf8')).includes(`[[Meetings/${meeting}/Standup]]`)) return p;
      throw new Error(`no request note for ${meeting}`);
    };
    const [noteA, noteB] = [await noteOf('a'), await noteOf('b')];
    expect(noteA).not.toBe(noteB);
    await writeFile(noteB, (await readFile(noteB, 'utf8')).replace('- [ ] Deny', '- [x] Deny'));
    await clock.advance(1000);
    expect(await b).toBe('denied');
    await writeFile(noteA, (await readFile(noteA, 'utf8')).replace('- [ ] Approve', '- [x] Approve'));
    await clock.advance(1000);
    expect(await a).toBe('approved');
    expect(await readFile(noteA, 'utf8')).toMatch(/status: approved/);
    expect(await readFile(noteB, 'utf8')).toMatch(/status: denied/);
  });
});

describe("M3: a caller's noteName never leaves the folder", () => {
  /** A vault-note prompt on a fake clock that keeps what it says and the notes it writes. */
  function saying() {
    const clock = createFakeClock(Date.UTC(2026, 10, 30, 12, 0, 0));
    const said: string[] = [];
    const notes: string[] = [];
    const prompt = createApprovalPrompt(
      vaultNoteAdapter({ folder, clock, pollMs: 1000, onNote: (p) => notes.push(p) }),
      { clock, say: (m) => said.push(m) },
    );
    return { clock, said, notes, prompt };
  }

  /** Every file under `root`, relative, sorted. */
  async function filesUnder(root: string): Promise<string[]> {
    return (await readdir(root, { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name).slice(root.length + 1))
      .sort();
  }

  it.each([
    { noteName: '../../escaped', written: 'escaped.md' },
    { noteName: '..\\..\\escaped', written: 'escaped.md' },
    { noteName: 'sub/dir/name', written: 'sub dir name.md' },
    { noteName: '/etc/passwd-like', written: 'etc passwd-like.md' },
    { noteName: '..', written: 'request.md' },
    { noteName: 'a\u001b]0;x\u0007b', written: 'a 0;x b.md' },
  ])(
    'M3: noteName $noteName is written as $written inside the folder, and the caller is told',
    async ({ noteName, written }) => {
      const { clock, said, notes, prompt } = saying();
      const outcome = prompt.request({ ...request('m3'), noteName });
      while (notes.length === 0) await clock.advance(0);
      expect(notes).toEqual([join(folder, written)]);
      const path = notes[0] as string;
      await writeFile(path, (await readFile(path, 'utf8')).replace('- [ ] Approve', '- [x] Approve'));
      await clock.advance(1000);
      expect(await outcome).toBe('approved');
      // Nothing anywhere above the folder: the temp root holds only the folder's one note.
      const root = join(folder, '..', '..');
      expect(await filesUnder(root)).toEqual([join('Assistant', 'Requests', written)]);
      expect(said).toEqual([
        `vault-note: the note name ${JSON.stringify(noteName)} is not a plain file name (path separators, "..", control or reserved characters); the request note is ${written} in the requests folder instead`,
      ]);
    },
  );

  it('M3: a safe noteName is used as given, without a message', async () => {
    const { clock, said, notes, prompt } = saying();
    const outcome = prompt.request({ ...request('ok'), noteName: '2026-05-04 Standup - website… (draft)' });
    while (notes.length === 0) await clock.advance(0);
    expect(notes).toEqual([join(folder, '2026-05-04 Standup - website… (draft).md')]);
    await prompt.shutdown();
    expect(await outcome).toBe('cancelled');
    expect(said).toEqual([]);
  });
});
