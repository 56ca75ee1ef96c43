package java.util.concurrent;

import java.util.Random;

/**
 * A random number generator private to the current thread: current() gives each
 * thread its own instance (seeded from the time and a shared sequence), so no
 * locking is needed.  The values are not the JDK's (they are random anyway).
 */
public class ThreadLocalRandom extends Random {
    private static final long serialVersionUID = -5851777807851030925L;
    private static final long GAMMA = 0x9e3779b97f4a7c15L;

    private static final ThreadLocal<ThreadLocalRandom> instances = new ThreadLocal<ThreadLocalRandom>() {
        @Override
        protected ThreadLocalRandom initialValue() {
            return new ThreadLocalRandom(nextSeed());
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

    private long state;
    private final boolean initialized;

    private ThreadLocalRandom(long seed) {
        state = seed;
        initialized = true;
    }

    public static ThreadLocalRandom current() {
        return instances.get();
    }

    @Override
    public void setSeed(long seed) {
        if (initialized) {
            throw new UnsupportedOperationException();
        }
    }

    @Override
    protected int next(int bits) {
        state += GAMMA;
        return (int) (mix64(state) >>> (64 - bits));
    }
}
