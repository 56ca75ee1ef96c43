// skip: run by tests/run-jni-tests.py (needs the tests/jni libraries)
import java.util.concurrent.atomic.AtomicInteger;

public class JniStress {
    static {
        System.loadLibrary("jnirefs");
    }

    public static void main(String[] args) throws InterruptedException {
        AtomicInteger ok = new AtomicInteger();
        Thread[] ts = new Thread[4];
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread(() -> {
                for (int k = 0; k < 10; k++) {
                    if (JniRefs.manyLocals(300) == 300 && JniRefs.frames(3).equals("3<2<1<bottom")
                            && JniRefs.stash().endsWith(" 7 8 9")) {
                        ok.incrementAndGet();
                    }
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        System.out.println("rounds ok: " + ok.get());
    }
}
