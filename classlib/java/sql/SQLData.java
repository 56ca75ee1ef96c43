package java.sql;

/** A Java class mapped to an SQL user-defined type (read and written through SQLInput/SQLOutput). */
public interface SQLData {
    String getSQLTypeName() throws SQLException;
    void readSQL(SQLInput sQLInput, String str) throws SQLException;
    void writeSQL(SQLOutput sQLOutput) throws SQLException;
}
