package java.nio.file.attribute;

import java.io.IOException;
import java.util.List;

/** Declared for libraries that name it; the default file system has no ACL view (getFileAttributeView gives null). */
public interface AclFileAttributeView extends FileOwnerAttributeView {
    @Override
    String name();

    List<?> getAcl() throws IOException;
}
