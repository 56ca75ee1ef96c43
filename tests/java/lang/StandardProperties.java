/** The standard system properties a program may read are all there; sun.java.command names the
 * main class and the arguments. */
// args: first "second arg"
public class StandardProperties {
    public static void main(String[] args) {
        String[] keys = {"java.version", "java.version.date", "java.runtime.name", "java.runtime.version",
            "java.vm.version", "java.vm.info", "java.vm.name", "java.vm.vendor", "java.vendor",
            "java.specification.version", "java.specification.name", "java.specification.vendor",
            "java.specification.maintenance.version", "java.vm.specification.version",
            "java.vm.specification.name", "java.vm.specification.vendor", "java.class.version",
            "java.class.path", "java.home", "java.library.path", "java.io.tmpdir", "jdk.debug", "os.name",
            "os.arch", "os.version", "file.separator", "path.separator", "line.separator", "file.encoding",
            "native.encoding", "sun.arch.data.model", "sun.cpu.endian", "sun.io.unicode.encoding",
            "sun.jnu.encoding", "sun.java.launcher", "sun.java.command", "user.dir", "user.home",
            "user.name", "user.language"};
        for (String k : keys) {
            System.out.println(k + (System.getProperty(k) != null ? " set" : " MISSING"));
        }
        System.out.println("stdout.encoding " + System.getProperty("stdout.encoding"));
        System.out.println("command: " + System.getProperty("sun.java.command"));
        System.out.println("class version: " + System.getProperty("java.class.version"));
        System.out.println("spec: " + System.getProperty("java.specification.version") + " "
                + System.getProperty("java.vm.specification.version"));
        System.out.println("feature: " + Runtime.version().feature());
        System.out.println("64-bit: " + System.getProperty("sun.arch.data.model"));
    }
}
