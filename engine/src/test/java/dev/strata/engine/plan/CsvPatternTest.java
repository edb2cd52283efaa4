package dev.strata.engine.plan;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CsvPatternTest {

    private static RegionPlan plan(Path file) {
        return RegionPlan.of(Center.ORIGIN, Shape.SQUARE, 0, new Pattern.Csv(file));
    }

    @Test
    void readsChunksInFileOrderGroupedByFirstVisit(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("chunks.csv");
        Files.writeString(f, """
                # chunks to generate
                0,0
                40, 1   # region 1,0

                -1,-1
                1,0
                0,0
                33,2
                """);
        RegionPlan plan = plan(f);
        assertEquals(5, plan.chunkCount()); // the second 0,0 is dropped
        assertEquals(3, plan.regionCount());
        assertEquals(new RegionTask(0, 0, new long[] {ChunkPos.pack(0, 0), ChunkPos.pack(1, 0)}), plan.region(0));
        assertArrayEquals(new long[] {ChunkPos.pack(40, 1), ChunkPos.pack(33, 2)}, plan.region(1).chunks());
        assertArrayEquals(new long[] {ChunkPos.pack(-1, -1)}, plan.region(2).chunks());
        assertEquals(-1, plan.region(2).regionX());
        assertTrue(plan.contains(33, 2));
        assertFalse(plan.contains(2, 0));
        assertTrue(plan.fingerprint().startsWith("strata-plan/1 pattern=csv sha256="));
        String before = plan.fingerprint();
        Files.writeString(f, "0,0\n", java.nio.file.StandardOpenOption.APPEND);
        assertNotEquals(before, plan(f).fingerprint());
    }

    @Test
    void errorsNameFileAndLine(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("bad.csv");
        Files.writeString(f, "# header\n1,2\n\n3;4\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> plan(f));
        assertTrue(e.getMessage().contains(f + ":4:"), e.getMessage());
        assertTrue(e.getMessage().contains("3;4"), e.getMessage());
        Files.writeString(f, "1,2,3\n");
        assertTrue(assertThrows(IllegalArgumentException.class, () -> plan(f)).getMessage().contains(f + ":1:"));
        Files.writeString(f, "1,x\n");
        assertTrue(assertThrows(IllegalArgumentException.class, () -> plan(f)).getMessage().contains(f + ":1:"));
        Files.writeString(f, "0,0\n2000000,0\n");
        assertTrue(assertThrows(IllegalArgumentException.class, () -> plan(f)).getMessage().contains(f + ":2:"));
        Files.writeString(f, "# nothing\n\n");
        assertTrue(assertThrows(IllegalArgumentException.class, () -> plan(f)).getMessage().contains("no chunks"));
        UncheckedIOException io = assertThrows(UncheckedIOException.class, () -> plan(dir.resolve("missing.csv")));
        assertTrue(io.getMessage().contains("missing.csv"));
    }
}
