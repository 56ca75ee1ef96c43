// Backtracking sudoku solver with bitmask candidate sets; prints the solved grid
// and verifies every row, column and box.
public class SudokuSolver {
    static final int[][] grid = new int[9][9];
    static final int[] rows = new int[9], cols = new int[9], boxes = new int[9];
    static long nodes = 0;

    static int box(int r, int c) { return (r / 3) * 3 + c / 3; }

    static void place(int r, int c, int v) {
        grid[r][c] = v;
        int bit = 1 << v;
        rows[r] |= bit; cols[c] |= bit; boxes[box(r, c)] |= bit;
    }

    static void unplace(int r, int c, int v) {
        grid[r][c] = 0;
        int bit = ~(1 << v);
        rows[r] &= bit; cols[c] &= bit; boxes[box(r, c)] &= bit;
    }

    static boolean solve() {
        nodes++;
        int bestR = -1, bestC = -1, bestMask = 0, bestCount = 10;
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                if (grid[r][c] != 0) continue;
                int mask = ~(rows[r] | cols[c] | boxes[box(r, c)]) & 0x3FE;
                int count = Integer.bitCount(mask);
                if (count < bestCount) { bestCount = count; bestR = r; bestC = c; bestMask = mask; }
            }
        }
        if (bestR < 0) return true;
        if (bestCount == 0) return false;
        for (int v = 1; v <= 9; v++) {
            if ((bestMask & (1 << v)) == 0) continue;
            place(bestR, bestC, v);
            if (solve()) return true;
            unplace(bestR, bestC, v);
        }
        return false;
    }

    static boolean valid() {
        for (int i = 0; i < 9; i++) {
            int r = 0, c = 0, b = 0;
            for (int j = 0; j < 9; j++) {
                r |= 1 << grid[i][j];
                c |= 1 << grid[j][i];
                b |= 1 << grid[(i / 3) * 3 + j / 3][(i % 3) * 3 + j % 3];
            }
            if (r != 0x3FE || c != 0x3FE || b != 0x3FE) return false;
        }
        return true;
    }

    public static void main(String[] args) {
        String puzzle =
            "53..7...." + "6..195..." + ".98....6." +
            "8...6...3" + "4..8.3..1" + "7...2...6" +
            ".6....28." + "...419..5" + "....8..79";
        for (int i = 0; i < 81; i++) {
            char ch = puzzle.charAt(i);
            if (ch != '.') place(i / 9, i % 9, ch - '0');
        }
        boolean ok = solve();
        System.out.println("solved: " + ok + ", valid: " + valid());
        for (int r = 0; r < 9; r++) {
            StringBuilder sb = new StringBuilder();
            for (int c = 0; c < 9; c++) {
                sb.append(grid[r][c]);
                if (c == 2 || c == 5) sb.append(" | ");
                else if (c < 8) sb.append(' ');
            }
            System.out.println(sb);
            if (r == 2 || r == 5) System.out.println("------+-------+------");
        }
        System.out.println("search nodes: " + nodes);
    }
}
