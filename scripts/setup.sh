#!/usr/bin/env bash
# Sets up Meeting Assistant on a machine that may only have Node 20 and npm:
# brings Node >= 22 and pnpm (both from the npm registry) into .tools/ when the
# machine lacks them, installs the workspace and builds every package.
# Safe to run again; never touches a system Node that is already new enough.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=scripts/env.sh
source "$root/scripts/env.sh"
ma_ensure_toolchain
cd "$root"
if [ "${CI:-}" = "true" ]; then
  pnpm install --frozen-lockfile --prefer-offline >&2
else
  pnpm install --prefer-offline >&2
fi
echo "building the packages (a few minutes; turbo prints a short header now and a summary at the end, more only if a build fails)…" >&2
pnpm exec turbo run build --output-logs=errors-only >&2
