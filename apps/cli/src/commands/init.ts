import { lstat, mkdir, readlink, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import {
  CONFIG_FILE_NAME,
  expandHome,
  loadConfig,
  openVault,
  pasteCommandText,
  respelledProblem,
  spellConfiguredPaths,
  startsWithTilde,
  symlinkOutOfVault,
  symlinkOutProblem,
  vaultRootProblem,
  wrongKindPaths,
  wrongKindProblem,
} from '@ma/core';
import {
  STARTER_CONFIG_README_NAME,
  starterConfigFor,
  starterConfigReadme,
  starterDictation,
  starterGlossary,
} from '../init/starter-files.js';
import { type CliIo, writeLine } from '../io/cli-io.js';
import { ExitCode } from '../io/exit-code.js';
import type { GlobalOptions } from '../io/global-options.js';
import { UsageError } from '../io/usage-error.js';
import { findVaultRoot } from '../vault/find-vault-root.js';
import { givenOverrides, loadCliConfig, modelOverridesFrom } from '../vault/open-cli-vault.js';

type Outcome = 'created' | 'kept';

/**
 * `ma init [dir]`: creates a vault skeleton in `dir` (else `--vault`, else the
 * current folder): `meeting-assistant.json` (or the `--config` file) with a
 * `meeting-assistant.README.md` explaining it, the folders of the configuration
 * (trash excepted: created on first delete), `Glossary.md` and `Dictation.md`.
 * Never overwrites: existing files are kept byte for byte and reported as kept,
 * so a second run changes nothing. An existing configuration decides the folder
 * and file names (validated by core's `loadConfig`).
 * Prints one `created …` / `kept …` line per item on stdout. A configured folder or file that is (or
 * lies under) a symlink out of the vault is never followed: it gets a `skipped …` line naming the
 * symlink, its target and a fix, and everything else is still created (R19); so does a configured
 * folder that is a file (`skipped Meetings is a file, not a folder; …`) or a configured file that is
 * a folder, never reported as kept (review4 P7). A configured name that differs from an existing
 * entry only in letter case or Unicode form is that entry (`kept Meetings/ (folders.meetings says
 * "meetings")`), never a twin beside it; one matching several such twins is skipped (review4 P25).
 * @returns 0; 1 when something was skipped that way.
 * A leading `~` or `~/` (quoted, so the shell left it) is the home folder, said on a `note:` line;
 * `~name/…` is refused (review4 P7).
 * @throws UsageError (exit 2) when the target is a file or starts with `~name`, or lies inside a
 *   configured folder (Meetings/, Projects/, …) of an enclosing vault, nothing created (reviewA R15);
 *   ConfigFileError (exit 1,
 *   `invalid configuration in <file>: …`) when the existing configuration is invalid, checked before
 *   anything is created: not even the vault folder is (reviewA R5); I/O errors.
 * Spec: docs/vault-format.md (layout, Configuration); issue #6, "`ma`: summarize a real meeting end
 * to end from the command line".
 */
export async function initCommand(dir: string | undefined, opts: GlobalOptions, io: CliIo): Promise<number> {
  // V7 (review14): `ma init ""` (an unset shell variable) is no folder, never the working folder.
  if (dir !== undefined && dir.trim() === '')
    throw new UsageError('the folder is empty; give the vault folder to create (an unset shell variable?)');
  const given = dir ?? opts.vault ?? '.';
  // review4 P7: a quoted "~/vault" (a script, a Windows shell) is the home folder, as a shell reads
  // it, and said so; `~bob/vault` is refused: a folder named `~…` is an `rm -rf ~` trap.
  if (startsWithTilde(given))
    throw new UsageError(
      `${JSON.stringify(given)} starts with "~" but is not "~/…": give the full path of the vault folder (a folder named "~…" is not created)`,
    );
  const home = expandHome(given, io.env);
  const root = resolve(io.cwd, home.path);
  if (home.expanded)
    writeLine(io.stdout, `note: "~" in ${JSON.stringify(given)} taken as your home folder: ${root}`);
  const existing = await stat(root).catch(() => null);
  if (existing && !existing.isDirectory())
    throw new UsageError(`${root} is a file; give a folder to \`ma init\``);
  const configPath = opts.config
    ? resolve(io.cwd, expandHome(opts.config, io.env).path)
    : join(root, CONFIG_FILE_NAME);
  // reviewA R5: an existing configuration is checked before anything is created (an invalid one
  // stops here, naming its file as every command does), so a refused `ma init` leaves no folder behind.
  const where = { root, configPath: opts.config ? configPath : undefined };
  const overrides = modelOverridesFrom({}, io);
  if (await isFile(configPath)) await loadCliConfig(where, overrides, givenOverrides({}, io));
  // reviewA R15: never a vault inside another vault's Meetings/, Projects/, … (its own files would
  // become that vault's notes); checked before anything is created.
  else if (!opts.config) {
    const outer = await enclosingVaultFolder(root);
    if (outer)
      throw new UsageError(
        `${root} is inside ${outer.folder}/ (folders.${outer.key}) of the vault ${outer.vault}: a vault there would make its own files that vault's ${OUTER_MEANING[outer.key as keyof typeof OUTER_MEANING] ?? 'files'} (its Glossary.md a note of ${outer.folder}/), and \`ma\` run inside it would leave the outer vault; nothing was created; give a folder outside ${outer.vault}'s configured folders (beside it, or at its top level)`,
      );
  }
  await mkdir(root, { recursive: true }).catch(async (error: unknown) => {
    throw (await mkdirUsageError(root, error)) ?? error;
  });
  // U15: where everything below is, first (the lines after name paths inside this folder).
  writeLine(io.stdout, `vault folder ${root} (${existing ? 'existing folder' : 'created'}); in it:`);
  const report = (outcome: Outcome, what: string, purpose?: string) => {
    const c = io.outColors;
    const label = outcome === 'created' ? c.green('created') : c.dim('kept   ');
    writeLine(io.stdout, `${label} ${what}${purpose ? c.dim(` - ${purpose}`) : ''}`);
  };
  const show = (abs: string) => relative(root, abs).split('\\').join('/') || '.';

  // R226: a new configuration spells the folders as an existing vault already does (`meetings/`).
  const configOutcome = await createFile(configPath, await starterConfigFor(root));
  // An existing configuration decides the names below; an invalid one stops here.
  // The environment's model settings may complete a partial model section (README: Model).
  const config = await loadCliConfig(where, overrides, givenOverrides({}, io));
  report(configOutcome, show(configPath), 'the configuration (every key optional)');
  const readme = join(dirname(configPath), STARTER_CONFIG_README_NAME);
  report(
    await createFile(readme, starterConfigReadme),
    show(readme),
    'what each setting of the configuration means',
  );
  const vault = await openVault(root, config);
  // review4 P25: `folders.meetings: "meetings"` is the existing `Meetings/` (vault.config spells it
  // so); a name matching several case-twins is skipped: never a third twin.
  const { respelled } = await spellConfiguredPaths(vault.root, config);
  const spelling = new Map(respelled.map((r) => [r.setting, r]));
  const { trash: _trash, ...folders } = vault.config.folders;
  // A configured path under a symlink out of the vault is never followed (R19): said on its own
  // line with a fix that works, and skipped; the rest of the skeleton is still created.
  const skipped = new Set<string>();
  const skip = (path: string, { problem, fix }: { problem: string; fix: string }) => {
    if (skipped.has(path)) return;
    skipped.add(path);
    writeLine(io.stdout, `${io.outColors.yellow('skipped')} ${problem}; fix: ${fix}`);
  };
  // A configured folder that is a file (or a configured file that is a folder) is said as such and
  // skipped the same way, never "kept" (review4 P7).
  const wrong = await wrongKindPaths(vault);
  const outOfVault = async (rel: string): Promise<boolean> => {
    const plain = rel.replace(/[\\/]+/g, '/').replace(/\/$/, '');
    const bad = wrong.find((w) => plain === w.path || plain.startsWith(`${w.path}/`));
    if (bad) {
      skip(bad.path, wrongKindProblem(bad));
      return true;
    }
    const found = await symlinkOutOfVault(vault, rel);
    if (found === null) return false;
    skip(`${found.link}/`, symlinkOutProblem(vault, found));
    return true;
  };
  for (const [key, folder] of Object.entries(folders)) {
    const spelled = spelling.get(`folders.${key}`);
    if (spelled?.onDisk === null) {
      skip(folder, respelledProblem(spelled));
      continue;
    }
    if (await outOfVault(folder)) continue;
    // Security: folder names from an existing config go through core's path check.
    const { abs } = await vault.resolve(folder, { argument: 'folders' });
    const had = await stat(abs).catch(() => null);
    if (!had) await mkdir(abs, { recursive: true });
    report(
      had ? 'kept' : 'created',
      spelled ? `${folder}/ (folders.${key} says ${JSON.stringify(spelled.configured)})` : `${folder}/`,
      FOLDER_PURPOSE[key as keyof typeof FOLDER_PURPOSE],
    );
  }
  for (const [key, text] of [
    ['glossary', starterGlossary],
    ['dictation', starterDictation],
  ] as const) {
    const file = vault.config.files[key];
    const spelled = spelling.get(`files.${key}`);
    if (spelled?.onDisk === null) {
      skip(file, respelledProblem(spelled));
      continue;
    }
    if (await outOfVault(file)) continue;
    const { abs } = await vault.resolve(file, { argument: 'files' });
    await mkdir(dirname(abs), { recursive: true });
    report(await createFile(abs, text), file, FILE_PURPOSE[key]);
  }
  if (skipped.size > 0) {
    writeLine(
      io.stdout,
      `vault at ${root} created except ${[...skipped].join(', ')} (see above); run \`ma doctor\` after fixing`,
    );
    return ExitCode.failure;
  }
  writeLine(
    io.stdout,
    `vault ready at ${root} (a ${vault.config.folders.trash}/ folder is made on the first delete)`,
  );
  // U15: next steps that work from where the user is, and say what they do.
  const here = resolve(io.cwd) === root;
  // reviewA R28: a configuration that is not <root>/meeting-assistant.json is found only through
  // --config: every next command names it (absolute: it is run after the `cd`).
  const ownConfig = configPath !== join(root, CONFIG_FILE_NAME);
  const withConfig = ownConfig ? ` ${pasteCommandText(['--config', configPath])}` : '';
  if (!here)
    writeLine(
      io.stdout,
      `next: ${pasteCommandText(['cd', root])}   (${
        ownConfig
          ? `ma finds the vault from there, but not its configuration ${configPath}: give --config with it to every command, as below`
          : 'ma finds the vault from there; else add --vault'
      })`,
    );
  else if (ownConfig)
    writeLine(
      io.stdout,
      `note: ma reads ${CONFIG_FILE_NAME} of the vault unless told: give --config with ${configPath} to every command, as below`,
    );
  writeLine(
    io.stdout,
    `next: ma import <transcript file>${withConfig}   (a subtitle or text transcript: makes a meeting note in ${folders.meetings}/ and its transcript in ${folders.transcripts}/)`,
  );
  const model = config.models.main ?? config.model;
  writeLine(
    io.stdout,
    `next: ma summarize <meeting>${withConfig}   (writes the summary to ${folders.summaries}/; ${
      model
        ? `model ${model.model} at ${model.baseURL}`
        : 'no model is set, so it uses the offline engine: to add one, see the model section of meeting-assistant.README.md'
    })`,
  );
  return ExitCode.ok;
}

/** What each folder `ma init` makes holds, after its `created`/`kept` line (U15). */
const FOLDER_PURPOSE = {
  meetings: 'meeting notes, one per meeting',
  transcripts: 'transcript notes',
  notes: 'your own notes on a meeting',
  summaries: 'the summaries Meeting Assistant writes',
  context: "the assistant's notebook per meeting",
  projects: 'one folder per project',
  identities: 'known speakers',
} as const;

/** What a file inside each folder of an enclosing vault would become (reviewA R15). */
const OUTER_MEANING = {
  meetings: 'meeting notes',
  transcripts: 'transcript notes',
  notes: 'user notes',
  summaries: 'summary notes',
  context: 'context notes',
  projects: 'project files',
  identities: 'identity notes',
  trash: 'deleted files',
} as const;

/**
 * reviewA R15: the configured folder of an enclosing vault that `root` would lie in — the nearest
 * folder above `root` holding `meeting-assistant.json` (as every command finds its vault), when one
 * of its folders (meetings, transcripts, notes, summaries, context, projects, identities, trash) is
 * `root` or holds it, compared in any letter case and Unicode form (macOS and Windows file systems).
 * Null when there is no such vault, its configuration cannot be read (its own commands say why),
 * or `root` lies elsewhere in it (a vault beside that vault's folders is the user's choice).
 * @returns the vault's root, the folder as configured and its setting key (`meetings`).
 */
async function enclosingVaultFolder(
  root: string,
): Promise<{ vault: string; folder: string; key: string } | null> {
  const above = dirname(root);
  if (above === root) return null;
  const vault = await findVaultRoot(above);
  if (!(await isFile(join(vault, CONFIG_FILE_NAME)))) return null;
  const config = await loadConfig({ vault }).catch(() => null);
  if (!config) return null;
  const fold = (p: string) => p.normalize('NFC').toLowerCase().replace(/\\/g, '/').replace(/\/+$/, '');
  const rel = fold(relative(vault, root).split(sep).join('/'));
  for (const [key, folder] of Object.entries(config.folders)) {
    const f = fold(folder);
    if (f !== '' && f !== '.' && (rel === f || rel.startsWith(`${f}/`))) return { vault, folder, key };
  }
  return null;
}

/** What each starter file is for (U15). */
const FILE_PURPOSE = {
  glossary: 'terms the assistant should know',
  dictation: 'custom vocabulary for the transcriber',
} as const;

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

/**
 * What stops `mkdir -p root` in words a user can act on (review14 V6), instead of Node's
 * `ENOTDIR: not a directory, mkdir …`: a file where a folder of the path should be, or a symbolic
 * link (the folder itself or one above it) to a target that does not exist, or a symbolic link
 * loop (`ELOOP`, newcomer review F6). Null for other errors.
 */
async function mkdirUsageError(root: string, error: unknown): Promise<UsageError | null> {
  const code = (error as NodeJS.ErrnoException).code;
  // F6: a symbolic link loop (the folder or one above it, one link or several): said as every other
  // command says it (core `vaultRootProblem`, L113), not Node's `ELOOP: too many symbolic links …`.
  if (code === 'ELOOP') {
    const why = (await vaultRootProblem(root, error)).message.replace(/^vault folder not found: /, '');
    return new UsageError(
      `cannot create ${root}: ${why.replace(root, (await loopAt(root)) ?? root)}; remove the link or point it at a folder, or give another path to \`ma init\``,
    );
  }
  if (code !== 'ENOTDIR' && code !== 'ENOENT' && code !== 'EEXIST') return null;
  for (let at = root; ; at = dirname(at)) {
    const info = await lstat(at).catch(() => null);
    if (info?.isSymbolicLink() && !(await stat(at).catch(() => null))) {
      const target = await readlink(at).catch(() => '?');
      return new UsageError(
        `cannot create ${root}: ${at} is a symbolic link to ${target}, which does not exist; create that folder first or give another path to \`ma init\``,
      );
    }
    if (info && !info.isDirectory() && !info.isSymbolicLink())
      return new UsageError(
        `cannot create ${root}: ${at} is a file, not a folder; give another path to \`ma init\``,
      );
    if (dirname(at) === at) return null;
  }
}

/** The folder of `root`'s path (itself or one above it) that is a symbolic link in a loop, or null. */
async function loopAt(root: string): Promise<string | null> {
  let found: string | null = null;
  for (let at = resolve(root); dirname(at) !== at; at = dirname(at)) {
    const looped = await stat(at).then(
      () => false,
      (e: NodeJS.ErrnoException) => e.code === 'ELOOP',
    );
    if (looped && (await lstat(at).catch(() => null))?.isSymbolicLink()) found = at;
  }
  return found;
}

/** True when `abs` is an existing file (following symlinks). */
async function isFile(abs: string): Promise<boolean> {
  return (await stat(abs).catch(() => null))?.isFile() === true;
}
