// CPU benchmark: recursive calls (invokestatic, iload/isub/iadd, returns).
// usage: CpuFib [N [REPS]]   prints fib(N), REPS times summed
// args: 20 2
public class CpuFib {
    static int fib(int n) {
        return n < 2 ? n : fib(n - 1) + fib(n - 2);
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 32;
        int reps = args.length > 1 ? Integer.parseInt(args[1]) : 1;
        long sum = 0;
        for (int r = 0; r < reps; r++)
            sum += fib(n);
        System.out.println("fib(" + n + ") x " + reps + " = " + sum);
    }
}
