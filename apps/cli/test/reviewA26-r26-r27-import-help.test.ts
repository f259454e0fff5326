/**
 * reviewA R26, R27 (session 26): `ma import --help` names Amazon Transcribe and Azure Speech JSON,
 * which it reads since R26/R27, as the refusal's format list and the README name them.
 * Built `ma`.
 * Spec: apps/cli/README.md (`ma import`); docs/transcript-import.md (Formats: whisper).
 */
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

describe('R26, R27: ma import --help names the transcript JSON of Amazon Transcribe and Azure Speech', () => {
  it('R26, R27: Amazon Transcribe and Azure Speech are in the help', async () => {
    const run = await runMa(['import', '--help']);
    expect(run.code).toBe(0);
    const help = run.stdout.replace(/\s+/g, ' ');
    for (const name of ['Amazon Transcribe', 'Azure Speech']) expect(help).toContain(name);
  });
});
