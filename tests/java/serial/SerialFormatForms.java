import java.io.*;
import java.net.URL;
import java.util.*;
import java.util.zip.CRC32;

// Serial forms written byte for byte as HotSpot's: URL (its cached hashCode once hashCode() was
// called, -1 before), SimpleTimeZone (the fields made JDK 1.1-compatible, serialVersionOnStream 2,
// then the packed rules and times that writeObject appends), GregorianCalendar with a SimpleTimeZone
// (fields, isSet, the time computed before writing, nextStamp, then the null the JDK writes for a
// zone that is not its ZoneInfo), DecimalFormatSymbols (exponential, the *Text fields,
// serialVersionOnStream 5, the currency fields null until first used), DecimalFormat (NumberFormat's
// byte limits capped at 127, both serialVersionOnStream). HOTSPOT is what this program printed
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
        GregorianCalendar atTime = new GregorianCalendar(us, Locale.US);
        atTime.setTimeInMillis(1656633600123L);
        GregorianCalendar setFields = new GregorianCalendar(eu, Locale.GERMANY);
        setFields.setTimeInMillis(0L);
        setFields.set(Calendar.YEAR, 2021);
        setFields.set(Calendar.MONTH, Calendar.JULY);
        setFields.set(Calendar.DAY_OF_MONTH, 14);
        setFields.set(Calendar.HOUR_OF_DAY, 9);
        GregorianCalendar cleared = new GregorianCalendar(plain, Locale.UK);
        cleared.clear();
        cleared.set(1999, Calendar.DECEMBER, 31);
        cleared.setLenient(false);
        cleared.setGregorianChange(new Date(0L));
        GregorianCalendar added = new GregorianCalendar(dom, Locale.FRANCE);
        added.setTimeInMillis(925603200000L);
        added.setFirstDayOfWeek(Calendar.WEDNESDAY);
        java.text.DecimalFormatSymbols usSymbols = java.text.DecimalFormatSymbols.getInstance(Locale.US);
        java.text.DecimalFormatSymbols deSymbols = java.text.DecimalFormatSymbols.getInstance(Locale.GERMANY);
        deSymbols.setMinusSign('~');
        deSymbols.setPercent('!');
        deSymbols.setPerMill('m');
        deSymbols.setExponentSeparator("x10^");
        deSymbols.setInfinity("inf");
        java.text.DecimalFormatSymbols rootSymbols = java.text.DecimalFormatSymbols.getInstance(Locale.ROOT);
        rootSymbols.getCurrencySymbol();
        java.text.DecimalFormatSymbols ukSymbols = java.text.DecimalFormatSymbols.getInstance(Locale.UK);
        ukSymbols.setCurrency(Currency.getInstance("EUR"));
        ukSymbols.setMonetaryDecimalSeparator(':');
        java.text.DecimalFormat wide = new java.text.DecimalFormat("'#'#,##0.00;(#) 'x'", usSymbols);
        wide.setMaximumFractionDigits(200);
        wide.setMaximumIntegerDigits(150);
        wide.setMultiplier(100);
        wide.setGroupingSize(4);
        wide.setDecimalSeparatorAlwaysShown(true);
        wide.setParseBigDecimal(true);
        wide.setRoundingMode(java.math.RoundingMode.CEILING);
        return new Object[] {fresh, hashed, hashedRef, plain, us, eu, dom, le, late, atTime, setFields, cleared,
            added, usSymbols, deSymbols, rootSymbols, ukSymbols, new java.text.DecimalFormat("#,##0.###", usSymbols),
            wide, java.text.NumberFormat.getCurrencyInstance(Locale.US), new java.text.DecimalFormat("0.###E00", deSymbols),
            java.text.NumberFormat.getPercentInstance(Locale.GERMANY)};
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
        if (o instanceof GregorianCalendar) {
            GregorianCalendar c = (GregorianCalendar) o;
            String z = show(c.getTimeZone());
            return "GregorianCalendar " + c.getTimeInMillis() + " " + c.get(Calendar.YEAR) + "-" + c.get(Calendar.MONTH)
                + "-" + c.get(Calendar.DAY_OF_MONTH) + " " + c.get(Calendar.HOUR_OF_DAY) + ":" + c.get(Calendar.MINUTE)
                + " dow " + c.get(Calendar.DAY_OF_WEEK) + " week " + c.get(Calendar.WEEK_OF_YEAR) + " first "
                + c.getFirstDayOfWeek() + " minimal " + c.getMinimalDaysInFirstWeek() + " lenient " + c.isLenient()
                + " change " + c.getGregorianChange().getTime() + " zone " + z;
        }
        if (o instanceof java.text.DecimalFormatSymbols) {
            java.text.DecimalFormatSymbols d = (java.text.DecimalFormatSymbols) o;
            return "DecimalFormatSymbols " + d.getZeroDigit() + d.getGroupingSeparator() + d.getDecimalSeparator()
                + d.getPerMill() + d.getPercent() + d.getDigit() + d.getPatternSeparator() + d.getMinusSign()
                + d.getMonetaryDecimalSeparator() + d.getMonetaryGroupingSeparator() + " " + d.getInfinity() + " "
                + d.getNaN() + " " + d.getExponentSeparator() + " " + d.getCurrencySymbol() + " "
                + d.getInternationalCurrencySymbol() + " " + d.getCurrency() + " "
                + new java.text.DecimalFormat("#,##0.0#%;(#)", d).format(-1234.5678);
        }
        if (o instanceof java.text.DecimalFormat) {
            java.text.DecimalFormat f = (java.text.DecimalFormat) o;
            return "DecimalFormat " + f.toPattern() + " " + f.format(-12345.678) + " " + f.format(0.5) + " "
                + f.getMaximumIntegerDigits() + " " + f.getMaximumFractionDigits() + " " + f.getMultiplier() + " "
                + f.getRoundingMode() + " " + f.isParseBigDecimal() + " " + f.getCurrency();
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

    static final String HOTSPOT = "aced0005757200135b4c6a6176612e6c616e672e4f626a6563743b90ce589f1073296c0200007870000000167372000c6a61"
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
        + "5c0000000000787372001b6a6176612e7574696c2e477265676f7269616e43616c656e6461728f3dd7d6e5b0d0c10200014a"
        + "0010677265676f7269616e4375746f766572787200126a6176612e7574696c2e43616c656e646172e6ea4d1ec8dc5b8e0300"
        + "0b5a000c6172654669656c647353657449000e66697273744461794f665765656b5a0009697354696d655365745a00076c65"
        + "6e69656e744900166d696e696d616c44617973496e46697273745765656b4900096e6578745374616d704900157365726961"
        + "6c56657273696f6e4f6e53747265616d4a000474696d655b00066669656c64737400025b495b000569735365747400025b5a"
        + "4c00047a6f6e657400144c6a6176612f7574696c2f54696d655a6f6e653b7870010000000101010000000100000002000000"
        + "0100000181b70ea87b7571007e001a0000001100000001000007e6000000050000001b000000050000001e000000b5000000"
        + "050000000500000001000000080000001400000000000000000000007bfeed57800036ee80757200025b5a578f203914b85d"
        + "e2020000787000000011010101010101010101010101010101010171007e001c7078fffff4e2f964ac007371007e002b0100"
        + "00000201010000000400000006000000010000017aa3d0ad807571007e001a0000001100000001000007e500000006000000"
        + "1c000000030000000e000000c300000004000000020000000000000009000000090000000000000000000000000036ee8000"
        + "36ee807571007e003200000011010101010101010101010101010101010171007e001f7078fffff4e2f964ac007371007e00"
        + "2b01000000020100000000040000000500000001000000dc657261807571007e001a0000001100000001000007cf0000000b"
        + "00000034000000050000001f0000016d00000006000000050000000000000000000000000000000000000000000000000036"
        + "ee80000000007571007e003200000011010101010101010101010101010101010171007e0016707800000000000000007371"
        + "007e002b01000000040101000000040000000200000001000000d7823ffc007571007e001a0000001100000001000007cf00"
        + "000004000000120000000100000001000000790000000700000001000000010000000b000000170000001e00000000000000"
        + "00ffc91180001b77407571007e003200000011010101010101010101010101010101010171007e00227078fffff4e2f964ac"
        + "007372001e6a6176612e746578742e446563696d616c466f726d617453796d626f6c73501d17990868939c02001543001064"
        + "6563696d616c536570617261746f72430005646967697443000b6578706f6e656e7469616c43001167726f7570696e675365"
        + "70617261746f724300096d696e75735369676e4300196d6f6e657461727947726f7570696e67536570617261746f72430011"
        + "6d6f6e6574617279536570617261746f724300107061747465726e536570617261746f724300077065724d696c6c43000770"
        + "657263656e7449001573657269616c56657273696f6e4f6e53747265616d4300097a65726f44696769744c00034e614e7100"
        + "7e00034c000e63757272656e637953796d626f6c71007e00034c00146578706f6e656e7469616c536570617261746f727100"
        + "7e00034c0008696e66696e69747971007e00034c0012696e746c43757272656e637953796d626f6c71007e00034c00066c6f"
        + "63616c657400124c6a6176612f7574696c2f4c6f63616c653b4c000d6d696e75735369676e5465787471007e00034c000b70"
        + "65724d696c6c5465787471007e00034c000b70657263656e745465787471007e00037870002e00230045002c002d002c002e"
        + "003b203000250000000500307400034e614e7074000145740003e2889e70737200106a6176612e7574696c2e4c6f63616c65"
        + "7ef811609c30f9ec03000649000868617368636f64654c0007636f756e74727971007e00034c000a657874656e73696f6e73"
        + "71007e00034c00086c616e677561676571007e00034c000673637269707471007e00034c000776617269616e7471007e0003"
        + "7870ffffffff740002555371007e000c740002656e71007e000c71007e000c787400012d740003e280b0740001257371007e"
        + "003d002c00230045002e007e002e002c003b006d002100000005003071007e0040707400047831305e740003696e66707371"
        + "007e0043ffffffff740002444571007e000c740002646571007e000c71007e000c787400017e7400016d740001217371007e"
        + "003d002e00230045002c002d002c002e003b2030002500000005003071007e0040740002c2a471007e004171007e00427400"
        + "035858587371007e0043ffffffff71007e000c71007e000c71007e000c71007e000c71007e000c7871007e004771007e0048"
        + "71007e00497371007e003d002e00230045002c002d002c003a003b2030002500000005003071007e0040740003e282ac7100"
        + "7e004171007e00427400034555527371007e0043ffffffff740002474271007e000c71007e004671007e000c71007e000c78"
        + "71007e004771007e004871007e0049737200176a6176612e746578742e446563696d616c466f726d61740bff0362d872303a"
        + "0200155a001b646563696d616c536570617261746f72416c7761797353686f776e42000c67726f7570696e6753697a654900"
        + "156d6178696d756d4672616374696f6e4469676974734900146d6178696d756d496e74656765724469676974734200116d69"
        + "6e4578706f6e656e744469676974734900156d696e696d756d4672616374696f6e4469676974734900146d696e696d756d49"
        + "6e746567657244696769747349000a6d756c7469706c6965725a000f7061727365426967446563696d616c49001573657269"
        + "616c56657273696f6e4f6e53747265616d5a00167573654578706f6e656e7469616c4e6f746174696f6e4c00106e65675072"
        + "656669785061747465726e71007e00034c00106e65675375666669785061747465726e71007e00034c000e6e656761746976"
        + "6550726566697871007e00034c000e6e6567617469766553756666697871007e00034c0010706f7350726566697850617474"
        + "65726e71007e00034c0010706f735375666669785061747465726e71007e00034c000e706f73697469766550726566697871"
        + "007e00034c000e706f73697469766553756666697871007e00034c000c726f756e64696e674d6f64657400184c6a6176612f"
        + "6d6174682f526f756e64696e674d6f64653b4c000773796d626f6c737400204c6a6176612f746578742f446563696d616c46"
        + "6f726d617453796d626f6c733b787200166a6176612e746578742e4e756d626572466f726d6174dff6b3bf137d07e803000b"
        + "5a000c67726f7570696e67557365644200116d61784672616374696f6e4469676974734200106d6178496e74656765724469"
        + "676974734900156d6178696d756d4672616374696f6e4469676974734900146d6178696d756d496e74656765724469676974"
        + "734200116d696e4672616374696f6e4469676974734200106d696e496e74656765724469676974734900156d696e696d756d"
        + "4672616374696f6e4469676974734900146d696e696d756d496e74656765724469676974735a00107061727365496e746567"
        + "65724f6e6c7949001573657269616c56657273696f6e4f6e53747265616d787200106a6176612e746578742e466f726d6174"
        + "fbd8bc12e90f1843020000787001037f0000000300000135000100000000000000010000000001780003000000037fffffff"
        + "00000000000000000100000001000000000400740002272d71007e000c7400012d71007e000c71007e000c71007e000c7100"
        + "7e000c71007e000c7e7200166a6176612e6d6174682e526f756e64696e674d6f646500000000000000001200007872000e6a"
        + "6176612e6c616e672e456e756d0000000000000000120000787074000948414c465f4556454e7371007e003d002e00230045"
        + "002c002d002c002e003b2030002500000005003071007e00407071007e004171007e00427071007e004471007e004771007e"
        + "004871007e00497371007e005c017f7f000000c800000096020100000002000000010000000001780104000000c800000096"
        + "0000000002000000010000006401000000040074000128740003292078740001287400032920787400012371007e000c7400"
        + "012371007e000c7e71007e00647400074345494c494e477371007e003d002e00230045002c002d002c002e003b2030002500"
        + "000005003071007e00407071007e004171007e00427071007e004471007e004771007e004871007e00497371007e005c0102"
        + "7f0000000200000135020100000002000000010000000001780003000000027fffffff000000000200000001000000010000"
        + "00000400740005272d27c2a471007e000c7400022d2471007e000c74000327c2a471007e000c7400012471007e000c71007e"
        + "00667371007e003d002e00230045002c002d002c002e003b2030002500000005003071007e00407400012471007e00417100"
        + "7e004274000355534471007e004471007e004771007e004871007e00497371007e005c000301000000030000000100010000"
        + "0000000000010000000001780000000000030000000102000000000000000100000001000000000401740002272d71007e00"
        + "0c7400017e71007e000c71007e000c71007e000c71007e000c71007e000c71007e00667371007e003d002c00230045002e00"
        + "7e002e002c003b006d002100000005003071007e00407071007e004b71007e004c7071007e004d71007e005071007e005171"
        + "007e00527371007e005c01007f0000000000000135000100000000000000010000000001780003000000007fffffff000000"
        + "00000000000100000064000000000400740002272d740004c2a027257400012d740003c2a02571007e000c71007e00817100"
        + "7e000c740003c2a02571007e00667371007e003d002c00230045002e002d002e002c003b2030002500000005003071007e00"
        + "407071007e004171007e00427071007e004d71007e004771007e004871007e0049";

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
            System.out.println("  read back, same bytes " + Arrays.equals(b, write(back)));
            System.out.println("  " + show(back) + " equals " + back.equals(o));
            System.out.println("  after use, same bytes " + Arrays.equals(b, write(back)));
        }
        System.out.println("same bytes as HotSpot " + Arrays.equals(all, unhex(HOTSPOT)));
        Object[] read = (Object[]) new ObjectInputStream(new ByteArrayInputStream(unhex(HOTSPOT))).readObject();
        System.out.println("HotSpot's stream: " + read.length + " objects");
        for (int i = 0; i < read.length; i++) {
            System.out.println("  " + show(read[i]) + " equals " + read[i].equals(objs[i]));
        }
    }
}
