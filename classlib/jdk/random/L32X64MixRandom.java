package jdk.random;

import java.util.random.RandomGenerator.SplittableGenerator;
import jdk.internal.util.random.AbstractSplittable;
import jdk.internal.util.random.RandomSupport;

/** LXM: a 32-bit LCG plus xoroshiro64, mixed by Lea's 32-bit function (the default generator). */
public final class L32X64MixRandom extends AbstractSplittable {
    private static final int M = 0xadb4a92d;
    private final int a;
    private int s, x0, x1;

    public L32X64MixRandom(int a, int s, int x0, int x1) {
        this.a = a | 1;
        this.s = s;
        this.x0 = x0;
        this.x1 = x1;
        if ((x0 | x1) == 0) {
            this.x0 = RandomSupport.GOLDEN_RATIO_32;
            this.x1 = (int) RandomSupport.SILVER_RATIO_64;
        }
    }

    public L32X64MixRandom(long seed) {
        this(RandomSupport.mixMurmur32((int) ((seed ^= RandomSupport.SILVER_RATIO_64) >>> 32)), 1,
                RandomSupport.mixLea32((int) seed), RandomSupport.mixLea32((int) seed + RandomSupport.GOLDEN_RATIO_32));
    }

    public L32X64MixRandom() {
        this(RandomSupport.initialSeed());
    }

    @Override
    protected SplittableGenerator split(SplittableGenerator source, long brine) {
        return new L32X64MixRandom((int) brine << 1, source.nextInt(), source.nextInt(), source.nextInt());
    }

    @Override
    public int nextInt() {
        int result = RandomSupport.mixLea32(s + x0);
        s = M * s + a;
        int q0 = x0, q1 = x1;
        q1 ^= q0;
        q0 = Integer.rotateLeft(q0, 26);
        q0 = q0 ^ q1 ^ (q1 << 9);
        q1 = Integer.rotateLeft(q1, 13);
        x0 = q0;
        x1 = q1;
        return result;
    }

    @Override
    public long nextLong() {
        return ((long) nextInt() << 32) ^ (long) nextInt();
    }
}
