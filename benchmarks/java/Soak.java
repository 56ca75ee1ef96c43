import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.WeakHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.IntSupplier;

/**
 * Soak: the same round of work again and again; nothing it keeps grows, so the process's
 * memory should stop growing too.  Each round locks fresh objects, starts and joins
 * threads (each with a ThreadLocal value), interns new strings, fills and drops maps,
 * writes/reads/deletes a file, opens and closes a socket pair, makes objects with
 * finalizers, and loads a class through throwaway class loaders and drops them.  Prints "round N" after each round (benchmarks/soak.py samples the RSS
 * then) and a checksum at the end.
 *
 * usage: Soak ROUNDS [SCALE]
 */
public class Soak {
    static final AtomicLong finalized = new AtomicLong();
    static final ThreadLocal<int[]> LOCAL = new ThreadLocal<>();

    static final class WithFinalizer {
        final int[] payload = new int[8];

        @Override
        protected void finalize() {
            finalized.incrementAndGet();
        }
    }

    /** Loaded afresh by each throwaway loader: statics, a literal, a lambda. */
    public static final class Plugin implements IntSupplier {
        static int[] table = new int[64];

        public int getAsInt() {
            IntSupplier s = () -> table.length + "plugin".length();
            return s.getAsInt();
        }
    }

    static final class ChildFirst extends ClassLoader {
        private final byte[] bytes;

        ChildFirst(byte[] bytes) {
            super(Soak.class.getClassLoader());
            this.bytes = bytes;
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            synchronized (getClassLoadingLock(name)) {
                if (name.equals("Soak$Plugin")) {
                    Class<?> c = findLoadedClass(name);
                    return c != null ? c : defineClass(name, bytes, 0, bytes.length);
                }
                return super.loadClass(name, resolve);
            }
        }
    }

    static byte[] pluginBytes() throws IOException {
        try (InputStream in = Soak.class.getResourceAsStream("Soak$Plugin.class")) {
            java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
            byte[] b = new byte[4096];
            int n;
            while ((n = in.read(b)) > 0) {
                out.write(b, 0, n);
            }
            return out.toByteArray();
        }
    }

    static long classes(byte[] bytes, int n) throws Exception {
        long s = 0;
        for (int i = 0; i < n; i++) {
            ClassLoader l = new ChildFirst(bytes);
            Object p = l.loadClass("Soak$Plugin").getDeclaredConstructor().newInstance();
            s += ((IntSupplier) p).getAsInt();
        }
        return s;
    }

    static long lockFresh(int n) {
        long s = 0;
        for (int i = 0; i < n; i++) {
            Object o = new Object();
            synchronized (o) {
                s += i & 3;
            }
        }
        StringBuffer sb = new StringBuffer();
        for (int i = 0; i < n / 10; i++) {
            sb.setLength(0);
            sb.append(i);
            s += sb.length();
        }
        return s;
    }

    static long threads(int n) throws InterruptedException {
        long[] out = new long[n];
        Thread[] ts = new Thread[n];
        for (int k = 0; k < n; k++) {
            final int id = k;
            ts[k] = new Thread(() -> {
                LOCAL.set(new int[256]);
                out[id] = id + LOCAL.get().length;
            });
            ts[k].start();
        }
        long s = 0;
        for (int k = 0; k < n; k++) {
            ts[k].join();
            s += out[k];
        }
        return s;
    }

    static long intern(int round, int n) {
        long s = 0;
        for (int i = 0; i < n; i++) {
            s += ("soak-" + round + "-" + i).intern().length();
        }
        return s;
    }

    static long maps(int n) {
        Map<Integer, String> h = new HashMap<>();
        Map<String, Integer> t = new TreeMap<>();
        WeakHashMap<Object, Integer> w = new WeakHashMap<>();
        for (int i = 0; i < n; i++) {
            h.put(i, "v" + i);
            if (i % 4 == 0) {
                t.put("k" + i, i);
            }
            w.put(new Object(), i);
        }
        long s = h.size() + t.size();
        h.clear();
        return s;
    }

    static long file(File dir, int round) throws IOException {
        File f = new File(dir, "soak-" + (round % 4) + ".tmp");
        try (OutputStream o = new FileOutputStream(f)) {
            for (int i = 0; i < 64; i++) {
                o.write(i);
            }
        }
        long s = 0;
        try (InputStream in = new FileInputStream(f)) {
            int b;
            while ((b = in.read()) >= 0) {
                s += b;
            }
        }
        if (!f.delete()) {
            throw new IOException("cannot delete " + f);
        }
        return s;
    }

    static long socket() throws IOException {
        try (ServerSocket ss = new ServerSocket(0)) {
            try (Socket c = new Socket("localhost", ss.getLocalPort()); Socket a = ss.accept()) {
                c.getOutputStream().write(42);
                return a.getInputStream().read();
            }
        }
    }

    static void finalizable(int n) {
        for (int i = 0; i < n; i++) {
            new WithFinalizer();
        }
    }

    public static void main(String[] args) throws Exception {
        int rounds = Integer.parseInt(args[0]);
        int scale = args.length > 1 ? Integer.parseInt(args[1]) : 1;
        File dir = new File(System.getProperty("java.io.tmpdir"));
        long sum = 0;
        byte[] plugin = pluginBytes();
        for (int r = 1; r <= rounds; r++) {
            sum += lockFresh(5000 * scale);
            sum += threads(4);
            sum += intern(r, 500 * scale);
            sum += maps(1000 * scale);
            sum += file(dir, r);
            sum += socket();
            finalizable(200 * scale);
            sum += classes(plugin, 2 * scale);
            System.out.println("round " + r);
        }
        System.out.println("soak done " + sum);
    }
}
