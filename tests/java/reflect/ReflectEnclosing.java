import java.lang.reflect.*;
import java.util.*;
import java.util.function.*;

public class ReflectEnclosing {
    static Class<?> fromStaticInit;
    Class<?> fromCtor;
    Class<?> fromCtorLocal;

    static {
        fromStaticInit = new Object() { }.getClass();
    }

    ReflectEnclosing(String s) {
        fromCtor = new Object() { }.getClass();
        class InCtor { }
        fromCtorLocal = InCtor.class;
    }

    static <T extends CharSequence> Class<?> generic(T t) {
        class Holder {
            T value;
            List<T> values;
        }
        return Holder.class;
    }

    static void show(String label, Class<?> c) {
        System.out.println(label + ": " + c.getName() + " simple=[" + c.getSimpleName() + "] canonical="
                + c.getCanonicalName() + " anon=" + c.isAnonymousClass() + " local=" + c.isLocalClass()
                + " member=" + c.isMemberClass());
        System.out.println("  enclosingClass=" + c.getEnclosingClass() + " declaring=" + c.getDeclaringClass()
                + " method=" + c.getEnclosingMethod() + " ctor=" + c.getEnclosingConstructor());
    }

    interface Outer {
        interface Inner {
            class Deepest { }
        }
    }

    public static void main(String[] args) throws Exception {
        ReflectEnclosing r = new ReflectEnclosing("x");
        show("static init", fromStaticInit);
        show("ctor anonymous", r.fromCtor);
        show("ctor local", r.fromCtorLocal);
        Supplier<Class<?>> inLambda = () -> {
            class InLambda { }
            return InLambda.class;
        };
        show("lambda local", inLambda.get());
        show("deep member", Outer.Inner.Deepest.class);
        System.out.println(Arrays.toString(Outer.class.getDeclaredClasses()) + " "
                + Outer.Inner.Deepest.class.getDeclaringClass() + " " + Modifier.toString(Outer.Inner.Deepest.class.getModifiers()));
        Class<?> holder = generic("s");
        show("generic local", holder);
        Field value = holder.getDeclaredField("value");
        TypeVariable<?> tv = (TypeVariable<?>) value.getGenericType();
        System.out.println(tv + " bounds " + Arrays.toString(tv.getBounds()) + " declared by "
                + tv.getGenericDeclaration());
        System.out.println(holder.getDeclaredField("values").getGenericType());
        Object anon = new Comparator<String>() {
            public int compare(String a, String b) { return a.compareTo(b); }
        };
        System.out.println(Arrays.toString(anon.getClass().getGenericInterfaces()) + " "
                + anon.getClass().getGenericSuperclass() + " " + Modifier.toString(anon.getClass().getModifiers()));
        Constructor<?> c = ReflectEnclosing.class.getDeclaredConstructor(String.class);
        System.out.println(c + " | " + c.toGenericString() + " | " + c.getName() + " " + c.getParameterCount());
    }
}
