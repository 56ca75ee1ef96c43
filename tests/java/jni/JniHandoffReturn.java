// skip: run by tests/run-jni-tests.py (needs the tests/jni libraries)
// timeout: 10
// The main thread's first switch ever comes when it returns from a long
// native whose carrier slot was handed over meanwhile (mn --carriers=1, a
// thread waiting to run): it must be queued where a carrier sees it.
public class JniHandoffReturn {
    static volatile boolean ran;

    public static void main(String[] args) throws InterruptedException {
        Thread other = new Thread(() -> ran = true);
        other.start();
        long[] count = new long[1];
        JniBlocking.sleepWatching(count, 60);
        other.join();
        System.out.println("back from the native; the other thread ran: " + ran);
        Thread later = new Thread(() -> System.out.println("a thread started after it ran too"));
        later.start();
        later.join();
    }
}
