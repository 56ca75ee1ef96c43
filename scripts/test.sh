#!/bin/sh
# Installs what is missing, builds, and runs every test (unit suites and the
# end-to-end Java programs).
set -eu
cd "$(dirname "$0")/.."
sh scripts/setup.sh
sh scripts/build.sh
meson test -C build --print-errorlogs "$@"
