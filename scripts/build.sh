#!/bin/sh
# Configures (once) and builds into build/.  Extra arguments go to meson setup.
set -eu
cd "$(dirname "$0")/.."
if [ ! -f build/build.ninja ]; then
  meson setup build "$@"
fi
ninja -C build
