/**
 * Leftovers L115: core's and @ma/notifier's title → file-name rules disagreed: a workflow change
 * "Workflow change: Use EUR" was `Workflow change- Use EUR.md` by the notifier's (each unsafe
 * character a `-`) and `Workflow change Use EUR.md` by core's (each run a space); the notifier kept
 * invisible characters and C1 controls, core had no length cap. @ma/notifier may not import core, so
 * the rule is written in both and this test runs both on the same hostile titles: the same name, and
 * an Obsidian-safe one (no `# ^ | [ ] \ / : * ? " < >`, no leading dot, NFC, at most 247 UTF-8 bytes).
 * Spec: docs/contracts.md, Names and links; leftovers L115.
 */
import { describe, expect, it } from 'vitest';
import { safeNoteName as coreName, withoutMdExtension } from '../packages/core/src/names/safe-note-name.js';
import { safeNoteName as notifierName } from '../packages/notifier/src/safe-note-name.js';

const HOSTILE = [
  'Workflow change: Use EUR',
  'Sprint #3 review ^block | alias [draft]',
  'a\\b/c:d*e?f"g<h>i',
  '.hidden meeting.',
  '  ...Leading dots and spaces  ',
  'Caf\u0065\u0301 (NFD)',
  'Bidi \u202etxt.exe\u202c and zero\u200bwidth\ufeff',
  'C1 control\u0085here\u009b',
  'tab\tand\nnewline',
  'CON',
  'nul.txt',
  'LPT\u00b9',
  'conin$',
  'Notes.md',
  'Report.MD .md',
  '🇫🇷 '.repeat(60),
  `${'é'.repeat(99)}\u0301x`,
  'x'.repeat(300),
  `${'a'.repeat(246)}👨‍👩‍👧 tail`,
  '日本語の会議: 予算 #2',
];

describe('L115: one title → file-name rule in core and @ma/notifier', () => {
  it('L115: both give the same name for every hostile title, and it is Obsidian-safe', () => {
    for (const title of HOSTILE) {
      const core = coreName(withoutMdExtension(title));
      const notifier = notifierName(title);
      expect(notifier, JSON.stringify(title)).toBe(core);
      expect(core).not.toMatch(/[#^|[\]\\/:*?"<>]/);
      expect(core).not.toMatch(/^\./);
      expect(core).toBe(core.normalize('NFC'));
      expect(Buffer.byteLength(core, 'utf8')).toBeLessThanOrEqual(247);
    }
    expect(notifierName('Workflow change: Use EUR')).toBe('Workflow change Use EUR');
  });

  it('L115: only a title with nothing usable left differs: each package names its fallback', () => {
    expect(coreName('###')).toBe('Untitled');
    expect(notifierName('###')).toBe('request');
  });
});
