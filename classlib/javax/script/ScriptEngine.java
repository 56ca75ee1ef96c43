package javax.script;

/** A script language interpreter: evaluates scripts against a ScriptContext, or against Bindings laid over its own. */
public interface ScriptEngine {
    String ARGV = "javax.script.argv";
    String FILENAME = "javax.script.filename";
    String ENGINE = "javax.script.engine";
    String ENGINE_VERSION = "javax.script.engine_version";
    String NAME = "javax.script.name";
    String LANGUAGE = "javax.script.language";
    String LANGUAGE_VERSION = "javax.script.language_version";
    Object eval(String script, ScriptContext context) throws ScriptException;
    Object eval(java.io.Reader reader, ScriptContext context) throws ScriptException;
    Object eval(String script) throws ScriptException;
    Object eval(java.io.Reader reader) throws ScriptException;
    Object eval(String script, Bindings bindings) throws ScriptException;
    Object eval(java.io.Reader reader, Bindings bindings) throws ScriptException;
    void put(String key, Object value);
    Object get(String key);
    Bindings getBindings(int scope);
    void setBindings(Bindings bindings, int scope);
    Bindings createBindings();
    ScriptContext getContext();
    void setContext(ScriptContext context);
    ScriptEngineFactory getFactory();
}
