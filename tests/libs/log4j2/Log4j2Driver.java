import java.io.File;
import java.io.FileWriter;
import java.io.StringWriter;
import java.util.HashMap;
import java.util.Map;
import org.apache.logging.log4j.CloseableThreadContext;
import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;
import org.apache.logging.log4j.Marker;
import org.apache.logging.log4j.MarkerManager;
import org.apache.logging.log4j.ThreadContext;
import org.apache.logging.log4j.core.Appender;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.appender.WriterAppender;
import org.apache.logging.log4j.core.config.Configuration;
import org.apache.logging.log4j.core.config.Configurator;
import org.apache.logging.log4j.core.config.LoggerConfig;
import org.apache.logging.log4j.core.config.builder.api.AppenderComponentBuilder;
import org.apache.logging.log4j.core.config.builder.api.ConfigurationBuilder;
import org.apache.logging.log4j.core.config.builder.api.ConfigurationBuilderFactory;
import org.apache.logging.log4j.core.config.builder.impl.BuiltConfiguration;
import org.apache.logging.log4j.core.layout.PatternLayout;
import org.apache.logging.log4j.message.MapMessage;
import org.apache.logging.log4j.message.Message;
import org.apache.logging.log4j.message.MessageFormatMessage;
import org.apache.logging.log4j.message.ObjectMessage;
import org.apache.logging.log4j.message.ParameterizedMessage;
import org.apache.logging.log4j.message.StringFormattedMessage;
import org.apache.logging.log4j.message.StringMapMessage;

/** Drives Debian's Log4j 2 (API and core): a properties configuration file found through a
 *  system property, a configuration built in code, pattern layouts, levels and additivity,
 *  filters, markers, the thread context, the message kinds, lookups and loggers' plumbing
 *  (the provider is found by ServiceLoader, the Java 9 classes of its multi-release jars). */
public class Log4j2Driver {
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

    static final StringWriter sink = new StringWriter();

    static String drain() {
        String s = sink.toString();
        sink.getBuffer().setLength(0);
        return "\n" + s.trim();
    }

    public static void main(String[] args) throws Exception {
        // This class library has no java.lang.management or javax.naming: JMX is switched off
        // here, and the status level is ERROR, so that log4j's warnings that its JNDI and JMX
        // lookups are unavailable (printed on our VM only) stay out of the comparison.
        System.setProperty("log4j2.disable.jmx", "true");
        File conf = new File("log4j2-test.properties");
        try (FileWriter w = new FileWriter(conf)) {
            w.write("status = error\n"
                    + "name = FromFile\n"
                    + "appender.out.type = Console\n"
                    + "appender.out.name = OUT\n"
                    + "appender.out.target = SYSTEM_OUT\n"
                    + "appender.out.layout.type = PatternLayout\n"
                    + "appender.out.layout.pattern = FILE %-5level %c{1} [%t] %X{user} %marker - %msg%n\n"
                    + "logger.app.name = app\n"
                    + "logger.app.level = debug\n"
                    + "rootLogger.level = info\n"
                    + "rootLogger.appenderRef.out.ref = OUT\n");
        }
        System.setProperty("log4j2.configurationFile", conf.getPath());

        step("stack locator", () -> Log4j2Driver.class.getClassLoader()
                .getResource("org/apache/logging/log4j/util/StackLocator.class").toString().replaceAll(".*!/", ""));
        Logger root = LogManager.getRootLogger();
        Logger app = LogManager.getLogger("app.service");
        step("context", () -> {
            LoggerContext ctx = (LoggerContext) LogManager.getContext(false);
            Configuration c = ctx.getConfiguration();
            return c.getName() + " " + c.getAppenders().keySet() + " " + root.getLevel() + " " + app.getLevel()
                    + " " + app.getClass().getName() + " " + (LogManager.getLogger("app.service") == app);
        });
        step("file config", () -> {
            root.debug("root debug hidden");
            root.info("root info {}", 1);
            app.debug("app debug {} {}", "a", "b");
            app.trace("app trace hidden");
            ThreadContext.put("user", "ann");
            app.warn(MarkerManager.getMarker("AUDIT"), "with marker and user");
            ThreadContext.clearMap();
            return app.isDebugEnabled() + " " + app.isTraceEnabled() + " " + root.isDebugEnabled();
        });
        step("caller class logger", () -> LogManager.getLogger().getName());

        // A configuration built in code, with a pattern layout writing to a StringWriter.
        ConfigurationBuilder<BuiltConfiguration> b = ConfigurationBuilderFactory.newConfigurationBuilder();
        b.setConfigurationName("Built");
        b.setStatusLevel(Level.ERROR);
        AppenderComponentBuilder console = b.newAppender("STD", "Console").addAttribute("target", "SYSTEM_OUT");
        console.add(b.newLayout("PatternLayout").addAttribute("pattern", "BUILT %level{length=1} %logger{1.} %msg%n"));
        console.add(b.newFilter("ThresholdFilter", "DENY", "NEUTRAL").addAttribute("level", "ERROR"));
        b.add(console);
        b.add(b.newLogger("org.example.deep.pkg", Level.TRACE).add(b.newAppenderRef("STD")).addAttribute("additivity", false));
        b.add(b.newRootLogger(Level.WARN).add(b.newAppenderRef("STD")));
        LoggerContext ctx = Configurator.initialize(b.build());
        step("built", () -> {
            LoggerContext c = (LoggerContext) LogManager.getContext(false);
            return c.getConfiguration().getName() + " " + (c == ctx);
        });
        Configurator.reconfigure(b.build());
        step("built logging", () -> {
            Logger deep = LogManager.getLogger("org.example.deep.pkg.Thing");
            deep.trace("deep trace {}", 1);
            deep.info("deep info");
            deep.error("deep error is denied");
            LogManager.getLogger("other").warn("other warn");
            LogManager.getLogger("other").info("other info hidden");
            return deep.getLevel() + " " + LogManager.getLogger("other").getLevel();
        });

        // A writer appender added in code, with every kind of message.
        LoggerContext c = (LoggerContext) LogManager.getContext(false);
        Configuration cfg = c.getConfiguration();
        PatternLayout layout = PatternLayout.newBuilder().withConfiguration(cfg)
                .withPattern("%level|%logger|%markerSimpleName|%X|%x|%msg|%ex{short.message}%n").build();
        Appender wa = WriterAppender.createAppender(layout, null, sink, "SINK", false, true);
        wa.start();
        cfg.addAppender(wa);
        LoggerConfig lc = new LoggerConfig("mem", Level.ALL, false);
        lc.addAppender(wa, null, null);
        cfg.addLogger("mem", lc);
        c.updateLoggers();
        Logger mem = LogManager.getLogger("mem");
        step("messages", () -> {
            mem.info("param {} and {}", "x", 42);
            mem.info(new ParameterizedMessage("pm {}", new Object[] {new int[] {1, 2}}));
            mem.info(new StringFormattedMessage("sf %05d %s %.2f", 42, "s", 3.14159));
            mem.info(new MessageFormatMessage("mf {0} {1}", "a", 7));
            mem.info(new ObjectMessage(java.util.Arrays.asList(1, 2)));
            StringMapMessage mm = new StringMapMessage();
            mm.put("k1", "v1");
            mm.put("k2", "v2");
            mem.info(mm);
            mem.printf(Level.WARN, "printf %s=%d", "n", 5);
            mem.log(Level.forName("NOTICE", 350), "custom level");
            return drain();
        });
        step("exceptions", () -> {
            mem.error("failed {}", "op", new IllegalStateException("bad state"));
            mem.catching(Level.WARN, new RuntimeException("caught"));
            return drain();
        });
        step("context stack", () -> {
            ThreadContext.push("outer");
            ThreadContext.push("inner");
            ThreadContext.put("id", "7");
            mem.debug("in context");
            String pop = ThreadContext.pop();
            try (CloseableThreadContext.Instance i = CloseableThreadContext.put("tmp", "1")) {
                mem.debug("closeable");
            }
            mem.debug("after");
            ThreadContext.clearAll();
            return pop + drain();
        });
        step("markers", () -> {
            Marker parent = MarkerManager.getMarker("PARENT");
            Marker child = MarkerManager.getMarker("CHILD").setParents(parent);
            mem.info(child, "marked");
            return child.isInstanceOf(parent) + " " + child.isInstanceOf("PARENT") + " " + child + drain();
        });
        step("levels", () -> {
            Configurator.setLevel("mem", Level.WARN);
            mem.info("dropped");
            mem.warn("kept");
            Level l = Level.toLevel("bogus", Level.DEBUG);
            return mem.getLevel() + " " + l + " " + Level.INFO.isMoreSpecificThan(Level.DEBUG) + " "
                    + Level.getLevel("NOTICE").intLevel() + drain();
        });
        step("entry exit", () -> {
            Configurator.setLevel("mem", Level.TRACE);
            mem.traceEntry("p={}", 3);
            mem.traceExit(9);
            return drain();
        });
        step("lookups", () -> {
            Map<String, String> m = new HashMap<>();
            org.apache.logging.log4j.core.lookup.StrSubstitutor s = cfg.getStrSubstitutor();
            System.setProperty("drv.prop", "propval");
            return s.replace("${sys:drv.prop} ${sys:missing:-dflt} ${java:version}".replace("${java:version}", "x")
                    + " ${lower:ABC} ${upper:abc}");
        });
        step("formatter", () -> new ParameterizedMessage("{} {} \\{}", "a", null).getFormattedMessage()
                + " " + new ParameterizedMessage("{}", (Object) new Object[] {"x", new String[] {"y"}}).getFormattedMessage());
        LogManager.shutdown();
        System.out.println("failures: " + failures);
    }
}
