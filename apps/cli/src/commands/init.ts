import { mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { CONFIG_FILE_NAME, loadConfig, openVault } from '@ma/core';
import {
  starterConfig,
  starterConfigReadme,
  starterDictation,
  starterGlossary,
} from '../init/starter-files.js';
import { type CliIo, writeLine } from '../io/cli-io.js';
import { ExitCode } from '../io/exit-code.js';
import type { GlobalOptions } from '../io/global-options.js';
import { UsageError } from '../io/usage-error.js';
import { modelOverridesFrom } from '../vault/open-cli-vault.js';

type Outcome = 'created' | 'kept';

/**
 * `ma init [dir]`: creates a vault skeleton in `dir` (else `--vault`, else the
 * current folder): `meeting-assistant.json` (or the `--config` file) with a
 * `meeting-assistant.README.md` explaining it, the folders of the configuration
 * (trash excepted: created on first delete), `Glossary.md` and `Dictation.md`.
 * Never overwrites: existing files are kept byte for byte and reported as kept,
 * so a second run changes nothing. An existing configuration decides the folder
 * and file names (validated by core's `loadConfig`).
 * Prints one `created …` / `kept …` line per item on stdout.
 * @returns 0.
 * @throws UsageError (exit 2) when the target is a file; core's ConfigError (exit 1) when the
 *   existing configuration is invalid (nothing else is created then); I/O errors.
 * Spec: docs/vault-format.md (layout, Configuration); issue #6, "`ma`: summarize a real meeting end
 * to end from the command line".
 */
export async function initCommand(dir: string | undefined, opts: GlobalOptions, io: CliIo): Promise<number> {
  const root = resolve(io.cwd, dir ?? opts.vault ?? '.');
  const existing = await stat(root).catch(() => null);
  if (existing && !existing.isDirectory())
    throw new UsageError(`${root} is a file; give a folder to \`ma init\``);
  await mkdir(root, { recursive: true });
  const configPath = opts.config ? resolve(io.cwd, opts.config) : join(root, CONFIG_FILE_NAME);
  const report = (outcome: Outcome, what: string) => {
    const c = io.outColors;
    writeLine(io.stdout, `${outcome === 'created' ? c.green('created') : c.dim('kept   ')} ${what}`);
  };
  const show = (abs: string) => relative(root, abs).split('\\').join('/') || '.';

  const configOutcome = await createFile(configPath, starterConfig);
  // An existing configuration decides the names below; an invalid one stops here.
  const config = await loadConfig({
    vault: root,
    configPath: opts.config ? configPath : undefined,
    // The environment's model settings may complete a partial model section (README: Model).
    modelOverrides: modelOverridesFrom({}, io),
  });
  report(configOutcome, show(configPath));
  const readme = join(dirname(configPath), 'meeting-assistant.README.md');
  report(await createFile(readme, starterConfigReadme), show(readme));
  const vault = await openVault(root, config);
  const { trash: _trash, ...folders } = config.folders;
  for (const folder of Object.values(folders)) {
    // Security: folder names from an existing config go through core's path check.
    const { abs } = await vault.resolve(folder, { argument: 'folders' });
    const had = await stat(abs).catch(() => null);
    if (!had) await mkdir(abs, { recursive: true });
    report(had ? 'kept' : 'created', `${folder}/`);
  }
  for (const [file, text] of [
    [config.files.glossary, starterGlossary],
    [config.files.dictation, starterDictation],
  ] as const) {
    const { abs } = await vault.resolve(file, { argument: 'files' });
    await mkdir(dirname(abs), { recursive: true });
    report(await createFile(abs, text), file);
  }
  writeLine(io.stdout, `vault ready at ${root}`);
  writeLine(
    io.stdout,
    `next: put a meeting note in ${folders.meetings}/ (see meeting-assistant.README.md), then \`ma summarize <meeting>\``,
  );
  return ExitCode.ok;
}

/** Creates `path` with `text` unless something is already there (exclusive create: never overwrites). */
async function createFile(path: string, text: string): Promise<Outcome> {
  try {
    await writeFile(path, text, { flag: 'wx' });
    return 'created';
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return 'kept';
    throw error;
  }
}
