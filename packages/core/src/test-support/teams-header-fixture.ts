/**
 * Test support for the Teams import tests (R174, V245, V247, L351): a temp sample vault and a source
 * folder per test, two speakers' turns as a Teams `.docx` saved as text writes them (`Name   0:03`,
 * then the words), and the transcript body those turns import to.
 */
import { afterEach, beforeEach } from 'vitest';
import type { Vault } from '../vault/vault.js';
import { type ImportedLines, importLines } from './imported-lines.js';
import { openSampleVault } from './open-sample-vault.js';
import { makeTempDir, type TempDir } from './temp-vault.js';

/** One speaker's turn: their name and what they said. */
export type TeamsTurn = readonly [name: string, words: string];

/** What {@link teamsHeaderFixture} gives a describe block. */
export interface TeamsHeaderFixture {
  /** The two turns as Teams writes them, each after an empty line (at 0:03 and 0:15). */
  readonly turns: readonly string[];
  /** The transcript body lines they import to. */
  readonly body: readonly string[];
  /**
   * Writes `lines` (joined by `eol`) as `<source folder>/<name>` and imports it into this test's vault
   * with `opts` (`importLines`).
   */
  importLines(
    name: string,
    lines: readonly string[],
    opts?: { title?: string; date?: string },
    eol?: string,
  ): Promise<ImportedLines>;
}

/**
 * Sets up, for each test of the calling describe block (its `beforeEach` / `afterEach`), a temp copy of
 * the sample vault and a source folder named `ma-<prefix>-…`, and gives the two turns `first` and
 * `second` and their imported body.
 */
export function teamsHeaderFixture(prefix: string, first: TeamsTurn, second: TeamsTurn): TeamsHeaderFixture {
  let vault: Vault | undefined;
  let dir: TempDir | undefined;
  let src: TempDir | undefined;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir(`ma-${prefix}-`);
  });
  afterEach(async () => {
    await dir?.cleanup();
    await src?.cleanup();
  });
  const turns = ['', `${first[0]}   0:03`, first[1], '', `${second[0]}   0:15`, second[1]];
  const body = [`[00:00:03] **${first[0]}:** ${first[1]}`, `[00:00:15] **${second[0]}:** ${second[1]}`];
  return {
    turns,
    body,
    importLines: (name, lines, opts, eol) => {
      if (!vault || !src) throw new Error('teamsHeaderFixture: used outside a test');
      return importLines(vault, src.root, name, lines, opts, eol);
    },
  };
}
