package java.lang;

import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Stream;

/** A native process: this VM's own, or one named by its pid. */
public interface ProcessHandle extends Comparable<ProcessHandle> {
    long pid();

    static Optional<ProcessHandle> of(long pid) {
        return ProcessHandleImpl.of(pid);
    }

    static ProcessHandle current() {
        return ProcessHandleImpl.current();
    }

    Optional<ProcessHandle> parent();

    Stream<ProcessHandle> children();

    Stream<ProcessHandle> descendants();

    static Stream<ProcessHandle> allProcesses() {
        throw new UnsupportedOperationException("ProcessHandle.allProcesses is not supported by this VM");
    }

    Info info();

    /** (startInstant and totalCpuDuration come with java.time.) */
    interface Info {
        Optional<String> command();

        Optional<String> commandLine();

        Optional<String[]> arguments();

        Optional<String> user();
    }

    CompletableFuture<ProcessHandle> onExit();

    boolean supportsNormalTermination();

    boolean destroy();

    boolean destroyForcibly();

    boolean isAlive();

    int hashCode();

    boolean equals(Object other);

    int compareTo(ProcessHandle other);
}
