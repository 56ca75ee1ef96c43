import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.HashMap;
import java.util.Map;
import java.util.function.IntSupplier;

/**
 * The loops behind the README's memory figures (benchmarks/memloops.py measures the peak
 * RSS of each): nothing any of them keeps grows, so neither should the process.
 *
 *   MemLoops lock N      N times synchronized (new Object())
 *   MemLoops threads N   N rounds: a thread started and joined that fills a small map
 *                        and interns a new string
 *   MemLoops loaders N   N throwaway class loaders, each defining a class (statics, a
 *                        lambda), making an instance and calling it
 *
 * Prints one line with a checksum that depends only on the arguments.
 */
public class MemLoops {
    /** Defined afresh by each throwaway loader. */
    public static final class Plugin implements IntSupplier {
        static int[] table = new int[32];

        public int getAsInt() {
            IntSupplier s = () -> table.length + 1;
            return s.getAsInt();
        }
    }

    static final class Throwaway extends ClassLoader {
        private final byte[] bytes;

        Throwaway(byte[] bytes) {
            super(MemLoops.class.getClassLoader());
            this.bytes = bytes;
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            synchronized (getClassLoadingLock(name)) {
                if (name.equals("MemLoops$Plugin")) {
                    Class<?> c = findLoadedClass(name);
                    return c != null ? c : defineClass(name, bytes, 0, bytes.length);
                }
                return super.loadClass(name, resolve);
            }
        }
    }

    static long lock(int n) {
        long s = 0;
        for (int i = 0; i < n; i++) {
            synchronized (new Object()) {
                s += i & 7;
            }
        }
        return s;
    }

    static long threads(int n) throws InterruptedException {
        long s = 0;
        final long[] out = new long[1];
        for (int i = 0; i < n; i++) {
            final int round = i;
            Thread t = new Thread(() -> {
                Map<String, Integer> m = new HashMap<>();
                for (int k = 0; k < 8; k++) {
                    m.put("k" + k, k * round);
                }
                out[0] = m.size() + ("mem-" + round).intern().length();
            });
            t.start();
            t.join();
            s += out[0];
        }
        return s;
    }

    static byte[] pluginBytes() throws IOException {
        try (InputStream in = MemLoops.class.getResourceAsStream("MemLoops$Plugin.class")) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            byte[] b = new byte[4096];
            int k;
            while ((k = in.read(b)) > 0) {
                out.write(b, 0, k);
            }
            return out.toByteArray();
        }
    }

    static long loaders(int n) throws Exception {
        byte[] bytes = pluginBytes();
        long s = 0;
        for (int i = 0; i < n; i++) {
            ClassLoader l = new Throwaway(bytes);
            Object p = l.loadClass("MemLoops$Plugin").getDeclaredConstructor().newInstance();
            s += ((IntSupplier) p).getAsInt();
        }
        return s;
    }

    public static void main(String[] args) throws Exception {
        int n = Integer.parseInt(args[1]);
        long s;
        switch (args[0]) {
            case "lock":
                s = lock(n);
                break;
            case "threads":
                s = threads(n);
                break;
            case "loaders":
                s = loaders(n);
                break;
            default:
                throw new IllegalArgumentException("no loop " + args[0]);
        }
        System.out.println(args[0] + " " + n + " " + s);
    }
}
