// jvm-args: -Xmx32m
// The binary-trees benchmark shape, small: many short-lived trees, one long-lived.
public class GcBinaryTrees {
    static final class Tree {
        Tree left, right;
        Tree(Tree l, Tree r) { left = l; right = r; }
        int check() { return left == null ? 1 : 1 + left.check() + right.check(); }
    }

    static Tree make(int d) {
        return d == 0 ? new Tree(null, null) : new Tree(make(d - 1), make(d - 1));
    }

    public static void main(String[] args) {
        int max = 14;
        Tree longLived = make(max);
        for (int d = 4; d <= max; d += 2) {
            int iters = 1 << (max - d + 4);
            long check = 0;
            for (int i = 0; i < iters; i++)
                check += make(d).check();
            System.out.println(iters + "\t trees of depth " + d + "\t check: " + check);
        }
        System.out.println("long lived tree of depth " + max + "\t check: " + longLived.check());
    }
}
