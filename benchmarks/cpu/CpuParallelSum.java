// CPU benchmark: a parallel stream over a fork/join pool of 4 workers: a sum of a mixing
// function over a range, split into segments that the workers take and steal; the checksum
// is the same as the sequential sum's whatever the split.
// usage: CpuParallelSum [N]
// args: 200000
public class CpuParallelSum {
    static long mix(long x) {
        x ^= x >>> 17;
        x *= 0xed5ad4bbL;
        x ^= x >>> 11;
        x *= 0xac4c1b51L;
        x ^= x >>> 15;
        return x & 0xffff;
    }

    public static void main(String[] args) throws Exception {
        final int n = args.length > 0 ? Integer.parseInt(args[0]) : 20_000_000;
        java.util.concurrent.ForkJoinPool pool = new java.util.concurrent.ForkJoinPool(4);
        long par = pool.submit(() -> java.util.stream.LongStream.range(0, n).parallel().map(CpuParallelSum::mix).sum()).get();
        long seq = 0;
        for (int i = 0; i < n / 10; i++) {
            seq += mix(i);
        }
        System.out.println("checksum " + par + " " + seq);
    }
}
