package dev.strata.regionio.region;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.IntBinaryTag;

/**
 * The input shared by {@link ChunkBench} (Strata) and {@code MinestomBench} (the baseline): one real chunk, and a
 * region file holding 1024 copies of it (zlib, as the game writes them). Both benchmarks build their input the
 * same way from the same parameters, so they measure the same bytes.
 */
final class BenchInput {
    /** Default source region, relative to {@code strata.shared}: 1.21.11 vanilla terrain. */
    static final String DEFAULT_REGION = "fixtures/regions/minestom/anvil_vanilla_sample/region/r.0.1.mca";
    /** Default chunk of that region: full, 24 sections, 119 block-palette and 48 biome-palette entries in all. */
    static final String DEFAULT_CHUNK = "25,34";

    private BenchInput() {}

    static Path shared() {
        return Path.of(System.getProperty("strata.shared", "../shared"));
    }

    /**
     * Reads the chunk and relabels it as 26.2 ({@code DataVersion} 4903; the 1.21.11 section layout is the
     * same), at chunk position (0, 0).
     */
    static CompoundBinaryTag chunk(String region, String chunk) throws IOException {
        Path p = Path.of(region).isAbsolute() ? Path.of(region) : shared().resolve(region);
        String[] xz = chunk.split(",");
        try (RegionFile r = RegionFile.openReadOnly(p)) {
            CompoundBinaryTag t = r.read(Integer.parseInt(xz[0].trim()), Integer.parseInt(xz[1].trim())).orElseThrow(
                    () -> new IOException("no chunk " + chunk + " in " + p));
            return at(t.putInt("DataVersion", 4903), 0, 0);
        }
    }

    static CompoundBinaryTag at(CompoundBinaryTag t, int x, int z) {
        return t.put("xPos", IntBinaryTag.intBinaryTag(x)).put("zPos", IntBinaryTag.intBinaryTag(z));
    }

    /** Writes r.0.0.mca in {@code dir} with the chunk (position adjusted) in all 1024 slots, zlib. */
    static Path fullRegion(Path dir, CompoundBinaryTag tag) throws IOException {
        Path file = dir.resolve("r.0.0.mca");
        try (RegionFile r = RegionFile.open(file)) {
            int[] xs = new int[1024];
            int[] zs = new int[1024];
            byte[][] data = new byte[1024][];
            for (int i = 0; i < 1024; i++) {
                xs[i] = i & 31;
                zs[i] = i >> 5;
                data[i] = Codec.compress(Compression.ZLIB, dev.strata.regionio.nbt.NbtIO.write(at(tag, xs[i], zs[i])));
            }
            r.writeBatch(xs, zs, data, Compression.ZLIB, 0);
        }
        return file;
    }

    static void delete(Path dir) throws IOException {
        if (dir == null || !Files.exists(dir)) return;
        try (var s = Files.walk(dir)) {
            for (Path p : s.sorted(Comparator.reverseOrder()).toList()) Files.delete(p);
        }
    }
}
