/**
 * A small vault for `ma search` tests of the summaries' index (P239, P311): one meeting bound to `p1`,
 * a note there and 120 summaries, a minute old (so the folder's listing is trusted, docs/indexes.md).
 */
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A vault with one meeting bound to `p1`, a note there and 120 summaries (every tenth of `p1`), all a minute old. */
export function summariesVault(root: string): void {
  writeFileSync(join(root, 'meeting-assistant.json'), '{}\n');
  mkdirSync(join(root, 'Meetings'));
  writeFileSync(
    join(root, 'Meetings', 'Plan.md'),
    '---\ntitle: Plan\ndate: 2026-11-30\nprojects: [p1]\n---\nAgenda.\n',
  );
  mkdirSync(join(root, 'Projects', 'p1'), { recursive: true });
  writeFileSync(join(root, 'Projects', 'p1', 'note.md'), '# Note\n\nThe Zephyrine supplier.\n');
  mkdirSync(join(root, 'Summaries'));
  const old = Date.now() / 1000 - 60;
  for (let s = 0; s < 120; s++) {
    const file = join(root, 'Summaries', `2026-01-${String((s % 28) + 1).padStart(2, '0')} Meeting ${s}.md`);
    const scope = s % 10 === 0 ? 'p1' : `p${s + 2}`;
    writeFileSync(file, `---\ndate: 2026-01-01\nprojects: [${scope}]\n---\n## Summary\n- zephyrine ${s}\n`);
    utimesSync(file, old, old);
  }
  utimesSync(join(root, 'Summaries'), old, old);
}

/** The lines `ma search zephyrine --meeting Plan` prints on {@link summariesVault}, sorted. */
export function summariesVaultMatches(): string[] {
  return [
    'Projects/p1/note.md:3 The Zephyrine supplier.',
    ...[0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110].map((s) => {
      const day = String((s % 28) + 1).padStart(2, '0');
      return `Summaries/2026-01-${day} Meeting ${s}.md:6 - zephyrine ${s}`;
    }),
  ].sort();
}

/** A temp folder with {@link summariesVault} (and its state folder), and a preload reporting at exit. */
export interface ReportedSearch {
  temp: string;
  vault: string;
  /** The file the preload writes at exit: JSON of `what` (an expression) in the `ma` process. */
  report: string;
  /** A private temp folder (so a code cache of its own) and the preload in `NODE_OPTIONS`. */
  env: Record<string, string>;
}

/**
 * Makes a temp folder (`prefix`, removed by the caller: push `temp` to its list) holding
 * {@link summariesVault} with a `.meeting-assistant` folder, and a `--require` preload that writes
 * `JSON.stringify(<what>)` to `report` when the `ma` process exits.
 */
export function reportedSearch(prefix: string, what: string): ReportedSearch {
  const temp = mkdtempSync(join(tmpdir(), prefix));
  const vault = join(temp, 'vault');
  mkdirSync(vault);
  mkdirSync(join(vault, '.meeting-assistant'));
  summariesVault(vault);
  const report = join(temp, 'report.json');
  const preload = join(temp, 'report.cjs');
  writeFileSync(
    preload,
    `process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(report)}, JSON.stringify(${what})));\n`,
  );
  return {
    temp,
    vault,
    report,
    env: { TMPDIR: temp, TMP: temp, TEMP: temp, NODE_OPTIONS: `--require ${preload}` },
  };
}
