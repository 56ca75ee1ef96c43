// A thread in a Thread.sleep(1000) loop: the floor is one wake-up a second.
// Prints "sleeping" once; a sleep that ends more than 1 ms early prints
// "IdleSleep FAIL" and exits 1 (it prints nothing else, so as to make no system
// call of its own between wake-ups).
public class IdleSleep {
    public static void main(String[] args) throws InterruptedException {
        System.out.println("sleeping");
        for (;;) {
            long t0 = System.nanoTime();
            Thread.sleep(1000);
            long ms = (System.nanoTime() - t0) / 1000000;
            if (ms < 999) {
                System.out.println("IdleSleep FAIL: sleep(1000) returned after " + ms + " ms");
                System.exit(1);
            }
        }
    }
}
