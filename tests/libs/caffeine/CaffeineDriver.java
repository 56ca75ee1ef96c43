import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.CacheLoader;
import com.github.benmanes.caffeine.cache.Caffeine;
import com.github.benmanes.caffeine.cache.LoadingCache;
import com.github.benmanes.caffeine.cache.RemovalCause;
import com.github.benmanes.caffeine.cache.Ticker;
import com.github.benmanes.caffeine.cache.stats.CacheStats;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/** Drives Debian's Caffeine: manual, loading and bulk-loading caches, size and weight bounds
 *  (W-TinyLFU eviction), expiry after write and access on a fake ticker, refresh, removal
 *  listeners, statistics, the map view and invalidation; run on the caller's thread. */
public class CaffeineDriver {
    static int failures;

    interface Step {
        Object run() throws Exception;
    }

    static void step(String name, Step s) {
        try {
            System.out.println(name + ": " + s.run());
        } catch (Throwable e) {
            failures++;
            System.out.println(name + ": threw " + e);
        }
    }

    static final AtomicLong now = new AtomicLong(1_000_000_000L);
    static final Ticker ticker = now::get;

    static String stats(CacheStats s) {
        return "hits=" + s.hitCount() + " misses=" + s.missCount() + " loads=" + s.loadCount() + " evictions="
                + s.evictionCount() + " failures=" + s.loadFailureCount();
    }

    public static void main(String[] args) {
        step("manual", () -> {
            Cache<String, Integer> c = Caffeine.newBuilder().executor(Runnable::run).recordStats().build();
            c.put("a", 1);
            Integer b = c.get("b", k -> 2);
            Integer miss = c.getIfPresent("zz");
            c.invalidate("a");
            Map<String, Integer> all = c.getAllPresent(Arrays.asList("a", "b", "c"));
            return b + " " + miss + " " + all + " " + c.estimatedSize() + " " + stats(c.stats());
        });
        step("loading", () -> {
            AtomicInteger loads = new AtomicInteger();
            LoadingCache<Integer, String> c = Caffeine.newBuilder().executor(Runnable::run).recordStats()
                    .build(new CacheLoader<Integer, String>() {
                        public String load(Integer k) {
                            loads.incrementAndGet();
                            if (k < 0) {
                                throw new IllegalArgumentException("negative " + k);
                            }
                            return "v" + k;
                        }
                    });
            String first = c.get(1), again = c.get(1);
            Map<Integer, String> bulk = c.getAll(Arrays.asList(1, 2, 3));
            String err;
            try {
                c.get(-1);
                err = "none";
            } catch (IllegalArgumentException e) {
                err = e.getMessage();
            }
            return first + " " + again + " " + new TreeMap<>(bulk) + " " + loads.get() + " " + err + " " + stats(c.stats());
        });
        step("size bound", () -> {
            List<String> removed = new ArrayList<>();
            Cache<Integer, Integer> c = Caffeine.newBuilder().executor(Runnable::run).maximumSize(10)
                    .removalListener((Integer k, Integer v, RemovalCause cause) -> removed.add(cause.toString()))
                    .build();
            for (int round = 0; round < 3; round++) {
                for (int i = 0; i < 5; i++) {
                    c.getIfPresent(i);
                    c.put(i, i);
                }
            }
            for (int i = 100; i < 200; i++) {
                c.put(i, i);
            }
            c.cleanUp();
            int hot = 0;
            for (int i = 0; i < 5; i++) {
                if (c.getIfPresent(i) != null) {
                    hot++;
                }
            }
            return c.estimatedSize() + " " + removed.size() + " " + removed.contains("SIZE") + " hot kept=" + hot;
        });
        step("weight bound", () -> {
            Cache<String, String> c = Caffeine.newBuilder().executor(Runnable::run).maximumWeight(20)
                    .weigher((String k, String v) -> v.length()).build();
            c.put("a", "0123456789");
            c.put("b", "01234");
            c.put("c", "0123456789012");
            c.cleanUp();
            return c.estimatedSize() + " " + c.policy().eviction().get().weightedSize().getAsLong() + " <= 20: "
                    + (c.policy().eviction().get().weightedSize().getAsLong() <= 20);
        });
        step("expire after write", () -> {
            List<String> removed = new ArrayList<>();
            Cache<String, Integer> c = Caffeine.newBuilder().executor(Runnable::run).ticker(ticker)
                    .expireAfterWrite(10, TimeUnit.SECONDS)
                    .removalListener((String k, Integer v, RemovalCause cause) -> removed.add(k + ":" + cause))
                    .build();
            c.put("x", 1);
            now.addAndGet(TimeUnit.SECONDS.toNanos(5));
            c.put("y", 2);
            Integer x1 = c.getIfPresent("x");
            now.addAndGet(TimeUnit.SECONDS.toNanos(6));
            Integer x2 = c.getIfPresent("x"), y2 = c.getIfPresent("y");
            c.cleanUp();
            return x1 + " " + x2 + " " + y2 + " " + removed;
        });
        step("expire after access", () -> {
            Cache<String, Integer> c = Caffeine.newBuilder().executor(Runnable::run).ticker(ticker)
                    .expireAfterAccess(10, TimeUnit.SECONDS).build();
            c.put("k", 1);
            for (int i = 0; i < 5; i++) {
                now.addAndGet(TimeUnit.SECONDS.toNanos(8));
                c.getIfPresent("k");
            }
            Integer alive = c.getIfPresent("k");
            now.addAndGet(TimeUnit.SECONDS.toNanos(11));
            return alive + " " + c.getIfPresent("k");
        });
        step("refresh", () -> {
            AtomicInteger version = new AtomicInteger();
            LoadingCache<String, String> c = Caffeine.newBuilder().executor(Runnable::run).ticker(ticker)
                    .refreshAfterWrite(1, TimeUnit.MINUTES).build(k -> k + "#" + version.incrementAndGet());
            String a = c.get("r");
            now.addAndGet(TimeUnit.MINUTES.toNanos(2));
            String stale = c.get("r");
            String fresh = c.get("r");
            c.refresh("r");
            return a + " " + stale + " " + fresh + " " + c.get("r");
        });
        step("map view", () -> {
            Cache<String, Integer> c = Caffeine.newBuilder().executor(Runnable::run).build();
            ConcurrentMap<String, Integer> m = c.asMap();
            m.put("one", 1);
            m.putIfAbsent("one", 100);
            m.merge("one", 5, Integer::sum);
            m.computeIfAbsent("two", k -> 2);
            m.compute("three", (k, v) -> v == null ? 3 : v + 1);
            m.replace("two", 22);
            m.remove("gone");
            c.invalidateAll(Arrays.asList("three"));
            return new TreeMap<>(m) + " " + m.containsKey("three") + " " + c.estimatedSize();
        });
        step("invalidate all", () -> {
            List<RemovalCause> causes = new ArrayList<>();
            Cache<Integer, Integer> c = Caffeine.newBuilder().executor(Runnable::run)
                    .removalListener((Integer k, Integer v, RemovalCause cause) -> causes.add(cause)).build();
            for (int i = 0; i < 4; i++) {
                c.put(i, i);
            }
            c.put(0, 10);
            c.invalidateAll();
            return c.estimatedSize() + " " + causes;
        });
        step("weak values", () -> {
            Cache<String, Object> c = Caffeine.newBuilder().executor(Runnable::run).weakKeys().softValues().build();
            String k = new String("key");
            Object v = new Object();
            c.put(k, v);
            return (c.getIfPresent(k) == v) + " " + (c.getIfPresent(new String("key")) == null);
        });
        System.out.println("failures: " + failures);
    }
}
