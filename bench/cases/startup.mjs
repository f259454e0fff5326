// (e) Start-up: `ma --help` and `ma tool read_meetingnote` as whole processes vs `node -e 0`.
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot, runsOr } from '../lib.mjs';
import { ma, nodeNoop, pairedMedians } from '../process.mjs';

export const SAMPLE_MEETING = '2026-03-10 Remote control functional design';

export async function benchStartup(tmp) {
  const vault = path.join(tmp, 'startup-vault');
  await cp(path.join(repoRoot, 'examples', 'sample-vault'), vault, { recursive: true });
  const help = () => ma(['--help']);
  const read = () => ma(['tool', 'read_meetingnote', '--meeting', SAMPLE_MEETING, '--vault', vault]);
  // Warm-up: fills Node's compile cache and the OS file cache, as any second start would.
  await help();
  await read();
  const runs = runsOr(15);
  const [node, helpMs, readMs] = await pairedMedians([nodeNoop, help, read], runs);
  return { runs, node, help: helpMs, read: readMs };
}
