import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { confusableSkeleton } from './confusable-skeleton.js';
import { CONFUSABLES_VERSION } from './confusables-table.js';

describe('confusableSkeleton (UTS #39 skeleton, review7 T7/T8)', () => {
  it('maps the look-alikes of review7 to the Latin letters and ASCII dash they imitate', () => {
    expect(confusableSkeleton('\u0415\u0445ternal writes')).toBe(confusableSkeleton('External writes'));
    expect(confusableSkeleton('\u041c\u0421\u0420 session')).toBe(confusableSkeleton('MCP session'));
    expect(confusableSkeleton('Ru\u0578')).toBe('Run');
    expect(confusableSkeleton('2026\u201012\u201003')).toBe(confusableSkeleton('2026-12-03'));
    expect(confusableSkeleton('\u041c\u0430rketing')).toBe(confusableSkeleton('Marketing'));
    expect(confusableSkeleton('d\u0435cisions.md')).toBe(confusableSkeleton('decisions.md'));
  });

  it('follows the TR39 definition: NFD, ignorables dropped, prototypes, NFD again', () => {
    expect(confusableSkeleton('m')).toBe('rn');
    expect(confusableSkeleton('Caf\u00e9')).toBe('Cafe\u0301');
    expect(confusableSkeleton('Cafe\u0301')).toBe('Cafe\u0301');
    expect(confusableSkeleton('a\u200bb\u00adc')).toBe('abc');
    expect(confusableSkeleton('\u{1d400}')).toBe('A'); // MATHEMATICAL BOLD CAPITAL A, an astral code point
  });

  it('keeps genuinely different names different', () => {
    expect(confusableSkeleton('\u041c\u0430\u0440\u0438\u044f')).not.toBe(confusableSkeleton('Maria'));
    expect(confusableSkeleton('decisions.md')).not.toBe(confusableSkeleton('decision.md'));
    expect(confusableSkeleton('')).toBe('');
  });

  it('its table is the one made from the vendored confusables.txt (Unicode 17.0.0), not stale', () => {
    expect(CONFUSABLES_VERSION).toBe('17.0.0');
    const script = fileURLToPath(new URL('../../scripts/gen-confusables.mjs', import.meta.url));
    expect(() => execFileSync(process.execPath, [script, '--check'], { stdio: 'pipe' })).not.toThrow();
  });
});
