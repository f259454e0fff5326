/**
 * review9 V12: names Windows cannot hold because they name a device are refused for every form
 * Windows reads as one: the superscript digits (`COM¹`, `LPT³`), any case, any extension or several
 * (`com1.tar.gz`), a space before the extension; derived note names get a `-` after the device part.
 */
import { describe, expect, it } from 'vitest';
import { checkRelativePath } from '../paths/check-relative-path.js';
import { safeNoteName } from './safe-note-name.js';
import { isWindowsDeviceName } from './windows-device-name.js';

describe('review9 V12: Windows device names', () => {
  it.each([
    'COM\u00b9.md',
    'com\u00b2',
    'LPT\u00b3.md',
    'lpt\u00b9.txt',
    'COM0.md',
    'nul.tar.gz',
    'CON .md',
    'conout$.md',
    'Aux',
  ])('%s is a device name, refused as a path', (name) => {
    expect(isWindowsDeviceName(name)).toBe(true);
    expect(() => checkRelativePath(`Projects/x/${name}`, 'path')).toThrow(/Windows device names/);
  });

  it.each(['COM10.md', 'console.md', 'computer.md', 'LPT.md', 'nulls.md', 'com\u2074.md', 'my con.md'])(
    '%s is not a device name',
    (name) => {
      expect(isWindowsDeviceName(name)).toBe(false);
    },
  );

  it('derived note names: the device part gets a "-", so the result is no device name', () => {
    for (const [name, safe] of [
      ['CON', 'CON-'],
      ['nul.txt', 'nul-.txt'],
      ['COM\u00b9', 'COM\u00b9-'],
      ['com1.tar.gz', 'com1-.tar.gz'],
    ] as const) {
      expect(safeNoteName(name)).toBe(safe);
      expect(isWindowsDeviceName(safeNoteName(name))).toBe(false);
    }
  });
});
