// Stack traces keep at most 1024 frames (-XX:MaxJavaStackTraceDepth's default), innermost first.
public class StackDepthCap {
    static int down(int n) {
        if (n == 0) {
            throw new IllegalStateException("bottom");
        }
        return down(n - 1) + 1;
    }

    static int depthAt(int n) {
        try {
            down(n);
            return -1;
        } catch (IllegalStateException e) {
            StackTraceElement[] st = e.getStackTrace();
            int downs = 0;
            for (StackTraceElement el : st) {
                if (el.getMethodName().equals("down")) {
                    downs++;
                }
            }
            System.out.println("n=" + n + " frames=" + st.length + " down-frames=" + downs
                    + " first=" + st[0].getMethodName() + " last=" + st[st.length - 1].getMethodName());
            return st.length;
        }
    }

    static int soeDepth;

    static void recurse() {
        soeDepth++;
        recurse();
    }

    public static void main(String[] args) {
        depthAt(10);
        depthAt(1019);
        depthAt(1020);
        depthAt(1021);
        depthAt(3000);
        try {
            recurse();
        } catch (StackOverflowError e) {
            StackTraceElement[] st = e.getStackTrace();
            boolean all = true;
            for (StackTraceElement el : st) {
                all &= el.getMethodName().equals("recurse");
            }
            System.out.println("SOE frames=" + st.length + " all recurse=" + all + " deep=" + (soeDepth > 1024));
        }
        Throwable t = new Throwable();
        System.out.println("shallow=" + t.getStackTrace().length);
    }
}
