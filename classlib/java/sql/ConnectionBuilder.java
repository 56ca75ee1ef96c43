package java.sql;

/** Builds a connection from a DataSource with a user, password and sharding keys. */
public interface ConnectionBuilder {
    ConnectionBuilder user(String str);
    ConnectionBuilder password(String str);
    ConnectionBuilder shardingKey(ShardingKey shardingKey);
    ConnectionBuilder superShardingKey(ShardingKey shardingKey);
    Connection build() throws SQLException;
}
