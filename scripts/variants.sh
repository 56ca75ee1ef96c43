#!/bin/sh
# The other builds the project offers, for CI: each is configured, built with
# -Werror like the main one, and runs the unit suites and the Java tests on
# one backend, so a build option nobody uses day to day cannot rot.
#
#   clang:  build-clang/  CC=clang, computed-goto dispatch; Java tests on green
#   switch: build-switch/ $CC (default cc), -Ddispatch=switch and VM_ASSERT on;
#           Java tests on native
#
#   sh scripts/variants.sh [clang] [switch]     (default: both)
#
# Environment: JOBS (parallel tests, default: CPUs).
set -eu
cd "$(dirname "$0")/.."
JOBS=${JOBS:-$(nproc 2>/dev/null || echo 2)}
WHAT=${*:-clang switch}

. scripts/classlib-from.sh          # the class library: build/'s

# variant DIR BACKEND SETUP-ARGS...: configure once, build, run the tests.
variant() {
  B=$1; backend=$2; shift 2
  if [ ! -f "$B/build.ninja" ]; then
    meson setup "$B" "$CLASSLIB_FROM" "$@" >/dev/null
  fi
  ninja -C "$B"
  echo "=== $B: unit suites"
  meson test -C "$B" --print-errorlogs --suite unit --num-processes "$JOBS"
  echo "=== $B: Java tests, --threads=$backend"
  python3 tests/run-java-tests.py --jvm "$B/jvm" --threads="$backend" \
    --work "$B/java-work" -j "$JOBS" --durations-from build/tests/java-work
}

for w in $WHAT; do
  case $w in
    clang) CC=clang variant build-clang green ;;
    switch) variant build-switch native -Ddispatch=switch -Dvm_assert=true ;;
    *) echo "variants.sh: unknown variant '$w' (clang, switch)" >&2; exit 2 ;;
  esac
done
