// jvm-args: -Xmx16m
// A large linked structure survives many collections intact (checksummed).
import java.util.ArrayList;
import java.util.List;

public class GcLinkedSurvives {
    static final class Node {
        final int value;
        Node next;
        String label;
        Node(int v, Node n) { value = v; next = n; label = "n" + v; }
    }

    static long sum(Node n) {
        long s = 0;
        for (; n != null; n = n.next)
            s = s * 31 + n.value + n.label.length();
        return s;
    }

    public static void main(String[] args) {
        Node head = null;
        for (int i = 0; i < 50_000; i++)
            head = new Node(i, head);
        long before = sum(head);
        for (int round = 0; round < 20; round++) {
            List<int[]> garbage = new ArrayList<>();
            for (int i = 0; i < 2_000; i++)
                garbage.add(new int[256]);
            if (sum(head) != before)
                throw new AssertionError("corrupted in round " + round);
        }
        System.out.println("intact: " + (sum(head) == before) + " " + before);
    }
}
