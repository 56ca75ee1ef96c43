package java.sql;

/** An SQL REF value: a reference to a structured type's value in the database. */
public interface Ref {
    String getBaseTypeName() throws SQLException;
    Object getObject(java.util.Map<String, Class<?>> map) throws SQLException;
    Object getObject() throws SQLException;
    void setObject(Object obj) throws SQLException;
}
