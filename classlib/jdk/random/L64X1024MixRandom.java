package jdk.random;

import java.util.random.RandomGenerator.SplittableGenerator;
import jdk.internal.util.random.AbstractSplittable;
import jdk.internal.util.random.RandomSupport;

/** LXM: a 64-bit LCG plus xoroshiro1024 (sixteen words), mixed by Lea's 64-bit function. */
public final class L64X1024MixRandom extends AbstractSplittable {
    private static final int N = 16;
    private static final long M = 0xd1342543de82ef95L;
    private final long a;
    private long s;
    private final long[] x = new long[N];
    private int p = N - 1;

    public L64X1024MixRandom(long a, long s, long[] x) {
        this.a = a | 1;
        this.s = s;
        long any = 0;
        for (int i = 0; i < N; i++) {
            this.x[i] = x[i];
            any |= x[i];
        }
        if (any == 0) {
            long v = s;
            for (int i = 0; i < N; i++) {
                this.x[i] = RandomSupport.mixStafford13(v += RandomSupport.GOLDEN_RATIO_64);
            }
        }
    }

    public L64X1024MixRandom(long seed) {
        this(RandomSupport.mixMurmur64(seed ^ RandomSupport.SILVER_RATIO_64), 1, fill(seed ^ RandomSupport.SILVER_RATIO_64));
    }

    public L64X1024MixRandom() {
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
        long s = source.nextLong();
        long[] x = new long[N];
        for (int i = 0; i < N; i++) {
            x[i] = source.nextLong();
        }
        return new L64X1024MixRandom(brine << 1, s, x);
    }

    @Override
    public long nextLong() {
        int q = p;
        long s0 = x[p = (p + 1) & (N - 1)];
        long s15 = x[q];
        long result = RandomSupport.mixLea64(s + s0);
        s = M * s + a;
        s15 ^= s0;
        x[q] = Long.rotateLeft(s0, 25) ^ s15 ^ (s15 << 27);
        x[p] = Long.rotateLeft(s15, 36);
        return result;
    }
}
