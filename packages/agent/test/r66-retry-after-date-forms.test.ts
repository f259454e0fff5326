/**
 * R66: a `Retry-After` date is read in every form RFC 9110 says a recipient must read, all three
 * GMT — IMF-fixdate, RFC 850 and asctime — wherever the host's clock is set; a value that is no
 * delay and no date (`-1`) is no wait from the server (the configured `model.retry.delayMs`).
 * Before, V8's lenient `Date.parse` read asctime's time as local time (in New York a wait of five
 * hours: the 429 was not retried and the run failed "asked to wait 18001 s"), and `-1` as the year
 * 2001 (a wait of 0: asked again at once). Real scripted server, temp sample vault.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, type Harness, startHarness } from './harness.js';

let h: Harness | undefined;
const zone = process.env.TZ;
afterEach(async () => {
  await h?.close();
  h = undefined;
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

const whole = '## Summary\nThe team met.\n\n## Decisions\n\n## Next steps\n';
const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const longDays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');

/** `at` (ms) in one of the three HTTP-date forms, GMT. */
function httpDate(form: 'imf' | 'rfc850' | 'asctime', at: number): string {
  const d = new Date(at);
  const time = `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`;
  const [day, month, year] = [d.getUTCDate(), months[d.getUTCMonth()], d.getUTCFullYear()];
  if (form === 'imf') return `${days[d.getUTCDay()]}, ${two(day)} ${month} ${year} ${time} GMT`;
  if (form === 'rfc850')
    return `${longDays[d.getUTCDay()]}, ${two(day)}-${month}-${String(year).slice(2)} ${time} GMT`;
  return `${days[d.getUTCDay()]} ${month} ${String(day).padStart(2, ' ')} ${time} ${year}`;
}

const rateLimited = (retryAfter: string) => ({
  status: 429,
  headers: { 'retry-after': retryAfter },
  body: { error: { message: 'Rate limit reached' } },
});

const run = (harness: Harness) =>
  summarizeMeeting({
    vault: harness.vault,
    meeting: FUNCTIONAL,
    env: {},
    onEvent: (e) => harness.events.push(e),
  });

describe('R66: Retry-After in every HTTP-date form, outside UTC too', () => {
  for (const form of ['imf', 'rfc850', 'asctime'] as const) {
    it(`R66: a 429 whose Retry-After is a ${form} date a second ahead is waited out and asked again (TZ America/New_York)`, async () => {
      process.env.TZ = 'America/New_York';
      h = await startHarness([
        rateLimited(httpDate(form, Date.now() + 1_000)),
        { toolCalls: [{ name: 'write_summary', arguments: { content: whole } }] },
        { text: 'Done.' },
      ]);
      const result = await run(h);
      expect(await h.read(result.summaryPath)).toContain('The team met.');
      const retries = h.events.filter((e) => e.type === 'retry') as { delayMs: number }[];
      expect(retries).toHaveLength(1);
      expect(retries[0]?.delayMs).toBeLessThanOrEqual(2_000);
    });
  }

  it('R66: Retry-After -1 (no delay, no date) is no wait from the server: the configured delay is waited', async () => {
    h = await startHarness(
      [
        rateLimited('-1'),
        { toolCalls: [{ name: 'write_summary', arguments: { content: whole } }] },
        { text: 'Done.' },
      ],
      { model: { retry: { attempts: 3, delayMs: 250 } } },
    );
    const result = await run(h);
    expect(await h.read(result.summaryPath)).toContain('The team met.');
    const retries = h.events.filter((e) => e.type === 'retry') as { delayMs: number }[];
    expect(retries.map((r) => r.delayMs)).toEqual([250]);
  });
});
