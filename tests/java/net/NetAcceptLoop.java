// The seed's TestAccept loop with clients: a server thread prints "Waiting on
// connection..." and accepts in a loop; each of five clients connecting to the
// port it listens on is accepted in turn (the server reads the client's
// number and answers it); then the server socket is closed from main, which
// ends the loop with a SocketException.
import java.io.*;
import java.net.*;

public class NetAcceptLoop {
    public static void main(String[] args) throws Exception {
        ServerSocket ss = new ServerSocket(0);
        System.out.println("Listening on port " + (ss.getLocalPort() > 0 ? "N" : "?"));
        Object lock = new Object();
        int[] accepted = new int[1];
        int[] waits = new int[1];
        Thread server = new Thread(() -> {
            try {
                while (true) {
                    synchronized (lock) {
                        System.out.println("Waiting on connection...");
                        waits[0]++;
                        lock.notifyAll();
                    }
                    try (Socket s = ss.accept()) {
                        int n = s.getInputStream().read();
                        s.getOutputStream().write(n * 2);
                        synchronized (lock) {
                            accepted[0]++;
                            System.out.println("accepted client " + n);
                            lock.notifyAll();
                        }
                    }
                }
            } catch (IOException e) {
                // "Socket closed" if the close came during accept, "Socket is
                // closed" if just before it: both are SocketException
                System.out.println("server loop ended: " + e.getClass().getName());
            }
        });
        server.start();
        StringBuilder answers = new StringBuilder();
        for (int i = 1; i <= 5; i++) {
            try (Socket c = new Socket("localhost", ss.getLocalPort())) {
                c.getOutputStream().write(i);
                int answer = c.getInputStream().read();
                synchronized (lock) {
                    while (accepted[0] < i) lock.wait();
                    answers.append(" ").append(answer);
                }
            }
        }
        synchronized (lock) {
            while (waits[0] < 6) lock.wait();
            System.out.println("accepted " + accepted[0] + ", answers:" + answers);
        }
        ss.close();
        server.join();
    }
}
