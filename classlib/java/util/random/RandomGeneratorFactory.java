package java.util.random;

import java.math.BigInteger;
import java.util.Objects;
import java.util.function.LongFunction;
import java.util.function.Supplier;
import java.util.random.RandomGenerator.ArbitrarilyJumpableGenerator;
import java.util.random.RandomGenerator.JumpableGenerator;
import java.util.random.RandomGenerator.LeapableGenerator;
import java.util.random.RandomGenerator.SplittableGenerator;
import java.util.random.RandomGenerator.StreamableGenerator;
import java.util.stream.Stream;

/**
 * The generator algorithms by name, with their properties as the JDK lists them: the legacy
 * Random, SecureRandom and SplittableRandom, and jdk.random's LXM and xoroshiro/xoshiro families.
 */
public final class RandomGeneratorFactory<T extends RandomGenerator> {
    private final String name;
    private final String group;
    private final int stateBits;
    private final int equidistribution;
    private final BigInteger period;
    private final boolean statistical, stochastic, hardware;
    private final Class<?> type;
    private final Supplier<RandomGenerator> make;
    private final LongFunction<RandomGenerator> makeSeeded;

    private RandomGeneratorFactory(String name, String group, int stateBits, int equidistribution, BigInteger period,
            boolean statistical, boolean stochastic, boolean hardware, Class<?> type, Supplier<RandomGenerator> make,
            LongFunction<RandomGenerator> makeSeeded) {
        this.name = name;
        this.group = group;
        this.stateBits = stateBits;
        this.equidistribution = equidistribution;
        this.period = period;
        this.statistical = statistical;
        this.stochastic = stochastic;
        this.hardware = hardware;
        this.type = type;
        this.make = make;
        this.makeSeeded = makeSeeded;
    }

    private static BigInteger pow2(int n) {
        return BigInteger.ONE.shiftLeft(n);
    }

    /** The period of an LXM generator: 2^lcgBits times (2^xBits - 1). */
    private static BigInteger lxm(int lcgBits, int xBits) {
        return pow2(lcgBits).multiply(pow2(xBits).subtract(BigInteger.ONE));
    }

    private static RandomGeneratorFactory<RandomGenerator>[] all;

    @SuppressWarnings("unchecked")
    private static synchronized RandomGeneratorFactory<RandomGenerator>[] factories() {
        if (all == null) {
            all = new RandomGeneratorFactory[] {
                new RandomGeneratorFactory<>("L32X64MixRandom", "LXM", 96, 1, lxm(32, 64), true, false, false,
                        jdk.random.L32X64MixRandom.class, jdk.random.L32X64MixRandom::new, jdk.random.L32X64MixRandom::new),
                new RandomGeneratorFactory<>("L64X128MixRandom", "LXM", 192, 2, lxm(64, 128), true, false, false,
                        jdk.random.L64X128MixRandom.class, jdk.random.L64X128MixRandom::new, jdk.random.L64X128MixRandom::new),
                new RandomGeneratorFactory<>("L64X128StarStarRandom", "LXM", 192, 2, lxm(64, 128), true, false, false,
                        jdk.random.L64X128StarStarRandom.class, jdk.random.L64X128StarStarRandom::new,
                        jdk.random.L64X128StarStarRandom::new),
                new RandomGeneratorFactory<>("L64X256MixRandom", "LXM", 320, 4, lxm(64, 256), true, false, false,
                        jdk.random.L64X256MixRandom.class, jdk.random.L64X256MixRandom::new, jdk.random.L64X256MixRandom::new),
                new RandomGeneratorFactory<>("L64X1024MixRandom", "LXM", 1088, 16, lxm(64, 1024), true, false, false,
                        jdk.random.L64X1024MixRandom.class, jdk.random.L64X1024MixRandom::new,
                        jdk.random.L64X1024MixRandom::new),
                new RandomGeneratorFactory<>("L128X128MixRandom", "LXM", 256, 1, lxm(128, 128), true, false, false,
                        jdk.random.L128X128MixRandom.class, jdk.random.L128X128MixRandom::new,
                        jdk.random.L128X128MixRandom::new),
                new RandomGeneratorFactory<>("L128X256MixRandom", "LXM", 384, 1, lxm(128, 256), true, false, false,
                        jdk.random.L128X256MixRandom.class, jdk.random.L128X256MixRandom::new,
                        jdk.random.L128X256MixRandom::new),
                new RandomGeneratorFactory<>("L128X1024MixRandom", "LXM", 1152, 1, lxm(128, 1024), true, false, false,
                        jdk.random.L128X1024MixRandom.class, jdk.random.L128X1024MixRandom::new,
                        jdk.random.L128X1024MixRandom::new),
                new RandomGeneratorFactory<>("Xoroshiro128PlusPlus", "Xoroshiro", 128, 1,
                        pow2(128).subtract(BigInteger.ONE), true, false, false, jdk.random.Xoroshiro128PlusPlus.class,
                        jdk.random.Xoroshiro128PlusPlus::new, jdk.random.Xoroshiro128PlusPlus::new),
                new RandomGeneratorFactory<>("Xoshiro256PlusPlus", "Xoshiro", 256, 3,
                        pow2(256).subtract(BigInteger.ONE), true, false, false, jdk.random.Xoshiro256PlusPlus.class,
                        jdk.random.Xoshiro256PlusPlus::new, jdk.random.Xoshiro256PlusPlus::new),
                new RandomGeneratorFactory<>("Random", "Legacy", 48, 0, pow2(48), true, false, false,
                        java.util.Random.class, java.util.Random::new, java.util.Random::new),
                new RandomGeneratorFactory<>("SecureRandom", "Legacy", Integer.MAX_VALUE, Integer.MAX_VALUE,
                        BigInteger.ZERO, false, true, false, java.security.SecureRandom.class,
                        java.security.SecureRandom::new, null),
                new RandomGeneratorFactory<>("SplittableRandom", "Legacy", 64, 1, pow2(64), true, false, false,
                        java.util.SplittableRandom.class, java.util.SplittableRandom::new, java.util.SplittableRandom::new),
            };
        }
        return all;
    }

    public static <T extends RandomGenerator> RandomGeneratorFactory<T> of(String name) {
        return of(name, RandomGenerator.class);
    }

    @SuppressWarnings("unchecked")
    static <T extends RandomGenerator> RandomGeneratorFactory<T> of(String name, Class<?> category) {
        Objects.requireNonNull(name);
        for (RandomGeneratorFactory<RandomGenerator> f : factories()) {
            if (f.name.equals(name)) {
                if (!category.isAssignableFrom(f.type)) {
                    throw new IllegalArgumentException("The random number generator algorithm \"" + name
                            + "\" is not implemented with the interface \"" + category.getSimpleName() + "\"");
                }
                return (RandomGeneratorFactory<T>) f;
            }
        }
        throw new IllegalArgumentException("No implementation of the random number generator algorithm \""
                + name + "\" is available");
    }

    public static RandomGeneratorFactory<RandomGenerator> getDefault() {
        return of("L32X64MixRandom");
    }

    public static Stream<RandomGeneratorFactory<RandomGenerator>> all() {
        return Stream.of(factories()).filter(f -> !f.isDeprecated());
    }

    public String name() {
        return name;
    }

    public String group() {
        return group;
    }

    public int stateBits() {
        return stateBits;
    }

    public int equidistribution() {
        return equidistribution;
    }

    public BigInteger period() {
        return period;
    }

    public boolean isStatistical() {
        return statistical;
    }

    public boolean isStochastic() {
        return stochastic;
    }

    public boolean isHardware() {
        return hardware;
    }

    public boolean isArbitrarilyJumpable() {
        return ArbitrarilyJumpableGenerator.class.isAssignableFrom(type);
    }

    public boolean isJumpable() {
        return JumpableGenerator.class.isAssignableFrom(type);
    }

    public boolean isLeapable() {
        return LeapableGenerator.class.isAssignableFrom(type);
    }

    public boolean isSplittable() {
        return SplittableGenerator.class.isAssignableFrom(type);
    }

    public boolean isStreamable() {
        return StreamableGenerator.class.isAssignableFrom(type);
    }

    public boolean isDeprecated() {
        return type.isAnnotationPresent(Deprecated.class);
    }

    @SuppressWarnings("unchecked")
    public T create() {
        return (T) make.get();
    }

    /** Seeded; SecureRandom ignores the seed's determinism, as the JDK's (it is only mixed in). */
    @SuppressWarnings("unchecked")
    public T create(long seed) {
        if (makeSeeded == null) {
            java.security.SecureRandom r = new java.security.SecureRandom();
            r.setSeed(seed);
            return (T) r;
        }
        return (T) makeSeeded.apply(seed);
    }

    /** Seeded from bytes: the generators' byte-array constructors are not in this class library. */
    public T create(byte[] bytes) {
        Objects.requireNonNull(bytes, "seed must not be null");
        throw new UnsupportedOperationException("RandomGeneratorFactory.create(byte[]) for " + name
                + " is not supported by this VM");
    }
}
