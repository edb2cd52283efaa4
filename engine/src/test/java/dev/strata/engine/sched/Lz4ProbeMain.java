package dev.strata.engine.sched;

import dev.strata.regionio.nbt.NbtIO;
import dev.strata.regionio.region.Compression;
import dev.strata.regionio.region.RegionFile;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import net.kyori.adventure.nbt.CompoundBinaryTag;

/**
 * Run in a child JVM by {@link Lz4WithoutUnsafeTest}: every use of LZ4 a run makes. Writes and reads back a journal
 * stream, puts an entry into a spill store, and writes and reads back an LZ4 chunk of a region file; exit status 0
 * when everything comes back equal.
 */
public final class Lz4ProbeMain {
    private Lz4ProbeMain() {}

    public static void main(String[] args) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (DataOutputStream out = JournalStreams.out(bytes)) {
            for (int i = 0; i < 100_000; i++) out.writeInt(i / 7);
        }
        int bad = 0;
        try (DataInputStream in = JournalStreams.in(bytes.toByteArray())) {
            for (int i = 0; i < 100_000; i++) if (in.readInt() != i / 7) bad++;
        }
        Path folder = Files.createTempDirectory("strata-lz4-probe");
        SpillStore spill = new SpillStore(folder.resolve("spill"));
        spill.put(new byte[100_000]);
        spill.seal();
        spill.deleteAll();
        CompoundBinaryTag chunk = CompoundBinaryTag.builder().putIntArray("values", new int[50_000]).putString("Status", "minecraft:full").build();
        Path region = folder.resolve("r.0.0.mca");
        try (RegionFile file = RegionFile.open(region)) {
            file.writeBatch(new int[] {3}, new int[] {5}, new byte[][] {Compression.LZ4.compress(NbtIO.write(chunk))}, Compression.LZ4, 1234);
        }
        try (RegionFile file = RegionFile.openReadOnly(region)) {
            if (!chunk.equals(file.read(3, 5).orElseThrow())) bad++;
        }
        Files.delete(region);
        Files.delete(folder);
        System.exit(bad == 0 ? 0 : 3);
    }
}
