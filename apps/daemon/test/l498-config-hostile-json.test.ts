/**
 * L498, L499: `ma-daemon run` on a vault whose `meeting-assistant.json` nests 5,000 levels deep
 * stopped with "Maximum call stack size exceeded"; one whose `daemon.debounceMs` is written
 * `1.0000000000000001` ran with 1 ms in silence. Both now stop at start naming the depth and the limit,
 * or the key and the number as written (core `loadConfig`). Built `ma-daemon`, temp vault.
 * Spec: docs/vault-format.md, Configuration; L498, L499.
 */
import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { runDaemonCommand, testResources } from './daemon-harness.js';

const t = testResources();

describe('L498, L499: hostile JSON in the daemon configuration', () => {
  it('L498, L499: run stops at start naming the depth, or the number as written', async () => {
    const vault = await t.vault();
    const file = vault.abs('meeting-assistant.json');
    await writeFile(file, `{"daemon": {"debounceMs": 150}, "x": ${'['.repeat(5000)}${']'.repeat(5000)}}`);
    let run = await runDaemonCommand(['run', '--vault', vault.root]);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain(
      `${file}: the JSON is nested 5001 levels deep (arrays and objects inside each other); at most 1000 are read`,
    );
    await writeFile(file, '{"daemon": {"debounceMs": 1.0000000000000001}}');
    run = await runDaemonCommand(['run', '--vault', vault.root]);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain(
      'daemon.debounceMs: expected a whole number, got 1.0000000000000001 (JSON reads it as 1)',
    );
  }, 60_000);
});
