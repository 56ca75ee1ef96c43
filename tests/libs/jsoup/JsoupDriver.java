import java.util.stream.Collectors;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Entities;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;
import org.jsoup.parser.Parser;
import org.jsoup.safety.Safelist;
import org.jsoup.select.Elements;
import org.jsoup.select.NodeTraversor;
import org.jsoup.select.NodeVisitor;

/** Drives Debian's jsoup: parsing (HTML5 tree building, fragments, broken markup, XML), CSS
 *  selectors, DOM editing, output settings, cleaning, entities and traversal. */
public class JsoupDriver {
    static int failures;

    interface Step {
        Object run() throws Exception;
    }

    static void step(String name, Step s) {
        try {
            System.out.println(name + ": " + s.run());
        } catch (Throwable e) {
            failures++;
            System.out.println(name + ": threw " + e);
        }
    }

    static final String HTML = "<!DOCTYPE html><html><head><title>Test &amp; page</title>"
            + "<meta charset=utf-8><style>p{color:red}</style></head><body>"
            + "<div id=main class='content wide'><h1>Heading</h1><p class=intro>First <b>bold</b> para"
            + "<p>Second para with <a href='/rel/link?x=1&y=2'>a link</a> and <a href=http://abs.example/>abs</a>"
            + "<ul><li>one<li>two<li data-n=3>three</ul><table><tr><td>c1<td>c2</table>"
            + "<img src=pic.png alt=''><br><input type=checkbox checked></div>"
            + "<div class=footer><span>&copy; 2024</span> <!-- a comment --></div><script>var x = '<p>';</script></body></html>";

    public static void main(String[] args) {
        final Document doc = Jsoup.parse(HTML, "http://example.com/base/");
        step("title", () -> doc.title() + " | " + doc.charset() + " | " + doc.select("meta").attr("charset"));
        step("select", () -> doc.select("p").size() + " " + doc.select("div#main > p.intro b").text() + " "
                + doc.select("li[data-n]").text() + " " + doc.select("li:nth-child(2)").text() + " " + doc.select("a[href^=http]").attr("href")
                + " " + doc.select("div.content.wide").size() + " " + doc.select("td:eq(1)").text() + " " + doc.select("p:contains(Second)").size()
                + " " + doc.select("*:matchesOwn(^th)").text() + " " + doc.select("ul > li:last-child").text() + " " + doc.select("h1 ~ p").size());
        step("links", () -> doc.select("a").stream().map(a -> a.attr("abs:href")).collect(Collectors.toList()));
        step("text", () -> doc.body().text());
        step("own text", () -> doc.selectFirst("p.intro").ownText() + "|" + doc.selectFirst("p.intro").wholeText());
        step("tree fixes", () -> doc.select("p").get(1).outerHtml().replace("\n", "\\n"));
        step("table tbody", () -> doc.select("table").outerHtml().replace("\n", "\\n"));
        step("script data", () -> doc.select("script").first().data() + " " + doc.select("style").first().data());
        step("attributes", () -> {
            Element in = doc.selectFirst("input");
            Element img = doc.selectFirst("img");
            return in.attributes() + " | " + in.hasAttr("checked") + " | " + img.attr("abs:src") + " | " + doc.getElementById("main").className()
                    + " | " + doc.getElementById("main").classNames() + " | " + doc.selectFirst("li[data-n]").dataset();
        });
        step("navigate", () -> {
            Element h1 = doc.selectFirst("h1");
            return h1.parent().tagName() + " " + h1.nextElementSibling().tagName() + " " + h1.siblingElements().size() + " "
                    + h1.elementSiblingIndex() + " " + h1.cssSelector() + " " + doc.selectFirst("td").parents().stream().map(Element::tagName).collect(Collectors.joining(","));
        });
        step("edit", () -> {
            Document d = Jsoup.parse("<div><p>a</p></div>");
            Element div = d.selectFirst("div");
            div.appendElement("p").text("b <escaped>").addClass("new").attr("title", "t\"q");
            div.prependChild(new TextNode("lead "));
            div.selectFirst("p").wrap("<section></section>");
            div.select("p.new").first().before("<hr>");
            div.attr("id", "d1").toggleClass("x");
            d.select("hr").remove();
            div.appendText(" tail");
            return d.body().html().replace("\n", "\\n");
        });
        step("output settings", () -> {
            Document d = Jsoup.parse("<p>caf\u00e9 &lt; \u20ac <b>x</b></p>");
            d.outputSettings().prettyPrint(false).escapeMode(Entities.EscapeMode.extended).charset("ascii");
            String a = d.body().html();
            d.outputSettings().prettyPrint(true).indentAmount(4).escapeMode(Entities.EscapeMode.xhtml).charset("UTF-8");
            return a + " | " + d.body().html().replace("\n", "\\n");
        });
        step("fragment", () -> Jsoup.parseBodyFragment("<td>cell</td><p>unclosed <i>italic").body().html().replace("\n", "\\n"));
        step("broken markup", () -> Jsoup.parse("<p>one<p>two</b><div>three<span>four</div><p>five").body().children().stream()
                .map(e -> e.tagName() + "[" + e.text() + "]").collect(Collectors.joining(" ")));
        step("xml", () -> {
            Document x = Jsoup.parse("<?xml version=\"1.0\"?><root><Item id=\"1\">A</Item><item id=\"2\"/><ns:el>z</ns:el></root>", "", Parser.xmlParser());
            return x.select("Item").size() + " " + x.select("item").size() + " " + x.select("ns|el").text() + " " + x.outerHtml().replace("\n", "\\n");
        });
        step("clean", () -> Jsoup.clean("<p onclick='evil()'>Hi <a href='http://ok.example/' target=_blank>link</a><script>x()</script>"
                + "<img src='javascript:alert(1)'></p>", Safelist.basic()) + " | " + Jsoup.isValid("<b>ok</b>", Safelist.basic())
                + " " + Jsoup.isValid("<script>no</script>", Safelist.basic()));
        step("entities", () -> Entities.escape("<\u00e9 & \u00a0 \"q\">") + " | " + Entities.unescape("&eacute;&nbsp;&lt;&#x41;&#66;&amp;&unknown;")
                + " | " + Parser.unescapeEntities("&copy &copy; &notit;", false));
        step("traverse", () -> {
            StringBuilder sb = new StringBuilder();
            NodeTraversor.traverse(new NodeVisitor() {
                @Override public void head(Node node, int depth) {
                    if (node instanceof Element)
                        sb.append('<').append(((Element) node).tagName()).append(depth);
                }
                @Override public void tail(Node node, int depth) {
                    if (node instanceof Element && depth > 3)
                        sb.append('/');
                }
            }, doc.getElementById("main"));
            return sb;
        });
        step("elements ops", () -> {
            Elements lis = doc.select("li");
            return lis.eachText() + " " + lis.first().text() + " " + lis.last().text() + " " + lis.is("[data-n]") + " " + lis.not("[data-n]").size()
                    + " " + lis.parents().size() + " " + doc.select("p").hasClass("intro");
        });
        step("pretty", () -> "\n" + Jsoup.parse("<div><p>x<span>y</span></p><ul><li>a</li></ul></div>").body().outerHtml());
        step("bad selector", () -> doc.select("div[[["));
        System.out.println("failures: " + failures);
    }
}
