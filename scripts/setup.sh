#!/bin/sh
# Installs every build and test dependency on a Debian machine (as root, or with sudo).
# Safe to run again: packages already present are skipped by apt.
set -eu
# libclang-rt-dev: clang's sanitizer and libFuzzer runtimes (only a
# Recommends of clang, so missing where apt skips those): the TSan build
# and the fuzz targets of scripts/test.sh need it.
# tzdata, unicode-data: the zoneinfo files and the Unicode data the class
# library reads or builds tables from.  The Java library packages (junit4 ...)
# are real programs that the integration tests drive, under /usr/share/java.
PKGS="meson ninja-build pkg-config gcc clang libclang-rt-dev libffi-dev check uthash-dev \
zlib1g-dev openjdk-17-jdk-headless strace python3 python3-matplotlib tzdata unicode-data \
junit4 libhamcrest-java librhino-java libasm-java libcommons-lang3-java libcommons-math3-java \
libcommons-io-java libcommons-codec-java libcommons-cli-java libguava-java libcommons-collections4-java \
libcommons-text-java libcommons-compress-java libcommons-csv-java libjoda-time-java libgoogle-gson-java \
libjsoup-java libjackson2-core-java libjackson2-databind-java libpicocli-java libyaml-snake-java libxz-java \
libjcommander-java libh2-java libhsqldb-java bsh libfreemarker-java libantlr4-runtime-java antlr4 libjavaparser-java libcommons-jexl3-java libmustache-java \
libslf4j-java liblog4j2-java libfastutil-java libtrove3-java libjoptsimple-java libargs4j-java libjgrapht-java \
libcaffeine-java libprotobuf-java libbcprov-java libicu4j-java libkryo-java"
missing=""
for p in $PKGS; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
if [ -n "$missing" ]; then
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO=sudo
  echo "setup: installing$missing"
  $SUDO apt-get update -q
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q $missing
fi
