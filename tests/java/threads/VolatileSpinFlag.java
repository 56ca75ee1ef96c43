// Busy loops on volatile flags must end: main spins until a worker sets a flag,
// a worker spins until main sets one, and two threads alternate through a
// volatile turn variable without ever blocking (on a single-CPU scheduler this
// needs preemption of the spinning thread).
public class VolatileSpinFlag {
    static volatile boolean workerDone;
    static volatile boolean mainSaysGo;
    static volatile int turn;
    static volatile long spinsA, spinsB;

    public static void main(String[] args) throws InterruptedException {
        Thread setter = new Thread(() -> {
            long x = 0;
            for (int i = 0; i < 100_000; i++) x += i;
            if (x > 0) workerDone = true;
        });
        setter.start();
        while (!workerDone) { }
        System.out.println("main saw the worker's flag");
        setter.join();

        long[] spun = new long[1];
        Thread spinner = new Thread(() -> {
            long n = 0;
            spinnerStarted = true;
            while (!mainSaysGo) n++;
            spun[0] = n;
        });
        spinner.start();
        // wait until the spinner is spinning, then set the flag from main
        while (!spinnerStarted) Thread.sleep(1);
        Thread.sleep(10);
        mainSaysGo = true;
        spinner.join();
        System.out.println("worker saw main's flag");

        final int rounds = 20;
        long[] sums = new long[2];
        Thread a = new Thread(() -> {
            for (int i = 0; i < rounds; i++) {
                while (turn != 0) { }
                sums[0] += i;
                turn = 1;
            }
        });
        Thread b = new Thread(() -> {
            for (int i = 0; i < rounds; i++) {
                while (turn != 1) { }
                sums[1] += 2 * i;
                turn = 0;
            }
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("alternated " + rounds + " rounds: " + sums[0] + " " + sums[1] + ", turn " + turn);

        // several spinners at once, all released by one flag
        final int n = 3;
        Thread[] ts = new Thread[n];
        int[] done = new int[n];
        for (int i = 0; i < n; i++) {
            final int id = i;
            ts[i] = new Thread(() -> { while (!releaseAll) { } done[id] = 1; });
            ts[i].start();
        }
        Thread.sleep(20);
        releaseAll = true;
        int total = 0;
        for (int i = 0; i < n; i++) { ts[i].join(); total += done[i]; }
        System.out.println("spinners released: " + total);
    }

    static volatile boolean releaseAll;
    static volatile boolean spinnerStarted;
}
