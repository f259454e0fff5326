// Ablation builds of the agent for issue 13 (docs/agent-loop-speed.md): copies of the built
// packages/agent (and, for the tool layers, packages/tools) bundles with ONE of our per-step layers
// taken out, for `bench/agent-loop-cpu.mjs` to measure paired against the unchanged copy. The copies
// are for measuring only: several of them change behaviour (no retries, no validation, a fixed tool
// text). Each cut is a text replacement in the bundle that must match exactly once; when the sources
// move and an anchor no longer matches, this script stops and names the cut.
//
//   node bench/agent-loop-ablate.mjs [name…]        # writes the copies, prints their paths
//   node bench/agent-loop-cpu.mjs $(node bench/agent-loop-ablate.mjs base no-transport …)
//
// Needs `pnpm build`. Copies go to packages/{agent,tools}/node_modules/.ablate/ (so that they resolve
// the same dependencies); `base` is the unchanged build, listed first so that Δ is taken against it.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from './lib.mjs';

/** A cut: replacements in the agent bundle (`agent`) and/or the tools bundle (`tools`). */
const CUTS = {
  base: {},
  // An unchanged copy under another name: its Δ against `base` is the measure's own spread (A/A).
  'base-copy': {},
  // The unchanged build with its own copy of the tools bundle: the base of the tool cuts.
  'base-tools': { tools: [] },
  // Transport (createModelFetch): the whole stack, or one wrapper at a time.
  'no-transport': {
    agent: [
      [
        'function createModelFetch(model, opts) {\n',
        'function createModelFetch(model, opts) {\n  if (opts) return opts.fetch ?? globalThis.fetch;\n',
      ],
    ],
  },
  'no-normalize': {
    agent: [['return normalizingFetch(\n    retryingFetch({', 'return ((f) => f)(\n    retryingFetch({']],
  },
  'no-retry-layer': {
    agent: [
      [
        'return normalizingFetch(\n    retryingFetch({',
        'return normalizingFetch(\n    ((o) => o.baseFetch)({',
      ],
    ],
  },
  'no-inband': { agent: [['inBandErrorFetch(replyGuardFetch(', '((f) => f)(replyGuardFetch(']] },
  'no-guard': {
    agent: [
      [
        'replyGuardFetch(opts.fetch ?? globalThis.fetch, opts.secrets ?? [])',
        '(opts.fetch ?? globalThis.fetch)',
      ],
    ],
  },
  // The stream retry wrapper of Z50 (active only with model.retry.attempts > 1: `--retry 3`).
  'no-stream-retry': {
    agent: [
      [
        '...attempts > 1 ? { model: retryableStreams(input.model), streamRetries: attempts - 1 } : {},',
        '...{},',
      ],
    ],
  },
  // The SDK's stall watcher between stream chunks (`timeout.chunkMs`; streamed only).
  'no-chunk-timeout': { agent: [['timeout: { chunkMs: input.chunkTimeoutMs },', '']] },
  // L7's check of each tool call's raw arguments for a key given twice (a pull stage over every stream part).
  'no-duplicate-keys': {
    agent: [
      [
        'return refusingDuplicateKeys(provider.chatModel(model.model));',
        'return provider.chatModel(model.model);',
      ],
    ],
  },
  // Every layer a streamed step has and a plain one has not, together: the three cuts above.
  'no-streamed-layers': {
    agent: [
      [
        'function createModelFetch(model, opts) {\n',
        'function createModelFetch(model, opts) {\n  if (opts) return opts.fetch ?? globalThis.fetch;\n',
      ],
      ['timeout: { chunkMs: input.chunkTimeoutMs },', ''],
      [
        'return refusingDuplicateKeys(provider.chatModel(model.model));',
        'return provider.chatModel(model.model);',
      ],
    ],
  },
  // The loop's hooks (a renamed key is one the SDK does not see).
  'no-prepare-step': {
    agent: [
      ['prepareStep: ({ stepNumber, messages }) => {', 'prepareStep_off: ({ stepNumber, messages }) => {'],
    ],
  },
  'no-call-end': { agent: [['onLanguageModelCallEnd: ({', 'onLanguageModelCallEnd_off: ({']] },
  'no-tool-hooks': {
    agent: [
      ['onToolExecutionStart: ({ toolCall }) => {', 'onToolExecutionStart_off: ({ toolCall }) => {'],
      ['onToolExecutionEnd: ({', 'onToolExecutionEnd_off: ({'],
    ],
  },
  'no-step-hooks': {
    agent: [
      ['onStepStart: ({ stepNumber }) => {', 'onStepStart_off: ({ stepNumber }) => {'],
      ['onStepEnd: (result) => {', 'onStepEnd_off: (result) => {'],
    ],
  },
  // The step-results budget's wrapper around every tool (U4).
  'no-results-wrap': {
    agent: [
      [
        'const tools = stepResults ? stepResults.wrap(input.tools) : input.tools;',
        'const tools = input.tools;',
      ],
    ],
  },
  // Tool layers (@ma/tools): validation in the SDK schema, validation in the neutral execute, the
  // output guard, the tool's work (a fixed text; or the note read once, formatting kept).
  'no-sdk-validate': {
    tools: [
      [
        'inputSchema: keepingUnknownKeys(zodSchema(z28.preprocess((value) => value ?? {}, def.inputSchema))),',
        'inputSchema: ((s) => jsonSchema(() => s.jsonSchema))(zodSchema(z28.preprocess((value) => value ?? {}, def.inputSchema))),',
      ],
    ],
  },
  'no-neutral-validate': {
    tools: [
      [
        '    const unknown = unknownKeys(spec.inputSchema, input);\n    const parsed = spec.inputSchema.safeParse(input ?? {});',
        '    const unknown = [];\n    const parsed = { success: true, data: input ?? {} };',
      ],
    ],
  },
  'no-wellformed': {
    tools: [
      [
        'execute: async (input, call) => wellFormedText(await executeChecked(spec, input, call ?? {}))',
        'execute: async (input, call) => await executeChecked(spec, input, call ?? {})',
      ],
    ],
  },
  'tool-fixed-text': {
    tools: [
      [
        '    run: async (range) => {\n      const meeting = await session.meetingText();\n      const note = hideBodyComments(meeting.text);',
        '    run: async () => "1| ---\\n2| title: Functional design\\n3| date: 2026-03-10",\n    run_off: async (range) => {\n      const meeting = await session.meetingText();\n      const note = hideBodyComments(meeting.text);',
      ],
    ],
  },
  'tool-no-file-io': {
    tools: [
      [
        '    run: async (range) => {\n      const meeting = await session.meetingText();\n      const note = hideBodyComments(meeting.text);',
        '    run: async (range) => {\n      const meeting = globalThis.__maAblateMeeting ??= await session.meetingText();\n      const note = hideBodyComments(meeting.text);',
      ],
    ],
  },
};

/** Replaces `from` (exactly one occurrence) by `to` in `text`. */
function cut(text, [from, to], name, file) {
  const at = text.indexOf(from);
  if (at < 0 || text.indexOf(from, at + 1) >= 0)
    throw new Error(
      `${name}: anchor ${at < 0 ? 'not found' : 'found twice'} in ${file}: ${from.slice(0, 80)}`,
    );
  return text.slice(0, at) + to + text.slice(at + from.length);
}

const names = process.argv.slice(2);
const wanted = names.length > 0 ? names : Object.keys(CUTS);
const agentSrc = path.join(repoRoot, 'packages/agent/dist/index.js');
const toolsSrc = path.join(repoRoot, 'packages/tools/dist/index.js');
const agentDir = path.join(repoRoot, 'packages/agent/node_modules/.ablate');
const toolsDir = path.join(repoRoot, 'packages/tools/node_modules/.ablate');
await mkdir(agentDir, { recursive: true });
await mkdir(toolsDir, { recursive: true });
const agentText = await readFile(agentSrc, 'utf8');
const toolsText = await readFile(toolsSrc, 'utf8');
const out = [];
for (const name of wanted) {
  const spec = CUTS[name];
  if (!spec) throw new Error(`unknown cut ${name}; known: ${Object.keys(CUTS).join(', ')}`);
  let agent = agentText;
  for (const r of spec.agent ?? []) agent = cut(agent, r, name, 'agent');
  if (spec.tools) {
    let tools = toolsText;
    for (const r of spec.tools) tools = cut(tools, r, name, 'tools');
    const toolsFile = path.join(toolsDir, `${name}.js`);
    await writeFile(toolsFile, tools);
    agent = agent.replaceAll('from "@ma/tools"', `from ${JSON.stringify(toolsFile)}`);
  }
  const file = path.join(agentDir, `${name}.js`);
  await writeFile(file, agent);
  out.push(path.relative(process.cwd(), file));
}
console.log(out.join(' '));
