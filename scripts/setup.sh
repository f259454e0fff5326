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
  # A node_modules made with another pnpm store (another HOME, XDG_DATA_HOME or user) is purged and
  # installed again: pnpm asks first, and with no terminal it would stop with ABORTED_REMOVE_MODULES_DIR_NO_TTY.
  pnpm install --prefer-offline --config.confirm-modules-purge=false >&2
fi
echo "building the packages (a few minutes; turbo prints a short header now and a summary at the end, more only if a build fails)…" >&2
pnpm exec turbo run build --output-logs=errors-only >&2
