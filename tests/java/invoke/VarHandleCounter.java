import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/* Threads race on VarHandle read-modify-writes: a compareAndSet loop on an int field,
 * getAndAdd on a static long, weakCompareAndSet on int array elements, compareAndSet
 * loops on 1- and 2-byte array elements next to each other (each must stay exact while
 * its neighbours change), getAndBitwiseOr claiming bits, and getAndAdd on a double
 * (a compare-and-set loop inside).  Every total must come out exactly. */
public class VarHandleCounter {
    volatile int count;
    static long total;
    double sum;

    static final VarHandle COUNT, TOTAL, SUM, INTS, BYTES, CHARS, BITS;

    static {
        try {
            MethodHandles.Lookup lk = MethodHandles.lookup();
            COUNT = lk.findVarHandle(VarHandleCounter.class, "count", int.class);
            TOTAL = lk.findStaticVarHandle(VarHandleCounter.class, "total", long.class);
            SUM = lk.findVarHandle(VarHandleCounter.class, "sum", double.class);
            INTS = MethodHandles.arrayElementVarHandle(int[].class);
            BYTES = MethodHandles.arrayElementVarHandle(byte[].class);
            CHARS = MethodHandles.arrayElementVarHandle(char[].class);
            BITS = MethodHandles.arrayElementVarHandle(long[].class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    static final int THREADS = 4, ROUNDS = 1500;

    public static void main(String[] args) throws InterruptedException {
        VarHandleCounter c = new VarHandleCounter();
        int[] ints = new int[2];
        byte[] bytes = new byte[THREADS];
        char[] chars = new char[THREADS];
        long[] bits = new long[(THREADS * ROUNDS + 63) / 64];
        int[] claimed = new int[THREADS];
        Thread[] ts = new Thread[THREADS];
        for (int k = 0; k < THREADS; k++) {
            final int id = k;
            ts[k] = new Thread(() -> {
                for (int r = 0; r < ROUNDS; r++) {
                    int v;
                    do {
                        v = (int) COUNT.getVolatile(c);
                    } while (!COUNT.compareAndSet(c, v, v + 1));
                    TOTAL.getAndAdd((long) r);
                    int e;
                    do {
                        e = (int) INTS.getVolatile(ints, r & 1);
                    } while (!INTS.weakCompareAndSet(ints, r & 1, e, e + 1));
                    // every thread bumps every byte and char: neighbours change under each CAS
                    for (int j = 0; j < THREADS; j++) {
                        byte b;
                        do {
                            b = (byte) BYTES.getVolatile(bytes, j);
                        } while (!BYTES.compareAndSet(bytes, j, b, (byte) (b + 1)));
                        char ch = (char) CHARS.getAndAdd(chars, j, (char) 1);
                        if (ch == 0xFFFF) {
                            throw new AssertionError();
                        }
                    }
                    // claim the first free bit
                    for (int w = 0; ; w = (w + 1) % bits.length) {
                        long cur = (long) BITS.getVolatile(bits, w);
                        if (cur == -1L || (w == bits.length - 1 && Long.bitCount(cur) >= THREADS * ROUNDS - 64 * w)) {
                            continue;
                        }
                        long bit = Long.lowestOneBit(~cur);
                        if (((long) BITS.getAndBitwiseOr(bits, w, bit) & bit) == 0) {
                            claimed[id]++;
                            break;
                        }
                    }
                    SUM.getAndAdd(c, 0.5);
                }
            });
            ts[k].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        int n = THREADS * ROUNDS;
        long perThread = (long) ROUNDS * (ROUNDS - 1) / 2;
        System.out.println("count " + c.count + " of " + n);
        System.out.println("total " + total + " of " + perThread * THREADS);
        System.out.println("ints " + (ints[0] + ints[1]) + " of " + n);
        int expectByte = (byte) n, expectChar = (char) n;
        boolean bytesOk = true, charsOk = true;
        for (int j = 0; j < THREADS; j++) {
            bytesOk &= bytes[j] == expectByte;
            charsOk &= chars[j] == expectChar;
        }
        System.out.println("bytes " + bytesOk + " chars " + charsOk + " " + (int) chars[0]);
        int set = 0, got = 0;
        for (long w : bits) {
            set += Long.bitCount(w);
        }
        for (int x : claimed) {
            got += x;
        }
        System.out.println("bits " + set + " claimed " + got + " of " + n);
        System.out.println("sum " + c.sum + " of " + n * 0.5);
    }
}
