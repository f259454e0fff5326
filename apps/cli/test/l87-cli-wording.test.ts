/**
 * L87: CLI wording that said something other than what holds.
 * - The approval prompt's stderr line rounded the request's validity (`answer within 2 min` for
 *   90 s, longer than the request lives), while the tool says it exactly since C20: the same words now.
 * - `ma tools --tools compact` showed apply_changes' argument as `ops: object|object|…|object[]`:
 *   now the shape a model must send (`({op: "write_summary"|"write_context", content: string, …}|…)[]`).
 * - `ma tool <compact tool> --args` with bad JSON suggested `'{"from": 1, "to": 20}'`, which the
 *   compact tools refuse: now each tool's own form.
 * - `ma search` said "or pass projects" where the option is `--projects`.
 * - `ma import --help` named only Whisper JSON among the JSON it reads: now it lists the formats.
 * Built `ma`, sample-vault copy, the scripted model server.
 * Spec: docs/tools.md (Compact profile); apps/cli/README.md (Output: messages use the CLI's terms); C20; L87.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const t = sampleVaultPerTest();
const design = '2026-03-10 Remote control functional design';

describe('L87: the CLI says what holds, in its own terms', { timeout: 150_000 }, () => {
  it('L87: the approval prompt says the validity as the tool does: 90 s is "1 minute 30 seconds", not "2 min"', async () => {
    const config = JSON.parse(await t.read('meeting-assistant.json'));
    config.approvals = { ...config.approvals, timeoutMs: 90_000 };
    await writeFile(join(t.vault.root, 'meeting-assistant.json'), JSON.stringify(config));
    const server = await t.server([
      {
        toolCalls: [
          {
            name: 'request_project_association',
            arguments: { project: 'website-redesign', reason: 'The launch page was discussed.' },
          },
        ],
      },
      {
        toolCalls: [
          {
            name: 'write_summary',
            arguments: { content: '## Summary\nShort.\n\n## Decisions\n\n## Next steps\n' },
          },
        ],
      },
      { text: 'Done.' },
    ]);
    const run = await runMa([
      'summarize',
      design,
      '--vault',
      t.vault.root,
      '--base-url',
      server.baseURL,
      '--model',
      'test-model',
      '--approvals',
      'deny',
    ]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain('answer within 1 minute 30 seconds)');
  });

  it('L87: ma tools --tools compact prints the ops a model must send, not object|object', async () => {
    const run = await runMa(['tools', '--tools', 'compact', '--vault', t.vault.root]);
    const ops = run.stdout.split('\n').find((l) => l.trimStart().startsWith('ops:')) ?? '';
    expect(ops).toContain(
      'ops: ({op: "write_summary"|"write_context", content: string, replace_file?: boolean|null',
    );
    expect(ops).toContain('{op: "add_dictation_word", word: string}');
    expect(ops).toContain(
      '{op: "override_speaker", speaker: string, name: string, from?: integer|null, to?: integer|null}',
    );
    expect(run.stdout).not.toMatch(/object\|object/);
    expect(run.stdout).toMatch(
      /filters: \{from\?: integer\|null, to\?: integer\|null, .*\}\|null \(optional\)/,
    );
  });

  it('L87: a compact tool\u2019s bad --args names its own form', async () => {
    const query = await runMa([
      'tool',
      'query_meeting',
      '--meeting',
      design,
      '--tools',
      'compact',
      '--args',
      '{view: transcript}',
      '--vault',
      t.vault.root,
    ]);
    expect(query.code).toBe(2);
    expect(query.stderr).toContain(
      `pass an object such as '{"view": "transcript", "filters": {"from": 1, "to": 20}}'`,
    );
    const apply = await runMa([
      'tool',
      'apply_changes',
      '--meeting',
      design,
      '--tools',
      'compact',
      '--args',
      '[]',
      '--vault',
      t.vault.root,
    ]);
    expect(apply.code).toBe(2);
    expect(apply.stderr).toContain(
      `must be a JSON object such as '{"ops": [{"op": "write_context", "content": "- a note"}]}', got []`,
    );
    expect(`${query.stderr}${apply.stderr}`).not.toContain('"from": 1, "to": 20}\'');
  });

  it('L87: ma search says --projects, the option, where the tool says projects', async () => {
    const run = await runMa([
      'search',
      'e',
      '--meeting',
      '2026-03-09 Remote control kickoff',
      '--limit',
      '2',
      '--vault',
      t.vault.root,
    ]);
    expect(run.stdout).toMatch(/or narrow the query or pass --projects\); run ma search e /);
    expect(run.stdout).not.toContain('pass projects');
  });

  it('L87: ma import --help lists the formats it reads, JSON services and text exports included', async () => {
    const run = await runMa(['import', '--help']);
    for (const name of [
      'WebVTT',
      'SRT',
      'ASS/SSA',
      'SBV',
      'Whisper',
      'AssemblyAI',
      'Deepgram',
      'Rev.ai',
      'Speechmatics',
      'Otter',
      'Zoom captions and chat',
      'Google Meet',
      'Teams',
    ])
      expect(run.stdout.replace(/\s+/g, ' ')).toContain(name);
  });
});
