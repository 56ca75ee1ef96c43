package java.sql;

/** Builds a ShardingKey from sub-keys. */
public interface ShardingKeyBuilder {
    ShardingKeyBuilder subkey(Object obj, SQLType targetSqlType);
    ShardingKey build() throws SQLException;
}
