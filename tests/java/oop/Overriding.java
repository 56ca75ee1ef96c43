// Virtual dispatch: overriding, super calls, calls from constructors dispatching
// to the subclass, static methods hidden not overridden, fields hidden not overridden,
// private methods not overridden, final methods.
public class Overriding {
    static class Animal {
        String name = "animal";
        static String kind() { return "Animal.kind"; }
        Animal() { System.out.println("Animal() sees " + describe()); }
        String describe() { return "an animal"; }
        String sound() { return "..."; }
        final String speak() { return describe() + " says " + sound(); }
        private String secret() { return "Animal.secret"; }
        String callSecret() { return secret(); }
    }

    static class Dog extends Animal {
        String name = "dog";
        String breed = "beagle";
        static String kind() { return "Dog.kind"; }
        @Override String describe() { return "a dog (" + breed + ")"; }
        @Override String sound() { return "woof"; }
        String secret() { return "Dog.secret"; }
        String superSound() { return super.sound() + "/" + sound(); }
    }

    static class Puppy extends Dog {
        @Override String sound() { return "yip (" + super.sound() + ")"; }
        @Override String describe() { return "a puppy, " + super.describe(); }
    }

    public static void main(String[] args) {
        Animal a = new Animal();
        Animal d = new Dog();
        Animal p = new Puppy();
        System.out.println(a.speak());
        System.out.println(d.speak());
        System.out.println(p.speak());
        System.out.println(((Dog) d).superSound());
        System.out.println(((Dog) p).superSound());
        System.out.println("field via Animal: " + d.name + ", via Dog: " + ((Dog) d).name);
        System.out.println(Animal.kind() + " " + Dog.kind());
        System.out.println("private not overridden: " + d.callSecret() + " vs " + ((Dog) d).secret());
        Animal[] zoo = { a, d, p, new Dog() { @Override String sound() { return "anonymous woof"; } } };
        for (Animal x : zoo) System.out.println(" - " + x.sound());
        Object o = p;
        System.out.println(o instanceof Animal ? "Puppy is an Animal" : "?");
        System.out.println(o.getClass().getSuperclass().getSimpleName());
    }
}
