// The methods the VM runs as C intrinsics (String.length/charAt/hashCode/equals/indexOf,
// Arrays.fill, Math.max/min/abs): results, and the exceptions of the cases the
// intrinsics leave to the bytecode (bad indices, null arrays, failed store checks).
import java.util.Arrays;

public class IntrinsicEdges {
    static void show(String what, Runnable r) {
        try {
            r.run();
            System.out.println(what + ": ok");
        } catch (RuntimeException e) {
            // (NPE texts name the JDK's parameters, which our class library's debug info lacks)
            System.out.println(what + ": " + (e instanceof NullPointerException ? e.getClass().getName() : e));
        }
    }

    public static void main(String[] args) {
        String s = "hello, world";
        String t = new String("hello, world".toCharArray());
        System.out.println(s.length() + " " + "".length() + " " + s.charAt(0) + s.charAt(11));
        System.out.println(s.hashCode() + " " + t.hashCode() + " " + "".hashCode() + " " + "\uffff\u0000".hashCode());
        System.out.println(s.equals(t) + " " + s.equals(s) + " " + s.equals(null) + " " + s.equals((Object) 42)
                           + " " + s.equals("hello, worle") + " " + s.equals("hello") + " " + "".equals(""));
        System.out.println(s.indexOf('o') + " " + s.indexOf('o', 5) + " " + s.indexOf('z') + " " + s.indexOf('h', -3)
                           + " " + s.indexOf('h', 99) + " " + s.indexOf(-1) + " " + s.indexOf(0x1F600));
        String emoji = "a\uD83D\uDE00b";
        System.out.println(emoji.indexOf(0x1F600) + " " + emoji.indexOf(0x1F600, 2));
        show("charAt(-1)", () -> s.charAt(-1));
        show("charAt(12)", () -> s.charAt(12));

        int[] ia = new int[5];
        Arrays.fill(ia, 7);
        Arrays.fill(ia, 1, 3, -2);
        long[] la = new long[4];
        Arrays.fill(la, 1L << 40);
        Arrays.fill(la, 3, 4, -1L);
        short[] sa = new short[3];
        Arrays.fill(sa, (short) -5);
        char[] ca = new char[3];
        Arrays.fill(ca, 'x');
        Arrays.fill(ca, 2, 3, 'y');
        byte[] ba = new byte[4];
        Arrays.fill(ba, (byte) -1);
        Arrays.fill(ba, 0, 1, (byte) 3);
        boolean[] za = new boolean[3];
        Arrays.fill(za, true);
        Arrays.fill(za, 1, 2, false);
        float[] fa = new float[2];
        Arrays.fill(fa, -0.0f);
        double[] da = new double[3];
        Arrays.fill(da, Double.NaN);
        Arrays.fill(da, 0, 1, 2.5);
        Object[] oa = new String[3];
        Arrays.fill(oa, "s");
        Arrays.fill(oa, 2, 3, null);
        System.out.println(Arrays.toString(ia) + Arrays.toString(la) + Arrays.toString(sa) + Arrays.toString(ca));
        System.out.println(Arrays.toString(ba) + Arrays.toString(za) + Arrays.toString(fa) + Arrays.toString(da)
                           + Arrays.toString(oa));
        Arrays.fill(ia, 2, 2, 9);
        show("fill range 3..2", () -> Arrays.fill(ia, 3, 2, 0));
        show("fill range -1..2", () -> Arrays.fill(ia, -1, 2, 0));
        show("fill range 0..6", () -> Arrays.fill(ia, 0, 6, 0));
        show("fill null int[]", () -> Arrays.fill((int[]) null, 0));
        show("fill null long[] range", () -> Arrays.fill((long[]) null, 0, 1, 0L));
        show("fill String[] with Integer", () -> Arrays.fill(oa, Integer.valueOf(1)));
        show("fill String[] range with Integer", () -> Arrays.fill(oa, 0, 1, Integer.valueOf(1)));
        System.out.println(Arrays.toString(ia) + Arrays.toString(oa));

        System.out.println(Math.max(3, -4) + " " + Math.min(3, -4) + " " + Math.max(Integer.MIN_VALUE, Integer.MAX_VALUE)
                           + " " + Math.max(1L << 33, -1L) + " " + Math.min(1L << 33, -1L)
                           + " " + Math.abs(-7) + " " + Math.abs(Integer.MIN_VALUE) + " " + Math.abs(0));
    }
}
