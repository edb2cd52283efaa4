package dev.strata.cli;

import static dev.strata.cli.CliTesting.run;
import static dev.strata.cli.RelightConvertCommandTest.copyTree;
import static dev.strata.cli.RelightConvertCommandTest.fixtures;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.cli.CliTesting.Run;
import dev.strata.regionio.chunk.ChunkCodec;
import dev.strata.regionio.region.RegionFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code strata relight}: the area options it shares with generate, and what its summary counts. */
class RelightCommandTest {

    /** --center/--radius take blocks with the suffixes of generate, and select the same chunks. */
    @Test
    void theAreaIsGivenAsForGenerate(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        copyTree(fixtures().resolve("prismarine/1.21.1"), world.resolve("region"));
        Run r = run("relight", "--world", world.toString(), "--check", "--quiet", "--center", "1c,0", "--radius", "2c");
        assertTrue(r.code() == ExitCodes.OK || r.code() == ExitCodes.CHECK_FAILED, r.out() + r.err());
        // the full chunks among those generate would fill with the same options
        var plan = dev.strata.engine.plan.RegionPlan.of(dev.strata.engine.plan.Center.parse("1c,0"), dev.strata.engine.plan.Shape.SQUARE,
                32, 32, dev.strata.engine.plan.Pattern.parse("region"));
        int full = 0;
        try (var files = Files.list(world.resolve("region"))) {
            for (Path p : files.filter(p -> p.toString().endsWith(".mca")).toList()) {
                try (RegionFile f = RegionFile.openReadOnly(p)) {
                    for (int[] c : f.chunks()) {
                        if (plan.contains(c[0], c[1]) && ChunkCodec.decode(f.read(c[0], c[1]).orElseThrow()).status().endsWith("full")) full++;
                    }
                }
            }
        }
        assertEquals(16, plan.chunkCount());
        assertTrue(full > 0, "the fixture has full chunks there");
        assertTrue(r.out().startsWith("checked " + full + " chunks"), r.out());
        // the same 4 x 4 chunks as a box of blocks: -16..47 x -32..31
        Run box = run("relight", "--world", world.toString(), "--check", "--quiet", "--corners", "-16,-32,47,31");
        assertTrue(box.out().startsWith("checked " + full + " chunks"), box.out() + box.err());
        Run shape = run("relight", "--world", world.toString(), "--check", "--quiet", "--radius", "1r", "--shape", "circle");
        assertTrue(shape.code() == ExitCodes.OK || shape.code() == ExitCodes.CHECK_FAILED, shape.out() + shape.err());
        Run alone = run("relight", "--world", world.toString(), "--check", "--center", "0,0");
        assertEquals(ExitCodes.USAGE, alone.code());
        assertTrue(alone.err().contains("--center needs --radius"), alone.err());
    }

    /**
     * --dimension reads as generate's: an unknown name is a usage error (exit 2, one line, no stack trace), the short
     * names are accepted, and an overworld without region files points to --dimension.
     */
    @Test
    void dimensionNamesAsForGenerate(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        copyTree(fixtures().resolve("prismarine/1.21.1"), world.resolve("region"));
        Run moon = run("relight", "--world", world.toString(), "--check", "--dimension", "moon");
        assertEquals(ExitCodes.USAGE, moon.code(), moon.err());
        assertTrue(moon.err().contains("unknown dimension 'moon'") && !moon.err().contains("\tat "), moon.err());
        Run nether = run("relight", "--world", world.toString(), "--check", "--dimension", "nether");
        assertEquals(ExitCodes.BAD_INPUT, nether.code(), nether.err());
        assertTrue(nether.err().contains("no region files for minecraft:the_nether"), nether.err());
        Path empty = dir.resolve("e");
        Files.createDirectories(empty.resolve("region"));
        Run none = run("relight", "--world", empty.toString(), "--check");
        assertEquals(ExitCodes.BAD_INPUT, none.code(), none.err());
        assertTrue(none.err().contains("give --dimension the_nether, the_end"), none.err());
    }

    @Test
    void aRegionFileAsWorldIsNotAWorldFolder(@TempDir Path dir) throws Exception {
        copyTree(fixtures().resolve("prismarine/1.21.1"), dir.resolve("region"));
        Path file = dir.resolve("region/r.0.0.mca");
        Run r = run("relight", "--world", file.toString());
        assertEquals(ExitCodes.IO, r.code(), r.err());
        assertTrue(r.err().contains("is a file, not a world folder"), r.err());
        assertFalse(r.err().contains("no such file"), r.err());
    }

    /** One corrupt chunk among full ones: it is the one unreadable chunk; its neighbours are counted apart. */
    @Test
    void neighboursOfAnUnreadableChunkAreCountedApart(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        copyTree(fixtures().resolve("prismarine/1.21.1"), world.resolve("region"));
        Path region = world.resolve("region/r.0.0.mca");
        int[] victim = null;
        try (RegionFile f = RegionFile.openReadOnly(region)) {
            for (int i = 0; i < 1024 && victim == null; i++) {
                int cx = 1 + (i & 31) % 30, cz = 1 + (i >> 5) % 30;
                boolean allFull = true;
                for (int dz = -1; dz <= 1 && allFull; dz++) {
                    for (int dx = -1; dx <= 1 && allFull; dx++) {
                        var t = f.read(cx + dx, cz + dz);
                        allFull = t.isPresent() && ChunkCodec.decode(t.get()).status().endsWith("full");
                    }
                }
                if (allFull) victim = new int[] {cx, cz};
            }
        }
        assertTrue(victim != null, "a full chunk with 8 full neighbours");
        byte[] bytes = Files.readAllBytes(region);
        int idx = (victim[1] * 32 + victim[0]) * 4;
        int offset = ((bytes[idx] & 0xFF) << 16 | (bytes[idx + 1] & 0xFF) << 8 | (bytes[idx + 2] & 0xFF)) * 4096;
        bytes[offset] = 0x7F; // its length field now points far past its sectors
        Files.write(region, bytes);
        Run r = run("relight", "--world", world.toString(), "--quiet");
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.out() + r.err());
        Matcher m = java.util.regex.Pattern.compile("(\\d+) unreadable, (\\d+) skipped because a neighbour is unreadable").matcher(r.out());
        assertTrue(m.find(), r.out());
        assertEquals(1, Integer.parseInt(m.group(1)), r.out());
        assertEquals(8, Integer.parseInt(m.group(2)), r.out());
    }

    /**
     * --check takes the world's lock as relight does: while a server or a generate holds it, the check is refused
     * (exit 5) rather than judging half-written regions; free again, the same check runs.
     */
    @Test
    void checkRefusesAWorldInUse(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        assertEquals(ExitCodes.OK, run(GenerateCommandTest.args(world)).code());
        try (dev.strata.regionio.world.SessionLock live = dev.strata.regionio.world.SessionLock.acquire(world)) {
            Run r = run("relight", "--world", world.toString(), "--check");
            assertEquals(ExitCodes.CONFLICT, r.code(), r.out() + r.err());
            assertTrue(r.err().contains("in use"), r.err());
        }
        Run free = run("relight", "--world", world.toString(), "--check");
        assertEquals(ExitCodes.OK, free.code(), free.out() + free.err());
    }

    /** Proto chunks (as generate writes them) are not relit, and the summary says why nothing was. */
    @Test
    void protoChunksAreSkippedWithANote(@TempDir Path dir) {
        Path world = dir.resolve("w");
        assertEquals(ExitCodes.OK, run(GenerateCommandTest.args(world)).code());
        Run r = run("relight", "--world", world.toString());
        assertEquals(ExitCodes.OK, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("relit 0 chunks"), r.out());
        assertTrue(r.out().contains("only full chunks (status minecraft:full) and lit proto chunks are relit; 4 proto chunks below the light step were skipped"), r.out());
    }

    /**
     * Issue 14: a world of an older game (1.16 chunks only) is refused as such (exit 3) before any summary: no
     * "checked 0 chunks" line; beside newer chunks, the old ones are counted in a note and the run ends with exit 3.
     */
    @Test
    void anOldWorldIsRefusedWithoutASummary(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        copyTree(fixtures().resolve("prismarine/1.16"), world.resolve("region"));
        for (String[] mode : new String[][] {{"--check"}, {}}) {
            String[] args = new String[3 + mode.length];
            System.arraycopy(new String[] {"relight", "--world", world.toString()}, 0, args, 0, 3);
            System.arraycopy(mode, 0, args, 3, mode.length);
            Run r = run(args);
            assertEquals(ExitCodes.BAD_INPUT, r.code(), r.out() + r.err());
            assertEquals("", r.out(), "nothing misleading before the refusal");
            assertTrue(r.err().contains(world + " holds chunks older than 1.18 (DataVersion below 2860): upgrade it in the game first"), r.err());
        }
        copyTree(fixtures().resolve("prismarine/1.21.1"), world.resolve("region"));
        Run mixed = run("relight", "--world", world.toString(), "--check");
        assertEquals(ExitCodes.BAD_INPUT, mixed.code(), mixed.out() + mixed.err());
        Matcher old = java.util.regex.Pattern.compile("note: (\\d+) chunks older than 1.18 \\(DataVersion below 2860\\) left untouched").matcher(mixed.out());
        assertTrue(old.find() && Integer.parseInt(old.group(1)) > 0, mixed.out());
    }
}
