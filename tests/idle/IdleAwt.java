// Seed 000 (JDK-4036992): the TestAccept program once called
// Toolkit.getDefaultToolkit() and then sat idle; here it sleeps instead of
// accept()ing, so that only the toolkit's input loop (and the clock) can
// make system calls.
import java.awt.Toolkit;

public class IdleAwt {
    public static void main(String[] args) throws InterruptedException {
        Toolkit.getDefaultToolkit();
        System.out.println("Waiting on connection...");
        Thread.sleep(Long.MAX_VALUE);
    }
}
