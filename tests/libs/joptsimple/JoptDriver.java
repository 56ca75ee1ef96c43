import java.io.File;
import java.io.StringWriter;
import java.util.Arrays;
import java.util.List;
import joptsimple.OptionException;
import joptsimple.OptionParser;
import joptsimple.OptionSet;
import joptsimple.OptionSpec;
import joptsimple.ValueConverter;
import joptsimple.util.DateConverter;
import joptsimple.util.KeyValuePair;
import joptsimple.util.RegexMatcher;

/** Drives Debian's JOpt Simple: short clusters and long options, required and optional
 *  arguments, typed values and converters, defaults, lists with separators, required and
 *  mutually dependent options, non-option arguments, help output and the parse errors. */
public class JoptDriver {
    static int failures;

    interface Step {
        Object run() throws Exception;
    }

    static void step(String name, Step s) {
        try {
            System.out.println(name + ": " + s.run());
        } catch (OptionException e) {
            System.out.println(name + ": " + e.getClass().getSimpleName() + ": " + e.getMessage() + " "
                    + e.options());
        } catch (Throwable e) {
            failures++;
            System.out.println(name + ": threw " + e);
        }
    }

    public static void main(String[] args) {
        step("short spec", () -> {
            OptionParser p = new OptionParser("ab:c::v*");
            OptionSet o = p.parse("-a", "-bval", "-c", "-vvv", "rest", "--", "-x");
            return o.has("a") + " " + o.valueOf("b") + " " + o.has("c") + " " + o.valueOf("c") + " "
                    + o.valuesOf("v").size() + " " + o.nonOptionArguments() + " " + o.specs().size();
        });
        OptionParser p = new OptionParser();
        OptionSpec<Integer> count = p.accepts("count", "how many").withRequiredArg().ofType(Integer.class)
                .defaultsTo(1);
        OptionSpec<String> name = p.acceptsAll(Arrays.asList("n", "name"), "who").withRequiredArg()
                .describedAs("person").required();
        OptionSpec<File> out = p.accepts("out").withOptionalArg().ofType(File.class);
        OptionSpec<String> tags = p.accepts("tag").withRequiredArg().withValuesSeparatedBy(',');
        OptionSpec<Double> ratio = p.accepts("ratio").withRequiredArg().ofType(Double.class);
        OptionSpec<KeyValuePair> def = p.accepts("D").withRequiredArg().withValuesConvertedBy(
                new ValueConverter<KeyValuePair>() {
                    public KeyValuePair convert(String value) {
                        return KeyValuePair.valueOf(value);
                    }

                    public Class<? extends KeyValuePair> valueType() {
                        return KeyValuePair.class;
                    }

                    public String valuePattern() {
                        return "key=value";
                    }
                });
        OptionSpec<String> color = p.accepts("color").withRequiredArg()
                .withValuesConvertedBy(RegexMatcher.regex("red|green|blue"));
        p.accepts("verbose").availableIf("name");
        p.accepts("quiet").requiredUnless("verbose", "name");
        OptionSpec<Void> help = p.acceptsAll(Arrays.asList("h", "?"), "show help").forHelp();
        OptionSpec<String> files = p.nonOptions("input files").ofType(String.class);

        step("typed", () -> {
            OptionSet o = p.parse("--name=ann", "--count", "5", "--tag", "x,y,z", "--tag=w", "--ratio", "0.25",
                    "-Dk=v", "-Dflag", "--out", "a.txt", "f1", "f2");
            List<KeyValuePair> kv = o.valuesOf(def);
            return o.valueOf(count) + " " + o.valueOf(name) + " " + o.valuesOf(tags) + " " + o.valueOf(ratio) + " "
                    + kv.get(0).key + "=" + kv.get(0).value + " " + kv.get(1).key + "=" + kv.get(1).value + " "
                    + o.valueOf(out) + " " + o.valuesOf(files) + " " + o.has(help);
        });
        step("defaults", () -> {
            OptionSet o = p.parse("-n", "bo", "--out");
            return o.valueOf(count) + " " + o.has(count) + " " + o.hasArgument(count) + " " + o.has(out) + " "
                    + o.valueOf(out) + " " + o.hasArgument(out);
        });
        step("abbreviation", () -> p.parse("--na", "cy", "--cou", "3").valueOf(count));
        step("missing required", () -> p.parse("--count", "2"));
        step("bad int", () -> p.parse("-n", "x", "--count", "two").valueOf(count));
        step("unknown", () -> p.parse("-n", "x", "--bogus"));
        step("missing argument", () -> p.parse("-n", "x", "--count"));
        step("regex", () -> p.parse("-n", "x", "--color", "purple").valueOf(color));
        step("regex ok", () -> p.parse("-n", "x", "--color", "red").valueOf(color));
        step("help only", () -> p.parse("-h").has(help));
        step("ambiguous", () -> {
            OptionParser q = new OptionParser();
            q.accepts("alpha");
            q.accepts("alps");
            return q.parse("--alp").has("alpha");
        });
        step("posix stop", () -> {
            OptionParser q = new OptionParser(true);
            q.accepts("x");
            OptionSet o = q.parse("-x", "file", "-x");
            return o.has("x") + " " + o.nonOptionArguments();
        });
        step("date", () -> {
            OptionParser q = new OptionParser();
            OptionSpec<java.util.Date> d = q.accepts("when").withRequiredArg()
                    .withValuesConvertedBy(DateConverter.datePattern("yyyy-MM-dd"));
            java.text.SimpleDateFormat f = new java.text.SimpleDateFormat("yyyy/MM/dd");
            return f.format(q.parse("--when", "2021-03-04").valueOf(d));
        });
        step("help", () -> {
            StringWriter w = new StringWriter();
            p.printHelpOn(w);
            return "\n" + w;
        });
        System.out.println("failures: " + failures);
    }
}
