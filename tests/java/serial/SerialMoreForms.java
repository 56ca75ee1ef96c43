import java.io.*;
import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;
import java.util.zip.CRC32;

// More of the JDK's serial forms: Hashtable (the pairs in the JDK's reverse order, the table
// sized from the count on reading) and Properties (Hashtable's form made up from its map),
// Vector (putFields), BitSet ("bits"), PriorityQueue, EnumMap, EnumSet (its SerializationProxy),
// IdentityHashMap, CopyOnWriteArrayList, ConcurrentLinkedQueue, Random, File, LongAdder and
// DoubleAdder (SerializationProxy), String.class. The bytes are HotSpot's (CRC per object, the
// whole array compared with HOTSPOT, which this program printed on HotSpot when given an
// argument); HOTSPOT is read back here and used.
public class SerialMoreForms {
    enum Color { RED, GREEN, BLUE }

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
        Hashtable<String, Integer> ht = new Hashtable<>();
        for (int i = 0; i < 25; i++) {
            ht.put("h" + i, i);
        }
        Hashtable<Integer, String> small = new Hashtable<>(3);
        small.put(1, "one");
        small.put(12, "twelve");
        small.put(23, "twenty-three");
        Properties pr = new Properties();
        pr.setProperty("user", "me");
        pr.setProperty("home", "/home/me");
        pr.setProperty("shell", "/bin/sh");
        Properties withDefaults = new Properties(pr);
        withDefaults.setProperty("user", "you");
        Vector<Object> v = new Vector<>(4, 3);
        v.add("a");
        v.add(2);
        Stack<String> st = new Stack<>();
        st.push("bottom");
        st.push("top");
        BitSet bs = new BitSet();
        bs.set(3);
        bs.set(100);
        bs.set(200);
        bs.clear(200);
        BitSet sticky = new BitSet(256);
        sticky.set(5);
        PriorityQueue<Integer> pq = new PriorityQueue<>(List.of(5, 1, 3, 9, 2));
        PriorityQueue<String> rev = new PriorityQueue<>(Comparator.reverseOrder());
        rev.addAll(List.of("b", "a", "c"));
        EnumMap<Color, String> em = new EnumMap<>(Color.class);
        em.put(Color.BLUE, "b");
        em.put(Color.RED, null);
        IdentityHashMap<String, Integer> ihm = new IdentityHashMap<>();
        ihm.put("only", 1);
        CopyOnWriteArrayList<Object> cow = new CopyOnWriteArrayList<>(List.of(1, "two"));
        cow.add(null);
        ConcurrentLinkedQueue<Integer> clq = new ConcurrentLinkedQueue<>(List.of(1, 2, 3));
        clq.poll();
        Random r = new Random(42);
        r.nextGaussian();
        LongAdder la = new LongAdder();
        la.add(40);
        la.increment();
        DoubleAdder da = new DoubleAdder();
        da.add(1.25);
        return new Object[] {ht, small, new Hashtable<>(), pr, withDefaults, v, st, bs, sticky, new BitSet(), pq, rev, em,
            new EnumMap<>(Color.class), EnumSet.of(Color.GREEN, Color.BLUE), EnumSet.noneOf(Color.class),
            EnumSet.allOf(Thread.State.class), ihm, cow, new CopyOnWriteArrayList<>(), clq, r, new File("/tmp/x/y"),
            new File("rel/z"), la, da, String.class};
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    static String show(Object o) {
        if (o instanceof Random) {
            Random r = (Random) o;
            return "Random " + r.nextInt() + " " + r.nextGaussian() + " " + r.nextLong();
        }
        if (o instanceof File) {
            File f = (File) o;
            return "File " + f + " " + f.getName() + " " + f.getParent() + " " + f.isAbsolute();
        }
        if (o instanceof Properties) {
            Properties p = (Properties) o;
            return "Properties " + p + " user " + p.getProperty("user") + " home " + p.getProperty("home");
        }
        if (o instanceof PriorityQueue) {
            PriorityQueue<?> q = (PriorityQueue<?>) o;
            StringBuilder sb = new StringBuilder("PriorityQueue " + q + " polls");
            while (!q.isEmpty()) {
                sb.append(' ').append(q.poll());
            }
            return sb.toString();
        }
        if (o instanceof Vector) {
            Vector<?> v = (Vector<?>) o;
            return o.getClass().getSimpleName() + " " + v + " capacity " + v.capacity();
        }
        if (o instanceof BitSet) {
            BitSet b = (BitSet) o;
            return "BitSet " + b + " size " + b.size() + " length " + b.length();
        }
        if (o instanceof EnumSet) {
            EnumSet<?> e = (EnumSet<?>) o;
            return "EnumSet " + e + " complement " + EnumSet.complementOf((EnumSet) e);
        }
        if (o instanceof Hashtable) {
            Hashtable<?, ?> h = (Hashtable<?, ?>) o;
            return "Hashtable " + h.size() + " " + h + " keys " + Collections.list(h.keys());
        }
        if (o instanceof ConcurrentLinkedQueue) {
            ConcurrentLinkedQueue<Integer> q = (ConcurrentLinkedQueue<Integer>) o;
            q.offer(4);
            return "ConcurrentLinkedQueue " + q + " peek " + q.peek();
        }
        if (o instanceof IdentityHashMap) {
            IdentityHashMap<String, Integer> m = (IdentityHashMap<String, Integer>) o;
            m.put("other", 2);
            return "IdentityHashMap " + m.size() + " " + new TreeMap<>(m);
        }
        if (o instanceof EnumMap) {
            EnumMap<Color, String> m = (EnumMap<Color, String>) o;
            return "EnumMap " + m + " containsKey(RED) " + m.containsKey(Color.RED);
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

    static final String HOTSPOT = "aced0005757200135b4c6a6176612e6c616e672e4f626a6563743b90ce589f1073296c02000078700000001b737200136a61"
        + "76612e7574696c2e486173687461626c6513bb0f25214ae4b803000246000a6c6f6164466163746f72490009746872657368"
        + "6f6c6478703f4000000000002377080000002f00000019740003683138737200116a6176612e6c616e672e496e7465676572"
        + "12e2a0a4f781873802000149000576616c7565787200106a6176612e6c616e672e4e756d62657286ac951d0b94e08b020000"
        + "7870000000127400036831377371007e0005000000117400036831367371007e0005000000107400036831357371007e0005"
        + "0000000f7400036831347371007e00050000000e7400036831337371007e00050000000d7400036831327371007e00050000"
        + "000c7400036831317371007e00050000000b74000268397371007e0005000000097400036831307371007e00050000000a74"
        + "000268387371007e00050000000874000268377371007e00050000000774000268367371007e000500000006740002683573"
        + "71007e00050000000574000268347371007e00050000000474000268337371007e00050000000374000268327371007e0005"
        + "0000000274000268317371007e00050000000174000268307371007e0005000000007400036832347371007e000500000018"
        + "7400036832337371007e0005000000177400036832327371007e0005000000167400036832317371007e0005000000157400"
        + "036832307371007e0005000000147400036831397371007e000500000013787371007e00023f400000000000057708000000"
        + "070000000371007e00137400067477656c766571007e002f74000c7477656e74792d746872656571007e00297400036f6e65"
        + "787371007e00023f4000000000000877080000000b0000000078737200146a6176612e7574696c2e50726f70657274696573"
        + "3912d07a70363e980200014c000864656661756c74737400164c6a6176612f7574696c2f50726f706572746965733b787100"
        + "7e00023f4000000000000577080000000700000003740004686f6d657400082f686f6d652f6d65740004757365727400026d"
        + "657400057368656c6c7400072f62696e2f736878707371007e003d3f400000000000027708000000030000000171007e0042"
        + "740003796f757871007e003f737200106a6176612e7574696c2e566563746f72d9977d5b803baf0103000349001163617061"
        + "63697479496e6372656d656e7449000c656c656d656e74436f756e745b000b656c656d656e74446174617400135b4c6a6176"
        + "612f6c616e672f4f626a6563743b787000000003000000027571007e0000000000047400016171007e00277070787372000f"
        + "6a6176612e7574696c2e537461636b10fe2ac2bb09861d0200007871007e004800000000000000027571007e00000000000a"
        + "740006626f74746f6d740003746f70707070707070707078737200106a6176612e7574696c2e4269745365746efd887e3934"
        + "ab210300015b0004626974737400025b4a7870757200025b4a782004b512b175930200007870000000020000000000000008"
        + "0000001000000000787371007e00527571007e00550000000400000000000000200000000000000000000000000000000000"
        + "00000000000000787371007e00527571007e00550000000078737200176a6176612e7574696c2e5072696f72697479517565"
        + "756594da30b4fb3f82b103000249000473697a654c000a636f6d70617261746f727400164c6a6176612f7574696c2f436f6d"
        + "70617261746f723b7870000000057077040000000671007e002971007e002771007e002571007e001771007e002178737100"
        + "7e005b00000003737200276a6176612e7574696c2e436f6c6c656374696f6e732452657665727365436f6d70617261746f72"
        + "64048af0534e4ad002000078707704000000047400016371007e004c7400016278737200116a6176612e7574696c2e456e75"
        + "6d4d6170065d7df7be907ca10300014c00076b6579547970657400114c6a6176612f6c616e672f436c6173733b7870767200"
        + "1553657269616c4d6f7265466f726d7324436f6c6f7200000000000000001200007872000e6a6176612e6c616e672e456e75"
        + "6d000000000000000012000078707704000000027e71007e0066740003524544707e71007e0066740004424c554571007e00"
        + "62787371007e006371007e006877040000000078737200246a6176612e7574696c2e456e756d5365742453657269616c697a"
        + "6174696f6e50726f78790507d3db7654cad10200024c000b656c656d656e745479706571007e00645b0008656c656d656e74"
        + "737400115b4c6a6176612f6c616e672f456e756d3b787071007e0068757200115b4c6a6176612e6c616e672e456e756d3ba8"
        + "8dea2d33d22f980200007870000000027e71007e0066740005475245454e71007e006b7371007e006e71007e00687571007e"
        + "0071000000007371007e006e767200166a6176612e6c616e672e546872656164245374617465000000000000000012000078"
        + "71007e00677571007e0071000000067e71007e00787400034e45577e71007e007874000852554e4e41424c457e71007e0078"
        + "740007424c4f434b45447e71007e007874000757414954494e477e71007e007874000d54494d45445f57414954494e477e71"
        + "007e007874000a5445524d494e41544544737200196a6176612e7574696c2e4964656e74697479486173684d617071a26501"
        + "33f2e98003000149000473697a657870000000017704000000017400046f6e6c7971007e002978737200296a6176612e7574"
        + "696c2e636f6e63757272656e742e436f70794f6e577269746541727261794c697374785d9fd546ab90c30300007870770400"
        + "00000371007e002974000374776f70787371007e008a770400000000787372002a6a6176612e7574696c2e636f6e63757272"
        + "656e742e436f6e63757272656e744c696e6b6564517565756502bafb2a664c708c030000787071007e002771007e00257078"
        + "737200106a6176612e7574696c2e52616e646f6d363296344bf00a530300035a0014686176654e6578744e65787447617573"
        + "7369616e4400106e6578744e657874476175737369616e4a0004736565647870013fed6bca3812084700000c45c02870bb78"
        + "7372000c6a6176612e696f2e46696c65042da4450e0de4ff0300014c0004706174687400124c6a6176612f6c616e672f5374"
        + "72696e673b78707400082f746d702f782f797702002f787371007e009274000572656c2f7a7702002f78737200386a617661"
        + "2e7574696c2e636f6e63757272656e742e61746f6d69632e4c6f6e6741646465722453657269616c697a6174696f6e50726f"
        + "78796499de12a37d0a3d0200014a000576616c7565787000000000000000297372003a6a6176612e7574696c2e636f6e6375"
        + "7272656e742e61746f6d69632e446f75626c6541646465722453657269616c697a6174696f6e50726f78796499de12a37d0a"
        + "3d02000144000576616c756578703ff4000000000000767200106a6176612e6c616e672e537472696e67a0f0a4387a3bb342"
        + "0200007870";

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
            System.out.println("  " + show(new ObjectInputStream(new ByteArrayInputStream(b)).readObject()));
        }
        System.out.println("same bytes as HotSpot " + Arrays.equals(all, unhex(HOTSPOT)));
        Object[] read = (Object[]) new ObjectInputStream(new ByteArrayInputStream(unhex(HOTSPOT))).readObject();
        System.out.println("HotSpot's stream: " + read.length + " objects");
        for (Object o : read) {
            System.out.println("  " + show(o));
        }
        @SuppressWarnings("unchecked")
        Hashtable<String, Integer> h = (Hashtable<String, Integer>) read[0];
        for (int i = 25; i < 40; i++) {
            h.put("h" + i, i);
        }
        System.out.println("Hashtable after puts: " + h);
        try {
            byte[] b = write(EnumSet.of(Color.RED));
            String s = hex(b).replace(hex("java.util.EnumSet$SerializationProxy".getBytes("UTF-8")),
                    hex("java.util.EnumSet$SerializationProxz".getBytes("UTF-8")));
            new ObjectInputStream(new ByteArrayInputStream(unhex(s))).readObject();
        } catch (ClassNotFoundException e) {
            System.out.println("renamed proxy: " + e);
        }
    }
}
