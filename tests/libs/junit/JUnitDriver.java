import org.junit.runner.JUnitCore;
import org.junit.runner.Result;
import org.junit.runner.notification.Failure;

/**
 * Runs CalculatorTest and CalculatorRulesTest through JUnitCore with JUnit's own text listener, then prints the
 * Result.  The elapsed time is masked (the listener's hook for it), the same on every VM.
 */
public class JUnitDriver {
    public static void main(String[] args) {
        JUnitCore core = new JUnitCore();
        core.addListener(new org.junit.internal.TextListener(System.out) {
            @Override
            protected String elapsedTimeAsString(long runTime) {
                return "(masked)";
            }
        });
        Result r = core.run(CalculatorTest.class, CalculatorRulesTest.class);
        System.out.println("run=" + r.getRunCount() + " failed=" + r.getFailureCount() + " ignored="
                + r.getIgnoreCount() + " assumptionsFailed=" + r.getAssumptionFailureCount() + " successful="
                + r.wasSuccessful());
        for (Failure f : r.getFailures()) {
            System.out.println(f.getDescription().getMethodName() + ": " + f.getException().getClass().getName()
                    + ": " + f.getMessage());
        }
    }
}
