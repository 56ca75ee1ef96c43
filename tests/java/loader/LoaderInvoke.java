import java.lang.invoke.*;
import java.util.*;

// java.lang.invoke over reflection: lookups, invokeExact/invoke at call sites of any
// descriptor, invokeWithArguments, bindTo, asType, MethodType.
public class LoaderInvoke {
  private int x = 5; static String s = "st";
  public LoaderInvoke() {} public LoaderInvoke(int x) { this.x = x; }
  public int add(int a) { return x + a; }
  public static String hi(String n, int k) { return "hi " + n + k; }
  private String priv() { return "private"; }
  public static void main(String[] a) throws Throwable {
    MethodHandles.Lookup l = MethodHandles.lookup();
    System.out.println(l + " " + l.lookupClass());
    // lookups
    MethodHandle add = l.findVirtual(LoaderInvoke.class, "add", MethodType.methodType(int.class, int.class));
    System.out.println(add + " " + add.type());
    System.out.println((int) add.invokeExact(new LoaderInvoke(), 3));
    System.out.println(add.invoke(new LoaderInvoke(1), 3));
    System.out.println(add.invokeWithArguments(new LoaderInvoke(2), 3));
    MethodHandle hi = l.findStatic(LoaderInvoke.class, "hi", MethodType.methodType(String.class, String.class, int.class));
    System.out.println((String) hi.invokeExact("bob", 1));
    System.out.println(hi.bindTo("al").invoke(2) + " " + hi.bindTo("al").type());
    MethodHandle ctor = l.findConstructor(LoaderInvoke.class, MethodType.methodType(void.class, int.class));
    System.out.println(ctor.type() + " " + ((LoaderInvoke) ctor.invoke(9)).x);
    MethodHandle g = l.findGetter(LoaderInvoke.class, "x", int.class);
    System.out.println(g.type() + " " + (int) g.invokeExact(new LoaderInvoke(4)));
    MethodHandle sg = l.findStaticGetter(LoaderInvoke.class, "s", String.class);
    System.out.println((String) sg.invokeExact());
    MethodHandle ss = l.findSetter(LoaderInvoke.class, "x", int.class);
    LoaderInvoke m = new LoaderInvoke(); ss.invoke(m, 77); System.out.println(m.x + " " + ss.type());
    MethodHandle p = l.findVirtual(LoaderInvoke.class, "priv", MethodType.methodType(String.class));
    System.out.println((String) p.invokeExact(new LoaderInvoke()));
    try { Object o = add.invokeExact(new LoaderInvoke(), 3); } catch (WrongMethodTypeException e) { System.out.println(e.getMessage()); }
    try { l.findVirtual(LoaderInvoke.class, "nope", MethodType.methodType(void.class)); } catch (NoSuchMethodException e) { System.out.println(e.getMessage()); }
    try { l.findStatic(LoaderInvoke.class, "add", MethodType.methodType(int.class, int.class)); } catch (IllegalAccessException e) { System.out.println(e.getMessage()); }
    try { MethodHandles.publicLookup().findVirtual(LoaderInvoke.class, "priv", MethodType.methodType(String.class)); } catch (IllegalAccessException e) { System.out.println(e.getMessage()); }
    try { add.invoke("str", 3); } catch (ClassCastException e) { System.out.println(e.getMessage()); }
    MethodType mt = MethodType.methodType(String.class, int.class, Object[].class);
    System.out.println(mt + " " + mt.toMethodDescriptorString() + " " + mt.parameterCount() + " " + mt.wrap() + " " + mt.generic() + " " + mt.changeReturnType(void.class) + " " + mt.dropParameterTypes(0,1));
    MethodHandle len = l.findVirtual(String.class, "length", MethodType.methodType(int.class));
    System.out.println((int) len.invokeExact("hello") + " " + len.asType(MethodType.methodType(Object.class, String.class)).invoke("hey"));
    MethodHandle um = l.unreflect(LoaderInvoke.class.getMethod("add", int.class));
    System.out.println(um.invoke(new LoaderInvoke(), 10));
    List<Integer> li = new ArrayList<>(); MethodHandle addL = l.findVirtual(List.class, "add", MethodType.methodType(boolean.class, Object.class));
    System.out.println((boolean) addL.invokeExact(li, (Object) 4) + " " + li);
    MethodHandle thr = l.findStatic(Integer.class, "parseInt", MethodType.methodType(int.class, String.class));
    try { int r = (int) thr.invokeExact("zz"); } catch (NumberFormatException e) { System.out.println(e); }
    MethodHandle mix = l.findStatic(LoaderInvoke.class, "mix", MethodType.methodType(double.class, long.class, double.class, char.class, boolean.class, byte.class, short.class, float.class));
    System.out.println((double) mix.invokeExact(1L << 40, 0.25, 'c', true, (byte) -2, (short) 300, 1.5f));
    long wide = (long) add.invoke(new LoaderInvoke(), 1);
    System.out.println("widened " + wide);
    MethodHandle v = l.findStatic(LoaderInvoke.class, "say", MethodType.methodType(void.class, String.class));
    v.invokeExact("void works");
    v.invoke((Object) "via invoke");
    MethodHandle ins = MethodHandles.insertArguments(hi, 1, 99);
    System.out.println(ins.type() + " " + ins.invoke("ins"));
    System.out.println(MethodHandles.constant(String.class, "k").invoke() + " " + MethodHandles.identity(int.class).invoke(5));
    System.out.println(MethodType.fromMethodDescriptorString("(J[ILjava/lang/String;)[[Ljava/lang/Object;", null));
    try { MethodType.methodType(void.class, void.class); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
    try { add.invokeWithArguments(new LoaderInvoke()); } catch (WrongMethodTypeException e) { System.out.println("wrong count"); }
    try { int r = (int) add.invokeExact((LoaderInvoke) null, 1); } catch (NullPointerException e) { System.out.println("null receiver"); }
    System.out.println(l.lookupClass().getName() + " " + MethodHandles.lookup().in(String.class).lookupClass().getName());
  }
  static double mix(long a, double b, char c, boolean d, byte e, short f, float g) { return a / 1024.0 + b + c + (d ? 1 : 0) + e + f + g; }
  static void say(String s) { System.out.println(s); }
}
