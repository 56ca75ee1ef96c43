import java.lang.reflect.*;
import java.util.*;

public class ReflectAccess {
    static class Secretive {
        private int hidden = 1;
        private static String tell() { return "told"; }
        protected int prot() { return 2; }
        int pkg() { return 3; }
    }

    public static void main(String[] args) throws Exception {
        // nestmates and the same package may use private and package members
        Method tell = Secretive.class.getDeclaredMethod("tell");
        System.out.println(tell.invoke(null) + " " + tell.canAccess(null) + " " + tell.isAccessible());
        Field hidden = Secretive.class.getDeclaredField("hidden");
        System.out.println(hidden.get(new Secretive()) + " " + hidden.canAccess(new Secretive()));
        System.out.println(Secretive.class.getDeclaredMethod("pkg").invoke(new Secretive()) + " "
                + Secretive.class.getDeclaredMethod("prot").invoke(new Secretive()));
        try {
            hidden.canAccess(null);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            tell.canAccess(new Secretive());
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        // members of the class library in another package
        Method clone = Object.class.getDeclaredMethod("clone");
        try {
            clone.invoke(new ArrayList<String>());
        } catch (IllegalAccessException e) {
            System.out.println(e.getMessage());
        }
        System.out.println(clone.canAccess(new ArrayList<String>()) + " " + clone.trySetAccessible());
        try {
            clone.setAccessible(true);
            System.out.println("setAccessible allowed");
        } catch (InaccessibleObjectException e) {
            System.out.println("InaccessibleObjectException");
        }
        Constructor<?> ctor = AbstractList.class.getDeclaredConstructor();
        try {
            ctor.newInstance();
        } catch (IllegalAccessException e) {
            System.out.println(e.getMessage());
        }
        try {
            AbstractList.class.newInstance();
        } catch (IllegalAccessException e) {
            System.out.println(e.getMessage());
        }
        // public members of public classes need no check
        Method size = ArrayList.class.getMethod("size");
        System.out.println(size.invoke(new ArrayList<>(List.of(1, 2))) + " " + size.canAccess(new ArrayList<>()));
        // setAccessible on own members, and the flag on copies
        Method prot = Secretive.class.getDeclaredMethod("prot");
        prot.setAccessible(true);
        System.out.println(prot.isAccessible() + " " + Secretive.class.getDeclaredMethod("prot").isAccessible());
        AccessibleObject.setAccessible(new AccessibleObject[] { tell, hidden }, true);
        System.out.println(tell.isAccessible() + " " + hidden.isAccessible());
        try {
            hidden.canAccess("a string");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
    }
}
