/**
 * L97: `ma summarize --force` over a hand-edited summary moves the edited note to the trash —
 * under a numbered name when the trash already holds one (`… (2).md`) — and since C24 the run
 * record names where; `ma summarize` itself said only `summary: <path>`, and `--json` had no field
 * for it, so the user had to open the context note or hunt through `.trash/`. Now stdout says
 * `previous summary moved to: <path> (recoverable)` and `--json` carries `trashedPath`; a run
 * that replaced nothing says nothing (`trashedPath: null`). The built `ma`, offline engine, on a
 * temp copy of the sample vault.
 * Spec: apps/cli/README.md (Output); docs/vault-format.md (`--force`: the old note goes to `.trash/`).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

const MEETING = '2026-03-10 Remote control functional design';

describe('L97: ma summarize names where a replaced summary went', () => {
  let vault: SampleVaultCopy;
  beforeEach(async () => {
    vault = await copySampleVault();
  });
  afterEach(async () => vault.cleanup());

  it('L97: --force over a hand edit prints the trash copy (text and --json), numbered the second time', async () => {
    const summary = join(vault.root, 'Summaries', `${MEETING}.md`);
    const first = await runMa(['summarize', MEETING, '--vault', vault.root, '--json']);
    expect(first.code, first.stderr).toBe(0);
    expect(JSON.parse(first.stdout)).toMatchObject({ ok: true, trashedPath: null });

    const edit = async (n: number) => {
      const edited = (await readFile(summary, 'utf8')).replace(
        '## Next steps',
        `## Next steps\n- Hand edit ${n}.`,
      );
      await writeFile(summary, edited);
      return edited;
    };
    const once = await edit(1);
    const text = await runMa(['summarize', MEETING, '--vault', vault.root, '--force']);
    expect(text.code, text.stderr).toBe(0);
    const trashed = join(vault.root, '.trash', 'Summaries', `${MEETING}.md`);
    expect(text.stdout).toBe(`summary: ${summary}\nprevious summary moved to: ${trashed} (recoverable)\n`);
    expect(await readFile(trashed, 'utf8')).toBe(once);

    const twice = await edit(2);
    const json = await runMa(['summarize', MEETING, '--vault', vault.root, '--force', '--json']);
    expect(json.code, json.stderr).toBe(0);
    const numbered = `.trash/Summaries/${MEETING} (2).md`;
    expect(JSON.parse(json.stdout)).toMatchObject({ ok: true, trashedPath: numbered });
    expect(await readFile(join(vault.root, numbered), 'utf8')).toBe(twice);

    // Nothing replaced (the same summary again): no trash line; since F17 it says the summary is unchanged.
    const again = await runMa(['summarize', MEETING, '--vault', vault.root]);
    expect(again.stdout).toBe(
      `summary unchanged: ${summary} (the same summary as before; nothing rewritten)\n`,
    );
    const context = await readFile(join(vault.root, 'Assistant', `${MEETING}.md`), 'utf8');
    expect(context).toContain('- summary unchanged: the note already held this summary, nothing rewritten');
    const rerun = await runMa(['summarize', MEETING, '--vault', vault.root, '--json']);
    expect(JSON.parse(rerun.stdout)).toMatchObject({ ok: true, trashedPath: null, summaryUnchanged: true });
  }, 240_000);
});
