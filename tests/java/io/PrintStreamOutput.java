// System.out print/println/printf/write/append of every type, char[] printing,
// println() with no argument, print(null String), and System.err interleaving
// kept separate (stderr is checked too).
public class PrintStreamOutput {
    public static void main(String[] args) {
        System.out.print(1);
        System.out.print(' ');
        System.out.print(2L);
        System.out.print(' ');
        System.out.print(3.5f);
        System.out.print(' ');
        System.out.print(4.25);
        System.out.print(' ');
        System.out.print(true);
        System.out.print(' ');
        System.out.print(new char[] { 'c', 'h' });
        System.out.print(' ');
        System.out.print((String) null);
        System.out.print(' ');
        System.out.print((Object) null);
        System.out.println();
        System.out.println(new char[] { 'a', 'r', 'r' });
        System.out.println('x');
        System.out.println(-0.0f);
        System.out.println((Object) "obj");
        System.out.println(new StringBuilder("builder"));
        System.out.printf("%s-%d%n", "printf", 1);
        System.out.format("%s-%d%n", "format", 2);
        System.out.append("append").append(' ').append("chain", 0, 5).append('\n');
        System.out.write('W');
        System.out.write('\n');
        byte[] bytes = "bytes written raw\n".getBytes();
        System.out.write(bytes, 6, bytes.length - 6);
        System.out.flush();
        System.err.println("to stderr 1");
        System.out.println("back on stdout");
        System.err.print("to stderr 2");
        System.err.println();
        System.err.printf("stderr %d%n", 3);
        System.out.println("tab\tand\\backslash \"quotes\"");
        System.out.println("");
        System.out.println("last line without newline follows");
        System.out.print("no newline at end");
    }
}
