package javax.script;

import java.io.Reader;

/** The part of a ScriptEngine that every engine shares: the default context, and the
 *  eval variants that run against it or against bindings laid over its global scope. */
public abstract class AbstractScriptEngine implements ScriptEngine {
    protected ScriptContext context;

    public AbstractScriptEngine() {
        context = new SimpleScriptContext();
    }

    public AbstractScriptEngine(Bindings n) {
        this();
        if (n == null) {
            throw new NullPointerException("n is null");
        }
        context.setBindings(n, ScriptContext.ENGINE_SCOPE);
    }

    public void setContext(ScriptContext ctxt) {
        if (ctxt == null) {
            throw new NullPointerException("null context");
        }
        context = ctxt;
    }

    public ScriptContext getContext() {
        return context;
    }

    public Bindings getBindings(int scope) {
        if (scope == ScriptContext.GLOBAL_SCOPE || scope == ScriptContext.ENGINE_SCOPE) {
            return context.getBindings(scope);
        }
        throw new IllegalArgumentException("Invalid scope value.");
    }

    public void setBindings(Bindings bindings, int scope) {
        if (scope == ScriptContext.GLOBAL_SCOPE || scope == ScriptContext.ENGINE_SCOPE) {
            context.setBindings(bindings, scope);
            return;
        }
        throw new IllegalArgumentException("Invalid scope value.");
    }

    public void put(String key, Object value) {
        Bindings nn = getBindings(ScriptContext.ENGINE_SCOPE);
        if (nn != null) {
            nn.put(key, value);
        }
    }

    public Object get(String key) {
        Bindings nn = getBindings(ScriptContext.ENGINE_SCOPE);
        return nn != null ? nn.get(key) : null;
    }

    public Object eval(Reader reader, Bindings bindings) throws ScriptException {
        return eval(reader, getScriptContext(bindings));
    }

    public Object eval(String script, Bindings bindings) throws ScriptException {
        return eval(script, getScriptContext(bindings));
    }

    public Object eval(Reader reader) throws ScriptException {
        return eval(reader, context);
    }

    public Object eval(String script) throws ScriptException {
        return eval(script, context);
    }

    /** A context with nn as engine scope, this engine's global scope and streams. */
    protected ScriptContext getScriptContext(Bindings nn) {
        SimpleScriptContext ctxt = new SimpleScriptContext(context.getReader(), context.getWriter(),
                context.getErrorWriter());
        Bindings gs = getBindings(ScriptContext.GLOBAL_SCOPE);
        if (gs != null) {
            ctxt.setBindings(gs, ScriptContext.GLOBAL_SCOPE);
        }
        if (nn == null) {
            throw new NullPointerException("Engine scope Bindings may not be null.");
        }
        ctxt.setBindings(nn, ScriptContext.ENGINE_SCOPE);
        return ctxt;
    }
}
