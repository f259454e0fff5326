/**
 * Test helper: starts the BUILT `ma mcp …args --http 0` and resolves with the child and the URL it
 * serves (read from its "serving http://…/mcp" line on stderr). The caller kills the child.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { maBin } from './run-ma.js';

/**
 * Spawns `node …nodeArgs bin/ma.js mcp …args --http 0`; resolves once it serves, rejects if it exits
 * first. `stderr()`: what the server wrote to stderr so far (kept, never shown).
 */
export async function startMaMcpHttp(
  args: string[],
  nodeArgs: string[] = [],
): Promise<{ child: ChildProcess; url: string; stderr(): string }> {
  const child = spawn(process.execPath, [...nodeArgs, maBin, 'mcp', ...args, '--http', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stderr?.setEncoding('utf8').on('data', (d: string) => {
      err += d;
      const m = err.match(/serving (http:\/\/\S+\/mcp)/);
      if (m) resolve(m[1]!);
    });
    child.on('close', (c) => reject(new Error(`exited ${c}: ${err}`)));
  });
  return { child, url, stderr: () => err };
}
