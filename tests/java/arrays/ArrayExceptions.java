// Exceptions from array operations and their exact messages: AIOOBE on load and
// store of every type, NegativeArraySizeException, ArrayStoreException,
// NullPointerException on null arrays, and System.arraycopy checks.
public class ArrayExceptions {
    static int idx(int i) { return i; }

    public static void main(String[] args) {
        int[] ia = new int[3];
        try { ia[idx(5)] = 1; } catch (ArrayIndexOutOfBoundsException e) { System.out.println("iastore: " + e.getMessage()); }
        try { System.out.println(ia[idx(-1)]); } catch (ArrayIndexOutOfBoundsException e) { System.out.println("iaload: " + e.getMessage()); }
        try { System.out.println((new long[2])[idx(2)]); } catch (ArrayIndexOutOfBoundsException e) { System.out.println("laload: " + e.getMessage()); }
        try { (new double[0])[idx(0)] = 1; } catch (ArrayIndexOutOfBoundsException e) { System.out.println("dastore: " + e.getMessage()); }
        try { System.out.println((new byte[1])[idx(1)]); } catch (ArrayIndexOutOfBoundsException e) { System.out.println("baload: " + e.getMessage()); }
        try { System.out.println((new char[4])[idx(4)]); } catch (ArrayIndexOutOfBoundsException e) { System.out.println("caload: " + e.getMessage()); }
        try { System.out.println((new short[4])[idx(Integer.MIN_VALUE)]); } catch (ArrayIndexOutOfBoundsException e) { System.out.println("saload: " + e.getMessage()); }
        try { System.out.println((new String[2])[idx(3)]); } catch (ArrayIndexOutOfBoundsException e) { System.out.println("aaload: " + e.getMessage()); }
        try { (new float[1])[idx(9)] += 1; } catch (ArrayIndexOutOfBoundsException e) { System.out.println("faload: " + e); }
        try { (new boolean[1])[idx(1)] = true; } catch (IndexOutOfBoundsException e) { System.out.println("bastore as IOOBE: " + e.getMessage()); }
        try { int[] neg = new int[idx(-1)]; System.out.println(neg.length); } catch (NegativeArraySizeException e) { System.out.println("newarray: " + e.getMessage()); }
        try { Object[] neg = new Object[idx(-5)]; System.out.println(neg.length); } catch (NegativeArraySizeException e) { System.out.println("anewarray: " + e); }
        try { int[][] neg = new int[2][idx(-3)]; System.out.println(neg.length); } catch (NegativeArraySizeException e) { System.out.println("multianewarray: " + e.getMessage()); }
        try {
            Object[] objs = new String[2];
            objs[0] = "fine";
            objs[1] = Integer.valueOf(1);
        } catch (ArrayStoreException e) {
            System.out.println("aastore: " + e.getMessage());
        }
        try {
            Object[] objs = new Integer[1][];
            objs[0] = new int[1];
        } catch (ArrayStoreException e) {
            System.out.println("aastore nested: " + e.getMessage());
        }
        Object[] ok = new Number[1];
        ok[0] = 3.5;
        System.out.println("Number[] accepts Double: " + ok[0]);
        int[] nul = null;
        try { System.out.println(nul[0]); } catch (NullPointerException e) { System.out.println("iaload on null: NPE"); }
        try { System.out.println(nul.length); } catch (NullPointerException e) { System.out.println("arraylength on null: NPE"); }
        try { nul[0] = 1; } catch (NullPointerException e) { System.out.println("iastore on null: NPE"); }
        int[] src = { 1, 2, 3, 4, 5 };
        int[] dst = new int[5];
        try { System.arraycopy(src, 3, dst, 0, 5); } catch (ArrayIndexOutOfBoundsException e) { System.out.println("arraycopy: " + e.getMessage()); }
        try { System.arraycopy(src, 0, dst, 2, 4); } catch (ArrayIndexOutOfBoundsException e) { System.out.println("arraycopy: " + e.getMessage()); }
        try { System.arraycopy(src, -1, dst, 0, 1); } catch (ArrayIndexOutOfBoundsException e) { System.out.println("arraycopy: " + e.getMessage()); }
        try { System.arraycopy(src, 0, dst, 0, -1); } catch (ArrayIndexOutOfBoundsException e) { System.out.println("arraycopy: " + e.getMessage()); }
        try { System.arraycopy(src, 0, new long[5], 0, 1); } catch (ArrayStoreException e) { System.out.println("arraycopy: " + e.getMessage()); }
        try { System.arraycopy(src, 0, "notarray", 0, 1); } catch (ArrayStoreException e) { System.out.println("arraycopy: " + e.getMessage()); }
        try { System.arraycopy(new Object[] { "a", 1 }, 0, new String[2], 0, 2); } catch (ArrayStoreException e) { System.out.println("arraycopy: " + e.getMessage()); }
        try { System.arraycopy(null, 0, dst, 0, 1); } catch (NullPointerException e) { System.out.println("arraycopy null: NPE"); }
        int caught = 0;
        for (int i = -2; i < 6; i++) {
            try { src[i]++; } catch (ArrayIndexOutOfBoundsException e) { caught++; }
        }
        System.out.println("caught " + caught + ", src now " + java.util.Arrays.toString(src));
    }
}
