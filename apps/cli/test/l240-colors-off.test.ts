/**
 * L240 (newcomer session 34 C1): `TERM=dumb` and `FORCE_COLOR=0` still got ANSI colors on a terminal; `NO_COLOR`
 * worked. Every way of saying "no colors" now turns them off, on a TTY too, and `FORCE_COLOR=1` still forces them.
 * Spec: https://no-color.org, https://force-color.org; issue #6 (`ma` on a terminal and in scripts).
 */
import { describe, expect, it } from 'vitest';
import { type CliIo, useColor } from '../src/io/cli-io.js';
import { createProgressPrinter } from '../src/summarize/progress-printer.js';

const tty = { isTTY: true, write: () => true };
const pipe = { isTTY: false, write: () => true };

describe('L240: colors off whenever the environment says so', () => {
  it('L240: on a TTY, NO_COLOR, FORCE_COLOR=0 / false and TERM=dumb turn colors off; FORCE_COLOR=1 turns them on', () => {
    const cases: [Record<string, string | undefined>, typeof tty, boolean][] = [
      [{}, tty, true],
      [{ TERM: 'xterm-256color' }, tty, true],
      [{ NO_COLOR: '1' }, tty, false],
      [{ FORCE_COLOR: '0' }, tty, false],
      [{ FORCE_COLOR: 'false' }, tty, false],
      [{ TERM: 'dumb' }, tty, false],
      [{ TERM: 'dumb', FORCE_COLOR: '1' }, tty, true],
      [{ FORCE_COLOR: '1', NO_COLOR: '1' }, tty, false],
      [{}, pipe, false],
      [{ FORCE_COLOR: '1' }, pipe, true],
      [{ FORCE_COLOR: '0' }, pipe, false],
    ];
    for (const [env, stream, colored] of cases)
      expect(useColor(stream as never, env), `${JSON.stringify(env)} ${stream.isTTY ? 'tty' : 'pipe'}`).toBe(
        colored,
      );
  });

  it('L240: summarize progress on a TTY with TERM=dumb writes plain lines, no escapes (V25: FORCE_COLOR=1 too)', () => {
    for (const env of [{ TERM: 'dumb' }, { TERM: 'dumb', FORCE_COLOR: '1' }])
      expect(progressOnTty(env), JSON.stringify(env)).not.toMatch(/\x1b|\r/);
  });
});

/**
 * What summarize's progress writes on a TTY in `env` for one tool call and its result (colors as plain
 * text: only a line rewritten in place writes escapes). Review session 36 V25: FORCE_COLOR=1 asks for
 * colors, not for in-place rewrites a dumb terminal shows as garbage.
 */
function progressOnTty(env: Record<string, string | undefined>): string {
  let written = '';
  const err = {
    isTTY: true,
    write: (s: string) => {
      written += s;
      return true;
    },
  };
  const io = {
    stdout: pipe,
    stderr: err,
    env,
    errColors: {
      bold: (s: string) => s,
      dim: (s: string) => s,
      red: (s: string) => s,
      green: (s: string) => s,
      yellow: (s: string) => s,
      cyan: (s: string) => s,
    },
    outColors: {},
  } as unknown as CliIo;
  const printer = createProgressPrinter(io);
  printer.onEvent({ type: 'tool-call', name: 'read_meeting', args: { meeting: 'M' } } as never);
  printer.onEvent({ type: 'tool-result', name: 'read_meeting', ok: true, summary: 'read' } as never);
  return written;
}
