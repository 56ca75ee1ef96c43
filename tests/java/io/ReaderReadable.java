import java.io.BufferedReader;
import java.io.CharArrayReader;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.nio.CharBuffer;
import java.util.Arrays;
import java.util.Iterator;
import java.util.Scanner;
import java.util.concurrent.CopyOnWriteArraySet;

/** Reader as a Readable (read(CharBuffer) into heap, wrapped, read-only and full buffers), a
 *  Readable that is not a Reader given to Scanner, and CopyOnWriteArraySet. */
public class ReaderReadable {
    public static void main(String[] args) throws IOException {
        Readable r = new StringReader("hello readable world");
        CharBuffer cb = CharBuffer.allocate(8);
        int n = r.read(cb);
        cb.flip();
        System.out.println("heap: " + n + " '" + cb + "'");
        char[] backing = new char[10];
        CharBuffer wrapped = CharBuffer.wrap(backing, 2, 5);
        n = new BufferedReader(new CharArrayReader("abcdefgh".toCharArray())).read(wrapped);
        System.out.println("wrapped: " + n + " pos=" + wrapped.position() + " " + Arrays.toString(backing));
        CharBuffer full = CharBuffer.allocate(0);
        System.out.println("full: " + new StringReader("x").read(full));
        System.out.println("eof: " + new StringReader("").read(CharBuffer.allocate(4)));
        try {
            new StringReader("x").read(CharBuffer.wrap("ro").asReadOnlyBuffer().slice().position(0));
        } catch (java.nio.ReadOnlyBufferException e) {
            System.out.println("read-only: ReadOnlyBufferException");
        }
        Readable custom = new Readable() {
            int calls;
            public int read(CharBuffer b) {
                if (calls++ > 0)
                    return -1;
                b.put("12 34 x");
                return 7;
            }
        };
        Scanner s = new Scanner(custom);
        System.out.println("scanner: " + s.nextInt() + " " + s.nextInt() + " " + s.next() + " " + s.hasNext());
        Reader sub = new Reader() {
            int pos;
            public int read(char[] buf, int off, int len) {
                if (pos >= 3)
                    return -1;
                buf[off] = (char) ('p' + pos++);
                return 1;
            }
            public void close() {
            }
        };
        CharBuffer one = CharBuffer.allocate(5);
        System.out.println("one char per read: " + sub.read(one) + " " + sub.read(one) + " " + one.flip());

        CopyOnWriteArraySet<String> set = new CopyOnWriteArraySet<>(Arrays.asList("b", "a", "b", "c"));
        System.out.println("set: " + set + " " + set.add("a") + " " + set.add("d") + " " + set.remove("b") + " " + set.size());
        Iterator<String> it = set.iterator();
        set.add("late");
        StringBuilder seen = new StringBuilder();
        while (it.hasNext())
            seen.append(it.next());
        System.out.println("snapshot: " + seen + " now=" + set + " equals=" + set.equals(new java.util.HashSet<>(set)) + " "
                + set.containsAll(Arrays.asList("a", "late")) + " " + set.addAll(Arrays.asList("a", "z")) + " " + set);
        try {
            set.iterator().remove();
        } catch (IllegalStateException | UnsupportedOperationException e) {
            System.out.println("iterator remove: " + e.getClass().getSimpleName());
        }
        set.removeIf(x -> x.length() > 1);
        System.out.println("removeIf: " + set + " hash=" + set.hashCode());
    }
}
