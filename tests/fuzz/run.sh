#!/bin/sh
# Runs each fuzz target for SECONDS (default 60: the CI run), after
# replaying every regression input in tests/fuzz/regressions/<target>/.
# The growing corpus is kept in build-fuzz/corpus/<target>/ (first run:
# the seeds).  A crash leaves the input as build-fuzz/crash-* and makes the
# script fail; minimize it (fuzz_X -minimize_crash=1 FILE), fix the bug,
# and add the input to tests/fuzz/regressions/<target>/.
#
# The load target runs in fork mode and goes on after a crash: a crash
# while the class is loaded and linked (vm_test_load_bytes on the stack) is
# always a bug and fails the run; so is one while its main runs, now that
# the verifier checks reference types (README.md), unless FUZZ_STRICT=0,
# which lists those without failing.
#
#   sh tests/fuzz/run.sh [SECONDS] [TARGET...]     (after tests/fuzz/build.sh)
#
# Environment: FUZZ_BUILD (default build-fuzz), FUZZ_JOBS (parallel
# workers per target, default 1), FUZZ_ARGS (more libFuzzer flags),
# FUZZ_SIDE_BY_SIDE=1 (CI: the load target runs beside the others, which
# run one after the other, so two CPUs are busy; its output follows theirs).
#
# Each target runs in its own scratch folder, $B/scratch-<target>: the
# programs fuzz_load runs (the seeds include the io tests) create files in
# their working directory.
set -eu
cd "$(dirname "$0")/../.."
ROOT=$PWD
B=${FUZZ_BUILD:-build-fuzz}
[ -d "$B" ] || { echo "run.sh: $B missing: run tests/fuzz/build.sh" >&2; exit 2; }
B=$(cd "$B" && pwd)
SECS=${1:-60}
[ $# -gt 0 ] && shift
TARGETS=${*:-classfile load jar}
JOBS=${FUZZ_JOBS:-1}
case " $TARGETS " in *" load "*) has_load=1 ;; *) has_load=0 ;; esac
if [ "${FUZZ_SIDE_BY_SIDE:-0}" = 1 ] && [ $has_load = 1 ] && [ "$TARGETS" != load ]; then
  others=$(echo " $TARGETS " | sed 's/ load / /')
  FUZZ_SIDE_BY_SIDE=0 sh "$ROOT/tests/fuzz/run.sh" "$SECS" load >"$B/run-load.out" 2>&1 &
  side=$!
  st=0
  FUZZ_SIDE_BY_SIDE=0 sh "$ROOT/tests/fuzz/run.sh" "$SECS" $others || st=1
  wait $side || st=1
  cat "$B/run-load.out"
  exit $st
fi
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0:detect_stack_use_after_return=0:allocator_may_return_null=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1}"
status=0
for t in $TARGETS; do
  bin="$B/fuzz_$t"
  [ -x "$bin" ] || { echo "run.sh: $bin missing: run tests/fuzz/build.sh" >&2; exit 2; }
  reg="$ROOT/tests/fuzz/regressions/$t"
  mkdir -p "$B/scratch-$t"
  if [ -d "$reg" ] && [ -n "$(ls "$reg" 2>/dev/null | grep -v '^README')" ]; then
    echo "--- $t: regression inputs"
    (cd "$B/scratch-$t" && "$bin" -runs=1 $(ls -d "$reg"/* | grep -v README)) >"$B/regress-$t.log" 2>&1 || {
      tail -40 "$B/regress-$t.log"; echo "FAIL $t: a regression input crashes"; status=1; continue; }
  fi
  mkdir -p "$B/corpus/$t"
  echo "--- $t: fuzzing for $SECS s ($JOBS job(s))"
  # Each fuzz target's dictionary-free defaults; max_len as the largest
  # class file of the seeds would make (the class library has some 40 KB).
  maxlen=65536
  [ "$t" = jar ] && maxlen=2000000
  quiet=""
  [ "$t" = load ] && quiet="-close_fd_mask=3"   # the programs' output; reports still show
  fork=""
  [ "$JOBS" -gt 1 ] && fork="-fork=$JOBS"
  [ "$t" = load ] && fork="-fork=$JOBS -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1"
  touch "$B/.start-$t"
  if (cd "$B/scratch-$t" && "$bin" "$B/corpus/$t" "$B/seeds/$t" -max_total_time="$SECS" -timeout=20 \
       -rss_limit_mb=4096 -max_len=$maxlen -print_final_stats=1 \
       -artifact_prefix="$B/crash-$t-" $fork $quiet ${FUZZ_ARGS:-}) \
       >"$B/fuzz-$t.log" 2>&1; then
    grep -E '^stat::|^#[0-9]+.*DONE|^#[0-9]+: cov' "$B/fuzz-$t.log" | tail -8
    if [ "$t" = load ]; then
      for a in $(find "$B" -maxdepth 1 -name 'crash-load-*' ! -name '*.log' -newer "$B/.start-$t"); do
        (cd "$B/scratch-$t" && "$bin" "$a") >"$a.log" 2>&1 || true
        where=$(grep -m1 -E "SUMMARY|runtime error" "$a.log" || echo "no report on replay")
        if grep -q vm_test_load_bytes "$a.log"; then
          echo "FAIL load: crash while loading $a: $where"; status=1
        elif [ "${FUZZ_STRICT:-1}" = 1 ]; then
          echo "FAIL load: crash while running $a: $where"; status=1
        else
          echo "note load: crash while running $a (FUZZ_STRICT=0): $where"
        fi
      done
    fi
  else
    tail -60 "$B/fuzz-$t.log"
    echo "FAIL $t: see $B/fuzz-$t.log and $B/crash-$t-*"
    status=1
  fi
done
exit $status
