// An uncaught exception in a thread with a default name prints
// 'Exception in thread "Thread-0" ...' with its stack on stderr; that thread
// dies, the others and main go on, and the exit status is 0. A per-thread
// handler and the default handler replace the printing; an exception with a
// cause prints "Caused by". (Thread subclasses override run(), so every frame
// printed is one of this class's.)
public class UncaughtDefaultName {
    static void level3(int x) {
        if (x > 0) throw new IllegalStateException("bad state " + x);
    }

    static void level2(int x) { level3(x); }

    static void level1(int x) { level2(x); }

    static class Failing extends Thread {
        final int x;
        Failing(int x) { this.x = x; }
        Failing(int x, String name) { super(name); this.x = x; }
        @Override public void run() { level1(x); }
    }

    static class Wrapping extends Thread {
        @Override public void run() {
            try {
                level1(7);
            } catch (IllegalStateException e) {
                throw new RuntimeException("wrapped", e);
            }
        }
    }

    static class Counting extends Thread {
        int counter;
        @Override public void run() { for (int i = 0; i < 1000; i++) counter++; }
    }

    static class ErrorThrowing extends Thread {
        @Override public void run() { throw new Error("plain error"); }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t0 = new Failing(1);
        t0.start();
        t0.join();
        System.out.println(t0.getName() + " died: alive " + t0.isAlive() + ", state " + t0.getState());

        Counting ok = new Counting();
        ok.start();
        ok.join();
        System.out.println("other thread still works: " + ok.counter);

        Thread t2 = new Wrapping();
        t2.start();
        t2.join();

        Thread t3 = new Failing(3);
        t3.setUncaughtExceptionHandler((t, e) ->
                System.out.println("handler: " + t.getName() + " threw " + e.getClass().getName() + ": " + e.getMessage()));
        t3.start();
        t3.join();

        Thread.setDefaultUncaughtExceptionHandler((t, e) ->
                System.out.println("default handler: " + t.getName() + " " + e.getMessage()));
        Thread t4 = new Failing(4);
        t4.start();
        t4.join();
        Thread t5 = new Failing(5, "named-five");
        t5.setUncaughtExceptionHandler((t, e) -> System.out.println("own handler wins over default: " + t.getName()));
        t5.start();
        t5.join();
        System.out.println("handler of a finished thread: " + t5.getUncaughtExceptionHandler());
        Thread.setDefaultUncaughtExceptionHandler(null);
        Thread t6 = new ErrorThrowing();
        t6.start();
        t6.join();
        Thread t7 = new Failing(8, "named-eight");
        t7.start();
        t7.join();
        System.out.println("main ends normally");
    }
}
