/**
 * Leftovers L116: a plain-text transcript whose header has an `Agenda:` line followed by a list was
 * imported with "Agenda" as a speaker (its items as speech, or as turns of their own). Metadata
 * above the first turn is never speech (L91): an `Agenda:` / `Topics:` / `Objectives:` key, plain or
 * bold, with its items (bulleted, numbered, tasks) is left out; the turns after it are kept. Real
 * files, temp sample vault.
 * Spec: L91; docs/transcript-import.md (text); leftovers L116.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importLines } from '../test-support/imported-lines.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';

describe('L116: an agenda in the header is not a speaker turn', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-l116-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });

  it('L116: `Agenda:` above a bulleted and numbered list, after date and attendees: only the turns are speech', async () => {
    const { body, meeting } = await importLines(vault, src.root, 'sync.txt', [
      'Title: Weekly sync',
      'Date: 2026-11-20',
      'Attendees: Ann Lee, Bob Stone',
      'Agenda:',
      '- Budget review',
      '  - Q1 numbers',
      '1. Hiring plan',
      '2) Launch date',
      '',
      'Ann Lee: Let us start with the budget.',
      'Bob Stone: The numbers are in.',
    ]);
    expect(body).toEqual([
      '**Ann Lee:** Let us start with the budget.',
      '**Bob Stone:** The numbers are in.',
    ]);
    expect(meeting.attendees).toEqual(['Ann Lee', 'Bob Stone']);
    expect(meeting.title).toBe('Weekly sync');
  });

  it('L116: a bold `**Agenda:**` or `Topics:` first, with tasks; an inline `Agenda: a, b` too', async () => {
    for (const [i, head] of [
      ['**Agenda:**', '- [ ] Budget', '- [x] Hiring'],
      ['Topics:', '* Budget', '* Hiring'],
      ['Agenda: budget, hiring'],
    ].entries()) {
      const { body, meeting } = await importLines(vault, src.root, `first ${i}.md`, [
        ...head,
        '',
        'Ann Lee: Budget first.',
        'Bob Stone: Fine.',
      ]);
      expect(body, head[0]).toEqual(['**Ann Lee:** Budget first.', '**Bob Stone:** Fine.']);
      expect(meeting.attendees, head[0]).toEqual(['Ann Lee', 'Bob Stone']);
    }
  });
});
