// An exception escaping a thread's run() is printed on stderr as
// 'Exception in thread "NAME" ...'; the thread dies, main continues and exits 0.
// An UncaughtExceptionHandler replaces the default printing.
public class ThreadUncaught {
    static class Worker extends Thread {
        Worker(String name) { super(name); }
        @Override public void run() { compute(3); }
        void compute(int n) {
            if (n == 0) throw new IllegalStateException("worker failed");
            compute(n - 1);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Worker w = new Worker("worker-1");
        w.start();
        w.join();
        System.out.println("main continues, worker alive: " + w.isAlive());
        Worker handled = new Worker("worker-2");
        handled.setUncaughtExceptionHandler((t, e) -> System.out.println("handler got " + e.getMessage() + " from " + t.getName()));
        handled.start();
        handled.join();
        System.out.println("main ends normally");
    }
}
