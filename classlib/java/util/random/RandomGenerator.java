package java.util.random;

import java.util.Objects;
import java.util.stream.DoubleStream;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import jdk.internal.util.random.RandomSupport;

/**
 * The interface of every pseudorandom generator (JDK 17): nextLong is the one method to write,
 * the rest are the JDK's algorithms over it (RandomSupport), so a generator gives HotSpot's
 * values for the same seed.  nextGaussian and nextExponential are not HotSpot's: see
 * RandomSupport.
 */
public interface RandomGenerator {
    static RandomGenerator of(String name) {
        Objects.requireNonNull(name);
        return RandomGeneratorFactory.of(name).create();
    }

    static RandomGenerator getDefault() {
        return of("L32X64MixRandom");
    }

    default boolean isDeprecated() {
        return getClass().isAnnotationPresent(Deprecated.class);
    }

    default DoubleStream doubles() {
        return DoubleStream.generate(this::nextDouble).sequential();
    }

    default DoubleStream doubles(double randomNumberOrigin, double randomNumberBound) {
        RandomSupport.checkRange(randomNumberOrigin, randomNumberBound);
        return DoubleStream.generate(() -> nextDouble(randomNumberOrigin, randomNumberBound)).sequential();
    }

    default DoubleStream doubles(long streamSize) {
        RandomSupport.checkStreamSize(streamSize);
        return doubles().limit(streamSize);
    }

    default DoubleStream doubles(long streamSize, double randomNumberOrigin, double randomNumberBound) {
        RandomSupport.checkStreamSize(streamSize);
        return doubles(randomNumberOrigin, randomNumberBound).limit(streamSize);
    }

    default IntStream ints() {
        return IntStream.generate(this::nextInt).sequential();
    }

    default IntStream ints(int randomNumberOrigin, int randomNumberBound) {
        RandomSupport.checkRange(randomNumberOrigin, randomNumberBound);
        return IntStream.generate(() -> nextInt(randomNumberOrigin, randomNumberBound)).sequential();
    }

    default IntStream ints(long streamSize) {
        RandomSupport.checkStreamSize(streamSize);
        return ints().limit(streamSize);
    }

    default IntStream ints(long streamSize, int randomNumberOrigin, int randomNumberBound) {
        RandomSupport.checkStreamSize(streamSize);
        return ints(randomNumberOrigin, randomNumberBound).limit(streamSize);
    }

    default LongStream longs() {
        return LongStream.generate(this::nextLong).sequential();
    }

    default LongStream longs(long randomNumberOrigin, long randomNumberBound) {
        RandomSupport.checkRange(randomNumberOrigin, randomNumberBound);
        return LongStream.generate(() -> nextLong(randomNumberOrigin, randomNumberBound)).sequential();
    }

    default LongStream longs(long streamSize) {
        RandomSupport.checkStreamSize(streamSize);
        return longs().limit(streamSize);
    }

    default LongStream longs(long streamSize, long randomNumberOrigin, long randomNumberBound) {
        RandomSupport.checkStreamSize(streamSize);
        return longs(randomNumberOrigin, randomNumberBound).limit(streamSize);
    }

    default boolean nextBoolean() {
        return nextInt() < 0;
    }

    default void nextBytes(byte[] bytes) {
        int i = 0;
        int len = bytes.length;
        for (int words = len >> 3; words-- > 0;) {
            long rnd = nextLong();
            for (int n = 8; n-- > 0; rnd >>>= 8) {
                bytes[i++] = (byte) rnd;
            }
        }
        if (i < len) {
            for (long rnd = nextLong(); i < len; rnd >>>= 8) {
                bytes[i++] = (byte) rnd;
            }
        }
    }

    default float nextFloat() {
        return (nextInt() >>> 8) * 0x1.0p-24f;
    }

    default float nextFloat(float bound) {
        RandomSupport.checkBound(bound);
        return RandomSupport.boundedNextFloat(this, bound);
    }

    default float nextFloat(float origin, float bound) {
        RandomSupport.checkRange(origin, bound);
        return RandomSupport.boundedNextFloat(this, origin, bound);
    }

    default double nextDouble() {
        return (nextLong() >>> 11) * 0x1.0p-53;
    }

    default double nextDouble(double bound) {
        RandomSupport.checkBound(bound);
        return RandomSupport.boundedNextDouble(this, bound);
    }

    default double nextDouble(double origin, double bound) {
        RandomSupport.checkRange(origin, bound);
        return RandomSupport.boundedNextDouble(this, origin, bound);
    }

    default int nextInt() {
        return (int) (nextLong() >>> 32);
    }

    default int nextInt(int bound) {
        RandomSupport.checkBound(bound);
        return RandomSupport.boundedNextInt(this, bound);
    }

    default int nextInt(int origin, int bound) {
        RandomSupport.checkRange(origin, bound);
        return RandomSupport.boundedNextInt(this, origin, bound);
    }

    long nextLong();

    default long nextLong(long bound) {
        RandomSupport.checkBound(bound);
        return RandomSupport.boundedNextLong(this, bound);
    }

    default long nextLong(long origin, long bound) {
        RandomSupport.checkRange(origin, bound);
        return RandomSupport.boundedNextLong(this, origin, bound);
    }

    default double nextGaussian() {
        return RandomSupport.computeNextGaussian(this);
    }

    default double nextGaussian(double mean, double stddev) {
        if (stddev < 0.0) {
            throw new IllegalArgumentException("standard deviation must be non-negative");
        }
        return mean + stddev * RandomSupport.computeNextGaussian(this);
    }

    default double nextExponential() {
        return RandomSupport.computeNextExponential(this);
    }

    /** A generator that makes other generators: a stream of them. */
    interface StreamableGenerator extends RandomGenerator {
        static StreamableGenerator of(String name) {
            Objects.requireNonNull(name);
            return RandomGeneratorFactory.<StreamableGenerator>of(name, StreamableGenerator.class).create();
        }

        Stream<RandomGenerator> rngs();

        default Stream<RandomGenerator> rngs(long streamSize) {
            RandomSupport.checkStreamSize(streamSize);
            return rngs().limit(streamSize);
        }
    }

    /** A generator that splits into a new, statistically independent one. */
    interface SplittableGenerator extends StreamableGenerator {
        static SplittableGenerator of(String name) {
            Objects.requireNonNull(name);
            return RandomGeneratorFactory.<SplittableGenerator>of(name, SplittableGenerator.class).create();
        }

        SplittableGenerator split();

        SplittableGenerator split(SplittableGenerator source);

        default Stream<SplittableGenerator> splits() {
            return splits(this);
        }

        Stream<SplittableGenerator> splits(long streamSize);

        Stream<SplittableGenerator> splits(SplittableGenerator source);

        Stream<SplittableGenerator> splits(long streamSize, SplittableGenerator source);

        @Override
        default Stream<RandomGenerator> rngs() {
            return splits().map(x -> (RandomGenerator) x);
        }

        @Override
        default Stream<RandomGenerator> rngs(long streamSize) {
            return splits(streamSize).map(x -> (RandomGenerator) x);
        }
    }

    /** A generator that can jump far ahead in its sequence. */
    interface JumpableGenerator extends StreamableGenerator {
        static JumpableGenerator of(String name) {
            Objects.requireNonNull(name);
            return RandomGeneratorFactory.<JumpableGenerator>of(name, JumpableGenerator.class).create();
        }

        JumpableGenerator copy();

        void jump();

        double jumpDistance();

        default Stream<RandomGenerator> jumps() {
            return Stream.generate(this::copyAndJump).sequential();
        }

        default Stream<RandomGenerator> jumps(long streamSize) {
            RandomSupport.checkStreamSize(streamSize);
            return jumps().limit(streamSize);
        }

        @Override
        default Stream<RandomGenerator> rngs() {
            return jumps();
        }

        @Override
        default Stream<RandomGenerator> rngs(long streamSize) {
            return jumps(streamSize);
        }

        default RandomGenerator copyAndJump() {
            RandomGenerator result = copy();
            jump();
            return result;
        }
    }

    /** A generator that can also leap, much farther than it jumps. */
    interface LeapableGenerator extends JumpableGenerator {
        static LeapableGenerator of(String name) {
            Objects.requireNonNull(name);
            return RandomGeneratorFactory.<LeapableGenerator>of(name, LeapableGenerator.class).create();
        }

        @Override
        LeapableGenerator copy();

        void leap();

        double leapDistance();

        default Stream<JumpableGenerator> leaps() {
            return Stream.generate(this::copyAndLeap).sequential();
        }

        default Stream<JumpableGenerator> leaps(long streamSize) {
            RandomSupport.checkStreamSize(streamSize);
            return leaps().limit(streamSize);
        }

        default JumpableGenerator copyAndLeap() {
            JumpableGenerator result = copy();
            leap();
            return result;
        }
    }

    /** A generator that can jump any distance (none in this class library). */
    interface ArbitrarilyJumpableGenerator extends LeapableGenerator {
        static ArbitrarilyJumpableGenerator of(String name) {
            Objects.requireNonNull(name);
            return RandomGeneratorFactory.<ArbitrarilyJumpableGenerator>of(name, ArbitrarilyJumpableGenerator.class)
                    .create();
        }

        @Override
        ArbitrarilyJumpableGenerator copy();

        void jumpPowerOfTwo(int logDistance);

        void jump(double distance);

        @Override
        default void jump() {
            jumpPowerOfTwo(64);
        }

        default ArbitrarilyJumpableGenerator copyAndJump(double distance) {
            ArbitrarilyJumpableGenerator result = copy();
            jump(distance);
            return result;
        }

        @Override
        default void leap() {
            jumpPowerOfTwo(128);
        }

        default Stream<ArbitrarilyJumpableGenerator> jumps(double distance) {
            return Stream.generate(() -> copyAndJump(distance)).sequential();
        }

        default Stream<ArbitrarilyJumpableGenerator> jumps(long streamSize, double distance) {
            RandomSupport.checkStreamSize(streamSize);
            return jumps(distance).limit(streamSize);
        }
    }
}
