package java.sql;

/** A session with a database: statements, transactions, savepoints, metadata. */
public interface Connection extends Wrapper, AutoCloseable {
    int TRANSACTION_NONE = 0;
    int TRANSACTION_READ_UNCOMMITTED = 1;
    int TRANSACTION_READ_COMMITTED = 2;
    int TRANSACTION_REPEATABLE_READ = 4;
    int TRANSACTION_SERIALIZABLE = 8;
    Statement createStatement() throws SQLException;
    PreparedStatement prepareStatement(String str) throws SQLException;
    CallableStatement prepareCall(String str) throws SQLException;
    String nativeSQL(String str) throws SQLException;
    void setAutoCommit(boolean flag) throws SQLException;
    boolean getAutoCommit() throws SQLException;
    void commit() throws SQLException;
    void rollback() throws SQLException;
    void close() throws SQLException;
    boolean isClosed() throws SQLException;
    DatabaseMetaData getMetaData() throws SQLException;
    void setReadOnly(boolean flag) throws SQLException;
    boolean isReadOnly() throws SQLException;
    void setCatalog(String str) throws SQLException;
    String getCatalog() throws SQLException;
    void setTransactionIsolation(int n) throws SQLException;
    int getTransactionIsolation() throws SQLException;
    SQLWarning getWarnings() throws SQLException;
    void clearWarnings() throws SQLException;
    Statement createStatement(int n, int n2) throws SQLException;
    PreparedStatement prepareStatement(String str, int n, int n2) throws SQLException;
    CallableStatement prepareCall(String str, int n, int n2) throws SQLException;
    java.util.Map<String, Class<?>> getTypeMap() throws SQLException;
    void setTypeMap(java.util.Map<String, Class<?>> map) throws SQLException;
    void setHoldability(int n) throws SQLException;
    int getHoldability() throws SQLException;
    Savepoint setSavepoint() throws SQLException;
    Savepoint setSavepoint(String str) throws SQLException;
    void rollback(Savepoint savepoint) throws SQLException;
    void releaseSavepoint(Savepoint savepoint) throws SQLException;
    Statement createStatement(int n, int n2, int n3) throws SQLException;
    PreparedStatement prepareStatement(String str, int n, int n2, int n3) throws SQLException;
    CallableStatement prepareCall(String str, int n, int n2, int n3) throws SQLException;
    PreparedStatement prepareStatement(String str, int n) throws SQLException;
    PreparedStatement prepareStatement(String str, int[] ints) throws SQLException;
    PreparedStatement prepareStatement(String str, String[] names) throws SQLException;
    Clob createClob() throws SQLException;
    Blob createBlob() throws SQLException;
    NClob createNClob() throws SQLException;
    SQLXML createSQLXML() throws SQLException;
    boolean isValid(int n) throws SQLException;
    void setClientInfo(String str, String str2) throws SQLClientInfoException;
    void setClientInfo(java.util.Properties properties) throws SQLClientInfoException;
    String getClientInfo(String str) throws SQLException;
    java.util.Properties getClientInfo() throws SQLException;
    Array createArrayOf(String str, Object[] objects) throws SQLException;
    Struct createStruct(String str, Object[] objects) throws SQLException;
    void setSchema(String str) throws SQLException;
    String getSchema() throws SQLException;
    void abort(java.util.concurrent.Executor executor) throws SQLException;
    void setNetworkTimeout(java.util.concurrent.Executor executor, int n) throws SQLException;
    int getNetworkTimeout() throws SQLException;
    default void beginRequest() throws SQLException {
    }
    default void endRequest() throws SQLException {
    }
    default boolean setShardingKeyIfValid(ShardingKey shardingKey, ShardingKey shardingKey2, int n) throws SQLException {
        throw new SQLFeatureNotSupportedException("setShardingKeyIfValid not implemented");
    }
    default boolean setShardingKeyIfValid(ShardingKey shardingKey, int n) throws SQLException {
        throw new SQLFeatureNotSupportedException("setShardingKeyIfValid not implemented");
    }
    default void setShardingKey(ShardingKey shardingKey, ShardingKey shardingKey2) throws SQLException {
        throw new SQLFeatureNotSupportedException("setShardingKey not implemented");
    }
    default void setShardingKey(ShardingKey shardingKey) throws SQLException {
        throw new SQLFeatureNotSupportedException("setShardingKey not implemented");
    }
}
