// switch on enums (javac's $SwitchMap$ synthetic class), with default, fall-through,
// arrow form, and a switch over an enum declared in another class.
public class SwitchEnum {
    enum Color { RED, GREEN, BLUE, YELLOW }

    static class Other {
        enum Planet { MERCURY, VENUS, EARTH, MARS }
    }

    static String describe(Color c) {
        switch (c) {
            case RED: return "warm";
            case BLUE: return "cool";
            case GREEN:
            case YELLOW:
                return "natural";
            default: throw new AssertionError();
        }
    }

    static int order(Other.Planet p) {
        int r = 0;
        switch (p) {
            case EARTH: r += 100;
            case VENUS: r += 10;
            case MERCURY: r += 1; break;
            default: r = -1;
        }
        return r;
    }

    static String arrow(Color c) {
        return switch (c) {
            case RED, YELLOW -> "R/Y";
            case GREEN -> "G";
            case BLUE -> "B";
        };
    }

    public static void main(String[] args) {
        for (Color c : Color.values()) System.out.println(c + ": " + describe(c) + " " + arrow(c));
        for (Other.Planet p : Other.Planet.values()) System.out.println(p + " -> " + order(p));
        Color n = null;
        try {
            describe(n);
        } catch (NullPointerException e) {
            System.out.println("switch on null enum throws NPE");
        }
        int counts[] = new int[3];
        Color[] seq = { Color.RED, Color.RED, Color.BLUE, Color.GREEN, Color.YELLOW, Color.BLUE };
        for (Color c : seq) {
            switch (c) {
                case RED -> counts[0]++;
                case BLUE -> counts[1]++;
                default -> counts[2]++;
            }
        }
        System.out.println(counts[0] + " " + counts[1] + " " + counts[2]);
    }
}
