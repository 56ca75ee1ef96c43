package java.nio.file.attribute;

import java.util.Collections;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.Set;

public final class PosixFilePermissions {
    private static final PosixFilePermission[] ORDER = PosixFilePermission.values();

    private PosixFilePermissions() {
    }

    public static String toString(Set<PosixFilePermission> perms) {
        StringBuilder sb = new StringBuilder(9);
        for (int i = 0; i < 9; i++) {
            sb.append(perms.contains(ORDER[i]) ? "rwx".charAt(i % 3) : '-');
        }
        return sb.toString();
    }

    public static Set<PosixFilePermission> fromString(String perms) {
        if (perms.length() != 9) {
            throw new IllegalArgumentException("Invalid mode");
        }
        Set<PosixFilePermission> set = EnumSet.noneOf(PosixFilePermission.class);
        for (int i = 0; i < 9; i++) {
            char c = perms.charAt(i);
            if (c == "rwx".charAt(i % 3)) {
                set.add(ORDER[i]);
            } else if (c != '-') {
                throw new IllegalArgumentException("Invalid mode");
            }
        }
        return set;
    }

    public static FileAttribute<Set<PosixFilePermission>> asFileAttribute(Set<PosixFilePermission> perms) {
        final Set<PosixFilePermission> value = new HashSet<>(perms);
        for (PosixFilePermission p : value) {
            if (p == null) {
                throw new NullPointerException();
            }
        }
        final Set<PosixFilePermission> ro = Collections.unmodifiableSet(value);
        return new FileAttribute<Set<PosixFilePermission>>() {
            @Override
            public String name() {
                return "posix:permissions";
            }

            @Override
            public Set<PosixFilePermission> value() {
                return ro;
            }
        };
    }

    /** The mode bits of a permission set (for the file system implementation). */
    static int bits(Set<PosixFilePermission> perms) {
        int m = 0;
        for (PosixFilePermission p : perms) {
            m |= 0400 >> p.ordinal();
        }
        return m;
    }
}
