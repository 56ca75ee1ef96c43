// System.getProperty of -D options given on the command line (passed to java and
// jvm alike), defaults, line.separator, file.separator, and setProperty.
// jvm-args: -Dtest.name=hello -Dtest.empty= -Dtest.spaced=a=b=c
public class SystemProperties {
    public static void main(String[] args) {
        System.out.println("test.name=" + System.getProperty("test.name"));
        System.out.println("test.empty=[" + System.getProperty("test.empty") + "]");
        System.out.println("test.spaced=" + System.getProperty("test.spaced"));
        System.out.println("missing=" + System.getProperty("test.missing"));
        System.out.println("default=" + System.getProperty("test.missing", "fallback"));
        System.out.println("line.separator is \\n: " + System.getProperty("line.separator").equals("\n") + " " + System.lineSeparator().length());
        System.out.println("file.separator=" + System.getProperty("file.separator") + " path.separator=" + System.getProperty("path.separator"));
        System.out.println("java.version starts with 17: " + System.getProperty("java.version").startsWith("17"));
        System.setProperty("test.set", "value");
        System.out.println("set then get: " + System.getProperty("test.set"));
        System.out.println("Integer.getInteger missing: " + Integer.getInteger("test.missing") + " Boolean.getBoolean: " + Boolean.getBoolean("test.name"));
        System.out.println("user.dir set: " + (System.getProperty("user.dir") != null) + " os.name set: " + (System.getProperty("os.name") != null));
        System.out.println("env PATH set: " + (System.getenv("PATH") != null) + " missing env: " + System.getenv("SURELY_NOT_SET_12345"));
    }
}
