// The instruction sequences the interpreter runs as one (xt_build's fused
// shapes): int locals and constants compared and combined, array loads and
// stores through locals, field reads and writes fused with arithmetic,
// double locals; both the fast path and every way out of it (null, index
// out of bounds, division by zero, a field not yet resolved), with locals
// past index 3 so that both the one-byte and the two-byte loads are used.
public class FusedSequences {
    int fi;
    long fj;
    double fd;
    boolean fz;
    FusedSequences next;

    static int checksum;

    static void mix(long v) {
        checksum = checksum * 31 + (int) (v ^ (v >>> 32));
    }

    static void ints(int a, int b, int c) {
        int d = a + 7, e = b - 3, f = c * 2, g = 100;
        // compare and branch: every shape and condition
        for (int i = 0; i < 5; i++) {
            if (a == b) mix(1);
            if (a != c) mix(2);
            if (d < e) mix(3);
            if (e >= f) mix(4);
            if (f > g) mix(5);
            if (g <= d) mix(6);
            if (a < 3) mix(7);
            if (d > -1) mix(8);
            if (e <= 100) mix(9);
            if (f != 5) mix(10);
            if (b == d) mix(11);
            a++;
            d += 3;
        }
        // int operations, pushed and stored
        int x = a + b, y = d - e, z = f * g, w = a & d, v = e | f, u = d ^ g;
        int s1 = a << 3, s2 = d >> 2, s3 = e >>> 1, s4 = f << d, s5 = -g >> a, s6 = -g >>> e;
        mix(x); mix(y); mix(z); mix(w); mix(v); mix(u);
        mix(s1); mix(s2); mix(s3); mix(s4); mix(s5); mix(s6);
        mix(a + b + (d ^ e) - (f & g));
        mix(d * 5 + (e | 100) - (g >> 3));
        // division and remainder by locals and constants, with edge cases
        mix(d / e); mix(d % e); mix(g / 7); mix(g % 7); mix(a / -1); mix(a % -1);
        int min = Integer.MIN_VALUE, m1 = -1;
        mix(min / m1); mix(min % m1);
        int zero = 0, zz = 0;
        try {
            mix(d / zero);
        } catch (ArithmeticException ex) {
            System.out.println("div local: " + ex.getMessage());
        }
        try {
            mix(a % zz);
        } catch (ArithmeticException ex) {
            System.out.println("rem local: " + ex.getMessage());
        }
        try {
            zz = g % zero;
        } catch (ArithmeticException ex) {
            System.out.println("rem stored: " + ex.getMessage() + " " + zz);
        }
    }

    static void arrays(int n) {
        int[] ia = new int[n];
        long[] la = new long[n];
        float[] fa = new float[n];
        double[] da = new double[n];
        byte[] ba = new byte[n];
        char[] ca = new char[n];
        short[] sa = new short[n];
        String[] oa = new String[n];
        for (int i = 0; i < n; i++) {
            int v = i * 37 - 5;
            ia[i] = v;
            la[i] = (long) v << 20;
            fa[i] = v / 3.0f;
            da[i] = v * 1.5;
            ba[i] = (byte) v;
            ca[i] = (char) v;
            sa[i] = (short) (v * 1000);
            oa[i] = "s" + v;
        }
        long sum = 0;
        for (int i = 0; i < n; i++) {
            int t = ia[i];
            String o = oa[i];
            sum += t + la[i] + (long) fa[i] + (long) da[i] + ba[i] + ca[i] + sa[i] + o.length();
            sum += ia[n - 1 - i] + ia[i + 0];
        }
        mix(sum);
        // the flip of fannkuch: index computed from two locals
        for (int k = n - 1; k > 0; k--) {
            int k2 = (k + 1) >> 1;
            for (int i = 0; i < k2; i++) {
                int t = ia[i];
                ia[i] = ia[k - i];
                ia[k - i] = t;
            }
        }
        for (int i = 0; i < n; i++)
            mix(ia[i]);
        int idx = n, neg = -1;
        int[] none = null;
        try {
            int t = ia[idx];
            mix(t);
        } catch (ArrayIndexOutOfBoundsException ex) {
            System.out.println("load stored: " + ex.getMessage());
        }
        try {
            mix(ca[neg]);
        } catch (ArrayIndexOutOfBoundsException ex) {
            System.out.println("load pushed: " + ex.getMessage());
        }
        try {
            mix(ia[idx - neg]);
        } catch (ArrayIndexOutOfBoundsException ex) {
            System.out.println("computed index: " + ex.getMessage());
        }
        try {
            int v = 5;
            ia[idx] = v;
        } catch (ArrayIndexOutOfBoundsException ex) {
            System.out.println("store local: " + ex.getMessage());
        }
        try {
            int v = 5;
            none[0] = v;
        } catch (NullPointerException ex) {
            System.out.println("store null: " + ex.getMessage());
        }
        try {
            int t = none[idx];
            mix(t);
        } catch (NullPointerException ex) {
            System.out.println("load null: " + ex.getMessage());
        }
        try {
            mix(none[idx - neg]);
        } catch (NullPointerException ex) {
            System.out.println("computed null: " + ex.getMessage());
        }
    }

    static void fields(FusedSequences p, FusedSequences q, int rounds) {
        int acc = 1;
        long lacc = 3;
        double dacc = 0.5;
        for (int r = 0; r < rounds; r++) {
            p.fi += r;
            p.fi ^= acc;
            p.fj += p.fi - q.fi;
            p.fd = p.fd * 0.999 + 0.001;
            q.fd -= dacc * p.fd;
            acc = acc * 3 + p.fi;
            acc -= q.fi;
            acc = acc << p.fi;
            lacc = lacc * 7 + p.fj;
            lacc ^= q.fj;
            dacc = dacc + p.fd;
            dacc /= q.fd + 2;
            q.fi = acc | r;
            q.fj = lacc & 0xffffffL;
            p.fz = (r & 1) != 0;
            FusedSequences t = p;
            p = q;
            q = t;
        }
        mix(acc); mix(lacc); mix(Double.doubleToLongBits(dacc));
        mix(p.fi); mix(p.fj); mix(Double.doubleToLongBits(p.fd)); mix(p.fz ? 1 : 0);
        FusedSequences nul = q.next;
        try {
            acc += nul.fi;
        } catch (NullPointerException ex) {
            System.out.println("read: " + ex.getMessage());
        }
        try {
            dacc *= nul.fd;
        } catch (NullPointerException ex) {
            System.out.println("read double: " + ex.getMessage());
        }
        try {
            nul.fj = lacc + 1;
        } catch (NullPointerException ex) {
            System.out.println("write: " + ex.getMessage());
        }
        try {
            nul.fd = dacc * 2;
        } catch (NullPointerException ex) {
            System.out.println("write double: " + ex.getMessage());
        }
    }

    static void doubles(double a, double b, int n) {
        double c = a * 2, d = b + 1, e = 0, f = 1;
        for (int i = 0; i < n; i++) {
            e = a + b;
            f = c * d;
            double g = c - a, h = d / b;
            e += g * h;
            f -= e / d;
            mix(Double.doubleToLongBits(a * c + b * d + (c - d) + e / f));
            a = f + e;
            c = d - a;
        }
        mix(Double.doubleToLongBits(e));
        mix(Double.doubleToLongBits(f));
    }

    static void longs(long a, int b, int n) {
        long c = a * 3, d = -a, e = 0;
        int f = b * 5, g = -b;
        for (long j = a; j <= n; j += b) {
            if (j < c) mix(1);
            if (j != d) mix(2);
            if (c >= j) mix(3);
            if (e > f) mix(4);
            if (d == g) mix(5);
            if (c <= e) mix(6);
            e = e + j;
            c = c - f;
            d = j + g;
            mix(e + c - (d + j));
            int k = (int) j;
            mix(k);
        }
        for (long j = n; j > a; j -= f)
            mix(j - e);
        mix(c); mix(d); mix(e);
    }

    public static void main(String[] args) {
        longs(3, 7, 200);
        longs(-1L << 40, 1 << 30, 1 << 20);
        ints(1, 2, 3);
        ints(-50, 7, 1 << 20);
        arrays(9);
        arrays(1);
        FusedSequences p = new FusedSequences(), q = new FusedSequences();
        p.next = q;
        fields(p, q, 1000);
        doubles(1.25, -3.5, 50);
        System.out.println("checksum " + checksum);
    }
}
