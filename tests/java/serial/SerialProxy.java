import java.io.*;
import java.lang.reflect.*;
import java.util.*;

// Proxy instances in the JDK's stream format: TC_PROXYCLASSDESC with the interface names, an
// annotation block (annotateProxyClass / resolveProxyClass), java.lang.reflect.Proxy's
// descriptor as the super descriptor, and the handler as Proxy's field h. The bytes written are
// printed in hex (the expected output is HotSpot's), and a stream HotSpot wrote (HOTSPOT below,
// written by this program with an argument) is read back here.
public class SerialProxy {
    public interface Greeter {
        String greet(String who);
    }

    interface Counter {
        int next();
    }

    static class Handler implements InvocationHandler, Serializable {
        private static final long serialVersionUID = 7L;
        String prefix;
        int calls;

        Handler(String prefix) {
            this.prefix = prefix;
        }

        public Object invoke(Object proxy, Method m, Object[] a) {
            calls++;
            switch (m.getName()) {
            case "greet":
                return prefix + a[0];
            case "next":
                return calls;
            case "toString":
                return "proxy(" + prefix + ")";
            case "hashCode":
                return prefix.hashCode();
            case "equals":
                return proxy == a[0];
            case "compareTo":
                return 0;
            default:
                return null;
            }
        }
    }

    static class Opaque implements InvocationHandler {
        public Object invoke(Object proxy, Method m, Object[] a) {
            return null;
        }
    }

    /** Writes a marker string into each proxy class annotation; the reader checks it. */
    static class AnnotatingOut extends ObjectOutputStream {
        AnnotatingOut(OutputStream o) throws IOException {
            super(o);
        }

        @Override
        protected void annotateProxyClass(Class<?> cl) throws IOException {
            writeUTF("ifaces=" + cl.getInterfaces().length);
            writeObject("marker");
        }
    }

    static class CheckingIn extends ObjectInputStream {
        CheckingIn(InputStream i) throws IOException {
            super(i);
        }

        @Override
        protected Class<?> resolveProxyClass(String[] names) throws IOException, ClassNotFoundException {
            System.out.println("  resolveProxyClass " + Arrays.toString(names) + " " + readUTF() + " " + readObject());
            return super.resolveProxyClass(names);
        }
    }

    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (byte x : b) {
            sb.append(String.format("%02x", x));
        }
        return sb.toString();
    }

    static byte[] unhex(String s) {
        byte[] b = new byte[s.length() / 2];
        for (int i = 0; i < b.length; i++) {
            b[i] = (byte) Integer.parseInt(s.substring(2 * i, 2 * i + 2), 16);
        }
        return b;
    }

    static byte[] write(Object... objs) throws IOException {
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bos)) {
            for (Object o : objs) {
                out.writeObject(o);
            }
        }
        return bos.toByteArray();
    }

    static Object[] objects() {
        ClassLoader l = SerialProxy.class.getClassLoader();
        Handler h = new Handler("hi ");
        Object p = Proxy.newProxyInstance(l, new Class<?>[] {Greeter.class, Runnable.class, Comparable.class}, h);
        Object q = Proxy.newProxyInstance(l, new Class<?>[] {Counter.class}, new Handler("count"));
        Object r = Proxy.newProxyInstance(l, new Class<?>[] {Greeter.class, Runnable.class, Comparable.class}, h);
        Object none = Proxy.newProxyInstance(l, new Class<?>[0], new Handler("none"));
        return new Object[] {p, q, r, p.getClass(), none, new Object[] {p, q, p}};
    }

    static void show(Object[] read) {
        Object p = read[0];
        System.out.println("  " + ((Greeter) p).greet("x") + " " + p + " proxy " + Proxy.isProxyClass(p.getClass()) + " "
                + Arrays.toString(p.getClass().getInterfaces()));
        Counter q = (Counter) read[1];
        System.out.println("  counter " + q.next() + " " + q.next() + " " + q);
        System.out.println("  same class " + (read[2].getClass() == p.getClass()) + " shared handler "
                + (Proxy.getInvocationHandler(read[2]) == Proxy.getInvocationHandler(p)) + " class object "
                + (read[3] == p.getClass()));
        System.out.println("  no interfaces " + read[4] + " " + read[4].getClass().getInterfaces().length);
        Object[] arr = (Object[]) read[5];
        System.out.println("  array " + (arr[0] == p) + " " + (arr[1] == q) + " " + (arr[2] == p));
        ObjectStreamClass d = ObjectStreamClass.lookup(p.getClass());
        System.out.println("  descriptor suid " + d.getSerialVersionUID() + " fields " + d.getFields().length + " super "
                + ObjectStreamClass.lookup(Proxy.class));
    }

    static final String HOTSPOT = "aced0005737d00000003001353657269616c50726f7879244772656574657200126a6176612e6c616e672e52756e6e61626c"
        + "6500146a6176612e6c616e672e436f6d70617261626c65787200176a6176612e6c616e672e7265666c6563742e50726f7879"
        + "e127da20cc1043cb0200014c0001687400254c6a6176612f6c616e672f7265666c6563742f496e766f636174696f6e48616e"
        + "646c65723b78707372001353657269616c50726f78792448616e646c6572000000000000000702000249000563616c6c734c"
        + "00067072656669787400124c6a6176612f6c616e672f537472696e673b787000000000740003686920737d00000001001353"
        + "657269616c50726f787924436f756e7465727871007e00017371007e000400000000740005636f756e747371007e00007100"
        + "7e00067671007e0000737d000000007871007e00017371007e0004000000007400046e6f6e65757200135b4c6a6176612e6c"
        + "616e672e4f626a6563743b90ce589f1073296c02000078700000000371007e000371007e000971007e0003";

    public static void main(String[] args) throws Exception {
        Object[] objs = objects();
        byte[] all = write(objs);
        if (args.length > 0) {
            System.out.println(hex(all));
            return;
        }
        for (Object o : objs) {
            byte[] b = write(o);
            System.out.println((o instanceof Class ? "class" : Proxy.isProxyClass(o.getClass()) ? "proxy" : "array") + ": "
                    + b.length + " bytes " + hex(b));
        }
        Object[] back = new Object[objs.length];
        ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(all));
        for (int i = 0; i < back.length; i++) {
            back[i] = in.readObject();
        }
        System.out.println("round trip:");
        show(back);

        byte[] hs = unhex(HOTSPOT);
        System.out.println("same bytes as HotSpot " + Arrays.equals(all, hs));
        in = new ObjectInputStream(new ByteArrayInputStream(hs));
        for (int i = 0; i < back.length; i++) {
            back[i] = in.readObject();
        }
        System.out.println("HotSpot's stream:");
        show(back);

        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new AnnotatingOut(bos)) {
            out.writeObject(objs[0]);
            out.writeObject(objs[1]);
            out.writeObject(objs[2]);
        }
        System.out.println("annotated: " + hex(bos.toByteArray()));
        in = new CheckingIn(new ByteArrayInputStream(bos.toByteArray()));
        System.out.println("  " + ((Greeter) in.readObject()).greet("y") + " " + in.readObject() + " " + in.readObject());

        Object opaque = Proxy.newProxyInstance(SerialProxy.class.getClassLoader(), new Class<?>[] {Runnable.class}, new Opaque());
        try {
            write(opaque);
        } catch (NotSerializableException e) {
            System.out.println("opaque handler: " + e);
        }

        // An interface the reader cannot load: the proxy is skipped, the rest of the stream read,
        // and readObject throws ClassNotFoundException for it.
        byte[] bad = write(objs[0], "after");
        String h = hex(bad).replace(hex("java.lang.Runnable".getBytes("UTF-8")), hex("java.lang.Runnablx".getBytes("UTF-8")));
        in = new ObjectInputStream(new ByteArrayInputStream(unhex(h)));
        try {
            System.out.println(in.readObject());
        } catch (ClassNotFoundException e) {
            System.out.println("missing interface: " + e);
        }
        System.out.println("next object: " + in.readObject());

        // A proxy descriptor that names a class: no proxy class for it (ClassNotFoundException
        // with the IllegalArgumentException as its cause).
        h = hex(bad).replace(hex("java.lang.Runnable".getBytes("UTF-8")), hex("java.util.Calendar".getBytes("UTF-8")));
        try {
            new ObjectInputStream(new ByteArrayInputStream(unhex(h))).readObject();
        } catch (Exception e) {
            System.out.println("not an interface: " + e + " cause " + e.getCause());
        }
    }
}
