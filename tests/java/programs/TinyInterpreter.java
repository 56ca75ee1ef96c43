// A tiny interpreter: tokenizer, recursive-descent parser to an AST, and an
// evaluator with variables, while loops, if/else, print, and functions-free
// arithmetic with precedence. Runs a few programs and checks results.
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class TinyInterpreter {
    enum T { NUM, ID, OP, LPAREN, RPAREN, LBRACE, RBRACE, SEMI, EOF }

    static final class Tok {
        final T type; final String text;
        Tok(T type, String text) { this.type = type; this.text = text; }
        public String toString() { return type + "(" + text + ")"; }
    }

    static List<Tok> lex(String src) {
        List<Tok> out = new ArrayList<>();
        int i = 0;
        while (i < src.length()) {
            char c = src.charAt(i);
            if (Character.isWhitespace(c)) { i++; continue; }
            if (Character.isDigit(c)) {
                int j = i;
                while (j < src.length() && Character.isDigit(src.charAt(j))) j++;
                out.add(new Tok(T.NUM, src.substring(i, j))); i = j; continue;
            }
            if (Character.isLetter(c)) {
                int j = i;
                while (j < src.length() && Character.isLetterOrDigit(src.charAt(j))) j++;
                out.add(new Tok(T.ID, src.substring(i, j))); i = j; continue;
            }
            String two = i + 1 < src.length() ? src.substring(i, i + 2) : "";
            if (two.equals("==") || two.equals("!=") || two.equals("<=") || two.equals(">=")) { out.add(new Tok(T.OP, two)); i += 2; continue; }
            switch (c) {
                case '(': out.add(new Tok(T.LPAREN, "(")); break;
                case ')': out.add(new Tok(T.RPAREN, ")")); break;
                case '{': out.add(new Tok(T.LBRACE, "{")); break;
                case '}': out.add(new Tok(T.RBRACE, "}")); break;
                case ';': out.add(new Tok(T.SEMI, ";")); break;
                case '+': case '-': case '*': case '/': case '%': case '<': case '>': case '=':
                    out.add(new Tok(T.OP, String.valueOf(c))); break;
                default: throw new IllegalArgumentException("bad char '" + c + "' at " + i);
            }
            i++;
        }
        out.add(new Tok(T.EOF, ""));
        return out;
    }

    interface Node { long eval(Env env); }

    static final class Env {
        final Map<String, Long> vars = new HashMap<>();
        final StringBuilder out = new StringBuilder();
        long steps;
    }

    static final class Parser {
        final List<Tok> toks; int pos;
        Parser(List<Tok> toks) { this.toks = toks; }
        Tok peek() { return toks.get(pos); }
        Tok next() { return toks.get(pos++); }
        boolean at(T t, String text) { Tok k = peek(); return k.type == t && (text == null || k.text.equals(text)); }
        Tok expect(T t, String text) {
            if (!at(t, text)) throw new IllegalStateException("expected " + t + " " + (text == null ? "" : text) + " but got " + peek());
            return next();
        }

        Node program() {
            List<Node> stmts = new ArrayList<>();
            while (!at(T.EOF, null)) stmts.add(statement());
            return block(stmts);
        }

        static Node block(List<Node> stmts) {
            return env -> { long last = 0; for (Node n : stmts) last = n.eval(env); return last; };
        }

        Node statement() {
            if (at(T.ID, "while")) {
                next(); expect(T.LPAREN, null); Node cond = expr(); expect(T.RPAREN, null);
                Node body = braced();
                return env -> { long n = 0; while (cond.eval(env) != 0) { body.eval(env); n++; env.steps++; } return n; };
            }
            if (at(T.ID, "if")) {
                next(); expect(T.LPAREN, null); Node cond = expr(); expect(T.RPAREN, null);
                Node then = braced();
                Node other = null;
                if (at(T.ID, "else")) { next(); other = at(T.ID, "if") ? statement() : braced(); }
                Node otherF = other;
                return env -> cond.eval(env) != 0 ? then.eval(env) : (otherF == null ? 0 : otherF.eval(env));
            }
            if (at(T.ID, "print")) {
                next(); Node e = expr(); expect(T.SEMI, null);
                return env -> { long v = e.eval(env); env.out.append(v).append('\n'); return v; };
            }
            if (peek().type == T.ID && toks.get(pos + 1).type == T.OP && toks.get(pos + 1).text.equals("=")) {
                String name = next().text; next();
                Node e = expr(); expect(T.SEMI, null);
                return env -> { long v = e.eval(env); env.vars.put(name, v); return v; };
            }
            Node e = expr(); expect(T.SEMI, null);
            return e;
        }

        Node braced() {
            expect(T.LBRACE, null);
            List<Node> stmts = new ArrayList<>();
            while (!at(T.RBRACE, null)) stmts.add(statement());
            expect(T.RBRACE, null);
            return block(stmts);
        }

        Node expr() { return comparison(); }

        Node comparison() {
            Node l = additive();
            while (peek().type == T.OP && "== != < > <= >=".contains(peek().text) && !peek().text.equals("=")) {
                String op = next().text; Node a = l, b = additive();
                l = env -> {
                    long x = a.eval(env), y = b.eval(env);
                    switch (op) {
                        case "==": return x == y ? 1 : 0;
                        case "!=": return x != y ? 1 : 0;
                        case "<": return x < y ? 1 : 0;
                        case ">": return x > y ? 1 : 0;
                        case "<=": return x <= y ? 1 : 0;
                        default: return x >= y ? 1 : 0;
                    }
                };
            }
            return l;
        }

        Node additive() {
            Node l = term();
            while (at(T.OP, "+") || at(T.OP, "-")) {
                String op = next().text; Node a = l, b = term();
                l = op.equals("+") ? env -> a.eval(env) + b.eval(env) : env -> a.eval(env) - b.eval(env);
            }
            return l;
        }

        Node term() {
            Node l = unary();
            while (at(T.OP, "*") || at(T.OP, "/") || at(T.OP, "%")) {
                String op = next().text; Node a = l, b = unary();
                if (op.equals("*")) l = env -> a.eval(env) * b.eval(env);
                else if (op.equals("/")) l = env -> a.eval(env) / b.eval(env);
                else l = env -> a.eval(env) % b.eval(env);
            }
            return l;
        }

        Node unary() {
            if (at(T.OP, "-")) { next(); Node e = unary(); return env -> -e.eval(env); }
            return primary();
        }

        Node primary() {
            Tok t = next();
            switch (t.type) {
                case NUM: { long v = Long.parseLong(t.text); return env -> v; }
                case ID: {
                    String name = t.text;
                    return env -> {
                        Long v = env.vars.get(name);
                        if (v == null) throw new IllegalStateException("undefined variable " + name);
                        return v;
                    };
                }
                case LPAREN: { Node e = expr(); expect(T.RPAREN, null); return e; }
                default: throw new IllegalStateException("unexpected " + t);
            }
        }
    }

    static String run(String src) {
        Env env = new Env();
        try {
            new Parser(lex(src)).program().eval(env);
            return env.out.toString().replace('\n', ' ').trim() + " [steps " + env.steps + "]";
        } catch (RuntimeException e) {
            return "error: " + e.getClass().getSimpleName() + ": " + e.getMessage();
        }
    }

    public static void main(String[] args) {
        System.out.println(lex("x = 3 * (y + 42);"));
        System.out.println(run("print 1 + 2 * 3; print (1 + 2) * 3; print -7 / 2; print -7 % 2; print 2 * -3 - -4;"));
        System.out.println(run("a = 0; b = 1; i = 0; while (i < 50) { t = a + b; a = b; b = t; i = i + 1; } print a;"));
        System.out.println(run("n = 97; d = 2; p = 1; while (d * d <= n) { if (n % d == 0) { p = 0; } d = d + 1; } print p;"));
        System.out.println(run("s = 0; i = 1; while (i <= 100) { if (i % 15 == 0) { s = s + 15; } else if (i % 5 == 0) { s = s + 5; } else { s = s + 0; } i = i + 1; } print s;"));
        System.out.println(run("x = 27; c = 0; while (x != 1) { if (x % 2 == 0) { x = x / 2; } else { x = 3 * x + 1; } c = c + 1; } print c;"));
        System.out.println(run("print y;"));
        System.out.println(run("print 1 / 0;"));
        System.out.println(run("print (1 + ;"));
        System.out.println(run("x = 5 $ 3;"));
    }
}
