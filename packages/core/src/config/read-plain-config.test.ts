/**
 * issue 13 (e): the common configuration is read without zod (`readPlainConfig`); whenever it
 * answers, its answer must be exactly the schema's, and anything the schema refuses is left to it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seededRandom as random } from '../test-support/seeded-random.js';
import { configSchemas } from './config-schema.js';
import { parseConfig } from './parse-config.js';
import { readPlainConfig } from './read-plain-config.js';

/** The schema's answer: its output as JSON text (key order included), or 'refused'. */
function schemaAnswer(raw: unknown): string {
  const result = configSchemas().MaConfigSchema.safeParse(raw);
  return result.success ? JSON.stringify(result.data) : 'refused';
}

const sparse = new Array(2);
sparse[1] = 'b';
const POOLS: Record<string, unknown[]> = {
  path: [
    'Archive/Sub',
    './Elsewhere/',
    'Glossary.md',
    'Other folder',
    'Projects',
    'Projects/Sub',
    'meetings',
    'a/b',
    'A/B/',
    'x/./y',
    '../x',
    '/abs',
    '.meeting-assistant',
    '.Meeting-Assistant/x',
    'x/.meeting-assistant',
    '',
    '.',
    './',
    'x\u0000y',
    '.trash',
    '.hidden',
    'C:\\x',
    'con',
    'Summaries ',
    'ａ',
    'a#b',
    'Meetings',
    './Meetings/',
    'Notes',
    'Summaries',
    5,
    null,
    undefined,
    ['Meetings'],
  ],
  number: [
    0,
    1,
    -1,
    1.5,
    15,
    16,
    17,
    3000,
    600_000,
    2 ** 53,
    2 ** 53 - 1,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    -0,
    '5',
    null,
    undefined,
  ],
  prompt: ['toast', 'console', 'vault-note', 'approve', 'deny', 'Toast', '', 5, null, undefined],
  // review5 Q1: the glossary and dictation list are Markdown notes of their own (the last ones are refused).
  ownFile: [
    undefined,
    'Glossary.md',
    'Lists/Words.md',
    './glossary.MD',
    'Dictation.md',
    'Vocabulary.md',
    'meeting-assistant.json',
    'Projects/p/backlog.md',
    '.obsidian/app.json',
    'a#b.md',
    5,
    null,
  ],
  // review4 P6: a base prompt is a Markdown note of its own (the last ones are refused).
  promptFile: [
    'Prompts/base.md',
    'base.md',
    null,
    './Prompts/Base.MD',
    'meeting-assistant.json',
    'Meetings/x.md',
    'p.txt',
    undefined,
  ],
  trigger: ['status-ended', 'manual', 'auto', null, undefined],
  profile: ['granular', 'compact', 'Compact', 3, null, undefined],
  terminal: [null, 'x-terminal-emulator -e {command}', 'xterm', '', 5, undefined],
  onSummary: [null, [], ['notify-send'], ['a', 'b c'], ['a', 5], 'notify-send', sparse, [null], undefined],
  webhook: [null, { url: 'https://example.org/hook', secret: 's' }, {}, undefined],
  model: [null, { baseURL: 'http://127.0.0.1:11434/v1', model: 'm' }, {}, 'm', undefined],
  modelsEntry: [null, { baseURL: 'http://127.0.0.1:8080/v1', model: 's' }, 5, undefined],
  language: [null, 'en', 'de-CH', '', 5, undefined],
  template: ['## Summary\n', '', DEFAULT_TEMPLATE(), 5, null, undefined],
};

function DEFAULT_TEMPLATE(): string {
  return '## Summary\n\n## Decisions\n\n## Next steps\n';
}

const SECTIONS: Record<string, Record<string, string>> = {
  folders: {
    meetings: 'path',
    transcripts: 'path',
    notes: 'path',
    summaries: 'path',
    context: 'path',
    projects: 'path',
    identities: 'path',
    trash: 'path',
  },
  files: { glossary: 'ownFile', dictation: 'ownFile' },
  prompt: { basePromptFile: 'promptFile' },
  approvals: { timeoutMs: 'number', prompt: 'prompt', terminal: 'terminal' },
  daemon: {
    trigger: 'trigger',
    debounceMs: 'number',
    concurrency: 'number',
    shutdownMs: 'number',
    retry: 'retry',
    hooks: 'hooks',
  },
  retry: { attempts: 'number', delayMs: 'number' },
  hooks: { onSummary: 'onSummary', webhook: 'webhook' },
  models: { main: 'modelsEntry', small: 'modelsEntry' },
  summary: { language: 'language', template: 'template' },
  tools: { profile: 'profile' },
  limits: { readChars: 'number', searchResults: 'number', searchLineChars: 'number', searchChars: 'number' },
};

/** A configuration made of random picks: mostly valid values, sometimes a wrong or unknown one. */
function generate(next: () => number, shape: Record<string, string>, depth = 0): unknown {
  const pick = <T>(list: T[]): T => list[Math.floor(next() * list.length)] as T;
  if (next() < 0.03) return pick([null, [], 'x', 7, undefined]);
  const out: Record<string, unknown> = {};
  for (const [key, kind] of Object.entries(shape)) {
    if (next() < 0.6) continue;
    if (SECTIONS[kind]) out[key] = generate(next, SECTIONS[kind], depth + 1);
    // Mostly values that pass (the first few of each pool), so deep paths are reached.
    else
      out[key] =
        next() < 0.85 ? pick((POOLS[kind] as unknown[]).slice(0, 4)) : pick(POOLS[kind] as unknown[]);
  }
  if (next() < 0.03) out[pick(['modle', 'extra', '__proto__'])] = 1;
  return out;
}

const TOP: Record<string, string> = {
  folders: 'folders',
  files: 'files',
  model: 'model',
  models: 'models',
  prompt: 'prompt',
  approvals: 'approvals',
  daemon: 'daemon',
  summary: 'summary',
  tools: 'tools',
  limits: 'limits',
};

describe('issue 13 (e): the plain configuration reader', () => {
  it('answers exactly as the schema, or not at all, on 4,000 generated configurations', () => {
    const next = random(13);
    let answered = 0;
    let refused = 0;
    for (let i = 0; i < 4000; i++) {
      const raw = generate(next, TOP);
      const plain = readPlainConfig(raw);
      const schema = schemaAnswer(raw);
      if (schema === 'refused') refused++;
      if (plain === null) continue;
      answered++;
      expect(JSON.stringify(plain), `case ${i}: ${JSON.stringify(raw)}`).toBe(schema);
    }
    // Both kinds were generated in numbers, and the reader answered for many valid ones.
    expect(refused).toBeGreaterThan(300);
    expect(answered).toBeGreaterThan(300);
    // 4,000 schema validations and plain reads: ~3 s idle, past 30 s when every package's tests
    // share two busy cores (CI).
  }, 120_000);

  it('answers for the configurations users have: none, the sample vault, ma init, every default written out', () => {
    const sample = JSON.parse(
      readFileSync(
        join(
          import.meta.dirname,
          '..',
          '..',
          '..',
          '..',
          'examples',
          'sample-vault',
          'meeting-assistant.json',
        ),
        'utf8',
      ),
    );
    const defaults = JSON.parse(schemaAnswer({}));
    const written = { ...defaults, model: undefined, models: undefined };
    delete written.model;
    delete written.models;
    for (const raw of [
      {},
      sample,
      written,
      { folders: { meetings: './Meetings/' } },
      { tools: { profile: 'compact' } },
    ]) {
      const plain = readPlainConfig(raw);
      expect(plain, JSON.stringify(raw)).not.toBeNull();
      expect(JSON.stringify(plain)).toBe(schemaAnswer(raw));
    }
  });

  it('leaves a model section, overlapping folders and refused values to the schema, whose errors stay', () => {
    expect(readPlainConfig({ model: { baseURL: 'http://127.0.0.1:11434/v1', model: 'm' } })).toBeNull();
    expect(readPlainConfig({ folders: { trash: 'Summaries' } })).toBeNull();
    expect(() => parseConfig({ folders: { trash: 'Summaries' } })).toThrow(
      /folders\.trash: expected a folder distinct from folders\.summaries/,
    );
    expect(readPlainConfig({ limits: { searchLineChars: 15 } })).toBeNull();
    expect(() => parseConfig({ limits: { searchLineChars: 15 } })).toThrow(/limits\.searchLineChars/);
    expect(readPlainConfig(Object.create({ folders: {} }))).toBeNull();
  });

  it('parseConfig gives the same frozen configuration either way', () => {
    const config = parseConfig({ folders: { summaries: 'Archive/Summaries/' } });
    expect(config.folders.summaries).toBe('Archive/Summaries');
    expect(Object.isFrozen(config.folders)).toBe(true);
    expect(config.models.main).toBeNull();
  });
});
