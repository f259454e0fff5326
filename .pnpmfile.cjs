// pnpm hooks. beforePacking shapes the package.json that goes into a tarball (pnpm pack /
// publish): development-only fields are dropped, so a consumer never sees our private test
// helpers (@ma/testkit) or build scripts. Checked by scripts/check-packs.mjs in CI.
module.exports = {
  hooks: {
    beforePacking(pkg) {
      delete pkg.devDependencies;
      delete pkg.scripts;
      return pkg;
    },
  },
};
