public class ThreadInterruptEnded {
    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> {});
        a.interrupt();
        System.out.println("unstarted, interrupted: " + a.isInterrupted());
        final boolean[] seen = new boolean[2];
        Thread b = new Thread(() -> { seen[0] = Thread.currentThread().isInterrupted(); seen[1] = Thread.interrupted(); });
        b.interrupt();
        b.start();
        b.join();
        System.out.println("started after interrupt, saw: " + seen[0] + " " + seen[1] + ", after end: " + b.isInterrupted());
        Thread c = new Thread(() -> {});
        c.start();
        c.join();
        System.out.println("ended: " + c.isInterrupted() + " alive " + c.isAlive());
        c.interrupt();
        System.out.println("ended, interrupted: " + c.isInterrupted());
        c.interrupt();
        System.out.println("again: " + c.isInterrupted());
        Thread d = new Thread(() -> Thread.currentThread().interrupt());
        d.start();
        d.join();
        System.out.println("self-interrupted then ended: " + d.isInterrupted());
        Thread e = new Thread(() -> { try { Thread.sleep(100000); } catch (InterruptedException x) { System.out.println("sleep interrupted, flag " + Thread.currentThread().isInterrupted()); } });
        e.start();
        e.interrupt();
        e.join();
        System.out.println("after interrupted sleep: " + e.isInterrupted());
        Thread.currentThread().interrupt();
        System.out.println("main: " + Thread.currentThread().isInterrupted() + " " + Thread.interrupted() + " " + Thread.interrupted());
    }
}
