// Default element values of every array type, array length, and field defaults.
import java.util.Arrays;

public class ArrayDefaults {
    static boolean zb; static byte zby; static short zs; static char zc; static int zi;
    static long zl; static float zf; static double zd; static Object zo; static String zstr;
    int instanceInt; double instanceDouble; Object instanceObj;

    public static void main(String[] args) {
        System.out.println(Arrays.toString(new boolean[3]));
        System.out.println(Arrays.toString(new byte[3]));
        System.out.println(Arrays.toString(new short[3]));
        char[] cz = new char[3];
        System.out.println((int) cz[0] + " " + (int) cz[2]);
        System.out.println(Arrays.toString(new int[3]));
        System.out.println(Arrays.toString(new long[3]));
        System.out.println(Arrays.toString(new float[3]));
        System.out.println(Arrays.toString(new double[3]));
        System.out.println(Arrays.toString(new Object[3]));
        System.out.println(Arrays.toString(new String[3]));
        System.out.println(Arrays.toString(new int[0]) + " " + new int[0].length);
        System.out.println(zb + " " + zby + " " + zs + " " + (int) zc + " " + zi + " " + zl + " "
            + zf + " " + zd + " " + zo + " " + zstr);
        ArrayDefaults a = new ArrayDefaults();
        System.out.println(a.instanceInt + " " + a.instanceDouble + " " + a.instanceObj);
        int[] big = new int[1 << 16];
        long s = 0;
        for (int v : big) s += v;
        System.out.println("sum of fresh array = " + s + ", length " + big.length);
        int[] reuse = new int[4];
        Arrays.fill(reuse, 7);
        reuse = new int[4];
        System.out.println(Arrays.toString(reuse));
        Integer[] boxes = new Integer[2];
        System.out.println(boxes[0] == null);
        int[] arr = { };
        System.out.println(arr.length);
        final int[] constLen = new int[] { 1, 2, 3 };
        System.out.println(constLen.length);
    }
}
