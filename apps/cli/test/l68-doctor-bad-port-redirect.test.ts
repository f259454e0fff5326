/**
 * L68: an endpoint that redirects to a port fetch refuses (a "bad port" of the Fetch standard: 6000,
 * X11) made `ma doctor` blame the configured URL ("cannot use the model endpoint http://127.0.0.1:
 * <port>/v1: fetch refuses this port"), although that port is fine. Now the redirect's target is
 * named, and the fix points at the redirect. The configured URL itself on a blocked port still says
 * so. The built `ma` against a real local HTTP server that redirects every request.
 * Spec: docs/contracts.md (endpoint failures); reviewB R54; L68.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const t = sampleVaultPerTest();

async function redirectingServer(to: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    res.writeHead(302, { location: `${to}${req.url ?? '/'}` });
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const doctor = (baseURL: string) =>
  runMa(['doctor', '--vault', t.vault.root, '--base-url', baseURL, '--model', 'qwen3:8b']);

describe('L68: ma doctor names a redirect to a blocked port', () => {
  it('L68: the target of the redirect is named, not the configured URL', async () => {
    const server = await redirectingServer('http://127.0.0.1:6000');
    try {
      const run = await doctor(server.url);
      expect(run.code).toBe(1);
      const line = run.stdout.split('\n').find((l) => l.startsWith('FAIL endpoint:')) ?? '';
      expect(line).toContain(
        `${server.url}/models redirects to http://127.0.0.1:6000/v1/models, whose port fetch refuses`,
      );
      expect(run.stdout).toContain(`the redirect, not ${server.url}, is what fails`);
    } finally {
      await server.close();
    }
  }, 60_000);

  it('L68: a configured URL on a blocked port is still named itself', async () => {
    const run = await doctor('http://127.0.0.1:6000/v1');
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      'cannot use the model endpoint http://127.0.0.1:6000/v1: fetch refuses this port',
    );
    expect(run.stdout).not.toContain('redirects to');
  }, 60_000);
});
