import java.lang.invoke.*;
import java.util.*;

// java.lang.invoke combinators, findSpecial, varargs handles, invokers and MethodType,
// with HotSpot's exception texts.
public class ReflectMethodHandles {
    static class Base {
        String who() { return "Base"; }
        public String greet(String n) { return "base greets " + n; }
    }
    static class Derived extends Base {
        String who() { return "Derived"; }
        public String greet(String n) { return "derived greets " + n; }
        String viaSuper() throws Throwable {
            MethodHandle h = MethodHandles.lookup().findSpecial(Base.class, "who", MethodType.methodType(String.class), Derived.class);
            return (String) h.invokeExact(this);
        }
    }
    interface Walker { default String walk() { return "walker walks"; } }
    static class Runner implements Walker {
        public String walk() { return "runner runs"; }
        String both() throws Throwable {
            MethodHandle h = MethodHandles.lookup().findSpecial(Walker.class, "walk", MethodType.methodType(String.class), Runner.class);
            return (String) h.invoke(this) + " / " + walk();
        }
    }
    static int sum(int... xs) { int s = 0; for (int x : xs) s += x; return s; }
    static String join(String sep, Object... xs) { StringBuilder b = new StringBuilder(); for (Object x : xs) { if (b.length() > 0) b.append(sep); b.append(x); } return b.toString(); }
    static String three(String a, String b, String c) { return a + "|" + b + "|" + c; }
    static int twice(int x) { return 2 * x; }
    static String upper(String s) { return s.toUpperCase(); }
    static boolean isPositive(int x) { return x > 0; }
    static String pos(int x) { return "pos " + x; }
    static String neg(int x) { return "neg " + x; }
    static int parse(String s) { return Integer.parseInt(s); }
    static int recover(NumberFormatException e, String s) { return -s.length(); }
    static int count = 0;
    static void tick(String s) { count += s.length(); }
    static String withTick(String s) { return s + " after " + count; }
    static String sized(int n, String s) { return s + ":" + n; }

    static int cleanup(Throwable t, int r, String s) { p("cleanup " + (t == null ? "ok" : t.getClass().getSimpleName()) + " " + r + " " + s); return r + 1; }
    public static class Lazy { public static String hi() { return "lazy hi"; } }

    static void p(Object o) { System.out.println(o); }
    static void err(String what, Runnable0 r) {
        try { r.run(); p(what + ": no exception"); }
        catch (Throwable t) { p(what + ": " + t.getClass().getName() + ": " + String.valueOf(t.getMessage()).replaceAll("@[0-9a-f]+", "@X")); }
    }
    interface Runnable0 { void run() throws Throwable; }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup l = MethodHandles.lookup();
        Class<?> me = ReflectMethodHandles.class;
        // findSpecial / unreflectSpecial
        p(new Derived().viaSuper());
        p(new Runner().both());
        err("findSpecial not subclass", () -> l.findSpecial(Base.class, "greet", MethodType.methodType(String.class, String.class), ReflectMethodHandles.class));
        err("findSpecial other caller", () -> l.findSpecial(Base.class, "greet", MethodType.methodType(String.class, String.class), Derived.class));
        MethodHandle us = MethodHandles.privateLookupIn(Derived.class, l).unreflectSpecial(Base.class.getDeclaredMethod("greet", String.class), Derived.class);
        p(us.type() + " " + (String) us.invokeExact(new Derived(), "x"));
        err("findSpecial missing", () -> l.findSpecial(Base.class, "nope", MethodType.methodType(void.class), me));
        // varargs
        MethodHandle sum = l.findStatic(me, "sum", MethodType.methodType(int.class, int[].class));
        p(sum.isVarargsCollector() + " " + sum.type());
        p(sum.invoke(1, 2, 3) + " " + sum.invoke() + " " + sum.invoke(new int[] { 4, 5 }) + " " + sum.invokeWithArguments(6, 7, 8, 9));
        p((int) sum.invokeExact(new int[] { 10 }));
        MethodHandle fixed = sum.asFixedArity();
        p(fixed.isVarargsCollector() + " " + fixed.withVarargs(true).isVarargsCollector() + " " + sum.withVarargs(false).isVarargsCollector());
        err("fixed arity invoke", () -> fixed.invoke(1, 2));
        MethodHandle join = l.findStatic(me, "join", MethodType.methodType(String.class, String.class, Object[].class));
        p(join.invoke(",", "a", 1, 'c') + " " + join.invokeWithArguments("-", "x", "y") + " " + join.invokeWithArguments(Arrays.asList("+", 1, 2)));
        p(join.invoke("/", (Object) "solo") + " " + join.invoke("/", new Object[] { "o1", "o2" }));
        MethodHandle fmt = l.findStatic(String.class, "format", MethodType.methodType(String.class, String.class, Object[].class));
        p(fmt.isVarargsCollector() + " " + fmt.invoke("%s=%d", "k", 42));
        MethodHandle coll = join.asCollector(Object[].class, 2);
        p(coll.type() + " " + coll.invoke(":", "p", "q") + " " + coll.isVarargsCollector());
        MethodHandle three = l.findStatic(me, "three", MethodType.methodType(String.class, String.class, String.class, String.class));
        MethodHandle spread = three.asSpreader(Object[].class, 2);
        p(spread.type() + " " + spread.invoke("A", new Object[] { "B", "C" }));
        err("spread wrong length", () -> spread.invoke("A", new Object[] { "B" }));
        MethodHandle vc = three.asSpreader(String[].class, 3).asVarargsCollector(String[].class);
        p(vc.type() + " " + vc.isVarargsCollector() + " " + vc.invoke("u", "v", "w"));
        err("asVarargsCollector non-array", () -> three.asVarargsCollector(String.class));
        err("asSpreader too many", () -> three.asSpreader(Object[].class, 4));
        err("asCollector non-array", () -> three.asCollector(String.class, 2));
        // combinators
        MethodHandle twice = l.findStatic(me, "twice", MethodType.methodType(int.class, int.class));
        MethodHandle upper = l.findStatic(me, "upper", MethodType.methodType(String.class, String.class));
        MethodHandle ins = MethodHandles.insertArguments(three, 1, "X", "Y");
        p(ins.type() + " " + ins.invoke("W"));
        MethodHandle drop = MethodHandles.dropArguments(twice, 0, String.class, long.class);
        p(drop.type() + " " + drop.invoke("ignored", 5L, 21));
        MethodHandle dropL = MethodHandles.dropArguments(upper, 1, Arrays.asList(int.class));
        p(dropL.type() + " " + dropL.invoke("abc", 1));
        MethodHandle filt = MethodHandles.filterArguments(three, 1, upper, null);
        p(filt.type() + " " + filt.invoke("a", "b", "c"));
        err("filterArguments mismatch", () -> MethodHandles.filterArguments(three, 0, twice));
        MethodHandle fr = MethodHandles.filterReturnValue(upper, l.findVirtual(String.class, "length", MethodType.methodType(int.class)));
        p(fr.type() + " " + fr.invoke("hello"));
        err("filterReturnValue mismatch", () -> MethodHandles.filterReturnValue(twice, upper));
        MethodHandle tick = l.findStatic(me, "tick", MethodType.methodType(void.class, String.class));
        MethodHandle withTick = l.findStatic(me, "withTick", MethodType.methodType(String.class, String.class));
        MethodHandle fold = MethodHandles.foldArguments(withTick, tick);
        p(fold.type() + " " + fold.invoke("four"));
        MethodHandle len = l.findVirtual(String.class, "length", MethodType.methodType(int.class));
        MethodHandle sized = l.findStatic(me, "sized", MethodType.methodType(String.class, int.class, String.class));
        MethodHandle fold2 = MethodHandles.foldArguments(sized, len);
        p(fold2.type() + " " + fold2.invoke("seven!!"));
        MethodHandle perm = MethodHandles.permuteArguments(three, MethodType.methodType(String.class, String.class, String.class), 1, 0, 1);
        p(perm.type() + " " + perm.invoke("first", "second"));
        err("permute bad type", () -> MethodHandles.permuteArguments(three, MethodType.methodType(String.class, int.class), 0, 0, 0));
        err("permute bad count", () -> MethodHandles.permuteArguments(three, MethodType.methodType(String.class, String.class), 0, 0));
        MethodHandle test = l.findStatic(me, "isPositive", MethodType.methodType(boolean.class, int.class));
        MethodHandle gwt = MethodHandles.guardWithTest(test, l.findStatic(me, "pos", MethodType.methodType(String.class, int.class)), l.findStatic(me, "neg", MethodType.methodType(String.class, int.class)));
        p(gwt.type() + " " + gwt.invoke(3) + " " + gwt.invoke(-3));
        err("guardWithTest mismatch", () -> MethodHandles.guardWithTest(test, twice, upper));
        MethodHandle parse = l.findStatic(me, "parse", MethodType.methodType(int.class, String.class));
        MethodHandle safe = MethodHandles.catchException(parse, NumberFormatException.class, l.findStatic(me, "recover", MethodType.methodType(int.class, NumberFormatException.class, String.class)));
        p(safe.type() + " " + safe.invoke("12") + " " + safe.invoke("zzz"));
        MethodHandle thrower = MethodHandles.throwException(String.class, IllegalStateException.class);
        p(thrower.type());
        err("throwException", () -> { String s = (String) thrower.invokeExact(new IllegalStateException("boom")); });
        p(MethodHandles.constant(int.class, 7).type() + " " + MethodHandles.constant(int.class, 7).invoke());
        err("constant bad", () -> MethodHandles.constant(int.class, "x"));
        p(MethodHandles.identity(String.class).type() + " " + MethodHandles.identity(String.class).invoke("same"));
        p(MethodHandles.zero(double.class).invoke() + " " + MethodHandles.zero(String.class).invoke() + " " + MethodHandles.zero(void.class).type());
        MethodHandle empty = MethodHandles.empty(MethodType.methodType(long.class, String.class, int.class));
        p(empty.type() + " " + empty.invoke("a", 1));
        // arrays
        MethodHandle ag = MethodHandles.arrayElementGetter(int[].class);
        MethodHandle as = MethodHandles.arrayElementSetter(String[].class);
        MethodHandle ac = MethodHandles.arrayConstructor(String[].class);
        MethodHandle al = MethodHandles.arrayLength(long[].class);
        p(ag.type() + " " + as.type() + " " + ac.type() + " " + al.type());
        int[] ia = { 3, 4, 5 };
        p((int) ag.invokeExact(ia, 1) + " " + (int) al.invoke(new long[6]));
        String[] sa = (String[]) ac.invoke(2);
        as.invoke(sa, 1, "set");
        p(Arrays.toString(sa));
        err("array getter bounds", () -> { int x = (int) ag.invokeExact(ia, 9); });
        err("array setter store", () -> as.invoke(new Integer[1] instanceof Object[] ? (Object) new Integer[1] : null, 0, "s"));
        err("arrayElementGetter non-array", () -> MethodHandles.arrayElementGetter(String.class));
        err("arrayLength non-array", () -> MethodHandles.arrayLength(String.class));
        // invokers
        MethodType ti = MethodType.methodType(int.class, int.class);
        MethodHandle ex = MethodHandles.exactInvoker(ti);
        p(ex.type() + " " + (int) ex.invokeExact(twice, 8));
        err("exactInvoker wrong", () -> { int r = (int) ex.invokeExact(drop, 1); });
        MethodHandle inv = MethodHandles.invoker(MethodType.methodType(Object.class, Object.class));
        p(inv.type() + " " + inv.invoke(twice, 9));
        MethodHandle spi = MethodHandles.spreadInvoker(MethodType.methodType(String.class, String.class, String.class, String.class), 1);
        p(spi.type() + " " + spi.invoke(three, "s", new Object[] { "t", "u" }));
        // conversions and texts
        err("asType bad", () -> twice.asType(MethodType.methodType(int.class, String.class)));
        err("asType arity", () -> twice.asType(MethodType.methodType(int.class)));
        err("invokeExact wrong", () -> { Object o = twice.invokeExact(1); });
        err("invoke arity", () -> twice.invoke(1, 2));
        err("invokeWithArguments arity", () -> twice.invokeWithArguments(1, 2));
        err("invoke cce", () -> twice.invoke("str"));
        p(twice.asType(MethodType.methodType(long.class, byte.class)).invoke((byte) 4));
        p(twice.asType(MethodType.methodType(Object.class, Integer.class)).invoke(5));
        p(twice.asType(MethodType.methodType(void.class, int.class)).type());
        p(tick.asType(MethodType.methodType(int.class, String.class)).invoke("zz"));
        // lookups
        MethodHandles.Lookup pl = MethodHandles.privateLookupIn(Derived.class, l);
        p(l + " " + pl + " " + pl.lookupClass().getSimpleName() + " " + MethodHandles.publicLookup() + " " + l.in(Base.class) + " " + l.in(String.class));
        p(Integer.toBinaryString(l.lookupModes()) + " " + Integer.toBinaryString(pl.lookupModes()) + " " + Integer.toBinaryString(l.in(String.class).lookupModes()));
        p((String) pl.findVirtual(Derived.class, "who", MethodType.methodType(String.class)).invokeExact(new Derived()));
        MethodHandle sg = l.findStaticGetter(me, "count", int.class);
        MethodHandle ss = l.findStaticSetter(me, "count", int.class);
        ss.invokeExact(100);
        p(sg.type() + " " + ss.type() + " " + (int) sg.invokeExact());
        err("findStaticGetter wrong kind", () -> l.findGetter(me, "count", int.class));
        err("findGetter wrong type", () -> l.findStaticGetter(me, "count", long.class));
        // more combinators, call sites, Lookup.bind/defineClass
        MethodHandle coll2 = MethodHandles.collectArguments(three, 1, l.findStatic(me, "pos", MethodType.methodType(String.class, int.class)));
        p(coll2.type() + " " + coll2.invoke("a", 5, "c"));
        MethodHandle collVoid = MethodHandles.collectArguments(withTick, 0, tick);
        p(collVoid.type() + " " + collVoid.invoke("xy", "z"));
        p(MethodHandles.dropReturn(twice).type());
        MethodHandle dm = MethodHandles.dropArgumentsToMatch(twice, 0, Arrays.asList(String.class, int.class, long.class), 1);
        p(dm.type() + " " + dm.invoke("s", 4, 9L));
        MethodHandle cleanup = l.findStatic(me, "cleanup", MethodType.methodType(int.class, Throwable.class, int.class, String.class));
        MethodHandle tf = MethodHandles.tryFinally(parse, cleanup);
        p(tf.type() + " " + tf.invoke("41"));
        err("tryFinally rethrows", () -> tf.invoke("bad"));
        MethodHandle bound = l.bind("hello world", "indexOf", MethodType.methodType(int.class, String.class));
        p(bound.type() + " " + bound.invoke("world"));
        MethodHandle bfmt = l.bind(new StringBuilder("sb:"), "append", MethodType.methodType(StringBuilder.class, String.class));
        p(bfmt.invoke("x").toString());
        ConstantCallSite ccs = new ConstantCallSite(twice);
        p(ccs.type() + " " + ccs.dynamicInvoker().invoke(11) + " " + (ccs.getTarget() == twice));
        err("constant setTarget", () -> ccs.setTarget(twice));
        MutableCallSite mcs = new MutableCallSite(MethodType.methodType(int.class, int.class));
        MethodHandle dyn = mcs.dynamicInvoker();
        err("uninitialized", () -> dyn.invoke(1));
        mcs.setTarget(twice);
        p((int) dyn.invokeExact(6));
        mcs.setTarget(MethodHandles.identity(int.class));
        p((int) dyn.invokeExact(6));
        err("setTarget wrong type", () -> mcs.setTarget(upper));
        byte[] lazyBytes;
        try (java.io.InputStream in = me.getResourceAsStream("ReflectMethodHandles$Lazy.class")) { lazyBytes = in.readAllBytes(); }
        Class<?> lazy = l.defineClass(lazyBytes);
        p(lazy.getName() + " " + (lazy.getClassLoader() == me.getClassLoader()) + " " + lazy.getMethod("hi").invoke(null));
        err("defineClass again", () -> l.defineClass(lazyBytes));
        p(l.accessClass(Base.class).getSimpleName() + " " + l.ensureInitialized(Derived.class).getSimpleName());
        // MethodType
        MethodType mt = MethodType.methodType(void.class, int.class, String.class);
        p(mt + " " + mt.toMethodDescriptorString() + " " + mt.changeReturnType(List.class) + " " + mt.insertParameterTypes(1, long[].class, Object.class));
        p(mt.wrap() + " " + mt.wrap().unwrap() + " " + mt.erase() + " " + mt.generic() + " " + mt.hasPrimitives() + " " + mt.wrap().hasWrappers());
        p(MethodType.methodType(int.class, mt) + " " + MethodType.methodType(Object.class, Arrays.asList(int.class, char[][].class)) + " " + MethodType.genericMethodType(2, true));
        p(MethodType.fromMethodDescriptorString("(IJLjava/util/Map$Entry;)[Z", null) + " " + mt.equals(MethodType.fromMethodDescriptorString("(ILjava/lang/String;)V", me.getClassLoader())));
        p(mt.parameterList() + " " + mt.lastParameterType() + " " + mt.dropParameterTypes(0, 1) + " " + mt.appendParameterTypes(Base.class) + " " + mt.changeParameterType(0, Derived[].class));
        err("bad descriptor", () -> MethodType.fromMethodDescriptorString("(I", null));
        err("bad descriptor 2", () -> MethodType.fromMethodDescriptorString("I)V", null));
        err("missing class", () -> MethodType.fromMethodDescriptorString("(Lno/Such;)V", null));
        err("void param", () -> MethodType.methodType(void.class, void.class));
        err("drop range", () -> mt.dropParameterTypes(1, 3));
    }
}
