import java.io.*;
import java.util.*;
import java.util.zip.CRC32;

// The JDK's serial form of exceptions: Throwable's four fields (a cause that is the object
// itself written as a reference to it, the stack trace as StackTraceElement[] with JDK 17's
// fields, the suppressed list as Collections.emptyList() when there are none), and common
// subclasses. Stack traces are set to fixed elements, so the bytes (length, CRC and hex) are
// HotSpot's; a stream HotSpot wrote (HOTSPOT below) is read back here.
public class SerialExceptions {
    static class Quiet extends Exception {
        private static final long serialVersionUID = 42L;

        Quiet(String m) {
            super(m, null, false, false);
        }
    }

    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < b.length; k++) {
            if (k > 0 && k % 50 == 0) {
                sb.append('\n');
            }
            sb.append(String.format("%02x", b[k] & 0xff));
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

    static <T extends Throwable> T fixed(T t, int n) {
        StackTraceElement[] st = new StackTraceElement[n];
        for (int i = 0; i < n; i++) {
            st[i] = i % 2 == 0 ? new StackTraceElement("demo.Frame" + i, "run" + i, "Frame" + i + ".java", 10 + i)
                    : new StackTraceElement("loader", "mod.x", "1.0", "demo.Other", "call", null, -1);
        }
        t.setStackTrace(st);
        return t;
    }

    static Object[] objects() {
        Exception plain = fixed(new Exception("plain"), 2);
        IOException inner = fixed(new IOException("inner"), 1);
        RuntimeException outer = fixed(new RuntimeException("outer", inner), 3);
        IllegalStateException sup = fixed(new IllegalStateException("with suppressed"), 1);
        sup.addSuppressed(fixed(new ArithmeticException("/ by zero"), 1));
        sup.addSuppressed(plain);
        return new Object[] {plain, outer, sup, fixed(new Quiet("quiet"), 2), fixed(new NullPointerException("npe"), 1),
            fixed(new IllegalArgumentException(fixed(new UnsupportedOperationException(), 0)), 1),
            fixed(new FileNotFoundException("no.txt"), 1), fixed(new UncheckedIOException("wrapped", inner), 1),
            fixed(new NumberFormatException("For input string: \"x\""), 1), fixed(new ArrayIndexOutOfBoundsException(5), 1),
            fixed(new AssertionError("assert"), 1), fixed(new ClassCastException("cce"), 1),
            fixed(new Error("error", fixed(new StackOverflowError(), 0)), 1), fixed(new NoSuchElementException("none"), 1),
            fixed(new ConcurrentModificationException(), 1), fixed(new InterruptedException("intr"), 1),
            fixed(new EOFException(), 1), fixed(new IndexOutOfBoundsException("ioobe"), 1)};
    }

    static void show(Throwable t) {
        System.out.println("  " + t + " cause " + t.getCause() + " trace " + Arrays.toString(t.getStackTrace())
                + " suppressed " + Arrays.toString(t.getSuppressed()));
        if (t.getStackTrace().length > 1) {
            StackTraceElement e = t.getStackTrace()[1];
            System.out.println("  frame 1: " + e.getClassLoaderName() + " " + e.getModuleName() + " " + e.getModuleVersion()
                    + " " + e.getClassName() + " " + e.getMethodName() + " " + e.getFileName() + " " + e.getLineNumber());
        }
    }

    static final String HOTSPOT = "aced0005757200135b4c6a6176612e6c616e672e4f626a6563743b90ce589f1073296c020000787000000012737200136a61"
        + "76612e6c616e672e457863657074696f6ed0fd1f3e1a3b1cc4020000787200136a6176612e6c616e672e5468726f7761626c"
        + "65d5c635273977b8cb0300044c000563617573657400154c6a6176612f6c616e672f5468726f7761626c653b4c000d646574"
        + "61696c4d6573736167657400124c6a6176612f6c616e672f537472696e673b5b000a737461636b547261636574001e5b4c6a"
        + "6176612f6c616e672f537461636b5472616365456c656d656e743b4c001473757070726573736564457863657074696f6e73"
        + "7400104c6a6176612f7574696c2f4c6973743b787071007e0008740005706c61696e7572001e5b4c6a6176612e6c616e672e"
        + "537461636b5472616365456c656d656e743b02462a3c3cfd22390200007870000000027372001b6a6176612e6c616e672e53"
        + "7461636b5472616365456c656d656e746109c59a2636dd85020008420006666f726d617449000a6c696e654e756d6265724c"
        + "000f636c6173734c6f616465724e616d6571007e00054c000e6465636c6172696e67436c61737371007e00054c000866696c"
        + "654e616d6571007e00054c000a6d6574686f644e616d6571007e00054c000a6d6f64756c654e616d6571007e00054c000d6d"
        + "6f64756c6556657273696f6e71007e00057870000000000a7074000b64656d6f2e4672616d653074000b4672616d65302e6a"
        + "61766174000472756e3070707371007e000c00ffffffff7400066c6f6164657274000a64656d6f2e4f746865727074000463"
        + "616c6c7400056d6f642e78740003312e307372001f6a6176612e7574696c2e436f6c6c656374696f6e7324456d7074794c69"
        + "73747ab817b43ca79ede0200007870787372001a6a6176612e6c616e672e52756e74696d65457863657074696f6e9e5f0647"
        + "0a3483e50200007871007e0002737200136a6176612e696f2e494f457863657074696f6e6c8073646525f0ab020000787100"
        + "7e000271007e001c740005696e6e65727571007e000a000000017371007e000c000000000a7074000b64656d6f2e4672616d"
        + "653074000b4672616d65302e6a61766174000472756e30707071007e0018787400056f757465727571007e000a0000000373"
        + "71007e000c000000000a7074000b64656d6f2e4672616d653074000b4672616d65302e6a61766174000472756e3070707371"
        + "007e000c00ffffffff71007e001271007e00137071007e001471007e001571007e00167371007e000c000000000c7074000b"
        + "64656d6f2e4672616d653274000b4672616d65322e6a61766174000472756e32707071007e0018787372001f6a6176612e6c"
        + "616e672e496c6c6567616c5374617465457863657074696f6ee65755e69a46f2480200007871007e001971007e002f74000f"
        + "7769746820737570707265737365647571007e000a000000017371007e000c000000000a7074000b64656d6f2e4672616d65"
        + "3074000b4672616d65302e6a61766174000472756e307070737200136a6176612e7574696c2e41727261794c6973747881d2"
        + "1d99c7619d03000149000473697a657870000000027704000000027372001d6a6176612e6c616e672e41726974686d657469"
        + "63457863657074696f6e1f509e624af9f0070200007871007e001971007e00397400092f206279207a65726f7571007e000a"
        + "000000017371007e000c000000000a7074000b64656d6f2e4672616d653074000b4672616d65302e6a61766174000472756e"
        + "30707071007e00187871007e000878787372001653657269616c457863657074696f6e73245175696574000000000000002a"
        + "0200007871007e00027074000571756965747571007e000a000000017371007e000c0080000000707400007071007e004570"
        + "7070787372001e6a6176612e6c616e672e4e756c6c506f696e746572457863657074696f6e47a5a18eff31e1b80200007871"
        + "007e001971007e00477400036e70657571007e000a000000017371007e000c000000000a7074000b64656d6f2e4672616d65"
        + "3074000b4672616d65302e6a61766174000472756e30707071007e001878737200226a6176612e6c616e672e496c6c656761"
        + "6c417267756d656e74457863657074696f6eb58973d37d668fbc0200007871007e0019737200276a6176612e6c616e672e55"
        + "6e737570706f727465644f7065726174696f6e457863657074696f6eeec165e712838b7f0200007871007e001971007e0051"
        + "707571007e000a0000000071007e0018787400276a6176612e6c616e672e556e737570706f727465644f7065726174696f6e"
        + "457863657074696f6e7571007e000a000000017371007e000c000000000a7074000b64656d6f2e4672616d653074000b4672"
        + "616d65302e6a61766174000472756e30707071007e0018787372001d6a6176612e696f2e46696c654e6f74466f756e644578"
        + "63657074696f6ef38a2bd6e0216ae40200007871007e001b71007e005a7400066e6f2e7478747571007e000a000000017371"
        + "007e000c000000000a7074000b64656d6f2e4672616d653074000b4672616d65302e6a61766174000472756e30707071007e"
        + "0018787372001c6a6176612e696f2e556e636865636b6564494f457863657074696f6e8f1d24a4d1f935170200007871007e"
        + "001971007e001c740007777261707065647571007e000a000000017371007e000c000000000a7074000b64656d6f2e467261"
        + "6d653074000b4672616d65302e6a61766174000472756e30707071007e0018787372001f6a6176612e6c616e672e4e756d62"
        + "6572466f726d6174457863657074696f6ed876893ffb8cea120200007871007e004e71007e006a740015466f7220696e7075"
        + "7420737472696e673a202278227571007e000a000000017371007e000c000000000a7074000b64656d6f2e4672616d653074"
        + "000b4672616d65302e6a61766174000472756e30707071007e001878737200286a6176612e6c616e672e4172726179496e64"
        + "65784f75744f66426f756e6473457863657074696f6eb8fff521577ea444020000787200236a6176612e6c616e672e496e64"
        + "65784f75744f66426f756e6473457863657074696f6e033fc59fdab42b270200007871007e001971007e007374001b417272"
        + "617920696e646578206f7574206f662072616e67653a20357571007e000a000000017371007e000c000000000a7074000b64"
        + "656d6f2e4672616d653074000b4672616d65302e6a61766174000472756e30707071007e001878737200186a6176612e6c61"
        + "6e672e417373657274696f6e4572726f72ba6d2eabfd413de60200007872000f6a6176612e6c616e672e4572726f72451d36"
        + "568b820e560200007871007e000371007e007c7400066173736572747571007e000a000000017371007e000c000000000a70"
        + "74000b64656d6f2e4672616d653074000b4672616d65302e6a61766174000472756e30707071007e0018787372001c6a6176"
        + "612e6c616e672e436c61737343617374457863657074696f6e800005cece67e55c0200007871007e001971007e0084740003"
        + "6363657571007e000a000000017371007e000c000000000a7074000b64656d6f2e4672616d653074000b4672616d65302e6a"
        + "61766174000472756e30707071007e0018787371007e007b7372001c6a6176612e6c616e672e537461636b4f766572666c6f"
        + "774572726f727779ef15877b23770200007872001d6a6176612e6c616e672e5669727475616c4d616368696e654572726f72"
        + "39c25654802f0e1e0200007871007e007b71007e008e707571007e000a0000000071007e0018787400056572726f72757100"
        + "7e000a000000017371007e000c000000000a7074000b64656d6f2e4672616d653074000b4672616d65302e6a617661740004"
        + "72756e30707071007e001878737200206a6176612e7574696c2e4e6f53756368456c656d656e74457863657074696f6e5df3"
        + "43d5da693aa80200007871007e001971007e00977400046e6f6e657571007e000a000000017371007e000c000000000a7074"
        + "000b64656d6f2e4672616d653074000b4672616d65302e6a61766174000472756e30707071007e001878737200296a617661"
        + "2e7574696c2e436f6e63757272656e744d6f64696669636174696f6e457863657074696f6ecd1d156276c777bd0200007871"
        + "007e001971007e009f707571007e000a000000017371007e000c000000000a7074000b64656d6f2e4672616d653074000b46"
        + "72616d65302e6a61766174000472756e30707071007e0018787372001e6a6176612e6c616e672e496e746572727570746564"
        + "457863657074696f6e5cfda8c301deb7f90200007871007e000271007e00a6740004696e74727571007e000a000000017371"
        + "007e000c000000000a7074000b64656d6f2e4672616d653074000b4672616d65302e6a61766174000472756e30707071007e"
        + "001878737200146a6176612e696f2e454f46457863657074696f6e5949a7f76b53ec410200007871007e001b71007e00ae70"
        + "7571007e000a000000017371007e000c000000000a7074000b64656d6f2e4672616d653074000b4672616d65302e6a617661"
        + "74000472756e30707071007e0018787371007e007271007e00b4740005696f6f62657571007e000a000000017371007e000c"
        + "000000000a7074000b64656d6f2e4672616d653074000b4672616d65302e6a61766174000472756e30707071007e001878";

    public static void main(String[] args) throws Exception {
        Object[] objs = objects();
        for (Object o : objs) {
            ByteArrayOutputStream bos = new ByteArrayOutputStream();
            try (ObjectOutputStream out = new ObjectOutputStream(bos)) {
                out.writeObject(o);
            }
            byte[] b = bos.toByteArray();
            CRC32 crc = new CRC32();
            crc.update(b);
            System.out.println(o.getClass().getName() + ": " + b.length + " bytes crc " + Long.toHexString(crc.getValue()));
            if (o == objs[0] || o == objs[3]) {
                System.out.println(hex(b));
            }
            Throwable back = (Throwable) new ObjectInputStream(new ByteArrayInputStream(b)).readObject();
            show(back);
        }
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bos)) {
            out.writeObject(objs);
        }
        if (args.length > 0) {
            System.out.println(hex(bos.toByteArray()).replace("\n", ""));
            return;
        }
        System.out.println("all: same bytes as HotSpot " + Arrays.equals(bos.toByteArray(), unhex(HOTSPOT)));
        Object[] read = (Object[]) new ObjectInputStream(new ByteArrayInputStream(unhex(HOTSPOT))).readObject();
        System.out.println("HotSpot's stream: " + read.length + " objects");
        for (Object o : read) {
            show((Throwable) o);
        }
        Throwable s = (Throwable) read[2];
        System.out.println("shared suppressed is objs[0]: " + (s.getSuppressed()[1] == read[0]));
        Throwable q = (Throwable) read[3];
        q.addSuppressed(new Exception("ignored"));
        q.setStackTrace(new StackTraceElement[0]);
        System.out.println("quiet after read: " + q.getSuppressed().length + " " + q.getStackTrace().length);
    }
}
