/**
 * Newcomer N3 + N9: a Markdown note given as the transcript lost its frontmatter's other properties
 * (`summary:`, `description:`, `action_items:`, a nested agenda item, `language:`, its own tags)
 * without a word, an invalid YAML block was ignored in silence (the meeting dated by the file's
 * modification day), and a header `Date:` other than the file name's was dropped in silence. Now the
 * properties are kept (the meeting note's frontmatter; a key the meeting note reads itself, `summary`,
 * its body), an unreadable block is a warning naming its line, and the two dates are named.
 * Real files, temp sample vault.
 * Spec: newcomer N3, N9; docs/vault-format.md (unknown frontmatter fields survive); L155.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseNote } from '../notes/index.js';
import { importLines } from '../test-support/imported-lines.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';

describe('N3 + N9: frontmatter properties, unreadable blocks and two dates are never dropped in silence', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-n3-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });
  const turns = ['', 'Anna: Hi. We decided to go.', 'Bob: OK.'];

  it('N3: yaml2 — summary, description, action_items, nested agenda, language, tags and aliases are kept', async () => {
    const { body, meeting, result } = await importLines(vault, src.root, 'yaml2.md', [
      '---',
      'title: Q3 planning',
      'date: 2026-11-05 10:00',
      'summary: Short summary written by Fireflies.',
      'description: Quarterly planning',
      'action_items: [Bob to send budget]',
      'agenda:',
      '  - Budget',
      '  - sub: [nested]',
      'language: en',
      'tags: [meeting, q3]',
      'aliases: [Q3 sync]',
      '---',
      ...turns,
    ]);
    expect(body).toEqual(['**Anna:** Hi. We decided to go.', '**Bob:** OK.']);
    expect(meeting.title).toBe('Q3 planning');
    expect(String(meeting.date)).toBe('2026-11-05');
    expect(meeting.tags).toEqual(['meeting', 'q3']);
    expect(meeting.description).toBe('Quarterly planning');
    expect(meeting.action_items).toEqual(['Bob to send budget']);
    expect(meeting.language).toBe('en');
    expect(meeting.aliases).toEqual(['Q3 sync']);
    // `summary` is a key the meeting note reads itself (the summary's link): its text is the body's.
    expect(meeting.summary).toBeUndefined();
    const note = parseNote(await readFile(path.join(vault.root, result.meetingPath), 'utf8'));
    expect(note.body.trim()).toBe(
      [
        'Summary: Short summary written by Fireflies.',
        '',
        '## Agenda',
        '',
        '- Budget',
        '- { sub: [ nested ] }',
      ].join('\n'),
    );
    expect(result.warnings).toEqual([]);
  });

  it('N3: yaml3 — an unreadable block is a warning naming its line; the date used is said', async () => {
    const { result } = await importLines(
      vault,
      src.root,
      'yaml3.md',
      ['---', 'title: Broken', 'agenda: [unclosed', 'date: 2026-11-05', '---', ...turns],
      {},
    );
    expect(result.dateFrom).toBe('modification time');
    const warning = result.warnings.find((w) => w.includes('frontmatter'));
    expect(warning).toMatch(
      /^yaml3\.md's frontmatter \(the --- block at its top\) could not be read as YAML \(line 4: .+\): its date, title and other properties were not used; the meeting is dated \d{4}-\d{2}-\d{2} \(the file's modification day\); fix the block, or pass --date YYYY-MM-DD and --title$/,
    );
  });

  it('N9: a header Date: other than the file name date is named with how to use it', async () => {
    const { meeting, result } = await importLines(vault, src.root, '2026-11-01-conflict.txt', [
      'Date: 2026-10-31',
      'Title: Halloween sync',
      ...turns,
    ]);
    expect(String(meeting.date)).toBe('2026-11-01');
    expect(result.dateFrom).toBe('file name');
    expect(result.warnings).toContain(
      "the transcript's header gives the date 2026-10-31; the file name's 2026-11-01 was used (pass --date 2026-10-31 to use the header's)",
    );
    // The same date twice is no news.
    const same = await importLines(vault, src.root, '2026-11-02-same.txt', ['Date: 2026-11-02', ...turns]);
    expect(same.result.warnings).toEqual([]);
  });
});
