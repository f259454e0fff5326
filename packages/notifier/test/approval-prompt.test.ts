import { describe, expect, it } from 'vitest';
import {
  createApprovalPrompt,
  createFakeClock,
  createRequestQueue,
  fakeAdapter,
  policyAdapter,
} from '../src/index.js';

const ask = (id: string, extra: { signal?: AbortSignal; timeoutMs?: number } = {}) => ({
  id,
  title: `May I ${id}?`,
  body: 'because',
  timeoutMs: extra.timeoutMs ?? 600_000,
  ...(extra.signal ? { signal: extra.signal } : {}),
});

describe('createApprovalPrompt', () => {
  it('returns the answer the adapter gives', async () => {
    const clock = createFakeClock();
    const fake = fakeAdapter();
    const prompt = createApprovalPrompt(fake, { clock, say: () => {} });
    const approved = prompt.request(ask('a'));
    const denied = prompt.request(ask('b'));
    await fake.whenAsked('b');
    expect(fake.answer('a', 'approved')).toBe(true);
    expect(fake.answer('b', 'denied')).toBe(true);
    expect(await approved).toBe('approved');
    expect(await denied).toBe('denied');
    expect(fake.outcomes.get('a')).toBe('approved');
  });

  it('times out at the deadline, and a late answer after the deadline changes nothing', async () => {
    const clock = createFakeClock();
    const fake = fakeAdapter();
    const prompt = createApprovalPrompt(fake, { clock, say: () => {} });
    const outcome = prompt.request(ask('late', { timeoutMs: 10_000 }));
    await fake.whenAsked('late');
    await clock.advance(9_999);
    expect(prompt.pending()).toEqual(['late']);
    await clock.advance(1);
    expect(await outcome).toBe('timeout');
    expect(fake.answer('late', 'approved')).toBe(false);
    expect(fake.outcomes.get('late')).toBe('timeout');
    expect(prompt.pending()).toEqual([]);
  });

  it('is cancelled by the signal, and at once when the signal is already aborted', async () => {
    const fake = fakeAdapter();
    const prompt = createApprovalPrompt(fake, { clock: createFakeClock(), say: () => {} });
    const control = new AbortController();
    const outcome = prompt.request(ask('c', { signal: control.signal }));
    await fake.whenAsked('c');
    control.abort();
    expect(await outcome).toBe('cancelled');
    expect(fake.answer('c', 'approved')).toBe(false);
    expect(await prompt.request(ask('d', { signal: control.signal }))).toBe('cancelled');
    expect(fake.asked.map((r) => r.id)).toEqual(['c']);
  });

  it('shutdown with two pending requests cancels both, and later requests are cancelled', async () => {
    const fake = fakeAdapter();
    const prompt = createApprovalPrompt(fake, { clock: createFakeClock(), say: () => {} });
    const one = prompt.request(ask('one'));
    const two = prompt.request(ask('two'));
    await fake.whenAsked('two');
    await prompt.shutdown();
    expect(await one).toBe('cancelled');
    expect(await two).toBe('cancelled');
    expect(fake.waiting()).toEqual([]);
    expect(await prompt.request(ask('three'))).toBe('cancelled');
  });

  it('policy adapters answer at once; A7: an adapter error is "unavailable" (nobody was asked), with a message', async () => {
    expect(await createApprovalPrompt(policyAdapter('approved')).request(ask('p'))).toBe('approved');
    expect(await createApprovalPrompt(policyAdapter('denied')).request(ask('p'))).toBe('denied');
    const said: string[] = [];
    const broken = createApprovalPrompt(
      {
        name: 'broken',
        ask: async () => {
          throw new Error('no display');
        },
      },
      { say: (m) => said.push(m) },
    );
    expect(await broken.request(ask('x'))).toBe('unavailable');
    expect(said[0]).toContain('could not ask the user: no display');
  });

  it('reports the adapter in effect when a request is raised', async () => {
    const seen: string[] = [];
    const prompt = createApprovalPrompt(policyAdapter('approved'), {
      onRequest: (r, name) => seen.push(`${r.id} via ${name}`),
    });
    await prompt.request(ask('r'));
    expect(seen).toEqual(['r via approve']);
    expect(prompt.adapterName).toBe('approve');
  });
});

describe('createRequestQueue', () => {
  it('returns requested at once; only acceptance runs onAccept; expiry and denial do not', async () => {
    const clock = createFakeClock();
    const fake = fakeAdapter();
    const prompt = createApprovalPrompt(fake, { clock, say: () => {} });
    const accepted: string[] = [];
    const settled: string[] = [];
    const queue = createRequestQueue<string>({
      prompt,
      onAccept: (payload) => {
        accepted.push(payload);
      },
      onSettled: (id, outcome) => settled.push(`${id}:${outcome}`),
    });
    expect(queue.submit({ id: 'w1', title: 't', body: 'b', payload: 'prompt one' })).toBe('requested');
    expect(queue.submit({ id: 'w1', title: 't', body: 'b', payload: 'again' })).toBe('duplicate');
    expect(queue.submit({ id: 'w2', title: 't', body: 'b', payload: 'prompt two' })).toBe('requested');
    expect(queue.submit({ id: 'w3', title: 't', body: 'b', payload: 'prompt three' })).toBe('requested');
    await fake.whenAsked('w3');
    fake.answer('w1', 'approved');
    fake.answer('w2', 'denied');
    await clock.advance(600_000);
    await queue.idle();
    expect(accepted).toEqual(['prompt one']);
    expect(settled.sort()).toEqual(['w1:approved', 'w2:denied', 'w3:timeout']);
    expect(fake.answer('w3', 'approved')).toBe(false);
  });

  it('W13: a request is no longer pending once its outcome was said (onSettled), not a microtask later', async () => {
    const seen: { pending: string[]; state: unknown }[] = [];
    const queue = createRequestQueue<string>({
      prompt: createApprovalPrompt(policyAdapter('denied'), { say: () => {} }),
      onAccept: () => {},
      onSettled: (id) => seen.push({ pending: queue.pending(), state: queue.state(id) }),
    });
    queue.submit({ id: 'w1', title: 't', body: 'b', payload: 'p' });
    await queue.idle();
    expect(seen).toEqual([{ pending: [], state: { outcome: 'denied' } }]);
  });

  it('review5 Q5: state() says pending while a request waits, then how it ended', async () => {
    const clock = createFakeClock();
    const fake = fakeAdapter();
    const prompt = createApprovalPrompt(fake, { clock, say: () => {} });
    const queue = createRequestQueue<string>({ prompt, onAccept: () => {} });
    expect(queue.state('w1')).toBeUndefined();
    queue.submit({ id: 'w1', title: 't', body: 'b', payload: 'one' });
    queue.submit({ id: 'w2', title: 't', body: 'b', payload: 'two' });
    queue.submit({ id: 'w3', title: 't', body: 'b', payload: 'three' });
    await fake.whenAsked('w3');
    expect(queue.state('w1')).toEqual({ outcome: 'pending' });
    fake.answer('w1', 'approved');
    fake.answer('w2', 'denied');
    await clock.advance(600_000);
    await queue.idle();
    expect(queue.state('w1')).toEqual({ outcome: 'approved' });
    expect(queue.state('w2')).toEqual({ outcome: 'denied' });
    expect(queue.state('w3')).toEqual({ outcome: 'timeout' });
    expect(queue.state('never')).toBeUndefined();
  });

  it('shutdown clears pending requests without accepting them', async () => {
    const fake = fakeAdapter();
    const prompt = createApprovalPrompt(fake, { clock: createFakeClock(), say: () => {} });
    const accepted: string[] = [];
    const queue = createRequestQueue<string>({ prompt, onAccept: (p) => void accepted.push(p) });
    queue.submit({ id: 'a', title: 't', body: 'b', payload: 'A' });
    queue.submit({ id: 'b', title: 't', body: 'b', payload: 'B' });
    await fake.whenAsked('b');
    await queue.shutdown();
    expect(queue.pending()).toEqual([]);
    expect(fake.outcomes.get('a')).toBe('cancelled');
    expect(fake.outcomes.get('b')).toBe('cancelled');
    expect(queue.submit({ id: 'c', title: 't', body: 'b', payload: 'C' })).toBe('closed');
    expect(accepted).toEqual([]);
  });
});
