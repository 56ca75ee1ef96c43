package javax.script;

/** The scopes of bindings (engine, then global) and the reader and writers a script runs with. */
public interface ScriptContext {
    int ENGINE_SCOPE = 100;
    int GLOBAL_SCOPE = 200;
    void setBindings(Bindings bindings, int scope);
    Bindings getBindings(int scope);
    void setAttribute(String name, Object value, int scope);
    Object getAttribute(String name, int scope);
    Object removeAttribute(String name, int scope);
    Object getAttribute(String name);
    int getAttributesScope(String name);
    java.io.Writer getWriter();
    java.io.Writer getErrorWriter();
    void setWriter(java.io.Writer writer);
    void setErrorWriter(java.io.Writer writer);
    java.io.Reader getReader();
    void setReader(java.io.Reader reader);
    java.util.List<Integer> getScopes();
}
