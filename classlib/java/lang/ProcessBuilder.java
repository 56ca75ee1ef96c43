package java.lang;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds operating-system processes.  start() hands the command, environment,
 * directory and redirects to ProcessImpl (posix_spawn through io/process.c);
 * a failure to start becomes HotSpot's "Cannot run program" IOException.
 */
public final class ProcessBuilder {
    private List<String> command;
    private File directory;
    private Map<String, String> environment;
    private boolean redirectErrorStream;
    private Redirect[] redirects;

    public ProcessBuilder(List<String> command) {
        if (command == null)
            throw new NullPointerException();
        this.command = command;
    }

    public ProcessBuilder(String... command) {
        this.command = new ArrayList<String>(command.length);
        for (String arg : command)
            this.command.add(arg);
    }

    public ProcessBuilder command(List<String> command) {
        if (command == null)
            throw new NullPointerException();
        this.command = command;
        return this;
    }

    public ProcessBuilder command(String... command) {
        this.command = new ArrayList<String>(command.length);
        for (String arg : command)
            this.command.add(arg);
        return this;
    }

    public List<String> command() {
        return command;
    }

    public Map<String, String> environment() {
        if (environment == null)
            environment = new Environment(System.getenv());
        return environment;
    }

    /** Runtime.exec's envp: "NAME=value" strings (a string without '=' is ignored). */
    ProcessBuilder environment(String[] envp) {
        if (envp != null) {
            environment = new Environment(null);
            for (String envstring : envp) {
                int nul = envstring.indexOf('\u0000');
                if (nul != -1)
                    envstring = envstring.substring(0, nul);
                int eq = envstring.indexOf('=', 0);
                if (eq != -1)
                    environment.put(envstring.substring(0, eq), envstring.substring(eq + 1));
            }
        }
        return this;
    }

    public File directory() {
        return directory;
    }

    public ProcessBuilder directory(File directory) {
        this.directory = directory;
        return this;
    }

    private Redirect[] redirects() {
        if (redirects == null)
            redirects = new Redirect[] { Redirect.PIPE, Redirect.PIPE, Redirect.PIPE };
        return redirects;
    }

    public ProcessBuilder redirectInput(Redirect source) {
        if (source.type() == Redirect.Type.WRITE || source.type() == Redirect.Type.APPEND)
            throw new IllegalArgumentException("Redirect invalid for reading: " + source);
        redirects()[0] = source;
        return this;
    }

    public ProcessBuilder redirectOutput(Redirect destination) {
        if (destination.type() == Redirect.Type.READ)
            throw new IllegalArgumentException("Redirect invalid for writing: " + destination);
        redirects()[1] = destination;
        return this;
    }

    public ProcessBuilder redirectError(Redirect destination) {
        if (destination.type() == Redirect.Type.READ)
            throw new IllegalArgumentException("Redirect invalid for writing: " + destination);
        redirects()[2] = destination;
        return this;
    }

    public ProcessBuilder redirectInput(File file) {
        return redirectInput(Redirect.from(file));
    }

    public ProcessBuilder redirectOutput(File file) {
        return redirectOutput(Redirect.to(file));
    }

    public ProcessBuilder redirectError(File file) {
        return redirectError(Redirect.to(file));
    }

    public Redirect redirectInput() {
        return redirects == null ? Redirect.PIPE : redirects[0];
    }

    public Redirect redirectOutput() {
        return redirects == null ? Redirect.PIPE : redirects[1];
    }

    public Redirect redirectError() {
        return redirects == null ? Redirect.PIPE : redirects[2];
    }

    public ProcessBuilder inheritIO() {
        Arrays.fill(redirects(), Redirect.INHERIT);
        return this;
    }

    public boolean redirectErrorStream() {
        return redirectErrorStream;
    }

    public ProcessBuilder redirectErrorStream(boolean redirectErrorStream) {
        this.redirectErrorStream = redirectErrorStream;
        return this;
    }

    public Process start() throws IOException {
        String[] cmdarray = command.toArray(new String[command.size()]);
        for (String arg : cmdarray)
            if (arg == null)
                throw new NullPointerException();
        String prog = cmdarray[0];
        String dir = directory == null ? null : directory.toString();
        for (String arg : cmdarray) {
            if (arg.indexOf('\u0000') >= 0)
                throw new IOException("invalid null character in command");
        }
        try {
            return ProcessImpl.start(cmdarray, environment, dir, redirects, redirectErrorStream);
        } catch (IOException e) {
            throw new IOException("Cannot run program \"" + prog + "\""
                    + (dir == null ? "" : " (in directory \"" + dir + "\")") + ": " + e.getMessage(), e);
        }
    }

    public static List<Process> startPipeline(List<ProcessBuilder> builders) throws IOException {
        throw new UnsupportedOperationException("ProcessBuilder.startPipeline is not supported by this VM");
    }

    /** The environment map: names and values may hold neither NUL nor, in names, '='. */
    static final class Environment extends HashMap<String, String> {
        private static final long serialVersionUID = 1L;

        Environment(Map<String, String> from) {
            if (from != null)
                for (Map.Entry<String, String> e : from.entrySet())
                    super.put(e.getKey(), e.getValue());
        }

        private static String name(Object key) {
            String s = (String) key;
            if (s.indexOf('=') != -1 || s.indexOf('\u0000') != -1)
                throw new IllegalArgumentException("Invalid environment variable name: \"" + s + "\"");
            return s;
        }

        private static String value(Object v) {
            String s = (String) v;
            if (s.indexOf('\u0000') != -1)
                throw new IllegalArgumentException("Invalid environment variable value: \"" + s + "\"");
            return s;
        }

        public String put(String key, String value) {
            if (key == null || value == null)
                throw new NullPointerException();
            return super.put(name(key), value(value));
        }

        public String get(Object key) {
            if (key == null)
                throw new NullPointerException();
            return super.get((String) key);
        }

        public boolean containsKey(Object key) {
            if (key == null)
                throw new NullPointerException();
            return super.containsKey((String) key);
        }

        public String remove(Object key) {
            if (key == null)
                throw new NullPointerException();
            return super.remove((String) key);
        }

        /** "NAME=value" strings, for the child. */
        String[] toEnvp() {
            String[] out = new String[size()];
            int i = 0;
            for (Map.Entry<String, String> e : entrySet())
                out[i++] = e.getKey() + "=" + e.getValue();
            return out;
        }
    }

    /** An input stream with nothing in it (a stream the child does not have). */
    static class NullInputStream extends InputStream {
        static final NullInputStream INSTANCE = new NullInputStream();

        private NullInputStream() {
        }

        public int read() {
            return -1;
        }

        public int available() {
            return 0;
        }
    }

    /** An output stream nobody reads: every write fails. */
    static class NullOutputStream extends OutputStream {
        static final NullOutputStream INSTANCE = new NullOutputStream();

        private NullOutputStream() {
        }

        public void write(int b) throws IOException {
            throw new IOException("Stream closed");
        }
    }

    public abstract static class Redirect {
        private static final File NULL_FILE = new File("/dev/null");

        public enum Type {
            PIPE, INHERIT, READ, WRITE, APPEND
        }

        public static final Redirect PIPE = new Redirect() {
            public Type type() {
                return Type.PIPE;
            }

            public String toString() {
                return type().toString();
            }
        };

        public static final Redirect INHERIT = new Redirect() {
            public Type type() {
                return Type.INHERIT;
            }

            public String toString() {
                return type().toString();
            }
        };

        public static final Redirect DISCARD = new Redirect() {
            public Type type() {
                return Type.WRITE;
            }

            public String toString() {
                return type().toString();
            }

            public File file() {
                return NULL_FILE;
            }

            boolean append() {
                return false;
            }
        };

        public abstract Type type();

        public File file() {
            return null;
        }

        boolean append() {
            throw new UnsupportedOperationException();
        }

        public static Redirect from(final File file) {
            if (file == null)
                throw new NullPointerException();
            return new Redirect() {
                public Type type() {
                    return Type.READ;
                }

                public File file() {
                    return file;
                }

                public String toString() {
                    return "redirect to read from file \"" + file + "\"";
                }
            };
        }

        public static Redirect to(final File file) {
            if (file == null)
                throw new NullPointerException();
            return new Redirect() {
                public Type type() {
                    return Type.WRITE;
                }

                public File file() {
                    return file;
                }

                public String toString() {
                    return "redirect to write to file \"" + file + "\"";
                }

                boolean append() {
                    return false;
                }
            };
        }

        public static Redirect appendTo(final File file) {
            if (file == null)
                throw new NullPointerException();
            return new Redirect() {
                public Type type() {
                    return Type.APPEND;
                }

                public File file() {
                    return file;
                }

                public String toString() {
                    return "redirect to append to file \"" + file + "\"";
                }

                boolean append() {
                    return true;
                }
            };
        }

        public boolean equals(Object obj) {
            if (obj == this)
                return true;
            if (!(obj instanceof Redirect))
                return false;
            Redirect r = (Redirect) obj;
            if (r.type() != this.type())
                return false;
            File f = file();
            return f != null && f.equals(r.file());
        }

        public int hashCode() {
            File file = file();
            return file == null ? super.hashCode() : file.hashCode();
        }

        private Redirect() {
        }
    }
}
