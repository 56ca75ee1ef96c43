package jdk.random;

import java.util.random.RandomGenerator.SplittableGenerator;
import jdk.internal.util.random.AbstractSplittable;
import jdk.internal.util.random.RandomSupport;

/** LXM: a 128-bit LCG plus xoroshiro1024 (sixteen words), mixed by Lea's 64-bit function. */
public final class L128X1024MixRandom extends AbstractSplittable {
    private static final int N = 16;
    private static final long ML = 0xd605bbb58c8abbfdL;
    private final long ah, al;
    private long sh, sl;
    private final long[] x = new long[N];
    private int p = N - 1;

    public L128X1024MixRandom(long ah, long al, long sh, long sl, long[] x) {
        this.ah = ah;
        this.al = al | 1;
        this.sh = sh;
        this.sl = sl;
        long any = 0;
        for (int i = 0; i < N; i++) {
            this.x[i] = x[i];
            any |= x[i];
        }
        if (any == 0) {
            long v = sl;
            for (int i = 0; i < N; i++) {
                this.x[i] = RandomSupport.mixStafford13(v += RandomSupport.GOLDEN_RATIO_64);
            }
        }
    }

    public L128X1024MixRandom(long seed) {
        this(RandomSupport.mixMurmur64(seed ^= RandomSupport.SILVER_RATIO_64),
                RandomSupport.mixMurmur64(seed += RandomSupport.GOLDEN_RATIO_64), 0, 1, fill(seed));
    }

    public L128X1024MixRandom() {
        this(RandomSupport.initialSeed());
    }

    private static long[] fill(long seed) {
        long[] x = new long[N];
        for (int i = 0; i < N; i++) {
            x[i] = RandomSupport.mixStafford13(seed + i * RandomSupport.GOLDEN_RATIO_64);
        }
        return x;
    }

    @Override
    protected SplittableGenerator split(SplittableGenerator source, long brine) {
        long ah = source.nextLong();
        long sh = source.nextLong();
        long sl = source.nextLong();
        long[] x = new long[N];
        for (int i = 0; i < N; i++) {
            x[i] = source.nextLong();
        }
        return new L128X1024MixRandom(ah, brine << 1, sh, sl, x);
    }

    @Override
    public long nextLong() {
        int q = p;
        long s0 = x[p = (p + 1) & (N - 1)];
        long s15 = x[q];
        long result = RandomSupport.mixLea64(sh + s0);
        long u = ML * sl;
        sh = ML * sh + RandomSupport.unsignedMultiplyHigh(ML, sl) + sl + ah;
        sl = u + al;
        if (Long.compareUnsigned(sl, u) < 0) {
            ++sh;
        }
        s15 ^= s0;
        x[q] = Long.rotateLeft(s0, 25) ^ s15 ^ (s15 << 27);
        x[p] = Long.rotateLeft(s15, 36);
        return result;
    }
}
