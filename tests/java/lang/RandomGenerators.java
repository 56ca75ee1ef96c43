import java.util.*;
import java.util.random.*;
import java.util.stream.*;

/** java.util.random (JDK 17): every algorithm's seeded values, bounded values, splits, jumps and
 * leaps, the factory's properties and errors, SplittableRandom, and Random as a RandomGenerator. */
public class RandomGenerators {
    static String vals(RandomGenerator g) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 3; i++) sb.append(g.nextLong()).append(' ');
        sb.append(g.nextInt()).append(' ').append(g.nextInt(1000)).append(' ').append(g.nextInt(-50, 50)).append(' ')
          .append(g.nextLong(1L << 50)).append(' ').append(g.nextLong(-7, 7)).append(' ').append(g.nextDouble()).append(' ')
          .append(g.nextDouble(10.0)).append(' ').append(g.nextFloat()).append(' ').append(g.nextFloat(1.5f, 2.5f)).append(' ')
          .append(g.nextBoolean()).append(' ').append(g.nextInt(1 << 20)).append(' ').append(g.nextInt(Integer.MIN_VALUE, Integer.MAX_VALUE));
        byte[] b = new byte[13];
        g.nextBytes(b);
        sb.append(' ').append(Arrays.toString(b));
        sb.append(' ').append(Arrays.toString(g.ints(4, 0, 10).toArray())).append(Arrays.toString(g.longs(2).toArray()));
        return sb.toString();
    }

    public static void main(String[] args) {
        List<String> names = RandomGeneratorFactory.all().map(RandomGeneratorFactory::name).sorted().collect(Collectors.toList());
        for (String n : names) {
            RandomGeneratorFactory<RandomGenerator> f = RandomGeneratorFactory.of(n);
            System.out.println(n + ": group " + f.group() + ", " + f.stateBits() + " bits, equidistribution " + f.equidistribution()
                    + ", period 2^" + (f.period().signum() == 0 ? "0" : String.valueOf(f.period().bitLength())) + " splittable " + f.isSplittable()
                    + " streamable " + f.isStreamable() + " jumpable " + f.isJumpable() + " leapable " + f.isLeapable()
                    + " statistical " + f.isStatistical() + " stochastic " + f.isStochastic());
            if (n.equals("SecureRandom")) continue;
            for (long seed : new long[] {0, 1, 42, -1, Long.MIN_VALUE}) {
                System.out.println("  " + seed + ": " + vals(f.create(seed)));
            }
            RandomGenerator g = f.create(7);
            if (g instanceof RandomGenerator.SplittableGenerator) {
                RandomGenerator.SplittableGenerator s = (RandomGenerator.SplittableGenerator) g;
                RandomGenerator.SplittableGenerator child = s.split();
                System.out.println("  split: " + child.getClass().getName() + " " + child.nextLong() + " parent " + s.nextLong());
                RandomGenerator.SplittableGenerator other = s.split((RandomGenerator.SplittableGenerator) f.create(9));
                System.out.println("  split(source): " + other.nextLong() + " " + other.nextLong());
                System.out.println("  splits: " + s.splits(3).map(x -> String.valueOf(x.nextLong())).collect(Collectors.joining(",")));
                System.out.println("  rngs: " + s.rngs(2).map(x -> String.valueOf(x.nextInt())).collect(Collectors.joining(",")));
            }
            if (g instanceof RandomGenerator.LeapableGenerator) {
                RandomGenerator.LeapableGenerator l = (RandomGenerator.LeapableGenerator) g;
                RandomGenerator.JumpableGenerator c = l.copy();
                l.jump();
                System.out.println("  jump: " + l.nextLong() + " copy " + c.nextLong() + " distance " + l.jumpDistance());
                l.leap();
                System.out.println("  leap: " + l.nextLong() + " distance " + l.leapDistance());
                System.out.println("  jumps: " + l.jumps(2).map(x -> String.valueOf(x.nextLong())).collect(Collectors.joining(",")));
                System.out.println("  leaps: " + l.leaps(2).map(x -> String.valueOf(x.nextLong())).collect(Collectors.joining(",")));
            }
        }
        System.out.println(RandomGenerator.getDefault().getClass().getName() + " " + RandomGeneratorFactory.getDefault().name());
        System.out.println(RandomGenerator.of("Random").getClass().getName() + " " + RandomGenerator.of("SplittableRandom").getClass().getName());
        for (String bad : new String[] {"Nope", "random"}) {
            try { RandomGenerator.of(bad); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        }
        try { RandomGenerator.SplittableGenerator.of("Random"); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { RandomGenerator.JumpableGenerator.of("L64X128MixRandom"); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        RandomGenerator x = RandomGeneratorFactory.of("L64X128MixRandom").create(1);
        for (Runnable r : new Runnable[] {() -> x.nextInt(0), () -> x.nextInt(3, 3), () -> x.nextLong(-1), () -> x.nextDouble(0.0),
                () -> x.nextDouble(Double.POSITIVE_INFINITY), () -> x.nextDouble(2, 1), () -> x.nextFloat(-1f), () -> x.ints(-1),
                () -> x.nextGaussian(0, -1)}) {
            try { r.run(); System.out.println("no error"); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        }
        SplittableRandom sr = new SplittableRandom(123);
        System.out.println(sr.nextInt() + " " + sr.nextLong() + " " + sr.nextInt(77) + " " + sr.nextLong(5, 10) + " " + sr.nextDouble() + " " + sr.nextBoolean());
        SplittableRandom c = sr.split();
        System.out.println(c.nextLong() + " " + sr.nextLong() + " " + Arrays.toString(sr.ints(3, 0, 5).toArray()) + " " + sr.doubles(2).sum());
        Random legacy = new Random(5);
        RandomGenerator asGen = legacy;
        System.out.println(asGen.nextInt(10) + " " + asGen.nextLong(100) + " " + asGen.nextDouble(1, 2) + " " + asGen.isDeprecated());
        System.out.println(x.nextGaussian() == x.nextGaussian() ? "equal" : "gaussians differ");
    }
}
