import java.lang.reflect.*;
import java.util.*;
import java.util.stream.*;
import java.lang.invoke.*;

/** StackWalker: frames from the caller outwards, reflection and hidden frames filtered, class access,
 * getCallerClass, the stream's validity; line numbers inside the class library are masked. */
public class StackWalkerBasics {
    static void show(String what, StackWalker w) {
        System.out.println("-- " + what);
        w.forEach(f -> System.out.println("  " + f.getClassName() + "." + f.getMethodName() + " " + f.getDescriptor() + " bci>=0:" + (f.getByteCodeIndex() >= 0) + " line " + (f.getClassName().startsWith("java.") ? "L" : f.getLineNumber()) + " file " + f.getFileName() + " native " + f.isNativeMethod()));
    }
    public static void viaReflection() { show("reflected", StackWalker.getInstance()); System.out.println("-- reflected+frames: Method.invoke shown: " + StackWalker.getInstance(StackWalker.Option.SHOW_REFLECT_FRAMES).walk(s -> s.anyMatch(f -> f.getClassName().equals("java.lang.reflect.Method") && f.getMethodName().equals("invoke")))); }
    public static void viaHandle() { show("handle", StackWalker.getInstance()); }
    static class Inner { Inner() { show("ctor", StackWalker.getInstance()); } }
    static Class<?> caller() { return StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE).getCallerClass(); }
    static class Other { static Class<?> ask() { return caller(); } }
    public static void main(String[] args) throws Throwable {
        StackWalker w = StackWalker.getInstance();
        show("main", w);
        Runnable r = () -> show("lambda", StackWalker.getInstance());
        r.run();
        StackWalkerBasics.class.getMethod("viaReflection").invoke(null);
        MethodHandles.lookup().findStatic(StackWalkerBasics.class, "viaHandle", MethodType.methodType(void.class)).invokeExact();
        new Inner();
        System.out.println("caller: " + Other.ask());
        try { w.getCallerClass(); } catch (Exception e) { System.out.println(e); }
        try { StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE).getCallerClass(); System.out.println("main caller ok"); } catch (Exception e) { System.out.println(e); }
        List<String> top2 = w.walk(s -> s.limit(2).map(StackWalker.StackFrame::getMethodName).collect(Collectors.toList()));
        System.out.println(top2);
        StackWalker.StackFrame f = w.walk(s -> s.findFirst()).get();
        System.out.println(f + " | " + f.toStackTraceElement()); try { f.getMethodType(); } catch (Exception e) { System.out.println(e); }
        try { f.getDeclaringClass(); } catch (Exception e) { System.out.println(e); }
        StackWalker.StackFrame g = StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE).walk(s -> s.findFirst()).get();
        System.out.println(g.getDeclaringClass() + " " + g.getMethodType());
        long cnt = StackWalker.getInstance(Set.of(StackWalker.Option.RETAIN_CLASS_REFERENCE), 5).walk(s -> s.count()); System.out.println(cnt);
        try { StackWalker.getInstance(Set.of(), 0); } catch (Exception e) { System.out.println(e); }
        Thread t = new Thread(() -> show("thread", StackWalker.getInstance()), "T");
        t.start(); t.join();
        try { w.walk(s -> s).count(); } catch (Exception e) { System.out.println(e); }
        System.out.println(StackWalker.Option.valueOf("SHOW_HIDDEN_FRAMES") + " " + Arrays.toString(StackWalker.Option.values()));
    }
}
