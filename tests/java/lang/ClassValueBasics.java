import java.util.*;
import java.util.concurrent.atomic.*;

/** ClassValue: one computation per class, null values, remove, and many threads racing. */
public class ClassValueBasics {
    static final AtomicInteger computed = new AtomicInteger();
    static final ClassValue<String> NAME = new ClassValue<String>() {
        @Override protected String computeValue(Class<?> type) {
            computed.incrementAndGet();
            return type.getSimpleName() + "#" + type.getName().length();
        }
    };
    static final ClassValue<Object> NOTHING = new ClassValue<Object>() {
        @Override protected Object computeValue(Class<?> type) { computed.incrementAndGet(); return null; }
    };

    public static void main(String[] args) throws Exception {
        System.out.println(NAME.get(String.class) + " " + NAME.get(int[].class) + " " + NAME.get(String.class));
        System.out.println("computed " + computed.get());
        System.out.println(NOTHING.get(List.class) + " " + NOTHING.get(List.class) + " computed " + computed.get());
        NAME.remove(String.class);
        System.out.println(NAME.get(String.class) + " computed " + computed.get());
        try { NAME.get(null); } catch (NullPointerException e) { System.out.println("NPE"); }
        Thread[] ts = new Thread[8];
        Set<Object> seen = Collections.synchronizedSet(Collections.newSetFromMap(new IdentityHashMap<>()));
        ClassValue<Object> ident = new ClassValue<Object>() {
            @Override protected Object computeValue(Class<?> type) { return new Object(); }
        };
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread(() -> { for (int k = 0; k < 1000; k++) seen.add(ident.get(Map.class)); });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("distinct values seen by 8 threads: " + seen.size());
        ClassValue<Integer> recursive = new ClassValue<Integer>() {
            @Override protected Integer computeValue(Class<?> type) {
                return type.getSuperclass() == null ? 0 : 1 + get(type.getSuperclass());
            }
        };
        System.out.println("depth " + recursive.get(java.util.ArrayList.class) + " " + recursive.get(Object.class));
    }
}
