import java.io.*;
import java.net.*;
import java.util.*;
import java.util.concurrent.*;
import java.util.logging.Level;
import java.util.zip.CRC32;

// More of the JDK's serial forms: TreeMap's range views (TreeMap$AscendingSubMap and
// DescendingSubMap), Collections.reverseOrder(cmp) (Collections$ReverseComparator2),
// ArrayBlockingQueue (its circular array, moved as the JDK moves it), LinkedBlockingQueue (the
// JDK's two locks, held while written, and the elements up to a null), PriorityBlockingQueue,
// String.CASE_INSENSITIVE_ORDER (read back as itself), InetAddress (an IPv4 address written as a
// plain InetAddress of family 2), Inet6Address, InetSocketAddress, URL (hashCode -1, as before
// any hashCode() call), Level (the standard levels' bundle name; read back as the known level),
// AtomicBoolean (an int field). The bytes are HotSpot's (CRC per object, the whole array
// compared with HOTSPOT, which this program printed on HotSpot when given an argument); HOTSPOT
// is read back here. A GregorianCalendar is only round-tripped (its bytes are not HotSpot's yet).
public class SerialMiscForms {
    static class Custom extends Level {
        private static final long serialVersionUID = 3L;

        Custom() {
            super("CUSTOM", 850);
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

    static Object[] objects() throws Exception {
        LinkedBlockingQueue<String> lbq = new LinkedBlockingQueue<>(10);
        lbq.add("first");
        lbq.add("second");
        lbq.add("third");
        lbq.poll();
        PriorityBlockingQueue<Integer> pbq = new PriorityBlockingQueue<>(List.of(7, 3, 5, 1));
        ArrayBlockingQueue<Integer> abq = new ArrayBlockingQueue<>(4);
        abq.add(1);
        abq.add(2);
        abq.add(3);
        abq.poll();
        abq.add(4);
        abq.add(5);
        abq.remove(3);
        TreeMap<String, Integer> tm = new TreeMap<>(Map.of("a", 1, "b", 2, "c", 3, "d", 4));
        TreeMap<String, Integer> ci = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        ci.putAll(Map.of("X", 1, "y", 2, "Z", 3));
        return new Object[] {tm.headMap("c"), tm.tailMap("b", false), tm.descendingMap(), tm.descendingMap().headMap("b"),
            ci.subMap("x", true, "z", false), ci.descendingMap(), Collections.reverseOrder(String.CASE_INSENSITIVE_ORDER),
            lbq, new LinkedBlockingQueue<Integer>(), pbq, abq, new ArrayBlockingQueue<String>(2, true), String.CASE_INSENSITIVE_ORDER,
            InetAddress.getByName("127.0.0.1"), InetAddress.getByAddress("named", new byte[] {10, 1, 2, 3}),
            new InetSocketAddress(InetAddress.getByName("192.168.0.9"), 8080), new InetSocketAddress("10.0.0.1", 22),
            InetSocketAddress.createUnresolved("nowhere.invalid", 443), new URL("http://user@example.com:8080/a/b?q=1#frag"),
            new URL("file:/tmp/x"), new URL("https", "example.org", "/"), InetAddress.getByName("::1"),
            InetAddress.getByName("fe80::1%1"), Inet6Address.getByAddress("h6", new byte[16], 3), Level.INFO, Level.ALL, new Custom(),
            new java.util.concurrent.atomic.AtomicBoolean(true), new java.util.concurrent.atomic.AtomicBoolean()};
    }

    static String show(Object o) throws Exception {
        if (o instanceof LinkedBlockingQueue) {
            @SuppressWarnings("unchecked")
            LinkedBlockingQueue<Object> q = (LinkedBlockingQueue<Object>) o;
            String s = "LinkedBlockingQueue " + q + " remaining " + q.remainingCapacity();
            q.put("more");
            return s + " take " + q.take() + " then " + q;
        }
        if (o instanceof NavigableMap) {
            @SuppressWarnings("unchecked")
            NavigableMap<String, Integer> m = (NavigableMap<String, Integer>) o;
            String s = "view " + m + " first " + m.firstKey() + " comparator "
                    + (m.comparator() == null ? null : m.comparator().compare("a", "B"));
            try {
                m.put("b", 20);
                s += " put " + m;
            } catch (IllegalArgumentException e) {
                s += " put: " + e.getMessage();
            }
            return s;
        }
        if (o instanceof ArrayBlockingQueue) {
            @SuppressWarnings("unchecked")
            ArrayBlockingQueue<Object> q = (ArrayBlockingQueue<Object>) o;
            String s = "ArrayBlockingQueue " + q + " remaining " + q.remainingCapacity();
            q.put(9);
            List<Object> drained = new ArrayList<>();
            q.drainTo(drained, 2);
            return s + " then " + q + " drained " + drained + " offer " + q.offer(10) + " " + q.offer(11) + " " + q.offer(12)
                    + " " + q;
        }
        if (o instanceof PriorityBlockingQueue) {
            PriorityBlockingQueue<?> q = (PriorityBlockingQueue<?>) o;
            return "PriorityBlockingQueue " + q + " take " + q.take() + " poll " + q.poll(1, TimeUnit.MILLISECONDS);
        }
        if (o instanceof Comparator) {
            @SuppressWarnings("unchecked")
            Comparator<String> c = (Comparator<String>) o;
            return "comparator same " + (c == String.CASE_INSENSITIVE_ORDER) + " " + c.compare("abc", "ABD") + " "
                    + c.getClass().getName() + " " + c.equals(Collections.reverseOrder(String.CASE_INSENSITIVE_ORDER));
        }
        if (o instanceof InetAddress) {
            InetAddress a = (InetAddress) o;
            return a.getClass().getName() + " " + a + " " + a.getHostAddress() + " " + a.equals(InetAddress.getByAddress(a.getAddress()));
        }
        if (o instanceof URL) {
            URL u = (URL) o;
            return "URL " + u + " host " + u.getHost() + " port " + u.getPort() + " user " + u.getUserInfo() + " path "
                    + u.getPath() + " query " + u.getQuery() + " ref " + u.getRef() + " authority " + u.getAuthority();
        }
        if (o instanceof InetSocketAddress) {
            InetSocketAddress a = (InetSocketAddress) o;
            return "InetSocketAddress " + a + " " + a.getHostString() + " " + a.getPort() + " unresolved " + a.isUnresolved();
        }
        if (o instanceof java.util.concurrent.atomic.AtomicBoolean) {
            java.util.concurrent.atomic.AtomicBoolean b = (java.util.concurrent.atomic.AtomicBoolean) o;
            return "AtomicBoolean " + b + " cas(false, true) " + b.compareAndSet(false, true) + " getAndSet(false) "
                    + b.getAndSet(false) + " " + b.get();
        }
        Level l = (Level) o;
        return "Level " + l + " " + l.intValue() + " " + l.getResourceBundleName() + " known " + (l == Level.INFO || l == Level.ALL)
                + " " + l.getClass().getName();
    }

    static byte[] write(Object o) throws IOException {
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bos)) {
            out.writeObject(o);
        }
        return bos.toByteArray();
    }

    static Object read(byte[] b) throws Exception {
        return new ObjectInputStream(new ByteArrayInputStream(b)).readObject();
    }

    static final String HOTSPOT = "aced0005757200135b4c6a6176612e6c616e672e4f626a6563743b90ce589f1073296c02000078700000001d737200216a61"
        + "76612e7574696c2e547265654d617024417363656e64696e675375624d61700cab946d1f0fab1c020000787200216a617661"
        + "2e7574696c2e547265654d6170244e6176696761626c655375624d6170e2d0a70e64210e080200075a000966726f6d537461"
        + "72745a000b6869496e636c75736976655a000b6c6f496e636c75736976655a0005746f456e644c000268697400124c6a6176"
        + "612f6c616e672f4f626a6563743b4c00026c6f71007e00044c00016d7400134c6a6176612f7574696c2f547265654d61703b"
        + "7870010001007400016370737200116a6176612e7574696c2e547265654d61700cc1f63e2d256ae60300014c000a636f6d70"
        + "617261746f727400164c6a6176612f7574696c2f436f6d70617261746f723b78707077040000000474000161737200116a61"
        + "76612e6c616e672e496e746567657212e2a0a4f781873802000149000576616c7565787200106a6176612e6c616e672e4e75"
        + "6d62657286ac951d0b94e08b020000787000000001740001627371007e000c0000000271007e00077371007e000c00000003"
        + "740001647371007e000c00000004787371007e0002000100017071007e000f71007e000a737200226a6176612e7574696c2e"
        + "547265654d61702444657363656e64696e675375624d61700cab946d1f0f9d0c0200014c001172657665727365436f6d7061"
        + "7261746f7271007e00097871007e000301010101707071007e000a737200276a6176612e7574696c2e436f6c6c656374696f"
        + "6e732452657665727365436f6d70617261746f7264048af0534e4ad002000078707371007e0015000100017071007e000f71"
        + "007e000a71007e00187371007e0002000001007400017a740001787371007e00087372002a6a6176612e6c616e672e537472"
        + "696e672443617365496e73656e736974697665436f6d70617261746f7277035c7d5c50e5ce02000078707704000000037400"
        + "015871007e000e7400017971007e00107400015a71007e0011787371007e001501010101707071007e001d737200286a6176"
        + "612e7574696c2e436f6c6c656374696f6e732452657665727365436f6d70617261746f7232000003fa6c354d510200014c00"
        + "03636d7071007e0009787071007e001f7371007e002471007e001f737200286a6176612e7574696c2e636f6e63757272656e"
        + "742e4c696e6b6564426c6f636b696e675175657565a0304ca040e581f603000649000863617061636974794c0005636f756e"
        + "7474002b4c6a6176612f7574696c2f636f6e63757272656e742f61746f6d69632f41746f6d6963496e74656765723b4c0008"
        + "6e6f74456d7074797400264c6a6176612f7574696c2f636f6e63757272656e742f6c6f636b732f436f6e646974696f6e3b4c"
        + "00076e6f7446756c6c71007e00294c00077075744c6f636b74002a4c6a6176612f7574696c2f636f6e63757272656e742f6c"
        + "6f636b732f5265656e7472616e744c6f636b3b4c000874616b654c6f636b71007e002a78700000000a737200296a6176612e"
        + "7574696c2e636f6e63757272656e742e61746f6d69632e41746f6d6963496e7465676572563f5ecc8c6c168a020001490005"
        + "76616c75657871007e000d00000002737200456a6176612e7574696c2e636f6e63757272656e742e6c6f636b732e41627374"
        + "7261637451756575656453796e6368726f6e697a657224436f6e646974696f6e4f626a656374104ad505855c6aeb0200014c"
        + "00067468697324307400374c6a6176612f7574696c2f636f6e63757272656e742f6c6f636b732f4162737472616374517565"
        + "75656453796e6368726f6e697a65723b7870737200346a6176612e7574696c2e636f6e63757272656e742e6c6f636b732e52"
        + "65656e7472616e744c6f636b244e6f6e6661697253796e63658832e7537bbf0b0200007872002d6a6176612e7574696c2e63"
        + "6f6e63757272656e742e6c6f636b732e5265656e7472616e744c6f636b2453796e63b81ea294aa445a7c020000787200356a"
        + "6176612e7574696c2e636f6e63757272656e742e6c6f636b732e416273747261637451756575656453796e6368726f6e697a"
        + "65726655a843753f52e30200014900057374617465787200366a6176612e7574696c2e636f6e63757272656e742e6c6f636b"
        + "732e41627374726163744f776e61626c6553796e6368726f6e697a657233dfafb9ad6d6fa90200007870000000017371007e"
        + "002e7371007e003100000001737200286a6176612e7574696c2e636f6e63757272656e742e6c6f636b732e5265656e747261"
        + "6e744c6f636b6655a82c2cc86aeb0200014c000473796e6374002f4c6a6176612f7574696c2f636f6e63757272656e742f6c"
        + "6f636b732f5265656e7472616e744c6f636b2453796e633b787071007e00377371007e003871007e00357400067365636f6e"
        + "64740005746869726470787371007e00277fffffff7371007e002c000000007371007e002e7371007e003100000001737100"
        + "7e002e7371007e0031000000017371007e003871007e00437371007e003871007e004170787372002a6a6176612e7574696c"
        + "2e636f6e63757272656e742e5072696f72697479426c6f636b696e6751756575654da73f88e67128140300034c00046c6f63"
        + "6b71007e002a4c00086e6f74456d70747971007e00294c0001717400194c6a6176612f7574696c2f5072696f726974795175"
        + "6575653b78707371007e00387371007e0031000000017371007e002e71007e004a737200176a6176612e7574696c2e507269"
        + "6f72697479517565756594da30b4fb3f82b103000249000473697a654c000a636f6d70617261746f7271007e000978700000"
        + "00047077040000000571007e000e71007e00117371007e000c000000057371007e000c000000077878737200276a6176612e"
        + "7574696c2e636f6e63757272656e742e4172726179426c6f636b696e675175657565f4a631b41e106f86020007490005636f"
        + "756e74490008707574496e64657849000974616b65496e6465785b00056974656d737400135b4c6a6176612f6c616e672f4f"
        + "626a6563743b4c00046c6f636b71007e002a4c00086e6f74456d70747971007e00294c00076e6f7446756c6c71007e002978"
        + "700000000300000000000000017571007e0000000000047071007e001071007e001371007e004e7371007e00387371007e00"
        + "31000000007371007e002e71007e00557371007e002e71007e00557371007e00500000000000000000000000007571007e00"
        + "000000000270707371007e0038737200316a6176612e7574696c2e636f6e63757272656e742e6c6f636b732e5265656e7472"
        + "616e744c6f636b244661697253796e63d65aab4314b4bd140200007871007e0032000000007371007e002e71007e005c7371"
        + "007e002e71007e005c71007e001f737200146a6176612e6e65742e496e6574416464726573732d9b57af9fe3ebdb03000349"
        + "00076164647265737349000666616d696c794c0008686f73744e616d657400124c6a6176612f6c616e672f537472696e673b"
        + "78707f0000010000000270787371007e005f0a010203000000027400056e616d6564787372001a6a6176612e6e65742e496e"
        + "6574536f636b657441646472657373467194616ff9aa45030003490004706f72744c0004616464727400164c6a6176612f6e"
        + "65742f496e6574416464726573733b4c0008686f73746e616d6571007e0060787200166a6176612e6e65742e536f636b6574"
        + "416464726573734861f662f4979d6a020000787000001f907371007e005fc0a8000900000002707870787371007e00640000"
        + "00167371007e005f0a00000100000002707870787371007e0064000001bb7074000f6e6f77686572652e696e76616c696478"
        + "7372000c6a6176612e6e65742e55524c962537361afce47203000749000868617368436f6465490004706f72744c00096175"
        + "74686f7269747971007e00604c000466696c6571007e00604c0004686f737471007e00604c000870726f746f636f6c71007e"
        + "00604c000372656671007e00607870ffffffff00001f9074001575736572406578616d706c652e636f6d3a38303830740008"
        + "2f612f623f713d3174000b6578616d706c652e636f6d7400046874747074000466726167787371007e006dffffffffffffff"
        + "ff707400062f746d702f7874000074000466696c6570787371007e006dffffffffffffffff74000b6578616d706c652e6f72"
        + "677400012f71007e007974000568747470737078737200156a6176612e6e65742e496e657436416464726573735f7c208152"
        + "2c802103000549000873636f70655f69645a000c73636f70655f69645f7365745a001073636f70655f69666e616d655f7365"
        + "744c000669666e616d6571007e00605b00096970616464726573737400025b427871007e005f000000000000000270780000"
        + "0000000070757200025b42acf317f8060854e002000078700000001000000000000000000000000000000001787371007e00"
        + "7c00000000000000027078000000010100707571007e007f00000010fe800000000000000000000000000001787371007e00"
        + "7c0000000000000002740002683678000000030100707571007e007f00000010000000000000000000000000000000007873"
        + "7200176a6176612e7574696c2e6c6f6767696e672e4c6576656c8e8871135173369202000349000576616c75654c00046e61"
        + "6d6571007e00604c00127265736f7572636542756e646c654e616d6571007e0060787000000320740004494e464f74002273"
        + "756e2e7574696c2e6c6f6767696e672e7265736f75726365732e6c6f6767696e677371007e008680000000740003414c4c71"
        + "007e00897372001653657269616c4d697363466f726d7324437573746f6d00000000000000030200007871007e0086000003"
        + "52740006435553544f4d70737200296a6176612e7574696c2e636f6e63757272656e742e61746f6d69632e41746f6d696342"
        + "6f6f6c65616e4098b70a4f3ffc3302000149000576616c75657870000000017371007e008f00000000";

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
            String name = o instanceof NavigableMap ? "a TreeMap view" : o.getClass().getName();
            System.out.println(name + ": " + b.length + " bytes crc " + Long.toHexString(crc.getValue()));
            System.out.println("  " + show(read(b)));
        }
        System.out.println("same bytes as HotSpot " + Arrays.equals(all, unhex(HOTSPOT)));
        Object[] back = (Object[]) read(unhex(HOTSPOT));
        System.out.println("HotSpot's stream: " + back.length + " objects");
        for (Object o : back) {
            System.out.println("  " + show(o));
        }

        GregorianCalendar cal = new GregorianCalendar(TimeZone.getTimeZone("UTC"));
        cal.clear();
        cal.set(2020, Calendar.FEBRUARY, 29, 13, 45, 10);
        Calendar c2 = (Calendar) read(write(cal));
        System.out.println("calendar: " + c2.getTimeInMillis() + " " + c2.get(Calendar.DAY_OF_WEEK) + " " + c2.get(Calendar.DAY_OF_YEAR)
                + " " + c2.getTimeZone().getID() + " " + c2.equals(cal));
        c2.add(Calendar.DAY_OF_MONTH, 1);
        System.out.println("  a day later: " + c2.get(Calendar.MONTH) + "/" + c2.get(Calendar.DAY_OF_MONTH) + " " + c2.getTimeInMillis());
    }
}
