// The per-thread random state fields of java.lang.Thread that libraries find by name (Caffeine's
// striped buffers: Unsafe.objectFieldOffset(Thread.class.getDeclaredField("threadLocalRandomProbe")))
// with their types and modifiers, and an Unsafe write and read of a new thread's probe.
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import sun.misc.Unsafe;

public class ThreadRandomFields {
    public static void main(String[] args) throws Exception {
        for (String n : new String[] {"threadLocalRandomSeed", "threadLocalRandomProbe", "threadLocalRandomSecondarySeed"}) {
            Field f = Thread.class.getDeclaredField(n);
            System.out.println(n + ": " + f.getType() + " '" + Modifier.toString(f.getModifiers()) + "'");
        }
        Field tf = Unsafe.class.getDeclaredField("theUnsafe");
        tf.setAccessible(true);
        Unsafe u = (Unsafe) tf.get(null);
        long probe = u.objectFieldOffset(Thread.class.getDeclaredField("threadLocalRandomProbe"));
        Thread t = new Thread(() -> { });
        System.out.println("new thread's probe: " + u.getInt(t, probe));
        u.putInt(t, probe, 0x9e3779b9);
        System.out.println("after put: " + Integer.toHexString(u.getInt(t, probe)));
    }
}
