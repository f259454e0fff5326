/**
 * Test helper: starts the BUILT `ma mcp …args --http 0` and resolves with the child and the URL it
 * serves (read from its "serving http://…/mcp" line on stderr). The caller kills the child.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { maBin } from './run-ma.js';

/** Spawns `node bin/ma.js mcp …args --http 0`; resolves once it serves, rejects if it exits first. */
export async function startMaMcpHttp(args: string[]): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [maBin, 'mcp', ...args, '--http', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let err = '';
    child.stderr?.setEncoding('utf8').on('data', (d: string) => {
      err += d;
      const m = err.match(/serving (http:\/\/\S+\/mcp)/);
      if (m) resolve(m[1]!);
    });
    child.on('close', (c) => reject(new Error(`exited ${c}: ${err}`)));
  });
  return { child, url };
}
