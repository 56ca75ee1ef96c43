// In-memory streams and readers: StringReader + BufferedReader.readLine,
// StringWriter + PrintWriter, ByteArrayOutputStream/InputStream, InputStreamReader
// over bytes, and read() at end of stream.
import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;

public class ReadersAndWriters {
    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new StringReader("first line\nsecond line\r\nthird\n\nfifth"));
        String line;
        int n = 0;
        while ((line = br.readLine()) != null) System.out.println(++n + ": [" + line + "]");
        System.out.println("after end: " + br.readLine());
        StringWriter sw = new StringWriter();
        PrintWriter pw = new PrintWriter(sw);
        pw.println("hello");
        pw.printf("%d + %d = %d%n", 2, 3, 5);
        pw.print('c');
        pw.flush();
        System.out.println("StringWriter got: " + sw.toString().replace("\n", "|"));
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        bos.write(65);
        bos.write("BCD".getBytes(), 1, 2);
        PrintStream ps = new PrintStream(bos);
        ps.print(" via PrintStream ");
        ps.print(42);
        ps.flush();
        System.out.println(bos.toString() + " size " + bos.size());
        byte[] data = bos.toByteArray();
        ByteArrayInputStream bis = new ByteArrayInputStream(data);
        int first = bis.read();
        byte[] buf = new byte[4];
        int got = bis.read(buf, 0, 4);
        System.out.println("read " + (char) first + ", then " + got + " bytes: " + new String(buf, 0, got) + ", available " + bis.available());
        long skipped = bis.skip(100);
        System.out.println("skipped " + skipped + ", read at end " + bis.read() + ", read(buf) at end " + bis.read(buf));
        BufferedReader fromBytes = new BufferedReader(new InputStreamReader(new ByteArrayInputStream("x=1\ny=2\n".getBytes())));
        int sum = 0;
        for (String l = fromBytes.readLine(); l != null; l = fromBytes.readLine()) sum += Integer.parseInt(l.substring(2));
        System.out.println("sum " + sum);
        StringReader sr = new StringReader("abc");
        char[] cb = new char[10];
        int r = sr.read(cb);
        System.out.println("StringReader read " + r + " chars: " + new String(cb, 0, r) + ", then " + sr.read());
        byte[] utf = "A\u00e9\u4e2d".getBytes("UTF-8");
        System.out.println("utf-8 bytes: " + java.util.Arrays.toString(utf) + " back: " + (new String(utf, "UTF-8").length()));
    }
}
