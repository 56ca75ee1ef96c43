package java.sql;

/** A point inside a transaction that Connection.rollback(Savepoint) returns to. */
public interface Savepoint {
    int getSavepointId() throws SQLException;
    String getSavepointName() throws SQLException;
}
