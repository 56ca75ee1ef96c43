import java.util.*;
import org.antlr.v4.runtime.*;
import org.antlr.v4.runtime.tree.*;
import org.antlr.v4.tool.Grammar;
import org.antlr.v4.tool.LexerGrammar;

/** Drives ANTLR 4: the tool analyses an expression grammar written here (ATN construction,
 *  left-recursion elimination), and the runtime's interpreters lex and parse inputs with it
 *  (adaptive prediction, error recovery); the parse trees are printed and walked to evaluate. */
public class Antlr4Driver {
    static final String LEXER =
        "lexer grammar CalcLexer;\n"
        + "NUM : [0-9]+ ('.' [0-9]+)? ;\n"
        + "ID : [a-zA-Z_] [a-zA-Z_0-9]* ;\n"
        + "PLUS : '+' ; MINUS : '-' ; MUL : '*' ; DIV : '/' ; POW : '^' ;\n"
        + "LP : '(' ; RP : ')' ; ASSIGN : '=' ; SEMI : ';' ; COMMA : ',' ;\n"
        + "STRING : '\"' (~[\"\\\\] | '\\\\' .)* '\"' ;\n"
        + "COMMENT : '#' ~[\\n]* -> skip ;\n"
        + "WS : [ \\t\\r\\n]+ -> skip ;\n";
    static final String PARSER =
        "parser grammar Calc;\n"
        + "prog : stat* EOF ;\n"
        + "stat : ID ASSIGN expr SEMI | expr SEMI ;\n"
        + "expr : <assoc=right> expr POW expr\n"
        + "     | expr (MUL | DIV) expr\n"
        + "     | expr (PLUS | MINUS) expr\n"
        + "     | MINUS expr\n"
        + "     | ID LP (expr (COMMA expr)*)? RP\n"
        + "     | LP expr RP\n"
        + "     | NUM | ID | STRING ;\n";

    static class Errors extends BaseErrorListener {
        final List<String> seen = new ArrayList<>();

        @Override
        public void syntaxError(Recognizer<?, ?> r, Object sym, int line, int col, String msg, RecognitionException e) {
            seen.add(line + ":" + col + " " + msg);
        }
    }

    public static void main(String[] args) throws Exception {
        LexerGrammar lg = new LexerGrammar(LEXER);
        Grammar g = new Grammar(PARSER, lg);
        if (g.atn == null) {
            g.tool.process(g, false);
        }
        System.out.println("lexer rules: " + lg.getRuleNames().length + " " + Arrays.toString(lg.getRuleNames()));
        System.out.println("parser rules: " + Arrays.toString(g.getRuleNames()) + " tokens=" + g.getMaxTokenType());
        String[] inputs = {
            "x = 1 + 2 * 3; y = (x - 1) / 2; x ^ 2 ^ 3;",
            "-a * b + max(1, 2, c) # a comment\n; \"str\\\"ing\";",
            "f();  1.5 * 2;",
            "x = ;",
            "1 + * 2; y = 3;",
            "z = 4 $ 5;",
        };
        for (String in : inputs) {
            System.out.println("input: " + in.replace("\n", "\\n"));
            LexerInterpreter lex = lg.createLexerInterpreter(CharStreams.fromString(in));
            Errors errs = new Errors();
            lex.removeErrorListeners();
            lex.addErrorListener(errs);
            CommonTokenStream tokens = new CommonTokenStream(lex);
            tokens.fill();
            StringBuilder sb = new StringBuilder();
            for (Token t : tokens.getTokens()) {
                sb.append(lex.getVocabulary().getSymbolicName(t.getType())).append('[').append(t.getText().replace("\n", "\\n")).append("] ");
            }
            System.out.println("  tokens: " + sb.toString().trim());
            ParserInterpreter p = g.createParserInterpreter(tokens);
            p.removeErrorListeners();
            p.addErrorListener(errs);
            ParseTree tree = p.parse(g.getRule("prog").index);
            System.out.println("  tree: " + tree.toStringTree(p));
            System.out.println("  errors: " + errs.seen + " count=" + p.getNumberOfSyntaxErrors());
            Map<String, Integer> ruleUse = new TreeMap<>();
            ParseTreeWalker.DEFAULT.walk(new ParseTreeListener() {
                public void visitTerminal(TerminalNode node) {}
                public void visitErrorNode(ErrorNode node) { ruleUse.merge("<error>", 1, Integer::sum); }
                public void enterEveryRule(ParserRuleContext ctx) { ruleUse.merge(g.getRuleNames()[ctx.getRuleIndex()], 1, Integer::sum); }
                public void exitEveryRule(ParserRuleContext ctx) {}
            }, tree);
            System.out.println("  rules: " + ruleUse + " depth=" + depth(tree));
            if (errs.seen.isEmpty()) {
                Map<String, Double> env = new TreeMap<>();
                for (int i = 0; i < tree.getChildCount() - 1; i++) {
                    ParseTree stat = tree.getChild(i);
                    if (stat.getChildCount() == 4) {
                        env.put(stat.getChild(0).getText(), eval(stat.getChild(2), env));
                    } else {
                        System.out.println("  value: " + eval(stat.getChild(0), env));
                    }
                }
                System.out.println("  env: " + env);
            }
        }
    }

    static int depth(ParseTree t) {
        int d = 0;
        for (int i = 0; i < t.getChildCount(); i++) d = Math.max(d, depth(t.getChild(i)));
        return d + 1;
    }

    static double eval(ParseTree e, Map<String, Double> env) {
        int n = e.getChildCount();
        if (n == 1) {
            String s = e.getText();
            if (s.startsWith("\"")) return s.length() - 2;
            if (Character.isDigit(s.charAt(0))) return Double.parseDouble(s);
            return env.getOrDefault(s, 0.0);
        }
        String first = e.getChild(0).getText();
        if (n == 2) return -eval(e.getChild(1), env);
        if (first.equals("(")) return eval(e.getChild(1), env);
        if (e.getChild(1).getText().equals("(")) {
            double best = Double.NEGATIVE_INFINITY;
            for (int i = 2; i < n - 1; i += 2) best = Math.max(best, eval(e.getChild(i), env));
            return best;
        }
        double a = eval(e.getChild(0), env);
        double b = eval(e.getChild(2), env);
        switch (e.getChild(1).getText()) {
            case "+": return a + b;
            case "-": return a - b;
            case "*": return a * b;
            case "/": return a / b;
            default: return Math.pow(a, b);
        }
    }
}
