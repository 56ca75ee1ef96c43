// Lambdas capturing effectively-final locals, parameters, this, instance fields
// (read live through this), static fields, and loop variables (one capture per iteration).
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntSupplier;
import java.util.function.Supplier;

public class CapturingLambdas {
    int counter = 0;
    static int staticCounter = 100;
    final String name;

    CapturingLambdas(String name) { this.name = name; }

    Supplier<String> describer(String suffix) {
        return () -> name + "#" + (++counter) + suffix;
    }

    Runnable incrementer() { return () -> counter += 10; }

    public static void main(String[] args) {
        int base = 5;
        String word = "captured";
        long big = 1L << 40;
        double ratio = 0.5;
        char ch = 'c';
        boolean flag = true;
        Supplier<String> s = () -> word + " " + base + " " + big + " " + ratio + " " + ch + " " + flag;
        System.out.println(s.get());
        CapturingLambdas obj = new CapturingLambdas("obj");
        Supplier<String> d = obj.describer("!");
        System.out.println(d.get() + " " + d.get());
        obj.incrementer().run();
        System.out.println("counter after incrementer: " + obj.counter + ", next: " + d.get());
        IntSupplier st = () -> staticCounter * 2;
        staticCounter = 7;
        System.out.println("static read live: " + st.getAsInt());
        List<IntSupplier> perIteration = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            int copy = i * i;
            perIteration.add(() -> copy);
        }
        for (String w : new String[] { "x", "yy" }) perIteration.add(w::length);
        StringBuilder sb = new StringBuilder();
        for (IntSupplier p : perIteration) sb.append(p.getAsInt()).append(' ');
        System.out.println(sb.toString().trim());
        int[] box = { 0 };
        Runnable mutateArray = () -> box[0]++;
        for (int i = 0; i < 3; i++) mutateArray.run();
        System.out.println("array box: " + box[0]);
        Supplier<Supplier<String>> nested = () -> () -> "nested " + word;
        System.out.println(nested.get().get());
        Runnable noCapture = () -> System.out.println("no capture");
        noCapture.run();
        Object captured = new Object() { public String toString() { return "anon-in-lambda " + base; } };
        Supplier<Object> so = () -> captured;
        System.out.println(so.get());
    }
}
