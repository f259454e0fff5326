/**
 * L241 (newcomer session 34 C1): `ma doctor` told the user to "check with `ma doctor`" (the command they ran), and an
 * API key put in `model.apiKeyEnv` was reported twice in one line. Doctor's fixes no longer point at doctor, and each
 * configuration problem is said once, in doctor and in every other command.
 * Spec: issue #6 (`ma doctor`); review4 P10 (a misplaced API key described, never quoted).
 */
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

/** A local port nothing listens on: bound, then closed (connections to it are refused). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('L241: doctor nits', () => {
  let vault: SampleVaultCopy;
  beforeAll(async () => {
    vault = await copySampleVault();
  });
  afterAll(async () => vault.cleanup());

  it('L241: a refused connection: doctor says what to fix and does not send the user to `ma doctor`', async () => {
    const config = join(vault.root, 'refused.json');
    const port = await closedPort();
    await writeFile(
      config,
      JSON.stringify({ model: { baseURL: `http://127.0.0.1:${port}/v1`, model: 'm' } }),
    );
    const run = await runMa(['doctor', '--vault', vault.root, '--config', config]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('FAIL endpoint');
    expect(run.stdout).toContain('is the server running on that host and port?');
    expect(run.stdout).not.toContain('ma doctor`');
  });

  it('L241: an API key in model.apiKeyEnv is reported once, by doctor and by summarize', async () => {
    const config = join(vault.root, 'key-in-env.json');
    await writeFile(
      config,
      JSON.stringify({
        model: {
          baseURL: 'http://127.0.0.1:9/v1',
          model: 'm',
          apiKeyEnv: 'sk-proj-abcdefghijklmnopqrstuvwxyz',
        },
      }),
    );
    const said = 'model.apiKeyEnv: expected the NAME of an environment variable';
    const doctor = await runMa(['doctor', '--vault', vault.root, '--config', config]);
    expect(doctor.code).toBe(1);
    expect(doctor.stdout.split(said).length - 1).toBe(1);
    const summarize = await runMa([
      'summarize',
      '2026-03-10 Remote control functional design',
      '--vault',
      vault.root,
      '--config',
      config,
    ]);
    expect(summarize.code).toBe(1);
    expect(summarize.stderr.split(said).length - 1).toBe(1);
  });
});
