import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.lang.invoke.CallSite;
import java.lang.invoke.ConstantCallSite;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.MutableCallSite;
import java.lang.invoke.VolatileCallSite;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/* invokedynamic with the program's own bootstrap methods, in a class assembled here
 * (javac emits invokedynamic only for its own bootstraps): Constant, Mutable and
 * Volatile call sites, setTarget re-linking, static arguments of every constant kind
 * (int, long, float, double, String, Class, MethodType, MethodHandle, a dynamic
 * constant), ldc of method handles, method types and dynamic constants, and the
 * BootstrapMethodErrors of failing bootstraps. */
public class IndyBootstrap {

    // ------------------------------------------------------------ bootstraps and targets

    public static int calls;
    public static MutableCallSite mutable;
    public static VolatileCallSite volatileSite;

    public static String greet(String who, int n) {
        return "hello " + who + " x" + n;
    }

    public static String bye(String who, int n) {
        return "bye " + who + " x" + n;
    }

    public static long twice(long v) {
        return 2 * v;
    }

    public static CallSite constantBsm(MethodHandles.Lookup lk, String name, MethodType type) throws Exception {
        calls++;
        System.out.println("constantBsm " + name + " " + type + " lookup " + lk.lookupClass().getName() + " full "
                + lk.hasFullPrivilegeAccess());
        return new ConstantCallSite(MethodHandles.lookup().findStatic(IndyBootstrap.class, name, type));
    }

    public static CallSite mutableBsm(MethodHandles.Lookup lk, String name, MethodType type) throws Exception {
        mutable = new MutableCallSite(MethodHandles.lookup().findStatic(IndyBootstrap.class, "greet", type));
        return mutable;
    }

    public static CallSite volatileBsm(MethodHandles.Lookup lk, String name, MethodType type) throws Exception {
        volatileSite = new VolatileCallSite(type);
        volatileSite.setTarget(MethodHandles.lookup().findStatic(IndyBootstrap.class, "twice", type));
        return volatileSite;
    }

    public static CallSite argsBsm(MethodHandles.Lookup lk, String name, MethodType type, int i, long l, float f,
            double d, String s, Class<?> c, MethodType mt, MethodHandle mh, Object condy) throws Throwable {
        String text = name + ": " + i + " " + l + " " + f + " " + d + " " + s + " " + c.getName() + " " + mt + " "
                + mh.type() + " " + (String) mh.invokeExact("mh", 3) + " " + condy;
        return new ConstantCallSite(MethodHandles.dropArguments(MethodHandles.constant(String.class, text), 0,
                type.parameterList()));
    }

    public static CallSite varargsBsm(MethodHandles.Lookup lk, String name, MethodType type, Object... rest) {
        return new ConstantCallSite(MethodHandles.constant(String.class, name + " " + Arrays.toString(rest)));
    }

    public static Object condyBsm(MethodHandles.Lookup lk, String name, Class<?> type) {
        System.out.println("condyBsm " + name + " " + type.getName());
        if (type == int.class) {
            return 42;
        }
        if (type == long.class) {
            return 1L << 50;
        }
        if (type == double.class) {
            return 0.75;
        }
        return "condy:" + name;
    }

    public static Object condyArgsBsm(MethodHandles.Lookup lk, String name, Class<?> type, int a, String b) {
        return name + "=" + a + b;
    }

    public static CallSite throwingBsm(MethodHandles.Lookup lk, String name, MethodType type) {
        calls++;
        throw new IllegalStateException("bootstrap says no");
    }

    public static CallSite errorBsm(MethodHandles.Lookup lk, String name, MethodType type) {
        throw new AssertionError("bootstrap asserts");
    }

    public static Object nullBsm(MethodHandles.Lookup lk, String name, MethodType type) {
        return null;
    }

    public static Object stringBsm(MethodHandles.Lookup lk, String name, MethodType type) {
        return "not a call site";
    }

    public static CallSite wrongTypeBsm(MethodHandles.Lookup lk, String name, MethodType type) {
        return new ConstantCallSite(MethodHandles.constant(String.class, "wrong"));
    }

    public static CallSite shortBsm(MethodHandles.Lookup lk, String name) {
        return null;
    }

    public static Object throwingCondy(MethodHandles.Lookup lk, String name, Class<?> type) {
        throw new IllegalArgumentException("condy says no");
    }

    // ------------------------------------------------------------ a class-file assembler

    static final class Asm {
        final ByteArrayOutputStream cpBytes = new ByteArrayOutputStream();
        final DataOutputStream cp = new DataOutputStream(cpBytes);
        final Map<String, Integer> pool = new HashMap<>();
        int count = 1;
        final List<byte[]> methods = new ArrayList<>();
        final List<byte[]> bootstraps = new ArrayList<>();

        int entry(String key, int slots, Emit e) throws IOException {
            Integer have = pool.get(key);
            if (have != null) {
                return have;
            }
            ByteArrayOutputStream b = new ByteArrayOutputStream();
            e.emit(new DataOutputStream(b));
            b.writeTo(cp);
            int idx = count;
            count += slots;
            pool.put(key, idx);
            return idx;
        }

        interface Emit {
            void emit(DataOutputStream o) throws IOException;
        }

        int utf8(String s) throws IOException {
            return entry("U" + s, 1, o -> { o.writeByte(1); o.writeUTF(s); });
        }

        int cls(String n) throws IOException {
            int u = utf8(n);
            return entry("C" + n, 1, o -> { o.writeByte(7); o.writeShort(u); });
        }

        int string(String s) throws IOException {
            int u = utf8(s);
            return entry("S" + s, 1, o -> { o.writeByte(8); o.writeShort(u); });
        }

        int integer(int v) throws IOException {
            return entry("I" + v, 1, o -> { o.writeByte(3); o.writeInt(v); });
        }

        int longc(long v) throws IOException {
            return entry("J" + v, 2, o -> { o.writeByte(5); o.writeLong(v); });
        }

        int floatc(float v) throws IOException {
            return entry("F" + v, 1, o -> { o.writeByte(4); o.writeFloat(v); });
        }

        int doublec(double v) throws IOException {
            return entry("D" + v, 2, o -> { o.writeByte(6); o.writeDouble(v); });
        }

        int nat(String n, String d) throws IOException {
            int a = utf8(n), b = utf8(d);
            return entry("N" + n + ":" + d, 1, o -> { o.writeByte(12); o.writeShort(a); o.writeShort(b); });
        }

        int methodref(String c, String n, String d) throws IOException {
            int a = cls(c), b = nat(n, d);
            return entry("M" + c + "." + n + d, 1, o -> { o.writeByte(10); o.writeShort(a); o.writeShort(b); });
        }

        int fieldref(String c, String n, String d) throws IOException {
            int a = cls(c), b = nat(n, d);
            return entry("R" + c + "." + n + d, 1, o -> { o.writeByte(9); o.writeShort(a); o.writeShort(b); });
        }

        int handle(int kind, int ref) throws IOException {
            return entry("H" + kind + ":" + ref, 1, o -> { o.writeByte(15); o.writeByte(kind); o.writeShort(ref); });
        }

        int methodType(String d) throws IOException {
            int u = utf8(d);
            return entry("T" + d, 1, o -> { o.writeByte(16); o.writeShort(u); });
        }

        int bootstrap(int bsmHandle, int... args) {
            ByteArrayOutputStream b = new ByteArrayOutputStream();
            DataOutputStream o = new DataOutputStream(b);
            try {
                o.writeShort(bsmHandle);
                o.writeShort(args.length);
                for (int a : args) {
                    o.writeShort(a);
                }
            } catch (IOException e) {
                throw new RuntimeException(e);
            }
            bootstraps.add(b.toByteArray());
            return bootstraps.size() - 1;
        }

        int indy(int bsm, String n, String d) throws IOException {
            int nt = nat(n, d);
            return entry("Y" + bsm + ":" + n + d, 1, o -> { o.writeByte(18); o.writeShort(bsm); o.writeShort(nt); });
        }

        int condy(int bsm, String n, String d) throws IOException {
            int nt = nat(n, d);
            return entry("Q" + bsm + ":" + n + d, 1, o -> { o.writeByte(17); o.writeShort(bsm); o.writeShort(nt); });
        }

        /** A public static method with the given code (max stack 12, locals 12). */
        void method(String n, String d, byte[] code) throws IOException {
            ByteArrayOutputStream b = new ByteArrayOutputStream();
            DataOutputStream o = new DataOutputStream(b);
            o.writeShort(0x0009);
            o.writeShort(utf8(n));
            o.writeShort(utf8(d));
            o.writeShort(1);
            o.writeShort(utf8("Code"));
            o.writeInt(12 + code.length);
            o.writeShort(12);
            o.writeShort(12);
            o.writeInt(code.length);
            o.write(code);
            o.writeShort(0);
            o.writeShort(0);
            methods.add(b.toByteArray());
        }

        byte[] finish(String name) throws IOException {
            int self = cls(name), sup = cls("java/lang/Object"), bsmAttr = utf8("BootstrapMethods");
            ByteArrayOutputStream b = new ByteArrayOutputStream();
            DataOutputStream o = new DataOutputStream(b);
            o.writeInt(0xCAFEBABE);
            o.writeShort(0);
            o.writeShort(55);
            o.writeShort(count);
            cpBytes.writeTo(o);
            o.writeShort(0x0021);
            o.writeShort(self);
            o.writeShort(sup);
            o.writeShort(0);
            o.writeShort(0);
            o.writeShort(methods.size());
            for (byte[] m : methods) {
                o.write(m);
            }
            o.writeShort(1);
            o.writeShort(bsmAttr);
            int len = 2;
            for (byte[] x : bootstraps) {
                len += x.length;
            }
            o.writeInt(len);
            o.writeShort(bootstraps.size());
            for (byte[] x : bootstraps) {
                o.write(x);
            }
            return b.toByteArray();
        }
    }

    static byte[] code(int... bytes) {
        byte[] b = new byte[bytes.length];
        for (int i = 0; i < bytes.length; i++) {
            b[i] = (byte) bytes[i];
        }
        return b;
    }

    static final String T = "IndyBootstrap";
    static final String LK = "Ljava/lang/invoke/MethodHandles$Lookup;";
    static final String BSM3 = "(" + LK + "Ljava/lang/String;Ljava/lang/invoke/MethodType;)Ljava/lang/invoke/CallSite;";
    static final int ALOAD_0 = 0x2a, ILOAD_1 = 0x1b, LLOAD_0 = 0x1e, ARETURN = 0xb0, IRETURN = 0xac, LRETURN = 0xad,
            INVOKEDYNAMIC = 0xba, LDC_W = 0x13;

    static int hi(int i) {
        return (i >> 8) & 0xFF;
    }

    static int lo(int i) {
        return i & 0xFF;
    }

    /** A method that runs one invokedynamic on its arguments and returns the result. */
    static void indyMethod(Asm a, String method, String desc, int bsmIndex, String name, int[] loads, int ret)
            throws IOException {
        int y = a.indy(bsmIndex, name, desc);
        int[] c = Arrays.copyOf(loads, loads.length + 6);
        int k = loads.length;
        c[k++] = INVOKEDYNAMIC;
        c[k++] = hi(y);
        c[k++] = lo(y);
        c[k++] = 0;
        c[k++] = 0;
        c[k++] = ret;
        a.method(method, desc, code(Arrays.copyOf(c, k)));
    }

    static int bsm(Asm a, String name, String desc) throws IOException {
        return a.handle(6, a.methodref(T, name, desc));
    }

    static byte[] assemble() throws IOException {
        Asm a = new Asm();
        String greetDesc = "(Ljava/lang/String;I)Ljava/lang/String;";
        int[] sI = { ALOAD_0, ILOAD_1 };
        indyMethod(a, "constant", greetDesc, a.bootstrap(bsm(a, "constantBsm", BSM3)), "greet", sI, ARETURN);
        indyMethod(a, "constant2", greetDesc, a.bootstrap(bsm(a, "constantBsm", BSM3)), "bye", sI, ARETURN);
        int shared = a.bootstrap(bsm(a, "constantBsm", BSM3));     // one constant, two instructions
        indyMethod(a, "sharedA", greetDesc, shared, "greet", sI, ARETURN);
        indyMethod(a, "sharedB", greetDesc, shared, "greet", sI, ARETURN);
        indyMethod(a, "mutable", greetDesc, a.bootstrap(bsm(a, "mutableBsm", BSM3)), "m", sI, ARETURN);
        indyMethod(a, "volatileSite", "(J)J", a.bootstrap(bsm(a, "volatileBsm", BSM3)), "v", new int[] { LLOAD_0 }, LRETURN);

        int condyBsm = bsm(a, "condyBsm", "(" + LK + "Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/Object;");
        int condyB = a.bootstrap(condyBsm);
        int condyArg = a.condy(condyB, "asArg", "Ljava/lang/String;");
        int greetHandle = a.handle(6, a.methodref(T, "greet", greetDesc));
        int argsB = a.bootstrap(bsm(a, "argsBsm", "(" + LK + "Ljava/lang/String;Ljava/lang/invoke/MethodType;IJFD"
                + "Ljava/lang/String;Ljava/lang/Class;Ljava/lang/invoke/MethodType;Ljava/lang/invoke/MethodHandle;"
                + "Ljava/lang/Object;)Ljava/lang/invoke/CallSite;"),
                a.integer(-7), a.longc(1L << 40), a.floatc(2.5f), a.doublec(-0.125), a.string("str"),
                a.cls("java/util/List"), a.methodType("(I[J)V"), greetHandle, condyArg);
        indyMethod(a, "statics", greetDesc, argsB, "allKinds", sI, ARETURN);
        int varB = a.bootstrap(bsm(a, "varargsBsm", "(" + LK
                + "Ljava/lang/String;Ljava/lang/invoke/MethodType;[Ljava/lang/Object;)Ljava/lang/invoke/CallSite;"),
                a.integer(1), a.string("two"), a.cls("java/lang/Thread"));
        indyMethod(a, "varargs", "()Ljava/lang/String;", varB, "va", new int[0], ARETURN);

        // ldc of a method handle, a method type and dynamic constants
        int mt = a.methodType("(Ljava/lang/String;)V");
        a.method("ldcHandle", "()Ljava/lang/Object;", code(LDC_W, hi(greetHandle), lo(greetHandle), ARETURN));
        a.method("ldcType", "()Ljava/lang/Object;", code(LDC_W, hi(mt), lo(mt), ARETURN));
        int condyS = a.condy(condyB, "viaLdc", "Ljava/lang/String;");
        a.method("ldcCondy", "()Ljava/lang/Object;", code(LDC_W, hi(condyS), lo(condyS), ARETURN));
        int condyI = a.condy(condyB, "number", "I");
        a.method("ldcCondyInt", "()I", code(LDC_W, hi(condyI), lo(condyI), IRETURN));
        int condyJ = a.condy(condyB, "wide", "J");
        a.method("ldcCondyLong", "()J", code(0x14, hi(condyJ), lo(condyJ), LRETURN));
        int condyD = a.condy(condyB, "wideD", "D");
        a.method("ldcCondyDouble", "()D", code(0x14, hi(condyD), lo(condyD), 0xaf));
        int condyArgsB = a.bootstrap(bsm(a, "condyArgsBsm", "(" + LK
                + "Ljava/lang/String;Ljava/lang/Class;ILjava/lang/String;)Ljava/lang/Object;"), a.integer(5), a.string("!"));
        int condyA = a.condy(condyArgsB, "withArgs", "Ljava/lang/Object;");
        a.method("ldcCondyArgs", "()Ljava/lang/Object;", code(LDC_W, hi(condyA), lo(condyA), ARETURN));
        int badCondy = a.condy(a.bootstrap(bsm(a, "throwingCondy", "(" + LK
                + "Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/Object;")), "bad", "Ljava/lang/String;");
        a.method("ldcBadCondy", "()Ljava/lang/Object;", code(LDC_W, hi(badCondy), lo(badCondy), ARETURN));

        // failing bootstraps
        String objBsm = "(" + LK + "Ljava/lang/String;Ljava/lang/invoke/MethodType;)Ljava/lang/Object;";
        indyMethod(a, "throwing", greetDesc, a.bootstrap(bsm(a, "throwingBsm", BSM3)), "t", sI, ARETURN);
        indyMethod(a, "error", greetDesc, a.bootstrap(bsm(a, "errorBsm", BSM3)), "e", sI, ARETURN);
        indyMethod(a, "nullSite", greetDesc, a.bootstrap(bsm(a, "nullBsm", objBsm)), "n", sI, ARETURN);
        indyMethod(a, "stringSite", greetDesc, a.bootstrap(bsm(a, "stringBsm", objBsm)), "s", sI, ARETURN);
        indyMethod(a, "wrongType", greetDesc, a.bootstrap(bsm(a, "wrongTypeBsm", BSM3)), "w", sI, ARETURN);
        indyMethod(a, "shortBsm", greetDesc, a.bootstrap(bsm(a, "shortBsm", "(" + LK
                + "Ljava/lang/String;)Ljava/lang/invoke/CallSite;")), "x", sI, ARETURN);
        indyMethod(a, "missingBsm", greetDesc, a.bootstrap(bsm(a, "noSuchBsm", BSM3)), "y", sI, ARETURN);
        return a.finish("Gen");
    }

    static final class Loader extends ClassLoader {
        Loader() {
            super(IndyBootstrap.class.getClassLoader());
        }

        Class<?> define(byte[] b) {
            return defineClass("Gen", b, 0, b.length);
        }
    }

    static Class<?> gen;

    static void call(String name, Object... args) {
        Method m = null;
        for (Method x : gen.getMethods()) {
            if (x.getName().equals(name)) {
                m = x;
            }
        }
        try {
            System.out.println(name + " -> " + m.invoke(null, args));
        } catch (InvocationTargetException e) {
            Throwable c = e.getCause();
            System.out.println(name + " threw " + c);
            for (Throwable k = c.getCause(); k != null; k = k.getCause()) {
                System.out.println("  caused by " + k);
            }
        } catch (IllegalAccessException e) {
            System.out.println(name + " " + e);
        }
    }

    public static void main(String[] args) throws Throwable {
        gen = new Loader().define(assemble());
        call("constant", "world", 1);
        call("constant", "again", 2);
        call("constant2", "world", 3);
        System.out.println("constantBsm calls " + calls);
        call("sharedA", "a", 1);
        call("sharedA", "a", 2);
        call("sharedB", "b", 3);
        System.out.println("constantBsm calls " + calls);

        call("mutable", "m", 1);
        mutable.setTarget(MethodHandles.lookup().findStatic(IndyBootstrap.class, "bye",
                MethodType.methodType(String.class, String.class, int.class)));
        call("mutable", "m", 2);
        try {
            mutable.setTarget(MethodHandles.constant(String.class, "x"));
        } catch (Throwable e) {
            System.out.println("setTarget " + e);
        }
        call("mutable", "m", 3);
        System.out.println("dynamicInvoker " + (String) mutable.dynamicInvoker().invokeExact("dyn", 4));

        call("volatileSite", 21L);
        volatileSite.setTarget(MethodHandles.identity(long.class));
        call("volatileSite", 21L);

        call("statics", "s", 0);
        call("varargs");
        call("ldcHandle");
        call("ldcType");
        call("ldcCondy");
        call("ldcCondy");
        call("ldcCondyInt");
        call("ldcCondyLong");
        call("ldcCondyLong");
        call("ldcCondyDouble");
        call("ldcCondyArgs");
        call("ldcBadCondy");

        calls = 0;
        call("throwing", "a", 1);
        call("throwing", "a", 1);
        System.out.println("throwingBsm calls " + calls);
        for (String m : new String[] { "error", "nullSite", "stringSite", "wrongType", "shortBsm", "missingBsm" }) {
            call(m, "a", 1);
            call(m, "a", 2);
        }
        call("ldcBadCondy");
    }
}
