// Java 15 text blocks: incidental indentation stripping, trailing newline, escapes,
// line continuation with \, \s, and concatenation with formatted().
public class TextBlocks {
    public static void main(String[] args) {
        String json = """
            {
              "name": "test",
              "list": [1, 2, 3]
            }
            """;
        System.out.print(json);
        String noTrailing = """
            no trailing newline""";
        System.out.println("[" + noTrailing + "]");
        String continued = """
            one \
            line""";
        System.out.println(continued);
        String spaces = """
            keep\s\s
            end""";
        System.out.println(spaces.replace(' ', '.'));
        String escapes = """
            tab\there "quotes" \"""triple\""" backslash\\
            """;
        System.out.print(escapes);
        String indented = """
                deeper
              less
            """;
        System.out.print(indented);
        String fmt = """
            %s has %d items
            """.formatted("cart", 3);
        System.out.print(fmt);
        System.out.println(json.lines().count() + " lines, length " + json.length());
        String html = """
              <p>
                hi
              </p>
        """;
        System.out.print(html);
    }
}
