package java.sql;

/** What DriverManager.deregisterDriver runs for a driver that registered with it. */
public interface DriverAction {
    void deregister();
}
