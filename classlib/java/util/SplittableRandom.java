package java.util;

import java.util.random.RandomGenerator.SplittableGenerator;
import jdk.internal.util.random.AbstractSplittable;
import jdk.internal.util.random.RandomSupport;

/**
 * SplitMix64 (Steele, Lea and Flood): a seed advanced by an odd gamma, mixed by Stafford's
 * variant 13; split() makes a child with its own gamma.  Not thread-safe, as the JDK's.
 */
public final class SplittableRandom extends AbstractSplittable {
    private static final long GOLDEN_GAMMA = 0x9e3779b97f4a7c15L;

    private long seed;
    private final long gamma;

    private SplittableRandom(long seed, long gamma) {
        this.seed = seed;
        this.gamma = gamma;
    }

    public SplittableRandom(long seed) {
        this(seed, GOLDEN_GAMMA);
    }

    public SplittableRandom() {
        long s = RandomSupport.initialSeed();
        this.seed = RandomSupport.mixStafford13(s);
        this.gamma = mixGamma(s + GOLDEN_GAMMA);
    }

    private static int mix32(long z) {
        z = (z ^ (z >>> 33)) * 0x62a9d9ed799705f5L;
        return (int) (((z ^ (z >>> 28)) * 0xcb24d0a5c88c35b3L) >>> 32);
    }

    private static long mixGamma(long z) {
        z = (z ^ (z >>> 33)) * 0xff51afd7ed558ccdL;
        z = (z ^ (z >>> 33)) * 0xc4ceb9fe1a85ec53L;
        z = (z ^ (z >>> 33)) | 1L;
        int n = Long.bitCount(z ^ (z >>> 1));
        return n < 24 ? z ^ 0xaaaaaaaaaaaaaaaaL : z;
    }

    private long nextSeed() {
        return seed += gamma;
    }

    @Override
    public SplittableRandom split() {
        return new SplittableRandom(nextLong(), mixGamma(nextSeed()));
    }

    @Override
    public SplittableRandom split(SplittableGenerator source) {
        return new SplittableRandom(source.nextLong(), mixGamma(source.nextLong()));
    }

    @Override
    protected SplittableGenerator split(SplittableGenerator source, long brine) {
        return split(source);
    }

    @Override
    public int nextInt() {
        return mix32(nextSeed());
    }

    @Override
    public long nextLong() {
        return RandomSupport.mixStafford13(nextSeed());
    }

    /** SplittableRandom's splits have no salt: each child is split(source). */
    @Override
    public java.util.stream.Stream<SplittableGenerator> splits(SplittableGenerator source) {
        Objects.requireNonNull(source);
        return java.util.stream.Stream.generate(() -> (SplittableGenerator) split(source)).sequential();
    }
}
