import java.io.File;
import java.net.URI;

/** new File(URI): the file: URIs it accepts (trailing slash, escapes, dot segments) and
 *  each of HotSpot's refusals; the round trip through toURI. */
public class FileFromUri {
    public static void main(String[] args) throws Exception {
        String[] uris = {"file:/tmp/x.txt", "file:///tmp/dir/", "file:/", "file:/a%20b/c%23d", "file:/a/./b/../c",
            "file:/a//b", "FILE:/upper", "file:relative", "tmp/x", "http://host/x", "file://host/x", "file:/x#frag",
            "file:/x?q=1", "file:", "file:/caf%C3%A9", "jar:file:/a.jar!/x"};
        for (String u : uris) {
            try {
                File f = new File(new URI(u));
                System.out.println(u + " -> " + f.getPath() + " abs=" + f.isAbsolute() + " name=" + f.getName() + " parent=" + f.getParent());
            } catch (IllegalArgumentException | java.net.URISyntaxException e) {
                System.out.println(u + " -> " + e);
            }
        }
        File back = new File(new File("/tmp/some dir/f.txt").toURI());
        System.out.println("round trip: " + back + " " + new File("/no-such-dir-s7/d").toURI() + " " + new File(new URI("file:/tmp/d/")).equals(new File("/tmp/d")));
        try {
            new File((URI) null);
        } catch (NullPointerException e) {
            System.out.println("null -> NullPointerException");
        }
    }
}
