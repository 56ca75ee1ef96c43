// The seed program of JDK-4036992 (an idle ServerSocket.accept()), without
// the Toolkit call: a ServerSocket on port 0 accepting forever.  It prints a
// fixed line instead of the port, so that its output does not vary.
import java.io.IOException;
import java.net.ServerSocket;

public class TestAccept {
    public static void main(String[] args) {
        try {
            ServerSocket ss = new ServerSocket(0);
            System.out.println("Listening on port " + (ss.getLocalPort() > 0 ? "N" : "?"));
            while (true) {
                System.out.println("Waiting on connection...");
                ss.accept().close();
            }
        } catch (IOException e) {
            System.err.println(e + "Error accepting connections");
            System.exit(1);
        }
    }
}
