import com.github.javaparser.JavaParser;
import com.github.javaparser.ParseResult;
import com.github.javaparser.StaticJavaParser;
import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.Modifier;
import com.github.javaparser.ast.NodeList;
import com.github.javaparser.ast.body.*;
import com.github.javaparser.ast.expr.*;
import com.github.javaparser.ast.stmt.*;
import com.github.javaparser.ast.type.PrimitiveType;
import com.github.javaparser.ast.visitor.ModifierVisitor;
import com.github.javaparser.ast.visitor.Visitable;
import com.github.javaparser.ast.visitor.VoidVisitorAdapter;
import com.github.javaparser.printer.PrettyPrinterConfiguration;
import java.util.*;

/** Drives JavaParser: parses Java source into an AST, walks it with visitors, queries it,
 *  rewrites it (a modifier visitor, new members built by API), pretty-prints it again, and
 *  reports syntax problems with positions. */
public class JavaParserDriver {
    static final String SOURCE =
        "package demo;\n"
        + "import java.util.*;\n"
        + "/** A shape. */\n"
        + "public abstract class Shape implements Comparable<Shape> {\n"
        + "    private static int count = 0;\n"
        + "    protected final String name;\n"
        + "    Shape(String name) { this.name = name; count++; }\n"
        + "    public abstract double area();\n"
        + "    @Override public int compareTo(Shape o) { return Double.compare(area(), o.area()); }\n"
        + "    static class Circle extends Shape {\n"
        + "        double r;\n"
        + "        Circle(double r) { super(\"circle\"); this.r = r; }\n"
        + "        public double area() { return Math.PI * r * r; }\n"
        + "    }\n"
        + "    enum Kind { ROUND, SQUARE; boolean curved() { return this == ROUND; } }\n"
        + "    public static void main(String[] args) {\n"
        + "        List<Shape> all = new ArrayList<>();\n"
        + "        for (int i = 1; i <= 3; i++) all.add(new Circle(i * 0.5));\n"
        + "        Collections.sort(all);\n"
        + "        var total = all.stream().mapToDouble(Shape::area).sum();\n"
        + "        switch (all.size()) { case 3 -> System.out.println(\"three\"); default -> System.out.println(\"other\"); }\n"
        + "        try { Object o = all.get(5); } catch (IndexOutOfBoundsException | ClassCastException e) { System.out.println(e); }\n"
        + "        String s = total > 10 ? \"big\" : \"small\";\n"
        + "        Runnable r = () -> System.out.println(s + count);\n"
        + "        r.run();\n"
        + "    }\n"
        + "}\n";

    public static void main(String[] args) {
        JavaParser parser = new JavaParser();
        parser.getParserConfiguration().setLanguageLevel(com.github.javaparser.ParserConfiguration.LanguageLevel.JAVA_14);
        ParseResult<CompilationUnit> res = parser.parse(SOURCE);
        System.out.println("successful: " + res.isSuccessful() + " problems: " + res.getProblems());
        CompilationUnit cu = res.getResult().get();
        System.out.println("package: " + cu.getPackageDeclaration().get().getNameAsString() + " imports: " + cu.getImports().size());
        for (TypeDeclaration<?> t : cu.findAll(TypeDeclaration.class)) {
            System.out.println("type " + t.getClass().getSimpleName() + " " + t.getNameAsString() + " members=" + t.getMembers().size()
                    + " line=" + t.getBegin().get().line + "-" + t.getEnd().get().line);
        }
        for (MethodDeclaration m : cu.findAll(MethodDeclaration.class)) {
            System.out.println("method " + m.getDeclarationAsString(true, false, true) + " abstract=" + m.isAbstract()
                    + " statements=" + m.getBody().map(b -> b.getStatements().size()).orElse(-1));
        }
        Map<String, Integer> kinds = new TreeMap<>();
        cu.walk(n -> kinds.merge(n.getClass().getSimpleName(), 1, Integer::sum));
        System.out.println("node kinds: " + kinds);
        List<String> calls = new ArrayList<>();
        cu.accept(new VoidVisitorAdapter<List<String>>() {
            @Override
            public void visit(MethodCallExpr n, List<String> acc) {
                acc.add(n.getScope().map(s -> s + ".").orElse("") + n.getNameAsString() + "/" + n.getArguments().size());
                super.visit(n, acc);
            }
        }, calls);
        System.out.println("calls: " + calls);
        System.out.println("comment: " + cu.getAllComments().get(0).getContent().trim());
        System.out.println("lambda: " + cu.findFirst(LambdaExpr.class).get() + " | method ref: " + cu.findFirst(MethodReferenceExpr.class).get());
        System.out.println("string literals: " + cu.findAll(StringLiteralExpr.class).stream().map(StringLiteralExpr::getValue).reduce((a, b) -> a + "," + b).get());

        cu.accept(new ModifierVisitor<Void>() {
            @Override
            public Visitable visit(DoubleLiteralExpr n, Void arg) {
                return new DoubleLiteralExpr(String.valueOf(n.asDouble() * 2));
            }

            @Override
            public Visitable visit(FieldDeclaration n, Void arg) {
                if (n.isStatic()) n.addModifier(Modifier.Keyword.VOLATILE);
                return super.visit(n, arg);
            }
        }, null);
        ClassOrInterfaceDeclaration circle = cu.findFirst(ClassOrInterfaceDeclaration.class, c -> c.getNameAsString().equals("Circle")).get();
        MethodDeclaration perimeter = circle.addMethod("perimeter", Modifier.Keyword.PUBLIC);
        perimeter.setType(PrimitiveType.doubleType());
        perimeter.setBody(new BlockStmt(new NodeList<>(new ReturnStmt(
                new BinaryExpr(new FieldAccessExpr(new NameExpr("Math"), "PI"), new BinaryExpr(new IntegerLiteralExpr("2"), new NameExpr("r"),
                        BinaryExpr.Operator.MULTIPLY), BinaryExpr.Operator.MULTIPLY)))));
        circle.addField("int", "sides", Modifier.Keyword.PRIVATE).getVariable(0).setInitializer("0");
        System.out.println(circle);
        System.out.println("main body after: " + cu.findFirst(MethodDeclaration.class, m -> m.getNameAsString().equals("main")).get()
                .getBody().get().getStatement(0));

        Expression e = StaticJavaParser.parseExpression("a + b * (c - 1) / f(x, y[2])");
        System.out.println("expr: " + e + " -> " + e.getClass().getSimpleName() + " " + ((BinaryExpr) e).getOperator());
        Statement st = StaticJavaParser.parseStatement("if (x > 0) { y = x; } else y = -x;");
        System.out.println("stmt: " + st.getClass().getSimpleName() + " then=" + ((IfStmt) st).getThenStmt().getClass().getSimpleName());
        for (String bad : new String[] {"class A { void f() { int x = ; } }", "class { }", "class B { int y = 1 }"}) {
            ParseResult<CompilationUnit> r = parser.parse(bad);
            System.out.println("bad: " + r.isSuccessful() + " " + r.getProblems().size() + " first: "
                    + r.getProblems().get(0).getMessage().split("\n")[0] + " at " + r.getProblems().get(0).getLocation().flatMap(l -> l.getBegin().getRange()).map(Object::toString).orElse("?"));
        }
    }
}
