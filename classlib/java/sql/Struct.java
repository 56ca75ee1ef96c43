package java.sql;

/** An SQL structured type's value: its type name and attributes. */
public interface Struct {
    String getSQLTypeName() throws SQLException;
    Object[] getAttributes() throws SQLException;
    Object[] getAttributes(java.util.Map<String, Class<?>> map) throws SQLException;
}
