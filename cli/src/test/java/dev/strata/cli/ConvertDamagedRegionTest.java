package dev.strata.cli;

import static dev.strata.cli.CliTesting.run;
import static dev.strata.cli.RelightConvertCommandTest.fixtures;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.cli.CliTesting.Run;
import dev.strata.regionio.region.Compression;
import dev.strata.regionio.region.RegionFile;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code convert} on a real region whose one header entry has its sector count zeroed (the payload intact): the
 * chunk is unreadable and reported kept, so its payload bytes must survive the conversion of the others.
 */
class ConvertDamagedRegionTest {

    @Test
    void aDamagedEntrysPayloadSurvivesAndEveryOtherChunkIsConverted(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        Files.createDirectories(world.resolve("region"));
        Path region = world.resolve("region/r.0.0.mca");
        Files.copy(fixtures().resolve("prismarine/1.21.1/r.0.0.mca"), region);
        Map<Long, CompoundBinaryTag> original = new HashMap<>();
        int victim = -1;
        int victimLoc = 0;
        try (RegionFile r = RegionFile.openReadOnly(region)) {
            for (int[] c : r.chunks()) {
                original.put(key(c[0], c[1]), r.read(c[0], c[1]).orElseThrow());
                int loc = r.location(c[0], c[1]);
                // the entry with the lowest offset: its sectors are the first a first-fit allocator would reuse
                if (victim < 0 || (loc >>> 8) < (victimLoc >>> 8)) {
                    victim = (c[1] & 31) * 32 + (c[0] & 31);
                    victimLoc = loc;
                }
            }
        }
        int vx = victim & 31, vz = victim >> 5;
        long start = (long) (victimLoc >>> 8) * RegionFile.SECTOR_BYTES;
        // zero the count byte of the victim's header entry
        try (FileChannel ch = FileChannel.open(region, StandardOpenOption.WRITE)) {
            ch.write(ByteBuffer.wrap(new byte[] {0}), victim * 4L + 3);
        }
        byte[] payload = payloadAt(region, start);
        byte[] damaged = Files.readAllBytes(region);

        Run refused = run("convert", "--world", world.toString(), "--compression", "lz4");
        assertEquals(ExitCodes.BAD_INPUT, refused.code(), refused.err());
        assertTrue(refused.err().contains(region + ": holds 1 unreadable chunk(s), left unconverted; --force"), refused.err());
        assertArrayEquals(damaged, Files.readAllBytes(region), "without --force nothing is written");

        Run forced = run("convert", "--world", world.toString(), "--compression", "lz4", "--force");
        assertEquals(ExitCodes.BAD_INPUT, forced.code(), forced.err());
        assertTrue(forced.err().contains(region + " chunk " + vx + "," + vz + ": unreadable, kept as it was"), forced.err());
        assertTrue(forced.out().contains("converted " + (original.size() - 1) + " chunks"), forced.out());
        assertArrayEquals(payload, payloadAt(region, start), "the unreadable chunk's payload bytes are unchanged");
        try (RegionFile r = RegionFile.openReadOnly(region)) {
            assertEquals(victimLoc & ~0xFF, r.location(vx, vz), "its header entry is as it was");
            for (int[] c : r.chunks()) {
                if (c[0] == vx && c[1] == vz) continue;
                assertEquals(Compression.LZ4, r.readRaw(c[0], c[1]).orElseThrow().compression());
                assertEquals(original.get(key(c[0], c[1])), r.read(c[0], c[1]).orElseThrow(), "chunk " + Arrays.toString(c));
            }
            assertEquals(original.size(), r.chunks().size());
        }
    }

    /** The payload at {@code start}: its length field, type byte and data. */
    private static byte[] payloadAt(Path region, long start) throws Exception {
        byte[] all = Files.readAllBytes(region);
        int length = ByteBuffer.wrap(all, (int) start, 4).getInt();
        return Arrays.copyOfRange(all, (int) start, (int) start + 4 + length);
    }

    private static long key(int x, int z) {
        return ((long) x << 32) | (z & 0xFFFFFFFFL);
    }
}
