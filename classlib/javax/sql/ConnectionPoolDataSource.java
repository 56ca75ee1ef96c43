package javax.sql;

/** A factory of PooledConnections. */
public interface ConnectionPoolDataSource extends CommonDataSource {
    PooledConnection getPooledConnection() throws java.sql.SQLException;
    PooledConnection getPooledConnection(String str, String str2) throws java.sql.SQLException;
    java.io.PrintWriter getLogWriter() throws java.sql.SQLException;
    void setLogWriter(java.io.PrintWriter printWriter) throws java.sql.SQLException;
    void setLoginTimeout(int n) throws java.sql.SQLException;
    int getLoginTimeout() throws java.sql.SQLException;
    default PooledConnectionBuilder createPooledConnectionBuilder() throws java.sql.SQLException {
        throw new java.sql.SQLFeatureNotSupportedException("createPooledConnectionBuilder not implemented");
    }
}
