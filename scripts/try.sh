#!/bin/sh
# Installs what is missing, builds, and runs the bundled example on both
# thread backends that are built.
set -eu
cd "$(dirname "$0")/.."
sh scripts/setup.sh
sh scripts/build.sh
mkdir -p build/examples
javac -d build/examples examples/Hello.java
echo "--- java Hello (HotSpot)"
java -cp build/examples Hello
echo "--- build/jvm Hello"
build/jvm -cp build/examples Hello
echo "--- build/jvm --threads=green Hello"
build/jvm --threads=green -cp build/examples Hello
