// Run with `-jar`: the runner packs this class and its nested classes into a jar
// whose manifest names it as Main-Class, and starts it as `jvm -jar X.jar args`.
// run-as-jar
// args: from-the-jar 2
public class JarLaunch {
    static class Helper { String greet(String s) { return "hello " + s; } }

    public static void main(String[] args) {
        System.out.println(new Helper().greet(args[0]) + " x" + args[1]);
        System.out.println("class path is the jar: " + System.getProperty("java.class.path").endsWith("JarLaunch.jar"));
        Runnable r = () -> System.out.println("lambda inside a jar");
        r.run();
    }
}
