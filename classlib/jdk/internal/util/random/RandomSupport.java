package jdk.internal.util.random;

import java.util.random.RandomGenerator;

/**
 * What the generators of java.util.random share: argument checks with the JDK's messages, the
 * bounded-value algorithms (rejection of over-represented candidates, as the JDK's, so the same
 * generator state gives the same values), and the mixing functions the seeding uses.
 */
public final class RandomSupport {
    public static final long GOLDEN_RATIO_64 = 0x9e3779b97f4a7c15L;
    public static final long SILVER_RATIO_64 = 0x6A09E667F3BCC909L;
    public static final int GOLDEN_RATIO_32 = 0x9e3779b9;

    private RandomSupport() {
    }

    public static void checkStreamSize(long streamSize) {
        if (streamSize < 0L) {
            throw new IllegalArgumentException("size must be non-negative");
        }
    }

    public static void checkBound(float bound) {
        if (!(bound > 0.0 && bound < Float.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("bound must be finite and positive");
        }
    }

    public static void checkBound(double bound) {
        if (!(bound > 0.0 && bound < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("bound must be finite and positive");
        }
    }

    public static void checkBound(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive");
        }
    }

    public static void checkBound(long bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive");
        }
    }

    public static void checkRange(float origin, float bound) {
        if (!(origin < bound && (bound - origin) < Float.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("bound must be greater than origin");
        }
    }

    public static void checkRange(double origin, double bound) {
        if (!(origin < bound && (bound - origin) < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("bound must be greater than origin");
        }
    }

    public static void checkRange(int origin, int bound) {
        if (origin >= bound) {
            throw new IllegalArgumentException("bound must be greater than origin");
        }
    }

    public static void checkRange(long origin, long bound) {
        if (origin >= bound) {
            throw new IllegalArgumentException("bound must be greater than origin");
        }
    }

    public static int boundedNextInt(RandomGenerator rng, int origin, int bound) {
        int r = rng.nextInt();
        if (origin < bound) {
            int n = bound - origin;
            int m = n - 1;
            if ((n & m) == 0) {
                r = (r & m) + origin;
            } else if (n > 0) {
                int u = r >>> 1;
                while (u + m - (r = u % n) < 0) {
                    u = rng.nextInt() >>> 1;
                }
                r += origin;
            } else {
                while (r < origin || r >= bound) {
                    r = rng.nextInt();
                }
            }
        }
        return r;
    }

    public static int boundedNextInt(RandomGenerator rng, int bound) {
        int r = rng.nextInt();
        int m = bound - 1;
        if ((bound & m) == 0) {
            r &= m;
        } else {
            int u = r >>> 1;
            while (u + m - (r = u % bound) < 0) {
                u = rng.nextInt() >>> 1;
            }
        }
        return r;
    }

    public static long boundedNextLong(RandomGenerator rng, long origin, long bound) {
        long r = rng.nextLong();
        if (origin < bound) {
            long n = bound - origin;
            long m = n - 1;
            if ((n & m) == 0L) {
                r = (r & m) + origin;
            } else if (n > 0L) {
                long u = r >>> 1;
                while (u + m - (r = u % n) < 0L) {
                    u = rng.nextLong() >>> 1;
                }
                r += origin;
            } else {
                while (r < origin || r >= bound) {
                    r = rng.nextLong();
                }
            }
        }
        return r;
    }

    public static long boundedNextLong(RandomGenerator rng, long bound) {
        long m = bound - 1;
        long r = rng.nextLong();
        if ((bound & m) == 0L) {
            r &= m;
        } else {
            long u = r >>> 1;
            while (u + m - (r = u % bound) < 0L) {
                u = rng.nextLong() >>> 1;
            }
        }
        return r;
    }

    public static double boundedNextDouble(RandomGenerator rng, double origin, double bound) {
        double r = rng.nextDouble();
        if (origin < bound) {
            if (bound - origin < Double.POSITIVE_INFINITY) {
                r = r * (bound - origin) + origin;
            } else {
                double halfOrigin = 0.5 * origin;
                r = (r * (0.5 * bound - halfOrigin) + halfOrigin) * 2.0;
            }
            if (r >= bound) {
                r = Math.nextDown(bound);
            }
        }
        return r;
    }

    public static double boundedNextDouble(RandomGenerator rng, double bound) {
        double r = rng.nextDouble();
        r = r * bound;
        if (r >= bound) {
            r = Math.nextDown(bound);
        }
        return r;
    }

    public static float boundedNextFloat(RandomGenerator rng, float origin, float bound) {
        float r = rng.nextFloat();
        if (origin < bound) {
            if (bound - origin < Float.POSITIVE_INFINITY) {
                r = r * (bound - origin) + origin;
            } else {
                float halfOrigin = 0.5f * origin;
                r = (r * (0.5f * bound - halfOrigin) + halfOrigin) * 2.0f;
            }
            if (r >= bound) {
                r = Math.nextDown(bound);
            }
        }
        return r;
    }

    public static float boundedNextFloat(RandomGenerator rng, float bound) {
        float r = rng.nextFloat();
        r = r * bound;
        if (r >= bound) {
            r = Math.nextDown(bound);
        }
        return r;
    }

    /**
     * A standard normal value by Marsaglia's polar method.  Not HotSpot's: its generators use
     * McFarland's ziggurat over tables of its own, so seeded sequences of nextGaussian differ.
     */
    public static double computeNextGaussian(RandomGenerator rng) {
        double v1, v2, s;
        do {
            v1 = 2 * rng.nextDouble() - 1;
            v2 = 2 * rng.nextDouble() - 1;
            s = v1 * v1 + v2 * v2;
        } while (s >= 1 || s == 0);
        return v1 * StrictMath.sqrt(-2 * StrictMath.log(s) / s);
    }

    /** An exponential value by inversion (not HotSpot's ziggurat: see computeNextGaussian). */
    public static double computeNextExponential(RandomGenerator rng) {
        return -StrictMath.log(1.0 - rng.nextDouble());
    }

    public static long mixMurmur64(long z) {
        z = (z ^ (z >>> 33)) * 0xff51afd7ed558ccdL;
        z = (z ^ (z >>> 33)) * 0xc4ceb9fe1a85ec53L;
        return z ^ (z >>> 33);
    }

    public static long mixStafford13(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }

    public static long mixLea64(long z) {
        z = (z ^ (z >>> 32)) * 0xdaba0b6eb09322e3L;
        z = (z ^ (z >>> 32)) * 0xdaba0b6eb09322e3L;
        return z ^ (z >>> 32);
    }

    public static int mixMurmur32(int z) {
        z = (z ^ (z >>> 16)) * 0x85ebca6b;
        z = (z ^ (z >>> 13)) * 0xc2b2ae35;
        return z ^ (z >>> 16);
    }

    public static int mixLea32(int z) {
        z = (z ^ (z >>> 16)) * 0xd36d884b;
        z = (z ^ (z >>> 16)) * 0xd36d884b;
        return z ^ (z >>> 16);
    }

    /** The high 64 bits of the unsigned 128-bit product. */
    public static long unsignedMultiplyHigh(long a, long b) {
        return Math.multiplyHigh(a, b) + ((a >> 63) & b) + ((b >> 63) & a);
    }

    private static final java.util.concurrent.atomic.AtomicLong SEEDER =
            new java.util.concurrent.atomic.AtomicLong(mixMurmur64(System.currentTimeMillis()) ^ mixMurmur64(System.nanoTime()));

    /** A seed for a generator made without one: distinct for each call. */
    public static long initialSeed() {
        return mixStafford13(SEEDER.getAndAdd(GOLDEN_RATIO_64 << 1));
    }
}
