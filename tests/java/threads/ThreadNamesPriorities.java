// Default names Thread-N count up per constructed thread (named constructors do
// not use a number); setName; toString; priorities 1..10 with the default
// inherited from the creating thread; out-of-range priorities are rejected;
// getId is unique and currentThread is the thread itself.
import java.util.HashSet;
import java.util.Set;

public class ThreadNamesPriorities {
    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> { });
        Thread named = new Thread(() -> { }, "custom");
        Thread b = new Thread(() -> { });
        Thread c = new Thread("also-custom");
        Thread d = new Thread();
        System.out.println(a.getName() + " " + named.getName() + " " + b.getName() + " " + c.getName() + " " + d.getName());
        b.setName("renamed");
        System.out.println("after setName: " + b.getName());
        System.out.println("toString: " + a + " | " + named);
        System.out.println("main: " + Thread.currentThread() + ", id " + Thread.currentThread().getId());

        String[] seen = new String[1];
        Thread self = new Thread(() -> {
            Thread me = Thread.currentThread();
            me.setName("changed-inside");
            seen[0] = me.getName() + " prio " + me.getPriority();
        });
        self.start();
        self.join();
        System.out.println("renamed itself: " + seen[0] + ", outside sees " + self.getName());

        System.out.println("priorities: min " + Thread.MIN_PRIORITY + ", norm " + Thread.NORM_PRIORITY + ", max " + Thread.MAX_PRIORITY);
        int[] childPrio = new int[1];
        Thread parent = new Thread(() -> {
            Thread child = new Thread(() -> { });
            childPrio[0] = child.getPriority();
        });
        parent.setPriority(8);
        parent.start();
        parent.join();
        System.out.println("parent 8 -> child " + childPrio[0] + ", main's new threads " + new Thread(() -> { }).getPriority());
        Thread p = new Thread(() -> { });
        for (int pr : new int[] { 1, 10, 3 }) {
            p.setPriority(pr);
            System.out.print(p.getPriority() + " ");
        }
        System.out.println();
        for (int bad : new int[] { 0, 11, -1 }) {
            try {
                p.setPriority(bad);
                System.out.println("accepted " + bad + "?");
            } catch (IllegalArgumentException e) {
                System.out.println("setPriority(" + bad + "): IllegalArgumentException");
            }
        }
        long[] counts = new long[2];
        Thread lo = new Thread(() -> { for (int i = 0; i < 100000; i++) counts[0]++; });
        Thread hi = new Thread(() -> { for (int i = 0; i < 100000; i++) counts[1]++; });
        lo.setPriority(Thread.MIN_PRIORITY);
        hi.setPriority(Thread.MAX_PRIORITY);
        lo.start();
        hi.start();
        lo.join();
        hi.join();
        System.out.println("both priorities ran to the end: " + counts[0] + " " + counts[1]);

        Set<Long> ids = new HashSet<>();
        Thread[] many = new Thread[20];
        for (int i = 0; i < many.length; i++) { many[i] = new Thread(() -> { }); ids.add(many[i].getId()); }
        System.out.println("distinct ids: " + ids.size() + ", increasing: " + (many[19].getId() > many[0].getId()));
        System.out.println("next default name: " + new Thread().getName());
        try {
            new Thread((String) null);
        } catch (NullPointerException e) {
            System.out.println("null name: NullPointerException");
        }
        Thread started = new Thread(() -> { });
        started.start();
        started.join();
        try {
            started.start();
        } catch (IllegalThreadStateException e) {
            System.out.println("start twice: IllegalThreadStateException");
        }
    }
}
