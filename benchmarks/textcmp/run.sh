#!/bin/sh
# java.text against HotSpot on generated input: BreakSoup's boundaries of the character,
# word, sentence and line iterators on N seeded random token-soup texts (compare.py prints the
# share of positions that differ, per kind), and CollatorSoup's comparisons, keys and collation
# elements on N random string pairs (the number of lines that differ).
# Usage: benchmarks/textcmp/run.sh [N [SEED [JVM]]]
set -eu
N=${1:-3000}
SEED=${2:-1}
JVM=${3:-build/jvm}
D=$(dirname "$0")
W=${TMPDIR:-/tmp}/textcmp-run
rm -rf "$W"
mkdir -p "$W/cls"
javac -d "$W/cls" "$D/BreakSoup.java" "$D/CollatorSoup.java"
java -cp "$W/cls" BreakSoup "$SEED" "$N" > "$W/break-hs.txt"
"$JVM" -cp "$W/cls" BreakSoup "$SEED" "$N" > "$W/break-jvm.txt"
python3 "$D/compare.py" "$W/break-hs.txt" "$W/break-jvm.txt"
java -cp "$W/cls" CollatorSoup "$SEED" "$N" > "$W/coll-hs.txt"
"$JVM" -cp "$W/cls" CollatorSoup "$SEED" "$N" > "$W/coll-jvm.txt"
echo "collator: $(diff "$W/coll-hs.txt" "$W/coll-jvm.txt" | grep -c '^<' || true) of $N lines differ"
