import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.jgrapht.Graph;
import org.jgrapht.GraphPath;
import org.jgrapht.Graphs;
import org.jgrapht.alg.connectivity.ConnectivityInspector;
import org.jgrapht.alg.connectivity.KosarajuStrongConnectivityInspector;
import org.jgrapht.alg.cycle.CycleDetector;
import org.jgrapht.alg.flow.EdmondsKarpMFImpl;
import org.jgrapht.alg.interfaces.MaximumFlowAlgorithm;
import org.jgrapht.alg.interfaces.SpanningTreeAlgorithm;
import org.jgrapht.alg.matching.HopcroftKarpMaximumCardinalityBipartiteMatching;
import org.jgrapht.alg.scoring.PageRank;
import org.jgrapht.alg.shortestpath.BellmanFordShortestPath;
import org.jgrapht.alg.shortestpath.DijkstraShortestPath;
import org.jgrapht.alg.shortestpath.FloydWarshallShortestPaths;
import org.jgrapht.alg.spanning.KruskalMinimumSpanningTree;
import org.jgrapht.alg.spanning.PrimMinimumSpanningTree;
import org.jgrapht.alg.color.GreedyColoring;
import org.jgrapht.generate.GnmRandomGraphGenerator;
import org.jgrapht.graph.DefaultDirectedGraph;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.DefaultWeightedEdge;
import org.jgrapht.graph.SimpleGraph;
import org.jgrapht.graph.SimpleWeightedGraph;
import org.jgrapht.graph.DirectedWeightedMultigraph;
import org.jgrapht.graph.AsSubgraph;
import org.jgrapht.graph.builder.GraphTypeBuilder;
import org.jgrapht.traverse.BreadthFirstIterator;
import org.jgrapht.traverse.DepthFirstIterator;
import org.jgrapht.traverse.TopologicalOrderIterator;
import org.jgrapht.util.SupplierUtil;

/** Drives Debian's JGraphT (with JHeaps): directed, undirected, weighted and multi graphs,
 *  traversals, shortest paths (Dijkstra over a pairing heap, Bellman-Ford, Floyd-Warshall),
 *  spanning trees, connectivity, cycles, topological order, max flow, matching, colouring,
 *  PageRank and a seeded random generator. */
public class JGraphTDriver {
    static int failures;

    interface Step {
        Object run() throws Exception;
    }

    static void step(String name, Step s) {
        try {
            System.out.println(name + ": " + s.run());
        } catch (Throwable e) {
            failures++;
            System.out.println(name + ": threw " + e);
        }
    }

    static <V> List<V> list(java.util.Iterator<V> it) {
        List<V> l = new ArrayList<>();
        it.forEachRemaining(l::add);
        return l;
    }

    public static void main(String[] args) {
        Graph<String, DefaultEdge> dag = new DefaultDirectedGraph<>(DefaultEdge.class);
        for (String v : new String[] {"shirt", "tie", "jacket", "belt", "pants", "shoes", "socks", "watch"}) {
            dag.addVertex(v);
        }
        dag.addEdge("shirt", "tie");
        dag.addEdge("tie", "jacket");
        dag.addEdge("shirt", "belt");
        dag.addEdge("belt", "jacket");
        dag.addEdge("pants", "belt");
        dag.addEdge("pants", "shoes");
        dag.addEdge("socks", "shoes");
        step("dag", () -> dag.vertexSet().size() + " " + dag.edgeSet().size() + " " + dag.outDegreeOf("shirt") + " "
                + dag.inDegreeOf("jacket") + " " + dag.getEdge("tie", "jacket") + " " + Graphs.successorListOf(dag, "pants"));
        step("topological", () -> list(new TopologicalOrderIterator<>(dag)));
        step("no cycle", () -> new CycleDetector<>(dag).detectCycles());
        step("bfs", () -> list(new BreadthFirstIterator<>(dag, "shirt")));
        step("dfs", () -> list(new DepthFirstIterator<>(dag, "pants")));
        step("scc", () -> {
            Graph<Integer, DefaultEdge> g = new DefaultDirectedGraph<>(DefaultEdge.class);
            for (int i = 0; i < 8; i++) {
                g.addVertex(i);
            }
            int[][] es = {{0, 1}, {1, 2}, {2, 0}, {2, 3}, {3, 4}, {4, 5}, {5, 3}, {6, 5}, {6, 7}, {7, 6}};
            for (int[] e : es) {
                g.addEdge(e[0], e[1]);
            }
            List<Set<Integer>> sets = new KosarajuStrongConnectivityInspector<>(g).stronglyConnectedSets();
            TreeSet<String> r = new TreeSet<>();
            for (Set<Integer> s : sets) {
                r.add(new TreeSet<>(s).toString());
            }
            return r + " " + new CycleDetector<>(g).findCycles();
        });

        SimpleWeightedGraph<String, DefaultWeightedEdge> w = new SimpleWeightedGraph<>(DefaultWeightedEdge.class);
        String[][] roads = {{"a", "b", "7"}, {"a", "c", "9"}, {"a", "f", "14"}, {"b", "c", "10"}, {"b", "d", "15"},
            {"c", "d", "11"}, {"c", "f", "2"}, {"d", "e", "6"}, {"e", "f", "9"}};
        for (String[] r : roads) {
            Graphs.addEdgeWithVertices(w, r[0], r[1], Double.parseDouble(r[2]));
        }
        step("dijkstra", () -> {
            GraphPath<String, DefaultWeightedEdge> p = DijkstraShortestPath.findPathBetween(w, "a", "e");
            return p.getVertexList() + " " + p.getWeight() + " " + p.getLength();
        });
        step("bellman-ford", () -> new BellmanFordShortestPath<>(w).getPaths("a").getWeight("d"));
        step("floyd-warshall", () -> {
            FloydWarshallShortestPaths<String, DefaultWeightedEdge> fw = new FloydWarshallShortestPaths<>(w);
            return fw.getPath("b", "f").getVertexList() + " " + fw.getPathWeight("d", "a");
        });
        step("kruskal", () -> {
            SpanningTreeAlgorithm.SpanningTree<DefaultWeightedEdge> t = new KruskalMinimumSpanningTree<>(w).getSpanningTree();
            return t.getWeight() + " " + t.getEdges().size();
        });
        step("prim", () -> new PrimMinimumSpanningTree<>(w).getSpanningTree().getWeight());
        step("connectivity", () -> {
            SimpleGraph<Integer, DefaultEdge> g = new SimpleGraph<>(DefaultEdge.class);
            for (int i = 0; i < 7; i++) {
                g.addVertex(i);
            }
            g.addEdge(0, 1);
            g.addEdge(1, 2);
            g.addEdge(3, 4);
            ConnectivityInspector<Integer, DefaultEdge> ci = new ConnectivityInspector<>(g);
            return ci.isConnected() + " " + ci.connectedSets() + " " + ci.pathExists(0, 2) + " " + ci.pathExists(0, 4);
        });
        step("max flow", () -> {
            DirectedWeightedMultigraph<String, DefaultWeightedEdge> f = new DirectedWeightedMultigraph<>(DefaultWeightedEdge.class);
            String[][] caps = {{"s", "a", "10"}, {"s", "b", "5"}, {"a", "b", "15"}, {"a", "t", "5"}, {"b", "t", "10"}};
            for (String[] c : caps) {
                Graphs.addEdgeWithVertices(f, c[0], c[1], Double.parseDouble(c[2]));
            }
            MaximumFlowAlgorithm.MaximumFlow<DefaultWeightedEdge> mf = new EdmondsKarpMFImpl<>(f).getMaximumFlow("s", "t");
            return mf.getValue();
        });
        step("matching", () -> {
            SimpleGraph<String, DefaultEdge> g = new SimpleGraph<>(DefaultEdge.class);
            Set<String> left = new TreeSet<>(), right = new TreeSet<>();
            for (int i = 0; i < 4; i++) {
                left.add("L" + i);
                right.add("R" + i);
                g.addVertex("L" + i);
                g.addVertex("R" + i);
            }
            int[][] es = {{0, 0}, {0, 1}, {1, 0}, {2, 1}, {2, 2}, {3, 2}};
            for (int[] e : es) {
                g.addEdge("L" + e[0], "R" + e[1]);
            }
            return new HopcroftKarpMaximumCardinalityBipartiteMatching<>(g, left, right).getMatching().getEdges().size();
        });
        step("colouring", () -> new GreedyColoring<>(w).getColoring().getNumberColors());
        step("pagerank", () -> {
            PageRank<String, DefaultEdge> pr = new PageRank<>(dag);
            StringBuilder sb = new StringBuilder();
            for (String v : new TreeSet<>(dag.vertexSet())) {
                sb.append(v).append('=').append(String.format("%.4f", pr.getVertexScore(v))).append(' ');
            }
            return sb.toString().trim();
        });
        step("generator", () -> {
            Graph<Integer, DefaultEdge> g = GraphTypeBuilder.<Integer, DefaultEdge>undirected().allowingMultipleEdges(false)
                    .allowingSelfLoops(false).vertexSupplier(SupplierUtil.createIntegerSupplier())
                    .edgeClass(DefaultEdge.class).buildGraph();
            new GnmRandomGraphGenerator<Integer, DefaultEdge>(30, 60, 42L).generateGraph(g);
            int maxDeg = 0;
            for (Integer v : g.vertexSet()) {
                maxDeg = Math.max(maxDeg, g.degreeOf(v));
            }
            AsSubgraph<Integer, DefaultEdge> sub = new AsSubgraph<>(g, new TreeSet<>(java.util.Arrays.asList(0, 1, 2, 3, 4, 5)));
            return g.vertexSet().size() + " " + g.edgeSet().size() + " " + maxDeg + " " + sub.edgeSet().size() + " "
                    + new ConnectivityInspector<>(g).connectedSets().size();
        });
        System.out.println("failures: " + failures);
    }
}
