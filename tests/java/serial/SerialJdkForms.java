import java.io.*;
import java.math.*;
import java.time.*;
import java.util.*;

// JDK serial forms: java.time through its Ser proxy (type bytes as the JDK), BigInteger,
// BigDecimal, Date, Locale and Currency. The bytes written are printed in hex (the expected
// output is HotSpot's), and a stream HotSpot wrote (HOTSPOT below) is read back here.
public class SerialJdkForms {
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
        return new Object[] {
            Duration.ofSeconds(3661, 5), Duration.ZERO, Instant.ofEpochSecond(-1, 999_999_999), Instant.EPOCH,
            LocalDate.of(2021, 12, 2), LocalDate.MIN, LocalTime.of(10, 0), LocalTime.of(10, 5), LocalTime.of(10, 5, 7),
            LocalTime.of(23, 59, 59, 999_999_999), LocalTime.MIDNIGHT, LocalDateTime.of(1999, 12, 31, 23, 59, 1),
            ZonedDateTime.of(2020, 3, 29, 2, 30, 0, 0, ZoneId.of("Europe/Paris")),
            ZonedDateTime.of(2020, 1, 1, 0, 0, 0, 0, ZoneOffset.ofHoursMinutes(5, 30)),
            ZoneId.of("America/New_York"), ZoneOffset.UTC, ZoneOffset.ofHours(-8), ZoneOffset.ofTotalSeconds(3723),
            OffsetTime.of(12, 34, 0, 0, ZoneOffset.ofHours(2)), OffsetDateTime.of(2000, 2, 29, 1, 2, 3, 4, ZoneOffset.ofHours(-3)),
            Year.of(2024), YearMonth.of(1970, 1), MonthDay.of(2, 29), Period.of(1, -2, 3), Period.ZERO,
            BigInteger.ZERO, BigInteger.valueOf(-255), new BigInteger("123456789012345678901234567890"),
            BigInteger.ONE.shiftLeft(64).negate(), new BigDecimal("3.14"), new BigDecimal("-0.000001"),
            new BigDecimal("1E+10"), new BigDecimal("123456789012345678901234567890.5"), BigDecimal.ZERO,
            new Date(1600000000123L), new Date(-1), Locale.US, Locale.ROOT, Locale.forLanguageTag("sr-Latn-RS"),
            Locale.forLanguageTag("de-DE-u-co-phonebk-x-foo"), new Locale("ja", "JP", "JP"),
            Currency.getInstance("EUR"), Currency.getInstance("JPY")};
    }

    static final String HOTSPOT = "aced0005757200135b4c6a6176612e6c616e672e4f626a6563743b90ce589f1073296c02000078700000002b7372000d6a61"
        + "76612e74696d652e536572955d84ba1b2248b20c00007870770d010000000000000e4d00000005787371007e0002770d0100"
        + "0000000000000000000000787371007e0002770d02ffffffffffffffff3b9ac9ff787371007e0002770d0200000000000000"
        + "0000000000787371007e0002770703000007e50c02787371007e0002770703c46536010101787371007e0002770204f57873"
        + "71007e00027703040afa787371007e00027704040a05f8787371007e0002770804173b3b3b9ac9ff787371007e0002770204"
        + "ff787371007e0002770a05000007cf0c1f173bfe787371007e0002771906000007e4031d03e10807000c4575726f70652f50"
        + "61726973787371007e0002770b06000007e40101ff160816787371007e00027713070010416d65726963612f4e65775f596f"
        + "726b787371007e000277020800787371007e0002770208e0787371007e00027706087f00000e8b787371007e00027704090c"
        + "dd08787371007e0002770f0a000007d0021d01020300000004f4787371007e000277050b000007e8787371007e000277060c"
        + "000007b201787371007e000277030d021d787371007e0002770d0e00000001fffffffe00000003787371007e0002770d0e00"
        + "000000000000000000000078737200146a6176612e6d6174682e426967496e74656765728cfc9f1fa93bfb1d030006490008"
        + "626974436f756e744900096269744c656e67746849001366697273744e6f6e7a65726f427974654e756d49000c6c6f776573"
        + "745365744269744900067369676e756d5b00096d61676e69747564657400025b42787200106a6176612e6c616e672e4e756d"
        + "62657286ac951d0b94e08b0200007870fffffffffffffffffffffffefffffffe00000000757200025b42acf317f8060854e0"
        + "020000787000000000787371007e001cfffffffffffffffffffffffefffffffeffffffff7571007e002000000001ff787371"
        + "007e001cfffffffffffffffffffffffefffffffe000000017571007e00200000000d018ee90ff6c373e0ee4e3f0ad2787371"
        + "007e001cfffffffffffffffffffffffefffffffeffffffff7571007e00200000000901000000000000000078737200146a61"
        + "76612e6d6174682e426967446563696d616c54c71557f981284f0300024900057363616c654c0006696e7456616c7400164c"
        + "6a6176612f6d6174682f426967496e74656765723b7871007e001e000000027371007e001cfffffffffffffffffffffffeff"
        + "fffffe000000017571007e002000000002013a78787371007e0028000000067371007e001cfffffffffffffffffffffffeff"
        + "fffffeffffffff7571007e0020000000010178787371007e0028fffffff67371007e001cfffffffffffffffffffffffeffff"
        + "fffe000000017571007e0020000000010178787371007e0028000000017371007e001cfffffffffffffffffffffffeffffff"
        + "fe000000017571007e00200000000d0f951a9fa3a286c94f0e766c3978787371007e00280000000071007e001f787372000e"
        + "6a6176612e7574696c2e44617465686a81014b5974190300007870770800000174876e807b787371007e00377708ffffffff"
        + "ffffffff78737200106a6176612e7574696c2e4c6f63616c657ef811609c30f9ec03000649000868617368636f64654c0007"
        + "636f756e7472797400124c6a6176612f6c616e672f537472696e673b4c000a657874656e73696f6e7371007e003b4c00086c"
        + "616e677561676571007e003b4c000673637269707471007e003b4c000776617269616e7471007e003b7870ffffffff740002"
        + "5553740000740002656e71007e003e71007e003e787371007e003affffffff71007e003e71007e003e71007e003e71007e00"
        + "3e71007e003e787371007e003affffffff740002525371007e003e74000273727400044c61746e71007e003e787371007e00"
        + "3affffffff7400024445740012752d636f2d70686f6e65626b2d782d666f6f740002646571007e003e71007e003e78737100"
        + "7e003affffffff7400024a5074000d752d63612d6a6170616e6573657400026a6171007e003e71007e004a78737200126a61"
        + "76612e7574696c2e43757272656e6379fdcd934a5911a91f0200014c000c63757272656e6379436f646571007e003b787074"
        + "00034555527371007e004d7400034a5059737200136a6176612e7574696c2e41727261794c6973747881d21d99c7619d0300"
        + "0149000473697a6578700000000477040000000471007e000771007e000771007e001171007e002478";

    public static void main(String[] args) throws Exception {
        Object[] objs = objects();
        for (Object o : objs) {
            ByteArrayOutputStream bos = new ByteArrayOutputStream();
            ObjectOutputStream oos = new ObjectOutputStream(bos);
            oos.writeObject(o);
            oos.close();
            byte[] bytes = bos.toByteArray();
            Object back = new ObjectInputStream(new ByteArrayInputStream(bytes)).readObject();
            System.out.println(o.getClass().getName() + " " + o + " " + back.equals(o) + " "
                + (o instanceof ZoneOffset || o instanceof Currency ? String.valueOf(back == o) : "") + " " + hex(bytes));
        }
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        ObjectOutputStream oos = new ObjectOutputStream(bos);
        oos.writeObject(objs);
        oos.writeObject(new ArrayList<>(Arrays.asList(objs[4], objs[4], objs[14], objs[27])));
        oos.close();
        String all = hex(bos.toByteArray());
        System.out.println("all equal to HotSpot's: " + all.equals(HOTSPOT) + " " + all.length());
        if (args.length > 0) {
            System.out.println(all);
        }
        ObjectInputStream ois = new ObjectInputStream(new ByteArrayInputStream(unhex(HOTSPOT)));
        Object[] read = (Object[]) ois.readObject();
        List<?> list = (List<?>) ois.readObject();
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < read.length; i++) {
            sb.append(read[i]).append(read[i].equals(objs[i]) ? "" : "!=").append(' ');
        }
        System.out.println(sb);
        System.out.println(list + " " + (list.get(0) == list.get(1)) + " " + (read[15] == ZoneOffset.UTC) + " "
            + (read[37] == Locale.US) + " " + (read[42] == Currency.getInstance("EUR")) + " "
            + ((BigDecimal) read[29]).scale() + " " + ((BigInteger) read[27]).bitLength());
        try {
            ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(unhex(
                "aced0005737200136a6176612e74696d652e4c6f63616c4461746528d617b1d8f33f1e0200035300036461795300056d6f6e74684900047965617278700002000c000007e5")));
            System.out.println(in.readObject());
        } catch (InvalidObjectException e) {
            System.out.println(e);
        }
    }
}
