import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;

public class FlowPublisher {
    static final class Rec implements Flow.Subscriber<Integer> {
        final List<String> log = Collections.synchronizedList(new ArrayList<String>());
        final CountDownLatch done = new CountDownLatch(1);
        final long initial;
        final long each;
        final int failAt;
        Flow.Subscription sub;
        Rec(long initial, long each, int failAt) { this.initial = initial; this.each = each; this.failAt = failAt; }
        public void onSubscribe(Flow.Subscription s) { sub = s; log.add("subscribe"); if (initial > 0) s.request(initial); }
        public void onNext(Integer item) {
            log.add("next " + item);
            if (item == failAt) throw new IllegalStateException("bad item " + item);
            if (each > 0) sub.request(each);
        }
        public void onError(Throwable t) { log.add("error " + t); done.countDown(); }
        public void onComplete() { log.add("complete"); done.countDown(); }
    }

    public static void main(String[] args) throws Exception {
        System.out.println("default buffer " + Flow.defaultBufferSize());
        // a synchronous executor: every signal runs in the submitting thread, in order
        Executor direct = Runnable::run;
        SubmissionPublisher<Integer> p = new SubmissionPublisher<>(direct, 10);
        System.out.println("capacity " + p.getMaxBufferCapacity() + " executor " + (p.getExecutor() == direct) + " subscribers " + p.hasSubscribers());
        Rec a = new Rec(2, 0, -1);
        p.subscribe(a);
        System.out.println("subscribed " + p.isSubscribed(a) + " " + p.getNumberOfSubscribers() + " " + a.log);
        for (int i = 1; i <= 5; i++) System.out.println("submit " + i + " lag " + p.submit(i));
        System.out.println("a " + a.log + " lag " + p.estimateMaximumLag() + " demand " + p.estimateMinimumDemand());
        a.sub.request(10);
        System.out.println("a after request " + a.log + " demand " + p.estimateMinimumDemand());
        Rec b = new Rec(Long.MAX_VALUE, 0, 7);
        p.subscribe(b);
        p.subscribe(b);
        System.out.println("duplicate " + b.log);
        p.submit(6);
        p.submit(7);
        p.submit(8);
        System.out.println("b " + b.log + " subscribed " + p.isSubscribed(b) + " count " + p.getNumberOfSubscribers());
        p.close();
        System.out.println("a closed " + a.log + " closed " + p.isClosed() + " exception " + p.getClosedException() + " subscribers " + p.getSubscribers().size());
        try { p.submit(9); } catch (IllegalStateException e) { System.out.println("submit after close: " + e.getMessage()); }
        Rec late = new Rec(1, 0, -1);
        p.subscribe(late);
        System.out.println("late " + late.log);

        // bad request, cancel, closeExceptionally
        SubmissionPublisher<Integer> q = new SubmissionPublisher<>(direct, 4);
        Rec c = new Rec(0, 0, -1);
        q.subscribe(c);
        c.sub.request(0);
        System.out.println("request 0 -> " + c.log);
        Rec d = new Rec(1, 0, -1);
        q.subscribe(d);
        q.submit(1);
        d.sub.cancel();
        q.submit(2);
        System.out.println("cancelled " + d.log + " subscribed " + q.isSubscribed(d));
        Rec e = new Rec(0, 0, -1);
        q.subscribe(e);
        q.submit(3);
        q.closeExceptionally(new java.io.IOException("gone"));
        System.out.println("closeExceptionally " + e.log + " " + q.getClosedException());
        try { q.closeExceptionally(null); } catch (NullPointerException x) { System.out.println("NPE"); }

        // offer with a full buffer and a drop handler
        SubmissionPublisher<Integer> r = new SubmissionPublisher<>(direct, 2);
        Rec f = new Rec(0, 0, -1);
        r.subscribe(f);
        List<Integer> dropped = new ArrayList<>();
        for (int i = 1; i <= 4; i++) System.out.println("offer " + i + " -> " + r.offer(i, (s, item) -> { dropped.add(item); return false; }));
        System.out.println("timed offer -> " + r.offer(5, 10, TimeUnit.MILLISECONDS, null) + " dropped " + dropped);
        f.sub.request(10);
        System.out.println("f " + f.log);
        try { new SubmissionPublisher<Integer>(direct, 0); } catch (IllegalArgumentException x) { System.out.println("IAE " + x.getMessage()); }
        try { r.submit(null); } catch (NullPointerException x) { System.out.println("null item NPE"); }

        // the default executor, with consume()
        SubmissionPublisher<Integer> s = new SubmissionPublisher<>();
        AtomicInteger sum = new AtomicInteger();
        CompletableFuture<Void> cf = s.consume(sum::addAndGet);
        for (int i = 1; i <= 100; i++) s.submit(i);
        s.close();
        cf.get(10, TimeUnit.SECONDS);
        System.out.println("consumed sum " + sum.get() + " done " + cf.isDone());
        // a slow subscriber with a small buffer makes submit wait
        ExecutorService pool = Executors.newSingleThreadExecutor();
        SubmissionPublisher<Integer> t = new SubmissionPublisher<>(pool, 2);
        Rec slow = new Rec(1, 1, -1);
        t.subscribe(slow);
        for (int i = 1; i <= 20; i++) t.submit(i);
        t.close();
        slow.done.await(10, TimeUnit.SECONDS);
        System.out.println("slow got " + (slow.log.size() - 2) + " items, last " + slow.log.get(slow.log.size() - 1));
        pool.shutdown();

        // CompletableFuture hands its executor AsynchronousCompletionTasks
        List<String> kinds = Collections.synchronizedList(new ArrayList<String>());
        Executor spy = r2 -> { kinds.add((r2 instanceof CompletableFuture.AsynchronousCompletionTask) + "/" + (r2 instanceof ForkJoinTask)); r2.run(); };
        CompletableFuture.supplyAsync(() -> 1, spy).thenApplyAsync(x -> x + 1, spy).thenAcceptAsync(x -> kinds.add("value " + x), spy).join();
        System.out.println("async tasks " + kinds);
    }
}
