import java.io.*;
import java.net.URL;
import java.util.*;
import java.util.zip.CRC32;

// Serial forms written byte for byte as HotSpot's: URL (its cached hashCode once hashCode() was
// called, -1 before), SimpleTimeZone (the fields made JDK 1.1-compatible, serialVersionOnStream 2,
// then the packed rules and times that writeObject appends). HOTSPOT is what this program printed
// on HotSpot when given an argument; it is read back here and used.
public class SerialFormatForms {
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

    static Object[] objects() throws Exception {
        URL fresh = new URL("http://127.0.0.1:8080/a/b?q=1#frag");
        URL hashed = new URL("file:/tmp/some/file.txt");
        hashed.hashCode();
        URL hashedRef = new URL("https://10.0.0.1/x#y");
        hashedRef.hashCode();
        SimpleTimeZone plain = new SimpleTimeZone(3600000, "Plain/Zone");
        SimpleTimeZone us = new SimpleTimeZone(-18000000, "US/Like",
            Calendar.MARCH, 8, -Calendar.SUNDAY, 7200000, Calendar.NOVEMBER, 1, -Calendar.SUNDAY, 7200000);
        SimpleTimeZone eu = new SimpleTimeZone(3600000, "EU/Like",
            Calendar.MARCH, -1, Calendar.SUNDAY, 3600000, SimpleTimeZone.UTC_TIME,
            Calendar.OCTOBER, -1, Calendar.SUNDAY, 3600000, SimpleTimeZone.UTC_TIME, 3600000);
        SimpleTimeZone dom = new SimpleTimeZone(-3600000, "Dom/Zone",
            Calendar.APRIL, 15, 0, 0, Calendar.SEPTEMBER, 20, 0, 82800000, 1800000);
        dom.setStartYear(1999);
        SimpleTimeZone le = new SimpleTimeZone(19800000, "Le/Zone",
            Calendar.MAY, -30, -Calendar.FRIDAY, 600000, SimpleTimeZone.STANDARD_TIME,
            Calendar.AUGUST, -10, -Calendar.MONDAY, 86000000, SimpleTimeZone.STANDARD_TIME, 7200000);
        SimpleTimeZone late = new SimpleTimeZone(-36000000, "Late/Zone",
            Calendar.JUNE, 2, Calendar.TUESDAY, 86400000, SimpleTimeZone.UTC_TIME,
            Calendar.JULY, -2, Calendar.SATURDAY, 0, SimpleTimeZone.UTC_TIME, 3600000);
        return new Object[] {fresh, hashed, hashedRef, plain, us, eu, dom, le, late};
    }

    static String show(Object o) {
        if (o instanceof URL) {
            URL u = (URL) o;
            return "URL " + u + " host " + u.getHost() + " port " + u.getPort() + " file " + u.getFile()
                + " ref " + u.getRef() + " hash " + u.hashCode();
        }
        if (o instanceof SimpleTimeZone) {
            SimpleTimeZone z = (SimpleTimeZone) o;
            StringBuilder sb = new StringBuilder("SimpleTimeZone " + z.getID() + " raw " + z.getRawOffset()
                + " dst " + z.getDSTSavings() + " uses " + z.useDaylightTime() + " hash " + z.hashCode());
            for (long t : new long[] {0L, 925603200000L, 1585699200000L, 1615680000000L, 1636243200000L,
                    1653000000000L, 1656633600000L, 1660000000000L, 1688200000000L}) {
                sb.append(' ').append(z.getOffset(t));
            }
            return sb.toString();
        }
        return o.getClass().getName() + " " + o;
    }

    static byte[] write(Object o) throws IOException {
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bos)) {
            out.writeObject(o);
        }
        return bos.toByteArray();
    }

    static final String HOTSPOT = "aced0005757200135b4c6a6176612e6c616e672e4f626a6563743b90ce589f1073296c0200007870000000097372000c6a61"
        + "76612e6e65742e55524c962537361afce47203000749000868617368436f6465490004706f72744c0009617574686f726974"
        + "797400124c6a6176612f6c616e672f537472696e673b4c000466696c6571007e00034c0004686f737471007e00034c000870"
        + "726f746f636f6c71007e00034c000372656671007e00037870ffffffff00001f9074000e3132372e302e302e313a38303830"
        + "7400082f612f623f713d317400093132372e302e302e317400046874747074000466726167787371007e0002c4a74bedffff"
        + "ffff707400122f746d702f736f6d652f66696c652e74787474000074000466696c6570787371007e00020ff01149ffffffff"
        + "74000831302e302e302e317400022f7871007e000f74000568747470737400017978737200186a6176612e7574696c2e5369"
        + "6d706c6554696d655a6f6e65fa675d60d15ef5a603001249000a647374536176696e6773490006656e6444617949000c656e"
        + "644461794f665765656b490007656e644d6f6465490008656e644d6f6e7468490007656e6454696d6549000b656e6454696d"
        + "654d6f64654900097261774f666673657449001573657269616c56657273696f6e4f6e53747265616d490008737461727444"
        + "617949000e73746172744461794f665765656b49000973746172744d6f646549000a73746172744d6f6e7468490009737461"
        + "727454696d6549000d737461727454696d654d6f64654900097374617274596561725a000b7573654461796c696768745b00"
        + "0b6d6f6e74684c656e6774687400025b42787200126a6176612e7574696c2e54696d655a6f6e6531b3e9f57744aca1020001"
        + "4c0002494471007e0003787074000a506c61696e2f5a6f6e650036ee80000000000000000000000000000000000000000000"
        + "0000000036ee80000000020000000000000000000000000000000000000000000000000000000000757200025b42acf317f8"
        + "060854e002000078700000000c1f1c1f1e1f1e1f1f1e1f1e1f770a00000006000000000000757200025b494dba602676eab2"
        + "a50200007870000000020000000000000000787371007e001374000755532f4c696b650036ee800000000100000001000000"
        + "030000000a006ddd0000000000feed57800000000200000002000000010000000300000002006ddd00000000000000000001"
        + "71007e0019770a000000060801010100007571007e001a00000002006ddd00006ddd00787371007e001374000745552f4c69"
        + "6b650036ee80ffffffff00000001000000020000000900a4cb80000000020036ee8000000002ffffffff0000000100000002"
        + "00000002006ddd0000000002000000000171007e0019770a00000006ff01ff0102027571007e001a000000020036ee800036"
        + "ee80787371007e0013740008446f6d2f5a6f6e65001b77400000000300000001000000010000000804ef6d8000000000ffc9"
        + "118000000002000000030000000100000001000000030000000000000000000007cf0171007e0019770a000000060f001400"
        + "00007571007e001a000000020000000004ef6d80787371007e00137400074c652f5a6f6e65006ddd00000000020000000300"
        + "000004000000070067c28000000001012e1fc000000002ffffffff000000060000000400000004000927c000000001000000"
        + "000171007e0019770a000000061e060a0201017571007e001a00000002000927c005204180787371007e00137400094c6174"
        + "652f5a6f6e650036ee80fffffffe0000000600000002000000060337f98000000002fddaaf00000000020000000200000003"
        + "000000020000000503010b0000000002000000000171007e0019770a000000060203fe0702027571007e001a000000020526"
        + "5c000000000078";

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
            Object back = new ObjectInputStream(new ByteArrayInputStream(b)).readObject();
            System.out.println("  " + show(back) + " equals " + back.equals(o));
            System.out.println("  again same bytes " + Arrays.equals(b, write(back)));
        }
        System.out.println("same bytes as HotSpot " + Arrays.equals(all, unhex(HOTSPOT)));
        Object[] read = (Object[]) new ObjectInputStream(new ByteArrayInputStream(unhex(HOTSPOT))).readObject();
        System.out.println("HotSpot's stream: " + read.length + " objects");
        for (int i = 0; i < read.length; i++) {
            System.out.println("  " + show(read[i]) + " equals " + read[i].equals(objs[i]));
        }
    }
}
