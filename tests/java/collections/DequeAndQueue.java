// ArrayDeque as stack and queue (with growth), and PriorityQueue with natural and
// custom ordering: poll order, peek, size, and a k-way merge.
import java.util.ArrayDeque;
import java.util.Comparator;
import java.util.Deque;
import java.util.List;
import java.util.PriorityQueue;
import java.util.Queue;

public class DequeAndQueue {
    public static void main(String[] args) {
        Deque<Integer> stack = new ArrayDeque<>();
        for (int i = 0; i < 5; i++) stack.push(i);
        System.out.println(stack + " peek " + stack.peek());
        StringBuilder sb = new StringBuilder();
        while (!stack.isEmpty()) sb.append(stack.pop());
        System.out.println("popped " + sb);
        Queue<String> q = new ArrayDeque<>();
        q.offer("a"); q.offer("b"); q.add("c");
        System.out.println(q + " poll " + q.poll() + " peek " + q.peek() + " -> " + q);
        Deque<Integer> d = new ArrayDeque<>(2);
        for (int i = 0; i < 100; i++) { if (i % 2 == 0) d.addFirst(i); else d.addLast(i); }
        System.out.println(d.size() + " first " + d.peekFirst() + " last " + d.peekLast() + " pollFirst " + d.pollFirst() + " pollLast " + d.pollLast());
        int sum = 0;
        for (int v : d) sum += v;
        System.out.println("sum " + sum + " contains 50: " + d.contains(50));
        System.out.println(new ArrayDeque<Integer>().poll() + " " + new ArrayDeque<Integer>().peekLast());
        try {
            new ArrayDeque<Integer>().addFirst(null);
        } catch (NullPointerException e) {
            System.out.println("ArrayDeque rejects null");
        }
        PriorityQueue<Integer> pq = new PriorityQueue<>();
        for (int v : new int[] { 5, 1, 8, 3, 9, 2, 7 }) pq.offer(v);
        System.out.println("peek " + pq.peek() + " size " + pq.size());
        StringBuilder order = new StringBuilder();
        while (!pq.isEmpty()) order.append(pq.poll()).append(' ');
        System.out.println("min-heap order " + order.toString().trim());
        PriorityQueue<String> maxLen = new PriorityQueue<>(Comparator.comparing(String::length).reversed().thenComparing(Comparator.naturalOrder()));
        maxLen.addAll(List.of("ccc", "a", "bb", "dddd", "ee", "f"));
        StringBuilder o2 = new StringBuilder();
        while (!maxLen.isEmpty()) o2.append(maxLen.poll()).append(' ');
        System.out.println("by length desc " + o2.toString().trim());
        List<List<Integer>> lists = List.of(List.of(1, 4, 9), List.of(2, 3, 10, 11), List.of(0, 5));
        PriorityQueue<int[]> heap = new PriorityQueue<>((x, y) -> Integer.compare(lists.get(x[0]).get(x[1]), lists.get(y[0]).get(y[1])));
        for (int i = 0; i < lists.size(); i++) heap.add(new int[] { i, 0 });
        StringBuilder merged = new StringBuilder();
        while (!heap.isEmpty()) {
            int[] top = heap.poll();
            merged.append(lists.get(top[0]).get(top[1])).append(' ');
            if (top[1] + 1 < lists.get(top[0]).size()) heap.add(new int[] { top[0], top[1] + 1 });
        }
        System.out.println("merged " + merged.toString().trim());
        PriorityQueue<Integer> big = new PriorityQueue<>(Comparator.reverseOrder());
        for (int i = 0; i < 1000; i++) big.add((i * 613) % 1000);
        System.out.println(big.poll() + " " + big.poll() + " " + big.poll() + " size " + big.size());
        System.out.println(pq.poll() + " " + pq.peek());
    }
}
