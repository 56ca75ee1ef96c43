// LinkedTransferQueue: queue operations, tryTransfer with and without a waiting consumer,
// timed tryTransfer withdrawing its element, transfer handing each element to a consumer
// thread before returning, waiting-consumer counts, exceptions, iteration and drainTo.
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.LinkedTransferQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TransferQueue;

public class TransferQueues {
    static void waitForConsumers(TransferQueue<?> q, int n) throws InterruptedException {
        while (q.getWaitingConsumerCount() != n) Thread.sleep(1);
    }

    public static void main(String[] args) throws Exception {
        LinkedTransferQueue<String> q = new LinkedTransferQueue<>(List.of("a", "b"));
        q.put("c");
        q.add("d");
        System.out.println(q + " size " + q.size() + " peek " + q.peek() + " remaining " + q.remainingCapacity()
                + " offer timed " + q.offer("e", 1, TimeUnit.SECONDS));
        System.out.println("waiting " + q.hasWaitingConsumer() + " " + q.getWaitingConsumerCount());
        System.out.println("tryTransfer none " + q.tryTransfer("x") + " -> " + q);
        System.out.println("timed tryTransfer none " + q.tryTransfer("y", 5, TimeUnit.MILLISECONDS) + " -> " + q);
        System.out.println("poll " + q.poll() + " remove c " + q.remove("c") + " contains d " + q.contains("d")
                + " contains null " + q.contains(null) + " -> " + q);
        for (Iterator<String> it = q.iterator(); it.hasNext();) if (it.next().equals("d")) it.remove();
        System.out.println("after iterator remove " + q);
        List<String> sink = new ArrayList<>();
        System.out.println("drainTo " + q.drainTo(sink) + " " + sink + " -> " + q + " isEmpty " + q.isEmpty());
        System.out.println("poll empty " + q.poll() + " timed " + q.poll(5, TimeUnit.MILLISECONDS));
        try { q.offer(null); } catch (NullPointerException e) { System.out.println("offer null NPE"); }
        try { q.transfer(null); } catch (NullPointerException e) { System.out.println("transfer null NPE"); }
        try { q.tryTransfer(null); } catch (NullPointerException e) { System.out.println("tryTransfer null NPE"); }
        try { q.drainTo(q); } catch (IllegalArgumentException e) { System.out.println("drainTo self IAE"); }
        try { q.remove(); } catch (java.util.NoSuchElementException e) { System.out.println("remove empty NSEE"); }

        final LinkedTransferQueue<Integer> t = new LinkedTransferQueue<>();
        final List<Integer> got = new ArrayList<>();
        Thread consumer = new Thread(() -> {
            try {
                for (;;) {
                    Integer v = t.take();
                    if (v < 0) return;
                    synchronized (got) { got.add(v); }
                }
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        consumer.start();
        waitForConsumers(t, 1);
        System.out.println("consumer waiting " + t.hasWaitingConsumer() + " " + t.getWaitingConsumerCount());
        System.out.println("tryTransfer to waiting " + t.tryTransfer(100));
        boolean inOrder = true;
        for (int i = 1; i <= 200; i++) {
            t.transfer(i);
            synchronized (got) {
                // transfer returns once the consumer has taken i; it may not have stored it yet
                if (got.size() < i - 1) inOrder = false;
            }
        }
        t.transfer(-1);
        consumer.join();
        long sum = 0;
        for (int v : got) sum += v;
        System.out.println("transferred " + got.size() + " sum " + sum + " first " + got.get(0)
                + " handed before return " + inOrder + " left " + t.size());
        System.out.println("timed tryTransfer, nobody " + t.tryTransfer(7, 5, TimeUnit.MILLISECONDS) + " size " + t.size()
                + " array " + Arrays.toString(t.toArray()));
    }
}
