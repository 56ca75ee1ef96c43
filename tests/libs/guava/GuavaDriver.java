import com.google.common.base.CaseFormat;
import com.google.common.base.CharMatcher;
import com.google.common.base.Joiner;
import com.google.common.base.MoreObjects;
import com.google.common.base.Objects;
import com.google.common.base.Optional;
import com.google.common.base.Preconditions;
import com.google.common.base.Splitter;
import com.google.common.base.Stopwatch;
import com.google.common.base.Strings;
import com.google.common.base.Suppliers;
import com.google.common.base.Throwables;
import com.google.common.cache.CacheBuilder;
import com.google.common.cache.CacheLoader;
import com.google.common.cache.CacheStats;
import com.google.common.cache.LoadingCache;
import com.google.common.cache.RemovalListener;
import com.google.common.collect.ArrayListMultimap;
import com.google.common.collect.BiMap;
import com.google.common.collect.ClassToInstanceMap;
import com.google.common.collect.Collections2;
import com.google.common.collect.ComparisonChain;
import com.google.common.collect.ContiguousSet;
import com.google.common.collect.DiscreteDomain;
import com.google.common.collect.EvictingQueue;
import com.google.common.collect.FluentIterable;
import com.google.common.collect.HashBasedTable;
import com.google.common.collect.HashBiMap;
import com.google.common.collect.HashMultiset;
import com.google.common.collect.ImmutableBiMap;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableListMultimap;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableMultiset;
import com.google.common.collect.ImmutableRangeSet;
import com.google.common.collect.ImmutableSet;
import com.google.common.collect.ImmutableSortedMap;
import com.google.common.collect.ImmutableSortedSet;
import com.google.common.collect.ImmutableTable;
import com.google.common.collect.Interner;
import com.google.common.collect.Interners;
import com.google.common.collect.Iterables;
import com.google.common.collect.Iterators;
import com.google.common.collect.LinkedHashMultimap;
import com.google.common.collect.Lists;
import com.google.common.collect.MapDifference;
import com.google.common.collect.Maps;
import com.google.common.collect.MinMaxPriorityQueue;
import com.google.common.collect.Multimap;
import com.google.common.collect.Multimaps;
import com.google.common.collect.Multiset;
import com.google.common.collect.Multisets;
import com.google.common.collect.MutableClassToInstanceMap;
import com.google.common.collect.Ordering;
import com.google.common.collect.Range;
import com.google.common.collect.RangeMap;
import com.google.common.collect.RangeSet;
import com.google.common.collect.Sets;
import com.google.common.collect.Streams;
import com.google.common.collect.Table;
import com.google.common.collect.Tables;
import com.google.common.collect.TreeMultimap;
import com.google.common.collect.TreeMultiset;
import com.google.common.collect.TreeRangeMap;
import com.google.common.collect.TreeRangeSet;
import com.google.common.eventbus.DeadEvent;
import com.google.common.eventbus.EventBus;
import com.google.common.eventbus.Subscribe;
import com.google.common.graph.GraphBuilder;
import com.google.common.graph.Graphs;
import com.google.common.graph.MutableGraph;
import com.google.common.graph.MutableValueGraph;
import com.google.common.graph.Traverser;
import com.google.common.graph.ValueGraphBuilder;
import com.google.common.hash.BloomFilter;
import com.google.common.hash.Funnels;
import com.google.common.hash.HashCode;
import com.google.common.hash.Hasher;
import com.google.common.hash.Hashing;
import com.google.common.io.BaseEncoding;
import com.google.common.io.ByteStreams;
import com.google.common.io.CharStreams;
import com.google.common.io.Files;
import com.google.common.io.LittleEndianDataInputStream;
import com.google.common.io.LittleEndianDataOutputStream;
import com.google.common.math.BigIntegerMath;
import com.google.common.math.DoubleMath;
import com.google.common.math.IntMath;
import com.google.common.math.LongMath;
import com.google.common.math.Stats;
import com.google.common.net.HostAndPort;
import com.google.common.net.InetAddresses;
import com.google.common.net.InternetDomainName;
import com.google.common.net.MediaType;
import com.google.common.net.PercentEscaper;
import com.google.common.net.UrlEscapers;
import com.google.common.primitives.Booleans;
import com.google.common.primitives.Bytes;
import com.google.common.primitives.Chars;
import com.google.common.primitives.Doubles;
import com.google.common.primitives.ImmutableIntArray;
import com.google.common.primitives.Ints;
import com.google.common.primitives.Longs;
import com.google.common.primitives.Shorts;
import com.google.common.primitives.SignedBytes;
import com.google.common.primitives.UnsignedBytes;
import com.google.common.primitives.UnsignedInteger;
import com.google.common.primitives.UnsignedInts;
import com.google.common.primitives.UnsignedLong;
import com.google.common.primitives.UnsignedLongs;
import com.google.common.reflect.TypeToken;
import com.google.common.util.concurrent.AtomicLongMap;
import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.ListeningExecutorService;
import com.google.common.util.concurrent.MoreExecutors;
import com.google.common.util.concurrent.RateLimiter;
import com.google.common.util.concurrent.SettableFuture;
import com.google.common.util.concurrent.Striped;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.StringReader;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;

/** Drives Debian's Guava over a broad slice: base, collect, cache, hash, io, math, net,
 *  primitives, eventbus, graph, reflect and util.concurrent. */
public class GuavaDriver {
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

    static void expectThrow(String name, Step s) {
        try {
            System.out.println(name + ": no exception, got " + s.run());
            failures++;
        } catch (Throwable e) {
            System.out.println(name + ": " + e);
        }
    }

    static final class Point {
        final int x, y;
        Point(int x, int y) { this.x = x; this.y = y; }
        @Override public boolean equals(Object o) {
            return o instanceof Point && ((Point) o).x == x && ((Point) o).y == y;
        }
        @Override public int hashCode() { return Objects.hashCode(x, y); }
        @Override public String toString() {
            return MoreObjects.toStringHelper(this).add("x", x).add("y", y).omitNullValues().add("z", null).toString();
        }
    }

    static final class Listener {
        final List<String> seen = new ArrayList<>();
        @Subscribe public void onString(String s) { seen.add("string:" + s); }
        @Subscribe public void onInteger(Integer i) { seen.add("int:" + i); }
        @Subscribe public void onNumber(Number n) { seen.add("number:" + n); }
        @Subscribe public void onDead(DeadEvent d) { seen.add("dead:" + d.getEvent()); }
    }

    static void base() {
        step("joiner", () -> Joiner.on(", ").skipNulls().join(Arrays.asList("a", null, "b", "c")));
        step("joiner nulls", () -> Joiner.on('|').useForNull("-").join("x", null, 3, 4.5));
        step("map joiner", () -> Joiner.on("&").withKeyValueSeparator("=").join(ImmutableMap.of("k", 1, "v", "two")));
        step("splitter", () -> Splitter.on(',').trimResults().omitEmptyStrings().splitToList(" a, b ,,c ,  "));
        step("splitter limit", () -> Splitter.on('-').limit(3).splitToList("1-2-3-4-5"));
        step("splitter fixed", () -> Splitter.fixedLength(3).splitToList("abcdefgh"));
        step("splitter regex", () -> Splitter.onPattern("\\s*[;:]\\s*").splitToList("a ; b:c  :d"));
        step("splitter map", () -> Splitter.on(';').withKeyValueSeparator('=').split("a=1;b=2;c=3"));
        step("charmatcher", () -> CharMatcher.inRange('a', 'f').or(CharMatcher.is('z')).retainFrom("abcxyz-fedcba"));
        step("charmatcher collapse", () -> CharMatcher.whitespace().trimAndCollapseFrom("  hello \t  big \n world ", '_'));
        step("charmatcher digits", () -> CharMatcher.inRange('0', '9').removeFrom("a1b22c333") + " "
                + CharMatcher.javaLetter().countIn("a1b22c333") + " " + CharMatcher.ascii().matchesAllOf("plain"));
        step("strings", () -> Strings.padStart("7", 3, '0') + Strings.padEnd("ab", 5, '.') + Strings.repeat("xy", 3)
                + " " + Strings.commonPrefix("foobar", "foobaz") + " " + Strings.isNullOrEmpty("") + " "
                + Strings.lenientFormat("%s + %s = %s", 1, 2));
        step("caseformat", () -> CaseFormat.UPPER_UNDERSCORE.to(CaseFormat.LOWER_CAMEL, "SOME_CONSTANT_NAME") + " "
                + CaseFormat.LOWER_CAMEL.to(CaseFormat.LOWER_HYPHEN, "helloWorldAgain") + " "
                + CaseFormat.UPPER_CAMEL.to(CaseFormat.UPPER_UNDERSCORE, "HttpServerRequest"));
        step("optional", () -> {
            Optional<String> a = Optional.of("x");
            Optional<String> b = Optional.absent();
            return a.get() + b.or("dflt") + " " + a.isPresent() + b.isPresent() + " " + a.transform(String::length)
                    + " " + b.orNull() + " " + Optional.fromNullable(null) + " " + a.toJavaUtil();
        });
        expectThrow("precondition arg", () -> { Preconditions.checkArgument(false, "bad value %s of %s", 3, "x"); return null; });
        expectThrow("precondition state", () -> { Preconditions.checkState(1 > 2, "state"); return null; });
        expectThrow("precondition null", () -> Preconditions.checkNotNull(null, "thing %s", "named"));
        expectThrow("precondition index", () -> Preconditions.checkElementIndex(5, 3, "idx"));
        expectThrow("precondition position", () -> { Preconditions.checkPositionIndexes(2, 1, 5); return null; });
        step("precondition ok", () -> Preconditions.checkNotNull("ok") + Preconditions.checkElementIndex(1, 2));
        step("objects", () -> Objects.equal(null, null) + " " + Objects.equal("a", "b") + " " + new Point(1, 2)
                + " " + (new Point(3, 4).hashCode() == Objects.hashCode(3, 4)));
        step("firstNonNull", () -> MoreObjects.firstNonNull(null, "second"));
        step("suppliers", () -> {
            AtomicInteger n = new AtomicInteger();
            com.google.common.base.Supplier<Integer> s = Suppliers.memoize(n::incrementAndGet);
            return s.get() + s.get() + s.get() + " calls=" + n.get();
        });
        step("throwables", () -> {
            Exception e = new java.io.IOException("inner", new IllegalStateException("root"));
            return Throwables.getRootCause(e).getMessage() + " " + Throwables.getCausalChain(e).size()
                    + " " + Throwables.getStackTraceAsString(new Exception("m")).startsWith("java.lang.Exception: m");
        });
        step("stopwatch", () -> {
            Stopwatch w = Stopwatch.createStarted();
            w.stop();
            return w.isRunning() + " " + (w.elapsed(TimeUnit.DAYS) == 0);
        });
    }

    static void collections() {
        step("immutable list", () -> {
            ImmutableList<Integer> l = ImmutableList.of(5, 3, 9, 1);
            return l + " " + l.reverse() + " " + l.subList(1, 3) + " " + l.indexOf(9) + " "
                    + ImmutableList.sortedCopyOf(l) + " " + ImmutableList.builder().add(1).addAll(l).build().size();
        });
        expectThrow("immutable add", () -> ImmutableList.of(1).add(2));
        expectThrow("immutable null", () -> ImmutableList.of("a", null));
        step("immutable set", () -> ImmutableSet.of("b", "a", "b", "c") + " " + ImmutableSet.copyOf(new String[] {"z", "y"}).asList());
        step("immutable sorted", () -> ImmutableSortedSet.of(5, 1, 4, 1).headSet(4) + " "
                + ImmutableSortedSet.orderedBy(Comparator.<String>reverseOrder()).add("a", "c", "b").build());
        step("immutable map", () -> {
            ImmutableMap<String, Integer> m = ImmutableMap.<String, Integer>builder().put("one", 1).put("two", 2).put("three", 3).build();
            return m + " " + m.keySet() + " " + m.values() + " " + m.get("two");
        });
        step("immutable sorted map", () -> ImmutableSortedMap.of("c", 3, "a", 1, "b", 2).tailMap("b"));
        expectThrow("immutable dup key", () -> ImmutableMap.of("a", 1, "a", 2));
        step("immutable bimap", () -> {
            ImmutableBiMap<String, Integer> b = ImmutableBiMap.of("x", 1, "y", 2);
            return b.inverse() + " " + b.inverse().get(2);
        });
        step("immutable multiset", () -> ImmutableMultiset.of("a", "b", "a", "c", "a") + " "
                + ImmutableMultiset.of("a", "b", "a").count("a"));
        step("immutable table", () -> ImmutableTable.of("r", "c", 1) + " "
                + ImmutableTable.<String, String, Integer>builder().put("a", "x", 1).put("b", "y", 2).build().rowKeySet());
        step("arraylist multimap", () -> {
            Multimap<String, Integer> m = ArrayListMultimap.create();
            m.put("a", 1); m.put("a", 2); m.put("b", 3); m.put("a", 1);
            return m + " size=" + m.size() + " keys=" + m.keys() + " a=" + m.get("a") + " " + m.containsEntry("b", 3);
        });
        step("linked multimap", () -> {
            LinkedHashMultimap<String, String> m = LinkedHashMultimap.create();
            m.put("z", "1"); m.put("y", "2"); m.put("z", "3"); m.put("z", "1");
            m.remove("y", "2");
            return m + " " + m.entries();
        });
        step("tree multimap", () -> {
            TreeMultimap<String, Integer> m = TreeMultimap.create();
            m.putAll("b", Arrays.asList(3, 1, 2)); m.put("a", 9);
            return m + " " + m.asMap().firstKey() + " " + Multimaps.invertFrom(m, ArrayListMultimap.create());
        });
        step("index", () -> Multimaps.index(ImmutableList.of("apple", "avocado", "banana", "cherry", "blueberry"), s -> s.charAt(0)));
        step("immutable list multimap", () -> ImmutableListMultimap.of("k", 1, "k", 2, "j", 3).inverse());
        step("multiset", () -> {
            Multiset<String> m = HashMultiset.create(Arrays.asList("x", "y", "x", "z", "x", "y"));
            m.add("w", 4); m.remove("x");
            return ImmutableSortedSet.copyOf(m.elementSet()) + " x=" + m.count("x") + " w=" + m.count("w") + " total=" + m.size()
                    + " top=" + Multisets.copyHighestCountFirst(m).elementSet().asList().get(0);
        });
        step("tree multiset", () -> {
            TreeMultiset<Integer> m = TreeMultiset.create(Arrays.asList(5, 1, 5, 3, 1, 5));
            return m + " " + m.firstEntry() + " " + m.headMultiset(4, com.google.common.collect.BoundType.OPEN);
        });
        step("hash table", () -> {
            Table<String, String, Integer> t = HashBasedTable.create();
            t.put("r1", "c1", 11); t.put("r1", "c2", 12); t.put("r2", "c1", 21);
            return new java.util.TreeMap<>(t.row("r1")) + " " + new java.util.TreeMap<>(t.column("c1")) + " " + t.get("r2", "c1")
                    + " " + t.contains("r2", "c2") + " " + t.size() + " " + Tables.transpose(t).get("c2", "r1");
        });
        step("bimap", () -> {
            BiMap<String, Integer> b = HashBiMap.create();
            b.put("one", 1); b.put("two", 2);
            b.forcePut("uno", 1);
            return new java.util.TreeMap<>(b) + " " + b.inverse().get(1);
        });
        expectThrow("bimap dup value", () -> { BiMap<String, Integer> b = HashBiMap.create(); b.put("a", 1); return b.put("b", 1); });
        step("class to instance", () -> {
            ClassToInstanceMap<Number> m = MutableClassToInstanceMap.create();
            m.putInstance(Integer.class, 5); m.putInstance(Double.class, 2.5);
            return m.getInstance(Integer.class) + " " + m.getInstance(Double.class) + " " + m.getInstance(Long.class);
        });
        step("lists", () -> Lists.partition(ImmutableList.of(1, 2, 3, 4, 5, 6, 7), 3) + " " + Lists.reverse(Arrays.asList(1, 2, 3))
                + " " + Lists.cartesianProduct(ImmutableList.of(1, 2), ImmutableList.of("a", "b")) + " " + Lists.charactersOf("hey")
                + " " + Lists.transform(Arrays.asList(1, 2, 3), i -> i * i));
        step("sets", () -> {
            ImmutableSet<Integer> a = ImmutableSet.of(1, 2, 3, 4), b = ImmutableSet.of(3, 4, 5);
            return Sets.union(a, b) + " " + Sets.intersection(a, b) + " " + Sets.difference(a, b) + " "
                    + Sets.symmetricDifference(a, b) + " " + Sets.powerSet(ImmutableSet.of('x', 'y')) + " "
                    + Sets.combinations(ImmutableSet.of(1, 2, 3), 2) + " " + Sets.cartesianProduct(ImmutableSet.of(1, 2), ImmutableSet.of(0));
        });
        step("maps", () -> {
            Map<String, Integer> l = ImmutableMap.of("a", 1, "b", 2, "c", 3), r = ImmutableMap.of("b", 2, "c", 4, "d", 5);
            MapDifference<String, Integer> d = Maps.difference(l, r);
            return d.entriesOnlyOnLeft() + " " + d.entriesOnlyOnRight() + " " + d.entriesInCommon() + " " + d.entriesDiffering()
                    + " " + Maps.uniqueIndex(ImmutableList.of("aa", "bbb", "c"), String::length)
                    + " " + Maps.transformValues(l, v -> v * 10) + " " + Maps.filterKeys(l, k -> !k.equals("b"));
        });
        step("iterables", () -> Iterables.concat(ImmutableList.of(1, 2), ImmutableList.of(3)) + " " + Iterables.getLast(ImmutableList.of(4, 5))
                + " " + Iterables.frequency(ImmutableList.of(1, 2, 1), 1)
                + " " + Iterables.getOnlyElement(ImmutableList.of("only")) + " " + Iterables.limit(Iterables.cycle("a", "b"), 5));
        step("iterators", () -> Iterators.toString(Iterators.peekingIterator(ImmutableList.of(1, 2).iterator())) + " "
                + Iterators.size(Iterators.forArray(1, 2, 3)) + " " + ImmutableList.copyOf(Iterators.partition(Iterators.forArray(1, 2, 3, 4, 5), 2)));
        step("fluent", () -> FluentIterable.from(ImmutableList.of(3, 8, 1, 9, 4)).filter(i -> i > 2).transform(i -> "n" + i)
                .limit(3).toSortedList(Ordering.natural()));
        step("collections2", () -> Collections2.permutations(ImmutableList.of(1, 2, 3)) + " "
                + Collections2.orderedPermutations(ImmutableList.of(1, 1, 2)) + " " + Collections2.filter(Arrays.asList(1, 2, 3, 4), i -> i % 2 == 0));
        step("ordering", () -> {
            Ordering<String> o = Ordering.natural().<String>reverse().nullsFirst();
            List<String> l = new ArrayList<>(Arrays.asList("b", null, "c", "a"));
            l.sort(o);
            return l + " " + Ordering.natural().greatestOf(ImmutableList.of(4, 9, 2, 7), 2) + " "
                    + Ordering.natural().onResultOf(String::length).compound(Ordering.natural()).sortedCopy(ImmutableList.of("bb", "a", "ccc", "aa"))
                    + " " + Ordering.explicit("low", "mid", "high").max("low", "high") + " " + Ordering.natural().isOrdered(ImmutableList.of(1, 2, 2));
        });
        step("comparison chain", () -> ComparisonChain.start().compare(1, 1).compare("a", "b").compare(5, 3).result() + " "
                + ComparisonChain.start().compareFalseFirst(true, false).result());
        step("range", () -> {
            Range<Integer> r = Range.closedOpen(1, 10);
            return r + " " + r.contains(10) + " " + r.intersection(Range.atLeast(5)) + " " + Range.greaterThan(3).span(Range.lessThan(1))
                    + " " + r.isConnected(Range.closed(10, 12)) + " " + ContiguousSet.create(Range.closed(3, 7), DiscreteDomain.integers())
                    + " " + Range.encloseAll(ImmutableList.of(4, -2, 9)) + " " + Range.all();
        });
        step("range set", () -> {
            RangeSet<Integer> s = TreeRangeSet.create();
            s.add(Range.closed(1, 10)); s.add(Range.closedOpen(11, 15)); s.add(Range.closedOpen(15, 20)); s.remove(Range.open(5, 10));
            return s + " " + s.contains(7) + " " + s.rangeContaining(12) + " " + s.complement() + " "
                    + ImmutableRangeSet.of(Range.closed(1, 3)).union(ImmutableRangeSet.of(Range.closed(2, 5)));
        });
        step("range map", () -> {
            RangeMap<Integer, String> m = TreeRangeMap.create();
            m.put(Range.closed(1, 10), "foo"); m.put(Range.open(3, 6), "bar"); m.put(Range.open(10, 20), "baz");
            return m + " " + m.get(4) + " " + m.get(10) + " " + m.get(30);
        });
        step("min max queue", () -> {
            MinMaxPriorityQueue<Integer> q = MinMaxPriorityQueue.maximumSize(4).create(Arrays.asList(7, 2, 9, 4, 1, 8));
            return q.peekFirst() + " " + q.peekLast() + " " + q.size() + " " + q.pollLast() + " " + q.pollFirst();
        });
        step("evicting", () -> {
            EvictingQueue<String> q = EvictingQueue.create(3);
            for (String s : "a b c d e".split(" ")) q.add(s);
            return q + " " + q.remainingCapacity();
        });
        step("blocking deque", () -> {
            java.util.concurrent.BlockingDeque<Integer> d = com.google.common.collect.Queues.newLinkedBlockingDeque(3);
            d.putLast(2);
            d.offerFirst(1);
            d.add(3);
            boolean full = d.offerLast(4);
            List<Integer> sink = new ArrayList<>();
            int n = com.google.common.collect.Queues.drain(d, sink, 2, java.time.Duration.ofMillis(10));
            return full + " " + n + " " + sink + " " + d + " " + com.google.common.collect.Queues.newConcurrentLinkedQueue(ImmutableList.of(5, 6))
                    + " " + com.google.common.collect.Queues.newLinkedBlockingDeque(ImmutableList.of(7, 8)).peekLast();
        });
        step("interner", () -> {
            Interner<String> in = Interners.newStrongInterner();
            String a = in.intern(new String("same")), b = in.intern(new String("same"));
            return a == b;
        });
        step("streams", () -> Streams.zip(ImmutableList.of(1, 2, 3).stream(), ImmutableList.of("a", "b", "c").stream(), (i, s) -> s + i)
                .collect(Collectors.toList()) + " " + Streams.stream(ImmutableList.of(4, 5)).map(i -> i + 1).collect(ImmutableList.toImmutableList())
                + " " + Streams.findLast(ImmutableList.of(1, 2, 3).stream()).get());
        step("immutable collectors", () -> ImmutableList.of("a", "bb", "cc", "d").stream()
                .collect(ImmutableMap.toImmutableMap(s -> s, String::length)) + " "
                + ImmutableList.of(3, 1, 2).stream().collect(ImmutableSortedSet.toImmutableSortedSet(Comparator.naturalOrder())));
    }

    static void cache() {
        step("loading cache", () -> {
            List<String> removed = new ArrayList<>();
            RemovalListener<String, Integer> rl = n -> removed.add(n.getKey() + "=" + n.getValue() + "/" + n.getCause());
            LoadingCache<String, Integer> c = CacheBuilder.newBuilder().maximumSize(2).recordStats().removalListener(rl)
                    .build(new CacheLoader<String, Integer>() {
                        @Override public Integer load(String k) { return k.length(); }
                    });
            c.get("a"); c.get("bb"); c.get("a"); c.getUnchecked("ccc"); c.get("dddd");
            c.invalidate("dddd");
            CacheStats s = c.stats();
            return "hits=" + s.hitCount() + " misses=" + s.missCount() + " loads=" + s.loadCount() + " evictions=" + s.evictionCount()
                    + " size=" + c.size() + " removed=" + removed.size() + " last=" + removed.get(removed.size() - 1);
        });
        step("cache getIfPresent", () -> {
            com.google.common.cache.Cache<Integer, String> c = CacheBuilder.newBuilder().build();
            c.put(1, "one");
            String v = c.get(2, () -> "two");
            return c.getIfPresent(1) + " " + v + " " + c.getIfPresent(3) + " " + new java.util.TreeMap<>(c.asMap());
        });
        expectThrow("cache loader throws", () -> CacheBuilder.newBuilder().build(CacheLoader.from((String k) -> {
            throw new IllegalStateException("no " + k);
        })).getUnchecked("key"));
    }

    static void hashing() {
        byte[] fox = "The quick brown fox jumps over the lazy dog".getBytes(StandardCharsets.UTF_8);
        step("md5", () -> Hashing.md5().hashBytes(fox));
        step("sha256", () -> Hashing.sha256().hashString("abc", StandardCharsets.UTF_8));
        step("sha512", () -> Hashing.sha512().hashBytes(fox).toString().substring(0, 32));
        step("murmur3_32", () -> Hashing.murmur3_32_fixed().hashString("hello", StandardCharsets.UTF_8) + " "
                + Hashing.murmur3_32_fixed().hashInt(42).asInt());
        step("murmur3_128", () -> Hashing.murmur3_128(7).hashBytes(fox));
        step("sip", () -> Hashing.sipHash24().hashLong(123456789L));
        step("crc32 adler", () -> Hashing.crc32().hashBytes(fox) + " " + Hashing.adler32().hashBytes(fox) + " " + Hashing.crc32c().hashBytes(fox));
        step("farm", () -> Hashing.farmHashFingerprint64().hashString("farm", StandardCharsets.UTF_8));
        step("hmac", () -> Hashing.hmacSha256("key".getBytes(StandardCharsets.UTF_8)).hashBytes(fox));
        step("hasher", () -> {
            Hasher h = Hashing.sha1().newHasher();
            h.putInt(1).putLong(2L).putString("three", StandardCharsets.UTF_8).putBoolean(true).putDouble(4.5).putChar('c');
            return h.hash();
        });
        step("combine", () -> Hashing.combineOrdered(ImmutableList.of(HashCode.fromInt(1), HashCode.fromInt(2))) + " "
                + HashCode.fromString("deadbeef").asInt() + " " + Hashing.consistentHash(12345L, 10) + " " + Hashing.goodFastHash(64).bits());
        step("bloom", () -> {
            BloomFilter<Integer> f = BloomFilter.create(Funnels.integerFunnel(), 1000, 0.01);
            for (int i = 0; i < 500; i++) f.put(i * 2);
            int fp = 0;
            for (int i = 0; i < 500; i++) if (f.mightContain(i * 2 + 1)) fp++;
            return f.mightContain(10) + " " + f.mightContain(998) + " falsePositives=" + fp + " approx=" + f.approximateElementCount();
        });
    }

    static void primitives() {
        step("ints", () -> Ints.join("-", 3, 1, 2) + " " + Ints.max(4, 9, 2) + " " + Ints.indexOf(new int[] {5, 6, 7}, 6) + " "
                + Ints.asList(1, 2, 3) + " " + Ints.tryParse("12x") + " " + Ints.tryParse("-77") + " " + Ints.saturatedCast(1L << 40)
                + " " + Arrays.toString(Ints.toByteArray(0x01020304)) + " " + Ints.fromBytes((byte) 1, (byte) 2, (byte) 3, (byte) 4)
                + " " + Ints.constrainToRange(50, 0, 10) + " " + Arrays.toString(Ints.concat(new int[] {1}, new int[] {2, 3})));
        expectThrow("ints checked", () -> Ints.checkedCast(1L << 33));
        step("longs", () -> Longs.max(1L, -5L) + " " + Longs.tryParse("ff", 16) + " " + Arrays.toString(Longs.toByteArray(258L))
                + " " + Longs.lexicographicalComparator().compare(new long[] {1, 2}, new long[] {1, 3}));
        step("others", () -> Shorts.join(",", (short) 1, (short) 2) + " " + Chars.join("", 'a', 'b') + " " + Booleans.countTrue(true, false, true)
                + " " + Bytes.asList((byte) 1, (byte) 2) + " " + Doubles.tryParse("1e3") + " " + Doubles.join("/", 1.5, 2.0)
                + " " + SignedBytes.max((byte) -1, (byte) 5) + " " + UnsignedBytes.toString((byte) -1) + " " + UnsignedBytes.max((byte) -1, (byte) 5));
        step("unsigned", () -> UnsignedInts.toString(-1) + " " + UnsignedInts.divide(-1, 3) + " " + UnsignedInts.parseUnsignedInt("4294967295")
                + " " + UnsignedLongs.toString(-1L) + " " + UnsignedLongs.divide(-1L, 10) + " " + UnsignedLongs.compare(-1L, 1L)
                + " " + UnsignedInteger.valueOf(3000000000L).plus(UnsignedInteger.ONE) + " " + UnsignedLong.MAX_VALUE.dividedBy(UnsignedLong.valueOf(7)));
        step("immutable int array", () -> ImmutableIntArray.builder().add(3).addAll(new int[] {4, 5}).build() + " " + ImmutableIntArray.of(1, 2).contains(2));
    }

    static void mathAndIo() throws Exception {
        step("intmath", () -> IntMath.gcd(84, 36) + " " + IntMath.pow(3, 7) + " " + IntMath.log2(1000, RoundingMode.CEILING) + " "
                + IntMath.sqrt(99, RoundingMode.FLOOR) + " " + IntMath.isPrime(97) + " " + IntMath.binomial(20, 6) + " " + IntMath.factorial(10)
                + " " + IntMath.divide(7, 2, RoundingMode.HALF_EVEN) + " " + IntMath.saturatedMultiply(1 << 20, 1 << 20) + " " + IntMath.mod(-7, 3));
        expectThrow("intmath overflow", () -> IntMath.checkedAdd(Integer.MAX_VALUE, 1));
        step("longmath", () -> LongMath.factorial(20) + " " + LongMath.isPrime(1_000_000_007L) + " " + LongMath.log10(12345678901L, RoundingMode.DOWN)
                + " " + LongMath.mean(10L, 15L) + " " + LongMath.sqrt(1L << 62, RoundingMode.HALF_UP));
        step("bigintmath", () -> BigIntegerMath.factorial(30) + " " + BigIntegerMath.binomial(100, 50) + " "
                + BigIntegerMath.sqrt(BigInteger.TEN.pow(41), RoundingMode.FLOOR) + " " + BigIntegerMath.log2(BigInteger.valueOf(1025), RoundingMode.UP));
        step("doublemath", () -> DoubleMath.roundToInt(2.5, RoundingMode.HALF_EVEN) + " " + DoubleMath.log2(8.0) + " " + DoubleMath.isMathematicalInteger(3.0)
                + " " + DoubleMath.fuzzyEquals(0.1 + 0.2, 0.3, 1e-9) + " " + DoubleMath.factorial(25) + " " + DoubleMath.mean(1.0, 2.0, 4.5));
        step("stats", () -> {
            Stats s = Stats.of(2, 4, 4, 4, 5, 5, 7, 9);
            return s.count() + " " + s.mean() + " " + s.populationStandardDeviation() + " " + s.min() + " " + s.max() + " " + s.sampleVariance();
        });
        step("base64", () -> {
            byte[] d = "Many hands make light work.".getBytes(StandardCharsets.US_ASCII);
            String e = BaseEncoding.base64().encode(d);
            return e + " " + new String(BaseEncoding.base64().decode(e), StandardCharsets.US_ASCII) + " "
                    + BaseEncoding.base64Url().omitPadding().encode(new byte[] {(byte) 0xfb, (byte) 0xff}) + " "
                    + BaseEncoding.base32().encode("foo".getBytes(StandardCharsets.US_ASCII)) + " " + BaseEncoding.base16().lowerCase().encode(d).substring(0, 12)
                    + " " + BaseEncoding.base64().withSeparator("\n", 8).encode(d).replace('\n', '|');
        });
        expectThrow("base64 bad", () -> BaseEncoding.base64().decode("!!!"));
        step("bytestreams", () -> {
            ByteArrayOutputStream bo = new ByteArrayOutputStream();
            long n = ByteStreams.copy(new ByteArrayInputStream(new byte[70000]), bo);
            byte[] all = ByteStreams.toByteArray(ByteStreams.limit(new ByteArrayInputStream("abcdef".getBytes()), 4));
            return n + " " + bo.size() + " " + new String(all) + " " + ByteStreams.exhaust(new ByteArrayInputStream(new byte[123]));
        });
        step("charstreams", () -> CharStreams.readLines(new StringReader("l1\nl2\r\nl3")) + " " + CharStreams.toString(new StringReader("whole")));
        step("little endian", () -> {
            ByteArrayOutputStream bo = new ByteArrayOutputStream();
            LittleEndianDataOutputStream o = new LittleEndianDataOutputStream(bo);
            o.writeInt(0x01020304); o.writeLong(-2L); o.writeDouble(1.5); o.writeUTF("hé");
            o.close();
            LittleEndianDataInputStream in = new LittleEndianDataInputStream(new ByteArrayInputStream(bo.toByteArray()));
            return Arrays.toString(Arrays.copyOf(bo.toByteArray(), 4)) + " " + in.readInt() + " " + in.readLong() + " " + in.readDouble() + " " + in.readUTF();
        });
        step("files", () -> {
            File dir = new File("guava-files");
            dir.mkdirs();
            File f = new File(dir, "data.txt");
            Files.asCharSink(f, StandardCharsets.UTF_8).write("alpha\nbeta\ngamma\n");
            Files.asCharSink(f, StandardCharsets.UTF_8, com.google.common.io.FileWriteMode.APPEND).write("delta\n");
            List<String> lines = Files.asCharSource(f, StandardCharsets.UTF_8).readLines();
            File g = new File(dir, "copy.bin");
            Files.copy(f, g);
            String r = lines + " " + Files.getFileExtension("a/b.tar.gz") + " " + Files.getNameWithoutExtension("x/report.pdf") + " "
                    + Files.asByteSource(g).size() + " " + Files.asByteSource(f).contentEquals(Files.asByteSource(g)) + " "
                    + Files.asByteSource(f).hash(Hashing.crc32());
            f.delete(); g.delete(); dir.delete();
            return r;
        });
    }

    static void netAndMisc() throws Exception {
        step("hostandport", () -> HostAndPort.fromString("example.com:8080") + " " + HostAndPort.fromString("[::1]:99").getHost()
                + " " + HostAndPort.fromParts("h", 1).withDefaultPort(2) + " " + HostAndPort.fromString("nohost").getPortOrDefault(80));
        step("inetaddresses", () -> InetAddresses.forString("192.168.1.20").getHostAddress() + " " + InetAddresses.isInetAddress("300.1.1.1")
                + " " + InetAddresses.toAddrString(InetAddresses.forString("2001:db8:0:0:0:0:0:1")) + " "
                + InetAddresses.coerceToInteger(InetAddresses.forString("10.0.0.1")) + " " + InetAddresses.increment(InetAddresses.forString("1.2.3.255")));
        step("domain", () -> {
            InternetDomainName d = InternetDomainName.from("www.google.co.uk");
            return d.parts() + " " + d.publicSuffix() + " " + d.topPrivateDomain() + " " + d.isUnderPublicSuffix();
        });
        step("mediatype", () -> {
            MediaType m = MediaType.parse("text/html; charset=UTF-8");
            return m + " " + m.type() + " " + m.subtype() + " " + m.charset() + " " + m.is(MediaType.ANY_TEXT_TYPE) + " " + MediaType.JSON_UTF_8.withoutParameters();
        });
        step("escapers", () -> UrlEscapers.urlFormParameterEscaper().escape("a b&c=d/é") + " " + UrlEscapers.urlPathSegmentEscaper().escape("a b/c")
                + " " + new PercentEscaper("-", true).escape("x y-z!") + " " + com.google.common.html.HtmlEscapers.htmlEscaper().escape("<a href=\"x\">&'</a>"));
        step("eventbus", () -> {
            EventBus bus = new EventBus("test");
            Listener l = new Listener();
            bus.register(l);
            bus.post("hello"); bus.post(42); bus.post(2.5); bus.post(new Object() { public String toString() { return "orphan"; } });
            bus.unregister(l);
            bus.post("after");
            List<String> s = new ArrayList<>(l.seen);
            java.util.Collections.sort(s);
            return s;
        });
        step("graph", () -> {
            MutableGraph<String> g = GraphBuilder.directed().allowsSelfLoops(false).build();
            g.putEdge("a", "b"); g.putEdge("b", "c"); g.putEdge("a", "d"); g.putEdge("d", "c"); g.putEdge("c", "e");
            return g.nodes() + " " + g.successors("a") + " " + g.inDegree("c") + " " + Graphs.hasCycle(g) + " "
                    + ImmutableList.copyOf(Traverser.forGraph(g).breadthFirst("a")) + " " + ImmutableList.copyOf(Traverser.forGraph(g).depthFirstPostOrder("a")) + " "
                    + Graphs.reachableNodes(g, "d") + " " + Graphs.transpose(g).successors("c");
        });
        step("value graph", () -> {
            MutableValueGraph<String, Integer> g = ValueGraphBuilder.undirected().build();
            g.putEdgeValue("x", "y", 3); g.putEdgeValue("y", "z", 4);
            return g.edgeValue("y", "x") + " " + g.edges() + " " + g.degree("y") + " " + g.edgeValueOrDefault("x", "z", -1);
        });
        step("typetoken", () -> {
            TypeToken<List<String>> t = new TypeToken<List<String>>() {};
            return t + " " + t.getRawType() + " " + t.isSubtypeOf(new TypeToken<java.util.Collection<String>>() {}) + " "
                    + TypeToken.of(ArrayList.class).getTypes().interfaces().rawTypes().contains(List.class)
                    + " " + t.resolveType(List.class.getMethod("get", int.class).getGenericReturnType());
        });
        step("atomic long map", () -> {
            AtomicLongMap<String> m = AtomicLongMap.create();
            m.incrementAndGet("a"); m.addAndGet("b", 5); m.incrementAndGet("a"); m.decrementAndGet("c");
            return new java.util.TreeMap<>(m.asMap()) + " sum=" + m.sum();
        });
        step("futures", () -> {
            ListeningExecutorService ex = MoreExecutors.listeningDecorator(Executors.newFixedThreadPool(2));
            try {
                ListenableFuture<Integer> a = ex.submit(() -> 6 * 7);
                ListenableFuture<String> b = Futures.transform(a, i -> "answer=" + i, MoreExecutors.directExecutor());
                ListenableFuture<List<Integer>> all = Futures.allAsList(ex.submit(() -> 1), ex.submit(() -> 2), Futures.immediateFuture(3));
                SettableFuture<String> sf = SettableFuture.create();
                sf.set("set");
                ListenableFuture<Integer> failing = Futures.catching(Futures.immediateFailedFuture(new IllegalStateException("boom")),
                        IllegalStateException.class, e -> -1, MoreExecutors.directExecutor());
                return b.get() + " " + all.get(10, TimeUnit.SECONDS) + " " + sf.get() + " " + failing.get() + " "
                        + Futures.getUnchecked(Futures.immediateFuture("unchecked"));
            } finally {
                ex.shutdown();
                ex.awaitTermination(10, TimeUnit.SECONDS);
            }
        });
        step("striped", () -> {
            Striped<java.util.concurrent.locks.Lock> s = Striped.lock(8);
            java.util.concurrent.locks.Lock l = s.get("key");
            l.lock();
            try {
                return s.size() + " " + (s.get("key") == l);
            } finally {
                l.unlock();
            }
        });
        step("ratelimiter", () -> {
            RateLimiter r = RateLimiter.create(1000.0);
            return r.tryAcquire() + " " + r.getRate();
        });
    }

    public static void main(String[] args) throws Exception {
        base();
        collections();
        cache();
        hashing();
        primitives();
        mathAndIo();
        netAndMisc();
        System.out.println("failures: " + failures);
    }
}
