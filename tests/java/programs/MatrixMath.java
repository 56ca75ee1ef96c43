// Matrix multiplication (int, long and double), transpose, identity check,
// fast exponentiation of a 2x2 matrix for Fibonacci numbers, and Gaussian
// elimination solving a small linear system.
public class MatrixMath {
    static long[][] mul(long[][] a, long[][] b) {
        int n = a.length, m = b[0].length, k = b.length;
        long[][] c = new long[n][m];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < m; j++) {
                long s = 0;
                for (int x = 0; x < k; x++) s += a[i][x] * b[x][j];
                c[i][j] = s;
            }
        return c;
    }

    static long[][] pow(long[][] m, int e) {
        long[][] r = { { 1, 0 }, { 0, 1 } };
        while (e > 0) {
            if ((e & 1) == 1) r = mul(r, m);
            m = mul(m, m);
            e >>= 1;
        }
        return r;
    }

    static double[] solve(double[][] a, double[] b) {
        int n = b.length;
        for (int col = 0; col < n; col++) {
            int piv = col;
            for (int r = col + 1; r < n; r++) if (Math.abs(a[r][col]) > Math.abs(a[piv][col])) piv = r;
            double[] t = a[col]; a[col] = a[piv]; a[piv] = t;
            double tb = b[col]; b[col] = b[piv]; b[piv] = tb;
            for (int r = col + 1; r < n; r++) {
                double f = a[r][col] / a[col][col];
                b[r] -= f * b[col];
                for (int c = col; c < n; c++) a[r][c] -= f * a[col][c];
            }
        }
        double[] x = new double[n];
        for (int r = n - 1; r >= 0; r--) {
            double s = b[r];
            for (int c = r + 1; c < n; c++) s -= a[r][c] * x[c];
            x[r] = s / a[r][r];
        }
        return x;
    }

    public static void main(String[] args) {
        int n = 40;
        long[][] a = new long[n][n], b = new long[n][n];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) { a[i][j] = (i * 7 + j * 3) % 11 - 5; b[i][j] = (i + 2 * j) % 7 - 3; }
        long[][] c = mul(a, b);
        long trace = 0, sum = 0;
        for (int i = 0; i < n; i++) { trace += c[i][i]; for (int j = 0; j < n; j++) sum += c[i][j]; }
        System.out.println("40x40 product: trace " + trace + ", sum " + sum + ", c[3][17] " + c[3][17]);
        long[][] at = new long[n][n], bt = new long[n][n];
        for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) { at[j][i] = a[i][j]; bt[j][i] = b[i][j]; }
        long[][] ct = mul(bt, at);   // (AB)^T = B^T A^T
        boolean ok = true;
        for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) if (ct[j][i] != c[i][j]) ok = false;
        System.out.println("transpose identity holds: " + ok);
        long[][] fib = { { 1, 1 }, { 1, 0 } };
        for (int k : new int[] { 10, 50, 90, 92 }) System.out.println("fib(" + k + ") = " + pow(fib, k)[0][1]);
        double[][] sys = { { 2, 1, -1 }, { -3, -1, 2 }, { -2, 1, 2 } };
        double[] rhs = { 8, -11, -3 };
        double[] x = solve(sys, rhs);
        System.out.printf("solution: x=%.6f y=%.6f z=%.6f%n", x[0], x[1], x[2]);
        double[][] h = new double[6][6];
        for (int i = 0; i < 6; i++) for (int j = 0; j < 6; j++) h[i][j] = 1.0 / (i + j + 1);
        double[] ones = new double[6];
        double[] hb = new double[6];
        for (int i = 0; i < 6; i++) { ones[i] = 1; for (int j = 0; j < 6; j++) hb[i] += h[i][j]; }
        double[] hx = solve(h, hb);
        double err = 0;
        for (int i = 0; i < 6; i++) err = Math.max(err, Math.abs(hx[i] - 1));
        System.out.println("hilbert 6x6 max error below 1e-6: " + (err < 1e-6));
    }
}
