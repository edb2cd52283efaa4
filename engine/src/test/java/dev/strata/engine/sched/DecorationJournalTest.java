package dev.strata.engine.sched;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import net.kyori.adventure.nbt.BinaryTagTypes;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link DecorationJournal}'s format: the structure starts a journal keeps come back as they were written (format 7),
 * and a journal of format 5, written by the version before, is still read, with no starts.
 */
class DecorationJournalTest {
    private static CompoundBinaryTag chunkOfStarts(int x, int z, String id) {
        CompoundBinaryTag start = CompoundBinaryTag.builder().putString("id", id).putInt("ChunkX", x).putInt("ChunkZ", z).putInt("references", 0)
                .put("Children", ListBinaryTag.builder(BinaryTagTypes.COMPOUND).add(CompoundBinaryTag.builder().putString("id", "minecraft:mscorridor")
                        .putByte("hps", (byte) 1).build()).build())
                .build();
        return CompoundBinaryTag.builder().put("starts", ListBinaryTag.builder(BinaryTagTypes.COMPOUND).add(start).build()).build();
    }

    private static DecorationJournal.Contents write(Path dir, List<CompoundBinaryTag> starts) throws IOException {
        DecorationJournal j = new DecorationJournal(dir.resolve("journal.bin"), false, new SpillStore(dir.resolve("spill")));
        ExecutorService pool = Executors.newSingleThreadExecutor();
        try {
            j.write(pool, List.of(), new long[] {42L, -7L}, List.of(), List.of(), starts);
        } finally {
            pool.shutdownNow();
        }
        return j.read(() -> {
            throw new AssertionError("no chunk in this journal");
        });
    }

    @Test
    void theStartsComeBackAsWritten(@TempDir Path dir) throws IOException {
        List<CompoundBinaryTag> starts = List.of(chunkOfStarts(-53, 1, "minecraft:mineshaft"), chunkOfStarts(4, -9, "minecraft:swamp_hut"));
        DecorationJournal.Contents c = write(dir, starts);
        assertEquals(starts, c.starts());
        assertEquals(List.of(42L, -7L), java.util.Arrays.stream(c.written()).boxed().toList());
        assertEquals(List.of(), write(dir, List.of()).starts());
    }

    @Test
    void aJournalOfTheFormatBeforeIsReadWithoutStarts(@TempDir Path dir) throws IOException {
        write(dir, List.of(chunkOfStarts(-53, 1, "minecraft:mineshaft")));
        Path file = dir.resolve("journal.bin");
        // format 5: the version, then the finals' count (0), the written keys (a count and two longs) and the live
        // chunks' count (0): format 7's records up to where its structure starts begin
        byte[] records;
        try (DataInputStream in = JournalStreams.in(Files.readAllBytes(file))) {
            records = in.readAllBytes();
        }
        int before = 4 + 4 + 4 + 2 * 8 + 4;
        assertTrue(records.length > before, "format 7 holds the starts after the live chunks");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (DataOutputStream out = JournalStreams.out(bytes)) {
            out.writeInt(5);
            out.write(records, 4, before - 4);
        }
        Files.write(file, bytes.toByteArray());
        DecorationJournal.Contents c = new DecorationJournal(file, false, new SpillStore(dir.resolve("spill"))).read(() -> null);
        assertEquals(List.of(), c.starts());
        assertEquals(List.of(42L, -7L), java.util.Arrays.stream(c.written()).boxed().toList());
        // and a format this version does not know is refused, naming the journal
        try (DataOutputStream out = JournalStreams.out(Files.newOutputStream(file))) {
            out.writeInt(9);
        }
        IOException e = assertThrows(IOException.class, () -> new DecorationJournal(file, false, new SpillStore(dir.resolve("spill"))).read(() -> null));
        assertTrue(e.getMessage().contains("journal.bin") && e.getMessage().contains("format 9"), e.getMessage());
    }
}
