package java.nio.file;

import java.io.IOException;
import java.nio.file.attribute.BasicFileAttributes;

public class SimpleFileVisitor<T> implements FileVisitor<T> {
    protected SimpleFileVisitor() {
    }

    @Override
    public FileVisitResult preVisitDirectory(T dir, BasicFileAttributes attrs) throws IOException {
        if (dir == null || attrs == null) {
            throw new NullPointerException();
        }
        return FileVisitResult.CONTINUE;
    }

    @Override
    public FileVisitResult visitFile(T file, BasicFileAttributes attrs) throws IOException {
        if (file == null || attrs == null) {
            throw new NullPointerException();
        }
        return FileVisitResult.CONTINUE;
    }

    @Override
    public FileVisitResult visitFileFailed(T file, IOException exc) throws IOException {
        if (file == null) {
            throw new NullPointerException();
        }
        throw exc;
    }

    @Override
    public FileVisitResult postVisitDirectory(T dir, IOException exc) throws IOException {
        if (dir == null) {
            throw new NullPointerException();
        }
        if (exc != null) {
            throw exc;
        }
        return FileVisitResult.CONTINUE;
    }
}
