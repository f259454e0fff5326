/**
 * S55: on Linux the toast's `--expire-time` is the request's time left, in ms. notify-send reads
 * it as a C `int` (GLib `G_OPTION_ARG_INT`) and exits without showing anything for a value over
 * 2^31 − 1, so a library host's long deadline — 30 days, or `Infinity` (read as 365 days, README)
 * — never showed its toast: it "closed without an answer" at once and the question went to the
 * fallback. The notify-send here is a script that parses the value as libnotify does.
 * Spec: packages/notifier/README.md (timeoutMs of any length; toastAdapter on Linux); reviewB S55.
 */
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApprovalPrompt, fakeAdapter, toastAdapter } from '../src/index.js';

const DAY = 24 * 3600 * 1000;
let dir: string | undefined;
const path0 = process.env.PATH;
afterEach(async () => {
  process.env.PATH = path0;
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

/** A notify-send that refuses an `--expire-time` over INT_MAX (exit 1), else records its arguments and waits to be closed. */
async function fakeNotifySend(): Promise<{ calls: string }> {
  dir = await mkdtemp(join(tmpdir(), 'ma-s55-'));
  const calls = join(dir, 'calls.log');
  await writeFile(
    join(dir, 'notify-send'),
    `#!/bin/sh
for a in "$@"; do
  case "$a" in
    --expire-time=*) v="\${a#--expire-time=}"
      if [ "\${#v}" -gt 10 ] || { [ "\${#v}" -eq 10 ] && [ "$v" \\> 2147483647 ]; }; then
        echo "Cannot parse integer value “$v” for --expire-time" >&2; exit 1
      fi;;
  esac
done
echo "$*" >> "${calls}"
trap 'exit 0' INT TERM
while :; do sleep 1; done
`,
  );
  await chmod(join(dir, 'notify-send'), 0o755);
  process.env.PATH = `${dir}:${path0}`;
  return { calls };
}

describe('S55: a long deadline still shows the Linux toast', () => {
  it.each([
    ['30 days', 30 * DAY],
    ['Infinity', Number.POSITIVE_INFINITY],
  ])(
    'S55: a %s deadline: notify-send shows the toast (expire time within its int), the fallback is not asked',
    async (_label, timeoutMs) => {
      const { calls } = await fakeNotifySend();
      const fallback = fakeAdapter();
      const prompt = createApprovalPrompt(
        toastAdapter({ fallback, capability: { actions: true, backend: 'notify-send', reason: 'test' } }),
        { say: () => {} },
      );
      const outcome = prompt.request({ id: 'deploy-42', title: 'Deploy build 42?', body: 'ok', timeoutMs });
      // The toast is up once notify-send (a spawned script) recorded its call: polled with a deadline,
      // not 100 turns of 50 ms, which a loaded machine can use up before the script runs.
      const shown = await vi.waitFor(
        async () => {
          const recorded = await readFile(calls, 'utf8').catch(() => '');
          expect(recorded).not.toBe('');
          return recorded;
        },
        { timeout: 25_000, interval: 50 },
      );
      expect(shown).toMatch(/--expire-time=2147483647 /);
      expect(fallback.asked).toEqual([]);
      expect(prompt.pending()).toEqual(['deploy-42']);
      await prompt.shutdown();
      expect(await outcome).toBe('cancelled');
    },
  );
});
