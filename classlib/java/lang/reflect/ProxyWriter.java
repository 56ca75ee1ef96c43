package java.lang.reflect;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;

/**
 * Writes a proxy class file (version 52, without StackMapTable: only this VM reads it, and its verifier infers types).
 *
 * <pre>
 * public final class NAME extends java.lang.reflect.Proxy implements INTERFACES {
 *     private static final Method[] m = Proxy.methodsOf(NAME.class);
 *     public NAME(InvocationHandler h) { super(h); }
 *     public final R name(P...) { return (R) h.invoke(this, m[i], new Object[] { boxed P... }); }
 *     protected Object invokeDefault0(int i, Object[] a) { ... I.super.name(a...) for default methods }
 * }
 * </pre>
 */
final class ProxyWriter {

    private static final String PROXY = "java/lang/reflect/Proxy";
    private static final String HANDLER = "java/lang/reflect/InvocationHandler";
    private static final String INVOKE_DESC =
            "(Ljava/lang/Object;Ljava/lang/reflect/Method;[Ljava/lang/Object;)Ljava/lang/Object;";

    private final String name;
    private final Class<?>[] interfaces;
    private final Method[] methods;

    // The constant pool: entries as written, and their indexes by a key.
    private final ByteArrayOutputStream pool = new ByteArrayOutputStream();
    private final DataOutputStream cp = new DataOutputStream(pool);
    private final HashMap<String, Integer> index = new HashMap<>();
    private int count = 1;

    ProxyWriter(String name, Class<?>[] interfaces, Method[] methods) {
        this.name = name;
        this.interfaces = interfaces;
        this.methods = methods;
    }

    // ---------------------------------------------------------------- constant pool

    private int utf8(String s) throws IOException {
        Integer i = index.get("U" + s);
        if (i != null) {
            return i;
        }
        cp.writeByte(1);
        cp.writeUTF(s);
        index.put("U" + s, count);
        return count++;
    }

    private int ref(int tag, String key, int a, int b) throws IOException {
        Integer i = index.get(key);
        if (i != null) {
            return i;
        }
        cp.writeByte(tag);
        cp.writeShort(a);
        if (b >= 0) {
            cp.writeShort(b);
        }
        index.put(key, count);
        return count++;
    }

    private int cls(String internal) throws IOException {
        return ref(7, "C" + internal, utf8(internal), -1);
    }

    private int nat(String n, String d) throws IOException {
        return ref(12, "N" + n + " " + d, utf8(n), utf8(d));
    }

    private int field(String owner, String n, String d) throws IOException {
        return ref(9, "F" + owner + "." + n + d, cls(owner), nat(n, d));
    }

    private int method(String owner, String n, String d) throws IOException {
        return ref(10, "M" + owner + "." + n + d, cls(owner), nat(n, d));
    }

    private int imethod(String owner, String n, String d) throws IOException {
        return ref(11, "I" + owner + "." + n + d, cls(owner), nat(n, d));
    }

    // ---------------------------------------------------------------- types

    static String internal(Class<?> c) {
        return c.getName().replace('.', '/');
    }

    static String desc(Class<?> c) {
        if (c.isPrimitive()) {
            switch (c.getName()) {
                case "int": return "I";
                case "long": return "J";
                case "boolean": return "Z";
                case "byte": return "B";
                case "char": return "C";
                case "short": return "S";
                case "float": return "F";
                case "double": return "D";
                default: return "V";
            }
        }
        return c.isArray() ? internal(c) : "L" + internal(c) + ";";
    }

    static String desc(Method m) {
        StringBuilder sb = new StringBuilder("(");
        for (Class<?> p : m.getParameterTypes()) {
            sb.append(desc(p));
        }
        return sb.append(')').append(desc(m.getReturnType())).toString();
    }

    private static String box(Class<?> p) {
        switch (p.getName()) {
            case "int": return "java/lang/Integer";
            case "long": return "java/lang/Long";
            case "boolean": return "java/lang/Boolean";
            case "byte": return "java/lang/Byte";
            case "char": return "java/lang/Character";
            case "short": return "java/lang/Short";
            case "float": return "java/lang/Float";
            default: return "java/lang/Double";
        }
    }

    private static int slots(Class<?> p) {
        return p == long.class || p == double.class ? 2 : 1;
    }

    // ---------------------------------------------------------------- code

    /** One method's code. */
    private final class Code {
        final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        final List<int[]> handlers = new ArrayList<>();

        void op(int b) {
            bytes.write(b);
        }

        void u2(int v) {
            bytes.write(v >> 8);
            bytes.write(v);
        }

        int pc() {
            return bytes.size();
        }

        void push(int v) {
            if (v >= -1 && v <= 5) {
                op(0x03 + v);       // iconst_<v>
            } else {
                op(0x11);           // sipush
                u2(v);
            }
        }

        void load(Class<?> p, int slot) {
            int op = p == long.class ? 0x16 : p == float.class ? 0x17 : p == double.class ? 0x18
                    : p.isPrimitive() ? 0x15 : 0x19;
            op(op);
            bytes.write(slot);
        }

        /** The value of type p at slot, as an Object. */
        void loadBoxed(Class<?> p, int slot) throws IOException {
            load(p, slot);
            if (p.isPrimitive()) {
                op(0xb8);           // invokestatic Box.valueOf
                u2(method(box(p), "valueOf", "(" + desc(p) + ")L" + box(p) + ";"));
            }
        }

        /** An Object on the stack converted to type r (checkcast, then unboxing). */
        void unbox(Class<?> r) throws IOException {
            if (r.isPrimitive()) {
                op(0xc0);           // checkcast Box
                u2(cls(box(r)));
                op(0xb6);           // invokevirtual Box.xValue
                u2(method(box(r), r.getName() + "Value", "()" + desc(r)));
            } else if (r != Object.class) {
                op(0xc0);
                u2(cls(internal(r)));
            }
        }

        void ret(Class<?> r) {
            if (r == void.class) {
                op(0xb1);
            } else if (r == long.class) {
                op(0xad);
            } else if (r == float.class) {
                op(0xae);
            } else if (r == double.class) {
                op(0xaf);
            } else if (r.isPrimitive()) {
                op(0xac);
            } else {
                op(0xb0);
            }
        }
    }

    private void writeMethod(DataOutputStream out, int access, String n, String d, Code code, int maxStack,
                             int maxLocals, int[] exceptions) throws IOException {
        out.writeShort(access);
        out.writeShort(utf8(n));
        out.writeShort(utf8(d));
        int attrs = 1 + (exceptions.length > 0 ? 1 : 0);
        out.writeShort(attrs);
        byte[] b = code.bytes.toByteArray();
        out.writeShort(utf8("Code"));
        out.writeInt(12 + b.length + 8 * code.handlers.size());
        out.writeShort(maxStack);
        out.writeShort(maxLocals);
        out.writeInt(b.length);
        out.write(b);
        out.writeShort(code.handlers.size());
        for (int[] h : code.handlers) {
            out.writeShort(h[0]);
            out.writeShort(h[1]);
            out.writeShort(h[2]);
            out.writeShort(h[3]);
        }
        out.writeShort(0);
        if (exceptions.length > 0) {
            out.writeShort(utf8("Exceptions"));
            out.writeInt(2 + 2 * exceptions.length);
            out.writeShort(exceptions.length);
            for (int e : exceptions) {
                out.writeShort(e);
            }
        }
    }

    byte[] toBytes() {
        try {
            return write();
        } catch (IOException e) {
            throw new InternalError(e);
        }
    }

    private byte[] write() throws IOException {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(body);
        int thisClass = cls(name);
        int superClass = cls(PROXY);
        out.writeShort(Modifier.PUBLIC | Modifier.FINAL | 0x20);   // ACC_SUPER
        out.writeShort(thisClass);
        out.writeShort(superClass);
        out.writeShort(interfaces.length);
        for (Class<?> c : interfaces) {
            out.writeShort(cls(internal(c)));
        }
        out.writeShort(1);                                          // fields
        out.writeShort(Modifier.PRIVATE | Modifier.STATIC | Modifier.FINAL);
        out.writeShort(utf8("m"));
        out.writeShort(utf8("[Ljava/lang/reflect/Method;"));
        out.writeShort(0);

        List<Integer> defaults = new ArrayList<>();
        for (int i = 0; i < methods.length; i++) {
            if (methods[i].isDefault()) {
                defaults.add(i);
            }
        }
        out.writeShort(2 + methods.length + (defaults.isEmpty() ? 0 : 1));

        // static { m = Proxy.methodsOf(NAME.class); }
        Code clinit = new Code();
        clinit.op(0x13);                                            // ldc_w class
        clinit.u2(thisClass);
        clinit.op(0xb8);
        clinit.u2(method(PROXY, "methodsOf", "(Ljava/lang/Class;)[Ljava/lang/reflect/Method;"));
        clinit.op(0xb3);                                            // putstatic
        clinit.u2(field(name, "m", "[Ljava/lang/reflect/Method;"));
        clinit.op(0xb1);
        writeMethod(out, Modifier.STATIC, "<clinit>", "()V", clinit, 1, 0, new int[0]);

        // public NAME(InvocationHandler h) { super(h); }
        Code init = new Code();
        init.op(0x2a);                                              // aload_0
        init.op(0x2b);                                              // aload_1
        init.op(0xb7);
        init.u2(method(PROXY, "<init>", "(L" + HANDLER + ";)V"));
        init.op(0xb1);
        writeMethod(out, Modifier.PUBLIC, "<init>", "(L" + HANDLER + ";)V", init, 2, 2, new int[0]);

        for (int i = 0; i < methods.length; i++) {
            writeProxyMethod(out, i, methods[i]);
        }
        if (!defaults.isEmpty()) {
            writeInvokeDefault(out, defaults);
        }
        out.writeShort(0);                                          // attributes

        ByteArrayOutputStream all = new ByteArrayOutputStream();
        DataOutputStream f = new DataOutputStream(all);
        f.writeInt(0xCAFEBABE);
        f.writeShort(0);
        f.writeShort(52);
        f.writeShort(count);
        f.write(pool.toByteArray());
        f.write(body.toByteArray());
        return all.toByteArray();
    }

    private void writeProxyMethod(DataOutputStream out, int i, Method m) throws IOException {
        Class<?>[] ps = m.getParameterTypes();
        Class<?> r = m.getReturnType();
        Code c = new Code();
        c.op(0x2a);                                                 // aload_0
        c.op(0xb4);                                                 // getfield Proxy.h
        c.u2(field(PROXY, "h", "L" + HANDLER + ";"));
        c.op(0x2a);
        c.op(0xb2);                                                 // getstatic m
        c.u2(field(name, "m", "[Ljava/lang/reflect/Method;"));
        c.push(i);
        c.op(0x32);                                                 // aaload
        int slot = 1;
        if (ps.length == 0) {
            c.op(0x01);                                             // aconst_null
        } else {
            c.push(ps.length);
            c.op(0xbd);                                             // anewarray Object
            c.u2(cls("java/lang/Object"));
            for (int k = 0; k < ps.length; k++) {
                c.op(0x59);                                         // dup
                c.push(k);
                c.loadBoxed(ps[k], slot);
                c.op(0x53);                                         // aastore
                slot += slots(ps[k]);
            }
        }
        int start = 0;
        c.op(0xb9);                                                 // invokeinterface
        c.u2(imethod(HANDLER, "invoke", INVOKE_DESC));
        c.bytes.write(4);
        c.bytes.write(0);
        if (r == void.class) {
            c.op(0x57);                                             // pop
        } else {
            c.unbox(r);
        }
        c.ret(r);
        int end = c.pc();

        Class<?>[] declared = m.getExceptionTypes();
        boolean throwsAll = false;
        for (Class<?> e : declared) {
            if (e == Throwable.class) {
                throwsAll = true;
            }
        }
        if (!throwsAll) {
            int rethrow = c.pc();
            c.op(0xbf);                                             // athrow
            List<Class<?>> passed = new ArrayList<>();
            passed.add(Error.class);
            passed.add(RuntimeException.class);
            for (Class<?> e : declared) {
                passed.add(e);
            }
            for (Class<?> e : passed) {
                c.handlers.add(new int[] { start, end, rethrow, cls(internal(e)) });
            }
            int wrap = c.pc();
            c.op(0x4c);                                             // astore_1 (the throwable)
            c.op(0xbb);                                             // new
            c.u2(cls("java/lang/reflect/UndeclaredThrowableException"));
            c.op(0x59);
            c.op(0x2b);                                             // aload_1
            c.op(0xb7);
            c.u2(method("java/lang/reflect/UndeclaredThrowableException", "<init>", "(Ljava/lang/Throwable;)V"));
            c.op(0xbf);
            c.handlers.add(new int[] { start, end, wrap, cls("java/lang/Throwable") });
        }
        int[] ex = new int[declared.length];
        for (int k = 0; k < declared.length; k++) {
            ex[k] = cls(internal(declared[k]));
        }
        writeMethod(out, Modifier.PUBLIC | Modifier.FINAL, m.getName(), desc(m), c, 8 + 2 * ps.length,
                Math.max(slot, 2), ex);
    }

    /** invokeDefault0(i, args): for each default method, I.super.m(unboxed args...). */
    private void writeInvokeDefault(DataOutputStream out, List<Integer> defaults) throws IOException {
        Code c = new Code();
        int maxArgs = 0;
        for (int i : defaults) {
            Method m = methods[i];
            Class<?>[] ps = m.getParameterTypes();
            maxArgs = Math.max(maxArgs, ps.length);
            c.op(0x1b);                                             // iload_1
            c.push(i);
            int branch = c.pc();
            c.op(0xa0);                                             // if_icmpne next
            c.u2(0);
            c.op(0x2a);                                             // aload_0
            for (int k = 0; k < ps.length; k++) {
                c.op(0x2c);                                         // aload_2
                c.push(k);
                c.op(0x32);
                c.unbox(ps[k]);
            }
            c.op(0xb7);                                             // invokespecial I.m
            c.u2(imethod(internal(m.getDeclaringClass()), m.getName(), desc(m)));
            Class<?> r = m.getReturnType();
            if (r == void.class) {
                c.op(0x01);
            } else if (r.isPrimitive()) {
                c.op(0xb8);
                c.u2(method(box(r), "valueOf", "(" + desc(r) + ")L" + box(r) + ";"));
            }
            c.op(0xb0);                                             // areturn
            byte[] sofar = c.bytes.toByteArray();
            int off = c.pc() - branch;
            sofar[branch + 1] = (byte) (off >> 8);
            sofar[branch + 2] = (byte) off;
            c.bytes.reset();
            c.bytes.write(sofar, 0, sofar.length);
        }
        c.op(0x2a);
        c.op(0x1b);
        c.op(0x2c);
        c.op(0xb7);
        c.u2(method(PROXY, "invokeDefault0", "(I[Ljava/lang/Object;)Ljava/lang/Object;"));
        c.op(0xb0);
        writeMethod(out, Modifier.PROTECTED, "invokeDefault0", "(I[Ljava/lang/Object;)Ljava/lang/Object;", c,
                4 + 2 * maxArgs, 3, new int[] { cls("java/lang/Throwable") });
    }
}
