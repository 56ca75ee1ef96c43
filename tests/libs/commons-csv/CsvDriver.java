import java.io.File;
import java.io.FileWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Collectors;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVPrinter;
import org.apache.commons.csv.CSVRecord;
import org.apache.commons.csv.QuoteMode;

/** Drives Debian's commons-csv: the predefined formats, headers, quoting and escaping,
 *  comments, the printer, streams of records and the errors of malformed input. */
public class CsvDriver {
    static int failures;

    interface Step {
        Object run() throws Exception;
    }

    static void step(String name, Step s) {
        try {
            System.out.println(name + ": " + s.run());
        } catch (Throwable e) {
            failures++;
            System.out.println(name + ": threw " + e);
        }
    }

    static String records(CSVParser p) throws Exception {
        StringBuilder sb = new StringBuilder();
        for (CSVRecord r : p)
            sb.append('#').append(r.getRecordNumber()).append(r.toList()).append(' ');
        return sb.toString().trim();
    }

    public static void main(String[] args) {
        String data = "name,age,city\n\"Smith, John\",42,\"New\nYork\"\nDoe,\"3\"\"5\",Paris\n,,\n";
        step("default", () -> records(CSVParser.parse(data, CSVFormat.DEFAULT)));
        step("header", () -> {
            CSVParser p = CSVParser.parse(data, CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).build());
            StringBuilder sb = new StringBuilder(p.getHeaderNames() + " " + p.getHeaderMap() + " ");
            for (CSVRecord r : p)
                sb.append(r.get("name").replace("\n", "\\n")).append('|').append(r.get("city").replace("\n", "\\n")).append('|')
                        .append(r.isConsistent()).append(' ');
            return sb.toString().trim();
        });
        step("to map", () -> CSVParser.parse("a,b\n1,2\n", CSVFormat.DEFAULT.withFirstRecordAsHeader()).getRecords().get(0).toMap());
        step("excel", () -> records(CSVParser.parse("x;y\r\n\"q;1\";2\r\n", CSVFormat.EXCEL.withDelimiter(';'))));
        step("tdf", () -> records(CSVParser.parse("a\tb c\t d \n", CSVFormat.TDF)));
        step("mysql", () -> records(CSVParser.parse("1\tw\\tx\t\\N\n", CSVFormat.MYSQL)));
        step("rfc4180", () -> records(CSVParser.parse("\"a\"\"b\",c\r\n", CSVFormat.RFC4180)));
        step("comments", () -> {
            CSVFormat f = CSVFormat.DEFAULT.builder().setCommentMarker('#').setIgnoreEmptyLines(true).setIgnoreSurroundingSpaces(true).build();
            CSVParser p = CSVParser.parse("# leading\n a , b \n\n# middle\nc,d\n", f);
            List<CSVRecord> rs = p.getRecords();
            return rs.size() + " " + rs.get(0).toList() + " comment=" + rs.get(0).getComment() + " / " + rs.get(1).getComment();
        });
        step("null string", () -> records(CSVParser.parse("a,NULL,\n", CSVFormat.DEFAULT.withNullString("NULL"))));
        step("escape", () -> records(CSVParser.parse("a\\,b,c\n", CSVFormat.DEFAULT.withEscape('\\'))));
        step("trim trailing", () -> records(CSVParser.parse("a , b\n", CSVFormat.DEFAULT.withTrim())));
        step("stream", () -> CSVParser.parse("1,2\n3,4\n5,6\n", CSVFormat.DEFAULT).stream()
                .map(r -> Integer.parseInt(r.get(0)) * Integer.parseInt(r.get(1))).collect(Collectors.toList()));
        step("printer", () -> {
            StringWriter w = new StringWriter();
            try (CSVPrinter p = new CSVPrinter(w, CSVFormat.DEFAULT.withHeader("id", "text", "n"))) {
                p.printRecord(1, "plain", 2.5);
                p.printRecord(2, "with, comma", null);
                p.printRecord(3, "quote \" inside", -1L);
                p.printRecord(4, "line\nbreak", true);
                p.printComment("ignored: no comment marker");
            }
            return "\n" + w.toString().replace("\r\n", "<CRLF>\n");
        });
        step("printer modes", () -> {
            StringBuilder sb = new StringBuilder();
            for (QuoteMode m : new QuoteMode[] {QuoteMode.ALL, QuoteMode.MINIMAL, QuoteMode.NON_NUMERIC}) {
                StringWriter w = new StringWriter();
                CSVFormat f = CSVFormat.DEFAULT.builder().setQuoteMode(m).setRecordSeparator("\n").build();
                try (CSVPrinter p = new CSVPrinter(w, f)) {
                    p.printRecord("a", 1, "b c");
                }
                sb.append(m).append('=').append(w.toString().trim()).append(' ');
            }
            StringWriter w = new StringWriter();
            try (CSVPrinter p = new CSVPrinter(w, CSVFormat.DEFAULT.builder().setQuoteMode(QuoteMode.NONE).setEscape('\\').setRecordSeparator("\n").build())) {
                p.printRecord("x,y", "z");
            }
            return sb + "NONE=" + w.toString().trim();
        });
        step("print comments", () -> {
            StringWriter w = new StringWriter();
            try (CSVPrinter p = new CSVPrinter(w, CSVFormat.DEFAULT.withCommentMarker('#').withRecordSeparator('\n'))) {
                p.printComment("first line\nsecond line");
                p.printRecords(List.of(List.of("r1", "v1"), List.of("r2", "v2")));
            }
            return "\n" + w;
        });
        step("file", () -> {
            File f = new File("data.csv");
            try (FileWriter fw = new FileWriter(f, StandardCharsets.UTF_8)) {
                fw.write("k,v\nα,1\nβ,2\n");
            }
            String r;
            try (CSVParser p = CSVParser.parse(f, StandardCharsets.UTF_8, CSVFormat.DEFAULT.withFirstRecordAsHeader())) {
                r = records(p);
            }
            f.delete();
            return r;
        });
        step("format toString", () -> CSVFormat.DEFAULT.withHeader("a", "b").withQuoteMode(QuoteMode.ALL));
        step("unterminated", () -> records(CSVParser.parse("a,\"b\n", CSVFormat.DEFAULT)));
        step("bad char after quote", () -> records(CSVParser.parse("\"a\"x,b\n", CSVFormat.DEFAULT)));
        step("duplicate header", () -> CSVParser.parse("a,a\n1,2\n", CSVFormat.DEFAULT.withFirstRecordAsHeader()).getHeaderMap());
        step("missing column", () -> CSVParser.parse("a,b\n1\n", CSVFormat.DEFAULT.withFirstRecordAsHeader()).getRecords().get(0).get("b"));
        step("reader", () -> records(new CSVParser(new StringReader("r,s\n"), CSVFormat.DEFAULT)));
        System.out.println("failures: " + failures);
    }
}
