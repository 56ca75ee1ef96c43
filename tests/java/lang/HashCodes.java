// Value-based hash codes that are specified by the JDK and must be exact:
// String, boxes, List/Set/Map, Arrays, Objects.hash, Boolean, Character, enums excluded.
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class HashCodes {
    public static void main(String[] args) {
        String[] strs = { "", "a", "abc", "Hello, World", "The quick brown fox jumps over the lazy dog", "\u0000", "\uffff\uffff" };
        for (String s : strs) System.out.print(s.hashCode() + " ");
        System.out.println();
        System.out.println(Integer.hashCode(-7) + " " + Long.hashCode(-7L) + " " + Long.hashCode(1L << 32) + " " + Double.hashCode(0.1) + " " + Double.hashCode(-0.0)
            + " " + Float.hashCode(0.1f) + " " + Double.hashCode(Double.NaN) + " " + Boolean.hashCode(true) + " " + Character.hashCode('z') + " " + Short.hashCode((short) -1) + " " + Byte.hashCode((byte) -1));
        List<Object> list = new ArrayList<>(List.of(1, "two", 3.0, 'c', List.of()));
        System.out.println(list.hashCode() + " " + List.of().hashCode() + " " + Arrays.asList(1, null, 3).hashCode());
        System.out.println(new HashSet<>(List.of("a", "b", "c")).hashCode() + " " + new HashSet<>(List.of(1, 2, 3)).hashCode());
        Map<String, Integer> m = new HashMap<>();
        m.put("one", 1); m.put("two", 2);
        Map<String, Integer> t = new TreeMap<>(m);
        System.out.println(m.hashCode() + " " + t.hashCode() + " " + Map.entry("k", 5).hashCode());
        System.out.println(Arrays.hashCode(new int[] { 1, 2, 3 }) + " " + Arrays.hashCode(new char[] { 'a', 'b' }) + " " + Arrays.hashCode(new float[] { 1f })
            + " " + Arrays.deepHashCode(new Object[] { new int[] { 1 }, "x" }) + " " + Arrays.hashCode((int[]) null));
        System.out.println(java.util.Objects.hash(1, 2, 3) + " " + java.util.Objects.hash("a", null) + " " + java.util.Objects.hashCode("x"));
        java.util.Optional<String> opt = java.util.Optional.of("v");
        System.out.println(opt.hashCode() + " " + java.util.Optional.empty().hashCode());
        long h = 0;
        for (int i = 0; i < 1000; i++) h += ("key" + i).hashCode();
        System.out.println("sum of 1000 key hashes " + h);
    }
}
