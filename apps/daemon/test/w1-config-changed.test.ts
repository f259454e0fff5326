/**
 * review10 W1: a configuration file changed under a running daemon is checked at once; an invalid
 * one is an error that names why, and the daemon keeps running. Spec: review2 N5; review10 W1.
 */
import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { readLog, testResources, waitFor } from './daemon-harness.js';

const t = testResources();

describe('ma-daemon run: configuration changed while running', () => {
  it('W1: an unparsable or invalid configuration is reported as not valid (error, why, previous one kept); a valid one is used (S53)', async () => {
    const vault = await t.vault();
    const daemon = t.daemon(vault);
    await daemon.ready();
    const config = vault.abs('meeting-assistant.json');
    const changed = async (n: number) =>
      waitFor(`configuration change ${n}`, async () => {
        const found = (await readLog(vault)).filter((e) => String(e.msg).startsWith('configuration changed'));
        return found.length >= n ? found[n - 1] : undefined;
      });
    await writeFile(config, '{"folders": {"meetings": ');
    const broken = await changed(1);
    expect(broken.level).toBe(50);
    expect(String(broken.msg)).toMatch(
      /^configuration changed but is not valid: .+; the daemon keeps running with the previous one/,
    );
    expect(String(broken.msg)).not.toContain('restart the daemon to use it');
    await writeFile(config, '{"daemon": {"concurrency": "many"}}\n');
    const invalid = await changed(2);
    expect(invalid.level).toBe(50);
    expect(String(invalid.msg)).toMatch(/^configuration changed but is not valid: .*concurrency/);
    await writeFile(config, '{"daemon": {"debounceMs": 150, "concurrency": 2}}\n');
    const valid = await changed(3);
    expect(valid).toMatchObject({
      level: 30,
      msg: 'configuration changed: starting again with it once the running summaries end',
    });
    daemon.child.kill('SIGTERM');
    expect((await daemon.exited).code).toBe(0);
  });
});
