package javax.sql;

/** Builds a PooledConnection with a user, password and sharding keys. */
public interface PooledConnectionBuilder {
    PooledConnectionBuilder user(String str);
    PooledConnectionBuilder password(String str);
    PooledConnectionBuilder shardingKey(java.sql.ShardingKey shardingKey);
    PooledConnectionBuilder superShardingKey(java.sql.ShardingKey shardingKey);
    PooledConnection build() throws java.sql.SQLException;
}
