package jdk.random;

import java.util.random.RandomGenerator.SplittableGenerator;
import jdk.internal.util.random.AbstractSplittable;
import jdk.internal.util.random.RandomSupport;

/** LXM: a 128-bit LCG plus xoroshiro128, mixed by Lea's 64-bit function. */
public final class L128X128MixRandom extends AbstractSplittable {
    private static final long ML = 0xd605bbb58c8abbfdL;
    private final long ah, al;
    private long sh, sl, x0, x1;

    public L128X128MixRandom(long ah, long al, long sh, long sl, long x0, long x1) {
        this.ah = ah;
        this.al = al | 1;
        this.sh = sh;
        this.sl = sl;
        this.x0 = x0;
        this.x1 = x1;
        if ((x0 | x1) == 0) {
            this.x0 = RandomSupport.GOLDEN_RATIO_64;
            this.x1 = RandomSupport.SILVER_RATIO_64;
        }
    }

    public L128X128MixRandom(long seed) {
        this(RandomSupport.mixMurmur64(seed ^= RandomSupport.SILVER_RATIO_64),
                RandomSupport.mixMurmur64(seed += RandomSupport.GOLDEN_RATIO_64), 0, 1,
                RandomSupport.mixStafford13(seed), RandomSupport.mixStafford13(seed + RandomSupport.GOLDEN_RATIO_64));
    }

    public L128X128MixRandom() {
        this(RandomSupport.initialSeed());
    }

    @Override
    protected SplittableGenerator split(SplittableGenerator source, long brine) {
        return new L128X128MixRandom(source.nextLong(), brine << 1, source.nextLong(), source.nextLong(), source.nextLong(), source.nextLong());
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
