package java.sql;

/** Runs SQL text and gives its results (a result set or an update count), singly or in batches. */
public interface Statement extends Wrapper, AutoCloseable {
    int CLOSE_CURRENT_RESULT = 1;
    int KEEP_CURRENT_RESULT = 2;
    int CLOSE_ALL_RESULTS = 3;
    int SUCCESS_NO_INFO = -2;
    int EXECUTE_FAILED = -3;
    int RETURN_GENERATED_KEYS = 1;
    int NO_GENERATED_KEYS = 2;
    ResultSet executeQuery(String str) throws SQLException;
    int executeUpdate(String str) throws SQLException;
    void close() throws SQLException;
    int getMaxFieldSize() throws SQLException;
    void setMaxFieldSize(int n) throws SQLException;
    int getMaxRows() throws SQLException;
    void setMaxRows(int n) throws SQLException;
    void setEscapeProcessing(boolean flag) throws SQLException;
    int getQueryTimeout() throws SQLException;
    void setQueryTimeout(int n) throws SQLException;
    void cancel() throws SQLException;
    SQLWarning getWarnings() throws SQLException;
    void clearWarnings() throws SQLException;
    void setCursorName(String str) throws SQLException;
    boolean execute(String str) throws SQLException;
    ResultSet getResultSet() throws SQLException;
    int getUpdateCount() throws SQLException;
    boolean getMoreResults() throws SQLException;
    void setFetchDirection(int n) throws SQLException;
    int getFetchDirection() throws SQLException;
    void setFetchSize(int n) throws SQLException;
    int getFetchSize() throws SQLException;
    int getResultSetConcurrency() throws SQLException;
    int getResultSetType() throws SQLException;
    void addBatch(String str) throws SQLException;
    void clearBatch() throws SQLException;
    int[] executeBatch() throws SQLException;
    Connection getConnection() throws SQLException;
    boolean getMoreResults(int n) throws SQLException;
    ResultSet getGeneratedKeys() throws SQLException;
    int executeUpdate(String str, int n) throws SQLException;
    int executeUpdate(String str, int[] ints) throws SQLException;
    int executeUpdate(String str, String[] names) throws SQLException;
    boolean execute(String str, int n) throws SQLException;
    boolean execute(String str, int[] ints) throws SQLException;
    boolean execute(String str, String[] names) throws SQLException;
    int getResultSetHoldability() throws SQLException;
    boolean isClosed() throws SQLException;
    void setPoolable(boolean flag) throws SQLException;
    boolean isPoolable() throws SQLException;
    void closeOnCompletion() throws SQLException;
    boolean isCloseOnCompletion() throws SQLException;
    default long getLargeUpdateCount() throws SQLException {
        throw new UnsupportedOperationException("getLargeUpdateCount not implemented");
    }
    default void setLargeMaxRows(long length) throws SQLException {
        throw new UnsupportedOperationException("setLargeMaxRows not implemented");
    }
    default long getLargeMaxRows() throws SQLException {
        return 0;
    }
    default long[] executeLargeBatch() throws SQLException {
        throw new UnsupportedOperationException("executeLargeBatch not implemented");
    }
    default long executeLargeUpdate(String str) throws SQLException {
        throw new UnsupportedOperationException("executeLargeUpdate not implemented");
    }
    default long executeLargeUpdate(String str, int n) throws SQLException {
        throw new UnsupportedOperationException("executeLargeUpdate not implemented");
    }
    default long executeLargeUpdate(String str, int[] ints) throws SQLException {
        throw new UnsupportedOperationException("executeLargeUpdate not implemented");
    }
    default long executeLargeUpdate(String str, String[] names) throws SQLException {
        throw new UnsupportedOperationException("executeLargeUpdate not implemented");
    }
    default String enquoteLiteral(String val) throws SQLException {
        SimpleIdentifier.requireForReplace(val);
        return "'" + val.replace("'", "''") + "'";
    }
    default String enquoteIdentifier(String identifier, boolean alwaysQuote) throws SQLException {
        SimpleIdentifier.requireForLength(identifier);
        int len = identifier.length();
        if (len < 1 || len > 128) {
            throw new SQLException("Invalid name");
        }
        if (SimpleIdentifier.isSimple(identifier)) {
            return alwaysQuote ? "\"" + identifier + "\"" : identifier;
        }
        String inner = identifier;
        if (len > 2 && identifier.charAt(0) == '"' && identifier.charAt(len - 1) == '"'
                && !SimpleIdentifier.hasLineTerminator(identifier)) {
            inner = identifier.substring(1, len - 1);
        }
        if (inner.isEmpty() || inner.indexOf('"') >= 0 || inner.indexOf('\u0000') >= 0) {
            throw new SQLException("Invalid name");
        }
        return "\"" + inner + "\"";
    }
    default boolean isSimpleIdentifier(String identifier) throws SQLException {
        SimpleIdentifier.requireForLength(identifier);
        int len = identifier.length();
        return len >= 1 && len <= 128 && SimpleIdentifier.isSimple(identifier);
    }
    default String enquoteNCharLiteral(String val) throws SQLException {
        SimpleIdentifier.requireForReplace(val);
        return "N'" + val.replace("'", "''") + "'";
    }
}
