#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (Playwright's own browser download does not work here).
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing at $CHROMIUM. Install it with: sudo apt-get update && sudo apt-get install -y chromium" >&2
  exit 1
fi
echo "Installing Debian's chromium for the browser tests…"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
