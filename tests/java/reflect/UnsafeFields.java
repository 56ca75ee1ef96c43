// sun.misc.Unsafe's field operations as libraries use them: objectFieldOffset of instance
// fields (own and inherited), get/put plain and volatile, compareAndSwap of int, long and
// Object, getAndAdd/getAndSet; and CAS counters incremented by several threads.
import java.lang.reflect.Field;
import sun.misc.Unsafe;

public class UnsafeFields {
    static class Base { volatile long total; }
    static class Cell extends Base {
        volatile int count;
        int plain = 4;
        volatile Object ref = "start";
    }

    public static void main(String[] args) throws Exception {
        Field f = Unsafe.class.getDeclaredField("theUnsafe");
        f.setAccessible(true);
        final Unsafe u = (Unsafe) f.get(null);
        final long count = u.objectFieldOffset(Cell.class.getDeclaredField("count"));
        long plain = u.objectFieldOffset(Cell.class.getDeclaredField("plain"));
        long ref = u.objectFieldOffset(Cell.class.getDeclaredField("ref"));
        final long total = u.objectFieldOffset(Base.class.getDeclaredField("total"));
        System.out.println("distinct " + (count != plain && plain != ref && ref != total && count != total)
                + " stable " + (count == u.objectFieldOffset(Cell.class.getDeclaredField("count"))));
        final Cell c = new Cell();
        System.out.println("getInt " + u.getInt(c, plain) + " getObject " + u.getObject(c, ref));
        u.putInt(c, plain, 9);
        u.putIntVolatile(c, count, 3);
        u.putLong(c, total, 1L << 40);
        System.out.println("after put plain=" + c.plain + " count=" + c.count + " total=" + c.total
                + " volatile reads " + u.getIntVolatile(c, count) + " " + u.getLongVolatile(c, total));
        System.out.println("casInt hit " + u.compareAndSwapInt(c, count, 3, 5) + " miss " + u.compareAndSwapInt(c, count, 3, 6)
                + " -> " + c.count);
        System.out.println("casLong hit " + u.compareAndSwapLong(c, total, 1L << 40, -1L) + " miss "
                + u.compareAndSwapLong(c, total, 0L, 2L) + " -> " + c.total);
        String start = (String) c.ref;
        System.out.println("casObject hit " + u.compareAndSwapObject(c, ref, start, "next") + " miss "
                + u.compareAndSwapObject(c, ref, start, "other") + " -> " + c.ref);
        System.out.println("getAndAddInt " + u.getAndAddInt(c, count, 10) + " -> " + c.count
                + " getAndSetInt " + u.getAndSetInt(c, count, 1) + " -> " + c.count);
        System.out.println("getAndAddLong " + u.getAndAddLong(c, total, 2) + " -> " + c.total
                + " getAndSetLong " + u.getAndSetLong(c, total, 0) + " -> " + c.total);
        System.out.println("getAndSetObject " + u.getAndSetObject(c, ref, null) + " -> " + c.ref);
        u.putOrderedInt(c, count, 0);
        u.putObjectVolatile(c, ref, "v");
        System.out.println("ordered/volatile " + c.count + " " + u.getObjectVolatile(c, ref));
        try {
            u.objectFieldOffset(null);
        } catch (NullPointerException e) {
            System.out.println("objectFieldOffset(null) NPE");
        }

        Thread[] ts = new Thread[4];
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread(() -> {
                for (int k = 0; k < 2000; k++) {
                    int v;
                    do {
                        v = u.getIntVolatile(c, count);
                    } while (!u.compareAndSwapInt(c, count, v, v + 1));
                    u.getAndAddLong(c, total, 3);
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("threads count " + c.count + " total " + c.total);
    }
}
