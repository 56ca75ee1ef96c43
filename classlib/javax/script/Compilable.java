package javax.script;

/** An engine that can compile a script once, to evaluate it many times. */
public interface Compilable {
    CompiledScript compile(String script) throws ScriptException;
    CompiledScript compile(java.io.Reader script) throws ScriptException;
}
