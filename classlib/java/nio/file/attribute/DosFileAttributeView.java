package java.nio.file.attribute;

import java.io.IOException;

/** Declared for libraries that name it; the default file system has no DOS view (getFileAttributeView gives null). */
public interface DosFileAttributeView extends BasicFileAttributeView {
    @Override
    String name();

    @Override
    DosFileAttributes readAttributes() throws IOException;

    void setReadOnly(boolean value) throws IOException;

    void setHidden(boolean value) throws IOException;

    void setSystem(boolean value) throws IOException;

    void setArchive(boolean value) throws IOException;
}
