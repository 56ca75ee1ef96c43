#!/bin/sh
# Sanitizer builds and runs, for CI:
#
#   asan: build-asan/ with -Db_sanitize=address,undefined ($CC, default cc),
#         then the libcheck unit suites, every Java test on the native
#         backend and, for CI time, a subset on green and mn (the areas whose
#         C code depends on the backend: threads/, net/, io*/, channels/,
#         files/, nio2/, process/, gc/, ref/, mn/, exceptions/, init/), the
#         cli/thread-dump/stress/idle/GC/AWT-peer meson tests, the JNI
#         tests, and the fuzz regression inputs (tests/fuzz/replay.c);
#   tsan: build-tsan/ with clang -Db_sanitize=thread, then the thread, GC,
#         io, socket and channel tests (tests/java/{threads,gc,io,net,channels}/)
#         on the native and mn backends (green runs on one OS thread: nothing
#         for TSan).
#
#   sh scripts/sanitize.sh [asan] [tsan]        (default: both)
#
# Any sanitizer report fails the run: halt_on_error makes the process die
# at the first report, which the test runners count as a crash.  Zero
# reports is the bar; every suppression below says why it is not a bug.
# Environment: JOBS (parallel tests, default: CPUs), CC (asan compiler).
set -eu
cd "$(dirname "$0")/.."
JOBS=${JOBS:-$(nproc 2>/dev/null || echo 2)}
WHAT=${*:-asan tsan}
. scripts/classlib-from.sh          # the class library: build/'s

# detect_leaks=0: the VM frees nothing it keeps for the life of the process
# (classes of the built-in loaders are never unloaded, the heap lives until
# exit, other threads are still running when exit() is called), so
# LeakSanitizer would list every class ever loaded.  A leak that matters
# shows as heap growth in the GC tests instead.
# detect_stack_use_after_return=0: with it, locals live on ASan's heap
# "fake stacks", which the conservative GC does not scan, so objects held
# only by C locals would be freed under the program.
ASAN_BASE="halt_on_error=1:abort_on_error=1:detect_leaks=0:detect_stack_use_after_return=0"
ASAN_BASE="$ASAN_BASE:strict_string_checks=1:check_initialization_order=1:allocator_may_return_null=1"
UBSAN_BASE="halt_on_error=1:print_stacktrace=1"

run_asan() {
  B=build-asan
  if [ ! -f $B/build.ninja ]; then
    meson setup $B "$CLASSLIB_FROM" -Db_sanitize=address,undefined -Db_lundef=false -Dvm_assert=true >/dev/null
  fi
  ninja -C $B
  export ASAN_OPTIONS="$ASAN_BASE" UBSAN_OPTIONS="$UBSAN_BASE"
  echo "=== asan: unit suites"
  # deque's "concurrent" case (thieves spinning on sched_yield, up to 32
  # threads) and terminator's "measure" case (a yield count) are throughput
  # stress of lock-free code that the plain meson run already covers; under
  # ASan on 2 CPUs they take minutes, so only their other cases run here.
  unit=$(meson test -C $B --suite unit --list 2>/dev/null | sed -n 's|^.*:unit / ||p' |
         grep -vx -e deque -e terminator)
  meson test -C $B --print-errorlogs --num-processes "$JOBS" \
    --timeout-multiplier 4 $unit
  (cd tests/unit && CK_FORK=no CK_RUN_CASE=sequential ../../$B/tests/test_deque &&
     CK_FORK=no CK_RUN_CASE=termination ../../$B/tests/test_terminator)
  echo "=== asan: Java tests, --threads=native"
  python3 tests/run-java-tests.py --jvm $B/jvm --threads=native \
    --work $B/java-work -j "$JOBS" --durations-from build/tests/java-work --timeout 120
  # green and mn: a subset, to keep CI time (the whole suite on three
  # backends was most of this stage): the areas whose C code depends on the
  # backend -- its scheduler, timers, blocking and I/O (green's iomgr, mn's
  # netpoller), stack switches (announced to ASan: threads/*/), stack
  # bounds (exceptions/: stack overflow), class initialization across
  # threads (init/) and the collector's stop-the-world.  The rest (the
  # interpreter, class library, strings, numbers...) runs the same C code
  # on every backend and is checked on native above.
  for backend in green mn; do
    echo "=== asan: Java tests, --threads=$backend (threads/ net/ io*/ channels/ files/ nio2/ process/ gc/ ref/ mn/ exceptions/ init/)"
    python3 tests/run-java-tests.py --jvm $B/jvm --threads=$backend \
      --work $B/java-work -j "$JOBS" --durations-from build/tests/java-work --timeout 120 \
      --filter java/threads/ --filter java/net/ --filter java/io --filter java/channels/ \
      --filter java/files/ --filter java/nio2/ --filter java/process/ \
      --filter java/gc/ --filter java/ref/ --filter java/mn/ --filter java/exceptions/ \
      --filter java/init/
  done
  # The other end-to-end suites: bad command lines, the thread dump on both
  # backends and idle modes, the stress set, idle counts (ASan adds no
  # system call while idle), the GC at 16 and 1 marking threads, the AWT
  # peer (its runner drops the one warning ASan prints when green legacy
  # first calls swapcontext).
  echo "=== asan: cli, thread dump, stress, idle, GC, AWT peer suites"
  meson test -C $B --print-errorlogs --timeout-multiplier 3 \
    cli thread-dump stress idle gc-16-park-green gc-1-park-native awt-peer
  # JNI: the same programs and libraries are run on HotSpot, which has no
  # ASan runtime to load instrumented libraries into, so the libraries are
  # the plain build's (an ASan program may load uninstrumented code); the
  # VM's side of every JNI call is still checked.
  echo "=== asan: JNI tests, plain libraries"
  sh scripts/build.sh >/dev/null
  python3 tests/run-jni-tests.py --jvm $B/jvm --libdir build/tests/jni \
    --work $B/jni-work -j "$JOBS"
  echo "=== asan: fuzz regression inputs"
  CFLAGS="-std=c11 -D_GNU_SOURCE -g -I. -Ivm -fsanitize=address,undefined"
  LIBS="$B/libjvmcore.a $(pkg-config --libs libffi zlib) -lm -ldl -lpthread"
  for t in classfile load jar; do
    ${CC:-cc} $CFLAGS -o $B/replay_$t tests/fuzz/replay.c tests/fuzz/fuzz_$t.c $LIBS
    if [ -d tests/fuzz/regressions/$t ]; then
      $B/replay_$t tests/fuzz/regressions/$t
    fi
  done
  unset ASAN_OPTIONS UBSAN_OPTIONS
}

run_tsan() {
  B=build-tsan
  if [ ! -f $B/build.ninja ]; then
    CC=clang meson setup $B "$CLASSLIB_FROM" -Db_sanitize=thread -Db_lundef=false -Dtests=false -Dvm_assert=true >/dev/null
  fi
  ninja -C $B jvm
  # Suppressions (each is a report that is not a bug of the VM):
  cat > $B/tsan.supp <<'EOF'
# race_top: only reports whose racing access is in the interpreter loop
# itself, not in what it calls.  The loop reads and writes Java fields and
# array elements with plain C accesses, as the JMM allows for non-volatile
# data (a racy Java program is not a VM bug; the class library's handoffs
# through volatile fields look racy to TSan for the same reason).  (Code
# rewriting is not covered by this: opcodes are read and rewritten with
# atomics, OPCODE and QUICKEN in vm/interp.c.)
race_top:interp_loop
# th_poll_flag is a hint polled at safepoints: a poll that misses a store
# sees it at the next poll; the stop-the-world handshake itself is made of
# seq_cst atomics (gc_requested, gc_safe) in vm/safepoint.c.
race:th_poll_flag
# (No entry for the conservative stack scan: gc_heap_scan_range carries
# no_sanitize("address", "thread"), vm/gc/pageheap.c says why.)
EOF
  export TSAN_OPTIONS="halt_on_error=1:abort_on_error=1:second_deadlock_stack=1:suppressions=$PWD/$B/tsan.supp"
  for backend in native mn; do
    echo "=== tsan: thread, GC, io, socket and channel tests, --threads=$backend"
    python3 tests/run-java-tests.py --jvm $B/jvm --threads=$backend \
      --work $B/java-work -j "$JOBS" --durations-from build/tests/java-work --timeout 300 \
      --filter java/threads/ --filter java/gc/ --filter java/io/ --filter java/net/ \
      --filter java/channels/
  done
  unset TSAN_OPTIONS
}

for w in $WHAT; do
  case $w in
    asan) run_asan ;;
    tsan) run_tsan ;;
    *) echo "sanitize.sh: unknown build '$w' (asan, tsan)" >&2; exit 2 ;;
  esac
done
echo "sanitize.sh: $WHAT: no sanitizer report"
