// Rhino (Debian's librhino-java) driving Java through reflection.
function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
print("fib(15) = " + fib(15));
var words = "the quick brown fox jumps over the lazy dog".split(" ");
var counts = {};
words.forEach(function (w) { counts[w] = (counts[w] || 0) + 1; });
print(JSON.stringify(counts));
print([3, 1, 2].sort().map(function (x) { return x * 10; }).join(","));

// Java objects: constructors, overloads, fields, statics, collections
var list = new java.util.ArrayList();
for (var i = 0; i < 5; i++) list.add("item" + i);
print("size " + list.size() + ", get(3) " + list.get(3) + ", contains " + list.contains("item4"));
var map = new java.util.TreeMap();
map.put("b", 2); map.put("a", 1);
print("map " + map + " first " + map.firstKey());
var sb = new java.lang.StringBuilder("x");
sb.append(42).append(true).append('c').insert(0, "[");
print(sb.toString() + " length " + sb.length());
print("max " + java.lang.Math.max(3, 7) + " abs " + java.lang.Math.abs(-2.5) + " pi " + java.lang.Math.PI);
print("Integer.MAX_VALUE " + java.lang.Integer.MAX_VALUE + " parse " + java.lang.Integer.parseInt("123"));
print("String.format " + java.lang.String.format("%5s|%s", "ab", "z"));
var point = new java.awt.Point(3, 4);
print("point x " + point.x + " y " + point.y + " distance " + point.distance(0, 0));
point.x = 10;
print("moved " + point.getX());
var arr = java.lang.reflect.Array.newInstance(java.lang.Integer.TYPE, 3);
arr[1] = 5;
print("int[] " + java.util.Arrays.toString(arr));
try {
    java.lang.Integer.parseInt("zz");
} catch (e) {
    print("caught " + (e.javaException instanceof java.lang.NumberFormatException) + ": " + e.javaException.getMessage());
}
var r = new java.lang.Runnable({ run: function () { print("run from JavaScript"); } });
r.run();
var cmp = new java.util.Comparator({ compare: function (a, b) { return b.length() - a.length(); } });
var names = new java.util.ArrayList(java.util.Arrays.asList(["bb", "a", "cccc", "ddd"]));
java.util.Collections.sort(names, cmp);
print("sorted by length " + names);
