package java.util;

import java.util.function.DoubleSupplier;
import java.util.function.IntSupplier;
import java.util.function.LongSupplier;
import java.util.stream.DoubleStream;
import java.util.stream.IntStream;
import java.util.stream.LongStream;

/**
 * The 48-bit linear congruential generator of the Java specification: seed' = (seed *
 * 0x5DEECE66D + 0xB) mod 2^48, and next(bits) is the top bits of the new seed.  Every method
 * derives its values from next(bits) exactly as specified, so a seeded Random gives the same
 * sequence on every Java implementation.
 */
public class Random implements java.util.random.RandomGenerator, java.io.Serializable {
    static final long serialVersionUID = 3905348978240129619L;

    private static final long MULTIPLIER = 0x5DEECE66DL;
    private static final long ADDEND = 0xBL;
    private static final long MASK = (1L << 48) - 1;
    private static final double DOUBLE_UNIT = 0x1.0p-53;
    private static final float FLOAT_UNIT = 0x1.0p-24f;

    private long seed;
    private double nextNextGaussian;
    private boolean haveNextNextGaussian = false;

    private static long seedUniquifier = 8682522807148012L;

    /** The JDK's serial form: the three fields, through writeObject (so flagged SC_WRITE_METHOD). */
    private synchronized void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        s.defaultWriteObject();
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        if (seed < 0)
            throw new java.io.StreamCorruptedException("Random: invalid seed");
    }

    private static synchronized long nextSeedUniquifier() {
        seedUniquifier *= 1181783497276652981L;
        return seedUniquifier;
    }

    public Random() {
        this(nextSeedUniquifier() ^ System.nanoTime());
    }

    public Random(long seed) {
        this.seed = initialScramble(seed);
    }

    private static long initialScramble(long seed) {
        return (seed ^ MULTIPLIER) & MASK;
    }

    public synchronized void setSeed(long seed) {
        this.seed = initialScramble(seed);
        haveNextNextGaussian = false;
    }

    protected synchronized int next(int bits) {
        long s = (seed * MULTIPLIER + ADDEND) & MASK;
        seed = s;
        return (int) (s >>> (48 - bits));
    }

    public void nextBytes(byte[] bytes) {
        for (int i = 0, len = bytes.length; i < len;) {
            int rnd = nextInt();
            for (int n = Math.min(len - i, 4); n-- > 0; rnd >>= 8)
                bytes[i++] = (byte) rnd;
        }
    }

    public int nextInt() {
        return next(32);
    }

    public int nextInt(int bound) {
        if (bound <= 0)
            throw new IllegalArgumentException("bound must be positive");
        int r = next(31);
        int m = bound - 1;
        if ((bound & m) == 0) {
            // a power of two: take the high bits
            r = (int) ((bound * (long) r) >> 31);
        } else {
            // reject the values from the last, incomplete interval of size bound
            for (int u = r; u - (r = u % bound) + m < 0; u = next(31))
                ;
        }
        return r;
    }

    public int nextInt(int origin, int bound) {
        if (origin >= bound)
            throw new IllegalArgumentException("bound must be greater than origin");
        return boundedNextInt(origin, bound);
    }

    final int boundedNextInt(int origin, int bound) {
        int r = nextInt();
        if (origin < bound) {
            final int n = bound - origin, m = n - 1;
            if ((n & m) == 0) {
                r = (r & m) + origin;
            } else if (n > 0) {
                for (int u = r >>> 1; u + m - (r = u % n) < 0; u = nextInt() >>> 1)
                    ;
                r += origin;
            } else {
                while (r < origin || r >= bound)
                    r = nextInt();
            }
        }
        return r;
    }

    public long nextLong() {
        return ((long) (next(32)) << 32) + next(32);
    }

    public long nextLong(long bound) {
        if (bound <= 0)
            throw new IllegalArgumentException("bound must be positive");
        final long m = bound - 1;
        long r = nextLong();
        if ((bound & m) == 0L) {
            r &= m;
        } else {
            for (long u = r >>> 1; u + m - (r = u % bound) < 0L; u = nextLong() >>> 1)
                ;
        }
        return r;
    }

    public long nextLong(long origin, long bound) {
        if (origin >= bound)
            throw new IllegalArgumentException("bound must be greater than origin");
        return boundedNextLong(origin, bound);
    }

    final long boundedNextLong(long origin, long bound) {
        long r = nextLong();
        if (origin < bound) {
            final long n = bound - origin, m = n - 1;
            if ((n & m) == 0L) {
                r = (r & m) + origin;
            } else if (n > 0L) {
                for (long u = r >>> 1; u + m - (r = u % n) < 0L; u = nextLong() >>> 1)
                    ;
                r += origin;
            } else {
                while (r < origin || r >= bound)
                    r = nextLong();
            }
        }
        return r;
    }

    public boolean nextBoolean() {
        return next(1) != 0;
    }

    public float nextFloat() {
        return next(24) / ((float) (1 << 24));
    }

    public float nextFloat(float bound) {
        if (!(0.0f < bound && bound < Float.POSITIVE_INFINITY))
            throw new IllegalArgumentException("bound must be finite and positive");
        float r = nextFloat();
        r = r * bound;
        if (r >= bound)
            r = Math.nextDown(bound);
        return r;
    }

    public float nextFloat(float origin, float bound) {
        if (!(origin < bound && (bound - origin) < Float.POSITIVE_INFINITY))
            throw new IllegalArgumentException("bound must be greater than origin");
        float r = nextFloat();
        r = r * (bound - origin) + origin;
        if (r >= bound)
            r = Math.nextDown(bound);
        return r;
    }

    public double nextDouble() {
        return (((long) (next(26)) << 27) + next(27)) * DOUBLE_UNIT;
    }

    public double nextDouble(double bound) {
        if (!(0.0 < bound && bound < Double.POSITIVE_INFINITY))
            throw new IllegalArgumentException("bound must be finite and positive");
        double r = nextDouble();
        r = r * bound;
        if (r >= bound)
            r = Math.nextDown(bound);
        return r;
    }

    public double nextDouble(double origin, double bound) {
        if (!(origin < bound && (bound - origin) < Double.POSITIVE_INFINITY))
            throw new IllegalArgumentException("bound must be greater than origin");
        return boundedNextDouble(origin, bound);
    }

    final double boundedNextDouble(double origin, double bound) {
        double r = nextDouble();
        if (origin < bound) {
            r = r * (bound - origin) + origin;
            if (r >= bound)
                r = Math.nextDown(bound);
        }
        return r;
    }

    /** The polar method of Box, Muller and Marsaglia; values come in pairs. */
    public synchronized double nextGaussian() {
        if (haveNextNextGaussian) {
            haveNextNextGaussian = false;
            return nextNextGaussian;
        }
        double v1, v2, s;
        do {
            v1 = 2 * nextDouble() - 1;
            v2 = 2 * nextDouble() - 1;
            s = v1 * v1 + v2 * v2;
        } while (s >= 1 || s == 0);
        double multiplier = StrictMath.sqrt(-2 * StrictMath.log(s) / s);
        nextNextGaussian = v2 * multiplier;
        haveNextNextGaussian = true;
        return v1 * multiplier;
    }

    public double nextGaussian(double mean, double stddev) {
        if (stddev < 0.0)
            throw new IllegalArgumentException("standard deviation must be non-negative");
        return mean + stddev * nextGaussian();
    }

    /* ---------------- streams ---------------- */

    private static void checkStreamSize(long streamSize) {
        if (streamSize < 0L)
            throw new IllegalArgumentException("size must be non-negative");
    }

    public IntStream ints(long streamSize) {
        checkStreamSize(streamSize);
        return ints().limit(streamSize);
    }

    public IntStream ints() {
        return IntStream.generate(new IntSupplier() {
            public int getAsInt() {
                return nextInt();
            }
        });
    }

    public IntStream ints(long streamSize, int randomNumberOrigin, int randomNumberBound) {
        checkStreamSize(streamSize);
        return ints(randomNumberOrigin, randomNumberBound).limit(streamSize);
    }

    public IntStream ints(final int randomNumberOrigin, final int randomNumberBound) {
        if (randomNumberOrigin >= randomNumberBound)
            throw new IllegalArgumentException("bound must be greater than origin");
        return IntStream.generate(new IntSupplier() {
            public int getAsInt() {
                return boundedNextInt(randomNumberOrigin, randomNumberBound);
            }
        });
    }

    public LongStream longs(long streamSize) {
        checkStreamSize(streamSize);
        return longs().limit(streamSize);
    }

    public LongStream longs() {
        return LongStream.generate(new LongSupplier() {
            public long getAsLong() {
                return nextLong();
            }
        });
    }

    public LongStream longs(long streamSize, long randomNumberOrigin, long randomNumberBound) {
        checkStreamSize(streamSize);
        return longs(randomNumberOrigin, randomNumberBound).limit(streamSize);
    }

    public LongStream longs(final long randomNumberOrigin, final long randomNumberBound) {
        if (randomNumberOrigin >= randomNumberBound)
            throw new IllegalArgumentException("bound must be greater than origin");
        return LongStream.generate(new LongSupplier() {
            public long getAsLong() {
                return boundedNextLong(randomNumberOrigin, randomNumberBound);
            }
        });
    }

    public DoubleStream doubles(long streamSize) {
        checkStreamSize(streamSize);
        return doubles().limit(streamSize);
    }

    public DoubleStream doubles() {
        return DoubleStream.generate(new DoubleSupplier() {
            public double getAsDouble() {
                return nextDouble();
            }
        });
    }

    public DoubleStream doubles(long streamSize, double randomNumberOrigin, double randomNumberBound) {
        checkStreamSize(streamSize);
        return doubles(randomNumberOrigin, randomNumberBound).limit(streamSize);
    }

    public DoubleStream doubles(final double randomNumberOrigin, final double randomNumberBound) {
        if (!(randomNumberOrigin < randomNumberBound && (randomNumberBound - randomNumberOrigin) < Double.POSITIVE_INFINITY))
            throw new IllegalArgumentException("bound must be greater than origin");
        return DoubleStream.generate(new DoubleSupplier() {
            public double getAsDouble() {
                return boundedNextDouble(randomNumberOrigin, randomNumberBound);
            }
        });
    }
}
