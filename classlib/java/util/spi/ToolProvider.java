package java.util.spi;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.util.Objects;
import java.util.Optional;
import java.util.ServiceLoader;

/**
 * A command-line tool run in-process (javac, jar, ...).  Found through ServiceLoader over the
 * class path: this VM carries no tools of its own, so findFirst finds only a program's.
 */
public interface ToolProvider {
    String name();

    int run(PrintWriter out, PrintWriter err, String... args);

    default int run(PrintStream out, PrintStream err, String... args) {
        Objects.requireNonNull(out);
        Objects.requireNonNull(err);
        Objects.requireNonNull(args);
        for (String arg : args) {
            Objects.requireNonNull(arg);
        }
        PrintWriter outWriter = new PrintWriter(out);
        PrintWriter errWriter = new PrintWriter(err);
        try {
            try {
                return run(outWriter, errWriter, args);
            } finally {
                outWriter.flush();
            }
        } finally {
            errWriter.flush();
        }
    }

    static Optional<ToolProvider> findFirst(String name) {
        Objects.requireNonNull(name);
        ClassLoader loader = ClassLoader.getSystemClassLoader();
        for (ToolProvider p : ServiceLoader.load(ToolProvider.class, loader)) {
            if (p.name().equals(name)) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }
}
