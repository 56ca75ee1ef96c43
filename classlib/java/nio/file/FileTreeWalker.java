package java.nio.file;

import java.io.IOException;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayDeque;
import java.util.Iterator;

/**
 * The depth-first walk under Files.walkFileTree, walk and find: one event at a time (a file,
 * the start of a directory, its end), in the order the directories list their entries.
 */
final class FileTreeWalker {
    static final int ENTRY = 0, START_DIRECTORY = 1, END_DIRECTORY = 2;

    static final class Event {
        final int type;
        final Path file;
        final BasicFileAttributes attrs;
        final IOException ioe;

        Event(int type, Path file, BasicFileAttributes attrs, IOException ioe) {
            this.type = type;
            this.file = file;
            this.attrs = attrs;
            this.ioe = ioe;
        }
    }

    private static final class Dir {
        final Path dir;
        final Object key;
        final DirectoryStream<Path> stream;
        final Iterator<Path> it;
        boolean skipped;

        Dir(Path dir, Object key, DirectoryStream<Path> stream) {
            this.dir = dir;
            this.key = key;
            this.stream = stream;
            this.it = stream.iterator();
        }
    }

    private final boolean follow;
    private final int maxDepth;
    private final ArrayDeque<Dir> stack = new ArrayDeque<>();
    private boolean closed;

    FileTreeWalker(Iterable<FileVisitOption> options, int maxDepth) {
        boolean f = false;
        for (FileVisitOption o : options) {
            if (o == FileVisitOption.FOLLOW_LINKS) {
                f = true;
            } else if (o == null) {
                throw new NullPointerException();
            }
        }
        if (maxDepth < 0) {
            throw new IllegalArgumentException("'maxDepth' is negative");
        }
        this.follow = f;
        this.maxDepth = maxDepth;
    }

    private BasicFileAttributes attrs(Path file) throws IOException {
        try {
            return UnixFileSystem.Attrs.get(file, follow);
        } catch (IOException e) {
            if (!follow) {
                throw e;
            }
            return UnixFileSystem.Attrs.get(file, false);       // a broken link is walked as a link
        }
    }

    private boolean wouldLoop(Path dir, Object key) {
        for (Dir d : stack) {
            if (key != null && d.key != null) {
                if (key.equals(d.key)) {
                    return true;
                }
            } else {
                try {
                    if (Files.isSameFile(dir, d.dir)) {
                        return true;
                    }
                } catch (IOException | SecurityException e) {
                    // not the same
                }
            }
        }
        return false;
    }

    private Event visit(Path entry) {
        BasicFileAttributes a;
        try {
            a = attrs(entry);
        } catch (IOException e) {
            return new Event(ENTRY, entry, null, e);
        }
        if (stack.size() >= maxDepth || !a.isDirectory()) {
            return new Event(ENTRY, entry, a, null);
        }
        if (follow && wouldLoop(entry, a.fileKey())) {
            return new Event(ENTRY, entry, null, new FileSystemLoopException(entry.toString()));
        }
        DirectoryStream<Path> ds;
        try {
            ds = Files.newDirectoryStream(entry);
        } catch (IOException e) {
            return new Event(ENTRY, entry, null, e);
        }
        stack.push(new Dir(entry, a.fileKey(), ds));
        return new Event(START_DIRECTORY, entry, a, null);
    }

    Event walk(Path start) {
        if (closed) {
            throw new IllegalStateException("Closed");
        }
        return visit(start);
    }

    /** The next event, or null at the end. */
    Event next() {
        Dir top = stack.peek();
        if (top == null) {
            return null;
        }
        for (;;) {
            Path entry = null;
            IOException ioe = null;
            if (!top.skipped) {
                try {
                    if (top.it.hasNext()) {
                        entry = top.it.next();
                    }
                } catch (DirectoryIteratorException e) {
                    ioe = e.getCause();
                }
            }
            if (entry == null) {
                try {
                    top.stream.close();
                } catch (IOException e) {
                    if (ioe == null) {
                        ioe = e;
                    } else {
                        ioe.addSuppressed(e);
                    }
                }
                stack.pop();
                return new Event(END_DIRECTORY, top.dir, null, ioe);
            }
            return visit(entry);
        }
    }

    /** Leaves the directory just started (its end event is not given). */
    void pop() {
        Dir d = stack.poll();
        if (d != null) {
            try {
                d.stream.close();
            } catch (IOException e) {
                // ignored, as HotSpot does
            }
        }
    }

    void skipRemainingSiblings() {
        Dir d = stack.peek();
        if (d != null) {
            d.skipped = true;
        }
    }

    void close() {
        if (!closed) {
            while (!stack.isEmpty()) {
                pop();
            }
            closed = true;
        }
    }
}
