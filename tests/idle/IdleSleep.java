// Thread.sleep(Long.MAX_VALUE): nothing should ever wake up.
public class IdleSleep {
    public static void main(String[] args) throws InterruptedException {
        System.out.println("sleeping");
        Thread.sleep(Long.MAX_VALUE);
    }
}
