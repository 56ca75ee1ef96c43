// skip: run by tests/run-jni-tests.py (needs the tests/jni libraries)
import java.util.ArrayList;
import java.util.List;

public class JniRefs {
    static {
        System.loadLibrary("jnirefs");
    }

    static native void keep(int slot, Object o);
    static native Object kept(int slot);
    static native int manyLocals(int n);
    static native String frames(int depth);
    static native int deleteLoop(int n);
    static native String stash();
    static native boolean same(Object a, Object b);
    static native String refTypes(Object o);
    static native int manyGlobals(int n);

    static long sink;

    /** Makes garbage enough to need collections. */
    static void churn() {
        List<int[]> l = new ArrayList<>();
        for (int i = 0; i < 2000; i++) {
            l.add(new int[256]);
            if (l.size() > 50) {
                l.clear();
            }
        }
        sink += l.size();
    }

    public static void main(String[] args) {
        keep(0, new StringBuilder("held").append(" by a global ref"));
        keep(1, new int[] { 1, 2, 3 });
        keep(2, new Object[] { "nested", new long[] { 42 } });
        for (int i = 0; i < 5; i++) {
            churn();
            System.gc();
        }
        System.out.println("kept 0: " + kept(0));
        System.out.println("kept 1: " + java.util.Arrays.toString((int[]) kept(1)));
        Object[] k2 = (Object[]) kept(2);
        System.out.println("kept 2: " + k2[0] + " " + ((long[]) k2[1])[0]);
        keep(0, null);
        System.out.println("dropped: " + kept(0));
        System.out.println("manyLocals: " + manyLocals(10) + " " + manyLocals(1000));
        System.out.println("frames: " + frames(5));
        System.out.println("deleteLoop: " + deleteLoop(200000));
        System.out.println("stash: " + stash());
        String s = "x";
        System.out.println("same: " + same(s, s) + " " + same(s, new String("x")) + " " + same(null, null));
        System.out.println("refTypes: " + refTypes("obj"));
        System.out.println("manyGlobals: " + manyGlobals(2000));
    }
}
