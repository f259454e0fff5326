#!/usr/bin/env bash
# Runs every package's tests (vitest) and the architecture test through turbo, with
# the toolchain that scripts/setup.sh installed, then prints one closing line that
# adds up all packages: "tests: N passed, N failed". Extra arguments go to turbo.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=scripts/env.sh
source "$root/scripts/env.sh"
ma_ensure_toolchain
cd "$root"
[ -d node_modules ] || bash scripts/setup.sh
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
status=0
# --continue: one failing package must not cancel the others, so the closing line adds up every package.
pnpm exec turbo run test test:architecture --continue "$@" 2>&1 | tee "$log" || status=$?
plain="$(sed 's/\x1b\[[0-9;]*m//g' "$log")"
# A run cut short (turbo stopped by a signal, a task killed) can leave turbo's exit status 0: it counts only when
# turbo's closing "Tasks: N successful, N total" line says every task finished.
tasks="$(printf '%s\n' "$plain" | awk '$1 == "Tasks:" { ok = $2; total = $4 } END { print ok + 0, total + 0 }')"
read -r ok total <<<"$tasks"
if [ "$total" -eq 0 ] || [ "$ok" -ne "$total" ]; then
  echo "tests: $ok of $total test tasks succeeded (a task failed or the run was cut short: see above)"
  [ "$status" -ne 0 ] || status=1
fi
# vitest prints "Tests  12 passed | 1 failed (13)" per package; add them up.
printf '%s\n' "$plain" | awk '
  /Tests[[:space:]]+[0-9]/ {
    for (i = 1; i <= NF; i++) {
      if ($(i) == "passed" || $(i) == "passed)") passed += $(i - 1)
      if ($(i) == "failed" || $(i) == "failed)") failed += $(i - 1)
    }
  }
  END { printf "tests: %d passed, %d failed\n", passed, failed }'
exit "$status"
