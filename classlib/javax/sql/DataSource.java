package javax.sql;

/** A factory of connections to the database it stands for (the alternative to DriverManager). */
public interface DataSource extends CommonDataSource, java.sql.Wrapper {
    java.sql.Connection getConnection() throws java.sql.SQLException;
    java.sql.Connection getConnection(String str, String str2) throws java.sql.SQLException;
    java.io.PrintWriter getLogWriter() throws java.sql.SQLException;
    void setLogWriter(java.io.PrintWriter printWriter) throws java.sql.SQLException;
    void setLoginTimeout(int n) throws java.sql.SQLException;
    int getLoginTimeout() throws java.sql.SQLException;
    default java.sql.ConnectionBuilder createConnectionBuilder() throws java.sql.SQLException {
        throw new java.sql.SQLFeatureNotSupportedException("createConnectionBuilder not implemented");
    }
}
