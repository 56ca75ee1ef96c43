// skip: run by tests/run-jni-tests.py (needs the tests/jni libraries)
public class JniFields extends JniFieldsBase {
    static {
        System.loadLibrary("jnifields");
    }

    boolean z;
    byte b;
    char c = '?';
    short s;
    int i;
    long j;
    float f;
    double d;
    String str = "initial";
    int[] arr;

    static boolean sz;
    static byte sb;
    static char sc = '?';
    static short ss;
    static int si = 1;
    static long sj;
    static float sf;
    static double sd;
    static String sstr;

    static class Lazy {
        static int value;

        static {
            System.out.println("Lazy initialized");
            value = 99;
        }
    }

    static native void setAll(JniFields o, int seed);
    static native String getAll(JniFields o);
    static native void setStatics(int seed);
    static native String getStatics();
    static native String fieldId(Class<?> k, String name, String sig, boolean isStatic);
    static native int lazyStatic();

    public static void main(String[] args) {
        JniFields o = new JniFields();
        System.out.println("initial: " + getAll(o));
        setAll(o, 3);
        System.out.println("java sees: " + o.z + " " + o.b + " " + o.c + " " + o.s + " " + o.i + " " + o.j
                + " " + o.f + " " + o.d + " " + o.str + " " + o.arr.length + " " + o.inherited);
        System.out.println("getAll: " + getAll(o));
        o.z = false;
        o.b = -1;
        o.c = 'Z';
        o.s = Short.MIN_VALUE;
        o.i = Integer.MIN_VALUE;
        o.j = Long.MAX_VALUE;
        o.f = Float.MAX_VALUE;
        o.d = -0.0;
        o.str = null;
        o.arr = null;
        System.out.println("getAll: " + getAll(o));
        System.out.println("statics: " + getStatics());
        setStatics(4);
        System.out.println("java sees: " + sz + " " + sb + " " + sc + " " + ss + " " + si + " " + sj + " "
                + sf + " " + sd + " " + sstr);
        System.out.println("statics: " + getStatics());
        System.out.println("fieldId: " + fieldId(JniFields.class, "i", "I", false) + " | "
                + fieldId(JniFields.class, "inherited", "I", false) + " | "
                + fieldId(JniFields.class, "i", "J", false) + " | "
                + fieldId(JniFields.class, "nope", "I", false) + " | "
                + fieldId(JniFields.class, "si", "I", false) + " | "
                + fieldId(JniFields.class, "i", "I", true) + " | "
                + fieldId(JniFields.class, "baseStatic", "Ljava/lang/String;", true) + " | "
                + fieldId(JniFields.class, "nope", "[Ljava/lang/String;", true));
        System.out.println("before lazy");
        System.out.println("lazyStatic: " + lazyStatic());
    }
}

class JniFieldsBase {
    int inherited = 7;
    static String baseStatic = "base";
}
