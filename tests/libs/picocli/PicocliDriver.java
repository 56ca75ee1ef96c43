import java.io.File;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** Drives Debian's picocli: annotated commands with typed options, arity, maps, enums,
 *  defaults, subcommands, the usage help layout, version help, errors and exit codes. */
public class PicocliDriver {
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

    enum Mode { FAST, SAFE, DEBUG }

    @Command(name = "tool", mixinStandardHelpOptions = true, version = "tool 1.2.3",
            description = "Processes files in some configurable way.", subcommands = {Sub.class},
            footer = "See the manual for more.")
    static class Tool implements Callable<Integer> {
        @Option(names = {"-v", "--verbose"}, description = "Verbose output; repeat for more.") boolean[] verbose = new boolean[0];
        @Option(names = {"-n", "--count"}, defaultValue = "3", description = "How many (default: ${DEFAULT-VALUE}).") int count;
        @Option(names = "--mode", description = "One of: ${COMPLETION-CANDIDATES}.") Mode mode = Mode.SAFE;
        @Option(names = "-D", mapFallbackValue = "", description = "Properties.") Map<String, String> props;
        @Option(names = {"-r", "--ratio"}) double ratio = 1.0;
        @Option(names = "--names", split = ",", arity = "1..*") List<String> names = new ArrayList<>();
        @Option(names = "--out", paramLabel = "FILE") File out;
        @Option(names = "--secret", interactive = false, hidden = true) String secret;
        @Parameters(index = "0", paramLabel = "INPUT", description = "The input.") String input;
        @Parameters(index = "1..*", paramLabel = "MORE") List<String> more = new ArrayList<>();

        public Integer call() {
            System.out.println("  called: verbose=" + verbose.length + " count=" + count + " mode=" + mode + " props=" + props + " ratio=" + ratio
                    + " names=" + names + " out=" + out + " input=" + input + " more=" + more);
            return count;
        }
    }

    @Command(name = "sub", description = "A subcommand.")
    static class Sub implements Runnable {
        @Option(names = "-x", required = true) int x;
        @CommandLine.ParentCommand Tool parent;

        public void run() {
            System.out.println("  sub ran: x=" + x + " parent input=" + parent.input);
        }
    }

    static String exec(String... args) {
        StringWriter out = new StringWriter(), err = new StringWriter();
        CommandLine cl = new CommandLine(new Tool());
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        cl.setUsageHelpWidth(80);
        int rc = cl.execute(args);
        return "rc=" + rc + (out.toString().isEmpty() ? "" : "\n--out--\n" + out) + (err.toString().isEmpty() ? "" : "\n--err--\n" + err);
    }

    public static void main(String[] args) {
        step("basic", () -> exec("in.txt"));
        step("options", () -> exec("-vvv", "--count=7", "--mode", "FAST", "-Dk=v", "-Dflag", "-r", "2.5", "--names", "a,b,c", "--out", "o.bin", "in", "m1", "m2"));
        step("help", () -> exec("--help"));
        step("version", () -> exec("-V"));
        step("sub", () -> exec("in.txt", "sub", "-x", "5"));
        step("sub missing", () -> exec("in.txt", "sub"));
        step("bad int", () -> exec("-n", "many", "in"));
        step("bad enum", () -> exec("--mode", "SLOW", "in"));
        step("unknown option", () -> exec("--frobnicate", "in"));
        step("missing param", () -> exec("-v"));
        step("parseArgs", () -> {
            Tool t = new Tool();
            CommandLine.ParseResult pr = new CommandLine(t).parseArgs("-n", "9", "x", "y");
            return pr.hasMatchedOption("-n") + " " + pr.matchedOptionValue("n", 0) + " " + pr.matchedPositionals().size() + " " + t.count + " " + t.more
                    + " " + pr.originalArgs();
        });
        step("programmatic", () -> {
            CommandLine.Model.CommandSpec spec = CommandLine.Model.CommandSpec.create();
            spec.addOption(CommandLine.Model.OptionSpec.builder("-c", "--colour").type(String.class).description("colour").build());
            spec.addPositional(CommandLine.Model.PositionalParamSpec.builder().type(Integer[].class).build());
            CommandLine cl = new CommandLine(spec);
            CommandLine.ParseResult pr = cl.parseArgs("-c", "red", "1", "2");
            return pr.matchedOptionValue('c', "none") + " " + java.util.Arrays.toString((Integer[]) pr.matchedPositionals().get(0).getValue())
                    + "\n" + cl.getUsageMessage(CommandLine.Help.Ansi.OFF);
        });
        System.out.println("failures: " + failures);
    }
}
