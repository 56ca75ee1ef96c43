package jdk.random;

import java.util.random.RandomGenerator.LeapableGenerator;
import jdk.internal.util.random.RandomSupport;

/** xoshiro256++ (Blackman and Vigna): jumps 2^128 and leaps 2^192 values ahead. */
public final class Xoshiro256PlusPlus implements LeapableGenerator {
    private static final long[] JUMP = {0x180ec6d33cfd0abaL, 0xd5a61266f0c9392cL, 0xa9582618e03fc9aaL, 0x39abdc4529b1661cL};
    private static final long[] LEAP = {0x76e15d3efefdcbbfL, 0xc5004e441c522fb3L, 0x77710069854ee241L, 0x39109bb02acbe635L};

    private long x0, x1, x2, x3;

    public Xoshiro256PlusPlus(long x0, long x1, long x2, long x3) {
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

    public Xoshiro256PlusPlus(long seed) {
        this(RandomSupport.mixStafford13(seed ^= RandomSupport.SILVER_RATIO_64),
                RandomSupport.mixStafford13(seed += RandomSupport.GOLDEN_RATIO_64),
                RandomSupport.mixStafford13(seed += RandomSupport.GOLDEN_RATIO_64),
                RandomSupport.mixStafford13(seed + RandomSupport.GOLDEN_RATIO_64));
    }

    public Xoshiro256PlusPlus() {
        this(RandomSupport.initialSeed());
    }

    @Override
    public Xoshiro256PlusPlus copy() {
        return new Xoshiro256PlusPlus(x0, x1, x2, x3);
    }

    @Override
    public long nextLong() {
        long result = Long.rotateLeft(x0 + x3, 23) + x0;
        long t = x1 << 17;
        x2 ^= x0;
        x3 ^= x1;
        x1 ^= x2;
        x0 ^= x3;
        x2 ^= t;
        x3 = Long.rotateLeft(x3, 45);
        return result;
    }

    private void jumpBy(long[] poly) {
        long s0 = 0, s1 = 0, s2 = 0, s3 = 0;
        for (long w : poly) {
            for (int b = 0; b < 64; b++) {
                if ((w & (1L << b)) != 0) {
                    s0 ^= x0;
                    s1 ^= x1;
                    s2 ^= x2;
                    s3 ^= x3;
                }
                nextLong();
            }
        }
        x0 = s0;
        x1 = s1;
        x2 = s2;
        x3 = s3;
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
        return 0x1.0p128;
    }

    @Override
    public double leapDistance() {
        return 0x1.0p192;
    }
}
