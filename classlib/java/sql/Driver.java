package java.sql;

/** A JDBC driver: opens connections for the URLs it accepts; registers itself with DriverManager. */
public interface Driver {
    Connection connect(String str, java.util.Properties properties) throws SQLException;
    boolean acceptsURL(String str) throws SQLException;
    DriverPropertyInfo[] getPropertyInfo(String str, java.util.Properties properties) throws SQLException;
    int getMajorVersion();
    int getMinorVersion();
    boolean jdbcCompliant();
    java.util.logging.Logger getParentLogger() throws SQLFeatureNotSupportedException;
}
