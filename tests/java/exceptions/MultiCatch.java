// catch ordering (most specific first), multi-catch, catching by superclass,
// rethrow of precise types, Error vs Exception, and catch parameter types.
import java.io.IOException;

public class MultiCatch {
    static void thrower(int kind) throws IOException {
        switch (kind) {
            case 0: throw new IllegalArgumentException("iae");
            case 1: throw new ArrayIndexOutOfBoundsException("aioobe");
            case 2: throw new IOException("io");
            case 3: throw new UnsupportedOperationException("uoe");
            case 4: throw new AssertionError("assertion");
            case 5: throw new NumberFormatException("nfe");
            default: System.out.println("  no exception");
        }
    }

    static void preciseRethrow(int kind) throws IOException {
        try {
            thrower(kind);
        } catch (Exception e) {
            System.out.println("  rethrowing " + e.getClass().getSimpleName());
            throw e;  // precise rethrow: only IOException + unchecked escape
        }
    }

    public static void main(String[] args) {
        for (int k = 0; k <= 6; k++) {
            try {
                thrower(k);
            } catch (NumberFormatException e) {
                System.out.println(k + ": NFE first " + e.getMessage());
            } catch (IllegalArgumentException | IndexOutOfBoundsException e) {
                System.out.println(k + ": multi " + e.getClass().getName() + " " + e.getMessage());
            } catch (IOException e) {
                System.out.println(k + ": checked " + e.getMessage());
            } catch (RuntimeException e) {
                System.out.println(k + ": runtime " + e);
            } catch (Error e) {
                System.out.println(k + ": error " + e);
            }
        }
        try {
            preciseRethrow(2);
        } catch (IOException e) {
            System.out.println("caught precise " + e.getMessage());
        }
        try {
            preciseRethrow(0);
        } catch (IOException | RuntimeException e) {
            System.out.println("caught " + e.getClass().getSimpleName());
        }
        Throwable t = null;
        try {
            Object o = "x";
            Integer i = (Integer) o;
        } catch (ClassCastException | NullPointerException e) {
            t = e;
        }
        System.out.println("stored: " + t.getClass().getName());
        int caught = 0;
        for (int i = 0; i < 100; i++) {
            try {
                if (i % 3 == 0) throw new RuntimeException();
                if (i % 3 == 1) throw new Exception();
                throw new Throwable();
            } catch (RuntimeException e) {
                caught += 1;
            } catch (Exception e) {
                caught += 100;
            } catch (Throwable e) {
                caught += 10000;
            }
        }
        System.out.println("caught sum " + caught);
    }
}
