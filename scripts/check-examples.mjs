// Runs examples/embed-tools, examples/mcp-client and examples/toast-approval the way another
// project would: the packed @ma tarballs (scripts/check-packs.mjs) installed with npm into a
// fresh project in a temp folder, each example run from CommonJS and from ESM, the agent
// example against the scripted OpenAI-compatible server of @ma/testkit.
// Usage: node scripts/check-examples.mjs <tarball folder>   (exits 1 on the first failure)
// Spec: docs/packages.md (examples are tests); issue #16.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const tarballs = resolve(process.argv[2] ?? '');
const meeting = '2026-03-10 Remote control functional design';
const { startScriptedServer } = await import(
  pathToFileURL(join(root, 'packages/testkit/dist/index.js')).href
);

function devVersion(pkg, name) {
  const manifest = JSON.parse(readFileSync(join(root, pkg, 'package.json'), 'utf8'));
  const range = manifest.devDependencies?.[name] ?? manifest.dependencies?.[name];
  if (!range) throw new Error(`${pkg} does not declare ${name}`);
  return range;
}

/**
 * The lowest version a peer range of ours allows (`^7.0.88` → `7.0.88`), the highest floor over
 * the packages that declare it: what a host on the oldest version we claim to support installs.
 */
function peerFloor(name) {
  const floors = ['packages/tools', 'packages/agent', 'packages/core']
    .map((pkg) => JSON.parse(readFileSync(join(root, pkg, 'package.json'), 'utf8')).peerDependencies?.[name])
    .filter((range) => range !== undefined)
    .map((range) => {
      const m = /^\^(\d+)\.(\d+)\.(\d+)$/.exec(range);
      if (!m) throw new Error(`peer range of ${name} is not ^x.y.z: ${range}`);
      return m.slice(1).map(Number);
    });
  if (floors.length === 0) throw new Error(`no package declares a peer range for ${name}`);
  floors.sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
  return floors.at(-1).join('.');
}

/**
 * A fresh npm project holding the examples and the tarballs, installed with `ai` and `zod` at
 * `versions` (npm version specs).
 */
async function consumerProject(versions) {
  const dir = await mkdtemp(join(tmpdir(), 'ma-examples-'));
  for (const name of ['embed-tools', 'mcp-client', 'toast-approval']) {
    cpSync(join(root, 'examples', name), join(dir, name), { recursive: true });
  }
  cpSync(join(root, 'examples', 'sample-vault'), join(dir, 'vault'), { recursive: true });
  const dependencies = {
    ai: versions.ai,
    zod: versions.zod,
    '@ai-sdk/openai-compatible': devVersion('packages/agent', '@ai-sdk/openai-compatible'),
    '@modelcontextprotocol/sdk': devVersion('apps/cli', '@modelcontextprotocol/sdk'),
  };
  const overrides = {};
  for (const file of readdirSync(tarballs).filter((f) => /^ma-.*\.tgz$/.test(f))) {
    const name = `@ma/${file.replace(/^ma-/, '').replace(/-\d+\.\d+\.\d+\.tgz$/, '')}`;
    dependencies[name] = `file:${join(tarballs, file)}`;
    overrides[name] = `$${name}`;
  }
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify({ name: 'ma-examples-consumer', private: true, dependencies, overrides }, null, 2)}\n`,
  );
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: dir,
    stdio: 'inherit',
  });
  return dir;
}

/** Runs `node file args…` in `cwd`; `whileRunning` may act on the child; resolves with stdout. */
function run(cwd, file, args, env = {}, whileRunning = async () => {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [file, ...args], {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d) => {
      stdout += d;
    });
    child.stderr.setEncoding('utf8').on('data', (d) => {
      stderr += d;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    whileRunning(child).catch(reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      // A library's warning on the host's stderr is a defect too (review M9: zod 4.1 printed
      // "Invalid target" 21 times).
      if (code === 0 && !/warn|invalid|deprecat/i.test(stderr)) resolvePromise(stdout);
      else reject(new Error(`${file} exited ${code}\n${stdout}\n${stderr}`));
    });
  });
}

function expectIn(label, text, ...needles) {
  for (const needle of needles) {
    const ok = needle instanceof RegExp ? needle.test(text) : text.includes(needle);
    if (!ok) throw new Error(`${label}: expected ${needle} in:\n${text}`);
  }
  console.log(`ok   ${label}`);
}

async function embedTools(dir, file) {
  const server = await startScriptedServer([
    { toolCalls: [{ name: 'read_transcript', arguments: { from: 1, to: 20 } }] },
    { toolCalls: [{ name: 'word_count', arguments: { text: 'one two three' } }] },
    {
      toolCalls: [
        { name: 'write_summary', arguments: { content: '## Summary\nThe first line has three words.' } },
      ],
    },
    { text: 'The first line has three words.' },
  ]);
  try {
    const out = await run(join(dir, 'embed-tools'), file, [join(dir, 'vault'), meeting], {
      MA_BASE_URL: server.baseURL,
      MA_MODEL: 'scripted',
    });
    expectIn(
      `embed-tools/${file}`,
      out,
      `tool read_transcript: Transcripts/${meeting}.md · lines 1–20`,
      'tool word_count: 3',
      'answer: The first line has three words.',
      /summary: Summaries\/.*\.md \(coverage \d+%\)/,
    );
    const offered = server.requests[0].body.tools.map((t) => t.function.name).sort();
    if (offered.join() !== 'read_transcript,search,word_count,write_summary')
      throw new Error(`offered tools: ${offered}`);
    // finish() wrote the summary note as `ma summarize` does.
    const note = readFileSync(join(dir, 'vault', 'Summaries', `${meeting}.md`), 'utf8');
    expectIn(
      `embed-tools/${file} summary note`,
      note,
      'generated_by: meeting-assistant',
      'engine: agent',
      'model: scripted',
      /content_hash: "?sha256:[0-9a-f]{64}/,
      'The first line has three words.',
    );
  } finally {
    await server.close();
  }
}

async function mcpClient(dir, file) {
  const out = await run(join(dir, 'mcp-client'), file, [join(dir, 'vault'), meeting]);
  expectIn(
    `mcp-client/${file}`,
    out,
    'tool list_meetings (read-only)',
    'tool write_projectfile\n',
    `read_transcript: Transcripts/${meeting}.md · lines 1–20`,
    'refused: true',
    `finish_summary: summary written: Summaries/${meeting}.md (transcript coverage`,
  );
}

/**
 * Every tool's JSON Schema as a host builds it with its own zod (`toolJsonSchema`, strict and not):
 * each names draft-07, and the run prints no warning (review M9: zod 4.1 warned 21 times).
 */
async function hostSchemas(dir) {
  const script = join(dir, 'schemas.mjs');
  writeFileSync(
    script,
    `import { loadConfig, openVault, resolveMeeting, WriteAudit } from '@ma/core';
import { createMeetingTools, createMemoryDraft, createToolSession, toolDefinitions, toolJsonSchema } from '@ma/tools';
const [root, meeting] = process.argv.slice(2);
const vault = await openVault(root, await loadConfig({ vault: root }));
const session = await createToolSession({ vault, meetingPath: await resolveMeeting(vault, meeting), audit: new WriteAudit(), summaryDraft: createMemoryDraft() });
createMeetingTools(session, { strict: true });
let n = 0;
for (const def of toolDefinitions(session))
  for (const strict of [true, false]) {
    const schema = toolJsonSchema(def.inputSchema, { strict });
    if (schema.$schema !== 'http://json-schema.org/draft-07/schema#') throw new Error(def.name + ': ' + JSON.stringify(schema.$schema));
    n++;
  }
console.log('schemas: ' + n + ' draft-07');
`,
  );
  const out = await run(dir, script, [join(dir, 'vault'), meeting]);
  expectIn('tool JSON Schemas with the host zod', out, /schemas: \d+ draft-07/);
}

async function toastApproval(dir, file) {
  const folder = await mkdtemp(join(tmpdir(), 'ma-requests-'));
  const tick = async () => {
    for (let i = 0; i < 600; i++) {
      const notes = (await readdir(folder)).filter((f) => f.endsWith('.md'));
      if (notes.length > 0) {
        const path = join(folder, notes[0]);
        const text = await readFile(path, 'utf8');
        await writeFile(path, text.replace('- [ ] Approve', '- [x] Approve'));
        return;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('no request note appeared');
  };
  const out = await run(join(dir, 'toast-approval'), file, [folder], {}, tick);
  expectIn(`toast-approval/${file}`, out, 'outcome: approved');
}

// Both ends of the peer ranges a host may install (docs/packages.md, Peer ranges): the versions we
// develop with, and the lowest ones the ranges allow (review M1: a host on `ai` 7.0.0 could not
// import @ma/agent while the range said it could).
const runs = [
  {
    label: 'development versions',
    ai: devVersion('packages/tools', 'ai'),
    zod: devVersion('packages/tools', 'zod'),
  },
  { label: 'lowest versions the peer ranges allow', ai: peerFloor('ai'), zod: peerFloor('zod') },
];
for (const versions of runs) {
  console.log(`examples with ai ${versions.ai}, zod ${versions.zod} (${versions.label})`);
  const dir = await consumerProject(versions);
  await hostSchemas(dir);
  for (const file of ['index.mjs', 'index.cjs']) {
    await embedTools(dir, file);
    await mcpClient(dir, file);
    await toastApproval(dir, file);
  }
}
console.log('examples: all ok');
