package java.lang;

public class Runtime {

    private static final Runtime currentRuntime = new Runtime();

    private Runtime() {
    }

    public static Runtime getRuntime() {
        return currentRuntime;
    }

    private static native void halt0(int status);

    public native int availableProcessors();

    public native long freeMemory();

    public native long totalMemory();

    public native long maxMemory();

    public native void gc();

    /** Opens the library at path once and runs its JNI_OnLoad (vm/jni.c);
     *  false when there is no such file. */
    private static native boolean loadFile0(String path);

    public Process exec(String command) throws java.io.IOException {
        return exec(command, null, null);
    }

    public Process exec(String command, String[] envp) throws java.io.IOException {
        return exec(command, envp, null);
    }

    public Process exec(String command, String[] envp, java.io.File dir) throws java.io.IOException {
        if (command.isEmpty())
            throw new IllegalArgumentException("Empty command");
        java.util.StringTokenizer st = new java.util.StringTokenizer(command);
        String[] cmdarray = new String[st.countTokens()];
        for (int i = 0; st.hasMoreTokens(); i++)
            cmdarray[i] = st.nextToken();
        return exec(cmdarray, envp, dir);
    }

    public Process exec(String[] cmdarray) throws java.io.IOException {
        return exec(cmdarray, null, null);
    }

    public Process exec(String[] cmdarray, String[] envp) throws java.io.IOException {
        return exec(cmdarray, envp, null);
    }

    public Process exec(String[] cmdarray, String[] envp, java.io.File dir) throws java.io.IOException {
        return new ProcessBuilder(cmdarray).environment(envp).directory(dir).start();
    }

    /** Runs the shutdown hooks (once), then halts. */
    public void exit(int status) {
        Shutdown.exit(status);
    }

    public void halt(int status) {
        flushStd();
        halt0(status);
    }

    static void flushStd() {
        try {
            if (System.out != null) {
                System.out.flush();
            }
            if (System.err != null) {
                System.err.flush();
            }
        } catch (Throwable t) {
            // nothing more can be done
        }
    }

    public void addShutdownHook(Thread hook) {
        Shutdown.add(hook);
    }

    public boolean removeShutdownHook(Thread hook) {
        return Shutdown.remove(hook);
    }

    /** Runs, on the calling thread, the finalizers of the objects found unreachable
     *  and not finalized yet. */
    public void runFinalization() {
        runFinalization0();
    }

    private static native void runFinalization0();

    public void load(String filename) {
        load0(filename);
    }

    public void loadLibrary(String libname) {
        loadLibrary0(libname);
    }

    synchronized void load0(String filename) {
        if (!filename.startsWith("/")) {
            throw new UnsatisfiedLinkError("Expecting an absolute path of the library: " + filename);
        }
        if (!loadFile0(filename)) {
            throw new UnsatisfiedLinkError("Can't load library: " + filename);
        }
    }

    synchronized void loadLibrary0(String libname) {
        if (libname.indexOf('/') >= 0) {
            throw new UnsatisfiedLinkError("Directory separator should not appear in library name: "
                    + libname);
        }
        String path = System.getProperty("java.library.path", "");
        String file = System.mapLibraryName(libname);
        int start = 0;
        while (true) {
            int colon = path.indexOf(':', start);
            String dir = colon < 0 ? path.substring(start) : path.substring(start, colon);
            if (loadFile0((dir.isEmpty() ? "." : dir) + "/" + file)) {
                return;
            }
            if (colon < 0) {
                break;
            }
            start = colon + 1;
        }
        throw new UnsatisfiedLinkError("no " + libname + " in java.library.path: " + path);
    }

    @Deprecated
    public void traceInstructions(boolean on) {
    }

    @Deprecated
    public void traceMethodCalls(boolean on) {
    }
    private static Version version;

    /** The version of this runtime, from the property java.runtime.version. */
    public static Version version() {
        Version v = version;
        if (v == null) {
            version = v = Version.parse(System.getProperty("java.runtime.version"));
        }
        return v;
    }

    /**
     * A version string as JEP 322 defines it: $VNUM(-$PRE)?(+$BUILD)?(-$OPT)?, where the version
     * number has no trailing zero components, '+' needs a build number or an optional part, and an
     * optional part needs a pre-release part or '+'.
     */
    public static final class Version implements Comparable<Version> {
        private final java.util.List<Integer> version;
        private final java.util.Optional<String> pre;
        private final java.util.Optional<Integer> build;
        private final java.util.Optional<String> optional;

        private Version(java.util.List<Integer> version, String pre, Integer build, String optional) {
            this.version = version;
            this.pre = java.util.Optional.ofNullable(pre);
            this.build = java.util.Optional.ofNullable(build);
            this.optional = java.util.Optional.ofNullable(optional);
        }

        public static Version parse(String s) {
            if (s == null) {
                throw new NullPointerException();
            }
            if (isSimpleNumber(s)) {
                return new Version(java.util.Collections.singletonList(Integer.parseInt(s)), null, null, null);
            }
            int n = 0;
            while (n < s.length() && s.charAt(n) != '-' && s.charAt(n) != '+') {
                n++;
            }
            String vnum = s.substring(0, n);
            if (!validNumber(vnum)) {
                throw invalid(s);
            }
            String rest = s.substring(n);
            String[] g = matchRest(rest, true);
            if (g == null) {
                g = matchRest(rest, false);
            }
            if (g == null) {
                throw invalid(s);
            }
            String pre = g[0], plus = g[1], build = g[2], opt = g[3];
            if (build == null) {
                if (plus != null) {
                    if (opt == null) {
                        throw new IllegalArgumentException(
                                "'+' found with neither build or optional components: '" + s + "'");
                    }
                    if (pre != null) {
                        throw new IllegalArgumentException(
                                "'+' found with pre-release and optional components:'" + s + "'");
                    }
                } else if (opt != null && pre == null) {
                    throw new IllegalArgumentException(
                            "optional component must be preceded by a pre-release component or '+': '" + s + "'");
                }
            }
            String[] parts = vnum.split("\\.");
            Integer[] nums = new Integer[parts.length];
            for (int i = 0; i < parts.length; i++) {
                nums[i] = Integer.parseInt(parts[i]);
            }
            return new Version(java.util.Collections.unmodifiableList(java.util.Arrays.asList(nums)), pre,
                    build == null ? null : Integer.valueOf(Integer.parseInt(build)), opt);
        }

        private static IllegalArgumentException invalid(String s) {
            return new IllegalArgumentException("Invalid version string: '" + s + "'");
        }

        private static boolean isSimpleNumber(String s) {
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                if (c < (i == 0 ? '1' : '0') || c > '9') {
                    return false;
                }
            }
            return true;
        }

        /** [1-9][0-9]*, then components each "0" or [1-9][0-9]*, the last one not "0". */
        private static boolean validNumber(String v) {
            if (v.isEmpty()) {
                return false;
            }
            String[] parts = v.split("\\.", -1);
            for (int i = 0; i < parts.length; i++) {
                String p = parts[i];
                if (p.isEmpty() || !allDigits(p) || (p.charAt(0) == '0' && (i == 0 || p.length() > 1))) {
                    return false;
                }
            }
            return parts.length == 1 || !parts[parts.length - 1].equals("0");
        }

        private static boolean allDigits(String p) {
            for (int i = 0; i < p.length(); i++) {
                if (p.charAt(i) < '0' || p.charAt(i) > '9') {
                    return false;
                }
            }
            return true;
        }

        private static boolean alnum(char c) {
            return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
        }

        /** (-PRE)? (+BUILD?)? (-OPT)? over the whole of r; {pre, plus, build, opt} or null. */
        private static String[] matchRest(String r, boolean withPre) {
            String[] g = new String[4];
            int i = 0;
            if (withPre) {
                if (!r.startsWith("-")) {
                    return null;
                }
                int j = 1;
                while (j < r.length() && alnum(r.charAt(j))) {
                    j++;
                }
                if (j == 1) {
                    return null;
                }
                g[0] = r.substring(1, j);
                i = j;
            }
            if (i < r.length() && r.charAt(i) == '+') {
                g[1] = "+";
                int j = i + 1;
                if (j < r.length() && r.charAt(j) == '0') {
                    j++;
                } else {
                    while (j < r.length() && r.charAt(j) >= '0' && r.charAt(j) <= '9') {
                        j++;
                    }
                }
                if (j > i + 1) {
                    g[2] = r.substring(i + 1, j);
                }
                i = j;
            }
            if (i < r.length()) {
                if (r.charAt(i) != '-' || i + 1 == r.length()) {
                    return null;
                }
                for (int j = i + 1; j < r.length(); j++) {
                    char c = r.charAt(j);
                    if (!alnum(c) && c != '-' && c != '.') {
                        return null;
                    }
                }
                g[3] = r.substring(i + 1);
            }
            return g;
        }

        public int feature() {
            return version.get(0);
        }

        public int interim() {
            return version.size() > 1 ? version.get(1) : 0;
        }

        public int update() {
            return version.size() > 2 ? version.get(2) : 0;
        }

        public int patch() {
            return version.size() > 3 ? version.get(3) : 0;
        }

        @Deprecated
        public int major() {
            return feature();
        }

        @Deprecated
        public int minor() {
            return interim();
        }

        @Deprecated
        public int security() {
            return update();
        }

        public java.util.List<Integer> version() {
            return version;
        }

        public java.util.Optional<String> pre() {
            return pre;
        }

        public java.util.Optional<Integer> build() {
            return build;
        }

        public java.util.Optional<String> optional() {
            return optional;
        }

        @Override
        public int compareTo(Version obj) {
            return compare(obj, false);
        }

        public int compareToIgnoreOptional(Version obj) {
            return compare(obj, true);
        }

        private int compare(Version o, boolean ignoreOptional) {
            if (o == null) {
                throw new NullPointerException();
            }
            int n = Math.min(version.size(), o.version.size());
            for (int i = 0; i < n; i++) {
                int d = version.get(i) - o.version.get(i);
                if (d != 0) {
                    return d;
                }
            }
            if (version.size() != o.version.size()) {
                return version.size() - o.version.size();
            }
            if (pre.isPresent() != o.pre.isPresent()) {
                return pre.isPresent() ? -1 : 1;
            }
            if (pre.isPresent()) {
                String a = pre.get(), b = o.pre.get();
                boolean an = allDigits(a), bn = allDigits(b);
                int c = an && bn ? compareDigits(a, b) : an ? -1 : bn ? 1 : a.compareTo(b);
                if (c != 0) {
                    return c;
                }
            }
            if (build.isPresent() != o.build.isPresent()) {
                return build.isPresent() ? 1 : -1;
            }
            if (build.isPresent()) {
                int c = build.get().compareTo(o.build.get());
                if (c != 0) {
                    return c;
                }
            }
            if (!ignoreOptional && optional.isPresent() != o.optional.isPresent()) {
                return optional.isPresent() ? 1 : -1;
            }
            if (!ignoreOptional && optional.isPresent()) {
                return optional.get().compareTo(o.optional.get());
            }
            return 0;
        }

        /** Compares two unsigned decimal numbers of any length; -1, 0 or 1. */
        private static int compareDigits(String a, String b) {
            a = stripZeros(a);
            b = stripZeros(b);
            if (a.length() != b.length()) {
                return a.length() < b.length() ? -1 : 1;
            }
            return Integer.signum(a.compareTo(b));
        }

        private static String stripZeros(String s) {
            int i = 0;
            while (i < s.length() - 1 && s.charAt(i) == '0') {
                i++;
            }
            return s.substring(i);
        }

        @Override
        public String toString() {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < version.size(); i++) {
                if (i > 0) {
                    sb.append('.');
                }
                sb.append(version.get(i));
            }
            if (pre.isPresent()) {
                sb.append('-').append(pre.get());
            }
            if (build.isPresent()) {
                sb.append('+').append(build.get());
                if (optional.isPresent()) {
                    sb.append('-').append(optional.get());
                }
            } else if (optional.isPresent()) {
                sb.append(pre.isPresent() ? "-" : "+-").append(optional.get());
            }
            return sb.toString();
        }

        @Override
        public boolean equals(Object obj) {
            return equalsIgnoreOptional(obj) && optional.equals(((Version) obj).optional);
        }

        public boolean equalsIgnoreOptional(Object obj) {
            if (this == obj) {
                return true;
            }
            if (!(obj instanceof Version)) {
                return false;
            }
            Version v = (Version) obj;
            return version.equals(v.version) && pre.equals(v.pre) && build.equals(v.build);
        }

        @Override
        public int hashCode() {
            int h = 1;
            h = 17 * h + version.hashCode();
            h = 17 * h + pre.hashCode();
            h = 17 * h + build.hashCode();
            h = 17 * h + optional.hashCode();
            return h;
        }
    }
}
