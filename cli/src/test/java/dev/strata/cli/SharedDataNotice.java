package dev.strata.cli;

import java.util.concurrent.atomic.AtomicLong;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;

/**
 * Prints one line for the module when {@link CliTesting} skipped tests because the shared data is missing:
 * {@code shared data not found at <path>: N tests skipped; set -Dstrata.shared=<folder> (see README)}. Registered
 * through {@code META-INF/services/org.junit.platform.launcher.TestExecutionListener}; silent when nothing was
 * skipped for that reason.
 */
public final class SharedDataNotice implements TestExecutionListener {
    private TestPlan plan;
    private final AtomicLong skipped = new AtomicLong();
    private volatile String where;

    @Override
    public void testPlanExecutionStarted(TestPlan testPlan) {
        plan = testPlan;
    }

    @Override
    public void executionFinished(TestIdentifier id, TestExecutionResult result) {
        if (result.getStatus() != TestExecutionResult.Status.ABORTED) return;
        String m = result.getThrowable().map(Throwable::getMessage).orElse(null);
        int at = m == null ? -1 : m.indexOf(CliTesting.SKIP_MARK);
        if (at < 0) return;
        where = m.substring(at + CliTesting.SKIP_MARK.length());
        // a class skipped in @BeforeAll skips all of its tests
        long tests = id.isTest() ? 1 : plan.getDescendants(id).stream().filter(TestIdentifier::isTest).count();
        skipped.addAndGet(Math.max(1, tests));
    }

    @Override
    public void testPlanExecutionFinished(TestPlan testPlan) {
        long n = skipped.getAndSet(0);
        if (n == 0) return;
        System.out.println("[strata-cli] " + CliTesting.SKIP_MARK + where + ": " + n + (n == 1 ? " test" : " tests")
                + " skipped; set -Dstrata.shared=<folder> (see README)");
        System.out.flush();
    }
}
