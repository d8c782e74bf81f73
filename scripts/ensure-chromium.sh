#!/usr/bin/env bash
# Installs Debian's Chromium when it is missing (browser tests drive /usr/bin/chromium; no browser downloads).
set -euo pipefail
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then exit 0; fi
echo "chromium: installing the Debian package" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium fonts-noto-core >/dev/null
