// Enum basics: values(), valueOf, ordinal, name, toString, compareTo, equals,
// getDeclaringClass, switch, EnumSet-free iteration, valueOf errors.
public class EnumBasics {
    enum Day { MONDAY, TUESDAY, WEDNESDAY, THURSDAY, FRIDAY, SATURDAY, SUNDAY;
        boolean weekend() { return this == SATURDAY || this == SUNDAY; }
    }

    public static void main(String[] args) {
        for (Day d : Day.values()) {
            System.out.println(d.ordinal() + " " + d.name() + " " + d + " weekend=" + d.weekend());
        }
        System.out.println(Day.valueOf("FRIDAY") + " " + Enum.valueOf(Day.class, "MONDAY").ordinal());
        try {
            Day.valueOf("Funday");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            Day.valueOf(null);
        } catch (NullPointerException e) {
            System.out.println("valueOf(null): NPE " + e.getMessage());
        }
        System.out.println(Day.MONDAY.compareTo(Day.FRIDAY) + " " + Day.SUNDAY.compareTo(Day.MONDAY) + " " + Day.TUESDAY.equals(Day.TUESDAY));
        System.out.println(Day.MONDAY.getDeclaringClass().getSimpleName() + " " + (Day.values() != Day.values()) + " " + Day.values().length);
        Day[] copy = Day.values();
        copy[0] = null;
        System.out.println("values() returns a fresh array: " + Day.values()[0]);
        System.out.println(Day.WEDNESDAY.hashCode() == Day.WEDNESDAY.hashCode());
        Object o = Day.THURSDAY;
        System.out.println((o instanceof Enum) + " " + (o instanceof Comparable));
        int weekdays = 0;
        for (Day d : Day.values()) {
            switch (d) {
                case SATURDAY: case SUNDAY: break;
                default: weekdays++;
            }
        }
        System.out.println("weekdays " + weekdays);
        java.util.List<Day> sorted = new java.util.ArrayList<>(java.util.List.of(Day.SUNDAY, Day.MONDAY, Day.FRIDAY));
        java.util.Collections.sort(sorted);
        System.out.println(sorted);
        System.out.println(Day.class.getEnumConstants().length + " " + Day.class.isEnum());
    }
}
