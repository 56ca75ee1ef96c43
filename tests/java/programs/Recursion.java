// Classic recursion: fibonacci (naive and memoized), Ackermann for small inputs,
// towers of Hanoi move list and count, permutations, power set, gcd, binary search,
// and mutual recursion (isEven/isOdd).
import java.util.ArrayList;
import java.util.List;

public class Recursion {
    static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

    static long[] memo = new long[91];
    static long fibMemo(int n) {
        if (n < 2) return n;
        if (memo[n] != 0) return memo[n];
        return memo[n] = fibMemo(n - 1) + fibMemo(n - 2);
    }

    static int ack(int m, int n) {
        if (m == 0) return n + 1;
        if (n == 0) return ack(m - 1, 1);
        return ack(m - 1, ack(m, n - 1));
    }

    static int moves = 0;
    static void hanoi(int n, char from, char to, char via, StringBuilder out) {
        if (n == 0) return;
        hanoi(n - 1, from, via, to, out);
        moves++;
        if (out != null) out.append(from).append("->").append(to).append(' ');
        hanoi(n - 1, via, to, from, out);
    }

    static void permute(String prefix, String rest, List<String> out) {
        if (rest.isEmpty()) { out.add(prefix); return; }
        for (int i = 0; i < rest.length(); i++) permute(prefix + rest.charAt(i), rest.substring(0, i) + rest.substring(i + 1), out);
    }

    static List<List<Integer>> powerSet(List<Integer> s) {
        if (s.isEmpty()) { List<List<Integer>> base = new ArrayList<>(); base.add(new ArrayList<>()); return base; }
        List<List<Integer>> rest = powerSet(s.subList(1, s.size()));
        List<List<Integer>> out = new ArrayList<>(rest);
        for (List<Integer> r : rest) { List<Integer> with = new ArrayList<>(); with.add(s.get(0)); with.addAll(r); out.add(with); }
        return out;
    }

    static int bsearch(int[] a, int key, int lo, int hi) {
        if (lo > hi) return -(lo + 1);
        int mid = (lo + hi) >>> 1;
        if (a[mid] == key) return mid;
        return a[mid] < key ? bsearch(a, key, mid + 1, hi) : bsearch(a, key, lo, mid - 1);
    }

    static boolean isEven(int n) { return n == 0 || isOdd(n - 1); }
    static boolean isOdd(int n) { return n != 0 && isEven(n - 1); }

    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i <= 20; i++) sb.append(fib(i)).append(' ');
        System.out.println(sb.toString().trim());
        System.out.println("fib(25) = " + fib(25) + ", fibMemo(90) = " + fibMemo(90));
        for (int m = 0; m <= 3; m++) {
            StringBuilder row = new StringBuilder("ack(" + m + ", 0..4):");
            for (int n = 0; n <= 4; n++) row.append(' ').append(ack(m, n));
            System.out.println(row);
        }
        StringBuilder h = new StringBuilder();
        hanoi(3, 'A', 'C', 'B', h);
        System.out.println("hanoi(3): " + h.toString().trim() + " (" + moves + " moves)");
        moves = 0;
        hanoi(16, 'A', 'C', 'B', null);
        System.out.println("hanoi(16) moves: " + moves);
        List<String> perms = new ArrayList<>();
        permute("", "abcd", perms);
        System.out.println(perms.size() + " permutations: " + perms.subList(0, 8) + " ... " + perms.get(23));
        System.out.println("power set: " + powerSet(List.of(1, 2, 3)));
        int[] sorted = new int[100];
        for (int i = 0; i < 100; i++) sorted[i] = i * 3;
        System.out.println(bsearch(sorted, 27, 0, 99) + " " + bsearch(sorted, 28, 0, 99) + " " + bsearch(sorted, 297, 0, 99) + " " + bsearch(sorted, -5, 0, 99));
        System.out.println(isEven(1000) + " " + isOdd(777) + " " + isEven(7));
    }
}
