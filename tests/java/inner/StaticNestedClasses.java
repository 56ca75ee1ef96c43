// Static nested classes: a builder, a linked list node, private constructors used
// by the outer class, nested generic classes, and nested interfaces/enums.
public class StaticNestedClasses {
    static final class Pizza {
        private final String size; private final boolean cheese, ham; private final int olives;
        private Pizza(Builder b) { size = b.size; cheese = b.cheese; ham = b.ham; olives = b.olives; }
        public String toString() { return size + (cheese ? " +cheese" : "") + (ham ? " +ham" : "") + (olives > 0 ? " +" + olives + " olives" : ""); }

        static class Builder {
            private final String size; private boolean cheese, ham; private int olives;
            Builder(String size) { this.size = size; }
            Builder cheese() { cheese = true; return this; }
            Builder ham() { ham = true; return this; }
            Builder olives(int n) { olives += n; return this; }
            Pizza build() { return new Pizza(this); }
        }
    }

    static class Stack<T> {
        private static class Node<T> {
            final T value; final Node<T> next;
            Node(T value, Node<T> next) { this.value = value; this.next = next; }
        }
        private Node<T> head;
        private int size;
        void push(T v) { head = new Node<>(v, head); size++; }
        T pop() { T v = head.value; head = head.next; size--; return v; }
        boolean isEmpty() { return head == null; }
        int size() { return size; }
    }

    static class Singleton {
        private static Singleton instance;
        private static int constructed;
        private Singleton() { constructed++; }
        static Singleton get() { if (instance == null) instance = new Singleton(); return instance; }
    }

    public static void main(String[] args) {
        System.out.println(new Pizza.Builder("large").cheese().olives(3).olives(2).build());
        System.out.println(new Pizza.Builder("small").ham().build());
        Stack<String> st = new Stack<>();
        for (String s : "to be or not to be".split(" ")) st.push(s);
        StringBuilder sb = new StringBuilder();
        System.out.println("size " + st.size());
        while (!st.isEmpty()) sb.append(st.pop()).append(' ');
        System.out.println(sb.toString().trim());
        System.out.println((Singleton.get() == Singleton.get()) + " constructed " + Singleton.constructed);
        Stack.Node<Integer> n = new Stack.Node<>(1, new Stack.Node<>(2, null));
        System.out.println(n.value + n.next.value);
    }
}
