package dev.strata.cli;

import static dev.strata.cli.CliTesting.run;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.cli.CliTesting.Run;
import dev.strata.regionio.region.RegionFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --repair} and {@code --force} past carvers (walkthrough, issue 14): an unreadable chunk is saved, then
 * regenerated; where its neighbours are existing chunks Strata does not write into, it is generated to carvers and
 * written at {@code carvers} for the game to finish; where they are the run's own, it is generated like any other.
 * Without either option the run stops (exit 3) and writes nothing.
 */
class GenerateRepairTest {
    static String[] full(Path world, String radius, String... extra) {
        List<String> a = new ArrayList<>(List.of("generate", "--world", world.toString(), "--data", DumpChunkCommandTest.data(), "--seed",
                "13579", "--center", "0,0", "--radius", radius, "--workers", "2", "--quiet"));
        a.addAll(List.of(extra));
        return a.toArray(new String[0]);
    }

    static Path region(Path world) {
        return WorldSafetyTest.regions(world).resolve("r.0.0.mca");
    }

    /** Destroys chunk (cx, cz)'s zlib data in r.0.0.mca, returning the entry's stored bytes as damaged. */
    static byte[] corrupt(Path world, int cx, int cz) throws Exception {
        Path region = region(world);
        byte[] bytes = Files.readAllBytes(region);
        int entry = 4 * (cz * 32 + cx);
        int offset = ((bytes[entry] & 0xFF) << 16 | (bytes[entry + 1] & 0xFF) << 8 | (bytes[entry + 2] & 0xFF)) * 4096;
        for (int i = 5; i < 64; i++) bytes[offset + i] = (byte) 0xA5;
        Files.write(region, bytes);
        return Arrays.copyOfRange(bytes, offset, offset + 4096 * (bytes[entry + 3] & 0xFF));
    }

    static byte[] salvaged(Path world, String name) throws Exception {
        try (Stream<Path> s = Files.walk(world.resolve("strata-salvage"))) {
            return Files.readAllBytes(s.filter(p -> p.getFileName().toString().equals(name)).findFirst().orElseThrow());
        }
    }

    static CompoundBinaryTag chunk(Path world, int cx, int cz) throws Exception {
        try (RegionFile f = RegionFile.openReadOnly(region(world))) {
            return f.read(cx, cz).orElseThrow();
        }
    }

    /** A finished area with a corrupt chunk in its middle: every neighbour is a full chunk Strata does not write into. */
    @Test
    void anUnreadableChunkInAFinishedAreaIsSavedAndLeftAtCarversForTheGame(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        Run first = run(full(world, "3c"));
        assertEquals(ExitCodes.OK, first.code(), first.err());
        assertEquals("minecraft:full", chunk(world, 1, 1).getString("Status"));
        byte[] damaged = corrupt(world, 1, 1);
        Map<String, String> files = WorldSafetyTest.snapshot(world);
        Map<String, CompoundBinaryTag> others = WorldSafetyTest.chunks(WorldSafetyTest.regions(world), "1,1");

        // without --repair: exit 3 naming the file and chunk, nothing written
        Run refused = run(full(world, "3c"));
        assertEquals(ExitCodes.BAD_INPUT, refused.code(), refused.out() + refused.err());
        assertTrue(refused.err().contains("r.0.0.mca") && refused.err().contains("(1, 1)"), refused.err());
        assertEquals(files, WorldSafetyTest.snapshot(world), "nothing changed");

        Run dry = run(full(world, "3c", "--repair", "--dry-run"));
        assertEquals(ExitCodes.OK, dry.code(), dry.err());
        assertTrue(dry.out().contains("1 chunk in or next to the area cannot be read; --repair saves their stored bytes")
                && dry.out().contains("0 with the area, 1 to minecraft:carvers only"), dry.out());

        Run repaired = run(full(world, "3c", "--repair"));
        assertEquals(ExitCodes.OK, repaired.code(), repaired.out() + repaired.err());
        assertTrue(repaired.out().contains("repaired 1 unreadable chunk;"), repaired.out());
        assertTrue(repaired.out().contains("of them, 1 chunk was regenerated to carvers and written at minecraft:carvers"), repaired.out());
        assertArrayEquals(damaged, salvaged(world, "r.0.0.mca.c.1.1.bin"), "the bad bytes are kept");
        CompoundBinaryTag mended = chunk(world, 1, 1);
        assertEquals("minecraft:carvers", mended.getString("Status"));
        assertEquals(4903, mended.getInt("DataVersion"));
        assertEquals(others, WorldSafetyTest.chunks(WorldSafetyTest.regions(world), "1,1"), "every other chunk unchanged");

        // --force regenerates the area; an unreadable chunk in the ring around it (outside the area) is saved and
        // regenerated to carvers as the ring is, instead of stopping the run
        byte[] ring = corrupt(world, 3, 1);
        assertEquals(ExitCodes.BAD_INPUT, run(full(world, "3c")).code());
        Run forced = run(full(world, "3c", "--force"));
        assertEquals(ExitCodes.OK, forced.code(), forced.out() + forced.err());
        assertTrue(forced.out().contains("repaired 1 unreadable chunk;"), forced.out());
        assertArrayEquals(ring, salvaged(world, "r.0.0.mca.c.3.1.bin"));
        assertEquals("minecraft:carvers", chunk(world, 3, 1).getString("Status"));
        assertEquals("minecraft:full", chunk(world, 1, 1).getString("Status"), "--force regenerates the area's chunks");
    }

    /**
     * A corrupt chunk among proto chunks at carvers that the run continues: its neighbours are the run's own, so it is
     * generated like any other chunk of the area, to full.
     */
    @Test
    void anUnreadableChunkAmongTheRunsOwnIsGeneratedLikeAnyOther(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        assertEquals(ExitCodes.OK, run(full(world, "1c", "--until", "carvers")).code());
        byte[] damaged = corrupt(world, 0, 0);
        assertEquals(ExitCodes.BAD_INPUT, run(full(world, "3c")).code());
        Run repaired = run(full(world, "3c", "--repair"));
        assertEquals(ExitCodes.OK, repaired.code(), repaired.out() + repaired.err());
        assertTrue(repaired.out().contains("repaired 1 unreadable chunk;") && !repaired.out().contains("regenerated to carvers"), repaired.out());
        assertArrayEquals(damaged, salvaged(world, "r.0.0.mca.c.0.0.bin"));
        assertEquals("minecraft:full", chunk(world, 0, 0).getString("Status"));
    }
}
