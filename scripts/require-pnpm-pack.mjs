// `prepack` guard of every publishable package. Our manifests hold `workspace:^` ranges for the
// other @ma packages; `pnpm pack` / `pnpm publish` rewrite them to real ranges (and
// .pnpmfile.cjs drops devDependencies and scripts), but `npm pack` / `npm publish` copy them
// as they are, and the tarball then fails to install ("Unsupported URL Type workspace:").
// So a pack by anything other than pnpm stops here with a message saying what to run instead.
// Exit code 1 when refused, 0 under pnpm. Spec: docs/packages.md ("Workspace ranges").
const agent = process.env.npm_config_user_agent ?? '';
if (!agent.startsWith('pnpm/')) {
  const name = process.env.npm_package_name ?? 'this package';
  process.stderr.write(
    `${name}: pack it with \`pnpm pack\` (or publish with \`pnpm publish\`), not npm: ` +
      'its package.json has workspace:^ ranges that only pnpm rewrites, and an npm-packed ' +
      'tarball cannot be installed. See docs/packages.md.\n',
  );
  process.exit(1);
}
