import java.io.*;
import java.util.*;

// The collections serialize in the JDK's form (the bytes printed in hex are what
// HotSpot writes) and read back with the same contents and iteration order.
public class SerialCollections {
    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < b.length; k++) {
            if (k > 0 && k % 40 == 0)
                sb.append('\n');
            sb.append(String.format("%02x", b[k] & 0xff));
        }
        return sb.toString();
    }

    static Object roundTrip(String what, Object o) throws Exception {
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bos)) {
            out.writeObject(o);
        }
        byte[] bytes = bos.toByteArray();
        System.out.println(what + ": " + bytes.length + " bytes");
        System.out.println(hex(bytes));
        Object back = new ObjectInputStream(new ByteArrayInputStream(bytes)).readObject();
        System.out.println("  read back " + back.getClass().getName() + " " + back + " equal " + back.equals(o));
        return back;
    }

    public static void main(String[] args) throws Exception {
        ArrayList<Object> list = new ArrayList<>(Arrays.asList(1, "two", 3.0, 'c', 5L, true, (short) 7, (byte) 8, 9.5f));
        roundTrip("ArrayList", list);
        roundTrip("empty ArrayList", new ArrayList<String>());
        roundTrip("LinkedList", new LinkedList<>(Arrays.asList("a", "b", "c")));
        HashMap<String, Integer> map = new HashMap<>();
        for (int i = 0; i < 20; i++)
            map.put("key" + i, i * i);
        roundTrip("HashMap", map);
        roundTrip("presized HashMap", new HashMap<String, String>(100));
        LinkedHashMap<String, Integer> lhm = new LinkedHashMap<>(16, 0.75f, true);
        lhm.put("z", 1);
        lhm.put("y", 2);
        lhm.put("x", 3);
        lhm.get("z");
        LinkedHashMap<?, ?> lhm2 = (LinkedHashMap<?, ?>) roundTrip("access-order LinkedHashMap", lhm);
        lhm2.get("y");
        System.out.println("  access order kept: " + lhm2.keySet());
        HashSet<Integer> set = new HashSet<>();
        for (int i = 0; i < 30; i += 3)
            set.add(i * 37);
        roundTrip("HashSet", set);
        roundTrip("LinkedHashSet", new LinkedHashSet<>(Arrays.asList("q", "w", "e", "r")));
        TreeMap<String, List<Integer>> tm = new TreeMap<>();
        tm.put("b", Arrays.asList(1, 2));
        tm.put("a", new ArrayList<>(Arrays.asList(3)));
        roundTrip("TreeMap", tm);
        roundTrip("TreeSet", new TreeSet<>(Arrays.asList(5, 1, 4, 2, 3)));
        ArrayDeque<String> dq = new ArrayDeque<>();
        dq.add("m");
        dq.addFirst("l");
        dq.addLast("n");
        Object dq2 = roundTrip("ArrayDeque", dq);
        System.out.println("  deque " + new ArrayList<>((ArrayDeque<?>) dq2));
        Map<String, Object> nested = new HashMap<>();
        nested.put("list", list);
        nested.put("again", list);
        nested.put("set", set);
        @SuppressWarnings("unchecked")
        Map<String, Object> n2 = (Map<String, Object>) roundTrip("nested, shared", nested);
        System.out.println("  shared list read once: " + (n2.get("list") == n2.get("again")));
    }
}
