/**
 * Review13 Z55: a library host that gives a long deadline gets it. Node's own timer holds at most
 * 2^31 − 1 ms (about 24.8 days) and fires a longer one after 1 ms, so before the fix a 30-day
 * approval, an `Infinity` one and a request queue with a 2^32 ms validity all ended as `timeout`
 * within milliseconds, before anyone could answer. Real clock (`systemClock`), real timers.
 * Spec: packages/notifier/README.md ("`timeout` after `timeoutMs` ms"); seed 004 (an awaited
 * approval with a deadline); review13 Z55.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createApprovalPrompt,
  createRequestQueue,
  fakeAdapter,
  systemClock,
  vaultNoteAdapter,
} from '../src/index.js';

const DAY = 24 * 3600 * 1000;
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 100));

describe('Z55: deadlines longer than one Node timer holds', () => {
  it.each([
    ['30 days', 30 * DAY],
    ['2^32 ms', 2 ** 32],
    ['Infinity', Number.POSITIVE_INFINITY],
  ])('Z55: a %s deadline waits for the answer', async (_label, timeoutMs) => {
    const fake = fakeAdapter();
    const prompt = createApprovalPrompt(fake, { say: () => {} });
    const outcome = prompt.request({ id: 'deploy-42', title: 'Deploy build 42?', body: 'ok', timeoutMs });
    await fake.whenAsked('deploy-42');
    await settle();
    expect(prompt.pending()).toEqual(['deploy-42']);
    expect(fake.answer('deploy-42', 'approved')).toBe(true);
    expect(await outcome).toBe('approved');
  });

  it('Z55: a request queue with a 2^32 ms validity keeps its request until it is answered', async () => {
    const fake = fakeAdapter();
    const prompt = createApprovalPrompt(fake, { say: () => {} });
    const accepted: unknown[] = [];
    const queue = createRequestQueue({ prompt, timeoutMs: 2 ** 32, onAccept: (p) => void accepted.push(p) });
    expect(queue.submit({ id: 'wf-1', title: 'Change the template?', body: 'b', payload: 'wf' })).toBe(
      'requested',
    );
    await fake.whenAsked('wf-1');
    await settle();
    expect(queue.pending()).toEqual(['wf-1']);
    fake.answer('wf-1', 'approved');
    await queue.idle();
    expect(accepted).toEqual(['wf']);
    await queue.shutdown();
  });

  it('Z55: an Infinity deadline is written as a date a year ahead in the request note', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'ma-z55-'));
    try {
      const prompt = createApprovalPrompt(vaultNoteAdapter({ folder }), { say: () => {} });
      const outcome = prompt.request({
        id: 'forever',
        title: 'Keep this open',
        body: 'b',
        timeoutMs: Number.POSITIVE_INFINITY,
      });
      // L123: until the note is there (the test's own limit bounds it), not at most 5 s, which a loaded machine outlasts.
      let names: string[] = [];
      while (names.length === 0) {
        await settle();
        // Only the note: its hidden `.request-….tmp` is there for a moment before it is linked to its name.
        names = (await readdir(folder)).filter((n) => n.endsWith('.md'));
      }
      expect(names).toHaveLength(1);
      const note = await readFile(join(folder, names[0] as string), 'utf8');
      const expires = Date.parse(/^expires: (.+)$/m.exec(note)?.[1] ?? '');
      expect(expires - systemClock.now()).toBeGreaterThan(364 * DAY);
      expect(prompt.pending()).toEqual(['forever']);
      await prompt.shutdown();
      expect(await outcome).toBe('cancelled');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('Z55: the real clock still fires short timers and cancels long ones', async () => {
    const fired: string[] = [];
    systemClock.setTimeout(() => fired.push('short'), 5);
    const long = systemClock.setTimeout(() => fired.push('long'), 40 * DAY);
    const gone = systemClock.setTimeout(() => fired.push('cleared'), 5);
    systemClock.clearTimeout(gone);
    // L123: the event, not 100 ms: a timer of the same delay set after the cleared one fires after it would have.
    await new Promise<void>((resolve) => systemClock.setTimeout(resolve, 5));
    expect(fired).toEqual(['short']);
    systemClock.clearTimeout(long);
  });
});
