package java.sql;

/** A JDBC object that may wrap a vendor's implementation of an interface. */
public interface Wrapper {
    <T> T unwrap(Class<T> type) throws SQLException;
    boolean isWrapperFor(Class<?> type) throws SQLException;
}
