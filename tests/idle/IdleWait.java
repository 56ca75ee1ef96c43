// Seed 001 (JDK 1.3): one thread in o.wait() forever.
public class IdleWait {
    public static void main(String[] args) throws InterruptedException {
        Object o = new Object();
        System.out.println("waiting");
        synchronized (o) {
            o.wait();
        }
    }
}
