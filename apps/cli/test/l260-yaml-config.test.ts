/**
 * Leftovers L260: `ma summarize --config config.yaml …` (a configuration written in YAML or TOML, as
 * other tools' are) failed with "invalid JSON at line 1, column 1: Unexpected token 'm'", naming neither
 * the format found nor the one expected → the message names the file, the line that shows the format
 * (`line 1 ("model:") is YAML`) and that the configuration is JSON; exit 1, nothing written, for every
 * command that reads the configuration (also the vault's own meeting-assistant.json). A broken JSON file
 * keeps JSON's message. The built `ma` on a temp vault.
 * Spec: docs/vault-format.md, Configuration; apps/cli/README.md, "Configuration".
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vaultSnapshot } from './fs-snapshot.js';
import { runMa } from './run-ma.js';

let dir: string;
let vault: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'ma-l260-'));
  vault = path.join(dir, 'vault');
  expect((await runMa(['init', vault])).code).toBe(0);
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const YAML = '# my settings\nmodel:\n  baseURL: http://127.0.0.1:11434/v1\n  model: qwen3:8b\n';
const TOML = '[model]\nbaseURL = "http://127.0.0.1:11434/v1"\n';

describe('L260: a configuration in YAML or TOML is named so', () => {
  it('every command names the file, the format found, its line and JSON as the format read', async () => {
    const yaml = path.join(dir, 'config.yaml');
    const toml = path.join(dir, 'ma.toml');
    await writeFile(yaml, YAML);
    await writeFile(toml, TOML);
    const before = await vaultSnapshot(vault);
    for (const [args, file, found] of [
      [['summarize', '--config', yaml, 'Anything'], yaml, 'line 1 ("# \u2026") is YAML'],
      [['import', path.join(dir, 'nothing.txt'), '--config', toml], toml, 'line 1 ("[model]") is TOML'],
      [['projects', '--config', yaml], yaml, 'is YAML'],
      [['search', '--meeting', 'X', 'x', '--config', toml], toml, 'is TOML'],
    ] as const) {
      if (args[0] === 'import') await writeFile(args[1], 'Ann: hello\n');
      const run = await runMa([...args, '--vault', vault]);
      expect([args[0], run.code]).toEqual([args[0], 1]);
      expect(run.stderr, args[0]).toContain(`invalid configuration in ${file}`);
      expect(run.stderr, args[0]).toContain(found);
      expect(run.stderr, args[0]).toContain('the configuration is read as JSON only');
      expect(run.stderr, args[0]).not.toContain('Unexpected token');
    }
    expect(await vaultSnapshot(vault)).toEqual(before);
  });

  it("the vault's own meeting-assistant.json in YAML is named so; `ma doctor` says it too", async () => {
    await writeFile(path.join(vault, 'meeting-assistant.json'), `\n${YAML.split('\n').slice(1).join('\n')}`);
    const run = await runMa(['projects', '--vault', vault]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('line 2 ("model:") is YAML');
    const doctor = await runMa(['doctor', '--vault', vault]);
    expect(doctor.code).not.toBe(0);
    expect(`${doctor.stdout}${doctor.stderr}`).toContain('line 2 ("model:") is YAML');
  });

  it('a broken JSON file keeps the JSON message with its line and column', async () => {
    const broken = path.join(dir, 'broken.json');
    await writeFile(broken, '{\n  "model": {\n    "baseURL": "http://x/v1",,\n  }\n}\n');
    const run = await runMa(['projects', '--config', broken, '--vault', vault]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('invalid JSON at line 3');
    expect(run.stderr).not.toContain('is YAML');
  });
});
