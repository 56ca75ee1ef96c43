package javax.script;

import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.Writer;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/** A ScriptContext of two scopes: engine bindings (always present) and global bindings
 *  (possibly none), with System.in, System.out and System.err as the default streams. */
public class SimpleScriptContext implements ScriptContext {
    private static final List<Integer> SCOPES =
            Collections.unmodifiableList(Arrays.asList(ENGINE_SCOPE, GLOBAL_SCOPE));

    protected Writer writer;
    protected Writer errorWriter;
    protected Reader reader;
    protected Bindings engineScope;
    protected Bindings globalScope;

    public SimpleScriptContext() {
        this(new InputStreamReader(System.in), new PrintWriter(System.out, true),
                new PrintWriter(System.err, true));
    }

    SimpleScriptContext(Reader reader, Writer writer, Writer errorWriter) {
        this.engineScope = new SimpleBindings();
        this.globalScope = null;
        this.reader = reader;
        this.writer = writer;
        this.errorWriter = errorWriter;
    }

    public void setBindings(Bindings bindings, int scope) {
        switch (scope) {
        case ENGINE_SCOPE:
            if (bindings == null) {
                throw new NullPointerException("Engine scope cannot be null.");
            }
            engineScope = bindings;
            break;
        case GLOBAL_SCOPE:
            globalScope = bindings;
            break;
        default:
            throw new IllegalArgumentException("Invalid scope value.");
        }
    }

    public Object getAttribute(String name) {
        checkName(name);
        if (engineScope.containsKey(name)) {
            return getAttribute(name, ENGINE_SCOPE);
        }
        if (globalScope != null && globalScope.containsKey(name)) {
            return getAttribute(name, GLOBAL_SCOPE);
        }
        return null;
    }

    public Object getAttribute(String name, int scope) {
        checkName(name);
        switch (scope) {
        case ENGINE_SCOPE:
            return engineScope.get(name);
        case GLOBAL_SCOPE:
            return globalScope != null ? globalScope.get(name) : null;
        default:
            throw new IllegalArgumentException("Illegal scope value.");
        }
    }

    public Object removeAttribute(String name, int scope) {
        checkName(name);
        switch (scope) {
        case ENGINE_SCOPE:
            return getBindings(ENGINE_SCOPE) != null ? getBindings(ENGINE_SCOPE).remove(name) : null;
        case GLOBAL_SCOPE:
            return getBindings(GLOBAL_SCOPE) != null ? getBindings(GLOBAL_SCOPE).remove(name) : null;
        default:
            throw new IllegalArgumentException("Illegal scope value.");
        }
    }

    public void setAttribute(String name, Object value, int scope) {
        checkName(name);
        switch (scope) {
        case ENGINE_SCOPE:
            engineScope.put(name, value);
            return;
        case GLOBAL_SCOPE:
            if (globalScope != null) {
                globalScope.put(name, value);
            }
            return;
        default:
            throw new IllegalArgumentException("Illegal scope value.");
        }
    }

    public Writer getWriter() {
        return writer;
    }

    public Reader getReader() {
        return reader;
    }

    public void setReader(Reader reader) {
        this.reader = reader;
    }

    public void setWriter(Writer writer) {
        this.writer = writer;
    }

    public Writer getErrorWriter() {
        return errorWriter;
    }

    public void setErrorWriter(Writer writer) {
        this.errorWriter = writer;
    }

    public int getAttributesScope(String name) {
        checkName(name);
        if (engineScope.containsKey(name)) {
            return ENGINE_SCOPE;
        }
        if (globalScope != null && globalScope.containsKey(name)) {
            return GLOBAL_SCOPE;
        }
        return -1;
    }

    public Bindings getBindings(int scope) {
        if (scope == ENGINE_SCOPE) {
            return engineScope;
        }
        if (scope == GLOBAL_SCOPE) {
            return globalScope;
        }
        throw new IllegalArgumentException("Illegal scope value.");
    }

    public List<Integer> getScopes() {
        return SCOPES;
    }

    private static void checkName(String name) {
        Objects.requireNonNull(name);
        if (name.isEmpty()) {
            throw new IllegalArgumentException("name cannot be empty");
        }
    }
}
