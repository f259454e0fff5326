/**
 * C25 (spec audit, session 26): apps/daemon/README.md, Logs — "JSON lines in
 * `<vault>/.meeting-assistant/logs/daemon.log`". The first line a daemon wrote,
 * `ma-daemon starting`, held the key `pid` twice (`{"level":30,"time":…,"pid":28027,"pid":28027,
 * "log":…}`): the logger puts `pid` in every line and the line named it again. A JSON object whose
 * names are not unique is not interoperable (RFC 8259, 4: receivers differ on which value wins;
 * some refuse it). Every line of the log now names each key once. Built `ma-daemon`, temp vault.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { testResources } from './daemon-harness.js';

const t = testResources();

/** The names of the top-level members of one JSON object text, in order, repeats kept. */
function topLevelNames(line: string): string[] {
  const names: string[] = [];
  let depth = 0;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '"') {
      let j = i + 1;
      while (line[j] !== '"') j += line[j] === '\\' ? 2 : 1;
      if (depth === 1 && /^\s*:/.test(line.slice(j + 1)))
        names.push(JSON.parse(line.slice(i, j + 1)) as string);
      i = j;
    } else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') depth--;
  }
  return names;
}

describe('C25: every line of the daemon log names each key once', { timeout: 120_000 }, () => {
  it('C25: ma-daemon starting (and every other line of a start and stop) has one pid', async () => {
    const v = await t.vault();
    const d = t.daemon(v);
    await d.ready();
    d.child.kill('SIGTERM');
    expect((await d.exited).code).toBe(0);
    const lines = (await readFile(v.abs('.meeting-assistant/logs/daemon.log'), 'utf8'))
      .split('\n')
      .filter((l) => l.trim() !== '');
    const starting = lines.find((l) => (JSON.parse(l) as { msg: string }).msg === 'ma-daemon starting');
    expect(starting).toBeDefined();
    expect(topLevelNames(starting as string).filter((n) => n === 'pid')).toEqual(['pid']);
    for (const line of lines) {
      const names = topLevelNames(line);
      expect({ line, repeated: names.filter((n, i) => names.indexOf(n) !== i) }).toEqual({
        line,
        repeated: [],
      });
    }
  });
});
