package java.nio.file.spi;

import java.net.URI;
import java.nio.file.FileSystem;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;

/** The provider of a file system.  Only the default ("file") provider exists; its file operations are those of Files. */
public abstract class FileSystemProvider {
    protected FileSystemProvider() {
    }

    public static List<FileSystemProvider> installedProviders() {
        return Collections.singletonList(java.nio.file.FileSystems.getDefault().provider());
    }

    public abstract String getScheme();

    public abstract FileSystem getFileSystem(URI uri);

    public abstract Path getPath(URI uri);
}
