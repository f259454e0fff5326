/**
 * F1, F15 (newcomer review, session 29): ticking a next step with the Obsidian Tasks plugin appends
 * ` ✅ 2026-12-05` to the line: the summary read as "edited", and `--force` then wrote the step open
 * again (the tick and its date lost). And a ticked step lost its tick when its computed `(due …)`
 * changed (the meeting's date corrected). Now the Tasks plugin's ✅ ➕ ⏳ 🛫 📅 fields and Dataview's
 * `[completion:: …]` are no hand edit and go with the tick, and steps are matched without the due
 * date. Real files on a sample-vault copy, core commitSummary.
 * Spec: docs/summary-hash.md, Task states.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/index.js';
import { copySampleVault, type TempDir } from '../test-support/temp-vault.js';
import { openVault, readMeeting, type Vault } from '../vault/index.js';
import { commitSummary, summaryTextState } from './index.js';

const FUNCTIONAL = 'Meetings/2026-03-10 Remote control functional design.md';
const SUMMARY = 'Summaries/2026-03-10 Remote control functional design.md';
const FM = { generated_by: 'meeting-assistant', engine: 'extractive' };
const steps = (due: string) =>
  `## Next steps\n- [ ] Ben: price the rubber casing (due ${due}) (L40)\n- [ ] Alice: send the minutes (L41)\n- [ ] Carol: book the room (L42)\n`;

let dir: TempDir;
let vault: Vault;
const read = () => readFile(path.join(dir.root, SUMMARY), 'utf8');
beforeEach(async () => {
  dir = await copySampleVault();
  vault = await openVault(dir.root, await loadConfig({ vault: dir.root }));
});
afterEach(async () => dir.cleanup());
const commit = async (body: string, force = false) =>
  commitSummary(vault, await readMeeting(vault, FUNCTIONAL), { body, frontmatter: FM, force });

describe('F1, F15: ticks by task plugins and moved due dates', () => {
  it('F1: a Tasks/Dataview tick with its date is no hand edit; a re-run keeps the tick and the date', async () => {
    await commit(steps('2026-03-13'));
    const ticked = (await read())
      .replace(
        '- [ ] Ben: price the rubber casing (due 2026-03-13) (L40)',
        '- [x] Ben: price the rubber casing (due 2026-03-13) (L40) ✅ 2026-12-05',
      )
      .replace(
        '- [ ] Alice: send the minutes (L41)',
        '- [x] Alice: send the minutes (L41) [completion:: 2026-12-04]',
      )
      .replace(
        '- [ ] Carol: book the room (L42)',
        '- [ ] Carol: book the room (L42) ➕ 2026-12-01 📅 2026-12-09',
      );
    await writeFile(path.join(dir.root, SUMMARY), ticked);
    expect(summaryTextState(ticked)).toBe('unchanged');
    // Still an edit: the step's own words.
    expect(summaryTextState(ticked.replace('send the minutes', 'send the slides'))).toBe('edited');

    // A re-run stating the steps again (other line citations): replaced without --force, ticks and dates kept.
    await commit(steps('2026-03-13').replace('(L40)', '(L41)'));
    const after = await read();
    expect(after).toContain('- [x] Ben: price the rubber casing (due 2026-03-13) (L41) ✅ 2026-12-05\n');
    expect(after).toContain('- [x] Alice: send the minutes (L41) [completion:: 2026-12-04]\n');
    // An open step's plugin fields are the user's too: carried, the step still open (newcomer session 35 F10).
    expect(after).toContain('- [ ] Carol: book the room (L42) ➕ 2026-12-01 📅 2026-12-09\n');
    expect(summaryTextState(after)).toBe('unchanged');
  });

  it('F15: the tick follows a step whose computed due date changed (the meeting date corrected)', async () => {
    await commit(steps('2026-03-13'));
    await writeFile(path.join(dir.root, SUMMARY), (await read()).replace('- [ ] Ben', '- [x] Ben'));
    await commit(steps('2026-03-20'));
    expect(await read()).toContain('- [x] Ben: price the rubber casing (due 2026-03-20) (L40)\n');
    expect(await read()).toContain('- [ ] Alice: send the minutes (L41)\n');
  });
});
