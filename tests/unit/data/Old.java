// Test input for tests/unit/test_classfile.c; compile with: javac --release 8 Old.java
// (class file version 52: no invokedynamic, string + via StringBuilder).
public class Old {
    static int[] table;
    static { table = new int[] { 1, 2, 3 }; }

    static String show(int i) { return "t" + table[i]; }
}
