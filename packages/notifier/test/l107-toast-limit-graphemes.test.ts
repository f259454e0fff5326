/**
 * L107 (leftovers, session 28): the toast's 600-character limit counted UTF-16 units, so an emoji counted two: a
 * notification of 400 emoji was cut to 299 of them, and an approval of 350 emoji (or of 301 flags) went to the fallback
 * as "too long for a toast (700 characters)" — more characters than the user would have read. The limit is for what
 * a reader sees on the bubble: it now counts graphemes (an emoji, a flag, an accented letter, a CJK character: one).
 * The toast adapter with a stub backend that records what it was asked to show.
 */
import { describe, expect, it } from 'vitest';
import { createApprovalPrompt, createFakeClock, fakeAdapter, toastAdapter } from '../src/index.js';
import { stubBackend } from './stub-backend.js';

const actions = { actions: true, backend: 'snoretoast', reason: 'test' } as const;
const flag = '\u{1f1eb}\u{1f1f7}'; // 🇫🇷
const accented = 'e\u0301'; // é as e + a combining accent

describe('L107: the toast limit counts characters as the reader sees them', () => {
  it('L107: a notification of 400 emoji, flags or accented letters is shown whole; 700 CJK characters are cut at 599 and …', async () => {
    const backend = stubBackend([]);
    const prompt = createApprovalPrompt(
      toastAdapter({ fallback: fakeAdapter(), capability: actions, backend }),
    );
    const bodies = ['\u{1f600}'.repeat(400), flag.repeat(400), accented.repeat(400), '会'.repeat(700)];
    for (const body of bodies) {
      prompt.notify({ title: 't', body });
      await new Promise((r) => setImmediate(r));
      await new Promise((r) => setImmediate(r));
    }
    await prompt.shutdown();
    expect(backend.shown.map((s) => s.body)).toEqual([
      bodies[0],
      bodies[1],
      bodies[2],
      `${'会'.repeat(599)}\u2026`,
    ]);
  });

  it('L107: an approval of 350 emoji is asked in a toast; one of 601 flags goes to the fallback counted as 601 characters', async () => {
    const fallback = fakeAdapter();
    const backend = stubBackend(['Approve']);
    const said: string[] = [];
    const prompt = createApprovalPrompt(toastAdapter({ fallback, capability: actions, backend }), {
      clock: createFakeClock(),
      say: (m) => said.push(m),
    });
    const short = '\u{1f600}'.repeat(350);
    const first = prompt.request({ id: 'a', title: 'Project', body: short, timeoutMs: 60_000 });
    // Answered by the toast's Approve, never handed to the fallback.
    const by = await Promise.race([
      first.then(() => 'toast'),
      fallback.whenAsked('a').then(() => 'fallback'),
    ]);
    expect(by).toBe('toast');
    expect(await first).toBe('approved');
    expect(backend.shown[0]?.body).toBe(short);
    const long = flag.repeat(601);
    const outcome = prompt.request({ id: 'b', title: 'Project', body: long, timeoutMs: 60_000 });
    await fallback.whenAsked('b');
    expect(fallback.asked[0]?.body).toBe(long);
    expect(said.join('\n')).toContain('too long for a toast (601 characters; a toast shows 600)');
    fallback.answer('b', 'denied');
    expect(await outcome).toBe('denied');
    await prompt.shutdown();
  });
});
