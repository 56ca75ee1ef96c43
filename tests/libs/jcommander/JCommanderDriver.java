import com.beust.jcommander.DynamicParameter;
import com.beust.jcommander.IStringConverter;
import com.beust.jcommander.IParameterValidator;
import com.beust.jcommander.JCommander;
import com.beust.jcommander.Parameter;
import com.beust.jcommander.ParameterException;
import com.beust.jcommander.Parameters;
import java.io.File;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Drives Debian's JCommander: typed and list options, arity, dynamic parameters, converters,
 *  validators, main parameters, commands, usage text and the errors of bad arguments. */
public class JCommanderDriver {
    static int failures;

    interface Step {
        Object run() throws Exception;
    }

    static void step(String name, Step s) {
        try {
            System.out.println(name + ": " + s.run());
        } catch (ParameterException e) {
            System.out.println(name + ": ParameterException: " + e.getMessage());
        } catch (Throwable e) {
            failures++;
            System.out.println(name + ": threw " + e);
        }
    }

    public static class Positive implements IParameterValidator {
        public void validate(String name, String value) {
            if (Integer.parseInt(value) <= 0)
                throw new ParameterException("Parameter " + name + " should be positive (found " + value + ")");
        }
    }

    public static class Upper implements IStringConverter<String> {
        public String convert(String value) {
            return value.toUpperCase();
        }
    }

    public enum Level { LOW, HIGH }

    @Parameters(separators = "=", commandDescription = "The main tool")
    static class Args {
        @Parameter(description = "files") List<String> files = new ArrayList<>();
        @Parameter(names = {"-v", "--verbose"}, description = "Verbosity level") int verbose = 1;
        @Parameter(names = "-debug", description = "Debug mode") boolean debug;
        @Parameter(names = "-groups", description = "Comma-separated groups") String groups;
        @Parameter(names = "-host", description = "Hosts, repeatable") List<String> hosts = new ArrayList<>();
        @Parameter(names = "-pair", arity = 2, description = "Two values") List<String> pair = new ArrayList<>();
        @Parameter(names = "-count", validateWith = Positive.class, description = "A positive count") Integer count;
        @Parameter(names = "-name", converter = Upper.class) String name;
        @Parameter(names = "-level") Level level = Level.LOW;
        @Parameter(names = "-ratio") double ratio;
        @Parameter(names = "-file") File file;
        @Parameter(names = "-required", required = false) String req;
        @Parameter(names = "-pw", password = false, hidden = true) String hidden;
        @DynamicParameter(names = "-D", description = "Dynamic parameters") Map<String, String> params = new HashMap<>();
    }

    @Parameters(commandDescription = "Record changes", commandNames = {"commit", "ci"})
    static class Commit {
        @Parameter(names = "--amend") boolean amend;
        @Parameter(names = "-m", required = true) String message;
        @Parameter List<String> paths = new ArrayList<>();
    }

    static String show(Args a) {
        return "files=" + a.files + " v=" + a.verbose + " debug=" + a.debug + " groups=" + a.groups + " hosts=" + a.hosts + " pair=" + a.pair
                + " count=" + a.count + " name=" + a.name + " level=" + a.level + " ratio=" + a.ratio + " file=" + a.file + " D=" + new TreeMap<>(a.params);
    }

    static String parse(String... argv) {
        Args a = new Args();
        JCommander.newBuilder().addObject(a).build().parse(argv);
        return show(a);
    }

    public static void main(String[] args) {
        step("defaults", () -> parse());
        step("typed", () -> parse("-v=3", "-debug", "-groups=unit,int", "-host=a", "-host=b", "-pair", "x", "y", "-count=4", "-name=joe",
                "-level=HIGH", "-ratio=0.25", "-file=/tmp/x", "-Dk=v", "-Dz=1", "f1", "f2"));
        step("validator", () -> parse("-count=-2"));
        step("bad int", () -> parse("-v=many"));
        step("bad enum", () -> parse("-level=MID"));
        step("unknown", () -> parse("-nosuch"));
        step("missing value", () -> parse("-groups"));
        step("commands", () -> {
            Args a = new Args();
            Commit c = new Commit();
            JCommander jc = JCommander.newBuilder().addObject(a).addCommand(c).build();
            jc.parse("-debug", "ci", "--amend", "-m", "fix it", "src/a", "src/b");
            return jc.getParsedCommand() + " " + a.debug + " " + c.amend + " " + c.message + " " + c.paths + " " + jc.getCommands().keySet();
        });
        step("command missing required", () -> {
            JCommander jc = JCommander.newBuilder().addObject(new Args()).addCommand(new Commit()).build();
            jc.parse("commit");
            return jc.getParsedCommand();
        });
        step("usage", () -> {
            JCommander jc = JCommander.newBuilder().addObject(new Args()).addCommand(new Commit()).programName("tool").columnSize(79).build();
            StringBuilder sb = new StringBuilder();
            jc.usage(sb);
            return "\n" + sb;
        });
        step("accept unknown", () -> {
            Args a = new Args();
            JCommander jc = JCommander.newBuilder().addObject(a).acceptUnknownOptions(true).build();
            jc.parse("-zz", "-v=2", "rest");
            return jc.getUnknownOptions() + " " + a.verbose + " " + a.files;
        });
        step("at file", () -> {
            java.io.File f = new File("args.txt");
            try (java.io.FileWriter w = new java.io.FileWriter(f)) {
                w.write("-v=9\n-host=fromfile\n");
            }
            String r = parse("@args.txt", "last");
            f.delete();
            return r;
        });
        System.out.println("failures: " + failures);
    }
}
