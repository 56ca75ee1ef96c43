import java.io.IOException;
import java.nio.file.ClosedWatchServiceException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchEvent;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;

/** WatchService over inotify: create, modify, delete, rename, poll/take, reset, cancel, a deleted directory, close. */
public class FilesWatch {
    static WatchService ws;

    /** Waits (at most 10 s) until every wanted "KIND name" was seen on key k's directory; prints what was seen. */
    static void expect(String title, String... wanted) throws InterruptedException {
        Set<String> seen = new TreeSet<>();
        Set<String> want = new TreeSet<>(java.util.Arrays.asList(wanted));
        long end = System.nanoTime() + 10_000_000_000L;
        while (!seen.containsAll(want) && System.nanoTime() < end) {
            WatchKey k = ws.poll(1, TimeUnit.SECONDS);
            if (k == null) {
                continue;
            }
            for (WatchEvent<?> e : k.pollEvents()) {
                if (e.count() < 1) {
                    seen.add("bad count");
                }
                seen.add(e.kind().name() + " " + k.watchable() + "/" + e.context());
            }
            if (!k.reset()) {
                seen.add("invalid " + k.watchable());
            }
        }
        seen.retainAll(want);
        System.out.println(title + ": " + seen + (seen.equals(want) ? " ok" : " MISSING " + want));
    }

    public static void main(String[] args) throws Exception {
        Path dir = Files.createDirectory(Path.of("w"));
        Path other = Files.createDirectory(Path.of("o"));
        ws = FileSystems.getDefault().newWatchService();
        WatchKey key = dir.register(ws, StandardWatchEventKinds.ENTRY_CREATE, StandardWatchEventKinds.ENTRY_DELETE,
                                    StandardWatchEventKinds.ENTRY_MODIFY);
        WatchKey okey = other.register(ws, StandardWatchEventKinds.ENTRY_CREATE);
        System.out.println("valid " + key.isValid() + " watchable " + key.watchable() + " same key "
                           + (dir.register(ws, StandardWatchEventKinds.ENTRY_CREATE, StandardWatchEventKinds.ENTRY_DELETE,
                                           StandardWatchEventKinds.ENTRY_MODIFY) == key));
        System.out.println("poll empty " + ws.poll() + " " + ws.poll(20, TimeUnit.MILLISECONDS));
        System.out.println("kinds " + StandardWatchEventKinds.ENTRY_CREATE + " " + StandardWatchEventKinds.OVERFLOW.type()
                           + " " + StandardWatchEventKinds.ENTRY_MODIFY.type());

        Files.createFile(dir.resolve("a"));
        expect("create", "ENTRY_CREATE w/a");
        Files.writeString(dir.resolve("a"), "more");
        expect("modify", "ENTRY_MODIFY w/a");
        Files.move(dir.resolve("a"), dir.resolve("b"));
        expect("rename", "ENTRY_DELETE w/a", "ENTRY_CREATE w/b");
        Files.delete(dir.resolve("b"));
        expect("delete", "ENTRY_DELETE w/b");
        Files.createDirectory(dir.resolve("sub"));
        Files.createFile(other.resolve("x"));
        expect("two dirs", "ENTRY_CREATE w/sub", "ENTRY_CREATE o/x");
        Files.createFile(dir.resolve("sub/deep"));
        System.out.println("not recursive " + ws.poll(100, TimeUnit.MILLISECONDS));

        // take() in another thread, woken by a file made here
        Thread t = new Thread(() -> {
            try {
                WatchKey k = ws.take();
                StringBuilder sb = new StringBuilder();
                for (WatchEvent<?> e : k.pollEvents()) {
                    sb.append(e.kind()).append(' ').append(e.context()).append(';');
                }
                k.reset();
                System.out.println("taken " + k.watchable() + " " + sb);
            } catch (InterruptedException e) {
                System.out.println("interrupted");
            }
        });
        t.start();
        Thread.sleep(100);
        Files.createFile(other.resolve("y"));
        t.join();

        // cancel
        okey.cancel();
        System.out.println("cancelled valid " + okey.isValid() + " reset " + okey.reset());
        Files.createFile(other.resolve("z"));
        System.out.println("after cancel " + ws.poll(100, TimeUnit.MILLISECONDS));

        // errors
        try {
            dir.resolve("sub/deep").register(ws, StandardWatchEventKinds.ENTRY_CREATE);
        } catch (IOException e) {
            System.out.println("register file: " + e);
        }
        try {
            Path.of("missing").register(ws, StandardWatchEventKinds.ENTRY_CREATE);
        } catch (IOException e) {
            System.out.println("register missing: " + e);
        }
        try {
            dir.register(ws);
        } catch (IllegalArgumentException e) {
            System.out.println("register none: " + e.getMessage());
        }

        // the watched directory goes away: the key is signalled and no longer valid
        Path gone = Files.createDirectory(Path.of("gone"));
        WatchKey gkey = gone.register(ws, StandardWatchEventKinds.ENTRY_DELETE);
        Files.delete(gone);
        long end = System.nanoTime() + 10_000_000_000L;
        WatchKey k;
        do {
            k = ws.poll(1, TimeUnit.SECONDS);
            if (k != null) {
                k.pollEvents();
                k.reset();
            }
        } while (k != gkey && System.nanoTime() < end);
        System.out.println("gone signalled " + (k == gkey) + " valid " + gkey.isValid());

        // more than 512 events on one key before it is polled: they fold into one OVERFLOW
        Path many = Files.createDirectory(Path.of("many"));
        WatchKey mkey = many.register(ws, StandardWatchEventKinds.ENTRY_CREATE);
        for (int i = 0; i < 600; i++) {
            Files.createFile(many.resolve("f" + i));
        }
        Thread.sleep(300);
        WatchKey mk = ws.poll(5, TimeUnit.SECONDS);
        StringBuilder sb = new StringBuilder();
        for (WatchEvent<?> e : mk.pollEvents()) {
            sb.append(e.kind()).append(" count ").append(e.count()).append(" context ").append(e.context()).append(';');
        }
        System.out.println("overflow same key " + (mk == mkey) + " " + sb + " reset " + mk.reset());

        // close wakes a thread in take()
        Thread closer = new Thread(() -> {
            try {
                ws.take();
                System.out.println("take returned");
            } catch (ClosedWatchServiceException e) {
                System.out.println("take: ClosedWatchServiceException");
            } catch (InterruptedException e) {
                System.out.println("interrupted");
            }
        });
        closer.start();
        Thread.sleep(200);
        ws.close();
        closer.join();
        ws.close();
        System.out.println("key after close " + key.isValid());
        try {
            ws.poll();
        } catch (ClosedWatchServiceException e) {
            System.out.println("poll: ClosedWatchServiceException");
        }
        try {
            dir.register(ws, StandardWatchEventKinds.ENTRY_CREATE);
        } catch (ClosedWatchServiceException e) {
            System.out.println("register: ClosedWatchServiceException");
        }
    }
}
