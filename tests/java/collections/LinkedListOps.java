// LinkedList as List and Deque: addFirst/addLast, poll/peek/offer, push/pop,
// removeFirstOccurrence, descendingIterator, ListIterator add/set/previous.
import java.util.Iterator;
import java.util.LinkedList;
import java.util.ListIterator;
import java.util.NoSuchElementException;

public class LinkedListOps {
    public static void main(String[] args) {
        LinkedList<Integer> ll = new LinkedList<>();
        ll.add(3); ll.addFirst(1); ll.addLast(5); ll.add(1, 2); ll.add(3, 4);
        System.out.println(ll + " first " + ll.getFirst() + " last " + ll.getLast() + " get(2) " + ll.get(2));
        System.out.println("peek " + ll.peek() + " peekLast " + ll.peekLast() + " poll " + ll.poll() + " pollLast " + ll.pollLast() + " -> " + ll);
        ll.push(0);
        ll.offer(9);
        ll.offerFirst(-1);
        System.out.println(ll + " pop " + ll.pop() + " -> " + ll);
        ll.add(2);
        System.out.println("removeFirstOccurrence(2) " + ll.removeFirstOccurrence(2) + " -> " + ll + ", removeLastOccurrence(9) " + ll.removeLastOccurrence(9) + " -> " + ll);
        StringBuilder sb = new StringBuilder();
        for (Iterator<Integer> it = ll.descendingIterator(); it.hasNext(); ) sb.append(it.next()).append(' ');
        System.out.println("descending " + sb.toString().trim());
        ListIterator<Integer> li = ll.listIterator();
        while (li.hasNext()) {
            int v = li.next();
            if (v == 3) li.add(33);
            else if (v == 0) li.set(100);
            else if (v == 4) li.remove();
        }
        System.out.println("after listIterator edits " + ll);
        StringBuilder back = new StringBuilder();
        while (li.hasPrevious()) back.append(li.previous()).append(li.hasPrevious() ? "," : "");
        System.out.println("backwards " + back + " nextIndex " + li.nextIndex());
        LinkedList<String> empty = new LinkedList<>();
        System.out.println(empty.poll() + " " + empty.peekFirst() + " " + empty.pollLast());
        try {
            empty.getFirst();
        } catch (NoSuchElementException e) {
            System.out.println("getFirst on empty: NoSuchElementException");
        }
        try {
            empty.pop();
        } catch (NoSuchElementException e) {
            System.out.println("pop on empty: NoSuchElementException");
        }
        LinkedList<String> q = new LinkedList<>(java.util.List.of("a", "b", "c", "d"));
        while (q.size() > 1) { q.addLast(q.removeFirst()); q.removeFirst(); }
        System.out.println("josephus-ish survivor " + q.getFirst());
        System.out.println(q.contains("c") + " " + q.indexOf("c") + " " + new LinkedList<>(java.util.List.of(1, 2)).equals(java.util.List.of(1, 2)));
    }
}
