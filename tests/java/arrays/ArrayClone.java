// clone() of primitive and reference arrays: a new array, same contents, shallow.
import java.util.Arrays;

public class ArrayClone {
    static class Box {
        int v;
        Box(int v) { this.v = v; }
        public String toString() { return "Box(" + v + ")"; }
    }

    public static void main(String[] args) {
        int[] a = { 1, 2, 3 };
        int[] b = a.clone();
        b[0] = 100;
        System.out.println(Arrays.toString(a) + " " + Arrays.toString(b) + " " + (a != b));
        Box[] boxes = { new Box(1), new Box(2) };
        Box[] copy = boxes.clone();
        copy[0].v = 50;
        copy[1] = new Box(99);
        System.out.println(Arrays.toString(boxes) + " " + Arrays.toString(copy));
        System.out.println(copy.getClass() == boxes.getClass());
        char[] cs = "hello".toCharArray();
        char[] cc = cs.clone();
        cc[0] = 'j';
        System.out.println(new String(cs) + " " + new String(cc));
        double[] ds = new double[0];
        System.out.println(ds.clone().length);
        long[] ls = { Long.MAX_VALUE, Long.MIN_VALUE };
        System.out.println(Arrays.toString(ls.clone()));
        boolean[] bs = { true, false };
        System.out.println(Arrays.toString(bs.clone()));
        Object o = new String[] { "x", "y" }.clone();
        System.out.println(o.getClass().getName() + " " + ((String[]) o)[1]);
        int[] copyOf = Arrays.copyOf(a, 5);
        int[] range = Arrays.copyOfRange(a, 1, 3);
        System.out.println(Arrays.toString(copyOf) + " " + Arrays.toString(range));
        String[] grown = Arrays.copyOf(new String[] { "p" }, 3);
        System.out.println(Arrays.toString(grown));
        int[] sys = new int[6];
        System.arraycopy(a, 0, sys, 2, 3);
        System.out.println(Arrays.toString(sys));
        int[] overlap = { 1, 2, 3, 4, 5, 6 };
        System.arraycopy(overlap, 0, overlap, 2, 4);
        System.out.println("overlap forward: " + Arrays.toString(overlap));
        int[] overlap2 = { 1, 2, 3, 4, 5, 6 };
        System.arraycopy(overlap2, 2, overlap2, 0, 4);
        System.out.println("overlap backward: " + Arrays.toString(overlap2));
    }
}
