package javax.script;

/** A script compiled by a Compilable engine, to be evaluated any number of times. */
public abstract class CompiledScript {
    public CompiledScript() {
    }

    public abstract Object eval(ScriptContext context) throws ScriptException;

    public Object eval(Bindings bindings) throws ScriptException {
        ScriptContext ctxt = getEngine().getContext();
        if (bindings != null) {
            SimpleScriptContext temp = new SimpleScriptContext(ctxt.getReader(), ctxt.getWriter(),
                    ctxt.getErrorWriter());
            temp.setBindings(bindings, ScriptContext.ENGINE_SCOPE);
            temp.setBindings(ctxt.getBindings(ScriptContext.GLOBAL_SCOPE), ScriptContext.GLOBAL_SCOPE);
            ctxt = temp;
        }
        return eval(ctxt);
    }

    public Object eval() throws ScriptException {
        return eval(getEngine().getContext());
    }

    public abstract ScriptEngine getEngine();
}
