package javax.sql;

/** What DataSource, ConnectionPoolDataSource and XADataSource share: log writer, login timeout, parent logger. */
public interface CommonDataSource {
    java.io.PrintWriter getLogWriter() throws java.sql.SQLException;
    void setLogWriter(java.io.PrintWriter printWriter) throws java.sql.SQLException;
    void setLoginTimeout(int n) throws java.sql.SQLException;
    int getLoginTimeout() throws java.sql.SQLException;
    java.util.logging.Logger getParentLogger() throws java.sql.SQLFeatureNotSupportedException;
    default java.sql.ShardingKeyBuilder createShardingKeyBuilder() throws java.sql.SQLException {
        throw new java.sql.SQLFeatureNotSupportedException("createShardingKeyBuilder not implemented");
    }
}
