// Object.clone must accept a class that is Cloneable only through an interface extending
// Cloneable (as java.text.CharacterIterator does for StringCharacterIterator).
public class CloneThroughSubinterface {
    interface Copyable extends Cloneable {
    }

    interface Deeper extends Copyable {
    }

    static class A implements Copyable {
        int v = 7;

        A copy() throws CloneNotSupportedException {
            return (A) super.clone();
        }
    }

    static class B implements Deeper {
        int v = 9;

        B copy() throws CloneNotSupportedException {
            return (B) super.clone();
        }
    }

    static class C extends B {
    }

    static class D {
        D copy() throws CloneNotSupportedException {
            return (D) super.clone();
        }
    }

    public static void main(String[] args) throws Exception {
        A a = new A();
        A a2 = a.copy();
        System.out.println((a2 != a) + " " + a2.v);
        B b = new B();
        System.out.println(b.copy().v + " " + (new C().copy() instanceof C));
        try {
            new D().copy();
        } catch (CloneNotSupportedException e) {
            System.out.println("D: " + e);
        }
    }
}
