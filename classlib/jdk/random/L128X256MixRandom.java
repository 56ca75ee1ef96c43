package jdk.random;

import java.util.random.RandomGenerator.SplittableGenerator;
import jdk.internal.util.random.AbstractSplittable;
import jdk.internal.util.random.RandomSupport;

/** LXM: a 128-bit LCG plus xoshiro256, mixed by Lea's 64-bit function. */
public final class L128X256MixRandom extends AbstractSplittable {
    private static final long ML = 0xd605bbb58c8abbfdL;
    private final long ah, al;
    private long sh, sl, x0, x1, x2, x3;

    public L128X256MixRandom(long ah, long al, long sh, long sl, long x0, long x1, long x2, long x3) {
        this.ah = ah;
        this.al = al | 1;
        this.sh = sh;
        this.sl = sl;
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

    public L128X256MixRandom(long seed) {
        this(RandomSupport.mixMurmur64(seed ^= RandomSupport.SILVER_RATIO_64),
                RandomSupport.mixMurmur64(seed += RandomSupport.GOLDEN_RATIO_64), 0, 1,
                RandomSupport.mixStafford13(seed), RandomSupport.mixStafford13(seed += RandomSupport.GOLDEN_RATIO_64),
                RandomSupport.mixStafford13(seed += RandomSupport.GOLDEN_RATIO_64),
                RandomSupport.mixStafford13(seed + RandomSupport.GOLDEN_RATIO_64));
    }

    public L128X256MixRandom() {
        this(RandomSupport.initialSeed());
    }

    @Override
    protected SplittableGenerator split(SplittableGenerator source, long brine) {
        return new L128X256MixRandom(source.nextLong(), brine << 1, source.nextLong(), source.nextLong(), source.nextLong(), source.nextLong(), source.nextLong(), source.nextLong());
    }

    @Override
    public long nextLong() {
        long result = RandomSupport.mixLea64(sh + x0);
        // the 128-bit LCG: s = (2^64 + ML) * s + a
        long u = ML * sl;
        sh = ML * sh + RandomSupport.unsignedMultiplyHigh(ML, sl) + sl + ah;
        sl = u + al;
        if (Long.compareUnsigned(sl, u) < 0) {
            ++sh;
        }
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
