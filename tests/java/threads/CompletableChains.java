// CompletableFuture: supplyAsync/thenApply/thenCombine/thenCompose chains joined
// for their values; completion by complete() runs dependents; failures travel
// down the chain as CompletionException (join) or ExecutionException (get) and
// are recovered by exceptionally/handle; allOf, anyOf, getNow, cancel.
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.*;

public class CompletableChains {
    public static void main(String[] args) throws Exception {
        CompletableFuture<Integer> a = CompletableFuture.supplyAsync(() -> 6);
        CompletableFuture<Integer> b = CompletableFuture.supplyAsync(() -> 7);
        System.out.println("combine: " + a.thenCombine(b, (x, y) -> x * y).join());
        System.out.println("apply chain: " + a.thenApply(x -> x + 1).thenApply(x -> x * 10).get());
        System.out.println("compose: " + a.thenCompose(x -> CompletableFuture.supplyAsync(() -> x * 100)).join());

        ExecutorService pool = Executors.newFixedThreadPool(3);
        List<CompletableFuture<Integer>> parts = new ArrayList<>();
        for (int i = 1; i <= 10; i++) {
            final int v = i;
            parts.add(CompletableFuture.supplyAsync(() -> v * v, pool));
        }
        CompletableFuture.allOf(parts.toArray(new CompletableFuture[0])).join();
        int sum = 0;
        for (CompletableFuture<Integer> p : parts) sum += p.join();
        System.out.println("allOf then sum: " + sum);
        CompletableFuture<Void> ran = CompletableFuture.runAsync(() -> { }, pool);
        System.out.println("runAsync result: " + ran.get());
        pool.shutdown();
        System.out.println("pool terminated: " + pool.awaitTermination(10, TimeUnit.SECONDS));

        CompletableFuture<String> manual = new CompletableFuture<>();
        StringBuilder log = new StringBuilder();
        CompletableFuture<Integer> len = manual.thenApply(String::length);
        CompletableFuture<Void> printed = manual.thenAccept(s -> log.append("accepted ").append(s));
        System.out.println("before complete: done " + manual.isDone() + ", getNow " + len.getNow(-1));
        System.out.println("complete: " + manual.complete("hello") + ", again " + manual.complete("x"));
        printed.join();
        System.out.println("after: " + len.join() + ", " + log);

        CompletableFuture<Integer> failing = CompletableFuture.supplyAsync(() -> {
            if (true) throw new IllegalStateException("boom");
            return 1;
        });
        try {
            failing.join();
        } catch (CompletionException e) {
            System.out.println("join: " + e.getClass().getSimpleName() + " cause " + e.getCause());
        }
        try {
            failing.get();
        } catch (ExecutionException e) {
            System.out.println("get: " + e.getClass().getSimpleName() + " cause " + e.getCause());
        }
        System.out.println("completed exceptionally: " + failing.isCompletedExceptionally());
        System.out.println("exceptionally: " + failing.exceptionally(e -> -1).join());
        System.out.println("handle: " + failing.thenApply(x -> x + 1).handle((v, e) -> e == null ? "value " + v : "error " + e.getCause().getMessage()).join());
        System.out.println("handle ok: " + a.handle((v, e) -> e == null ? "value " + v : "error").join());
        System.out.println("whenComplete passes the value: " + a.whenComplete((v, e) -> log.append(" saw ").append(v)).join() + log);

        CompletableFuture<Integer> direct = new CompletableFuture<>();
        direct.completeExceptionally(new ArithmeticException("direct"));
        System.out.println("direct failure to exceptionally: " + direct.exceptionally(e -> e instanceof ArithmeticException ? 1 : 2).join());
        System.out.println("through a stage: " + direct.thenApply(x -> x).exceptionally(e -> e instanceof CompletionException ? 1 : 2).join());

        CompletableFuture<String> slow = new CompletableFuture<>();
        CompletableFuture<Object> any = CompletableFuture.anyOf(slow, CompletableFuture.completedFuture("fast"));
        System.out.println("anyOf: " + any.join());
        System.out.println("cancel: " + slow.cancel(true) + ", cancelled " + slow.isCancelled());
        try {
            slow.join();
        } catch (CancellationException e) {
            System.out.println("join on cancelled: CancellationException");
        }
        System.out.println("completedFuture: " + CompletableFuture.completedFuture(42).thenApply(x -> x / 2).join());
        System.out.println("either: " + CompletableFuture.completedFuture(1).applyToEither(new CompletableFuture<Integer>(), x -> x + 1).join());
    }
}
