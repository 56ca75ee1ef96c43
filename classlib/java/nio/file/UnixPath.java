package java.nio.file;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/** A Unix path: a normalized string (no repeated or trailing slashes) split into names. */
final class UnixPath implements Path {
    private final String path;
    private String[] names;        // computed lazily

    private UnixPath(String normalized) {
        this.path = normalized;
    }

    static UnixPath of(String first, String... more) {
        if (first == null) {
            throw new NullPointerException();
        }
        String s = first;
        if (more.length > 0) {
            StringBuilder sb = new StringBuilder(first);
            for (String m : more) {
                if (m == null) {
                    throw new NullPointerException();
                }
                if (m.length() > 0) {
                    if (sb.length() > 0) {
                        sb.append('/');
                    }
                    sb.append(m);
                }
            }
            s = sb.toString();
        }
        return new UnixPath(normalizeString(s));
    }

    private static String normalizeString(String input) {
        int n = input.length();
        StringBuilder sb = new StringBuilder(n);
        char prev = 0;
        for (int i = 0; i < n; i++) {
            char c = input.charAt(i);
            if (c == '\u0000') {
                throw new InvalidPathException(input, "Nul character not allowed");
            }
            if (c == '/' && prev == '/') {
                continue;
            }
            sb.append(c);
            prev = c;
        }
        if (sb.length() > 1 && sb.charAt(sb.length() - 1) == '/') {
            sb.setLength(sb.length() - 1);
        }
        return sb.toString();
    }

    private String[] names() {
        if (names == null) {
            if (path.isEmpty()) {
                names = new String[] {""};
            } else {
                List<String> l = new ArrayList<>();
                int start = path.startsWith("/") ? 1 : 0;
                while (start < path.length()) {
                    int e = path.indexOf('/', start);
                    if (e < 0) {
                        e = path.length();
                    }
                    l.add(path.substring(start, e));
                    start = e + 1;
                }
                names = l.toArray(new String[0]);
            }
        }
        return names;
    }

    private static UnixPath check(Path p) {
        if (p == null) {
            throw new NullPointerException();
        }
        if (!(p instanceof UnixPath)) {
            throw new ProviderMismatchException();
        }
        return (UnixPath) p;
    }

    @Override
    public boolean isAbsolute() {
        return path.startsWith("/");
    }

    @Override
    public Path getRoot() {
        return isAbsolute() ? new UnixPath("/") : null;
    }

    @Override
    public Path getFileName() {
        if (path.isEmpty()) {
            return this;
        }
        if (path.equals("/")) {
            return null;
        }
        int i = path.lastIndexOf('/');
        return i < 0 ? this : new UnixPath(path.substring(i + 1));
    }

    @Override
    public Path getParent() {
        int i = path.lastIndexOf('/');
        if (i < 0 || path.equals("/")) {
            return null;
        }
        return i == 0 ? new UnixPath("/") : new UnixPath(path.substring(0, i));
    }

    @Override
    public int getNameCount() {
        return names().length;
    }

    @Override
    public Path getName(int index) {
        String[] n = names();
        if (index < 0 || index >= n.length) {
            throw new IllegalArgumentException();
        }
        return new UnixPath(n[index]);
    }

    @Override
    public Path subpath(int beginIndex, int endIndex) {
        String[] n = names();
        if (beginIndex < 0 || beginIndex >= n.length || endIndex > n.length || beginIndex >= endIndex) {
            throw new IllegalArgumentException();
        }
        StringBuilder sb = new StringBuilder();
        for (int i = beginIndex; i < endIndex; i++) {
            if (i > beginIndex) {
                sb.append('/');
            }
            sb.append(n[i]);
        }
        return new UnixPath(sb.toString());
    }

    @Override
    public boolean startsWith(Path other) {
        UnixPath o = check(other);
        if (o.isAbsolute() != isAbsolute()) {
            return false;
        }
        if (o.path.isEmpty()) {
            return path.isEmpty();
        }
        String[] a = names(), b = o.names();
        if (o.path.equals("/")) {
            return isAbsolute();
        }
        if (b.length > a.length) {
            return false;
        }
        for (int i = 0; i < b.length; i++) {
            if (!a[i].equals(b[i])) {
                return false;
            }
        }
        return true;
    }

    @Override
    public boolean endsWith(Path other) {
        UnixPath o = check(other);
        if (o.isAbsolute()) {
            return o.path.equals(path);
        }
        if (o.path.isEmpty()) {
            return path.isEmpty();
        }
        String[] a = names(), b = o.names();
        if (b.length > a.length) {
            return false;
        }
        for (int i = 0; i < b.length; i++) {
            if (!a[a.length - b.length + i].equals(b[i])) {
                return false;
            }
        }
        return true;
    }

    @Override
    public Path normalize() {
        String[] n = names();
        List<String> out = new ArrayList<>();
        boolean abs = isAbsolute();
        for (String s : n) {
            if (s.equals(".")) {
                continue;
            }
            if (s.equals("..")) {
                if (!out.isEmpty() && !out.get(out.size() - 1).equals("..")) {
                    out.remove(out.size() - 1);
                    continue;
                }
                if (abs) {
                    continue;
                }
            }
            out.add(s);
        }
        StringBuilder sb = new StringBuilder(abs ? "/" : "");
        for (int i = 0; i < out.size(); i++) {
            if (i > 0) {
                sb.append('/');
            }
            sb.append(out.get(i));
        }
        String r = sb.toString();
        return r.equals(path) ? this : new UnixPath(r);
    }

    @Override
    public Path resolve(Path other) {
        UnixPath o = check(other);
        if (o.isAbsolute()) {
            return o;
        }
        if (o.path.isEmpty()) {
            return this;
        }
        if (path.isEmpty()) {
            return o;
        }
        return new UnixPath(path.equals("/") ? "/" + o.path : path + "/" + o.path);
    }

    @Override
    public Path relativize(Path other) {
        UnixPath o = check(other);
        if (o.equals(this)) {
            return new UnixPath("");
        }
        if (isAbsolute() != o.isAbsolute()) {
            throw new IllegalArgumentException("'other' is different type of Path");
        }
        if (path.isEmpty()) {
            return o;
        }
        String[] a = names(), b = o.names();
        if (o.path.equals("/")) {
            b = new String[0];
        }
        if (path.equals("/")) {
            a = new String[0];
        }
        int common = 0;
        while (common < a.length && common < b.length && a[common].equals(b[common])) {
            common++;
        }
        StringBuilder sb = new StringBuilder();
        for (int i = common; i < a.length; i++) {
            if (sb.length() > 0) {
                sb.append('/');
            }
            sb.append("..");
        }
        for (int i = common; i < b.length; i++) {
            if (sb.length() > 0) {
                sb.append('/');
            }
            sb.append(b[i]);
        }
        return new UnixPath(sb.toString());
    }

    @Override
    public Path toAbsolutePath() {
        if (isAbsolute()) {
            return this;
        }
        String cwd = System.getProperty("user.dir");
        return path.isEmpty() ? new UnixPath(normalizeString(cwd)) : new UnixPath(normalizeString(cwd + "/" + path));
    }

    @Override
    public Path toRealPath(LinkOption... options) throws IOException {
        Path abs = toAbsolutePath();
        boolean follow = true;
        for (LinkOption o : options) {
            if (o == LinkOption.NOFOLLOW_LINKS) {
                follow = false;
            } else if (o == null) {
                throw new NullPointerException();
            }
        }
        if (follow) {
            int[] err = new int[1];
            String r = UnixNatives.realpath0(abs.toString(), err);
            if (r == null) {
                throw Files.translate(err[0], path, null);
            }
            return new UnixPath(r);
        }
        // without following links: the absolute path, normalized, each name checked to exist
        Path n = abs.normalize();
        long[] st = new long[17];
        int r = UnixNatives.stat1(n.toString(), false, st);
        if (r < 0) {
            throw Files.translate(-r, path, null);
        }
        return n;
    }

    @Override
    public int compareTo(Path other) {
        return path.compareTo(((UnixPath) other).path);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof UnixPath && ((UnixPath) other).path.equals(path);
    }

    @Override
    public int hashCode() {
        return path.hashCode();
    }

    @Override
    public String toString() {
        return path;
    }
}
