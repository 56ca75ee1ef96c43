// Enums with fields, constructors, static lookup maps built in a static
// initializer, instance methods, and enums implementing interfaces.
import java.util.HashMap;
import java.util.Map;

public class EnumFields {
    interface Priced { double price(); }

    enum Coin implements Priced {
        PENNY(1, "cent"), NICKEL(5, "nickel"), DIME(10, "dime"), QUARTER(25, "quarter");

        private static final Map<Integer, Coin> BY_VALUE = new HashMap<>();
        static { for (Coin c : values()) BY_VALUE.put(c.cents, c); }

        final int cents;
        private final String label;

        Coin(int cents, String label) { this.cents = cents; this.label = label; }

        static Coin ofCents(int c) { return BY_VALUE.get(c); }
        public double price() { return cents / 100.0; }
        @Override public String toString() { return label + "(" + cents + "c)"; }
    }

    enum Planet {
        MERCURY(3.303e+23, 2.4397e6), EARTH(5.976e+24, 6.37814e6), JUPITER(1.9e+27, 7.1492e7);
        static final double G = 6.67300E-11;
        final double mass, radius;
        Planet(double mass, double radius) { this.mass = mass; this.radius = radius; }
        double surfaceGravity() { return G * mass / (radius * radius); }
    }

    public static void main(String[] args) {
        int total = 0;
        for (Coin c : Coin.values()) {
            System.out.println(c.name() + " " + c + " " + c.price());
            total += c.cents;
        }
        System.out.println("total " + total + ", ofCents(10) = " + Coin.ofCents(10) + ", ofCents(3) = " + Coin.ofCents(3));
        Priced p = Coin.QUARTER;
        System.out.println("as interface: " + p.price());
        int amount = 68;
        StringBuilder change = new StringBuilder();
        Coin[] coins = Coin.values();
        for (int i = coins.length - 1; i >= 0; i--) {
            while (amount >= coins[i].cents) { amount -= coins[i].cents; change.append(coins[i].name().charAt(0)); }
        }
        System.out.println("change for 68: " + change);
        for (Planet pl : Planet.values()) System.out.printf("%s %.2f%n", pl, pl.surfaceGravity());
        System.out.println(Coin.valueOf("DIME").toString() + " vs name " + Coin.DIME.name());
    }
}
