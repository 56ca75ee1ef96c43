package jdk.internal.util.random;

import java.util.random.RandomGenerator.SplittableGenerator;
import java.util.stream.Stream;

/**
 * The LXM generators' splitting: a new generator takes its additive parameter from a "brine"
 * value drawn from the source first, the rest of its state from the source after, as the JDK's.
 */
public abstract class AbstractSplittable implements SplittableGenerator {
    protected abstract SplittableGenerator split(SplittableGenerator source, long brine);

    @Override
    public SplittableGenerator split() {
        return split(this);
    }

    @Override
    public SplittableGenerator split(SplittableGenerator source) {
        return split(source, source.nextLong());
    }

    @Override
    public Stream<SplittableGenerator> splits(long streamSize) {
        return splits(streamSize, this);
    }

    /**
     * The brines of a splits() stream, as HotSpot's give them: one "salt" made from one value of
     * this generator (fifteen base-15 digits over a final digit 0xF); the first child takes the
     * salt itself, the i-th after it (salt << 4) ^ i.
     */
    @Override
    public Stream<SplittableGenerator> splits(SplittableGenerator source) {
        java.util.Objects.requireNonNull(source);
        long bits = nextLong();
        long multiplier = (1L << 4) - 1;
        long salt = multiplier << 60;
        while ((salt & multiplier) == 0) {
            long digit = Math.multiplyHigh(bits, multiplier);
            salt = (salt >>> 4) | (digit << 60);
            bits *= multiplier;
        }
        long s = salt;
        long[] index = {0};
        return Stream.generate(() -> {
            long i = index[0]++;
            return split(source, i == 0 ? s : (s << 4) ^ i);
        }).sequential();
    }

    @Override
    public Stream<SplittableGenerator> splits(long streamSize, SplittableGenerator source) {
        RandomSupport.checkStreamSize(streamSize);
        return splits(source).limit(streamSize);
    }
}
