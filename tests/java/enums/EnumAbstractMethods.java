// Enum constants with bodies overriding abstract methods (each constant is an
// anonymous subclass), constant-specific fields, and a state machine.
public class EnumAbstractMethods {
    enum Op {
        PLUS("+") { int apply(int a, int b) { return a + b; } },
        MINUS("-") { int apply(int a, int b) { return a - b; } },
        TIMES("*") { int apply(int a, int b) { return a * b; } },
        POW("^") {
            int apply(int a, int b) { int r = 1; for (int i = 0; i < b; i++) r *= a; return r; }
            @Override boolean commutative() { return false; }
        };

        final String symbol;
        Op(String symbol) { this.symbol = symbol; }
        abstract int apply(int a, int b);
        boolean commutative() { return this != MINUS; }
    }

    enum Light {
        RED { Light next() { return GREEN; } },
        GREEN { Light next() { return YELLOW; } },
        YELLOW { Light next() { return RED; } };
        abstract Light next();
    }

    public static void main(String[] args) {
        for (Op op : Op.values()) {
            System.out.println("3 " + op.symbol + " 4 = " + op.apply(3, 4) + " commutative=" + op.commutative()
                + " class=" + op.getClass().getName() + " declaring=" + op.getDeclaringClass().getSimpleName());
        }
        Light l = Light.RED;
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 7; i++) { sb.append(l).append(' '); l = l.next(); }
        System.out.println(sb.toString().trim());
        System.out.println(Op.valueOf("POW").apply(2, 10) + " " + Op.POW.ordinal() + " " + Op.POW.name());
        switch (Op.TIMES) {
            case TIMES: System.out.println("switch works on constant with body"); break;
            default: System.out.println("wrong");
        }
    }
}
