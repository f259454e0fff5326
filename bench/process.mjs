// Whole-process timing for the start-up, CLI search and ranged-read cases: paired runs (the
// sides alternate order), medians. Plain ESM, no build step.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { median } from './lib.mjs';

/** `apps/cli/bin/ma.js` (run `pnpm build` first: the CLI is a bundle in apps/cli/dist). */
export const maBin = fileURLToPath(new URL('../apps/cli/bin/ma.js', import.meta.url));

/**
 * Runs `cmd args` to completion, draining its output; resolves with the wall time in ms (from
 * spawn to exit) and the stdout text. Rejects when it exits with a code not in `okCodes`.
 */
export function timeProcess(cmd, args, { cwd, env, okCodes = [0] } = {}) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(cmd, args, { cwd, env: env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (d) => {
      out += d;
    });
    child.stderr.setEncoding('utf8').on('data', (d) => {
      err += d;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const ms = performance.now() - start;
      if (!okCodes.includes(code))
        reject(new Error(`${cmd} ${args.join(' ')} exited ${code}: ${err.trim()}`));
      else resolve({ ms, stdout: out, stderr: err });
    });
  });
}

/**
 * Paired runs: every run calls each of `sides` once (the order rotates from run to run, so
 * drifting machine load hits every side alike); returns the median ms per side.
 */
export async function pairedMedians(sides, runs) {
  const times = sides.map(() => []);
  for (let i = 0; i < runs; i++) {
    for (let k = 0; k < sides.length; k++) {
      const s = (k + i) % sides.length;
      times[s].push(await sides[s]());
    }
  }
  return times.map(median);
}

/** `node -e 0`: the floor of any Node process on this machine. */
export const nodeNoop = async () => (await timeProcess(process.execPath, ['-e', '0'])).ms;

/** `ma …args` as a whole process (exit codes 0 and 3 = ran). */
export const ma = async (args, opts = {}) =>
  (await timeProcess(process.execPath, [maBin, ...args], { okCodes: [0, 3], ...opts })).ms;
