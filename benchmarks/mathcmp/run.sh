#!/bin/sh
# Math/StrictMath bit for bit against HotSpot: MathCmp writes the result bits of every
# function for N seeded inputs (default 3 million) on java and on the jvm, compare.py counts
# the differences.  Usage: benchmarks/mathcmp/run.sh [N [JVM [function...]]]
# (about 4 minutes of jvm time and 2.4 GB under $TMPDIR/mathcmp for N = 3 million).
set -eu
N=${1:-3000000}
JVM=${2:-build/jvm}
[ $# -gt 2 ] && shift 2 || set --
W=${TMPDIR:-/tmp}/mathcmp-run
rm -rf "$W"
mkdir -p "$W/cls" "$W/hs" "$W/jvm"
javac -d "$W/cls" "$(dirname "$0")/MathCmp.java"
java -cp "$W/cls" MathCmp "$W/hs" "$N" "$@"
"$JVM" -cp "$W/cls" MathCmp "$W/jvm" "$N" "$@"
python3 "$(dirname "$0")/compare.py" "$W/hs" "$W/jvm"
