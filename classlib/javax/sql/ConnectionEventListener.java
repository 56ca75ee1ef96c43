package javax.sql;

/** Told when a pooled connection is closed or fails. */
public interface ConnectionEventListener extends java.util.EventListener {
    void connectionClosed(ConnectionEvent connectionEvent);
    void connectionErrorOccurred(ConnectionEvent connectionEvent);
}
