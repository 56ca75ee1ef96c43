import java.lang.ref.WeakReference;

// Interned strings are weak: one nothing else references is collected; literals are
// kept by their class; intern() still returns one instance per content.
public class WeakIntern {
    static final String LITERAL = "weak-intern-literal";

    /** Interns 100 new strings, each weakly referenced; returns the 8th, kept strongly. */
    static String fill(WeakReference<String>[] fresh) {
        String held = null;
        for (int i = 0; i < fresh.length; i++) {
            String s = new StringBuilder("fresh-").append(i).append("-x").toString().intern();
            if (i == 7) {
                held = s;
            }
            fresh[i] = new WeakReference<>(s);
        }
        return held;
    }

    public static void main(String[] args) throws Exception {
        String built = new StringBuilder("weak-intern-").append("literal").toString();
        System.out.println("literal == built: " + (built == LITERAL) + ", after intern: "
                + (built.intern() == LITERAL));
        String a = new StringBuilder("same-").append(1).toString();
        String b = new StringBuilder("same-").append(1).toString();
        System.out.println("one instance: " + (a.intern() == b.intern()) + " a itself: " + (a.intern() == a));

        WeakReference<String> lit = new WeakReference<>(LITERAL);
        WeakReference<String>[] fresh = new WeakReference[100];
        String held = fill(fresh);
        int cleared = 0;
        for (int round = 0; round < 20; round++) {
            System.gc();
            cleared = 0;
            for (WeakReference<String> w : fresh) {
                if (w.get() == null) {
                    cleared++;
                }
            }
            if (cleared == fresh.length - 1) {
                break;
            }
            Thread.sleep(10);
        }
        System.out.println("fresh interned strings collected: " + cleared + " of " + fresh.length);
        System.out.println("held one kept: " + (fresh[7].get() == held) + " " + held);
        System.out.println("literal kept: " + (lit.get() == LITERAL));
        String again = new StringBuilder("fresh-").append(7).append("-x").toString();
        System.out.println("held is still the interned one: " + (again.intern() == held));
        String re = new StringBuilder("fresh-").append(3).append("-x").toString();
        System.out.println("re-interned after collection is itself: " + (re.intern() == re));
    }
}
