import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { defineConfig, type Options } from 'tsup';
import { packageBuild } from '../../tsup.base.js';
import { BUNDLE_HEAD, BUNDLE_TAIL } from './src/direct/bundle-wrapper.js';

// tsup.base.ts exports one options object (defineConfig's return type is a union, hence the cast).
const base = packageBuild as Options;

/**
 * This build's name, for its code cache folder (`src/direct/code-cache-folder.ts`): the version and
 * the build's time, so a new build's caches go in a new folder and old builds' folders are removed.
 */
const BUILD_ID = `${JSON.parse(readFileSync(join(import.meta.dirname, 'package.json'), 'utf8')).version}-${Date.now().toString(36)}`;

/** A character outside ASCII (the first; every one). */
const NON_ASCII = /[^\x00-\x7f]/;
const NON_ASCII_ALL = /[^\x00-\x7f]/g;

/** The name our sources' imports of `node:fs/promises` get in the CommonJS bundles (P188). */
const LAZY_FS_PROMISES_ID = 'ma-lazy:fs-promises';
/** An import of `node:fs/promises` in our sources (named, default or namespace). */
const FS_PROMISES_FROM = / from 'node:fs\/promises';/g;
/**
 * The module the CommonJS bundles get for `node:fs/promises` (P188): each of its properties (the names the
 * building Node gives; one a running Node lacks reads `undefined`, as from the module itself) is a getter
 * that loads the real module on its first read, so a start that never calls one of its functions never
 * loads it.
 */
const LAZY_FS_PROMISES = `let real;
const load = () => (real ??= require('node:fs/promises'));
for (const name of ${JSON.stringify(Object.keys(await import('node:fs/promises')).filter((k) => k !== 'default'))})
  Object.defineProperty(exports, name, { enumerable: true, get: () => load()[name] });
`;

/** esbuild's API, as a plugin is given it. */
type Esbuild = Parameters<NonNullable<Options['esbuildPlugins']>[number]['setup']>[0]['esbuild'];

/** Our sources (the workspace packages' and the CLI's), as opposed to third-party files. */
const OUR_SOURCE = /[\\/](packages[\\/][a-z-]+[\\/]src|apps[\\/]cli[\\/]src)[\\/]/;

/**
 * The names our sources take from zod as values (`z.<name>` after `import { z } from 'zod'`, and named
 * imports; types erased by esbuild first, so `z.output<…>` or `z.core.$ZodIssue` count for nothing),
 * among zod's runtime exports: what the direct bundles' lazy zod (P236) offers.
 */
async function zodNamesOfOurSources(esbuild: Esbuild): Promise<string[]> {
  const root = join(import.meta.dirname, '..', '..');
  const folders = [
    join(root, 'apps', 'cli', 'src'),
    ...readdirSync(join(root, 'packages')).map((p) => join(root, 'packages', p, 'src')),
  ];
  const used = new Set<string>();
  for (const folder of folders) {
    if (!existsSync(folder)) continue;
    for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
      if (!/\.ts$/.test(file) || /\.test\.ts$/.test(file)) continue;
      const text = readFileSync(join(folder, file), 'utf8');
      if (!/ from 'zod(\/v4)?';/.test(text)) continue;
      const { code } = await esbuild.transform(text, { loader: 'ts', legalComments: 'none' });
      for (const m of code.matchAll(/\bz\.([A-Za-z_$][\w$]*)/g)) used.add(m[1] as string);
      for (const m of code.matchAll(/import \{([^}]*)\} from "zod(?:\/v4)?";/g))
        for (const part of (m[1] as string).split(',')) used.add(part.trim().split(/\s+as\s+/)[0] as string);
    }
  }
  const zod = (await import('zod')) as Record<string, unknown>;
  // `z` is zod's whole namespace: our imports of it are rewritten to `import * as z` (below).
  return Object.keys(zod).filter((name) => name !== 'default' && name !== 'z' && used.has(name));
}

/** {@link zodNamesOfOurSources}, once for all the builds of this configuration. */
let zodNames: Promise<string[]> | undefined;
const zodNamesOnce = (esbuild: Esbuild) => {
  zodNames ??= zodNamesOfOurSources(esbuild);
  return zodNames;
};

/**
 * The module the direct bundles give our sources for `zod` (P236): each name our sources use is a
 * getter that loads zod on its first read (the module `ma-real-zod`, {@link realZod}), so a start
 * that builds no schema (`ma tool read_meetingnote` without `--args`: P194) never runs zod's module
 * bodies, which esbuild otherwise hoists into the bundle's top level (its classes: about 1.4 ms per
 * start, session 42). A name our sources do not use reads `undefined`.
 */
const lazyZod = (names: string[]) => `let real;
const load = () => (real ??= require('ma-real-zod'));
for (const name of ${JSON.stringify(names)})
  Object.defineProperty(exports, name, { enumerable: true, get: () => load()[name] });
`;

/**
 * zod itself in the direct bundles, loaded on first use: only the names our sources use, so esbuild
 * keeps only their code (a module reached by `require` is wrapped in a function run on the first
 * `require`, and its exports are all kept). The direct bundles run one-shot commands only, so zod's
 * compiled parsers are turned off here, before any schema is built (what `useOneShotValidation` does
 * elsewhere: src/io/one-shot-validation.ts).
 */
const realZod = (names: string[]) => `import { config } from 'zod';
export { ${names.join(', ')} } from 'zod';
config({ jitless: true });
`;

/**
 * Resolves the workspace packages to their sources and trims what the CLI bundles (see each
 * step). With `direct`, `main.ts`'s imports of commander and the program definition become a
 * module that throws: the direct bundle runs only lines `readDirectCommand` accepts, which `main`
 * never hands to commander.
 */
function workspaceSources(
  opts: { direct?: boolean; help?: boolean } = {},
): NonNullable<Options['esbuildPlugins']>[number] {
  return {
    name: 'workspace-sources',
    setup(build) {
      if (opts.help) {
        // The help bundle runs only lines that print help or the version (`readHelpLine`), which
        // never reach a command's action nor `ma tool`'s compact usage error.
        build.onResolve({ filter: /^(\.\/(commands|settings)\/.*|@ma\/tools)$/ }, (args) =>
          /[\\/]apps[\\/]cli[\\/]src[\\/](main|program|io[\\/]compact-usage-on-use)\.ts$/.test(args.importer)
            ? { path: args.path, namespace: 'not-in-direct-bundle' }
            : undefined,
        );
      }
      if (opts.direct) {
        // P236: our sources' `zod` is `lazyZod` (zod loaded on the first read of one of its names);
        // the real one is reached only from `realZod`, by `require`.
        build.onResolve({ filter: /^zod(\/v4)?$/ }, (args) =>
          OUR_SOURCE.test(args.importer) ? { path: 'zod', namespace: 'lazy-zod' } : undefined,
        );
        build.onLoad({ filter: /.*/, namespace: 'lazy-zod' }, async () => ({
          contents: lazyZod(await zodNamesOnce(build.esbuild)),
          loader: 'js',
          resolveDir: import.meta.dirname,
        }));
        build.onResolve({ filter: /^ma-real-zod$/ }, () => ({ path: 'zod', namespace: 'real-zod' }));
        build.onLoad({ filter: /.*/, namespace: 'real-zod' }, async () => ({
          contents: realZod(await zodNamesOnce(build.esbuild)),
          loader: 'js',
          resolveDir: import.meta.dirname,
        }));
        // `realZod` turns zod's compiled parsers off as zod loads; the setting's own call would load it.
        build.onLoad({ filter: /[\\/]apps[\\/]cli[\\/]src[\\/]io[\\/]one-shot-validation\.ts$/ }, () => ({
          contents:
            "/** The direct bundles set zod's `jitless` as zod loads (tsup.config.ts, P236). */\nexport function useOneShotValidation() {}\n",
          loader: 'ts',
        }));
        build.onResolve({ filter: /^(commander|\.\/program\.js)$/ }, (args) =>
          /[\\/]apps[\\/]cli[\\/]src[\\/]run-main\.ts$/.test(args.importer)
            ? { path: args.path, namespace: 'not-in-direct-bundle' }
            : undefined,
        );
      }
      if (opts.direct || opts.help) {
        build.onLoad({ filter: /.*/, namespace: 'not-in-direct-bundle' }, (args) => ({
          contents: `throw new Error(${JSON.stringify(`${args.path} is not in the direct bundle (docs/startup.md)`)});`,
          loader: 'js',
        }));
      }
      if (opts.direct || opts.help) {
        // `node:fs/promises` loads ten more built-in modules (readline's among them: about 2 ms of CPU
        // per start) and is imported at the top of many of core's modules, while a one-shot `ma tool` or
        // `ma search` (core's `useBlockingFs`) mostly never calls it. In the CommonJS bundles each of
        // its functions is read from the module when called (`(0, fsp.readFile)(...)`), so the module
        // they get loads it on the first such read (P188; docs/startup.md, session 40).
        // Our sources' imports of it are renamed to LAZY_FS_PROMISES_ID as they load (below: tsup
        // resolves `node:` modules before this plugin sees them).
        build.onResolve({ filter: /^ma-lazy:fs-promises$/ }, () => ({
          path: 'fs/promises',
          namespace: 'lazy-fs-promises',
        }));
        build.onLoad({ filter: /.*/, namespace: 'lazy-fs-promises' }, () => ({
          contents: LAZY_FS_PROMISES,
          loader: 'js',
        }));
      }
      // `ma tool`/`ma search` (the CLI's own files) see @ma/tools without its AI SDK adapter: esbuild
      // puts every file a command can reach in its chunks, and the adapter pulls in the AI SDK
      // (about 650 kB). So do the agent's files that do not use the adapter: `ma mcp`'s sessions
      // load no AI SDK (docs/startup.md, session 35); the files that use it (the agent loop, the
      // session's `tools`) import the real entry. A file that uses the adapter through the trimmed
      // entry fails the build ("No matching export").
      const toolsIndex = join(import.meta.dirname, '..', '..', 'packages', 'tools', 'src', 'index.ts');
      const usesAdapter = (file: string) =>
        /(import|export)\s*\{[^}]*\b(createMeetingTools|createCompactMeetingTools|toAiSdkTool)\b[^}]*\}\s*from\s*'@ma\/tools'/.test(
          readFileSync(file, 'utf8'),
        );
      build.onResolve({ filter: /^@ma\/tools$/ }, (args) =>
        /[\\/]apps[\\/]cli[\\/]src[\\/]/.test(args.importer) ||
        (/[\\/]packages[\\/]agent[\\/]src[\\/]/.test(args.importer) && !usesAdapter(args.importer))
          ? { path: toolsIndex, namespace: 'cli-tools' }
          : undefined,
      );
      build.onLoad({ filter: /.*/, namespace: 'cli-tools' }, () => ({
        contents: readFileSync(toolsIndex, 'utf8').replace(
          /export\s[^;]*?from\s*'([^']+)';/g,
          (statement, from: string) =>
            /create-meeting-tools|to-ai-sdk-tool/.test(from)
              ? ''
              : statement.replace(
                  `'${from}'`,
                  `'${join(dirname(toolsIndex), from.replace(/\.js$/, '.ts'))}'`,
                ),
        ),
        loader: 'ts',
        resolveDir: dirname(toolsIndex),
      }));
      // zod's `z` is one namespace object: `import { z } from 'zod'` (our packages) or `'zod/v4'`
      // (the AI SDK's OpenAI-compatible provider) keeps all of zod, about 750 kB, in the chunk
      // every command loads. `import * as z` (the same values, zod's documented form) lets esbuild
      // keep only what the code uses: `ma tool`/`ma search` load about 210 kB of it
      // (docs/startup.md).
      build.onLoad({ filter: /\.(ts|js|mjs)$/ }, async (args) => {
        if (!/[\\/](packages[\\/][a-z-]+[\\/]src|apps[\\/]cli[\\/]src|node_modules)[\\/]/.test(args.path))
          return undefined;
        const text = readFileSync(args.path, 'utf8');
        const loader = args.path.endsWith('.ts') ? 'ts' : 'js';
        // The CommonJS bundles are kept ASCII, so that Node reads them into a one-byte string
        // (about 3 ms less per start than decoding UTF-8 into a two-byte one; docs/startup.md).
        // esbuild escapes strings and templates but keeps comments and regular expressions as
        // written. Ours are written in ASCII or with escapes; a third-party file with other
        // characters is printed by esbuild first (strings escaped), and its kept comments, on
        // lines of their own or after code, lose their other characters.
        if ((opts.direct || opts.help) && /[\\/]node_modules[\\/]/.test(args.path) && NON_ASCII.test(text)) {
          const { code } = await build.esbuild.transform(text, { loader, charset: 'ascii' });
          return {
            // Strings are escaped by then, so a character left after `//` is a comment's, also one at a line's end.
            contents: code.replace(/\/\/.*$/gm, (comment) => comment.replace(NON_ASCII_ALL, '?')),
            loader,
          };
        }
        if (/[\\/]node_modules[\\/]zod[\\/]/.test(args.path)) return undefined;
        const zodImport = /import \{ z \} from (['"])zod(\/v4)?\1;?/g;
        // In a CommonJS bundle, esbuild gives every default or namespace import of a Node built-in
        // module (`import path from 'node:path'`: 54 source files) a copy of the module made by its
        // `__toESM` helper, one per importing file (a getter per property), and every call through
        // it goes through a getter: `ma search` made 36 such copies as its bundle loaded (about 1 %
        // of its CPU, docs/startup.md, thirtieth pass). Such an import is the module itself
        // (`module.exports` of a built-in), so the CommonJS bundles take it with `require` (a `var`,
        // as esbuild's own import variables are); our sources only (`nodeImport` below).
        const nodeImport = /^import (?:\* as )?([A-Za-z_$][\w$]*) from '(node:[a-z_/]+)';$/gm;
        const ours = !/[\\/]node_modules[\\/]/.test(args.path);
        const cjs = (opts.direct || opts.help) && ours && nodeImport.test(text);
        const lazyFsp = (opts.direct || opts.help) && ours && text.includes(" from 'node:fs/promises';");
        if (!zodImport.test(text) && !cjs && !lazyFsp) return undefined;
        const zodDone = (
          lazyFsp ? text.replace(FS_PROMISES_FROM, ` from '${LAZY_FS_PROMISES_ID}';`) : text
        ).replace(zodImport, (_m, q: string, v?: string) => `import * as z from ${q}zod${v ?? ''}${q};`);
        return {
          contents: cjs
            ? zodDone.replace(
                nodeImport,
                (_m, name: string, from: string) => `var ${name} = require('${from}');`,
              )
            : zodDone,
          loader,
        };
      });
      // The error reporter, loaded whenever a command fails, needs only the agent's error class:
      // through the package's entry it loaded the AI SDK too (about 1 s; docs/startup.md).
      const agentError = join(
        import.meta.dirname,
        '..',
        '..',
        'packages',
        'agent',
        'src',
        'summary-run-error.ts',
      );
      // `ma mcp` opens meeting sessions and builds its own tools on them: the agent's session entry
      // (packages/agent/src/session/session-entry.ts) leaves out the model transport, the agent loop
      // and the offline engine, so the AI SDK is loaded only by a call that needs a model (docs/startup.md).
      const agentSession = join(
        import.meta.dirname,
        '..',
        '..',
        'packages',
        'agent',
        'src',
        'session',
        'session-entry.ts',
      );
      build.onResolve({ filter: /^@ma\/agent$/ }, (args) =>
        /[\\/]apps[\\/]cli[\\/]src[\\/]io[\\/]report-error\.ts$/.test(args.importer)
          ? { path: agentError }
          : /[\\/]apps[\\/]cli[\\/]src[\\/]mcp[\\/]mcp-tool-host\.ts$/.test(args.importer)
            ? { path: agentSession }
            : undefined,
      );
      build.onResolve({ filter: /^@ma\/[a-z-]+$/ }, (args) => {
        const source = join(
          import.meta.dirname,
          '..',
          '..',
          'packages',
          args.path.slice(4),
          'src',
          'index.ts',
        );
        return existsSync(source) ? { path: source } : undefined;
      });
    },
  };
}

/**
 * The shared package build plus `src/bin.ts`, the entry of `bin/ma.js` (importing `@ma/cli` never
 * runs it). ESM only: the CLI is a command, not a library others `require()`. Start-up (docs/startup.md): the workspace packages and third-party code are bundled
 * into split ESM chunks, so a command loads a few files instead of hundreds of modules, and each
 * command's chunk is imported only when it runs. `@vscode/ripgrep` stays external: it finds its
 * binary relative to its own folder. The banner gives bundled CommonJS code a `require`.
 */
const esm: Options = {
  ...base,
  format: ['esm'],
  entry: [...((base.entry as string[] | undefined) ?? ['src/index.ts']), 'src/bin.ts'],
  // dist/direct/ and dist/help.cjs are the other builds'.
  clean: ['!direct/**', '!help.cjs*'],
  splitting: true,
  noExternal: [/^(?!@vscode\/ripgrep$|@ma\/daemon$)/],
  // `@ma/daemon` (only `ma daemon` loads it) stays its own package: its watcher and logger are
  // not worth bundling into the CLI.
  external: ['@vscode/ripgrep', '@ma/daemon'],
  banner: {
    js: "import { createRequire as __maCreateRequire } from 'node:module'; const require = __maCreateRequire(import.meta.url);",
  },
  metafile: true,
  // `ma search-server` answers only clients of its own build (src/direct/search-server-socket.ts).
  define: { __MA_BUILD_ID__: JSON.stringify(BUILD_ID), __MA_PEERS_BUNDLED__: 'true' },
  // Resolve packages the way Node does (`main`, not a bundler-only `module` field: stopword's differs).
  esbuildOptions(options) {
    options.mainFields = ['main'];
  },
  // The workspace packages from their sources (one module per file), so that a command's chunk
  // holds the files it reaches rather than each package's whole pre-built bundle.
  esbuildPlugins: [workspaceSources()],
};

/**
 * The direct bundle (docs/startup.md): `dist/direct/main.cjs`, everything a plain `ma tool` line
 * runs in one CommonJS file (`ma search` has its own, below), which `bin/ma.js` loads with a V8 code cache made
 * after the command ran (`src/direct/load-direct-bundle.ts`).
 */
const direct: Options = {
  ...esm,
  format: ['cjs'],
  entry: { main: 'src/direct/direct-main.ts' },
  outDir: 'dist/direct',
  // dist/direct/loader.cjs, search.cjs and read-tools.cjs are the other builds'.
  clean: ['!loader.cjs*', '!search.cjs*', '!read-tools.cjs*'],
  dts: false,
  define: { __MA_BUILD_ID__: JSON.stringify(BUILD_ID), __MA_PEERS_BUNDLED__: 'true' },
  // Minified: a start reads the whole bundle into a buffer, then into a string, and V8 keeps
  // positions and names of its functions; 1.8 MB -> 0.86 MB. Names are not kept (`keepNames`
  // renames every function again at load: about 300 more page faults per start); no output shows
  // a function's or class's name (docs/startup.md, eleventh pass).
  minify: true,
  splitting: false,
  // Written inside Node's module wrapper, so that the loader compiles the text as read (a wrapper
  // added at run time made V8 copy the whole bundle once more; src/direct/bundle-wrapper.ts).
  banner: { js: BUNDLE_HEAD },
  footer: { js: BUNDLE_TAIL },
  metafile: false,
  esbuildOptions(options) {
    options.mainFields = ['main'];
    // `import()` (of @vscode/ripgrep, external) becomes `require()`: the bundle runs as a vm.Script,
    // where a real `import()` needs Node's experimental default loader for scripts.
    options.supported = { 'dynamic-import': false };
  },
  esbuildPlugins: [workspaceSources({ direct: true })],
};

/**
 * `dist/direct/search.cjs`: the direct bundle for `ma search` lines alone (`startDirect`), without
 * `ma tool`'s command and the registry of every tool: `ma search` creates its one tool
 * (`searchToolDefinition`), so esbuild leaves the other tools' code and what only they use out
 * (docs/startup.md, thirteenth pass).
 */
const directSearch: Options = {
  ...direct,
  entry: { search: 'src/direct/search-main.ts' },
  clean: false,
};

/**
 * `dist/direct/read-tools.cjs`: the direct bundle for `ma tool` lines whose tool only reads
 * (`granularReadToolNames`; `startDirect`), without the write tools, the compact tools and the
 * approval prompt: `ma tool` creates its one tool (`granularReadToolDefinition`), so esbuild leaves
 * the rest out (docs/startup.md, seventeenth pass).
 */
const directReadTools: Options = {
  ...direct,
  entry: { 'read-tools': 'src/direct/read-tools-main.ts' },
  clean: false,
};

/** `dist/direct/loader.cjs`: a plain CommonJS module (`bin/ma.js` requires it), not wrapped. */
const loader: Options = {
  ...direct,
  entry: { loader: 'src/direct/direct-loader.ts' },
  clean: false,
  banner: {},
  footer: {},
};

const help: Options = {
  ...direct,
  entry: { help: 'src/direct/direct-main.ts' },
  // In dist/ itself, as the split bundle: program.ts finds `../package.json` (the version) from it.
  outDir: 'dist',
  clean: false,
  esbuildPlugins: [workspaceSources({ help: true })],
};

export default defineConfig([esm, direct, directSearch, directReadTools, loader, help]);
