/**
 * V230: @ma/notifier may not import core, so the sync-conflict copy NAME rule (core's
 * `conflictCopyOriginal`, sync-conflict-copies.ts) is written in both; this test runs both on one
 * list of names, with and without the original beside the name, and they must agree (accept with
 * the same original, or both reject). V236: OneDrive's `<name>-<host>` is in the list (core did not
 * know it): a copy only with its original beside it, the longest original that is there.
 * Spec: docs/approvals.md (Answers in a sync-conflict copy); docs/hostile-cases.md (sync-conflict copies).
 */
import { describe, expect, it } from 'vitest';
import { conflictCopyOriginal as coreRule } from '../packages/core/src/vault/sync-conflict-copies.js';
import {
  isConflictCopyOf,
  conflictCopyOriginal as notifierRule,
} from '../packages/notifier/src/vault-note/conflict-copy-name.js';

const NAMES: [string, string | null][] = [
  ['Standup (conflicted copy 2026-12-01).md', 'Standup'],
  ["Standup (Bob's conflicted copy 2026-12-01).md", 'Standup'],
  ['Standup (Conflicted copy MacBook 202612011234).md', 'Standup'],
  ['Standup (conflict 2026-12-01).md', 'Standup'],
  ['Standup (Case Conflict).md', 'Standup'],
  ['Standup (Case Conflict 2).md', 'Standup'],
  ['Standup.sync-conflict-20261201-123456-ABCDEFG.md', 'Standup'],
  ['Standup.sync-conflict-20261201-123456.md', 'Standup'],
  ['Standup 2.md', 'Standup'],
  ['Standup (1).md', 'Standup'],
  ['Standup-DESKTOP-AB12CD.md', 'Standup'],
  ['Standup-LAPTOP-1.md', 'Standup'],
  ['Standup-onedrive-client-dev-2.md', 'Standup'],
  ['Standup-onedrive-client-dev-safeBackup-0001.md', 'Standup'],
  ['Standup-2.md', null],
  ['Standup-with spaces.md', null],
  ['Standup-.md', null],
  ['Team sync (conflict resolution).md', null],
  ['Retro (conflicts).md', null],
  ['Conflict resolution workshop.md', null],
  ['Standup.sync-conflict-2026-123456.md', null],
  ['Standup.md', null],
];

describe('V230: one conflict-copy name rule in core and @ma/notifier', () => {
  it('V230: both name the same original for every name, with and without the original beside it', () => {
    for (const [name, original] of NAMES) {
      for (const beside of [true, false]) {
        const exists = (s: string) => beside && s === 'Standup';
        const core = coreRule(name, exists);
        expect(notifierRule(name, exists), name).toBe(core);
        const byName = /( \(?\d{1,3}\)?|-[\w-]+)\.md$/.test(name) && !/Conflict/i.test(name);
        expect(core, `${name} beside=${beside}`).toBe(byName && !beside ? null : original);
      }
    }
  });

  it('V230: isConflictCopyOf takes every form of the request note, OneDrive too, in any case and NFC/NFD; no other note', () => {
    const of = 'Café - website.md'.normalize('NFD');
    for (const copy of [
      'Café - website.sync-conflict-20261201-123456-ABCDEFG.md',
      "Café - website (Jane's conflicted copy 2026-12-01).md",
      'café - website 2.md',
      'Café - website-LAPTOP-7Q2.md',
      'CAFÉ - WEBSITE (Case Conflict).md',
    ])
      expect(isConflictCopyOf(copy, of), copy).toBe(true);
    for (const other of [
      'Café - website.md',
      'Café - websites 2.md',
      'Café - website.md.tmp',
      'Standup.sync-conflict-20261201-123456-ABCDEFG.md',
      'Café - website (conflict resolution).md',
      'Café - website-with spaces.md',
    ])
      expect(isConflictCopyOf(other, of), other).toBe(false);
  });

  it('V236: a OneDrive name is the copy of the longest original beside it, in both rules', () => {
    const stems = new Set(['Sprint', 'Sprint-Review']);
    for (const rule of [coreRule, notifierRule]) {
      expect(rule('Sprint-Review-DESKTOP-AB12CD.md', (s) => stems.has(s))).toBe('Sprint-Review');
      expect(rule('Sprint-Review.md', (s) => s === 'Sprint')).toBe('Sprint');
      expect(rule('Sprint-Review.md', () => false)).toBeNull();
      expect(rule('2026-03-10.md', (s) => s === '2026-03')).toBeNull();
    }
  });
});
