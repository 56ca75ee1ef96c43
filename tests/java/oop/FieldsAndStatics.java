// Instance and static fields of every type, field hiding, static access through
// instances, final fields, and static counters shared across instances.
public class FieldsAndStatics {
    static int instances;
    static final long START = 1000L;
    boolean z; byte b; short s; char c; int i; long l; float f; double d; String str; int[] arr;

    static class Parent { static String tag = "parent"; String name = "P"; int value = 1; }
    static class Child extends Parent { static String tag = "child"; String name = "C"; int getParentValue() { return super.value; } }

    final int id;

    FieldsAndStatics() { id = ++instances; }

    public static void main(String[] args) {
        FieldsAndStatics x = new FieldsAndStatics();
        x.z = true; x.b = -1; x.s = 300; x.c = 'q'; x.i = 1 << 30; x.l = 1L << 60; x.f = 0.5f; x.d = 1e-300; x.str = "s"; x.arr = new int[] { 9 };
        System.out.println(x.z + " " + x.b + " " + x.s + " " + x.c + " " + x.i + " " + x.l + " " + x.f + " " + x.d + " " + x.str + " " + x.arr[0]);
        FieldsAndStatics y = new FieldsAndStatics(), z = new FieldsAndStatics();
        System.out.println("ids " + x.id + y.id + z.id + " instances " + instances + " START " + START);
        Parent p = new Child();
        System.out.println(p.name + " " + ((Child) p).name + " " + Parent.tag + " " + Child.tag + " " + ((Child) p).getParentValue());
        Child ch = (Child) p;
        ch.value = 42;
        System.out.println(ch.getParentValue() + " " + p.value);
        x.l += x.l;
        x.d *= 1e300;
        x.c += 1;
        x.s -= 301;
        System.out.println(x.l + " " + x.d + " " + x.c + " " + x.s);
        long sum = 0;
        FieldsAndStatics[] all = { x, y, z };
        for (FieldsAndStatics o : all) { o.i += o.id; sum += o.i; }
        System.out.println("sum " + sum);
        Counter.bump(); Counter.bump(); new Counter().bumpInstance();
        System.out.println("counter " + Counter.count);
    }

    static class Counter {
        static int count;
        static void bump() { count++; }
        void bumpInstance() { count += 10; }
    }
}
