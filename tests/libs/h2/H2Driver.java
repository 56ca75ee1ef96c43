import java.math.BigDecimal;
import java.sql.*;
import java.util.*;

/** Drives H2 (an in-memory SQL database) through JDBC: DDL, DML, queries, joins,
 *  aggregates, prepared statements, batches, transactions, metadata, errors. */
public class H2Driver {
    public static void main(String[] args) throws Exception {
        try (Connection c = DriverManager.getConnection("jdbc:h2:mem:test;DB_CLOSE_DELAY=-1", "sa", "")) {
            DatabaseMetaData md = c.getMetaData();
            System.out.println("product: " + md.getDatabaseProductName() + " " + md.getDriverName());
            System.out.println("autocommit: " + c.getAutoCommit());
            try (Statement s = c.createStatement()) {
                s.execute("CREATE TABLE dept(id INT PRIMARY KEY, name VARCHAR(40) NOT NULL)");
                s.execute("CREATE TABLE emp(id INT AUTO_INCREMENT PRIMARY KEY, name VARCHAR(40), "
                        + "dept INT REFERENCES dept(id), salary DECIMAL(10,2), hired DATE)");
                System.out.println("inserted depts: " + s.executeUpdate(
                        "INSERT INTO dept VALUES (1, 'Engineering'), (2, 'Sales'), (3, 'Empty')"));
            }
            try (PreparedStatement ps = c.prepareStatement(
                    "INSERT INTO emp(name, dept, salary, hired) VALUES (?, ?, ?, ?)",
                    Statement.RETURN_GENERATED_KEYS)) {
                Object[][] rows = {
                    {"Ada", 1, "5200.50", "2019-03-01"}, {"Linus", 1, "4800.00", "2020-07-15"},
                    {"Grace", 2, "6100.25", "2018-11-30"}, {"Alan", 2, "3900.75", "2021-01-04"},
                    {"Barbara", 1, "7000.00", "2017-05-20"}};
                for (Object[] r : rows) {
                    ps.setString(1, (String) r[0]);
                    ps.setInt(2, (Integer) r[1]);
                    ps.setBigDecimal(3, new BigDecimal((String) r[2]));
                    ps.setDate(4, java.sql.Date.valueOf((String) r[3]));
                    ps.addBatch();
                }
                System.out.println("batch: " + Arrays.toString(ps.executeBatch()));
                try (ResultSet keys = ps.getGeneratedKeys()) {
                    StringBuilder sb = new StringBuilder();
                    while (keys.next()) sb.append(keys.getLong(1)).append(' ');
                    System.out.println("keys: " + sb.toString().trim());
                }
            }
            query(c, "SELECT e.name, d.name AS dept, e.salary, e.hired FROM emp e JOIN dept d ON e.dept = d.id ORDER BY e.salary DESC");
            query(c, "SELECT d.name, COUNT(e.id) AS n, SUM(e.salary) AS total, AVG(e.salary) AS avg FROM dept d LEFT JOIN emp e ON e.dept = d.id GROUP BY d.name ORDER BY d.name");
            query(c, "SELECT name, UPPER(name) u, LENGTH(name) l, SUBSTRING(name, 1, 2) s FROM emp WHERE name LIKE 'A%' ORDER BY name");
            query(c, "SELECT id, name FROM emp WHERE salary > (SELECT AVG(salary) FROM emp) ORDER BY id");
            query(c, "SELECT name, RANK() OVER (PARTITION BY dept ORDER BY salary DESC) r FROM emp ORDER BY dept, r");
            query(c, "SELECT CAST(1.5 AS DOUBLE) * 2 d, 7 / 2 i, MOD(17, 5) m, ROUND(2.675, 2) r, ABS(-3) a, CONCAT('x', 1, TRUE) c");
            query(c, "SELECT DATE '2024-02-28' + 1 AS next_day, EXTRACT(YEAR FROM DATE '2024-02-28') y, TIMESTAMP '2020-01-02 03:04:05.678' ts, TIME '12:34:56' t");

            c.setAutoCommit(false);
            try (Statement s = c.createStatement()) {
                s.executeUpdate("UPDATE emp SET salary = salary * 2");
                Savepoint sp = c.setSavepoint("half");
                s.executeUpdate("DELETE FROM emp WHERE dept = 2");
                c.rollback(sp);
                c.rollback();
            }
            c.setAutoCommit(true);
            query(c, "SELECT COUNT(*) n, MAX(salary) m FROM emp");

            try (PreparedStatement ps = c.prepareStatement("SELECT name FROM emp WHERE dept = ? AND salary BETWEEN ? AND ? ORDER BY name")) {
                ps.setInt(1, 1);
                ps.setDouble(2, 4000);
                ps.setDouble(3, 6000);
                try (ResultSet rs = ps.executeQuery()) {
                    List<String> names = new ArrayList<>();
                    while (rs.next()) names.add(rs.getString("name"));
                    System.out.println("between: " + names);
                }
            }
            try (Statement s = c.createStatement()) {
                s.execute("CREATE TABLE kv(k VARCHAR PRIMARY KEY, v BIGINT, b BOOLEAN, f REAL, bin VARBINARY, n INT)");
                s.execute("INSERT INTO kv VALUES ('a', 9223372036854775807, TRUE, 1.25, X'CAFE', NULL)");
                try (ResultSet rs = s.executeQuery("SELECT * FROM kv")) {
                    ResultSetMetaData m = rs.getMetaData();
                    for (int i = 1; i <= m.getColumnCount(); i++) {
                        System.out.println("col " + m.getColumnName(i) + " " + m.getColumnTypeName(i) + " " + JDBCType.valueOf(m.getColumnType(i)) + " " + m.getColumnClassName(i));
                    }
                    rs.next();
                    System.out.println("v=" + rs.getLong(2) + " b=" + rs.getBoolean(3) + " f=" + rs.getFloat(4) + " bin=" + Arrays.toString(rs.getBytes(5)) + " n=" + rs.getInt(6) + " wasNull=" + rs.wasNull() + " obj=" + rs.getObject(6));
                }
            }
            for (String bad : new String[] {"SELEKT 1", "SELECT * FROM nosuch", "INSERT INTO dept VALUES (1, 'dup')", "INSERT INTO emp(name, dept) VALUES ('x', 99)", "SELECT 1/0"}) {
                try (Statement s = c.createStatement()) {
                    s.execute(bad);
                    System.out.println("no error: " + bad);
                } catch (SQLException e) {
                    System.out.println(e.getClass().getSimpleName() + " state=" + e.getSQLState() + " code=" + e.getErrorCode());
                }
            }
            try (ResultSet rs = md.getTables(null, "PUBLIC", "%", new String[] {"TABLE"})) {
                List<String> t = new ArrayList<>();
                while (rs.next()) t.add(rs.getString("TABLE_NAME"));
                Collections.sort(t);
                System.out.println("tables: " + t);
            }
            try (ResultSet rs = md.getColumns(null, "PUBLIC", "EMP", "%")) {
                while (rs.next()) System.out.println("emp." + rs.getString("COLUMN_NAME") + " " + rs.getString("TYPE_NAME") + " nullable=" + rs.getInt("NULLABLE"));
            }
        }
        fileDatabase();
        try {
            DriverManager.getConnection("jdbc:nosuch:x");
        } catch (SQLException e) {
            System.out.println(e.getMessage() + " " + e.getSQLState());
        }
    }

    /** A database in files (the MVStore over FileChannel), closed and reopened; java.time,
     *  UUID, LOB, array and JSON values. */
    static void fileDatabase() throws Exception {
        String url = "jdbc:h2:./data/db";
        try (Connection c = DriverManager.getConnection(url, "sa", "")) {
            try (Statement s = c.createStatement()) {
                s.execute("CREATE TABLE t(id INT PRIMARY KEY, d DATE, ts TIMESTAMP WITH TIME ZONE, u UUID, c CLOB, b BLOB, arr INTEGER ARRAY, j JSON)");
            }
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO t VALUES (?, ?, ?, ?, ?, ?, ?, ? FORMAT JSON)")) {
                ps.setInt(1, 1);
                ps.setObject(2, java.time.LocalDate.of(2020, 2, 29));
                ps.setObject(3, java.time.OffsetDateTime.of(2021, 3, 4, 5, 6, 7, 8000, java.time.ZoneOffset.ofHours(2)));
                ps.setObject(4, UUID.fromString("123e4567-e89b-12d3-a456-426614174000"));
                ps.setString(5, "x".repeat(100000));
                byte[] blob = new byte[70000];
                for (int i = 0; i < blob.length; i++) blob[i] = (byte) (i * 31);
                ps.setBytes(6, blob);
                ps.setArray(7, c.createArrayOf("INTEGER", new Object[] {1, 2, 3}));
                ps.setString(8, "{\"k\":[1,2]}");
                System.out.println("file insert: " + ps.executeUpdate());
            }
        }
        try (Connection c = DriverManager.getConnection(url, "sa", "");
             Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT * FROM t")) {
            rs.next();
            Blob b = rs.getBlob(6);
            byte[] part = b.getBytes(69990, 5);
            System.out.println("reopened: " + rs.getObject(2, java.time.LocalDate.class) + " " + rs.getObject(3, java.time.OffsetDateTime.class)
                    + " " + rs.getObject(4) + " clob=" + rs.getClob(5).length() + " blob=" + b.length() + " " + Arrays.toString(part)
                    + " " + Arrays.toString((Object[]) rs.getArray(7).getArray()) + " " + rs.getString(8) + " ts=" + rs.getTimestamp(3).toInstant());
        }
        System.out.println("file exists: " + new java.io.File("data/db.mv.db").isFile());
    }

    static void query(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            ResultSetMetaData m = rs.getMetaData();
            StringBuilder sb = new StringBuilder();
            for (int i = 1; i <= m.getColumnCount(); i++) sb.append(i > 1 ? " | " : "").append(m.getColumnLabel(i));
            System.out.println(sb);
            while (rs.next()) {
                sb.setLength(0);
                for (int i = 1; i <= m.getColumnCount(); i++) sb.append(i > 1 ? " | " : "").append(rs.getObject(i));
                System.out.println("  " + sb);
            }
        }
    }
}
