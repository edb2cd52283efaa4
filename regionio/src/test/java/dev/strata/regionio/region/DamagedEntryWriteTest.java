package dev.strata.regionio.region;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.strata.regionio.ChunkReadException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Writes into a region whose one header entry has a damaged sector count never touch that entry's payload. */
class DamagedEntryWriteTest {

    @Test
    void anEntryWithCountZeroKeepsThePayloadItsLengthCovers(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("r.0.0.mca");
        Random rnd = new Random(7);
        byte[] victimNbt = new byte[20_000];
        rnd.nextBytes(victimNbt);
        try (RegionFile r = RegionFile.open(file)) {
            r.writeRaw(0, 0, victimNbt, Compression.NONE); // 5 sectors, at offset 2
            r.writeRaw(1, 0, new byte[] {10, 0, 0, 0}, Compression.NONE);
        }
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.WRITE)) {
            ch.write(ByteBuffer.wrap(new byte[] {0}), 3); // chunk (0, 0): sector count 0
        }
        byte[] before = Arrays.copyOfRange(Files.readAllBytes(file), 2 * 4096, 2 * 4096 + 5 + victimNbt.length);
        try (RegionFile r = RegionFile.open(file)) {
            assertThrows(ChunkReadException.class, () -> r.readRaw(0, 0));
            // chunk (1, 0) rewritten many times with payloads that fit the victim's sectors: first fit would pick them
            for (int i = 0; i < 20; i++) {
                r.writeRaw(1, 0, new byte[] {10, 0, 0, 0}, Compression.NONE);
                r.writeRaw(2 + i, 0, new byte[] {10, 0, 0, 0}, Compression.NONE);
                r.flush();
            }
        }
        byte[] after = Arrays.copyOfRange(Files.readAllBytes(file), 2 * 4096, 2 * 4096 + 5 + victimNbt.length);
        assertArrayEquals(before, after);
    }
}
