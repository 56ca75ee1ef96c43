package java.nio.file;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.attribute.DosFileAttributeView;
import java.nio.file.attribute.DosFileAttributes;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.UserDefinedFileAttributeView;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The views HotSpot's Linux file system keeps in extended attributes: "dos" (the DOS flags in
 * user.DOSATTRIB, written "0x27" with a NUL, as Samba and HotSpot write them) and "user"
 * (user.* attributes).
 */
final class UnixXattrViews {
    static final int READONLY = 0x01, HIDDEN = 0x02, SYSTEM = 0x04, ARCHIVE = 0x20;
    private static final String DOS_NAME = "user.DOSATTRIB";

    private UnixXattrViews() {
    }

    private static IOException error(Path p, String what, int err) {
        if (err == UnixNatives.ENOENT) {
            return Files.translate(err, p.toString(), null);
        }
        return new FileSystemException(p.toString(), null, what + ": " + UnixNatives.strerror0(err));
    }

    static int dosFlags(Path p, boolean follow) throws IOException {
        byte[] buf = new byte[24];
        int n = UnixNatives.getxattr0(p.toString(), DOS_NAME, buf, follow);
        if (n < 0) {
            if (n == -UnixNatives.ENODATA) {
                return 0;
            }
            if (n == -UnixNatives.ENOENT) {
                throw Files.translate(-n, p.toString(), null);
            }
            throw error(p, "Unable to get extended attribute '" + DOS_NAME + "'", -n);
        }
        if (n > 0 && buf[n - 1] == 0) {
            n--;
        }
        String v = new String(buf, 0, n, StandardCharsets.ISO_8859_1);
        if (v.length() >= 3 && v.startsWith("0x")) {
            try {
                return Integer.parseInt(v.substring(2), 16);
            } catch (NumberFormatException e) {
                // not ours
            }
        }
        return 0;
    }

    static void setDosFlag(Path p, boolean follow, int flag, boolean on) throws IOException {
        int old = dosFlags(p, follow);
        int now = on ? (old | flag) : (old & ~flag);
        if (now == old) {
            return;
        }
        byte[] v = ("0x" + Integer.toHexString(now) + "\u0000").getBytes(StandardCharsets.ISO_8859_1);
        int r = UnixNatives.setxattr0(p.toString(), DOS_NAME, v, v.length, follow);
        if (r < 0) {
            throw error(p, "Unable to set extended attribute '" + DOS_NAME + "'", -r);
        }
    }

    static final class DosAttrs implements DosFileAttributes {
        private final UnixFileSystem.Attrs basic;
        private final int flags;

        DosAttrs(UnixFileSystem.Attrs basic, int flags) {
            this.basic = basic;
            this.flags = flags;
        }

        @Override
        public FileTime lastModifiedTime() {
            return basic.lastModifiedTime();
        }

        @Override
        public FileTime lastAccessTime() {
            return basic.lastAccessTime();
        }

        @Override
        public FileTime creationTime() {
            return basic.creationTime();
        }

        @Override
        public boolean isRegularFile() {
            return basic.isRegularFile();
        }

        @Override
        public boolean isDirectory() {
            return basic.isDirectory();
        }

        @Override
        public boolean isSymbolicLink() {
            return basic.isSymbolicLink();
        }

        @Override
        public boolean isOther() {
            return basic.isOther();
        }

        @Override
        public long size() {
            return basic.size();
        }

        @Override
        public Object fileKey() {
            return basic.fileKey();
        }

        @Override
        public boolean isReadOnly() {
            return (flags & READONLY) != 0;
        }

        @Override
        public boolean isHidden() {
            return (flags & HIDDEN) != 0;
        }

        @Override
        public boolean isArchive() {
            return (flags & ARCHIVE) != 0;
        }

        @Override
        public boolean isSystem() {
            return (flags & SYSTEM) != 0;
        }
    }

    static DosAttrs readDos(Path p, boolean follow) throws IOException {
        UnixFileSystem.Attrs a = UnixFileSystem.Attrs.get(p, follow);
        return new DosAttrs(a, dosFlags(p, follow));
    }

    static final class DosView implements DosFileAttributeView {
        private final Path path;
        private final boolean follow;

        DosView(Path path, boolean follow) {
            this.path = path;
            this.follow = follow;
        }

        @Override
        public String name() {
            return "dos";
        }

        @Override
        public DosFileAttributes readAttributes() throws IOException {
            return readDos(path, follow);
        }

        @Override
        public void setTimes(FileTime lastModifiedTime, FileTime lastAccessTime, FileTime createTime)
                throws IOException {
            new UnixFileSystem.View(path, follow, "basic").setTimes(lastModifiedTime, lastAccessTime, createTime);
        }

        @Override
        public void setReadOnly(boolean value) throws IOException {
            setDosFlag(path, follow, READONLY, value);
        }

        @Override
        public void setHidden(boolean value) throws IOException {
            setDosFlag(path, follow, HIDDEN, value);
        }

        @Override
        public void setSystem(boolean value) throws IOException {
            setDosFlag(path, follow, SYSTEM, value);
        }

        @Override
        public void setArchive(boolean value) throws IOException {
            setDosFlag(path, follow, ARCHIVE, value);
        }
    }

    static final class UserView implements UserDefinedFileAttributeView {
        private final Path path;
        private final boolean follow;

        UserView(Path path, boolean follow) {
            this.path = path;
            this.follow = follow;
        }

        private static String xname(String name) {
            if (name == null) {
                throw new NullPointerException("'name' is null");
            }
            return "user." + name;
        }

        @Override
        public String name() {
            return "user";
        }

        @Override
        public List<String> list() throws IOException {
            int[] err = new int[1];
            String all = UnixNatives.listxattr0(path.toString(), follow, err);
            if (all == null) {
                if (err[0] == UnixNatives.ENOENT) {
                    throw Files.translate(err[0], path.toString(), null);
                }
                throw error(path, "Unable to get list of extended attributes", err[0]);
            }
            List<String> l = new ArrayList<>();
            for (String n : all.split("\n")) {
                if (n.startsWith("user.")) {
                    l.add(n.substring(5));
                }
            }
            return Collections.unmodifiableList(l);
        }

        @Override
        public int size(String name) throws IOException {
            int n = UnixNatives.getxattr0(path.toString(), xname(name), null, follow);
            if (n < 0) {
                throw error(path, "Unable to get size of extended attribute '" + name + "'", -n);
            }
            return n;
        }

        @Override
        public int read(String name, ByteBuffer dst) throws IOException {
            if (dst.isReadOnly()) {
                throw new IllegalArgumentException("Read-only buffer");
            }
            byte[] buf = new byte[dst.remaining()];
            int n = UnixNatives.getxattr0(path.toString(), xname(name), buf, follow);
            if (n < 0) {
                if (n == -34) {     // ERANGE
                    throw new FileSystemException(path.toString(), null,
                            "Error reading extended attribute '" + name + "': Insufficient space in buffer");
                }
                throw error(path, "Error reading extended attribute '" + name + "'", -n);
            }
            dst.put(buf, 0, n);
            return n;
        }

        @Override
        public int write(String name, ByteBuffer src) throws IOException {
            int len = src.remaining();
            byte[] buf = new byte[len];
            src.get(buf);
            int r = UnixNatives.setxattr0(path.toString(), xname(name), buf, len, follow);
            if (r < 0) {
                src.position(src.position() - len);
                throw error(path, "Error writing extended attribute '" + name + "'", -r);
            }
            return len;
        }

        @Override
        public void delete(String name) throws IOException {
            int r = UnixNatives.removexattr0(path.toString(), xname(name), follow);
            if (r < 0) {
                throw error(path, "Unable to delete extended attribute '" + name + "'", -r);
            }
        }
    }
}
