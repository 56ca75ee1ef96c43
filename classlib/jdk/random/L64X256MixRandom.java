package jdk.random;

import java.util.random.RandomGenerator.SplittableGenerator;
import jdk.internal.util.random.AbstractSplittable;
import jdk.internal.util.random.RandomSupport;

/** LXM: a 64-bit LCG plus xoshiro256, mixed by Lea's 64-bit function. */
public final class L64X256MixRandom extends AbstractSplittable {
    private static final long M = 0xd1342543de82ef95L;
    private final long a;
    private long s, x0, x1, x2, x3;

    public L64X256MixRandom(long a, long s, long x0, long x1, long x2, long x3) {
        this.a = a | 1;
        this.s = s;
        this.x0 = x0;
        this.x1 = x1;
        this.x2 = x2;
        this.x3 = x3;
        if ((x0 | x1 | x2 | x3) == 0) {
            this.x0 = RandomSupport.GOLDEN_RATIO_64;
            this.x1 = RandomSupport.SILVER_RATIO_64;
            this.x2 = RandomSupport.GOLDEN_RATIO_64;
            this.x3 = RandomSupport.SILVER_RATIO_64;
        }
    }

    public L64X256MixRandom(long seed) {
        this(RandomSupport.mixMurmur64(seed ^= RandomSupport.SILVER_RATIO_64), 1,
                RandomSupport.mixStafford13(seed),
                RandomSupport.mixStafford13(seed += RandomSupport.GOLDEN_RATIO_64),
                RandomSupport.mixStafford13(seed += RandomSupport.GOLDEN_RATIO_64),
                RandomSupport.mixStafford13(seed + RandomSupport.GOLDEN_RATIO_64));
    }

    public L64X256MixRandom() {
        this(RandomSupport.initialSeed());
    }

    @Override
    protected SplittableGenerator split(SplittableGenerator source, long brine) {
        return new L64X256MixRandom(brine << 1, source.nextLong(), source.nextLong(), source.nextLong(), source.nextLong(), source.nextLong());
    }

    @Override
    public long nextLong() {
        long result = RandomSupport.mixLea64(s + x0);
        s = M * s + a;
        long t = x1 << 17;
        x2 ^= x0;
        x3 ^= x1;
        x1 ^= x2;
        x0 ^= x3;
        x2 ^= t;
        x3 = Long.rotateLeft(x3, 45);
        return result;
    }
}
