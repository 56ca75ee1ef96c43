package jdk.random;

import java.util.random.RandomGenerator.SplittableGenerator;
import jdk.internal.util.random.AbstractSplittable;
import jdk.internal.util.random.RandomSupport;

/** LXM: a 64-bit LCG plus xoroshiro128, mixed by Lea's 64-bit function. */
public final class L64X128MixRandom extends AbstractSplittable {
    private static final long M = 0xd1342543de82ef95L;
    private final long a;
    private long s, x0, x1;

    public L64X128MixRandom(long a, long s, long x0, long x1) {
        this.a = a | 1;
        this.s = s;
        this.x0 = x0;
        this.x1 = x1;
        if ((x0 | x1) == 0) {
            this.x0 = RandomSupport.GOLDEN_RATIO_64;
            this.x1 = RandomSupport.SILVER_RATIO_64;
        }
    }

    public L64X128MixRandom(long seed) {
        this(RandomSupport.mixMurmur64(seed ^= RandomSupport.SILVER_RATIO_64), 1,
                RandomSupport.mixStafford13(seed), RandomSupport.mixStafford13(seed + RandomSupport.GOLDEN_RATIO_64));
    }

    public L64X128MixRandom() {
        this(RandomSupport.initialSeed());
    }

    @Override
    protected SplittableGenerator split(SplittableGenerator source, long brine) {
        return new L64X128MixRandom(brine << 1, source.nextLong(), source.nextLong(), source.nextLong());
    }

    @Override
    public long nextLong() {
        long result = RandomSupport.mixLea64(s + x0);
        s = M * s + a;
        long q0 = x0, q1 = x1;
        q1 ^= q0;
        q0 = Long.rotateLeft(q0, 24);
        q0 = q0 ^ q1 ^ (q1 << 16);
        q1 = Long.rotateLeft(q1, 37);
        x0 = q0;
        x1 = q1;
        return result;
    }
}
