# Sourced (`. scripts/classlib-from.sh`, from the repository root) by the
# scripts that configure a build besides build/ (variants.sh, sanitize.sh,
# tests/fuzz/build.sh): brings build/'s class library up to date and sets
# CLASSLIB_FROM to the meson option that makes another build copy it
# (-Dclasslib_from, classlib/build-classlib.py --copy-from), so the class
# library is compiled once for all of them, not once a build.
[ -f build/build.ninja ] || meson setup build >/dev/null
ninja -C build classlib.jar >/dev/null
CLASSLIB_FROM="-Dclasslib_from=$PWD/build"
