#!/usr/bin/env bash
# Runs every package's tests (vitest) through turbo, with the toolchain that
# scripts/setup.sh installed. Pass-through arguments go to turbo.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=scripts/env.sh
source "$root/scripts/env.sh"
ma_ensure_toolchain
cd "$root"
[ -d node_modules ] || bash scripts/setup.sh
pnpm exec turbo run test test:architecture "$@"
