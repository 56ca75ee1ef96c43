// A server thread and three client threads in one program exchange text
// lines over loopback (PrintWriter / BufferedReader): each client sends
// numbered requests, the server answers each with a computed reply, and the
// conversation is printed in a deterministic order at the end.
import java.io.*;
import java.net.*;
import java.util.*;

public class NetPingPong {
    public static void main(String[] args) throws Exception {
        ServerSocket server = new ServerSocket(0);
        int port = server.getLocalPort();
        System.out.println("server bound: " + server.isBound() + ", port > 0: " + (port > 0));
        Thread srv = new Thread(() -> {
            try {
                for (int i = 0; i < 3; i++) {
                    try (Socket s = server.accept();
                         BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(), "UTF-8"));
                         PrintWriter out = new PrintWriter(new OutputStreamWriter(s.getOutputStream(), "UTF-8"), true)) {
                        String line;
                        while ((line = in.readLine()) != null) {
                            if (line.equals("bye")) {
                                out.println("bye " + line.length());
                                break;
                            }
                            String[] f = line.split(" ");
                            int n = Integer.parseInt(f[1]);
                            out.println("pong " + f[0] + " " + (n * n));
                        }
                    }
                }
            } catch (IOException e) {
                System.out.println("server: " + e);
            }
        }, "server");
        srv.start();
        String[] names = {"alpha", "beta", "gamma"};
        List<String>[] logs = new List[3];
        for (int c = 0; c < 3; c++) {
            logs[c] = new ArrayList<>();
            final int id = c;
            Thread t = new Thread(() -> {
                try (Socket s = new Socket("localhost", port)) {
                    BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream()));
                    PrintWriter out = new PrintWriter(s.getOutputStream(), true);
                    for (int k = 1; k <= 4; k++) {
                        out.println(names[id] + " " + (k + id * 10));
                        logs[id].add(in.readLine());
                    }
                    out.println("bye");
                    logs[id].add(in.readLine());
                    logs[id].add("eof: " + in.readLine());
                } catch (IOException e) {
                    logs[id].add("client: " + e);
                }
            });
            t.start();
            t.join();   // the server handles one connection at a time
        }
        srv.join();
        server.close();
        for (int c = 0; c < 3; c++) System.out.println(names[c] + ": " + logs[c]);
        System.out.println("closed: " + server.isClosed());
    }
}
