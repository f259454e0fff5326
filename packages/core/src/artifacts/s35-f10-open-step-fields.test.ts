/**
 * Newcomer session 35 F10: a user schedules the summary's next steps in Obsidian — a due date from the
 * Tasks plugin (`📅 2026-03-20`) or Dataview (`[due:: 2026-03-21]`), a priority (`⏫`) — on steps they have
 * not done yet. The due fields were left out of the hash (no hand edit) but carried only with a TICK, so
 * the next refresh (a transcript change, the daemon) dropped them without a word; a priority made the
 * whole summary "edited by hand". Now the fields of an open step are carried like a tick's, and the
 * Tasks priorities are task fields too. Real files on a sample-vault copy.
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
const steps = (cite: number) =>
  [
    '## Next steps',
    `- [ ] Marketing: Thinking about trend watching. (L${cite})`,
    `- [ ] User Interface: Thinking about our user interface (L${cite})`,
    `- [ ] Industrial Designer: Thinking about the components concept. (L${cite})`,
    '',
  ].join('\n');

let dir: TempDir;
let vault: Vault;
const read = (rel: string) => readFile(path.join(dir.root, rel), 'utf8');
beforeEach(async () => {
  dir = await copySampleVault();
  vault = await openVault(dir.root, await loadConfig({ vault: dir.root }));
});
afterEach(() => dir.cleanup());

const commit = async (body: string) =>
  commitSummary(vault, await readMeeting(vault, FUNCTIONAL), { body, frontmatter: FM });

describe('F10: what the user scheduled on an open next step survives a refresh', () => {
  it('F10: 📅 / [due:: …] / ⏫ on open steps are no hand edit and go over to the new summary', async () => {
    await commit(steps(539));
    const scheduled = (await read(SUMMARY))
      .replace('trend watching. (L539)', 'trend watching. (L539) 📅 2026-03-20 ⏫')
      .replace('user interface (L539)', 'user interface (L539) [due:: 2026-03-21] [priority:: high]');
    await writeFile(path.join(dir.root, SUMMARY), scheduled);
    expect(summaryTextState(scheduled)).toBe('unchanged');
    // The refresh states the same steps (other citations): the user's fields stay on them, still open.
    await commit(steps(540));
    const after = await read(SUMMARY);
    expect(after).toContain('- [ ] Marketing: Thinking about trend watching. (L540) 📅 2026-03-20 ⏫\n');
    expect(after).toContain(
      '- [ ] User Interface: Thinking about our user interface (L540) [due:: 2026-03-21] [priority:: high]\n',
    );
    expect(after).toContain('- [ ] Industrial Designer: Thinking about the components concept. (L540)\n');
    expect(summaryTextState(after)).toBe('unchanged');
  });

  it('F10: a step reworded by the new run does not take the old fields; a changed word is still a hand edit', async () => {
    await commit(steps(539));
    const scheduled = (await read(SUMMARY)).replace(
      'trend watching. (L539)',
      'trend watching. (L539) 📅 2026-03-20',
    );
    await writeFile(path.join(dir.root, SUMMARY), scheduled);
    expect(summaryTextState(scheduled.replace('trend watching', 'trend spotting'))).toBe('edited');
    await commit(steps(539).replace('trend watching', 'market trends'));
    expect(await read(SUMMARY)).not.toContain('📅');
  });
});

/**
 * Review session 36 V20: the Tasks plugin writes more fields than F1/F10 knew — a cancelled date
 * `❌ 2026-03-18` (added when a step is cancelled, `- [-]`), recurrence `🔁`, on completion `🏁`, id `🆔`,
 * depends on `⛔`, the other due and scheduled signs `📆` `🗓` `⌛` — and Dataview `[cancelled:: …]`,
 * `[repeat:: …]`, `[onCompletion:: …]`, `[id:: …]`, `[dependsOn:: …]`. Each made the summary "edited by
 * hand" and the next refresh lost the step's state and fields.
 */
const V20_STEP = 'Marketing: Thinking about trend watching.';
const V20_EDITS: readonly [string, string][] = [
  ['-', ' \u274c 2026-03-18'],
  [' ', ' \u{1f501} every week on Tuesday'],
  [' ', ' \u{1f3c1} delete'],
  [' ', ' \u{1f194} dcf64c \u26d4 abc123,0h17ye'],
  [' ', ' \u{1f4c6} 2026-03-20 \u231b 2026-03-19'],
  [' ', ' \u{1f5d3}\ufe0f 2026-03-20'],
  ['-', ' [cancelled:: 2026-03-18]'],
  [' ', ' [repeat:: every week] [onCompletion:: delete] [id:: dcf64c] [dependsOn:: abc123]'],
];

describe('V20: every field the Tasks plugin or Dataview writes on a step is no hand edit and survives a refresh', () => {
  it.each(V20_EDITS)('state [%s] with%s', async (state, fields) => {
    await commit(steps(539));
    const edited = (await read(SUMMARY)).replace(
      `- [ ] ${V20_STEP} (L539)`,
      `- [${state}] ${V20_STEP} (L539)${fields}`,
    );
    await writeFile(path.join(dir.root, SUMMARY), edited);
    expect(summaryTextState(edited)).toBe('unchanged');
    await commit(steps(540));
    const after = await read(SUMMARY);
    expect(after).toContain(`- [${state}] ${V20_STEP} (L540)${fields}\n`);
    expect(summaryTextState(after)).toBe('unchanged');
  });
});

/**
 * Review s38 V51: V20 read the recurrence field `🔁` as every word after it, so words a user wrote after
 * the rule (`🔁 every week on Monday then call Bob`) were taken for the plugin's bookkeeping: changing
 * them was no hand edit, and a refresh carried them onto the new step as a field. Now only the Tasks
 * plugin's recurrence words (rrule's grammar, any case, and `when done`) are the field.
 */
describe('V51: the recurrence field is the rule, not the words after it', () => {
  it('words written after the rule are the step’s: adding them is a hand edit', async () => {
    await commit(steps(539));
    const edited = (await read(SUMMARY)).replace(
      `${V20_STEP} (L539)`,
      `${V20_STEP} (L539) \u{1f501} every week on Monday then call Bob`,
    );
    expect(summaryTextState(edited)).toBe('edited');
  });

  it.each([
    ' \u{1f501} Every 2 weeks on Monday, Friday when done',
    ' \u{1f501} every month on the last Friday',
    ' \u{1f501}\ufe0f every January on the 15th until 2027-01-01 \u{1f4c5} 2026-03-20',
  ])('the rule%s is no hand edit and survives a refresh', async (fields) => {
    await commit(steps(539));
    const edited = (await read(SUMMARY)).replace(`${V20_STEP} (L539)`, `${V20_STEP} (L539)${fields}`);
    await writeFile(path.join(dir.root, SUMMARY), edited);
    expect(summaryTextState(edited)).toBe('unchanged');
    await commit(steps(540));
    expect(await read(SUMMARY)).toContain(`- [ ] ${V20_STEP} (L540)${fields}\n`);
  });
});
