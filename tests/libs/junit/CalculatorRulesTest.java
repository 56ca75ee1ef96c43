import static org.junit.Assert.*;
import static org.junit.Assume.*;

import org.junit.Rule;
import org.junit.Test;
import org.junit.rules.ExpectedException;
import org.junit.rules.TestName;

/** JUnit 4 rules (fields found by annotation, run around each test), assumptions and time-outs. */
public class CalculatorRulesTest {
    @Rule
    @SuppressWarnings("deprecation")
    public ExpectedException thrown = ExpectedException.none();

    @Rule
    public TestName name = new TestName();

    @Test
    public void knowsItsName() {
        assertEquals("knowsItsName", name.getMethodName());
    }

    @Test
    public void assumptionFails() {
        assumeTrue("only on odd days", 1 > 2);
        fail("not reached");
    }

    @Test
    public void expectsMessage() {
        thrown.expect(IllegalStateException.class);
        thrown.expectMessage("bad state");
        throw new IllegalStateException("bad state in " + name.getMethodName());
    }

    @Test(timeout = 10000)
    public void finishesInTime() {
        long sum = 0;
        for (int i = 0; i < 1000; i++) {
            sum += i;
        }
        assertEquals(499500, sum);
    }
}
