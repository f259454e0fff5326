/**
 * The entry of `dist/direct/loader.cjs`, which `bin/ma.js` requires for `ma tool`, `ma search` and
 * short lines: a small file that decides whether the line is a plain one and, if so, runs it from
 * one of the CommonJS bundles with a code cache (docs/startup.md).
 * Spec: issue #13, goals (e) and (f).
 */
import { join } from 'node:path';
import { failWritesPastFileSizeLimit } from '@ma/core';
import { isGranularReadToolName } from '@ma/tools';
import { readDirectCommand } from '../io/direct-command.js';
import { isHelpLine } from '../io/help-line.js';
import { loadDirectBundle } from './load-direct-bundle.js';
import { askSearchServer } from './search-client.js';

export { failWritesPastFileSizeLimit } from '@ma/core';
export { enableSplitCompileCache } from './code-cache-folder.js';

/** What the direct and help bundles (`direct-main.ts`) export. */
interface DirectBundle {
  runMain(argv: string[]): Promise<never>;
}

/**
 * Runs `argv` (the arguments after the program name) from a CommonJS bundle with a code cache, when
 * it is a line one of them runs: a line {@link readDirectCommand} accepts from the direct bundle
 * (`dist/direct/read-tools.cjs` for `ma tool` with a granular tool that only reads,
 * `dist/direct/main.cjs` for any other `ma tool` line, `dist/direct/search.cjs` for `ma search`), with the cache
 * named after the command (`tool-<name>` or `search`: each command keeps the code it ran compiled); a line that only prints help or the version
 * ({@link isHelpLine}) from the help bundle (`dist/help.cjs`, cache `help`).
 * @param dist absolute path of the CLI's `dist` folder.
 * @returns the running `runMain` (it exits the process), or null for any other line (the caller
 *   runs it through the split bundle and commander, as before).
 */
export function startDirect(argv: string[], dist: string): Promise<never> | null {
  failWritesPastFileSizeLimit();
  if (isHelpLine(argv)) return loadDirectBundle<DirectBundle>(join(dist, 'help.cjs'), 'help').runMain(argv);
  const direct = readDirectCommand(argv);
  if (!direct) return null;
  // `ma search` from a bundle of its own, without `ma tool`'s command and every tool's code
  // (docs/startup.md, thirteenth pass).
  // The vault's search server answers when one runs for this user, build and Node; else (and on any
  // doubt) the search runs here (docs/startup.md, twenty-sixth pass).
  // A search runs without V8's tier-up to its end (`tier-up.ts`; docs/startup.md, session 49): its
  // work is bounded by the scope and the match limit, and a tier-up there cost more than it saved.
  if (direct.command === 'search')
    return askSearchServer(argv, direct, join(dist, '..', 'bin', 'ma.js')).then((code) =>
      code === null
        ? loadDirectBundle<DirectBundle>(join(dist, 'direct', 'search.cjs'), 'search', {
            holdTierUp: true,
          }).runMain(argv)
        : process.exit(code),
    );
  const key = /^[a-z_]{1,40}$/.test(direct.name) ? `tool-${direct.name}` : 'tool';
  // A tool that only reads from a bundle without the write tools, the compact tools and the approval
  // prompt (docs/startup.md, seventeenth pass); every other tool (and any name) from main.cjs.
  const bundle = isGranularReadToolName(direct.name) ? 'read-tools.cjs' : 'main.cjs';
  // A read tool's start runs without V8's tier-up until its tool runs (`tier-up.ts`; docs/startup.md, session 48).
  return loadDirectBundle<DirectBundle>(join(dist, 'direct', bundle), key, {
    holdTierUp: bundle === 'read-tools.cjs',
  }).runMain(argv);
}
