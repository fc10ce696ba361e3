#!/usr/bin/env bash
# Installs the project's npm packages on a machine that has Node.js and Debian's packages only.
#
# better-sqlite3 (the mock API's database) is compiled from source here: its prebuilt binary
# downloads from outside the npm registry. node-gyp then needs python3, make and a C++ compiler,
# and Node's C headers, which it would otherwise try to download. This script installs the tools
# when they are missing and points node-gyp at headers that are already on the machine.
#
# Usage: bash scripts/install.sh          (npm ci: exactly the lockfile)
set -euo pipefail
cd "$(dirname "$0")/.."

say() { printf '[install] %s\n' "$*"; }

# Playwright's own browsers are never fetched: the tests use the system's Chromium.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD="${PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD:-1}"

apt_install() {
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    say "安装缺少的系统软件包：$*"
    DEBIAN_FRONTEND=noninteractive apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
  else
    say "缺少 $*：请用系统的包管理器安装（Debian/Ubuntu：sudo apt-get install $*）后重试"
    exit 1
  fi
}

missing=()
command -v python3 >/dev/null 2>&1 || missing+=(python3)
command -v make >/dev/null 2>&1 || missing+=(make)
command -v g++ >/dev/null 2>&1 || missing+=(g++)
[ ${#missing[@]} -eq 0 ] || apt_install "${missing[@]}"

# Node's headers of exactly the running version: beside the node binary (official tarballs,
# NodeSource and Debian packages put them in <prefix>/include/node), else Debian's libnode-dev
# when Debian's own nodejs is the one running.
node_version="$(node -p 'process.versions.node')"
headers_match() { grep -qs "define NODE_MAJOR_VERSION ${node_version%%.*}\$" "$1/include/node/node_version.h"; }
prefix="$(node -p "require('node:path').resolve(process.execPath, '..', '..')")"
if ! headers_match "$prefix" && [ "$prefix" = /usr ] && dpkg -s nodejs >/dev/null 2>&1 \
  && apt-cache policy libnode-dev 2>/dev/null | grep -q "Candidate: ${node_version}"; then
  apt_install libnode-dev
fi
if headers_match "$prefix"; then
  export npm_config_nodedir="$prefix"
  say "node-gyp 使用本机的 Node ${node_version} 头文件：$prefix/include/node"
elif [ -n "${npm_config_nodedir:-}" ]; then
  say "node-gyp 使用 npm_config_nodedir=$npm_config_nodedir"
else
  say "未找到 Node ${node_version} 的头文件（$prefix/include/node）；node-gyp 将尝试下载，离线时会失败。"
  say "请安装带头文件的 Node.js 发行包，或设置 npm_config_nodedir 指向含 include/node 的目录。"
fi

npm ci

# Electron's binary downloads from GitHub, outside the npm registry: fetch it only where GitHub
# answers. Without it `npm start` says so and runs the Chromium host, and no test needs it.
if curl -fsI --max-time 5 https://github.com >/dev/null 2>&1; then
  node node_modules/electron/install.js || say "Electron 下载失败：npm start 将使用 Chromium 模拟器"
else
  say "无法访问 Electron 的下载地址：未下载 Electron，npm start 将使用 Chromium 模拟器"
fi
