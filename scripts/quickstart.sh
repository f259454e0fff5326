#!/usr/bin/env bash
# Quickstart: set up Meeting Assistant, copy the sample vault to ./demo-vault (once) and
# summarize one real meeting with whatever model is configured (none: the offline engine).
#
# Which meeting: "2026-03-10 Remote control functional design". The kickoff already has a
# hand-written summary, so summarizing it would move that summary to .trash/ and replace it:
# a confusing first impression. The functional design meeting has none yet; it has a
# transcript, linked user notes and a bound project (remote-control), so the run shows the
# whole loop: a new summary note, a linked assistant context note, `status: summarized`.
# Running the script again re-summarizes it: an identical summary is left as it is; a changed
# one replaces the previous summary, which goes to demo-vault/.trash/.
#
# Use a model: MA_BASE_URL=http://127.0.0.1:11434/v1 MA_MODEL=qwen3:8b bash scripts/quickstart.sh
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
bash scripts/setup.sh
# shellcheck source=scripts/env.sh
source scripts/env.sh
ma_ensure_toolchain

meeting="2026-03-10 Remote control functional design"
if [ ! -d demo-vault ]; then
  cp -R examples/sample-vault demo-vault
  echo "quickstart: copied examples/sample-vault to demo-vault/"
else
  echo "quickstart: using the existing demo-vault/ (delete it to start fresh)"
fi

node apps/cli/bin/ma.js summarize "$meeting" --vault demo-vault

cat <<MSG

Done. Look at the result:
  summary:        demo-vault/Summaries/$meeting.md
  context note:   demo-vault/Assistant/$meeting.md   (the assistant's notebook and run record)
  meeting note:   demo-vault/Meetings/$meeting.md    (now links the summary, status: summarized)

  less "demo-vault/Summaries/$meeting.md"
  or open demo-vault/ as a vault in Obsidian.

Next: source scripts/env.sh      (puts ma, with the Node 22 setup installed, on PATH)
      ma doctor --vault demo-vault  (checks configuration, meetings, endpoint, ripgrep)
      ma --help
MSG
