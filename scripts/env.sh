# Sourced by the other scripts: puts Node >= 22 and pnpm on PATH, installing
# them into <repo>/.tools from the npm registry when the machine lacks them.
ma_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
MA_NODE_VERSION="22.23.5"
MA_PNPM_VERSION="10.34.8"

ma_node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

ma_node_package() {
  local os arch
  case "$(uname -s)" in
    Linux) os=linux ;;
    Darwin) os=darwin ;;
    *) echo "setup: unsupported OS $(uname -s); install Node >= 22 yourself" >&2; return 1 ;;
  esac
  case "$(uname -m)" in
    x86_64 | amd64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) echo "setup: unsupported CPU $(uname -m); install Node >= 22 yourself" >&2; return 1 ;;
  esac
  echo "node-${os}-${arch}"
}

ma_ensure_toolchain() {
  local tools="$ma_root/.tools"
  if [ -x "$tools/node_modules/.bin/node" ] && [ "$(ma_node_major)" -lt 22 ]; then
    export PATH="$tools/node_modules/.bin:$PATH"
  fi
  if [ "$(ma_node_major)" -lt 22 ]; then
    local pkg
    pkg="$(ma_node_package)"
    echo "setup: Node $(node --version 2>/dev/null || echo none) found; installing $pkg@$MA_NODE_VERSION into .tools/" >&2
    npm install --silent --no-save --no-audit --no-fund --prefix "$tools" "$pkg@$MA_NODE_VERSION" >&2
    mkdir -p "$tools/node_modules/.bin"
    ln -sf "../$pkg/bin/node" "$tools/node_modules/.bin/node"
    export PATH="$tools/node_modules/.bin:$PATH"
  fi
  if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$MA_PNPM_VERSION" ]; then
    if [ ! -x "$tools/pnpm/node_modules/.bin/pnpm" ]; then
      echo "setup: installing pnpm@$MA_PNPM_VERSION into .tools/" >&2
      npm install --silent --no-save --no-audit --no-fund --prefix "$tools/pnpm" "pnpm@$MA_PNPM_VERSION" >&2
    fi
    export PATH="$tools/pnpm/node_modules/.bin:$PATH"
  fi
}

# What setup installed (pnpm; Node 22 when the machine's is older) on PATH in the shell that sourced this
# file, so README's commands (`pnpm pack`, `pnpm bench`) work there; nothing is downloaded here.
if [ -x "$ma_root/.tools/pnpm/node_modules/.bin/pnpm" ]; then
  case ":$PATH:" in
    *":$ma_root/.tools/pnpm/node_modules/.bin:"*) ;;
    *) export PATH="$ma_root/.tools/pnpm/node_modules/.bin:$PATH" ;;
  esac
fi
if [ -x "$ma_root/.tools/node_modules/.bin/node" ] && [ "$(ma_node_major)" -lt 22 ]; then
  export PATH="$ma_root/.tools/node_modules/.bin:$PATH"
fi

# `ma` as a command in the shell that sourced this file (apps/cli/bin/ma runs apps/cli/bin/ma.js).
case ":$PATH:" in
  *":$ma_root/apps/cli/bin:"*) ;;
  *) export PATH="$ma_root/apps/cli/bin:$PATH" ;;
esac
