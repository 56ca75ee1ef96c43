// N-queens: count all solutions for N = 1..10 with bitmask backtracking and print
// the first solution for N = 8 as a board.
public class NQueens {
    static int count(int n, int row, int cols, int d1, int d2) {
        if (row == n) return 1;
        int total = 0;
        int avail = ~(cols | d1 | d2) & ((1 << n) - 1);
        while (avail != 0) {
            int bit = avail & -avail;
            avail -= bit;
            total += count(n, row + 1, cols | bit, (d1 | bit) << 1, (d2 | bit) >> 1);
        }
        return total;
    }

    static boolean first(int n, int row, int[] pos) {
        if (row == n) return true;
        for (int c = 0; c < n; c++) {
            boolean ok = true;
            for (int r = 0; r < row; r++) if (pos[r] == c || Math.abs(pos[r] - c) == row - r) { ok = false; break; }
            if (!ok) continue;
            pos[row] = c;
            if (first(n, row + 1, pos)) return true;
        }
        return false;
    }

    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        for (int n = 1; n <= 10; n++) sb.append(n).append(':').append(count(n, 0, 0, 0, 0)).append(' ');
        System.out.println(sb.toString().trim());
        int[] pos = new int[8];
        first(8, 0, pos);
        for (int r = 0; r < 8; r++) {
            StringBuilder line = new StringBuilder();
            for (int c = 0; c < 8; c++) line.append(pos[r] == c ? "Q " : ". ");
            System.out.println(line.toString().trim());
        }
    }
}
