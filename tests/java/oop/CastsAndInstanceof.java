// checkcast/instanceof across class and interface hierarchies and arrays, and
// the exact ClassCastException messages HotSpot gives.
public class CastsAndInstanceof {
    static class A { }
    static class B extends A { }
    static class C extends A { }
    interface I { }
    static class D extends B implements I { }

    public static void main(String[] args) {
        Object[] things = { new A(), new B(), new C(), new D(), "s", 1, null, new int[0], new B[0], new D[0] };
        for (Object o : things) {
            String name = o == null ? "null" : o.getClass().getSimpleName();
            System.out.println(name + ": A=" + (o instanceof A) + " B=" + (o instanceof B) + " I=" + (o instanceof I)
                + " Object[]=" + (o instanceof Object[]) + " A[]=" + (o instanceof A[]) + " I[]=" + (o instanceof I[])
                + " Comparable=" + (o instanceof Comparable));
        }
        Object b = new B();
        A a = (A) b;
        System.out.println("upcast ok: " + (a == b));
        Object n = null;
        A fromNull = (A) n;
        System.out.println("cast null ok: " + fromNull);
        try {
            C c = (C) b;
            System.out.println(c);
        } catch (ClassCastException e) {
            System.out.println(e.getMessage());
        }
        try {
            Object s = "string";
            Integer i = (Integer) s;
            System.out.println(i);
        } catch (ClassCastException e) {
            System.out.println(e.getMessage());
        }
        try {
            Object arr = new int[1];
            Object[] objs = (Object[]) arr;
            System.out.println(objs);
        } catch (ClassCastException e) {
            System.out.println(e.getMessage());
        }
        try {
            Object arr = new B[1];
            D[] ds = (D[]) arr;
            System.out.println(ds);
        } catch (ClassCastException e) {
            System.out.println(e.getMessage());
        }
        try {
            Object x = new A();
            I i = (I) x;
            System.out.println(i);
        } catch (ClassCastException e) {
            System.out.println(e.getMessage());
        }
        try {
            Object x = 3.5;
            String s = (String) x;
            System.out.println(s);
        } catch (ClassCastException e) {
            System.out.println(e.getMessage());
        }
        Object[] darr = new D[2];
        A[] aarr = (A[]) darr;
        I[] iarr = (I[]) darr;
        System.out.println("array upcasts ok: " + aarr.length + iarr.length);
        System.out.println(A.class.cast(new D()).getClass().getSimpleName());
        try {
            B.class.cast(new C());
        } catch (ClassCastException e) {
            System.out.println("Class.cast: " + e.getMessage());
        }
    }
}
