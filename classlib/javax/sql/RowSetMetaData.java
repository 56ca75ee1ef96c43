package javax.sql;

/** ResultSetMetaData that a row set's reader can set. */
public interface RowSetMetaData extends java.sql.ResultSetMetaData {
    void setColumnCount(int n) throws java.sql.SQLException;
    void setAutoIncrement(int n, boolean flag) throws java.sql.SQLException;
    void setCaseSensitive(int n, boolean flag) throws java.sql.SQLException;
    void setSearchable(int n, boolean flag) throws java.sql.SQLException;
    void setCurrency(int n, boolean flag) throws java.sql.SQLException;
    void setNullable(int n, int n2) throws java.sql.SQLException;
    void setSigned(int n, boolean flag) throws java.sql.SQLException;
    void setColumnDisplaySize(int n, int n2) throws java.sql.SQLException;
    void setColumnLabel(int n, String str) throws java.sql.SQLException;
    void setColumnName(int n, String str) throws java.sql.SQLException;
    void setSchemaName(int n, String str) throws java.sql.SQLException;
    void setPrecision(int n, int n2) throws java.sql.SQLException;
    void setScale(int n, int n2) throws java.sql.SQLException;
    void setTableName(int n, String str) throws java.sql.SQLException;
    void setCatalogName(int n, String str) throws java.sql.SQLException;
    void setColumnType(int n, int n2) throws java.sql.SQLException;
    void setColumnTypeName(int n, String str) throws java.sql.SQLException;
}
