// ArrayList: add/get/set/remove (by index and by object), insert, contains,
// indexOf, subList, addAll, removeIf, replaceAll, toArray, equals/hashCode,
// toString, iteration, and IndexOutOfBoundsException messages.
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

public class ArrayListOps {
    public static void main(String[] args) {
        List<String> l = new ArrayList<>();
        System.out.println(l + " " + l.isEmpty() + " " + l.size());
        l.add("b"); l.add("d"); l.add(0, "a"); l.add(2, "c"); l.add("e");
        System.out.println(l + " size " + l.size());
        System.out.println(l.get(2) + " " + l.indexOf("d") + " " + l.indexOf("zz") + " " + l.contains("e") + " " + l.lastIndexOf("a"));
        System.out.println("set returns " + l.set(1, "B") + " -> " + l);
        System.out.println("remove(0) returns " + l.remove(0) + ", remove(\"zz\") " + l.remove("zz") + ", remove(\"d\") " + l.remove("d") + " -> " + l);
        l.addAll(List.of("x", "y", "z"));
        l.addAll(1, List.of("1", "2"));
        System.out.println(l);
        List<String> sub = l.subList(2, 5);
        System.out.println("subList " + sub);
        sub.set(0, "SUB");
        System.out.println("after sub.set " + l);
        sub.clear();
        System.out.println("after sub.clear " + l);
        l.removeIf(s -> s.length() == 1 && Character.isDigit(s.charAt(0)));
        System.out.println("removeIf digits " + l);
        l.replaceAll(String::toUpperCase);
        System.out.println("replaceAll " + l);
        Object[] arr = l.toArray();
        String[] sarr = l.toArray(new String[0]);
        System.out.println(arr.length + " " + Arrays.toString(sarr) + " " + sarr.getClass().getSimpleName());
        List<Integer> nums = new ArrayList<>();
        for (int i = 0; i < 20; i++) nums.add(i * 37 % 20);
        System.out.println(nums);
        Collections.sort(nums);
        System.out.println(nums.subList(0, 5) + " ... " + nums.subList(15, 20));
        System.out.println(new ArrayList<>(List.of(1, 2, 3)).equals(Arrays.asList(1, 2, 3)) + " " + List.of(1, 2, 3).hashCode()
            + " " + new ArrayList<>(List.of("a", "b")).hashCode());
        List<Integer> big = new ArrayList<>();
        for (int i = 0; i < 10000; i++) big.add(i);
        long sum = 0;
        for (int x : big) sum += x;
        for (int i = big.size() - 1; i >= 0; i -= 2) big.remove(i);
        System.out.println("sum " + sum + ", after removing odds: size " + big.size() + " last " + big.get(big.size() - 1));
        try {
            l.get(10);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        try {
            l.add(7, "x");
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        try {
            new ArrayList<Integer>().remove(0);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        List<String> withNull = new ArrayList<>();
        withNull.add(null);
        withNull.add("n");
        System.out.println(withNull + " " + withNull.contains(null) + " " + withNull.indexOf(null));
        ArrayList<Integer> cap = new ArrayList<>(100);
        cap.add(5);
        cap.ensureCapacity(1000);
        cap.trimToSize();
        System.out.println(cap);
        l.clear();
        System.out.println(l + " " + l.size());
    }
}
