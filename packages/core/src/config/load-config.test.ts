import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../errors/index.js';
import { copySampleVault, makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { DEFAULT_SUMMARY_TEMPLATE, LIMIT_MAXIMA, MAX_DURATION_MS } from './config-schema.js';
import { loadConfig } from './load-config.js';
import { readPlainConfig } from './read-plain-config.js';

let dir: TempDir;
beforeEach(async () => {
  dir = await makeTempDir('ma-config-');
});
afterEach(() => dir.cleanup());

async function loadJson(json: unknown): Promise<unknown> {
  await writeFile(path.join(dir.root, 'meeting-assistant.json'), JSON.stringify(json));
  return loadConfig({ vault: dir.root }).catch((e: unknown) => e);
}

describe('loadConfig', () => {
  it('gives the documented defaults when the file is missing', async () => {
    const config = await loadConfig({ vault: dir.root });
    expect(config.folders).toEqual({
      meetings: 'Meetings',
      transcripts: 'Transcripts',
      notes: 'Notes',
      summaries: 'Summaries',
      context: 'Assistant',
      projects: 'Projects',
      identities: 'Identities',
      trash: '.trash',
    });
    expect(config.files).toEqual({ glossary: 'Glossary.md', dictation: 'Dictation.md' });
    expect(config.model).toBeNull();
    expect(config.prompt).toEqual({ basePromptFile: null });
    expect(config.approvals).toEqual({ timeoutMs: 600_000, prompt: 'toast', terminal: null });
    expect(config.daemon).toEqual({
      trigger: 'status-ended',
      debounceMs: 3000,
      concurrency: 1,
      retry: { attempts: 3, delayMs: 30_000 },
      shutdownMs: 30_000,
      hooks: { onSummary: null, webhook: null },
    });
    expect(config.summary).toEqual({ language: null, template: DEFAULT_SUMMARY_TEMPLATE });
    expect(config.limits).toEqual({
      readChars: 24000,
      searchResults: 100,
      searchLineChars: 240,
      searchChars: 16000,
    });
  });

  it('reads the sample vault config', async () => {
    const vault = await copySampleVault();
    try {
      const config = await loadConfig({ vault: vault.root });
      expect(config.folders.context).toBe('Assistant');
      expect(config.model).toBeNull();
    } finally {
      await vault.cleanup();
    }
  });

  it('fills model defaults and keeps given values', async () => {
    const config = (await loadJson({
      model: {
        baseURL: 'http://127.0.0.1:11434/v1',
        model: 'qwen3:8b',
        apiKeyEnv: 'MA_API_KEY',
        retry: { attempts: 5 },
      },
      folders: { summaries: 'Out/Summaries' },
    })) as Awaited<ReturnType<typeof loadConfig>>;
    expect(config.model).toEqual({
      baseURL: 'http://127.0.0.1:11434/v1',
      model: 'qwen3:8b',
      apiKeyEnv: 'MA_API_KEY',
      maxSteps: 40,
      retry: { attempts: 5, delayMs: 2000 },
      timeoutMs: 120_000,
      streamTimeoutMs: 600_000,
    });
    expect(config.folders.summaries).toBe('Out/Summaries');
    expect(config.folders.meetings).toBe('Meetings');
  });

  it('returns a deep-frozen object', async () => {
    const config = await loadConfig({ vault: dir.root });
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.folders)).toBe(true);
    expect(() => {
      (config.limits as { readChars: number }).readChars = 1;
    }).toThrow(TypeError);
  });

  it('names the key path, what was expected and what was found', async () => {
    const error = await loadJson({
      model: { baseURL: 'http://x/v1', model: 'm', retry: { attempts: 'three' } },
    });
    expect(ConfigError.isInstance(error)).toBe(true);
    expect((error as ConfigError).message).toBe(
      'model.retry.attempts: expected a whole number >= 0, got "three"',
    );
    expect(error).toMatchObject({
      key: 'model.retry.attempts',
      expected: 'a whole number >= 0',
      got: '"three"',
    });
  });

  it('rejects negative and fractional numbers', async () => {
    expect(((await loadJson({ daemon: { debounceMs: -1 } })) as Error).message).toBe(
      "daemon.debounceMs: expected a duration in ms from 0 to 2147483647 (about 24.8 days; Node's timers end a longer one at once), got -1",
    );
    expect(((await loadJson({ limits: { readChars: 1.5 } })) as Error).message).toBe(
      'limits.readChars: expected a whole number from 1 to 1000000, got 1.5',
    );
  });

  it('daemon hooks: an argv array and a webhook with exactly one secret source', async () => {
    const config = (await loadJson({
      daemon: {
        retry: { attempts: 1 },
        hooks: {
          onSummary: ['notify-send', 'summary ready'],
          webhook: { url: 'https://example.org/hook', secretEnv: 'HOOK_SECRET' },
        },
      },
    })) as { daemon: unknown };
    expect(config.daemon).toMatchObject({
      retry: { attempts: 1, delayMs: 30_000 },
      hooks: {
        onSummary: ['notify-send', 'summary ready'],
        webhook: {
          url: 'https://example.org/hook',
          secretEnv: 'HOOK_SECRET',
          attempts: 3,
          timeoutMs: 10_000,
        },
      },
    });
    expect(((await loadJson({ daemon: { hooks: { onSummary: 'notify-send x' } } })) as Error).message).toBe(
      'daemon.hooks.onSummary: expected an argv array such as ["notify-send", "summary ready"], got "notify-send x"',
    );
    expect(((await loadJson({ daemon: { hooks: { onSummary: [] } } })) as Error).message).toContain(
      'daemon.hooks.onSummary: expected an argv array with at least the program',
    );
    const both = { url: 'https://example.org/hook', secret: 's', secretEnv: 'S' };
    expect(((await loadJson({ daemon: { hooks: { webhook: both } } })) as Error).message).toContain(
      'daemon.hooks.webhook.secretEnv: expected exactly one of "secret" or "secretEnv"',
    );
    const ftp = { url: 'ftp://example.org/hook', secret: 's' };
    expect(((await loadJson({ daemon: { hooks: { webhook: ftp } } })) as Error).message).toContain(
      'daemon.hooks.webhook.url: expected an http(s) URL',
    );
  });

  it('reports unknown keys such as the typo "modle" with a suggestion', async () => {
    const error = (await loadJson({ modle: { baseURL: 'http://x' } })) as ConfigError;
    expect(ConfigError.isInstance(error)).toBe(true);
    expect(error.key).toBe('modle');
    expect(error.message).toContain('modle: expected no such key (did you mean "model"?)');
    const nested = (await loadJson({ folders: { sumaries: 'S' } })) as ConfigError;
    expect(nested.message).toContain('folders.sumaries: expected no such key (did you mean "summaries"?)');
  });

  it('refuses apiKey together with apiKeyEnv', async () => {
    const error = (await loadJson({
      model: { baseURL: 'http://x/v1', model: 'm', apiKey: 'k', apiKeyEnv: 'MA_API_KEY' },
    })) as ConfigError;
    expect(error.message).toContain('model.apiKeyEnv: expected either "apiKey" or "apiKeyEnv", not both');
  });

  it('requires baseURL and model in a model section', async () => {
    const error = (await loadJson({ model: { model: 'm' } })) as ConfigError;
    expect(error.message).toBe(
      'model.baseURL: expected a base URL (config "model.baseURL" or --base-url), got nothing',
    );
    expect(error.key).toBe('model.baseURL');
    expect(((await loadJson({ model: { baseURL: 'ftp://x' } })) as Error).message).toBe(
      'model.baseURL: expected an http(s) URL, not ftp: (such as "http://127.0.0.1:11434/v1"), got "ftp://x"\n' +
        'model.model: expected a model name (config "model.model" or --model), got nothing',
    );
  });

  it('refuses enum values and folder paths outside the vault', async () => {
    expect(((await loadJson({ approvals: { prompt: 'email' } })) as Error).message).toBe(
      'approvals.prompt: expected one of "toast", "console", "vault-note", "approve", "deny", got "email"',
    );
    expect(((await loadJson({ folders: { trash: '../elsewhere' } })) as Error).message).toContain(
      'folders.trash: expected a folder path relative to the vault',
    );
    expect(((await loadJson({ folders: 'Meetings' })) as Error).message).toBe(
      'folders: expected a JSON object, got "Meetings"',
    );
  });

  it('M2: refuses an approvals.timeoutMs that could only ever deny (0, or under a second)', async () => {
    for (const timeoutMs of [0, 1, 999]) {
      expect(((await loadJson({ approvals: { timeoutMs } })) as Error).message).toBe(
        `approvals.timeoutMs: expected a deadline in ms of at least 1000 (a shorter one ends every approval before anyone can answer, as denied), got ${timeoutMs}`,
      );
    }
    expect(
      ((await loadJson({ approvals: { timeoutMs: 1000 } })) as { approvals: unknown }).approvals,
    ).toMatchObject({
      timeoutMs: 1000,
    });
  });

  it('M7: refuses a model or webhook URL with credentials, a query or a fragment, and never shows the secret', async () => {
    const cases: Array<[string, string]> = [
      ['http://u:SECRETPW@127.0.0.1:18440/v1', 'user info (user:password@)'],
      ['http://SECRETPW@127.0.0.1:18440/v1', 'user info (user:password@)'],
      ['https://gw.example.org/v1?api-key=SECRETPW', 'a query (?…)'],
      ['https://gw.example.org/v1#SECRETPW', 'a fragment (#…)'],
    ];
    for (const [url, what] of cases) {
      for (const [json, key, fix] of [
        [
          { model: { baseURL: url, model: 'm' } },
          'model.baseURL',
          'put the key in "apiKeyEnv" (or "apiKey")',
        ],
        [
          { models: { small: { baseURL: url, model: 'm' } } },
          'models.small.baseURL',
          'put the key in "apiKeyEnv" (or "apiKey")',
        ],
        [
          { daemon: { hooks: { webhook: { url, secretEnv: 'HOOK_SECRET' } } } },
          'daemon.hooks.webhook.url',
          'the request is signed with "secret" or "secretEnv"',
        ],
      ] as const) {
        const error = (await loadJson(json)) as Error;
        expect(error).toBeInstanceOf(Error);
        expect(error.message).not.toContain('SECRETPW');
        expect(error.message).toContain(
          `${key}: expected an http(s) URL without ${what}: it would be sent in every request and written to run records and messages; ${fix}`,
        );
      }
    }
    const ok = (await loadJson({ model: { baseURL: 'http://127.0.0.1:11434/v1', model: 'm' } })) as {
      model: { baseURL: string };
    };
    expect(ok.model.baseURL).toBe('http://127.0.0.1:11434/v1');
  });

  it('lists every problem, one per line', async () => {
    const error = (await loadJson({ daemon: { concurrency: 0 }, limits: { searchResults: 'all' } })) as Error;
    expect(error.message.split('\n')).toHaveLength(2);
  });

  it('names the file, line and column of a JSON syntax error', async () => {
    const file = path.join(dir.root, 'meeting-assistant.json');
    await writeFile(file, '{\n  "folders": {\n    "meetings": "M",\n  }\n}\n');
    const error = (await loadConfig({ vault: dir.root }).catch((e: unknown) => e)) as ConfigError;
    expect(ConfigError.isInstance(error)).toBe(true);
    expect(error.message).toMatch(
      new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: invalid JSON at line 4, column \\d+`),
    );
  });

  it('Q6: a comment copied from the JSONC examples, or a trailing comma, is named as such', async () => {
    const file = path.join(dir.root, 'meeting-assistant.json');
    const cases: [string, string][] = [
      [
        '{\n  // the model\n  "folders": {}\n}\n',
        'comments are not allowed: meeting-assistant.json is plain JSON, not JSONC',
      ],
      ['{\n  "folders": {} /* here */\n}\n', 'comments are not allowed'],
      ['{ "summary": { "language": null // or "en"\n} }', 'comments are not allowed'],
      [
        '{\n  "folders": {\n    "meetings": "M",\n  }\n}\n',
        'a trailing comma before a closing bracket is not allowed',
      ],
      ['{ "model": null, }', 'a trailing comma before a closing bracket is not allowed'],
    ];
    for (const [text, hint] of cases) {
      await writeFile(file, text);
      const error = (await loadConfig({ vault: dir.root }).catch((e: unknown) => e)) as ConfigError;
      expect(ConfigError.isInstance(error), text).toBe(true);
      expect(error.message, text).toContain(hint);
      expect(error.message, text).toContain(': invalid JSON at line ');
    }
    await writeFile(file, '{ "folders": nope }');
    const plain = (await loadConfig({ vault: dir.root }).catch((e: unknown) => e)) as ConfigError;
    expect(plain.message).not.toMatch(/comments|trailing comma/);
  });

  it('refuses an explicit configPath that does not exist; only the implicit file may be missing', async () => {
    const missing = path.join(dir.root, 'nope.json');
    const error = await loadConfig({ vault: dir.root, configPath: missing }).catch((e: unknown) => e);
    expect(ConfigError.isInstance(error)).toBe(true);
    expect((error as Error).message).toBe(`config file not found: ${missing}`);
    await expect(loadConfig({ vault: dir.root, configPath: dir.root })).rejects.toThrow(
      `config file not found: ${dir.root}`,
    );
    expect((await loadConfig({ vault: dir.root })).folders.meetings).toBe('Meetings');
  });

  it('refuses overlapping folders: equal (any case), nested either way', async () => {
    const cases: [unknown, string][] = [
      [
        { trash: 'Summaries' },
        'folders.trash: expected a folder distinct from folders.summaries, got "Summaries"',
      ],
      [
        { trash: 'summaries/' },
        'folders.trash: expected a folder distinct from folders.summaries, got "summaries/"',
      ],
      [
        { meetings: 'N', notes: 'N' },
        'folders.notes: expected a folder distinct from folders.meetings, got "N"',
      ],
      [
        { trash: 'Summaries/.trash' },
        'folders.trash: expected a folder not inside folders.summaries, got "Summaries/.trash"',
      ],
      [
        { meetings: 'Projects/Meetings' },
        'folders.meetings: expected a folder not inside folders.projects, got "Projects/Meetings"',
      ],
      [
        { projects: 'Work', context: 'Work/Assistant' },
        'folders.context: expected a folder not inside folders.projects, got "Work/Assistant"',
      ],
      [
        { summaries: '.' },
        'folders.summaries: expected a folder path relative to the vault (not the vault itself), got "."',
      ],
    ];
    for (const [folders, message] of cases) {
      const error = (await loadJson({ folders })) as ConfigError;
      expect(ConfigError.isInstance(error), JSON.stringify(folders)).toBe(true);
      expect(error.message.split('\n'), JSON.stringify(folders)).toContain(message);
    }
    const parent = (await loadJson({ folders: { context: 'Out', summaries: 'Out/S' } })) as Error;
    expect(parent.message).toContain(
      'folders.summaries: expected a folder not inside folders.context, got "Out/S"',
    );
  });

  it('names the path rule a folder or file value breaks, and normalises safe values', async () => {
    const cases: [unknown, string][] = [
      [
        { folders: { trash: '/tmp/trash' } },
        'folders.trash: expected a folder path relative to the vault (not absolute), got "/tmp/trash"',
      ],
      [
        { folders: { notes: 'a/../../b' } },
        'folders.notes: expected a folder path relative to the vault (no ".." segments), got "a/../../b"',
      ],
      [
        { folders: { notes: 'C:\\Notes' } },
        'folders.notes: expected a folder path relative to the vault (no drive letters, UNC forms or device names), got "C:\\\\Notes"',
      ],
      [
        { files: { glossary: '../Glossary.md' } },
        'files.glossary: expected a file path relative to the vault (no ".." segments), got "../Glossary.md"',
      ],
      [
        { prompt: { basePromptFile: '/etc/passwd' } },
        'prompt.basePromptFile: expected a file path relative to the vault (not absolute), got "/etc/passwd"',
      ],
    ];
    for (const [json, message] of cases) {
      const error = (await loadJson(json)) as ConfigError;
      expect(ConfigError.isInstance(error), JSON.stringify(json)).toBe(true);
      expect(error.message.split('\n'), JSON.stringify(json)).toContain(message);
    }
    const config = (await loadJson({ folders: { meetings: './Work\\Meetings/', trash: 'Bin/' } })) as {
      folders: Record<string, string>;
    };
    expect(config.folders.meetings).toBe('Work/Meetings');
    expect(config.folders.trash).toBe('Bin');
  });

  it('P6: prompt.basePromptFile is a Markdown note of its own: never the configuration file, a non-Markdown file or a note the product reads or writes', async () => {
    const cases: [string, string][] = [
      ['meeting-assistant.json', 'the configuration file'],
      ['./Meeting-Assistant.JSON', 'the configuration file'],
      ['Meetings/2026-03-10 Remote control functional design.md', 'a meeting note (the meetings folder)'],
      ['transcripts/t.md', 'a transcript (the transcripts folder)'],
      ['Notes/n.md', "a meeting's user notes (the notes folder)"],
      ['Summaries/s.md', 'a note Meeting Assistant writes (the summaries folder)'],
      ['Assistant/a.md', 'a note Meeting Assistant writes (the assistant context folder)'],
      ['Projects/remote-control/AGENTS.md', 'a project file (the projects folder)'],
      ['Identities/bob.md', 'a speaker identity note (the identities folder)'],
      ['Glossary.md', 'the glossary'],
      ['dictation.md', 'the dictation word list'],
    ];
    for (const [file, what] of cases) {
      const error = (await loadJson({ prompt: { basePromptFile: file } })) as ConfigError;
      expect(ConfigError.isInstance(error), file).toBe(true);
      expect(error.message, file).toContain(
        `prompt.basePromptFile: expected a Markdown note of its own inside the vault, not ${what}`,
      );
    }
    // Moved folders are followed.
    const moved = (await loadJson({
      folders: { meetings: 'Work/Calls' },
      prompt: { basePromptFile: 'work/calls/x.md' },
    })) as ConfigError;
    expect(moved.message).toContain('not a meeting note (the meetings folder)');
    const ok = (await loadJson({ prompt: { basePromptFile: 'Prompts/Base prompt.MD' } })) as {
      prompt: unknown;
    };
    expect(ok.prompt).toEqual({ basePromptFile: 'Prompts/Base prompt.MD' });
  });

  it('X13: a configured note that is not a .md file, or a folder, is refused saying what it must be', async () => {
    const cases: [string, string][] = [
      ['prompt.txt', 'expected a Markdown note of its own inside the vault (a .md file), got "prompt.txt"'],
      [
        'prompts/base.txt',
        'expected a Markdown note of its own inside the vault (a .md file), got "prompts/base.txt"',
      ],
      ['secrets.env', 'expected a Markdown note of its own inside the vault (a .md file), got "secrets.env"'],
      [
        'Prompts/base.md.bak',
        'expected a Markdown note of its own inside the vault (a .md file), got "Prompts/base.md.bak"',
      ],
      [
        'Projects/',
        'expected a file path relative to the vault, not a folder (it ends with "/"), got "Projects/"',
      ],
      [
        'Prompts\\',
        'expected a file path relative to the vault, not a folder (it ends with "\\"), got "Prompts\\\\"',
      ],
      ['.', 'expected a file path relative to the vault (not the vault itself), got "."'],
    ];
    for (const [key, json] of [
      ['prompt.basePromptFile', (v: string) => ({ prompt: { basePromptFile: v } })],
      ['files.glossary', (v: string) => ({ files: { glossary: v } })],
      ['files.dictation', (v: string) => ({ files: { dictation: v } })],
    ] as const) {
      for (const [file, message] of cases) {
        const error = (await loadJson(json(file))) as ConfigError;
        expect(ConfigError.isInstance(error), `${key} ${file}`).toBe(true);
        expect(error.message.split('\n'), `${key} ${file}`).toContain(`${key}: ${message}`);
        expect(error.message, `${key} ${file}`).not.toContain('not a Markdown');
      }
    }
  });

  it('Q1: files.glossary and files.dictation are Markdown notes of their own, like the base prompt', async () => {
    const cases: [string, string][] = [
      ['meeting-assistant.json', 'the configuration file'],
      ['Meetings/2026-03-10 Remote control functional design.md', 'a meeting note (the meetings folder)'],
      ['Transcripts/t.md', 'a transcript (the transcripts folder)'],
      ['Notes/n.md', "a meeting's user notes (the notes folder)"],
      ['Summaries/s.md', 'a note Meeting Assistant writes (the summaries folder)'],
      ['assistant/a.md', 'a note Meeting Assistant writes (the assistant context folder)'],
      ['Projects/website-redesign/backlog.md', 'a project file (the projects folder)'],
      ['Projects/website-redesign/AGENTS.md', 'a project file (the projects folder)'],
      ['Identities/bob.md', 'a speaker identity note (the identities folder)'],
    ];
    for (const key of ['glossary', 'dictation'] as const) {
      for (const [file, what] of cases) {
        const error = (await loadJson({ files: { [key]: file } })) as ConfigError;
        expect(ConfigError.isInstance(error), `${key} ${file}`).toBe(true);
        expect(error.message, `${key} ${file}`).toContain(
          `files.${key}: expected a Markdown note of its own inside the vault, not ${what}`,
        );
      }
    }
    // One note for both lists, and notes in folders of their own, are fine.
    const ok = (await loadJson({ files: { glossary: 'Vocabulary.md', dictation: 'vocabulary.md' } })) as {
      files: unknown;
    };
    expect(ok.files).toEqual({ glossary: 'Vocabulary.md', dictation: 'vocabulary.md' });
    const nested = (await loadJson({ files: { glossary: 'Lists/Glossary.md' } })) as { files: unknown };
    expect(nested.files).toEqual({ glossary: 'Lists/Glossary.md', dictation: 'Dictation.md' });
  });

  it("Q1: no configured folder or file is inside another program's folder (.obsidian, .git)", async () => {
    const cases: [unknown, string][] = [
      [
        { folders: { context: '.obsidian' } },
        "folders.context: expected a folder outside .obsidian (Obsidian's own settings)",
      ],
      [
        { folders: { summaries: '.Obsidian/Summaries' } },
        'folders.summaries: expected a folder outside .Obsidian',
      ],
      [{ files: { glossary: '.obsidian/app.json' } }, 'files.glossary: expected a file outside .obsidian'],
      [
        { files: { dictation: '.git/Dictation.md' } },
        "files.dictation: expected a file outside .git (git's repository data)",
      ],
      [
        { prompt: { basePromptFile: '.obsidian/prompt.md' } },
        'prompt.basePromptFile: expected a file outside .obsidian',
      ],
    ];
    for (const [json, message] of cases) {
      const error = (await loadJson(json)) as ConfigError;
      expect(ConfigError.isInstance(error), JSON.stringify(json)).toBe(true);
      expect(error.message).toContain(message);
    }
  });

  it('P10: a misplaced API key is described in configuration messages, never quoted', async () => {
    const cases: [unknown, string][] = [
      [
        {
          model: {
            baseURL: 'https://api.openai.com/v1',
            model: 'gpt-4.1-mini',
            apiKeyEnv: 'sk-proj-SECRETH1234567890',
          },
        },
        'model.apiKeyEnv: expected the NAME of an environment variable (such as "OPENAI_API_KEY"), got what looks like the API key itself (sk-proj-…, 25 characters)',
      ],
      [
        { model: { baseURL: 'https://api.openai.com/v1', model: 'm', apiKeyEnv: 'sk_live_SECRETU1234567' } },
        'model.apiKeyEnv: expected the NAME of an environment variable (such as "OPENAI_API_KEY"), got what looks like the API key itself (sk_live_…, 22 characters)',
      ],
      [
        { model: { baseURL: 'http://127.0.0.1:1/v1', model: 'm', apikey: 'sk-live-SECRETE' } },
        'model.apikey: expected no such key (did you mean "apiKey"?), got a string of 15 characters (not shown',
      ],
      [
        { model: { baseURL: 'http://127.0.0.1:1/v1', model: 'm', apiKey: ['sk-live-SECRETD'] } },
        'model.apiKey: expected an API key string, got a list of 1 item (not shown',
      ],
      [{ model: { baseURL: 'sk-live-SECRETC', model: 'm' } }, 'model.baseURL: expected an http(s) URL'],
      [{ extra: { token: 'tok-SECRETB', note: 'x' } }, 'extra: expected no such key'],
      [
        {
          daemon: {
            hooks: { webhook: { url: 'https://hooks.example/x', secretEnv: 'whsec_SECRETA123456' } },
          },
        },
        'daemon.hooks.webhook.secretEnv: expected the NAME of an environment variable (such as "MA_WEBHOOK_SECRET"), got what looks like the secret itself (whsec_…, 19 characters)',
      ],
    ];
    for (const [json, message] of cases) {
      const error = (await loadJson(json)) as ConfigError;
      expect(ConfigError.isInstance(error), JSON.stringify(json)).toBe(true);
      expect(error.message, JSON.stringify(json)).toContain(message);
      expect(error.message, JSON.stringify(json)).not.toMatch(/SECRET[A-Z0-9]/);
      expect(`${error.expected} ${error.got}`).not.toMatch(/SECRET[A-Z0-9]/);
    }
  });

  it('U10: a hidden content folder (.meetings, Meetings/.team, any key but trash) is refused with what to do', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ meetings: '.meetings' }, 'meetings', '.meetings'],
      [{ meetings: 'Meetings/.team' }, 'meetings', '.team'],
      [{ transcripts: './.transcripts/' }, 'transcripts', '.transcripts'],
      [{ summaries: 'Work/.summaries/2026' }, 'summaries', '.summaries'],
      [{ projects: '.projects' }, 'projects', '.projects'],
      [{ notes: '.notes' }, 'notes', '.notes'],
      [{ context: '.assistant' }, 'context', '.assistant'],
      [{ identities: '.people' }, 'identities', '.people'],
    ];
    for (const [folders, key, hidden] of cases) {
      const error = (await loadJson({ folders })) as ConfigError;
      expect(ConfigError.isInstance(error), JSON.stringify(folders)).toBe(true);
      expect(error.message).toBe(
        `folders.${key}: expected a folder that is not hidden (no part starting with "."; "${hidden}" is): hidden folders are off limits to the tools and the daemon, so nothing in it would be read; rename the folder without the dot and set folders.${key} to it, got ${JSON.stringify(folders[key])}`,
      );
      expect(readPlainConfig({ folders }), JSON.stringify(folders)).toBeNull();
    }
    // The trash folder is hidden by default and may be; a dot inside a name is no hidden folder.
    const ok = (await loadJson({ folders: { trash: '.bin', meetings: 'Work.2026/Meetings' } })) as {
      folders: Record<string, string>;
    };
    expect(ok.folders).toMatchObject({ trash: '.bin', meetings: 'Work.2026/Meetings' });
  });

  it('refuses folders and files that are, or lie inside, .meeting-assistant (any case)', async () => {
    const reserved = "(reserved for Meeting Assistant's own state)";
    const cases: [unknown, string][] = [
      [
        { folders: { summaries: '.meeting-assistant' } },
        `folders.summaries: expected a folder outside .meeting-assistant ${reserved}, got ".meeting-assistant"`,
      ],
      [
        { folders: { trash: './.Meeting-Assistant/Trash/' } },
        `folders.trash: expected a folder outside .meeting-assistant ${reserved}, got "./.Meeting-Assistant/Trash/"`,
      ],
      [
        { files: { glossary: '.MEETING-ASSISTANT/Glossary.md' } },
        `files.glossary: expected a file outside .meeting-assistant ${reserved}, got ".MEETING-ASSISTANT/Glossary.md"`,
      ],
      [
        { prompt: { basePromptFile: '.meeting-assistant/locks/x.md' } },
        `prompt.basePromptFile: expected a file outside .meeting-assistant ${reserved}, got ".meeting-assistant/locks/x.md"`,
      ],
    ];
    for (const [json, message] of cases) {
      const error = (await loadJson(json)) as ConfigError;
      expect(ConfigError.isInstance(error), JSON.stringify(json)).toBe(true);
      expect(error.message.split('\n'), JSON.stringify(json)).toContain(message);
    }
    // Only the folder itself is reserved, not a name that merely starts like it (the trash folder
    // may be hidden; content folders may not, U10).
    const config = (await loadJson({ folders: { trash: '.meeting-assistant2' } })) as {
      folders: Record<string, string>;
    };
    expect(config.folders.trash).toBe('.meeting-assistant2');
  });

  it('uses an explicit configPath and tolerates a BOM', async () => {
    const file = path.join(dir.root, 'custom.json');
    await writeFile(file, `\uFEFF${JSON.stringify({ summary: { language: 'de' } })}`);
    const config = await loadConfig({ vault: '/nonexistent', configPath: file });
    expect(config.summary.language).toBe('de');
  });
});

describe('loadConfig with modelOverrides', () => {
  const partial = { model: { retry: { attempts: 1, delayMs: 10 }, timeoutMs: 3000 } };

  it('completes a partial model section with the overrides before validating it', async () => {
    await writeFile(path.join(dir.root, 'meeting-assistant.json'), JSON.stringify(partial));
    const config = await loadConfig({
      vault: dir.root,
      modelOverrides: { baseURL: 'http://127.0.0.1:9999/v1', model: 'fake', maxSteps: 7 },
    });
    expect(config.model).toEqual({
      baseURL: 'http://127.0.0.1:9999/v1',
      model: 'fake',
      maxSteps: 7,
      retry: { attempts: 1, delayMs: 10 },
      timeoutMs: 3000,
      streamTimeoutMs: 600_000,
    });
    expect(Object.isFrozen(config.model)).toBe(true);
  });

  it('still names the key the overrides leave missing', async () => {
    await writeFile(path.join(dir.root, 'meeting-assistant.json'), JSON.stringify(partial));
    const error = (await loadConfig({
      vault: dir.root,
      modelOverrides: { baseURL: 'http://127.0.0.1:9999/v1', model: '  ' },
    }).catch((e: unknown) => e)) as ConfigError;
    expect(ConfigError.isInstance(error)).toBe(true);
    expect(error.key).toBe('model.model');
    expect(error.message).toBe(
      'model.model: expected a model name (config "model.model" or --model), got nothing',
    );
  });

  it('refuses a partial section without overrides, naming the missing key', async () => {
    await writeFile(path.join(dir.root, 'meeting-assistant.json'), JSON.stringify(partial));
    const error = (await loadConfig({ vault: dir.root }).catch((e: unknown) => e)) as ConfigError;
    expect(error.key).toBe('model.baseURL');
    expect(error.message).toContain('model.model: expected a model name (config "model.model" or --model)');
  });

  it('creates a model section from overrides when there is no file; maxSteps alone creates none', async () => {
    const config = await loadConfig({
      vault: dir.root,
      modelOverrides: { baseURL: 'http://h/v1', model: 'm' },
    });
    expect(config.model).toMatchObject({ baseURL: 'http://h/v1', model: 'm', maxSteps: 40 });
    expect((await loadConfig({ vault: dir.root, modelOverrides: { maxSteps: 5 } })).model).toBeNull();
  });

  it('lets apiKeyEnv replace a configured apiKey and validates override values', async () => {
    await writeFile(
      path.join(dir.root, 'meeting-assistant.json'),
      JSON.stringify({ model: { baseURL: 'http://h/v1', model: 'm', apiKey: 'secret' } }),
    );
    const config = await loadConfig({ vault: dir.root, modelOverrides: { apiKeyEnv: 'OTHER_KEY' } });
    expect(config.model?.apiKey).toBeUndefined();
    expect(config.model?.apiKeyEnv).toBe('OTHER_KEY');
    const error = (await loadConfig({ vault: dir.root, modelOverrides: { maxSteps: 0 } }).catch(
      (e: unknown) => e,
    )) as ConfigError;
    expect(error.message).toBe('model.maxSteps: expected a whole number >= 1, got 0');
  });
});

describe('X3: a number out of range in meeting-assistant.json is quoted as written, with the allowed range', () => {
  it('X3: every whole-number setting given 1e309, -1e309, 1e20 or 1e-400 names the value and the range', async () => {
    const settings: [string[], number, string][] = [
      [['model', 'maxSteps'], 1, 'a whole number'],
      [['model', 'retry', 'attempts'], 0, 'a whole number'],
      [['model', 'retry', 'delayMs'], 0, 'a whole number'],
      [['model', 'timeoutMs'], 1, 'a whole number'],
      [['model', 'streamTimeoutMs'], 1, 'a whole number'],
      [['model', 'contextWindow'], 1024, 'a whole number of tokens'],
      [['model', 'maxOutputTokens'], 16, 'a whole number of tokens'],
      [['daemon', 'debounceMs'], 0, 'a whole number'],
      [['daemon', 'concurrency'], 1, 'a whole number'],
      [['daemon', 'retry', 'attempts'], 0, 'a whole number'],
      [['daemon', 'retry', 'delayMs'], 0, 'a whole number'],
      [['daemon', 'shutdownMs'], 0, 'a whole number'],
      [['approvals', 'timeoutMs'], 1000, 'a deadline in ms'],
      [['limits', 'readChars'], 1, 'a whole number'],
      [['limits', 'searchResults'], 1, 'a whole number'],
      [['limits', 'searchLineChars'], 16, 'a whole number'],
      [['limits', 'searchChars'], 1, 'a whole number'],
    ];
    const loadText = async (text: string) => {
      await writeFile(path.join(dir.root, 'meeting-assistant.json'), text);
      return loadConfig({ vault: dir.root }).catch((e: unknown) => e) as Promise<ConfigError>;
    };
    for (const [keys, min, what] of settings) {
      const key = keys.join('.');
      const model = keys[0] === 'model' ? '"baseURL":"http://127.0.0.1:1/v1","model":"m",' : '';
      const json = (n: string) => {
        let inner = `${keys.at(-1) === undefined ? '' : `"${keys.at(-1)}":${n}`}`;
        for (let i = keys.length - 2; i >= 0; i--) inner = `"${keys[i]}":{${i === 0 ? model : ''}${inner}}`;
        return `{${inner}}`;
      };
      // Durations (`…Ms`) end at Node's longest timer (review11 X3 follow-up), limits at their maxima
      // (L69), other numbers at 2^53 − 1.
      const isDuration = key.endsWith('Ms');
      const max =
        keys[0] === 'limits'
          ? LIMIT_MAXIMA[keys[1] as keyof typeof LIMIT_MAXIMA]
          : isDuration
            ? MAX_DURATION_MS
            : Number.MAX_SAFE_INTEGER;
      const range = `${isDuration && what === 'a whole number' ? 'a duration in ms' : what} from ${min} to ${max}`;
      const big = await loadText(json('1e309'));
      expect(ConfigError.isInstance(big), key).toBe(true);
      expect(big.message, key).toContain(`${key}: expected ${range}`);
      expect(big.message, key).toContain('got 1e309 (too large for a number)');
      const huge = await loadText(json('1e20'));
      expect(huge.message, key).toContain(`${key}: expected ${range}`);
      // As the file wrote it (L64).
      expect(huge.message, key).toContain('got 1e20');
      const negative = await loadText(json('-1e309'));
      expect(negative.message, key).toContain(`got -1e309 (too large for a number)`);
      expect(negative.message, key).not.toContain('null');
      if (min >= 1) {
        const tiny = await loadText(json('1e-400'));
        expect(tiny.message, key).toContain(`${key}: expected `);
        expect(tiny.message, key).toContain(`got 1e-400 (too small for a number: it reads as 0)`);
      }
    }
  });
});

describe('X3 (durations): a duration past the longest timer Node runs is refused, not ended at once', () => {
  const durations: [string[], number][] = [
    [['model', 'retry', 'delayMs'], 0],
    [['model', 'timeoutMs'], 1],
    [['model', 'streamTimeoutMs'], 1],
    [['daemon', 'debounceMs'], 0],
    [['daemon', 'retry', 'delayMs'], 0],
    [['daemon', 'shutdownMs'], 0],
    [['approvals', 'timeoutMs'], 1000],
  ];
  const nested = (keys: string[], value: number): Record<string, unknown> => {
    let inner: Record<string, unknown> = { [keys.at(-1) ?? '']: value };
    for (let i = keys.length - 2; i >= 0; i--)
      inner = {
        [keys[i] ?? '']: {
          ...(i === 0 && keys[0] === 'model' ? { baseURL: 'http://127.0.0.1:1/v1', model: 'm' } : {}),
          ...inner,
        },
      };
    return inner;
  };
  it('X3: every duration setting takes 2147483647 ms and refuses 2147483648 ms, naming the key and the range', async () => {
    for (const [keys, min] of durations) {
      const key = keys.join('.');
      await writeFile(
        path.join(dir.root, 'meeting-assistant.json'),
        JSON.stringify(nested(keys, MAX_DURATION_MS)),
      );
      const config = (await loadConfig({ vault: dir.root })) as unknown as Record<string, unknown>;
      let at: unknown = config;
      for (const k of keys) at = (at as Record<string, unknown>)[k];
      expect(at, key).toBe(MAX_DURATION_MS);
      await writeFile(
        path.join(dir.root, 'meeting-assistant.json'),
        JSON.stringify(nested(keys, MAX_DURATION_MS + 1)),
      );
      const error = (await loadConfig({ vault: dir.root }).catch((e: unknown) => e)) as ConfigError;
      expect(ConfigError.isInstance(error), key).toBe(true);
      expect(error.message, key).toContain(`${key}: expected `);
      expect(error.message, key).toContain(`from ${min} to 2147483647 (about 24.8 days`);
      expect(error.message, key).toContain('got 2147483648');
    }
  });
});
