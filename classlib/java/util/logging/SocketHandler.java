package java.util.logging;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.net.Socket;

/* Writes formatted records (XMLFormatter by default) to a TCP connection, flushing after each one. */
public class SocketHandler extends StreamHandler {
    private Socket sock;
    private final String host;
    private final int port;

    public SocketHandler() throws IOException {
        super("java.util.logging.SocketHandler", Level.ALL, new XMLFormatter());
        LogManager m = LogManager.getLogManager();
        this.port = m.getIntProperty("java.util.logging.SocketHandler.port", 0);
        this.host = m.getStringProperty("java.util.logging.SocketHandler.host", null);
        connect();
    }

    public SocketHandler(String host, int port) throws IOException {
        super("java.util.logging.SocketHandler", Level.ALL, new XMLFormatter());
        this.host = host;
        this.port = port;
        connect();
    }

    private void connect() throws IOException {
        if (port == 0) {
            throw new IllegalArgumentException("Bad port: " + port);
        }
        if (host == null) {
            throw new IllegalArgumentException("Null host name: " + host);
        }
        sock = new Socket(host, port);
        setOutputStream(new BufferedOutputStream(sock.getOutputStream()));
    }

    @Override
    public synchronized void close() {
        super.close();
        if (sock != null) {
            try {
                sock.close();
            } catch (IOException e) {
                // already closed
            }
        }
        sock = null;
    }

    @Override
    public synchronized void publish(LogRecord record) {
        if (!isLoggable(record)) {
            return;
        }
        super.publish(record);
        flush();
    }
}
