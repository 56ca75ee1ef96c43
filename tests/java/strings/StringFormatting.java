// String.format and friends on strings: %s with width/precision/flags, %S, %c,
// %b, %%, %n, argument indexes, and errors.
public class StringFormatting {
    public static void main(String[] args) {
        System.out.println(String.format("[%s] [%10s] [%-10s] [%.3s] [%10.2s]", "abc", "right", "left", "truncate", "xy"));
        System.out.println(String.format("[%S] [%c] [%C] [%b] [%B] [%b] [%b]", "upper", 'x', 'y', true, false, null, "nonnull"));
        System.out.println(String.format("100%% done%n").replace("\n", "\\n"));
        System.out.println(String.format("%2$s %1$s %2$s", "world", "hello"));
        System.out.println(String.format("%s %<s %s", "a", "b"));
        System.out.println(String.format("%s", (Object) null) + " " + String.format("%s", 42) + " " + String.format("%s", 1.5));
        System.out.println(String.format("%s and %s", new int[0].length, java.util.List.of(1, 2)));
        System.out.println(String.format("%-5s|%5s|", "ab", "cd"));
        System.out.println(String.format("%c%c%c", 72, 'i', (int) '!'));
        System.out.println(String.format("no args"));
        System.out.println("%d items".formatted(3));
        try {
            String.format("%d", "string");
        } catch (java.util.IllegalFormatConversionException e) {
            System.out.println("IllegalFormatConversionException: " + e.getMessage());
        }
        try {
            String.format("%s %s", "only one");
        } catch (java.util.MissingFormatArgumentException e) {
            System.out.println("MissingFormatArgumentException: " + e.getMessage());
        }
        try {
            String.format("%q", 1);
        } catch (java.util.UnknownFormatConversionException e) {
            System.out.println("UnknownFormatConversionException: " + e.getMessage());
        }
        StringBuilder table = new StringBuilder();
        String[][] rows = { { "apple", "1.50", "3" }, { "banana", "0.25", "12" }, { "kiwi", "3.00", "1" } };
        for (String[] r : rows) table.append(String.format("%-8s %6s %4s%n", r[0], r[1], r[2]));
        System.out.print(table);
    }
}
