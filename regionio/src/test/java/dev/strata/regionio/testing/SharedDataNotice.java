package dev.strata.regionio.testing;

import java.util.concurrent.atomic.AtomicLong;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;

/**
 * Prints one line for the module when {@link SharedFolder} skipped tests because the shared data is missing:
 * {@code [strata-<module>] shared data not found at <path>: N tests skipped; set -Dstrata.shared=<folder> (see
 * README)}. Registered through {@code META-INF/services/org.junit.platform.launcher.TestExecutionListener} in
 * regionio's test jar, which engine's and cli's tests have on their class path too; the module is the folder the
 * tests run in (surefire runs them in the module's folder). Silent when nothing was skipped for that reason.
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
        int at = m == null ? -1 : m.indexOf(SharedFolder.SKIP_MARK);
        if (at < 0) return;
        where = m.substring(at + SharedFolder.SKIP_MARK.length());
        // a class skipped in @BeforeAll skips all of its tests
        long tests = id.isTest() ? 1 : plan.getDescendants(id).stream().filter(TestIdentifier::isTest).count();
        skipped.addAndGet(Math.max(1, tests));
    }

    @Override
    public void testPlanExecutionFinished(TestPlan testPlan) {
        long n = skipped.getAndSet(0);
        if (n == 0) return;
        System.out.println("[strata-" + module() + "] " + SharedFolder.SKIP_MARK + where + ": " + n + (n == 1 ? " test" : " tests")
                + " skipped; set -Dstrata.shared=<folder> (see README)");
        System.out.flush();
    }

    /** The module whose tests run: the name of the folder they run in. */
    private static String module() {
        java.nio.file.Path dir = java.nio.file.Path.of("").toAbsolutePath().getFileName();
        return dir == null ? "tests" : dir.toString();
    }
}
