import java.nio.file.*;
import java.util.concurrent.TimeUnit;

/* Thread.interrupt() of a thread blocked in WatchService.take() and
 * poll(timeout): InterruptedException (the interrupt status cleared, the
 * service still usable), an interrupt before the call, and close() of a
 * service a thread is blocked on (ClosedWatchServiceException). */
public class FilesWatchInterrupt {
    static String name(Throwable e) {
        return e.getClass().getName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
    }

    static volatile Object last;

    interface Call {
        Object run() throws Exception;
    }

    /* Runs c in a thread, does what to it once it has blocked, and reports the outcome. */
    static void blocked(String label, Call c, java.util.function.Consumer<Thread> what) throws Exception {
        String[] out = new String[1];
        Thread t = new Thread(() -> {
            try {
                Object r = c.run();
                last = r;
                out[0] = "returned " + (r == null ? "null" : "a key");
            } catch (Throwable e) {
                out[0] = name(e);
            }
            out[0] += ", interrupted after: " + Thread.currentThread().isInterrupted();
        });
        t.start();
        Thread.sleep(150);
        System.out.println(label + ": still blocked " + t.isAlive());
        what.accept(t);
        t.join(5000);
        System.out.println(label + ": " + out[0] + " (ended " + !t.isAlive() + ")");
    }

    public static void main(String[] args) throws Exception {
        Path dir = Files.createTempDirectory("watchint");
        WatchService ws = FileSystems.getDefault().newWatchService();
        dir.register(ws, StandardWatchEventKinds.ENTRY_CREATE);

        blocked("take", ws::take, Thread::interrupt);
        blocked("poll(10s)", () -> ws.poll(10, TimeUnit.SECONDS), Thread::interrupt);

        // still usable after the interrupts
        Files.createFile(dir.resolve("a"));
        WatchKey k = ws.take();
        for (WatchEvent<?> e : k.pollEvents()) {
            System.out.println("event " + e.kind() + " " + e.context());
        }
        System.out.println("reset " + k.reset());

        // interrupted before the call
        Thread.currentThread().interrupt();
        try {
            ws.take();
        } catch (InterruptedException e) {
            System.out.println("pre-interrupted take: " + name(e) + " flag " + Thread.currentThread().isInterrupted());
        }
        Thread.currentThread().interrupt();
        try {
            ws.poll(1, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            System.out.println("pre-interrupted poll: " + name(e));
        }
        Thread.currentThread().interrupt();
        System.out.println("poll() with the flag set: " + ws.poll() + " flag " + Thread.interrupted());

        // an event that arrives after an interrupt was cleared
        blocked("take then event", ws::take, t -> {
            try {
                Files.createFile(dir.resolve("b"));
            } catch (Exception e) {
                System.out.println(name(e));
            }
        });
        WatchKey kb = (WatchKey) last;
        for (WatchEvent<?> e : kb.pollEvents()) {
            System.out.println("event " + e.kind() + " " + e.context());
        }
        kb.reset();

        // close wakes a blocked take
        blocked("take then close", ws::take, t -> {
            try {
                ws.close();
            } catch (Exception e) {
                System.out.println(name(e));
            }
        });
        try {
            ws.take();
        } catch (Exception e) {
            System.out.println("take after close: " + name(e));
        }
        Files.delete(dir.resolve("a"));
        Files.delete(dir.resolve("b"));
        Files.delete(dir);
    }
}
