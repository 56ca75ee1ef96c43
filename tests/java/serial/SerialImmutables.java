import java.io.*;
import java.util.*;
import java.util.stream.*;
import java.util.zip.CRC32;

// The immutable collections serialize as the JDK's java.util.CollSer (a tag, the count, the
// elements), and Collections' wrappers, empties and singletons with the JDK's class names and
// fields: the bytes (length, CRC, hex for a few) are HotSpot's, and a stream HotSpot wrote
// (HOTSPOT below) is read back here. Sets and maps of several elements are compared by
// contents only (HotSpot's iteration order of Set.of/Map.of varies from run to run).
public class SerialImmutables {
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

    static Object[] objects() {
        ArrayList<String> al = new ArrayList<>(List.of("p", "q"));
        TreeMap<String, Integer> tm = new TreeMap<>(Map.of("b", 2, "a", 1));
        TreeSet<Integer> ts = new TreeSet<>(List.of(3, 1, 2));
        return new Object[] {List.of(), List.of(1), List.of(1, 2), List.of("a", "b", "c", "d"), List.copyOf(al),
            Stream.of("x", null, "y").collect(Collectors.toList()), Stream.of("x", null, "y").toList(),
            Set.of(), Set.of("only"), Map.of(), Map.of("k", 1), Set.copyOf(List.of(7)), Map.copyOf(Map.of("c", 'c')),
            Collections.emptyList(), Collections.emptySet(), Collections.emptyMap(), Collections.singletonList("s"),
            Collections.singleton(5L), Collections.singletonMap("sk", "sv"), Collections.unmodifiableList(al),
            Collections.unmodifiableList(new LinkedList<>(al)), Collections.unmodifiableCollection(al),
            Collections.unmodifiableSet(new HashSet<>(al)), Collections.unmodifiableMap(tm),
            Collections.unmodifiableSortedSet(ts), Collections.unmodifiableSortedMap(tm),
            Collections.unmodifiableNavigableSet(ts), Collections.unmodifiableNavigableMap(tm),
            Collections.synchronizedList(al), Collections.synchronizedList(new LinkedList<>(al)),
            Collections.synchronizedCollection(al), Collections.synchronizedSet(new HashSet<>(al)),
            Collections.synchronizedMap(new HashMap<>(tm)), Collections.nCopies(3, "z"), Arrays.asList(1, 2, 3),
            Collections.reverseOrder(), Collections.reverseOrder(Collections.reverseOrder())};
    }

    static final Object[] SEVERAL = {Set.of("a", "b", "c"), Map.of("x", 1, "y", 2, "z", 3)};

    static String name(Object o) {
        String n = o.getClass().getName();
        return n.startsWith("java.util.ImmutableCollections$") ? "java.util.ImmutableCollections" : n;
    }

    static String describe(Object o) {
        if (o instanceof Set && !(o instanceof SortedSet)) {
            return "set " + new TreeSet<Object>((Set<?>) o);
        }
        if (o instanceof Map && !(o instanceof SortedMap)) {
            return "map " + new TreeMap<Object, Object>((Map<?, ?>) o);
        }
        if (o instanceof Comparator) {
            @SuppressWarnings("unchecked")
            Comparator<Object> c = (Comparator<Object>) o;
            return "comparator " + c.compare("a", "b");
        }
        return "" + o;
    }

    public static void main(String[] args) throws Exception {
        Object[] objs = objects();
        for (int i = 0; i < objs.length; i++) {
            Object o = objs[i];
            byte[] b = write(o);
            CRC32 crc = new CRC32();
            crc.update(b);
            System.out.println(i + " " + name(o) + ": " + b.length + " bytes crc " + Long.toHexString(crc.getValue()));
            if (i == 3 || i == 6 || i == 12 || i == 19 || i == 33) {
                System.out.println(hex(b));
            }
            Object back = read(b);
            System.out.println("  " + name(back) + " " + describe(back) + " equal " + back.equals(o));
        }
        for (Object o : SEVERAL) {
            Object back = read(write(o));
            System.out.println(name(back) + " " + describe(back) + " equal " + back.equals(o));
        }
        Object[] all = {objs, SEVERAL};
        if (args.length > 0) {
            System.out.println(hex(write(all)).replace("\n", ""));
            return;
        }
        Object[] hs = (Object[]) read(unhex(HOTSPOT));
        Object[] a = (Object[]) hs[0];
        System.out.println("HotSpot's stream: " + a.length + " objects");
        for (int i = 0; i < a.length; i++) {
            System.out.println("  " + i + " " + name(a[i]) + " " + describe(a[i]) + " equal " + a[i].equals(objs[i]));
        }
        for (Object o : (Object[]) hs[1]) {
            System.out.println("  " + name(o) + " " + describe(o));
        }
        try {
            ((List<Object>) a[3]).add("e");
        } catch (UnsupportedOperationException e) {
            System.out.println("List.of read back is immutable");
        }
        System.out.println("emptyList resolves to the singleton: " + (a[13] == Collections.emptyList()));
    }

    static final String HOTSPOT = "aced0005757200135b4c6a6176612e6c616e672e4f626a6563743b90ce589f1073296c0200007870000000027571007e0000"
        + "00000025737200116a6176612e7574696c2e436f6c6c536572578eabb63a1ba8110300014900037461677870000000017704"
        + "00000000787371007e000300000001770400000001737200116a6176612e6c616e672e496e746567657212e2a0a4f7818738"
        + "02000149000576616c7565787200106a6176612e6c616e672e4e756d62657286ac951d0b94e08b0200007870000000017873"
        + "71007e00030000000177040000000271007e00087371007e000600000002787371007e000300000001770400000004740001"
        + "61740001627400016374000164787371007e000300000001770400000002740001707400017178737200136a6176612e7574"
        + "696c2e41727261794c6973747881d21d99c7619d03000149000473697a657870000000037704000000037400017870740001"
        + "79787371007e00030000000477040000000371007e00157071007e0016787371007e00030000000277040000000078737100"
        + "7e0003000000027704000000017400046f6e6c79787371007e000300000003770400000000787371007e0003000000037704"
        + "000000027400016b71007e0008787371007e0003000000027704000000017371007e000600000007787371007e0003000000"
        + "0377040000000271007e000e737200136a6176612e6c616e672e436861726163746572348b47d96b1a267802000143000576"
        + "616c756578700063787372001f6a6176612e7574696c2e436f6c6c656374696f6e7324456d7074794c6973747ab817b43ca7"
        + "9ede02000078707372001e6a6176612e7574696c2e436f6c6c656374696f6e7324456d70747953657415f5721db403cb2802"
        + "000078707372001e6a6176612e7574696c2e436f6c6c656374696f6e7324456d7074794d6170593614855adce7d002000078"
        + "70737200236a6176612e7574696c2e436f6c6c656374696f6e732453696e676c65746f6e4c6973742aef29103ca79b970200"
        + "014c0007656c656d656e747400124c6a6176612f6c616e672f4f626a6563743b787074000173737200226a6176612e757469"
        + "6c2e436f6c6c656374696f6e732453696e676c65746f6e5365742c52419829c0b1bf0200014c0007656c656d656e7471007e"
        + "002a78707372000e6a6176612e6c616e672e4c6f6e673b8be490cc8f23df0200014a000576616c75657871007e0007000000"
        + "0000000005737200226a6176612e7574696c2e436f6c6c656374696f6e732453696e676c65746f6e4d61709f230991717f6b"
        + "910200024c00016b71007e002a4c00017671007e002a7870740002736b7400027376737200266a6176612e7574696c2e436f"
        + "6c6c656374696f6e7324556e6d6f6469666961626c654c697374fc0f2531b5ec8e100200014c00046c6973747400104c6a61"
        + "76612f7574696c2f4c6973743b7872002c6a6176612e7574696c2e436f6c6c656374696f6e7324556e6d6f6469666961626c"
        + "65436f6c6c656374696f6e19420080cb5ef71e0200014c0001637400164c6a6176612f7574696c2f436f6c6c656374696f6e"
        + "3b78707371007e00130000000277040000000271007e001171007e00127871007e003a7371007e0035737200146a6176612e"
        + "7574696c2e4c696e6b65644c6973740c29535d4a608822030000787077040000000271007e001171007e00127871007e003d"
        + "7371007e003771007e003a737200256a6176612e7574696c2e436f6c6c656374696f6e7324556e6d6f6469666961626c6553"
        + "6574801d92d18f9b80550200007871007e0037737200116a6176612e7574696c2e48617368536574ba44859596b8b7340300"
        + "007870770c000000103f4000000000000271007e001171007e001278737200256a6176612e7574696c2e436f6c6c65637469"
        + "6f6e7324556e6d6f6469666961626c654d6170f1a5a8fe74f507420200014c00016d74000f4c6a6176612f7574696c2f4d61"
        + "703b7870737200116a6176612e7574696c2e547265654d61700cc1f63e2d256ae60300014c000a636f6d70617261746f7274"
        + "00164c6a6176612f7574696c2f436f6d70617261746f723b78707077040000000271007e000c71007e000871007e000d7100"
        + "7e000a787372002b6a6176612e7574696c2e436f6c6c656374696f6e7324556e6d6f6469666961626c65536f727465645365"
        + "74bb98248febecef030200014c000273737400154c6a6176612f7574696c2f536f727465645365743b7871007e003f737200"
        + "116a6176612e7574696c2e54726565536574dd98509395ed875b03000078707077040000000371007e000871007e000a7371"
        + "007e0006000000037871007e004d7372002b6a6176612e7574696c2e436f6c6c656374696f6e7324556e6d6f646966696162"
        + "6c65536f727465644d617085c82928d3a5d70a0200014c0002736d7400154c6a6176612f7574696c2f536f727465644d6170"
        + "3b7871007e004371007e004871007e00487372002e6a6176612e7574696c2e436f6c6c656374696f6e7324556e6d6f646966"
        + "6961626c654e6176696761626c65536574ac5a33cb967482870200014c00026e737400184c6a6176612f7574696c2f4e6176"
        + "696761626c655365743b7871007e004971007e004d71007e004d71007e004d7372002e6a6176612e7574696c2e436f6c6c65"
        + "6374696f6e7324556e6d6f6469666961626c654e6176696761626c654d6170bc943925819d6a1b0200014c00026e6d740018"
        + "4c6a6176612f7574696c2f4e6176696761626c654d61703b7871007e004f71007e004871007e004871007e0048737200266a"
        + "6176612e7574696c2e436f6c6c656374696f6e732453796e6368726f6e697a65644c6973749463efe38344107c0200014c00"
        + "046c69737471007e00367872002c6a6176612e7574696c2e436f6c6c656374696f6e732453796e6368726f6e697a6564436f"
        + "6c6c656374696f6e2a61f84d099c99b50300024c00016371007e00384c00056d7574657871007e002a787071007e003a7100"
        + "7e005a7871007e003a7371007e00587371007e003c77040000000271007e001171007e00127871007e005b7871007e005c73"
        + "71007e005971007e003a71007e005d78737200256a6176612e7574696c2e436f6c6c656374696f6e732453796e6368726f6e"
        + "697a656453657406c3c27902eedf3c0200007871007e00597371007e0041770c000000103f4000000000000271007e001171"
        + "007e00127871007e005f78737200256a6176612e7574696c2e436f6c6c656374696f6e732453796e6368726f6e697a65644d"
        + "61701b73f9094b4b397b0300024c00016d71007e00444c00056d7574657871007e002a7870737200116a6176612e7574696c"
        + "2e486173684d61700507dac1c31660d103000246000a6c6f6164466163746f724900097468726573686f6c6478703f400000"
        + "000000037708000000040000000271007e000c71007e000871007e000d71007e000a7871007e006278737200206a6176612e"
        + "7574696c2e436f6c6c656374696f6e7324436f706965734c69737426033c45b17003f80200024900016e4c0007656c656d65"
        + "6e7471007e002a7870000000037400017a7372001a6a6176612e7574696c2e4172726179732441727261794c697374d9a43c"
        + "becd8806d20200015b0001617400135b4c6a6176612f6c616e672f4f626a6563743b7870757200145b4c6a6176612e6c616e"
        + "672e496e74656765723bfe97ada00183e21b02000078700000000371007e000871007e000a71007e004e737200276a617661"
        + "2e7574696c2e436f6c6c656374696f6e732452657665727365436f6d70617261746f7264048af0534e4ad002000078707e72"
        + "002c6a6176612e7574696c2e436f6d70617261746f7273244e61747572616c4f72646572436f6d70617261746f7200000000"
        + "000000001200007872000e6a6176612e6c616e672e456e756d00000000000000001200007870740008494e5354414e434575"
        + "71007e0000000000027371007e00030000000277040000000371007e000c71007e000d71007e000e787371007e0003000000"
        + "0377040000000671007e001571007e000871007e001671007e000a71007e006771007e004e78";
}
