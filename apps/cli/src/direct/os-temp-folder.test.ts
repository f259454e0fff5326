import { tmpdir } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { osTempFolder } from './code-cache-folder.js';

// P193 (session 42): the code cache folder's root is read without loading `node:os`; it must be the
// folder `os.tmpdir()` names for every environment, or the loader would look for caches elsewhere.
const NAMES = ['TMPDIR', 'TMP', 'TEMP', 'TEMPDIR'] as const;
const saved = Object.fromEntries(NAMES.map((n) => [n, process.env[n]]));

afterEach(() => {
  for (const name of NAMES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

const VALUES = [
  undefined,
  '',
  '/',
  '//',
  '/a',
  '/a/',
  '/a//',
  'rel',
  'rel/',
  ' ',
  '/sp ace/',
  '/\u00e9t\u00e9/',
];

describe('osTempFolder (P193)', () => {
  it('names the folder os.tmpdir() names for every mix of TMPDIR, TMP, TEMP and TEMPDIR', () => {
    let checked = 0;
    for (const tmpdirValue of VALUES)
      for (const tmp of [undefined, '', '/x/', 'y'])
        for (const temp of [undefined, '', '/t'])
          for (const tempdir of [undefined, '/z']) {
            const env = { TMPDIR: tmpdirValue, TMP: tmp, TEMP: temp, TEMPDIR: tempdir };
            for (const name of NAMES) {
              const value = env[name];
              if (value === undefined) delete process.env[name];
              else process.env[name] = value;
            }
            expect([env, osTempFolder()]).toEqual([env, tmpdir()]);
            checked++;
          }
    expect(checked).toBe(VALUES.length * 4 * 3 * 2);
  });
});
