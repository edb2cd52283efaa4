package dev.strata.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * The heap running out is not a bug report: a worker's {@link OutOfMemoryError} reaches the handler wrapped (the job
 * turns a failed generation into an {@link IOException}), and it must exit {@link ExitCodes#OUT_OF_MEMORY} with the
 * advice to give the JVM more and resume, not 4 (file system) or 70 with a stack trace.
 */
class OutOfMemoryTest {
    @Test
    void aWorkersOutOfMemoryIsReportedWithTheAdviceToResume() {
        StringWriter err = new StringWriter();
        CommandLine cl = new CommandLine(new Strata());
        cl.setErr(new PrintWriter(err));
        Exception wrapped = new IOException("generating chunk 3 4 failed: java.lang.OutOfMemoryError: Java heap space",
                new java.util.concurrent.ExecutionException(new OutOfMemoryError("Java heap space")));
        int code = new ErrorHandler().handleExecutionException(wrapped, cl, null);
        assertEquals(ExitCodes.OUT_OF_MEMORY, code);
        String text = err.toString();
        assertTrue(text.contains("out of memory") && text.contains("-Xmx") && text.contains("--resume"), text);
        assertFalse(text.contains("at dev.strata"), "no stack trace: " + text);
        assertEquals(ExitCodes.IO, new ErrorHandler().handleExecutionException(new IOException("disk full"), cl, null), "other I/O errors stay 4");
    }
}
