// skip: run by tests/run-jni-tests.py (needs the tests/jni libraries)
import java.util.Arrays;

public class JniArrays {
    static {
        System.loadLibrary("jniarrays");
    }

    static native int sumInts(int[] a);
    static native void doubleInts(int[] a);
    static native void commitThenAbort(long[] a);
    static native void scaleAll(boolean[] z, byte[] b, char[] c, short[] s, float[] f, double[] d, int by);
    static native Object[] makeAll(int n);
    static native String readRegions(Object[] all, int start, int len);
    static native void getRegion(int[] a, int start, int len);
    static native void setRegion(double[] a, int start, int len);
    static native Object newInts(int n);
    static native String[] makeStrings(int n, String fill);
    static native Object getElement(Object[] a, int i);
    static native void setElement(Object[] a, int i, Object v);
    static native int length(Object a);
    static native long sumCritical(byte[] a);
    static native int[][] identity(int n);

    public static void main(String[] args) {
        int[] ints = { 1, 2, 3, 4, 5 };
        System.out.println("sumInts: " + sumInts(ints) + " " + sumInts(new int[0]));
        doubleInts(ints);
        System.out.println("doubleInts: " + Arrays.toString(ints));
        long[] longs = { 1, 2, 3 };
        commitThenAbort(longs);
        System.out.println("commitThenAbort: " + Arrays.toString(longs));
        boolean[] z = { true, false, true };
        byte[] b = { 1, -2, 100 };
        char[] c = { 'a', 'b', 'c' };
        short[] s = { 1000, -1000, 30000 };
        float[] f = { 0.5f, -1.25f, 3f };
        double[] d = { 0.1, -2.5, 1e300 };
        scaleAll(z, b, c, s, f, d, 3);
        System.out.println("scaleAll: " + Arrays.toString(z) + " " + Arrays.toString(b) + " "
                + Arrays.toString(c) + " " + Arrays.toString(s) + " " + Arrays.toString(f) + " "
                + Arrays.toString(d));
        Object[] all = makeAll(5);
        System.out.println("makeAll: " + Arrays.toString((boolean[]) all[0]) + " "
                + Arrays.toString((byte[]) all[1]) + " " + Arrays.toString((char[]) all[2]) + " "
                + Arrays.toString((short[]) all[3]) + " " + Arrays.toString((int[]) all[4]) + " "
                + Arrays.toString((long[]) all[5]) + " " + Arrays.toString((float[]) all[6]) + " "
                + Arrays.toString((double[]) all[7]));
        System.out.println("readRegions: " + readRegions(all, 1, 3));
        int[] five = new int[5];
        int[][] bad = { { -1, 2 }, { 0, 6 }, { 4, 2 }, { 1, -1 }, { 5, 0 }, { 6, 0 } };
        for (int[] r : bad) {
            try {
                getRegion(five, r[0], r[1]);
                System.out.println("getRegion " + r[0] + "," + r[1] + ": ok");
            } catch (ArrayIndexOutOfBoundsException e) {
                System.out.println("getRegion " + r[0] + "," + r[1] + ": " + e.getMessage());
            }
            try {
                setRegion(new double[5], r[0], r[1]);
                System.out.println("setRegion " + r[0] + "," + r[1] + ": ok");
            } catch (ArrayIndexOutOfBoundsException e) {
                System.out.println("setRegion " + r[0] + "," + r[1] + ": " + e.getMessage());
            }
        }
        System.out.println("newInts: " + ((int[]) newInts(3)).length);
        try {
            newInts(-3);
        } catch (NegativeArraySizeException e) {
            System.out.println("newInts(-3): " + e);
        }
        String[] strs = makeStrings(4, "fill");
        System.out.println("makeStrings: " + Arrays.toString(strs) + " " + Arrays.toString(makeStrings(2, null)));
        System.out.println("getElement: " + getElement(strs, 1) + " " + getElement(new Object[] { null }, 0));
        try {
            getElement(strs, 4);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("getElement(4): " + e.getMessage());
        }
        try {
            getElement(strs, -1);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("getElement(-1): " + e.getMessage());
        }
        Object[] objs = new Object[2];
        setElement(objs, 0, Integer.valueOf(7));
        setElement(strs, 0, "set");
        setElement(strs, 2, null);
        System.out.println("setElement: " + Arrays.toString(objs) + " " + Arrays.toString(strs));
        try {
            setElement(strs, 0, Integer.valueOf(1));
        } catch (ArrayStoreException e) {
            System.out.println("setElement(Integer): " + e);
        }
        try {
            setElement(new int[1][], 0, "x");
        } catch (ArrayStoreException e) {
            System.out.println("setElement(int[][]): " + e);
        }
        try {
            setElement(new String[1][1][], 0, new Object());
        } catch (ArrayStoreException e) {
            System.out.println("setElement(String[][][]): " + e);
        }
        try {
            setElement(objs, 2, "x");
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("setElement(2): " + e.getMessage());
        }
        System.out.println("length: " + length(new long[7]) + " " + length(new String[0]) + " " + length(new int[3][2]));
        byte[] crit = { 10, 20, 30, -5 };
        System.out.println("sumCritical: " + sumCritical(crit) + " " + Arrays.toString(crit));
        System.out.println("identity: " + Arrays.deepToString(identity(3)));
        int[] big = new int[100000];
        for (int i = 0; i < big.length; i++) {
            big[i] = i;
        }
        System.out.println("big: " + sumInts(big));
    }
}
