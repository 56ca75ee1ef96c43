import java.util.ArrayList;
import java.util.List;

/** The bundled example: a few lines of ordinary Java. */
public class Hello {
    public static void main(String[] args) {
        List<String> words = new ArrayList<>();
        for (String w : "hello from a tiny JVM".split(" "))
            words.add(w.substring(0, 1).toUpperCase() + w.substring(1));
        System.out.println(String.join(" ", words));
        int sum = 0;
        for (int i = 1; i <= 100; i++)
            sum += i;
        System.out.printf("1 + 2 + ... + 100 = %d%n", sum);
        Runnable r = () -> System.out.println("lambdas work, and so does " + 42 + " concatenation");
        r.run();
    }
}
