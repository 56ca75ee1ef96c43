#!/usr/bin/env python3
"""Builds the class library that is embedded in the jvm binary.

Usage: build-classlib.py <classlib-src-dir> <outdir> <javac> <jar> [<generated-src-dir>]

A generated source tree (classlib/gen-unicode.py's output) is laid over the
source directory: a file there replaces the file of the same path under
classlib/, and its other files are added.

Compiles every *.java under the source directory in one javac call (only when
classlib.jar is missing, older than a source or than this script, or the set
of sources changed), packs the class files into <outdir>/classlib.jar (stored,
sorted, fixed timestamps, so the same classes give the same bytes and start-up
needs no inflate), and writes <outdir>/classlib_blob.S, which places the jar
in .rodata between the symbols jvm_classlib_start and jvm_classlib_end.

The .S file names the jar's SHA-256 in a comment: the assembler does not
record .incbin inputs as dependencies, so the text changes, and the object is
rebuilt, exactly when the jar's bytes do.  It is rewritten only then.

The <jar> argument (the JDK's jar tool) is accepted for the build's sake but
not needed: Python's zipfile writes the archive.

    build-classlib.py --copy-from <builddir> <classlib-src-dir> <outdir>

copies <builddir>'s classlib.jar instead of compiling (meson's
-Dclasslib_from: CI's variant and sanitizer builds reuse build/'s), after
checking it is up to date with the sources by the same rule as above (its
generated sources being <builddir>/classlib-gen); a stale one is an error
that says to build <builddir> first.
"""
import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
import zipfile

JAR_NAME = "classlib.jar"
BLOB_NAME = "classlib_blob.S"
SOURCES_NAME = "classlib.sources"        # the source list of the last build
CLASSES_DIR = "classlib-classes"
EMPTY_BOOT_DIR = "classlib-empty-bootclasspath"
ARGFILE_NAME = "classlib-javac.args"
FIXED_TIME = (1980, 1, 1, 0, 0, 0)


def find_sources(src_dir):
    """Returns the sorted absolute paths of every .java file under src_dir."""
    found = []
    for root, dirs, files in os.walk(src_dir):
        dirs.sort()
        for f in files:
            if f.endswith(".java"):
                found.append(os.path.abspath(os.path.join(root, f)))
    return sorted(found)


def overlay_sources(src_dir, sources, gen_dir):
    """Returns sources with gen_dir's files laid over src_dir's (same relative path)."""
    by_rel = {os.path.relpath(p, src_dir): p for p in sources}
    for p in find_sources(gen_dir):
        by_rel[os.path.relpath(p, gen_dir)] = p
    return sorted(by_rel.values())


def mtime_ns(path):
    return os.stat(path).st_mtime_ns


def read_text(path):
    try:
        with open(path, encoding="utf-8") as f:
            return f.read()
    except OSError:
        return None


def write_atomically(path, data):
    """Writes bytes to path through a temporary file and a rename."""
    d = os.path.dirname(path) or "."
    fd, tmp = tempfile.mkstemp(dir=d, prefix="." + os.path.basename(path) + ".")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def is_stale(jar_path, sources, source_list, stamp_path):
    """Tells whether the jar must be rebuilt."""
    if not os.path.exists(jar_path):
        return True
    if read_text(stamp_path) != source_list:
        return True                      # a source was added or removed
    built = mtime_ns(jar_path)
    newest = max([mtime_ns(p) for p in sources] + [mtime_ns(os.path.abspath(__file__))])
    return newest > built


def argfile_quote(arg):
    """Quotes one argument for a javac @argfile."""
    return '"' + arg.replace("\\", "\\\\").replace('"', '\\"') + '"'


def compile_sources(src_dir, outdir, javac, sources):
    """Compiles every source in one javac call into a fresh classes folder.
    Exits with javac's output on failure."""
    classes = os.path.join(outdir, CLASSES_DIR)
    empty_boot = os.path.join(outdir, EMPTY_BOOT_DIR)
    shutil.rmtree(classes, ignore_errors=True)
    shutil.rmtree(empty_boot, ignore_errors=True)
    os.makedirs(classes)
    os.makedirs(empty_boot)
    args = ["-source", "8", "-target", "8",
            "-bootclasspath", empty_boot,
            "-sourcepath", src_dir,
            "-encoding", "UTF-8", "-nowarn", "-Xlint:-options",
            "-g:source,lines",
            "-d", classes] + sources
    argfile = os.path.join(outdir, ARGFILE_NAME)
    with open(argfile, "w", encoding="utf-8") as f:
        f.write("\n".join(argfile_quote(a) for a in args) + "\n")
    # Every path is absolute; running in outdir keeps the javac.DATE.args
    # file that javac leaves behind when it crashes out of the source tree.
    proc = subprocess.run([javac, "@" + argfile], stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, cwd=outdir)
    output = proc.stdout.decode("utf-8", "replace")
    if proc.returncode != 0:
        sys.stderr.write(output)
        sys.stderr.write("build-classlib: javac failed (exit %d)\n" % proc.returncode)
        sys.exit(1)
    if output.strip():
        sys.stderr.write(output)
    return classes


def jar_bytes(classes):
    """Returns a stored zip of every .class file under classes, sorted by name."""
    names = []
    for root, dirs, files in os.walk(classes):
        for f in files:
            if f.endswith(".class"):
                full = os.path.join(root, f)
                names.append(os.path.relpath(full, classes).replace(os.sep, "/"))
    names.sort()
    fd, tmp = tempfile.mkstemp(dir=os.path.dirname(classes), prefix=".classlib-jar.")
    os.close(fd)
    try:
        with zipfile.ZipFile(tmp, "w", zipfile.ZIP_STORED) as z:
            for name in names:
                info = zipfile.ZipInfo(name, FIXED_TIME)
                info.compress_type = zipfile.ZIP_STORED
                info.external_attr = 0o644 << 16
                with open(os.path.join(classes, name), "rb") as f:
                    z.writestr(info, f.read())
        with open(tmp, "rb") as f:
            return f.read(), len(names)
    finally:
        os.unlink(tmp)


def blob_text(jar_path, digest):
    """Returns the assembler file that embeds jar_path."""
    quoted = jar_path.replace("\\", "\\\\").replace('"', '\\"')
    return (
        "/* Generated by classlib/build-classlib.py: the class library jar as data.\n"
        " * classlib.jar sha256 %s */\n"
        "\t.section .rodata\n"
        "\t.balign 8\n"
        "\t.globl jvm_classlib_start\n"
        "\t.type jvm_classlib_start, @object\n"
        "jvm_classlib_start:\n"
        "\t.incbin \"%s\"\n"
        "\t.globl jvm_classlib_end\n"
        "\t.type jvm_classlib_end, @object\n"
        "jvm_classlib_end:\n"
        "\t.size jvm_classlib_start, jvm_classlib_end - jvm_classlib_start\n"
        "\t.section .note.GNU-stack,\"\",@progbits\n"
    ) % (digest, quoted)


def write_blob(outdir, jar_path):
    """Writes <outdir>/classlib_blob.S for jar_path, if its text changed."""
    with open(jar_path, "rb") as f:
        digest = hashlib.sha256(f.read()).hexdigest()
    blob_path = os.path.join(outdir, BLOB_NAME)
    text = blob_text(jar_path, digest)
    if read_text(blob_path) != text:
        write_atomically(blob_path, text.encode("utf-8"))


def copy_from(build_dir, src_dir, outdir):
    """--copy-from: outdir's jar becomes build_dir's, which must be current."""
    build_dir = os.path.abspath(build_dir)
    src_dir = os.path.abspath(src_dir)
    outdir = os.path.abspath(outdir)
    os.makedirs(outdir, exist_ok=True)
    theirs = os.path.join(build_dir, JAR_NAME)
    sources = overlay_sources(src_dir, find_sources(src_dir),
                              os.path.join(build_dir, "classlib-gen"))
    source_list = "".join(p + "\n" for p in sources)
    if is_stale(theirs, sources, source_list, os.path.join(build_dir, SOURCES_NAME)):
        sys.stderr.write("build-classlib: %s is missing or older than the class library's "
                         "sources: build %s first (ninja -C %s classlib.jar)\n"
                         % (theirs, build_dir, build_dir))
        return 1
    jar_path = os.path.join(outdir, JAR_NAME)
    with open(theirs, "rb") as f:
        data = f.read()
    mine = None
    if os.path.exists(jar_path):
        with open(jar_path, "rb") as f:
            mine = f.read()
    if mine != data:
        write_atomically(jar_path, data)
        print("build-classlib: %s copied from %s" % (JAR_NAME, build_dir))
    write_blob(outdir, jar_path)
    return 0


def main(argv):
    if len(argv) == 5 and argv[1] == "--copy-from":
        return copy_from(argv[2], argv[3], argv[4])
    if len(argv) not in (5, 6):
        sys.stderr.write("usage: build-classlib.py <classlib-src-dir> <outdir> <javac> <jar>"
                         " [<generated-src-dir>]\n")
        return 2
    src_dir = os.path.abspath(argv[1])
    outdir = os.path.abspath(argv[2])
    javac = argv[3]
    os.makedirs(outdir, exist_ok=True)
    jar_path = os.path.join(outdir, JAR_NAME)
    stamp_path = os.path.join(outdir, SOURCES_NAME)

    sources = find_sources(src_dir)
    if len(argv) == 6:
        sources = overlay_sources(src_dir, sources, os.path.abspath(argv[5]))
    source_list = "".join(p + "\n" for p in sources)
    if is_stale(jar_path, sources, source_list, stamp_path):
        if sources:
            classes = compile_sources(src_dir, outdir, javac, sources)
            data, count = jar_bytes(classes)
        else:
            sys.stderr.write("build-classlib: warning: no .java files under %s\n" % src_dir)
            empty = os.path.join(outdir, CLASSES_DIR)
            shutil.rmtree(empty, ignore_errors=True)
            os.makedirs(empty)
            data, count = jar_bytes(empty)
        write_atomically(jar_path, data)
        write_atomically(stamp_path, source_list.encode("utf-8"))
        print("build-classlib: %d sources, %d classes, %d bytes in %s"
              % (len(sources), count, len(data), JAR_NAME))

    write_blob(outdir, jar_path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
