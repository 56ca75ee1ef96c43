import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.kohsuke.args4j.Argument;
import org.kohsuke.args4j.CmdLineException;
import org.kohsuke.args4j.CmdLineParser;
import org.kohsuke.args4j.Option;
import org.kohsuke.args4j.ParserProperties;
import org.kohsuke.args4j.spi.BooleanOptionHandler;
import org.kohsuke.args4j.spi.MapOptionHandler;
import org.kohsuke.args4j.spi.StringArrayOptionHandler;

/** Drives Debian's args4j: options bound to fields and setters by annotations (read through
 *  reflection), typed and enum values, aliases, required options and arguments, multi-valued
 *  handlers, maps, dependencies, usage text and parse errors. */
public class Args4jDriver {
    static int failures;

    enum Mode { FAST, SAFE, DEBUG }

    static class Opts {
        @Option(name = "-n", aliases = {"--name"}, usage = "who to greet", metaVar = "NAME", required = true)
        String name;

        @Option(name = "-c", aliases = "--count", usage = "repetitions")
        int count = 1;

        @Option(name = "-r", usage = "ratio")
        double ratio;

        @Option(name = "-v", usage = "verbose output")
        boolean verbose;

        @Option(name = "-m", usage = "mode")
        Mode mode = Mode.SAFE;

        @Option(name = "-o", usage = "output file", depends = {"-v"})
        File out;

        @Option(name = "-t", handler = StringArrayOptionHandler.class, usage = "tags")
        String[] tags = {};

        @Option(name = "-D", handler = MapOptionHandler.class, usage = "properties")
        Map<String, String> props;

        @Option(name = "--color", handler = BooleanOptionHandler.class, usage = "colour on or off")
        boolean color;

        @Option(name = "-x", forbids = {"-v"}, usage = "excluded with -v")
        boolean x;

        List<Integer> sizes = new ArrayList<>();

        @Option(name = "-s", usage = "a size (repeatable)")
        void setSize(int s) throws CmdLineException {
            if (s < 0) {
                throw new CmdLineException(null, "size must not be negative: " + s, null);
            }
            sizes.add(s);
        }

        @Argument(index = 0, metaVar = "INPUT", usage = "input", required = true)
        String input;

        @Argument(index = 1, metaVar = "MORE")
        List<String> more = new ArrayList<>();

        public String toString() {
            return name + " " + count + " " + ratio + " " + verbose + " " + mode + " " + out + " "
                    + (tags == null ? null : String.join("|", tags)) + " " + (props == null ? null : new java.util.TreeMap<>(props))
                    + " " + color + " " + x + " " + sizes + " " + input + " " + more;
        }
    }

    static void parse(String name, String... args) {
        Opts o = new Opts();
        CmdLineParser p = new CmdLineParser(o);
        try {
            p.parseArgument(args);
            System.out.println(name + ": " + o);
        } catch (CmdLineException e) {
            System.out.println(name + ": CmdLineException: " + e.getMessage());
        } catch (Throwable e) {
            failures++;
            System.out.println(name + ": threw " + e);
        }
    }

    public static void main(String[] args) {
        parse("basic", "-n", "ann", "in.txt");
        parse("full", "--name", "bo", "-c", "3", "-r", "2.5", "-v", "-m", "DEBUG", "-o", "out.bin", "-t", "a", "b",
                "-D", "k1=v1", "-D", "k2=v2", "--color", "false", "-s", "4", "-s", "8", "input", "extra1", "extra2");
        parse("missing option", "in.txt");
        parse("missing argument", "-n", "x");
        parse("bad int", "-n", "x", "-c", "many", "in");
        parse("bad enum", "-n", "x", "-m", "TURBO", "in");
        parse("unknown", "-n", "x", "-q", "in");
        parse("no value", "-n", "x", "in", "-c");
        parse("setter error", "-n", "x", "-s", "-3", "in");
        parse("depends", "-n", "x", "-o", "f", "in");
        parse("forbids", "-n", "x", "-x", "-v", "in");
        parse("equals form", "--name=eq", "in");
        Opts o = new Opts();
        CmdLineParser p = new CmdLineParser(o, ParserProperties.defaults().withUsageWidth(72));
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        p.printUsage(new PrintStream(bo, true));
        System.out.println("usage:\n" + bo);
        System.out.println("single line: " + p.printExample(org.kohsuke.args4j.OptionHandlerFilter.REQUIRED));
        System.out.println("all: " + p.printExample(org.kohsuke.args4j.OptionHandlerFilter.ALL));
        System.out.println("failures: " + failures);
    }
}
