#!/bin/sh
# Installs what is missing, builds, and runs every test (unit suites and the
# end-to-end Java programs), then the clang and switch-dispatch builds
# (scripts/variants.sh), the sanitizer builds (scripts/sanitize.sh)
# and a short fuzz run (tests/fuzz/build.sh, run.sh) — this is what CI runs.
#
# Environment: JVM_TEST_QUICK=1 stops after the meson tests (quick local
# runs); JVM_FUZZ_SECONDS (default 30) is the fuzz time per target.
# Extra arguments go to `meson test`.
set -eu
cd "$(dirname "$0")/.."
T0=$(date +%s)
TIMES=$(mktemp)
trap 'rm -f "$TIMES"' EXIT
stage() {             # stage NAME COMMAND...: runs it and notes its wall and CPU time
  name=$1; shift
  python3 scripts/timed.py "$name" "$TIMES" "$@"
}
stage setup sh scripts/setup.sh
stage build sh scripts/build.sh
stage meson-test meson test -C build --print-errorlogs "$@"
if [ "${JVM_TEST_QUICK:-0}" != 1 ]; then
  stage variants sh scripts/variants.sh
  stage asan sh scripts/sanitize.sh asan
  stage tsan sh scripts/sanitize.sh tsan
  stage fuzz-build sh tests/fuzz/build.sh
  stage fuzz-run env FUZZ_SIDE_BY_SIDE=1 sh tests/fuzz/run.sh "${JVM_FUZZ_SECONDS:-30}"
fi
printf 'test.sh: seconds per stage\n%s  total: wall %s s\n' "$(cat "$TIMES")" $(( $(date +%s) - T0 ))
