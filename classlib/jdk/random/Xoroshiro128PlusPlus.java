package jdk.random;

import java.util.random.RandomGenerator.LeapableGenerator;
import jdk.internal.util.random.RandomSupport;

/** xoroshiro128++ (Blackman and Vigna): jumps 2^64 and leaps 2^96 values ahead. */
public final class Xoroshiro128PlusPlus implements LeapableGenerator {
    private static final long[] JUMP = {0x2bd7a6a6e99c2ddcL, 0x0992ccaf6a6fca05L};
    private static final long[] LEAP = {0x360fd5f2cf8d5d99L, 0x9c6e6877736c46e3L};

    private long x0, x1;

    public Xoroshiro128PlusPlus(long x0, long x1) {
        this.x0 = x0;
        this.x1 = x1;
        if ((x0 | x1) == 0) {
            this.x0 = RandomSupport.GOLDEN_RATIO_64;
            this.x1 = RandomSupport.SILVER_RATIO_64;
        }
    }

    public Xoroshiro128PlusPlus(long seed) {
        this(RandomSupport.mixStafford13(seed ^= RandomSupport.SILVER_RATIO_64),
                RandomSupport.mixStafford13(seed + RandomSupport.GOLDEN_RATIO_64));
    }

    public Xoroshiro128PlusPlus() {
        this(RandomSupport.initialSeed());
    }

    @Override
    public Xoroshiro128PlusPlus copy() {
        return new Xoroshiro128PlusPlus(x0, x1);
    }

    @Override
    public long nextLong() {
        long s0 = x0, s1 = x1;
        long result = Long.rotateLeft(s0 + s1, 17) + s0;
        s1 ^= s0;
        x0 = Long.rotateLeft(s0, 49) ^ s1 ^ (s1 << 21);
        x1 = Long.rotateLeft(s1, 28);
        return result;
    }

    private void jumpBy(long[] poly) {
        long s0 = 0, s1 = 0;
        for (long w : poly) {
            for (int b = 0; b < 64; b++) {
                if ((w & (1L << b)) != 0) {
                    s0 ^= x0;
                    s1 ^= x1;
                }
                nextLong();
            }
        }
        x0 = s0;
        x1 = s1;
    }

    @Override
    public void jump() {
        jumpBy(JUMP);
    }

    @Override
    public void leap() {
        jumpBy(LEAP);
    }

    @Override
    public double jumpDistance() {
        return 0x1.0p64;
    }

    @Override
    public double leapDistance() {
        return 0x1.0p96;
    }
}
