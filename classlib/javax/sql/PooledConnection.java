package javax.sql;

/** A physical connection that a pool hands out, with listeners for its close and errors. */
public interface PooledConnection {
    java.sql.Connection getConnection() throws java.sql.SQLException;
    void close() throws java.sql.SQLException;
    void addConnectionEventListener(ConnectionEventListener connectionEventListener);
    void removeConnectionEventListener(ConnectionEventListener connectionEventListener);
    void addStatementEventListener(StatementEventListener statementEventListener);
    void removeStatementEventListener(StatementEventListener statementEventListener);
}
