/**
 * L407: a host embedding the default (non-strict) `createMeetingTools(session)` in its own AI SDK loop,
 * as the README shows (no `repairToolCall`, no `prepareStep`), got for a call failing the schema
 * (`read_transcript {"from":"x"}`) the SDK's `AI_InvalidToolInputError` text as the tool error — the
 * whole input echoed and zod's issue list as JSON — while docs/tools.md and the README promise
 * `refused: invalid arguments (…); nothing was run; …` as the tool result. Now the SDK-facing check
 * passes every parsed call and the tool's own `execute` refuses. Checked as a host sees it: the built,
 * PACKED `@ma/tools` (`pnpm pack`, installed into a temp host project) run in a real Node process with
 * the AI SDK's `generateText` and `streamText` against `@ma/testkit`'s scripted server; what the model
 * receives is read from the next request. Every kind of schema failure (a wrong type, a missing
 * required field, a value out of range, a non-object, an unknown key, a wrong field in the compact
 * profile) and a write: nothing changed on disk.
 * Spec: docs/tools.md, Rules shared by all tools ("Errors are results, not crashes"); packages/tools/README.md.
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type ChatRequest, copySampleVault, type ScriptedTurn, startScriptedServer } from '@ma/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const execFileAsync = promisify(execFile);
const pkgDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const MEETING = 'Meetings/2026-03-10 Remote control functional design.md';
let host: string;

/** The directory of package `name` as resolved from `from` (a package directory of this repository). */
function packageDir(from: string, name: string): string {
  const require = createRequire(join(from, 'package.json'));
  let dir = dirname(require.resolve(name));
  while (!dir.endsWith(join('node_modules', name))) dir = dirname(dir);
  return dir;
}

beforeAll(async () => {
  host = await mkdtemp(join(tmpdir(), 'ma-l407-host-'));
  const modules = join(host, 'node_modules');
  const installed = join(modules, '@ma', 'tools');
  await mkdir(join(modules, '@ai-sdk'), { recursive: true });
  await mkdir(installed, { recursive: true });
  // What `pnpm pack` ships (dist, README, package.json), unpacked as an install would.
  // (`--json` prints the tarball's details after the prepack script's lines.)
  const report = execFileSync('pnpm', ['pack', '--json', '--pack-destination', host], {
    cwd: pkgDir,
    encoding: 'utf8',
  });
  const packed = JSON.parse(report.slice(report.indexOf('{'))) as { filename: string };
  execFileSync('tar', ['-xzf', resolve(host, packed.filename), '-C', installed, '--strip-components=1']);
  const links: Array<[string, string]> = [
    // The package's own dependency (@ma/core) and peers (ai, zod), as an install would link them.
    [join(pkgDir, 'node_modules'), join(installed, 'node_modules')],
    // The host's own imports: the AI SDK, an OpenAI-compatible provider, core to open the vault.
    [join(pkgDir, 'node_modules', 'ai'), join(modules, 'ai')],
    [join(pkgDir, 'node_modules', '@ma', 'core'), join(modules, '@ma', 'core')],
    [
      packageDir(resolve(pkgDir, '..', 'agent'), '@ai-sdk/openai-compatible'),
      join(modules, '@ai-sdk', 'openai-compatible'),
    ],
  ];
  for (const [target, path] of links) await symlink(target, path, 'dir');
}, 180_000);
afterAll(async () => {
  if (host) await rm(host, { recursive: true, force: true });
});

/**
 * The host program: the README's loop, nothing more (no repairToolCall, no prepareStep). Runs one
 * `generateText` or `streamText` over the scripted server and prints the meeting note's bytes after.
 */
const HOST = `import { generateText, streamText, stepCountIs } from 'ai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { loadConfig, openVault } from '@ma/core';
import { createMeetingTools, createMemoryDraft, createToolSession } from '@ma/tools';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
const { L407_VAULT: root, L407_URL: baseURL, L407_MODE: mode, L407_PROFILE: profile } = process.env;
const vault = await openVault(root, await loadConfig({ vault: root }));
const session = await createToolSession({ vault, meetingPath: ${JSON.stringify(MEETING)}, summaryDraft: createMemoryDraft() });
const model = createOpenAICompatible({ name: 'host', baseURL }).chatModel('test-model');
const options = { model, tools: createMeetingTools(session, { profile }), prompt: 'Summarize.', stopWhen: stepCountIs(2) };
if (mode === 'stream') {
  const result = streamText({ ...options, onError: ({ error }) => console.error(String(error)) });
  await result.consumeStream();
  await result.steps;
} else {
  await generateText(options);
}
process.stdout.write(await readFile(join(root, ${JSON.stringify(MEETING)}), 'utf8'));
`;

/** Runs {@link HOST} with `env`; resolves with its exit code and output (killed after 120 s). */
async function runHost(
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const args = ['--input-type=module', '-e', HOST];
  const options = { cwd: host, env: { ...process.env, ...env }, timeout: 120_000, maxBuffer: 1 << 26 };
  try {
    return { code: 0, ...(await execFileAsync(process.execPath, args, options)) };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? String(error) };
  }
}

/** What the model receives for each tool call of the first reply: the `tool` messages of the next request. */
function toolAnswers(request: ChatRequest | undefined): string[] {
  const messages = (request?.body.messages ?? []) as Array<{ role: string; content: unknown }>;
  return messages.filter((m) => m.role === 'tool').map((m) => String(m.content));
}

const big = 'The remote needs a yellow case. '.repeat(2000);

const GRANULAR: Array<{ name: string; arguments: unknown; refusal: string }> = [
  {
    name: 'read_transcript',
    arguments: { from: 'x' },
    refusal:
      'refused: invalid arguments (from: expected a whole number, got string "x"); nothing was run; call again with arguments matching the schema',
  },
  {
    name: 'read_transcript',
    arguments: { from: 1.5, to: big },
    refusal: 'refused: invalid arguments (from: ',
  },
  { name: 'add_attendee', arguments: {}, refusal: 'refused: invalid arguments (name: ' },
  { name: 'add_attendee', arguments: { name: 5 }, refusal: 'refused: invalid arguments (name: ' },
  { name: 'add_attendee', arguments: ['Ann'], refusal: 'refused: invalid arguments (' },
  { name: 'read_transcript', arguments: { form: 1 }, refusal: 'refused: unknown argument "form"' },
];

describe('L407: a host’s AI SDK loop gets the documented refusal for arguments failing the schema', () => {
  for (const mode of ['generate', 'stream'] as const) {
    it(`L407: ${mode}Text with the default tools: each bad call is answered "refused: …; nothing was run" as its result`, async () => {
      const vault = await copySampleVault();
      const turns: ScriptedTurn[] = [
        { toolCalls: GRANULAR.map((c) => ({ name: c.name, arguments: c.arguments as never })) },
        { text: 'done' },
      ];
      const server = await startScriptedServer(turns);
      try {
        const before = await readFile(join(vault.root, MEETING), 'utf8');
        const run = await runHost({
          L407_VAULT: vault.root,
          L407_URL: server.baseURL,
          L407_MODE: mode,
          L407_PROFILE: 'granular',
        });
        expect(run.stderr).not.toMatch(/InvalidToolInput|TypeValidation/);
        expect(run.code).toBe(0);
        expect(server.requests).toHaveLength(2);
        const answers = toolAnswers(server.requests[1]);
        expect(answers).toHaveLength(GRANULAR.length);
        GRANULAR.forEach((call, i) => {
          const answer = answers[i] as string;
          expect(
            answer.startsWith(call.refusal),
            `${call.name} ${JSON.stringify(call.arguments).slice(0, 40)}: ${answer.slice(0, 300)}`,
          ).toBe(true);
          expect(answer).toMatch(/; nothing was run; |; this tool takes /);
          // Never the SDK's wording, never the input echoed (a value is shown cut to a few words).
          expect(answer).not.toMatch(
            /AI_|Invalid input for tool|Type validation|yellow case\. The remote needs a yellow/,
          );
          expect(answer.length).toBeLessThan(1000);
        });
        // A refused write changed nothing.
        expect(run.stdout).toBe(before);
      } finally {
        await server.close();
        await vault.cleanup();
      }
    }, 180_000);
  }

  it('L407: the compact profile answers a bad query_meeting call with its compact refusal as the result', async () => {
    const vault = await copySampleVault();
    const server = await startScriptedServer([
      { toolCalls: [{ name: 'query_meeting', arguments: { view: 'transcript', filters: { from: 'x' } } }] },
      { text: 'done' },
    ]);
    try {
      const run = await runHost({
        L407_VAULT: vault.root,
        L407_URL: server.baseURL,
        L407_MODE: 'generate',
        L407_PROFILE: 'compact',
      });
      expect(run.code).toBe(0);
      const [answer] = toolAnswers(server.requests[1]);
      expect(answer).toMatch(
        /^\{"error":"refused","message":"invalid arguments \(filters\.from: expected a whole number, got string \\"x\\"\); nothing was run; /,
      );
      expect(answer).not.toMatch(/AI_|Invalid input for tool/);
    } finally {
      await server.close();
      await vault.cleanup();
    }
  }, 180_000);
});
