// Comparator building: comparing, comparingInt, thenComparing, reversed,
// naturalOrder, reverseOrder, nullsFirst/nullsLast, and sorting records of data.
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

public class ComparatorComposition {
    static class Emp {
        final String name, dept; final int age; final double salary;
        Emp(String name, String dept, int age, double salary) { this.name = name; this.dept = dept; this.age = age; this.salary = salary; }
        String name() { return name; }
        String dept() { return dept; }
        int age() { return age; }
        double salary() { return salary; }
        public String toString() { return name; }
    }

    public static void main(String[] args) {
        List<Emp> emps = new ArrayList<>(List.of(
            new Emp("ann", "eng", 34, 120.5), new Emp("bob", "ops", 45, 99.0), new Emp("cid", "eng", 29, 130.0),
            new Emp("dee", "ops", 34, 99.0), new Emp("eve", "hr", 51, 88.8), new Emp("fay", "eng", 34, 120.5)));
        emps.sort(Comparator.comparing(Emp::dept));
        System.out.println("by dept (stable): " + emps);
        emps.sort(Comparator.comparing(Emp::dept).thenComparing(Emp::age, Comparator.reverseOrder()));
        System.out.println("dept, age desc: " + emps);
        emps.sort(Comparator.comparingDouble(Emp::salary).reversed().thenComparing(Emp::name));
        System.out.println("salary desc, name: " + emps);
        emps.sort(Comparator.comparingInt(Emp::age).thenComparing(Comparator.comparing(Emp::name).reversed()));
        System.out.println("age, name desc: " + emps);
        emps.sort((x, y) -> y.name.compareTo(x.name));
        System.out.println("lambda name desc: " + emps);
        List<String> withNulls = new ArrayList<>(Arrays.asList("b", null, "a", null, "c"));
        withNulls.sort(Comparator.nullsFirst(Comparator.naturalOrder()));
        System.out.println(withNulls);
        withNulls.sort(Comparator.nullsLast(Comparator.<String>reverseOrder()));
        System.out.println(withNulls);
        List<String> ws = new ArrayList<>(List.of("ccc", "a", "bb", "aa", "c", "b"));
        ws.sort(Comparator.comparingInt(String::length).thenComparing(Comparator.naturalOrder()));
        System.out.println(ws);
        Comparator<String> byLast = Comparator.comparing(s -> s.charAt(s.length() - 1));
        ws.sort(byLast.thenComparing(Comparator.comparingInt(String::length).reversed()));
        System.out.println(ws);
        Comparator<Integer> natural = Comparator.naturalOrder();
        System.out.println(natural.compare(1, 2) + " " + natural.reversed().compare(1, 2) + " " + Comparator.<Integer>reverseOrder().compare(5, 5));
        Integer[] nums = { 5, -3, 8, 0, -1 };
        Arrays.sort(nums, Comparator.comparing(Math::abs));
        System.out.println(Arrays.toString(nums));
    }
}
