// args: 17 3000
import java.io.*;
import java.util.*;

/** StreamTokenizer over random inputs and random syntax settings, every token printed. */
public class StreamTokenizerFuzz {
    static final String ALPHABET = "abcXYZ0123456789..--''\"\"\\\\//**\r\n\n \t#;=+()\u00e9\u4e2d\u00ff\u00a0_$";

    public static void main(String[] args) throws IOException {
        Random rnd = new Random(Long.parseLong(args.length > 0 ? args[0] : "17"));
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 400;
        long h = 0;
        for (int r = 0; r < rounds; r++) {
            StringBuilder sb = new StringBuilder();
            int len = rnd.nextInt(60);
            for (int i = 0; i < len; i++) {
                sb.append(ALPHABET.charAt(rnd.nextInt(ALPHABET.length())));
            }
            StreamTokenizer st = new StreamTokenizer(new StringReader(sb.toString()));
            int cfg = rnd.nextInt(256);
            st.eolIsSignificant((cfg & 1) != 0);
            st.slashSlashComments((cfg & 2) != 0);
            st.slashStarComments((cfg & 4) != 0);
            st.lowerCaseMode((cfg & 8) != 0);
            if ((cfg & 16) != 0) st.ordinaryChar('/');
            if ((cfg & 32) != 0) st.commentChar('#');
            if ((cfg & 64) != 0) { st.wordChars('_', '_'); st.wordChars('0', '9'); }
            if ((cfg & 128) != 0) { st.resetSyntax(); st.wordChars('a', 'z'); st.quoteChar('"'); st.whitespaceChars(' ', ' '); if (rnd.nextBoolean()) st.parseNumbers(); }
            StringBuilder out = new StringBuilder();
            int n = 0;
            while (st.nextToken() != StreamTokenizer.TT_EOF && n++ < 200) {
                out.append(st).append(" t=").append(st.ttype).append(" n=").append(st.nval).append(" s=").append(st.sval).append('|');
                if (rnd.nextInt(10) == 0) { st.pushBack(); st.nextToken(); out.append("pb:").append(st.ttype).append('|'); }
            }
            out.append(st).append(" line ").append(st.lineno());
            String o = out.toString();
            h = h * 31 + o.hashCode();
            if (r < 40) System.out.println(r + ": " + o.replace("\r", "\\r").replace("\n", "\\n"));
        }
        System.out.println("hash " + h);
        StreamTokenizer bytes = new StreamTokenizer(new ByteArrayInputStream("x 1.5 'q' -7 -.5 -a .".getBytes()));
        while (bytes.nextToken() != StreamTokenizer.TT_EOF) System.out.println(bytes);
        System.out.println(new StreamTokenizer(new StringReader("")));
        double[] tricky = new double[4];
        StreamTokenizer t2 = new StreamTokenizer(new StringReader("0.1 123.456789012345678 1.7976931348623157 99999999999999999999.5"));
        for (int i = 0; i < 4; i++) { t2.nextToken(); tricky[i] = t2.nval; }
        System.out.println(Arrays.toString(tricky));
    }
}
