package java.sql;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.lang.reflect.VMReflection;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.Iterator;
import java.util.List;
import java.util.Properties;
import java.util.ServiceLoader;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Stream;

/**
 * The registry of JDBC drivers. Drivers register themselves (usually from a static
 * initializer); the first call that needs the list also loads the class path's
 * java.sql.Driver services and the classes named by the jdbc.drivers property.
 * A driver is offered to a caller only when the caller's class loader sees the same
 * driver class. Every step is traced to the log writer when one is set.
 */
public class DriverManager {
    private static final CopyOnWriteArrayList<DriverInfo> registeredDrivers = new CopyOnWriteArrayList<>();
    private static final Object logSync = new Object();
    private static final Object initLock = new Object();
    private static volatile int loginTimeout = 0;
    private static volatile PrintWriter logWriter = null;
    private static volatile PrintStream logStream = null;
    private static volatile boolean driversInitialized;

    private DriverManager() {
    }

    public static PrintWriter getLogWriter() {
        return logWriter;
    }

    public static void setLogWriter(PrintWriter out) {
        logStream = null;
        logWriter = out;
    }

    public static Connection getConnection(String url, Properties info) throws SQLException {
        return connect(url, info, VMReflection.apiCaller());
    }

    public static Connection getConnection(String url, String user, String password) throws SQLException {
        Properties info = new Properties();
        if (user != null) {
            info.put("user", user);
        }
        if (password != null) {
            info.put("password", password);
        }
        return connect(url, info, VMReflection.apiCaller());
    }

    public static Connection getConnection(String url) throws SQLException {
        return connect(url, new Properties(), VMReflection.apiCaller());
    }

    public static Driver getDriver(String url) throws SQLException {
        println("DriverManager.getDriver(\"" + url + "\")");
        ensureDriversInitialized();
        ClassLoader loader = callerLoader(VMReflection.apiCaller());
        for (DriverInfo di : registeredDrivers) {
            if (isDriverAllowed(di.driver, loader)) {
                try {
                    if (di.driver.acceptsURL(url)) {
                        println("getDriver returning " + di.driver.getClass().getName());
                        return di.driver;
                    }
                } catch (SQLException ignored) {
                    // a driver that cannot tell is not the one
                }
            } else {
                println("    skipping: " + di.driver.getClass().getName());
            }
        }
        println("getDriver: no suitable driver");
        throw new SQLException("No suitable driver", "08001");
    }

    public static void registerDriver(Driver driver) throws SQLException {
        registerDriver(driver, null);
    }

    public static void registerDriver(Driver driver, DriverAction da) throws SQLException {
        if (driver == null) {
            throw new NullPointerException();
        }
        registeredDrivers.addIfAbsent(new DriverInfo(driver, da));
        println("registerDriver: " + driver);
    }

    public static void deregisterDriver(Driver driver) throws SQLException {
        if (driver == null) {
            return;
        }
        ClassLoader loader = callerLoader(VMReflection.apiCaller());
        println("DriverManager.deregisterDriver: " + driver);
        DriverInfo key = new DriverInfo(driver, null);
        synchronized (initLock) {
            int i = registeredDrivers.indexOf(key);
            if (i < 0) {
                println("    couldn't find driver to unload");
                return;
            }
            if (!isDriverAllowed(driver, loader)) {
                throw new SecurityException();
            }
            DriverInfo di = registeredDrivers.get(i);
            if (di.action != null) {
                di.action.deregister();
            }
            registeredDrivers.remove(key);
        }
    }

    public static Enumeration<Driver> getDrivers() {
        return Collections.enumeration(allowedDrivers(VMReflection.apiCaller()));
    }

    public static Stream<Driver> drivers() {
        return allowedDrivers(VMReflection.apiCaller()).stream();
    }

    private static List<Driver> allowedDrivers(Class<?> caller) {
        ensureDriversInitialized();
        ClassLoader loader = callerLoader(caller);
        List<Driver> result = new ArrayList<>();
        for (DriverInfo di : registeredDrivers) {
            if (isDriverAllowed(di.driver, loader)) {
                result.add(di.driver);
            } else {
                println("    skipping: " + di.driver.getClass().getName());
            }
        }
        return result;
    }

    public static void setLoginTimeout(int seconds) {
        loginTimeout = seconds;
    }

    public static int getLoginTimeout() {
        return loginTimeout;
    }

    @Deprecated
    public static void setLogStream(PrintStream out) {
        logStream = out;
        logWriter = out != null ? new PrintWriter(out) : null;
    }

    @Deprecated
    public static PrintStream getLogStream() {
        return logStream;
    }

    public static void println(String message) {
        synchronized (logSync) {
            PrintWriter w = logWriter;
            if (w != null) {
                w.println(message);
                w.flush();
            }
        }
    }

    private static ClassLoader callerLoader(Class<?> caller) {
        ClassLoader cl = caller != null ? caller.getClassLoader() : null;
        if (cl == null || cl == ClassLoader.getPlatformClassLoader()) {
            cl = Thread.currentThread().getContextClassLoader();
        }
        return cl;
    }

    private static boolean isDriverAllowed(Driver driver, ClassLoader loader) {
        if (driver == null) {
            return false;
        }
        try {
            return Class.forName(driver.getClass().getName(), true, loader) == driver.getClass();
        } catch (Exception ex) {
            return false;
        }
    }

    private static Connection connect(String url, Properties info, Class<?> caller) throws SQLException {
        ClassLoader loader = callerLoader(caller);
        if (url == null) {
            throw new SQLException("The url cannot be null", "08001");
        }
        println("DriverManager.getConnection(\"" + url + "\")");
        ensureDriversInitialized();
        SQLException reason = null;
        for (DriverInfo di : registeredDrivers) {
            if (isDriverAllowed(di.driver, loader)) {
                try {
                    println("    trying " + di.driver.getClass().getName());
                    Connection con = di.driver.connect(url, info);
                    if (con != null) {
                        println("getConnection returning " + di.driver.getClass().getName());
                        return con;
                    }
                } catch (SQLException ex) {
                    if (reason == null) {
                        reason = ex;
                    }
                }
            } else {
                println("    skipping: " + di.getClass().getName());
            }
        }
        if (reason != null) {
            println("getConnection failed: " + reason);
            throw reason;
        }
        println("getConnection: no suitable driver found for " + url);
        throw new SQLException("No suitable driver found for " + url, "08001");
    }

    /** Loads the java.sql.Driver services, then the jdbc.drivers classes, once. */
    private static void ensureDriversInitialized() {
        if (driversInitialized) {
            return;
        }
        synchronized (initLock) {
            if (driversInitialized) {
                return;
            }
            String drivers;
            try {
                drivers = System.getProperty("jdbc.drivers");
            } catch (Exception ex) {
                drivers = null;
            }
            try {
                Iterator<Driver> it = ServiceLoader.load(Driver.class).iterator();
                while (it.hasNext()) {
                    it.next();
                }
            } catch (Throwable ignored) {
                // a provider that fails to load is skipped, as the JDK does
            }
            println("DriverManager.initialize: jdbc.drivers = " + drivers);
            if (drivers != null && !drivers.isEmpty()) {
                for (String name : drivers.split(":")) {
                    try {
                        println("DriverManager.Initialize: loading " + name);
                        Class.forName(name, true, ClassLoader.getSystemClassLoader());
                    } catch (Exception ex) {
                        println("DriverManager.Initialize: load failed: " + ex);
                    }
                }
            }
            driversInitialized = true;
            println("JDBC DriverManager initialized");
        }
    }
}

/** A registered driver and the action to run when it is deregistered. */
class DriverInfo {
    final Driver driver;
    final DriverAction action;

    DriverInfo(Driver driver, DriverAction action) {
        this.driver = driver;
        this.action = action;
    }

    public boolean equals(Object other) {
        return other instanceof DriverInfo && driver == ((DriverInfo) other).driver;
    }

    public int hashCode() {
        return driver.hashCode();
    }

    public String toString() {
        return "driver[className=" + driver + "]";
    }
}
