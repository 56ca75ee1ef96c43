package java.util.concurrent;

import java.util.Random;

/**
 * A random number generator isolated to the current thread.  As in the JDK,
 * current() returns one shared instance whose state is per thread (here a
 * ThreadLocal seed, seeded from the clock and a shared sequence), so no locking
 * is needed.  The values are not the JDK's (they are random anyway).
 */
public class ThreadLocalRandom extends Random {
    private static final long serialVersionUID = -5851777807851030925L;
    private static final long GAMMA = 0x9e3779b97f4a7c15L;

    private static final ThreadLocal<long[]> seeds = new ThreadLocal<long[]>() {
        @Override
        protected long[] initialValue() {
            return new long[] { nextSeed() };
        }
    };

    private static long seeder = mix64(System.currentTimeMillis()) ^ mix64(System.nanoTime());

    private static synchronized long nextSeed() {
        seeder += GAMMA;
        return mix64(seeder) ^ System.nanoTime();
    }

    private static long mix64(long z) {
        z = (z ^ (z >>> 33)) * 0xff51afd7ed558ccdL;
        z = (z ^ (z >>> 33)) * 0xc4ceb9fe1a85ec53L;
        return z ^ (z >>> 33);
    }

    private static final ThreadLocalRandom instance = new ThreadLocalRandom();

    /** Set once construction (and Random's constructor) is over. */
    private final boolean initialized;

    private ThreadLocalRandom() {
        initialized = true;
    }

    public static ThreadLocalRandom current() {
        return instance;
    }

    @Override
    public void setSeed(long seed) {
        if (initialized) {
            throw new UnsupportedOperationException();
        }
    }

    @Override
    protected int next(int bits) {
        long[] s = seeds.get();
        long z = s[0] += GAMMA;
        return (int) (mix64(z) >>> (64 - bits));
    }
}
