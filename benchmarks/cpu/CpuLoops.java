// CPU benchmark: nested int and long arithmetic loops (locals, iinc, shifts, mul/div/rem).
// usage: CpuLoops [N]
// args: 300
public class CpuLoops {
    static int intLoops(int n) {
        int acc = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                int x = i * j + (i ^ j);
                acc += (x >>> 3) - (x << 1) + x % 7;
                acc ^= acc << 5;
            }
        }
        return acc;
    }

    static long longLoops(int n) {
        long acc = 1;
        for (int i = 0; i < n; i++) {
            long s = i;
            for (int j = 0; j < n; j++) {
                s = s * 6364136223846793005L + 1442695040888963407L;
                acc += (s >>> 17) ^ (acc << 3);
                acc -= s / 1000003L;
            }
        }
        return acc;
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 5000;
        int a = intLoops(n);
        long b = longLoops(n / 2);
        System.out.println("int " + a + " long " + b);
    }
}
