/** Seed 003: T threads call Runtime.availableProcessors(), maxMemory() and freeMemory()
 *  in a loop, as HotSpot's compiler threads polled os::available_memory.  Prints the
 *  queries made (3 per round) so the driver (benchmarks/container.py) can divide.
 *  usage: ContainerQueries THREADS ROUNDS_PER_THREAD */
public class ContainerQueries {
    static volatile long sink;

    public static void main(String[] args) throws Exception {
        int threads = Integer.parseInt(args[0]);
        final int rounds = Integer.parseInt(args[1]);
        Runtime rt = Runtime.getRuntime();
        Thread[] ts = new Thread[threads];
        for (int i = 0; i < threads; i++) {
            ts[i] = new Thread(() -> {
                long s = 0;
                for (int r = 0; r < rounds; r++) {
                    s += rt.availableProcessors();
                    s += rt.maxMemory();
                    s += rt.freeMemory();
                }
                sink += s;
            });
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        System.out.println("queries " + 3L * threads * rounds);
    }
}
