// multianewarray, jagged arrays, arrays of arrays built by hand, partially
// specified dimensions, and array class names.
import java.util.Arrays;

public class MultiDimArrays {
    public static void main(String[] args) {
        int[][] grid = new int[3][4];
        for (int i = 0; i < 3; i++)
            for (int j = 0; j < 4; j++)
                grid[i][j] = i * 10 + j;
        System.out.println(Arrays.deepToString(grid));
        System.out.println("rows " + grid.length + ", cols " + grid[0].length);
        long[][][] cube = new long[2][3][4];
        long n = 0;
        for (long[][] plane : cube) for (long[] row : plane) for (int k = 0; k < row.length; k++) row[k] = n++;
        System.out.println(Arrays.deepToString(cube));
        int[][] jagged = new int[4][];
        for (int i = 0; i < jagged.length; i++) {
            jagged[i] = new int[i + 1];
            for (int j = 0; j <= i; j++) jagged[i][j] = (i == 0 || j == 0 || j == i) ? 1 : jagged[i - 1][j - 1] + jagged[i - 1][j];
        }
        for (int[] row : jagged) System.out.println(Arrays.toString(row));
        String[][] partial = new String[2][];
        System.out.println("partial[1] = " + partial[1]);
        partial[0] = new String[] { "a", "b" };
        partial[1] = new String[0];
        System.out.println(Arrays.deepToString(partial));
        char[][] lit = { { 'x', 'o' }, { 'o' }, {} };
        System.out.println(lit.length + " " + lit[0].length + " " + lit[1].length + " " + lit[2].length);
        double[][] id = new double[3][3];
        for (int i = 0; i < 3; i++) id[i][i] = 1.0;
        System.out.println(Arrays.deepToString(id));
        Object[] objs = new int[2][2];
        System.out.println(objs.getClass().getName() + " " + objs[0].getClass().getName());
        System.out.println(new String[1][1][1].getClass().getName());
        System.out.println(new boolean[0].getClass().getName() + " " + new byte[0].getClass().getName()
            + " " + new short[0].getClass().getName() + " " + new char[0].getClass().getName()
            + " " + new float[0].getClass().getName() + " " + new double[0].getClass().getName()
            + " " + new long[0].getClass().getName() + " " + new Object[0].getClass().getName());
        System.out.println(int[][].class.getSimpleName() + " " + String[].class.getSimpleName());
        int[][][] mixed = new int[2][][];
        mixed[0] = new int[][] { { 1 }, { 2, 3 } };
        System.out.println(Arrays.deepToString(mixed));
        int[][] copy = grid.clone();
        copy[0][0] = 999;  // shallow: shared rows
        copy[1] = new int[] { -1 };
        System.out.println(grid[0][0] + " " + Arrays.toString(grid[1]));
        int[][] zero = new int[0][5];
        System.out.println("zero rows: " + zero.length);
        int sum = 0;
        int[][] big = new int[100][100];
        for (int i = 0; i < 100; i++) for (int j = 0; j < 100; j++) big[i][j] = i ^ j;
        for (int[] row : big) for (int v : row) sum += v;
        System.out.println("xor sum " + sum);
        System.out.println(Arrays.deepEquals(new int[][] { { 1, 2 } }, new int[][] { { 1, 2 } })
            + " " + Arrays.equals(new int[][] { { 1, 2 } }, new int[][] { { 1, 2 } }));
    }
}
