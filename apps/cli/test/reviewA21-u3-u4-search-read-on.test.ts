/**
 * Review U3, U4: the command a cut `ma search` result ends with (`run ma search … --offset K to read
 * on`) could not be run as printed. U3: it left out `--config <file>`, so the next page ran with
 * another configuration (other limits, other folders). U4: a pattern that starts with `-`
 * (`ma search --meeting m -- '- [A-Z]'`, the documented form) was printed first,
 * `ma search '- [A-Z]' --meeting …`, which `ma` refuses as an unknown option. Now `--config` is
 * kept and a dash pattern goes last, after `--`; the printed command, split as a shell would,
 * runs and gives the next page. The built `ma`, a temp copy of the sample vault, a config file
 * outside it, the real rg.
 * Spec: reviewA U3, U4; apps/cli/README.md (`ma search`: a cut result ends with the command that reads on).
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const meeting = '2026-03-10 Remote control functional design';
const t = sampleVaultPerTest();

/** A printed command line split into words as a POSIX shell would (plain words and '…' words). */
function shellWords(line: string): string[] {
  return [...line.matchAll(/'((?:[^']|'\\'')*)'|(\S+)/g)].map((m) =>
    m[1] !== undefined ? m[1].replaceAll("'\\''", "'") : (m[2] as string),
  );
}

describe('U3, U4: the read-on command of ma search runs as printed', () => {
  it('U3, U4: --config is kept; a dash pattern goes after --; following the commands reads every page', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'ma-u3-'));
    try {
      const config = path.join(dir, 'small.json');
      const own = JSON.parse(await readFile(path.join(t.vault.root, 'meeting-assistant.json'), 'utf8'));
      await writeFile(config, JSON.stringify({ ...own, limits: { searchResults: 2 } }));
      for (const pattern of ['- [A-Z]', 'remote']) {
        const opts = ['--meeting', meeting, '--vault', t.vault.root, '--config', config];
        let args: string[] | null = ['search', ...opts, '--', pattern];
        let pages = 0;
        while (args) {
          const run = await runMa(args);
          expect(run.code, `${args.join(' ')}: ${run.stderr}`).toBe(0);
          const last = run.stdout.trimEnd().split('\n').at(-1) ?? '';
          const m = /; run (ma search .*) to read on$/.exec(last);
          if (m) {
            const words = shellWords(m[1] as string);
            expect(words.slice(words.indexOf('--config'), words.indexOf('--config') + 2)).toEqual([
              '--config',
              config,
            ]);
            if (pattern.startsWith('-')) expect(words.slice(-2)).toEqual(['--', pattern]);
          }
          args = m ? shellWords(m[1] as string).slice(1) : null;
          expect(++pages).toBeLessThan(60);
        }
        expect(pages, pattern).toBeGreaterThan(1);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
