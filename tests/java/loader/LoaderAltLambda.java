import java.io.Serializable;
import java.util.Comparator;
import java.util.function.Function;
import java.util.function.Supplier;

// LambdaMetafactory.altMetafactory, which javac uses for serializable lambdas,
// intersection casts with marker interfaces, and interfaces that need bridges.
public class LoaderAltLambda {
    interface Marker {
    }

    interface Other {
    }

    interface Base<T> {
        T make();
    }

    interface Strings extends Base<String> {
        String make();
    }

    public static void main(String[] args) {
        Runnable r = (Runnable & Serializable) () -> System.out.println("serializable lambda runs");
        r.run();
        System.out.println("serializable " + (r instanceof Serializable) + ", marker " + (r instanceof Marker));
        Supplier<String> s = (Supplier<String> & Marker & Other) () -> "with markers";
        System.out.println(s.get() + " " + (s instanceof Marker) + " " + (s instanceof Other) + " "
                + (s instanceof Serializable));
        int base = 40;
        Function<Integer, Integer> f = (Function<Integer, Integer> & Serializable) x -> x + base + 1;
        System.out.println(f.apply(1));
        Comparator<String> c = (Comparator<String> & Serializable) String::compareTo;
        System.out.println(c.compare("a", "b") + " " + c.reversed().compare("a", "b"));
        Strings st = () -> "bridged";
        Base<String> b = st;
        System.out.println(st.make() + " " + b.make());
        Strings ss = (Strings & Serializable) () -> "bridged and serializable";
        Base<String> bs = ss;
        System.out.println(bs.make() + " " + (bs instanceof Serializable));
        Runnable m = (Runnable & Serializable) LoaderAltLambda::hello;
        m.run();
    }

    static void hello() {
        System.out.println("method reference");
    }
}
