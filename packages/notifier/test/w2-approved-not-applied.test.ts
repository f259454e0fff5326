/**
 * Review10 W2: an approval whose change is then refused (the project moved away, the meeting note
 * renamed, a prompt file that cannot be written) is never recorded as a plain `approved`: the
 * request's `apply` runs before the outcome is recorded, and every adapter that records or shows
 * the end says it was approved but not applied, with the reason.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type ApprovalAdapter,
  consoleAdapter,
  createApprovalPrompt,
  createFakeClock,
  createRequestQueue,
  recordOutcome,
  toastAdapter,
  vaultNoteAdapter,
} from '../src/index.js';
import { localStamp } from '../src/text/local-stamp.js';
import { stubBackend } from './stub-backend.js';

let folder: string;
beforeEach(async () => {
  folder = join(await mkdtemp(join(tmpdir(), 'ma-w2-')), 'Assistant', 'Requests');
});
afterEach(async () => {
  await rm(join(folder, '..', '..'), { recursive: true, force: true });
});

const REFUSAL =
  'project "website" no longer exists (removed or renamed while waiting for approval); nothing changed';
const refused = () => {
  throw new Error(REFUSAL);
};
const ask = {
  id: 'project:website',
  title: 'Associate project Website with Standup',
  body: 'Approving adds "website" to the projects of Meetings/Standup.md.',
  timeoutMs: 600_000,
  fields: { meeting: '[[Meetings/Standup]]', project: 'website' },
};

/** A vault-note prompt on a fake clock and the path of the first note it writes. */
function notePrompt() {
  const clock = createFakeClock(Date.UTC(2026, 11, 2, 12, 0, 0));
  const notes: string[] = [];
  const adapter = vaultNoteAdapter({ folder, clock, pollMs: 1000, onNote: (p) => notes.push(p) });
  const prompt = createApprovalPrompt(adapter, { clock, say: () => {} });
  const note = async () => {
    while (notes.length === 0) await clock.advance(0);
    return notes[0] as string;
  };
  const tick = async (path: string) => {
    await writeFile(path, (await readFile(path, 'utf8')).replace('- [ ] Approve', '- [x] Approve'));
    await clock.advance(1000);
  };
  return { clock, adapter, prompt, note, tick };
}

describe('W2: an approved change that is then refused is recorded as not applied', () => {
  it('W2: request note: status failed and "approved, but not applied" with the refusal; the request resolves approved; nothing else of the note changes', async () => {
    const { prompt, note, tick } = notePrompt();
    const outcome = prompt.request({ ...ask, apply: refused });
    const path = await note();
    await tick(path);
    expect(await outcome).toBe('approved');
    const text = await readFile(path, 'utf8');
    expect(text).toMatch(/\nstatus: failed\ndecided: 2026-12-02T12:00:0[01]\.000Z\n---\n/);
    expect(text).not.toMatch(/status: approved|Outcome: approved \(/);
    expect(text.trimEnd()).toMatch(
      /Outcome: approved, but not applied \(2026-12-02 \d\d:\d\d [+-]\d\d:\d\d\): project "website" no longer exists \(removed or renamed while waiting for approval\); nothing changed$/,
    );
    expect(text).toContain('- [x] Approve\n- [ ] Deny');
  });

  it('W2: an apply that succeeds is recorded approved; apply never runs for denied, timeout or cancelled', async () => {
    const { clock, prompt, note, tick } = notePrompt();
    let runs = 0;
    const outcome = prompt.request({ ...ask, apply: () => void runs++ });
    const path = await note();
    await tick(path);
    expect(await outcome).toBe('approved');
    expect(runs).toBe(1);
    expect(await readFile(path, 'utf8')).toMatch(/status: approved\n/);
    const late = prompt.request({ ...ask, id: 'late', apply: () => void runs++ });
    await clock.advance(600_000);
    expect(await late).toBe('timeout');
    const stop = new AbortController();
    const cancelled = prompt.request({ ...ask, id: 'stop', signal: stop.signal, apply: () => void runs++ });
    stop.abort();
    expect(await cancelled).toBe('cancelled');
    expect(runs).toBe(1);
  });

  it('W2: recordOutcome keeps line endings and every other key; the message is one line', () => {
    const note = '---\r\nrequest: x\r\nproject: website\r\nstatus: pending\r\n---\r\n# Title\r\n';
    const text = recordOutcome(note, 'approved', Date.UTC(2026, 11, 2), {
      message: 'gone\nreally\u001b[31m',
    });
    expect(text).toBe(
      `---\r\nrequest: x\r\nproject: website\r\nstatus: failed\r\ndecided: 2026-12-02T00:00:00.000Z\r\n---\r\n# Title\r\n\r\nOutcome: approved, but not applied (${localStamp(Date.UTC(2026, 11, 2))}): gone really[31m\r\n`,
    );
  });

  it('W2: console: the terminal that took "y" is told the change was not applied', async () => {
    const clock = createFakeClock();
    const input = Object.assign(new PassThrough(), { isTTY: true });
    const output = Object.assign(new PassThrough(), { isTTY: true });
    let shown = '';
    output.on('data', (c: Buffer) => {
      shown += c.toString();
    });
    const prompt = createApprovalPrompt(consoleAdapter({ input, output, clock }), { clock, say: () => {} });
    const outcome = prompt.request({ ...ask, timeoutMs: 60_000, apply: refused });
    await clock.advance(0);
    input.write('y\n');
    expect(await outcome).toBe('approved');
    expect(shown).toContain(
      `approved, but not applied: ${REFUSAL} (Associate project Website with Standup)\n`,
    );
    // An apply that succeeds adds nothing.
    const ok = prompt.request({ ...ask, id: 'ok', timeoutMs: 60_000, apply: () => {} });
    await clock.advance(0);
    input.write('y\n');
    expect(await ok).toBe('approved');
    expect(shown.match(/not applied/g)).toHaveLength(1);
  });

  it('W2: toast: Approve pressed on a toast → a toast says it was not applied; asked through the request note → the note says failed', async () => {
    const clock = createFakeClock();
    const actions = { actions: true, backend: 'snoretoast', reason: 'test' } as const;
    const backend = stubBackend(['approve']);
    const prompt = createApprovalPrompt(
      toastAdapter({ fallback: vaultNoteAdapter({ folder, clock }), capability: actions, backend }),
      { clock, say: () => {} },
    );
    expect(await prompt.request({ ...ask, timeoutMs: 60_000, apply: refused })).toBe('approved');
    await clock.advance(0);
    expect(backend.shown[1]).toMatchObject({
      title: 'Approved, but not applied: Associate project Website with Standup',
      body: REFUSAL,
    });

    // No buttons here: the toast hands the request to its fallback, which records the failure.
    const notes: string[] = [];
    const fallback = vaultNoteAdapter({ folder, clock, pollMs: 1000, onNote: (p) => notes.push(p) });
    const viaNote = createApprovalPrompt(
      toastAdapter({ fallback, capability: { actions: false, backend: 'none', reason: 'no desktop' } }),
      { clock, say: () => {} },
    );
    const outcome = viaNote.request({ ...ask, id: 'via-note', apply: refused });
    while (notes.length === 0) await clock.advance(0);
    const path = notes[0] as string;
    await writeFile(path, (await readFile(path, 'utf8')).replace('- [ ] Approve', '- [x] Approve'));
    await clock.advance(1000);
    expect(await outcome).toBe('approved');
    expect(await readFile(path, 'utf8')).toMatch(/status: failed[\s\S]*Outcome: approved, but not applied/);
  });

  it('W2: a workflow request whose hand-over fails: the request note says failed, the queue state says failed with the reason', async () => {
    const { prompt, note, tick } = notePrompt();
    const settled: unknown[] = [];
    const queue = createRequestQueue<string>({
      prompt,
      onAccept: () => {
        throw new Error('could not write Assistant/Requests/x.prompt.md: read-only file system');
      },
      onSettled: (id, outcome, error) => settled.push([id, outcome, (error as Error | undefined)?.message]),
    });
    expect(
      queue.submit({ id: 'workflow:1', title: 'Workflow change', body: 'the prompt', payload: 'p' }),
    ).toBe('requested');
    const path = await note();
    await tick(path);
    await queue.idle();
    expect(queue.state('workflow:1')).toEqual({
      outcome: 'failed',
      failure: 'could not write Assistant/Requests/x.prompt.md: read-only file system',
    });
    expect(settled).toEqual([
      ['workflow:1', 'approved', 'could not write Assistant/Requests/x.prompt.md: read-only file system'],
    ]);
    expect(await readFile(path, 'utf8')).toMatch(
      /status: failed[\s\S]*Outcome: approved, but not applied \([^)]*\): could not write Assistant\/Requests\/x\.prompt\.md: read-only file system\n$/,
    );
  });

  it('W2: an adapter that records nothing still gets the failure in settled; a prompt without apply is as before', async () => {
    const seen: unknown[] = [];
    const adapter: ApprovalAdapter = {
      name: 'approve',
      ask: async () => 'approved',
      settled: (_r, outcome, _at, failure) => void seen.push([outcome, failure]),
    };
    const prompt = createApprovalPrompt(adapter, { say: () => {} });
    expect(await prompt.request({ ...ask, apply: refused })).toBe('approved');
    expect(await prompt.request({ ...ask, id: 'plain' })).toBe('approved');
    expect(seen).toEqual([
      ['approved', { message: REFUSAL }],
      ['approved', undefined],
    ]);
  });
});
