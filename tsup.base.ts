import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { defineConfig, type Options } from 'tsup';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

/**
 * L461: the building package's peers (`ai`, `zod`) imported as whole namespaces, each name read from
 * it as the code runs. A named ESM import of a name an out-of-range peer lacks (ai 6 has no
 * `isStepCount`) fails as Node links the module graph, before any code runs, so the package's own
 * peer check (`assertPeerVersions`) could not say which version it needs. The names offered are the
 * peer's runtime exports where the package builds.
 */
const manifest = join(process.cwd(), 'package.json');
const peers: string[] = Object.keys(JSON.parse(readFileSync(manifest, 'utf8')).peerDependencies ?? {});

function peerNamespaces(): Plugin {
  const peerOf = (path: string) => peers.find((peer) => peer === path);
  return {
    name: 'peer-namespaces',
    setup(build) {
      if (peers.length === 0) return;
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (peerOf(args.path) === undefined) return undefined;
        if (args.namespace === 'peer-namespace') return { path: args.path, external: true };
        return { path: args.path, namespace: 'peer-namespace' };
      });
      build.onLoad({ filter: /.*/, namespace: 'peer-namespace' }, async (args) => {
        const entry = createRequire(manifest).resolve(args.path);
        const names = Object.keys(await import(pathToFileURL(entry).href)).filter(
          (name) => name !== 'default',
        );
        // Each name through a local binding: some are reserved words (zod's `catch`).
        const reads = names.map((name, i) => `const name${i} = peer[${JSON.stringify(name)}];`);
        const exports = names.map((name, i) => `name${i} as ${JSON.stringify(name)}`);
        return {
          contents: `import * as peer from ${JSON.stringify(args.path)};\n${reads.join('\n')}\nexport { ${exports.join(', ')} };\n`,
          loader: 'js',
        };
      });
    },
  };
}

/**
 * The one build of every library package: ESM (`dist/index.js` + `.d.ts`) and CommonJS
 * (`dist/index.cjs` + `.d.cts`) from `src/index.ts`, for Node 22. The CommonJS build lets hosts
 * that `require()` us load the same code (docs/packages.md); `shims` turns `import.meta.url`
 * into its CommonJS equivalent there. The package's peers are read as namespaces ({@link peerNamespaces}).
 */
export const packageBuild = defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  shims: true,
  target: 'node22',
  // tsup's own plugin would mark the peers external before ours sees them.
  noExternal: peers.map((peer) => new RegExp(`^${peer.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`)),
  esbuildPlugins: [peerNamespaces()],
});
