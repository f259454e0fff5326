/**
 * Test helper: a preload for the BUILT `ma` (`node --require <file> bin/ma.js …`) that holds ONE atomic
 * write (core's writeFileAtomic: temp file + rename) where it begins, at the creation of its temp file,
 * until the process gets SIGUSR2 (the test lets it go on) or SIGTERM (the stop under test). It writes
 * {@link HELD} on stderr once the write is held, so a test knows a write is under way — not by timing.
 * The held write is the `nth` (1-based) one whose target path ends with `suffix` (`/` separators).
 * Nothing else of the process is changed (every other open goes straight to node:fs), except that its
 * SIGUSR2/SIGTERM listeners keep a process without its own SIGTERM handler alive on SIGTERM: send the
 * stop only once `ma` runs (after `initialize`), when its handler is installed.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What the preload writes on stderr once it holds the write. */
export const HELD = 'hold-write: a write is held at its temp file';

/** A preload file; pass `nodeArgs` to the node process, `cleanup()` after. */
export interface HoldWrite {
  nodeArgs: string[];
  cleanup(): Promise<void>;
}

/** Writes the preload that holds the `nth` write whose target ends with `suffix` (see the module). */
export async function holdWrite(suffix: string, nth = 1): Promise<HoldWrite> {
  const dir = await mkdtemp(join(tmpdir(), 'ma-hold-write-'));
  const file = join(dir, 'hold-write.cjs');
  await writeFile(
    file,
    `
const fsp = require('node:fs/promises');
const path = require('node:path');
const open = fsp.open;
const suffix = ${JSON.stringify(suffix)};
const nth = ${JSON.stringify(nth)};
let seen = 0;
let release;
const released = new Promise((resolve) => { release = resolve; });
process.on('SIGUSR2', () => release());
process.on('SIGTERM', () => release());
fsp.open = async function (p, ...rest) {
  const temp = /^\\.(.+)\\.[0-9a-f]{12}\\.ma-tmp$/.exec(path.basename(String(p)));
  const target = temp ? path.join(path.dirname(String(p)), temp[1]).split(path.sep).join('/') : '';
  if (temp && target.endsWith(suffix) && ++seen === nth) {
    process.stderr.write(${JSON.stringify(`${HELD}\n`)});
    await released;
  }
  return open.call(this, p, ...rest);
};
require('node:module').syncBuiltinESMExports();
`,
  );
  return {
    nodeArgs: ['--require', file],
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}
