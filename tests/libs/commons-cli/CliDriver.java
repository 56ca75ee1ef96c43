import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import org.apache.commons.cli.AlreadySelectedException;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.CommandLineParser;
import org.apache.commons.cli.DefaultParser;
import org.apache.commons.cli.GnuParser;
import org.apache.commons.cli.HelpFormatter;
import org.apache.commons.cli.MissingArgumentException;
import org.apache.commons.cli.MissingOptionException;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.OptionGroup;
import org.apache.commons.cli.Options;
import org.apache.commons.cli.ParseException;
import org.apache.commons.cli.PatternOptionBuilder;
import org.apache.commons.cli.PosixParser;
import org.apache.commons.cli.UnrecognizedOptionException;

/** Drives Debian's commons-cli: option building, the three parsers, groups, properties, typed
 *  values, patterns, the errors they report and the help formatter's layout. */
public class CliDriver {
    static int failures;

    interface Step {
        Object run() throws Exception;
    }

    static void step(String name, Step s) {
        try {
            System.out.println(name + ": " + s.run());
        } catch (ParseException e) {
            System.out.println(name + ": parse error " + e.getClass().getSimpleName() + ": " + e.getMessage());
        } catch (Throwable e) {
            failures++;
            System.out.println(name + ": threw " + e);
        }
    }

    static Options options() {
        Options o = new Options();
        o.addOption("h", "help", false, "print this message");
        o.addOption("v", "verbose", false, "be chatty");
        o.addOption(Option.builder("f").longOpt("file").hasArg().argName("FILE").desc("input file").build());
        o.addOption(Option.builder("D").hasArgs().valueSeparator('=').argName("property=value")
                .desc("use value for given property").build());
        o.addOption(Option.builder("n").longOpt("count").hasArg().type(Number.class).desc("how many").build());
        o.addOption(Option.builder().longOpt("level").hasArg().optionalArg(true).desc("optional level").build());
        o.addOption(Option.builder("L").longOpt("list").hasArgs().valueSeparator(',').desc("comma list").build());
        OptionGroup g = new OptionGroup();
        g.addOption(new Option("a", "all", false, "all of them"));
        g.addOption(new Option("o", "one", false, "only one"));
        o.addOptionGroup(g);
        return o;
    }

    static String show(CommandLine cl) {
        StringBuilder sb = new StringBuilder();
        for (Option op : cl.getOptions()) {
            sb.append('[').append(op.getOpt() == null ? op.getLongOpt() : op.getOpt());
            if (op.getValues() != null)
                sb.append('=').append(Arrays.toString(op.getValues()));
            sb.append(']');
        }
        sb.append(" args=").append(cl.getArgList());
        return sb.toString();
    }

    static String parse(CommandLineParser p, String... args) throws ParseException {
        return show(p.parse(options(), args));
    }

    public static void main(String[] args) {
        DefaultParser dp = new DefaultParser();
        step("default short", () -> parse(dp, "-v", "-f", "in.txt", "rest", "more"));
        step("default long", () -> parse(dp, "--verbose", "--file=x.txt", "--count", "42"));
        step("default concat", () -> parse(dp, "-vfin.txt"));
        step("default props", () -> {
            CommandLine cl = dp.parse(options(), new String[] {"-Dkey=value", "-D", "k2=v2", "-Dflag"});
            Properties p = cl.getOptionProperties("D");
            return new java.util.TreeMap<>(p) + " " + Arrays.toString(cl.getOptionValues('D'));
        });
        step("default list", () -> Arrays.toString(dp.parse(options(), new String[] {"-L", "a,b,c"}).getOptionValues("L")));
        step("default typed", () -> {
            Object v = dp.parse(options(), new String[] {"-n", "17"}).getParsedOptionValue("n");
            return v + " " + v.getClass().getName();
        });
        step("default typed bad", () -> dp.parse(options(), new String[] {"-n", "seventeen"}).getParsedOptionValue("n"));
        step("default optional arg", () -> parse(dp, "--level", "--verbose"));
        step("default optional arg given", () -> parse(dp, "--level=3"));
        step("default stop at non-option", () -> show(dp.parse(options(), new String[] {"-v", "cmd", "-f", "x"}, true)));
        step("default double dash", () -> parse(dp, "-v", "--", "-f", "x"));
        step("default unknown", () -> parse(dp, "-q"));
        step("default unknown long", () -> parse(dp, "--nosuch"));
        step("default missing arg", () -> parse(dp, "-f"));
        step("default group clash", () -> parse(dp, "-a", "-o"));
        step("default group ok", () -> parse(dp, "-a"));
        step("default partial long", () -> parse(dp, "--verb", "--fi", "y"));
        step("default ambiguous long", () -> {
            Options o = new Options();
            o.addOption(null, "alpha", false, "");
            o.addOption(null, "alps", false, "");
            return show(dp.parse(o, new String[] {"--alp"}));
        });
        step("default required", () -> {
            Options o = options();
            o.addOption(Option.builder("r").required().hasArg().desc("required").build());
            o.addOption(Option.builder("s").required().desc("also required").build());
            return show(dp.parse(o, new String[] {"-v"}));
        });
        step("default defaults", () -> {
            Properties props = new Properties();
            props.setProperty("file", "from-props");
            props.setProperty("verbose", "true");
            CommandLine cl = dp.parse(options(), new String[0], props);
            return show(cl) + " file=" + cl.getOptionValue("f") + " dflt=" + cl.getOptionValue("count", "none");
        });
        step("hasOption", () -> {
            CommandLine cl = dp.parse(options(), new String[] {"--help", "-f", "a"});
            return cl.hasOption("h") + " " + cl.hasOption("help") + " " + cl.hasOption('v') + " " + cl.getOptionValue("file");
        });
        step("posix", () -> parse(new PosixParser(), "-vf", "file", "--count", "3", "x"));
        step("posix burst", () -> parse(new PosixParser(), "-va", "--", "-z"));
        step("gnu", () -> parse(new GnuParser(), "-v", "-f", "g.txt", "-Dx=y", "tail"));
        step("gnu unknown", () -> parse(new GnuParser(), "-zz"));

        step("option toString", () -> options().getOption("f").toString());
        step("option props", () -> {
            Option f = options().getOption("file");
            return f.getOpt() + " " + f.getLongOpt() + " " + f.hasArg() + " " + f.getArgName() + " " + f.getArgs()
                    + " " + f.isRequired() + " " + f.getDescription() + " " + f.hasLongOpt();
        });
        step("option invalid", () -> Option.builder("bad opt").build());
        step("option no name", () -> Option.builder().build());
        step("options list", () -> {
            StringBuilder sb = new StringBuilder();
            for (Option op : options().getOptions())
                sb.append((op.getOpt() == null ? op.getLongOpt() : op.getOpt())).append(' ');
            return sb.toString().trim() + " req=" + options().getRequiredOptions();
        });
        step("matching", () -> options().getMatchingOptions("l"));
        step("pattern builder", () -> {
            Options o = PatternOptionBuilder.parsePattern("a:b@c>d%e+f");
            CommandLine cl = dp.parse(o, new String[] {"-a", "str", "-b", "java.lang.String", "-d", "12", "-c", "f.txt"});
            Object b = cl.getParsedOptionValue("b");
            Object d = cl.getParsedOptionValue("d");
            return cl.getOptionValue("a") + " " + b + " " + d + "/" + d.getClass().getSimpleName()
                    + " " + cl.getParsedOptionValue("c");
        });

        HelpFormatter hf = new HelpFormatter();
        step("help", () -> {
            StringWriter sw = new StringWriter();
            PrintWriter pw = new PrintWriter(sw);
            hf.printHelp(pw, 72, "tool [options] FILE...", "Options:", options(), 2, 4, "Report bugs nowhere.", true);
            pw.flush();
            return "\n" + sw;
        });
        step("help narrow", () -> {
            StringWriter sw = new StringWriter();
            PrintWriter pw = new PrintWriter(sw);
            HelpFormatter n = new HelpFormatter();
            n.setWidth(40);
            n.setLongOptPrefix("--");
            n.setOptionComparator(null);
            n.printHelp(pw, 40, "tool", "A header that is long enough to wrap around the narrow width", options(), 1, 2, "footer", false);
            pw.flush();
            return "\n" + sw;
        });
        step("usage", () -> {
            StringWriter sw = new StringWriter();
            PrintWriter pw = new PrintWriter(sw);
            hf.printUsage(pw, 60, "tool", options());
            pw.flush();
            return sw.toString().trim();
        });
        step("wrap", () -> {
            StringBuffer sb = new StringBuffer();
            new HelpFormatter() {
                { renderWrappedText(sb, 20, 4, "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod"); }
            };
            return "\n" + sb;
        });
        step("exceptions", () -> {
            StringBuilder sb = new StringBuilder();
            try {
                dp.parse(options(), new String[] {"-f"});
            } catch (MissingArgumentException e) {
                sb.append(e.getOption().getOpt()).append(';');
            }
            try {
                dp.parse(options(), new String[] {"-x"});
            } catch (UnrecognizedOptionException e) {
                sb.append(e.getOption()).append(';');
            }
            try {
                dp.parse(options(), new String[] {"-o", "-a"});
            } catch (AlreadySelectedException e) {
                sb.append(e.getOption().getOpt()).append(' ').append(e.getOptionGroup().getSelected()).append(';');
            }
            try {
                Options o = new Options();
                o.addOption(Option.builder("q").required().build());
                dp.parse(o, new String[0]);
            } catch (MissingOptionException e) {
                List<?> m = e.getMissingOptions();
                sb.append(m);
            }
            return sb;
        });
        System.out.println("failures: " + failures);
    }
}
