// CPU benchmark: interface and virtual dispatch (a visitor over an expression tree,
// invokeinterface on accept, invokevirtual on abstract visitor methods).
// usage: CpuVisitor [DEPTH [REPS]]
// args: 10 4
public class CpuVisitor {
    interface Node {
        <R> R accept(Visitor<R> v);
    }

    static abstract class Visitor<R> {
        abstract R num(Num n);
        abstract R add(Add n);
        abstract R mul(Mul n);
        abstract R neg(Neg n);
    }

    static final class Num implements Node {
        final int value;
        Num(int value) { this.value = value; }
        public <R> R accept(Visitor<R> v) { return v.num(this); }
    }

    static final class Add implements Node {
        final Node l, r;
        Add(Node l, Node r) { this.l = l; this.r = r; }
        public <R> R accept(Visitor<R> v) { return v.add(this); }
    }

    static final class Mul implements Node {
        final Node l, r;
        Mul(Node l, Node r) { this.l = l; this.r = r; }
        public <R> R accept(Visitor<R> v) { return v.mul(this); }
    }

    static final class Neg implements Node {
        final Node e;
        Neg(Node e) { this.e = e; }
        public <R> R accept(Visitor<R> v) { return v.neg(this); }
    }

    /* Evaluates modulo a prime, boxed results (Integer cache and allocation). */
    static final class Eval extends Visitor<Integer> {
        Integer num(Num n) { return n.value; }
        Integer add(Add n) { return (n.l.accept(this) + n.r.accept(this)) % 1000003; }
        Integer mul(Mul n) { return (int) ((long) n.l.accept(this) * n.r.accept(this) % 1000003); }
        Integer neg(Neg n) { return (1000003 - n.e.accept(this)) % 1000003; }
    }

    /* Counts nodes through a mutable field (virtual call, field update). */
    static class Counter extends Visitor<Object> {
        int nodes;
        Object num(Num n) { nodes++; return null; }
        Object add(Add n) { nodes++; n.l.accept(this); n.r.accept(this); return null; }
        Object mul(Mul n) { nodes++; n.l.accept(this); n.r.accept(this); return null; }
        Object neg(Neg n) { nodes++; n.e.accept(this); return null; }
    }

    static final class DepthCounter extends Counter {
        int depth, maxDepth;
        @Override Object add(Add n) { depth++; maxDepth = Math.max(maxDepth, depth); super.add(n); depth--; return null; }
        @Override Object mul(Mul n) { depth++; maxDepth = Math.max(maxDepth, depth); super.mul(n); depth--; return null; }
    }

    static int seed = 42;

    static int next() {
        seed = seed * 1103515245 + 12345;
        return (seed >>> 16) & 0x7fff;
    }

    static Node build(int depth) {
        if (depth == 0)
            return new Num(next() % 100);
        switch (next() % 5) {
        case 0: return new Neg(build(depth - 1));
        case 1: case 2: return new Add(build(depth - 1), build(depth - 1));
        default: return new Mul(build(depth - 1), build(depth - 1));
        }
    }

    public static void main(String[] args) {
        int depth = args.length > 0 ? Integer.parseInt(args[0]) : 18;
        int reps = args.length > 1 ? Integer.parseInt(args[1]) : 24;
        Node tree = build(depth);
        long check = 0;
        for (int r = 0; r < reps; r++) {
            check = check * 31 + tree.accept(new Eval());
            Counter c = (r & 1) == 0 ? new Counter() : new DepthCounter();
            tree.accept(c);
            check = check * 31 + c.nodes;
            if (c instanceof DepthCounter)
                check += ((DepthCounter) c).maxDepth;
        }
        System.out.println("visitor check " + check);
    }
}
