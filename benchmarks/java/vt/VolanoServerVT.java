// Generated from ../VolanoServer.java for HotSpot's virtual threads (JDK 21+, compiled with that JDK's
// javac by benchmarks/run.py): the same program, its threads made with Thread.ofVirtual().
// A VolanoMark-like chat server (seed 004): one thread per connection; a client joins
// a room ("JOIN room"), is answered "OK", and every "MSG ..." line it sends is written
// to every member of its room, itself included.
// usage: VolanoServerVT        prints "Listening on port N", runs until killed.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.ArrayList;
import java.util.HashMap;

public class VolanoServerVT {
    static final HashMap<String, ArrayList<Conn>> rooms = new HashMap<>();

    static final class Conn implements Runnable {
        final Socket s;
        final OutputStream out;
        Conn(Socket s) throws IOException {
            this.s = s;
            this.out = s.getOutputStream();
        }

        void send(byte[] b) {
            synchronized (this) {
                try {
                    out.write(b);
                    out.flush();
                } catch (IOException e) {
                    // the client went away: its own thread sees the end of its input
                }
            }
        }

        public void run() {
            ArrayList<Conn> room = null;
            try {
                BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream()));
                String line = in.readLine();
                if (line == null || !line.startsWith("JOIN ")) return;
                String name = line.substring(5);
                synchronized (rooms) {
                    room = rooms.get(name);
                    if (room == null) {
                        room = new ArrayList<>();
                        rooms.put(name, room);
                    }
                    room.add(this);
                }
                send("OK\n".getBytes());
                while ((line = in.readLine()) != null) {
                    byte[] b = (line + "\n").getBytes();
                    Conn[] members;
                    synchronized (rooms) {
                        members = room.toArray(new Conn[0]);
                    }
                    for (Conn c : members) c.send(b);
                }
            } catch (IOException e) {
                // connection reset: drop it
            } finally {
                if (room != null) {
                    synchronized (rooms) {
                        room.remove(this);
                    }
                }
                try {
                    s.close();
                } catch (IOException e) {
                }
            }
        }
    }

    /** TCP_NODELAY, as chat servers set it; a VM without it still runs (and says so). */
    static boolean noDelay(Socket s) {
        try {
            s.setTcpNoDelay(true);
            return true;
        } catch (Throwable e) {
            return false;
        }
    }

    public static void main(String[] args) throws IOException {
        ServerSocket ss = new ServerSocket(args.length > 0 ? Integer.parseInt(args[0]) : 0);
        System.out.println("Listening on port " + ss.getLocalPort());
        for (;;) {
            Socket s = ss.accept();
            noDelay(s);
            Thread t = Thread.ofVirtual().unstarted(new Conn(s));
            t.setDaemon(true);
            t.start();
        }
    }
}
