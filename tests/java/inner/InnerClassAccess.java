// Inner (non-static) classes: access to outer instance fields and methods,
// Outer.this, outer.new Inner(), shadowing, inner classes of inner classes, and
// private members accessed across nestmates (both directions).
public class InnerClassAccess {
    private int value = 10;
    private static int created = 0;
    private String name;

    InnerClassAccess(String name) { this.name = name; }

    private String secret() { return "secret of " + name; }

    class Inner {
        private int value = 20;
        private final int id = ++created;

        String show() {
            int value = 30;
            return "local " + value + ", inner " + this.value + ", outer " + InnerClassAccess.this.value + ", " + secret() + ", id " + id;
        }

        void bump() { InnerClassAccess.this.value++; }

        class Deeper {
            String path() { return name + "/" + id + "/" + value + "/" + InnerClassAccess.this.value; }
        }
    }

    static class Nested {
        private int hidden = 99;
        String peek(InnerClassAccess o) { return o.secret() + " via nested (value " + o.value + ")"; }
    }

    int readNestedPrivate() { return new Nested().hidden + new Inner().value; }

    public static void main(String[] args) {
        InnerClassAccess outer = new InnerClassAccess("outer1");
        InnerClassAccess.Inner in = outer.new Inner();
        System.out.println(in.show());
        in.bump();
        in.bump();
        System.out.println("outer value after bumps: " + outer.value);
        InnerClassAccess.Inner.Deeper deep = in.new Deeper();
        System.out.println(deep.path());
        InnerClassAccess other = new InnerClassAccess("outer2");
        Inner in2 = other.new Inner();
        System.out.println(in2.show());
        System.out.println(new Nested().peek(other));
        System.out.println("outer reads private of nested/inner: " + outer.readNestedPrivate());
        System.out.println("created " + created);
    }
}
