// Labeled break and continue out of nested loops, labeled blocks, and
// break/continue inside try/finally and switch.
public class LabeledBreakContinue {
    public static void main(String[] args) {
        int found = -1;
        outer:
        for (int i = 0; i < 10; i++) {
            for (int j = 0; j < 10; j++) {
                if (i * j == 42) {
                    found = i * 10 + j;
                    break outer;
                }
            }
        }
        System.out.println("found " + found);
        StringBuilder sb = new StringBuilder();
        rows:
        for (int i = 0; i < 5; i++) {
            for (int j = 0; j < 5; j++) {
                if (j > i) continue rows;
                sb.append(j);
            }
            sb.append('|');
        }
        System.out.println(sb);
        int primes = 0;
        candidates:
        for (int n = 2; n < 100; n++) {
            for (int d = 2; d * d <= n; d++) {
                if (n % d == 0) continue candidates;
            }
            primes++;
        }
        System.out.println("primes below 100: " + primes);
        block:
        {
            System.out.println("in block");
            if (primes > 0) break block;
            System.out.println("not printed");
        }
        System.out.println("after block");
        int finallyCount = 0;
        loop:
        for (int i = 0; i < 5; i++) {
            try {
                if (i == 1) continue loop;
                if (i == 3) break loop;
                System.out.println("body " + i);
            } finally {
                finallyCount++;
                System.out.println("finally " + i);
            }
        }
        System.out.println("finally ran " + finallyCount);
        int k = 0;
        sw:
        while (true) {
            switch (k++) {
                case 0: System.out.println("case 0"); continue sw;
                case 1: System.out.println("case 1"); break;
                case 2: System.out.println("case 2"); break sw;
            }
            System.out.println("after switch " + k);
        }
        System.out.println("k = " + k);
        int depth = 0;
        a: for (int x = 0; x < 3; x++) {
            b: for (int y = 0; y < 3; y++) {
                c: for (int z = 0; z < 3; z++) {
                    depth++;
                    if (z == 1) continue b;
                    if (y == 2) continue a;
                    if (x == 2) break a;
                }
            }
        }
        System.out.println("depth = " + depth);
        int w = 0;
        doLoop:
        do {
            w++;
            if (w < 3) continue doLoop;
            break doLoop;
        } while (true);
        System.out.println("w = " + w);
    }
}
