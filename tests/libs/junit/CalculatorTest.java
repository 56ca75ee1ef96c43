import static org.junit.Assert.*;

import java.util.ArrayList;
import java.util.List;
import org.junit.After;
import org.junit.AfterClass;
import org.junit.Before;
import org.junit.BeforeClass;
import org.junit.Ignore;
import org.junit.Test;

/** A JUnit 4 test class with passing, failing, ignored and expected-exception tests. */
public class CalculatorTest {
    static final List<String> log = new ArrayList<>();
    private List<Integer> stack;

    static int divide(int a, int b) {
        return a / b;
    }

    @BeforeClass
    public static void setUpClass() {
        log.add("beforeClass");
    }

    @AfterClass
    public static void tearDownClass() {
        log.add("afterClass");
        System.out.println("lifecycle: " + log);
    }

    @Before
    public void setUp() {
        stack = new ArrayList<>();
        stack.add(1);
        log.add("before");
    }

    @After
    public void tearDown() {
        stack = null;
        log.add("after");
    }

    @Test
    public void addsNumbers() {
        assertEquals(5, 2 + 3);
        assertEquals(1, stack.size());
    }

    @Test
    public void comparesStrings() {
        assertEquals("expected text", "expected " + "text");
        assertTrue("should be true", stack.contains(1));
        assertNotNull(stack);
        assertArrayEquals(new int[] { 1, 2 }, new int[] { 1, 2 });
    }

    @Test
    public void failsWithMessage() {
        assertEquals("sums differ", 4, 2 + 3);
    }

    @Test
    public void failsOnStrings() {
        assertEquals("hello world", "hello there");
    }

    @Test
    public void failsWithoutMessage() {
        assertTrue(stack.isEmpty());
    }

    @Test(expected = ArithmeticException.class)
    public void dividesByZero() {
        divide(1, 0);
    }

    @Test(expected = IllegalStateException.class)
    public void expectedButNotThrown() {
        divide(4, 2);
    }

    @Test
    public void throwsUnexpectedly() {
        throw new IllegalArgumentException("unexpected: " + divide(9, 3));
    }

    @Ignore("not ready yet")
    @Test
    public void ignoredTest() {
        fail("must not run");
    }

    @Test
    public void failsExplicitly() {
        fail("explicit failure");
    }

    @Test
    public void arraysDiffer() {
        assertArrayEquals("arrays", new int[] { 1, 2, 3 }, new int[] { 1, 5, 3 });
    }
}
