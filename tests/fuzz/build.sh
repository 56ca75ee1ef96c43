#!/bin/sh
# Builds the libFuzzer targets (clang, -fsanitize=fuzzer,address,undefined)
# into build-fuzz/, and their seed corpora into build-fuzz/seeds/<target>/:
# every class file javac makes of tests/java, tests/badclass/*.class and
# every class of the class library (classlib.jar); for the jar target, the
# class library jar and a few small jars.
#
#   sh tests/fuzz/build.sh            (then tests/fuzz/run.sh)
#
# Environment: CC (default clang), FUZZ_BUILD (default build-fuzz).
set -eu
cd "$(dirname "$0")/../.."
B=${FUZZ_BUILD:-build-fuzz}
CC=${CC:-clang}
SAN="-fsanitize=address,undefined -fno-sanitize-recover=undefined"
. scripts/classlib-from.sh          # the class library: build/'s
if [ ! -f "$B/build.ninja" ]; then
  # -Db_sanitize adds address,undefined; the fuzzer's coverage is added by
  # hand so that only the fuzz targets link libFuzzer's main.  Dispatch is
  # the default (computed goto), the one the VM ships with.
  CC="$CC" meson setup "$B" "$CLASSLIB_FROM" -Dtests=false -Dwerror=false -Db_lundef=false \
    -Db_sanitize=address,undefined \
    -Dc_args="-fsanitize=fuzzer-no-link -fno-sanitize-recover=undefined -g" >/dev/null
fi
ninja -C "$B" libjvmcore.a
CFLAGS="-std=c11 -D_GNU_SOURCE -g -O1 -I. -Ivm $SAN"
LIBS="$B/libjvmcore.a $(pkg-config --libs libffi zlib) -lm -ldl -lpthread"
for t in classfile load jar; do
  "$CC" $CFLAGS -fsanitize=fuzzer -o "$B/fuzz_$t" "tests/fuzz/fuzz_$t.c" $LIBS
done

# Seeds, rebuilt only when missing.
S="$B/seeds"
if [ ! -d "$S/load" ]; then
  rm -rf "$S" "$B/seed-work"
  mkdir -p "$S/classfile" "$S/load" "$S/jar" "$B/seed-work/classes" "$B/seed-work/lib"
  # The Java suite's classes when build/'s meson tests have compiled them
  # (the same javac flags), else a javac run of our own.
  if [ -n "$(ls build/tests/java-work/classes 2>/dev/null)" ]; then
    cp -R build/tests/java-work/classes/. "$B/seed-work/classes/"
  else
    find tests/java -name '*.java' > "$B/seed-work/sources"
    javac -encoding UTF-8 -g:source,lines -nowarn -Xlint:none -XDsuppressNotes \
      -d "$B/seed-work/classes" @"$B/seed-work/sources" 2>/dev/null || \
      echo "build.sh: javac failed on some tests; seeding with what it made" >&2
  fi
  (cd "$B/seed-work/lib" && jar xf "../../classlib.jar")
  n=0
  for f in $(find "$B/seed-work/classes" "$B/seed-work/lib" tests/badclass tests/fuzz/verify \
             -name '*.class'); do
    n=$((n + 1))
    cp "$f" "$S/classfile/seed$n.class"
  done
  cp "$S/classfile/"* "$S/load/"
  cp "$B/classlib.jar" "$S/jar/classlib.jar"
  (cd "$B/seed-work/classes" && printf 'Main-Class: Hello\n' > ../manifest &&
     jar cfm ../../seeds/jar/small.jar ../manifest $(ls | head -3) &&
     jar cf0 ../../seeds/jar/stored.jar $(ls | head -2) &&
     jar cfM ../../seeds/jar/nomanifest.jar $(ls | head -1))
  echo "build.sh: $n class files seeded"
fi
echo "build.sh: fuzz targets in $B: fuzz_classfile fuzz_load fuzz_jar"
