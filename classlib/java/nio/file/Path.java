package java.nio.file;

import java.io.File;
import java.util.Iterator;

/** A file system path (Unix syntax); the only implementation is UnixPath. */
public interface Path extends Comparable<Path>, Iterable<Path>, Watchable {

    static Path of(String first, String... more) {
        return UnixPath.of(first, more);
    }

    static Path of(java.net.URI uri) {
        if (!"file".equalsIgnoreCase(uri.getScheme())) {
            throw new FileSystemNotFoundException("Provider \"" + uri.getScheme() + "\" not installed");
        }
        return FileSystems.getDefault().provider().getPath(uri);
    }

    default FileSystem getFileSystem() {
        return FileSystems.getDefault();
    }

    default java.net.URI toUri() {
        String s = toFile().getAbsoluteFile().toURI().toString();      // file:/a%20b/ (a directory ends in /)
        return java.net.URI.create("file://" + s.substring(5));
    }

    @Override
    default WatchKey register(WatchService watcher, WatchEvent.Kind<?>[] events, WatchEvent.Modifier... modifiers)
            throws java.io.IOException {
        if (watcher == null) {
            throw new NullPointerException();
        }
        if (!(watcher instanceof UnixWatchService)) {
            throw new ProviderMismatchException();
        }
        return ((UnixWatchService) watcher).register(this, events, modifiers);
    }

    @Override
    default WatchKey register(WatchService watcher, WatchEvent.Kind<?>... events) throws java.io.IOException {
        return register(watcher, events, new WatchEvent.Modifier[0]);
    }

    boolean isAbsolute();

    Path getRoot();

    Path getFileName();

    Path getParent();

    int getNameCount();

    Path getName(int index);

    Path subpath(int beginIndex, int endIndex);

    boolean startsWith(Path other);

    default boolean startsWith(String other) {
        return startsWith(Path.of(other));
    }

    boolean endsWith(Path other);

    default boolean endsWith(String other) {
        return endsWith(Path.of(other));
    }

    Path normalize();

    Path resolve(Path other);

    default Path resolve(String other) {
        return resolve(Path.of(other));
    }

    default Path resolveSibling(Path other) {
        if (other == null) {
            throw new NullPointerException();
        }
        Path parent = getParent();
        return parent == null ? other : parent.resolve(other);
    }

    default Path resolveSibling(String other) {
        return resolveSibling(Path.of(other));
    }

    Path relativize(Path other);

    Path toAbsolutePath();

    Path toRealPath(LinkOption... options) throws java.io.IOException;

    default File toFile() {
        return new File(toString());
    }

    @Override
    default Iterator<Path> iterator() {
        final Path self = this;
        return new Iterator<Path>() {
            private int i = 0;

            @Override
            public boolean hasNext() {
                return i < self.getNameCount();
            }

            @Override
            public Path next() {
                if (i < self.getNameCount()) {
                    return self.getName(i++);
                }
                throw new java.util.NoSuchElementException();
            }
        };
    }

    @Override
    int compareTo(Path other);

    @Override
    boolean equals(Object other);

    @Override
    int hashCode();

    @Override
    String toString();
}
