/**
 * reviewA S7 (session 20): `ma init` writes `meeting-assistant.json` and `meeting-assistant.README.md` ("this note
 * explains meeting-assistant.json beside it"), but the README named none of the `daemon.retry`, `daemon.shutdownMs`,
 * `daemon.hooks` (`onSummary`, `webhook`) keys the JSON beside it holds, nor the `tools` and `models` sections. Every
 * key of the starter JSON and every section the configuration accepts is now explained. The built `ma` in temp folders.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

const dirs: string[] = [];
afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
}

describe('S7 (reviewA, session 20): meeting-assistant.README.md explains every key', {
  timeout: 60_000,
}, () => {
  it('S7 names each key of the starter meeting-assistant.json and each top-level section the configuration knows', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ma-s7-'));
    dirs.push(dir);
    const init = await runMa(['init', join(dir, 'vault')]);
    expect(init.code, init.stderr).toBe(0);
    const readme = await readFile(join(dir, 'vault', 'meeting-assistant.README.md'), 'utf8');
    const json = JSON.parse(await readFile(join(dir, 'vault', 'meeting-assistant.json'), 'utf8')) as unknown;
    // The sections core accepts, as its own refusal of an unknown key lists them.
    await writeFile(join(dir, 'vault', 'meeting-assistant.json'), '{"zzz": 1}');
    const doctor = await runMa(['doctor', '--vault', join(dir, 'vault')]);
    const known = /known keys: ([a-z, ]+)\)/.exec(doctor.stdout + doctor.stderr)?.[1]?.split(', ') ?? [];
    expect(known).toContain('tools');
    // A key is explained when the README names it in code (`retry`, `daemon.retry`, `files.glossary`) or heads a
    // section with it (`## folders, files`).
    const named = (key: string) =>
      new RegExp(`\`(?:\\w+\\.)*${key}(?:\\.\\w+)*\``).test(readme) ||
      new RegExp(`^## .*\\b${key}\\b`, 'm').test(readme);
    const missing = [...new Set([...keysOf(json), ...known])].filter((key) => !named(key));
    expect(missing).toEqual([]);
  });
});
