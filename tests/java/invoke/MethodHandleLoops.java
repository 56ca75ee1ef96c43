import java.lang.invoke.*;
import java.util.*;
import static java.lang.invoke.MethodType.methodType;

public class MethodHandleLoops {
    static final MethodHandles.Lookup L = MethodHandles.lookup();

    static int zeroI() { return 0; }
    static int five() { return 5; }
    static int start(int n) { return 2; }
    static int sumStep(int acc, int i) { return acc + i; }
    static int sumStepN(int acc, int i, int n) { return acc + i * n; }
    static int initN(int n) { return n; }
    static boolean lessThan(int v, int n) { return v < n; }
    static int twice(int v, int n) { return v * 2 + 1; }
    static String concat(String acc, String s) { return acc + "[" + s + "]"; }
    static String initS() { return ">"; }
    static void say(String s) { System.out.println("say " + s); }
    static void tick(int i) { System.out.println("tick " + i); }
    static String caseA(int k, String s) { return "A:" + s; }
    static String caseB(int k, String s) { return "B:" + s; }
    static String dflt(int k, String s) { return "default(" + k + "):" + s; }
    static int len(String acc, Object o) { return 0; }
    static Iterator<String> itOf(List<String> l) { return l.iterator(); }
    static boolean pred2(int a, int b) { return a < b; }
    static boolean notDone(int v, int limit) { return v < limit; }
    static int inc(int v, int limit) { return v + 1; }
    static int fin(int v, int limit) { return v * 100; }
    static int initV(int limit) { return 0; }
    static long longInit() { return 0L; }

    static MethodHandle s(String name, MethodType t) throws Exception {
        return L.findStatic(MethodHandleLoops.class, name, t);
    }

    interface Body { Object run() throws Throwable; }

    static void tryIt(String what, Body b) {
        try {
            System.out.println(what + " -> " + b.run());
        } catch (Throwable e) {
            System.out.println(what + " -> " + e);
        }
    }

    public static void main(String[] a) throws Throwable {
        MethodHandle sumStep = s("sumStep", methodType(int.class, int.class, int.class));
        MethodHandle initN = s("initN", methodType(int.class, int.class));
        MethodHandle lessThan = s("lessThan", methodType(boolean.class, int.class, int.class));
        MethodHandle twice = s("twice", methodType(int.class, int.class, int.class));
        MethodHandle five = s("five", methodType(int.class));

        MethodHandle cl = MethodHandles.countedLoop(five, null, sumStep);
        System.out.println("countedLoop(5) " + cl.type() + " = " + (int) cl.invokeExact());
        MethodHandle cl2 = MethodHandles.countedLoop(MethodHandles.identity(int.class), initN,
                s("sumStepN", methodType(int.class, int.class, int.class, int.class)));
        System.out.println("countedLoop(n) " + cl2.type() + " = " + (int) cl2.invokeExact(4));
        MethodHandle cl3 = MethodHandles.countedLoop(s("start", methodType(int.class, int.class)),
                MethodHandles.identity(int.class), null, MethodHandles.dropArguments(
                        s("tick", methodType(void.class, int.class)), 1, int.class));
        System.out.println("countedLoop(2..n) " + cl3.type());
        cl3.invoke(5);
        MethodHandle cl4 = MethodHandles.countedLoop(MethodHandles.constant(int.class, -3), null, sumStep);
        System.out.println("countedLoop(-3) = " + cl4.invoke());

        MethodHandle wl = MethodHandles.whileLoop(initN, lessThan, twice);
        System.out.println("whileLoop " + wl.type() + " = " + (int) wl.invokeExact(1) + " " + wl.invoke(100));
        MethodHandle dwl = MethodHandles.doWhileLoop(initN, twice, lessThan);
        System.out.println("doWhileLoop " + dwl.type() + " = " + (int) dwl.invokeExact(1) + " " + dwl.invoke(100));
        MethodHandle wl0 = MethodHandles.whileLoop(null, lessThan, twice);
        System.out.println("whileLoop no init " + wl0.type() + " = " + wl0.invoke(50));

        MethodHandle concat = s("concat", methodType(String.class, String.class, String.class));
        MethodHandle il = MethodHandles.iteratedLoop(null, s("initS", methodType(String.class)), concat);
        System.out.println("iteratedLoop " + il.type() + " = " + il.invoke(List.of("a", "b", "c")));
        MethodHandle il2 = MethodHandles.iteratedLoop(s("itOf", methodType(Iterator.class, List.class)), null, concat);
        System.out.println("iteratedLoop it " + il2.type() + " = " + il2.invoke(Arrays.asList("x", "y")));
        MethodHandle il3 = MethodHandles.iteratedLoop(null, null, s("say", methodType(void.class, String.class)));
        System.out.println("iteratedLoop void " + il3.type());
        il3.invoke(new ArrayDeque<>(List.of("p", "q")));
        MethodHandle il4 = MethodHandles.iteratedLoop(null, null, s("say", methodType(void.class, String.class)));
        tryIt("iteratedLoop bad element", () -> { il4.invoke(List.of(1)); return null; });

        MethodHandle[] counter = { s("initV", methodType(int.class, int.class)),
            s("inc", methodType(int.class, int.class, int.class)),
            s("notDone", methodType(boolean.class, int.class, int.class)),
            s("fin", methodType(int.class, int.class, int.class)) };
        MethodHandle lp = MethodHandles.loop(counter);
        System.out.println("loop " + lp.type() + " = " + lp.invoke(7));
        MethodHandle lp2 = MethodHandles.loop(new MethodHandle[0], counter, new MethodHandle[] { null, null });
        System.out.println("loop empties " + lp2.type() + " = " + lp2.invoke(3));

        MethodHandle dflt = s("dflt", methodType(String.class, int.class, String.class));
        MethodHandle sw = MethodHandles.tableSwitch(dflt, s("caseA", methodType(String.class, int.class, String.class)),
                s("caseB", methodType(String.class, int.class, String.class)));
        for (int k = -1; k <= 2; k++) {
            System.out.println("tableSwitch " + k + " " + (String) sw.invokeExact(k, "s"));
        }
        System.out.println(sw.type());

        // error cases
        tryIt("countedLoop long start", () -> MethodHandles.countedLoop(s("longInit", methodType(long.class)), five, null, sumStep));
        tryIt("countedLoop end not int", () -> MethodHandles.countedLoop(five, s("longInit", methodType(long.class)), null, sumStep));
        tryIt("countedLoop body no V", () -> MethodHandles.countedLoop(five, null, MethodHandles.identity(int.class)));
        tryIt("countedLoop body no i", () -> MethodHandles.countedLoop(five, null, concat));
        tryIt("countedLoop bad init", () -> MethodHandles.countedLoop(five, s("initS", methodType(String.class)), sumStep));
        tryIt("countedLoop null", () -> MethodHandles.countedLoop(null, null, sumStep));
        tryIt("whileLoop body no V", () -> MethodHandles.whileLoop(null, lessThan, concat));
        tryIt("whileLoop bad pred", () -> MethodHandles.whileLoop(initN, sumStep, twice));
        tryIt("whileLoop bad init", () -> MethodHandles.whileLoop(five, lessThan, twice));
        tryIt("whileLoop null pred", () -> MethodHandles.whileLoop(initN, null, twice));
        tryIt("doWhileLoop bad pred", () -> MethodHandles.doWhileLoop(initN, twice, five));
        tryIt("iteratedLoop not iterable", () -> MethodHandles.iteratedLoop(null, null, sumStep));
        tryIt("iteratedLoop body empty", () -> MethodHandles.iteratedLoop(null, null, five));
        tryIt("iteratedLoop bad iterator", () -> MethodHandles.iteratedLoop(five, null, concat));
        tryIt("iteratedLoop bad init", () -> MethodHandles.iteratedLoop(null, five, concat));
        tryIt("loop none", () -> MethodHandles.loop());
        tryIt("loop null", () -> MethodHandles.loop((MethodHandle[][]) null));
        tryIt("loop null clause", () -> MethodHandles.loop(counter, null));
        tryIt("loop 5", () -> MethodHandles.loop(new MethodHandle[5]));
        tryIt("loop no pred", () -> MethodHandles.loop(new MethodHandle[] { initN, twice }));
        tryIt("loop pred not boolean", () -> MethodHandles.loop(new MethodHandle[] { initN, twice, twice }));
        tryIt("loop init/step mismatch", () -> MethodHandles.loop(new MethodHandle[] { five, concat, lessThan }));
        tryIt("loop fini mismatch", () -> MethodHandles.loop(new MethodHandle[] { initN, twice, lessThan, twice },
                new MethodHandle[] { null, null, lessThan, lessThan }));
        tryIt("loop params", () -> MethodHandles.loop(new MethodHandle[] { initN, twice, lessThan, concat }));
        tryIt("loop init params", () -> MethodHandles.loop(new MethodHandle[] { initN, twice, lessThan },
                new MethodHandle[] { s("initS", methodType(String.class)).asType(methodType(String.class)),
                    null, null }, new MethodHandle[] { concat }));
        tryIt("tableSwitch none", () -> MethodHandles.tableSwitch(dflt));
        tryIt("tableSwitch not int", () -> MethodHandles.tableSwitch(concat, concat));
        tryIt("tableSwitch types", () -> MethodHandles.tableSwitch(dflt, dflt, sumStep));
        tryIt("tableSwitch null", () -> MethodHandles.tableSwitch(dflt, dflt, null));
        tryIt("tableSwitch null fallback", () -> MethodHandles.tableSwitch(null, dflt));
    }
}
