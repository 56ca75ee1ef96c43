import java.io.*;
import java.lang.reflect.*;
import java.util.*;
import java.util.regex.PatternSyntaxException;
import java.util.zip.CRC32;

// The JDK's serial forms of exceptions with fields of their own: the cause written again under
// a field of the class (ClassNotFoundException.ex, ExceptionInInitializerError.exception,
// UndeclaredThrowableException.undeclaredThrowable, PrivilegedActionException.exception),
// InvocationTargetException.target, PatternSyntaxException, the IllegalFormat* family and other
// exceptions with fields, with HotSpot's serialVersionUIDs. Stack traces are set, so the bytes
// are HotSpot's (length and CRC per object, the whole array compared with HOTSPOT, which this
// program printed on HotSpot when given an argument); HOTSPOT is read back here.
public class SerialExceptionFields {
    static final StackTraceElement[] TRACE = {new StackTraceElement("demo.Main", "main", "Main.java", 7)};

    static <T extends Throwable> T fixed(T t) {
        t.setStackTrace(TRACE);
        return t;
    }

    static <T extends Throwable> T bare(T t) {
        t.setStackTrace(new StackTraceElement[0]);
        return t;
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

    static Object[] objects() {
        IOException io = bare(new IOException("io"));
        return new Object[] {
            fixed(new ClassNotFoundException("a.B")), fixed(new ClassNotFoundException("c.D", io)), bare(new ClassNotFoundException()),
            fixed(new InvocationTargetException(bare(new IllegalStateException("ise")), "ite")), bare(new InvocationTargetException(null)),
            fixed(new ExceptionInInitializerError(bare(new ArithmeticException("/ by zero")))),
            bare(new ExceptionInInitializerError("in <clinit>")), bare(new ExceptionInInitializerError()),
            fixed(new UndeclaredThrowableException(io, "ute")), bare(new UndeclaredThrowableException(null)),
            bare(new java.security.PrivilegedActionException(io)),
            fixed(new PatternSyntaxException("Unclosed group", "(ab", 3)), bare(new PatternSyntaxException("Dangling", "*", -1)),
            bare(new UnknownFormatConversionException("q")), bare(new IllegalFormatConversionException('d', String.class)),
            bare(new IllegalFormatPrecisionException(4)), bare(new IllegalFormatWidthException(5)),
            bare(new MissingFormatArgumentException("%s")), bare(new MissingFormatWidthException("%-d")),
            bare(new DuplicateFormatFlagsException("--")), bare(new IllegalFormatFlagsException("-0")),
            bare(new UnknownFormatFlagsException("Q")), bare(new FormatFlagsConversionMismatchException("#", 'd')),
            bare(new IllegalFormatCodePointException(0x110000)),
            bare(new java.net.URISyntaxException("in put", "bad char", 2)), bare(new IllformedLocaleException("ill", 3)),
            bare(new MissingResourceException("missing", "Bundle", "key")),
            bare(new EnumConstantNotPresentException(Thread.State.class, "X")), bare(new TypeNotPresentException("T", io)),
            bare(new java.nio.file.NoSuchFileException("f", "o", "why")), bare(new java.net.SocketException("sock")),
            bare(new java.nio.channels.ClosedChannelException()), bare(new InvalidClassException("C", "bad")),
            bare(new OptionalDataException2().make()), bare(new java.text.ParseException("p", 9)),
            bare(new NotSerializableException("ns")), bare(new UncheckedIOException(io)),
        };
    }

    /** OptionalDataException has no public constructor: get one from a stream. */
    static class OptionalDataException2 {
        OptionalDataException make() {
            try {
                ByteArrayOutputStream bos = new ByteArrayOutputStream();
                try (ObjectOutputStream out = new ObjectOutputStream(bos)) {
                    out.writeInt(5);
                }
                new ObjectInputStream(new ByteArrayInputStream(bos.toByteArray())).readObject();
            } catch (OptionalDataException e) {
                return e;
            } catch (Exception e) {
                throw new AssertionError(e);
            }
            throw new AssertionError();
        }
    }

    static String one(Object t) {
        String s = t.toString().replace(System.lineSeparator(), "|");
        if (t instanceof Throwable) {
            s += " cause " + ((Throwable) t).getCause() + " trace " + ((Throwable) t).getStackTrace().length;
        }
        if (t instanceof ClassNotFoundException) {
            s += " ex " + ((ClassNotFoundException) t).getException();
        } else if (t instanceof ExceptionInInitializerError) {
            s += " exception " + ((ExceptionInInitializerError) t).getException();
        } else if (t instanceof InvocationTargetException) {
            s += " target " + ((InvocationTargetException) t).getTargetException();
        } else if (t instanceof UndeclaredThrowableException) {
            s += " undeclared " + ((UndeclaredThrowableException) t).getUndeclaredThrowable();
        } else if (t instanceof java.security.PrivilegedActionException) {
            s += " exception " + ((java.security.PrivilegedActionException) t).getException();
        } else if (t instanceof PatternSyntaxException) {
            PatternSyntaxException p = (PatternSyntaxException) t;
            s += " [" + p.getDescription() + "] [" + p.getPattern() + "] " + p.getIndex();
        } else if (t instanceof IllegalFormatConversionException) {
            IllegalFormatConversionException e = (IllegalFormatConversionException) t;
            s += " " + e.getConversion() + " " + e.getArgumentClass();
        } else if (t instanceof java.net.URISyntaxException) {
            java.net.URISyntaxException e = (java.net.URISyntaxException) t;
            s += " " + e.getInput() + " " + e.getReason() + " " + e.getIndex();
        } else if (t instanceof IllformedLocaleException) {
            s += " " + ((IllformedLocaleException) t).getErrorIndex();
        } else if (t instanceof MissingResourceException) {
            s += " " + ((MissingResourceException) t).getClassName() + " " + ((MissingResourceException) t).getKey();
        } else if (t instanceof EnumConstantNotPresentException) {
            s += " " + ((EnumConstantNotPresentException) t).enumType() + " " + ((EnumConstantNotPresentException) t).constantName();
        } else if (t instanceof OptionalDataException) {
            s += " " + ((OptionalDataException) t).length + " " + ((OptionalDataException) t).eof;
        } else if (t instanceof java.nio.file.FileSystemException) {
            s += " " + ((java.nio.file.FileSystemException) t).getOtherFile();
        }
        return s;
    }

    static byte[] write(Object o) throws IOException {
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bos)) {
            out.writeObject(o);
        }
        return bos.toByteArray();
    }

    static final String HOTSPOT = "aced0005757200135b4c6a6176612e6c616e672e4f626a6563743b90ce589f1073296c020000787000000025737200206a61"
        + "76612e6c616e672e436c6173734e6f74466f756e64457863657074696f6e7f5acd663ed4208e0300014c000265787400154c"
        + "6a6176612f6c616e672f5468726f7761626c653b787200266a6176612e6c616e672e5265666c6563746976654f7065726174"
        + "696f6e457863657074696f6e00000000075bcd15020000787200136a6176612e6c616e672e457863657074696f6ed0fd1f3e"
        + "1a3b1cc4020000787200136a6176612e6c616e672e5468726f7761626c65d5c635273977b8cb0300044c0005636175736571"
        + "007e00034c000d64657461696c4d6573736167657400124c6a6176612f6c616e672f537472696e673b5b000a737461636b54"
        + "7261636574001e5b4c6a6176612f6c616e672f537461636b5472616365456c656d656e743b4c001473757070726573736564"
        + "457863657074696f6e737400104c6a6176612f7574696c2f4c6973743b787070740003612e427572001e5b4c6a6176612e6c"
        + "616e672e537461636b5472616365456c656d656e743b02462a3c3cfd22390200007870000000017372001b6a6176612e6c61"
        + "6e672e537461636b5472616365456c656d656e746109c59a2636dd85020008420006666f726d617449000a6c696e654e756d"
        + "6265724c000f636c6173734c6f616465724e616d6571007e00074c000e6465636c6172696e67436c61737371007e00074c00"
        + "0866696c654e616d6571007e00074c000a6d6574686f644e616d6571007e00074c000a6d6f64756c654e616d6571007e0007"
        + "4c000d6d6f64756c6556657273696f6e71007e0007787000000000077074000964656d6f2e4d61696e7400094d61696e2e6a"
        + "6176617400046d61696e70707372001f6a6176612e7574696c2e436f6c6c656374696f6e7324456d7074794c6973747ab817"
        + "b43ca79ede02000078707870787371007e0002737200136a6176612e696f2e494f457863657074696f6e6c8073646525f0ab"
        + "0200007871007e000571007e0017740002696f7571007e000c0000000071007e001478740003632e447571007e000c000000"
        + "0171007e000f71007e00147871007e0017787371007e000270707571007e000c0000000071007e00147870787372002b6a61"
        + "76612e6c616e672e7265666c6563742e496e766f636174696f6e546172676574457863657074696f6e38b1268ed671246f02"
        + "00014c000674617267657471007e00037871007e0004707400036974657571007e000c0000000171007e000f71007e001478"
        + "7372001f6a6176612e6c616e672e496c6c6567616c5374617465457863657074696f6ee65755e69a46f2480200007872001a"
        + "6a6176612e6c616e672e52756e74696d65457863657074696f6e9e5f06470a3483e50200007871007e000571007e00247400"
        + "036973657571007e000c0000000071007e0014787371007e001e70707571007e000c0000000071007e00147870737200256a"
        + "6176612e6c616e672e457863657074696f6e496e496e697469616c697a65724572726f72151e34d009a193800300014c0009"
        + "657863657074696f6e71007e0003787200166a6176612e6c616e672e4c696e6b6167654572726f7231ad4b5534a84aba0200"
        + "007872000f6a6176612e6c616e672e4572726f72451d36568b820e560200007871007e00067372001d6a6176612e6c616e67"
        + "2e41726974686d65746963457863657074696f6e1f509e624af9f0070200007871007e002371007e002e7400092f20627920"
        + "7a65726f7571007e000c0000000071007e001478707571007e000c0000000171007e000f71007e00147871007e002e787371"
        + "007e00297074000b696e203c636c696e69743e7571007e000c0000000071007e00147870787371007e002970707571007e00"
        + "0c0000000071007e00147870787372002e6a6176612e6c616e672e7265666c6563742e556e6465636c617265645468726f77"
        + "61626c65457863657074696f6e0494d8dc73f9fcff0300014c0013756e6465636c617265645468726f7761626c6571007e00"
        + "037871007e002371007e00177400037574657571007e000c0000000171007e000f71007e00147871007e0017787371007e00"
        + "3770707571007e000c0000000071007e0014787078737200276a6176612e73656375726974792e50726976696c6567656441"
        + "6374696f6e457863657074696f6e418f53f65211f5ba0300014c0009657863657074696f6e7400154c6a6176612f6c616e67"
        + "2f457863657074696f6e3b7871007e000571007e0017707571007e000c0000000071007e00147871007e001778737200266a"
        + "6176612e7574696c2e72656765782e5061747465726e53796e746178457863657074696f6eca5e0b30c038402e0200034900"
        + "05696e6465784c00046465736371007e00074c00077061747465726e71007e0007787200226a6176612e6c616e672e496c6c"
        + "6567616c417267756d656e74457863657074696f6eb58973d37d668fbc0200007871007e002371007e0043707571007e000c"
        + "0000000171007e000f71007e0014780000000374000e556e636c6f7365642067726f75707400032861627371007e00417100"
        + "7e0047707571007e000c0000000071007e001478ffffffff74000844616e676c696e677400012a7372002a6a6176612e7574"
        + "696c2e556e6b6e6f776e466f726d6174436f6e76657273696f6e457863657074696f6e000000000122d6c20200014c000173"
        + "71007e0007787200206a6176612e7574696c2e496c6c6567616c466f726d6174457863657074696f6e00000000011f55ea02"
        + "00007871007e004271007e004d707571007e000c0000000071007e001478740001717372002a6a6176612e7574696c2e496c"
        + "6c6567616c466f726d6174436f6e76657273696f6e457863657074696f6e00000000010366be020002430001634c00036172"
        + "677400114c6a6176612f6c616e672f436c6173733b7871007e004c71007e0052707571007e000c0000000071007e00147800"
        + "64767200106a6176612e6c616e672e537472696e67a0f0a4387a3bb3420200007870737200296a6176612e7574696c2e496c"
        + "6c6567616c466f726d6174507265636973696f6e457863657074696f6e00000000011d81e0020001490001707871007e004c"
        + "71007e0057707571007e000c0000000071007e00147800000004737200256a6176612e7574696c2e496c6c6567616c466f72"
        + "6d61745769647468457863657074696f6e0000000000fe39a6020001490001777871007e004c71007e005a707571007e000c"
        + "0000000071007e00147800000005737200286a6176612e7574696c2e4d697373696e67466f726d6174417267756d656e7445"
        + "7863657074696f6e000000000124d1630200014c00017371007e00077871007e004c71007e005d707571007e000c00000000"
        + "71007e0014787400022573737200256a6176612e7574696c2e4d697373696e67466f726d6174576964746845786365707469"
        + "6f6e0000000000ed6dbb0200014c00017371007e00077871007e004c71007e0061707571007e000c0000000071007e001478"
        + "740003252d64737200276a6176612e7574696c2e4475706c6963617465466f726d6174466c616773457863657074696f6e00"
        + "00000001203f230200014c0005666c61677371007e00077871007e004c71007e0065707571007e000c0000000071007e0014"
        + "787400022d2d737200256a6176612e7574696c2e496c6c6567616c466f726d6174466c616773457863657074696f6e000000"
        + "00000c11280200014c0005666c61677371007e00077871007e004c71007e0069707571007e000c0000000071007e00147874"
        + "00022d30737200256a6176612e7574696c2e556e6b6e6f776e466f726d6174466c616773457863657074696f6e0000000001"
        + "27920a0200014c0005666c61677371007e00077871007e004c71007e006d707571007e000c0000000071007e001478740001"
        + "51737200306a6176612e7574696c2e466f726d6174466c616773436f6e76657273696f6e4d69736d61746368457863657074"
        + "696f6e000000000123c11e020002430001634c00016671007e00077871007e004c71007e0071707571007e000c0000000071"
        + "007e001478006474000123737200296a6176612e7574696c2e496c6c6567616c466f726d6174436f6465506f696e74457863"
        + "657074696f6e00000000012325b6020001490001637871007e004c71007e0075707571007e000c0000000071007e00147800"
        + "1100007372001b6a6176612e6e65742e55524953796e746178457863657074696f6e1daba13138e5d7fb020002490005696e"
        + "6465784c0005696e70757471007e00077871007e000571007e007874000862616420636861727571007e000c000000007100"
        + "7e00147800000002740006696e20707574737200226a6176612e7574696c2e496c6c666f726d65644c6f63616c6545786365"
        + "7074696f6eb73282c6f3ece9070200014900075f6572724964787871007e002371007e007d740010696c6c205b617420696e"
        + "64657820335d7571007e000c0000000071007e00147800000003737200226a6176612e7574696c2e4d697373696e67526573"
        + "6f75726365457863657074696f6ebc53bde5faa282ef0200024c0009636c6173734e616d6571007e00074c00036b65797100"
        + "7e00077871007e002371007e00817400076d697373696e677571007e000c0000000071007e00147874000642756e646c6574"
        + "00036b6579737200296a6176612e6c616e672e456e756d436f6e7374616e744e6f7450726573656e74457863657074696f6e"
        + "ac14bee1f53b226c0200024c000c636f6e7374616e744e616d6571007e00074c0008656e756d5479706571007e0051787100"
        + "7e002371007e00877400186a6176612e6c616e672e5468726561642453746174652e587571007e000c0000000071007e0014"
        + "7874000158767200166a6176612e6c616e672e54687265616424537461746500000000000000001200007872000e6a617661"
        + "2e6c616e672e456e756d00000000000000001200007870737200216a6176612e6c616e672e547970654e6f7450726573656e"
        + "74457863657074696f6eb934d8b76522cf200200014c0008747970654e616d6571007e00077871007e002371007e00177400"
        + "12547970652054206e6f742070726573656e747571007e000c0000000071007e00147874000154737200216a6176612e6e69"
        + "6f2e66696c652e4e6f5375636846696c65457863657074696f6eecb4b0fef4cd7a85020000787200216a6176612e6e696f2e"
        + "66696c652e46696c6553797374656d457863657074696f6ed598f27876d360fc0200024c000466696c6571007e00074c0005"
        + "6f7468657271007e00077871007e001671007e00957400037768797571007e000c0000000071007e00147874000166740001"
        + "6f737200186a6176612e6e65742e536f636b6574457863657074696f6ead9f89c5411f5e6a0200007871007e001671007e00"
        + "9b740004736f636b7571007e000c0000000071007e001478737200286a6176612e6e696f2e6368616e6e656c732e436c6f73"
        + "65644368616e6e656c457863657074696f6e0c40412c49960bc10200007871007e001671007e009f707571007e000c000000"
        + "0071007e0014787372001d6a6176612e696f2e496e76616c6964436c617373457863657074696f6ec3dcf7c9968b66b00200"
        + "014c0009636c6173736e616d6571007e00077872001d6a6176612e696f2e4f626a65637453747265616d457863657074696f"
        + "6e64c3e46b8d39fbdf0200007871007e001671007e00a37400036261647571007e000c0000000071007e0014787400014373"
        + "72001d6a6176612e696f2e4f7074696f6e616c44617461457863657074696f6e90d2c71b9fb43aa40200025a0003656f6649"
        + "00066c656e6774687871007e00a271007e00a8707571007e000c0000000071007e0014780000000004737200186a6176612e"
        + "746578742e5061727365457863657074696f6e2583c2da188a073202000149000b6572726f724f66667365747871007e0005"
        + "71007e00ab740001707571007e000c0000000071007e00147800000009737200206a6176612e696f2e4e6f7453657269616c"
        + "697a61626c65457863657074696f6e28567800e78616350200007871007e00a271007e00af7400026e737571007e000c0000"
        + "000071007e0014787372001c6a6176612e696f2e556e636865636b6564494f457863657074696f6e8f1d24a4d1f935170200"
        + "007871007e002371007e00177400176a6176612e696f2e494f457863657074696f6e3a20696f7571007e000c000000007100"
        + "7e001478";

    public static void main(String[] args) throws Exception {
        Object[] objs = objects();
        byte[] all = write(objs);
        if (args.length > 0) {
            System.out.println(hex(all));
            return;
        }
        for (Object o : objs) {
            byte[] b = write(o);
            CRC32 crc = new CRC32();
            crc.update(b);
            System.out.println(o.getClass().getName() + ": " + b.length + " bytes crc " + Long.toHexString(crc.getValue()));
            System.out.println("  " + one(new ObjectInputStream(new ByteArrayInputStream(b)).readObject()));
        }
        System.out.println("ClassNotFoundException: " + hex(write(objs[1])));
        System.out.println("same bytes as HotSpot " + Arrays.equals(all, unhex(HOTSPOT)));
        Object[] read = (Object[]) new ObjectInputStream(new ByteArrayInputStream(unhex(HOTSPOT))).readObject();
        System.out.println("HotSpot's stream: " + read.length + " objects");
        for (Object o : read) {
            System.out.println("  " + one(o));
        }
        Throwable cnfe = (Throwable) read[1];
        System.out.println("shared cause: " + (cnfe.getCause() == ((Throwable) read[8]).getCause()));
        for (int i : new int[] {0, 5, 7}) {
            try {
                ((Throwable) read[i]).initCause(new Exception("late"));
                System.out.println("initCause allowed on " + read[i]);
            } catch (IllegalStateException e) {
                System.out.println("initCause: " + e.getMessage());
            }
        }
    }
}
