package dev.strata.cli;

import static dev.strata.cli.CliTesting.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.cli.CliTesting.Run;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Arguments that used to reach the work: an empty {@code --world} (the current directory), a {@code --chunk} beyond
 * the world's edge (out of memory), a huge {@code --workers} (exit 70 after the world was created). Each is a usage
 * error (exit 2) before anything is read or written. None of these needs the shared data: a data pack that does not
 * exist shows that the refusal comes first.
 */
class ArgumentLimitsTest {
    private static final String NO_PACK = "/nonexistent/strata-test-pack";

    @Test
    void anEmptyWorldIsRefusedByEveryCommand() {
        // --dry-run first: on code that accepted "", the dry run would read the current directory, not write it
        Run gen = run("generate", "--world", "", "--radius", "0", "--dry-run");
        assertEquals(ExitCodes.USAGE, gen.code(), gen.out() + gen.err());
        assertTrue(gen.err().contains("--world is empty"), gen.err());
        for (String[] args : new String[][] {
                {"inspect", "--world", ""}, {"relight", "--world", ""}, {"convert", "--world", "", "--compression", "zlib"}}) {
            Run r = run(args);
            assertEquals(ExitCodes.USAGE, r.code(), args[0] + ": " + r.err());
            assertTrue(r.err().contains("--world is empty"), r.err());
        }
    }

    @Test
    void chunksBeyondTheWorldsEdgeAreRefused() {
        Run far = run("dump-chunk", "--data", NO_PACK, "--seed", "0", "--chunk", "134217728,0", "--step", "noise");
        assertEquals(ExitCodes.USAGE, far.code(), far.err());
        assertTrue(far.err().contains("beyond the world's edge"), far.err());
        Run south = run("dump-chunk", "--data", NO_PACK, "--seed", "0", "--chunk", "0,-1875001", "--step", "noise");
        assertEquals(ExitCodes.USAGE, south.code(), south.err());
        Run biomes = run("dump-biomes", "--data", NO_PACK, "--seed", "0", "--dimension", "overworld", "--chunk", "1875001,0");
        assertEquals(ExitCodes.USAGE, biomes.code(), biomes.err());
        // the edge itself is inside: the command goes on to the (missing) pack
        Run east = run("dump-chunk", "--data", NO_PACK, "--seed", "0", "--chunk", "1875000,0", "--step", "noise");
        assertEquals(ExitCodes.USAGE, east.code(), "block 30,000,000 is past the edge: " + east.err());
        Run edge = run("dump-chunk", "--data", NO_PACK, "--seed", "0", "--chunk", "1874999,-1875000", "--step", "noise");
        assertNotEquals(ExitCodes.USAGE, edge.code(), edge.err());
        assertTrue(edge.err().contains(NO_PACK), edge.err());
    }

    /**
     * Walkthrough finding (session 19): a radius over the plan's limit was refused only after the data was read
     * ("preparing"), and a malformed radius's message did not name the option and offered "-3c" as an example.
     */
    @Test
    void radiiAreCheckedAndNamedBeforeAnythingIsRead(@TempDir Path dir) {
        Path world = dir.resolve("w");
        Run big = run("generate", "--world", world.toString(), "--data", NO_PACK, "--radius", "600k");
        assertEquals(ExitCodes.USAGE, big.code(), big.out() + big.err());
        assertTrue(big.err().contains("--radius 600k is 600000 blocks, more than a plan covers: at most 500k (500000 blocks)"), big.err());
        assertFalse(big.err().contains(NO_PACK), "refused before the data is read: " + big.err());
        assertFalse(Files.exists(world), "nothing was created");
        Run bigZ = run("generate", "--world", world.toString(), "--data", NO_PACK, "--radius", "1k", "--radius-z", "500001", "--shape", "ellipse");
        assertEquals(ExitCodes.USAGE, bigZ.code(), bigZ.err());
        assertTrue(bigZ.err().contains("--radius-z 500001 is 500001 blocks"), bigZ.err());
        Run edge = run("generate", "--world", world.toString(), "--data", NO_PACK, "--radius", "500k");
        assertNotEquals(ExitCodes.USAGE, edge.code(), "500k is the limit itself: " + edge.err());
        Run abc = run("generate", "--world", world.toString(), "--data", NO_PACK, "--radius", "abc");
        assertEquals(ExitCodes.USAGE, abc.code(), abc.err());
        assertTrue(abc.err().contains("--radius: invalid distance 'abc'"), abc.err());
        assertFalse(abc.err().contains("-3c"), "no negative example for a radius: " + abc.err());
    }

    /** Walkthrough finding (session 19): the same --data twice was layered twice without a word. */
    @Test
    void theSamePackTwiceIsAUsageError(@TempDir Path dir) {
        Path world = dir.resolve("w");
        Run r = run("generate", "--world", world.toString(), "--data", NO_PACK, "--data", NO_PACK + "/../strata-test-pack", "--radius", "0");
        assertEquals(ExitCodes.USAGE, r.code(), r.err());
        assertTrue(r.err().contains("--data " + NO_PACK + "/../strata-test-pack is given twice"), r.err());
        assertFalse(r.err().contains("preparing"), "refused with the other options, before anything is read: " + r.err());
        assertFalse(Files.exists(world), "nothing was created");
    }

    @Test
    void hugeWorkerCountsAreRefusedBeforeAnythingIsDone(@TempDir Path dir) {
        Path world = dir.resolve("w");
        int tooMany = Workers.MAX + 1;
        Run dry = run("generate", "--world", world.toString(), "--radius", "0", "--workers", Integer.toString(tooMany), "--dry-run");
        assertEquals(ExitCodes.USAGE, dry.code(), dry.out() + dry.err());
        assertTrue(dry.err().contains("--workers wants a count from 1 to " + Workers.MAX), dry.err());
        Run gen = run("generate", "--world", world.toString(), "--radius", "0", "--workers", "100000");
        assertEquals(ExitCodes.USAGE, gen.code(), gen.out() + gen.err());
        assertFalse(Files.exists(world), "nothing was created");
        for (String[] args : new String[][] {
                {"relight", "--world", world.toString(), "--workers", "100000"},
                {"convert", "--world", world.toString(), "--compression", "zlib", "--workers", "-1"},
                {"bench", "--data", NO_PACK, "--seed", "0", "--workers", "1," + tooMany},
                {"fuzz", "--data", NO_PACK, "--workers", Integer.toString(tooMany)}}) {
            Run r = run(args);
            assertEquals(ExitCodes.USAGE, r.code(), args[0] + ": " + r.err());
            assertTrue(r.err().contains("--workers wants a count from 1 to " + Workers.MAX), r.err());
        }
    }
}
