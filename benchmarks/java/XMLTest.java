// XMLTest (seed 002's shape): T worker threads, each repeatedly building a document
// tree from an XML string with a small parser written here, walking it, modifying it
// and serializing it again.  Every transaction checks its own result against the
// first one computed by main; any mismatch prints "XMLTest FAIL" and exits 1.
//
// usage: XMLTest THREADS [WARMUP_MS] [MEASURE_MS] [ITEMS]
// prints "Transactions per second = X", "Thread i = n" per worker, then
// "XMLTest OK threads=T total=N ms=M tps=X".
import java.util.ArrayList;

public class XMLTest {
    static abstract class Node {
        abstract void write(StringBuilder sb);
    }

    static final class Text extends Node {
        String text;
        Text(String t) { text = t; }
        void write(StringBuilder sb) { escape(sb, text, false); }
    }

    static final class Element extends Node {
        final String name;
        final ArrayList<String> attrs = new ArrayList<>();   // name, value, name, value...
        final ArrayList<Node> children = new ArrayList<>();
        Element(String n) { name = n; }

        String attr(String n) {
            for (int i = 0; i < attrs.size(); i += 2)
                if (attrs.get(i).equals(n)) return attrs.get(i + 1);
            return null;
        }

        void setAttr(String n, String v) {
            for (int i = 0; i < attrs.size(); i += 2)
                if (attrs.get(i).equals(n)) { attrs.set(i + 1, v); return; }
            attrs.add(n);
            attrs.add(v);
        }

        void write(StringBuilder sb) {
            sb.append('<').append(name);
            for (int i = 0; i < attrs.size(); i += 2) {
                sb.append(' ').append(attrs.get(i)).append("=\"");
                escape(sb, attrs.get(i + 1), true);
                sb.append('"');
            }
            if (children.isEmpty()) { sb.append("/>"); return; }
            sb.append('>');
            for (int i = 0; i < children.size(); i++) children.get(i).write(sb);
            sb.append("</").append(name).append('>');
        }
    }

    static void escape(StringBuilder sb, String s, boolean attr) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '<': sb.append("&lt;"); break;
                case '>': sb.append("&gt;"); break;
                case '&': sb.append("&amp;"); break;
                case '"': if (attr) sb.append("&quot;"); else sb.append(c); break;
                default: sb.append(c);
            }
        }
    }

    /** A small non-validating parser: elements, attributes, text, the five entities, comments. */
    static final class Parser {
        final String s;
        int p;
        Parser(String s) { this.s = s; }

        Element parse() {
            skipProlog();
            Element root = element();
            return root;
        }

        void skipProlog() {
            for (;;) {
                skipSpace();
                if (s.startsWith("<?", p)) p = s.indexOf("?>", p) + 2;
                else if (s.startsWith("<!--", p)) p = s.indexOf("-->", p) + 3;
                else return;
            }
        }

        void skipSpace() {
            while (p < s.length() && s.charAt(p) <= ' ') p++;
        }

        String name() {
            int b = p;
            while (p < s.length()) {
                char c = s.charAt(p);
                if (c <= ' ' || c == '>' || c == '/' || c == '=') break;
                p++;
            }
            if (p == b) throw new IllegalStateException("name expected at " + p);
            return s.substring(b, p);
        }

        Element element() {
            expect('<');
            Element e = new Element(name());
            for (;;) {
                skipSpace();
                char c = s.charAt(p);
                if (c == '/') { p++; expect('>'); return e; }
                if (c == '>') { p++; break; }
                String an = name();
                skipSpace();
                expect('=');
                skipSpace();
                char q = s.charAt(p++);
                int end = s.indexOf(q, p);
                e.attrs.add(an);
                e.attrs.add(unescape(s.substring(p, end)));
                p = end + 1;
            }
            for (;;) {
                if (s.startsWith("</", p)) {
                    p += 2;
                    String n = name();
                    if (!n.equals(e.name)) throw new IllegalStateException("</" + n + "> closes <" + e.name + ">");
                    skipSpace();
                    expect('>');
                    return e;
                }
                if (s.startsWith("<!--", p)) { p = s.indexOf("-->", p) + 3; continue; }
                if (s.charAt(p) == '<') { e.children.add(element()); continue; }
                int end = s.indexOf('<', p);
                String t = s.substring(p, end);
                p = end;
                if (!t.trim().isEmpty()) e.children.add(new Text(unescape(t)));
            }
        }

        void expect(char c) {
            if (s.charAt(p) != c) throw new IllegalStateException("'" + c + "' expected at " + p);
            p++;
        }

        static String unescape(String t) {
            int a = t.indexOf('&');
            if (a < 0) return t;
            StringBuilder sb = new StringBuilder(t.length());
            int i = 0;
            while (a >= 0) {
                sb.append(t, i, a);
                int semi = t.indexOf(';', a);
                String ent = t.substring(a + 1, semi);
                if (ent.equals("lt")) sb.append('<');
                else if (ent.equals("gt")) sb.append('>');
                else if (ent.equals("amp")) sb.append('&');
                else if (ent.equals("quot")) sb.append('"');
                else if (ent.equals("apos")) sb.append('\'');
                else throw new IllegalStateException("entity &" + ent + ";");
                i = semi + 1;
                a = t.indexOf('&', i);
            }
            sb.append(t, i, t.length());
            return sb.toString();
        }
    }

    /** The input: a purchase order with ITEMS lines. */
    static String document(int items) {
        StringBuilder sb = new StringBuilder();
        sb.append("<?xml version=\"1.0\"?>\n<!-- XMLTest input -->\n<order id=\"4711\" customer=\"Smith &amp; Sons\">\n");
        sb.append("  <address><street>1 Main St</street><city>Springfield</city><zip>12345</zip></address>\n");
        for (int i = 0; i < items; i++) {
            sb.append("  <item sku=\"SKU-").append(1000 + i).append("\" qty=\"").append(1 + i % 7)
              .append("\" price=\"").append(100 + (i * 37) % 900).append("\">");
            sb.append("<name>Part &lt;").append(i).append("&gt;</name><note>handle with care</note></item>\n");
        }
        sb.append("</order>\n");
        return sb.toString();
    }

    /** One transaction; returns a digest of the walk, the modification and the output. */
    static long transaction(String xml) {
        Element root = new Parser(xml).parse();
        // walk
        long elements = 0, qty = 0, value = 0, textLen = 0;
        ArrayList<Element> stack = new ArrayList<>();
        stack.add(root);
        while (!stack.isEmpty()) {
            Element e = stack.remove(stack.size() - 1);
            elements++;
            String q = e.attr("qty");
            if (q != null) {
                int n = Integer.parseInt(q);
                qty += n;
                value += (long) n * Integer.parseInt(e.attr("price"));
            }
            for (int i = 0; i < e.children.size(); i++) {
                Node c = e.children.get(i);
                if (c instanceof Element) stack.add((Element) c);
                else textLen += ((Text) c).text.length();
            }
        }
        // modify: reprice every item, drop its note, add a total element
        for (int i = 0; i < root.children.size(); i++) {
            Node c = root.children.get(i);
            if (c instanceof Element && ((Element) c).name.equals("item")) {
                Element it = (Element) c;
                int price = Integer.parseInt(it.attr("price"));
                it.setAttr("price", Integer.toString(price + price / 10));
                it.setAttr("checked", "yes");
                it.children.remove(it.children.size() - 1);
            }
        }
        Element total = new Element("total");
        total.setAttr("qty", Long.toString(qty));
        total.children.add(new Text(Long.toString(value) + " < " + Long.toString(value * 2)));
        root.children.add(total);
        // serialize
        StringBuilder sb = new StringBuilder(xml.length());
        root.write(sb);
        String out = sb.toString();
        return ((elements * 31 + qty) * 31 + value) * 31 + textLen + ((long) out.length() << 32) + out.hashCode() * 7L;
    }

    static volatile int phase;          // 0 warm-up, 1 measuring, 2 stop
    static long[] counts;
    static volatile String failure;

    public static void main(String[] args) throws Exception {
        int threads = Integer.parseInt(args[0]);
        int warmupMs = args.length > 1 ? Integer.parseInt(args[1]) : 500;
        int measureMs = args.length > 2 ? Integer.parseInt(args[2]) : 2000;
        int items = args.length > 3 ? Integer.parseInt(args[3]) : 20;
        final String xml = document(items);
        final long expected = transaction(xml);
        // the output must parse again and give the same tree shape
        String once;
        {
            Element r = new Parser(xml).parse();
            StringBuilder sb = new StringBuilder();
            r.write(sb);
            once = sb.toString();
            StringBuilder sb2 = new StringBuilder();
            new Parser(once).parse().write(sb2);
            if (!sb2.toString().equals(once)) {
                System.out.println("XMLTest FAIL: round trip differs");
                System.exit(1);
            }
        }
        counts = new long[threads * 8];   // one slot per worker, spaced out
        Thread[] ts = new Thread[threads];
        for (int i = 0; i < threads; i++) {
            final int slot = i * 8;
            ts[i] = new Thread(() -> {
                long n = 0;
                while (phase != 2) {
                    long d = transaction(xml);
                    if (d != expected) {
                        failure = "digest " + d + " != " + expected;
                        return;
                    }
                    counts[slot] = ++n;
                }
            }, "XMLTest-" + i);
            ts[i].start();
        }
        Thread.sleep(warmupMs);
        long[] c0 = new long[threads];
        for (int i = 0; i < threads; i++) c0[i] = counts[i * 8];
        long t0 = System.nanoTime();
        phase = 1;
        Thread.sleep(measureMs);
        long[] c1 = new long[threads];
        for (int i = 0; i < threads; i++) c1[i] = counts[i * 8];
        long t1 = System.nanoTime();
        phase = 2;
        for (int i = 0; i < threads; i++) ts[i].join();
        if (failure != null) {
            System.out.println("XMLTest FAIL: " + failure);
            System.exit(1);
        }
        long total = 0;
        for (int i = 0; i < threads; i++) total += c1[i] - c0[i];
        long ms = (t1 - t0) / 1000000;
        double tps = total * 1000.0 / Math.max(1, ms);
        System.out.println("XMLTest threads = " + threads + ", document = " + xml.length() + " chars, " + items + " items");
        System.out.println("Steady state time (ms) = " + ms);
        System.out.println("Total Transactions = " + total);
        System.out.println("Transactions per second = " + tps);
        for (int i = 0; i < threads; i++) System.out.println("Thread " + i + " = " + (c1[i] - c0[i]));
        System.out.println("XMLTest OK threads=" + threads + " total=" + total + " ms=" + ms + " tps=" + tps);
    }
}
