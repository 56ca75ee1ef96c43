package javax.sql;

/** A factory of XAConnections. */
public interface XADataSource extends CommonDataSource {
    XAConnection getXAConnection() throws java.sql.SQLException;
    XAConnection getXAConnection(String str, String str2) throws java.sql.SQLException;
    java.io.PrintWriter getLogWriter() throws java.sql.SQLException;
    void setLogWriter(java.io.PrintWriter printWriter) throws java.sql.SQLException;
    void setLoginTimeout(int n) throws java.sql.SQLException;
    int getLoginTimeout() throws java.sql.SQLException;
    default XAConnectionBuilder createXAConnectionBuilder() throws java.sql.SQLException {
        throw new java.sql.SQLFeatureNotSupportedException("createXAConnectionBuilder not implemented");
    }
}
