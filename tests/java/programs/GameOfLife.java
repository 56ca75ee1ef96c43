// Conway's Game of Life on a small torus: a glider and a blinker, printed for a
// few generations, then population after 100 generations.
public class GameOfLife {
    static boolean[][] step(boolean[][] g) {
        int h = g.length, w = g[0].length;
        boolean[][] n = new boolean[h][w];
        for (int r = 0; r < h; r++)
            for (int c = 0; c < w; c++) {
                int live = 0;
                for (int dr = -1; dr <= 1; dr++)
                    for (int dc = -1; dc <= 1; dc++)
                        if ((dr != 0 || dc != 0) && g[(r + dr + h) % h][(c + dc + w) % w]) live++;
                n[r][c] = g[r][c] ? live == 2 || live == 3 : live == 3;
            }
        return n;
    }

    static void print(boolean[][] g, int gen) {
        System.out.println("generation " + gen + ":");
        for (boolean[] row : g) {
            StringBuilder sb = new StringBuilder();
            for (boolean b : row) sb.append(b ? '#' : '.');
            System.out.println(sb);
        }
    }

    static int population(boolean[][] g) {
        int p = 0;
        for (boolean[] row : g) for (boolean b : row) if (b) p++;
        return p;
    }

    public static void main(String[] args) {
        boolean[][] g = new boolean[10][12];
        int[][] glider = { { 0, 1 }, { 1, 2 }, { 2, 0 }, { 2, 1 }, { 2, 2 } };
        for (int[] p : glider) g[p[0]][p[1]] = true;
        g[6][8] = g[6][9] = g[6][10] = true;   // blinker
        for (int gen = 0; gen <= 4; gen++) {
            print(g, gen);
            g = step(g);
        }
        for (int gen = 5; gen < 100; gen++) g = step(g);
        System.out.println("population after 100 generations: " + population(g));
        boolean[][] rpent = new boolean[40][40];
        rpent[19][20] = rpent[19][21] = rpent[20][19] = rpent[20][20] = rpent[21][20] = true;
        StringBuilder pops = new StringBuilder();
        for (int gen = 0; gen < 60; gen++) {
            if (gen % 10 == 0) pops.append(population(rpent)).append(' ');
            rpent = step(rpent);
        }
        System.out.println("r-pentomino populations: " + pops.toString().trim());
    }
}
