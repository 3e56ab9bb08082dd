#!/usr/bin/env bash
# The tests of the DATABASE_URL path start a real PostgreSQL server (src/test/postgres.ts: initdb and pg_ctl on a free
# port, stopped after). They need Debian's server binaries; this installs them with apt when they are missing and
# this is root (CI), or says how.
set -euo pipefail
if command -v pg_config >/dev/null 2>&1 && [ -x "$(pg_config --bindir)/initdb" ]; then exit 0; fi
if compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "PostgreSQL's server binaries (initdb, pg_ctl) are missing. Install them with: sudo apt-get update && sudo apt-get install -y postgresql" >&2
  exit 1
fi
echo "Installing Debian's postgresql for the database tests…"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
