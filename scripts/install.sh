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

# The simulator's phones run in Chromium, and the app's Chinese text needs CJK fonts. Debian's
# Chromium is used (Playwright's own download is outside the npm registry). Without root or apt,
# say what to install and go on: everything but the phones works without them.
browser_missing=()
[ -x /usr/bin/chromium ] || browser_missing+=(chromium)
fc-list 2>/dev/null | grep -qi 'noto.*cjk\|wqy\|droid sans fallback' || browser_missing+=(fonts-noto-cjk)
if [ ${#browser_missing[@]} -gt 0 ]; then
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    apt_install "${browser_missing[@]}"
  else
    say "缺少 ${browser_missing[*]}：模拟器的手机需要它们（Debian/Ubuntu：sudo apt-get install ${browser_missing[*]}；"
    say "其他系统：npx playwright install chromium，并安装任一中文字体）。现在继续安装 npm 包。"
  fi
fi

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

# npm ci takes 1–3 minutes, and on a first install 2–13 more to compile the SQLite driver, silently:
# a line every 30 s says it is still going. npm's expected warnings are folded into one line each
# (scripts/npm-warnings.mjs).
started=$(date +%s)
say "正在安装 npm 包（npm ci）：首次安装需要编译 SQLite 驱动 better-sqlite3，共约 3–15 分钟"
(
  while sleep 30; do
    say "仍在安装：已用 $(( ($(date +%s) - started) / 60 )) 分 $(( ($(date +%s) - started) % 60 )) 秒"
  done
) &
ticker=$!
trap 'kill $ticker 2>/dev/null || true' EXIT
status=0
npm ci 2>&1 | node scripts/npm-warnings.mjs || status=$?
kill $ticker 2>/dev/null || true
[ "$status" -eq 0 ] || { say "npm ci 失败（退出码 $status）"; exit "$status"; }
say "npm 包安装完成，用时 $(( ($(date +%s) - started) / 60 )) 分 $(( ($(date +%s) - started) % 60 )) 秒"

# Electron's binary downloads from GitHub, outside the npm registry: fetch it only where GitHub
# answers. Without it `npm start` says so and runs the Chromium host, and no test needs it.
if curl -fsI --max-time 5 https://github.com >/dev/null 2>&1; then
  node node_modules/electron/install.js || say "Electron 下载失败：npm start 将使用 Chromium 模拟器"
else
  say "无法访问 Electron 的下载地址：未下载 Electron，npm start 将使用 Chromium 模拟器"
fi
