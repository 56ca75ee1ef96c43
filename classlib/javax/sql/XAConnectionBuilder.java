package javax.sql;

/** Builds an XAConnection with a user, password and sharding keys. */
public interface XAConnectionBuilder {
    XAConnectionBuilder user(String str);
    XAConnectionBuilder password(String str);
    XAConnectionBuilder shardingKey(java.sql.ShardingKey shardingKey);
    XAConnectionBuilder superShardingKey(java.sql.ShardingKey shardingKey);
    XAConnection build() throws java.sql.SQLException;
}
