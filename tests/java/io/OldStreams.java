import java.io.*;
/** The deprecated LineNumberInputStream and StringBufferInputStream. */
@SuppressWarnings("deprecation")
public class OldStreams {
    public static void main(String[] a) throws IOException {
        LineNumberInputStream in = new LineNumberInputStream(new ByteArrayInputStream("a\rb\r\nc\n\nd\r".getBytes()));
        int c;
        StringBuilder sb = new StringBuilder();
        while ((c = in.read()) != -1) sb.append(c == '\n' ? "\\n" : String.valueOf((char) c)).append(in.getLineNumber());
        System.out.println(sb);
        LineNumberInputStream in2 = new LineNumberInputStream(new ByteArrayInputStream("x\r\ny\rz\nw".getBytes()));
        System.out.println("available " + in2.available());
        in2.mark(100);
        byte[] b = new byte[4];
        System.out.println(in2.read(b, 0, 4) + " line " + in2.getLineNumber() + " " + new String(b).replace("\n", "\\n"));
        in2.reset();
        System.out.println("after reset line " + in2.getLineNumber() + " skip " + in2.skip(5) + " line " + in2.getLineNumber());
        in2.setLineNumber(40);
        System.out.println(in2.read() + " " + in2.getLineNumber() + " " + in2.read(b, 0, 4));
        StringBufferInputStream s = new StringBufferInputStream("h\u00e9llo\u4e2d!");
        System.out.println(s.available() + " " + s.read() + " " + s.skip(2) + " " + s.read(b, 0, 3) + " " + java.util.Arrays.toString(b) + " " + s.read(b, 0, 3) + " " + s.read());
        s.reset();
        System.out.println(s.read() + " " + s.skip(-1) + " " + s.skip(100) + " " + s.read(b, 0, 0));
        try { s.read(b, 2, 3); } catch (IndexOutOfBoundsException e) { System.out.println(e); }
    }
}
