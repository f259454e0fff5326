/**
 * issue 13 (e)(f): a plain `ma tool` / `ma search` line writes with `fs.writeSync` (FdOutput), and
 * its colors are picocolors' byte for byte (colors.ts). A closed output ends quietly (H13).
 */
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import picocolors from 'picocolors';
import { afterAll, describe, expect, it } from 'vitest';
import { createColors } from './colors.js';
import { FdOutput, type FdWrite } from './fd-output.js';

const folder = mkdtempSync(join(tmpdir(), 'ma-fd-output-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A system error as `fs.writeSync` throws it. */
const systemError = (code: string) => Object.assign(new Error(`${code}: write`), { code });

describe('issue 13 (e)(f): FdOutput', () => {
  it('writes UTF-8 text to its file, in order, whole', () => {
    const file = join(folder, 'out.txt');
    const fd = openSync(file, 'w');
    const out = new FdOutput(fd);
    expect(out.write('a — ü\n')).toBe(true);
    out.write('');
    out.write('x'.repeat(200_000));
    closeSync(fd);
    expect(readFileSync(file, 'utf8')).toBe(`a — ü\n${'x'.repeat(200_000)}`);
    expect(out.isTTY).toBe(false);
  });

  it('finishes partial writes and waits out EAGAIN (a full non-blocking pipe)', () => {
    const written: number[] = [];
    let calls = 0;
    const write: FdWrite = (_fd, buffer, offset, length) => {
      calls++;
      if (calls === 2 || calls === 3) throw systemError('EAGAIN');
      const n = Math.min(length, 3);
      written.push(...buffer.subarray(offset, offset + n));
      return n;
    };
    new FdOutput(1, write).write('héllo wörld');
    expect(Buffer.from(written).toString('utf8')).toBe('héllo wörld');
  });

  it('drops every later write once the reader is gone (EPIPE) or the descriptor is closed (EBADF)', () => {
    for (const code of ['EPIPE', 'EBADF']) {
      let calls = 0;
      const out = new FdOutput(1, () => {
        calls++;
        throw systemError(code);
      });
      expect(out.write('first\n')).toBe(true);
      expect(out.write('second\n')).toBe(true);
      expect(calls, code).toBe(1);
    }
  });

  it('throws any other write error', () => {
    const out = new FdOutput(1, () => {
      throw systemError('EIO');
    });
    expect(() => out.write('x')).toThrow(/EIO/);
  });
});

describe("issue 13 (e)(f): colors are picocolors' own", () => {
  it('gives the same text as picocolors for every style, nested styles and any value, on and off', () => {
    const inputs: unknown[] = [
      '',
      'plain',
      42,
      null,
      undefined,
      'a\x1b[39mb\x1b[39mc',
      'x\x1b[22my',
      '\x1b[1mbold\x1b[22m',
    ];
    for (const enabled of [true, false]) {
      const ours = createColors(enabled);
      const theirs = picocolors.createColors(enabled);
      expect(Object.keys(ours).sort()).toEqual(Object.keys(theirs).sort());
      expect(ours.isColorSupported).toBe(theirs.isColorSupported);
      for (const name of Object.keys(theirs) as (keyof typeof theirs)[]) {
        if (name === 'isColorSupported') continue;
        for (const input of inputs) {
          const mine = (ours as unknown as Record<string, (x: unknown) => string>)[name] as (
            x: unknown,
          ) => string;
          const reference = theirs[name] as (x: unknown) => string;
          expect(mine(input), `${name}(${String(input)})`).toBe(reference(input));
          expect(mine(reference(input)), `${name} nested`).toBe(reference(reference(input)));
        }
      }
    }
  });
});
