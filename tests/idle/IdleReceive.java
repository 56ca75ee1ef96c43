// An idle DatagramSocket.receive() (no time-out) on a loopback socket: with
// --idle=tickless it must make no system call while it waits.
import java.io.IOException;
import java.net.DatagramPacket;
import java.net.DatagramSocket;
import java.net.InetAddress;

public class IdleReceive {
    public static void main(String[] args) throws IOException {
        DatagramSocket s = new DatagramSocket(0, InetAddress.getLoopbackAddress());
        System.out.println("Receiving on port " + (s.getLocalPort() > 0 ? "N" : "?"));
        DatagramPacket p = new DatagramPacket(new byte[64], 64);
        while (true) {
            s.receive(p);
        }
    }
}
